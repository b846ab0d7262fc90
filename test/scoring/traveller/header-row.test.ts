import { findHeaderRow, qualifiesAsHeader, readOverrides } from "../../../src/scoring/traveller/header-row";
import { ScoringError } from "../../../src/scoring/base/errors";

const none = readOverrides(undefined);

describe("readOverrides: the columns option", () => {
  test("by role and by column index, in one object", () => {
    const o = readOverrides({ ns: 0, lead: null, 7: "ignore", 6: "score" });
    expect([...o.byRole]).toEqual([
      ["ns", 0],
      ["lead", null],
    ]);
    expect([...o.byIndex]).toEqual([
      [6, "score"],
      [7, "ignore"],
    ]);
  });

  test("no option: no overrides", () => {
    for (const o of [readOverrides(null), readOverrides(undefined)]) {
      expect([o.byRole.size, o.byIndex.size]).toEqual([0, 0]);
    }
  });

  test("anything else is refused, saying what was expected", () => {
    const roles =
      "board, table, ns, ew, contract, declarer, lead, result, score, scorePlus, scoreMinus, room, " +
      "north, south, east, west, publishedNs, publishedEw";
    expect(() => readOverrides(5 as never)).toThrow(
      new ScoringError('The columns option must be an object: { ns: 0, ew: 1 } or { 5: "score" }.'),
    );
    expect(() => readOverrides({ 7: "foo" } as never)).toThrow(
      `The columns option says column 7 is "foo": expected one of ${roles} or "ignore".`,
    );
    expect(() => readOverrides({ ns: -1 })).toThrow(
      "The columns option gives ns as -1: expected a 0-based column index, or null for none.",
    );
    expect(() => readOverrides({ pairNS: 0 })).toThrow(
      `The columns option has "pairNS": expected a role (${roles}) or a column index.`,
    );
  });
});

describe("qualifiesAsHeader", () => {
  test("two header words or more that give both pairs and a way to the score", () => {
    expect(qualifiesAsHeader(["NS", "EW", "Score"], none)).toBe(true);
    expect(qualifiesAsHeader(["Pair N/S", "Pair E/W", "Bid"], none)).toBe(true);
    expect(qualifiesAsHeader(["NS", "EW", "Lead"], none)).toBe(false);
    expect(qualifiesAsHeader(["Board 15 N/S Vul"], none)).toBe(false);
  });

  test("the overrides count: a column named by the caller completes a header", () => {
    expect(qualifiesAsHeader(["NS", "EW", "Punkte"], readOverrides({ 2: "score" }))).toBe(true);
  });
});

describe("findHeaderRow", () => {
  test("the first row that qualifies, below titles and blanks", () => {
    expect(
      findHeaderRow([["Board 15"], [], ["NS", "EW", "Score"], ["NS", "EW", "Score"]], undefined, none),
    ).toEqual({ row: 2 });
  });

  test("a row given by the caller is taken as it is, when it is within the cells", () => {
    expect(findHeaderRow([["x"], ["y"]], 1, none)).toEqual({ row: 1 });
    expect(() => findHeaderRow([["x"], ["y"]], 2, none)).toThrow(
      "The header row must be a 0-based row index from 0 to 1, not 2.",
    );
  });

  test("headers this program does not know, named by the caller: the first row of text only", () => {
    const cells = [
      [1, 2, 3],
      ["Paar A", "Paar B", "Punkte"],
      [1, 2, 420],
    ];
    expect(findHeaderRow(cells, undefined, readOverrides({ ns: 0, ew: 1, score: 2 }))).toEqual({ row: 1 });
  });

  test("no header: the problem points at the row that came closest", () => {
    const found = findHeaderRow([["Title"], ["", "NS", "EW", "Lead"], [1, 2, "x"]], undefined, none);
    expect(found).toEqual({
      problem: {
        row: 1,
        column: 1,
        message:
          'This looks like the header row ("NS", "EW", "Lead") but it is not complete: expected a header row ' +
          "naming the NS and EW pair columns and the score or contract (e.g. NS, EW, Contract, By, Tricks, " +
          "Score, or +Sc and -Sc).",
      },
    });
  });

  test("no header word anywhere: the problem points at the first cell", () => {
    expect(
      findHeaderRow(
        [
          [1, 2],
          [3, 4],
        ],
        undefined,
        none,
      ),
    ).toMatchObject({
      problem: {
        row: 0,
        column: 0,
        message: expect.stringMatching(/^No header row found: expected a header row/),
      },
    });
  });
});
