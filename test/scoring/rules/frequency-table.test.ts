import fc from "fast-check";
import { Distribution, toDistribution } from "../../../src/scoring/rules/frequency-table";
import { Fraction } from "../../../src/scoring/rules/fraction";
import { ScoringError } from "../../../src/scoring/base/errors";
import { countedOrSortedBoard } from "../../support/random-boards";

/** The table as "score x frequency" strings, ascending: easy to compare with a printed table. */
function show(t: Distribution): string[] {
  return t.rows().map((r) => `${r.score}x${r.frequency.toString()}`);
}

describe("Distribution.fromScores (plain results)", () => {
  test('"Calculation of Weighted Scores", Appendix 2, normal traveller: six results, -100 twice', () => {
    // The appendix's frequency table (printed descending): +600 1, +150 1, -100 2, -200 1, -300 1; total 6.
    const t = Distribution.fromScores([600, 150, -100, -100, -200, -300]);
    expect(show(t)).toEqual(["-300x1", "-200x1", "-100x2", "150x1", "600x1"]);
    expect(t.n.toString()).toBe("6");
    expect(t.isWhole).toBe(true);
    expect(t.size).toBe(5);
  });

  test('"Calculation of Weighted Scores", matchpointed pairs: the eleven results other than the weighted table', () => {
    // The printed table: +1430 2, +680 5, +650 2, -100 2; total 11.
    const t = Distribution.fromScores([1430, 1430, 680, 680, 680, 680, 680, 650, 650, -100, -100]);
    expect(show(t)).toEqual(["-100x2", "650x2", "680x5", "1430x2"]);
    expect(t.n.toNumber()).toBe(11);
  });

  test("cumulative units count the frequency below each score", () => {
    // -100 x2, 650 x2, 680 x5, 1430 x2: below them 0, 2, 4, 9; all 11.
    const t = Distribution.fromScores([1430, 1430, 680, 680, 680, 680, 680, 650, 650, -100, -100]);
    expect(Array.from(t.cumulativeUnits())).toEqual([0, 2, 4, 9, 11]);
  });

  test("a single result is a table of one", () => {
    const t = Distribution.fromScores([420]);
    expect(show(t)).toEqual(["420x1"]);
  });

  test("-0 and 0 are the same score", () => {
    expect(show(Distribution.fromScores([0, -0, 0]))).toEqual(["0x3"]);
  });

  test("a typed array is accepted as it is", () => {
    expect(show(Distribution.fromScores(new Float64Array([50, -50, 50])))).toEqual(["-50x1", "50x2"]);
  });

  test("indexOf finds a score or says -1; indicesOf maps every input", () => {
    const scores = [420, -50, 420, 140];
    const t = Distribution.fromScores(scores);
    expect(t.indexOf(-50)).toBe(0);
    expect(t.indexOf(140)).toBe(1);
    expect(t.indexOf(420)).toBe(2);
    expect(t.indexOf(100)).toBe(-1);
    expect(t.indexOf(9999)).toBe(-1);
    expect(Array.from(t.indicesOf(scores))).toEqual([2, 0, 2, 1]);
    expect(() => t.indicesOf([100])).toThrow(/100 is not in this frequency table/);
  });

  test("scoredIndex: a score nobody made is #N/A (notAvailable), not #VALUE!", () => {
    const t = Distribution.fromScores([420, -50, 420]);
    expect(t.scoredIndex(420)).toBe(1);
    expect(() => t.scoredIndex(100)).toThrow(/Nobody scored 100 on this board/);
    expect(() => t.scoredIndex(100)).toThrow(expect.objectContaining({ kind: "notAvailable" }));
  });

  test("expected: N is n unless given; a given N is whole and no fewer than n", () => {
    // 1430 twice and a weighted component of 3/10: n = 2.3 results, so N = 3 is allowed, 2 is not.
    const t = Distribution.fromEntries([
      { score: 1430, frequency: 2 },
      { score: 620, frequency: 0.3 },
    ]);
    expect(t.expected().toString()).toBe("23/10");
    expect(t.expected(null).toString()).toBe("23/10");
    expect(t.expected(3).toNumber()).toBe(3);
    expect(() => t.expected(2)).toThrow(
      "2 results were expected but 2.3 were scored: the number expected cannot be fewer than the results on the board.",
    );
    expect(() => t.expected(3.5)).toThrow(/must be a whole number, not 3.5/);
  });

  test("toDistribution passes a table through and builds one from scores", () => {
    const t = Distribution.fromScores([1, 2]);
    expect(toDistribution(t)).toBe(t);
    expect(show(toDistribution([2, 1, 2]))).toEqual(["1x1", "2x2"]);
  });

  test("a million results build quickly into a short table", () => {
    const scores = new Float64Array(1_000_000);
    const common = [-200, -100, 420, 450, 620, 650, 680];
    for (let i = 0; i < scores.length; i++) scores[i] = common[(i * 7919) % common.length];
    const t = Distribution.fromScores(scores);
    expect(t.size).toBe(7);
    expect(t.totalUnits).toBe(1_000_000);
  });

  test("property: the table matches a plain count, in ascending order", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -50, max: 50 }).map((x) => x * 10),
          { minLength: 1, maxLength: 60 },
        ),
        (xs) => {
          const t = Distribution.fromScores(xs);
          const counts = new Map<number, number>();
          for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
          const keys = [...counts.keys()].sort((a, b) => a - b);
          expect(Array.from(t.scores)).toEqual(keys);
          expect(Array.from(t.units)).toEqual(keys.map((k) => counts.get(k)));
          expect(t.totalUnits).toBe(xs.length);
        },
      ),
    );
  });
});

const mixedBoard = countedOrSortedBoard();

describe("Distribution.fromScores: counting whole scores and sorting give the same table", () => {
  test("property: the same table as fromEntries with each score once (a separate sort)", () => {
    fc.assert(
      fc.property(mixedBoard, (xs) => {
        const t = Distribution.fromScores(xs);
        const u = Distribution.fromEntries(xs.map((score) => ({ score, frequency: 1 })));
        expect(Array.from(t.scores)).toEqual(Array.from(u.scores));
        expect(Array.from(t.units)).toEqual(Array.from(u.units));
        expect(t.scale).toBe(1);
      }),
    );
  });

  test("property: indicesOf (by slot for whole scores) agrees with indexOf (binary search)", () => {
    fc.assert(
      fc.property(mixedBoard, fc.integer({ min: 1, max: 5 }), (xs, copies) => {
        const t = Distribution.fromScores(xs);
        const list = Array.from({ length: copies * 64 }, (_, i) => xs[i % xs.length]);
        expect(Array.from(t.indicesOf(list))).toEqual(list.map((x) => t.indexOf(x)));
      }),
    );
  });

  test("indicesOf of a long list still refuses a score not on the board, whole or not", () => {
    const xs = Array.from({ length: 100 }, (_, i) => (i % 5) * 10); // 0, 10, ..., 40
    const t = Distribution.fromScores(xs);
    for (const missing of [5, 15.5, -10, 50, 1e9]) {
      const err = (() => {
        try {
          t.indicesOf([...xs, missing]);
        } catch (e) {
          return e;
        }
      })();
      expect(err).toBeInstanceOf(ScoringError);
      expect((err as ScoringError).kind).toBe("notAvailable");
    }
  });

  test("a board with a score a billion away is sorted, not given a billion slots", () => {
    // 100 results of 420 and one of 1e9: two scores, 420 a hundred times.
    const xs = [...Array.from({ length: 100 }, () => 420), 1e9];
    const t = Distribution.fromScores(xs);
    expect(show(t)).toEqual(["420x100", "1000000000x1"]);
    expect(Array.from(t.indicesOf(xs)).slice(99)).toEqual([0, 1]);
  });

  test("spread gives each result its score's number", () => {
    // Scores -50 (place 0) and 420 (place 1): -1 for -50, +1 for 420.
    const t = Distribution.fromScores([420, -50, 420]);
    expect(Array.from(t.spread(Float64Array.of(-1, 1), [420, -50, 420]))).toEqual([1, -1, 1]);
    expect(() => t.spread([1], [420])).toThrow(ScoringError);
  });
});

describe("Distribution.fromEntries (weighted frequencies)", () => {
  const others = [1430, 1430, 680, 680, 680, 680, 680, 650, 650, -100, -100].map((score) => ({
    score,
    frequency: 1,
  }));

  test('"Calculation of Weighted Scores", matchpointed pairs: the weights 30/40/20/10% adjust the frequencies to 2.3, 5.4, 2.2, 2.1', () => {
    const t = Distribution.fromEntries([
      ...others,
      { score: 1430, frequency: 0.3 },
      { score: 680, frequency: 0.4 },
      { score: 650, frequency: 0.2 },
      { score: -100, frequency: 0.1 },
    ]);
    expect(show(t)).toEqual(["-100x21/10", "650x11/5", "680x27/5", "1430x23/10"]);
    expect(t.n.toString()).toBe("12"); // 11 results plus one weighted table
    expect(t.scale).toBe(10);
    expect(Array.from(t.units)).toEqual([21, 22, 54, 23]);
    expect(t.isWhole).toBe(false);
  });

  test('"Calculation of Weighted Scores", Appendix 1: +620, which nobody scored, gets a frequency of 0.2 of its own', () => {
    const t = Distribution.fromEntries([
      ...others,
      { score: 1430, frequency: Fraction.of(3, 10) },
      { score: 680, frequency: Fraction.of(2, 5) },
      { score: 620, frequency: Fraction.of(1, 5) },
      { score: -100, frequency: Fraction.of(1, 10) },
    ]);
    // The printed table: +1430 2.3, +680 5.4, +650 2.0, +620 0.2, -100 2.1; total 12.
    expect(show(t)).toEqual(["-100x21/10", "620x1/5", "650x2", "680x27/5", "1430x23/10"]);
    expect(t.n.toNumber()).toBe(12);
  });

  test("thirds give a common denominator of 3", () => {
    const third = Fraction.of(1, 3);
    const t = Distribution.fromEntries([
      { score: 100, frequency: third },
      { score: 200, frequency: third },
      { score: 300, frequency: third },
      { score: 200, frequency: 2 },
    ]);
    expect(t.scale).toBe(3);
    expect(Array.from(t.units)).toEqual([1, 7, 1]);
    expect(t.n.toString()).toBe("3");
  });

  test("whole frequencies stay on scale 1", () => {
    const t = Distribution.fromEntries([
      { score: 10, frequency: 2 },
      { score: -10, frequency: 3 },
    ]);
    expect(t.scale).toBe(1);
    expect(show(t)).toEqual(["-10x3", "10x2"]);
  });
});

describe("Distribution rejects what it cannot count", () => {
  test("an empty board", () => {
    expect(() => Distribution.fromScores([])).toThrow(/no scores on this board/);
    expect(() => Distribution.fromEntries([])).toThrow(/no scores on this board/);
  });

  test("NaN, infinity, text and blanks name the position", () => {
    expect(() => Distribution.fromScores([100, Number.NaN])).toThrow(/Score 2 is NaN, not a number/);
    expect(() => Distribution.fromScores([Infinity])).toThrow(/Score 1 is Infinity/);
    expect(() => Distribution.fromScores([100, "620" as unknown as number])).toThrow(/Score 2 is "620"/);
    expect(() => Distribution.fromScores([null as unknown as number])).toThrow(/Score 1 is a blank/);
    expect(() => Distribution.fromEntries([{ score: Number.NaN, frequency: 1 }])).toThrow(ScoringError);
  });

  test("a frequency of zero, below zero or not a number", () => {
    expect(() => Distribution.fromEntries([{ score: 100, frequency: 0 }])).toThrow(/must be above 0/);
    expect(() => Distribution.fromEntries([{ score: 100, frequency: -0.2 }])).toThrow(
      /-0.2: a frequency must be above 0/,
    );
    expect(() => Distribution.fromEntries([{ score: 100, frequency: Number.NaN }])).toThrow(/not a number/);
  });

  test("frequencies too fine to count exactly", () => {
    // Denominators 2^30 and 3^19 have no common factor: their product is beyond 2^53 / 64.
    expect(() =>
      Distribution.fromEntries([
        { score: 1, frequency: Fraction.of(1, 2 ** 30) },
        { score: 2, frequency: Fraction.of(1, 3 ** 19) },
      ]),
    ).toThrow(/too fine to count exactly/);
  });

  test("an index out of range", () => {
    expect(() => Distribution.fromScores([1]).frequency(1)).toThrow(/no score number 1/);
  });
});
