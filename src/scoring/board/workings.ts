import type { ImpTable, ImpTableName } from "../rules/imp";
import type { RoundingMode } from "../rules/rounding";
import type { DatumMethod } from "../rules/butler";
import type { CrossImpDivisor } from "../rules/crossimp";
import type { MatchpointScale } from "../rules/matchpoints";

// The workings of a scored board, one shape per method, as plain numbers in the order a director
// checks them. Each method's module (butler.ts, cross-imps.ts, matchpoints.ts) fills in its own.

/**
 * The scale an IMP method looked its IMPs up on, when it is not simply the named `impTable`: the
 * most IMPs a comparison could give when capped, and a director's own scale's title and bounds.
 */
export interface ScaleWorkings {
  /** The cap on each comparison (the scale's most when not capped). */
  readonly maxImps?: number;
  /** A director's own scale: its title and each IMP's lower bound. */
  readonly customScale?: { readonly title: string; readonly lowerBounds: readonly number[] };
}

/** The scale's part of the workings: nothing for a named scale uncapped. */
export function scaleWorkings(scale: ImpTable, capped: boolean): ScaleWorkings {
  return {
    ...(scale.name === "custom"
      ? { customScale: { title: scale.title, lowerBounds: scale.lowerBounds } }
      : {}),
    ...(capped ? { maxImps: scale.lowerBounds.length } : {}),
  };
}

/** A score with its (adjusted) frequency: whole counts, plus the weights of weighted components. */
export interface ScoreFrequency {
  readonly score: number;
  readonly frequency: number;
}

/** Butler workings, in the order a director checks them. Scores run from the highest down. */
export interface ButlerWorkings extends ScaleWorkings {
  readonly method: "butler";
  readonly impTable: ImpTableName;
  /** 1. The scores with their frequencies (weights added in). */
  readonly scores: readonly ScoreFrequency[];
  /** 2. How much frequency was dropped from each end, and what. */
  readonly trimmedPerEnd: number;
  readonly dropped: readonly (ScoreFrequency & { readonly end: "top" | "bottom" })[];
  /** 3. The sum of what remains (score x frequency), 4. its count, 5. the mean. */
  readonly sum: number;
  readonly count: number;
  readonly mean: number;
  readonly median: number | null;
  readonly datumMethod: DatumMethod;
  /** 6. The value rounded (mean or median), the rounding, and the datum. */
  readonly unrounded: number;
  readonly roundTo: number;
  readonly rounding: RoundingMode;
  readonly datum: number;
  /** 7. Each score's difference from the datum and its IMPs (NS). */
  readonly differences: readonly { score: number; frequency: number; difference: number; imps: number }[];
}

/** One cross-IMP comparison: a score against another, the difference and its IMPs. */
export interface Comparison {
  readonly against: number;
  readonly frequency: number;
  readonly difference: number;
  readonly imps: number;
}

/** Cross-IMP workings. Scores run from the highest down. */
export interface CrossWorkings extends ScaleWorkings {
  readonly method: "cross";
  readonly impTable: ImpTableName;
  readonly divisor: CrossImpDivisor;
  /** Results obtained (n) and expected (N), N/n, the comparisons each result made (n - 1). */
  readonly n: number;
  readonly expected: number;
  readonly factor: number;
  readonly comparisons: number;
  /** What factored totals are divided by (1 for "total"). */
  readonly divisorUsed: number;
  /** The comparisons an artificial award counts for: N - 1 (A+ totals 3 x this). */
  readonly awardComparisons: number;
  /** Each score: its comparisons (when listed), raw total, factored total and result. */
  readonly rows: readonly {
    readonly score: number;
    readonly frequency: number;
    readonly comparisons: readonly Comparison[] | null;
    readonly total: number;
    readonly factored: number;
    readonly result: number;
  }[];
}

/** Matchpoint workings: the frequency table, highest score first. */
export interface MatchpointWorkings {
  readonly method: "mp";
  readonly scale: MatchpointScale;
  readonly n: number;
  readonly expected: number;
  /** Neuberg's factor N/n (1 when no result is missing). */
  readonly neuberg: number;
  readonly top: number;
  /** The step matchpoints were rounded to after Neuberg (only when they were). */
  readonly round?: number;
  /** Award tables counted as a tie with every result (only when they were). */
  readonly ties?: number;
  readonly rows: readonly {
    readonly score: number;
    /** Plain results with this score. */
    readonly results: number;
    /** The frequency with weighted components added. */
    readonly frequency: number;
    /** frequency x N/n, the column Neuberg adds. */
    readonly adjustedFrequency: number;
    /** The results (frequency) this score beat, and tied with (its own frequency less itself). */
    readonly beaten: number;
    readonly tied: number;
    /** NS matchpoints before Neuberg: 2 beaten + tied (EBU), half that (ACBL). */
    readonly beforeNeuberg: number;
    /** NS matchpoints (after Neuberg when N > n). */
    readonly ns: number;
    readonly ew: number;
    readonly nsPercent: number;
  }[];
}

/**
 * A board played once scored against its par (the option `once: "par"`), by `scoredAs`: the
 * score, the par, the difference, and its IMPs (IMP methods) or the top of two results (matchpoints).
 */
export interface AgainstParWorkings extends ScaleWorkings {
  readonly method: "par";
  readonly scoredAs: "butler" | "cross" | "mp";
  readonly impTable: ImpTableName;
  readonly par: number;
  readonly score: number;
  readonly difference: number;
  /** IMP methods: the IMPs of the difference; null for matchpoints. */
  readonly imps: number | null;
  /** Matchpoints: North-South's matchpoints, the top of two results, and the scale; null for IMP methods. */
  readonly matchpoints: number | null;
  readonly top: number | null;
  readonly scale: MatchpointScale | null;
}

export type BoardWorkings = ButlerWorkings | CrossWorkings | MatchpointWorkings | AgainstParWorkings;

/**
 * The board's scores with their frequencies (weights added in), as a method's workings carry them
 * (Butler's before trimming).
 *
 * @example
 * workingsFrequencies(scored.workings); // [{ score: 980, frequency: 3, ... }, { score: 480, frequency: 11, ... }]
 */
export function workingsFrequencies(w: BoardWorkings): readonly ScoreFrequency[] {
  if (w.method === "par") return [{ score: w.score, frequency: 1 }];
  return w.method === "butler" ? w.scores : w.rows;
}
