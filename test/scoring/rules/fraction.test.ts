import fc from "fast-check";
import { Fraction } from "../../../src/scoring/rules/fraction";
import { roundToStep } from "../../../src/scoring/rules/rounding";

describe("Fraction", () => {
  test("reads decimals as typed, not as the nearest binary double", () => {
    expect(Fraction.fromNumber(0.3).toString()).toBe("3/10");
    expect(Fraction.fromNumber(2.3).toString()).toBe("23/10");
    expect(Fraction.fromNumber(-1e-7).toString()).toBe("-1/10000000");
    expect(Fraction.fromNumber(1.5e21).toString()).toBe("1500000000000000000000");
  });

  test("0.1 + 0.2 is exactly 0.3", () => {
    expect(Fraction.fromNumber(0.1).add(0.2).equals(Fraction.fromNumber(0.3))).toBe(true);
  });

  test("arithmetic stays reduced with a positive denominator", () => {
    const x = Fraction.of(6, -4);
    expect(x.toString()).toBe("-3/2");
    expect(x.floor()).toBe(-2n);
    expect(x.mul(-2).toString()).toBe("3");
    expect(x.div(3).toNumber()).toBe(-0.5);
  });

  test("division by zero is an error", () => {
    expect(() => Fraction.of(1, 0)).toThrow(/Division by zero/);
    expect(() => Fraction.ONE.div(0)).toThrow(/Division by zero/);
  });

  test("property: a/b*b = a and toNumber matches the double quotient", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), (a, b) => {
        const f = Fraction.of(a, b);
        expect(f.mul(b).equals(a)).toBe(true);
        expect(f.toNumber()).toBe(a / b);
      }),
    );
  });
});

describe("roundToStep", () => {
  test.each([
    [485, 10, "halfAwayFromZero", 490],
    [-485, 10, "halfAwayFromZero", -490],
    [485, 10, "halfEven", 480],
    [495, 10, "halfEven", 500],
    [-485, 10, "halfEven", -480],
    [484.9, 10, "halfEven", 480],
    [681.75, 10, "halfAwayFromZero", 680],
    [514.5454, 10, "halfAwayFromZero", 510],
    [485, 10, "none", 485],
    [2.345, 0.01, "halfUp", 2.35],
    [-2.345, 0.01, "halfUp", -2.34],
    [-2.345, 0.01, "halfAwayFromZero", -2.35],
  ] as const)("%d to a step of %d, %s: %d", (x, step, mode, expected) => {
    expect(roundToStep(Fraction.fromNumber(x), step, mode).toNumber()).toBe(expected);
  });

  test("a non-positive step is an error", () => {
    expect(() => roundToStep(Fraction.ONE, 0, "halfEven")).toThrow(/must be positive/);
  });
});
