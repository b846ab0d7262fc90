import fc from "fast-check";
import {
  awardCrossImps,
  crossImpNumbers,
  crossImps,
  crossImpTable,
  parseCrossImpDivisor,
  CrossImpDivisor,
} from "../../../src/scoring/rules/crossimp";
import { Distribution } from "../../../src/scoring/rules/frequency-table";
import { Fraction } from "../../../src/scoring/rules/fraction";
import { imp, ImpTableName } from "../../../src/scoring/rules/imp";
import { ScoringError } from "../../../src/scoring/base/errors";
import { assertPermutes, board, countedOrSortedBoard, num, REAL_SCORES } from "../../support/random-boards";

/** The definition: every result against every other, n x n. */
function naiveTotals(scores: number[], table: ImpTableName = "WBF"): number[] {
  return scores.map((s, i) => scores.reduce((t, r, j) => (j === i ? t : t + imp(s - r, table)), 0));
}

describe("cross-IMPs: worked examples from the source documents", () => {
  test('"An explanation of Cross IMP Scoring", Calculation 2: totals 13, -39, 13, 13; divided by 4 scores 3.25 and -9.75', () => {
    const r = crossImps([680, -100, 680, 680], { divisor: "scores" });
    expect(num(r.totals)).toEqual([13, -39, 13, 13]);
    expect(num(r.results)).toEqual([3.25, -9.75, 3.25, 3.25]);
    expect(r.divisorUsed.toNumber()).toBe(4);
    expect(r.comparisons.toNumber()).toBe(3);
  });

  test('"An explanation of Cross IMP Scoring", Calculation 2 divided by 3 comparisons: 4.33 and -13, as it says', () => {
    const r = crossImps([680, -100, 680, 680]);
    expect(r.results[0].toString()).toBe("13/3");
    expect(r.results[1].toNumber()).toBe(-13);
    expect(r.divisorUsed.toNumber()).toBe(3);
  });

  test('"An explanation of Cross IMP Scoring", Example 1: 2.25, 1.25, 0.25, -3.75 over 4 scores', () => {
    // +120: v +90 (30) 1, v +50 (70) 2, v -100 (220) 6 = 9; /4 = 2.25.
    const r = crossImps([120, 90, 50, -100], { divisor: "scores" });
    expect(num(r.totals)).toEqual([9, 5, 1, -15]);
    expect(num(r.results)).toEqual([2.25, 1.25, 0.25, -3.75]);
  });

  test('"An explanation of Cross IMP Scoring", Example 2: 11.25, 2.00, -4.25, -9.00 over 4 scores', () => {
    // +1400: v 620 (780) 13, v 200 (1200) 15, v -100 (1500) 17 = 45; /4 = 11.25.
    const r = crossImps([1400, 620, 200, -100], { divisor: "scores" });
    expect(num(r.totals)).toEqual([45, 8, -17, -36]);
    expect(num(r.results)).toEqual([11.25, 2, -4.25, -9]);
  });

  test('the "Bridge scoring" encyclopaedia article: +620 totals 37 (12 + 12 + 14 - 1), 9.25 over 4 comparisons', () => {
    const r = crossImps([620, -100, -100, -300, 650]);
    expect(r.totals[0].toNumber()).toBe(37);
    expect(r.results[0].toNumber()).toBe(9.25);
  });

  test('"BridgeHit is transferring to IMP scoring": 430 v 400, 150, -50 is 1 + 7 + 10 = 18, 6 per comparison', () => {
    expect(crossImps([430, 400, 150, -50]).results[0].toNumber()).toBe(6);
  });

  test('"Calculation of Weighted Scores", cross-IMPs without weighted scores: eleven of twelve results, totals factored by 12/11', () => {
    // Hand check for +1430: v 5 x 680 (750) 13 each, v 2 x 650 (780) 13 each, v 2 x -100 (1530) 17
    // each: 65 + 26 + 34 = 125; x 12/11 = 136.36. The document prints 136.25 because it factors by 1.09
    // (12/11 rounded); its +680 (2 x 1.09 = 2.18) and +650 (-5 x 1.09 = -5.45) agree to 2 places.
    const r = crossImpTable([1430, 1430, 680, 680, 680, 680, 680, 650, 650, -100, -100], {
      divisor: "total",
      expected: 12,
    });
    expect(r.factor.toString()).toBe("12/11");
    expect(r.row(1430).total.toNumber()).toBe(125);
    expect(r.row(1430).result.toString()).toBe("1500/11"); // 136.36
    expect(r.row(680).result.toString()).toBe("24/11"); // 2.18
    expect(r.row(650).result.toString()).toBe("-60/11"); // -5.45
    expect(r.row(-100).result.toString()).toBe("-1500/11");
  });

  test('"Calculation of Weighted Scores", Appendix 1 without weighted scores: +620 among the twelve results totals -14', () => {
    // v 2 x 1430 (-810) -13, v 5 x 680 (-60) -2, v 2 x 650 (-30) -1, v 2 x -100 (720) 12:
    // -26 - 10 - 2 + 24 = -14.
    const r = crossImps([1430, 1430, 680, 680, 680, 680, 680, 650, 650, 620, -100, -100], {
      divisor: "total",
    });
    expect(r.results[9].toNumber()).toBe(-14);
  });

  test("the workings list each comparison on request", () => {
    const t = crossImpTable([680, -100, 680, 680], { divisor: "scores", details: true });
    const low = t.row(-100);
    expect(low.comparisons).toEqual([
      { against: 680, frequency: Fraction.of(3), difference: -780, imps: -13 },
    ]);
    expect(
      t.row(680).comparisons?.map((c) => [c.against, c.frequency.toNumber(), c.difference, c.imps]),
    ).toEqual([[-100, 1, 780, 13]]);
    expect(crossImpTable([1, 2]).rows[0].comparisons).toBeUndefined();
  });
});

describe("cross-IMPs: divisors and factoring", () => {
  const scores = [420, 450, 200, 200, -50, 590];
  // +420: v 450 (-30) -1, v 200 x2 (220) 6 + 6, v -50 (470) 10, v 590 (-170) -5 = 16.
  test.each([
    ["comparisons", "16/5"],
    ["scores", "8/3"],
    ["total", "16"],
    [8, "2"],
    ["COMPARISONS", "16/5"],
    ["4", "4"],
  ] as [CrossImpDivisor, string][])("divisor %s gives %s for +420", (divisor, expected) => {
    expect(crossImps(scores, { divisor }).results[0].toString()).toBe(expected);
  });

  test("N expected factors by N/n and divides by N - 1 or N", () => {
    // 16 x 8/6 = 64/3; by 7 comparisons 64/21, by 8 scores 8/3, as a total 64/3, by 2: 32/3.
    expect(crossImps(scores, { expected: 8 }).results[0].toString()).toBe("64/21");
    expect(crossImps(scores, { expected: 8, divisor: "scores" }).results[0].toString()).toBe("8/3");
    expect(crossImps(scores, { expected: 8, divisor: "total" }).results[0].toString()).toBe("64/3");
    expect(crossImps(scores, { expected: 8, divisor: 2 }).results[0].toString()).toBe("32/3");
    const t = crossImps(scores, { expected: 8 });
    expect([t.factor.toString(), t.divisorUsed.toString(), t.comparisons.toString()]).toEqual([
      "4/3",
      "7",
      "5",
    ]);
  });

  test("another IMP scale", () => {
    // 1700 is 17 WBF IMPs and 19 on the 1961 scale.
    expect(crossImps([1700, 0], { table: "1961", divisor: "total" }).totals[0].toNumber()).toBe(19);
    expect(crossImps([1700, 0], { divisor: "total" }).totals[0].toNumber()).toBe(17);
  });

  test("a single result divided by scores or as a total is 0", () => {
    expect(crossImps([420], { divisor: "scores" }).results[0].toNumber()).toBe(0);
    expect(crossImps([420], { divisor: "total", expected: 3 }).results[0].toNumber()).toBe(0);
  });

  test("differences that are not multiples of 10 must reach the band's lower bound", () => {
    // 15 is 0 IMPs, 745 is 12, 750 is 13.
    expect(num(crossImps([15, 0], { divisor: "total" }).totals)).toEqual([0, 0]);
    expect(num(crossImps([745, 0, 750], { divisor: "total" }).totals)).toEqual([12 + 0, -12 - 13, 0 + 13]);
  });

  test("divisor words read as typed", () => {
    expect(parseCrossImpDivisor(" Total ")).toBe("total");
    expect(parseCrossImpDivisor(2.5)).toBe(2.5);
  });

  test("a divisor typed as text is read as a cell's number (readNumberCell), not as JavaScript reads it", () => {
    expect(parseCrossImpDivisor(" 4 ")).toBe(4);
    expect(parseCrossImpDivisor(".5")).toBe(0.5);
    expect(parseCrossImpDivisor("4\u00a0")).toBe(4);
    // Number() made "0x10" 16 and "1e3" 1000; no director types a divisor so.
    expect(() => parseCrossImpDivisor("0x10")).toThrow('Unknown cross-IMP divisor "0x10"');
    expect(() => parseCrossImpDivisor("1e3")).toThrow('Unknown cross-IMP divisor "1e3"');
    expect(() => parseCrossImpDivisor("\u22123")).toThrow(/must be above 0, not -3/); // Unicode minus
  });
});

describe("cross-IMPs: properties", () => {
  test("totals on a board add to 0", () => {
    fc.assert(
      fc.property(board(1), (xs) => {
        const sum = crossImps(xs, { divisor: "total" }).totals.reduce((a, b) => a.add(b), Fraction.ZERO);
        expect(sum.toNumber()).toBe(0);
      }),
    );
  });

  test("with fractional frequencies the frequency-weighted totals add to 0", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ score: fc.constantFrom(...REAL_SCORES), tenths: fc.integer({ min: 1, max: 30 }) }),
          {
            minLength: 1,
            maxLength: 15,
          },
        ),
        (entries) => {
          const t = crossImpTable(
            Distribution.fromEntries(
              entries.map((e) => ({ score: e.score, frequency: Fraction.of(e.tenths, 10) })),
            ),
            { divisor: "total" },
          );
          expect(t.rows.reduce((a, r) => a.add(r.total.mul(r.frequency)), Fraction.ZERO).toNumber()).toBe(0);
        },
      ),
    );
  });

  test("identical scores IMP to 0", () => {
    fc.assert(
      fc.property(fc.constantFrom(...REAL_SCORES), fc.integer({ min: 2, max: 20 }), (s, k) => {
        expect(num(crossImps(Array(k).fill(s)).results)).toEqual(Array(k).fill(0));
      }),
    );
  });

  test("the band sweep equals comparing every pair of results", () => {
    fc.assert(
      fc.property(
        board(2, 60),
        fc.constantFrom<ImpTableName>("WBF", "1961", "1948", "EMP1938"),
        (xs, table) => {
          expect(num(crossImps(xs, { table, divisor: "total" }).totals)).toEqual(naiveTotals(xs, table));
        },
      ),
    );
  });

  test("the sweep equals pairwise comparison for any scores, not just multiples of 10", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5000, max: 5000 }), { minLength: 2, maxLength: 40 }), (xs) => {
        expect(num(crossImps(xs, { divisor: "total" }).totals)).toEqual(naiveTotals(xs));
      }),
    );
  });

  test("N = n changes nothing", () => {
    fc.assert(
      fc.property(board(2), (xs) => {
        const a = crossImps(xs).results;
        const b = crossImps(xs, { expected: xs.length }).results;
        expect(b.every((x, i) => x.equals(a[i]))).toBe(true);
      }),
    );
  });

  test("permuting the scores permutes the results", () => {
    assertPermutes((xs) => crossImps(xs).results);
  });
});

describe("crossImpNumbers: the per-result results as plain numbers", () => {
  test('"Bridge scoring" encyclopaedia example: +620 is 37 IMPs over 4 comparisons, 9.25', () => {
    // +620: v -100 (720) 12, v -100 12, v -300 (920) 14, v +650 (-30) -1 = 37; / 4 = 9.25.
    // -100: -12 (v 620), 0, +5 (v -300, 200), -13 (v 650, -750) = -20; / 4 = -5.
    // -300: -14, -5, -5, -14 (v 650, -950) = -38; / 4 = -9.5. +650: 1 + 13 + 13 + 14 = 41; / 4 = 10.25.
    expect(Array.from(crossImpNumbers([620, -100, -100, -300, 650]))).toEqual([9.25, -5, -5, -9.5, 10.25]);
  });

  test("property: the same numbers as crossImps' exact results, whole scores or not, every divisor", () => {
    const divisors: CrossImpDivisor[] = ["comparisons", "scores", "total", 4];
    fc.assert(
      fc.property(
        countedOrSortedBoard(2),
        fc.constantFrom(...divisors),
        fc.nat(3),
        fc.constantFrom<ImpTableName>("WBF", "1961"),
        (xs, divisor, missing, table) => {
          const options = { divisor, expected: xs.length + missing, table };
          expect(Array.from(crossImpNumbers(xs, options))).toEqual(num(crossImps(xs, options).results));
        },
      ),
    );
  });

  test("property: totals (divisor total) are the definition, every result IMPed against every other", () => {
    fc.assert(
      fc.property(countedOrSortedBoard(1, 80), (xs) => {
        expect(Array.from(crossImpNumbers(xs, { divisor: "total" }))).toEqual(naiveTotals(xs));
      }),
    );
  });

  test("a table is refused: the numbers are per result", () => {
    expect(() => crossImpNumbers(Distribution.fromScores([420, -50]) as unknown as number[])).toThrow(
      ScoringError,
    );
  });
});

describe("cross-IMPs reject what they cannot score", () => {
  test("an empty board", () => {
    expect(() => crossImps([])).toThrow(/no scores on this board/);
  });
  test("a score that is not a number", () => {
    expect(() => crossImps([100, Number.NaN])).toThrow(/Score 2 is NaN/);
  });
  test("one result divided by comparisons says there is nothing to compare", () => {
    let err: unknown;
    try {
      crossImps([420], { expected: 4 });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ScoringError);
    expect((err as ScoringError).kind).toBe("notAvailable");
    expect((err as ScoringError).message).toMatch(/single result has nothing to compare it with/);
  });
  test("an unknown divisor lists the valid ones", () => {
    expect(() => crossImps([1, 2], { divisor: "pairs" })).toThrow(
      /Unknown cross-IMP divisor "pairs": use one of comparisons, scores, total or a positive number/,
    );
    expect(() => parseCrossImpDivisor(null)).toThrow(/Unknown cross-IMP divisor null/);
  });
  test("a divisor of zero or below", () => {
    expect(() => crossImps([1, 2], { divisor: 0 })).toThrow(/must be above 0, not 0/);
    expect(() => crossImps([1, 2], { divisor: "-3" })).toThrow(/must be above 0, not -3/);
  });
  test("fewer expected than obtained, or not a whole number", () => {
    expect(() => crossImps([1, 2, 3], { expected: 2 })).toThrow(/2 results were expected but 3 were scored/);
    expect(() => crossImps([1, 2, 3], { expected: 3.5 })).toThrow(/whole number, not 3.5/);
  });
  test("an unknown IMP scale", () => {
    expect(() => crossImps([1, 2], { table: "ACBL" as ImpTableName })).toThrow(/Unknown IMP table "ACBL"/);
  });
  test("details on a board with too many different scores", () => {
    const many = Array.from({ length: 1001 }, (_, i) => i * 10);
    expect(() => crossImpTable(many, { details: true })).toThrow(
      /up to 1000 different scores; this board has 1001/,
    );
  });
  test("a score not on the board has no row", () => {
    expect(() => crossImpTable([1, 2]).row(3)).toThrow(/Nobody scored 3/);
  });
});

describe("awardCrossImps: an artificial award's cross-IMPs", () => {
  // Three results (620, -100, 650) and an award: N = 4 tables, so a table would have made
  // N - 1 = 3 comparisons. A+ is +3 IMPs each: a total of 3 x 3 = 9, whatever the results are.
  const t = (divisor: CrossImpDivisor) => crossImpTable([620, -100, 650], { expected: 4, divisor });
  const aPlus = { kind: "average", level: "A+" } as const;
  const aMinus = { kind: "average", level: "A-" } as const;

  test("A+ with N = 4: total 9; divided by 3 comparisons +3, by 4 scores 2.25, undivided 9, by 2 4.5", () => {
    expect(awardCrossImps(aPlus, t("comparisons")).total.toNumber()).toBe(9);
    expect(awardCrossImps(aPlus, t("comparisons")).result.toNumber()).toBe(3); // 9 / 3
    expect(awardCrossImps(aPlus, t("scores")).result.toNumber()).toBe(2.25); // 9 / 4
    expect(awardCrossImps(aPlus, t("total")).result.toNumber()).toBe(9); // 9 / 1
    expect(awardCrossImps(aPlus, t(2)).result.toNumber()).toBe(4.5); // 9 / 2
  });

  test("A- is the mirror (-9, -3); A= and 50% are 0; 60% counts as A+ and 40% as A-", () => {
    expect(awardCrossImps(aMinus, t("comparisons")).total.toNumber()).toBe(-9);
    expect(awardCrossImps(aMinus, t("comparisons")).result.toNumber()).toBe(-3);
    expect(awardCrossImps({ kind: "average", level: "A=" }, t("scores")).result.toNumber()).toBe(0);
    expect(awardCrossImps({ kind: "percent", percent: 50 }, t("scores")).total.toNumber()).toBe(0);
    expect(awardCrossImps({ kind: "percent", percent: 60 }, t("total")).result.toNumber()).toBe(9);
    expect(awardCrossImps({ kind: "percent", percent: 40 }, t("total")).result.toNumber()).toBe(-9);
  });

  test("the award is not factored by N/n: the results' totals are (N/n = 4/3), the award's 9 is not", () => {
    // 620 v -100 (720) 12, v 650 (-30) -1: total 11, factored 11 x 4/3 = 44/3.
    expect(t("total").row(620).factored.toString()).toBe("44/3");
    expect(awardCrossImps(aPlus, t("total")).total.toNumber()).toBe(9);
  });

  test("a percentage with no IMP equivalent (55%) is refused", () => {
    expect(() => awardCrossImps({ kind: "percent", percent: 55 }, t("comparisons"))).toThrow(ScoringError);
  });
});
