// Excel's limits on every path to a results sheet: a sheet past the last row or column is refused
// with what to do (never a RangeError), a sheet name is cut on a character boundary, and a large
// table or scale does not overflow the stack.
import { GridLimitError, cellRef, columnLetters } from "../../src/grid/a1";
import { openInput, refusedBy, scoreEvent, startScoring } from "../../src/event";
import { imp } from "../../src/functions/functions";
import { cleanSheetName, uniqueSheetName } from "../../src/sheet/names";

describe("the edge of Excel's grid", () => {
  test("a cell past row 1,048,576 or column XFD is a GridLimitError (still a RangeError)", () => {
    expect(cellRef(1_048_575, 16_383)).toBe("XFD1048576");
    expect(() => cellRef(1_048_576, 0)).toThrow(GridLimitError);
    expect(() => columnLetters(16_384)).toThrow(RangeError);
    // A negative row is a bug, not a size: a plain RangeError.
    expect(() => cellRef(-1, 0)).not.toThrow(GridLimitError);
  });

  test("16,385 boards cannot have a column each in the ranking: refused at once, saying what to do", () => {
    // Two results per board: pairs 1 v 2, NS +420, and pairs 3 v 4, NS -50.
    const lines = ["Board,NS,EW,Score"];
    for (let b = 1; b <= 16_385; b++) lines.push(`${b},1,2,420`, `${b},3,4,-50`);
    const event = openInput(lines.join("\n"), "many.csv");
    const steps = startScoring(event, { pairs: { method: "mp" } });
    let error: unknown = null;
    try {
      steps.finish();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GridLimitError);
    expect(refusedBy(event.sections[0], error)).toEqual({
      message:
        "The results sheet of 16,385 boards and 32,770 results would need more than Excel's 16,384 columns (a column per board in the ranking): the command line's --xlsx writes it as a workbook split across sheets (a ranking sheet, then its boards in parts, each on a sheet of its own); or score the traveller in parts of fewer boards.",
    });
  });
});

test("one board too large for a sheet: one board, and the JSON is what to do (it cannot be cut into fewer boards)", () => {
  const event = openInput("Board,NS,EW,Score\n1,1,2,420\n1,3,4,-50\n", "one.csv");
  // The edge as the layout of a board of 150,000 tables with its ranking meets it.
  const error = new GridLimitError("rows", "No Excel row number 1050078.");
  expect(refusedBy(event.sections[0], error)).toEqual({
    message:
      "The results sheet of 1 board and 2 results would need more than Excel's 1,048,576 rows: a board of this many tables has no room on one sheet; the command line's --json scores it whole, with no sheet.",
  });
});

test("without a sheet (the command line's JSON) a section is scored and its sheet laid out only if asked for", () => {
  const event = openInput("Board,NS,EW,Score\n1,1,2,420\n1,3,4,-50\n2,1,2,100\n2,3,4,100\n", "two.csv");
  const lazy = scoreEvent(event, { pairs: { method: "mp" } }, { sheets: false });
  const eager = scoreEvent(event, { pairs: { method: "mp" } });
  // Board 1: 420 beats -50, 2 matchpoints to 0 on a top of 2 (EBU); board 2: 100 and 100, 1 each.
  const mps = (e: typeof lazy) =>
    e.sections[0].kind === "pairs"
      ? e.sections[0].sessions[0].boards.map((b) => b.tables.map((t) => t.nsResult))
      : [];
  expect(mps(lazy)).toEqual([
    [2, 0],
    [1, 1],
  ]);
  expect(mps(lazy)).toEqual(mps(eager));
  expect(lazy.sections[0].sheet).toEqual(eager.sections[0].sheet);
});

describe("sheet names", () => {
  test("cut at 31 units without splitting an emoji (two units) in half", () => {
    const name = `${"a".repeat(30)}\u{1F600}b`;
    expect(cleanSheetName(name)).toBe("a".repeat(30));
    // " (2)" leaves 27 units: 26 letters and the emoji's first half would be 27; the emoji goes.
    expect(uniqueSheetName(`${"a".repeat(26)}\u{1F600}`, [`${"a".repeat(26)}\u{1F600}`])).toBe(
      `${"a".repeat(26)} (2)`,
    );
  });
});

describe("large tables give results or messages, not RangeErrors", () => {
  // An IMP scale of 130,000 bands: From 0, 10, 20 ... with IMPs 0, 1, 2 ... More rows than a
  // function call takes arguments (a Math.max(...rows) threw a RangeError), and more than the
  // 10,000 bands a scale may have: refused with its size, as a message.
  const grid: number[][] = [];
  for (let k = 0; k < 130_000; k++) grid.push([k * 10, k]);

  test("BRIDGE.IMP with a scale of 130,000 rows: a message giving its size, not a RangeError", () => {
    expect(() => imp([[455]], grid)).toThrow(
      "The scale has 130,000 rows: a scale has at most 10,000 bands (a federation's has tens); give only the scale's rows.",
    );
  });

  test("BRIDGE.IMP with a scale of 10,000 bands, the most: 455 points is in the band From 450, 45 IMPs", () => {
    expect(imp([[455]], grid.slice(0, 10_000))).toEqual([[45]]);
  });
});
