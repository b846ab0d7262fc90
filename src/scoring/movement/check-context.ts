// What every check of the movement shares: the kinds of finding and their shape, the pairs and
// pairings a row's numbers name (made once each), the pairs the director accepted, and the list of
// findings the checks add to (one finding of where a row sits per row). Also the board lists and
// capitals the checks' messages are written with.
import type { Movement } from "../model/methods";
import type { Problem } from "../traveller/problems";
import type { MovementAsRead, PlayedRow } from "./played";

/**
 * What a finding is about, so the event layer can say how scoring as entered treats it:
 * - `pairing`: a pair meets two pairs in one set (a pair number typed for another, or a substitute);
 * - `missing`: a pairing has no line on a board of its set (a line not typed, or a board not played);
 * - `swapped`: a Howell pairing sits the other way round on one board of its set;
 * - `fewBoards`: a pair plays far fewer boards than its field (a number mistyped, or a late pair);
 * - `partOfSet`: a pairing plays only a few boards of a set the other tables play whole;
 * - `wrongSet`: a board of another set in a pairing's round (Board or Round number wrong);
 * - `round`: a pair twice in a round, or a pairing in two rounds (Round column);
 * - `table`: two pairings at one table, or one pairing at two tables (Table column).
 */
export type FindingKind =
  "pairing" | "missing" | "swapped" | "fewBoards" | "partOfSet" | "wrongSet" | "round" | "table";

/** A row that does not fit the movement: where it is, what was found, and what kind of finding. */
export interface MovementFinding extends Problem {
  readonly kind: FindingKind;
  /** A missing line: the board and the pairing that has no line on it. */
  readonly missing?: { readonly board: number; readonly ns: string; readonly ew: string };
}

/** The movement read, and every row that does not fit it. */
export interface MovementCheck {
  readonly played: MovementAsRead;
  readonly problems: readonly MovementFinding[];
}

/** A pair as the movement knows it: its field ("NS", "EW" in a Mitchell; "" in a Howell) and number. */
export interface Pair {
  readonly key: string;
  readonly name: string;
  readonly number: string;
}

/** Two pairs meeting: the key is the same whichever way round they sat. */
export interface Pairing {
  readonly key: string;
  readonly pairs: readonly [Pair, Pair];
  readonly label: string;
}

/** One section's rows being checked, with the movement they were played in and what was found. */
export class Checking {
  readonly problems: MovementFinding[] = [];
  private readonly said = new Set<string>();
  private readonly acceptedKeys: Set<string>;
  private readonly pairings = new Map<string, Pairing>();
  private readonly pairsSeen = { ns: new Map<string, Pair>(), ew: new Map<string, Pair>() };

  constructor(
    readonly rows: readonly PlayedRow[],
    readonly movement: Movement,
    readonly accepted: readonly string[],
  ) {
    this.acceptedKeys = new Set(accepted.map((a) => a.replace(/\s+/g, "").toUpperCase()));
  }

  pairOf(row: PlayedRow, side: "ns" | "ew"): Pair {
    const number = row[side];
    // Made once for each pair (see pairingOf).
    const seen = this.pairsSeen[side];
    const known = seen.get(number);
    if (known !== undefined) return known;
    const field = side.toUpperCase();
    const made =
      this.movement === "howell"
        ? { key: number, name: `pair ${number}`, number }
        : { key: `${field} ${number}`, name: `${field} ${number}`, number };
    seen.set(number, made);
    return made;
  }

  pairingOf(row: PlayedRow): Pairing {
    // Made once for each two pair numbers, not each time a row is looked at (a session of a
    // million rows would make its pairings several million times, and keep them while checking).
    const seen = `${row.ns}\u0000${row.ew}`;
    const known = this.pairings.get(seen);
    if (known !== undefined) return known;
    const ns = this.pairOf(row, "ns");
    const ew = this.pairOf(row, "ew");
    const key = this.movement === "howell" ? [ns.key, ew.key].sort().join(" v ") : `${ns.key} v ${ew.key}`;
    const made: Pairing = { key, pairs: [ns, ew], label: `NS ${row.ns} v EW ${row.ew}` };
    this.pairings.set(seen, made);
    return made;
  }

  isAccepted(pair: Pair): boolean {
    return (
      this.acceptedKeys.has(pair.number.replace(/\s+/g, "").toUpperCase()) ||
      this.acceptedKeys.has(pair.key.replace(/\s+/g, "").toUpperCase())
    );
  }

  /**
   * A problem on `row`. One problem of where the row sits (its set, round or table) is said per row,
   * the first found (the board set's, which names the pairing expected, before the rounds'); a
   * pair's count (`count`) is said besides.
   */
  add(
    kind: FindingKind,
    row: PlayedRow,
    column: number,
    message: string,
    count = false,
    missing?: MovementFinding["missing"],
  ): void {
    const key = count ? `${row.row}\u0000${message}` : `${row.row}`;
    if (this.said.has(key)) return;
    this.said.add(key);
    this.problems.push({ row: row.row, column, message, kind, ...(missing ? { missing } : {}) });
  }
}

/**
 * Boards as people write them: "board 7", "boards 7-9", "boards 1, 3 and 5".
 *
 * @example
 * boardsText([9, 7, 8]); // "boards 7-9"
 * boardsText([4]); // "board 4"
 */
export function boardsText(boards: readonly number[]): string {
  const b = [...new Set(boards)].sort((x, y) => x - y);
  if (b.length === 1) return `board ${b[0]}`;
  if (b[b.length - 1] - b[0] === b.length - 1) return `boards ${b[0]}-${b[b.length - 1]}`;
  return `boards ${b.slice(0, -1).join(", ")} and ${b[b.length - 1]}`;
}

/**
 * Numbers as runs, as a director writes boards or rounds: "5", "5-6", "1-3, 7".
 *
 * @example
 * numberRuns([7, 1, 2, 3]); // "1-3, 7"
 */
export function numberRuns(numbers: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const n of [...numbers].sort((x, y) => x - y)) {
    const last = runs[runs.length - 1];
    if (last !== undefined && n === last[1] + 1) last[1] = n;
    else if (last === undefined || n !== last[1]) runs.push([n, n]);
  }
  return runs.map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`)).join(", ");
}

/** A sentence's first letter in capitals: "pair 3" as it starts one. */
export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
