// What a board is scored with: the method and every option of the engine behind it, and the
// value each option takes when it is left out. Types and defaults only: reading options as a
// director types them is the parser's job.
import type { ImpTableName } from "../rules/imp";
import type { RoundingMode } from "../rules/rounding";
import type { DatumMethod } from "../rules/butler";
import type { CrossImpDivisor } from "../rules/crossimp";
import type { MatchpointScale } from "../rules/matchpoints";
import type { ExpectedResults, ScoringMethod } from "./methods";

/** How to score a board: the method and every option of the engine behind it. */
export interface BoardScoringOptions {
  readonly method: ScoringMethod;
  /** IMP scale for Butler and cross-IMPs (default WBF). */
  readonly impTable?: ImpTableName;
  /** Butler: scores dropped from each end before averaging (a count, or a share below 0.5). Default 0. */
  readonly trim?: number;
  /** Butler: the datum is rounded to a multiple of this (default 10; 0 for none). */
  readonly roundTo?: number;
  /** Butler: how the datum is rounded (default halfAwayFromZero, as Excel's ROUND). */
  readonly rounding?: RoundingMode;
  /** Butler: the datum is the mean (default) or the median. */
  readonly datum?: DatumMethod;
  /** Cross-IMPs: what totals are divided by, "comparisons" (default), "scores", "total" or a number. */
  readonly divisor?: CrossImpDivisor | string;
  /**
   * Cross-IMPs and matchpoints: the number of results expected on the board (N). When fewer were
   * obtained (n < N), cross-IMP totals are factored by N/n and matchpoints get Neuberg's formula.
   * - "tables" (the default): every row of the board's traveller, results, awards (A=, A+, ...)
   *   and not-played rows alike, so an award or an NP row brings in Neuberg / the factor.
   * - "results": the results obtained (N = n), which switches Neuberg and factoring off.
   * - a whole number, at least the results obtained.
   * Butler does not use it.
   */
  readonly expected?: ExpectedResults;
  /** Matchpoints: "EBU" (default, 2 per result beaten) or "ACBL" (1 per result beaten). */
  readonly scale?: MatchpointScale;
  /**
   * Cross-IMPs: list every comparison in the workings. Default: only for boards of at most
   * {@link AUTO_COMPARISON_SCORES} different scores.
   */
  readonly comparisons?: boolean;
}

/**
 * What scoreBoard uses for an option that is not given: WBF IMPs; Butler with no trim, the mean
 * rounded to 10 half away from zero (as Excel's ROUND); cross-IMPs divided by the comparisons;
 * the EBU matchpoint scale; N = the tables on the traveller. Front ends show these as the defaults.
 */
export const DEFAULT_BOARD_OPTIONS = {
  impTable: "WBF",
  trim: 0,
  roundTo: 10,
  rounding: "halfAwayFromZero",
  datum: "mean",
  divisor: "comparisons",
  expected: "tables",
  scale: "EBU",
} as const satisfies Required<Omit<BoardScoringOptions, "method" | "comparisons">>;

/** Boards with at most this many different scores list every cross-IMP comparison by default. */
export const AUTO_COMPARISON_SCORES = 25;
