/** The last row of Excel's grid, 0-based (row 1048576). */
export const MAX_ROW = 1048575;
/** The last column of Excel's grid, 0-based (column XFD). */
export const MAX_COL = 16383;

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
  if (!Number.isInteger(col) || col < 0 || col > MAX_COL)
    throw new RangeError(`No Excel column number ${col}.`);
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
  if (!Number.isInteger(row) || row < 0 || row > MAX_ROW) throw new RangeError(`No Excel row number ${row}.`);
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
