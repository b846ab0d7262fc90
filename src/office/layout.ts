/**
 * A SheetModel turned into the few large blocks Office.js writes best: one 2-D array of formulas
 * and constants for the whole used rectangle, one of number formats, the styles grouped into
 * rectangles of equal style, and column widths grouped into runs. Pure (no Office.js), so the
 * grouping is tested on its own and write-sheet.ts only hands the blocks over. Each cell goes where the
 * model puts it, so the structure the model declares (SheetModel.blocks) needs nothing more here.
 */
import type { CellModel, CellStyle, CellValue, SheetModel } from "../sheet/model";
import { cellRef, columnLetters, fitCellText, rangeRef } from "../grid/a1";

/** A rectangle of cells, 0-based and inclusive: rows `top` to `bottom`, columns `left` to `right`. */
export interface CellRect {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/** One style and every rectangle of cells that has it. */
export interface StyleGroup {
  readonly style: CellStyle;
  readonly rects: readonly CellRect[];
}

/** Columns first..last (0-based, inclusive) that share one width, in points. */
export interface WidthRun {
  readonly first: number;
  readonly last: number;
  readonly points: number;
}

export interface SheetLayout {
  readonly rows: number;
  readonly columns: number;
  /** Formulas, and constants where there is none ("" for an empty cell); text protected, see {@link cellInput}. */
  readonly formulas: (string | number | boolean)[][];
  /** Number format of every cell ("General" where the model gives none). */
  readonly numberFormats: string[][];
  readonly styles: readonly StyleGroup[];
  readonly widths: readonly WidthRun[];
}

/**
 * Width in points of a column `chars` characters of the default font (Calibri 11) wide: Excel's
 * own conversion, 7 pixels a character plus 5 pixels of padding, at 0.75 point a pixel.
 *
 * @example
 * charsToPoints(8.43); // 48 (Excel's default column, 64 pixels)
 */
export function charsToPoints(chars: number): number {
  return Math.round((chars * 7 + 5) * 0.75 * 4) / 4;
}

/**
 * What to write into a cell so that Excel keeps text as text: a string that Excel would read as
 * a formula (= + - @), a number, a date, a boolean or an error is written with a leading
 * apostrophe, which Excel treats as "this is text" and does not show. "-Sc" stays the header
 * "-Sc", "+1" stays a result of one overtrick, "1/2" does not become the 1st of February. Text
 * longer than a cell holds (32,767 characters) is cut to it with a mark (see fitCellText).
 *
 * @example
 * cellInput("-Sc"); // "'-Sc"
 * cellInput("3NT"); // "'3NT"
 * cellInput("Board"); // "Board"
 * cellInput(-430); // -430
 */
export function cellInput(value: CellValue | undefined): string | number | boolean {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return value;
  // Within the characters a cell holds (Excel refuses the whole write otherwise); the apostrophe
  // is Excel's mark, not the cell's text.
  const text = fitCellText(value);
  return needsTextMark(text) ? `'${text}` : text;
}

const MONTH_START = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?[\s/-]*\d/i;

function needsTextMark(s: string): boolean {
  return (
    /^[\s=+\-@'#(.,$\u00a3\u20ac\u2212\d]/.test(s) ||
    /^(?:true|false)$/i.test(s.trim()) ||
    MONTH_START.test(s)
  );
}

function styleKey(style: CellStyle | undefined): string | null {
  if (!style) return null;
  const entries = Object.entries(style).filter(([, v]) => v !== undefined && v !== false);
  if (entries.length === 0) return null;
  entries.sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(entries);
}

/**
 * Lays a model out as blocks for writing: the used rectangle from A1, its formulas and number
 * formats as 2-D arrays, equal styles merged into rectangles (runs along each row, then runs of
 * the same columns on consecutive rows), and equal neighbouring column widths into runs.
 *
 * @example
 * const l = sheetLayout({ name: "x", cells: [
 *   { row: 0, col: 0, value: "NS", style: { bold: true } }, { row: 0, col: 1, value: "EW", style: { bold: true } },
 *   { row: 1, col: 0, value: 3 }, { row: 1, col: 1, formula: "=A2+3", value: 6, numberFormat: "0" },
 * ] });
 * l.formulas; // [["NS", "EW"], [3, "=A2+3"]]
 * l.numberFormats; // [["General", "General"], ["General", "0"]]
 * l.styles; // [{ style: { bold: true }, rects: [{ top: 0, left: 0, bottom: 0, right: 1 }] }]
 */
export function sheetLayout(model: SheetModel): SheetLayout {
  let rows = 1;
  let columns = 1;
  for (const cell of model.cells) {
    rows = Math.max(rows, cell.row + 1);
    columns = Math.max(columns, cell.col + 1);
  }
  const formulas: (string | number | boolean)[][] = Array.from({ length: rows }, () =>
    new Array<string | number | boolean>(columns).fill(""),
  );
  const numberFormats: string[][] = Array.from({ length: rows }, () =>
    new Array<string>(columns).fill("General"),
  );
  const styleAt: (string | null)[][] = Array.from({ length: rows }, () =>
    new Array<string | null>(columns).fill(null),
  );
  const styleOf = new Map<string, CellStyle>();
  const seen = new Set<string>();

  for (const cell of model.cells) {
    checkCell(cell, model.name);
    const at = `${cell.row},${cell.col}`;
    if (seen.has(at))
      throw new Error(`The sheet "${model.name}" has two cells at ${cellRef(cell.row, cell.col)}.`);
    seen.add(at);
    formulas[cell.row][cell.col] = cell.formula !== undefined ? cell.formula : cellInput(cell.value);
    if (cell.numberFormat) numberFormats[cell.row][cell.col] = cell.numberFormat;
    const key = styleKey(cell.style);
    if (key !== null && cell.style) {
      styleAt[cell.row][cell.col] = key;
      styleOf.set(key, cell.style);
    }
  }

  return {
    rows,
    columns,
    formulas,
    numberFormats,
    styles: groupStyles(styleAt, styleOf),
    widths: widthRuns(model),
  };
}

function checkCell(cell: CellModel, sheet: string): void {
  if (!Number.isInteger(cell.row) || !Number.isInteger(cell.col) || cell.row < 0 || cell.col < 0) {
    throw new Error(
      `The sheet "${sheet}" has a cell at row ${cell.row}, column ${cell.col}: both must be whole numbers of 0 or more.`,
    );
  }
  if (cell.formula !== undefined && !cell.formula.startsWith("=")) {
    throw new Error(`The formula "${cell.formula}" for ${cellRef(cell.row, cell.col)} must start with "=".`);
  }
}

function groupStyles(styleAt: (string | null)[][], styleOf: Map<string, CellStyle>): StyleGroup[] {
  // Runs along each row, then a run is merged with the one above when both span the same columns.
  const open = new Map<string, { top: number; left: number; bottom: number; right: number; key: string }>();
  const rects = new Map<string, CellRect[]>();
  const close = (r: { top: number; left: number; bottom: number; right: number; key: string }): void => {
    const list = rects.get(r.key) ?? [];
    list.push({ top: r.top, left: r.left, bottom: r.bottom, right: r.right });
    rects.set(r.key, list);
  };
  styleAt.forEach((row, r) => {
    const runs: { left: number; right: number; key: string }[] = [];
    row.forEach((key, c) => {
      if (key === null) return;
      const last = runs[runs.length - 1];
      if (last && last.key === key && last.right === c - 1) last.right = c;
      else runs.push({ left: c, right: c, key });
    });
    const still = new Set<string>();
    for (const run of runs) {
      const id = `${run.left}:${run.right}:${run.key}`;
      const above = open.get(id);
      if (above && above.bottom === r - 1) above.bottom = r;
      else {
        if (above) close(above);
        open.set(id, { top: r, left: run.left, bottom: r, right: run.right, key: run.key });
      }
      still.add(id);
    }
    for (const [id, rect] of open) {
      if (!still.has(id)) {
        close(rect);
        open.delete(id);
      }
    }
  });
  for (const rect of open.values()) close(rect);
  return [...rects].map(([key, list]) => ({
    style: styleOf.get(key)!,
    rects: list.sort((a, b) => a.top - b.top || a.left - b.left),
  }));
}

function widthRuns(model: SheetModel): WidthRun[] {
  const entries = Object.entries(model.columnWidths ?? {})
    .map(([col, chars]) => [Number(col), charsToPoints(chars)] as const)
    .sort((a, b) => a[0] - b[0]);
  const runs: WidthRun[] = [];
  for (const [col, points] of entries) {
    const last = runs[runs.length - 1];
    if (last && last.last === col - 1 && last.points === points)
      runs[runs.length - 1] = { ...last, last: col };
    else runs.push({ first: col, last: col, points });
  }
  return runs;
}

/**
 * A1 address of a rectangle ("B3:D5", or "B3" for one cell).
 *
 * @example
 * rectAddress({ top: 2, left: 1, bottom: 4, right: 3 }); // "B3:D5"
 */
export function rectAddress(r: CellRect): string {
  return rangeRef(r.top, r.left, r.bottom, r.right);
}

/**
 * A1 address of whole columns ("B:D", or "C:C").
 *
 * @example
 * columnsAddress(1, 3); // "B:D"
 */
export function columnsAddress(first: number, last: number): string {
  return `${columnLetters(first)}:${columnLetters(last)}`;
}
