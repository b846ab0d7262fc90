// The Howell family: every pair moves (but the stationary ones), pair numbers count for the whole
// field (1..2n at n tables), and each pair plays every set of boards once.
//
// - The complete Howell of n tables (2 to 15): 2n - 1 rounds and 2n - 1 sets; every pair meets every
//   other once. Pair 2n stays North-South at table 1. Made from a cyclic design (howell-design.ts):
//   the base round's tables turned round the 2n - 1 moving pairs, the sets moving on one a round.
// - The three-quarter Howell of n tables (3 to 15): about three quarters of the complete Howell's
//   rounds (R = 3/4 of 2n - 1, rounded to the nearest whole round; 6 at 4 tables, where 5 rounds
//   cannot give every pair every set), R sets, with 2n - R stationary pairs, who never meet each
//   other; every other two pairs meet at most once.
// - 2 and 3 tables (and the three-quarter Howell of 4) have no cyclic design: their rounds are the
//   circle's (pair 2n stays at table 1, the others turn round it) and their sets are found so that
//   each pair plays each set once, with as few tables sharing a set as can be (both tables every
//   round at 2 tables; at 3 tables all three share one round's set, played last).
// - A half table: pair 2n is missing, and the pair it would meet at table 1 sits out.
// Some moving tables are then turned round for the whole session (NS and EW swapped) where that
// compares the pairs more evenly (even.ts).
import { ScoringError } from "../../base/errors";
import type { Plan, PlannedTable } from "./plan";
import { evenFlips } from "./even";
import { cyclicDesign, setsWithSharing } from "./howell-design";

/** The most tables a Howell is made for. */
export const HOWELL_MAX_TABLES = 15;

/** The rounds of a three-quarter Howell at `tables` tables. */
export function threeQuarterRounds(tables: number): number {
  const r = Math.round((3 * (2 * tables - 1)) / 4);
  return tables === 4 ? 6 : Math.max(r, tables);
}

/**
 * Why a Howell of this kind cannot be played at `tables` tables, or null.
 *
 * @example
 * howellRefusal("howell", 16); // "A complete Howell is made for 2 to 15 tables, not 16: play a Mitchell."
 */
export function howellRefusal(kind: "howell" | "three-quarter-howell", tables: number): string | null {
  const least = kind === "howell" ? 2 : 3;
  if (tables < least || tables > HOWELL_MAX_TABLES)
    return `A ${kind === "howell" ? "complete" : "three-quarter"} Howell is made for ${least} to ${HOWELL_MAX_TABLES} tables, not ${tables}${tables > HOWELL_MAX_TABLES ? ": play a Mitchell" : ""}.`;
  return null;
}

/** The circle's pairings (0-based pairs; 2n - 1 the stationary one): `rounds` rounds of n tables. */
function circle(tables: number, rounds: number): [number, number][][] {
  const m = 2 * tables - 1;
  return Array.from({ length: rounds }, (_, r) => [
    [m, r] as [number, number],
    ...Array.from(
      { length: tables - 1 },
      (_, i) => [(r + i + 1) % m, (r - i - 1 + m) % m] as [number, number],
    ),
  ]);
}

/** The rounds of a cyclic design: stationary pair Sj is pair 2n + 1 - j, the number z pair z + 1. */
function cyclicRounds(tables: number, rounds: number): PlannedTable[][] | null {
  const d = cyclicDesign(rounds, tables);
  if (d === null) return null;
  const pairs = 2 * tables;
  return Array.from({ length: rounds }, (_, r) => [
    ...d.singles.map((x, j) => ({
      table: j + 1,
      ns: pairs - j,
      ew: ((x + r) % rounds) + 1,
      set: ((d.adders[j] + r) % rounds) + 1,
    })),
    ...d.pairs.map(([x, y], i) => ({
      table: d.singles.length + i + 1,
      ns: ((x + r) % rounds) + 1,
      ew: ((y + r) % rounds) + 1,
      set: ((d.adders[d.singles.length + i] + r) % rounds) + 1,
    })),
  ]);
}

/** The circle's rounds with sets found by the search that lets tables share. */
function sharedRounds(tables: number, rounds: number): PlannedTable[][] {
  const pairings = circle(tables, rounds);
  const sets = setsWithSharing(pairings, rounds, 2 * tables);
  if (sets === null) throw new ScoringError(`No Howell of ${tables} tables in ${rounds} rounds was found.`);
  const made = pairings.map((row, r) =>
    row.map(([ns, ew], i) => ({ table: i + 1, ns: ns + 1, ew: ew + 1, set: sets[r][i] + 1 })),
  );
  // The rounds where tables share a set are played last, as printed 3-table Howells have it (any
  // order of the rounds is the same movement): the boards of the shared round are ready by then.
  const sharing = (row: readonly PlannedTable[]) => row.length - new Set(row.map((t) => t.set)).size;
  const ordered = made
    .map((row, r) => ({ row, r }))
    .sort((a, b) => sharing(a.row) - sharing(b.row) || a.r - b.r)
    .map((x) => x.row);
  // The sets numbered as they first come, so that round 1 starts with set 1 at table 1.
  const number = new Map<number, number>();
  for (const t of ordered.flat()) if (!number.has(t.set)) number.set(t.set, number.size + 1);
  return ordered.map((row) => row.map((t) => ({ ...t, set: number.get(t.set)! })));
}

/**
 * The rounds with some tables turned round (NS and EW swapped at that table in every round, as an
 * arrow switch of the whole session) where that compares the pairs more evenly (even.ts); the
 * first `stationary` tables, the stationary pairs', are never turned.
 */
function balanced(rounds: PlannedTable[][], pairs: number, stationary: number): PlannedTable[][] {
  const games = rounds.flat().map((t) => ({ ns: t.ns - 1, ew: t.ew! - 1, set: t.set }));
  const tables = rounds[0].length;
  const groups = Array.from({ length: tables - stationary }, (_, k) =>
    games.map((_, i) => i).filter((i) => i % tables === stationary + k),
  );
  const flipped = evenFlips(games, pairs, groups, true);
  return rounds.map((row, r) =>
    row.map((t, i) => (flipped[r * tables + i] ? { ...t, ns: t.ew!, ew: t.ns } : t)),
  );
}

/**
 * The plan of a Howell at `tables` tables (the tables set up), pair 2n missing when `halfTable`.
 * The kind must fit the tables (howellRefusal).
 */
export function howellPlan(
  kind: "howell" | "three-quarter-howell",
  tables: number,
  halfTable: boolean,
): Plan {
  const n = tables;
  const count = kind === "howell" ? 2 * n - 1 : threeQuarterRounds(n);
  const cyclic = cyclicRounds(n, count);
  const stationary = cyclic === null ? 1 : 2 * n - count;
  const made = balanced(cyclic ?? sharedRounds(n, count), 2 * n, stationary);
  const rounds = made.map((row) =>
    row.map((t) => (halfTable && t.ns === 2 * n ? { ...t, ns: t.ew!, ew: null } : t)),
  );
  const notes: string[] = [];
  notes.push(
    stationary === 1
      ? `Pair ${2 * n} stays North-South at table 1; the other pairs move as their cards say.`
      : `Pairs ${2 * n - stationary + 1} to ${2 * n} stay North-South at tables ${stationary} to 1 (pair ${2 * n} at table 1); they never meet each other. The other pairs move as their cards say.`,
  );
  if (halfTable)
    notes.push(
      `A half table: there is no pair ${2 * n}; the pair it would meet at table 1 sits out that round.`,
    );
  const meets =
    kind === "howell"
      ? "every pair meets every other once"
      : `each pair meets ${count} of the ${2 * n - 1} others`;
  const says = `A ${kind === "howell" ? "complete" : "three-quarter"} Howell of ${n} tables: ${count} rounds and ${count} sets; ${meets} and plays every set once.`;
  return { kind, pairing: "howell", tables: n, rounds, sets: count, says, notes };
}
