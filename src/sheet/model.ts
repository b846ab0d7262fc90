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
 * - Cells and table columns state what they are (`role`): a title, a label, a note, a result, a
 *   check, ...; a table's column, what its cells hold (a pair, a score, a percentage, a rank ...).
 *   The spreadsheet writers render `style` and formats, which the sheet derives from the roles
 *   (styles.ts); the renderings for people (the web page, the text) render the roles and never
 *   read a colour, a fill or a column's English label to learn what a cell means.
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

/**
 * What a cell is, for a rendering that shows meaning. A cell without a role is a value whose
 * meaning its column gives (in a table) or the label before it (on a line of label and values).
 */
export type CellRole =
  /** The sheet's title. */
  | "title"
  /** The title of a board, a match or a session summary, and the band it fills. */
  | "heading"
  /** The title of a section: over a table, or over a block's lines. */
  | "section"
  /** A column's label, over a table. */
  | "header"
  /** Words naming the value beside them, or saying how the sheet was scored. */
  | "label"
  /** An explanation. */
  | "note"
  /** A result the workings arrive at: a table's result, a pair's percentage. */
  | "result"
  /** The Butler datum. */
  | "datum"
  /** The board's matchpoint top. */
  | "top"
  /** A place in a ranking. */
  | "rank"
  /** A team, as the standings name it. */
  | "team"
  /** A match's total (its label and each team's). */
  | "total"
  /** A match's victory points (their label and each team's). */
  | "vp"
  /** A figure that disagrees: a score entered that the contract does not give, a published figure that differs. */
  | "flag"
  /** A check's OK or CHECK. */
  | "check"
  /**
   * A link to another part of the sheet (a board's workings, the ranking): a spreadsheet's way
   * about; a rendering without the sheet's grid has its own and leaves it out.
   */
  | "link";

export interface CellModel {
  row: number;
  col: number;
  /** What the cell is (see {@link CellRole}); its style is derived from it. */
  role?: CellRole;
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

/**
 * A font colour the cells of a range take while a formula holds for them (a conditional format),
 * so the colour follows a corrected cell: a contract or a lead in hearts or diamonds in red.
 */
export interface FontRule {
  /** A1 range on this sheet, e.g. "D5:D40". */
  range: string;
  /** Excel formula text beginning with "=", written for the range's top-left cell (its references move with each cell). */
  formula: string;
  fontColor: string;
}

/**
 * How a sheet prints. Each writer sets every field so that Excel, Excel on the web and LibreOffice
 * print the sheet alike: the orientation, the scale fitted to a number of pages wide (and as many
 * pages down as the rows need), the print area, the rows repeated on every page and the rows that
 * start a page.
 */
export interface PrintSetup {
  readonly orientation: "landscape" | "portrait";
  /**
   * Scale the print so every used column fits on this many pages across (1: one page wide);
   * pages run on downwards as many as the rows need. Absent: printed at 100%.
   */
  readonly fitToWidth?: number;
  /** The first rows of the sheet (e.g. its title), printed again at the top of every page. */
  readonly titleRows?: number;
  /** Rows (0-based) that start a new page: after the ranking, before each board and the summary. */
  readonly breaks?: readonly number[];
  /** The range printed (A1 reference, e.g. "A1:U957"); absent: every used cell. */
  readonly area?: string;
  /**
   * Rows (0-based) that hold a board's title again, at the top of the page a board too tall for
   * one runs on to (each is also in `breaks`).
   */
  readonly repeats?: readonly number[];
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
  /** Font colours by formula (see {@link FontRule}). */
  fontRules?: FontRule[];
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
export type SheetBlockKind = PairsBlock | TeamsBlock | MovementBlock;

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
  | "summary"
  /** The ranking at the top of a sheet of several boards, read from the session summary. */
  | "ranking"
  /** A board's deal beside its workings: the hands, the double-dummy table, par, each table against them. */
  | "deal"
  /** A stratified session's lists: each stratum ranked field by field. */
  | "strata";

/** The blocks of a teams event's sheet: a match, a VP scale set beside the matches, the standings; a Swiss round's draw. */
export type TeamsBlock = "match" | "vpScale" | "standings" | "draw";

/**
 * The blocks of a made movement's sheets: a table card or a pair's guide card, the board sets
 * each table plays, and the traveller waiting for its scores.
 */
export type MovementBlock = "card" | "boardSets" | "emptyTraveller";

/** What a table's column holds. */
export type ColumnRole =
  // Who played where.
  | "table"
  /** A round of a movement, and a board set's number. */
  | "round"
  | "set"
  /** Where a card's pairs (or its boards) go after the round; a seat (NS or EW) a pair takes. */
  | "move"
  | "direction"
  | "pair"
  | "names"
  | "team"
  | "room"
  | "board"
  // The traveller as read: the contract, and the score entered beside the score the contract gives.
  | "contract"
  | "declarer"
  | "lead"
  | "tricks"
  | "entered"
  | "computed"
  /** Whether the score entered and the contract's agree. */
  | "agreement"
  /**
   * A part of the score the contract gives, worked live from the contract, declarer, tricks and
   * vulnerability: whether declarer is vulnerable, the contract points, overtricks, the game or
   * part-score bonus, the slam bonus, the bonus for making a doubled contract, the penalty, and
   * their sum, declarer's score.
   */
  | "component"
  /** An NS score (the one the workings use). */
  | "score"
  /** A part of a weighted score, and its weight. */
  | "part"
  | "weight"
  /** How often a score was scored (on a frequency table). */
  | "frequency"
  /** A step of the workings (a difference, a count, a total before dividing, the IMPs of a comparison). */
  | "working"
  /** A side's result on a board (IMPs or matchpoints), or a team's points on a board. */
  | "result"
  /** A result as a percentage of the top. */
  | "percent"
  /** NS + EW on a table: what the check that they add up reads. */
  | "sum"
  /** A teams board: the net score of the two rooms, and the swing (IMPs or board points) it gives. */
  | "net"
  | "swing"
  /** A result another program published; the add-in's figure beside it; whether the two agree. */
  | "published"
  | "ours"
  | "comparison"
  /** A session: boards played, total, average per board, tops, place (live), and a team's standing. */
  | "played"
  | "total"
  | "average"
  | "tops"
  | "rank"
  | "place"
  | "vp"
  | "scored"
  | "conceded"
  | "difference"
  /** A scale: a band's lower bound, and its IMPs. */
  | "bound"
  | "imps"
  /** A check's OK or CHECK, and what it checks. */
  | "check"
  | "label"
  | "note"
  /**
   * A board's deal: a hand's seat, its cards in a suit, its high-card points; tricks against (or
   * in) the double-dummy table; a score against par, in IMPs.
   */
  | "seat"
  | "holding"
  | "points"
  | "dd"
  | "par";

/**
 * A column of a table: where it stands (0-based), its label as its header cell shows it, and what
 * it holds.
 */
export interface SheetColumn {
  readonly col: number;
  readonly label: string;
  readonly role: ColumnRole;
}

/** A table of a block: a row of column labels over rows of data, one line per item. */
export interface SheetTable {
  /** The section title on the row above (or above the header), e.g. "The traveller as read". */
  readonly title: string;
  /** The row holding that title, when the sheet shows it over the table. */
  readonly titleRow?: number;
  /**
   * The row of column labels (0-based), whose cells are the columns' labels; null for a table the
   * sheet does not head (the checks: OK or CHECK beside what is checked).
   */
  readonly header: number | null;
  /** The first and last data row, inclusive (last < first: no data rows). */
  readonly rows: readonly [number, number];
  /**
   * Rows under the data that sum it up in the table's columns (a match's total and its VPs, each
   * team's under its column), a label in the first column; not data rows.
   */
  readonly totals?: readonly number[];
  readonly columns: readonly SheetColumn[];
  /**
   * The data rows best first, when the rows stand in another order than their ranking (a session
   * summary lists pairs by number; this is the order of the session's ranking).
   */
  readonly ranking?: readonly number[];
  /**
   * True for a band of a wider table's columns set under it so the sheet prints one page wide
   * (the session summary's later boards, the pairs and names repeated): its rows are the same
   * items as the table above, whose figures count them; it is no table of items of its own (a
   * ranking reads the table above).
   */
  readonly band?: boolean;
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
