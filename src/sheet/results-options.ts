// The options a results sheet is made with: the method ("all" for the three side by side), the
// engine's options, and what the sheet says of where its session came from. A module of its own so
// that the sheet's layout (results.ts), its boards (board-sheet.ts) and its title rows
// (sheet-title.ts) all take them from below, not from one another.
import type {
  BoardScoringOptions,
  Movement,
  PairNames,
  PairRatings,
  PresetName,
  StrataChoice,
} from "../scoring";
import type { SheetMethod, SheetNames } from "./names";

/** Options of the results sheet: the method ("all" for the three side by side) and the engine's options. */
export interface ResultsSheetOptions extends Omit<BoardScoringOptions, "method"> {
  readonly method: SheetMethod;
  /** Who is the same pair from board to board, for the session summary (default Mitchell). */
  readonly movement?: Movement;
  /**
   * How the movement was told from the pair numbers when nobody named it ("Howell, told from the
   * pair numbers: ..."): the sheet's title says so, so the director can see it and choose otherwise.
   */
  readonly movementTold?: string;
  /**
   * What was told from a results file's own published figures, or found odd in it ("scored across
   * the field: the published top is 32 on board 1"): the sheet says each under its title.
   */
  readonly fromFile?: readonly string[];
  /** The named preset the options came from, named on the sheet with every setting it took. */
  readonly rules?: PresetName;
  /** Names of the sheets already in the workbook: the sheet's name is made unique against them. */
  readonly existingNames?: SheetNames;
  /**
   * The sheet's name, when it is not the one told from its boards and method (a part of a session
   * split across sheets: "Boards 1-12 matchpoints"); already unique in the workbook.
   */
  readonly sheetName?: string;
  /** Lines said under the options (a part of a split session: where the rest of the session is). */
  readonly notes?: readonly string[];
  /** The pairs' names (a names table), shown beside the pair numbers in the session summary. */
  readonly names?: PairNames;
  /** The players' masterpoints or ratings (the names table's Masterpoints column), for the strata. */
  readonly ratings?: PairRatings;
  /** A stratified session: the strata and how a pair's rating is taken; each ranked in its own list. */
  readonly strata?: StrataChoice;
  /** An arrow-switched Mitchell ranked as one field (SessionOptions.oneWinner). */
  readonly oneWinner?: boolean;
}
