// The problems a traveller reading finds, kept in the order found and sorted to the boards they
// stop: a board is stopped by the problems on its own rows, by those on rows whose board is not
// known (such a row could be on any board), and by those on header and title rows.
import { Problem } from "./problems";

export class ProblemLog {
  private readonly all: Problem[] = [];
  private readonly byBoard = new Map<number, Problem[]>();
  /** Problems on table rows that belong to no single board. */
  private readonly floating: Problem[] = [];
  /** Problems on header rows and titles, not on any table's row. */
  private readonly general: Problem[] = [];

  /** A problem on a header row or a title. */
  addGeneral(problem: Problem): void {
    this.all.push(problem);
    this.general.push(problem);
  }

  /** A problem on a table's row on `board`, or on a row whose board is not known (null). */
  addRow(problem: Problem, board: number | null): void {
    this.all.push(problem);
    if (board === null) this.floating.push(problem);
    else {
      const list = this.byBoard.get(board) ?? [];
      list.push(problem);
      this.byBoard.set(board, list);
    }
  }

  /** The boards that have problems on their own rows. */
  boardsWithRowProblems(): number[] {
    return [...this.byBoard.keys()];
  }

  /**
   * The problems that stop board `board`: those on its rows, then those on rows of no known
   * board, then those on header and title rows, each in the order found.
   *
   * @example
   * const log = new ProblemLog();
   * log.addGeneral({ row: 0, column: 0, message: "a" });
   * log.addRow({ row: 3, column: 1, message: "b" }, 15);
   * log.forBoard(15).map((p) => p.message); // ["b", "a"]
   */
  forBoard(board: number): Problem[] {
    return [...(this.byBoard.get(board) ?? []), ...this.floating, ...this.general];
  }

  /** Every problem, in the order of the cells (by row, then column; ties in the order found). */
  sorted(): Problem[] {
    return [...this.all].sort((a, b) => a.row - b.row || a.column - b.column);
  }
}
