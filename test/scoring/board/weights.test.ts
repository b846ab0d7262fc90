import fc from "fast-check";
import { readWeights } from "../../../src/scoring/board/weights";
import { Fraction } from "../../../src/scoring/rules/fraction";

describe("reading weights as typed in Excel", () => {
  test("Fraction.fromNumberSnapped: thirds typed as =1/3 are thirds, decimals stay exact", () => {
    expect(Fraction.fromNumberSnapped(1 / 3).toString()).toBe("1/3");
    expect(Fraction.fromNumberSnapped(2 / 3).toString()).toBe("2/3");
    expect(Fraction.fromNumberSnapped(1 / 7).toString()).toBe("1/7");
    expect(Fraction.fromNumberSnapped(-1 / 3).toString()).toBe("-1/3");
    expect(Fraction.fromNumberSnapped(100 / 3).toString()).toBe("100/3");
    expect(Fraction.fromNumberSnapped(0.3).toString()).toBe("3/10");
    // 0.1234 is 617/5000: no fraction with a denominator up to 1000 is within 1e-9 of it.
    expect(Fraction.fromNumberSnapped(0.1234).toString()).toBe("617/5000");
    // 1/1001 is not snapped with the default limit of 1000, but is with a limit of 1001.
    expect(Fraction.fromNumberSnapped(1 / 1001).d).not.toBe(1001n);
    expect(Fraction.fromNumberSnapped(1 / 1001, 1001).toString()).toBe("1/1001");
  });

  test("Fraction.bestApproximation: closest fraction under a denominator limit", () => {
    // Known best approximations of pi: 22/7 (up to 56), 311/99 (up to 100), 355/113 (up to 1000).
    const pi = Fraction.fromNumber(3.141592653589793);
    expect(pi.bestApproximation(7).toString()).toBe("22/7");
    expect(pi.bestApproximation(100).toString()).toBe("311/99");
    expect(pi.bestApproximation(1000).toString()).toBe("355/113");
    expect(Fraction.of(1, 3).bestApproximation(2).toString()).toBe("1/2"); // 1/6 away, 0/1 is 1/3 away
    expect(Fraction.of(-7, 2).bestApproximation(1).toString()).toBe("-3"); // tie 3 or 4: the convergent
    expect(Fraction.of(5, 4).bestApproximation(4).toString()).toBe("5/4");
  });

  test("property: bestApproximation is no farther than any fraction with a smaller denominator", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 30 }),
        (a, b, m) => {
          const x = Fraction.of(a, b);
          const best = x.bestApproximation(m);
          expect(best.d <= BigInt(m)).toBe(true);
          const gap = best.sub(x).abs();
          for (let q = 1; q <= m; q++) {
            const p = Fraction.of(a * q, b).floor(); // the two fractions p/q and (p+1)/q around x
            for (const cand of [Fraction.of(p, BigInt(q)), Fraction.of(p + 1n, BigInt(q))]) {
              expect(gap.cmp(cand.sub(x).abs())).toBeLessThanOrEqual(0);
            }
          }
        },
      ),
    );
  });

  test("fractions of 1, percentages, and thirds", () => {
    expect(readWeights([0.3, 0.4, 0.2, 0.1]).map(String)).toEqual(["3/10", "2/5", "1/5", "1/10"]);
    expect(readWeights([30, 40, 20, 10]).map(String)).toEqual(["3/10", "2/5", "1/5", "1/10"]);
    expect(readWeights([1 / 3, 1 / 3, 1 / 3]).map(String)).toEqual(["1/3", "1/3", "1/3"]);
    expect(readWeights([100 / 3, 100 / 3, 100 / 3]).map(String)).toEqual(["1/3", "1/3", "1/3"]);
    expect(readWeights([1]).map(String)).toEqual(["1"]);
    expect(readWeights([Fraction.of(1, 6), Fraction.of(5, 6)]).map(String)).toEqual(["1/6", "5/6"]);
    // 0.1 + 0.2 is not exactly 0.3 in doubles, but these weights are read as typed and add to 1.
    expect(readWeights([0.1, 0.2, 0.7]).map(String)).toEqual(["1/10", "1/5", "7/10"]);
  });

  test("weights that do not add up say what they add to", () => {
    expect(() => readWeights([0.3, 0.4, 0.2])).toThrow(
      /The weights add to 0.9: they must add to 1 \(or to 100/,
    );
    expect(() => readWeights([60, 30])).toThrow(/add to 90/);
    expect(() => readWeights([0.33, 0.33, 0.33])).toThrow(/add to 0.99/);
  });

  test("negative, zero, blank and empty weights", () => {
    expect(() => readWeights([1.1, -0.1])).toThrow(/Weight 2 is -0.1: weights cannot be negative/);
    expect(() => readWeights([1, 0])).toThrow(/Weight 2 is 0: leave out a result/);
    expect(() => readWeights([Number.NaN])).toThrow(/Weight 1 is NaN, not a number/);
    expect(() => readWeights([null as unknown as number])).toThrow(/Weight 1 is a blank/);
    expect(() => readWeights([])).toThrow(/at least one weight/);
  });
});
