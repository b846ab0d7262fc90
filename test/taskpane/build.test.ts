import { exampleCells, WORKED_EXAMPLES } from "../../src/taskpane/examples";
import { buildSheet, startSheet } from "../../src/taskpane/build";
import { checkOptions, DEFAULT_OPTIONS, type PaneOptions } from "../../src/taskpane/options";
import { readArea } from "../../src/taskpane/workflow";
import type { Traveller } from "../../src/scoring";
import { sessionTraveller } from "../support/sessions";

function checkedOf(change: Partial<PaneOptions>) {
  const checked = checkOptions({ ...DEFAULT_OPTIONS, ...change });
  if (!checked.ok) throw new Error(`Bad options: ${JSON.stringify(checked.errors)}`);
  return checked.options;
}

function exampleTraveller(csv: string): Traveller {
  const { cells } = exampleCells(csv);
  const values = cells.map((r) => r.map((v) => v ?? ""));
  return readArea({ sheet: "S", range: "A1", top: 0, left: 0, values }).traveller;
}

/** Takes every step, noting the stage and how many of how many were done after each, then the sheet. */
function stepped(traveller: Traveller, change: Partial<PaneOptions>, names: readonly string[]) {
  const steps = startSheet(traveller, checkedOf(change), names);
  const counts: [string, number, number][] = [];
  while (steps.next()) counts.push([steps.stage, steps.done, steps.total]);
  return { counts, model: steps.finish() };
}

/** The steps expected: n boards scored, then n boards laid out once (matchpoints) or twice (IMPs, a draft first). */
function expectedSteps(n: number, passes: number): [string, number, number][] {
  return [
    ...Array.from({ length: n }, (_, i): [string, number, number] => ["scoring", i + 1, n]),
    ...Array.from({ length: n * passes }, (_, i): [string, number, number] => ["layout", i + 1, n * passes]),
  ];
}

describe("startSheet: the results sheet built board by board", () => {
  test("is the sheet buildSheet builds, for every worked example with its own options and with all methods", () => {
    for (const ex of WORKED_EXAMPLES) {
      const traveller = exampleTraveller(ex.csv);
      for (const change of [ex.options, { ...ex.options, method: "all" as const }]) {
        const { counts, model } = stepped(traveller, change, ["Sheet1"]);
        expect([ex.id, model]).toEqual([ex.id, buildSheet(traveller, checkedOf(change), ["Sheet1"])]);
        const passes = checkedOf(change).method === "mp" ? 1 : 2;
        expect([ex.id, counts]).toEqual([ex.id, expectedSteps(traveller.boards.length, passes)]);
      }
    }
  });

  test("the club's board 15 stepped gives the printed cross-IMP totals 31, -1, -27, -27, 24", () => {
    const ex = WORKED_EXAMPLES.find((e) => e.id === "club-board-15")!;
    const { counts, model } = stepped(exampleTraveller(ex.csv), ex.options, []);
    // One board: scored, then laid out twice (a draft shows where the IMP scale goes).
    expect(counts).toEqual([
      ["scoring", 1, 1],
      ["layout", 1, 2],
      ["layout", 2, 2],
    ]);
    // The totals of the club's Cross-IMP Scoring explanation (worked by hand in examples.test.ts),
    // under the "Total" heading, table by table.
    const heading = model.cells.find((c) => c.value === "Total")!;
    const totals = [1, 2, 3, 4, 5].map(
      (k) => model.cells.find((c) => c.row === heading.row + k && c.col === heading.col)?.value,
    );
    expect(totals).toEqual([31, -1, -27, -27, 24]);
  });

  test("a 36-board, 20-table session by all three methods: 36 boards scored, 72 laid out, and the same sheet", () => {
    const traveller = sessionTraveller(36, 20);
    const { counts, model } = stepped(traveller, { method: "all" }, ["Sheet1", "Sheet2"]);
    expect(counts).toEqual(expectedSteps(36, 2));
    expect(model).toEqual(buildSheet(traveller, checkedOf({ method: "all" }), ["Sheet1", "Sheet2"]));
  });
});
