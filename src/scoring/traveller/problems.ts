import { ScoringError } from "../base/errors";
import { columnLetters } from "../../grid/a1";

/**
 * Something in a traveller that stops it being scored, with the cell it came from. `row` and
 * `column` are 0-based indices into the 2-D array that was read (row 0 is its first row, whatever
 * that is in the workbook or file); the task pane and the command line turn them into a cell
 * address or a line number. `message` says what was found and what was expected.
 */
export interface Problem {
  readonly row: number;
  readonly column: number;
  readonly message: string;
}

/**
 * A ScoringError that carries the traveller problems behind it, so a caller that catches it can
 * still point at every cell. Thrown when a board or session is asked to score a traveller that
 * has problems (it is never half scored).
 */
export class TravellerError extends ScoringError {
  readonly problems: readonly Problem[];

  constructor(message: string, problems: readonly Problem[]) {
    super(message, "invalid");
    this.name = "TravellerError";
    this.problems = problems;
  }
}

/**
 * A problem as one line for a person: its place, then its message. The place is named by `where`
 * (the task pane passes one that gives the Excel address of the cell, the command line one that
 * gives the file's line); by default it is the cell's address as if the array began at A1.
 *
 * @example
 * formatProblem({ row: 3, column: 2, message: '"4Z" is not a contract.' }); // 'C4: "4Z" is not a contract.'
 * formatProblem({ row: 3, column: 2, message: "x" }, (r, c) => `line ${r + 1}, column ${c + 1}`); // "line 4, column 3: x"
 */
export function formatProblem(
  problem: Problem,
  where: (row: number, column: number) => string = (r, c) => `${columnLetters(c)}${r + 1}`,
): string {
  return `${where(problem.row, problem.column)}: ${problem.message}`;
}

/**
 * Throws a TravellerError listing `problems` (the first few in its message) unless there are none.
 *
 * @example
 * refuseProblems([], "Board 15"); // returns: nothing to refuse
 * refuseProblems([{ row: 3, column: 2, message: "No EW pair number." }], "Board 15");
 * // throws TravellerError "Board 15 cannot be scored until this problem is put right: C4: No EW pair number."
 */
export function refuseProblems(problems: readonly Problem[], what: string): void {
  if (problems.length === 0) return;
  const shown = problems.slice(0, 5).map((p) => formatProblem(p));
  const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : "";
  const text = `${shown.join("; ")}${more}`;
  throw new TravellerError(
    `${untilPutRight(what, problems.length)} ${text}${text.endsWith(".") ? "" : "."}`,
    problems,
  );
}

/**
 * The sentence that heads a list of problems, the one wording every front end uses.
 *
 * @example
 * untilPutRight("board15.csv", 2); // "board15.csv cannot be scored until these 2 problems are put right:"
 */
export function untilPutRight(what: string, count: number): string {
  return `${what} cannot be scored until ${count === 1 ? "this problem is" : `these ${count} problems are`} put right:`;
}
