/**
 * The block of worksheet cells the pane reads a traveller from, and how its 0-based positions
 * become Excel addresses. Pure (no Office.js): read-selection.ts fills a SheetArea from Excel;
 * the pane and the tests only read it.
 */
import { cellRef, columnIndex, MAX_COL, MAX_ROW, sheetPrefix } from "../grid/a1";
import { formatProblem, type Problem } from "../scoring";

/** Cells read from a worksheet, with where they came from. */
export interface SheetArea {
  /** The worksheet's name as Excel shows it on its tab. */
  readonly sheet: string;
  /** The block's address on its sheet, without the sheet name: "B3:J9". */
  readonly range: string;
  /** 0-based row and column of the block's top-left cell on the sheet. */
  readonly top: number;
  readonly left: number;
  /** The cells' values as Excel gives them: numbers, strings ("" for a blank), booleans. */
  readonly values: readonly (readonly unknown[])[];
  /** The cells as shown on screen (number formats applied); same shape as `values`. */
  readonly text?: readonly (readonly string[])[];
  /** The names of every worksheet in the workbook when it was read (to name a new sheet uniquely). */
  readonly sheetNames?: readonly string[];
}

/** A range address split into its sheet name and its 0-based corners. */
export interface ParsedAddress {
  readonly sheet: string | null;
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/**
 * Splits an address as Office.js reports it ("Sheet1!B3:J9", "'Board 15'!C4", "Sheet1!A:C",
 * "Sheet1!3:5") into the sheet name (unquoted) and the 0-based corners of the range. Whole
 * columns run over every row and whole rows over every column.
 *
 * @example
 * parseAddress("'It''s mine'!B3:J9"); // { sheet: "It's mine", top: 2, left: 1, bottom: 8, right: 9 }
 * parseAddress("C4"); // { sheet: null, top: 3, left: 2, bottom: 3, right: 2 }
 */
export function parseAddress(address: string): ParsedAddress {
  const bang = address.lastIndexOf("!");
  let sheet: string | null = null;
  let range = address;
  if (bang >= 0) {
    const raw = address.slice(0, bang);
    sheet = raw.startsWith("'") && raw.endsWith("'") ? raw.slice(1, -1).replace(/''/g, "'") : raw;
    range = address.slice(bang + 1);
  }
  const parts = range.replace(/\$/g, "").split(":");
  const corner = (part: string, end: boolean): [number, number] => {
    const m = /^([A-Za-z]{0,3})(\d{0,7})$/.exec(part);
    if (!m || (m[1] === "" && m[2] === "")) throw new Error(`"${address}" is not a range address.`);
    const col = m[1] === "" ? (end ? MAX_COL : 0) : columnIndex(m[1]);
    const row = m[2] === "" ? (end ? MAX_ROW : 0) : Number(m[2]) - 1;
    return [row, col];
  };
  const [top, left] = corner(parts[0], false);
  const [bottom, right] = corner(parts[parts.length - 1], true);
  return { sheet, top, left, bottom, right };
}

/**
 * The area's address with its sheet name, quoted when Excel would quote it: what the pane says an
 * area was read from, and keeps with a names table or a scale.
 *
 * @example
 * areaAddress({ sheet: "Sheet1", range: "C3:F7" }); // "Sheet1!C3:F7"
 * areaAddress({ sheet: "Board 15", range: "A1:H9" }); // "'Board 15'!A1:H9"
 */
export function areaAddress(area: Pick<SheetArea, "sheet" | "range">): string {
  return `${sheetPrefix(area.sheet)}${area.range}`;
}

/**
 * The Excel address of a cell of the area, by its 0-based row and column within the area, with
 * the sheet name (quoted when Excel would quote it).
 *
 * @example
 * const area = { sheet: "Sheet1", range: "B3:I8", top: 2, left: 1, values: [] };
 * areaCellAddress(area, 4, 4); // "Sheet1!F7"
 */
export function areaCellAddress(
  area: Pick<SheetArea, "sheet" | "top" | "left">,
  row: number,
  column: number,
): string {
  return `${sheetPrefix(area.sheet)}${cellRef(area.top + row, area.left + column)}`;
}

/**
 * A traveller problem as the director reads it: the cell's Excel address, then what is wrong
 * (formatProblem, with the place named by {@link areaCellAddress}).
 *
 * @example
 * const area = { sheet: "Sheet1", range: "B3:I8", top: 2, left: 1, values: [] };
 * describeProblem(area, { row: 4, column: 4, message: '"4Z" is not a contract.' }); // 'Sheet1!F7: "4Z" is not a contract.'
 */
export function describeProblem(area: Pick<SheetArea, "sheet" | "top" | "left">, problem: Problem): string {
  return formatProblem(problem, (row, column) => areaCellAddress(area, row, column));
}

/**
 * The cells to hand to the traveller reader: each cell's value, except a number that Excel shows
 * as a date, a time or a fraction (what a director typing "4/5" or "1:2" gets), which is passed
 * as the text on screen. The reader then rejects it quoting what the director sees ("4-May")
 * rather than a date serial (45781). A column too narrow to show its number ("####") keeps the
 * value.
 *
 * @example
 * cellsForReading([[3, 45781, "4H"]], [["3", "04-May", "4H"]]); // [[3, "04-May", "4H"]]
 */
export function cellsForReading(
  values: readonly (readonly unknown[])[],
  text?: readonly (readonly string[])[],
): unknown[][] {
  return values.map((row, r) =>
    row.map((value, c) => {
      const shown = text?.[r]?.[c];
      if (typeof value !== "number" || typeof shown !== "string") return value;
      return showsAsNumber(shown) ? value : shown;
    }),
  );
}

/** Whether text on screen reads as a plain number: digits with signs, separators, %, currency. */
function showsAsNumber(shown: string): boolean {
  const s = shown.trim();
  if (s === "" || /^#+$/.test(s)) return true;
  if (/[/:]/.test(s)) return false;
  const core = s.replace(/[eE][-+]?\d+$/, "");
  return /^[^\dA-Za-z/:]{0,3}\d[\d\s.,'\u00a0\u202f]*[^\dA-Za-z/:]{0,3}$/.test(core);
}
