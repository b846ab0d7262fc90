// Of the command line as a whole: main() run in-process, every command routed as a user types it.
// --names names.csv: the pairs' names in every ranking (text, JSON, the workbook), always as text;
// and the JSON's per-board datum (Butler) and top (matchpoints).
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import ExcelJS from "exceljs";
import { readNamesFile } from "../../src/cli/names";
import { runCli as run } from "../support/cli";

const ROOT = path.resolve(__dirname, "../..");
const BOARD_15 = path.join(ROOT, "examples", "club-board-15.csv");

// Board 15 of the club's traveller: NS 3, 4, 7, 9, 10 against EW 6, 5, 1, 8, 2.
const NAMES = 'Pair,Dir,Names\n3,NS,Ann Smith,Bob Jones\n6,EW,=SUM(1;2)\n"NS 10","+44 Club"\n';

describe("--names", () => {
  test("JSON: names beside each pair that has them, and no names key for the others", async () => {
    const { code, out, err } = await run([BOARD_15, "--method", "mp", "--json", "--names", "names.csv"], {
      "names.csv": NAMES,
    });
    expect(err).toBe("");
    expect(code).toBe(0);
    const json = JSON.parse(out) as {
      options: object;
      ranking: { field: string; pairs: { pair: string; names?: string }[] }[];
    };
    const ns = json.ranking.find((r) => r.field === "NS")!.pairs;
    const ew = json.ranking.find((r) => r.field === "EW")!.pairs;
    expect(ns.find((p) => p.pair === "NS 3")?.names).toBe("Ann Smith & Bob Jones");
    expect(ns.find((p) => p.pair === "NS 10")?.names).toBe("+44 Club");
    expect(ns.find((p) => p.pair === "NS 4")).not.toHaveProperty("names");
    expect(ew.find((p) => p.pair === "EW 6")?.names).toBe("=SUM(1;2)");
    expect(json.options).not.toHaveProperty("names");
  });

  test("the text ranking shows the names after the pair", async () => {
    const { out } = await run([BOARD_15, "--method", "mp", "--names", "names.csv"], { "names.csv": NAMES });
    expect(out).toMatch(/NS 3 +Ann Smith & Bob Jones +1 /);
    expect(out).toMatch(/EW 6 +=SUM\(1;2\) +1 /);
  });

  test("the workbook holds the names as text, never as formulas", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "names-"));
    const file = path.join(dir, "out.xlsx");
    const names = "1,NS,=1+1\n2,NS,@risky\n3,EW,-minus\n";
    const session = path.join(ROOT, "examples", "mitchell-session.csv");
    const { code } = await run([session, "--method", "mp", "--names", "names.csv", "--xlsx", file], {
      "names.csv": names,
    });
    expect(code).toBe(0);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const found: unknown[] = [];
    wb.worksheets[0].eachRow((row) =>
      row.eachCell((cell) => {
        if (["=1+1", "@risky", "-minus"].includes(String(cell.value))) found.push(cell.value);
        expect(cell.formula ?? "").not.toMatch(/^=?1\+1$/);
      }),
    );
    // In the summary and beside the pairs in each board's traveller: always the text itself.
    expect([...new Set(found)].sort()).toEqual(["-minus", "=1+1", "@risky"]);
  });

  test("a names file with a bad row is refused, naming its line", async () => {
    const { code, err } = await run([BOARD_15, "--names", "names.csv"], {
      "names.csv": "Pair,Names\n3,Ann\nx y,Bob\n",
    });
    expect(code).toBe(1);
    expect(err).toMatch(/^names\.csv: line 3: "x y" is not a pair number/);
  });

  test("a repeated pair is named by its line in the file, a quoted line break counted", () => {
    // Line 1 the header, lines 2-3 pair 1 (its names hold a line break), line 4 pair 1 again.
    const read = readNamesFile("n.csv", 'Pair,Names\n1,"Ann\nBob"\n1,Cy Dale\n');
    expect("errors" in read && read.errors[0]).toMatch(/^n\.csv: line 4: /);
  });

  test("readNamesFile reads a sep= line and quoted names", () => {
    const read = readNamesFile("n.csv", 'sep=;\n1;"Smith, Ann";Bob\n');
    expect("names" in read && [...read.names]).toEqual([["1", "Smith, Ann & Bob"]]);
  });
});

describe("--json: per board, the datum (Butler) and the top (matchpoints)", () => {
  test("board 15: scores 100, -200, -430, -430, 50", async () => {
    // Mean (100 - 200 - 430 - 430 + 50) / 5 = -182, rounded to 10: datum -180.
    // Five results on the EBU scale: top 2 x (5 - 1) = 8.
    const { out } = await run([BOARD_15, "--method", "all", "--json"], {});
    const json = JSON.parse(out) as { boards: { datum?: number; top?: number }[] };
    expect(json.boards[0].datum).toBe(-180);
    expect(json.boards[0].top).toBe(8);
  });

  test("cross-IMPs alone has neither", async () => {
    const { out } = await run([BOARD_15, "--method", "cross", "--json"], {});
    const json = JSON.parse(out) as { boards: object[] };
    expect(json.boards[0]).not.toHaveProperty("datum");
    expect(json.boards[0]).not.toHaveProperty("top");
  });
});
