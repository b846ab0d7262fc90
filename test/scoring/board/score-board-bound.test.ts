import { scoreBoard } from "../../../src/scoring/board/score-board";
import type { BoardInput } from "../../../src/scoring/board/scored-board";
import { readTraveller } from "../../../src/scoring/traveller/read";

// docs/conventions.md, "Weighted scores": a board whose weights are too fine to count exactly is
// scored on weights rounded to billionths, and its weighted table says so.

function primes(count: number): number[] {
  const out: number[] = [];
  for (let n = 2; out.length < count; n++) if (out.every((p) => p * p > n || n % p !== 0)) out.push(n);
  return out;
}

const OTHERS = [1430, 1430, 680, 680, 680, 680, 680, 650, 650, -100, -100];
const boardWith = (weighted: string): BoardInput => {
  const t = readTraveller(
    [["NS", "EW", "Score"], ...OTHERS.map((s, i) => [i + 1, i + 101, s]), [12, 112, weighted]],
    { boardNumber: 5 },
  );
  expect(t.problems).toEqual([]);
  return t.boards[0];
};

describe("scoreBoard: a weighted score of 3,000 parts with prime denominators", () => {
  // 1 - 1/2, 1/2 - 1/3, 1/3 - 1/5, ..., and 1/q for the last prime: they add to exactly 1.
  const ps = primes(2999);
  const scores = [1430, 680, 650, -100];
  const parts = ps.map((p, i) => {
    const [a, b] = i === 0 ? [1, 1] : [1, ps[i - 1]];
    return `${a * p - b}/${b * p} ${scores[i % 4]}`;
  });
  parts.push(`1/${ps[ps.length - 1]} -100`);

  it("is scored, marked as rounded, and its matchpoints still add up", () => {
    const b = scoreBoard(boardWith(parts.join(", ")), { method: "mp" });
    expect(b.tables[11].weighted!.rounded).toBe(true);
    expect(b.tables[11].weighted!.ns).toHaveLength(3000);
    // The rounded weights add to exactly 1, so the board's matchpoints add to n(n - 1) = 132
    // (EBU), NS + EW on each table is the top of 22; the checks say so.
    const total = b.tables.reduce((a, t) => a + t.nsResult!, 0);
    expect(total).toBeCloseTo(132, 6);
    expect(b.checks.every((c) => c.holds !== false)).toBe(true);
  }, 60_000);

  it("leaves a ruling of a few parts exact and unmarked (12.6, as published)", () => {
    const b = scoreBoard(boardWith("30% 1430, 40% 680, 20% 650, 10% -100"), { method: "mp" });
    expect(b.tables[11].nsResult).toBe(12.6);
    expect(b.tables[11].weighted!.rounded).toBeUndefined();
    expect(Object.keys(b.tables[11].weighted!)).toEqual(["ns", "ew"]);
  });
});
