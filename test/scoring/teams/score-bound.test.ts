import { readTeamsEvent, scoreTeamsEvent } from "../../../src/scoring";
import { Fraction } from "../../../src/scoring/rules/fraction";
import { roomsSheet } from "../../support/teams-sheets";

// docs/conventions.md, "Weighted scores": a teams board's weighted IMPs are exact while their
// denominator stays at most 10^12, and otherwise given to the nearest billionth of an IMP.

function primes(count: number): number[] {
  const out: number[] = [];
  for (let n = 2; out.length < count; n++) if (out.every((p) => p * p > n || n % p !== 0)) out.push(n);
  return out;
}

describe("a weighted ruling too fine to keep exact", () => {
  it("scores 3,000 parts with prime denominators, rounded to a billionth of an IMP and marked so", () => {
    // Parts 1 - 1/2, 1/2 - 1/3, 1/3 - 1/5, ..., 1/q: they add to 1 (the sum telescopes). The first
    // 1,500 are +420 and add to 1 - 1/q(1500); the rest are -50 and add to 1/q(1500).
    // Against +140 in the other room: 280 is 7 IMPs, -190 is -5 IMPs, so Aces get
    // 7 (1 - 1/q) - 5/q = 7 - 12/q IMPs, q the 1,500th prime (12,553).
    const ps = primes(2999);
    const parts: string[] = [];
    const weights: Fraction[] = [];
    let prev = [1, 1];
    ps.forEach((p, i) => {
      const [a, b] = prev; // a/b - 1/p = (a p - b) / (b p)
      parts.push(`${a * p - b}/${b * p} ${i < 1500 ? 420 : -50}`);
      weights.push(Fraction.of(a * p - b, b * p));
      prev = [1, p];
    });
    parts.push(`1/${ps[ps.length - 1]} -50`);
    weights.push(Fraction.of(1, ps[ps.length - 1]));
    expect(ps[1499]).toBe(12553);
    const cells = roomsSheet([
      {
        round: 1,
        home: "Aces",
        away: "Kings",
        boards: [
          [parts.join(", "), 140],
          [110, 110],
          [110, 110],
          [110, 110],
        ],
      },
    ]);
    const m = scoreTeamsEvent(readTeamsEvent(cells)).matches[0];
    const b = m.boards[0];
    expect(b).toMatchObject({ note: "weighted", rounded: true, away: 0 });
    // The teams scorer reads each part's weight from a double (a fraction with a denominator up
    // to 1000 within 10^-9 of it, else its exact decimal), so the exact result on the weights as
    // read is 7 x W(+420) - 5 x W(-50). Those weights have powers of ten (or at most 1000) as
    // denominators, so this exact sum is cheap. The result is within a billionth of it.
    const read = weights.map((w) => Fraction.fromNumberSnapped(w.toNumber()));
    const w420 = read.slice(0, 1500).reduce((x, y) => x.add(y), Fraction.ZERO);
    const w50 = read.slice(1500).reduce((x, y) => x.add(y), Fraction.ZERO);
    const exact = w420.mul(7).sub(w50.mul(5)).toNumber();
    expect(Math.abs(b.home! - exact)).toBeLessThanOrEqual(1e-9 + 1e-15);
    // And that is within a few billionths of 7 - 12/q: a weight near a fraction of denominator up
    // to 1000 is read as that fraction, moving it by under a billionth.
    expect(Math.abs(b.home! - (7 - 12 / 12553))).toBeLessThan(1e-8);
    // A plain board carries no mark.
    expect(m.boards[1].rounded).toBeUndefined();
  }, 60_000);
});
