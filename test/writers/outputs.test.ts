// The output registry: each output is one entry whose flag, name and extension no other entry
// shares, with a media type and a line of the command line's usage; a file of several sections
// gives a file per section, named by the section; an output that cannot hold an event refuses it
// with the message a front end shows, not a fault.
import * as fs from "node:fs";
import * as path from "node:path";
import { USAGE } from "../../src/cli/score";
import { openInput, scoreEvent } from "../../src/event";
import { ScoringError } from "../../src/scoring";
import { OUTPUTS, outputNamed } from "../../src/writers/outputs";

const ROOT = path.resolve(__dirname, "../..");
const fixture = (f: string): Buffer => fs.readFileSync(path.join(ROOT, "test", "fixtures", "files", f));
const example = (f: string): Buffer => fs.readFileSync(path.join(ROOT, "examples", f));

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the registry", () => {
  test("every entry has its own flag, name and file ending (the part before the extension, and the extension)", () => {
    for (const key of ["flag", "name"] as const) {
      const values = OUTPUTS.map((o) => o[key]);
      expect([key, new Set(values).size]).toEqual([key, OUTPUTS.length]);
    }
    const endings = OUTPUTS.map((o) => `${o.nameEnd ?? ""}.${o.extension}`);
    expect(new Set(endings).size).toBe(OUTPUTS.length);
    for (const o of OUTPUTS) {
      expect(o.flag).toBe(`--${o.name}`);
      expect(o.extension).toMatch(/^[a-z0-9]+$/);
    }
  });

  test("every entry has a media type (type/subtype, with a charset for text)", () => {
    for (const o of OUTPUTS) {
      expect([o.name, o.mime]).toEqual([
        o.name,
        expect.stringMatching(/^[a-z]+\/[a-z0-9.+-]+(;charset=utf-8)?$/),
      ]);
      if (o.extension !== "xlsx")
        expect([o.name, o.mime]).toEqual([o.name, expect.stringMatching(/;charset=utf-8$/)]);
    }
  });

  test("every entry's usage line is in the command line's usage: its flag, a file of its extension, what it writes", () => {
    for (const o of OUTPUTS) {
      expect(USAGE).toMatch(
        new RegExp(
          `^  ${escape(o.flag)} out\\.${o.extension}${o.printable ? "\\|out\\.pdf" : ""} +${escape(o.usage)}$`,
          "m",
        ),
      );
    }
  });

  test("outputNamed finds each entry, and refuses a name of none", () => {
    for (const o of OUTPUTS) expect(outputNamed(o.name)).toBe(o);
    expect(() => outputNamed("docx")).toThrow('No output named "docx".');
  });
});

describe("writing", () => {
  test("the web page of a two-section file: one page a section, suffixed -A and -B, each headed by its own section", async () => {
    const scored = scoreEvent(openInput(fixture("club-pairs.pbn"), "club-pairs.pbn"), {});
    const html = outputNamed("html");
    const files = await html.write(scored);
    expect(files.map((f) => f.suffix)).toEqual(["-A", "-B"]);
    const [a, b] = files.map((f) => String(f.content));
    expect(a).toContain("<h1>Club Pairs, section A</h1>");
    expect(b).toContain("<h1>Club Pairs, section B</h1>");
    // Section A has boards 1-3 (3 boards), section B board 1 alone.
    expect(a).toContain("3 boards");
    expect(b).not.toContain("3 boards");
    expect(html.describe(scored)).toBe("the results web page");
  });

  test("one section: one file, no suffix", async () => {
    const scored = scoreEvent(openInput(example("mitchell-session.csv"), "m.csv"), {});
    const files = await outputNamed("html").write(scored);
    expect(files.map((f) => f.suffix)).toEqual([""]);
  });

  test("every output writes a teams event: one file each", async () => {
    const scored = scoreEvent(openInput(example("teams-match.csv"), "teams-match.csv"), {});
    const outcomes: [string, string][] = [];
    for (const o of OUTPUTS) {
      try {
        const files = await o.write(scored);
        outcomes.push([o.name, `${files.length} file`]);
      } catch (e) {
        outcomes.push([o.name, e instanceof ScoringError ? "refused" : `fault: ${String(e)}`]);
      }
    }
    // The workbook, the web page, PBN and USEBIO all hold a teams event (the PBN and USEBIO files
    // read back to the same matches: test/cli/teams.test.ts); the hand-record sheet needs deals,
    // which this scoresheet has none of.
    expect(outcomes).toEqual(OUTPUTS.map((o) => [o.name, o.name === "hand-records" ? "refused" : "1 file"]));
  });
});
