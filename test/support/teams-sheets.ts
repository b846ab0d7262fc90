// Builds teams scoresheets for the tests: one row per room, the NS score in each; and the teams
// matches several tests score, each with its hand calculation.
import * as fs from "node:fs";
import * as path from "node:path";
import { readCsv } from "../../src/io/csv";
import { readTeamsEvent, vpFunctionOf, type TeamsEvent, type TeamsScoringOptions } from "../../src/scoring";

/** A board of a match: the NS score where the home team sat NS, then where the away team did. */
export type BoardScores = readonly [number | string, number | string];

/** A match to write: round, home, away and its boards (numbered from 1). */
export interface MatchSpec {
  readonly round: number;
  readonly home: string;
  readonly away: string;
  readonly boards: readonly BoardScores[];
}

/** The cells of a teams scoresheet (Round, Board, Room, NS, EW, Score) holding the matches. */
export function roomsSheet(matches: readonly MatchSpec[]): unknown[][] {
  const cells: unknown[][] = [["Round", "Board", "Room", "NS", "EW", "Score"]];
  for (const m of matches)
    m.boards.forEach(([h, a], i) => {
      cells.push([m.round, i + 1, "Open", m.home, m.away, h]);
      cells.push([m.round, i + 1, "Closed", m.away, m.home, a]);
    });
  return cells;
}

/**
 * A small federation-style VP table for 8-board matches, as a federation prints it: each IMP
 * margin's lower bound ("From") and the winner's VPs; the loser gets 20 less the winner's.
 */
export const FROM_VPS: readonly (readonly [number, number])[] = [
  [0, 10],
  [1, 11],
  [4, 12],
  [8, 13],
  [12, 14],
  [16, 15],
  [20, 16],
  [25, 17],
  [30, 18],
  [36, 19],
  [43, 20],
];

/**
 * One round of two 2-board matches: Aces v Kings, board 1 is 420 and -50 (net 470 to Aces), board
 * 2 is 110 both ways; Queens v Jacks the mirror (flat, then net 470 to Jacks). `home` renames Aces.
 */
export function twoMatches(home = "Aces"): unknown[][] {
  return roomsSheet([
    {
      round: 1,
      home,
      away: "Kings",
      boards: [
        [420, -50],
        [110, 110],
      ],
    },
    {
      round: 1,
      home: "Queens",
      away: "Jacks",
      boards: [
        [110, 110],
        [-50, 420],
      ],
    },
  ]);
}

/** Scoring in IMPs, the matches in VPs on the WBF 2013 scale. */
export const IMPS_WBF: TeamsScoringOptions = { method: "imps", vp: vpFunctionOf("wbf") };

/**
 * examples/teams-match.csv read as a teams event: one 8-board match, Aces (home) v Kings, round 1.
 * Board 1: Aces NS in the open room make 4S, +420; Kings NS in the closed room go one down in 4S,
 * -50, so Aces (EW there) +50: net +470 to Aces, 10 IMPs on the WBF scale (430 to 490). Boards 2
 * to 8 give the same NS score in both rooms: flat, 0 IMPs. So 10 IMPs to 0; in VPs (WBF 2013, 8
 * boards: X = 15 sqrt(8) = 42.43; 10 + 10 (1 - 0.618^(30/42.43)) / 0.7639 = 10 + 10 x 0.2886 /
 * 0.7639) 13.78 to Aces, the loser 20 - 13.78 = 6.22.
 */
export function teamsExample(): TeamsEvent {
  const file = path.join(__dirname, "..", "..", "examples", "teams-match.csv");
  return readTeamsEvent(readCsv(fs.readFileSync(file, "utf8")).rows);
}

/**
 * A 4-board match, Aces (home) v Kings, for board-a-match and aggregate scoring. The NS score
 * where Aces sat NS, then where Kings did, and the net to Aces: 420 v 400, +20 (won); 100 v 100,
 * 0 (tied); -100 v 50, -150 (lost); 620 v 600, +20 (won). Board-a-match: 1 + 1/2 + 0 + 1 = 2.5
 * board points to 1.5 (5 to 3 on the British 2-1-0 scale). Aggregate: +20 + 0 - 150 + 20 = -110
 * to Aces, each board's net to the team that won it being 40 to Aces and 150 to Kings.
 */
export const BAM_MATCH: unknown[][] = roomsSheet([
  {
    round: 1,
    home: "Aces",
    away: "Kings",
    boards: [
      [420, 400],
      [100, 100],
      [-100, 50],
      [620, 600],
    ],
  },
]);

/**
 * A four-team round robin over three rounds, two boards a match. [420, -50] is net +470 to the
 * home team, 10 IMPs; [-50, 420] 10 IMPs to the away team; [110, 110] flat. So A beats B 10-0 and
 * C and D draw 0-0 (round 1); C beats A 10-0 and B beats D 10-0 (round 2); A and D draw 0-0, B and
 * C draw 10-10 (round 3).
 */
export const ROUND_ROBIN: readonly MatchSpec[] = [
  {
    round: 1,
    home: "A",
    away: "B",
    boards: [
      [420, -50],
      [110, 110],
    ],
  }, // A +10
  {
    round: 1,
    home: "C",
    away: "D",
    boards: [
      [110, 110],
      [110, 110],
    ],
  }, // drawn 0-0
  {
    round: 2,
    home: "A",
    away: "C",
    boards: [
      [-50, 420],
      [110, 110],
    ],
  }, // C +10
  {
    round: 2,
    home: "B",
    away: "D",
    boards: [
      [420, -50],
      [110, 110],
    ],
  }, // B +10
  {
    round: 3,
    home: "A",
    away: "D",
    boards: [
      [110, 110],
      [110, 110],
    ],
  }, // drawn 0-0
  {
    round: 3,
    home: "B",
    away: "C",
    boards: [
      [420, -50],
      [-50, 420],
    ],
  }, // drawn 10-10
];
