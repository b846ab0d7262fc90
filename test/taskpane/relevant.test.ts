// What the form is told of the traveller read, so the options that change nothing for it are hidden.
import { readShape } from "../../src/taskpane/relevant";
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
