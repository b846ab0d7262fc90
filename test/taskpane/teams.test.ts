// A teams scoresheet in the pane: read as a teams event, scored with the teams choices, and the
// status says what was written.
import { type FormChoices } from "../../src/event/forms";
import { restoreOptions } from "../../src/taskpane/options";
import { reduce } from "../../src/taskpane/state/reduce";
import { initialState } from "../../src/taskpane/state/state";
import { readArea, sectionOf } from "../../src/taskpane/workflow";
import type { SheetArea } from "../../src/office/area";
import { twoMatches } from "../support/teams-sheets";
import { after, scoredArea, scoredEventOf } from "./fixtures";

const cells = twoMatches();
const AREA: SheetArea = {
  sheet: "Sheet1",
  range: "A1:F9",
  top: 0,
  left: 0,
  values: cells as (string | number)[][],
};

describe("a teams scoresheet in the pane", () => {
  test("is read as two matches of one round", () => {
    const reading = readArea(AREA);
    expect(reading.problems).toEqual([]);
    expect(sectionOf(reading).teams?.matches.map((m) => `${m.home} v ${m.away}`)).toEqual([
      "Aces v Kings",
      "Queens v Jacks",
    ]);
  });

  test("Score asks for the sheet with the teams choices (board-a-match: no VPs)", () => {
    const { effects } = after(
      initialState(true),
      { kind: "optionsChanged", change: { teamsMethod: "bam", teamsVp: "wbf" } },
      { kind: "scorePressed" },
      { kind: "selectionRead", area: AREA },
    );
    const build = effects.find((e) => e.kind === "buildSheet");
    expect(build).toMatchObject({
      choices: { teams: { method: "bam", vp: "none", bamScale: "standard", impTable: "WBF" } },
    });
  });

  test("is scored as teams with the pane's default choices: Aces 16.46, Kings 3.54 over two boards; Jacks win the other match", () => {
    const scored = scoredArea(AREA);
    expect(scored.kind).toBe("teams");
    expect(scored.sheet.name).toBe("Teams");
    // Net +470 on board 1 is 10 IMPs; on two boards 10 IMPs is 16.46 (WBF 2013, X = 15 sqrt 2).
    const vps = scored.sheet.cells.filter((c) => c.formula?.includes("INT(ABS(")).map((c) => c.value);
    expect(vps).toEqual([16.46, 3.54, 3.54, 16.46]);
  });

  test("the status after writing names the method as the form does, and counts matches, teams and rounds", () => {
    const status = (change: Partial<FormChoices>) => {
      const built = after(
        initialState(true),
        { kind: "optionsChanged", change },
        { kind: "scorePressed" },
        { kind: "selectionRead", area: AREA },
        { kind: "sheetBuilt", scored: scoredEventOf(AREA, change) },
      );
      return reduce(built.state, { kind: "sheetWritten", sheet: { name: "Teams", range: "A1:J40" } }).state
        .status?.text;
    };
    expect(status({})).toMatch(/^Teams, IMPs: 2 matches of 4 teams over 1 round\./);
    expect(status({ teamsMethod: "bam" })).toMatch(
      /^Teams, Board-a-match: 2 matches of 4 teams over 1 round\./,
    );
  });

  test("saved teams choices are restored, a damaged one falls back to its default", () => {
    expect(restoreOptions({ teamsMethod: "aggregate", teamsVp: "x", bamScale: "british" })).toMatchObject({
      teamsMethod: "aggregate",
      teamsVp: "wbf",
      bamScale: "british",
    });
  });
});
