// Loads a SheetModel's cells into HyperFormula, a formula engine independent of the add-in, and
// reads back what every formula cell evaluates to, so tests can compare it with the value the
// scoring engine cached in the cell.
//
// HyperFormula is run with array arithmetic on: Excel (and LibreOffice) evaluate SUMPRODUCT's
// arguments as arrays, which is what the per-pair cross-IMP formulas (COUNTIF with an array of
// criteria) rely on; HyperFormula only does so with this setting.
import { DetailedCellError, HyperFormula, RawCellContent } from "hyperformula";
import { cellRef } from "../../src/grid/a1";
import { CellValue, SheetModel } from "../../src/sheet/model";

export interface EvaluatedCell {
  readonly address: string;
  readonly row: number;
  readonly col: number;
  readonly formula: string;
  /** The engine's value cached in the model. */
  readonly cached: CellValue | undefined;
  /** What HyperFormula computed (an error as its "#VALUE!"-style text). */
  readonly computed: CellValue;
}

/** A model loaded into HyperFormula (sheet 0). */
export interface LoadedModel {
  readonly hf: HyperFormula;
  readonly sheet: number;
  readonly model: SheetModel;
}

/** A model's cells as HyperFormula's grid: formulas, and constants (text that looks like a number kept text). */
function gridOf(model: SheetModel): RawCellContent[][] {
  const rows = model.cells.reduce((m, c) => Math.max(m, c.row + 1), 0);
  const cols = model.cells.reduce((m, c) => Math.max(m, c.col + 1), 0);
  const grid: RawCellContent[][] = Array.from({ length: rows }, () =>
    new Array<RawCellContent>(cols).fill(null),
  );
  for (const c of model.cells) {
    if (c.formula !== undefined) grid[c.row][c.col] = c.formula;
    else if (c.value !== undefined && c.value !== null) {
      // A text constant that looks like a number or a formula must stay text, as Office.js `values` keeps it.
      grid[c.row][c.col] =
        typeof c.value === "string" && /^[=+\-\d.]/.test(c.value) ? `'${c.value}` : c.value;
    }
  }
  return grid;
}

/** HyperFormula's settings: array arithmetic as Excel's SUMPRODUCT, no rounding of what it shows. */
const SETTINGS = { licenseKey: "gpl-v3", useArrayArithmetic: true, smartRounding: false } as const;

/** Loads a model's cells (constants and formulas) into a fresh HyperFormula instance. */
export function loadModel(model: SheetModel): LoadedModel {
  const hf = HyperFormula.buildFromSheets({ Results: gridOf(model) }, SETTINGS);
  return { hf, sheet: hf.getSheetId("Results")!, model };
}

/**
 * Loads several models into one HyperFormula workbook, each a sheet under the model's name, so
 * formulas referring to another sheet ('Boards 1-2 matchpoints'!C40) are worked; one loaded model
 * for each, in the order given.
 */
export function loadWorkbook(models: readonly SheetModel[]): LoadedModel[] {
  const hf = HyperFormula.buildFromSheets(
    Object.fromEntries(models.map((m) => [m.name, gridOf(m)])),
    SETTINGS,
  );
  return models.map((model) => ({ hf, sheet: hf.getSheetId(model.name)!, model }));
}

/** Every formula cell of the model with HyperFormula's value beside the cached one. */
export function evaluateFormulas(loaded: LoadedModel): EvaluatedCell[] {
  return loaded.model.cells
    .filter((c) => c.formula !== undefined)
    .map((c) => ({
      address: cellRef(c.row, c.col),
      row: c.row,
      col: c.col,
      formula: c.formula!,
      cached: c.value,
      computed: readValue(loaded, c.row, c.col),
    }));
}

/** The value HyperFormula holds at a cell. */
export function readValue(loaded: LoadedModel, row: number, col: number): CellValue {
  const v = loaded.hf.getCellValue({ sheet: loaded.sheet, row, col });
  if (v instanceof DetailedCellError) return `${v.value} ${v.message}`;
  return v as CellValue;
}

/**
 * Whether a computed value is the engine's: text and booleans equal; numbers equal exactly when
 * the engine's is a whole number, else within 1e-9 of it relative to its size (a spreadsheet
 * works in binary floating point; the engine in exact fractions, converted to the nearest double).
 */
export function sameValue(computed: CellValue | undefined, cached: CellValue | undefined): boolean {
  if (typeof cached === "number" && typeof computed === "number") {
    if (Number.isInteger(cached))
      return Math.abs(computed - cached) < 1e-9 && Math.round(computed) === cached;
    return Math.abs(computed - cached) <= 1e-9 * Math.max(1, Math.abs(cached));
  }
  return (computed ?? null) === (cached ?? null);
}

/** The formula cells whose computed value is not the engine's, as readable lines (empty when all agree). */
export function disagreements(cells: readonly EvaluatedCell[]): string[] {
  return cells
    .filter((c) => !sameValue(c.computed, c.cached))
    .map((c) => `${c.address} ${c.formula}: computed ${String(c.computed)}, engine ${String(c.cached)}`);
}
