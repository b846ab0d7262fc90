import { readOverrides } from "../../../src/scoring/traveller/header-row";
import { readLayout } from "../../../src/scoring/traveller/layout";

const read = (header: readonly unknown[], columns?: Parameters<typeof readOverrides>[0]) =>
  readLayout(header, 4, readOverrides(columns));

describe("readLayout: the columns of a header row and its score form", () => {
  test("one signed score column", () => {
    const { layout, problems } = read(["Board", "NS", "EW", "Contract", "Score", "NS X"]);
    expect(problems).toEqual([]);
    expect(layout.scoreForm).toBe("signed");
    expect([...layout.roleColumns]).toEqual([
      ["board", 0],
      ["ns", 1],
      ["ew", 2],
      ["contract", 3],
      ["score", 4],
    ]);
    expect(layout.readings.map((c) => c.role)).toEqual(["board", "ns", "ew", "contract", "score", "ignored"]);
  });

  test("+Sc and -Sc make the plus and minus form", () => {
    expect(read(["NS", "EW", "+Sc", "-Sc"]).layout.scoreForm).toBe("plusMinus");
  });

  test("NS Score beside EW Score: the first is read as NS's plus column", () => {
    const { layout, problems } = read(["NS", "EW", "NS Score", "EW Score"]);
    expect(problems).toEqual([]);
    expect(layout.scoreForm).toBe("plusMinus");
    expect(layout.roleColumns.get("scorePlus")).toBe(2);
    expect(layout.roleColumns.has("score")).toBe(false);
    expect(layout.readings[2]).toMatchObject({ header: "NS Score", role: "scorePlus" });
  });

  test("contracts only: no score form, nothing wrong", () => {
    const { layout, problems } = read(["NS", "EW", "Contract", "By", "Tricks"]);
    expect([layout.scoreForm, problems]).toEqual(["none", []]);
  });

  test("two columns with one role: the second is ignored, and said", () => {
    const { layout, problems } = read(["NS", "EW", "Score", "Points"]);
    expect(layout.roleColumns.get("score")).toBe(2);
    expect(problems).toEqual([
      {
        row: 4,
        column: 3,
        message:
          'Two columns are headed as Score (NS Score): "Score" and "Points". ' +
          "Rename one, or say which to read with the columns option.",
      },
    ]);
  });

  test("a pair column missing, at the first filled cell", () => {
    expect(read(["", "NS", "Score"]).problems).toEqual([
      { row: 4, column: 1, message: "No EW pair (EW, E/W, Pair EW) column in the header row." },
    ]);
  });

  test("score columns that make no one form", () => {
    expect(read(["NS", "EW", "Score", "+Sc"]).problems.map((p) => [p.column, p.message])).toEqual([
      [
        3,
        'Both a signed score column ("Score") and a plus score column ("+Sc"): give one form, a signed NS score ' +
          "or +Sc and -Sc.",
      ],
    ]);
    expect(read(["NS", "EW", "-Sc"]).problems.map((p) => [p.column, p.message])).toEqual([
      [2, "A -Sc (NS-) column needs its +Sc (NS+) column beside it (or head a single signed column Score)."],
    ]);
  });

  test("nothing to score is said only when nothing else is wrong with the row", () => {
    expect(read(["NS", "EW", "Lead"]).problems.map((p) => p.message)).toEqual([
      "No score column (Score, or +Sc and -Sc) and no Contract column: there is nothing to score.",
    ]);
    expect(read(["NS", "Lead"]).problems.map((p) => p.message)).toEqual([
      "No EW pair (EW, E/W, Pair EW) column in the header row.", // not "nothing to score" too
    ]);
  });

  test("the caller's overrides are marked", () => {
    const { layout } = read(["Paar A", "Paar B", "Punkte"], { ns: 0, ew: 1, 2: "score" });
    expect(layout.readings.map((c) => [c.role, c.overridden])).toEqual([
      ["ns", true],
      ["ew", true],
      ["score", true],
    ]);
  });
});
