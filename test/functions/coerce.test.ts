// Reading worksheet values (src/functions/coerce.ts): what counts as a number, a blank, a score or
// an artificial score, how cells are named in messages, and the shape of a spilled result.
import fc from "fast-check";
import {
  asGrid,
  cellName,
  describe as describeValue,
  expectedTables,
  readField,
  readNumber,
  readScoreCell,
  readWeightedScore,
  spill,
} from "../../src/functions/coerce";
import { ScoringError } from "../../src/scoring";
import { errorCell } from "../support/custom-functions-runtime";

describe("numbers (read as the traveller reader reads them: readNumberCell)", () => {
  test.each([
    [420, 420],
    ["420", 420],
    [" -100 ", -100],
    ["+1430", 1430],
    ["\u2212620", -620], // the typographic minus sign
    ["\u2013620", -620], // an en dash pasted for a minus
    ["\u00A0450", 450], // a non-breaking space before it
    ["1,430", 1430], // thousands grouped by a comma, as on a printed traveller
    ["0.3", 0.3],
  ])("%j reads as %d", (value, n) => {
    expect(readNumber(value, "score", "a number")).toBe(n);
  });

  // "1e3" is not read: no score, margin, weight or board number is written with an exponent.
  test.each([[""], ["  "], [null], [undefined], ["4S"], [true], [Number.NaN], ["12abc"], ["1e3"], ["1,43"]])(
    "%j is not a number (a blank is never 0)",
    (value) => {
      expect(() => readNumber(value, "score", "a number")).toThrow(/^score holds .*: expected a number\.$/);
    },
  );
});

describe("naming cells and values", () => {
  test("a cell of a range by row and column within it; a single value by the argument's name", () => {
    expect(cellName("scores", 2, 0, [[1], [2], [3]])).toBe("row 3, column 1 of scores");
    expect(cellName("score", 0, 0, [[1]])).toBe("score");
  });

  test("values as a director reads them", () => {
    expect(describeValue("abc")).toBe('"abc"');
    expect(describeValue("")).toBe("a blank");
    expect(describeValue(false)).toBe("FALSE");
    expect(describeValue({ code: "#N/A" })).toBe("the error #N/A");
    expect(describeValue(-100)).toBe("-100");
  });

  test("a single value is a range of one cell", () => {
    expect(asGrid(450)).toEqual([[450]]);
    expect(asGrid([1, 2])).toEqual([[1, 2]]);
  });
});

describe("score cells and fields", () => {
  test("scores, artificial scores (kept apart) and blanks", () => {
    expect(readScoreCell("620", "score")).toEqual({ kind: "score", score: 620 });
    expect(readScoreCell(-0, "score")).toEqual({ kind: "score", score: 0 });
    expect(readScoreCell("a+", "score")).toMatchObject({ kind: "artificial", entry: { kind: "artificial" } });
    expect(readScoreCell("NP", "score")).toMatchObject({ kind: "artificial", entry: { kind: "notPlayed" } });
    expect(readScoreCell("  ", "score")).toEqual({ kind: "blank" });
    // Blank as the traveller reader sees it (isBlankCell): a non-breaking or zero-width space too.
    expect(readScoreCell("\u00A0\u200B", "score")).toEqual({ kind: "blank" });
  });

  test("a misspelt artificial score is reported as one, with its cell", () => {
    expect(() => readScoreCell("A+-+", "row 2, column 1 of scores")).toThrow(
      /^row 2, column 1 of scores: "A\+-\+" is not an artificial score that can be read/,
    );
  });

  test("a field counts every non-blank cell as a table, and only numbers as results", () => {
    const f = readField(
      [
        [620, "", "A="],
        ["NP", "-100", null],
      ],
      "scores",
    );
    expect(f).toEqual({ scores: [620, -100], tables: 4 });
    expect(expectedTables(null, f)).toBe(4);
    expect(expectedTables(7, f)).toBe(7);
    expect(expectedTables(null, readField([[620, -100]], "scores"))).toBeUndefined();
    expect(expectedTables(null, f, 1)).toBe(5); // the weighted table is one more
    // The option's words: "tables" is the default, "results" is the 2 results (no factoring).
    expect(expectedTables("Tables", f)).toBe(4);
    expect(expectedTables("results", f)).toBeUndefined();
    expect(() => expectedTables(5.5, f)).toThrow(/^Results expected cannot be 5\.5: use tables/);
  });

  test("a field cell that is neither is an error naming it (the message docs/conventions.md gives)", () => {
    expect(() => readField([[620], [-100], ["abc"]], "scores")).toThrow(
      'row 3, column 1 of scores holds "abc": expected an NS score in points, or A=, A+, A- or NP.',
    );
  });
});

describe("weighted scores", () => {
  test("components and weights side by side; rows blank in both are skipped", () => {
    expect(
      readWeightedScore(
        [
          [420, ""],
          [-50, ""],
        ],
        [
          [60, ""],
          [40, ""],
        ],
      ),
    ).toEqual({
      components: [420, -50],
      weights: [60, 40],
    });
  });
  test("a component that is not a score, or a lone weight, is named", () => {
    expect(() => readWeightedScore([["4H="], [-50]], [[0.6], [0.4]])).toThrow(
      'row 1, column 1 of components holds "4H=": expected a bridge score for this weight.',
    );
    expect(() => readWeightedScore([[""], [-50]], [[0.6], [0.4]])).toThrow(
      "row 1, column 1 of components holds a blank",
    );
  });
});

describe("spilled results", () => {
  test("property: the result has the shape of the argument, blanks stay blank", () => {
    const cell = fc.oneof(fc.integer({ min: -7600, max: 7600 }), fc.constant(""));
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 6 })
          .chain((w) =>
            fc.array(fc.array(cell, { minLength: w, maxLength: w }), { minLength: 1, maxLength: 6 }),
          ),
        (grid) => {
          const out = spill(grid, "x", (v) => Number(v) * 2);
          expect(out.map((row) => row.length)).toEqual(grid.map((row) => row.length));
          grid.forEach((row, r) =>
            row.forEach((v, c) => expect(out[r][c]).toBe(v === "" ? "" : Number(v) * 2)),
          );
        },
      ),
    );
  });

  test("a core error in one cell names the cell and leaves the rest", () => {
    const out = spill([[1], [2]], "board", (v) => {
      if (v === 2) throw new ScoringError("Board 2 is unlucky.");
      return "ok";
    });
    expect(out).toEqual([["ok"], [errorCell("#VALUE!", "row 2, column 1 of board: Board 2 is unlucky.")]]);
  });

  test("anything but a ScoringError is a bug and fails the whole formula", () => {
    expect(() =>
      spill([[1]], "x", () => {
        throw new TypeError("oops");
      }),
    ).toThrow(TypeError);
  });
});
