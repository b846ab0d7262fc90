// Checks that look across rows rather than at one: a pair met twice on one board, and rows of
// numbers only, which are sums when nothing follows them but a table's row missing its pair
// numbers when a table's row does.
import * as say from "./messages";
import { Problem } from "./problems";

/** The pair numbers of a row that was read, and the cells they came from. */
export interface SeatedRow {
  readonly row: number;
  readonly cells: Readonly<Partial<Record<"ns" | "ew", number>>>;
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
}

/**
 * The pairs met so far on each board. A pair met again on the same board is a problem: each pair
 * plays a board once.
 */
export class PairsSeen {
  // board -> "NS 3" / "EW 6" -> the row it was first met on
  private readonly seen = new Map<number, Map<string, SeatedRow>>();

  /**
   * The problems of `row` for each of its pairs already met on its board (the earlier row's
   * opponent is named); each side met for the first time is remembered, even when the other
   * side was a repeat.
   *
   * @example
   * const seen = new PairsSeen();
   * seen.check({ row: 1, cells: { ns: 0, ew: 1 }, board: 1, ns: "3", ew: "4" }); // []
   * seen.check({ row: 2, cells: { ns: 0, ew: 1 }, board: 1, ns: "3", ew: "6" }); // NS pair 3 twice
   */
  check(row: SeatedRow): Problem[] {
    const problems: Problem[] = [];
    const mine = this.seen.get(row.board) ?? new Map<string, SeatedRow>();
    this.seen.set(row.board, mine);
    for (const side of ["ns", "ew"] as const) {
      const key = `${side.toUpperCase()} ${row[side]}`;
      const before = mine.get(key);
      if (before) {
        problems.push({
          row: row.row,
          column: row.cells[side] ?? 0,
          message: say.pairTwiceOnBoard(side, row[side], row.board, side === "ns" ? before.ew : before.ns),
        });
        // The earlier row is named too, once: either of the two may hold the wrong number.
        const told = `${key} told`;
        if (!mine.has(told)) {
          mine.set(told, row);
          problems.push({
            row: before.row,
            column: before.cells[side] ?? 0,
            message: say.pairTwiceOnBoardLater(side, row[side], row.board, side === "ns" ? row.ew : row.ns),
          });
        }
      } else mine.set(key, row);
    }
    return problems;
  }
}

/**
 * Rows of numbers only (no pair or board number) held until what follows them is known: below the
 * last table's row of a block they are totals, passed over; above a table's row they are a
 * problem, the pair numbers missing.
 */
export class PendingSums {
  private rows: number[] = [];

  hold(row: number): void {
    this.rows.push(row);
  }

  /**
   * Settles the rows held: totals (returned in `totals`) when no table's row follows them, else
   * problems pointing at `column` (the NS column) of each. Nothing is held afterwards.
   *
   * @example
   * const sums = new PendingSums();
   * sums.hold(9);
   * sums.settle(false, 0); // { totals: [9], problems: [] }
   */
  settle(tableRowFollows: boolean, column: number): { totals: number[]; problems: Problem[] } {
    const held = this.rows;
    this.rows = [];
    if (!tableRowFollows) return { totals: held, problems: [] };
    return { totals: [], problems: held.map((row) => ({ row, column, message: say.SUMS_AMONG_TABLES })) };
  }
}
