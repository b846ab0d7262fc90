// Travellers for the results-sheet tests: the shipped examples, boards made from lists of scores
// (read through readTraveller like a pasted traveller), and a way to change one score.
import * as fs from "node:fs";
import * as path from "node:path";
import fc from "fast-check";
import { readCsv } from "../../src/io/csv";
import { readTraveller, Traveller } from "../../src/scoring";
import { SheetModel } from "../../src/sheet/model";
import { ResultsSheetOptions } from "../../src/sheet/results";

export const EXAMPLES_DIR = path.resolve(__dirname, "../../examples");

/** Every shipped example traveller: [file name, traveller]. */
export function exampleTravellers(): [string, Traveller][] {
  return fs
    .readdirSync(EXAMPLES_DIR)
    .filter((f) => f.endsWith(".csv"))
    .sort()
    .map((f) => [f, readTraveller(readCsv(fs.readFileSync(path.join(EXAMPLES_DIR, f), "utf8")).rows)]);
}

/** A one-board traveller from NS score cells (numbers, or entries such as "A+", "NP", "60% 420, 40% -50"). */
export function boardOf(entries: readonly (number | string)[], board = 1): Traveller {
  const t = readTraveller([
    ["Board", "NS", "EW", "Score"],
    ...entries.map((e, i) => [board, i + 1, i + 101, e]),
  ]);
  if (t.problems.length > 0) throw new Error(`Test traveller has problems: ${JSON.stringify(t.problems)}`);
  return t;
}

/** The traveller with one plain row's score changed (entered score, or computed when none was entered). */
export function withScore(t: Traveller, boardIndex: number, rowIndex: number, score: number): Traveller {
  const boards = t.boards.map((b, i) =>
    i !== boardIndex
      ? b
      : {
          ...b,
          rows: b.rows.map((r, j) =>
            j !== rowIndex
              ? r
              : {
                  ...r,
                  entry: { kind: "plain" as const, score },
                  scoreEntered: r.scoreEntered === null ? null : score,
                  scoreComputed: r.scoreEntered === null ? score : r.scoreComputed,
                },
          ),
        },
  );
  return { ...t, boards };
}

/**
 * A section's table as the sheet declares it (the `occurrence`-th table titled `title`, in the
 * order of the blocks): its data rows, and its columns by label (the last one of a label).
 */
export function sectionTable(
  model: SheetModel,
  title: string,
  occurrence = 0,
): { rows: number[]; col: (header: string) => number } {
  const tables = model.blocks.flatMap((b) => b.tables).filter((t) => t.title === title);
  if (tables.length <= occurrence) throw new Error(`No section "${title}" (#${occurrence}) on the sheet.`);
  const table = tables[occurrence];
  const rows: number[] = [];
  for (let r = table.rows[0]; r <= table.rows[1]; r++) rows.push(r);
  return {
    rows,
    col: (h) => {
      // The last column of that label: "Each pair's result" of one method has its pairs (NS,
      // EW) and then their results under the same labels.
      const c = table.columns.filter((x) => x.label === h).pop()?.col;
      if (c === undefined)
        throw new Error(
          `No column "${h}" in section "${title}" (has ${table.columns.map((x) => x.label).join(", ")}).`,
        );
      return c;
    },
  };
}

/** Random realistic boards: 2 to 24 plain scores (common contracts and random ones), sometimes awards, NP or a weighted score. */
export const boardArb = fc
  .record({
    scores: fc.array(
      fc.oneof(
        fc.constantFrom(420, 450, 170, 140, 110, -50, -100, -200, 620, 650, 680, -300, 300, 1430, 800, -1100),
        fc.integer({ min: -250, max: 250 }).map((x) => x * 10),
      ),
      { minLength: 2, maxLength: 24 },
    ),
    extras: fc.array(
      fc.constantFrom("A+", "A=", "A-", "NP", "A+/A+", "60% 420, 40% -50", "1/3 620, 2/3 -100"),
      {
        maxLength: 2,
      },
    ),
    board: fc.integer({ min: 1, max: 32 }),
  })
  .map(({ scores, extras, board }) => ({ entries: [...scores, ...extras] as (number | string)[], board }));

/** Random options for a method (the engine's options, as the pane and the command line pass them). */
function optionsArb(
  method: ResultsSheetOptions["method"],
  results: number,
  tables: number,
): fc.Arbitrary<ResultsSheetOptions> {
  const expected = fc.oneof(
    fc.constant(undefined),
    fc.constant("tables" as const),
    fc.constant("results" as const),
    fc.integer({ min: results, max: results + 3 }),
  );
  if (method === "butler") {
    return fc.record({
      method: fc.constant(method),
      trim: fc.constantFrom(0, 1, 0.1, 0.2).filter((k) => (k >= 1 ? 2 * k < results : true)),
      roundTo: fc.constantFrom(10, 0, 50),
      rounding: fc.constantFrom(
        "halfAwayFromZero" as const,
        "halfEven" as const,
        "halfUp" as const,
        "none" as const,
      ),
      datum: fc.constantFrom("mean" as const, "median" as const),
      impTable: fc.constantFrom("WBF" as const, "1961" as const, "EMP1938" as const),
    });
  }
  if (method === "cross") {
    return fc.record({
      method: fc.constant(method),
      divisor: fc.constantFrom("comparisons" as const, "scores" as const, "total" as const, 4),
      expected: tables > results ? expected : fc.constant(undefined),
      impTable: fc.constantFrom("WBF" as const, "1948" as const),
    });
  }
  return fc.record({
    method: fc.constant(method),
    scale: fc.constantFrom("EBU" as const, "ACBL" as const),
    expected,
  });
}

/**
 * A random board (see {@link boardArb}) with one of the three methods and random options for it
 * (see {@link optionsArb}): what the property tests of the whole sheet build from.
 */
export const boardWithOptionsArb = boardArb.chain(({ entries, board }) => {
  // Results: plain scores and weighted scores (the entries with a comma between parts).
  const results = entries.filter((e) => typeof e === "number" || e.includes(",")).length;
  return fc
    .constantFrom("butler" as const, "cross" as const, "mp" as const)
    .chain((m) => optionsArb(m, results, entries.length))
    .map((options) => ({ entries, board, options }));
});
