// BRIDGE.CROSSIMP's cap, and BRIDGE.IMP and BRIDGE.VP20 given a range as their scale, called as
// Excel calls them (ranges as rows of cells, omitted optionals as null). Hand calculations beside
// each assertion.
import fc from "fast-check";
import { column, errorCell, rounded, thrown } from "../support/custom-functions-runtime";
import { crossImp, imp, vp20 } from "../../src/functions/functions";

const WBF_BOUNDS = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500,
  3000, 3500, 4000,
];
/** The WBF scale as a director would type it into two columns, with its header. */
const WBF_RANGE = [["From", "IMPs"], [0, 0], ...WBF_BOUNDS.map((b, i) => [b, i + 1])];

describe("BRIDGE.CROSSIMP's cap", () => {
  const board = column(1660, 1430, 680, 140, -50, -50, -1100);

  test("capped at 17: 14.7 and -15.7 as published; uncapped 15.3 and -17.2 as today", () => {
    // Hand-worked in test/scoring/worked-examples.test.ts (crossimp-capped-17): 88 / 6 and -94 / 6.
    expect(rounded(crossImp(board, board, null, null, 17), 1)).toEqual([14.7, 11.8, 4.2, -3, -6, -6, -15.7]);
    expect(rounded(crossImp(board, board, null, null, null), 1)).toEqual(rounded(crossImp(board, board), 1));
    expect(rounded(crossImp(board, board), 1)[0]).toBe(15.3);
  });

  test("a cap that is not a whole number of IMPs is refused", () => {
    const e = thrown(() => crossImp(board, board, null, null, 0));
    expect(e.code).toBe("#VALUE!");
    expect(e.message).toBe("The IMP cap cannot be 0: use a whole number of IMPs, 1 or more (such as 17).");
  });
});

describe("BRIDGE.IMP with a range as its table", () => {
  test("property: the WBF scale typed as a range gives exactly what the default gives", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), (d) => {
        expect(imp([[d]], WBF_RANGE)).toEqual(imp([[d]]));
      }),
    );
  });

  test("a club's own scale, and refusals naming the cell of the range", () => {
    // From 0: 0, from 100: 1, from 300: 3. 250 is 1, -300 is -3.
    expect(
      imp(column(250, -300), [
        [0, 0],
        [100, 1],
        [300, 3],
      ]),
    ).toEqual(column(1, -3));
    const e = thrown(() =>
      imp(
        [[1]],
        [
          ["From", "IMPs"],
          [0, 0],
          [50, 1],
          [20, 2],
        ],
      ),
    );
    expect(e.message).toBe("Row 4, column 1 of table is 20: the lower bounds must go up, and 20 follows 50.");
    const t = thrown(() =>
      imp(
        [[1]],
        [
          [0, 0],
          [20, "x"],
        ],
      ),
    );
    expect(t.message).toBe('Row 2, column 2 of table is "x": expected a number (the IMPs from 20).');
  });
});

describe("BRIDGE.VP20 with a range as its scale", () => {
  test('the classic table typed as a range gives what "table" gives', () => {
    const bounds = [1, 3, 5, 8, 11, 14, 17, 20, 24, 28];
    const range = [[0, 10], ...bounds.map((b, i) => [b, 11 + i])];
    const margins = column(0, 2, -2, 12, 27.9, -40);
    expect(vp20(margins, 16, range)).toEqual(vp20(margins, 16, [["table"]]));
  });

  test("a column per match length, picked by the number of boards", () => {
    // 8 boards: from 2, 12 VPs; 16 boards: from 2, 11 VPs. A margin of -3 in 16 boards: 20 - 11 = 9.
    const range = [
      ["From", 8, 16],
      [0, 10, 10],
      [2, 12, 11],
    ];
    expect(vp20(column(3, -3), 16, range)).toEqual(column(11, 9));
    expect(vp20(column(3), 8, range)).toEqual(column(12));
    // A margin that cannot be read is that cell's error; here every cell is, for want of a column.
    expect(vp20(column(3), 12, range)).toEqual(
      column(errorCell("#VALUE!", "The VP scale has columns for matches of 8, 16 boards, not 12.")),
    );
  });
});

describe("a scale of more rows than any federation prints", () => {
  test("BRIDGE.IMP and BRIDGE.VP20 refuse a 125,000-row table with its size, not a raw RangeError", () => {
    // 125,000 bands of 10 points each, IMPs going up by one a band: the shape of a whole column
    // chosen by mistake. The limit is 10,000 bands (a federation's IMP scale has 25).
    const huge = [["From", "IMPs"], ...Array.from({ length: 125_000 }, (_, i) => [i * 10, i])];
    expect(thrown(() => imp(column(450), huge)).message).toMatch(
      /The scale has 125,001 rows: a scale has at most 10,000 bands/,
    );
    expect(thrown(() => vp20(column(5), 16, huge)).message).toMatch(/The scale has 125,001 rows/);
  });

  test("blank rows under a scale (a whole column chosen) are passed over: the WBF scale still reads", () => {
    // 450 reaches the band from 430: 10 IMPs, as on the WBF scale.
    const withBlanks = [...WBF_RANGE, ...Array.from({ length: 20_000 }, () => [null, null])];
    expect(imp(column(450), withBlanks)).toEqual([[10]]);
  });
});
