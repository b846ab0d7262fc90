// The winner the pane's message names once a sheet is written: the top of each ranking, with its
// names, and where the ranking is on the sheet (for the link that selects it).
import { winnerLine } from "../../src/taskpane/winner";
import type { SheetArea } from "../../src/office/area";
import { exampleArea, scoredArea } from "./fixtures";
import { WORKED_EXAMPLES } from "../../src/ui/examples";
import { cellRef } from "../../src/grid/a1";

/**
 * A Mitchell of two tables and two boards (NS 1-2, EW 3-4), worked out by hand on matchpoints:
 * board 1, NS 2's +450 beats NS 1's +420, so EW 3 (-420) beats EW 4 (-450); board 2, NS 2's +100
 * beats NS 1's -50, and EW 4 (+50) beats EW 3 (-100). NS 2 wins both boards (100%); EW 3 and
 * EW 4 win one each (50%), tied first.
 */
const SESSION: SheetArea = {
  sheet: "Club night",
  range: "A1:D5",
  top: 0,
  left: 0,
  values: [
    ["Board", "NS", "EW", "Score"],
    [1, 1, 3, 420],
    [1, 2, 4, 450],
    [2, 1, 4, -50],
    [2, 2, 3, 100],
  ],
};

const NAMES = {
  range: "Names!A1:B3",
  pairs: [
    ["2", "Ann & Bob"],
    ["3", "Cy & Di"],
  ] as [string, string][],
};

describe("winnerLine", () => {
  test("each direction's top, with names where known, ties all named", () => {
    const scored = scoredArea(SESSION, { method: "mp", names: NAMES });
    const line = winnerLine(scored, "Session matchpoints");
    expect(line?.text).toBe(
      "First: NS pair 2, Ann & Bob (100.00%); EW pair 3, Cy & Di (50.00%) and EW pair 4 (50.00%).",
    );
  });

  test("the link's cells are the ranking block of the sheet as written", () => {
    const scored = scoredArea(SESSION, { method: "mp" });
    const block = scored.sheet.blocks.find((b) => b.kind === "ranking")!;
    const line = winnerLine(scored, "Session matchpoints (2)");
    expect(line?.ranking).toBe(
      `'Session matchpoints (2)'!${cellRef(block.rows[0], block.columns[0])}:${cellRef(block.rows[1], block.columns[1])}`,
    );
    // The block holds the ranking: its first row is the ranking's title.
    const title = scored.sheet.cells.find((c) => c.row === block.rows[0] && c.col === block.columns[0]);
    expect(String(title?.value)).toMatch(/ranking/i);
  });

  test("a sheet of one board ranks nobody: no line", () => {
    const oneBoard = { ...SESSION, values: SESSION.values.slice(0, 3) };
    expect(winnerLine(scoredArea(oneBoard, { method: "mp" }), "Board 1 matchpoints")).toBeNull();
  });
});

describe("winnerLine of a teams event", () => {
  test("the team at the top of the standings, with its VPs", () => {
    // examples/README.md: Aces win board 1 by 470, 10 IMPs, the other seven flat: 13.78 to 6.22
    // VPs on the WBF 2013 scale for 8 boards.
    const teams = WORKED_EXAMPLES.find((e) => e.id === "teams-match")!;
    const scored = scoredArea(exampleArea(teams, "Example teams match"), teams.options);
    const line = winnerLine(scored, "Teams");
    expect(line?.text).toBe("First: Aces (13.78 VPs).");
    expect(line?.ranking).toMatch(/^Teams!A\d+:[A-Z]+\d+$/);
  });

  test("teams level at the top share first place (=1): both named", () => {
    // The example match with its one swing board made flat (4S made in the closed room too, +420
    // in both): every board flat, 0 IMPs, 10 VPs each.
    const teams = WORKED_EXAMPLES.find((e) => e.id === "teams-match")!;
    const area = exampleArea(teams, "Example teams match");
    const flat = area.values.map((row) =>
      row[row.length - 1] === -50 ? [...row.slice(0, -2), 10, 420] : row,
    );
    const scored = scoredArea({ ...area, values: flat }, teams.options);
    expect(scored.kind === "teams" && scored.scored.standings.map((s) => s.rank)).toEqual(["=1", "=1"]);
    expect(winnerLine(scored, "Teams")?.text).toBe("First: Aces (10.00 VPs) and Kings (10.00 VPs).");
  });
});
