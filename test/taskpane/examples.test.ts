import { readFileSync, readdirSync } from "fs";
import { join } from "path";
import { exampleCells, WORKED_EXAMPLES, type WorkedExample } from "../../src/ui/examples";
import { readArea } from "../../src/taskpane/workflow";
import { start, step, type Machine } from "../../src/taskpane/state/machine";
import { resultFile } from "../../src/taskpane/save";
import type { SheetModel } from "../../src/sheet/model";
import { exampleArea, fakeActions, NOTES, scoredArea, settle } from "./fixtures";

const EXAMPLES_DIR = join(__dirname, "..", "..", "examples");

/** Reads an example's CSV as the pane reads it once inserted at A1 of a sheet. */
function readExample(csv: string): ReturnType<typeof readArea> {
  return readArea(exampleArea({ csv } as WorkedExample));
}

const example = (id: string): WorkedExample => WORKED_EXAMPLES.find((e) => e.id === id)!;

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
    const ex = example("club-board-15");
    const { sheet: model } = scoredArea(exampleArea(ex, "Sheet1"), ex.options);
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

/** The pane opened on an empty cell, the example inserted and scored with its own options and the pane's defaults. */
async function scoreInPane(ex: WorkedExample) {
  const fake = fakeActions(NOTES);
  let machine: Machine = await settle(start(true), fake.actions);
  machine = await settle(step(machine, { kind: "examplePressed", example: ex }), fake.actions);
  machine = await settle(step(machine, { kind: "scorePressed" }), fake.actions);
  if (fake.written.length !== 1) throw new Error(`${ex.id}: ${JSON.stringify(machine.state.status)}`);
  return { ...fake, machine, sheet: fake.written[0] };
}

/** The pairs of each field of the session summary, in ranking order, as the sheet declares them. */
function fields(sheet: SheetModel): { title: string; pairs: unknown[] }[] {
  const summary = sheet.blocks.find((b) => b.kind === "summary")!;
  return summary.tables.map((t) => ({
    title: t.title,
    pairs: (t.ranking ?? []).map((row) => sheet.cells.find((c) => c.row === row && c.col === 0)?.value),
  }));
}

describe("the worked examples scored in the pane", () => {
  test("the five-pair Howell, with the default movement: one field of all five pairs, told from the pair numbers", async () => {
    const { sheet, machine } = await scoreInPane(example("howell"));
    // Pair 2 sits NS on board 1 and EW on board 3 (4S by W, 4 v 2): a Howell, one ranking.
    const ranked = fields(sheet);
    expect(ranked).toHaveLength(1);
    expect(ranked[0].pairs.map(String).sort()).toEqual(["1", "2", "3", "4", "5"]);
    expect(sheet.cells[0].value).toMatch(
      /5 boards \(Howell, told from the pair numbers: pair \d sits NS on board \d and EW on board \d; 5 rounds, 2 tables a round, boards in 5 sets of 1 \(Round column\)\)/,
    );
    // The status line says how the movement was decided, as the sheet's title does.
    expect(machine.state.status?.text).toMatch(
      /^Matchpoints: 5 boards, 10 tables \(Howell, told from the pair numbers: .*\)\. The formulas recalculate if a score is edited\.$/,
    );
  });

  test("the three-table Mitchell: NS and EW ranked apart, three pairs each", async () => {
    const { sheet, machine } = await scoreInPane(example("mitchell"));
    // NS 1 and EW 1 both play board 1: the numbers are two fields, so a Mitchell.
    const ranked = fields(sheet);
    expect(ranked.map((f) => f.pairs.length)).toEqual([3, 3]);
    expect(ranked.map((f) => f.title)).toEqual([expect.stringMatching(/NS/), expect.stringMatching(/EW/)]);
    // NS 3 first on 62.50% (the examples' README).
    expect(ranked[0].pairs[0]).toBe("NS 3");
    expect(machine.state.status?.text).toMatch(
      /^Matchpoints: 3 boards, 9 tables \(Mitchell, told from the pair numbers: NS 1 and EW 1 both play board 1; 3 rounds, 3 tables a round, boards in 3 sets of 1 \(Round column\)\)\./,
    );
  });

  test("the teams match, saved as a web page: the match's IMPs and VPs, not a pairs ranking", async () => {
    const { sheet, machine } = await scoreInPane(example("teams-match"));
    expect(sheet.name).toBe("Teams");
    const written = machine.state.status?.written;
    if (!written) throw new Error("the Save buttons need the results written");
    expect(written.sheet).toBe("Teams");
    const page = await resultFile("html", written);
    expect([page.name, page.type]).toEqual(["Teams.html", "text/html;charset=utf-8"]);
    // Board 1 is +470 net to Aces, 10 IMPs; over 8 boards 13.78 to 6.22 VPs on the WBF scale.
    expect(page.text).toContain("Aces");
    expect(page.text).toContain("Kings");
    expect(page.text).toContain("13.78");
    expect(page.text).toContain("6.22");
    // Scored as pairs the rows would rank NS and EW "pairs" by matchpoint percentage: 56.25% on
    // the 16 rows (Aces win one board of the 8 as NS, tie the rest).
    expect(page.text).not.toMatch(/\d+\.\d\d%/);
    expect(page.text).not.toMatch(/Matchpoints/);
  });
});
