// One winner: an arrow-switched Mitchell ranked as one field. What the director is told of it: how
// balanced the session's arrow switches made the one competition (the core's competitionBalance,
// John Manning's measure), beside the best pattern of switched rounds for a Mitchell of its tables
// and rounds (bestSwitchedRounds), so a pattern far from the best is seen.
import {
  bestSwitchedRounds,
  competitionBalance,
  type MovementAsRead,
  type SeatedBoard,
  type Traveller,
} from "../scoring";

/** The best pattern is looked for up to this many tables (its search grows fast with the rounds). */
const MOST_TABLES = 20;

/**
 * The note of a one-winner session's balance: the balance of its rows as played (the rows of
 * `switched` arrow-switched), and the best pattern of switched rounds for a Mitchell of its tables
 * and rounds (one set a round), with its balance. Null when no board was played.
 *
 * @example
 * oneWinnerNote(traveller, new Set([3, 6, 9]), played);
 * // "One winner: the arrow switches' balance is 1.93 (...); the best for a Mitchell of 3 tables and 3 rounds of one set is round 3 switched (1.93)."
 */
export function oneWinnerNote(
  traveller: Traveller,
  switched: ReadonlySet<number>,
  played: MovementAsRead,
): string | null {
  const boards: SeatedBoard[] = traveller.boards.map((b) => ({
    board: b.board,
    tables: b.rows
      .filter((r) => r.entry.kind !== "notPlayed")
      .map((r) =>
        switched.has(r.row) ? { ns: `EW ${r.ew}`, ew: `NS ${r.ns}` } : { ns: `NS ${r.ns}`, ew: `EW ${r.ew}` },
      ),
  }));
  if (boards.every((b) => b.tables.length === 0)) return null;
  const own = competitionBalance(boards);
  const measure = `${twoPlaces(own.deviation)} (how far the competition between every two pairs is from an equal share, as a share of it: 0 is perfectly balanced, about 1 two separate fields)`;
  const tables = played.tables;
  const rounds = played.rounds ?? played.sets.length;
  if (tables < 2 || tables > MOST_TABLES || rounds < 1 || rounds > tables)
    return `One winner: the arrow switches' balance is ${measure}.`;
  const best = bestSwitchedRounds(tables, rounds);
  const pattern =
    best.switched.length === 0
      ? "no switch"
      : `round${best.switched.length === 1 ? "" : "s"} ${best.switched.join(", ")} switched`;
  return `One winner: the arrow switches' balance is ${measure}; the best for a Mitchell of ${tables} tables and ${rounds} rounds of one set is ${pattern} (${twoPlaces(best.deviation)}).`;
}

/** A number to two decimals. */
const twoPlaces = (x: number): string => x.toFixed(2);
