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

/** A sheet name quoted for use in a reference when it needs it: 'Board 15 cross-IMPs'!A1. */
export function sheetPrefix(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) ? `${name}!` : `'${name.replace(/'/g, "''")}'!`;
}
