import fc from "fast-check";
import type { BoardTable, WeightedComponent } from "../../../src/scoring/board/adjusted-table";
import {
  weightedButler,
  weightedCrossImps,
  weightedMatchpoints,
} from "../../../src/scoring/board/frequency-methods";
import type { Side } from "../../../src/scoring/base/seats";
import { Fraction } from "../../../src/scoring/rules/fraction";
import { matchpoints } from "../../../src/scoring/rules/matchpoints";
import { crossImps } from "../../../src/scoring/rules/crossimp";
import { butlerBoard } from "../../../src/scoring/rules/butler";
import { board as realBoard, num, permute, withPermutation } from "../../support/random-boards";

const results = (b: { tables: readonly { result: Fraction }[] }): number[] =>
  num(b.tables.map((t) => t.result));
const componentResults = (t: { components: readonly { result: Fraction }[] }): number[] =>
  num(t.components.map((c) => c.result));

// The board of "Calculation of Weighted Scores": played 12 times, eleven results and, at the
// twelfth table, a weighted score.
const OTHERS = [1430, 1430, 680, 680, 680, 680, 680, 650, 650, -100, -100];
const SEC4: WeightedComponent[] = [
  { score: 1430, weight: 0.3 },
  { score: 680, weight: 0.4 },
  { score: 650, weight: 0.2 },
  { score: -100, weight: 0.1 },
];
// Appendix 1: the same, but the 20% component is +620, which nobody scored.
const APP1: WeightedComponent[] = [
  { score: 1430, weight: 0.3 },
  { score: 680, weight: 0.4 },
  { score: 620, weight: 0.2 },
  { score: -100, weight: 0.1 },
];

/** A weighted table of 1 to 4 components whose weights (in tenths) add to 1. */
const weightedTable = realBoard(1, 4).chain((scores) =>
  fc
    .array(fc.integer({ min: 1, max: 10 }), { minLength: scores.length, maxLength: scores.length })
    .map((raw) => {
      const total = raw.reduce((a, b) => a + b, 0);
      return scores.map((score, i) => ({ score, weight: Fraction.of(raw[i], total) }));
    }),
);
const weightedBoard = fc.tuple(realBoard(1, 15), fc.array(weightedTable, { minLength: 0, maxLength: 3 }));

describe('pairs, matchpoints ("Calculation of Weighted Scores", matchpointed pairs and Appendix 1)', () => {
  test("4.1: components 20.7, 13.0, 5.4, 1.1 and weighted 12.6", () => {
    // Adjusted frequencies 1430 2.3, 680 5.4, 650 2.2, -100 2.1. MP = 2 F(lower) + F(equal) - 1:
    // 1430: 2 x 9.7 + 1.3 = 20.7; 680: 2 x 4.3 + 4.4 = 13.0; 650: 2 x 2.1 + 1.2 = 5.4; -100: 1.1.
    // 0.3 x 20.7 + 0.4 x 13.0 + 0.2 x 5.4 + 0.1 x 1.1 = 6.21 + 5.2 + 1.08 + 0.11 = 12.6.
    const r = weightedMatchpoints([...OTHERS, SEC4]);
    const w = r.tables[11];
    expect(w.weighted).toBe(true);
    expect(componentResults(w)).toEqual([20.7, 13, 5.4, 1.1]);
    expect(w.result.toNumber()).toBe(12.6);
    expect(w.percentage.toString()).toBe("630/11"); // 12.6 of a top of 22
    expect(r.workings.top.toNumber()).toBe(22);
    // The other tables are scored against the same adjusted table.
    expect(results(r).slice(0, 11)).toEqual([20.7, 20.7, 13, 13, 13, 13, 13, 5.4, 5.4, 1.1, 1.1]);
    expect(r.tables[0].weighted).toBe(false);
    expect(num(r.workings.rows.map((x) => x.frequency))).toEqual([2.1, 2.2, 5.4, 2.3]);
  });

  test("Appendix 1: +620 nobody scored gets 2 x 2.1 + (0.2 - 1) = 3.4; weighted 12.2", () => {
    // 0.3 x 20.7 + 0.4 x 13.0 + 0.2 x 3.4 + 0.1 x 1.1 = 6.21 + 5.2 + 0.68 + 0.11 = 12.2.
    const r = weightedMatchpoints([...OTHERS, APP1]);
    expect(componentResults(r.tables[11])).toEqual([20.7, 13, 3.4, 1.1]);
    expect(r.tables[11].result.toNumber()).toBe(12.2);
    // Its table gives the +650 pairs 5.6: 2 x (0.2 + 2.1) + (2 - 1).
    expect(r.tables[7].result.toNumber()).toBe(5.6);
  });

  test("EW's matchpoints are top - NS", () => {
    const r = weightedMatchpoints([...OTHERS, SEC4], { side: "EW" });
    expect(r.tables[11].result.toNumber()).toBe(22 - 12.6);
    expect(componentResults(r.tables[11])).toEqual([1.3, 9, 16.6, 20.9]);
  });

  test("Neuberg on a weighted board: 11 tables, one weighted, 13 expected", () => {
    // Each result becomes (MP + 1) x 13/11 - 1, the weighted table's too.
    const r = weightedMatchpoints([...OTHERS.slice(1), SEC4], { expected: 13 });
    const plain = weightedMatchpoints([...OTHERS.slice(1), SEC4]);
    expect(r.tables[10].result.equals(plain.tables[10].result.add(1).mul(Fraction.of(13, 11)).sub(1))).toBe(
      true,
    );
  });
});

describe('pairs, Butler ("Calculation of Weighted Scores", Butler pairs and Appendix 1)', () => {
  test("5.1: datum 8181 / 12 = 681.75 -> 680; IMPs 13, 0, -1, -13; weighted 2.4", () => {
    // 1430 x 2.3 + 680 x 5.4 + 650 x 2.2 - 100 x 2.1 = 3289 + 3672 + 1430 - 210 = 8181.
    const r = weightedButler([...OTHERS, SEC4]);
    expect(r.workings.sum.toNumber()).toBe(8181);
    expect(r.workings.count.toNumber()).toBe(12);
    expect(r.workings.mean.toNumber()).toBe(681.75);
    expect(r.workings.datum.toNumber()).toBe(680);
    expect(componentResults(r.tables[11])).toEqual([13, 0, -1, -13]);
    expect(r.tables[11].result.toNumber()).toBe(2.4);
    expect(results(r).slice(0, 11)).toEqual([13, 13, 0, 0, 0, 0, 0, -1, -1, -13, -13]);
  });

  test("Appendix 1: datum 8175 / 12 = 681.25 -> 680; +620 is -2; weighted 2.2", () => {
    // 3289 + 3672 + 650 x 2.0 + 620 x 0.2 - 210 = 3289 + 3672 + 1300 + 124 - 210 = 8175.
    // 0.3 x 13 + 0.4 x 0 + 0.2 x -2 + 0.1 x -13 = 3.9 - 0.4 - 1.3 = 2.2.
    const r = weightedButler([...OTHERS, APP1]);
    expect(r.workings.sum.toNumber()).toBe(8175);
    expect(r.workings.mean.toNumber()).toBe(681.25);
    expect(componentResults(r.tables[11])).toEqual([13, 0, -2, -13]);
    expect(r.tables[11].result.toNumber()).toBe(2.2);
  });

  test("5.1 note, one from each end dropped: datum 685.1 -> 690; weighted 2.1", () => {
    // 1430 - 690 = 740: 12; 680 - 690: 0; 650 - 690 = -40: -1; -100 - 690 = -790: -13.
    // 0.3 x 12 + 0.2 x -1 + 0.1 x -13 = 3.6 - 0.2 - 1.3 = 2.1.
    const r = weightedButler([...OTHERS, SEC4], { trim: 1 });
    expect(r.workings.mean.toNumber()).toBe(685.1);
    expect(componentResults(r.tables[11])).toEqual([12, 0, -1, -13]);
    expect(r.tables[11].result.toNumber()).toBe(2.1);
  });

  test("EW gets the negation", () => {
    const r = weightedButler([...OTHERS, SEC4], { side: "EW" });
    expect(r.tables[11].result.toNumber()).toBe(-2.4);
    expect(results(r)[0]).toBe(-13);
  });
});

describe('pairs, cross-IMPs ("Calculation of Weighted Scores", cross-IMP pairs and Appendix 1)', () => {
  test("6.1: totals 134.5, -0.4, -8.0, -137.9; weighted 24.8", () => {
    // +1430: 5.4 x 13 + 2.2 x 13 + 2.1 x 17 = 70.2 + 28.6 + 35.7 = 134.5;
    // +680: 2.3 x -13 + 2.2 x 1 + 2.1 x 13 = -0.4; +650: 2.3 x -13 + 5.4 x -1 + 2.1 x 13 = -8.0;
    // -100: 2.3 x -17 + 5.4 x -13 + 2.2 x -13 = -137.9.
    // 0.3 x 134.5 + 0.4 x -0.4 + 0.2 x -8 + 0.1 x -137.9 = 40.35 - 0.16 - 1.6 - 13.79 = 24.8.
    const r = weightedCrossImps([...OTHERS, SEC4], { divisor: "total" });
    expect(componentResults(r.tables[11])).toEqual([134.5, -0.4, -8, -137.9]);
    expect(r.tables[11].result.toNumber()).toBe(24.8);
  });

  test("Appendix 1: totals 134.5, -0.2, -17.5, -137.7; weighted 23.0", () => {
    // +620: 2.3 x -13 + 5.4 x -2 + 2 x -1 + 2.1 x 12 = -29.9 - 10.8 - 2 + 25.2 = -17.5.
    const r = weightedCrossImps([...OTHERS, APP1], { divisor: "total" });
    expect(componentResults(r.tables[11])).toEqual([134.5, -0.2, -17.5, -137.7]);
    expect(r.tables[11].result.toNumber()).toBe(23);
  });

  test("divided by comparisons: 11 per table on a board of 12", () => {
    const r = weightedCrossImps([...OTHERS, SEC4]);
    expect(r.workings.divisorUsed.toNumber()).toBe(11);
    expect(r.tables[11].result.toString()).toBe("124/55"); // 24.8 / 11
  });

  test("EW gets the negation", () => {
    const r = weightedCrossImps([...OTHERS, SEC4], { divisor: "total", side: "EW" });
    expect(r.tables[11].result.toNumber()).toBe(-24.8);
  });
});

describe("split weighting: NS and EW weighted differently (Law 12C1(c))", () => {
  // Four plain results 420, 420, 170, -50 and a fifth table awarded, for NS, 60% of +420 and 40%
  // of -50, and for EW, 80% of +420 and 20% of -50. Each side is scored with its own weights.
  const board = (w420: number, w50: number): BoardTable[] => [
    420,
    420,
    170,
    -50,
    [
      { score: 420, weight: w420 },
      { score: -50, weight: w50 },
    ],
  ];

  test("matchpoints: NS 4.0, EW 3.0 (top 8)", () => {
    // NS weights: 420 2.6, 170 1, -50 1.4. MP(420) = 2 x 2.4 + 1.6 = 6.4, MP(-50) = 0.4;
    //   NS = 0.6 x 6.4 + 0.4 x 0.4 = 3.84 + 0.16 = 4.0.
    // EW weights: 420 2.8, 170 1, -50 1.2. NS MP(420) = 2 x 2.2 + 1.8 = 6.2, MP(-50) = 0.2;
    //   EW-weighted NS = 0.8 x 6.2 + 0.2 x 0.2 = 5.0, so EW = 8 - 5.0 = 3.0.
    expect(weightedMatchpoints(board(0.6, 0.4)).tables[4].result.toNumber()).toBe(4);
    expect(weightedMatchpoints(board(0.8, 0.2), { side: "EW" }).tables[4].result.toNumber()).toBe(3);
  });

  test("cross-IMP totals: NS -0.8, EW -7.6", () => {
    // NS weights: total(420) = 6 (v 170) + 1.4 x 10 (v -50) = 20; total(-50) = 2.6 x -10 - 6 = -32;
    //   NS = 0.6 x 20 + 0.4 x -32 = -0.8.
    // EW weights: total(420) = 6 + 1.2 x 10 = 18; total(-50) = 2.8 x -10 - 6 = -34;
    //   EW-weighted NS = 0.8 x 18 + 0.2 x -34 = 7.6, so EW = -7.6.
    expect(weightedCrossImps(board(0.6, 0.4), { divisor: "total" }).tables[4].result.toNumber()).toBe(-0.8);
    expect(
      weightedCrossImps(board(0.8, 0.2), { divisor: "total", side: "EW" }).tables[4].result.toNumber(),
    ).toBe(-7.6);
  });

  test("Butler: NS 0.2, EW -1.8", () => {
    // NS weights: datum (420 x 2.6 + 170 - 50 x 1.4) / 5 = 1192 / 5 = 238.4 -> 240;
    //   420 - 240 = 180: 5, -50 - 240 = -290: -7; NS = 0.6 x 5 + 0.4 x -7 = 0.2.
    // EW weights: datum (420 x 2.8 + 170 - 50 x 1.2) / 5 = 1286 / 5 = 257.2 -> 260;
    //   160: 4, -310: -7; EW-weighted NS = 0.8 x 4 + 0.2 x -7 = 1.8, so EW = -1.8.
    expect(weightedButler(board(0.6, 0.4)).tables[4].result.toNumber()).toBe(0.2);
    expect(weightedButler(board(0.8, 0.2), { side: "EW" }).tables[4].result.toNumber()).toBe(-1.8);
  });
});

describe("several weighted tables on one board", () => {
  test("both weighted tables adjust the frequencies", () => {
    // 420 and 170 plain; table 3: 50% 420 / 50% -50; table 4: 25% 170 / 75% -50.
    // Frequencies: -50 1.25, 170 1.25, 420 1.5 (n = 4, top 6).
    // MP(-50) = 0.25, MP(170) = 2 x 1.25 + 0.25 = 2.75, MP(420) = 2 x 2.5 + 0.5 = 5.5.
    // Table 3 = 0.5 x 5.5 + 0.5 x 0.25 = 2.875; table 4 = 0.25 x 2.75 + 0.75 x 0.25 = 0.875.
    const board: BoardTable[] = [
      420,
      170,
      [
        { score: 420, weight: 50 },
        { score: -50, weight: 50 },
      ],
      [
        { score: 170, weight: 0.25 },
        { score: -50, weight: 0.75 },
      ],
    ];
    const r = weightedMatchpoints(board);
    expect(num(r.distribution.frequencies())).toEqual([1.25, 1.25, 1.5]);
    expect(results(r)).toEqual([5.5, 2.75, 2.875, 0.875]);
    expect(results(r).reduce((a, b) => a + b, 0)).toBe(12); // n(n-1) = 4 x 3
  });
});

describe("weighted pairs: properties", () => {
  const asBoard = ([plain, weighted]: [number[], WeightedComponent[][]]): BoardTable[] => [
    ...plain,
    ...weighted,
  ];

  test("cross-IMP totals over the tables add to 0 (each weighted table counted with its weights)", () => {
    fc.assert(
      fc.property(weightedBoard, (b) => {
        const r = weightedCrossImps(asBoard(b), { divisor: "total" });
        expect(r.tables.reduce((a, t) => a.add(t.result), Fraction.ZERO).toNumber()).toBe(0);
      }),
    );
  });

  test("matchpoints over the tables add to n(n-1)", () => {
    fc.assert(
      fc.property(weightedBoard, (b) => {
        const tables = asBoard(b);
        fc.pre(tables.length >= 2);
        const r = weightedMatchpoints(tables);
        const n = tables.length;
        expect(r.tables.reduce((a, t) => a.add(t.result), Fraction.ZERO).toNumber()).toBe(n * (n - 1));
      }),
    );
  });

  test("a weighted table of one component with weight 1 scores exactly as a plain result", () => {
    fc.assert(
      fc.property(realBoard(2, 20), fc.nat(), (xs, k) => {
        const i = k % xs.length;
        const board: BoardTable[] = xs.map((s, j) => (j === i ? [{ score: s, weight: 1 }] : s));
        const mp = weightedMatchpoints(board).tables.map((t) => t.result);
        expect(mp.every((m, j) => m.equals(matchpoints(xs).matchpoints[j]))).toBe(true);
        const cx = weightedCrossImps(board).tables.map((t) => t.result);
        expect(cx.every((m, j) => m.equals(crossImps(xs).results[j]))).toBe(true);
        const bt = weightedButler(board, { trim: 0.1 });
        expect(results(bt)).toEqual(butlerBoard(xs, { trim: 0.1 }).imps);
      }),
    );
  });

  test("EW results are top - NS (matchpoints) and minus NS (IMPs) for the same weights", () => {
    fc.assert(
      fc.property(weightedBoard, (b) => {
        const tables = asBoard(b);
        fc.pre(tables.length >= 2);
        const view = (side: Side) => ({
          mp: weightedMatchpoints(tables, { side }),
          cx: weightedCrossImps(tables, { side }),
          bt: weightedButler(tables, { side }),
        });
        const ns = view("NS");
        const ew = view("EW");
        const top = ns.mp.workings.top;
        ns.mp.tables.forEach((t, i) => expect(t.result.add(ew.mp.tables[i].result).equals(top)).toBe(true));
        ns.cx.tables.forEach((t, i) => expect(t.result.add(ew.cx.tables[i].result).sign()).toBe(0));
        ns.bt.tables.forEach((t, i) => expect(t.result.add(ew.bt.tables[i].result).sign()).toBe(0));
      }),
    );
  });

  test("permuting the tables permutes the results", () => {
    fc.assert(
      fc.property(withPermutation(weightedBoard.map(asBoard)), ([tables, perm]) => {
        fc.pre(tables.length >= 2);
        const a = weightedMatchpoints(tables).tables;
        const b = weightedMatchpoints(permute(tables, perm)).tables;
        perm.forEach((from, to) => expect(b[to].result.equals(a[from].result)).toBe(true));
      }),
    );
  });
});

describe("weighted pairs reject what they cannot score", () => {
  test("an empty board", () => {
    expect(() => weightedMatchpoints([])).toThrow(/no scores on this board/);
  });
  test("weights that do not add up name the table", () => {
    const bad = [
      { score: 420, weight: 0.5 },
      { score: -50, weight: 0.4 },
    ];
    expect(() => weightedButler([100, 200, bad])).toThrow(/Table 3: The weights add to 0.9/);
  });
  test("a negative weight names the table", () => {
    const bad = [
      { score: 420, weight: 1.2 },
      { score: -50, weight: -0.2 },
    ];
    expect(() => weightedCrossImps([bad, 100])).toThrow(
      /Table 1: Weight 2 is -0.2: weights cannot be negative/,
    );
  });
  test("a score that is not a number, an empty or malformed table", () => {
    expect(() => weightedMatchpoints([100, Number.NaN])).toThrow(/Table 2's score is NaN/);
    expect(() => weightedMatchpoints([100, []])).toThrow(/Table 2 is neither an NS score nor a list/);
    expect(() => weightedMatchpoints([100, [{ score: Number.NaN, weight: 1 }]])).toThrow(
      /Table 2: Component score 1 is NaN/,
    );
    expect(() => weightedMatchpoints([100, [null as unknown as WeightedComponent]])).toThrow(
      /Table 2: Component score 1/,
    );
  });
  test("an unknown side", () => {
    expect(() => weightedMatchpoints([1, 2], { side: "N" as Side })).toThrow(
      /Unknown side "N": use NS or EW/,
    );
  });
  test("the method's own checks still apply (N < n)", () => {
    expect(() => weightedMatchpoints([1, 2, 3], { expected: 2 })).toThrow(/cannot be fewer than the results/);
  });
});
