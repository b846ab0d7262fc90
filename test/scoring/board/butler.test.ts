import { butlerMethod } from "../../../src/scoring/board/butler";
import type { MethodResult } from "../../../src/scoring/board/board-method";
import { ScoringError } from "../../../src/scoring/base/errors";
import {
  award,
  ew,
  notPlayed,
  ns,
  percentAward,
  scorerOf,
  SPLIT_60_40_50_50,
  WEIGHTED_60_40,
  workingsOf,
} from "./board-to-score";

// Butler by hand: the datum is the mean of the results (awards and not-played tables left out),
// rounded to 10 half away from zero; each table scores the WBF IMPs of (score - datum), EW the
// negation. WBF bands used below: 0-10 = 0, 20-40 = 1, 220-260 = 6, 270-310 = 7.

const score = scorerOf(butlerMethod, "butler");
const workings = (r: MethodResult) => workingsOf(r, "butler");

describe("butlerMethod on a plain board", () => {
  // 420, 420, 170, -50, -100: sum 840 + 170 - 50 - 100 = 860 over 5, mean 172, datum 170.
  //   420 - 170 = 250 -> 6;  170 - 170 = 0 -> 0;  -50 - 170 = -220 -> -6;  -100 - 170 = -270 -> -7.
  const r = score([420, 420, 170, -50, -100]);

  test("each table's IMPs against the datum, EW the negation", () => {
    expect(ns(r)).toEqual([6, 6, 0, -6, -7]);
    expect(ew(r)).toEqual([-6, -6, 0, 6, 7]);
  });

  test("the datum's workings, highest score first", () => {
    expect(workings(r)).toMatchObject({
      method: "butler",
      impTable: "WBF",
      scores: [
        { score: 420, frequency: 2 },
        { score: 170, frequency: 1 },
        { score: -50, frequency: 1 },
        { score: -100, frequency: 1 },
      ],
      trimmedPerEnd: 0,
      dropped: [],
      sum: 860,
      count: 5,
      mean: 172,
      datumMethod: "mean",
      unrounded: 172,
      roundTo: 10,
      rounding: "halfAwayFromZero",
      datum: 170,
    });
    expect(workings(r).differences).toEqual([
      { score: 420, frequency: 2, difference: 250, imps: 6 },
      { score: 170, frequency: 1, difference: 0, imps: 0 },
      { score: -50, frequency: 1, difference: -220, imps: -6 },
      { score: -100, frequency: 1, difference: -270, imps: -7 },
    ]);
  });

  test("IMPs carry no top, no percentages and no cross-IMP totals; one check, which holds", () => {
    expect(r.top).toBeNull();
    expect(r.ewWorkings).toBeNull();
    for (const t of r.tables) {
      expect(t).toMatchObject({
        nsPercent: null,
        ewPercent: null,
        nsTotal: null,
        ewTotal: null,
        weighted: null,
      });
    }
    expect(r.exact.map((x) => x.ns?.toString())).toEqual(["6", "6", "0", "-6", "-7"]);
    expect(r.checks.map((c) => [c.id, c.holds])).toEqual([["sidesAddUp", true]]);
    expect(r.checks[0].description).toBe("NS + EW IMPs on each table add to 0");
  });

  test("the Butler options: trim 1 at each end, the median", () => {
    // Trim 1: 420 dropped from the top, -100 from the bottom; 420 + 170 - 50 = 540 over 3 = 180.
    //   420 - 180 = 240 -> 6;  170 - 180 = -10 -> 0;  -50 - 180 = -230 -> -6;  -100 - 180 = -280 -> -7.
    const trimmed = score([420, 420, 170, -50, -100], { trim: 1 });
    expect(workings(trimmed)).toMatchObject({ trimmedPerEnd: 1, sum: 540, count: 3, mean: 180, datum: 180 });
    expect(workings(trimmed).dropped).toEqual([
      { score: 420, frequency: 1, end: "top" },
      { score: -100, frequency: 1, end: "bottom" },
    ]);
    expect(ns(trimmed)).toEqual([6, 6, 0, -6, -7]);
    // The median of -100, -50, 170, 420, 420 is 170; 420 - 170 = 250 -> 6, -100 - 170 -> -7.
    const median = score([420, 420, 170, -50, -100], { datum: "median" });
    expect(workings(median)).toMatchObject({ datumMethod: "median", median: 170, datum: 170 });
  });
});

describe("butlerMethod with awards", () => {
  // Results 420, 170, -50: sum 540 over 3, datum 180. 420 - 180 = 240 -> 6; 170 - 180 = -10 -> 0;
  // -50 - 180 = -230 -> -6. Awards are not results: A+ is +3 IMPs, A= 0, A- -3, EW the mirror award.
  const r = score([420, 170, -50, award("A+"), award("A="), award("A-")]);

  test("the awards stay out of the datum and score 3, 0, -3", () => {
    expect(workings(r)).toMatchObject({ sum: 540, count: 3, datum: 180 });
    expect(ns(r)).toEqual([6, 0, -6, 3, 0, -3]);
    expect(ew(r)).toEqual([-6, 0, 6, -3, 0, 3]);
    expect(r.checks[0].holds).toBe(true);
  });

  test("a split A+/A+ gives both sides +3 and is exempt from the sides check", () => {
    const split = score([420, 170, -50, award("A+", "A+")]);
    expect(ns(split)[3]).toBe(3);
    expect(ew(split)[3]).toBe(3);
    expect(split.checks[0].holds).toBe(true);
    expect(split.checks[0].detail).toBe(
      "Holds on all 3 tables checked. Split awards are their own: NS 4 v EW 104.",
    );
  });

  test("a percentage award of 60/40 is +3/-3; one of 55/45 has no IMP value and is refused naming its table", () => {
    expect(ns(score([420, -50, percentAward(60, 40)]))[2]).toBe(3);
    expect(ew(score([420, -50, percentAward(60, 40)]))[2]).toBe(-3);
    const refused = () => score([420, -50, percentAward(55, 45)]);
    expect(refused).toThrow(ScoringError);
    expect(refused).toThrow(/^NS 3 v EW 103: .*55%/);
  });
});

describe("butlerMethod with a table not played and N > n", () => {
  // Butler has no N: the NP table scores nothing and the others are as on the plain results
  // 420, 170, -50 (datum 180: 6, 0, -6), whatever N is.
  test("the NP table is null on both sides; N changes nothing", () => {
    for (const expected of [4, 9]) {
      const r = score([420, 170, notPlayed, -50], {}, expected);
      expect(ns(r)).toEqual([6, 0, null, -6]);
      expect(ew(r)).toEqual([-6, 0, null, 6]);
      expect(r.exact[2]).toEqual({ ns: null, ew: null });
      expect(r.checks[0].detail).toBe("Holds on all 3 tables checked.");
    }
  });
});

describe("butlerMethod with a weighted score", () => {
  // 420, 170, -50 and a table given 60% 420, 40% -50. Adjusted frequencies 420: 1.6, 170: 1,
  // -50: 1.4 (4 in all). Sum 1.6 x 420 + 170 - 1.4 x 50 = 672 + 170 - 70 = 772; mean 193, datum 190.
  //   420 - 190 = 230 -> 6;  170 - 190 = -20 -> -1;  -50 - 190 = -240 -> -6.
  //   The weighted table: 0.6 x 6 + 0.4 x -6 = 1.2.
  const r = score([420, 170, -50, WEIGHTED_60_40]);

  test("every table on the adjusted frequencies, the weighted one the weighted sum", () => {
    expect(workings(r)).toMatchObject({ sum: 772, count: 4, mean: 193, datum: 190 });
    expect(workings(r).scores).toEqual([
      { score: 420, frequency: 1.6 },
      { score: 170, frequency: 1 },
      { score: -50, frequency: 1.4 },
    ]);
    expect(ns(r)).toEqual([6, -1, -6, 1.2]);
    expect(ew(r)).toEqual([-6, 1, 6, -1.2]);
    expect(r.tables[3].weighted).toEqual({
      ns: [
        { score: 420, weight: 0.6, result: 6, total: null },
        { score: -50, weight: 0.4, result: -6, total: null },
      ],
      ew: [
        { score: 420, weight: 0.6, result: -6, total: null },
        { score: -50, weight: 0.4, result: 6, total: null },
      ],
    });
    expect(r.ewWorkings).toBeNull();
    expect(r.checks[0].holds).toBe(true);
  });

  test("a split weighting: NS 60/40, EW 50/50, each side on its own frequencies", () => {
    // NS as above. EW frequencies 420: 1.5, 170: 1, -50: 1.5; sum 630 + 170 - 75 = 725, mean
    // 181.25, datum 180. NS-view IMPs 240 -> 6, -10 -> 0, -230 -> -6; EW gets their negation, and
    // the weighted table 0.5 x -6 + 0.5 x 6 = 0 for EW.
    const s = score([420, 170, -50, SPLIT_60_40_50_50]);
    expect(ns(s)).toEqual([6, -1, -6, 1.2]);
    expect(ew(s)).toEqual([-6, 0, 6, 0]);
    expect(workings(s).datum).toBe(190);
    const ewW = s.ewWorkings;
    expect(ewW).toMatchObject({ method: "butler", sum: 725, count: 4, mean: 181.25, datum: 180 });
    expect(s.checks[0].holds).toBeNull();
  });
});
