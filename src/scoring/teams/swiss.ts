// The Swiss draw: the next round's matches from the standings after the rounds so far. The
// highest-placed team not yet drawn meets the highest-placed team it has not played, and so on
// down; when that leaves the rest without a legal draw, the nearest earlier choice takes the next
// team down instead. The draw is therefore the first legal one in that order, and it is found
// without trying the orders one by one: before each table is fixed, a maximum matching of the
// teams left (matching.ts) says whether they can still be drawn.
import { check, quote, ScoringError } from "../base/errors";
import { LiveMatching } from "./matching";
import { seededRandom } from "../base/random";

/** One table of a draw: the higher-placed team is the home team. */
export interface SwissTable {
  /** Table number, 1 for the highest-placed team's match. */
  readonly table: number;
  readonly home: string;
  readonly away: string;
  /** Whether the two teams have met before (only when no draw avoids every rematch). */
  readonly rematch: boolean;
  /** The board set the table plays, when sets are given (swiss-tables.ts). */
  readonly boardSet?: number;
  /** Whether the home team keeps this table as its home table (swiss-tables.ts). */
  readonly stationary?: boolean;
}

/** A round's draw. */
export interface SwissDraw {
  readonly tables: readonly SwissTable[];
  /** The team with the bye (an odd field), else null. */
  readonly bye: string | null;
  /** How many tables are rematches: 0 unless no draw avoids them all, then the fewest any draw has. */
  readonly rematches: number;
  /** The number of board sets, when given (swiss-tables.ts). */
  readonly boardSets?: number;
}

/** What the draw needs of the event so far. */
export interface SwissHistory {
  /** Whether the two teams have met already (in any round drawn so far). */
  readonly met: (a: string, b: string) => boolean;
  /** How many byes each team has had (missing: none). */
  readonly byes?: ReadonlyMap<string, number>;
}

/**
 * The bye of an odd field: the lowest-placed team that has not had one; when every team has had
 * one, the lowest-placed of those with the fewest.
 *
 * @example
 * byeTeam(["A", "B", "C"], new Map([["C", 1]])); // "B"
 */
export function byeTeam(placed: readonly string[], byes: ReadonlyMap<string, number> = new Map()): string {
  check(placed.length > 0, "There are no teams to give a bye to.");
  let best = placed[placed.length - 1];
  for (let i = placed.length - 1; i >= 0; i--)
    if ((byes.get(placed[i]) ?? 0) < (byes.get(best) ?? 0)) best = placed[i];
  return best;
}

/**
 * The Swiss draw of the next round (docs/conventions.md, "The Swiss draw"), the teams given in
 * their places (best first). In an odd field the bye goes first (byeTeam). Then the highest-placed
 * team not yet drawn meets the highest-placed team it has not met such that the teams left can
 * still be drawn; the draw is the first legal one in that order. When no draw avoids every
 * rematch, the draw is the first in the same order among those with the fewest rematches, and
 * `rematches` says how many. (`plainSteps` bounds the plain search tried first, 0 to skip it: the
 * draw is the same either way.)
 *
 * @example
 * // A and B have met, C and D have met: A meets C (its highest not met), B meets D.
 * const met = (x: string, y: string) => [x, y].sort().join() === "A,B" || [x, y].sort().join() === "C,D";
 * drawSwiss(["A", "B", "C", "D"], { met }).tables; // A v C at table 1, B v D at table 2
 */
export function drawSwiss(
  placed: readonly string[],
  history: SwissHistory,
  options: { readonly plainSteps?: number } = {},
): SwissDraw {
  const seen = new Set<string>();
  for (const t of placed) {
    if (seen.has(t)) throw new ScoringError(`${quote(t)} is placed twice: each team has one place.`);
    seen.add(t);
  }
  check(
    placed.length >= 2,
    `A draw needs at least two teams; there ${placed.length === 1 ? "is one" : "are none"}.`,
  );
  const bye = placed.length % 2 === 1 ? byeTeam(placed, history.byes) : null;
  const teams = placed.filter((t) => t !== bye);
  const n = teams.length;
  // Whether two places have met, asked of the history once per pair and only when needed.
  const known = new Int8Array(n * n).fill(-1);
  const met = (i: number, j: number): boolean => {
    const k = i * n + j;
    if (known[k] === -1) known[k] = known[j * n + i] = history.met(teams[i], teams[j]) ? 1 : 0;
    return known[k] === 1;
  };
  // Most rounds draw straight down with little back-tracking: the plain search, given a few steps a
  // team, finds the first legal draw itself. Beyond them it stops, and the matching decides.
  const quick = plainSearch(n, met, options.plainSteps ?? 8 * n + 64);
  if (quick !== null) {
    const tables = quick.map(([t, u], k) => ({
      table: k + 1,
      home: teams[t],
      away: teams[u],
      rematch: false,
    }));
    return { tables, bye, rematches: 0 };
  }
  const metMatrix: boolean[][] = teams.map((_, i) => teams.map((_, j) => i !== j && met(i, j)));
  const adj = teams.map((_, i) => teams.map((_, j) => j).filter((j) => j !== i && !metMatrix[i][j]));
  const live = new LiveMatching(adj);
  // The fewest rematches of any draw: the tables a largest rematch-free matching leaves (its
  // unmatched teams can be paired among themselves, every pair being allowed as a rematch).
  const fewest = n / 2 - live.size;
  const drawn = new Uint8Array(n);
  const tables: SwissTable[] = [];
  let rematches = 0;
  let left = n;
  for (let t = 0; t < n; t++) {
    if (drawn[t]) continue;
    let chosen = -1;
    for (let u = t + 1; u < n && chosen === -1; u++) {
      if (drawn[u]) continue;
      const cost = metMatrix[t][u] ? 1 : 0;
      if (rematches + cost > fewest) continue;
      const before = live.snapshot();
      live.remove(t, u);
      // The teams left need (left - 2) / 2 tables, of which at most live.size avoid a rematch.
      if (rematches + cost + ((left - 2) / 2 - live.size) <= fewest) chosen = u;
      else live.restore(before, [t, u]);
    }
    // Some opponent always fits: the draw of fewest rematches starts with one of them.
    if (chosen === -1) throw new Error("The Swiss draw found no opponent for a team.");
    drawn[t] = drawn[chosen] = 1;
    left -= 2;
    const rematch = metMatrix[t][chosen];
    if (rematch) rematches++;
    tables.push({ table: tables.length + 1, home: teams[t], away: teams[chosen], rematch });
  }
  return { tables, bye, rematches };
}

/**
 * The first draw in order without a rematch by plain back-tracking (the top undrawn team tries each
 * team below it it has not met, in order; the search goes back one choice when the rest fail), as
 * pairs of places; null when there is none or it takes more than `budget` steps.
 */
function plainSearch(
  n: number,
  met: (i: number, j: number) => boolean,
  budget: number,
): [number, number][] | null {
  const drawn = new Uint8Array(n);
  const pairs: [number, number][] = [];
  let steps = 0;
  const search = (from: number): boolean => {
    let t = from;
    while (t < n && drawn[t]) t++;
    if (t === n) return true;
    drawn[t] = 1;
    for (let u = t + 1; u < n; u++) {
      if (drawn[u] || met(t, u)) continue;
      if (++steps > budget) break;
      drawn[u] = 1;
      pairs.push([t, u]);
      if (search(t + 1)) return true;
      pairs.pop();
      drawn[u] = 0;
      if (steps > budget) break;
    }
    drawn[t] = 0;
    return false;
  };
  return search(0) ? pairs : null;
}

/** How the first round is drawn when it is not entered. */
export type FirstRound = { readonly kind: "seeded" } | { readonly kind: "random"; readonly seed: number };

/**
 * The first round's draw (docs/conventions.md, "The Swiss draw"): seeded, the top half meets the
 * bottom half in order (1 v n/2+1, 2 v n/2+2, ...), an odd field's last seed having the bye; or at
 * random, the teams shuffled by a generator started from the seed (so the director can quote it and
 * anyone can draw the same again), then paired in that order (1st v 2nd, 3rd v 4th, ...), the last
 * having the bye.
 *
 * @example
 * drawFirstRound(["A", "B", "C", "D", "E"], { kind: "seeded" }); // A v C, B v D, bye E
 */
export function drawFirstRound(teams: readonly string[], how: FirstRound): SwissDraw {
  const seen = new Set<string>();
  for (const t of teams) {
    if (seen.has(t)) throw new ScoringError(`${quote(t)} is listed twice: each team once.`);
    seen.add(t);
  }
  check(teams.length >= 2, "A draw needs at least two teams.");
  if (how.kind === "random")
    check(
      Number.isSafeInteger(how.seed) && how.seed >= 0,
      `The seed must be a whole number, not ${quote(how.seed)}.`,
    );
  let order = [...teams];
  if (how.kind === "random") {
    const next = seededRandom(how.seed);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
  }
  const bye = order.length % 2 === 1 ? order[order.length - 1] : null;
  if (bye !== null) order = order.slice(0, -1);
  const half = order.length / 2;
  const tables: SwissTable[] = [];
  for (let i = 0; i < half; i++) {
    const [home, away] =
      how.kind === "seeded" ? [order[i], order[i + half]] : [order[2 * i], order[2 * i + 1]];
    tables.push({ table: i + 1, home, away, rematch: false });
  }
  return { tables, bye, rematches: 0 };
}
