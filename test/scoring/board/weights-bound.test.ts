import fc from "fast-check";
import { readBoard } from "../../../src/scoring/board/adjusted-table";
import {
  weightedButler,
  weightedCrossImps,
  weightedMatchpoints,
} from "../../../src/scoring/board/frequency-methods";
import { readWeights, weightsOnGrid } from "../../../src/scoring/board/weights";
import { Fraction } from "../../../src/scoring/rules/fraction";

// docs/conventions.md, "Weighted scores": a board's weights stay exact while its frequencies can be
// counted exactly (tables x common denominator at most 2^53 / 64); otherwise each weighted
// table's weights are rounded to billionths, still adding to exactly 1 (largest remainders).

function primes(count: number): number[] {
  const out: number[] = [];
  for (let n = 2; out.length < count; n++) if (out.every((p) => p * p > n || n % p !== 0)) out.push(n);
  return out;
}

/**
 * `count` weights with pairwise unrelated denominators that add to exactly 1: 1 - 1/2, 1/2 - 1/3,
 * 1/3 - 1/5, ..., and the last prime's reciprocal (the sum telescopes to 1). Their common
 * denominator is the product of all the primes.
 */
function primeWeights(count: number): Fraction[] {
  const out: Fraction[] = [];
  let prev = Fraction.ONE;
  for (const p of primes(count - 1)) {
    const x = Fraction.of(1, p);
    out.push(prev.sub(x));
    prev = x;
  }
  out.push(prev);
  return out;
}

const SCORES = [420, 450, -50, -100, 170, 140, 620, -200];
const BILLIONTH = Fraction.of(1, 1_000_000_000);

/** EBU matchpoints by hand: 2 per unit of frequency below, 1 per unit equal, less 1 for itself. */
function handMatchpoints(plain: number[], parts: { score: number; weight: Fraction }[]): Fraction {
  const freq = new Map<number, Fraction>();
  const add = (s: number, f: Fraction) => freq.set(s, (freq.get(s) ?? Fraction.ZERO).add(f));
  plain.forEach((s) => add(s, Fraction.ONE));
  parts.forEach((p) => add(p.score, p.weight));
  const mp = (s: number): Fraction => {
    let below = Fraction.ZERO;
    for (const [t, f] of freq) if (t < s) below = below.add(f);
    return below.mul(2).add(freq.get(s)!).sub(1);
  };
  return parts.reduce((a, p) => a.add(p.weight.mul(mp(p.score))), Fraction.ZERO);
}

describe("weights too fine to count exactly", () => {
  it("accepts 3,000 weights with prime denominators that add to 1, and refuses them 1/p short", () => {
    const w = primeWeights(3000);
    expect(readWeights(w)).toHaveLength(3000);
    const short = [...w.slice(0, -1), w[w.length - 1].div(2)];
    expect(() => readWeights(short)).toThrow(/The weights add to 0\.99.*they must add to 1/);
  }, 60_000);

  it("rounds to billionths that still add to exactly 1, each within a billionth", () => {
    expect(weightsOnGrid([Fraction.of(1, 3), Fraction.of(2, 3)]).map(String)).toEqual([
      "333333333/1000000000",
      "666666667/1000000000", // 2/3 lost more (0.67 of a billionth against 0.33), so gets the unit
    ]);
    const w = primeWeights(500);
    const g = weightsOnGrid(w);
    expect(g.reduce((a, b) => a.add(b), Fraction.ZERO).toString()).toBe("1");
    g.forEach((x, i) => expect(x.sub(w[i]).abs().cmp(BILLIONTH)).toBeLessThan(0));
  });

  it("scores a board with a 3,000-part weighted score, its numbers bounded by the board's counts", () => {
    const parts = primeWeights(3000).map((weight, i) => ({ score: SCORES[i % SCORES.length], weight }));
    const board = [420, 420, -50, 170, parts];
    const mp = weightedMatchpoints(board);
    // The frequencies are counted in billionths: 5 tables make 5 x 10^9 units.
    expect(mp.distribution.scale).toBe(1e9);
    expect(mp.distribution.totalUnits).toBe(5e9);
    const t = mp.tables[4];
    expect(t.rounded).toBe(true);
    expect(mp.tables[0].rounded).toBeUndefined(); // a plain table's result is not touched
    // Sum of weight (over 10^9) x matchpoints (over 10^9): the denominator divides 10^18.
    expect(10n ** 18n % t.result.d).toBe(0n);
    // Every table's matchpoints add to the board's n(n-1) = 20 (EBU), rounded weights or not.
    expect(mp.tables.reduce((a, x) => a.add(x.result), Fraction.ZERO).toString()).toBe("20");
    for (const r of [weightedCrossImps(board), weightedButler(board)]) {
      expect(r.tables[4].rounded).toBe(true);
      expect(10n ** 30n % r.tables[4].result.d).toBe(0n);
    }
  }, 60_000);

  it("stays within the stated tolerance of the exact result: (top + 2) billionths per weighted part", () => {
    // 150 parts: too fine to count exactly (the product of 149 primes), cheap to score by hand.
    const parts = primeWeights(150).map((weight, i) => ({ score: SCORES[i % SCORES.length], weight }));
    const plain = [420, 420, -50, 170];
    const r = weightedMatchpoints([...plain, parts]);
    expect(r.tables[4].rounded).toBe(true);
    const exact = handMatchpoints(plain, parts);
    const tolerance = BILLIONTH.mul(150 * (8 + 2)); // top 2 x (5 - 1) = 8
    expect(r.tables[4].result.sub(exact).abs().cmp(tolerance)).toBeLessThanOrEqual(0);
  });

  it("keeps a board exact while its weights can be counted (1/7 and 6/7 stay sevenths)", () => {
    const board = [
      420,
      -50,
      [
        { score: 420, weight: Fraction.of(1, 7) },
        { score: -50, weight: Fraction.of(6, 7) },
      ],
    ];
    const t = readBoard(board)[2];
    expect(t.rounded).toBeUndefined();
    expect(t.components.map((c) => c.weight.toString())).toEqual(["1/7", "6/7"]);
    // By hand: 420 beats 1 6/7 results and ties 1 1/7 less itself: 2 x 13/7 + 8/7 - 1 = 27/7;
    // -50 beats none and ties 1 6/7 less itself: 6/7. Weighted: 1/7 x 27/7 + 6/7 x 6/7 = 63/49 = 9/7.
    expect(weightedMatchpoints(board).tables[2].result.toString()).toBe("9/7");
  });

  // Weights x / total for small whole x: denominators of at most 120.
  const weightsOf = (count: number) =>
    fc.array(fc.integer({ min: 1, max: 20 }), { minLength: count, maxLength: count }).map((xs) =>
      xs.map((x) =>
        Fraction.of(
          x,
          xs.reduce((a, b) => a + b, 0),
        ),
      ),
    );
  const smallBoard = fc.record({
    plain: fc.array(fc.constantFrom(...SCORES), { minLength: 1, maxLength: 8 }),
    scores: fc.array(fc.constantFrom(...SCORES), { minLength: 1, maxLength: 6 }),
  });

  it("property: small weights stay exact; weights on billionths stay within the tolerance", () => {
    fc.assert(
      fc.property(
        smallBoard.chain((b) => weightsOf(b.scores.length).map((w) => ({ ...b, w }))),
        ({ plain, scores, w }) => {
          const parts = scores.map((score, i) => ({ score, weight: w[i] }));
          const exact = handMatchpoints(plain, parts);
          const r = weightedMatchpoints([...plain, parts]);
          const t = r.tables[plain.length];
          expect(t.rounded).toBeUndefined();
          expect(t.result.equals(exact)).toBe(true);
          // The same board on the rounded weights (what a board too fine to count gets).
          const g = weightsOnGrid(w);
          const onGrid = weightedMatchpoints([...plain, scores.map((score, i) => ({ score, weight: g[i] }))]);
          const top = 2 * plain.length; // 2(n - 1), n = plain tables + the weighted one
          const tolerance = BILLIONTH.mul(parts.length * (top + 2));
          expect(onGrid.tables[plain.length].result.sub(exact).abs().cmp(tolerance)).toBeLessThanOrEqual(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});
