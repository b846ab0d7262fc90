import { Fraction } from "./fraction";
import { check, quote, ScoringError } from "../base/errors";

/**
 * One line of a frequency table: an NS score and how often it was scored. A plain result counts 1;
 * a component of a weighted score (Law 12C1(c)) counts its weight, such as 3/10.
 */
export interface FrequencyEntry {
  readonly score: number;
  /** A positive number (read exactly: 0.3 is 3/10) or a Fraction. */
  readonly frequency: number | Fraction;
}

/** A score with its frequency, for workings shown to a director. */
export interface FrequencyRow {
  readonly score: number;
  readonly frequency: Fraction;
}

// Every count the scoring methods make is at most (total units) x 2 x 25, so keeping the total below
// 2^53 / 64 keeps all of them exact in doubles.
const MAX_TOTAL_UNITS = Math.floor(Number.MAX_SAFE_INTEGER / 64);

// The widest spread of whole scores counted one slot per value (8 MB of counters): bridge scores
// span about 15,000, so any real board is counted; wider boards are sorted.
const MAX_COUNTING_SPREAD = 1 << 20;

/**
 * The frequency table of the NS scores on one board: the distinct scores in ascending order, each
 * with its frequency.
 *
 * Frequencies are stored as whole numbers of "units" over one common denominator `scale`, so
 * every count the scoring methods make stays an exact integer in a double: a plain board has
 * `scale` 1 and the units are the counts; a board with weighted components of 3/10 and 2/5 has
 * `scale` 10, and +1430 scored twice plus a 3/10 component is 23 units (2.3). Exact values are
 * handed out as Fractions.
 *
 * @example
 * const t = Distribution.fromScores([680, -100, 680, 680]);
 * Array.from(t.scores); // [-100, 680]
 * t.frequency(1).toString(); // "3"
 * t.n.toString(); // "4"
 */
export class Distribution {
  /** The distinct scores, ascending. */
  readonly scores: Float64Array;
  /** Each score's frequency times `scale` (whole numbers). */
  readonly units: Float64Array;
  /** The common denominator of the frequencies: 1 when every frequency is whole. */
  readonly scale: number;
  /** The sum of `units`: the total frequency n times `scale`. */
  readonly totalUnits: number;
  private cumulative: Float64Array | undefined;
  private slots: Int32Array | undefined;

  private constructor(scores: Float64Array, units: Float64Array, scale: number) {
    this.scores = scores;
    this.units = units;
    this.scale = scale;
    let total = 0;
    for (let i = 0; i < units.length; i++) total += units[i];
    this.totalUnits = total;
  }

  /**
   * The frequency table of plain results (each scores once). Bridge scores are whole numbers
   * within a few thousand of each other, so they are counted straight into one slot per possible
   * score (a counting sort, O(n + spread)); other scores (fractions, a spread too wide to give a
   * slot to every value) are sorted and their runs counted. Either way a million results take a
   * few milliseconds to tens of milliseconds, and the table is the same.
   *
   * @example
   * Distribution.fromScores([600, 150, -100, -100]).rows().map((r) => `${r.score}x${r.frequency}`);
   * // ["-100x2", "150x1", "600x1"]
   */
  static fromScores(scores: ArrayLike<number>): Distribution {
    check(scores != null && typeof scores.length === "number", "The scores must be a list of numbers.");
    const len = scores.length;
    check(len > 0, "There are no scores on this board: give at least one NS score.");
    check(len <= MAX_TOTAL_UNITS, `A board of ${len} results is too large to score exactly.`);
    let lo = Infinity;
    let hi = -Infinity;
    let whole = true;
    for (let i = 0; i < len; i++) {
      const x = scores[i];
      if (typeof x !== "number" || !Number.isFinite(x)) throw notAScore(x, i);
      if (x < lo) lo = x;
      if (x > hi) hi = x;
      if (whole && !Number.isInteger(x)) whole = false;
    }
    if (whole && countingFits(hi - lo + 1, len)) return Distribution.byCounting(scores, lo + 0, hi);
    return Distribution.bySorting(scores);
  }

  /** fromScores for whole scores from `lo` to `hi`: one counter per score in between. */
  private static byCounting(scores: ArrayLike<number>, lo: number, hi: number): Distribution {
    const slots = new Float64Array(hi - lo + 1);
    const len = scores.length;
    for (let i = 0; i < len; i++) slots[scores[i] - lo]++;
    let distinct = 0;
    for (let k = 0; k < slots.length; k++) if (slots[k] > 0) distinct++;
    const values = new Float64Array(distinct);
    const counts = new Float64Array(distinct);
    let j = 0;
    for (let k = 0; k < slots.length; k++) {
      if (slots[k] === 0) continue;
      values[j] = lo + k;
      counts[j] = slots[k];
      j++;
    }
    return new Distribution(values, counts, 1);
  }

  /** fromScores for any finite scores (already checked): sort a copy and count its runs. */
  private static bySorting(scores: ArrayLike<number>): Distribution {
    const len = scores.length;
    const sorted = new Float64Array(len);
    for (let i = 0; i < len; i++) sorted[i] = scores[i] + 0; // + 0 turns -0 into 0
    sorted.sort();
    let distinct = 1;
    for (let i = 1; i < len; i++) if (sorted[i] !== sorted[i - 1]) distinct++;
    const values = new Float64Array(distinct);
    const counts = new Float64Array(distinct);
    let j = 0;
    values[0] = sorted[0];
    counts[0] = 1;
    for (let i = 1; i < len; i++) {
      if (sorted[i] === values[j]) counts[j]++;
      else {
        j++;
        values[j] = sorted[i];
        counts[j] = 1;
      }
    }
    return new Distribution(values, counts, 1);
  }

  /**
   * The frequency table of scores that each carry a frequency: whole counts, or the weights of a
   * weighted score (Law 12C1(c)). Entries with the same score add up; a component nobody else
   * scored becomes a score of its own with its fractional frequency (Appendix 1 of "Calculation of
   * Weighted Scores").
   *
   * @example
   * const t = Distribution.fromEntries([
   *   { score: 1430, frequency: 2 }, { score: 1430, frequency: 0.3 }, { score: 620, frequency: 0.2 },
   * ]);
   * t.rows().map((r) => `${r.score}x${r.frequency}`); // ["620x1/5", "1430x23/10"]
   */
  static fromEntries(entries: readonly FrequencyEntry[]): Distribution {
    check(Array.isArray(entries), "The frequency table must be a list of scores with frequencies.");
    check(entries.length > 0, "There are no scores on this board: give at least one NS score.");
    const read = entries.map((e, i) => {
      check(e != null && typeof e === "object", `Entry ${i + 1} of the frequency table is not a score.`);
      if (typeof e.score !== "number" || !Number.isFinite(e.score)) throw notAScore(e.score, i);
      const f = readFrequency(e.frequency, i);
      return { score: e.score + 0, f };
    });
    read.sort((a, b) => a.score - b.score);
    let scale = 1n;
    // Stops as soon as the denominator is too large: with thousands of unrelated denominators the
    // full one would have thousands of digits, and it is refused all the same.
    for (const { f } of read) {
      scale = lcm(scale, f.d);
      if (scale > BigInt(MAX_TOTAL_UNITS)) break;
    }
    check(
      scale <= BigInt(MAX_TOTAL_UNITS),
      `These frequencies need a common denominator of ${scale}, too fine to count exactly: use weights with fewer decimal places.`,
    );
    const values: number[] = [];
    const units: bigint[] = [];
    let total = 0n;
    for (const { score, f } of read) {
      const u = (f.n * scale) / f.d;
      total += u;
      if (values.length > 0 && values[values.length - 1] === score) units[units.length - 1] += u;
      else {
        values.push(score);
        units.push(u);
      }
    }
    check(
      total <= BigInt(MAX_TOTAL_UNITS),
      `These frequencies (total ${Fraction.of(total, scale).toNumber()} over a common denominator of ${scale}) are too fine to count exactly: use weights with fewer decimal places.`,
    );
    // By a loop: Float64Array.from with a function to map is slow, and every board comes here.
    const counts = new Float64Array(units.length);
    for (let i = 0; i < units.length; i++) counts[i] = Number(units[i]);
    return new Distribution(Float64Array.from(values), counts, Number(scale));
  }

  /** The number of distinct scores. */
  get size(): number {
    return this.scores.length;
  }

  /** The total frequency: the number of results on the board (a weighted table counts 1). */
  get n(): Fraction {
    return Fraction.of(this.totalUnits, this.scale);
  }

  /** True when every frequency is a whole number. */
  get isWhole(): boolean {
    return this.scale === 1;
  }

  /** The frequency of the i-th distinct score (ascending order). */
  frequency(i: number): Fraction {
    check(Number.isInteger(i) && i >= 0 && i < this.size, `There is no score number ${i} in this table.`);
    return Fraction.of(this.units[i], this.scale);
  }

  /** All frequencies, in the order of `scores`. */
  frequencies(): Fraction[] {
    return Array.from(this.units, (u) => Fraction.of(u, this.scale));
  }

  /** The table as rows of score and frequency, ascending by score. */
  rows(): FrequencyRow[] {
    return Array.from(this.scores, (score, i) => ({
      score,
      frequency: Fraction.of(this.units[i], this.scale),
    }));
  }

  /**
   * `c[i]` is the units of all scores below `scores[i]`; `c[size]` is `totalUnits`. Computed once.
   */
  cumulativeUnits(): Float64Array {
    if (!this.cumulative) {
      const c = new Float64Array(this.size + 1);
      for (let i = 0; i < this.size; i++) c[i + 1] = c[i] + this.units[i];
      this.cumulative = c;
    }
    return this.cumulative;
  }

  /**
   * Where `score` stands in `scores` (binary search), or -1 when nobody scored it.
   *
   * @example
   * Distribution.fromScores([420, -50, 420]).indexOf(420); // 1
   */
  indexOf(score: number): number {
    const v = this.scores;
    let lo = 0;
    let hi = v.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (v[mid] < score) lo = mid + 1;
      else hi = mid;
    }
    return lo < v.length && v[lo] === score ? lo : -1;
  }

  /**
   * Where `score` stands in `scores`, for a caller asked about one score: a ScoringError of kind
   * "notAvailable" (Excel's #N/A) when nobody scored it.
   *
   * @example
   * Distribution.fromScores([420, -50, 420]).scoredIndex(420); // 1
   * Distribution.fromScores([420, -50, 420]).scoredIndex(100); // throws "Nobody scored 100 on this board."
   */
  scoredIndex(score: number): number {
    const k = this.indexOf(score);
    if (k < 0) throw new ScoringError(`Nobody scored ${score} on this board.`, "notAvailable");
    return k;
  }

  /**
   * N, the number of results expected on this board: `expected` when given (a whole number, no
   * fewer than the results on it), else n. Neuberg's formula and the cross-IMP factor use N / n.
   *
   * @example
   * Distribution.fromScores([420, -50]).expected(3).toNumber(); // 3
   * Distribution.fromScores([420, -50]).expected().toNumber(); // 2
   */
  expected(expected?: number | null): Fraction {
    if (expected === undefined || expected === null) return this.n;
    check(
      typeof expected === "number" && Number.isSafeInteger(expected),
      `The number of results expected must be a whole number, not ${String(expected)}.`,
    );
    const want = Fraction.of(expected);
    checkExpected(want, this.n);
    return want;
  }

  /**
   * The index in `scores` of each of `list` (for turning per-score results back into per-input
   * results). Every one must be in the table.
   *
   * @example
   * Array.from(Distribution.fromScores([420, -50, 420]).indicesOf([420, -50, 420])); // [1, 0, 1]
   */
  indicesOf(list: ArrayLike<number>): Int32Array {
    const out = new Int32Array(list.length);
    const slots = this.slotTable(list.length);
    if (slots) {
      // Whole scores: each score's place is read from its slot, score - lowest score.
      const lo = this.scores[0];
      for (let i = 0; i < list.length; i++) {
        const k = list[i] - lo;
        const at = k >= 0 && k < slots.length && Number.isInteger(k) ? slots[k] : -1;
        if (at < 0) throw notInTable(list[i]);
        out[i] = at;
      }
      return out;
    }
    for (let i = 0; i < list.length; i++) {
      const k = this.indexOf(list[i]);
      if (k < 0) throw notInTable(list[i]);
      out[i] = k;
    }
    return out;
  }

  /**
   * For a table of whole scores, the place in `scores` of every whole number from the lowest
   * score to the highest (-1 where nobody scored it), for looking up `lookups` scores at once;
   * undefined when the scores are not whole, or too spread out for so few look-ups to pay.
   * Built once.
   */
  private slotTable(lookups: number): Int32Array | undefined {
    if (this.slots) return this.slots;
    const v = this.scores;
    const spread = v[v.length - 1] - v[0] + 1;
    if (lookups < 64 || !countingFits(spread, lookups)) return undefined;
    for (let i = 0; i < v.length; i++) if (!Number.isInteger(v[i])) return undefined;
    const slots = new Int32Array(spread).fill(-1);
    for (let i = 0; i < v.length; i++) slots[v[i] - v[0]] = i;
    this.slots = slots;
    return slots;
  }

  /**
   * `perScore[i]` is a number for the i-th distinct score; this gives it to every score of `list`
   * (each must be in the table), in the order of `list`: how a per-score result becomes the
   * per-result column.
   *
   * @example
   * const t = Distribution.fromScores([420, -50, 420]);
   * Array.from(t.spread(Float64Array.of(-1, 1), [420, -50, 420])); // [1, -1, 1]
   */
  spread(perScore: ArrayLike<number>, list: ArrayLike<number>): Float64Array {
    check(perScore.length === this.size, `Give one number for each of the ${this.size} scores.`);
    const index = this.indicesOf(list);
    const out = new Float64Array(index.length);
    for (let i = 0; i < index.length; i++) out[i] = perScore[index[i]];
    return out;
  }
}

/**
 * The frequency table of a board given either as a list of NS scores or as a table already built.
 *
 * @example
 * toDistribution([420, -50, 420]).n.toNumber(); // 3
 */
export function toDistribution(board: ArrayLike<number> | Distribution): Distribution {
  return board instanceof Distribution ? board : Distribution.fromScores(board);
}

/**
 * Checks that `expected` results (N) are no fewer than the `n` obtained.
 *
 * @example
 * checkExpected(Fraction.of(6), Fraction.of(5)); // passes
 * checkExpected(Fraction.of(4), Fraction.of(5)); // throws "4 results were expected but 5 were scored: ..."
 */
export function checkExpected(expected: Fraction, n: Fraction): void {
  check(
    expected.cmp(n) >= 0,
    `${expected.toNumber()} results were expected but ${n.toNumber()} were scored: the number expected cannot be fewer than the results on the board.`,
  );
}

/**
 * Whether whole scores spread over `spread` consecutive values are worth one slot each for `n`
 * results (or look-ups): up to a million slots, and at most 8 a result, about where counting
 * overtakes sorting; a board of 20 results from -2000 to +2000 is quicker sorted.
 */
function countingFits(spread: number, n: number): boolean {
  return spread <= MAX_COUNTING_SPREAD && spread <= 8 * n;
}

function notInTable(score: number): ScoringError {
  return new ScoringError(`The score ${score} is not in this frequency table.`, "notAvailable");
}

function notAScore(x: unknown, i: number): ScoringError {
  return new ScoringError(
    `Score ${i + 1} is ${quote(x)}, not a number: every result must be an NS score in points.`,
  );
}

function readFrequency(f: unknown, i: number): Fraction {
  let x: Fraction;
  if (f instanceof Fraction) x = f;
  else if (typeof f === "number" && Number.isFinite(f)) x = Fraction.fromNumber(f);
  else throw new ScoringError(`The frequency of entry ${i + 1} is ${String(f)}, not a number.`);
  check(x.sign() > 0, `The frequency of entry ${i + 1} is ${x.toNumber()}: a frequency must be above 0.`);
  return x;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}
