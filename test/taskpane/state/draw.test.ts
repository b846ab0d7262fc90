// The pane's "Draw the next round" choice: a Score of a teams scoresheet writes the Swiss draw
// sheet instead of the results sheet.
import { drawSheetOf, type ScoredTeamsSection } from "../../../src/event";
import type { SheetArea } from "../../../src/office/area";
import { reduce } from "../../../src/taskpane/state/reduce";
import { initialState } from "../../../src/taskpane/state/state";
import { after, scoredEventOf } from "../fixtures";

// Two rounds of one-board matches among three teams: round 1 A v B (C's bye), round 2 A v C (B's bye).
const SWISS: SheetArea = {
  sheet: "Sheet1",
  range: "A1:F3",
  top: 0,
  left: 0,
  values: [
    ["Round", "Board", "Home", "Away", "Home NS score", "Away NS score"],
    [1, 1, "A", "B", 420, -50],
    [2, 1, "A", "C", 110, 110],
  ],
  sheetNames: ["Sheet1"],
};

describe("Score with Draw the next round", () => {
  test("writes the draw sheet; without the choice, the results sheet", () => {
    const start = after(
      initialState(true),
      { kind: "opened" },
      { kind: "settingsLoaded", saved: null },
      { kind: "selectionRead", area: SWISS },
      { kind: "optionsChanged", change: { teamsDraw: true } },
    ).state;
    const read = after(start, { kind: "scorePressed" }, { kind: "selectionRead", area: SWISS });
    const scored = scoredEventOf(SWISS, { teamsDraw: true });
    const { effects } = reduce(read.state, { kind: "sheetBuilt", scored });
    const section = scored.sections[0] as ScoredTeamsSection;
    // A 18.09 + 10 = 28.09, C 10 + 12 (bye) = 22, B 1.91 + 12 (bye) = 13.91: every team but A has
    // had a bye, so A has round 3's; C v B.
    const model = drawSheetOf(section, { existingNames: ["Sheet1"] });
    expect(effects).toEqual([{ kind: "writeSheet", model, scoredFrom: "Sheet1!A1:F3" }]);
    expect(model.name).toBe("Draw round 3");
    expect(model.cells.some((c) => c.value === "Bye: A (12 VPs)")).toBe(true);

    const plain = after(
      { ...read.state, options: { ...read.state.options, teamsDraw: false } },
      { kind: "sheetBuilt", scored },
    );
    expect(plain.effects).toEqual([{ kind: "writeSheet", model: section.sheet, scoredFrom: "Sheet1!A1:F3" }]);

    // A bye of 10 VPs, in arrears: the standings after round 1 (A 18.09, C 10 for its bye, B 1.91).
    const arrears = after(
      { ...read.state, options: { ...read.state.options, teamsByeVp: "10", teamsArrears: true } },
      { kind: "sheetBuilt", scored },
    );
    const drawn = drawSheetOf(section, { existingNames: ["Sheet1"], byeVp: 10, arrears: true });
    expect(arrears.effects).toEqual([{ kind: "writeSheet", model: drawn, scoredFrom: "Sheet1!A1:F3" }]);
    expect(drawn.cells.some((c) => c.value === "Standings after round 1")).toBe(true);
    expect(drawn.cells.some((c) => c.value === "Bye: A (10 VPs)")).toBe(true);
  });
});
