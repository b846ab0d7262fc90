// The cell a problem line of the pane names, which the pane selects when the problem is clicked.
import { problemCell } from "../../src/taskpane/workflow";

describe("problemCell", () => {
  it.each([
    ['Sheet1!F7: "4Z" is not a contract.', "Sheet1!F7", ': "4Z" is not a contract.'],
    ["'Board 15'!C4: NS 11 plays 1 board", "'Board 15'!C4", ": NS 11 plays 1 board"],
    ["'It''s mine'!AB120: a pair twice", "'It''s mine'!AB120", ": a pair twice"],
  ])("%j names %s", (line, address, rest) => {
    expect(problemCell(line)).toEqual({ address, rest });
  });

  it.each([
    "The traveller has no board.",
    "s.csv: line 3, column 7 (Version): no version",
    "Sheet1!F0: row 0 is no row",
    "Board 7: F7 is mentioned but not first",
  ])("%j names no cell", (line) => {
    expect(problemCell(line)).toBeNull();
  });
});
