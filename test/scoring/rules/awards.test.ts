import fc from "fast-check";
import {
  ArtificialEntry,
  Award,
  awardImps,
  awardMatchpoints,
  awardPercent,
  awardToString,
  mirrorAward,
  parseArtificial,
} from "../../../src/scoring/rules/awards";
import { ScoringError } from "../../../src/scoring/base/errors";
import { Fraction } from "../../../src/scoring/rules/fraction";

const AVE: Award = { kind: "average", level: "A=" };
const PLUS: Award = { kind: "average", level: "A+" };
const MINUS: Award = { kind: "average", level: "A-" };
const pct = (percent: number): Award => ({ kind: "percent", percent });
const split = (ns: Award, ew: Award): ArtificialEntry => ({ kind: "artificial", ns, ew });

describe("parseArtificial: accepted spellings", () => {
  // A single award is NS's; EW get the mirror (A+ <-> A-, A= stays, p% <-> (100-p)%).
  test.each([
    ["A=", split(AVE, AVE)],
    ["A", split(AVE, AVE)],
    ["AVE", split(AVE, AVE)],
    ["ave", split(AVE, AVE)],
    ["Av=", split(AVE, AVE)],
    ["AVG", split(AVE, AVE)],
    ["Average", split(AVE, AVE)],
    ["A+", split(PLUS, MINUS)],
    ["AVE+", split(PLUS, MINUS)],
    ["Ave +", split(PLUS, MINUS)],
    ["Average plus", split(PLUS, MINUS)],
    ["A-", split(MINUS, PLUS)],
    ["A\u2212", split(MINUS, PLUS)], // Unicode minus sign
    ["A\u2013", split(MINUS, PLUS)], // en dash
    ["A\uFF0D", split(MINUS, PLUS)], // full-width hyphen-minus, as cellText reads it
    ["AVE-", split(MINUS, PLUS)],
    ["average minus", split(MINUS, PLUS)],
    [" a - ", split(MINUS, PLUS)],
  ] as [string, ArtificialEntry][])("%p", (text, expected) => {
    expect(parseArtificial(text)).toEqual(expected);
  });

  test.each([
    ["A+/A-", split(PLUS, MINUS)],
    ["A-/A+", split(MINUS, PLUS)],
    ["A=/A+", split(AVE, PLUS)],
    ["A+/A+", split(PLUS, PLUS)],
    ["a+ / a\u2212", split(PLUS, MINUS)],
    ["AVE+/AVE-", split(PLUS, MINUS)],
    ["A60/A40", split(pct(60), pct(40))],
    ["A60%/A40%", split(pct(60), pct(40))],
    ["60%/40%", split(pct(60), pct(40))],
    ["60% / 60%", split(pct(60), pct(60))],
    ["A55.5/A45", split(pct(55.5), pct(45))],
    ["A+/A40", split(PLUS, pct(40))],
  ] as [string, ArtificialEntry][])("split award %p is NS/EW", (text, expected) => {
    expect(parseArtificial(text)).toEqual(expected);
  });

  test.each([
    ["A60", split(pct(60), pct(40))],
    ["A60%", split(pct(60), pct(40))],
    ["60%", split(pct(60), pct(40))],
    ["a 35 %", split(pct(35), pct(65))],
    ["A55.1", split(pct(55.1), pct(44.9))], // exact: 100 - 55.1 is 44.9, not 44.900000000000006
    ["A0", split(pct(0), pct(100))],
    ["A100", split(pct(100), pct(0))],
  ] as [string, ArtificialEntry][])("single percentage %p is NS's; EW get the rest", (text, expected) => {
    expect(parseArtificial(text)).toEqual(expected);
  });

  test.each(["NP", "np", "N/P", "Not played", "NOT PLAYED", "", "   "])("%p is not played", (text) => {
    expect(parseArtificial(text)).toEqual({ kind: "notPlayed" });
  });
});

describe("parseArtificial: not artificial at all", () => {
  test.each(["420", "-100", "4S", "3NT", "AP", "All Pass", "Pass", "=", "-", "+1", "60", "4S/3H", "60/40"])(
    "%p is null",
    (text) => {
      expect(parseArtificial(text)).toBeNull();
    },
  );
});

describe("parseArtificial: malformed artificial entries are errors", () => {
  test.each([["A+/"], ["/A-"], ["A+/A-/A="], ["A+//A-"]])("%p: a split award needs two sides", (text) => {
    expect(() => parseArtificial(text)).toThrow(
      /a split award needs one award on each side of a single "\/"/,
    );
  });
  test.each([
    ["A120", /"A120": a percentage award must be from 0% to 100%, not 120%/],
    ["120%", /not 120%/],
    ["A60/A140", /not 140%/],
  ])("%p: percentages above 100", (text, message) => {
    expect(() => parseArtificial(text)).toThrow(message);
  });
  test.each(["A+=+", "A+++", "AVX", "A.5", "A60/40", "A60%%", "AV+-", "A6O"])("%p cannot be read", (text) => {
    expect(() => parseArtificial(text)).toThrow(ScoringError);
    expect(() => parseArtificial(text)).toThrow(
      /is not an artificial score that can be read: expected A=, A\+/,
    );
  });
  test("non-text is an error", () => {
    expect(() => parseArtificial(60 as unknown as string)).toThrow(/60 is not text/);
  });
});

describe('award values (docs/conventions.md, "Awards and house rules")', () => {
  test("percent: A= 50, A+ 60, A- 40, a percentage itself", () => {
    expect(awardPercent(AVE)).toBe(50);
    expect(awardPercent(PLUS)).toBe(60);
    expect(awardPercent(MINUS)).toBe(40);
    expect(awardPercent(pct(55.5))).toBe(55.5);
  });

  test("matchpoints on a top of 10 (six results, EBU scale): 5, 6, 4", () => {
    expect(awardMatchpoints(AVE, 10).toNumber()).toBe(5);
    expect(awardMatchpoints(PLUS, 10).toNumber()).toBe(6);
    expect(awardMatchpoints(MINUS, 10).toNumber()).toBe(4);
  });

  test("matchpoints are exact: 55% of 7 is 3.85 = 77/20; A+ on a top of 2.5 (ACBL, 3.5 results) is 1.5", () => {
    expect(awardMatchpoints(pct(55), 7).toString()).toBe("77/20");
    expect(awardMatchpoints(PLUS, Fraction.of(5, 2)).toString()).toBe("3/2");
    expect(awardMatchpoints(pct(60), 0).toNumber()).toBe(0);
  });

  test("a negative or non-number top is an error", () => {
    expect(() => awardMatchpoints(AVE, -2)).toThrow(/top of a board cannot be negative/);
    expect(() => awardMatchpoints(AVE, Number.NaN)).toThrow(/must be a number/);
  });

  test("IMPs: A= 0, A+ +3, A- -3; 60%, 50%, 40% the same", () => {
    expect(awardImps(AVE)).toBe(0);
    expect(awardImps(PLUS)).toBe(3);
    expect(awardImps(MINUS)).toBe(-3);
    expect(awardImps(pct(60))).toBe(3);
    expect(awardImps(pct(50))).toBe(0);
    expect(awardImps(pct(40))).toBe(-3);
  });

  test.each([55, 70, 0, 100])("IMPs: a %i% award has no IMP equivalent", (p) => {
    expect(() => awardImps(pct(p))).toThrow(`A ${p}% award has no IMP equivalent`);
  });

  test("awards that did not come from the parser are checked", () => {
    expect(() => awardPercent({ kind: "average", level: "A" as never })).toThrow(/is not A=, A\+ or A-/);
    expect(() => awardPercent(pct(101))).toThrow(/from 0% to 100%/);
    expect(() => awardPercent({ kind: "other" } as never)).toThrow(/not an award/);
  });

  test("awardToString", () => {
    expect(awardToString(PLUS)).toBe("A+");
    expect(awardToString(pct(60))).toBe("A60%");
  });

  test("property: an award and its mirror add to 100% and to 0 IMPs", () => {
    const arbAward = fc.oneof(
      fc.constantFrom(AVE, PLUS, MINUS),
      fc.integer({ min: 0, max: 1000 }).map((k) => pct(k / 10)),
    );
    fc.assert(
      fc.property(arbAward, (a) => {
        const m = mirrorAward(a);
        expect(Fraction.fromNumber(awardPercent(a)).add(awardPercent(m)).equals(100)).toBe(true);
        expect(mirrorAward(m)).toEqual(a);
        if ([40, 50, 60].includes(awardPercent(a))) expect(awardImps(a) + awardImps(m)).toBe(0);
      }),
    );
  });

  test("property: every written award reads back as itself", () => {
    fc.assert(
      fc.property(fc.constantFrom(AVE, PLUS, MINUS), fc.integer({ min: 0, max: 100 }), (a, p) => {
        const entry = parseArtificial(`${awardToString(a)}/${awardToString(pct(p))}`);
        expect(entry).toEqual(split(a, pct(p)));
      }),
    );
  });
});
