// Builds teams scoresheets for the tests: one row per room, the NS score in each.

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
