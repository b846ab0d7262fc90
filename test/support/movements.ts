// Clean sessions as a movement seats them, for the movement checks' property test: a Mitchell
// (NS pairs stay, EW pairs move up a table and the boards down a table each round, with a skip
// half-way when the tables are even) and a Howell (every pair plays every round: the circle
// method's pairings, each table given a board set that neither of its pairs has played).
import { boardVulnerability } from "../../src/scoring";
import { seededRandom } from "./seeded";

export interface SessionRow {
  board: number;
  round: number;
  table: number;
  ns: number;
  ew: number;
  score: number;
}

export interface Session {
  readonly movement: "mitchell" | "howell";
  readonly tables: number;
  readonly rounds: number;
  readonly perRound: number;
  readonly rows: SessionRow[];
}

const SCORES = [420, -50, 450, -100, 140, 620, -620, 100, 170, -200, 300, 400];

/**
 * A score of SCORES as the board's vulnerability has it (so that no score of a clean session is one
 * the board cannot give, a warning): a game or a first undertrick of the side that declares it, at
 * that side's vulnerability (NS's 4S, 420 or 620; EW's 4S, -420 or -620; NS one down, -50 or -100).
 */
function asVulnerable(score: number, board: number): number {
  const v = boardVulnerability(board);
  const ns = v === "NS" || v === "All";
  const ew = v === "EW" || v === "All";
  const games: Record<number, [number, number]> = { 420: [420, 620], 450: [450, 650], 620: [420, 620] };
  if (score in games) return games[score][ns ? 1 : 0];
  if (score === -620) return ew ? -620 : -420;
  if (score === -50) return ns ? -100 : -50;
  return score;
}

/**
 * A Mitchell of `tables` tables, `rounds` rounds (at most the tables, one fewer when they are
 * even) and `perRound` boards a round. Pair numbers are 1..tables in each direction.
 */
export function mitchell(tables: number, rounds: number, perRound: number, seed: number): Session {
  const rng = seededRandom(seed);
  const rows: SessionRow[] = [];
  for (let r = 0; r < rounds; r++) {
    const skip = tables % 2 === 0 && r >= tables / 2 ? 1 : 0;
    for (let t = 0; t < tables; t++) {
      const ew = (((t - r - skip) % tables) + tables) % tables;
      const set = (t + r) % tables;
      for (let i = 0; i < perRound; i++) {
        rows.push({
          board: set * perRound + i + 1,
          round: r + 1,
          table: t + 1,
          ns: t + 1,
          ew: ew + 1,
          score: asVulnerable(SCORES[Math.floor(rng() * SCORES.length)], set * perRound + i + 1),
        });
      }
    }
  }
  return { movement: "mitchell", tables, rounds, perRound, rows: byBoard(rows) };
}

/**
 * A Howell of `tables` tables (2 x tables pairs, every pair playing every round), `rounds` rounds
 * (at most 2 x tables - 1) and `perRound` boards a round, with every board set played at three
 * tables or more. Null when the random assignment of sets failed (try another seed).
 */
export function howell(tables: number, rounds: number, perRound: number, seed: number): Session | null {
  const rng = seededRandom(seed);
  const m = 2 * tables - 1;
  const sets = Math.max(tables, rounds) + 1;
  const played = Array.from({ length: 2 * tables }, () => new Set<number>());
  const rows: SessionRow[] = [];
  for (let r = 0; r < rounds; r++) {
    const pairings: [number, number][] = [[m, r % m]];
    for (let i = 1; i < tables; i++) pairings.push([(r + i) % m, (((r - i) % m) + m) % m]);
    let chosen: number[] | null = null;
    for (let attempt = 0; attempt < 200 && chosen === null; attempt++) {
      const used = new Set<number>();
      const pick: number[] = [];
      for (const [a, b] of pairings) {
        const free = [...Array(sets).keys()].filter(
          (s) => !used.has(s) && !played[a].has(s) && !played[b].has(s),
        );
        if (free.length === 0) break;
        const s = free[Math.floor(rng() * free.length)];
        used.add(s);
        pick.push(s);
      }
      if (pick.length === tables) chosen = pick;
    }
    if (chosen === null) return null;
    pairings.forEach(([a, b], t) => {
      const s = chosen![t];
      played[a].add(s);
      played[b].add(s);
      // Who sits NS is the pairing's own: random, as a Howell card has it.
      const [ns, ew] = rng() < 0.5 ? [a, b] : [b, a];
      for (let i = 0; i < perRound; i++) {
        rows.push({
          board: s * perRound + i + 1,
          round: r + 1,
          table: t + 1,
          ns: ns + 1,
          ew: ew + 1,
          score: asVulnerable(SCORES[Math.floor(rng() * SCORES.length)], s * perRound + i + 1),
        });
      }
    });
  }
  const plays = new Map<number, number>();
  for (const row of rows) plays.set(row.board, (plays.get(row.board) ?? 0) + 1);
  if ([...plays.values()].some((n) => n < 3)) return null;
  return { movement: "howell", tables, rounds, perRound, rows: byBoard(rows) };
}

/** Rows in traveller order: by board, then by round. */
function byBoard(rows: SessionRow[]): SessionRow[] {
  return [...rows].sort((a, b) => a.board - b.board || a.round - b.round);
}

/** The session as a traveller's cells: a header row, then one row a table and board. */
export function sessionCells(rows: readonly SessionRow[], withRounds: boolean): unknown[][] {
  const header = withRounds
    ? ["Board", "Round", "Table", "NS", "EW", "Score"]
    : ["Board", "NS", "EW", "Score"];
  return [
    header,
    ...rows.map((r) =>
      withRounds ? [r.board, r.round, r.table, r.ns, r.ew, r.score] : [r.board, r.ns, r.ew, r.score],
    ),
  ];
}
