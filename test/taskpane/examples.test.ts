import { readFileSync, readdirSync } from "fs";
import { join } from "path";
import { exampleCells, WORKED_EXAMPLES } from "../../src/taskpane/examples";
import { buildSheet } from "../../src/taskpane/build";
import { checkOptions, DEFAULT_OPTIONS, teamsChoices } from "../../src/taskpane/options";
import { buildReading, readArea } from "../../src/taskpane/workflow";

const EXAMPLES_DIR = join(__dirname, "..", "..", "examples");

/** Reads an example's CSV as the pane reads it once inserted at A1 of a sheet. */
function readExample(csv: string): ReturnType<typeof readArea> {
  const { cells } = exampleCells(csv);
  return readArea({
    sheet: "S",
    range: "A1",
    top: 0,
    left: 0,
    values: cells.map((r) => r.map((v) => v ?? "")),
  });
}

describe("the worked examples", () => {
  test("are the files in examples/ themselves, bundled as text (every CSV there is offered)", () => {
    const files = readdirSync(EXAMPLES_DIR).filter((f) => f.endsWith(".csv"));
    expect(WORKED_EXAMPLES).toHaveLength(files.length);
    const texts = new Set(files.map((f) => readFileSync(join(EXAMPLES_DIR, f), "utf8")));
    for (const ex of WORKED_EXAMPLES) expect(texts.has(ex.csv)).toBe(true);
  });

  test("the boards of the published explanations come first: Butler v cross-IMPs, the weighted ruling, the club's board 15", () => {
    expect(WORKED_EXAMPLES.slice(0, 3).map((e) => e.id)).toEqual([
      "butler-vs-cross-imps",
      "weighted-ruling",
      "club-board-15",
    ]);
  });

  test("each example taken from a document names it by its title, never by a filing number", () => {
    expect(WORKED_EXAMPLES.map((e) => e.source)).toEqual([
      "An explanation of Cross IMP Scoring",
      "Calculation of Weighted Scores",
      "Cross-IMP Scoring (a club's explanation)",
      "Calculation of Weighted Scores, Appendix 1",
      undefined,
      undefined,
      undefined,
    ]);
    for (const ex of WORKED_EXAMPLES) expect(`${ex.id} ${ex.title} ${ex.description}`).not.toMatch(/seed/i);
  });

  test("each reads without problems when put on a sheet as the pane puts it", () => {
    for (const ex of WORKED_EXAMPLES) {
      const reading = readExample(ex.csv);
      expect([ex.id, reading.problems]).toEqual([ex.id, []]);
    }
  });

  test("the club's board 15 with its options gives the printed cross-IMP totals 31, -1, -27, -27, 24", () => {
    const ex = WORKED_EXAMPLES.find((e) => e.id === "club-board-15")!;
    const checked = checkOptions({ ...DEFAULT_OPTIONS, ...ex.options });
    if (!checked.ok) throw new Error("the example's options must be valid");
    const reading = readExample(ex.csv);
    const model = buildSheet(reading.traveller, checked.options, ["Sheet1"]);
    expect(model.name).toBe("Board 15 cross-IMPs");
    // The totals the club's Cross-IMP Scoring explanation prints, table by table in the traveller's
    // order, are the values the engine cached under the "Total" heading of the sheet's table of
    // cross-IMPs, each a formula.
    // By hand (WBF): table 1 (+100) against -200, -430, -430, +50: 300, 530, 530, 50 are 7 + 11 +
    // 11 + 2 = 31; table 2 (-200): -7 + 6 + 6 - 6 = -1; tables 3 and 4 (-430): -11 - 6 + 0 - 10 =
    // -27; table 5 (+50): -2 + 6 + 10 + 10 = 24.
    const heading = model.cells.find((c) => c.value === "Total")!;
    const below = (k: number) => model.cells.find((c) => c.row === heading.row + k && c.col === heading.col);
    const totals = [1, 2, 3, 4, 5].map(below);
    expect(totals.map((c) => c?.value)).toEqual([31, -1, -27, -27, 24]);
    expect(totals.every((c) => c?.formula !== undefined)).toBe(true);
  });

  test("a signed result stays text, so -1 is one down and not minus one trick", () => {
    const { cells, headerRows } = exampleCells(
      "NS,EW,Contract,By,Tricks,Score\n1,2,4S,N,-1,-50\n3,4,4S,N,+1,450\n",
    );
    expect(cells[1]).toEqual([1, 2, "4S", "N", "-1", -50]);
    expect(cells[2]).toEqual([3, 4, "4S", "N", "+1", 450]);
    expect(headerRows).toEqual([0]);
  });
});

describe("the worked teams example", () => {
  test("reads as a teams scoresheet and scores Aces 13.78, Kings 6.22 with its options", () => {
    const ex = WORKED_EXAMPLES.find((e) => e.id === "teams-match")!;
    const reading = readExample(ex.csv);
    expect(reading.teams?.matches.map((m) => [m.home, m.away, m.boards.length])).toEqual([
      ["Aces", "Kings", 8],
    ]);
    const checked = checkOptions({ ...DEFAULT_OPTIONS, ...ex.options });
    if (!checked.ok) throw new Error("the example's options must be valid");
    const built = buildReading(
      reading,
      checked.options,
      buildSheet,
      teamsChoices({ ...DEFAULT_OPTIONS, ...ex.options }),
    );
    if (built.kind !== "built") throw new Error("the example must score");
    // Board 1: +420 and +50 to Aces, net +470, 10 IMPs; 10 IMPs over 8 boards is 13.78 to 6.22.
    const vps = built.model.cells.filter((c) => c.formula?.includes("INT(ABS(")).map((c) => c.value);
    expect(vps).toEqual([13.78, 6.22]);
  });
});
