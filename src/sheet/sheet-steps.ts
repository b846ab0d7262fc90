/**
 * The results sheet built in steps: each board scored by every method of the sheet in turn, then
 * each board laid out on the sheet, so a caller can show how far it has got and let the pane
 * breathe between boards. Synchronous and pure like the rest of src/sheet: waiting is the
 * caller's business. The sheet is the one `buildResultsSheet` builds from the same traveller and
 * options.
 */
import {
  DEFAULT_MOVEMENT,
  refuseProblems,
  sheetMethods,
  startSession,
  type ScoredSession,
  type SessionSteps,
  type Traveller,
} from "../scoring";
import type { SheetModel } from "./model";
import { layoutPasses, resultsSheetSteps, type ResultsSheetOptions } from "./results";
import { splitSheets, tooLargeFor, type SplitLimits, type SplitSheets } from "./split";

/** What a step of {@link SheetSteps} did: scored a board (by every method), or laid one out. */
export type SheetStage = "scoring" | "layout";

/** A results sheet being built: the stage it is at, how far it has got, and the next step. */
export interface SheetSteps {
  /** Scoring the boards, then laying them out (once or twice: see layoutPasses). */
  readonly stage: SheetStage;
  /** Steps of the stage: the boards on the traveller while scoring, boards x passes when laying out. */
  readonly total: number;
  /** Steps of the stage taken so far. */
  readonly done: number;
  /** The traveller scored by each method of the sheet, once every board is scored (null until then). */
  readonly sessions: readonly ScoredSession[] | null;
  /** Takes the next step (a board scored by every method, or a board laid out); false when none is left. */
  next(): boolean;
  /**
   * Takes any steps left: the sheet; for a session split across sheets, its ranking sheet (every
   * part laid out to make it, and dropped).
   */
  finish(): SheetModel;
  /**
   * A session too large for one sheet, once scored, when the caller allows a split: its sheets,
   * laid out when asked for (no step lays them out); null otherwise.
   */
  readonly split: SplitSheets | null;
}

/** The scoring stage of a results sheet: each board scored by every method of the sheet. */
export interface SheetScoring {
  /** The boards on the traveller. */
  readonly total: number;
  /** The boards scored so far, by every method. */
  readonly done: number;
  /** Scores the next board by every method; false when every board is scored. */
  next(): boolean;
  /** Scores any boards left: the traveller scored by each method of the sheet, in the sheet's order. */
  finish(): readonly ScoredSession[];
}

/**
 * Starts scoring a traveller board by board, by every method its sheet shows (sheetMethods), with
 * the movement the options name (a Mitchell when they name none): the one loop both a results
 * sheet and a caller that only scores take.
 *
 * @example
 * const scoring = startSheetScoring(traveller, { method: "all" });
 * while (scoring.next()) report(scoring.done, scoring.total);
 * scoring.finish().map((s) => s.method); // ["butler", "cross", "mp"]
 */
export function startSheetScoring(traveller: Traveller, options: ResultsSheetOptions): SheetScoring {
  const movement = options.movement ?? DEFAULT_MOVEMENT;
  const sessions: SessionSteps[] = sheetMethods(options.method).map((method) =>
    startSession(traveller, { ...options, method, movement }),
  );
  // Every method's session holds the same boards in the same order (ascending by number).
  const boards = sessions[0].total;
  let done = 0;
  let scored: ScoredSession[] | null = null;
  const next = (): boolean => {
    if (done >= boards) return false;
    for (const s of sessions) s.next();
    done++;
    return true;
  };
  return {
    total: boards,
    get done() {
      return done;
    },
    next,
    finish: () => {
      while (next());
      return (scored ??= sessions.map((s) => s.finish()));
    },
  };
}

/**
 * Starts building the results sheet of a traveller board by board: each board scored by every
 * method, then each board laid out. A traveller with problems is refused at once
 * (TravellerError), as by `buildResultsSheet`; an error only scoring shows (a pair twice on
 * a board) comes from the `next()` that scores that board.
 *
 * @example
 * const steps = startResultsSheet(traveller, { method: "all" });
 * while (steps.next()) report(steps.stage, steps.done, steps.total); // "scoring", 3, 36
 * const sheet = steps.finish(); // equal to buildResultsSheet(traveller, { method: "all" })
 */
export function startResultsSheet(
  traveller: Traveller,
  options: ResultsSheetOptions,
  limits: SplitLimits | null = null,
): SheetSteps {
  refuseProblems(traveller.problems, "The traveller");
  const scoring = startSheetScoring(traveller, options);
  const boards = scoring.total;
  let stage: SheetStage = "scoring";
  let done = 0;
  let layout: Generator<void, SheetModel, void> | null = null;
  let scored: readonly ScoredSession[] | null = null;
  let model: SheetModel | null = null;
  let split: SplitSheets | null = null;
  const next = (): boolean => {
    if (stage === "scoring" && scoring.next()) {
      done = scoring.done;
      return true;
    }
    if (model !== null || split !== null) return false;
    if (layout === null) {
      scored = scoring.finish();
      // Split across sheets only when the caller allows it and one sheet would pass the grid.
      const reason = limits === null ? null : tooLargeFor(traveller, scored, limits);
      if (reason !== null) {
        split = splitSheets(traveller, options, scored, limits!, reason);
        return false;
      }
      layout = resultsSheetSteps(traveller, options, scored);
      stage = "layout";
      done = 0;
    }
    const step = layout.next();
    if (step.done) {
      model = step.value;
      return false;
    }
    done++;
    return true;
  };
  return {
    get stage() {
      return stage;
    },
    get total() {
      return stage === "scoring" ? boards : traveller.boards.length * layoutPasses(options.method);
    },
    get done() {
      return done;
    },
    get sessions() {
      return scored;
    },
    get split() {
      return split;
    },
    next,
    finish: () => {
      while (next());
      if (split !== null) {
        const sheets = split.sheets();
        for (let step = sheets.next(); ; step = sheets.next()) if (step.done) return (model = step.value);
      }
      return model!;
    },
  };
}
