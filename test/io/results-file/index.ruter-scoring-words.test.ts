// What a results file's words and published IMPs say about how its program scored (as Ruter and
// Magic Contest write them): the Butler trim in [Scoring], cross-IMP sections scored as one
// field, and a board with an award scored against its results alone. Small boards worked by hand
// (WBF IMPs).
import {
  butlerFromWords,
  crossImpsAcrossTheField,
  inferCrossExpected,
  type FileBoard,
  type FileTableRow,
} from "../../../src/io/results-file";

/** A table of board 1: its NS score (or an award written NS/EW) and its published IMP_NS, if any. */
function row(table: number, score: number | string, imps?: string): FileTableRow {
  return {
    table: String(table),
    ns: String(table),
    ew: String(table + 10),
    contract: "",
    declarer: "",
    lead: "",
    tricks: "",
    score,
    published: imps === undefined ? {} : { IMP_NS: imps },
    source: `line ${table}`,
  };
}
const board = (rows: FileTableRow[]): FileBoard => ({ board: 1, vulnerability: null, dealer: null, rows });

describe("butlerFromWords", () => {
  test("Butler-2 drops the top and the bottom score (the trim rule one); Mean or Median is the datum", () => {
    expect(butlerFromWords("IMP;Butler-2;Mean")).toEqual({ trim: "one", datum: "mean" });
    expect(butlerFromWords("IMP;Butler-0;Median")).toEqual({ trim: 0, datum: "median" });
  });

  test("another count is not read, and said; words without Butler say nothing", () => {
    const four = butlerFromWords("IMP;Butler-4;Mean");
    expect(four).not.toHaveProperty("trim");
    expect(four.note).toMatch(/drops 4 scores of each board's datum, which is not read/);
    expect(butlerFromWords("MatchPoints;MP1")).toEqual({});
    expect(butlerFromWords("IMP;Butler")).toEqual({});
  });
});

describe("crossImpsAcrossTheField", () => {
  // Section A: +420, +400; section B: -50, +420. A's +420 against the whole field: v +400 (20) 1,
  // v -50 (470) 10, v +420 0: 11 summed. Against its own section alone: v +400 1.
  const sectionB = [board([row(3, -50), row(4, 420)])];

  test("figures that are sums against every section's results: one field, and said", () => {
    const sectionA = [board([row(1, 420, "11"), row(2, 400)])];
    expect(crossImpsAcrossTheField([sectionA, sectionB])).toBe(
      "scored across the field: the published IMPs of board 1 are against the 4 results of the 2 sections together",
    );
  });

  test("figures against the section's own results: each section its own field", () => {
    const sectionA = [board([row(1, 420, "1"), row(2, 400)])];
    expect(crossImpsAcrossTheField([sectionA, sectionB])).toBeNull();
  });
});

describe("inferCrossExpected", () => {
  // +420, +400, -50 and an A+ / A- table. +420 against the other results: v +400 1, v -50 10: 11.
  // Factored to the 4 tables: 11 x 4 / 3 = 14.67.
  test("a board whose sums are its results' own: scored against the results obtained", () => {
    const b = board([row(1, 420, "11"), row(2, 400), row(3, -50), row(4, "A+/A-")]);
    expect(inferCrossExpected([b], "total")?.expected).toBe("results");
  });

  test("a board whose sums were factored to the tables: null (the add-in's default stands)", () => {
    const b = board([row(1, 420, "14.7"), row(2, 400), row(3, -50), row(4, "A+/A-")]);
    expect(inferCrossExpected([b], "total")).toBeNull();
  });

  test("divided by the comparisons: 11 / 2 = 5.5 unfactored, 14.67 / 3 = 4.89 factored", () => {
    const plain = board([row(1, 420, "5.5"), row(2, 400), row(3, -50), row(4, "A+/A-")]);
    expect(inferCrossExpected([plain], "comparisons")?.expected).toBe("results");
    const factored = board([row(1, 420, "4.89"), row(2, 400), row(3, -50), row(4, "A+/A-")]);
    expect(inferCrossExpected([factored], "comparisons")).toBeNull();
  });
});
