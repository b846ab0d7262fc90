import { matchpointsMethod } from "../../../src/scoring/board/matchpoints";
import type { MethodResult } from "../../../src/scoring/board/board-method";
import {
  award,
  checks,
  ew,
  notPlayed,
  ns,
  percentAward,
  round,
  scorerOf,
  SPLIT_60_40_50_50,
  WEIGHTED_60_40,
  workingsOf,
} from "./board-to-score";

// Matchpoints by hand. EBU: 2 for each result beaten and 1 for each tie, top 2(n - 1); ACBL: 1 and
// 1/2, top n - 1. EW get the top minus NS. With n results of N expected, Neuberg: EBU
// (MP + 1) x N/n - 1, ACBL (MP + 1/2) x N/n - 1/2, of the top of N results. An award is its
// percentage of the top: A+ 60%, A= 50%, A- 40%.

const score = scorerOf(matchpointsMethod, "mp");
const workings = (r: MethodResult) => workingsOf(r, "mp");

describe("matchpointsMethod on a plain board", () => {
  // 420, 420, 170, -50, -100: top 2 x 4 = 8.
  //   420 beats 3 and ties 1: 7 (each);  170 beats 2: 4;  -50 beats 1: 2;  -100: 0.
  //   EW 8 - NS: 1, 1, 4, 6, 8. The NS matchpoints add to 20 = 5 x 8 / 2.
  const scores = [420, 420, 170, -50, -100];
  const r = score(scores);

  test("EBU matchpoints, EW the top less NS's, and percentages of the top", () => {
    expect(r.top?.toString()).toBe("8");
    expect(ns(r)).toEqual([7, 7, 4, 2, 0]);
    expect(ew(r)).toEqual([1, 1, 4, 6, 8]);
    expect(r.tables.map((t) => t.nsPercent)).toEqual([87.5, 87.5, 50, 25, 0]);
    expect(r.tables.map((t) => t.ewPercent)).toEqual([12.5, 12.5, 50, 75, 100]);
    expect(r.tables.every((t) => t.nsTotal === null && t.ewTotal === null && t.weighted === null)).toBe(true);
  });

  test("the frequency table as workings, highest score first", () => {
    expect(workings(r)).toMatchObject({ method: "mp", scale: "EBU", n: 5, expected: 5, neuberg: 1, top: 8 });
    expect(workings(r).rows).toEqual([
      {
        score: 420,
        results: 2,
        frequency: 2,
        adjustedFrequency: 2,
        beaten: 3,
        tied: 1,
        beforeNeuberg: 7,
        ns: 7,
        ew: 1,
        nsPercent: 87.5,
      },
      {
        score: 170,
        results: 1,
        frequency: 1,
        adjustedFrequency: 1,
        beaten: 2,
        tied: 0,
        beforeNeuberg: 4,
        ns: 4,
        ew: 4,
        nsPercent: 50,
      },
      {
        score: -50,
        results: 1,
        frequency: 1,
        adjustedFrequency: 1,
        beaten: 1,
        tied: 0,
        beforeNeuberg: 2,
        ns: 2,
        ew: 6,
        nsPercent: 25,
      },
      {
        score: -100,
        results: 1,
        frequency: 1,
        adjustedFrequency: 1,
        beaten: 0,
        tied: 0,
        beforeNeuberg: 0,
        ns: 0,
        ew: 8,
        nsPercent: 0,
      },
    ]);
    expect(r.ewWorkings).toBeNull();
  });

  test("ACBL: 1 a result beaten, 1/2 a tie, top 4", () => {
    // 420: 3 + 1/2 = 3.5;  170: 2;  -50: 1;  -100: 0.
    const acbl = score(scores, { scale: "ACBL" });
    expect(acbl.top?.toString()).toBe("4");
    expect(ns(acbl)).toEqual([3.5, 3.5, 2, 1, 0]);
    expect(ew(acbl)).toEqual([0.5, 0.5, 2, 3, 4]);
  });

  test("both checks hold: NS + EW = 8 on each table, and 20 on each side", () => {
    expect(checks(r)).toEqual([
      ["sidesAddUp", true],
      ["resultsAddUp", true],
    ]);
    expect(r.checks[0].description).toBe("NS + EW matchpoints on each table add to the top (8)");
    expect(r.checks[1].detail).toBe("NS 20, EW 20; expected 5 x 8 / 2 = 20.");
  });
});

describe("matchpointsMethod with awards", () => {
  // Results 420, 170, -50 and A+, A=, A-: n = 3 of N = 6, top 2 x (6 - 1) = 10.
  //   Among the results 420: 4, 170: 2, -50: 0; Neuberg (MP + 1) x 6/3 - 1: 9, 5, 1.
  //   A+ 60% of 10 = 6 (EW A-: 4); A= 5 each; A- 4 (EW A+: 6).
  //   The results add to 9 + 5 + 1 = 15 = 3 x 10 / 2; EW 1 + 5 + 9 = 15.
  const r = score([420, 170, -50, award("A+"), award("A="), award("A-")]);

  test("each award its percentage of the top of N", () => {
    expect(r.top?.toString()).toBe("10");
    expect(ns(r)).toEqual([9, 5, 1, 6, 5, 4]);
    expect(ew(r)).toEqual([1, 5, 9, 4, 5, 6]);
    expect(r.tables.map((t) => t.nsPercent)).toEqual([90, 50, 10, 60, 50, 40]);
    expect(checks(r)).toEqual([
      ["sidesAddUp", true],
      ["resultsAddUp", true],
    ]);
    expect(r.checks[1].detail).toBe("NS 15, EW 15; expected 3 x 10 / 2 = 15.");
  });

  test("with N = n the top is that of the 3 results, 4: A+ 2.4, A- 1.6", () => {
    const off = score([420, 170, -50, award("A+"), award("A-")], {}, 3);
    expect(off.top?.toString()).toBe("4");
    expect(ns(off)).toEqual([4, 2, 0, 2.4, 1.6]);
    expect(ew(off)).toEqual([0, 2, 4, 1.6, 2.4]);
  });

  test("split awards are each side's own and exempt from the sides check", () => {
    // N = 5, top 8: A+/A+ is 4.8 to each side; A60/A60 the same, 4.8.
    const s = score([420, 170, -50, award("A+", "A+"), percentAward(60, 60)]);
    expect(ns(s).slice(3)).toEqual([4.8, 4.8]);
    expect(ew(s).slice(3)).toEqual([4.8, 4.8]);
    expect(s.checks[0].holds).toBe(true);
    expect(s.checks[0].detail).toBe(
      "Holds on all 3 tables checked. Split awards are their own: NS 4 v EW 104, NS 5 v EW 105.",
    );
  });
});

describe("matchpointsMethod with a table not played and N > n", () => {
  // 420, 170, -50, -100 and an NP row: n = 4, N = 5, top 2 x 4 = 8.
  //   Among the results 6, 4, 2, 0; Neuberg x 5/4: (6 + 1) x 1.25 - 1 = 7.75; 5 x 1.25 - 1 = 5.25;
  //   3 x 1.25 - 1 = 2.75; 1 x 1.25 - 1 = 0.25. EW 8 - NS. They add to 16 = 4 x 8 / 2.
  const entries = [420, 170, -50, notPlayed, -100];

  test("Neuberg's formula with the top of N results", () => {
    const r = score(entries);
    expect(r.top?.toString()).toBe("8");
    expect(ns(r)).toEqual([7.75, 5.25, 2.75, null, 0.25]);
    expect(ew(r)).toEqual([0.25, 2.75, 5.25, null, 7.75]);
    expect(r.tables[3]).toMatchObject({ nsResult: null, ewResult: null, nsPercent: null, ewPercent: null });
    expect(workings(r)).toMatchObject({ n: 4, expected: 5, neuberg: 1.25, top: 8 });
    expect(workings(r).rows.map((w) => [w.score, w.adjustedFrequency, w.beforeNeuberg, w.ns])).toEqual([
      [420, 1.25, 6, 7.75],
      [170, 1.25, 4, 5.25],
      [-50, 1.25, 2, 2.75],
      [-100, 1.25, 0, 0.25],
    ]);
    expect(checks(r)).toEqual([
      ["sidesAddUp", true],
      ["resultsAddUp", true],
    ]);
  });

  test("ACBL Neuberg: (MP + 1/2) x N/n - 1/2 of the top 4", () => {
    // Among the results 3, 2, 1, 0: 3.5 x 1.25 - 0.5 = 3.875; 2.5 x 1.25 - 0.5 = 2.625;
    // 1.5 x 1.25 - 0.5 = 1.375; 0.5 x 1.25 - 0.5 = 0.125. They add to 8 = 4 x 4 / 2.
    const r = score(entries, { scale: "ACBL" });
    expect(r.top?.toString()).toBe("4");
    expect(ns(r)).toEqual([3.875, 2.625, 1.375, null, 0.125]);
    expect(r.checks[1].holds).toBe(true);
  });
});

describe("matchpointsMethod with a table not played counted as a tie (notPlayedTie)", () => {
  // The same board: 420, 170, -50, -100 and an NP row. The NP table is a tie with every result, no
  // Neuberg: among the four 6, 4, 2, 0, plus 1 each: 7, 5, 3, 1 of the top 2 x (5 - 1) = 8. They
  // add to 16 = 4 x 8 / 2, as with Neuberg.
  const entries = [420, 170, -50, notPlayed, -100];

  test("EBU: 1 more matchpoint a result for the table not played, the top of 5 tables", () => {
    const r = score(entries, { notPlayedTie: true });
    expect(r.top?.toString()).toBe("8");
    expect(ns(r)).toEqual([7, 5, 3, null, 1]);
    expect(ew(r)).toEqual([1, 3, 5, null, 7]);
    expect(workings(r)).toMatchObject({ n: 4, expected: 4, neuberg: 1, top: 8, ties: 1 });
    expect(checks(r)).toEqual([
      ["sidesAddUp", true],
      ["resultsAddUp", true],
    ]);
  });

  test("ACBL: a half a result for the tie, top 4", () => {
    // Among the four 3, 2, 1, 0, plus 1/2: 3.5, 2.5, 1.5, 0.5. They add to 8 = 4 x 4 / 2.
    const r = score(entries, { scale: "ACBL", notPlayedTie: true });
    expect(r.top?.toString()).toBe("4");
    expect(ns(r)).toEqual([3.5, 2.5, 1.5, null, 0.5]);
  });

  test("an award table beside it is still factored by Neuberg", () => {
    // 420, 170, -50, A+ and NP: N = 3 + 1 = 4 for Neuberg (4/3), then +1 for the NP tie; top
    // 2 x (4 - 1 + 1) = 8. 420: (4 + 1) x 4/3 - 1 + 1 = 6.67; 170: 3 x 4/3 = 4; -50: 1 x 4/3 =
    // 1.33; the A+ is 60% of 8 = 4.8.
    const r = score([420, 170, -50, award("A+"), notPlayed], { notPlayedTie: true });
    expect(r.top?.toString()).toBe("8");
    expect(round(ns(r), 2)).toEqual([6.67, 4, 1.33, 4.8, null]);
  });
});

describe("matchpointsMethod with a weighted score", () => {
  // 420, 170, -50 and a table given 60% 420, 40% -50: frequencies 420: 1.6, 170: 1, -50: 1.4, 4
  // results, top 6. MP = 2 x (frequency below) + (frequency equal - 1):
  //   420: 2 x 2.4 + 0.6 = 5.4;  170: 2 x 1.4 + 0 = 2.8;  -50: 0 + 0.4 = 0.4.
  //   The weighted table: 0.6 x 5.4 + 0.4 x 0.4 = 3.4. They add to 12 = 4 x 6 / 2.
  const r = score([420, 170, -50, WEIGHTED_60_40]);

  test("every table on the adjusted frequencies, the weighted one the weighted sum", () => {
    expect(r.top?.toString()).toBe("6");
    expect(ns(r)).toEqual([5.4, 2.8, 0.4, 3.4]);
    expect(ew(r)).toEqual([0.6, 3.2, 5.6, 2.6]);
    expect(r.tables[3].weighted?.ns.map((c) => [c.score, c.weight, round([c.result])[0]])).toEqual([
      [420, 0.6, 5.4],
      [-50, 0.4, 0.4],
    ]);
    // The workings: 420 has one plain result and frequency 1.6, -50 one and 1.4.
    expect(workings(r).rows.map((w) => [w.score, w.results, round([w.frequency])[0]])).toEqual([
      [420, 1, 1.6],
      [170, 1, 1],
      [-50, 1, 1.4],
    ]);
    expect(checks(r)).toEqual([
      ["sidesAddUp", true],
      ["resultsAddUp", true],
    ]);
  });

  test("with an NP row as well (n = 4 of N = 5): Neuberg on the fractional frequencies", () => {
    // (MP + 1) x 5/4 - 1: 6.4 x 1.25 - 1 = 7;  3.8 x 1.25 - 1 = 3.75;  1.4 x 1.25 - 1 = 0.75;
    // the weighted table 0.6 x 7 + 0.4 x 0.75 = 4.5 (= 4.4 x 1.25 - 1). Top 2 x 4 = 8;
    // 7 + 3.75 + 0.75 + 4.5 = 16 = 4 x 8 / 2.
    const np = score([420, 170, -50, WEIGHTED_60_40, notPlayed]);
    expect(np.top?.toString()).toBe("8");
    expect(ns(np)).toEqual([7, 3.75, 0.75, 4.5, null]);
    expect(ew(np)).toEqual([1, 4.25, 7.25, 3.5, null]);
    expect(checks(np)).toEqual([
      ["sidesAddUp", true],
      ["resultsAddUp", true],
    ]);
  });

  test("a split weighting: NS 60/40, EW 50/50, each side on its own frequencies", () => {
    // NS as above. EW frequencies 420: 1.5, 170: 1, -50: 1.5; EW's matchpoints, beating the higher
    // NS scores: 420: 0 + 0.5 = 0.5;  170: 2 x 1.5 = 3;  -50: 2 x 2.5 + 0.5 = 5.5.
    //   The weighted table for EW: 0.5 x 0.5 + 0.5 x 5.5 = 3. EW adds to 12 too.
    const s = score([420, 170, -50, SPLIT_60_40_50_50]);
    expect(ns(s)).toEqual([5.4, 2.8, 0.4, 3.4]);
    expect(ew(s)).toEqual([0.5, 3, 5.5, 3]);
    expect(s.ewWorkings?.method).toBe("mp");
    expect(checks(s)).toEqual([
      ["sidesAddUp", null],
      ["resultsAddUp", true],
    ]);
  });
});
