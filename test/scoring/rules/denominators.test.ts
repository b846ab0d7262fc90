import fc from "fast-check";
import { crossImpTable } from "../../../src/scoring/rules/crossimp";
import { matchpointTable } from "../../../src/scoring/rules/matchpoints";
import { Fraction } from "../../../src/scoring/rules/fraction";

// docs/conventions.md, "Weighted scores" (its last paragraph): the divisions of the scoring other
// than weights need no bound, because their denominators are counts of the event. Neuberg's
// (MP + 1) x N/n - 1 divides only by n, the board's results; a cross-IMP result, total x N/n over
// N - 1 comparisons, by n(N - 1). A session adds such results over its boards, so its totals'
// denominators divide the least common multiple of those counts, never a product that grows
// with the number of boards.

const SCORES = [-200, -100, -50, 90, 110, 140, 170, 420, 450, 620, 650, 680, 1430];
const board = fc.record({
  scores: fc.array(fc.constantFrom(...SCORES), { minLength: 2, maxLength: 30 }),
  missing: fc.integer({ min: 0, max: 10 }),
});

const divides = (d: bigint, by: number | bigint): boolean => BigInt(by) % d === 0n;

describe("denominators bounded by the event's counts", () => {
  it("Neuberg's matchpoints divide by n; cross-IMPs by n(N - 1)", () => {
    fc.assert(
      fc.property(board, ({ scores, missing }) => {
        const n = scores.length;
        const N = n + missing;
        const mp = matchpointTable(scores, { expected: N });
        for (const r of mp.rows) expect(divides(r.ns.d, n)).toBe(true);
        const x = crossImpTable(scores, { expected: N });
        for (const s of new Set(scores)) expect(divides(x.row(s).result.d, n * (N - 1))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("a session's total over boards of 1 to 30 results divides lcm(1..30), whatever its length", () => {
    // 300 boards, each factored by Neuberg from n to 30 results: the total's denominator divides
    // lcm(1, ..., 30) = 2329089562800, and stays that size however many boards are added.
    let total = Fraction.ZERO;
    for (let b = 0; b < 300; b++) {
      const n = (b % 30) + 1;
      const scores = Array.from({ length: n }, (_, i) => SCORES[(i * 7 + b) % SCORES.length]);
      total = total.add(matchpointTable(scores, { expected: 30 }).rows[0].ns);
    }
    expect(divides(total.d, 2329089562800n)).toBe(true);
  });
});
