import fc from "fast-check";
import { IMP_TABLES, imp, cappedImpTable } from "../../../src/scoring/rules/imp";
import { readImpScaleGrid, readVpScaleGrid, vpFromTable } from "../../../src/scoring/rules/scale-table";
import { crossImps } from "../../../src/scoring/rules/crossimp";
import { vpDiscrete, VP_DISCRETE_BOUNDS } from "../../../src/scoring/rules/vp";

/** The WBF scale as a federation prints it: From and IMPs, 0 to 24. */
const WBF_GRID: (string | number)[][] = [
  ["From", "IMPs"],
  [0, 0],
  ...IMP_TABLES.WBF.lowerBounds.map((b, i) => [b, i + 1]),
];

describe("readImpScaleGrid: an IMP scale given as From and IMPs", () => {
  test("the WBF scale given as a grid is today's scale", () => {
    expect(readImpScaleGrid(WBF_GRID).lowerBounds).toEqual(IMP_TABLES.WBF.lowerBounds);
  });

  test("property: a given table equal to the WBF scale gives exactly today's IMPs and cross-IMPs", () => {
    const given = readImpScaleGrid(WBF_GRID);
    const score = fc.integer({ min: -800, max: 800 }).map((x) => x * 10);
    fc.assert(
      fc.property(fc.array(score, { minLength: 2, maxLength: 12 }), (scores) => {
        for (const s of scores) expect(imp(s, given)).toBe(imp(s));
        const a = crossImps(scores, { table: given }).totals.map((t) => t.toNumber());
        const b = crossImps(scores).totals.map((t) => t.toNumber());
        expect(a).toEqual(b);
      }),
    );
  });

  test("a band worth two IMPs at once counts both (a club's own scale)", () => {
    // From 0: 0, from 100: 1, from 300: 3. 250 is 1 IMP, 300 is 3, -450 is -3.
    const s = readImpScaleGrid([
      [0, 0],
      [100, 1],
      [300, 3],
    ]);
    expect([imp(250, s), imp(300, s), imp(-450, s), imp(99, s)]).toEqual([1, 3, -3, 0]);
  });

  test("refusals name the bad cell, from where the range starts", () => {
    const at = { row: 4, col: 2 }; // the range starts at C5
    expect(() =>
      readImpScaleGrid(
        [
          ["From", "IMPs"],
          [0, 0],
          [50, 1],
          [20, 2],
        ],
        at,
      ),
    ).toThrow("Cell C8 is 20: the lower bounds must go up, and 20 follows 50.");
    expect(() =>
      readImpScaleGrid(
        [
          [0, 0],
          [20, 2],
          [50, 1],
        ],
        at,
      ),
    ).toThrow("Cell D7 is 1: the IMPs must not go down, and 1 follows 2.");
    expect(() =>
      readImpScaleGrid(
        [
          [0, 0],
          [20, "one"],
          [50, 2],
        ],
        at,
      ),
    ).toThrow('Cell D6 is "one": expected a number (the IMPs from 20).');
    expect(() =>
      readImpScaleGrid([
        [0, 0],
        ["", 1],
        [50, 2],
      ]),
    ).toThrow("Cell A2 is blank: expected a number (a band's lower bound).");
    expect(() =>
      readImpScaleGrid([
        [0, 0],
        [20, 1.5],
      ]),
    ).toThrow("Cell B2 is 1.5: IMPs are whole numbers, 0 or more.");
  });
});

describe("cappedImpTable: each comparison capped", () => {
  test("+420 against -1660 is 19 IMPs uncapped, 17 capped", () => {
    // 2080 reaches the 2000 bound, the 19th on the WBF scale.
    expect(imp(420 - -1660)).toBe(19);
    expect(imp(420 - -1660, cappedImpTable("WBF", 17))).toBe(17);
    expect(imp(-2080, cappedImpTable("WBF", 17))).toBe(-17);
  });

  test("property: capped cross-IMPs still add to 0, and no comparison is worth more than the cap", () => {
    const score = fc.integer({ min: -500, max: 500 }).map((x) => x * 10);
    fc.assert(
      fc.property(
        fc.array(score, { minLength: 2, maxLength: 15 }),
        fc.integer({ min: 1, max: 24 }),
        (scores, cap) => {
          const r = crossImps(scores, { table: cappedImpTable("WBF", cap), divisor: "total" });
          expect(r.totals.reduce((a, t) => a + t.toNumber(), 0)).toBe(0);
          for (const t of r.totals)
            expect(Math.abs(t.toNumber())).toBeLessThanOrEqual(cap * (scores.length - 1));
        },
      ),
    );
  });
});

describe("readVpScaleGrid and vpFromTable: a VP scale given as margin From and winner's VPs", () => {
  /** The classic discrete table: From 0 gives 10, and 10 plus one for each bound reached. */
  const DISCRETE: number[][] = [[0, 10], ...VP_DISCRETE_BOUNDS.map((b, i) => [b, 11 + i])];

  test("property: the discrete 20-VP table given as a grid gives the built-in table's VPs", () => {
    const t = readVpScaleGrid(DISCRETE);
    expect(t.total).toBe(20);
    fc.assert(
      fc.property(fc.integer({ min: -60, max: 60 }), (m) => {
        expect(vpFromTable(t, m)).toBe(vpDiscrete(m));
      }),
    );
  });

  test("a column per match length, chosen by the number of boards", () => {
    // 8 boards: 0 -> 10, 2 -> 12, 5 -> 14. 16 boards: 0 -> 10, 2 -> 11, 5 -> 12.
    const t = readVpScaleGrid([
      ["From", 8, 16],
      [0, 10, 10],
      [2, 12, 11],
      [5, 14, 12],
    ]);
    expect([
      vpFromTable(t, 3, 8),
      vpFromTable(t, 3, 16),
      vpFromTable(t, -6, 16),
      vpFromTable(t, 1.9, 8),
    ]).toEqual([12, 11, 8, 10]);
    expect(() => vpFromTable(t, 3, 12)).toThrow(
      "The VP scale has columns for matches of 8, 16 boards, not 12.",
    );
  });

  test("refusals name the bad cell", () => {
    expect(() =>
      readVpScaleGrid([
        [1, 10],
        [2, 11],
      ]),
    ).toThrow("Cell A1 is 1: a VP scale starts at a margin of 0 (a draw).");
    expect(() =>
      readVpScaleGrid([
        [0, 10],
        [2, 21],
      ]),
    ).toThrow("Cell B2 is 21: the winner cannot get more than the 20 VPs the teams share.");
    expect(() =>
      readVpScaleGrid([
        ["From", 16, "x"],
        [0, 10, 10],
        [2, 12, 11],
      ]),
    ).toThrow('Cell C1 is "x": expected the number of boards this column is for.');
  });
});
