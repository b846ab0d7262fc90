import { Fraction } from "./fraction";
import { check, ScoringError } from "../base/errors";
import { Distribution, FrequencyRow, toDistribution } from "./frequency-table";
import { imp, impTableOf, type ImpScaleChoice } from "./imp";
import { parseRoundingMode, roundToStep, RoundingMode } from "./rounding";

/** How the datum is found from the scores that remain after trimming. */
export type DatumMethod = "mean" | "median";

export const DATUM_METHODS: readonly DatumMethod[] = ["mean", "median"];

/**
 * Trims that depend on the number of results n, as scoring programs word them:
 * - `"one"`: one score from each end (when at least 3 results, so that one remains);
 * - `"tenth"`: ceil(n / 10) from each end when n > 5, none otherwise;
 * - `"fifteenth"`: ceil((n - 10) / 15) + 1 from each end.
 * Whatever the rule gives, at least one result is kept: k is at most floor((n - 1) / 2).
 */
export type TrimRule = "one" | "tenth" | "fifteenth";

export const TRIM_RULES: readonly TrimRule[] = ["one", "tenth", "fifteenth"];

/** A trim: a count or a share of the results (see {@link isTrim}), or a rule by n. */
export type Trim = number | TrimRule;

/**
 * The scores a trim rule drops from each end of a board of `n` results.
 *
 * @example
 * trimRuleCount("tenth", 20); // 2 (ceil(2))
 * trimRuleCount("tenth", 21); // 3 (ceil(2.1))
 * trimRuleCount("tenth", 5); // 0 (only when n > 5)
 * trimRuleCount("fifteenth", 26); // 3 (ceil(16 / 15) + 1)
 * trimRuleCount("one", 2); // 0 (one from each end would leave none)
 */
export function trimRuleCount(rule: TrimRule, n: number | Fraction): number {
  const count = n instanceof Fraction ? n : Fraction.fromNumber(n);
  const ceil = (x: Fraction): number => Number(x.floor()) + (x.isInteger() ? 0 : 1);
  let k: number;
  if (rule === "one") k = 1;
  else if (rule === "tenth") k = count.cmp(5) > 0 ? ceil(count.div(10)) : 0;
  else if (rule === "fifteenth") k = ceil(count.sub(10).div(15)) + 1;
  else throw new ScoringError(`Unknown trim rule "${String(rule)}": use one of ${TRIM_RULES.join(", ")}.`);
  const most = Number(count.sub(1).div(2).floor()); // keep at least one result
  return Math.max(0, Math.min(k, most));
}

export interface ButlerOptions {
  /**
   * Scores dropped from each end before averaging: 0 (default) drops none; a whole number k >= 1
   * drops k from each end; a fraction 0 < p < 0.5 drops k = round(p x n) from each end (0.1 keeps
   * the middle 80%); a rule by n ({@link TrimRule}) drops what it gives. With fractional
   * frequencies, k units of frequency go from each end.
   */
  readonly trim?: Trim;
  /** The datum is rounded to a multiple of this (default 10); 0 leaves it unrounded. */
  readonly roundTo?: number;
  /** Default "halfAwayFromZero" (485 -> 490, as Excel's ROUND); "halfEven" as ACBLscore; "none". */
  readonly rounding?: RoundingMode;
  /** "mean" (default) or "median". */
  readonly method?: DatumMethod;
}

/** The datum with every step a director checks, in the order they are done. */
export interface ButlerDatum {
  /** 1. The scores, ascending, with their frequencies. */
  readonly rows: readonly FrequencyRow[];
  /** 2. How much frequency was dropped from each end (k). */
  readonly trimmedPerEnd: Fraction;
  /** 2. What was dropped from the bottom, lowest first, and how much of each. */
  readonly droppedLow: readonly FrequencyRow[];
  /** 2. What was dropped from the top, highest first, and how much of each. */
  readonly droppedHigh: readonly FrequencyRow[];
  /** 2. What remains, ascending. */
  readonly kept: readonly FrequencyRow[];
  /** 3. The sum of the remaining scores (each times its frequency). */
  readonly sum: Fraction;
  /** 4. Their number (total frequency). */
  readonly count: Fraction;
  /** 5. sum / count, unrounded. */
  readonly mean: Fraction;
  /** 5. The median of what remains (only for the median method). */
  readonly median?: Fraction;
  readonly method: DatumMethod;
  /** 5. The value rounded to make the datum: the mean, or the median. */
  readonly unrounded: Fraction;
  readonly roundTo: number;
  readonly rounding: RoundingMode;
  /** 6. The datum each score is IMPed against. */
  readonly datum: Fraction;
  readonly distribution: Distribution;
}

/**
 * The Butler datum of a board given as NS scores or as a frequency table (weighted frequencies
 * allowed: the datum is then the frequency-weighted mean), with its workings.
 *
 * The median of an even number of scores is the mean of the two middle ones. With frequencies,
 * the median is the score at which the running frequency (ascending) reaches half the total; when
 * it lands exactly on half at a score, the median is half-way between that score and the next,
 * which is the same rule for whole frequencies.
 *
 * @example
 * butlerDatum([680, -100, 680, 680]).datum.toNumber(); // 490 (1940 / 4 = 485, rounded away from 0)
 * butlerDatum([680, -100, 680, 680], { rounding: "halfEven" }).datum.toNumber(); // 480
 * butlerDatum([680, -100, 680, 680], { trim: 1 }).mean.toNumber(); // 680
 * butlerDatum([620, 650, 100, 680], { method: "median" }).datum.toNumber(); // 640 (635 rounded)
 */
export function butlerDatum(
  board: ArrayLike<number> | Distribution,
  options: ButlerOptions = {},
): ButlerDatum {
  const method = readMethod(options.method);
  const rounding =
    options.rounding === undefined || options.rounding === null
      ? "halfAwayFromZero"
      : parseRoundingMode(options.rounding);
  const roundTo = options.roundTo === undefined || options.roundTo === null ? 10 : options.roundTo;
  check(
    typeof roundTo === "number" && Number.isFinite(roundTo) && roundTo >= 0,
    `The datum is rounded to a multiple of a number 0 or above (10 by default; 0 for no rounding), not ${String(roundTo)}.`,
  );
  const dist = toDistribution(board);
  const D = dist.scale;
  const n = dist.n;
  const k = trimCount(options.trim, n);
  const kUnits = Number(k.n) * D; // k is whole
  const remainingUnits = dist.totalUnits - 2 * kUnits;
  check(
    remainingUnits > 0,
    `Dropping ${k} score${k.equals(1) ? "" : "s"} from each end of ${n.toNumber()} leaves none to average: trim less (at least one score must remain).`,
  );

  // Drop k units of frequency from each end.
  const keep = Float64Array.from(dist.units);
  const droppedLow: FrequencyRow[] = [];
  const droppedHigh: FrequencyRow[] = [];
  let left = kUnits;
  for (let i = 0; left > 0; i++) {
    const take = Math.min(keep[i], left);
    keep[i] -= take;
    left -= take;
    droppedLow.push({ score: dist.scores[i], frequency: Fraction.of(take, D) });
  }
  left = kUnits;
  for (let i = dist.size - 1; left > 0; i--) {
    const take = Math.min(keep[i], left);
    if (take === 0) continue;
    keep[i] -= take;
    left -= take;
    droppedHigh.push({ score: dist.scores[i], frequency: Fraction.of(take, D) });
  }

  const kept: FrequencyRow[] = [];
  for (let i = 0; i < dist.size; i++) {
    if (keep[i] > 0) kept.push({ score: dist.scores[i], frequency: Fraction.of(keep[i], D) });
  }
  const sumUnits = weightedSum(dist.scores, keep); // sum of score x units
  const sum = sumUnits.div(D);
  const count = Fraction.of(remainingUnits, D);
  const mean = sumUnits.div(remainingUnits);
  const median = method === "median" ? medianOf(dist.scores, keep, remainingUnits) : undefined;
  const unrounded = median ?? mean;
  const datum = roundTo === 0 ? unrounded : roundToStep(unrounded, roundTo, rounding);
  return {
    rows: dist.rows(),
    trimmedPerEnd: k,
    droppedLow,
    droppedHigh,
    kept,
    sum,
    count,
    mean,
    ...(median ? { median } : {}),
    method,
    unrounded,
    roundTo,
    rounding,
    datum,
    distribution: dist,
  };
}

/**
 * IMPs for a score against a datum: IMP(score - datum), exact even when the datum is unrounded (a
 * difference of 749.75 has not reached 750 and is 12 IMPs). NS relative: EW scores the negation.
 *
 * @example
 * butlerImps(680, 490); // 5
 * butlerImps(-100, 490); // -11
 * butlerImps(1430, Fraction.of(2727, 4)); // 12 (1430 - 681.75 = 748.25)
 */
export function butlerImps(score: number, datum: number | Fraction, table: ImpScaleChoice = "WBF"): number {
  if (typeof score !== "number" || !Number.isFinite(score)) {
    throw new ScoringError(`The score must be a number, not ${String(score)}.`);
  }
  let d: Fraction;
  if (datum instanceof Fraction) d = datum;
  else if (typeof datum === "number" && Number.isFinite(datum)) d = Fraction.fromNumber(datum);
  else throw new ScoringError(`The datum must be a number, not ${String(datum)}.`);
  const bounds = impTableOf(table).lowerBounds;
  if (d.isInteger() && Number.isSafeInteger(score)) return imp(score - Number(d.n), table);
  const diff = Fraction.fromNumber(score).sub(d);
  const a = diff.abs();
  let k = 0;
  while (k < bounds.length && a.cmp(bounds[k]) >= 0) k++;
  return diff.sign() < 0 && k > 0 ? -k : k;
}

/** The Butler scoring of a board: the datum and its workings, and each input score's IMPs. */
export interface ButlerBoard extends ButlerDatum {
  readonly table: ImpScaleChoice;
  /** NS IMPs of each input score, in the order given. */
  readonly imps: readonly number[];
}

/**
 * Butler-scores a board in one call: the datum (with its workings) and the IMPs of each score.
 *
 * @example
 * const b = butlerBoard([680, -100, 680, 680]);
 * b.datum.toNumber(); // 490
 * b.imps; // [5, -11, 5, 5]
 */
export function butlerBoard(
  scores: ArrayLike<number>,
  options: ButlerOptions & { readonly table?: ImpScaleChoice } = {},
): ButlerBoard {
  check(
    !(scores instanceof Distribution),
    "Give butlerBoard() the list of scores; use butlerDatum() for a table.",
  );
  const table = options.table ?? "WBF";
  const w = butlerDatum(scores, options);
  const dist = w.distribution;
  const perScore = Array.from(dist.scores, (s) => butlerImps(s, w.datum, table));
  const index = dist.indicesOf(scores);
  const imps: number[] = new Array(index.length);
  for (let i = 0; i < index.length; i++) imps[i] = perScore[index[i]];
  return { ...w, table, imps };
}

function readMethod(method: DatumMethod | undefined): DatumMethod {
  if (method === undefined || method === null) return "mean";
  if (DATUM_METHODS.includes(method)) return method;
  throw new ScoringError(`Unknown datum method "${String(method)}": use one of ${DATUM_METHODS.join(", ")}.`);
}

/**
 * Whether a number is a trim the Butler datum takes: 0 (drop nothing), a whole number of scores to
 * drop from each end, or a share of the scores above 0 and below 0.5. The options reader
 * (options.ts) checks a typed trim with it.
 *
 * @example
 * isTrim(1); // true: one score from each end
 * isTrim(0.1); // true: a tenth from each end
 * isTrim(0.5); // false: a half from each end leaves nothing
 * isTrim(1.5); // false: neither a count nor a share
 */
export function isTrim(trim: number): boolean {
  return (
    typeof trim === "number" && Number.isFinite(trim) && trim >= 0 && (Number.isInteger(trim) || trim < 0.5)
  );
}

/** k, the whole number of scores (units of frequency) to drop from each end. */
function trimCount(trim: Trim | undefined, n: Fraction): Fraction {
  if (trim === undefined || trim === null || trim === 0) return Fraction.ZERO;
  if (typeof trim === "string") return Fraction.of(trimRuleCount(trim, n));
  check(
    isTrim(trim),
    `Trim must be 0 (drop nothing), a whole number of scores to drop from each end, or a fraction below 0.5 of the scores (0.1 drops 10% from each end); not ${String(trim)}.`,
  );
  if (Number.isInteger(trim)) return Fraction.of(trim);
  return roundToStep(Fraction.fromNumber(trim).mul(n), 1, "halfAwayFromZero");
}

/** Sum of scores[i] x units[i], exactly. */
function weightedSum(scores: Float64Array, units: Float64Array): Fraction {
  let whole = true;
  for (let i = 0; i < scores.length && whole; i++) whole = Number.isSafeInteger(scores[i]);
  if (whole) {
    let s = 0n;
    for (let i = 0; i < scores.length; i++) if (units[i] > 0) s += BigInt(scores[i]) * BigInt(units[i]);
    return Fraction.of(s);
  }
  let s = Fraction.ZERO;
  for (let i = 0; i < scores.length; i++)
    if (units[i] > 0) s = s.add(Fraction.fromNumber(scores[i]).mul(units[i]));
  return s;
}

/** The frequency-weighted median of the scores with units `keep` (total `total`). */
function medianOf(scores: Float64Array, keep: Float64Array, total: number): Fraction {
  let run = 0;
  for (let i = 0; i < scores.length; i++) {
    if (keep[i] === 0) continue;
    run += keep[i];
    if (2 * run < total) continue;
    const here = Fraction.fromNumber(scores[i]);
    if (2 * run > total) return here;
    // Exactly half the frequency is at or below this score: half-way to the next score kept.
    for (let j = i + 1; j < scores.length; j++) {
      if (keep[j] > 0) return here.add(Fraction.fromNumber(scores[j])).div(2);
    }
    return here;
  }
  throw new ScoringError("No score remains to take the median of.");
}
