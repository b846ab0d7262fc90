import { ScoringError } from "../base/errors";

/**
 * An exact rational number (bigint numerator over a positive bigint denominator, always reduced).
 *
 * Bridge scoring divides (datum means, cross-IMP averages, Neuberg's N/n, weights such as 0.3)
 * and then rounds. Doing that in binary floating point can land a value such as 485 or 2.35 a
 * hair off its true half and round it the wrong way; fractions never do. Hot loops stay on plain
 * integers and only the few per-distinct-score results become fractions.
 *
 * @example
 * Fraction.fromNumber(0.3).add(Fraction.of(2)).toString(); // "23/10"
 */
export class Fraction {
  readonly n: bigint;
  readonly d: bigint;

  private constructor(n: bigint, d: bigint) {
    this.n = n;
    this.d = d;
  }

  static readonly ZERO = new Fraction(0n, 1n);
  static readonly ONE = new Fraction(1n, 1n);

  /** n/d from integers (numbers must be safe integers). */
  static of(n: bigint | number, d: bigint | number = 1n): Fraction {
    const bn = toBigInt(n);
    const bd = toBigInt(d);
    if (bd === 0n) throw new ScoringError("Division by zero.");
    return Fraction.reduce(bn, bd);
  }

  /**
   * The exact value of the shortest decimal that prints as `x` (0.3 is 3/10, not the binary
   * double nearest to it). That is the number the user typed into the cell.
   */
  static fromNumber(x: number): Fraction {
    if (!Number.isFinite(x)) throw new ScoringError(`${x} is not a finite number.`);
    if (Number.isSafeInteger(x)) return new Fraction(BigInt(x), 1n);
    const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(x));
    if (!m) throw new ScoringError(`${x} is not a number this program can read exactly.`);
    const [, sign, whole, frac = "", exp = "0"] = m;
    let n = BigInt(whole + frac);
    let d = 10n ** BigInt(frac.length);
    const e = Number(exp);
    if (e >= 0) n *= 10n ** BigInt(e);
    else d *= 10n ** BigInt(-e);
    return Fraction.reduce(sign ? -n : n, d);
  }

  /**
   * Reads a number typed into a cell, recognising a fraction with a small denominator that Excel
   * could only store approximately: `=1/3` arrives as 0.3333333333333333 and is read as 1/3. The
   * number is first read exactly (as {@link Fraction.fromNumber}); if the closest fraction whose
   * denominator is at most `maxDenominator` lies within `tolerance` of it, that fraction is
   * returned, otherwise the exact decimal is. So 0.3 stays 3/10 and 0.1234 stays 617/5000.
   *
   * @example
   * Fraction.fromNumberSnapped(1 / 3).toString(); // "1/3"
   * Fraction.fromNumberSnapped(100 / 3).toString(); // "100/3"
   * Fraction.fromNumberSnapped(0.3).toString(); // "3/10"
   */
  static fromNumberSnapped(x: number, maxDenominator: number = 1000, tolerance: number = 1e-9): Fraction {
    const exact = Fraction.fromNumber(x);
    const limit = toBigInt(maxDenominator);
    if (exact.d <= limit) return exact;
    const near = exact.bestApproximation(limit);
    return near.sub(exact).abs().cmp(Fraction.fromNumber(tolerance)) <= 0 ? near : exact;
  }

  /**
   * The fraction closest to this one whose denominator is at most `maxDenominator` (continued
   * fractions with the last semiconvergent; on a tie the smaller denominator wins).
   *
   * @example
   * Fraction.fromNumber(3.14159).bestApproximation(100).toString(); // "311/99"
   * Fraction.of(1, 3).bestApproximation(2).toString(); // "1/2"
   */
  bestApproximation(maxDenominator: bigint | number): Fraction {
    const limit = toBigInt(maxDenominator);
    if (limit < 1n) throw new ScoringError(`The largest denominator must be at least 1, not ${limit}.`);
    if (this.d <= limit) return this;
    if (this.n < 0n) return this.neg().bestApproximation(limit).neg();
    // Convergents p1/q1 (latest) and p0/q0 (the one before) of the continued fraction of n/d.
    let [p0, q0, p1, q1] = [0n, 1n, 1n, 0n];
    let [n, d] = [this.n, this.d];
    for (;;) {
      const a = n / d;
      const q2 = q0 + a * q1;
      if (q2 > limit) break;
      [p0, q0, p1, q1] = [p1, q1, p0 + a * p1, q2];
      [n, d] = [d, n - a * d];
      if (d === 0n) break; // cannot happen while this.d > limit, kept for safety
    }
    // The best semiconvergent still within the limit, against the last convergent.
    const k = (limit - q0) / q1;
    const conv = Fraction.reduce(p1, q1);
    if (k < 1n) return conv; // k = 0 is the convergent before, never closer than the last one
    const semi = Fraction.reduce(p0 + k * p1, q0 + k * q1);
    return semi.sub(this).abs().cmp(conv.sub(this).abs()) < 0 ? semi : conv;
  }

  private static reduce(n: bigint, d: bigint): Fraction {
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    // A whole number is already in lowest terms (most results and totals are).
    if (d === 1n) return new Fraction(n, d);
    const g = gcd(n < 0n ? -n : n, d);
    return g === 1n ? new Fraction(n, d) : new Fraction(n / g, d / g);
  }

  add(o: Fraction | number): Fraction {
    const b = lift(o);
    return Fraction.reduce(this.n * b.d + b.n * this.d, this.d * b.d);
  }

  sub(o: Fraction | number): Fraction {
    const b = lift(o);
    return Fraction.reduce(this.n * b.d - b.n * this.d, this.d * b.d);
  }

  mul(o: Fraction | number): Fraction {
    const b = lift(o);
    return Fraction.reduce(this.n * b.n, this.d * b.d);
  }

  div(o: Fraction | number): Fraction {
    const b = lift(o);
    if (b.n === 0n) throw new ScoringError("Division by zero.");
    return Fraction.reduce(this.n * b.d, this.d * b.n);
  }

  neg(): Fraction {
    return new Fraction(-this.n, this.d);
  }

  abs(): Fraction {
    return this.n < 0n ? this.neg() : this;
  }

  /** -1, 0 or 1. */
  sign(): number {
    return this.n === 0n ? 0 : this.n < 0n ? -1 : 1;
  }

  /** -1, 0 or 1 as this is less than, equal to or greater than `o`. */
  cmp(o: Fraction | number): number {
    const b = lift(o);
    const l = this.n * b.d;
    const r = b.n * this.d;
    return l === r ? 0 : l < r ? -1 : 1;
  }

  equals(o: Fraction | number): boolean {
    return this.cmp(o) === 0;
  }

  isInteger(): boolean {
    return this.d === 1n;
  }

  /** The largest integer not above this value. */
  floor(): bigint {
    const q = this.n / this.d;
    return this.n < 0n && q * this.d !== this.n ? q - 1n : q;
  }

  /** The nearest double. */
  toNumber(): number {
    if (this.d === 1n) return Number(this.n);
    const safe = BigInt(Number.MAX_SAFE_INTEGER);
    const an = this.n < 0n ? -this.n : this.n;
    if (an <= safe && this.d <= safe) return Number(this.n) / Number(this.d);
    // Keep 20 significant digits of the quotient, then let the double conversion round.
    const scale = 10n ** 20n;
    const q = (this.n * scale) / this.d;
    return Number(q) / 1e20;
  }

  toString(): string {
    return this.d === 1n ? this.n.toString() : `${this.n}/${this.d}`;
  }
}

/**
 * The largest denominator a {@link BoundedSum} keeps exact (docs/conventions.md, "Weighted
 * scores"). Below it a sum is exact and cheap (its numbers fit in a few machine words); a sum of
 * many fractions with unrelated denominators (weights of 1/2, 1/3, 1/5, 1/7, ...) would otherwise
 * carry a denominator that grows with every term, and with it the cost of every addition.
 */
export const EXACT_DENOMINATOR_LIMIT = 10n ** 12n;

/** The grid a sum is rounded to once it has left the exact range: a billionth. */
export const ROUNDED_GRID = 10n ** 9n;

/** Once inexact, a sum is carried in units of 10^-18, each term rounded to the nearest unit. */
const FINE = 10n ** 18n;

/**
 * A sum of fractions that is exact while its denominator (after each term) stays at most
 * {@link EXACT_DENOMINATOR_LIMIT}, and otherwise is carried in units of 10^-18 and given rounded
 * to the nearest billionth (half away from zero, as Excel's ROUND). So a sum of m terms is either
 * exact or within 10^-9 of the exact value (0.5 x 10^-9 for the final rounding and m x 0.5 x
 * 10^-18 for the terms: m would have to pass a billion for that to matter), and each addition
 * costs a few bigint operations on numbers of at most about 40 digits, whatever the inputs.
 *
 * @example
 * const s = new BoundedSum();
 * s.add(Fraction.of(1, 3));
 * s.add(Fraction.of(1, 6));
 * s.value().toString(); // "1/2" (exact: the denominator stayed small)
 * s.rounded; // false
 */
export class BoundedSum {
  private exact: Fraction | null = Fraction.ZERO;
  private fine = 0n;
  private inexactTerms = 0;

  /** Whether the sum has left the exact range, so that {@link value} is rounded. */
  get rounded(): boolean {
    return this.exact === null;
  }

  /** Adds a term (a Fraction, or a number read as {@link Fraction.fromNumber} reads it). */
  add(x: Fraction | number): this {
    const t = lift(x);
    if (this.exact !== null) {
      // A term may have a larger denominator (a product of two weights) and still leave the sum small.
      const next = t.d <= EXACT_DENOMINATOR_LIMIT ** 2n ? this.exact.add(t) : null;
      if (next !== null && next.d <= EXACT_DENOMINATOR_LIMIT) {
        this.exact = next;
        return this;
      }
      this.fine = nearest(this.exact.n * FINE, this.exact.d);
      this.inexactTerms = 1;
      this.exact = null;
    }
    this.fine += nearest(t.n * FINE, t.d);
    this.inexactTerms++;
    return this;
  }

  /** The sum: exact, or (when {@link rounded}) on the grid of a billionth. */
  value(): Fraction {
    if (this.exact !== null) return this.exact;
    return Fraction.of(nearest(this.fine, FINE / ROUNDED_GRID), ROUNDED_GRID);
  }

  /**
   * The sum as carried, for a sum that goes on into another: exact, or (when {@link rounded}) in
   * units of 10^-18, not yet rounded to a billionth, so the rounding happens once at the end.
   */
  carried(): Fraction {
    return this.exact !== null ? this.exact : Fraction.of(this.fine, FINE);
  }

  /**
   * Whether the sum equals `target`: exactly while the sum is exact; once it is rounded, to within
   * the error its terms can carry (10^-18 for each term), far finer than any weight is typed.
   */
  mayEqual(target: Fraction | number): boolean {
    if (this.exact !== null) return this.exact.equals(target);
    const t = lift(target);
    const gap = this.fine * t.d - t.n * FINE;
    const slack = BigInt(this.inexactTerms) * t.d;
    return (gap < 0n ? -gap : gap) <= slack;
  }
}

/** n / d rounded to the nearest whole number, half away from zero (d > 0). */
function nearest(n: bigint, d: bigint): bigint {
  const neg = n < 0n;
  const a = neg ? -n : n;
  const q = (2n * a + d) / (2n * d);
  return neg ? -q : q;
}

function toBigInt(x: bigint | number): bigint {
  if (typeof x === "bigint") return x;
  if (!Number.isSafeInteger(x)) throw new ScoringError(`${x} is not a whole number.`);
  return BigInt(x);
}

function lift(x: Fraction | number): Fraction {
  return x instanceof Fraction ? x : Fraction.fromNumber(x);
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a === 0n ? 1n : a;
}
