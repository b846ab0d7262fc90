import fc from "fast-check";
import { BoundedSum, EXACT_DENOMINATOR_LIMIT, Fraction } from "../../../src/scoring/rules/fraction";

// docs/conventions.md, "Weighted scores": a sum is exact while its denominator stays at most
// 10^12, and otherwise given to the nearest billionth, within 10^-9 of the exact sum.

function primes(count: number): number[] {
  const out: number[] = [];
  for (let n = 2; out.length < count; n++) if (out.every((p) => p * p > n || n % p !== 0)) out.push(n);
  return out;
}

const BILLIONTH = Fraction.of(1, 1_000_000_000);

function exactSum(terms: readonly Fraction[]): Fraction {
  return terms.reduce((a, t) => a.add(t), Fraction.ZERO);
}

function boundedSum(terms: readonly Fraction[]): BoundedSum {
  const s = new BoundedSum();
  for (const t of terms) s.add(t);
  return s;
}

function lcmOf(terms: readonly Fraction[]): bigint {
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  return terms.reduce((l, t) => (l / gcd(l, t.d)) * t.d, 1n);
}

describe("a sum that cannot blow up", () => {
  it("is exact while the denominators are small", () => {
    // 1/3 + 1/6 = 1/2 by hand; 0.3 + 0.4 + 0.2 + 0.1 = 1.
    const s = boundedSum([Fraction.of(1, 3), Fraction.of(1, 6)]);
    expect(s.value().toString()).toBe("1/2");
    expect(s.rounded).toBe(false);
    const w = boundedSum([0.3, 0.4, 0.2, 0.1].map((x) => Fraction.fromNumber(x)));
    expect(w.value().toString()).toBe("1");
    expect(w.mayEqual(1)).toBe(true);
  });

  it("adds 3,000 reciprocals of primes with every number kept small, within a billionth", () => {
    // The exact sum of 1/2 + 1/3 + 1/5 + ... over 3,000 primes has a denominator of over 13,000
    // digits. The bounded sum keeps its own value on a denominator of 10^9.
    const terms = primes(3000).map((p) => Fraction.of(1, p));
    const s = boundedSum(terms);
    expect(s.rounded).toBe(true);
    expect(s.value().d <= 1_000_000_000n).toBe(true);
    // Against the exact sum of the first 300 (cheap enough to add exactly).
    const few = terms.slice(0, 300);
    const diff = boundedSum(few).value().sub(exactSum(few)).abs();
    expect(diff.cmp(BILLIONTH)).toBeLessThanOrEqual(0);
  }, 60_000);

  it("rounds half away from zero on the grid of a billionth", () => {
    // 1/(2 x 10^9) + a term that forces the rounded mode (a denominator over 10^12, with no effect
    // above 10^-18): 0.0000000005 exactly half a billionth, so 1 billionth.
    const s = new BoundedSum().add(Fraction.of(1, 2_000_000_000)).add(Fraction.of(0, 1));
    s.add(Fraction.of(1n, 10n ** 30n)).add(Fraction.of(-1n, 10n ** 30n));
    expect(s.rounded).toBe(true);
    expect(s.value().toString()).toBe("1/1000000000");
    const t = new BoundedSum().add(Fraction.of(-1, 2_000_000_000));
    t.add(Fraction.of(1n, 10n ** 30n)).add(Fraction.of(-1n, 10n ** 30n));
    expect(t.value().toString()).toBe("-1/1000000000");
  });

  it("property: exact when the common denominator is at most 10^12, else within 10^-9", () => {
    const term = fc
      .tuple(fc.integer({ min: -60, max: 60 }), fc.integer({ min: 1, max: 60 }))
      .map(([n, d]) => Fraction.of(n, d));
    fc.assert(
      fc.property(fc.array(term, { minLength: 1, maxLength: 40 }), (terms) => {
        const exact = exactSum(terms);
        const s = boundedSum(terms);
        if (lcmOf(terms) <= EXACT_DENOMINATOR_LIMIT) {
          expect(s.rounded).toBe(false);
          expect(s.value().equals(exact)).toBe(true);
        }
        expect(s.value().sub(exact).abs().cmp(BILLIONTH)).toBeLessThanOrEqual(0);
        expect(s.mayEqual(exact)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
