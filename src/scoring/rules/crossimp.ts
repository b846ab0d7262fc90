import { Fraction } from "./fraction";
import { check, quote, ScoringError } from "../base/errors";
import { Distribution, toDistribution } from "./frequency-table";
import { imp, impTableOf, type ImpScaleChoice } from "./imp";
import { Award, awardImps } from "./awards";
import { readNumberCell } from "../base/cells";

/**
 * What a cross-IMP total is divided by:
 * - `"comparisons"` (default): the number of other results, n - 1 (N - 1 when N were expected);
 * - `"scores"`: the number of results, n (N);
 * - `"total"`: nothing, the total is reported as it is (after factoring by N/n);
 * - a positive number: used as given, after factoring.
 */
export type CrossImpDivisor = CrossImpDivisorWord | number;

/** The divisors named by a word: every {@link CrossImpDivisor} but a number. */
export type CrossImpDivisorWord = "comparisons" | "scores" | "total";

/** The divisor words, the default first. */
export const CROSS_IMP_DIVISOR_WORDS: readonly CrossImpDivisorWord[] = ["comparisons", "scores", "total"];

/**
 * Reads a divisor as typed: one of the words (case-insensitive) or a positive number, given as a
 * number or as text read as a cell's number is (readNumberCell: "2.5", ".5", but not "1e3").
 *
 * @example
 * parseCrossImpDivisor("Scores"); // "scores"
 * parseCrossImpDivisor(4); // 4
 * parseCrossImpDivisor(" 4 "); // 4
 */
export function parseCrossImpDivisor(value: unknown): CrossImpDivisor {
  if (typeof value === "number") {
    check(
      Number.isFinite(value) && value > 0,
      `A cross-IMP divisor given as a number must be above 0, not ${value}.`,
    );
    return value;
  }
  if (typeof value === "string") {
    const v = value.trim().toLowerCase();
    const word = CROSS_IMP_DIVISOR_WORDS.find((w) => w === v);
    if (word !== undefined) return word;
    const n = readNumberCell(value);
    if (n !== null) return parseCrossImpDivisor(n);
  }
  const shown = typeof value === "string" ? quote(value) : String(value);
  throw new ScoringError(
    `Unknown cross-IMP divisor ${shown}: use one of ${CROSS_IMP_DIVISOR_WORDS.join(", ")} or a positive number.`,
  );
}

export interface CrossImpOptions {
  /** Default "comparisons". */
  readonly divisor?: CrossImpDivisor | string;
  /** Results expected (N >= n): totals are factored by N/n before dividing. Default n. */
  readonly expected?: number;
  /** IMP scale, default WBF: a name, or a scale itself (a director's own, or a capped one). */
  readonly table?: ImpScaleChoice;
  /**
   * List every comparison (difference and IMPs) in each row, for a director to check. Only for
   * boards of up to {@link MAX_DETAILED_SCORES} different scores.
   */
  readonly details?: boolean;
}

/** The most distinct scores for which `details` lists each comparison. */
export const MAX_DETAILED_SCORES = 1000;

/** One comparison in the workings: this score against another score on the board. */
export interface CrossImpComparison {
  readonly against: number;
  /** How many results scored `against` (fractional where a weighted score adds to it). */
  readonly frequency: Fraction;
  /** This score minus `against`. */
  readonly difference: number;
  /** IMPs for that difference. */
  readonly imps: number;
}

/** The cross-IMPs of one distinct score. */
export interface CrossImpRow {
  readonly score: number;
  readonly frequency: Fraction;
  /** Sum over the other results r of IMP(score - r) (each weighted by its frequency). */
  readonly total: Fraction;
  /** total x N/n. */
  readonly factored: Fraction;
  /** factored / divisor: the score a pair gets. */
  readonly result: Fraction;
  /** Each comparison with another score (scores equal to this one add 0 and are not listed). */
  readonly comparisons?: readonly CrossImpComparison[];
}

/** Cross-IMPs of every distinct score on a board, with how they were divided. */
export interface CrossImpTable {
  readonly divisor: CrossImpDivisor;
  readonly table: ImpScaleChoice;
  /** Results obtained (total frequency). */
  readonly n: Fraction;
  /** Results expected, N (n when nothing is missing). */
  readonly expected: Fraction;
  /** N / n. */
  readonly factor: Fraction;
  /** Comparisons each result made: n - 1. */
  readonly comparisons: Fraction;
  /** What the factored totals were divided by (1 for "total"). */
  readonly divisorUsed: Fraction;
  /** One row per distinct score, ascending. */
  readonly rows: readonly CrossImpRow[];
  readonly distribution: Distribution;
  /** The row of a score on the board (ScoringError "notAvailable" when nobody scored it). */
  row(score: number): CrossImpRow;
}

/** Cross-IMPs of each result, in the order given, beside the table they come from. */
export interface CrossImpResult extends CrossImpTable {
  /** Raw totals per input score. */
  readonly totals: readonly Fraction[];
  /** Factored and divided results per input score. */
  readonly results: readonly Fraction[];
}

/**
 * The raw cross-IMP total of every distinct score, in frequency units (divide by `dist.scale`).
 *
 * Instead of comparing every pair of results, it counts, for each IMP band's lower bound b, the
 * frequency of results at least b below the score (each adds an IMP) minus the frequency at least b
 * above it (each takes one away): two pointers per bound moving up the sorted scores, so
 * O(24 d) for d distinct scores. The differences are the same subtractions `imp()` sees.
 */
function crossImpUnits(dist: Distribution, bounds: readonly number[]): Float64Array {
  const v = dist.scores;
  const cum = dist.cumulativeUnits();
  const d = v.length;
  const all = dist.totalUnits;
  const tot = new Float64Array(d);
  for (const b of bounds) {
    let below = 0; // scores v[0..below) are at least b below v[i]
    let above = 0; // scores v[above..d) are at least b above v[i]
    for (let i = 0; i < d; i++) {
      const s = v[i];
      while (below < d && s - v[below] >= b) below++;
      while (above < d && v[above] - s < b) above++;
      tot[i] += cum[below] - (all - cum[above]);
    }
  }
  return tot;
}

/**
 * Cross-IMPs (Calcutta) for every distinct score of a board given as NS scores or as a frequency
 * table (which may carry weighted frequencies): each score is IMPed against every other result,
 * the total is factored by N/n when results are missing, then divided as `divisor` says.
 *
 * @example
 * const t = crossImpTable([680, -100, 680, 680], { divisor: "scores" });
 * t.row(680).total.toNumber(); // 13
 * t.row(680).result.toNumber(); // 3.25
 * t.row(-100).result.toNumber(); // -9.75
 */
export function crossImpTable(
  board: ArrayLike<number> | Distribution,
  options: CrossImpOptions = {},
): CrossImpTable {
  const divisor =
    options.divisor === undefined || options.divisor === null
      ? "comparisons"
      : parseCrossImpDivisor(options.divisor);
  const tableName = options.table ?? "WBF";
  const imps = impTableOf(tableName);
  const dist = toDistribution(board);
  const n = dist.n;
  const expected = dist.expected(options.expected);
  const factor = expected.div(n);
  let divisorUsed: Fraction;
  if (divisor === "comparisons") {
    if (n.cmp(1) <= 0) {
      throw new ScoringError(
        "A board with a single result has nothing to compare it with: cross-IMPs divided by the number of comparisons need at least two results.",
        "notAvailable",
      );
    }
    divisorUsed = expected.sub(1);
  } else if (divisor === "scores") divisorUsed = expected;
  else if (divisor === "total") divisorUsed = Fraction.ONE;
  else divisorUsed = Fraction.fromNumber(divisor);

  const details = options.details === true;
  check(
    !details || dist.size <= MAX_DETAILED_SCORES,
    `Comparison details are listed for boards of up to ${MAX_DETAILED_SCORES} different scores; this board has ${dist.size}.`,
  );
  const units = crossImpUnits(dist, imps.lowerBounds);
  const rows: CrossImpRow[] = new Array(dist.size);
  const plain = factor.equals(1) && divisorUsed.equals(1);
  for (let i = 0; i < dist.size; i++) {
    const total = Fraction.of(units[i], dist.scale);
    const factored = factor.equals(1) ? total : total.mul(factor);
    const row: CrossImpRow = {
      score: dist.scores[i],
      frequency: Fraction.of(dist.units[i], dist.scale),
      total,
      factored,
      result: plain ? factored : factored.div(divisorUsed),
    };
    rows[i] = details ? { ...row, comparisons: comparisonsOf(dist, i, tableName) } : row;
  }
  return {
    divisor,
    table: tableName,
    n,
    expected,
    factor,
    comparisons: n.sub(1),
    divisorUsed,
    rows,
    distribution: dist,
    row: (score: number): CrossImpRow => rows[dist.scoredIndex(score)],
  };
}

function comparisonsOf(dist: Distribution, i: number, table: ImpScaleChoice): CrossImpComparison[] {
  const s = dist.scores[i];
  const out: CrossImpComparison[] = [];
  for (let j = 0; j < dist.size; j++) {
    if (j === i) continue;
    const difference = s - dist.scores[j];
    out.push({
      against: dist.scores[j],
      frequency: Fraction.of(dist.units[j], dist.scale),
      difference,
      imps: imp(difference, table),
    });
  }
  return out;
}

/**
 * Cross-IMPs of each result on a board, in the order given: the raw totals and the results after
 * factoring and dividing, with the table and divisor used. Exact Fractions; `toNumber()` to show.
 *
 * @example
 * const r = crossImps([620, -100, -100, -300, 650]);
 * r.totals[0].toNumber(); // 37 (the "Bridge scoring" encyclopaedia article: 12 + 12 + 14 - 1)
 * r.results[0].toNumber(); // 9.25 (divided by 4 comparisons)
 */
export function crossImps(scores: ArrayLike<number>, options: CrossImpOptions = {}): CrossImpResult {
  check(
    !(scores instanceof Distribution),
    "Give crossImps() the list of scores; use crossImpTable() for a table.",
  );
  const t = crossImpTable(scores, options);
  const index = t.distribution.indicesOf(scores);
  const totals: Fraction[] = new Array(index.length);
  const results: Fraction[] = new Array(index.length);
  for (let i = 0; i < index.length; i++) {
    const row = t.rows[index[i]];
    totals[i] = row.total;
    results[i] = row.result;
  }
  return { ...t, totals, results };
}

/**
 * Cross-IMPs of each result on a board, in the order given, as plain numbers: the same results as
 * {@link crossImps} (each distinct score's exact result, `toNumber()`ed once), without a Fraction
 * per result, for boards of a million results.
 *
 * @example
 * Array.from(crossImpNumbers([620, -100, -100, -300, 650])); // [9.25, -5, -5, -9.5, 10.25]
 */
export function crossImpNumbers(scores: ArrayLike<number>, options: CrossImpOptions = {}): Float64Array {
  check(
    !(scores instanceof Distribution),
    "Give crossImpNumbers() the list of scores; use crossImpTable() for a table.",
  );
  const t = crossImpTable(scores, options);
  const perScore = Float64Array.from(t.rows, (row) => row.result.toNumber());
  return t.distribution.spread(perScore, scores);
}

/** The cross-IMPs of an artificial award: its raw total, and that total divided as the board's are. */
export interface AwardCrossImps {
  /** The award's IMPs for each comparison a result would have made: IMPs x (N - 1). */
  readonly total: Fraction;
  /** total / the board's divisor: what the table scores. */
  readonly result: Fraction;
}

/**
 * The cross-IMPs of an artificial award on a board scored as `table`: the award's IMPs (A+ +3,
 * A= 0, A- -3) for each of the N - 1 comparisons a table would have made, a total divided like
 * every other total. Not factored by N/n: the award stands for comparisons with all N - 1 other
 * tables already. With the default divisor (comparisons, N - 1) A+ is +3.
 *
 * @example
 * const t = crossImpTable([620, -100, 650], { expected: 4 }); // N - 1 = 3 comparisons
 * awardCrossImps({ kind: "average", level: "A+" }, t).total.toNumber(); // 9 (3 x 3)
 * awardCrossImps({ kind: "average", level: "A+" }, t).result.toNumber(); // 3 (9 / 3)
 */
export function awardCrossImps(award: Award, table: CrossImpTable, plus: number = 3): AwardCrossImps {
  const total = table.expected.sub(1).mul(awardImps(award, plus));
  return { total, result: total.div(table.divisorUsed) };
}
