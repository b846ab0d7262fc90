// Options that change nothing under the current choices and for the traveller read are hidden.
import { readShape, shownOptions } from "../../src/taskpane/relevant";
import { DEFAULT_OPTIONS } from "../../src/taskpane/options";
import { readArea } from "../../src/taskpane/workflow";
import type { SheetArea } from "../../src/office/area";
import { BOARD_2, NOTES, TWO_BOARDS } from "./fixtures";

/** Board 1 played in sections A and B, pair numbers shared: a Section column. */
const SECTIONS: SheetArea = {
  sheet: "Sheet1",
  range: "A1:E5",
  top: 0,
  left: 0,
  values: [
    ["Section", "Board", "NS", "EW", "Score"],
    ["A", 1, 1, 2, 420],
    ["A", 1, 3, 4, 450],
    ["B", 1, 1, 2, -50],
    ["B", 1, 3, 4, 420],
  ],
};

describe("readShape", () => {
  test("boards read and whether a Section column splits them; nothing for no traveller", () => {
    expect(readShape(readArea(BOARD_2))).toEqual({ boards: 1, sections: false });
    expect(readShape(readArea(TWO_BOARDS))).toEqual({ boards: 2, sections: false });
    expect(readShape(readArea(SECTIONS))).toEqual({ boards: 1, sections: true });
    expect(readShape(readArea(NOTES))).toBeNull();
    expect(readShape(null)).toBeNull();
  });
});

describe("shownOptions", () => {
  test("before anything is read, every option is shown", () => {
    expect(shownOptions(DEFAULT_OPTIONS, null)).toEqual({
      rounding: true,
      movement: true,
      acceptPairs: true,
      arrowSwitch: true,
      across: true,
    });
  });

  test("one board: no movement, late pairs or arrow switch (nothing is ranked); no sections: not across", () => {
    expect(shownOptions(DEFAULT_OPTIONS, { boards: 1, sections: false })).toEqual({
      rounding: true,
      movement: false,
      acceptPairs: false,
      arrowSwitch: false,
      across: false,
    });
    expect(shownOptions(DEFAULT_OPTIONS, { boards: 2, sections: true })).toMatchObject({
      movement: true,
      across: true,
    });
  });

  test("a datum rounded to 0 (not rounded) has no rounding to choose; blank is still being typed", () => {
    expect(shownOptions({ ...DEFAULT_OPTIONS, roundTo: "0" }, null).rounding).toBe(false);
    expect(shownOptions({ ...DEFAULT_OPTIONS, roundTo: " 0.0 " }, null).rounding).toBe(false);
    expect(shownOptions({ ...DEFAULT_OPTIONS, roundTo: "" }, null).rounding).toBe(true);
    expect(shownOptions({ ...DEFAULT_OPTIONS, roundTo: "10" }, null).rounding).toBe(true);
  });

  test("a choice made is never hidden, so nothing applies unseen", () => {
    const chosen = {
      ...DEFAULT_OPTIONS,
      movement: "howell" as const,
      acceptPairs: "11",
      arrowSwitch: "7",
      across: true,
    };
    expect(shownOptions(chosen, { boards: 1, sections: false })).toEqual({
      rounding: true,
      movement: true,
      acceptPairs: true,
      arrowSwitch: true,
      across: true,
    });
  });
});
