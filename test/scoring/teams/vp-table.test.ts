import {
  readTeamsEvent,
  readVpScaleGrid,
  scoreTeamsEvent,
  ScoringError,
  vpTableFunction,
} from "../../../src/scoring";
import { FROM_VPS, roomsSheet } from "../../support/teams-sheets";

// FROM_VPS (test/support/teams-sheets.ts): a federation-style table for 8-board matches.

describe("a teams event's VPs on a scale the director gave", () => {
  const single = readVpScaleGrid([["From", "VPs"], ...FROM_VPS]);
  const vp = vpTableFunction(single);

  test("10 IMPs in 8 boards: 10 is in the band from 8, so 13 to the winner and 20 - 13 = 7", () => {
    expect([vp(10, 8), vp(-10, 8)]).toEqual([13, 7]);
  });

  test("a margin exactly at a bound is in the band it starts: 12 is 14 (6), 11 is still 13", () => {
    expect([vp(12, 8), vp(-12, 8)]).toEqual([14, 6]);
    expect(vp(11, 8)).toBe(13);
    // A fractional margin counts in the band it has reached: 11.5 has not reached 12.
    expect(vp(11.5, 8)).toBe(13);
    // A draw is 10 each; 43 and beyond is 20 to 0.
    expect([vp(0, 8), vp(43, 8), vp(-60, 8)]).toEqual([10, 20, 0]);
  });

  test("a scale of one column serves every match length", () => {
    expect(vp(10, 16)).toBe(13);
  });

  test("a column per length: each match on its own column; a length with no column is refused", () => {
    // From, 8 boards, 16 boards: 10 IMPs is 13 in 8 boards, 12 in 16 (the bands are wider).
    const byLength = vpTableFunction(
      readVpScaleGrid(
        [
          ["From", 8, 16],
          [0, 10, 10],
          [4, 12, 11],
          [8, 13, 12],
          [16, 15, 13],
        ],
        undefined,
        "federation.csv",
      ),
    );
    expect([byLength(10, 8), byLength(10, 16), byLength(-10, 16)]).toEqual([13, 12, 8]);
    expect(() => byLength(10, 12)).toThrow(ScoringError);
    expect(() => byLength(10, 12)).toThrow(
      'The VP scale "federation.csv" has no column for matches of 12 boards: it has columns for 8, 16 boards.',
    );
  });

  test("scored as an event: A beat B by 10 IMPs (+470 net on board 1) over 8 boards, 13 to 7", () => {
    // Board 1: 420 in one room, +50 to A in the other: net 470, 10 IMPs; seven boards flat.
    const flat: [number, number] = [110, 110];
    const cells = roomsSheet([
      { round: 1, home: "A", away: "B", boards: [[420, -50], ...Array.from({ length: 7 }, () => flat)] },
    ]);
    const scored = scoreTeamsEvent(readTeamsEvent(cells), { method: "imps", vp });
    expect(scored.matches[0].total).toEqual({ home: 10, away: 0 });
    expect(scored.matches[0].vp).toEqual({ home: 13, away: 7 });
    expect(scored.standings.map((t) => [t.team, t.vp])).toEqual([
      ["A", 13],
      ["B", 7],
    ]);
  });
});
