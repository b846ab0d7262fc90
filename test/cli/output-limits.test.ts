// The outputs that are made whole in memory (a workbook, a web page) are refused past their size
// before anything is scored, with the count, the limit and what to do; text and --json are not.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { main } from "../../src/cli/score";
import { OUTPUT_RESULT_LIMITS, outputTooLarge, resultCount } from "../../src/cli/output-limits";
import { readOutputs } from "../../src/cli/outputs";
import type { BridgeEvent } from "../../src/event";

/** An event as far as counting needs it: sections of boards of `rows` rows each. */
function eventOf(name: string, sections: readonly (readonly number[])[]): BridgeEvent {
  return {
    source: { name },
    sections: sections.map((boards) => ({
      traveller: { boards: boards.map((rows) => ({ rows: new Array<unknown>(rows).fill({}) })) },
    })),
  } as unknown as BridgeEvent;
}

const XLSX = readOutputs(new Map([["--xlsx", "out.xlsx"]]));
const HTML = readOutputs(new Map([["--html", "out.html"]]));
const PBN = readOutputs(new Map([["--pbn", "out.pbn"]]));

describe("the size of session each output is written for", () => {
  test("results are counted over every board of every section", () => {
    // 3 + 5 in the first section, 7 in the second: 15.
    expect(resultCount(eventOf("e.csv", [[3, 5], [7]]))).toBe(15);
  });

  test("a workbook or web page of exactly its limit is written, one result more is refused", () => {
    for (const [outputs, flag] of [
      [XLSX, "--xlsx"],
      [HTML, "--html"],
    ] as const) {
      const limit = OUTPUT_RESULT_LIMITS.get(flag)!;
      // Two sections whose results add up to the limit, then to one more.
      const half = Math.floor(limit / 2);
      expect(outputTooLarge(eventOf("big.csv", [[half], [limit - half]]), outputs)).toBeNull();
      const refused = outputTooLarge(eventOf("big.csv", [[half], [limit - half + 1]]), outputs);
      expect(refused).toContain(`big.csv has ${(limit + 1).toLocaleString("en-GB")} results`);
      expect(refused).toContain(`${flag} writes at most ${limit.toLocaleString("en-GB")}`);
      expect(refused).toContain("Split the file");
      expect(refused).toContain("--json");
    }
  });

  test("an output without a limit (PBN) is written for any size the readers accept", () => {
    expect(outputTooLarge(eventOf("big.csv", [[1_048_576]]), PBN)).toBeNull();
  });

  test("the command line refuses --xlsx of a traveller past the limit before scoring it (exit 2), and nothing is written", async () => {
    const limit = OUTPUT_RESULT_LIMITS.get("--xlsx")!;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-limit-"));
    const csv = path.join(dir, "big.csv");
    // Boards of 8 tables until the limit is passed: ceil((limit + 1) / 8) boards.
    const boards = Math.ceil((limit + 1) / 8);
    const lines = ["Board,NS,EW,Score"];
    for (let b = 1; b <= boards; b++)
      for (let t = 1; t <= 8; t++) lines.push(`${b},${t},${((t + b) % 8) + 1},${t % 2 ? 420 : -50}`);
    fs.writeFileSync(csv, `${lines.join("\n")}\n`);
    const out: string[] = [];
    const err: string[] = [];
    const code = await main([csv, "--xlsx", path.join(dir, "out.xlsx")], {
      out: (t: string) => out.push(t),
      err: (t: string) => err.push(t),
      readFile: (p: string) => fs.readFileSync(p, "utf8"),
      readBytes: (p: string) => new Uint8Array(fs.readFileSync(p)),
    });
    expect(code).toBe(2);
    expect(err.join("")).toContain(
      `has ${(boards * 8).toLocaleString("en-GB")} results: --xlsx writes at most`,
    );
    expect(out.join("")).toBe("");
    expect(fs.existsSync(path.join(dir, "out.xlsx"))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);
});
