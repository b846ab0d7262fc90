/**
 * The results sheet built in steps: each board scored by every method of the sheet in turn, then
 * the sheet laid out, so a caller can show how far it has got and let the pane breathe between
 * boards. Synchronous and pure like the rest of src/sheet: waiting is the caller's business. The
 * sheet is the one {@link buildResultsSheet} builds from the same traveller and options.
 */
import { refuseProblems, startSession, type SessionSteps, type Traveller } from "../scoring";
import type { SheetModel } from "./model";
import { buildResultsSheet, sheetMethods, type ResultsSheetOptions } from "./results";

/** A results sheet being built: the boards to score, how many are scored, and the next step. */
export interface SheetSteps {
  /** Boards on the traveller (each scored by every method of the sheet). */
  readonly total: number;
  /** Boards scored so far, by every method. */
  readonly done: number;
  /** Scores the next board by every method; false when every board was already scored. */
  next(): boolean;
  /** Scores any boards left, then totals the session and lays out the sheet. */
  finish(): SheetModel;
}

/**
 * Starts building the results sheet of a traveller board by board. A traveller with problems is
 * refused at once (TravellerError), as by {@link buildResultsSheet}; an error only scoring shows
 * (a pair twice on a board) comes from the `next()` that scores that board.
 *
 * @example
 * const steps = startResultsSheet(traveller, { method: "all" });
 * while (steps.next()) report(steps.done, steps.total); // "3 of 36 boards scored"
 * const sheet = steps.finish(); // equal to buildResultsSheet(traveller, { method: "all" })
 */
export function startResultsSheet(traveller: Traveller, options: ResultsSheetOptions): SheetSteps {
  refuseProblems(traveller.problems, "The traveller");
  const movement = options.movement ?? "mitchell";
  const sessions: SessionSteps[] = sheetMethods(options.method).map((method) =>
    startSession(traveller, { ...options, method, movement }),
  );
  // Every method's session holds the same boards in the same order (ascending by number).
  const total = sessions[0].total;
  let done = 0;
  const next = (): boolean => {
    if (done >= total) return false;
    for (const s of sessions) s.next();
    done++;
    return true;
  };
  return {
    total,
    get done() {
      return done;
    },
    next,
    finish: () =>
      buildResultsSheet(
        traveller,
        options,
        sessions.map((s) => s.finish()),
      ),
  };
}
