// The input registry: a file's format told from its content (never its name), a file of no format
// refused with every format named, a results file opened into its sections with what it says of
// its scoring, and each problem named by the file's own line (and, in a CSV file, its column).
import * as fs from "node:fs";
import * as path from "node:path";
import {
  FORMATS_READ,
  INPUT_EXTENSIONS,
  INPUT_FORMATS,
  InputError,
  formatOf,
  openInput,
  problemLines,
} from "../../src/event";

const ROOT = path.resolve(__dirname, "../..");
const fixture = (f: string): Buffer => fs.readFileSync(path.join(ROOT, "test", "fixtures", "files", f));
const example = (f: string): Buffer => fs.readFileSync(path.join(ROOT, "examples", f));

/** What opening the bytes throws (fails the test when nothing is thrown). */
function refusal(bytes: Uint8Array | string, name: string): Error {
  try {
    openInput(bytes, name);
  } catch (e) {
    return e as Error;
  }
  throw new Error(`${name} was opened`);
}

describe("the format, told from the content", () => {
  test("each fixture is recognised as its format", () => {
    expect(formatOf(fixture("club-pairs.pbn").toString("latin1"))?.name).toBe("pbn");
    expect(formatOf(fixture("club-sections.xml").toString("utf8"))?.name).toBe("usebio");
    // Declared ISO-8859-1 and with a DOCTYPE before the root element.
    expect(formatOf(fixture("monday-howell.xml").toString("latin1"))?.name).toBe("usebio");
    expect(formatOf(example("mitchell-session.csv").toString("utf8"))?.name).toBe("csv");
  });

  test("the name says nothing: a PBN file called .csv opens as PBN, a CSV traveller called .pbn as CSV", () => {
    expect(openInput(fixture("club-pairs.pbn"), "results.csv").source).toEqual({
      format: "pbn",
      name: "results.csv",
    });
    expect(openInput(example("mitchell-session.csv"), "traveller.pbn").source).toEqual({
      format: "csv",
      name: "traveller.pbn",
    });
    expect(openInput(fixture("club-sections.xml"), "export.txt").source.format).toBe("usebio");
  });

  test("CSV is tried last: a results file's text would pass for CSV, and the particular format wins", () => {
    const csv = INPUT_FORMATS.find((f) => f.name === "csv")!;
    expect(INPUT_FORMATS[INPUT_FORMATS.length - 1]).toBe(csv);
    expect(csv.recognise(fixture("club-pairs.pbn").toString("latin1"))).toBe(true);
    expect(formatOf(fixture("club-pairs.pbn").toString("latin1"))?.name).toBe("pbn");
  });

  test("the file pickers offer every format's extensions", () => {
    expect([...INPUT_EXTENSIONS].sort()).toEqual([".bws", ".csv", ".pbn", ".txt", ".xml"]);
  });
});

describe("a file of no format the add-in reads", () => {
  test("the message of formats read is built from the registry: every entry's description is in it", () => {
    expect(INPUT_FORMATS.length).toBe(4);
    for (const f of INPUT_FORMATS) expect(FORMATS_READ).toContain(f.describes);
  });

  test("a workbook (a zip: PK, 3, 4) is refused with an InputError naming every format", () => {
    const e = refusal(new Uint8Array([0x50, 0x4b, 3, 4, 20, 0, 6, 0, 8, 0]), "book.xlsx");
    expect(e).toBeInstanceOf(InputError);
    expect(e.message).toContain("book.xlsx");
    expect(e.message).toContain("this is not a file the add-in reads");
    for (const f of INPUT_FORMATS) expect(e.message).toContain(f.describes);
  });

  test("binary bytes (control characters) and XML of another kind are refused the same way", () => {
    for (const [bytes, name] of [
      [new Uint8Array([0x00, 0x01, 0x02, 0x41, 0x42, 0x0a, 0x03, 0x10]), "blob.bin"],
      [new TextEncoder().encode('<?xml version="1.0"?>\n<html><body>hi</body></html>\n'), "page.xml"],
    ] as const) {
      const e = refusal(bytes, name);
      expect(e).toBeInstanceOf(InputError);
      for (const f of INPUT_FORMATS) expect(e.message).toContain(f.describes);
    }
  });
});

describe("a results file opened into an event", () => {
  test("club-pairs.pbn: two pairs sections, A (boards 1-3, eight names) and B (board 1), each stating matchpoints", () => {
    const event = openInput(fixture("club-pairs.pbn"), "club-pairs.pbn");
    expect(event.kind).toBe("pairs");
    expect(event.source).toEqual({ format: "pbn", name: "club-pairs.pbn" });
    expect(event.sections.map((s) => s.title)).toEqual(["Club Pairs, section A", "Club Pairs, section B"]);
    expect(event.sections.map((s) => s.stated.method)).toEqual(["mp", "mp"]);
    // [Scoring "MatchPoints;MP1"] and [Competition "Pairs"], in the file's own words.
    expect(event.sections[0].stated.described).toBe("MatchPoints;MP1; Pairs");
    expect(event.sections.map((s) => s.traveller.boards.map((b) => b.board))).toEqual([[1, 2, 3], [1]]);
    expect(event.sections.map((s) => s.problems)).toEqual([[], []]);
    // The [TotalScoreTable] of section A names four NS and four EW pairs; B has none.
    expect(event.sections.map((s) => s.names.size)).toEqual([8, 0]);
    expect(event.sections.map((s) => s.file?.section)).toEqual(["A", "B"]);
  });

  test("a published score its contract does not give stands, as the file's record, and a note names its line", () => {
    // Line 1 [Event], 2 [Board], 3 [ScoreTable], 4 the first table, 5 the second: 4S by N making
    // 10 tricks, not vulnerable, is 420 (4 x 30 + 300 game + 0 overtricks), not the 400 given.
    const text =
      '[Event "x"]\n[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW"]\n' +
      '1 1 4S N 10 "420" -\n' +
      '2 2 4S N 10 "400" -\n';
    const event = openInput(text, "x.pbn");
    expect(problemLines(event.sections[0])).toEqual([]);
    expect(event.sections[0].file?.notes).toEqual([
      "line 5: 4S by N taking 10 tricks scores 420 for NS on board 1 (vulnerable None), but the file's score is 400: scored 400, as the file publishes it",
    ]);
  });

  test("a problem in a PBN file is named by the file's line: the fifth line's tricks", () => {
    // The second table's result, 14 tricks, is no number of tricks, and the row has no score.
    const text =
      '[Event "x"]\n[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW"]\n' +
      '1 1 4S N 10 "420" -\n' +
      "2 2 4S N 14 - -\n";
    const lines = problemLines(openInput(text, "x.pbn").sections[0]);
    expect(lines).toEqual([expect.stringMatching(/^x\.pbn: line 5 \(Tricks\): 14 \(the result for 4S\)/)]);
  });
});

describe("a CSV traveller's problems, by line and column", () => {
  const rows = "Board,NS,EW,Contract,By,Tricks\n1,1,2,4S,N,10\n1,3,4,4Z,N,10\n";

  test("named `file: line N, column C (Header)`", () => {
    // The 4Z is on the third line, in the fourth column, headed Contract.
    const lines = problemLines(openInput(rows, "t.csv").sections[0]);
    expect(lines).toEqual([
      expect.stringMatching(/^t\.csv: line 3, column 4 \(Contract\): "4Z" is not a contract/),
    ]);
  });

  test("an Excel `sep=;` first line is a line of the file: the 4Z is then on line 4", () => {
    const semi = `sep=;\n${rows.replace(/,/g, ";")}`;
    expect(problemLines(openInput(semi, "s.csv").sections[0])).toEqual([
      expect.stringMatching(/^s\.csv: line 4, column 4 \(Contract\): "4Z"/),
    ]);
    // As Excel writes it: a byte-order mark, then CRLF line ends.
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode(semi.replace(/\n/g, "\r\n")),
    ]);
    expect(problemLines(openInput(bytes, "s.csv").sections[0])).toEqual([
      expect.stringMatching(/^s\.csv: line 4, column 4 \(Contract\): "4Z"/),
    ]);
  });

  test("a quoted title cell holding a line break (Alt+Enter in Excel) still leaves the 4Z on the file's fifth line", () => {
    // Line 1 `"Club pairs`, line 2 `Tuesday"`, line 3 the header, line 4 the first table, line 5
    // the 4Z: the title is one row of the table but two lines of the file.
    const titled = `"Club pairs\nTuesday"\n${rows}`;
    expect(problemLines(openInput(titled, "t.csv").sections[0])).toEqual([
      expect.stringMatching(/^t\.csv: line 5, column 4 \(Contract\): "4Z"/),
    ]);
  });
});
