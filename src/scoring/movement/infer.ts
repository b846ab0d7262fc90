// Which movement a traveller was played in, told from its pair numbers alone, for when neither the
// director nor the file says. A pair plays a board once, so a number that sits NS at one table and
// EW at another on the same board must name two pairs: the numbers count per direction (a
// Mitchell). Where that never happens but some number sits NS on one board and EW on another, the
// pairs change direction from round to round and each number is one pair (a Howell). Otherwise the
// NS and EW numbers form two separate fields, which is a Mitchell's way of ranking too.
import { MOVEMENT_NAMES, type Movement } from "../model/methods";

/** What the inference reads of a traveller (or of a results file's boards): pair numbers by board. */
export interface PairsByBoard {
  readonly boards: readonly {
    readonly board: number;
    readonly rows: readonly { readonly ns: string; readonly ew: string }[];
  }[];
}

/** Why the movement was told as it was, for the sheet, the page and the command line to say. */
export type MovementEvidence =
  /** A number sat both NS and EW on one board (board and pair given): two pairs share it. */
  | { readonly kind: "sharedNumber"; readonly board: number; readonly pair: string }
  /** A number sat NS on one board and EW on another (pair and the two boards given). */
  | { readonly kind: "bothWays"; readonly pair: string; readonly nsBoard: number; readonly ewBoard: number }
  /** No number sat both ways: the NS and EW numbers are separate fields. */
  | { readonly kind: "separateFields" };

/** The movement a traveller's pair numbers show, and what showed it. */
export interface InferredMovement {
  readonly movement: Movement;
  readonly evidence: MovementEvidence;
}

/**
 * Tells the movement from the pair numbers: a Mitchell when one board has the same number in both
 * directions, or when no number ever changes direction; a Howell when some number sits NS on one
 * board and EW on another and no board has a number twice. Linear in the traveller's rows.
 *
 * @example
 * // Pairs 1-5 of a five-pair Howell: pair 3 sits NS on board 1 and EW on board 2.
 * inferMovement(readTraveller(howellRows)).movement; // "howell"
 * // A three-table Mitchell: NS 1 and EW 1 both play board 1.
 * inferMovement(readTraveller(mitchellRows)).evidence; // { kind: "sharedNumber", board: 1, pair: "1" }
 */
export function inferMovement(traveller: PairsByBoard): InferredMovement {
  // A row of one number against itself is a Howell's typing mistake as often as a Mitchell's first
  // round: the other rows decide when they show a Howell (the checks then name that row).
  const others = {
    boards: traveller.boards.map((b) => ({ board: b.board, rows: b.rows.filter((r) => r.ns !== r.ew) })),
  };
  const withoutSame = inferFrom(others);
  return withoutSame.movement === "howell" ? withoutSame : inferFrom(traveller);
}

function inferFrom(traveller: PairsByBoard): InferredMovement {
  const nsFirst = new Map<string, number>();
  const ewFirst = new Map<string, number>();
  let bothWays: MovementEvidence | null = null;
  for (const board of traveller.boards) {
    const ns = new Set<string>();
    const ew = new Set<string>();
    for (const row of board.rows) {
      if (row.ns !== "") ns.add(row.ns);
      if (row.ew !== "") ew.add(row.ew);
    }
    for (const pair of ns) {
      if (ew.has(pair)) {
        return { movement: "mitchell", evidence: { kind: "sharedNumber", board: board.board, pair } };
      }
    }
    for (const pair of ns) if (!nsFirst.has(pair)) nsFirst.set(pair, board.board);
    for (const pair of ew) if (!ewFirst.has(pair)) ewFirst.set(pair, board.board);
    if (bothWays === null) bothWays = firstBothWays(ns, ew, nsFirst, ewFirst);
  }
  return bothWays === null
    ? { movement: "mitchell", evidence: { kind: "separateFields" } }
    : { movement: "howell", evidence: bothWays };
}

/** A pair of this board that sat the other way on an earlier (or this) board, if any. */
function firstBothWays(
  ns: ReadonlySet<string>,
  ew: ReadonlySet<string>,
  nsFirst: ReadonlyMap<string, number>,
  ewFirst: ReadonlyMap<string, number>,
): MovementEvidence | null {
  for (const pair of ns) {
    const ewBoard = ewFirst.get(pair);
    if (ewBoard !== undefined) return { kind: "bothWays", pair, nsBoard: nsFirst.get(pair)!, ewBoard };
  }
  for (const pair of ew) {
    const nsBoard = nsFirst.get(pair);
    if (nsBoard !== undefined) return { kind: "bothWays", pair, nsBoard, ewBoard: ewFirst.get(pair)! };
  }
  return null;
}

/**
 * The movement and how it was told, in a few words for a sheet's title line or the command line.
 *
 * @example
 * movementWords({ movement: "howell", evidence: { kind: "bothWays", pair: "3", nsBoard: 2, ewBoard: 1 } });
 * // "Howell, told from the pair numbers: pair 3 sits NS on board 2 and EW on board 1"
 */
export function movementWords(inferred: InferredMovement): string {
  const name = MOVEMENT_NAMES[inferred.movement];
  const e = inferred.evidence;
  const why =
    e.kind === "sharedNumber"
      ? `NS ${e.pair} and EW ${e.pair} both play board ${e.board}`
      : e.kind === "bothWays"
        ? `pair ${e.pair} sits NS on board ${e.nsBoard} and EW on board ${e.ewBoard}`
        : "no pair number sits both NS and EW";
  return `${name}, told from the pair numbers: ${why}`;
}
