import { crossImpsMethod } from "../../../src/scoring/board/cross-imps";
import type { MethodResult } from "../../../src/scoring/board/board-method";
import { ScoringError } from "../../../src/scoring/base/errors";
import {
  award,
  checks,
  ew,
  ewTotals,
  notPlayed,
  ns,
  nsTotals,
  percentAward,
  round,
  scorerOf,
  SPLIT_60_40_50_50,
  weighted,
  WEIGHTED_60_40,
  workingsOf,
} from "./board-to-score";

// Cross-IMPs by hand: each result is IMPed against every other result and the IMPs added up (its
// raw total); with n results of N expected the total is multiplied by N/n, then divided by the
// comparisons N - 1 (the default), the scores N, nothing ("total") or a number. An award counts
// 3 IMPs a comparison (A+ +3, A= 0, A- -3) over N - 1 comparisons. WBF bands used below:
// 50-80 = 2, 220-260 = 6, 270-310 = 7, 430-490 = 10, 500-590 = 11.

const score = scorerOf(crossImpsMethod, "cross");
const workings = (r: MethodResult) => workingsOf(r, "cross");

describe("crossImpsMethod on a plain board", () => {
  // 420, 420, 170, -50, -100. The differences and their IMPs:
  //   420 v 420 = 0 -> 0;  420 v 170 = 250 -> 6;  420 v -50 = 470 -> 10;  420 v -100 = 520 -> 11;
  //   170 v -50 = 220 -> 6;  170 v -100 = 270 -> 7;  -50 v -100 = 50 -> 2.
  // Raw totals: 420: 0 + 6 + 10 + 11 = 27 (each);  170: -6 - 6 + 6 + 7 = 1;
  //   -50: -10 - 10 - 6 + 2 = -24;  -100: -11 - 11 - 7 - 2 = -31.  27 + 27 + 1 - 24 - 31 = 0.
  const scores = [420, 420, 170, -50, -100];
  const r = score(scores);

  test("totals divided by the 4 comparisons (the default), EW the negation", () => {
    // 27 / 4 = 6.75, 1 / 4 = 0.25, -24 / 4 = -6, -31 / 4 = -7.75.
    expect(ns(r)).toEqual([6.75, 6.75, 0.25, -6, -7.75]);
    expect(ew(r)).toEqual([-6.75, -6.75, -0.25, 6, 7.75]);
    expect(nsTotals(r)).toEqual([27, 27, 1, -24, -31]);
    expect(ewTotals(r)).toEqual([-27, -27, -1, 24, 31]);
    expect(r.top).toBeNull();
    expect(r.ewWorkings).toBeNull();
  });

  test("the other divisors: the 5 scores, nothing, a number", () => {
    // / 5: 5.4, 0.2, -4.8, -6.2.  / 2: 13.5, 0.5, -12, -15.5.
    expect(ns(score(scores, { divisor: "scores" }))).toEqual([5.4, 5.4, 0.2, -4.8, -6.2]);
    expect(ns(score(scores, { divisor: "total" }))).toEqual([27, 27, 1, -24, -31]);
    expect(ns(score(scores, { divisor: 2 }))).toEqual([13.5, 13.5, 0.5, -12, -15.5]);
    // The option is typed, but text from an untyped caller (a cell) is still read, or refused.
    const text = (divisor: string) => ({ divisor: divisor as unknown as number });
    expect(ns(score(scores, text(" 2 ")))).toEqual([13.5, 13.5, 0.5, -12, -15.5]);
    expect(() => score(scores, text("pairs"))).toThrow(ScoringError);
  });

  test("the workings: n, N, the factor, the comparisons and each score's row", () => {
    expect(workings(r)).toMatchObject({
      method: "cross",
      impTable: "WBF",
      divisor: "comparisons",
      n: 5,
      expected: 5,
      factor: 1,
      comparisons: 4,
      divisorUsed: 4,
      awardComparisons: 4,
    });
    expect(workings(r).rows.map((w) => [w.score, w.frequency, w.total, w.factored, w.result])).toEqual([
      [420, 2, 27, 27, 6.75],
      [170, 1, 1, 1, 0.25],
      [-50, 1, -24, -24, -6],
      [-100, 1, -31, -31, -7.75],
    ]);
    // -50's comparisons, highest score first: v 420 (twice) -470 -> -10, v 170 -220 -> -6, v -100 50 -> 2.
    expect(workings(r).rows[2].comparisons).toEqual([
      { against: 420, frequency: 2, difference: -470, imps: -10 },
      { against: 170, frequency: 1, difference: -220, imps: -6 },
      { against: -100, frequency: 1, difference: 50, imps: 2 },
    ]);
  });

  test("the comparisons are listed on request, and by default only on boards of up to 25 different scores", () => {
    expect(workings(score(scores, { comparisons: false })).rows.every((w) => w.comparisons === null)).toBe(
      true,
    );
    const distinct = (k: number) => Array.from({ length: k }, (_, i) => i * 10);
    expect(workings(score(distinct(25))).rows.every((w) => w.comparisons !== null)).toBe(true);
    expect(workings(score(distinct(26))).rows.every((w) => w.comparisons === null)).toBe(true);
    expect(
      workings(score(distinct(26), { comparisons: true })).rows.every((w) => w.comparisons !== null),
    ).toBe(true);
  });

  test("all three checks hold", () => {
    expect(checks(r)).toEqual([
      ["sidesAddUp", true],
      ["resultsAddUp", true],
      ["totalsAddToZero", true],
    ]);
    expect(r.checks[0].description).toBe("NS + EW cross-IMPs on each table add to 0");
  });
});

describe("crossImpsMethod with awards", () => {
  // Results 420, 170, -50 and three awards, so n = 3 of N = 6 tables.
  //   Raw totals: 420: 6 + 10 = 16;  170: -6 + 6 = 0;  -50: -10 - 6 = -16.
  //   x N/n = 2: 32, 0, -32; over N - 1 = 5 comparisons: 6.4, 0, -6.4.
  //   A+ totals 3 x 5 = 15, so +3 after dividing; A= 0; A- -15, so -3.
  const r = score([420, 170, -50, award("A+"), award("A="), award("A-")]);

  test("an award is 3 IMPs a comparison, divided like every total", () => {
    expect(ns(r)).toEqual([6.4, 0, -6.4, 3, 0, -3]);
    expect(ew(r)).toEqual([-6.4, 0, 6.4, -3, 0, 3]);
    expect(nsTotals(r)).toEqual([16, 0, -16, 15, 0, -15]);
    expect(ewTotals(r)).toEqual([-16, 0, 16, -15, 0, 15]);
    expect(workings(r)).toMatchObject({
      n: 3,
      expected: 6,
      factor: 2,
      comparisons: 2,
      divisorUsed: 5,
      awardComparisons: 5,
    });
  });

  test("the awards are not compared with the results: the all-tables check does not apply", () => {
    expect(checks(r)).toEqual([
      ["sidesAddUp", true],
      ["resultsAddUp", true],
      ["totalsAddToZero", null],
    ]);
    expect(r.checks[2].detail).toBe(
      "Not expected: artificial awards (NS 4 v EW 104, NS 5 v EW 105, NS 6 v EW 106) are not compared with the other tables. With them the NS totals add to 0.",
    );
  });

  test("with N = n (no factoring) the A+ is still +3: 3 x 2 comparisons over 2", () => {
    // 16, 0, -16 over 2: 8, 0, -8. A+ 6 / 2 = 3.
    const off = score([420, 170, -50, award("A+"), award("A="), award("A-")], {}, 3);
    expect(ns(off)).toEqual([8, 0, -8, 3, 0, -3]);
    expect(nsTotals(off)).toEqual([16, 0, -16, 6, 0, -6]);
    // Totalled rather than divided: the A+ is 3 x (N - 1) = 6.
    expect(
      ns(score([420, 170, -50, award("A+"), award("A="), award("A-")], { divisor: "total" }, 3)),
    ).toEqual([16, 0, -16, 6, 0, -6]);
  });

  test("a split A+/A+ is +3 to each side; a 60/40 award is +3/-3; 55/45 is refused naming its table", () => {
    const split = score([420, 170, -50, award("A+", "A+")]);
    expect(ns(split)[3]).toBe(3);
    expect(ew(split)[3]).toBe(3);
    expect(split.checks[0].detail).toMatch(/Split awards are their own: NS 4 v EW 104\.$/);
    const pct = score([420, 170, -50, percentAward(60, 40)]);
    expect([ns(pct)[3], ew(pct)[3]]).toEqual([3, -3]);
    expect(() => score([420, 170, percentAward(55, 45)])).toThrow(/^NS 3 v EW 103: .*55%/);
  });
});

describe("crossImpsMethod with a table not played and N > n", () => {
  // 420, 170, -50 and an NP row: n = 3, N = 4. Raw totals 16, 0, -16; x 4/3: 64/3, 0, -64/3;
  // over N - 1 = 3 comparisons: 64/9 = 7.111..., 0, -64/9. Over N = 4 scores: 16/3 = 5.333...
  const entries = [420, 170, notPlayed, -50];

  test("the NP row scores nothing; the others are factored by N/n and divided by N - 1", () => {
    const r = score(entries);
    expect(ns(r)).toEqual(round([64 / 9, 0, null, -64 / 9]));
    expect(ew(r)).toEqual(round([-64 / 9, 0, null, 64 / 9]));
    expect(nsTotals(r)).toEqual([16, 0, null, -16]);
    expect(workings(r)).toMatchObject({
      n: 3,
      expected: 4,
      comparisons: 2,
      divisorUsed: 3,
      awardComparisons: 3,
    });
    expect(round([workings(r).factor, workings(r).rows[0].factored])).toEqual(round([4 / 3, 64 / 3]));
    expect(checks(r)).toEqual([
      ["sidesAddUp", true],
      ["resultsAddUp", true],
      ["totalsAddToZero", true],
    ]);
  });

  test("divided by the N scores, and a larger N given", () => {
    expect(ns(score(entries, { divisor: "scores" }))).toEqual(round([16 / 3, 0, null, -16 / 3]));
    // N = 6: x 6/3 = 2, so 32, 0, -32 over 5 comparisons: 6.4, 0, -6.4.
    expect(ns(score(entries, {}, 6))).toEqual([6.4, 0, null, -6.4]);
  });
});

describe("crossImpsMethod with a weighted score", () => {
  // 420, 170, -50 and a table given 60% 420, 40% -50: frequencies 420: 1.6, 170: 1, -50: 1.4.
  //   420: 1 x 6 + 1.4 x 10 = 20;  170: 1.6 x -6 + 1.4 x 6 = -1.2;  -50: 1.6 x -10 + 1 x -6 = -22.
  //   The weighted table: 0.6 x 20 + 0.4 x -22 = 3.2.  20 - 1.2 - 22 + 3.2 = 0.
  // n = N = 4 tables, so 3 comparisons: 20/3, -0.4, -22/3, 3.2/3.
  const r = score([420, 170, -50, WEIGHTED_60_40]);

  test("every table on the adjusted frequencies, the weighted one the weighted sum", () => {
    expect(nsTotals(r)).toEqual([20, -1.2, -22, 3.2]);
    expect(ewTotals(r)).toEqual([-20, 1.2, 22, -3.2]);
    expect(ns(r)).toEqual(round([20 / 3, -0.4, -22 / 3, 3.2 / 3]));
    expect(ew(r)).toEqual(round([-20 / 3, 0.4, 22 / 3, -3.2 / 3]));
    const w = r.tables[3].weighted!;
    expect(w.ns.map((c) => [c.score, c.weight, round([c.result])[0], c.total])).toEqual([
      [420, 0.6, round([20 / 3])[0], 20],
      [-50, 0.4, round([-22 / 3])[0], -22],
    ]);
    expect(w.ew.map((c) => [c.score, c.weight, c.total])).toEqual([
      [420, 0.6, -20],
      [-50, 0.4, 22],
    ]);
    expect(workings(r).rows.map((x) => [x.score, x.frequency])).toEqual([
      [420, 1.6],
      [170, 1],
      [-50, 1.4],
    ]);
    expect(checks(r).every(([, holds]) => holds === true)).toBe(true);
  });

  test("weights given as percentages (60, 40) are the shares 0.6, 0.4: the same totals", () => {
    // As above: 420 -> 20, -50 -> -22, so the weighted table's total is 0.6 x 20 + 0.4 x -22 = 3.2
    // (not 60 x 20 + 40 x -22 = 320), and the totals still add to 0.
    const pct = score([
      420,
      170,
      -50,
      weighted([
        [60, 420],
        [40, -50],
      ]),
    ]);
    expect(nsTotals(pct)).toEqual([20, -1.2, -22, 3.2]);
    expect(ewTotals(pct)).toEqual([-20, 1.2, 22, -3.2]);
    expect(ns(pct)).toEqual(round([20 / 3, -0.4, -22 / 3, 3.2 / 3]));
    expect(pct.tables[3].weighted!.ns.map((c) => [c.weight, c.total])).toEqual([
      [0.6, 20],
      [0.4, -22],
    ]);
    expect(checks(pct).every(([, holds]) => holds === true)).toBe(true);
  });

  test("with an NP row as well (n = 4 of N = 5): the totals factored by 5/4, over 4 comparisons", () => {
    // 20 x 1.25 = 25, -1.2 x 1.25 = -1.5, -22 x 1.25 = -27.5, 3.2 x 1.25 = 4; over 4:
    // 6.25, -0.375, -6.875, 1.
    const np = score([420, 170, -50, WEIGHTED_60_40, notPlayed]);
    expect(ns(np)).toEqual([6.25, -0.375, -6.875, 1, null]);
    expect(nsTotals(np)).toEqual([20, -1.2, -22, 3.2, null]);
    expect(checks(np).every(([, holds]) => holds === true)).toBe(true);
  });
});

describe("crossImpsMethod with a split weighting", () => {
  // Board 1, nobody vulnerable. Tables: 420, 170, -50, and at table 4 a weighted ruling with NS
  // 60% 420, 40% -50 but EW 50% / 50%. Divided by comparisons (n - 1 = 3).
  //
  // IMPs: 420 v 170 = 250 -> 6; 420 v -50 = 470 -> 10; 170 v -50 = 220 -> 6.
  // NS frequencies: 420: 1.6, 170: 1, -50: 1.4.
  //   420: 1 x 6 + 1.4 x 10 = 20;  170: 1.6 x -6 + 1.4 x 6 = -1.2;  -50: 1.6 x -10 + 1 x -6 = -22.
  //   Table 4 NS: 0.6 x 20 + 0.4 x -22 = 3.2.  Sum 20 - 1.2 - 22 + 3.2 = 0.
  // EW frequencies: 420: 1.5, 170: 1, -50: 1.5 (NS view, then negated for EW):
  //   420: 6 + 1.5 x 10 = 21 -> EW -21;  170: 1.5 x -6 + 1.5 x 6 = 0;  -50: -15 - 6 = -21 -> EW 21.
  //   Table 4 EW: 0.5 x -21 + 0.5 x 21 = 0.  Sum -21 + 0 + 21 + 0 = 0.
  const r = score([420, 170, -50, SPLIT_60_40_50_50]);

  test("NS totals 20, -1.2, -22, 3.2 and EW totals -21, 0, 21, 0", () => {
    expect(nsTotals(r)).toEqual([20, -1.2, -22, 3.2]);
    expect(ewTotals(r)).toEqual([-21, 0, 21, 0]);
  });

  test("results divided by 3 comparisons", () => {
    expect(ns(r)).toEqual(round([20 / 3, -0.4, -22 / 3, 3.2 / 3]));
    expect(ew(r)).toEqual([-7, 0, 7, 0]);
  });

  test("each component on its own side's frequencies", () => {
    const w = r.tables[3].weighted!;
    expect(w.ns.map((c) => [c.score, c.weight, c.total])).toEqual([
      [420, 0.6, 20],
      [-50, 0.4, -22],
    ]);
    expect(w.ew.map((c) => [c.score, c.weight, c.total])).toEqual([
      [420, 0.5, -21],
      [-50, 0.5, 21],
    ]);
  });

  test("EW workings are given; NS + EW per table is not expected to be 0, totals still add to 0", () => {
    expect(r.ewWorkings?.method).toBe("cross");
    expect(checks(r)).toEqual([
      ["sidesAddUp", null],
      ["resultsAddUp", true],
      ["totalsAddToZero", true],
    ]);
  });
});
