import fc from "fast-check";
import {
  matchpointNumbers,
  matchpoints,
  matchpointTable,
  neuberg,
  parseMatchpointScale,
  MatchpointScale,
} from "../../../src/scoring/rules/matchpoints";
import { Distribution } from "../../../src/scoring/rules/frequency-table";
import { Fraction } from "../../../src/scoring/rules/fraction";
import { ScoringError } from "../../../src/scoring/base/errors";
import { assertPermutes, board, countedOrSortedBoard, num, REAL_SCORES } from "../../support/random-boards";

/** The definition, one pair against every other: 2 per result beaten, 1 per tie (EBU). */
function naiveEbu(scores: number[]): number[] {
  return scores.map((s, i) => {
    let mp = 0;
    scores.forEach((r, j) => {
      if (j !== i) mp += s > r ? 2 : s === r ? 1 : 0;
    });
    return mp;
  });
}

describe('matchpoints: the frequency tables of "Calculation of Weighted Scores", Appendix 2', () => {
  test("normal traveller: NS 10, 8, 5, 5, 2, 0 and EW the rest of a top of 10", () => {
    // Hand check: six results, top 2 x 5 = 10. +600 beats 5 (10); +150 beats 4 (8); each -100 beats
    // 2 and ties 1 (5); -200 beats 1 (2); -300 nothing (0).
    const r = matchpoints([600, 150, -100, -100, -200, -300]);
    expect(num(r.matchpoints)).toEqual([10, 8, 5, 5, 2, 0]);
    expect(r.top.toNumber()).toBe(10);
    const rows = [...r.rows].reverse(); // the appendix prints the table from the top score down
    expect(rows.map((x) => x.score)).toEqual([600, 150, -100, -200, -300]);
    expect(num(rows.map((x) => x.frequency))).toEqual([1, 1, 2, 1, 1]);
    expect(num(rows.map((x) => x.ns))).toEqual([10, 8, 5, 2, 0]);
    expect(num(rows.map((x) => x.ew))).toEqual([0, 2, 5, 8, 10]);
  });

  test("with +150 replaced by A=: adjusted frequencies x 6/5 and Neuberg give 9.8, 6.2, 2.6, 0.2", () => {
    // The appendix: adjusted frequency = frequency x 6/5; NS 9.8, 6.2, 2.6, 0.2; EW 0.2, 3.8, 7.4, 9.8
    // of a top of 10. Hand check for +600: it beat 4 of 5 (8 MPs); (8 + 1) x 6/5 - 1 = 9.8.
    const t = matchpointTable([600, -100, -100, -200, -300], { expected: 6 });
    const rows = [...t.rows].reverse();
    expect(t.factor.toString()).toBe("6/5");
    expect(t.top.toNumber()).toBe(10);
    expect(num(rows.map((x) => x.adjustedFrequency))).toEqual([1.2, 2.4, 1.2, 1.2]);
    expect(num(rows.map((x) => x.ns))).toEqual([9.8, 6.2, 2.6, 0.2]);
    expect(num(rows.map((x) => x.ew))).toEqual([0.2, 3.8, 7.4, 9.8]);
    // The NS awards plus the A= pair's 5 add up to the 30 matchpoints a 6-table board gives NS.
    expect(rows.reduce((a, x) => a.add(x.ns.mul(x.frequency)), Fraction.of(5)).toNumber()).toBe(30);
  });

  test("each row's workings before Neuberg: results beaten, tied (less itself) and MP, then Neuberg", () => {
    // The appendix's board with +150 replaced by A=: five results of six expected, by hand:
    //   +600 beats the other 4, ties none: 2 x 4 + 0 = 8 MP; (8 + 1) x 6/5 - 1 = 9.8
    //   -100 beats -200 and -300, ties the other -100: 2 x 2 + 1 = 5; (5 + 1) x 6/5 - 1 = 6.2
    //   -200 beats -300: 2 x 1 + 0 = 2; 3 x 6/5 - 1 = 2.6
    //   -300 beats none: 0; 1 x 6/5 - 1 = 0.2
    const rows = [...matchpointTable([600, -100, -100, -200, -300], { expected: 6 }).rows].reverse();
    expect(num(rows.map((x) => x.beaten))).toEqual([4, 2, 1, 0]);
    expect(num(rows.map((x) => x.tied))).toEqual([0, 1, 0, 0]);
    expect(num(rows.map((x) => x.beforeNeuberg))).toEqual([8, 5, 2, 0]);
    expect(num(rows.map((x) => x.ns))).toEqual([9.8, 6.2, 2.6, 0.2]);
    // ACBL: 1 a result beaten, 1/2 a tie: 4, 2.5, 1, 0; Neuberg (mp + 1/2) x 6/5 - 1/2 for +600 is 4.9.
    const acbl = [
      ...matchpointTable([600, -100, -100, -200, -300], { expected: 6, scale: "ACBL" }).rows,
    ].reverse();
    expect(num(acbl.map((x) => x.beforeNeuberg))).toEqual([4, 2.5, 1, 0]);
    expect(acbl[0].ns.toNumber()).toBe(4.9);
  });

  test("with weighted frequencies a row beats and ties parts of results; a score only a part made ties below 0", () => {
    // 420 once and as 60% of a weighted score (frequency 1.6), -50 once and as 40% of it (1.4),
    // 170 once: n = 4. For 420: beaten 1.4 + 1 = 2.4, tied 1.6 - 1 = 0.6, MP 2 x 2.4 + 0.6 = 5.4.
    // For -50: beaten 0, tied 0.4, MP 0.4. A score made only by a 0.6 part would tie with -0.4.
    const t = matchpointTable(
      Distribution.fromEntries([
        { score: 420, frequency: 1.6 },
        { score: 170, frequency: 1 },
        { score: -50, frequency: 1.4 },
      ]),
    );
    expect([t.row(420).beaten, t.row(420).tied, t.row(420).beforeNeuberg].map((f) => f.toNumber())).toEqual([
      2.4, 0.6, 5.4,
    ]);
    expect([t.row(-50).beaten, t.row(-50).tied, t.row(-50).beforeNeuberg].map((f) => f.toNumber())).toEqual([
      0, 0.4, 0.4,
    ]);
    expect(t.row(420).ns.toNumber()).toBe(5.4); // N = n: no Neuberg
    const part = matchpointTable(
      Distribution.fromEntries([
        { score: 420, frequency: 0.6 },
        { score: -50, frequency: 2.4 },
      ]),
    );
    expect(part.row(420).tied.toNumber()).toBe(-0.4);
  });

  test("the appendix's shortcut: Neuberg equals the plain formula on adjusted frequencies", () => {
    // Appendix 2 fills the table with 2 F(lower) + F(equal) - 1 on the adjusted frequencies; for -100:
    // 2 x (1.2 + 1.2) + (2.4 - 1) = 6.2.
    const adjusted = Distribution.fromEntries([
      { score: 600, frequency: 1.2 },
      { score: -100, frequency: 2.4 },
      { score: -200, frequency: 1.2 },
      { score: -300, frequency: 1.2 },
    ]);
    expect(num(matchpointTable(adjusted).rows.map((x) => x.ns))).toEqual([0.2, 2.6, 6.2, 9.8]);
  });
});

describe("matchpoints: scales and percentages", () => {
  test("ACBL is half the EBU score with the same percentages", () => {
    // Four results: +600 beats 3 (3), +150 beats 2 (2), -100 twice: 1 tie each (1/2). Top 3.
    const r = matchpoints([600, 150, -100, -100], { scale: "ACBL" });
    expect(num(r.matchpoints)).toEqual([3, 2, 0.5, 0.5]);
    expect(r.top.toNumber()).toBe(3);
    expect(r.percentages.map((p) => p.toString())).toEqual(["100", "200/3", "50/3", "50/3"]);
    const e = matchpoints([600, 150, -100, -100]);
    expect(r.percentages.every((p, i) => p.equals(e.percentages[i]))).toBe(true);
  });

  test("ACBL Neuberg: (MP + 1/2) N/n - 1/2", () => {
    // +600 beats 4 of 5 on ACBL (4); (4 + 1/2) x 6/5 - 1/2 = 4.9, half the EBU 9.8; top 5.
    const r = matchpoints([600, -100, -100, -200, -300], { scale: "ACBL", expected: 6 });
    expect(r.matchpoints[0].toNumber()).toBe(4.9);
    expect(r.top.toNumber()).toBe(5);
    expect(r.percentages[0].toNumber()).toBe(98);
  });

  test('Note 2 of the "Bridge scoring" encyclopaedia article: a board played n times scores 2n-2, 2n-4, ... 0 when nobody ties', () => {
    const r = matchpoints([100, 200, 300, 400, 500, 600, 700]);
    expect(num(r.matchpoints)).toEqual([0, 2, 4, 6, 8, 10, 12]);
  });

  test("all tied: everybody has half the top", () => {
    const r = matchpoints([420, 420, 420]);
    expect(num(r.matchpoints)).toEqual([2, 2, 2]);
    expect(num(r.percentages)).toEqual([50, 50, 50]);
  });

  test("a single result scores an average when a second was expected", () => {
    // (0 + 1) x 2/1 - 1 = 1 of a top of 2.
    const r = matchpoints([420], { expected: 2 });
    expect(r.matchpoints[0].toNumber()).toBe(1);
    expect(r.percentages[0].toNumber()).toBe(50);
  });

  test("neuberg() on its own", () => {
    expect(neuberg(8, 5, 6).toNumber()).toBe(9.8); // Appendix 2 of "Calculation of Weighted Scores"
    expect(neuberg(0, 5, 6).toNumber()).toBe(0.2);
    expect(neuberg(4, 5, 6, "ACBL").toNumber()).toBe(4.9);
    expect(neuberg(7, 4, 4).toNumber()).toBe(7);
  });

  test("scale names are read case-insensitively", () => {
    expect(parseMatchpointScale(" ebu ")).toBe("EBU");
    expect(parseMatchpointScale("acbl")).toBe("ACBL");
  });
});

describe("matchpoints: properties", () => {
  test("EBU matchpoints on a board add to n(n-1)", () => {
    fc.assert(
      fc.property(board(2), (xs) => {
        const total = matchpoints(xs).matchpoints.reduce((a, b) => a.add(b), Fraction.ZERO);
        expect(total.toNumber()).toBe(xs.length * (xs.length - 1));
      }),
    );
  });

  test("with fractional frequencies the frequency-weighted total is still n(n-1)", () => {
    // sum f(s) [2 F(<s) + f(s) - 1] = 2 sum_{r<s} f(r) f(s) + sum f(s)^2 - n = n^2 - n.
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ score: fc.constantFrom(...REAL_SCORES), frequency: fc.integer({ min: 1, max: 40 }) }),
          {
            minLength: 2,
            maxLength: 12,
          },
        ),
        (entries) => {
          fc.pre(entries.reduce((a, e) => a + e.frequency, 0) > 10); // more than one result in all
          const dist = Distribution.fromEntries(
            entries.map((e) => ({ score: e.score, frequency: Fraction.of(e.frequency, 10) })),
          );
          const t = matchpointTable(dist);
          const total = t.rows.reduce((a, r) => a.add(r.ns.mul(r.frequency)), Fraction.ZERO);
          expect(total.equals(t.n.mul(t.n.sub(1)))).toBe(true);
        },
      ),
    );
  });

  test("the fast sweep equals one-against-every-other counting", () => {
    fc.assert(
      fc.property(board(2, 60), (xs) => {
        expect(num(matchpoints(xs).matchpoints)).toEqual(naiveEbu(xs));
      }),
    );
  });

  test("Neuberg with N = n changes nothing; with N > n it is the formula applied to each score", () => {
    fc.assert(
      fc.property(
        board(2),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom<MatchpointScale>("EBU", "ACBL"),
        (xs, extra, scale) => {
          const plain = matchpoints(xs, { scale });
          const same = matchpoints(xs, { scale, expected: xs.length });
          expect(same.matchpoints.every((m, i) => m.equals(plain.matchpoints[i]))).toBe(true);
          const more = matchpoints(xs, { scale, expected: xs.length + extra });
          more.matchpoints.forEach((m, i) => {
            expect(m.equals(neuberg(plain.matchpoints[i], xs.length, xs.length + extra, scale))).toBe(true);
          });
        },
      ),
    );
  });

  test("permuting the scores permutes the results", () => {
    assertPermutes((xs) => matchpoints(xs).matchpoints);
  });
});

describe("matchpointNumbers: the per-result matchpoints as plain numbers", () => {
  test('"Calculation of Weighted Scores", Appendix 2: +600 alone above five results expected six gets 9.8', () => {
    // +600 beats 4 of 5: 8 matchpoints; Neuberg (8 + 1) x 6/5 - 1 = 9.8. The -100s tie: 2 x 2 + 1 = 5,
    // (5 + 1) x 6/5 - 1 = 6.2; -200: 2 -> 2.6; -300: 0 -> 0.2.
    const got = Array.from(matchpointNumbers([600, -100, -100, -200, -300], { expected: 6 }));
    expect(got.map((x) => Math.round(x * 1e9) / 1e9)).toEqual([9.8, 6.2, 6.2, 2.6, 0.2]);
  });

  test("property: the same numbers as matchpoints' exact results, whole scores or not, every option", () => {
    fc.assert(
      fc.property(
        countedOrSortedBoard(2),
        fc.constantFrom<MatchpointScale>("EBU", "ACBL"),
        fc.nat(3),
        fc.constantFrom(0, 0.01, 0.1),
        fc.nat(2),
        (xs, scale, missing, round, ties) => {
          const options = { scale, expected: xs.length + missing, round, ties };
          expect(Array.from(matchpointNumbers(xs, options))).toEqual(
            num(matchpoints(xs, options).matchpoints),
          );
        },
      ),
    );
  });

  test("property: EBU matchpoints are the definition, 2 for each result beaten and 1 for each tie", () => {
    fc.assert(
      fc.property(countedOrSortedBoard(2, 80), (xs) => {
        const naive = xs.map((s, i) =>
          xs.reduce((mp, r, j) => (j === i ? mp : mp + (s > r ? 2 : s === r ? 1 : 0)), 0),
        );
        expect(Array.from(matchpointNumbers(xs))).toEqual(naive);
      }),
    );
  });
});

describe("matchpoints rejects what it cannot score", () => {
  test("an empty board", () => {
    expect(() => matchpoints([])).toThrow(/no scores on this board/);
  });
  test("a score that is not a number", () => {
    expect(() => matchpoints([100, Number.NaN])).toThrow(/Score 2 is NaN/);
  });
  test("fewer expected than obtained", () => {
    expect(() => matchpoints([100, 200, 300], { expected: 2 })).toThrow(
      /2 results were expected but 3 were scored/,
    );
    expect(() => neuberg(1, 3, 2)).toThrow(/cannot be fewer/);
  });
  test("an expected number that is not whole", () => {
    expect(() => matchpoints([100, 200], { expected: 2.5 })).toThrow(/must be a whole number, not 2.5/);
  });
  test("an unknown scale names the valid ones", () => {
    expect(() => matchpoints([1, 2], { scale: "WBF" as MatchpointScale })).toThrow(
      /Unknown matchpoint scale "WBF": use one of EBU, ACBL/,
    );
  });
  test("a single result with nothing expected besides it is not available", () => {
    let err: unknown;
    try {
      matchpoints([420]);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ScoringError);
    expect((err as ScoringError).kind).toBe("notAvailable");
    expect((err as ScoringError).message).toMatch(/single result has nobody to be compared with/);
  });
  test("a score not on the board has no row", () => {
    expect(() => matchpointTable([1, 2]).row(3)).toThrow(/Nobody scored 3/);
  });
  test("neuberg() needs numbers and a positive n", () => {
    expect(() => neuberg(Number.NaN, 5, 6)).toThrow(/must be a number/);
    expect(() => neuberg(1, 0, 6)).toThrow(/must be above 0/);
  });
});
