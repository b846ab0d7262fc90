import fc from "fast-check";
import worked from "../fixtures/worked-examples.json";
import { TravellerError, readTraveller, suspiciousScores } from "../../src/scoring";
import { MATRIX_MAX_TABLES, usesFrequencyTable } from "../../src/sheet/board-layout";
import { buildResultsSheet, ResultsSheetOptions, scoreForSheet } from "../../src/sheet/results";
import { engineFrequencies } from "../../src/sheet/frequency-block";
import { SheetMethod } from "../../src/sheet/names";
import { CellModel, SheetBlock, SheetModel } from "../../src/sheet/model";
import {
  disagreements,
  evaluateFormulas,
  loadModel,
  readValue,
  sameValue,
} from "../support/hyperformula-model";
import { crampedText } from "../support/room";
import {
  boardArb,
  boardOf,
  boardWithOptionsArb,
  exampleTravellers,
  sectionTable,
  withScore,
} from "../support/travellers";

const METHODS: SheetMethod[] = ["butler", "cross", "mp", "all"];

interface Case {
  id: string;
  method: string;
  input: Record<string, unknown>;
  expected: Record<string, unknown>;
}
const CASES = (worked as { cases: Case[] }).cases;
const caseById = (id: string): Case => CASES.find((c) => c.id === id)!;

/** HyperFormula's values of one column of a section, in the order of its rows. */
function column(
  sheet: ReturnType<typeof buildResultsSheet>,
  section: string,
  header: string,
  occurrence = 0,
): unknown[] {
  const loaded = loadModel(sheet);
  const t = sectionTable(sheet, section, occurrence);
  return t.rows.map((r) => readValue(loaded, r, t.col(header)));
}

describe("every formula evaluates (HyperFormula) to the engine's value", () => {
  const examples = exampleTravellers();
  test("the examples are there to check", () => {
    expect(examples.map(([f]) => f)).toEqual(
      expect.arrayContaining(["club-board-15.csv", "weighted-ruling.csv"]),
    );
  });
  const variants: Record<SheetMethod, Omit<ResultsSheetOptions, "method">[]> = {
    butler: [{}, { trim: 1 }, { rounding: "halfEven" }, { datum: "median" }, { roundTo: 0 }],
    cross: [{}, { divisor: "total" }, { divisor: "scores" }, { expected: "results" }, { expected: 12 }],
    mp: [{}, { scale: "ACBL" }, { expected: "results" }, { expected: "tables", scale: "ACBL" }],
    all: [{}],
  };
  for (const [file, traveller] of examples) {
    for (const method of METHODS) {
      for (const extra of variants[method]) {
        test(`${file}, ${method} ${JSON.stringify(extra)}`, () => {
          const movement = file.startsWith("howell") ? "howell" : "mitchell";
          let sheet;
          try {
            sheet = buildResultsSheet(traveller, { method, movement, ...extra });
          } catch (e) {
            // Trimming one from each end of a 4-result board is fine; only a board it empties may refuse.
            expect((e as Error).message).toMatch(/leaves none|single result/);
            return;
          }
          const cells = evaluateFormulas(loadModel(sheet));
          expect(cells.length).toBeGreaterThan(20);
          expect(disagreements(cells)).toEqual([]);
        });
      }
    }
  }

  test("a difference on a band's bound against a datum of thirds keeps its band (220 is 6 IMPs, not 5)", () => {
    // Found by the random boards below. Results -50, 610 and a weighted score of 620 for a third
    // and -100 for two thirds (three units of frequency); one unit dropped from each end leaves a
    // third of 610 and two thirds of -50, whose mean is (610 - 100) / 3 = 170, unrounded. So -50
    // is 220 below the datum: 6 IMPs on the WBF scale, whose sixth band starts at 220. Worked in
    // binary, the datum is 170.00000000000003 and the difference -219.99999999999997, which a plain
    // look-up puts in the band below (5 IMPs).
    const sheet = buildResultsSheet(boardOf([-50, 610, "1/3 620, 2/3 -100"], 7), {
      method: "butler",
      trim: 1,
      rounding: "none",
    });
    expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
    expect(column(sheet, "Each pair's result", "NS")).toContain(-6);
  });

  test("random boards, every method, random options (fast-check)", () => {
    fc.assert(
      fc.property(boardWithOptionsArb, ({ entries, board, options }) => {
        const sheet = buildResultsSheet(boardOf(entries, board), options);
        expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});

describe("the sheet shows the published numbers (computed by HyperFormula from its formulas)", () => {
  test(`board 15 of the club's "Cross-IMP Scoring" explanation, cross-IMPs with no division: 31, -1, -27, -27, 24 (comparison matrix)`, () => {
    const [, t] = exampleTravellers().find(([f]) => f === "club-board-15.csv")!;
    const sheet = buildResultsSheet(t, { method: "cross", divisor: "total" });
    expect(column(sheet, "Each pair's result", "NS")).toEqual([31, -1, -27, -27, 24]);
    expect(column(sheet, "Each pair's result", "EW")).toEqual([-31, 1, 27, 27, -24]);
    // Pair 4's row of the matrix, as the club prints it: -7, +6, +6, -6.
    expect(column(sheet, "IMPs for each difference (WBF scale)", "T1")[1]).toBe(-7);
    expect(sheet.colourScales).toHaveLength(1);
    expect(sheet.name).toBe("Board 15 cross-IMPs");
    // Kept in view: the title and the options, wrapped to two lines with nothing lost, and no more:
    // an empty row follows.
    const colA = (r: number) => sheet.cells.find((c) => c.row === r && c.col === 0)?.value;
    expect(sheet.frozenRows).toBe(3);
    expect(colA(0)).toBe("Board 15 cross-IMPs: board 15, scored with live formulas");
    expect(`${String(colA(1))} ${String(colA(2))}`).toBe(
      "cross-IMPs: divisor total, totals factored by N/n where a board has fewer results than tables (N = tables on the traveller), WBF IMPs",
    );
    expect(colA(3)).toBeUndefined();
    // Printed for the noticeboard: landscape, every column on one page width, within the print
    // area of its blocks' columns (A to V) and rows; the rows kept in view are not printed again
    // on every page (each page opens with what it holds).
    expect(sheet.print).toMatchObject({ orientation: "landscape", fitToWidth: 1, area: "A1:V60" });
    expect(sheet.print?.titleRows).toBeUndefined();
  });

  test('"An explanation of Cross IMP Scoring", Calculation 1: datum 490 and IMPs 5, -11, 5, 5; cross-IMPs by scores 3.25, -9.75', () => {
    const c = caseById("butler-explanation-calc1");
    const scores = c.input.scores as number[];
    const butler = buildResultsSheet(boardOf(scores, 2), { method: "butler" });
    expect(column(butler, "Each pair's result", "NS")).toEqual(c.expected.imps);
    const loaded = loadModel(butler);
    const datum = butler.cells.find((x) => /^=ROUND\([A-Z]+\d+,-1\)$/.test(x.formula ?? ""));
    expect(datum && readValue(loaded, datum.row, datum.col)).toBe(c.expected.datum);
    const cross = buildResultsSheet(boardOf(scores, 2), { method: "cross", divisor: "scores" });
    expect(column(cross, "Each pair's result", "NS")).toEqual(
      caseById("cross-explanation-calc2").expected.result,
    );
  });

  test('cross-IMPs averaged over comparisons: the "Bridge scoring" encyclopaedia article (9.25 first) and the six-table example (3.2 first)', () => {
    for (const id of ["cross-encyclopaedia", "cross-six"]) {
      const c = caseById(id);
      const sheet = buildResultsSheet(boardOf(c.input.scores as number[]), { method: "cross" });
      expect(column(sheet, "Cross-IMPs: each table", "Total")[0]).toBe(c.expected.firstTotal);
      expect(column(sheet, "Each pair's result", "NS")[0]).toBeCloseTo(c.expected.first as number, 12);
    }
  });

  test(`22 results (above ${MATRIX_MAX_TABLES}): on the frequency table, datum 510, IMPs by score`, () => {
    const c = caseById("butler-field-22");
    const scores = c.input.scores as number[];
    const butler = buildResultsSheet(boardOf(scores), { method: "butler" });
    const imps = column(butler, "Each pair's result", "NS");
    const byScore = c.expected.impsByScore as Record<string, number>;
    scores.forEach((s, i) => expect(imps[i]).toBe(byScore[String(s)]));
    const cross = buildResultsSheet(boardOf(scores), { method: "cross", divisor: "total" });
    // Worked on the frequency table: its four distinct scores, 980 x 3, 480 x 11, 450 x 7, -50 x 1.
    expect(
      column(cross, "The frequency table: each distinct NS score and how often it was scored", "NS score"),
    ).toEqual([980, 480, 450, -50]);
    expect(
      column(cross, "The frequency table: each distinct NS score and how often it was scored", "Frequency"),
    ).toEqual([3, 11, 7, 1]);
    // The colour scale is on the matrix of distinct scores, not on one of 22 x 22.
    expect(cross.colourScales ?? []).toHaveLength(1);
    expect(cross.cells.some((x) => x.formula?.startsWith("=SUMPRODUCT(COUNTIF("))).toBe(false);
    // Hand check of one total: 980 against 11 x 480 (500: +11 IMPs each), 7 x 450 (530: +11 each)
    // and -50 (1030: +14), the two other 980s 0: 121 + 77 + 14 = 212.
    expect(column(cross, "Cross-IMPs: each table", "Total")[0]).toBe(212);
    // The totals of every result add to 0.
    const totals = column(cross, "Cross-IMPs: each table", "Total") as number[];
    expect(totals.reduce((a, x) => a + x, 0)).toBe(0);
  });

  test('"Calculation of Weighted Scores", Appendix 2: Neuberg with 5 results of 6 expected gives 9.8, 6.2, 6.2, 2.6, 0.2', () => {
    const c = caseById("neuberg-weighted-scores-appendix2");
    const sheet = buildResultsSheet(boardOf(c.input.scores as number[]), { method: "mp", expected: 6 });
    const mp = column(sheet, "Each pair's result", "NS MP") as number[];
    (c.expected.mp as number[]).forEach((x, i) => expect(mp[i]).toBeCloseTo(x, 12));
  });

  test("by default an NP or A= row brings in Neuberg: N = ROWS of the traveller, 9.8, 6.2, 6.2, 2.6, 0.2", () => {
    // Appendix 2 of "Calculation of Weighted Scores" with the sixth table not played (or given A=): n = 5, N = 6 tables,
    // N/n = 1.2; (8 + 1) x 1.2 - 1 = 9.8, (5 + 1) x 1.2 - 1 = 6.2, (2 + 1) x 1.2 - 1 = 2.6,
    // (0 + 1) x 1.2 - 1 = 0.2; top 2 x (6 - 1) = 10; A= is 50% of it, 5.
    for (const [other, want] of [
      ["NP", null],
      ["A=", 5],
    ] as const) {
      const sheet = buildResultsSheet(boardOf([600, other, -100, -100, -200, -300]), { method: "mp" });
      const loaded = loadModel(sheet);
      const bigN = sheet.cells.find((c) => c.formula?.startsWith("=ROWS("))!;
      expect(readValue(loaded, bigN.row, bigN.col)).toBe(6);
      const factor = sheet.cells.find((c) => c.row === bigN.row + 1 && c.formula !== undefined)!;
      expect(readValue(loaded, factor.row, factor.col)).toBeCloseTo(1.2, 12);
      const mp = column(sheet, "Each pair's result", "NS MP") as (number | null)[];
      [9.8, want, 6.2, 6.2, 2.6, 0.2].forEach((x, i) =>
        x === null ? expect(mp[i]).toBeNull() : expect(mp[i]).toBeCloseTo(x, 12),
      );
    }
  });

  test("by default an NP row factors cross-IMP totals by N/n: board 15's totals x 6/5", () => {
    // The club's board 15 totals 31, -1, -27, -27, 24 with a sixth table not played: N = 6, n = 5,
    // factored 37.2, -1.2, -32.4, -32.4, 28.8 (divisor "total").
    const sheet = buildResultsSheet(boardOf([100, -200, -430, -430, 50, "NP"], 15), {
      method: "cross",
      divisor: "total",
    });
    const ns = column(sheet, "Each pair's result", "NS") as (number | null)[];
    [37.2, -1.2, -32.4, -32.4, 28.8].forEach((x, i) => expect(ns[i]).toBeCloseTo(x, 12));
    expect(ns[5]).toBeNull();
    // Switched off, the sheet's N is n and the printed totals come back.
    const off = buildResultsSheet(boardOf([100, -200, -430, -430, 50, "NP"], 15), {
      method: "cross",
      divisor: "total",
      expected: "results",
    });
    expect(column(off, "Each pair's result", "NS").slice(0, 5)).toEqual([31, -1, -27, -27, 24]);
  });

  test('the weighted table of "Calculation of Weighted Scores": 12.6 matchpoints, 2.4 Butler IMPs, 24.8 total cross-IMPs', () => {
    const [, t] = exampleTravellers().find(([f]) => f === "weighted-ruling.csv")!;
    const sheet = buildResultsSheet(t, { method: "all", divisor: "total" });
    const last = (h: string): number => {
      const v = column(sheet, "Each pair's result", h) as number[];
      return v[v.length - 1];
    };
    expect(last("matchpoints NS MP")).toBeCloseTo(12.6, 9);
    expect(last("Butler NS")).toBeCloseTo(2.4, 9);
    expect(last("cross-IMPs NS")).toBeCloseTo(24.8, 9);
  });

  test("the checks show OK", () => {
    for (const [, t] of exampleTravellers()) {
      const sheet = buildResultsSheet(t, { method: "all" });
      const loaded = loadModel(sheet);
      const checks = sheet.cells.filter(
        (c) => c.formula?.startsWith("=IF(") && c.formula.includes('"CHECK"'),
      );
      expect(checks.length).toBeGreaterThan(0);
      for (const c of checks) expect(readValue(loaded, c.row, c.col)).toBe("OK");
    }
  });
});

describe("the sheet is live: an edited score moves its dependants to what the engine gives", () => {
  function editAndCompare(
    t: ReturnType<typeof boardOf>,
    boardIndex: number,
    rowIndex: number,
    score: number,
    options: ResultsSheetOptions,
  ): void {
    const before = buildResultsSheet(t, options);
    const loaded = loadModel(before);
    const trav = sectionTable(before, "The traveller as read", boardIndex);
    const row = t.boards[boardIndex].rows[rowIndex];
    const col = trav.col(row.scoreEntered !== null ? "Entered" : "From contract");
    loaded.hf.setCellContents({ sheet: loaded.sheet, row: trav.rows[rowIndex], col }, score);
    const after = buildResultsSheet(withScore(t, boardIndex, rowIndex, score), options);
    const changed = after.cells
      .filter((c) => c.formula !== undefined)
      .map((c) => ({ ...c, computed: readValue(loaded, c.row, c.col) }));
    const wrong = changed.filter((c) => {
      const same = disagreements([
        { address: "", row: c.row, col: c.col, formula: c.formula!, cached: c.value, computed: c.computed },
      ]);
      return same.length > 0;
    });
    expect(
      wrong.map((c) => `${c.row},${c.col} ${c.formula}: ${String(c.computed)} v ${String(c.value)}`),
    ).toEqual([]);
    expect(after.cells.filter((c) => c.formula).length).toBe(before.cells.filter((c) => c.formula).length);
  }

  /**
   * Corrects a row's tricks in the sheet and compares every formula with the engine's sheet of
   * the traveller so corrected (its score the corrected contract's, `score`): the same everywhere
   * but the Agree cell, which now says the score entered no longer agrees with the contract.
   */
  function correctTricksAndCompare(
    t: ReturnType<typeof boardOf>,
    boardIndex: number,
    rowIndex: number,
    tricks: number,
    score: number,
    options: ResultsSheetOptions,
  ): void {
    const before = buildResultsSheet(t, options);
    const loaded = loadModel(before);
    const trav = sectionTable(before, "The traveller as read", boardIndex);
    const r = trav.rows[rowIndex];
    loaded.hf.setCellContents({ sheet: loaded.sheet, row: r, col: trav.col("Tricks") }, tricks);
    const corrected = withScore(t, boardIndex, rowIndex, score);
    const after = buildResultsSheet(
      {
        ...corrected,
        boards: corrected.boards.map((b, i) =>
          i !== boardIndex
            ? b
            : {
                ...b,
                rows: b.rows.map((x, j) => (j === rowIndex ? { ...x, tricks, scoreComputed: score } : x)),
              },
        ),
      },
      options,
    );
    const agree = trav.col("Agree");
    const wrong = after.cells
      .filter((c) => c.formula !== undefined && !(c.row === r && c.col === agree))
      .filter((c) => !sameValue(readValue(loaded, c.row, c.col), c.value))
      .map(
        (c) =>
          `${c.row},${c.col} ${c.formula}: ${String(readValue(loaded, c.row, c.col))} v ${String(c.value)}`,
      );
    expect(wrong).toEqual([]);
    expect(readValue(loaded, r, agree)).toBe("NO");
  }

  test("board 15: table 2's 2♠ by North (NS vulnerable) 6 tricks, -200, corrected to 8: +110 (cross-IMPs, Butler, matchpoints)", () => {
    // 8 tricks make 2♠: 2 x 30 contract points and the part-score bonus of 50, +110.
    const [, t] = exampleTravellers().find(([f]) => f === "club-board-15.csv")!;
    for (const method of ["cross", "butler", "mp"] as const)
      correctTricksAndCompare(t, 0, 1, 8, 110, { method, divisor: "total" });
  });

  test("the Mitchell session: board 2's 4♥ by South (NS vulnerable) 10 tricks, +620, corrected to 9: -100, moves the board and the session summary", () => {
    // One down vulnerable, undoubled: -100.
    const [, t] = exampleTravellers().find(([f]) => f === "mitchell-session.csv")!;
    correctTricksAndCompare(t, 1, 0, 9, -100, { method: "mp" });
    correctTricksAndCompare(t, 1, 0, 9, -100, { method: "cross" });
  });

  test("random boards (fast-check), the per-pair path included", () => {
    fc.assert(
      fc.property(
        boardArb,
        fc.constantFrom<SheetMethod>("butler", "cross", "mp"),
        fc.integer({ min: -200, max: 200 }).map((x) => x * 10),
        ({ entries, board }, method, score) => {
          const t = boardOf(entries, board);
          const i = t.boards[0].rows.findIndex((r) => r.entry.kind === "plain");
          // A board worked on its frequency table has a row per distinct score: an edit that
          // adds or removes a distinct score changes the layout (the frequency check shows it).
          const distinct = (x: typeof t) =>
            engineFrequencies(scoreForSheet(x, { method })[0].boards[0]).length;
          if (usesFrequencyTable(t.boards[0])) fc.pre(distinct(t) === distinct(withScore(t, 0, i, score)));
          editAndCompare(t, 0, i, score, { method });
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe("the IMP scale: two columns at the top, beside the boards", () => {
  // The WBF scale's lower bounds as the source documents print it band by band (0-10 is 0 IMPs, 20-40 is 1,
  // ... 4000 and more is 24), transcribed again here rather than taken from the code.
  // prettier-ignore
  const WBF_FROM = [
    0, 20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750,
    2000, 2250, 2500, 3000, 3500, 4000,
  ];
  /** The scale's block: its title cell, and the From and IMPs columns' values under the header. */
  function scaleBlock(sheet: ReturnType<typeof buildResultsSheet>, title: string) {
    const at = sheet.cells.find((c) => c.value === title)!;
    expect(at).toBeDefined();
    const cell = (r: number, c: number) => sheet.cells.find((x) => x.row === r && x.col === c);
    const from: unknown[] = [];
    const imps: unknown[] = [];
    for (let r = at.row + 2; typeof cell(r, at.col)?.value === "number"; r++) {
      from.push(cell(r, at.col)!.value);
      imps.push(cell(r, at.col + 1)?.value);
    }
    const notes = [];
    for (let r = at.row + 2 + from.length; typeof cell(r, at.col)?.value === "string"; r++)
      notes.push(cell(r, at.col)!.value);
    const header = [cell(at.row + 1, at.col)?.value, cell(at.row + 1, at.col + 1)?.value];
    return { at, from, imps, header, notes, last: at.row + 1 + from.length + notes.length };
  }

  test("board 15 by cross-IMPs: From and IMPs in U and V from row 5, after the traveller's A to S (its contract scores' parts in L to S) and a gap", () => {
    const [, t] = exampleTravellers().find(([f]) => f === "club-board-15.csv")!;
    const sheet = buildResultsSheet(t, { method: "cross" });
    const s = scaleBlock(sheet, "WBF IMP scale");
    // Three rows kept in view, an empty row, then the scale's title on row 5 (0-based 4) in U.
    expect([s.at.row, s.at.col]).toEqual([4, 20]);
    expect(s.header).toEqual(["From", "IMPs"]);
    expect(s.from).toEqual(WBF_FROM);
    expect(s.imps).toEqual(WBF_FROM.map((_, i) => i));
    expect(s.notes.join(" ")).toBe("From: each band's lower bound");
    // Marked as a block beside the others: title, header, 25 bands and a note of 2 lines, rows 4 to 32.
    expect(s.last).toBe(32);
    const beside = sheet.blocks.filter((x) => x.beside);
    expect(beside.map((x) => [x.kind, x.title, x.rows, x.columns])).toEqual([
      ["impScale", "WBF IMP scale", [4, 32], [20, 21]],
    ]);
    // T is a narrow empty gap; nothing stands right of V: the scale widens the sheet by three
    // columns (2 + 9 + 9 characters), where the row of 26 made it 26 columns wide.
    expect(sheet.cells.filter((c) => c.col === 19)).toEqual([]);
    expect(Math.max(...sheet.cells.map((c) => c.col))).toBe(21);
    expect([sheet.columnWidths?.[19], sheet.columnWidths?.[20], sheet.columnWidths?.[21]]).toEqual([2, 9, 9]);
    // Every lookup reads the block: From in U7:U31, IMPs in V7:V31.
    const lookups = sheet.cells.filter((c) => c.formula?.includes("MATCH("));
    expect(lookups).toHaveLength(20); // the 5 x 4 cells of the IMP matrix
    for (const c of lookups)
      expect(c.formula).toMatch(
        /^=SIGN\(\w+\)\*INDEX\(\$V\$7:\$V\$31,MATCH\(ROUND\(ABS\(\w+\),6\),\$U\$7:\$U\$31,1\),1\)$/,
      );
  });

  test("above the matrix size, the IMPs between distinct scores are looked up on the scale (M7:N31)", () => {
    const c = caseById("butler-field-22");
    const sheet = buildResultsSheet(boardOf(c.input.scores as number[]), {
      method: "cross",
      divisor: "total",
    });
    const s = scaleBlock(sheet, "WBF IMP scale");
    expect(s.at.col).toBe(12);
    // The board's four distinct scores (980, 480, 450, -50): each against the three others, 12
    // IMPs looked up on the scale's From (M7:M31) and IMPs (N7:N31); no per-table band counting.
    const lookups = sheet.cells.filter((x) => x.formula?.includes("MATCH(ROUND(ABS("));
    expect(lookups).toHaveLength(12);
    for (const x of lookups) expect(x.formula).toContain("INDEX($N$7:$N$31,MATCH(ROUND(ABS(");
    for (const x of lookups) expect(x.formula).toContain(",$M$7:$M$31,1)");
    expect(sheet.cells.some((x) => x.formula?.includes("COUNTIF($K$") && x.formula.includes("$M$8"))).toBe(
      false,
    );
  });

  test("every example, method and scale: the block stands right of all else in its rows, after an empty column", () => {
    // Bands from 0: the titles' ranges, 0 to 24 IMPs (WBF), 0 to 25 (1961), 0 to 15 (1948), 0 to 12 EMPs (1938).
    const scales = [
      ["WBF", "WBF IMP scale", 25],
      ["1961", "1961 IMP scale", 26],
      ["1948", "1948 IMP scale", 16],
      ["EMP1938", "1938 EMP scale", 13],
    ] as const;
    for (const [file, t] of exampleTravellers()) {
      const movement = file.startsWith("howell") ? "howell" : "mitchell";
      for (const method of ["butler", "cross", "all"] as const) {
        for (const [impTable, title, bands] of scales) {
          const sheet = buildResultsSheet(t, { method, movement, impTable });
          const s = scaleBlock(sheet, title);
          const where = [file, method, impTable];
          // Under the title, or the ranking when the sheet has one (several boards).
          const ranking = sheet.blocks.find((x) => x.kind === "ranking");
          expect([...where, s.at.row, s.header, s.from.length]).toEqual([
            ...where,
            ranking === undefined ? sheet.frozenRows! + 1 : ranking.rows[1] + 2,
            ["From", "IMPs"],
            bands,
          ]);
          expect(s.imps).toEqual(s.from.map((_, i) => i));
          // The bounds rise band by band.
          s.from.forEach((x, i) => i === 0 || expect(x).toBeGreaterThan(s.from[i - 1] as number));
          const beside = sheet.cells.filter(
            (c) => c.row >= s.at.row && c.row <= s.last && c.col < s.at.col && c.col >= s.at.col - 1,
          );
          expect([...where, beside]).toEqual([...where, []]);
          const inBlock = sheet.cells.filter(
            (c) => c.row >= s.at.row && c.row <= s.last && c.col >= s.at.col,
          );
          expect(inBlock.every((c) => c.col <= s.at.col + 1)).toBe(true);
          expect(inBlock).toHaveLength(1 + 2 + 2 * bands + s.notes.length);
          expect(sheet.blocks.filter((x) => x.beside).map((x) => [x.rows, x.columns])).toEqual([
            [
              [s.at.row, s.last],
              [s.at.col, s.at.col + 1],
            ],
          ]);
        }
      }
    }
  });

  test("matchpoints alone need no scale", () => {
    const sheet = buildResultsSheet(boardOf([420, 450, -50]), { method: "mp" });
    expect(sheet.cells.some((c) => c.value === "From" || /scale$/.test(String(c.value)))).toBe(false);
    expect(sheet.blocks.filter((x) => x.beside || x.kind === "impScale")).toEqual([]);
  });
});

describe("what the sheet refuses and how it is laid out", () => {
  test("a traveller with problems builds nothing: TravellerError naming the cell", () => {
    const t = readTraveller([
      ["Board", "NS", "EW", "Contract", "By", "Tricks"],
      [1, 1, 2, "4Z", "N", 10],
    ]);
    expect(() => buildResultsSheet(t, { method: "mp" })).toThrow(TravellerError);
  });

  test("a unique name against the sheets already there", () => {
    const t = boardOf([420, 450, -50], 15);
    expect(buildResultsSheet(t, { method: "cross", existingNames: ["Board 15 cross-IMPs"] }).name).toBe(
      "Board 15 cross-IMPs (2)",
    );
    expect(buildResultsSheet(exampleTravellers()[0][1], { method: "mp" }).name).toBe("Session matchpoints");
  });

  test("the matrix size limit is stated on the sheet", () => {
    const sheet = buildResultsSheet(boardOf([420, 450, -50]), { method: "cross" });
    expect(
      sheet.cells.some(
        (c) => typeof c.value === "string" && c.value.includes(`up to ${MATRIX_MAX_TABLES} results`),
      ),
    ).toBe(true);
  });

  test("readable widths and number formats", () => {
    const sheet = buildResultsSheet(boardOf([420, 450, -50]), { method: "mp" });
    for (const w of Object.values(sheet.columnWidths ?? {})) {
      expect(w).toBeGreaterThanOrEqual(5);
      expect(w).toBeLessThanOrEqual(40);
    }
    expect(
      sheet.cells.filter((c) => typeof c.value === "number").every((c) => c.numberFormat !== undefined),
    ).toBe(true);
  });
});

describe("laid out to be read on screen and on the printed page", () => {
  const variants: Omit<ResultsSheetOptions, "method">[] = [
    {},
    { trim: 0.2, datum: "median", rounding: "halfEven", roundTo: 50 },
    { divisor: "total", expected: "results" },
    { divisor: 2.5, expected: 14, scale: "ACBL", impTable: "1961" },
    // The narrowest IMP scale (13 columns) under the longest title.
    { impTable: "EMP1938", divisor: "scores" },
    { impTable: "1948" },
  ];

  test("every text has the room to be read in full: the examples by every method and option", () => {
    for (const [file, t] of exampleTravellers()) {
      const movement = file.startsWith("howell") ? "howell" : "mitchell";
      for (const method of METHODS) {
        for (const extra of variants) {
          const sheet = buildResultsSheet(t, { method, movement, ...extra });
          expect([file, method, extra, crampedText(sheet)]).toEqual([file, method, extra, []]);
        }
      }
    }
  });

  test("every text has the room on larger boards: 22 results, awards, NP and weighted scores", () => {
    const field = [980, 980, 980, ...Array(11).fill(480), ...Array(7).fill(450), -50];
    for (const entries of [
      [...field, "A+", "NP", "60% 420, 40% -50"],
      [420, 450, -50, "A+/A+", "A60/A40", "NS 60% 420, 40% -50; EW 50% 420, 50% -50"],
    ]) {
      for (const method of METHODS) {
        const sheet = buildResultsSheet(boardOf(entries), { method, trim: 0.1 });
        expect([method, crampedText(sheet)]).toEqual([method, []]);
      }
    }
  });

  test("every text has the room on random boards with random options (fast-check)", () => {
    fc.assert(
      fc.property(boardWithOptionsArb, ({ entries, board, options }) => {
        // Random scores are often ones the board's vulnerability cannot give, each warned of in
        // the traveller's Warning column. That column is as wide as a note, and a method's block
        // beside the traveller cuts a warning's sentence short: the one text left out here, until
        // the sheet's layout gives it the room. Every other text must have it.
        const t = boardOf(entries, board);
        const warned = new Set(suspiciousScores(t).map((w) => w.text));
        const cramped = crampedText(buildResultsSheet(t, options));
        expect(
          cramped.filter((line) => !warned.has(line.replace(/^[A-Z]+\d+ needs [\d.]+, has [\d.]+: /, ""))),
        ).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  test("the room check itself: a label cut off by a value two columns on is found", () => {
    const cut = crampedText({
      name: "x",
      blocks: [],
      cells: [
        { row: 0, col: 0, value: "Divisor: the number of comparisons, N - 1" },
        { row: 0, col: 3, value: 4 },
      ],
      columnWidths: { 0: 7, 1: 5, 2: 5, 3: 5 },
    });
    // A to C are 17 characters wide; the label needs 41.
    expect(cut).toEqual(["A1 needs 41.0, has 17.0: Divisor: the number of comparisons, N - 1"]);
  });

  test("each check's OK or CHECK stands in column A, right beside what it checks in B", () => {
    for (const [, t] of exampleTravellers()) {
      const sheet = buildResultsSheet(t, { method: "all" });
      const checks = sheet.cells.filter((c) => c.formula?.includes('"CHECK"'));
      expect(checks.length).toBeGreaterThan(0);
      for (const c of checks) {
        const row = sheet.cells.filter((x) => x.row === c.row);
        expect(c.col).toBe(0);
        // The only other cell of its row is the description, next to it.
        expect(row.map((x) => x.col)).toEqual([0, 1]);
        expect(String(row[1].value)).toMatch(/add (to|up)/);
      }
    }
  });

  test("board 15's workings: labels in A, values in E, what a value is after it in G", () => {
    const [, t] = exampleTravellers().find(([f]) => f === "club-board-15.csv")!;
    const sheet = buildResultsSheet(t, { method: "cross" });
    // The board's cells of a row: columns A to K, the traveller's width (the IMP scale stands
    // beside them, from M).
    const line = (label: string) => {
      const at = sheet.cells.find((c) => c.col === 0 && c.value === label)!;
      return sheet.cells.filter((c) => c.row === at.row && c.col <= 10).map((c) => [c.col, c.value]);
    };
    // 5 tables, 5 results: N/n = 1 (shown as 1, not 1.0000); divisor N - 1 = 4.
    expect(line("Results on the board (n)")).toEqual([
      [0, "Results on the board (n)"],
      [4, 5],
    ]);
    expect(line("Results expected (N)")).toEqual([
      [0, "Results expected (N)"],
      [4, 5],
      [6, "the tables on the traveller"],
    ]);
    expect(line("Divisor")).toEqual([
      [0, "Divisor"],
      [4, 4],
      [6, "the number of comparisons, N - 1"],
    ]);
    const factor = sheet.cells.find((c) => c.formula?.match(/^=E\d+\/E\d+$/))!;
    expect([factor.value, factor.numberFormat]).toEqual([1, "0"]);
  });

  test("Butler's n counts a weighted table as one result: 5, shown as a whole number", () => {
    // 420, 450, -50 are 3 results; the weighted tables (1/3 + 2/3, 60% + 40%) one each: n = 5.
    // Adding the parts' frequencies in floating point gave 5.000000000000001, shown "5." by "0.##".
    const sheet = buildResultsSheet(boardOf([420, 450, -50, "1/3 620, 2/3 -100", "60% 420, 40% -50"]), {
      method: "butler",
    });
    const at = sheet.cells.find((c) => c.value === "Results on the board (n)")!;
    const n = sheet.cells.find((c) => c.row === at.row && c.col === 4)!;
    expect([n.value, n.numberFormat]).toEqual([5, "0"]);
    expect(readValue(loadModel(sheet), n.row, n.col)).toBeCloseTo(5, 12);
  });

  test("N/n is shown as 1.2 and 1.3333, not 1.2000 (5 results of 6, 3 of 4)", () => {
    // The board of Appendix 2 of "Calculation of Weighted Scores": 5 results, 6 expected, 6/5 = 1.2. Three results and an NP: 4/3.
    for (const [entries, want] of [
      [[600, -100, -100, -200, -300, "NP"], 1.2],
      [[420, 450, -50, "NP"], 4 / 3],
    ] as const) {
      const sheet = buildResultsSheet(boardOf([...entries]), { method: "mp" });
      const at = sheet.cells.find((c) => c.value === "Neuberg's factor N/n")!;
      const factor = sheet.cells.find((c) => c.row === at.row && c.col === 4)!;
      expect(factor.value).toBeCloseTo(want, 12);
      expect(factor.numberFormat).toBe("0.####");
    }
  });

  test("a column of results has one number format, so its decimals line up", () => {
    const formatsOf = (sheet: ReturnType<typeof buildResultsSheet>, section: string, header: string) => {
      const t = sectionTable(sheet, section);
      const col = t.col(header);
      return [
        ...new Set(
          t.rows
            .map((r) => sheet.cells.find((c) => c.row === r && c.col === col)?.numberFormat)
            .filter(Boolean),
        ),
      ];
    };
    const [, weighted] = exampleTravellers().find(([f]) => f === "weighted-ruling.csv")!;
    // The weighted table of "Calculation of Weighted Scores" scores 12.6 matchpoints, so every NS MP shows 2 decimals (13.00, 20.70).
    const mp = buildResultsSheet(weighted, { method: "mp" });
    expect(formatsOf(mp, "Each pair's result", "NS MP")).toEqual(["0.00"]);
    const [, b15] = exampleTravellers().find(([f]) => f === "club-board-15.csv")!;
    // Board 15 by comparisons: +7.75, -0.25, ..., +6 shown as +6.00; with no division, whole IMPs +31.
    expect(formatsOf(buildResultsSheet(b15, { method: "cross" }), "Each pair's result", "NS")).toEqual([
      "+0.00;-0.00;0.00",
    ]);
    expect(
      formatsOf(buildResultsSheet(b15, { method: "cross", divisor: "total" }), "Each pair's result", "NS"),
    ).toEqual(["+0;-0;0"]);
    // And on every example, every method: one format per column of each pair's results.
    for (const [file, t] of exampleTravellers()) {
      const sheet = buildResultsSheet(t, { method: "all" });
      for (let k = 0; k < t.boards.length; k++) {
        const table = sectionTable(sheet, "Each pair's result", k);
        for (const header of ["Butler NS", "cross-IMPs EW", "matchpoints NS MP"]) {
          const col = table.col(header);
          const formats = new Set(
            table.rows.map((r) => sheet.cells.find((c) => c.row === r && c.col === col)?.numberFormat),
          );
          formats.delete(undefined); // a table not played
          expect([file, k, header, formats.size]).toEqual([file, k, header, 1]);
        }
      }
    }
  });

  test("notes on awards stand under the table, from column A, naming their table", () => {
    const sheet = buildResultsSheet(boardOf([420, 450, -50, "A+"]), { method: "mp" });
    const t = sectionTable(sheet, "Matchpoints: each table (NS MP after Neuberg: (MP + 1) x N/n - 1)");
    expect(t.rows).toHaveLength(4);
    const under = sheet.cells.find((c) => c.row === t.rows[3] + 1 && c.col === 0)!;
    // A+ is 60% of the top (2 x (4 - 1) = 6) to NS, A- 40% to EW.
    expect(under.value).toBe("Table 4: Award: A+ is 60% of the top to NS, A- 40% to EW");
    expect(sheet.cells.filter((c) => c.row === under.row)).toHaveLength(1);
  });

  test("a weighted entry runs on over its row's empty contract cells, widening no column", () => {
    const [, t] = exampleTravellers().find(([f]) => f === "weighted-ruling.csv")!;
    const sheet = buildResultsSheet(t, { method: "mp" });
    const trav = sectionTable(sheet, "The traveller as read");
    const text = sheet.cells.find((c) => String(c.value).startsWith("30% 1430"))!;
    expect(text.value).toBe("30% 1430, 40% 680, 20% 650, 10% -100");
    expect([text.row, text.col]).toEqual([trav.rows[11], trav.col("Contract")]);
    // Every column keeps the width of what the other tables put in it ("From contract" the widest).
    for (const w of Object.values(sheet.columnWidths ?? {})) expect(w).toBeLessThanOrEqual(15);
  });
});

describe("the structure the sheet declares (SheetModel.blocks)", () => {
  /** Every example under every method, and boards that bring the other blocks in. */
  function sheets(): [string, SheetModel][] {
    const out: [string, SheetModel][] = [];
    for (const [file, t] of exampleTravellers()) {
      const movement = file.startsWith("howell") ? "howell" : "mitchell";
      for (const method of METHODS)
        out.push([`${file} ${method}`, buildResultsSheet(t, { method, movement })]);
    }
    const weighted = boardOf([420, 450, -50, "A+/A+", "NS 60% 420, 40% -50; EW 50% 420, 50% -50"]);
    out.push(["weighted, split", buildResultsSheet(weighted, { method: "all" })]);
    const big = boardOf(Array.from({ length: MATRIX_MAX_TABLES + 2 }, (_, i) => 10 * i - 50));
    out.push(["above the matrix size", buildResultsSheet(big, { method: "all" })]);
    return out;
  }

  const shown = (c: CellModel): boolean => c.value !== undefined && c.value !== null && c.value !== "";
  const inside = (c: CellModel, b: SheetBlock): boolean =>
    c.row >= b.rows[0] && c.row <= b.rows[1] && c.col >= b.columns[0] && c.col <= b.columns[1];
  /** The blocks a cell is in: the block beside the others whose rectangle holds it, else those of the run. */
  const owners = (sheet: SheetModel, c: CellModel): SheetBlock[] => {
    const beside = sheet.blocks.filter((b) => b.beside && inside(c, b));
    return beside.length > 0 ? beside : sheet.blocks.filter((b) => !b.beside && inside(c, b));
  };

  test("every cell is in exactly one block (a board's title repeated for a printed page in none)", () => {
    for (const [name, sheet] of sheets()) {
      const repeats = new Set(sheet.print?.repeats ?? []);
      const strays = sheet.cells
        .filter((c) => owners(sheet, c).length !== (repeats.has(c.row) ? 0 : 1))
        .map((c) => `${name}: row ${c.row}, column ${c.col}`);
      expect(strays).toEqual([]);
    }
  });

  test("the blocks of the run follow one another down the sheet, an empty row between two", () => {
    for (const [name, sheet] of sheets()) {
      const run = sheet.blocks.filter((b) => !b.beside);
      for (let i = 1; i < run.length; i++)
        expect([name, run[i].title, run[i].rows[0] - run[i - 1].rows[1]]).toEqual([name, run[i].title, 2]);
    }
  });

  test("each block's first row begins with its title", () => {
    for (const [name, sheet] of sheets()) {
      for (const b of sheet.blocks) {
        const first = sheet.cells.find((c) => c.row === b.rows[0] && c.col === b.columns[0] && shown(c));
        // A note wrapped to several lines shows its first words there.
        expect([name, b.title.startsWith(String(first?.value))]).toEqual([name, true]);
      }
    }
  });

  test("every table with a header: its header row holds its column labels and nothing else", () => {
    for (const [name, sheet] of sheets()) {
      for (const b of sheet.blocks) {
        for (const t of b.tables) {
          expect(t.rows[0]).toBeGreaterThanOrEqual(b.rows[0]);
          expect(t.rows[1]).toBeLessThanOrEqual(b.rows[1]);
          if (t.header === null) continue;
          expect(t.rows[0]).toBe(t.header + 1);
          const header = sheet.cells
            .filter((c) => c.row === t.header && shown(c) && owners(sheet, c)[0] === b)
            .map((c) => ({ col: c.col, label: c.value, role: c.role }));
          const labels = t.columns.map((c) => ({ col: c.col, label: c.label, role: "header" }));
          expect([name, t.title, header]).toEqual([name, t.title, labels]);
        }
      }
    }
  });

  test("a board's blocks in the order a director checks them; the checks, a table without a header", () => {
    const t = boardOf([420, 450, -50]);
    const sheet = buildResultsSheet(t, { method: "all" });
    expect(sheet.blocks.map((b) => [b.kind, b.board ?? null, b.method ?? null])).toEqual([
      ["title", null, null],
      ["impScale", null, null],
      ["note", null, null],
      ["board", 1, null],
      ["traveller", 1, null],
      ["workings", 1, "butler"],
      ["workings", 1, "cross"],
      ["workings", 1, "mp"],
      ["results", 1, null],
      ["checks", 1, null],
    ]);
    const checks = sheet.blocks.find((b) => b.kind === "checks")!.tables;
    // Butler has no check of its own; NS + EW add up for each method, and cross-IMPs and
    // matchpoints each check their totals: 3 + 2 checks.
    expect(checks.map((x) => [x.header, x.rows[1] - x.rows[0] + 1])).toEqual([[null, 5]]);
  });

  test("a session summary: a table per field whose ranking lists each pair once, best first", () => {
    for (const [name, sheet] of sheets()) {
      for (const b of sheet.blocks.filter((x) => x.kind === "summary")) {
        for (const t of b.tables) {
          const rankCol = t.columns.find((c) => c.label === "Rank")!.col;
          const data = Array.from({ length: t.rows[1] - t.rows[0] + 1 }, (_, i) => t.rows[0] + i);
          expect([name, [...t.ranking!].sort((x, y) => x - y)]).toEqual([name, data]);
          const places = t.ranking!.map((r) => {
            const v = sheet.cells.find((c) => c.row === r && c.col === rankCol)?.value;
            return v === undefined ? Infinity : Number(String(v).replace("=", ""));
          });
          expect(places).toEqual([...places].sort((x, y) => x - y));
        }
      }
    }
  });

  test("the Mitchell example by matchpoints: NS ranked 3, 2, 1 (examples/README: 62.5%, 54.17%, 25%)", () => {
    const [, t] = exampleTravellers().find(([f]) => f === "mitchell-session.csv")!;
    const sheet = buildResultsSheet(t, { method: "mp" });
    const ns = sheet.blocks.find((b) => b.kind === "summary")!.tables.find((x) => x.title === "NS pairs")!;
    const pairs = ns.ranking!.map((r) => sheet.cells.find((c) => c.row === r && c.col === 0)?.value);
    expect(pairs).toEqual(["NS 3", "NS 2", "NS 1"]);
  });
});

describe("the sheet states what its cells and columns are", () => {
  /** The values of the cells of a role. */
  const withRole = (sheet: SheetModel, role: CellModel["role"]) =>
    sheet.cells.filter((c) => c.role === role).map((c) => c.value);

  test("Butler on 680, -100, 680, 680: the datum cell is 490, in bold as a result is", () => {
    // Sum 1940, mean 485, rounded to the nearest 10 half away from zero: 490.
    const sheet = buildResultsSheet(boardOf([680, -100, 680, 680]), { method: "butler" });
    expect(withRole(sheet, "datum")).toEqual([490]);
    expect(sheet.cells.find((c) => c.role === "datum")?.style?.bold).toBe(true);
    expect(withRole(sheet, "top")).toEqual([]);
  });

  test("matchpoints on 420, 420, -50: the top is 4, each pair's result has its percentages and the sum checked", () => {
    // Three results: top 2 x (3 - 1) = 4.
    const sheet = buildResultsSheet(boardOf([420, 420, -50]), { method: "mp" });
    expect(withRole(sheet, "top")).toEqual([4]);
    const results = sheet.blocks.find((b) => b.kind === "results")!.tables[0];
    expect(results.columns.map((c) => c.role)).toEqual([
      "table",
      "pair",
      "pair",
      "score",
      "result",
      "result",
      "percent",
      "percent",
      "sum",
    ]);
    // Every check holds: its OK carries the check's role (and look), whatever its colour.
    expect(withRole(sheet, "check").length).toBeGreaterThan(0);
    expect(new Set(withRole(sheet, "check"))).toEqual(new Set(["OK"]));
  });

  test("all three methods side by side: IMP methods bring no percentages; every table names its title row", () => {
    const sheet = buildResultsSheet(boardOf([420, 450, -50, 170]), { method: "all" });
    const results = sheet.blocks.find((b) => b.kind === "results")!.tables[0];
    // Butler and cross-IMPs: NS, EW, NS + EW; matchpoints adds NS % and EW %.
    expect(results.columns.filter((c) => c.role === "percent").map((c) => c.label)).toEqual(["NS %", "EW %"]);
    expect(results.columns.filter((c) => c.role === "sum")).toHaveLength(3);
    let titled = 0;
    for (const b of sheet.blocks)
      for (const t of b.tables) {
        if (t.titleRow === undefined) continue;
        titled++;
        const cell = sheet.cells.find((c) => c.row === t.titleRow && c.col === b.columns[0]);
        expect([t.title, cell?.value]).toEqual([t.title, t.title]);
      }
    // Not a loop over nothing: the sheet's tables do name their title rows.
    expect(titled).toBeGreaterThan(0);
  });
});
