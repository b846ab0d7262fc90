import { readFileSync, readdirSync } from "fs";
import { join } from "path";
import { exampleCells, WORKED_EXAMPLES } from "../../src/taskpane/examples";
import { buildSheet } from "../../src/taskpane/build";
import { checkOptions, DEFAULT_OPTIONS } from "../../src/taskpane/options";
import { readArea } from "../../src/taskpane/workflow";
import type { SheetModel } from "../../src/sheet/model";

const EXAMPLES_DIR = join(__dirname, "..", "..", "examples");

/** The value the engine cached in the results sheet for the cell that holds a pair's result. */
function cached(model: SheetModel, predicate: (v: unknown) => boolean): unknown[] {
  return model.cells.filter((c) => c.formula && predicate(c.value)).map((c) => c.value);
}

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

  test("the three seed boards come first: seed 000, the seed 002 weighted ruling, seed 004 board 15", () => {
    expect(WORKED_EXAMPLES.slice(0, 3).map((e) => e.id)).toEqual(["seed-000", "seed-002", "seed-004"]);
  });

  test("each reads without problems when put on a sheet as the pane puts it", () => {
    for (const ex of WORKED_EXAMPLES) {
      const reading = readExample(ex.csv);
      expect([ex.id, reading.problems]).toEqual([ex.id, []]);
    }
  });

  test("seed 004 with its options gives the printed cross-IMP totals 31, -1, -27, -27, 24", () => {
    const ex = WORKED_EXAMPLES.find((e) => e.id === "seed-004")!;
    const checked = checkOptions({ ...DEFAULT_OPTIONS, ...ex.options });
    if (!checked.ok) throw new Error("the example's options must be valid");
    const reading = readExample(ex.csv);
    const model = buildSheet(reading.traveller, checked.options, ["Sheet1"]);
    expect(model.name).toBe("Board 15 cross-IMPs");
    // The printed totals (seed 004) are among the sheet's computed result cells.
    const results = cached(model, (v) => typeof v === "number");
    for (const total of [31, -1, -27, 24]) expect(results).toContain(total);
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
