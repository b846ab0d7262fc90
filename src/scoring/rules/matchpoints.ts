import { Fraction } from "./fraction";
import { check, ScoringError } from "../base/errors";
import { checkExpected, Distribution, toDistribution } from "./frequency-table";
import { roundToStep } from "./rounding";

/**
 * The two matchpoint scales. EBU: 2 for each result beaten and 1 for each tie, top 2(n-1).
 * ACBL: 1 for each result beaten and 1/2 for each tie, top n-1. Percentages are the same on both.
 */
export type MatchpointScale = "EBU" | "ACBL";

export const MATCHPOINT_SCALES: readonly MatchpointScale[] = ["EBU", "ACBL"];

/**
 * Checks a user's scale name (case-insensitive) and returns it typed.
 *
 * @example
 * parseMatchpointScale("acbl"); // "ACBL"
 */
export function parseMatchpointScale(value: string): MatchpointScale {
  const v = String(value).trim().toUpperCase();
  const hit = MATCHPOINT_SCALES.find((s) => s === v);
  if (hit) return hit;
  throw new ScoringError(`Unknown matchpoint scale "${value}": use one of ${MATCHPOINT_SCALES.join(", ")}.`);
}

export interface MatchpointOptions {
  /** "EBU" (default) or "ACBL". */
  readonly scale?: MatchpointScale;
  /**
   * The number of results expected on the board (N). When more were expected than obtained, every
   * score is factored up by Neuberg's formula. Default: the number obtained (no change).
   */
  readonly expected?: number;
  /**
   * Matchpoints are rounded (half away from zero) to a multiple of this step after Neuberg, before
   * percentages are taken (0.01 as some programs do); EW get the top less NS's rounded matchpoints.
   * Default: not rounded.
   */
  readonly round?: number;
  /**
   * Award tables that count as a tie with every result (the older club way, without Neuberg):
   * each adds a tie to every result (1 matchpoint on the EBU scale, 1/2 on ACBL) and 1 to the
   * comparisons in the top. Default 0.
   */
  readonly ties?: number;
}

/** One line of the frequency-table workings (Appendix 2 of "Calculation of Weighted Scores"). */
export interface MatchpointRow {
  readonly score: number;
  /** How often the score occurred (fractional where a weighted score adds to it). */
  readonly frequency: Fraction;
  /** The frequency factored by N/n: the column a director fills in when results are missing. */
  readonly adjustedFrequency: Fraction;
  /** The results this score beat: the frequency of the lower scores. */
  readonly beaten: Fraction;
  /**
   * The results this score tied with: its own frequency less the result itself (1); below 0 for a
   * score only a part of a weighted score made (a weight of 0.6 ties with -0.4).
   */
  readonly tied: Fraction;
  /** NS matchpoints among the results obtained, before Neuberg: 2 beaten + tied (EBU), half that (ACBL). */
  readonly beforeNeuberg: Fraction;
  /** NS matchpoints (after Neuberg when N > n). */
  readonly ns: Fraction;
  /** EW matchpoints: top - NS. */
  readonly ew: Fraction;
  /** NS matchpoints as a percentage of top. */
  readonly percentage: Fraction;
}

/** Matchpoints of every distinct score on a board, with the numbers used to get them. */
export interface MatchpointTable {
  readonly scale: MatchpointScale;
  /** Results obtained: the total frequency. */
  readonly n: Fraction;
  /** Results expected (N); equal to n when none are missing. */
  readonly expected: Fraction;
  /** N / n, the Neuberg factor (1 when nothing is missing). */
  readonly factor: Fraction;
  /** The top: 2(N-1) on the EBU scale, N-1 on ACBL. */
  readonly top: Fraction;
  /** One row per distinct score, ascending by score (reverse it for the usual printed order). */
  readonly rows: readonly MatchpointRow[];
  /** The step matchpoints were rounded to after Neuberg; null when not rounded. */
  readonly round: number | null;
  /** Award tables counted as a tie with every result (0 when none). */
  readonly ties: number;
  readonly distribution: Distribution;
  /** The row of a score on the board (ScoringError "notAvailable" when nobody scored it). */
  row(score: number): MatchpointRow;
}

/** Per-result matchpoints, in the order the scores were given, beside the table they come from. */
export interface MatchpointResult extends MatchpointTable {
  /** NS matchpoints of each input score. */
  readonly matchpoints: readonly Fraction[];
  /** NS percentage of each input score. */
  readonly percentages: readonly Fraction[];
}

/**
 * Neuberg's formula: the matchpoints `mp` earned among `n` results, factored up to `expected`
 * results. EBU: (mp + 1) N/n - 1; ACBL: (mp + 1/2) N/n - 1/2.
 *
 * @example
 * neuberg(8, 5, 6).toNumber(); // 9.8 (Appendix 2 of "Calculation of Weighted Scores": +600)
 * neuberg(4, 5, 6, "ACBL").toNumber(); // 4.9
 */
export function neuberg(
  mp: number | Fraction,
  n: number | Fraction,
  expected: number | Fraction,
  scale: MatchpointScale = "EBU",
): Fraction {
  const m = readNumber(mp, "The matchpoints");
  const got = readNumber(n, "The number of results obtained");
  const want = readNumber(expected, "The number of results expected");
  check(got.sign() > 0, `The number of results obtained must be above 0, not ${got.toNumber()}.`);
  checkExpected(want, got);
  const half = scaleUnit(scale).div(2); // 1 on EBU, 1/2 on ACBL
  return m.add(half).mul(want).div(got).sub(half);
}

/**
 * Matchpoints for every distinct score of a board (a list of NS scores or a frequency table, which
 * may carry weighted frequencies): MP(s) = 2 F(below s) + F(equal to s) - 1 on the EBU scale, half
 * that on ACBL, factored by Neuberg when `expected` is above the number of results.
 * One sorted sweep: O(d) after the table is built, for d distinct scores.
 *
 * @example
 * const t = matchpointTable([600, -100, -100, -200, -300], { expected: 6 });
 * t.row(600).ns.toNumber(); // 9.8
 * t.row(600).adjustedFrequency.toNumber(); // 1.2
 * t.top.toNumber(); // 10
 */
export function matchpointTable(
  board: ArrayLike<number> | Distribution,
  options: MatchpointOptions = {},
): MatchpointTable {
  const scale = readScale(options.scale);
  const dist = toDistribution(board);
  const n = dist.n;
  const expected = dist.expected(options.expected);
  const unit = scaleUnit(scale); // matchpoints per result beaten: 2 EBU, 1 ACBL
  const ties = options.ties ?? 0;
  check(
    Number.isSafeInteger(ties) && ties >= 0,
    `The award tables counted as ties must be a whole number 0 or more, not ${String(ties)}.`,
  );
  const step = options.round ?? 0;
  check(
    typeof step === "number" && Number.isFinite(step) && step >= 0,
    `Matchpoints are rounded to a step above 0 (such as 0.01), not ${String(step)}.`,
  );
  const tieBonus = unit.mul(ties).div(2); // each award table: a tie with every result
  const top = expected.sub(1).add(ties).mul(unit);
  if (top.sign() <= 0) {
    throw new ScoringError(
      "A board with a single result has nobody to be compared with: matchpoints need at least two results (or an expected number of results above 1).",
      "notAvailable",
    );
  }
  const factor = expected.div(n);
  const cum = dist.cumulativeUnits();
  const { units, scores, scale: D, totalUnits } = dist;
  const simple = D === 1 && factor.equals(1); // whole counts, no Neuberg: integer EBU matchpoints
  const rows: MatchpointRow[] = new Array(dist.size);
  for (let i = 0; i < dist.size; i++) {
    const beatsTwice = 2 * cum[i] + units[i]; // in units: 2 F(below) + F(equal)
    // EBU: beatsTwice / D - 1, and with Neuberg (beatsTwice / D) N/n - 1 = beatsTwice N / totalUnits - 1.
    let ebu = simple
      ? Fraction.of(beatsTwice - 1)
      : Fraction.of(beatsTwice).mul(expected).div(totalUnits).sub(1);
    let raw = simple ? ebu : Fraction.of(beatsTwice, D).sub(1); // 2 beaten + tied
    if (scale === "ACBL") {
      ebu = ebu.div(2);
      raw = raw.div(2);
    }
    if (ties > 0) ebu = ebu.add(tieBonus);
    if (step > 0) ebu = roundToStep(ebu, step, "halfAwayFromZero");
    const frequency = Fraction.of(units[i], D);
    rows[i] = {
      score: scores[i],
      frequency,
      adjustedFrequency: factor.equals(1) ? frequency : frequency.mul(factor),
      beaten: Fraction.of(cum[i], D),
      tied: frequency.sub(1),
      beforeNeuberg: raw,
      ns: ebu,
      ew: top.sub(ebu),
      percentage: ebu.mul(100).div(top),
    };
  }
  return {
    scale,
    n,
    expected,
    factor,
    top,
    rows,
    round: step > 0 ? step : null,
    ties,
    distribution: dist,
    row: (score: number): MatchpointRow => rows[dist.scoredIndex(score)],
  };
}

/**
 * Matchpoints and percentages of each result on a board, in the order given, with the frequency
 * table they come from. Results are exact Fractions: convert with `toNumber()` for display.
 *
 * @example
 * const r = matchpoints([600, 150, -100, -100, -200, -300]);
 * r.matchpoints.map((m) => m.toNumber()); // [10, 8, 5, 5, 2, 0]
 * r.percentages[0].toNumber(); // 100
 * matchpoints([600, 150, -100, -100], { scale: "ACBL" }).matchpoints[2].toNumber(); // 0.5
 */
export function matchpoints(scores: ArrayLike<number>, options: MatchpointOptions = {}): MatchpointResult {
  check(
    !(scores instanceof Distribution),
    "Give matchpoints() the list of scores; use matchpointTable() for a table.",
  );
  const table = matchpointTable(scores, options);
  const index = table.distribution.indicesOf(scores);
  const mps: Fraction[] = new Array(index.length);
  const pcts: Fraction[] = new Array(index.length);
  for (let i = 0; i < index.length; i++) {
    const row = table.rows[index[i]];
    mps[i] = row.ns;
    pcts[i] = row.percentage;
  }
  return { ...table, matchpoints: mps, percentages: pcts };
}

/**
 * NS matchpoints of each result on a board, in the order given, as plain numbers: the same
 * matchpoints as {@link matchpoints} (each distinct score's exact matchpoints after Neuberg and
 * rounding, `toNumber()`ed once), without a Fraction per result, for boards of a million results.
 *
 * @example
 * Array.from(matchpointNumbers([600, 150, -100, -100, -200, -300])); // [10, 8, 5, 5, 2, 0]
 * matchpointNumbers([600, -100, -100, -200, -300], { expected: 6 })[0]; // 9.8
 */
export function matchpointNumbers(scores: ArrayLike<number>, options: MatchpointOptions = {}): Float64Array {
  check(
    !(scores instanceof Distribution),
    "Give matchpointNumbers() the list of scores; use matchpointTable() for a table.",
  );
  const table = matchpointTable(scores, options);
  const perScore = Float64Array.from(table.rows, (row) => row.ns.toNumber());
  return table.distribution.spread(perScore, scores);
}

function scaleUnit(scale: MatchpointScale): Fraction {
  return scale === "ACBL" ? Fraction.ONE : Fraction.of(2);
}

function readScale(scale: MatchpointScale | undefined): MatchpointScale {
  if (scale === undefined || scale === null) return "EBU";
  return parseMatchpointScale(scale);
}

function readNumber(x: number | Fraction, what: string): Fraction {
  if (x instanceof Fraction) return x;
  if (typeof x !== "number" || !Number.isFinite(x))
    throw new ScoringError(`${what} must be a number, not ${String(x)}.`);
  return Fraction.fromNumber(x);
}
