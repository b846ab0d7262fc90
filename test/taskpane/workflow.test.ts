import { ScoringError, TravellerError } from "../../src/scoring";
import {
  countedOf,
  keptOverrides,
  readArea,
  refusal,
  scoringRefusal,
  sectionOf,
  sectionsToScore,
} from "../../src/taskpane/workflow";
import type { SheetArea } from "../../src/office/area";
import { twoMatches } from "../support/teams-sheets";
import { BOARD_2, HEADER_ONLY, WITH_A_PROBLEM } from "./fixtures";

// Calculation 1 of "An explanation of Cross IMP Scoring" (board 2, NS vulnerable): 680, -100, 680,
// 680, at C3:F7 of Sheet1. Nothing here is scored, so the workbook's other sheet names do not matter.
const AREA: SheetArea = BOARD_2;

describe("readArea: the area's cells opened as an event of one section", () => {
  test("a traveller: one pairs section of the area's board, named after the area", () => {
    const reading = readArea(AREA);
    expect(reading.event.source).toEqual({ format: "cells", name: "Sheet1!C3:F7" });
    expect(reading.event.sections).toHaveLength(1);
    const section = sectionOf(reading);
    expect(section.kind).toBe("pairs");
    expect(section.traveller.boards.map((b) => [b.board, b.rows.map((r) => r.scoreEntered)])).toEqual([
      [2, [680, -100, 680, 680]],
    ]);
    expect(reading.problems).toEqual([]);
  });

  test("a problem is named by its cell's Excel address, in the reader's words", () => {
    // Table 2's score, row 2 and column 3 of the block at C3, is F5.
    const reading = readArea(WITH_A_PROBLEM);
    expect(reading.problems).toEqual([expect.stringMatching(/^Sheet1!F5: "four" /)]);
    // The section keeps the problem in its own terms; the lines are its, named by address.
    expect(sectionOf(reading).problems).toHaveLength(1);
  });

  test("an area on a sheet whose name Excel quotes names its cells with the quotes", () => {
    const area: SheetArea = { ...WITH_A_PROBLEM, sheet: "Club night" };
    expect(readArea(area).problems).toEqual([expect.stringMatching(/^'Club night'!F5: "four" /)]);
  });

  test("a teams scoresheet: one teams section of two matches", () => {
    const reading = readArea({
      sheet: "Sheet1",
      range: "A1:F9",
      top: 0,
      left: 0,
      values: twoMatches() as (string | number)[][],
    });
    expect(reading.problems).toEqual([]);
    expect(sectionOf(reading).kind).toBe("teams");
    expect(sectionOf(reading).teams?.matches.map((m) => `${m.home} v ${m.away}`)).toEqual([
      "Aces v Kings",
      "Queens v Jacks",
    ]);
  });
});

describe("refusal: what cannot be scored before anything is built", () => {
  test("an area with no traveller in it is refused in one line naming it, not as a problem", () => {
    const area: SheetArea = { ...AREA, values: [[""]] };
    expect(refusal(readArea(area))).toEqual({
      kind: "failed",
      message:
        "No traveller at Sheet1!C3:F7: click a cell of the traveller (or select it whole, header row included), then choose Score.",
    });
  });

  test("a block of formulas (a results sheet read as text) is refused in one line, not a problem a cell", () => {
    // What the pane read of its own results sheet: a header it knows, and a formula in each row.
    const values = [
      ["Board", "NS", "EW", "Score", "MP"],
      [1, 1, 2, 420, "=IF(ISNUMBER(D2),D2,0)"],
      [1, 3, 4, 450, "=IF(ISNUMBER(D3),D3,0)"],
    ];
    expect(refusal(readArea({ ...AREA, range: "C3:G5", values }))).toEqual({
      kind: "failed",
      message:
        "Sheet1!C3:G5 holds formulas, not a traveller: click a cell of the traveller (or select it whole, header row included), then choose Score.",
    });
  });

  test("a header with no board under it is refused by a message naming the block", () => {
    expect(refusal(readArea(HEADER_ONLY))).toEqual({
      kind: "failed",
      message:
        "No boards were found in C3:F3: select the traveller, header row included, or click inside it.",
    });
  });

  test("a teams header with no match under it is refused by the teams words", () => {
    const area: SheetArea = { ...AREA, range: "A1:F1", values: [twoMatches()[0] as string[]] };
    expect(sectionOf(readArea(area)).kind).toBe("teams");
    expect(refusal(readArea(area))).toEqual({
      kind: "failed",
      message: "No matches were found in A1:F1: select the teams scoresheet, header row included.",
    });
  });

  test("a good traveller is not refused", () => {
    expect(refusal(readArea(AREA))).toBeNull();
  });
});

describe("scoringRefusal: what scoring refused, in the pane's terms", () => {
  const reading = readArea(AREA);

  test("problems only scoring finds come back by Excel address", () => {
    // Row 1, column 1 of the block at C3 is D4.
    const problem = { row: 1, column: 1, message: "Pair 7 is on both sides." };
    expect(scoringRefusal(sectionOf(reading), new TravellerError("Board 2", [problem]))).toEqual({
      kind: "problems",
      problems: ["Sheet1!D4: Pair 7 is on both sides."],
    });
  });

  test("the engine's refusal comes back as its message", () => {
    expect(scoringRefusal(sectionOf(reading), new ScoringError("Too many results."))).toEqual({
      kind: "failed",
      message: "Too many results.",
    });
  });

  test("any other error is no refusal", () => {
    expect(scoringRefusal(sectionOf(reading), new RangeError("out of memory"))).toBeNull();
  });
});

describe("column corrections", () => {
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
    expect(sectionOf(before).traveller.columns[4].role).not.toBe("score");
    expect(after.problems).toEqual([]);
    expect(sectionOf(after).traveller.boards[0].rows.map((r) => r.scoreEntered)).toEqual([
      680, -100, 680, 680,
    ]);
  });

  test("corrections are kept when the same block is read again, dropped for another block", () => {
    const o = { 4: "score" as const };
    expect(keptOverrides(o, AREA, { sheet: "Sheet1", range: "C3:F7" })).toBe(o);
    expect(keptOverrides(o, AREA, { sheet: "Sheet2", range: "C3:F7" })).toEqual({});
    expect(keptOverrides(o, null, AREA)).toEqual({});
  });
});

test("what the progress bar counts: boards scored, then laid out; a teams event scored whole", () => {
  expect(countedOf("pairs", "scoring")).toBe("boardsScored");
  expect(countedOf("pairs", "layout")).toBe("boardsLaidOut");
  expect(countedOf("teams", "scoring")).toBe("eventScored");
});

describe("sectionsToScore: the sections a Score scores, each with its reading", () => {
  // A traveller with a Section column of A and B (one board each), then a plain one.
  const SECTIONED: SheetArea = {
    ...AREA,
    range: "C3:G7",
    values: [
      ["Section", "Board", "NS", "EW", "Score"],
      ["A", 1, 1, 2, 420],
      ["A", 1, 2, 1, 450],
      ["B", 1, 1, 2, -50],
      ["B", 1, 2, 1, 420],
    ],
  };

  test("section by section: A and B of the first reading, then the second reading's one", () => {
    const { event, readingOf } = sectionsToScore([readArea(SECTIONED), readArea(BOARD_2)], false);
    expect(event.sections.map((s) => s.title)).toEqual(["Section A", "Section B", null]);
    expect(readingOf).toEqual([0, 0, 1]);
  });

  test("across the field: one section of both, and the reading alone is scored as read", () => {
    const across = sectionsToScore([readArea(SECTIONED)], true);
    expect(across.event.sections).toHaveLength(1);
    expect(across.readingOf).toEqual([0]);
    const plain = readArea(BOARD_2);
    expect(sectionsToScore([plain], false).event).toBe(plain.event);
  });
});
