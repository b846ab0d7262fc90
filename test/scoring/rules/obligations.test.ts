import fc from "fast-check";
import {
  abortedBoardImps,
  abortedBoardSeatImps,
  obligation,
  obligationImps,
  obligationTable,
} from "../../../src/scoring/rules/obligations";
import { ScoringError } from "../../../src/scoring/base/errors";
import examples from "../../fixtures/worked-examples.json";

function example(id: string) {
  const found = examples.cases.find((c) => c.id === id);
  if (!found) throw new Error(`worked example ${id} is missing`);
  return found as unknown as { input: Record<string, unknown>; expected: Record<string, unknown> };
}

describe('obligation (the table of "BridgeHit is transferring to IMP scoring")', () => {
  test("worked example obligation-bridgehit: 33 points nv, 410 scored -> obligation 900, -10 IMPs", () => {
    // 410 - 900 = -490, in the 430-490 band: -10 IMPs.
    const ex = example("obligation-bridgehit");
    const { points, vulnerable, score } = ex.input as { points: number; vulnerable: boolean; score: number };
    expect(obligation(points, vulnerable)).toBe(ex.expected.obligation);
    expect(obligationImps(points, vulnerable, score)).toBe(ex.expected.imps);
  });

  // Rows of BridgeHit's table, each checked against the print.
  // prettier-ignore
  test.each([
    [20, 0, 0], [21, 50, 50], [23, 110, 110], [24, 200, 290], [25, 300, 440], [28, 430, 630],
    [30, 490, 690], [31, 600, 900], [33, 900, 1350], [36, 1200, 1800], [37, 1300, 1950], [40, 1300, 1950],
  ])("%i points: %i not vulnerable, %i vulnerable", (p, nv, vul) => {
    expect(obligation(p, false)).toBe(nv);
    expect(obligation(p, true)).toBe(vul);
  });

  test("the table has 21 rows, 20 to 40 points", () => {
    const t = obligationTable();
    expect(t.map((r) => r.points)).toEqual(Array.from({ length: 21 }, (_, i) => 20 + i));
    expect(t[13]).toEqual({ points: 33, notVulnerable: 900, vulnerable: 1350 });
  });

  test("the table rises with points, vulnerable is never below not vulnerable, and 37-40 are flat", () => {
    const t = obligationTable();
    for (let i = 1; i < t.length; i++) {
      expect(t[i].notVulnerable).toBeGreaterThanOrEqual(t[i - 1].notVulnerable);
      expect(t[i].vulnerable).toBeGreaterThanOrEqual(t[i - 1].vulnerable);
    }
    for (const r of t) expect(r.vulnerable).toBeGreaterThanOrEqual(r.notVulnerable);
    expect(new Set(t.slice(17).map((r) => r.vulnerable))).toEqual(new Set([1950]));
  });

  test("below 20 points the board is the opponents': their obligation, their vulnerability, negated", () => {
    expect(obligation(7, false, false)).toBe(-900); // opponents hold 33, not vulnerable
    expect(obligation(7, false, true)).toBe(-1350); // ... vulnerable
    expect(obligation(7, true, false)).toBe(-900); // our own vulnerability does not matter
    expect(obligation(16, true, true)).toBe(-290); // they hold 24, vulnerable
    expect(obligation(0, false, true)).toBe(-1950); // they hold all 40
    expect(obligation(19, false, false)).toBe(-50);
  });

  test("from 20 points up the opponents' vulnerability is not used", () => {
    expect(obligation(20, true, true)).toBe(0);
    expect(obligation(33, false, true)).toBe(900);
  });

  test("property: one side's obligation is minus the other's", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.boolean(), fc.boolean(), (p, v, o) => {
        expect(obligation(p, v, o)).toBe(-obligation(40 - p, o, v) || 0);
      }),
    );
  });

  test("IMPs below 20 points: 10 points nv, opponents (30) vul, we score +100 -> 100 - (-690) = 790: 13", () => {
    expect(obligationImps(10, false, 100, true)).toBe(13);
  });

  test("IMPs: making the obligation exactly is 0, beating it scores positive", () => {
    expect(obligationImps(26, true, 520)).toBe(0);
    expect(obligationImps(26, true, 620)).toBe(3); // 100 -> 3
    expect(obligationImps(20, false, -50)).toBe(-2); // obligation 0; -50 -> -2
  });

  test("the opponents' vulnerability is required below 20 points", () => {
    expect(() => obligation(15, false)).toThrow(
      /With 15 points the other side holds 25, so the obligation is theirs .* give whether the opponents are vulnerable/,
    );
    expect(() => obligationImps(15, false, 100)).toThrow(ScoringError);
  });

  test.each([-1, 41, 20.5, Number.NaN])("%p points is an error", (p) => {
    expect(() => obligation(p, false, false)).toThrow(
      /is not a pair's high-card points: expected a whole number from 0 to 40/,
    );
  });

  test("a bad vulnerability or score is an error", () => {
    expect(() => obligation(30, "vul" as unknown as boolean)).toThrow(/Vulnerable must be true or false/);
    expect(() => obligationImps(30, false, Number.NaN)).toThrow(/A score must be a number/);
  });
});

describe('aborted boards ("BridgeHit is transferring to IMP scoring")', () => {
  test("the player at fault -6, the other three +2", () => {
    expect(abortedBoardImps()).toEqual({ atFault: -6, others: 2 });
  });

  test.each(["N", "E", "S", "W"] as const)("seat %s at fault", (seat) => {
    const imps = abortedBoardSeatImps(seat);
    expect(imps[seat]).toBe(-6);
    const others = (["N", "E", "S", "W"] as const).filter((d) => d !== seat);
    for (const d of others) expect(imps[d]).toBe(2);
    // The table as a whole loses 0: -6 + 3 * 2.
    expect(imps.N + imps.E + imps.S + imps.W).toBe(0);
  });

  test("an unknown seat is an error", () => {
    expect(() => abortedBoardSeatImps("NS" as never)).toThrow(/Unknown seat "NS"/);
  });
});
