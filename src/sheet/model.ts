/**
 * A worksheet described as data: cells (constants or formulas), number formats, styles, column
 * widths, frozen rows and colour scales. The results sheet is built as one of these by code that
 * knows nothing of Office.js or of any file format; writers then put it into Excel (the task
 * pane, through Office.js) or into an .xlsx file (the command line, through ExcelJS). Both write
 * the same model, so what a director sees in Excel is what the tests check.
 *
 * Conventions:
 * - Rows and columns are 0-based here (row 0, column 0 is A1); formulas use ordinary A1
 *   references, so `src/grid/a1.ts` converts.
 * - A formula is written as Excel's English formula text starting with "=", using only functions
 *   built into Excel, with commas between arguments (Office.js `range.formulas` and ExcelJS both
 *   take that form whatever the user's locale).
 * - `value` beside a formula is the result the engine computed: ExcelJS caches it in the file, and
 *   the tests compare it with what HyperFormula and LibreOffice compute from the formula.
 * - `blocks` states the sheet's structure: its blocks in reading order (the title, the IMP scale
 *   set beside the boards, each board's title, traveller, workings, results and checks, the
 *   session summary), each with its rows and its tables (header row, data rows, columns and their
 *   labels). The spreadsheet writers put the cells where they are and need nothing more; a
 *   rendering without a grid (the text the command line prints) reads the structure from here,
 *   never from where cells happen to stand.
 * - `print` says how the sheet prints (orientation, fitted to a number of pages wide, title rows
 *   repeated on every page); the writers set it as each format allows (ExcelJS pageSetup,
 *   Office.js worksheet.pageLayout).
 */

import type { ScoringMethod } from "../scoring";

/** A constant a cell holds: number, text or true/false; null for an empty cell. */
export type CellValue = number | string | boolean | null;

/** Colours are "#RRGGBB". */
export interface CellStyle {
  bold?: boolean;
  italic?: boolean;
  fontColor?: string;
  fill?: string;
  horizontalAlignment?: "Left" | "Center" | "Right";
  wrapText?: boolean;
  /** A thin line under the cell (table headers). */
  borderBottom?: boolean;
}

export interface CellModel {
  row: number;
  col: number;
  /** A constant, or the cached result of `formula`. */
  value?: CellValue;
  /** Excel formula text beginning with "=". */
  formula?: string;
  /** Excel number format code, e.g. "0", "0.00", "+0;-0;0", "0.0%". */
  numberFormat?: string;
  style?: CellStyle;
}

/** A three-colour scale over a block (e.g. the cross-IMP comparison matrix). */
export interface ColourScale {
  /** A1 range on this sheet, e.g. "D12:H16". */
  range: string;
  minColor: string;
  midColor: string;
  maxColor: string;
  /** The value that gets `midColor` (e.g. 0 IMPs); when absent, the 50th percentile. */
  midValue?: number;
}

/** How a sheet prints. */
export interface PrintSetup {
  readonly orientation: "landscape" | "portrait";
  /**
   * Scale the print so every used column fits on this many pages across (1: one page wide);
   * pages run on downwards as many as the rows need. Absent: printed at 100%.
   */
  readonly fitToWidth?: number;
  /** The first rows of the sheet (e.g. its title), printed again at the top of every page. */
  readonly titleRows?: number;
}

export interface SheetModel {
  /** The wanted sheet name (at most 31 characters, none of : \ / ? * [ ]); writers make it unique. */
  name: string;
  cells: CellModel[];
  /** Column widths in characters of the default font, by 0-based column. */
  columnWidths?: Record<number, number>;
  /** Rows kept in view at the top while scrolling. */
  frozenRows?: number;
  colourScales?: ColourScale[];
  /** Page setup for printing (absent: the spreadsheet's defaults). */
  print?: PrintSetup;
  /** The sheet's blocks in reading order, top to bottom (see {@link SheetBlock}). */
  blocks: SheetBlock[];
}

/**
 * What a block of the sheet holds: the title and options of the sheet, the IMP scale, a note, a
 * board's title, its traveller as read, a method's workings, each pair's result, the checks, or
 * a method's session summary; a board worked on its frequency table has that table as a block of
 * its own ("frequency") between its traveller and its workings.
 */
export type SheetBlockKind = PairsBlock | TeamsBlock;

/** The blocks of a pairs sheet. */
export type PairsBlock =
  | "title"
  | "impScale"
  | "note"
  | "board"
  | "traveller"
  | "frequency"
  | "workings"
  | "results"
  | "checks"
  | "summary";

/** The blocks of a teams event's sheet: a match, a VP scale set beside the matches, the standings. */
export type TeamsBlock = "match" | "vpScale" | "standings";

/** A column of a table: where it stands (0-based) and its label, as its header cell shows it. */
export interface SheetColumn {
  readonly col: number;
  readonly label: string;
}

/** A table of a block: a row of column labels over rows of data, one line per item. */
export interface SheetTable {
  /** The section title on the row above (or above the header), e.g. "The traveller as read". */
  readonly title: string;
  /**
   * The row of column labels (0-based), whose cells are the columns' labels; null for a table the
   * sheet does not head (the checks: OK or CHECK beside what is checked).
   */
  readonly header: number | null;
  /** The first and last data row, inclusive (last < first: no data rows). */
  readonly rows: readonly [number, number];
  readonly columns: readonly SheetColumn[];
  /**
   * The data rows best first, when the rows stand in another order than their ranking (a session
   * summary lists pairs by number; this is the order of the session's ranking).
   */
  readonly ranking?: readonly number[];
}

/** A block of the sheet: rows that belong together, set apart from the next by an empty row. */
export interface SheetBlock {
  readonly kind: SheetBlockKind;
  /** The board it belongs to (a board's title, traveller, workings, results, checks, note). */
  readonly board?: number;
  /** The method it belongs to (workings, session summary). */
  readonly method?: ScoringMethod;
  /** Its title as the sheet shows it in its first row (a note wrapped over several rows: all its text). */
  readonly title: string;
  /** The first and last row its cells take, inclusive. */
  readonly rows: readonly [number, number];
  /** The first and last column its cells take, inclusive. */
  readonly columns: readonly [number, number];
  /**
   * True for a block set beside the others instead of in the run from top to bottom (the IMP
   * scale, right of the first board): the other blocks' rows run through its rows, and its cells
   * are the ones in its rows and columns. A rendering that prints the sheet block after block
   * prints it on its own where its first row comes.
   */
  readonly beside?: boolean;
  readonly tables: readonly SheetTable[];
}
