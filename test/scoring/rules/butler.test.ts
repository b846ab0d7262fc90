import fc from "fast-check";
import { butlerBoard, butlerDatum, butlerImps, DatumMethod, isTrim } from "../../../src/scoring/rules/butler";
import { Distribution } from "../../../src/scoring/rules/frequency-table";
import { Fraction } from "../../../src/scoring/rules/fraction";
import { imp, ImpTableName } from "../../../src/scoring/rules/imp";
import { RoundingMode } from "../../../src/scoring/rules/rounding";
import {
  board,
  countedOrSortedBoard,
  permute,
  REAL_SCORES,
  withPermutation,
} from "../../support/random-boards";

const rows = (xs: readonly { score: number; frequency: Fraction }[]): string[] =>
  xs.map((r) => `${r.score}x${r.frequency.toString()}`);

// A published club example (fixture case butler-field-22): 980 x3, 480 x11, 450 x7, -50.
const FIELD_22 = [...Array(3).fill(980), ...Array(11).fill(480), ...Array(7).fill(450), -50] as number[];

// The board of "Calculation of Weighted Scores": eleven results and a weighted table of 30/40/20/10%.
const WEIGHTED_ADJUSTED = Distribution.fromEntries([
  { score: 1430, frequency: 2.3 },
  { score: 680, frequency: 5.4 },
  { score: 650, frequency: 2.2 },
  { score: -100, frequency: 2.1 },
]);

describe("Butler datum: worked examples", () => {
  test('"An explanation of Cross IMP Scoring", Calculation 1: (3 x 680 - 100) / 4 = 485, rounded to 490; IMPs 5, -11, 5, 5', () => {
    const b = butlerBoard([680, -100, 680, 680]);
    expect(b.sum.toNumber()).toBe(1940);
    expect(b.count.toNumber()).toBe(4);
    expect(b.mean.toNumber()).toBe(485);
    expect(b.datum.toNumber()).toBe(490);
    expect(b.imps).toEqual([5, -11, 5, 5]);
  });

  test("the same board rounded half to even (ACBLscore) is 480, and unrounded 485", () => {
    expect(butlerDatum([680, -100, 680, 680], { rounding: "halfEven" }).datum.toNumber()).toBe(480);
    expect(butlerDatum([680, -100, 680, 680], { rounding: "none" }).datum.toNumber()).toBe(485);
    expect(butlerDatum([680, -100, 680, 680], { roundTo: 0 }).datum.toNumber()).toBe(485);
    expect(butlerDatum([680, -100, 680, 680], { roundTo: 100 }).datum.toNumber()).toBe(500);
  });

  test("negative halves round away from zero by default: -485 -> -490; half-even -480", () => {
    expect(butlerDatum([-680, 100, -680, -680]).datum.toNumber()).toBe(-490);
    expect(butlerDatum([-680, 100, -680, -680], { rounding: "halfEven" }).datum.toNumber()).toBe(-480);
  });

  test('"An explanation of Cross IMP Scoring", Example 1: datum (120 + 90 + 50 - 100) / 4 = 40; IMPs 2, 2, 0, -4', () => {
    const b = butlerBoard([120, 90, 50, -100]);
    expect(b.datum.toNumber()).toBe(40);
    expect(b.imps).toEqual([2, 2, 0, -4]);
  });

  test('"An explanation of Cross IMP Scoring", Example 2: datum 530; +1400 wins 13 IMPs, not the 14 it prints', () => {
    // (1400 + 620 + 200 - 100) / 4 = 530. 1400 - 530 = 870 lies in the 750-890 band: 13 IMPs (the
    // printed +14 would need 900). The others agree with the print: 620 - 530 = 90 is 3, 200 - 530 =
    // -330 is -8, -100 - 530 = -630 is -12. So NS total 13 + 3 - 8 - 12 = -4 (it prints +3,
    // which is not the sum of its own column either: 14 + 3 - 8 - 12 = -3).
    const b = butlerBoard([1400, 620, 200, -100]);
    expect(b.datum.toNumber()).toBe(530);
    expect(b.imps).toEqual([13, 3, -8, -12]);
    expect(b.imps.reduce((a, x) => a + x, 0)).toBe(-4);
  });

  test("a field of 22 (published club example): 11320 / 22 = 514.55 -> 510", () => {
    const b = butlerBoard(FIELD_22);
    expect(b.mean.toString()).toBe("5660/11");
    expect(b.datum.toNumber()).toBe(510);
    // 980 - 510 = 470 is 10; 480 - 510 = -30 is -1; 450 - 510 = -60 is -2; -50 - 510 = -560 is -11.
    expect([b.imps[0], b.imps[3], b.imps[14], b.imps[21]]).toEqual([10, -1, -2, -11]);
  });

  test("the workings list the sorted scores with their frequencies", () => {
    expect(rows(butlerDatum(FIELD_22).rows)).toEqual(["-50x1", "450x7", "480x11", "980x3"]);
  });
});

describe("Butler datum: trimming", () => {
  test("a fraction: 10% of 22 drops round(2.2) = 2 from each end", () => {
    // Left: 450 x6, 480 x11, 980 x1: (2700 + 5280 + 980) / 18 = 497.78 -> 500.
    const w = butlerDatum(FIELD_22, { trim: 0.1 });
    expect(w.trimmedPerEnd.toNumber()).toBe(2);
    expect(rows(w.droppedLow)).toEqual(["-50x1", "450x1"]);
    expect(rows(w.droppedHigh)).toEqual(["980x2"]);
    expect(rows(w.kept)).toEqual(["450x6", "480x11", "980x1"]);
    expect(w.sum.toNumber()).toBe(8960);
    expect(w.count.toNumber()).toBe(18);
    expect(w.datum.toNumber()).toBe(500);
  });

  test("p x n exactly half-way rounds up: 25% of 22 = 5.5 drops 6 from each end", () => {
    // Left: 450 x2, 480 x8: 4740 / 10 = 474 -> 470.
    const w = butlerDatum(FIELD_22, { trim: 0.25 });
    expect(w.trimmedPerEnd.toNumber()).toBe(6);
    expect(rows(w.droppedHigh)).toEqual(["980x3", "480x3"]);
    expect(w.datum.toNumber()).toBe(470);
  });

  test('a whole count: trim 1 on Calculation 1 of "An explanation of Cross IMP Scoring" leaves 680 and 680', () => {
    const w = butlerDatum([680, -100, 680, 680], { trim: 1 });
    expect(rows(w.droppedLow)).toEqual(["-100x1"]);
    expect(rows(w.droppedHigh)).toEqual(["680x1"]);
    expect(w.datum.toNumber()).toBe(680);
  });

  test("a small fraction that rounds to 0 drops nothing", () => {
    expect(butlerDatum([680, -100, 680, 680], { trim: 0.1 }).trimmedPerEnd.toNumber()).toBe(0); // 0.4 -> 0
  });

  test('the note on Butler pairs in "Calculation of Weighted Scores": with weighted frequencies, 1 from each end leaves 1430 x 1.3 and -100 x 1.1', () => {
    // (1430 x 1.3 + 680 x 5.4 + 650 x 2.2 - 100 x 1.1) / 10 = (1859 + 3672 + 1430 - 110) / 10 = 685.1 -> 690.
    const w = butlerDatum(WEIGHTED_ADJUSTED, { trim: 1 });
    expect(rows(w.kept)).toEqual(["-100x11/10", "650x11/5", "680x27/5", "1430x13/10"]);
    expect(w.count.toNumber()).toBe(10);
    expect(w.sum.toNumber()).toBe(6851);
    expect(w.mean.toNumber()).toBe(685.1);
    expect(w.datum.toNumber()).toBe(690);
  });

  test("dropping a unit of frequency can take parts of two scores", () => {
    // -100 x 0.3 and 0 x 2.7 at the bottom: dropping 1 takes all 0.3 of -100 and 0.7 of 0.
    const d = Distribution.fromEntries([
      { score: -100, frequency: 0.3 },
      { score: 0, frequency: 2.7 },
      { score: 500, frequency: 2 },
    ]);
    const w = butlerDatum(d, { trim: 1 });
    expect(rows(w.droppedLow)).toEqual(["-100x3/10", "0x7/10"]);
    expect(rows(w.droppedHigh)).toEqual(["500x1"]);
    expect(w.mean.toNumber()).toBe(500 / 3); // (0 x 2 + 500 x 1) / 3
  });
});

describe("Butler datum: median", () => {
  test("odd count: the middle score", () => {
    expect(butlerDatum([100, 620, 650], { method: "median" }).datum.toNumber()).toBe(620);
  });
  test("even count: half-way between the two middle scores, then rounded", () => {
    // 620 and 650 are in the middle: 635 -> 640.
    const w = butlerDatum([620, 650, 100, 680], { method: "median" });
    expect(w.median?.toNumber()).toBe(635);
    expect(w.unrounded.toNumber()).toBe(635);
    expect(w.datum.toNumber()).toBe(640);
    expect(w.mean.toNumber()).toBe(512.5); // the mean is still shown
  });
  test("weighted: the score where the running frequency passes half the total", () => {
    // The adjusted table of "Calculation of Weighted Scores": -100 2.1, 650 2.2, 680 5.4, 1430 2.3;
    // half of 12 is 6, passed at 680.
    expect(butlerDatum(WEIGHTED_ADJUSTED, { method: "median" }).datum.toNumber()).toBe(680);
  });
  test("weighted, landing exactly on half: half-way to the next score", () => {
    const d = Distribution.fromEntries([
      { score: 100, frequency: 1.5 },
      { score: 200, frequency: 1.5 },
    ]);
    expect(butlerDatum(d, { method: "median", roundTo: 0 }).datum.toNumber()).toBe(150);
  });
  test("property: the median of whole counts is the textbook median of the sorted list", () => {
    fc.assert(
      fc.property(board(1, 40), (xs) => {
        const s = [...xs].sort((a, b) => a - b);
        const m = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
        expect(butlerDatum(xs, { method: "median", roundTo: 0 }).datum.toNumber()).toBe(m);
      }),
    );
  });
});

describe("butlerImps", () => {
  test("against an unrounded datum the difference must reach the band", () => {
    // The unrounded datum for Butler pairs in "Calculation of Weighted Scores", 681.75: 1430 - 681.75
    // = 748.25 is 12 (750 not reached); -100 - 681.75 = -781.75 is -13.
    const datum = Fraction.of(2727, 4);
    expect(butlerImps(1430, datum)).toBe(12);
    expect(butlerImps(-100, datum)).toBe(-13);
    expect(butlerImps(750.5, 0.5)).toBe(13);
    expect(butlerImps(750, 0.5)).toBe(12);
    expect(butlerImps(0, 14.5)).toBe(0);
  });
  test("a rounded datum uses the ordinary table; other scales on request", () => {
    expect(butlerImps(680, 490)).toBe(5);
    expect(butlerImps(1700, 0, "1961")).toBe(19);
  });
});

describe("Butler: properties", () => {
  /** The director's way: sort, drop k from each end, add up, divide, round half away from zero. */
  function naiveDatum(xs: number[], k: number): number {
    const s = [...xs].sort((a, b) => a - b).slice(k, xs.length - k);
    const mean = s.reduce((a, b) => a + b, 0) / s.length;
    return Math.sign(mean) * Math.round(Math.abs(mean) / 10 + 1e-9) * 10; // sums of tens: no float ties
  }

  test("the datum equals sort-and-sum, whatever the trim", () => {
    fc.assert(
      fc.property(board(1, 40), fc.nat(5), (xs, k) => {
        fc.pre(2 * k < xs.length);
        expect(butlerDatum(xs, { trim: k }).datum.toNumber()).toBe(naiveDatum(xs, k) || 0);
      }),
    );
  });

  test("identical scores: the datum is that score and everybody gets 0 IMPs", () => {
    fc.assert(
      fc.property(fc.constantFrom(...REAL_SCORES), fc.integer({ min: 1, max: 20 }), (s, k) => {
        expect(butlerBoard(Array(k).fill(s)).imps).toEqual(Array(k).fill(0));
      }),
    );
  });

  test("each score's IMPs are IMP(score - datum), and permuting the scores permutes them", () => {
    fc.assert(
      fc.property(
        withPermutation(board(1, 30)),
        fc.constantFrom<ImpTableName>("WBF", "1961"),
        ([xs, perm], table) => {
          const a = butlerBoard(xs, { table });
          expect(a.imps).toEqual(xs.map((s) => imp(s - a.datum.toNumber(), table)));
          const b = butlerBoard(permute(xs, perm), { table });
          expect(b.datum.equals(a.datum)).toBe(true);
          perm.forEach((from, to) => expect(b.imps[to]).toBe(a.imps[from]));
        },
      ),
    );
  });
});

describe("Butler rejects what it cannot score", () => {
  test("an empty board or a score that is not a number", () => {
    expect(() => butlerDatum([])).toThrow(/no scores on this board/);
    expect(() => butlerBoard([100, Number.NaN])).toThrow(/Score 2 is NaN/);
  });
  test("trimming that leaves nothing", () => {
    expect(() => butlerDatum([100, 200], { trim: 1 })).toThrow(
      /Dropping 1 score from each end of 2 leaves none to average/,
    );
    expect(() => butlerDatum([100, 200], { trim: 0.49 })).toThrow(/leaves none/); // round(0.98) = 1
    expect(() => butlerDatum([100, 200, 300], { trim: 5 })).toThrow(/Dropping 5 scores from each end of 3/);
  });
  test.each([0.5, 0.7, -1, 1.5, Number.NaN])("trim %d is not a count or a fraction below 0.5", (trim) => {
    expect(() => butlerDatum([1, 2, 3], { trim })).toThrow(/Trim must be 0 \(drop nothing\), a whole number/);
  });
  // isTrim is the check the options reader makes of a typed trim: the same values as butlerDatum's.
  test.each([0, 1, 2, 10, 0.1, 0.25, 0.49])("isTrim(%d): a count or a share below 0.5", (trim) => {
    expect(isTrim(trim)).toBe(true);
  });
  test.each([0.5, 0.7, -1, -0.1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    "isTrim(%d) is false",
    (trim) => {
      expect(isTrim(trim)).toBe(false);
    },
  );
  test("a negative rounding step, an unknown rounding or method", () => {
    expect(() => butlerDatum([1], { roundTo: -10 })).toThrow(/not -10/);
    expect(() => butlerDatum([1], { rounding: "up" as RoundingMode })).toThrow(/Unknown rounding "up"/);
    expect(() => butlerDatum([1], { method: "mode" as DatumMethod })).toThrow(
      /Unknown datum method "mode": use one of mean, median/,
    );
  });
  test("butlerImps needs numbers and a known scale", () => {
    expect(() => butlerImps(Number.NaN, 0)).toThrow(/score must be a number/);
    expect(() => butlerImps(0, Number.NaN)).toThrow(/datum must be a number/);
    expect(() => butlerImps(0, 0, "X" as ImpTableName)).toThrow(/Unknown IMP table "X"/);
  });
});

describe("butlerDatum on a list of scores: the counted table gives the sorted table's datum", () => {
  /** Every step of the workings as text, to compare two datums in full. */
  const workings = (d: ReturnType<typeof butlerDatum>): string[] => [
    ...rows(d.rows),
    `k ${d.trimmedPerEnd}`,
    ...rows(d.droppedLow),
    ...rows(d.droppedHigh),
    ...rows(d.kept),
    `sum ${d.sum} count ${d.count} mean ${d.mean} median ${d.median ?? "-"} datum ${d.datum}`,
  ];

  test("property: the same workings as from a table built by fromEntries (a separate sort)", () => {
    fc.assert(
      fc.property(
        countedOrSortedBoard(1),
        fc.constantFrom(0, 1, 0.1, 0.2, "tenth" as const, "one" as const),
        fc.constantFrom<DatumMethod>("mean", "median"),
        fc.constantFrom<RoundingMode>("halfAwayFromZero", "halfEven"),
        (xs, trim, method, rounding) => {
          const options = { trim, method, rounding };
          fc.pre(trim !== 1 || xs.length >= 3);
          const sorted = Distribution.fromEntries(xs.map((score) => ({ score, frequency: 1 })));
          expect(workings(butlerDatum(xs, options))).toEqual(workings(butlerDatum(sorted, options)));
        },
      ),
    );
  });

  test("property: on whole scores the mean is sort-and-sum's, the trimmed middle over its count", () => {
    fc.assert(
      fc.property(board(1, 120), fc.constantFrom(0, 0.1, 0.2), (xs, trim) => {
        const s = [...xs].sort((a, b) => a - b);
        const k = Math.round(trim * s.length);
        const middle = s.slice(k, s.length - k);
        const d = butlerDatum(xs, { trim, roundTo: 0 });
        expect(d.sum.toNumber()).toBe(middle.reduce((a, b) => a + b, 0));
        expect(d.count.toNumber()).toBe(middle.length);
      }),
    );
  });
});
