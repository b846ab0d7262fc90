import fc from "fast-check";
import { MAX_VP_BOARDS, vpDiscrete, vpWbf, vpWbfTable } from "../../../src/scoring/rules/vp";
import { ScoringError } from "../../../src/scoring/base/errors";
import examples from "../../fixtures/worked-examples.json";

function example(id: string) {
  const found = examples.cases.find((c) => c.id === id);
  if (!found) throw new Error(`worked example ${id} is missing`);
  return found as unknown as { input: Record<string, unknown>; expected: Record<string, unknown> };
}

const cents = (x: number) => Math.round(x * 100);

describe("vpWbf: worked example vp-wbf-spot (WBF 2013 published tables)", () => {
  // The raw formula, tau = 0.6180339887, X = 15 sqrt(B), VP = 10 + 10 (1 - tau^(3M/X)) / (1 - tau^3):
  //  16 boards, 14 IMPs: X = 60, tau^0.7 = 0.71402, (1 - 0.71402) / 0.76393 = 0.37436 -> 13.7436,
  //    rounds to 13.74. The rounded table runs 13.28, 13.52, 13.74, 13.97: a step of 22 cents then
  //    23, so the concavity fix raises 13.74 to 13.75 (steps 23 and 22), the published value.
  //  8 boards, 40 IMPs: X = 42.426, tau^2.8284 = 0.25639, 0.74361 / 0.76393 = 0.97340 -> 19.7340,
  //    rounds to 19.73. Its neighbours 19.62 and 19.85 make the
  //    steps 11 then 12, so the fix raises it to 19.74, the published value.
  //  20 boards, 1 IMP: X = 67.082, tau^0.0447 = 0.97871 -> 10.2787 -> 10.28, no fix needed.
  //  20 boards, 2 IMPs: tau^0.0894 = 0.95787 -> 10.5515 -> 10.55, no fix needed.
  const ex = example("vp-wbf-spot");
  const cases = ex.input.cases as [number, number][];
  const winners = ex.expected.winner as number[];
  test.each(cases.map(([b, m], i) => [b, m, winners[i]]))("%i boards, %i IMPs: %d VPs", (b, m, vp) => {
    expect(vpWbf(m, b)).toBe(vp);
    expect(vpWbf(-m, b)).toBe(Number((20 - vp).toFixed(2)));
  });

  test("the fixed values sit on concave runs: 13.52, 13.75, 13.97 and 19.62, 19.74, 19.85", () => {
    // Steps of 23 then 22 cents, and 12 then 11: with the raw 13.74 and 19.73 they were 22/23 and 11/12.
    const t16 = vpWbfTable(16);
    expect([t16[13], t16[14], t16[15]]).toEqual([13.52, 13.75, 13.97]);
    const t8 = vpWbfTable(8);
    expect([t8[39], t8[40], t8[41]]).toEqual([19.62, 19.74, 19.85]);
  });
});

describe("vpWbfTable", () => {
  // The 16-board table recomputed independently (Python: the formula in floating point, rounded
  // half up with decimal arithmetic, then the concavity fix scanning from the start). Cents added
  // by the fix: at 14, 27, 38, 46, 49, 55 and 59 IMPs.
  // prettier-ignore
  const SIXTEEN = [
    10.0, 10.31, 10.61, 10.91, 11.2, 11.48, 11.76, 12.03, 12.29, 12.55, 12.8, 13.04, 13.28, 13.52, 13.75,
    13.97, 14.18, 14.39, 14.6, 14.8, 15.0, 15.19, 15.38, 15.56, 15.74, 15.92, 16.09, 16.26, 16.42, 16.58,
    16.73, 16.88, 17.03, 17.17, 17.31, 17.45, 17.59, 17.72, 17.85, 17.97, 18.09, 18.21, 18.33, 18.44, 18.55,
    18.66, 18.77, 18.87, 18.97, 19.07, 19.16, 19.25, 19.34, 19.43, 19.52, 19.61, 19.69, 19.77, 19.85, 19.93,
    20.0,
  ];
  test("16 boards, margins 0 to 60", () => {
    expect(vpWbfTable(16)).toEqual(SIXTEEN);
  });

  test("the table ends at the first margin worth 20, just under X = 15 sqrt(B)", () => {
    // 16 boards: X = 60, reached exactly. 20 boards: X = 67.08, 67 IMPs is 19.99, 68 is 20.
    expect(vpWbfTable(16).length).toBe(61);
    const t20 = vpWbfTable(20);
    expect(t20.length).toBe(69);
    expect(t20[67]).toBe(19.99);
    // 8 boards: X = 42.43; 42 IMPs is 19.95 and 43 is 20.
    expect(vpWbfTable(8).slice(-2)).toEqual([19.95, 20]);
  });

  test("one board is a valid (short) match", () => {
    const t1 = vpWbfTable(1);
    expect(t1[0]).toBe(10);
    expect(t1[t1.length - 1]).toBe(20);
    // X = 15: at 15 IMPs the exponent is 3 and the formula gives exactly 20. At 14 IMPs,
    // tau^2.8 = 0.25993 and 10 + 10 (1 - 0.25993) / (1 - 0.23607) = 19.6878 -> 19.69.
    expect(t1.length).toBe(16);
    expect(t1[14]).toBe(19.69);
  });

  test.each([1, 2, 8, 12, 16, 20, 24, 32, 48, 64, 100, 500])(
    "%i boards: starts at 10, ends at 20, rises, and each step is no larger than the one before",
    (b) => {
      const t = vpWbfTable(b).map(cents);
      expect(t[0]).toBe(1000);
      expect(t[t.length - 1]).toBe(2000);
      expect(t.slice(0, -1).every((c) => c < 2000)).toBe(true);
      for (let i = 1; i < t.length; i++) expect(t[i]).toBeGreaterThan(t[i - 1]);
      for (let i = 1; i < t.length - 1; i++) expect(t[i + 1] - t[i]).toBeLessThanOrEqual(t[i] - t[i - 1]);
    },
  );
});

describe("vpWbf: fractional margins and the ends of the table", () => {
  test("a fractional margin interpolates between whole margins, then rounds half up", () => {
    // 16 boards: 14 -> 13.75 and 15 -> 13.97 (steps of 22 cents).
    expect(vpWbf(14.5, 16)).toBe(13.86); // 1375 + 11 = 1386
    expect(vpWbf(14.25, 16)).toBe(13.81); // 1375 + 5.5 = 1380.5, half up -> 1381
    expect(vpWbf(14.75, 16)).toBe(13.92); // 1375 + 16.5 = 1391.5 -> 1392
    // The loser gets the rest: 20 - 13.81 = 6.19 (not 6.18, which rounding its own value would give).
    expect(vpWbf(-14.25, 16)).toBe(6.19);
  });

  test("0 IMPs is 10 each, however long the match", () => {
    for (const b of [1, 7, 16, 99]) {
      expect(vpWbf(0, b)).toBe(10);
      expect(vpWbf(-0, b)).toBe(10);
    }
  });

  test("margins beyond the table are 20 and 0", () => {
    expect(vpWbf(60, 16)).toBe(20);
    expect(vpWbf(61, 16)).toBe(20);
    expect(vpWbf(500.5, 16)).toBe(20);
    expect(vpWbf(-75, 16)).toBe(0);
    expect(vpWbf(1e300, 16)).toBe(20);
  });

  test("between the last two margins of a table it still interpolates", () => {
    // 20 boards: 67 -> 19.99, 68 -> 20.00; 67.5 -> 1999.5 cents, half up -> 20.
    expect(vpWbf(67.5, 20)).toBe(20);
    expect(vpWbf(67.4, 20)).toBe(19.99);
  });

  test("properties: winner + loser = 20 to the cent, 10 at 0, non-decreasing and concave", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 64 }),
        fc.double({ min: -120, max: 120, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (b, m, step) => {
          const w = vpWbf(m, b);
          const l = vpWbf(-m, b);
          expect(cents(w) + cents(l)).toBe(2000);
          expect(w + l).toBe(20);
          expect(cents(w)).toBeCloseTo(w * 100, 6); // always whole cents
          expect(vpWbf(m + step, b)).toBeGreaterThanOrEqual(w);
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 100 }), (b, m) => {
        const up = cents(vpWbf(m + 1, b)) - cents(vpWbf(m, b));
        const before = cents(vpWbf(m, b)) - cents(vpWbf(m - 1, b));
        expect(up).toBeLessThanOrEqual(before);
      }),
    );
  });

  test("a bad number of boards or margin is an error", () => {
    for (const b of [0, -16, 16.5, Number.NaN, MAX_VP_BOARDS + 1]) {
      expect(() => vpWbf(10, b)).toThrow(ScoringError);
      expect(() => vpWbfTable(b)).toThrow(
        /is not a number of boards in a match: expected a whole number from 1/,
      );
    }
    expect(() => vpWbf(Number.NaN, 16)).toThrow(/An IMP margin must be a number/);
    expect(() => vpWbf("12" as unknown as number, 16)).toThrow(/An IMP margin must be a number, not "12"/);
  });
});

describe('vpDiscrete (the 20-point scale of the "Bridge scoring" encyclopaedia article)', () => {
  test("worked example vp-encyclopaedia-discrete: winning by 12 IMPs is 15-5", () => {
    const ex = example("vp-encyclopaedia-discrete");
    expect(vpDiscrete(ex.input.imps as number)).toBe(ex.expected.winner);
    expect(vpDiscrete(-(ex.input.imps as number))).toBe(ex.expected.loser);
  });

  // The article's bands: IMPs 0 | 1-2 | 3-4 | 5-7 | 8-10 | 11-13 | 14-16 | 17-19 | 20-23 | 24-27 | 28+
  // VPs                  10-10 11-9  12-8  13-7  14-6   15-5    16-4    17-3    18-2    19-1    20-0
  // prettier-ignore
  const BANDS: [number, number, number][] = [
    [0, 0, 10], [1, 2, 11], [3, 4, 12], [5, 7, 13], [8, 10, 14], [11, 13, 15], [14, 16, 16],
    [17, 19, 17], [20, 23, 18], [24, 27, 19], [28, 60, 20],
  ];
  test.each(BANDS)("%i to %i IMPs: %i VPs to the winner, the rest to the loser", (from, to, vp) => {
    for (let m = from; m <= to; m++) {
      expect(vpDiscrete(m)).toBe(vp);
      expect(vpDiscrete(-m)).toBe(20 - vp);
    }
  });

  // prettier-ignore
  test.each([[0.5, 10], [2.5, 11], [2.99, 11], [4.5, 12], [27.9, 19], [-0.5, 10], [-7.5, 7], [1000, 20]])(
    "a fractional margin %d counts in the band it has reached: %i",
    (m, vp) => {
      expect(vpDiscrete(m)).toBe(vp);
    },
  );

  test("a non-number margin is an error", () => {
    expect(() => vpDiscrete(Number.POSITIVE_INFINITY)).toThrow(/An IMP margin must be a number/);
  });
});
