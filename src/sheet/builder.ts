import { cellRef, rangeRef } from "../grid/a1";
import {
  CellModel,
  CellValue,
  ColourScale,
  FontRule,
  ColumnRole,
  SheetBlock,
  SheetColumn,
  SheetModel,
  SheetTable,
} from "./model";
import { reservedWidth } from "./number-format";
import { CellLook, lookOf, RED_SUIT, redSuitFormula } from "./styles";

/**
 * What a cell holds when it is put on the sheet: a constant or a formula with its cached value,
 * and what it is (its look: a role, and where its content stands).
 */
export interface CellInput {
  readonly value?: CellValue;
  readonly formula?: string;
  readonly numberFormat?: string;
  readonly look?: CellLook;
  /**
   * Text meant to run on into the empty cells to its right (titles, notes, labels): it does not
   * widen its column.
   */
  readonly overflow?: boolean;
}

/** Column widths stay between these (characters of the default font). */
export const MIN_COLUMN_WIDTH = 5;
export const MAX_COLUMN_WIDTH = 40;

/**
 * The longest line of running text (a title, a note, an explanation) in characters. Every results
 * sheet is at least as wide as its traveller block (Table to NS score: 87 characters of column
 * width), so a line this long, even in bold, is never cut off at the right edge of the printed page.
 */
export const TEXT_WIDTH = 78;

/**
 * Splits text into lines of at most `width` characters, breaking at spaces (a single word longer
 * than that stands on a line of its own).
 *
 * @example
 * wrapText("Ranked by IMPs per board played", 20); // ["Ranked by IMPs per", "board played"]
 */
export function wrapText(text: string, width: number = TEXT_WIDTH): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter((w) => w !== "")) {
    if (line === "") line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== "" || lines.length === 0) lines.push(line);
  return lines;
}

/** What a block is, as {@link SheetBuilder.block} opens it: all of SheetBlock but where it stands. */
export type BlockHeading = Pick<SheetBlock, "kind" | "title" | "board" | "method" | "beside">;

/** A column as a table's heads list it: its label and what it holds. */
export type Head = readonly [label: string, role: ColumnRole];

/**
 * The columns of a row of labels written from column A on: each label over its own column, with
 * what the column holds.
 *
 * @example
 * columnsOf([["Table", "table"], ["NS", "pair"]]); // [{ col: 0, label: "Table", role: "table" }, { col: 1, label: "NS", role: "pair" }]
 */
export function columnsOf(heads: readonly Head[]): SheetColumn[] {
  return heads.map(([label, role], col) => ({ col, label, role }));
}

/**
 * Writes a table's header on `b.row`, each column's label over its column as a header, moves to
 * the next row and returns the header's row.
 *
 * @example
 * const header = writeHeader(b, columnsOf([["Table", "table"], ["NS", "pair"]])); // A and B of the row it returns
 */
export function writeHeader(b: SheetBuilder, columns: readonly SheetColumn[]): number {
  for (const { col, label } of columns) b.value(b.row, col, label, undefined, "header");
  return b.row++;
}

/** A block being written: its heading, the rows and columns of its cells so far, its tables. */
interface OpenBlock {
  readonly heading: BlockHeading;
  top: number;
  bottom: number;
  left: number;
  right: number;
  readonly tables: SheetTable[];
}

/**
 * Collects the cells of a sheet (0-based rows and columns, as in the model) and works out readable
 * column widths from what they show. Every `put` returns the cell's A1 address, so formulas can
 * be written against cells already placed. The sheet's structure is declared as it is written:
 * {@link block} opens a block, which takes every cell put until the next one opens, and
 * {@link table} declares a table of the open block.
 *
 * @example
 * const b = new SheetBuilder();
 * b.block({ kind: "note", title: "A score" });
 * const a = b.put(2, 0, { value: 420 }); // "A3"
 * b.put(2, 1, { formula: `=${a}*2`, value: 840 });
 * b.build("Board 1").cells.length; // 2
 */
export class SheetBuilder {
  // The cells by row, then by column: a row's cells in an array indexed by their columns. A board
  // of 150,000 tables puts three million cells; a map keyed by row * 16,384 + column held each key
  // as a number on the heap past row 65,535, and the sheet needed a sorted copy of them all.
  private readonly rows: CellModel[][] = [];
  /** Whether each cell may run on to the right, by row then column, as {@link rows}. */
  private readonly runsOn: boolean[][] = [];
  private readonly scales: ColourScale[] = [];
  /** The rows of each column of contracts or leads, by kind and column: one red-suit rule each. */
  private readonly suitSpans = new Map<
    string,
    { kind: "contract" | "lead"; col: number; top: number; bottom: number }
  >();
  private readonly setWidths = new Map<number, number>();
  private readonly blocks: OpenBlock[] = [];
  /** The next free row, for callers that write block after block. */
  row = 0;

  put(row: number, col: number, cell: CellInput): string {
    const { role, style } = lookOf(cell.look);
    const model: { -readonly [K in keyof CellModel]: CellModel[K] } = { row, col };
    if (role !== undefined) model.role = role;
    if (cell.value !== undefined) model.value = cell.value;
    if (cell.formula !== undefined) model.formula = cell.formula;
    if (cell.numberFormat !== undefined) model.numberFormat = cell.numberFormat;
    if (style !== undefined) model.style = style;
    (this.rows[row] ??= [])[col] = model;
    const open = this.blocks[this.blocks.length - 1];
    if (open === undefined) throw new Error(`A cell at ${cellRef(row, col)} put before any block is opened.`);
    open.top = Math.min(open.top, row);
    open.bottom = Math.max(open.bottom, row);
    open.left = Math.min(open.left, col);
    open.right = Math.max(open.right, col);
    (this.runsOn[row] ??= [])[col] = cell.overflow === true;
    return cellRef(row, col);
  }

  /** A constant. */
  value(row: number, col: number, value: CellValue, numberFormat?: string, look?: CellLook): string {
    return this.put(row, col, { value, numberFormat, look });
  }

  /** A formula with the value the engine computed for it. */
  formula(
    row: number,
    col: number,
    formula: string,
    value: CellValue,
    numberFormat?: string,
    look?: CellLook,
  ): string {
    if (!formula.startsWith("=")) throw new Error(`A formula starts with "=": ${formula}`);
    return this.put(row, col, { formula, value, numberFormat, look });
  }

  /** Text that may run on to the right (a title, a label or a note). */
  text(row: number, col: number, text: string, look?: CellLook): string {
    return this.put(row, col, { value: text, look, overflow: true });
  }

  /**
   * Running text from column `col` of `b.row` on, wrapped into lines of at most {@link TEXT_WIDTH}
   * characters, one row each; leaves `b.row` on the row after the last line and returns how many
   * lines it took.
   *
   * @example
   * b.row = 4;
   * b.lines(0, "A long note ...", "note"); // 2 when it took two lines; b.row is then 6
   */
  lines(col: number, text: string, look?: CellLook): number {
    const lines = wrapText(text);
    for (const line of lines) this.text(this.row++, col, line, look);
    return lines.length;
  }

  /**
   * Opens a block: every cell put from now until the next block opens belongs to it, and its rows
   * and columns are the ones those cells take. A block that gets no cell is left out of the model.
   *
   * @example
   * b.block({ kind: "checks", board: 3, title: "Checks" });
   */
  block(heading: BlockHeading): void {
    this.blocks.push({
      heading,
      top: Infinity,
      bottom: -Infinity,
      left: Infinity,
      right: -Infinity,
      tables: [],
    });
  }

  /**
   * Declares a table of the open block: its header row (whose cells the caller writes with the
   * columns' labels), its data rows and its columns.
   *
   * @example
   * b.table({ title: "Checks", header: null, rows: [40, 41], columns: columnsOf([["Check", "check"], ["What", "label"]]) });
   */
  table(table: SheetTable): void {
    const open = this.blocks[this.blocks.length - 1];
    if (open === undefined)
      throw new Error(`The table "${table.title}" is declared before any block is opened.`);
    open.tables.push(table);
  }

  colourScale(scale: ColourScale): void {
    this.scales.push(scale);
  }

  /**
   * Declares rows `first` to `last` of column `col` a column of contracts or of leads, whose
   * hearts and diamonds show red. The sheet gets one rule for each such column, from its first
   * declared row to its last (the rule's formula is false for anything but a red contract or lead).
   *
   * @example
   * b.suitColumn("contract", 3, 4, 10); // D5:D11 a column of contracts
   */
  suitColumn(kind: "contract" | "lead", col: number, first: number, last: number): void {
    if (last < first) return;
    const key = `${kind} ${col}`;
    const span = this.suitSpans.get(key);
    if (span === undefined) this.suitSpans.set(key, { kind, col, top: first, bottom: last });
    else {
      span.top = Math.min(span.top, first);
      span.bottom = Math.max(span.bottom, last);
    }
  }

  /** The red-suit rules of the columns declared so far. */
  private fontRules(): FontRule[] {
    return [...this.suitSpans.values()].map(({ kind, col, top, bottom }) => ({
      range: rangeRef(top, col, bottom, col),
      formula: redSuitFormula(kind, cellRef(top, col)),
      fontColor: RED_SUIT,
    }));
  }

  /**
   * Sets a column's width in characters: a column with no cells gets exactly this (a narrow gap
   * between blocks), one with cells at least this, wider when they need it.
   *
   * @example
   * b.columnWidth(11, 2); // column L a narrow gap, unless a cell is put in it
   */
  columnWidth(col: number, width: number): void {
    this.setWidths.set(col, width);
  }

  /**
   * The last column holding a cell in rows `firstRow` to `lastRow` (both included), or -1 when
   * they hold none; a styled empty cell (a title's fill) counts.
   *
   * @example
   * b.put(4, 10, { value: "NS score" });
   * b.lastColumn(0, 9); // 10
   */
  lastColumn(firstRow: number, lastRow: number): number {
    let last = -1;
    // A row's array ends at its last cell (no cell is ever taken out).
    for (let r = Math.max(0, firstRow); r <= lastRow && r < this.rows.length; r++) {
      const row = this.rows[r];
      if (row !== undefined) last = Math.max(last, row.length - 1);
    }
    return last;
  }

  build(name: string, frozenRows?: number): SheetModel {
    // Row by row, each row's cells by column (forEach passes over the columns with no cell).
    const cells: CellModel[] = [];
    this.rows.forEach((row) => row.forEach((c) => cells.push(c)));
    const widths: Record<number, number> = Object.fromEntries(this.setWidths);
    for (const c of cells) {
      if (this.runsOn[c.row][c.col]) continue;
      const w = shownWidth(c) + 2;
      widths[c.col] = Math.max(widths[c.col] ?? 0, MIN_COLUMN_WIDTH, Math.min(MAX_COLUMN_WIDTH, w));
    }
    return {
      name,
      cells,
      columnWidths: widths,
      ...(frozenRows !== undefined ? { frozenRows } : {}),
      ...(this.scales.length > 0 ? { colourScales: [...this.scales] } : {}),
      ...(this.suitSpans.size > 0 ? { fontRules: this.fontRules() } : {}),
      blocks: this.blocks
        .filter((x) => x.top <= x.bottom)
        .map(({ heading, top, bottom, left, right, tables }) => ({
          ...heading,
          rows: [top, bottom] as const,
          columns: [left, right] as const,
          tables: [...tables],
        })),
    };
  }
}

/** Roughly how many characters a cell shows, for its column's width. */
function shownWidth(c: CellModel): number {
  const v = c.value;
  if (v === null || v === undefined) return 0;
  if (typeof v === "boolean") return v ? 4 : 5;
  if (typeof v === "string") return v.length;
  return reservedWidth(v, c.numberFormat);
}
