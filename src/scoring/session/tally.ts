// Each pair's running account while a session is scored board by board: its exact total and tops,
// the boards it played, where each of its boards is (two numbers a board, not a board's view
// each), and, for the rules that read them again, its exact result on each board; and one board
// as one pair saw it, as the ranking hands it out.
import { Fraction } from "../rules/fraction";
import type { Movement } from "../model/methods";
import type { Side } from "../base/seats";
import type { ExactBoard, BoardInput, TableInput } from "../board/scored-board";
import { pairText } from "../board/prepare";
import type { PairItem } from "./awards";
import type { Entry } from "../model/entry";

/** One board as one pair saw it. */
export interface PairBoard {
  readonly board: number;
  readonly direction: Side;
  readonly opponents: string;
  readonly kind: Entry["kind"];
  /** The NS score of a plain result (NS relative, as on the traveller). */
  readonly nsScore: number | null;
  /** This pair's award, when the table had an artificial score. */
  readonly award: string | null;
  /** This pair's result (matchpoints or IMPs); null when the board was not played at its table. */
  readonly result: number | null;
  /** Matchpoints: the board's top, and this result as a percentage of it (null when not played). */
  readonly top: number | null;
  readonly percent: number | null;
}

/** One pair's account. */
export interface Tally {
  readonly id: string;
  readonly pair: string;
  readonly direction: Side | null;
  total: Fraction;
  tops: Fraction;
  played: number;
  /**
   * The boards the pair was on, in the order scored, two numbers each (not a PairBoard each: a
   * session of a million results would hold two million of them, which only some outputs read).
   * A scored board is its index in the session's boards and the table's index times two, plus one
   * when the pair sat EW; a board nobody played is -1 - its index in `notPlayed`, then 0.
   */
  readonly refs: number[];
  readonly notPlayed: PairBoard[];
  /** Each board's exact result, for the session's own rules (awards from the session, mean percentage). */
  readonly items: PairItem[];
}

/** Every pair's account, by pair id, kept as the boards are scored. */
export class Tallies {
  readonly byId = new Map<string, Tally>();

  /**
   * `keepItems`: keep each board's exact result per pair, for the rules that read them again at
   * the end (awards valued from the pair's session, the mean of the boards' percentages); a
   * session of a million results would otherwise hold two million fractions it never reads.
   */
  constructor(
    private readonly movement: Movement,
    private readonly keepItems: boolean,
  ) {}

  /** The account of a pair in its home direction, opened the first time the pair is met. */
  of(pair: string, direction: Side): Tally {
    const id = pairId(this.movement, direction, pair);
    let t = this.byId.get(id);
    if (!t) {
      t = {
        id,
        pair,
        direction: this.movement === "mitchell" ? direction : null,
        total: Fraction.ZERO,
        tops: Fraction.ZERO,
        played: 0,
        refs: [],
        notPlayed: [],
        items: [],
      };
      this.byId.set(id, t);
    }
    return t;
  }

  /** A board no table played: each pair on it gets the board as not played. */
  addUnplayed(board: BoardInput): void {
    for (const r of board.rows) {
      for (const direction of ["NS", "EW"] as const) {
        const t = this.of(pairText(direction === "NS" ? r.ns : r.ew), home(r, direction));
        t.refs.push(-1 - t.notPlayed.length, 0);
        t.notPlayed.push(notPlayed(board.board, direction, pairText(direction === "NS" ? r.ew : r.ns)));
      }
    }
  }

  /** A scored board (at `index` among the session's): each pair's result added to its account. */
  addScored(board: BoardInput, { scored: b, exact, top }: ExactBoard, index: number): void {
    b.tables.forEach((table, i) => {
      for (const direction of ["NS", "EW"] as const) {
        const isNS = direction === "NS";
        const result = isNS ? exact[i].ns : exact[i].ew; // exact, for the totals
        // An arrow-switched table: the seat played is scored, the pair counts in its home field.
        const t = this.of(isNS ? table.ns : table.ew, home(board.rows[i], direction));
        t.refs.push(index, i * 2 + (isNS ? 0 : 1));
        const entry = board.rows[i].entry;
        const own = entry.kind === "artificial" ? (isNS ? entry.ns : entry.ew) : null;
        if (this.keepItems)
          t.items.push({
            board: b.board,
            table: i,
            direction,
            result,
            top: result === null ? null : top,
            award: own !== null && own.kind === "average" ? own : null,
          });
        if (result !== null) {
          t.total = t.total.add(result);
          if (top !== null) t.tops = t.tops.add(top);
          t.played++;
        }
      }
    });
  }
}

/** The home direction of the pair in `seat` at a table: the other one at an arrow-switched table. */
export function home(table: TableInput, seat: Side): Side {
  return table.arrowSwitched === true ? (seat === "NS" ? "EW" : "NS") : seat;
}

/** Who a pair is across the session: "NS 3" or "EW 3" in a Mitchell, "3" in a Howell. */
export function pairId(movement: Movement, direction: Side, pair: string): string {
  return movement === "mitchell" ? `${direction} ${pair}` : pair;
}

/** A board the pair was on that its table did not play. */
function notPlayed(board: number, direction: Side, opponents: string): PairBoard {
  return {
    board,
    direction,
    opponents,
    kind: "notPlayed",
    nsScore: null,
    award: null,
    result: null,
    top: null,
    percent: null,
  };
}
