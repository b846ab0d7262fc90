// The results sheet under the regulations' options and each named preset: HyperFormula computes
// every formula and must agree with the engine's value cached beside it; the cap and the rounding
// are in the formulas, and the option lines say which rule was used.
import {
  PRESET_NAMES,
  presetOptions,
  readTraveller,
  scoreSession,
  type BoardScoringOptions,
} from "../../src/scoring";
import { buildResultsSheet, ResultsSheetOptions } from "../../src/sheet/results";
import { disagreements, evaluateFormulas, loadModel } from "../support/hyperformula-model";
import { AWARDS_SESSION_ROWS, CLUB_IMP_SCALE } from "../support/regulations";

/** A traveller of one or more boards from [board, ns, ew, score] rows. */
const traveller = (rows: (string | number)[][]) => readTraveller([["Board", "NS", "EW", "Score"], ...rows]);

// The capped cross-IMP board (14.7 and -15.7 at a cap of 17), a second board with an award and a
// not-played row (Neuberg and the factor N/n), and a third board of six tables (a smaller top, so
// the mean of the boards' percentages is not the total over the tops).
const SESSION = traveller([
  [1, 1, 1, 1660],
  [1, 2, 2, 1430],
  [1, 3, 3, 680],
  [1, 4, 4, 140],
  [1, 5, 5, -50],
  [1, 6, 6, -50],
  [1, 7, 7, -1100],
  [2, 1, 2, 420],
  [2, 2, 3, 450],
  [2, 3, 4, "A+"],
  [2, 4, 5, 400],
  [2, 5, 6, -50],
  [2, 6, 7, "NP"],
  [2, 7, 1, 420],
  [3, 1, 3, 110],
  [3, 2, 4, 140],
  [3, 3, 5, -100],
  [3, 4, 6, 110],
  [3, 5, 7, 170],
  [3, 6, 1, 140],
]);

const agree = (options: ResultsSheetOptions) => {
  const sheet = buildResultsSheet(SESSION, options);
  return { sheet, wrong: disagreements(evaluateFormulas(loadModel(sheet))) };
};
/** Board `n` of SESSION scored as the sheet scores it. */
const scoreForSheetBoard = (n: number, options: Omit<BoardScoringOptions, "method"> & { method: "mp" }) =>
  scoreSession(SESSION, { movement: "mitchell", ...options }).boards.find((b) => b.board === n)!;
const round2 = (x: number | null): number | null => (x === null ? null : Math.round(x * 100) / 100);
const texts = (sheet: ReturnType<typeof buildResultsSheet>) =>
  sheet.cells.filter((c) => typeof c.value === "string").map((c) => c.value as string);

describe("the results sheet under the regulations' options", () => {
  test.each(["butler", "cross", "mp"] as const)(
    "%s: HyperFormula agrees with the engine under every option at once",
    (method) => {
      const { wrong } = agree({ method, impCap: 17, awardImps: 2, mpRound: 0.01, trim: "tenth" });
      expect(wrong).toEqual([]);
    },
  );

  test("a trim rule by n is named beside the count it gave", () => {
    // Board 1 has 7 results: ceil(7 / 10) = 1 from each end.
    const { sheet } = agree({ method: "butler", trim: "tenth" });
    expect(texts(sheet)).toContain(
      "ceil(10% of the results) from each end when there are more than 5, of 7 results",
    );
  });

  test("the cap is a MIN and MAX around each IMP looked up, and the option line says so", () => {
    const { sheet, wrong } = agree({ method: "cross", impCap: 17 });
    expect(wrong).toEqual([]);
    expect(sheet.cells.some((c) => c.formula?.includes("MAX(-17,MIN(17,"))).toBe(true);
    expect(texts(sheet)).toContain("IMPs capped at 17 a comparison (Butler and cross-IMPs)");
  });

  test("matchpoints rounded to 0.01 in the formulas; award as a tie", () => {
    const rounded = agree({ method: "mp", mpRound: 0.01 });
    expect(rounded.wrong).toEqual([]);
    expect(rounded.sheet.cells.some((c) => c.formula?.startsWith("=ROUND("))).toBe(true);
    const tie = agree({ method: "mp", awardTie: true });
    expect(tie.wrong).toEqual([]);
    expect(texts(tie.sheet)).toContain("An award table counts as a tie with every result (no Neuberg)");
  });

  test("a table not played as a tie: the award still factored by Neuberg, in the formulas", () => {
    // Board 2: 7 tables, 5 results (450, 420, 420, 400, -50), A+ and NP. The NP table is a tie
    // with every result; the A+ table is Neuberged: N = 5 + 1 = 6, n = 5, factor 6/5, then +1 for
    // the tie; top 2 x (6 - 1 + 1) = 12. 450 beats 4: 8 among the five, (8 + 1) x 6/5 - 1 + 1 =
    // 10.8; 420 beats 2 and ties 1: 5, 6 x 6/5 - 1 + 1 = 7.2; 400: 2, 3 x 6/5 = 3.6; -50: 0, 1.2.
    // The A+ is 60% of 12 = 7.2.
    const { sheet, wrong } = agree({ method: "mp", notPlayedTie: true });
    expect(wrong).toEqual([]);
    expect(texts(sheet)).toContain("A table not played counts as a tie with every result (no Neuberg)");
    expect(texts(sheet)).toContain("Tables that did not play, each a tie with every result");
    const board2 = scoreForSheetBoard(2, { method: "mp", notPlayedTie: true });
    expect(board2.top).toBe(12);
    expect(board2.tables.map((t) => round2(t.nsResult))).toEqual([7.2, 10.8, 7.2, 3.6, 1.2, null, 7.2]);
    // With the award as a tie too: no Neuberg at all, 2 ties: 450 scores 8 + 2 = 10, top 12.
    const both = agree({ method: "mp", notPlayedTie: true, awardTie: true });
    expect(both.wrong).toEqual([]);
    expect(texts(both.sheet)).toContain(
      "Award tables and tables that did not play, each a tie with every result",
    );
    const b2 = scoreForSheetBoard(2, { method: "mp", notPlayedTie: true, awardTie: true });
    expect([b2.top, round2(b2.tables[1].nsResult)]).toEqual([12, 10]);
  });

  test("a given IMP scale is written as the sheet's scale block, and a band worth two IMPs is counted", () => {
    // From 0: 0, 100: 1, 300: 3 (the 300 bound repeated in the block).
    const impScale = CLUB_IMP_SCALE;
    for (const method of ["butler", "cross"] as const) {
      const { sheet, wrong } = agree({ method, impScale });
      expect(wrong).toEqual([]);
      expect(texts(sheet)).toContain("Club scale");
    }
  });

  test("session percentage as the mean of the boards: HyperFormula agrees", () => {
    const mean = agree({ method: "mp", sessionPercent: "mean" });
    expect(mean.wrong).toEqual([]);
    expect(mean.sheet.cells.some((c) => c.formula?.includes("IFERROR("))).toBe(true);
    // Board 3 has a top of 10, boards 1 and 2 of 12: some pair's mean is not its total over the tops.
    const percents = (o: ResultsSheetOptions) =>
      agree(o)
        .sheet.cells.filter((c) => c.formula?.includes("*100,9)"))
        .map((c) => c.value);
    expect(percents({ method: "mp", sessionPercent: "mean" })).not.toEqual(percents({ method: "mp" }));
  });

  test("awards from the session: the summary gives each award's percentage and why", () => {
    // Board 2's A+ is NS 3's (EW 4 gets A-). NS 3 on boards 1 and 3: 680 beats 140, -50, -50, -1100
    // and ties none on board 1: 8 of 12; on board 3, -100 is the lowest of six: 0 of 10. 8 / 22 =
    // 36.36%, so A+ stays 60%. EW 4 on board 1 (v NS 4's 140: 12 - 6 = 6 of 12) and board 3 (v NS 2's
    // 140, which beats 110, 110, -100 and ties 140: 7, so EW 10 - 7 = 3 of 10): 9 / 22 = 40.91%, so A-
    // stays 40%.
    const { sheet, wrong } = agree({ method: "mp", awards: "session" });
    expect(wrong).toEqual([]);
    const notes = texts(sheet).join(" ");
    expect(notes).toContain(
      "Board 2, EW 4: A- is 40% (40.91% on its 2 other boards with a result; the lesser of 40% and it)",
    );
    expect(notes).toContain(
      "Board 2, NS 3: A+ is 60% (36.36% on its 2 other boards with a result; the better of 60% and it)",
    );
  });

  test("awards from the session are live in the summary: MAX(60, ...) over the pair's other boards", () => {
    // The session of test/scoring/options/regulations.test.ts: NS 1 has 6 of 8 (75%) on boards 1 and 2, so
    // its A+ on board 3 is 75% of 4 = 3; EW 3 has 2 of 8 (25%), so its A- is 25% of 4 = 1.
    const t = traveller(AWARDS_SESSION_ROWS);
    const sheet = buildResultsSheet(t, { method: "mp", awards: "session" });
    expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
    const live = sheet.cells.filter((c) => c.formula?.includes("MAX(60,") || c.formula?.includes("MIN(40,"));
    expect(live.map((c) => c.value).sort()).toEqual([1, 3]);
  });

  test("a board of 20 results, worked on its frequency table, agrees under the options too", () => {
    // More than 16 results: the frequency-table layout, where the cap, the rounding and the ties
    // must be in its formulas as well.
    const scores = [
      2000, 1660, 1430, 1430, 680, 680, 650, 650, 620, 450, 420, 420, 170, 140, 140, -50, -100, -1100, -1660,
      -2000,
    ];
    const big = traveller([
      ...scores.map((x, i) => [1, i + 1, i + 1, x]),
      [1, 21, 21, "A+"],
      [1, 22, 22, "NP"],
    ]);
    const impScale = CLUB_IMP_SCALE;
    for (const options of [
      { method: "all", impCap: 12, mpRound: 0.01, awardImps: 2, trim: "tenth" },
      { method: "mp", awardTie: true },
      { method: "mp", notPlayedTie: true },
      { method: "mp", notPlayedTie: true, awardTie: true, mpRound: 0.01 },
      { method: "cross", impScale, impCap: 2 },
    ] as ResultsSheetOptions[]) {
      const sheet = buildResultsSheet(big, options);
      expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
    }
  });

  test.each(PRESET_NAMES)(
    "preset %s: HyperFormula agrees with the engine, and the sheet names the preset",
    (name) => {
      for (const method of ["butler", "cross", "mp"] as const) {
        const { sheet, wrong } = agree({ ...presetOptions(name), rules: name, method });
        expect(wrong).toEqual([]);
        expect(texts(sheet).some((t) => t.startsWith("Regulations: "))).toBe(true);
      }
    },
  );
});
