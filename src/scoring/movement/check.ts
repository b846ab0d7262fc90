// The movement as it was played, read from the travellers, and the checks of every row against it.
//
// A movement seats pairs in rounds: in each round two pairs meet at a table and play one set of
// boards together, and no pair plays twice in a round or meets the same pair twice. So, read from
// the rows alone:
// - the boards fall into sets: consecutive boards played by (mostly) the same pairings;
// - a pairing plays a whole set, and a pair is in one pairing per set;
// - every pair of a field plays about as many boards as the others of its field.
// Where the traveller has a Round column (and a Table column), each round and table holds one
// pairing, a pair plays once a round and meets another pair in one round only.
//
// (A Howell pair on both sides of one row is refused by scoring itself, on that row.)
// Each row that breaks one of these is a problem naming its row and what the movement expected, so
// a mistyped pair number or a missing line is refused before anything is scored. What a single
// mistake cannot be told from without a Round column is said in docs/conventions.md ("The movement
// as played"): with one board a round, a board set is one board and only the pair counts are left.
//
// This module reads each section's movement and runs the checks, each family in its own module
// (check-*.ts, beside it); the rows as the movement sees them are read in played.ts.
import { MOVEMENT_NAMES, type Movement } from "../model/methods";
import { inferMovement } from "./infer";
import type { PlayedRow } from "./played";
import { Checking, type MovementCheck } from "./check-context";
import { boardSets, viewSet, type BoardSet } from "./check-board-sets";
import { pairInTwoPairings, unexpectedPairing } from "./check-pairings";
import { swappedSeats } from "./check-swapped";
import { missingLines, partOfSet } from "./check-missing";
import { checkRounds, wrongBoardLines, wrongSetForRound } from "./check-rounds";
import { checkCounts } from "./check-counts";

export {
  movementAsReadWords,
  playedRows,
  playedWords,
  SECTION_KEYS,
  type MovementAsRead,
  type PlayedRow,
} from "./played";
export {
  boardsText,
  numberRuns,
  type FindingKind,
  type MovementCheck,
  type MovementFinding,
} from "./check-context";

/**
 * Reads the movement from the rows and checks each row against it (see the module's comment).
 * `movement` says whether pair numbers count per direction (Mitchell) or for the whole field
 * (Howell); `accepted` lists pair numbers (`11`, or `NS 11` in a Mitchell) the director accepts as
 * playing fewer boards than their field.
 *
 * @example
 * // Two tables, two boards a round: NS 1 v EW 1 and NS 2 v EW 2 play boards 1-2. On board 2, NS 3
 * // is typed for NS 2: EW 2 meets two pairs in one set.
 * checkMovement(rows, "mitchell").problems[0].message;
 * // "EW 2 plays NS 3 on board 2 and NS 2 on board 1, boards of one set (one round): ..."
 */
export function checkMovement(
  rows: readonly PlayedRow[],
  movement: Movement,
  accepted: readonly string[] = [],
): MovementCheck {
  // A sit-out or an empty table (pair 0, or no pair) is not a pairing of the movement.
  const seated = rows.filter((r) => r.ns !== "" && r.ew !== "" && !isNoPair(r.ns) && !isNoPair(r.ew));
  const bySection = new Map<string, PlayedRow[]>();
  for (const r of seated) {
    const key = r.section ?? "";
    const list = bySection.get(key);
    if (list) list.push(r);
    else bySection.set(key, [r]);
  }
  if (bySection.size <= 1) return checkSection(seated, movement, accepted);
  // Sections share boards but each has its own movement (a Howell beside Mitchells, other board
  // counts): each is checked on its own, a Mitchell section whose numbers change direction as a Howell.
  const checks = [...bySection.keys()].sort().map((key) => {
    const own = bySection.get(key)!;
    return checkSection(
      own,
      movement === "mitchell" && changesDirection(own) ? "howell" : movement,
      accepted,
    );
  });
  const sets = new Map<string, readonly number[]>();
  for (const c of checks) for (const set of c.played.sets) sets.set(set.join(","), set);
  let tables = 0;
  let pairs = 0;
  for (const c of checks) {
    tables += c.played.tables;
    pairs += c.played.pairs;
  }
  const first = checks[0].played;
  return {
    played: {
      ...first,
      tables,
      pairs,
      rounds: checks.every((c) => c.played.rounds !== null)
        ? Math.max(...checks.map((c) => c.played.rounds!))
        : null,
      sets: [...sets.values()].sort((a, b) => a[0] - b[0] || a.length - b.length),
    },
    problems: checks.flatMap((c) => c.problems).sort((a, b) => a.row - b.row || a.column - b.column),
  };
}

/** Pair 0 (or `-`, `0NS`) seats nobody: a sit-out, an empty table, a phantom's place. */
function isNoPair(pair: string): boolean {
  return /^(?:[A-Za-z]{1,2})?0+(?:NS|EW)?$/i.test(pair) || pair === "-";
}

/**
 * Whether a section's pair numbers change direction (a Howell), as the movement is told from the
 * pair numbers of a whole traveller (infer.ts).
 */
function changesDirection(rows: readonly PlayedRow[]): boolean {
  const byBoard = new Map<number, { ns: string; ew: string }[]>();
  for (const r of rows) (byBoard.get(r.board) ?? byBoard.set(r.board, []).get(r.board)!).push(r);
  const boards = [...byBoard].map(([board, list]) => ({ board, rows: list }));
  return inferMovement({ boards }).movement === "howell";
}

/** One section's movement read from its rows, and every check run on them (see the module's comment). */
function checkSection(
  rows: readonly PlayedRow[],
  movement: Movement,
  accepted: readonly string[],
): MovementCheck {
  const c = new Checking(rows, movement, accepted);
  const sets = boardSets(c);
  const fromRounds = rows.length > 0 && rows.every((r) => r.round !== null);
  // With rounds, a board of another set at a pairing's round is said as such, first.
  if (fromRounds) wrongSetForRound(c, sets);
  for (const set of sets) checkSet(c, set);
  if (fromRounds) {
    checkRounds(c);
    wrongBoardLines(c, sets);
  }
  const pairs = checkCounts(c);
  // By a loop, not Math.max(...): a session of a million boards has as many sets, more than a call takes.
  let tables = 0;
  for (const set of sets) tables = Math.max(tables, new Set(set.rows.map((r) => c.pairingOf(r).key)).size);
  c.problems.sort((a, b) => a.row - b.row || a.column - b.column);
  return {
    played: {
      movement,
      fromRounds,
      rounds: fromRounds ? new Set(rows.map((r) => r.round)).size : null,
      tables,
      sets: sets.map((s) => s.boards),
      pairs,
      accepted,
    },
    problems: c.problems,
  };
}

/**
 * The checks within one board set, in this order (a pairing named by one is passed over by the
 * next): a pair in two pairings, a pairing the set does not expect, a Howell pairing sitting the
 * other way round, a missing line, a pairing on only part of the set.
 */
function checkSet(c: Checking, set: BoardSet): void {
  if (set.boards.length < 2) return;
  const view = viewSet(c, set);
  pairInTwoPairings(c, view);
  unexpectedPairing(c, view);
  if (c.movement === "howell") swappedSeats(c, view);
  missingLines(c, view);
  partOfSet(c, view);
}

export { MOVEMENT_NAMES };
