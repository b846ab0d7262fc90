import { headOf } from "./characters";

/** The last row of Excel's grid, 0-based (row 1048576). */
export const MAX_ROW = 1048575;
/** The last column of Excel's grid, 0-based (column XFD). */
export const MAX_COL = 16383;

/** The most characters Excel holds in one cell (longer text is refused by Excel, not cut). */
export const MAX_CELL_TEXT = 32767;

/** What ends text cut to fit a cell, so a reader sees that the rest is missing. */
export const CELL_TEXT_CUT = " [… cut: longer than a cell holds]";

/**
 * Text as one cell can hold it: unchanged up to {@link MAX_CELL_TEXT} characters (UTF-16 units, as
 * Excel counts them), else cut so that it ends with {@link CELL_TEXT_CUT} within the limit, never
 * between the two halves of a character such as an emoji.
 *
 * @example
 * fitCellText("Ann & Bob"); // "Ann & Bob"
 * fitCellText("x".repeat(40000)).length; // 32767, ending " [… cut: longer than a cell holds]"
 */
export function fitCellText(text: string): string {
  if (text.length <= MAX_CELL_TEXT) return text;
  return `${headOf(text, MAX_CELL_TEXT - CELL_TEXT_CUT.length)}${CELL_TEXT_CUT}`;
}

/**
 * A cell past Excel's grid (row 1,048,576 or column XFD): what a sheet too large for Excel runs
 * into when it is laid out. A RangeError still, so code that caught one catches this.
 */
export class GridLimitError extends RangeError {
  constructor(
    readonly limit: "rows" | "columns",
    message: string,
  ) {
    super(message);
    this.name = "GridLimitError";
  }
}

/**
 * A1 references for 0-based row and column numbers.
 *
 * @example
 * columnLetters(0); // "A"
 * columnLetters(27); // "AB"
 * cellRef(4, 2); // "C5"
 * cellRef(4, 2, { absolute: true }); // "$C$5"
 * rangeRef(1, 0, 5, 0); // "A2:A6"
 */
export function columnLetters(col: number): string {
  if (Number.isInteger(col) && col > MAX_COL)
    throw new GridLimitError("columns", `No Excel column number ${col}.`);
  if (!Number.isInteger(col) || col < 0) throw new RangeError(`No Excel column number ${col}.`);
  let s = "";
  for (let c = col + 1; c > 0; c = Math.floor((c - 1) / 26)) s = String.fromCharCode(65 + ((c - 1) % 26)) + s;
  return s;
}

/**
 * The 0-based column number of column letters, the inverse of {@link columnLetters} (either case).
 *
 * @example
 * columnIndex("A"); // 0
 * columnIndex("ab"); // 27
 * columnIndex("XFD"); // 16383
 */
export function columnIndex(letters: string): number {
  if (!/^[A-Za-z]{1,3}$/.test(letters)) throw new RangeError(`No Excel column "${letters}".`);
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  if (n > MAX_COL + 1) throw new RangeError(`No Excel column "${letters}".`);
  return n - 1;
}

export function cellRef(row: number, col: number, opts: { absolute?: boolean } = {}): string {
  if (Number.isInteger(row) && row > MAX_ROW) throw new GridLimitError("rows", `No Excel row number ${row}.`);
  if (!Number.isInteger(row) || row < 0) throw new RangeError(`No Excel row number ${row}.`);
  const d = opts.absolute ? "$" : "";
  return `${d}${columnLetters(col)}${d}${row + 1}`;
}

export function rangeRef(
  row1: number,
  col1: number,
  row2: number,
  col2: number,
  opts: { absolute?: boolean } = {},
): string {
  const a = cellRef(row1, col1, opts);
  const b = cellRef(row2, col2, opts);
  return a === b ? a : `${a}:${b}`;
}

/** A cell as an A1 reference names it: 0-based row and column, and which of the two carry a "$". */
export interface CellAddress {
  readonly row: number;
  readonly col: number;
  readonly absoluteRow: boolean;
  readonly absoluteCol: boolean;
}

/** One cell reference in A1 style, either part "$"-fixed: the letters and the row number captured. */
const CELL = String.raw`(\$?)([A-Za-z]{1,3})(\$?)(\d+)`;
const ONE_CELL = new RegExp(`^${CELL}$`);
/** A cell or a range of two cells, matched where `lastIndex` says. */
const REFERENCE = new RegExp(`${CELL}(?::${CELL})?`, "y");

/**
 * The cell an A1 reference names ("C5", "$C$5", "c$5"), or null when the text is not one cell of
 * Excel's grid (a range, a name, a column past XFD or a row past 1048576).
 *
 * @example
 * parseCellRef("$C$5"); // { row: 4, col: 2, absoluteRow: true, absoluteCol: true }
 * parseCellRef("C5:D6"); // null
 */
export function parseCellRef(ref: string): CellAddress | null {
  const m = ONE_CELL.exec(ref);
  return m === null ? null : addressOf(m[1], m[2], m[3], m[4]);
}

/** The address of a reference's parts, or null outside the grid. */
function addressOf(
  colDollar: string,
  letters: string,
  rowDollar: string,
  digits: string,
): CellAddress | null {
  const row = Number(digits) - 1;
  if (!/^[1-9]\d*$/.test(digits) || row > MAX_ROW || letters.length > 3) return null;
  let col: number;
  try {
    col = columnIndex(letters);
  } catch {
    return null;
  }
  return { row, col, absoluteRow: rowDollar === "$", absoluteCol: colDollar === "$" };
}

/**
 * A cell reference made absolute, row and column: "B12" and "B$12" are "$B$12".
 *
 * @example
 * absoluteRef("B12"); // "$B$12"
 */
export function absoluteRef(ref: string): string {
  const cell = parseCellRef(ref);
  if (cell === null) throw new RangeError(`Not a cell address: ${ref}`);
  return cellRef(cell.row, cell.col, { absolute: true });
}

/**
 * A cell or range reference with its "$" signs taken out, as a reader names the cells.
 *
 * @example
 * relativeRef("$K$3:$K$8"); // "K3:K8"
 */
export function relativeRef(ref: string): string {
  const cells = ref.split(":").map(parseCellRef);
  if (cells.length > 2 || cells.some((c) => c === null)) throw new RangeError(`Not a cell or range: ${ref}`);
  return cells.map((c) => cellRef(c!.row, c!.col)).join(":");
}

/**
 * The cell or range reference ("E12", "$K$3:$K$8") that starts at `index` of a formula, or null
 * when none does. A reference is not part of a longer word: a letter or digit just before it, or a
 * letter, a digit, the "(" of a function's name or the "!" of a sheet's just after it, make it
 * none ("LOG10(" is a function, "A1B" a name).
 *
 * @example
 * referenceAt("=SUM($K$3:$K$8)*2", 5); // "$K$3:$K$8"
 * referenceAt("=SUM($K$3:$K$8)*2", 1); // null: SUM is a function
 */
export function referenceAt(formula: string, index: number): string | null {
  if (index > 0 && /[A-Za-z0-9_$.]/.test(formula[index - 1])) return null;
  REFERENCE.lastIndex = index;
  const found = REFERENCE.exec(formula);
  if (found === null) return null;
  const end = index + found[0].length;
  if (end < formula.length && /[A-Za-z0-9_(!]/.test(formula[end])) return null;
  if (addressOf(found[1], found[2], found[3], found[4]) === null) return null;
  if (found[6] !== undefined && addressOf(found[5], found[6], found[7], found[8]) === null) return null;
  return found[0];
}

/**
 * Every cell and range reference of a formula, in the order it uses them; text in quotes
 * ("<="&E5) is skipped.
 *
 * @example
 * referencesIn('=IF(COUNTIF($F$9:$F$12,F9)>1,"=","")&F9'); // ["$F$9:$F$12", "F9", "F9"]
 */
export function referencesIn(formula: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < formula.length; i++) {
    if (formula[i] === '"') {
      // A quote inside text is written twice: the text ends at a quote not followed by another.
      for (i++; i < formula.length; i++) if (formula[i] === '"' && formula[++i] !== '"') break;
      i--;
      continue;
    }
    const ref = referenceAt(formula, i);
    if (ref === null) continue;
    out.push(ref);
    i += ref.length - 1;
  }
  return out;
}

/**
 * Running text with each cell named after `word` ("Cell B4 is ...") rewritten: `rename` gets the
 * cell and the reference as written, and returns what stands in place of the word and the
 * reference together. A word followed by no cell reference is left as it is.
 *
 * @example
 * renameCells("Cell E4 is 3.5", "Cell", (_, ref) => `Scales!${ref}`); // "Scales!E4 is 3.5"
 * renameCells("Cell B4 is 20", "Cell", (c) => `Row ${c.row + 1}, column ${c.col + 1}`); // "Row 4, column 2 is 20"
 */
export function renameCells(
  text: string,
  word: string,
  rename: (cell: CellAddress, ref: string) => string,
): string {
  const lead = `${word} `;
  let out = "";
  let i = 0;
  for (let at = text.indexOf(lead); at >= 0; at = text.indexOf(lead, at + 1)) {
    const before = at === 0 ? "" : text[at - 1];
    const ref = /[A-Za-z0-9_]/.test(before) ? null : referenceAt(text, at + lead.length);
    const cell = ref === null ? null : parseCellRef(ref);
    if (ref === null || cell === null) continue;
    out += text.slice(i, at) + rename(cell, ref);
    i = at + lead.length + ref.length;
    at = i - 1;
  }
  return out + text.slice(i);
}

/**
 * A sheet name with its "!", quoted when Excel needs it to be: a name that is not a plain word
 * (letters, digits, "_" and ".", not starting with a digit), or that Excel would read as a cell:
 * a cell of the grid in A1 style (A1, Q1, AB12, XFD1048576), or the start of an R1C1 reference
 * (R, C and RC alone, or R, C or RC followed by a row or column number: R1C1, R2, C3Totals).
 * "Sheet1" and "Results" stay bare: SHEET is no column (columns stop at XFD) and "Re" starts no
 * R1C1 reference. Quoting a name that needs none would be harmless; leaving one bare is not.
 *
 * @example
 * sheetPrefix("Results"); // "Results!"
 * sheetPrefix("Board 15 cross-IMPs"); // "'Board 15 cross-IMPs'!"
 * sheetPrefix("A1"); // "'A1'!"
 */
export function sheetPrefix(name: string): string {
  return isBareSheetName(name) ? `${name}!` : `'${name.replace(/'/g, "''")}'!`;
}

/** Whether Excel reads the name unquoted as a sheet's, and as nothing else. */
function isBareSheetName(name: string): boolean {
  if (!/^[A-Za-z_][A-Za-z0-9_.]*$/.test(name)) return false;
  const upper = name.toUpperCase();
  const isRow = (digits: string): boolean => Number(digits) >= 1 && Number(digits) <= MAX_ROW + 1;
  const isCol = (digits: string): boolean => Number(digits) >= 1 && Number(digits) <= MAX_COL + 1;
  // A1 style: same-length column letters compare as their numbers, so "XFD" is the last.
  const a1 = /^([A-Z]{1,3})(\d+)$/.exec(upper);
  if (a1 && (a1[1].length < 3 || a1[1] <= "XFD") && isRow(a1[2])) return false;
  // R1C1 style: a row (R2...), a column (C3..., RC3...) or R, C, RC on their own.
  if (upper === "R" || upper === "C" || upper === "RC") return false;
  const row = /^R(\d+)/.exec(upper);
  if (row && isRow(row[1])) return false;
  const col = /^R?C(\d+)/.exec(upper);
  return !(col && isCol(col[1]));
}
