// Speed of the results sheet at online-event scale, called from scripts/bench.ts (`npm run bench`).
//
// For a board of 10,000 tables scored by cross-IMPs, by matchpoints with Neuberg (20 of the
// tables did not play it, so N/n = 10,000 / 9,980) and by Butler (10% trimmed from each end), it
// builds the results sheet (the board's frequency table and each method's workings on it), writes
// it as .xlsx WITHOUT cached values, and has LibreOffice headless open it, recalculate every
// formula and save what it computed; the time reported includes LibreOffice's start. Every formula
// cell LibreOffice computed is then compared with the engine's value the model carries. Times are
// reported against the goal, never asserted; a disagreement makes the script exit with code 1.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { readTraveller, Traveller } from "../src/scoring";
import { buildResultsSheet, ResultsSheetOptions } from "../src/sheet/results";
import { SheetModel } from "../src/sheet/model";
import { writeXlsx } from "../src/writers/xlsx";
import { findSoffice, recalculate } from "../test/support/libreoffice";
import { sameValue } from "../test/support/hyperformula-model";
import { realisticBoard } from "./bench-data";

/** Tables on the benchmarked board. */
export const SHEET_BENCH_TABLES = 10_000;

/**
 * The goal for each board: LibreOffice opens the .xlsx, recalculates every formula and saves what
 * it computed in under this many seconds, its start included (how the sheets' speed was measured
 * before the frequency table). Scoring, building and writing the file are reported beside it.
 */
export const SHEET_GOAL_S = 15;

/** A one-board traveller of `tables` realistic scores, the last `notPlayed` of them NP. */
function bigTraveller(tables: number, notPlayed: number): Traveller {
  const scores = realisticBoard(tables);
  const rows: (string | number)[][] = [["Board", "NS", "EW", "Score"]];
  for (let i = 0; i < tables; i++)
    rows.push([1, i + 1, i + 100_001, i >= tables - notPlayed ? "NP" : scores[i]]);
  const t = readTraveller(rows);
  if (t.problems.length > 0)
    throw new Error(`Bench traveller has problems: ${JSON.stringify(t.problems[0])}`);
  return t;
}

interface SheetCase {
  readonly name: string;
  readonly options: ResultsSheetOptions;
  readonly notPlayed: number;
}

const CASES: readonly SheetCase[] = [
  { name: "cross-IMPs", options: { method: "cross" }, notPlayed: 0 },
  { name: "matchpoints with Neuberg", options: { method: "mp" }, notPlayed: 20 },
  { name: "Butler, 10% trimmed", options: { method: "butler", trim: 0.1 }, notPlayed: 0 },
];

/** The formula cells whose value LibreOffice computed differently from the engine (first few). */
function wrongCells(model: SheetModel, computed: Map<string, unknown>): { checked: number; wrong: string[] } {
  let checked = 0;
  const wrong: string[] = [];
  for (const c of model.cells) {
    if (c.formula === undefined) continue;
    checked++;
    const v = computed.get(`${c.row},${c.col}`) ?? null;
    if (!sameValue(v as never, c.value) && wrong.length < 3)
      wrong.push(
        `${c.row},${c.col} ${c.formula.slice(0, 80)}${c.formula.length > 80 ? "..." : ""}: LibreOffice ${String(v)}, engine ${String(c.value)}`,
      );
  }
  return { checked, wrong };
}

/**
 * Times each board's sheet from the traveller to LibreOffice's recalculated values and prints one
 * line each. Returns whether LibreOffice agreed with the engine on every formula cell.
 *
 * @example
 * await runSheetBench(); // prints "met     cross-IMPs, 10,000 tables: LibreOffice opens, recalculates and saves it in 9.1 s ..."
 */
export async function runSheetBench(tables: number = SHEET_BENCH_TABLES): Promise<{ agree: boolean }> {
  console.log("");
  console.log(
    `Results sheet of one ${tables.toLocaleString("en-US")}-table board: built, written as .xlsx without cached values, recalculated by LibreOffice headless`,
  );
  const soffice = findSoffice();
  if (!soffice) {
    console.log("SKIPPED: LibreOffice (soffice) is not installed (scripts/setup.sh installs it).");
    return { agree: true };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-bench-sheet-"));
  let agree = true;
  try {
    // LibreOffice's start alone, on a workbook of one cell: what every line below includes.
    const tiny = path.join(dir, "start.xlsx");
    await writeXlsx(tiny, { name: "Start", cells: [{ row: 0, col: 0, value: 1 }], blocks: [] });
    const t = performance.now();
    recalculate(soffice, [tiny]);
    console.log(
      `        LibreOffice's start, on a workbook of one cell: ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    for (const c of CASES) {
      const t0 = performance.now();
      const model = buildResultsSheet(bigTraveller(tables, c.notPlayed), c.options);
      const t1 = performance.now();
      const file = path.join(dir, `${c.options.method}.xlsx`);
      await writeXlsx(file, model, { cachedValues: false });
      const t2 = performance.now();
      const [sheets] = recalculate(soffice, [file]);
      const t3 = performance.now();
      const { checked, wrong } = wrongCells(model, sheets[0]);
      agree &&= wrong.length === 0;
      const total = (t3 - t0) / 1000;
      const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      const lo = (t3 - t2) / 1000;
      console.log(
        `${lo < SHEET_GOAL_S ? "met    " : "MISSED "} ${c.name}, ${tables.toLocaleString("en-US")} tables: ` +
          `LibreOffice opens, recalculates and saves it in ${lo.toFixed(1)} s (goal < ${SHEET_GOAL_S} s); ` +
          `scored and built in ${s(t1 - t0)}, written in ${s(t2 - t1)}, ${total.toFixed(1)} s in all; ` +
          (wrong.length === 0
            ? `${checked.toLocaleString("en-US")} formula cells agree with the engine`
            : `DISAGREES: ${wrong.join("; ")}`),
      );
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { agree };
}
