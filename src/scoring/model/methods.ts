// The words a director chooses a scoring with: the pairs method, how many results a board
// expects, and the movement that says who is the same pair from board to board.

/** The pairs scoring methods: Butler (IMPs against a datum), cross-IMPs, matchpoints. */
export type ScoringMethod = "butler" | "cross" | "mp";

export const SCORING_METHODS: readonly ScoringMethod[] = ["butler", "cross", "mp"];

/** A scoring method, or all three side by side (for teaching). */
export type MethodChoice = ScoringMethod | "all";

/** The methods a director may choose: each scoring method, then "all". */
export const METHOD_CHOICES: readonly MethodChoice[] = [...SCORING_METHODS, "all"];

/**
 * The methods a choice stands for, in the order a results sheet writes their blocks and every
 * front end scores them: "all" is each scoring method.
 *
 * @example
 * sheetMethods("all"); // ["butler", "cross", "mp"]
 * sheetMethods("mp"); // ["mp"]
 */
export function sheetMethods(method: MethodChoice): ScoringMethod[] {
  if (method === "all") return [...SCORING_METHODS];
  if (SCORING_METHODS.includes(method)) return [method];
  throw new Error(`Unknown method ${JSON.stringify(method)}: use butler, cross, mp or all.`);
}

/** What a table's result counts: IMPs or matchpoints. */
export type ResultUnit = "imps" | "matchpoints";

/**
 * The blocks of the results sheet a method brings besides the ones every method has (its
 * workings, each pair's result, the checks and the session summary): the IMP scale its formulas
 * look IMPs up on, and the comparison matrix of every result against every other (on a board of
 * up to 16 results), which the sheet explains in a note under its title.
 */
export type MethodSheetBlock = "impScale" | "comparisonMatrix";

/** What places a pair in its session: its average per board played, or its percentage of the tops. */
export type RankedBy = "average" | "percentage";

/**
 * What kind of result a scoring method gives, as data: everything outside the core that lays out,
 * writes or compares a method's results asks these instead of testing the method's name, so a new
 * method states them once here (the compiler insists on every one) and is never taken for another.
 */
export interface MethodTraits {
  /** What a table's result counts. */
  readonly unit: ResultUnit;
  /** The board has a datum that every score is compared with (Butler). */
  readonly datum: boolean;
  /** The board has a top: what a result scores when it beats every other (matchpoints). */
  readonly top: boolean;
  /** Results are also given as percentages of the top. */
  readonly percentages: boolean;
  /**
   * What NS's and EW's results on a table add to: "zero" (what one side gains, the other loses)
   * or "top" (the two share the board's top).
   */
  readonly sidesAddTo: "zero" | "top";
  /** The results sheet's blocks the method brings (see {@link MethodSheetBlock}). */
  readonly sheetBlocks: readonly MethodSheetBlock[];
  /**
   * A pair's session: its results are summed over the boards it played (the total), and the
   * pairs are ranked by the total's average per board or by its percentage of the boards' tops.
   */
  readonly session: { readonly total: "sum"; readonly rankedBy: RankedBy };
  /** The groups of options the method is scored with (see {@link MethodOptionGroup}). */
  readonly options: readonly MethodOptionGroup[];
}

/**
 * The options a method takes, in the groups forms and flags show them:
 * - `imps`: the IMP scale (a named one or the director's own), the IMP cap, the IMPs of an award;
 * - `datum`: Butler's datum (scores trimmed, its rounding, mean or median);
 * - `divisor`: what cross-IMP totals are divided by;
 * - `expected`: the results expected on a board (Neuberg, or the cross-IMP factor N/n);
 * - `matchpoints`: the matchpoint scale, rounding, awards valued from the session, the session's
 *   percentage.
 */
export type MethodOptionGroup = "imps" | "datum" | "divisor" | "expected" | "matchpoints";

/** Each method's traits (see {@link MethodTraits}). */
export const METHOD_TRAITS: { readonly [M in ScoringMethod]: MethodTraits } = {
  butler: {
    unit: "imps",
    datum: true,
    top: false,
    percentages: false,
    sidesAddTo: "zero",
    sheetBlocks: ["impScale"],
    session: { total: "sum", rankedBy: "average" },
    options: ["imps", "datum"],
  },
  cross: {
    unit: "imps",
    datum: false,
    top: false,
    percentages: false,
    sidesAddTo: "zero",
    sheetBlocks: ["impScale", "comparisonMatrix"],
    session: { total: "sum", rankedBy: "average" },
    options: ["imps", "divisor", "expected"],
  },
  mp: {
    unit: "matchpoints",
    datum: false,
    top: true,
    percentages: true,
    sidesAddTo: "top",
    sheetBlocks: [],
    session: { total: "sum", rankedBy: "percentage" },
    options: ["matchpoints", "expected"],
  },
};

/**
 * Whether any of the methods takes a group of options.
 *
 * @example
 * usesOptions(["butler", "mp"], "divisor"); // false
 * usesOptions(["cross"], "expected"); // true
 */
export function usesOptions(methods: readonly ScoringMethod[], group: MethodOptionGroup): boolean {
  return methods.some((m) => METHOD_TRAITS[m].options.includes(group));
}

/**
 * The results expected on a board (N): "tables" (every row of its traveller), "results" (the
 * results obtained, so no Neuberg and no factoring) or a whole number.
 */
export type ExpectedResults = number | "tables" | "results";

/** The named choices for {@link ExpectedResults}, the default first. */
export const EXPECTED_CHOICES: readonly ("tables" | "results")[] = ["tables", "results"];

/**
 * The movement, which says who is the same pair from board to board:
 * - `mitchell`: NS pair 3 and EW pair 3 are different pairs; NS and EW are ranked separately.
 * - `howell`: pair numbers are unique across directions (a pair may sit NS on some boards and EW
 *   on others); everyone is ranked together.
 */
export type Movement = "mitchell" | "howell";

/** Each movement's name, as a sheet's title and the pane's status line say it. */
export const MOVEMENT_NAMES: Readonly<Record<Movement, string>> = { mitchell: "Mitchell", howell: "Howell" };
