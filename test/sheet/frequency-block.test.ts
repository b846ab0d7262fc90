// Boards above the matrix size (16 results) and boards with weighted scores are worked on their
// frequency table. HyperFormula (many boards) and LibreOffice (a few, in one batch) recalculate
// every formula of such sheets to the engine's values, for random boards of 17 to 3,000 results,
// with awards, NP rows, weighted and split weighted scores.
import fc from "fast-check";
import { readTraveller } from "../../src/scoring";
import { MATRIX_MAX_TABLES } from "../../src/sheet/board-layout";
import { buildResultsSheet, ResultsSheetOptions } from "../../src/sheet/results";
import { SheetModel } from "../../src/sheet/model";
import { disagreements, evaluateFormulas, loadModel, readValue } from "../support/hyperformula-model";
import { findSoffice } from "../support/libreoffice";
import { checkWithLibreOffice } from "../support/libreoffice-check";
import { REAL_SCORES } from "../support/random-boards";
import { boardOf, sectionTable } from "../support/travellers";
import { seededRandom as seeded } from "../support/seeded";

const FREQ_TITLE = "The frequency table: each distinct NS score and how often it was scored";

/** Entries other than a plain score: awards, NP, a weighted score, a split weighted score. */
const EXTRAS = [
  "A+",
  "A=",
  "NP",
  "A60/A40",
  "60% 420, 40% -50",
  "1/3 620, 2/3 -100",
  "NS 60% 420, 40% -50; EW 50% 420, 50% -50",
];

/** `n` realistic plain scores and the given extras, in a seeded order. */
function bigBoard(n: number, seed: number, extras: readonly string[] = []): (number | string)[] {
  const rng = seeded(seed);
  const out: (number | string)[] = [];
  for (let i = 0; i < n; i++) out.push(REAL_SCORES[Math.floor(rng() * REAL_SCORES.length)]);
  for (const e of extras) out.splice(Math.floor(rng() * out.length), 0, e);
  return out;
}

/** Options for each method, as a director might set them. */
const OPTIONS: readonly ResultsSheetOptions[] = [
  { method: "cross" },
  { method: "cross", divisor: "total", impTable: "1948" },
  { method: "cross", divisor: "scores", expected: "results" },
  { method: "mp" },
  { method: "mp", scale: "ACBL" },
  { method: "butler" },
  { method: "butler", trim: 0.1, rounding: "halfEven" },
  { method: "butler", trim: 2, datum: "median", roundTo: 0 },
  { method: "all" },
];

describe("which layout a board uses, and why the sheet says so", () => {
  test(`${MATRIX_MAX_TABLES} plain results: the comparison matrix, no frequency table; ${MATRIX_MAX_TABLES + 1}: the frequency table`, () => {
    const small = buildResultsSheet(boardOf(bigBoard(MATRIX_MAX_TABLES, 1)), { method: "all" });
    expect(small.blocks.some((x) => x.kind === "frequency")).toBe(false);
    expect(small.colourScales).toHaveLength(1);
    const large = buildResultsSheet(boardOf(bigBoard(MATRIX_MAX_TABLES + 1, 1)), { method: "all" });
    const freq = large.blocks.filter((x) => x.kind === "frequency");
    expect(freq).toHaveLength(1);
    const text = large.cells.map((c) => c.value).filter((v) => typeof v === "string");
    expect(text.join(" ")).toContain(`This board has 17 results, more than the ${MATRIX_MAX_TABLES}`);
  });

  test("a small board with a weighted score is worked on its frequency table, which says why", () => {
    const sheet = buildResultsSheet(boardOf([420, 420, -50, "60% 420, 40% -50"]), { method: "mp" });
    const freq = sectionTable(sheet, FREQ_TITLE);
    const loaded = loadModel(sheet);
    // 420 twice plus 0.6 of the weighted table; -50 once plus 0.4.
    expect(freq.rows.map((r) => readValue(loaded, r, freq.col("NS score")))).toEqual([420, -50]);
    const f = freq.rows.map((r) => readValue(loaded, r, freq.col("Frequency")) as number);
    expect(f[0]).toBeCloseTo(2.6, 12);
    expect(f[1]).toBeCloseTo(1.4, 12);
    expect(sheet.cells.some((c) => String(c.value).startsWith("This board has weighted scores"))).toBe(true);
  });

  test("many distinct scores: the cross-IMP matrix continues in strips of 10 columns, so the sheet stays narrow", () => {
    // 3,000 results over the 48 scores of REAL_SCORES: 48 distinct scores, strips of 10, 10, 10,
    // 10 and 8 columns. The IMPs start in column F (5), so nothing stands right of column O (14).
    const sheet = buildResultsSheet(boardOf(bigBoard(3000, 6)), { method: "cross" });
    const freq = sectionTable(sheet, FREQ_TITLE);
    expect(freq.rows).toHaveLength(REAL_SCORES.length);
    const strips = sheet.blocks
      .flatMap((x) => x.tables)
      .filter((t) => t.title.startsWith("Cross-IMPs on the frequency table"));
    expect(strips.map((t) => t.columns.filter((c) => c.col >= 5).length)).toEqual([10, 10, 10, 10, 8]);
    expect(Math.max(...sheet.cells.map((c) => c.col))).toBeLessThanOrEqual(14);
    expect(sheet.colourScales).toHaveLength(5);
  });

  test("each table's result is one lookup of its score in the frequency table", () => {
    const sheet = buildResultsSheet(boardOf(bigBoard(40, 2)), { method: "all" });
    for (const title of [
      "Cross-IMPs: each table",
      "Matchpoints: each table",
      "Butler: each score against the datum",
    ]) {
      const block = sheet.blocks.find((x) => x.tables.some((t) => t.title.startsWith(title)))!;
      const table = block.tables.find((t) => t.title.startsWith(title))!;
      const lookups = sheet.cells.filter(
        (c) =>
          c.row >= table.rows[0] && c.row <= table.rows[1] && /^=INDEX\(.*MATCH\(D\d+,/.test(c.formula ?? ""),
      );
      expect(lookups).toHaveLength(40);
    }
  });
});

describe("the frequency table's numbers (HyperFormula)", () => {
  test("live: a score edited to another on the board moves every result; one new to the board fails the check", () => {
    const scores = [...Array(10).fill(420), ...Array(5).fill(450), -50, -50];
    const sheet = buildResultsSheet(boardOf(scores), { method: "mp" });
    const loaded = loadModel(sheet);
    const trav = sectionTable(sheet, "The traveller as read");
    const res = sectionTable(sheet, "Each pair's result");
    const entered = trav.col("Entered");
    const check = sheet.cells.find((c) => c.formula?.includes("SUM($B$"))!;
    // Table 1's 420 made 450: 6 x 450 (beat 11, tied 5: 27), 9 x 420 (beat 2, tied 8: 12).
    loaded.hf.setCellContents({ sheet: loaded.sheet, row: trav.rows[0], col: entered }, 450);
    const ns = () => res.rows.map((r) => readValue(loaded, r, res.col("NS MP")));
    expect(ns().slice(0, 2)).toEqual([27, 12]);
    expect(readValue(loaded, check.row, check.col)).toBe("OK");
    // 600 is on no other table: the table has no row for it, and the check says so.
    loaded.hf.setCellContents({ sheet: loaded.sheet, row: trav.rows[0], col: entered }, 600);
    expect(readValue(loaded, check.row, check.col)).toBe("CHECK");
  });

  test("17 results: 10 x 420, 5 x 450, 2 x -50; matchpoints and cross-IMPs by hand", () => {
    const scores = [...Array(10).fill(420), ...Array(5).fill(450), -50, -50];
    const mp = buildResultsSheet(boardOf(scores), { method: "mp" });
    const loaded = loadModel(mp);
    const t = sectionTable(
      mp,
      "Matchpoints on the frequency table (NS MP after Neuberg: (MP + 1) x N/n - 1)",
    );
    const col = (h: string) => t.rows.map((r) => readValue(loaded, r, t.col(h)));
    expect(col("NS score")).toEqual([450, 420, -50]);
    expect(col("Frequency")).toEqual([5, 10, 2]);
    // 450 beats 12 and ties with 4: 2 x 12 + 4 = 28; 420 beats 2, ties 9: 13; -50 ties 1: 1.
    expect(col("MP")).toEqual([28, 13, 1]);
    const cross = buildResultsSheet(boardOf(scores), { method: "cross", divisor: "total" });
    const l2 = loadModel(cross);
    const c = sectionTable(
      cross,
      "Cross-IMPs on the frequency table: the IMPs of the row's score against each column's (WBF scale)",
    );
    // 450 v 420 is 30 points, 1 IMP, x 10; v -50 is 500, 11 IMPs, x 2: 32.
    // 420: -1 x 5 + 10 x 2 (470 points) = 15. -50: -11 x 5 - 10 x 10 = -155.
    expect(c.rows.map((r) => readValue(l2, r, c.col("Total")))).toEqual([32, 15, -155]);
  });

  test("Butler trimmed by frequency: 2 dropped from each end of 10 x 420, 5 x 450, 2 x -50", () => {
    const scores = [...Array(10).fill(420), ...Array(5).fill(450), -50, -50];
    const sheet = buildResultsSheet(boardOf(scores), { method: "butler", trim: 2 });
    const loaded = loadModel(sheet);
    const t = sectionTable(sheet, "The frequency table trimmed: k dropped from each end");
    const col = (h: string) => t.rows.map((r) => readValue(loaded, r, t.col(h)));
    expect(col("From the top")).toEqual([2, 0, 0]);
    expect(col("From the bottom")).toEqual([0, 0, 2]);
    expect(col("Kept")).toEqual([3, 10, 0]);
    // (3 x 450 + 10 x 420) / 13 = 426.9, datum 430: 450 is +20, 1 IMP; 420 is -10, 0; -50 is
    // -480, 10 IMPs (430 to 490 on the WBF scale).
    const d = sectionTable(
      sheet,
      "Butler on the frequency table: each distinct score against the datum (WBF scale)",
    );
    expect(d.rows.map((r) => readValue(loaded, r, d.col("NS IMPs")))).toEqual([1, 0, -10]);
  });
});

describe("every formula evaluates (HyperFormula) to the engine's value on boards of 17 to 3,000 results", () => {
  test("random boards of 17 to 60 results, awards, NP, weighted and split scores, every method (fast-check)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...REAL_SCORES), { minLength: MATRIX_MAX_TABLES + 1, maxLength: 60 }),
        fc.subarray(EXTRAS, { maxLength: 3 }),
        fc.constantFrom(...OPTIONS),
        (scores, extras, options) => {
          const sheet = buildResultsSheet(boardOf([...scores, ...extras]), options);
          expect(sheet.blocks.some((x) => x.kind === "frequency")).toBe(true);
          expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });

  test("a session of a large board and a small one: each keeps its layout, and every formula (the session summary too) is the engine's", () => {
    // Board 1: 20 tables (the frequency table); board 2: the same pairs at 5 tables (the matrix).
    const big = bigBoard(20, 7);
    const rows: (string | number)[][] = [["Board", "NS", "EW", "Score"]];
    big.forEach((x, i) => rows.push([1, i + 1, i + 101, x]));
    [620, -100, 650, 620, 170].forEach((x, i) => rows.push([2, i + 1, i + 101, x]));
    const t = readTraveller(rows);
    for (const method of ["cross", "mp", "butler", "all"] as const) {
      const sheet = buildResultsSheet(t, { method });
      expect(sheet.blocks.filter((x) => x.kind === "frequency").map((x) => x.board)).toEqual([1]);
      expect(sheet.blocks.some((x) => x.kind === "summary")).toBe(true);
      expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
    }
  });

  const sizes: [number, string[]][] = [
    [17, []],
    [150, ["A+", "NP"]],
    [700, ["60% 420, 40% -50", "A="]],
    [3000, ["NS 60% 420, 40% -50; EW 50% 420, 50% -50", "1/3 620, 2/3 -100", "NP"]],
  ];
  for (const [n, extras] of sizes) {
    test(`${n} results${extras.length ? ` with ${extras.join(", ")}` : ""}, every method`, () => {
      const sheet = buildResultsSheet(boardOf(bigBoard(n, n, extras)), { method: "all", trim: 0.1 });
      const cells = evaluateFormulas(loadModel(sheet));
      expect(cells.length).toBeGreaterThan(5 * n);
      expect(disagreements(cells)).toEqual([]);
    }, 120_000);
  }
});

// LibreOffice recalculates copies written WITHOUT cached values: a few boards in one batch.
const soffice = findSoffice();
const withLibreOffice = soffice || process.env.CI ? describe : describe.skip;
withLibreOffice("LibreOffice recalculates frequency-table sheets to the engine's values", () => {
  test("17, 300 (weighted) and 3,000 (split weighted, awards) results, every method and options", async () => {
    if (!soffice) throw new Error("CI is set but soffice was not found: install libreoffice-calc.");
    const models: SheetModel[] = [
      buildResultsSheet(boardOf(bigBoard(17, 3)), { method: "all" }),
      buildResultsSheet(boardOf(bigBoard(300, 4, ["60% 420, 40% -50", "A+"])), {
        method: "all",
        trim: 0.1,
        scale: "ACBL",
        divisor: "scores",
      }),
      buildResultsSheet(
        boardOf(
          bigBoard(3000, 5, [
            "NS 60% 420, 40% -50; EW 50% 420, 50% -50",
            "1/3 620, 2/3 -100",
            "NP",
            "A60/A40",
          ]),
        ),
        { method: "all", trim: 3, rounding: "halfUp" },
      ),
    ];
    const { checked, wrong } = await checkWithLibreOffice(soffice, models);
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(30_000);
  }, 300_000);
});
