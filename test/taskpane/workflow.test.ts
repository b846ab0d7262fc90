import { buildReading, keptOverrides, readArea, refusal } from "../../src/taskpane/workflow";
import { buildSheet } from "../../src/taskpane/build";
import type { SheetArea } from "../../src/office/area";
import { BOARD_2, checked } from "./fixtures";

// Calculation 1 of "An explanation of Cross IMP Scoring" (board 2, NS vulnerable): 680, -100, 680,
// 680; Butler datum 490. The workbook already has a sheet of the name the results would take.
const AREA: SheetArea = { ...BOARD_2, sheetNames: ["Sheet1", "Board 2 Butler"] };

describe("buildReading", () => {
  test("a good traveller is built, named uniquely among the workbook's sheets", () => {
    const outcome = buildReading(readArea(AREA), checked({ method: "butler" }), buildSheet);
    expect(outcome.kind).toBe("built");
    if (outcome.kind !== "built") return;
    expect(outcome.model.name).toBe("Board 2 Butler (2)");
    // The mean of 680, -100, 680, 680 is 485, rounded to 490; 680 is 190 above it (5 IMPs) and
    // -100 is 590 below (-11 IMPs): the datum and the IMPs are computed on the sheet.
    const values = outcome.model.cells.filter((c) => c.formula).map((c) => c.value);
    expect(values).toEqual(expect.arrayContaining([490, 5, -11]));
  });

  test("when the engine refuses (fewer results expected than obtained) its message comes back", () => {
    const outcome = buildReading(
      readArea(AREA),
      checked({ method: "cross", expected: "number", expectedNumber: "2" }),
      buildSheet,
    );
    expect(outcome).toEqual({
      kind: "failed",
      message: expect.stringMatching(/^Board 2 has 4 results but 2 were expected/),
    });
  });

  test("a problem only the scoring finds (a pair on both sides in a Howell) comes back by Excel address", () => {
    const area: SheetArea = {
      ...AREA,
      values: [
        ["Board", "NS", "EW", "Score"],
        [1, 1, 1, 420],
        [1, 2, 3, -50],
      ],
    };
    const outcome = buildReading(readArea(area), checked({ movement: "howell" }), buildSheet);
    // The pair cell of the first table: row 1, column 2 of the area at C3 is E4.
    expect(outcome.kind).toBe("problems");
    if (outcome.kind === "problems")
      expect(outcome.problems[0]).toMatch(/^Sheet1!E4: Pair 1 is on both sides/);
  });

  test("an error that is not a refusal is thrown on", () => {
    const build = () => {
      throw new RangeError("out of memory");
    };
    expect(() => buildReading(readArea(AREA), checked(), build)).toThrow("out of memory");
  });
});

describe("refusal", () => {
  test("an area with no traveller in it is refused, named at its first cell", () => {
    const area: SheetArea = { ...AREA, values: [[""]] };
    // Row 2, column 2 (0-based) is C3.
    expect(refusal(readArea(area))).toEqual({
      kind: "problems",
      problems: [expect.stringMatching(/^Sheet1!C3: No header row found/)],
    });
  });

  test("a header with no board under it is refused by a message naming the block", () => {
    const area: SheetArea = { ...AREA, range: "C3:F3", values: [AREA.values[0]] };
    expect(refusal(readArea(area))).toEqual({
      kind: "failed",
      message:
        "No boards were found in C3:F3: select the traveller, header row included, or click inside it.",
    });
  });

  test("a good traveller is not refused", () => {
    expect(refusal(readArea(AREA))).toBeNull();
  });
});

describe("readArea with column corrections", () => {
  test("a score column under an unknown header is read once the director says what it is", () => {
    const area: SheetArea = {
      ...AREA,
      values: [
        ["Board", "NS", "EW", "Contract", "Net"],
        ...AREA.values.slice(1).map((r) => [r[0], r[1], r[2], "", r[3]]),
      ],
    };
    const before = readArea(area);
    const after = readArea(area, { 4: "score" });
    expect(before.traveller.columns[4].role).not.toBe("score");
    expect(after.problems).toEqual([]);
    expect(after.traveller.boards[0].rows.map((r) => r.scoreEntered)).toEqual([680, -100, 680, 680]);
  });

  test("corrections are kept when the same block is read again, dropped for another block", () => {
    const o = { 4: "score" as const };
    expect(keptOverrides(o, AREA, { sheet: "Sheet1", range: "C3:F7" })).toBe(o);
    expect(keptOverrides(o, AREA, { sheet: "Sheet2", range: "C3:F7" })).toEqual({});
    expect(keptOverrides(o, null, AREA)).toEqual({});
  });
});
