// What a board is scored with: the method and every option of the engine behind it, and the
// value each option takes when it is left out. Types and defaults only: reading options as a
// director types them is the parser's job.
import type { ImpTableName } from "../rules/imp";
import type { RoundingMode } from "../rules/rounding";
import type { DatumMethod, Trim } from "../rules/butler";
import type { ImpTable } from "../rules/imp";
import type { CrossImpDivisor } from "../rules/crossimp";
import type { MatchpointScale } from "../rules/matchpoints";
import type { ExpectedResults, Movement, ScoringMethod } from "./methods";

/** How to score a board: the method and every option of the engine behind it. */
export interface BoardScoringOptions {
  readonly method: ScoringMethod;
  /** IMP scale for Butler and cross-IMPs (default WBF). */
  readonly impTable?: ImpTableName;
  /**
   * Butler: scores dropped from each end before averaging (a count, a share below 0.5, or a rule
   * by the number of results: "one", "tenth", "fifteenth"). Default 0.
   */
  readonly trim?: Trim;
  /** Butler: the datum is rounded to a multiple of this (default 10; 0 for none). */
  readonly roundTo?: number;
  /** Butler: how the datum is rounded (default halfAwayFromZero, as Excel's ROUND). */
  readonly rounding?: RoundingMode;
  /** Butler: the datum is the mean (default) or the median. */
  readonly datum?: DatumMethod;
  /** Cross-IMPs: what totals are divided by, "comparisons" (default), "scores", "total" or a number. */
  readonly divisor?: CrossImpDivisor;
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
  /** Butler and cross-IMPs: each comparison is capped at this many IMPs. Default: no cap. */
  readonly impCap?: number;
  /** Butler and cross-IMPs: a director's own IMP scale (rules/scale-table.ts), used instead of impTable. */
  readonly impScale?: ImpTable;
  /** Butler and cross-IMPs: the IMPs of average plus (average minus: minus that). Default 3 (Law 12C2). */
  readonly awardImps?: number;
  /** Matchpoints: rounded to a multiple of this after Neuberg, before percentages (e.g. 0.01). Default: none. */
  readonly mpRound?: number;
  /**
   * Matchpoints: an award table counts as a tie with every result (no Neuberg; each result gets 1
   * more matchpoint per award table on the EBU scale, top 2(N - 1)). Default false.
   */
  readonly awardTie?: boolean;
  /**
   * Matchpoints: a table the board expected (N) that has no result and no award (a not-played
   * row, or a table missing from the traveller under a given N) counts as a tie with every result
   * instead of Neuberg: each result gets 1 more matchpoint per such table on the EBU scale (1/2 on
   * ACBL) and the top stays that of N tables, as some club programs score a board fewer tables
   * played. Award tables are as `awardTie` says. Default false.
   */
  readonly notPlayedTie?: boolean;
  /**
   * Matchpoint sessions: average plus and minus "fixed" at 60% and 40% (default) or "session": the
   * better of 60% and the pair's own percentage on the boards it played (the lesser of 40% and it
   * for average minus), Law 12C2 as the ACBL and EBU apply it.
   */
  readonly awards?: AwardRule;
  /** Matchpoint sessions: the percentage is total over tops ("tops", default) or the mean of the boards' ("mean"). */
  readonly sessionPercent?: SessionPercent;
  /** Pairs sessions: how pairs tied for first place are told apart ("share", default: they share it). */
  readonly tieBreak?: TieBreakRule;
  /**
   * A board played only once (one row on its traveller, a plain score) whose par is known
   * (BoardInput.par): "field" (default) scores it as any other board; "par" scores it against
   * its par, par standing in for the field: IMPs of the score less par (Butler, cross-IMPs), or
   * matchpoints against par as the one other result (the top of two results: above par the top,
   * equal half, below nothing).
   */
  readonly once?: OnceRule;
}

/** How a board played only once is scored: as any board ("field"), or against its par ("par"). */
export type OnceRule = "field" | "par";
export const ONCE_RULES: readonly OnceRule[] = ["field", "par"];

/** How average plus and minus are valued at matchpoints: fixed, or from the pair's session. */
export type AwardRule = "fixed" | "session";
export const AWARD_RULES: readonly AwardRule[] = ["fixed", "session"];

/**
 * How pairs tied for first place are told apart:
 * - "share" (the default): they share the place, as every other tie does.
 * - "EBU": the EBU's split-tie procedure (White Book, "Split-tie procedures"): two pairs tied are
 *   told apart by the boards they played against each other (their matchpoints or IMPs on those
 *   boards), then by point-a-board count-back over every board (each board won, drawn or lost by
 *   the basic scoring, as a share of the boards played).
 * - "code81": the French-language Code's pairs rule, "Ex aequo" (article 81): on a board two tied
 *   pairs both played, 2 points to each for every tied rival it outscored (1 for an equal score);
 *   on a board only one of them played, 2 points for a score above average; then the number of tops.
 */
export type TieBreakRule = "share" | "EBU" | "code81";

/** The rules, the default first. */
export const TIE_BREAK_RULES: readonly TieBreakRule[] = ["share", "EBU", "code81"];

/** A stratum of a stratified event: its name and the least masterpoints (or rating) it takes. */
export interface Stratum {
  readonly name: string;
  readonly min: number;
}

/** A pair's rating for its stratum: its higher-rated player's (the ACBL's), or the players' mean. */
export type StrataBy = "higher" | "mean";
export const STRATA_BY: readonly StrataBy[] = ["higher", "mean"];

/** How to stratify a session: the strata, highest first (the last starts at 0), and the pair's rating. */
export interface StrataChoice {
  readonly strata: readonly Stratum[];
  readonly by: StrataBy;
}

/** How a session percentage is taken: total matchpoints over total tops, or the mean of board percentages. */
export type SessionPercent = "tops" | "mean";
export const SESSION_PERCENTS: readonly SessionPercent[] = ["tops", "mean"];

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
} as const satisfies Required<
  Omit<
    BoardScoringOptions,
    | "method"
    | "comparisons"
    | "impCap"
    | "impScale"
    | "mpRound"
    | "once"
    | "notPlayedTie"
    | "tieBreak"
    | keyof typeof DEFAULT_REGULATION_OPTIONS
  >
>;

/**
 * The defaults of the options that follow other programs' and federations' conventions: average
 * plus 3 IMPs (Law 12C2) and 60% fixed, Neuberg for award tables, the session percentage over the
 * tops; no IMP cap, no rounding of matchpoints, the named IMP scale.
 */
export const DEFAULT_REGULATION_OPTIONS = {
  awardImps: 3,
  awardTie: false,
  awards: "fixed",
  sessionPercent: "tops",
} as const satisfies Required<
  Pick<BoardScoringOptions, "awardImps" | "awardTie" | "awards" | "sessionPercent">
>;

/** Boards with at most this many different scores list every cross-IMP comparison by default. */
export const AUTO_COMPARISON_SCORES = 25;

/**
 * The movement a session is scored with when none is chosen or told: a Mitchell (each pair keeps
 * its direction, NS and EW ranked apart).
 */
export const DEFAULT_MOVEMENT: Movement = "mitchell";

/**
 * What a teams event is scored with when an option is not given: IMPs, converted to victory points
 * on the WBF scale (under IMPs); board-a-match points 1, 1/2, 0; the WBF IMP scale. (Plain words,
 * as the teams model's types take them: this module is below the teams model.)
 */
export const DEFAULT_TEAMS_OPTIONS = {
  method: "imps",
  vp: "wbf",
  bamScale: "standard",
  impTable: DEFAULT_BOARD_OPTIONS.impTable,
} as const;
