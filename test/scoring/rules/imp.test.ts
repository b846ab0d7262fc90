import fc from "fast-check";
import {
  imp,
  IMP_TABLES,
  impTableOf,
  ImpTableName,
  readImpTableName,
  maxImps,
} from "../../../src/scoring/rules/imp";
import { ScoringError } from "../../../src/scoring/base/errors";

// The WBF scale as printed band by band in "BridgeHit is transferring to IMP scoring", the
// "Bridge scoring" encyclopaedia article and the club's "Cross-IMP Scoring" explanation (from, to,
// IMPs); the code stores only lower bounds, so this table checks it against an independent
// transcription. (BridgeHit prints "1700-1990 = 18"; the WBF scale, the article and the club say
// 1750, which is tested.)
// prettier-ignore
const WBF_BANDS: [number, number, number][] = [
  [0, 10, 0], [20, 40, 1], [50, 80, 2], [90, 120, 3], [130, 160, 4], [170, 210, 5], [220, 260, 6],
  [270, 310, 7], [320, 360, 8], [370, 420, 9], [430, 490, 10], [500, 590, 11], [600, 740, 12],
  [750, 890, 13], [900, 1090, 14], [1100, 1290, 15], [1300, 1490, 16], [1500, 1740, 17],
  [1750, 1990, 18], [2000, 2240, 19], [2250, 2490, 20], [2500, 2990, 21], [3000, 3490, 22],
  [3500, 3990, 23], [4000, 7600, 24],
];

describe("imp (WBF)", () => {
  test.each(WBF_BANDS)("band %i..%i is %i IMPs at both edges and both signs", (from, to, imps) => {
    expect(imp(from)).toBe(imps);
    expect(imp(to)).toBe(imps);
    expect(imp(-from)).toBe(-imps || 0);
    expect(imp(-to)).toBe(-imps || 0);
  });

  // prettier-ignore
  test.each([
    [15, 0], [19, 0], [45, 1], [745, 12], [749.99, 12], [1749, 17], [3999, 23], [-745, -12], [-15, 0],
  ])("a difference of %d (not a multiple of 10) must reach the lower bound: %i IMPs", (d, expected) => {
    expect(imp(d)).toBe(expected);
  });

  test("differences beyond the table stay at 24", () => {
    expect(imp(15200)).toBe(24);
    expect(imp(-15200)).toBe(-24);
    expect(maxImps()).toBe(24);
  });

  test("worked differences from the source documents", () => {
    expect(imp(720)).toBe(12); // encyclopaedia article: 620 v -100
    expect(imp(-490)).toBe(-10); // BridgeHit: 410 v obligation 900
    expect(imp(280)).toBe(7); // BridgeHit: 430 v 150
    expect(imp(230)).toBe(6); // the club's board 15: -200 v -430
  });

  test("properties: odd, non-decreasing, bounded", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20000, max: 20000 }), fc.integer({ min: 0, max: 500 }), (d, step) => {
        expect(imp(-d)).toBe(-imp(d) || 0);
        expect(imp(d + step)).toBeGreaterThanOrEqual(imp(d));
        expect(Math.abs(imp(d))).toBeLessThanOrEqual(24);
      }),
    );
  });
});

describe("historic IMP tables", () => {
  // Bands transcribed from the tables printed in the "Bridge scoring" encyclopaedia article.
  // prettier-ignore
  test.each([
    ["EMP1938", 0, 0], ["EMP1938", 5, 0], ["EMP1938", 10, 1], ["EMP1938", 30, 1], ["EMP1938", 40, 2],
    ["EMP1938", 180, 4], ["EMP1938", 190, 5], ["EMP1938", 740, 9], ["EMP1938", 750, 10], ["EMP1938", 1490, 10],
    ["EMP1938", 1500, 11], ["EMP1938", 2000, 12], ["EMP1938", -2500, -12],
    ["1948", 10, 0], ["1948", 20, 1], ["1948", 60, 1], ["1948", 70, 2], ["1948", 130, 2], ["1948", 140, 3],
    ["1948", 990, 7], ["1948", 1000, 8], ["1948", 3990, 14], ["1948", 4000, 15], ["1948", -4000, -15],
    ["1961", 690, 12], ["1961", 700, 13], ["1961", 1040, 15], ["1961", 1050, 16], ["1961", 1340, 17],
    ["1961", 1350, 18], ["1961", 3490, 24], ["1961", 3500, 25], ["1961", -3500, -25],
  ] as const)("%s: %i is %i", (table, d, expected) => {
    expect(imp(d, table)).toBe(expected);
  });

  test("maximum of each table", () => {
    expect(IMP_TABLES.EMP1938.lowerBounds.length).toBe(12);
    expect(IMP_TABLES["1948"].lowerBounds.length).toBe(15);
    expect(IMP_TABLES["1961"].lowerBounds.length).toBe(25);
  });

  test("table names are read case-insensitively", () => {
    expect(readImpTableName("wbf")).toBe("WBF");
    expect(readImpTableName("emp")).toBe("EMP1938");
    expect(readImpTableName(" 1961 ")).toBe("1961");
  });
});

describe("imp rejects what it cannot score", () => {
  test("a name that is no scale is not read (the options reader words the refusal)", () => {
    expect(readImpTableName("ACBL")).toBeUndefined();
    expect(readImpTableName("EMP 1938")).toBeUndefined();
  });
  test("every routine that takes a table name checks it the same way (impTableOf)", () => {
    const message = /Unknown IMP table "ACBL": use one of WBF, 1961, 1948, EMP1938/;
    expect(() => impTableOf("ACBL" as ImpTableName)).toThrow(message);
    expect(() => imp(100, "ACBL" as ImpTableName)).toThrow(message);
    expect(() => maxImps("ACBL" as ImpTableName)).toThrow(message);
    // A name every object has is not a scale.
    expect(() => impTableOf("constructor" as ImpTableName)).toThrow(/Unknown IMP table "constructor"/);
    expect(impTableOf().name).toBe("WBF");
  });
  test("a non-number difference", () => {
    expect(() => imp(Number.NaN)).toThrow(ScoringError);
    expect(() => imp("100" as unknown as number)).toThrow(/must be a number/);
  });
});
