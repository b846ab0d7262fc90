import { cellRef } from "./a1";
import { CellModel, CellStyle, CellValue, ColourScale, SheetModel } from "./model";

/** What a cell holds when it is put on the sheet: a constant or a formula with its cached value. */
export interface CellInput {
  readonly value?: CellValue;
  readonly formula?: string;
  readonly numberFormat?: string;
  readonly style?: CellStyle;
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
 * Collects the cells of a sheet (0-based rows and columns, as in the model) and works out readable
 * column widths from what they show. Every `put` returns the cell's A1 address, so formulas can
 * be written against cells already placed.
 *
 * @example
 * const b = new SheetBuilder();
 * const a = b.put(2, 0, { value: 420 }); // "A3"
 * b.put(2, 1, { formula: `=${a}*2`, value: 840 });
 * b.build("Board 1").cells.length; // 2
 */
export class SheetBuilder {
  private readonly cells = new Map<string, CellModel>();
  private readonly overflow = new Set<string>();
  private readonly scales: ColourScale[] = [];
  /** The next free row, for callers that write block after block. */
  row = 0;

  put(row: number, col: number, cell: CellInput): string {
    const key = `${row},${col}`;
    const model: CellModel = {
      row,
      col,
      ...(cell.value !== undefined ? { value: cell.value } : {}),
      ...(cell.formula !== undefined ? { formula: cell.formula } : {}),
      ...(cell.numberFormat !== undefined ? { numberFormat: cell.numberFormat } : {}),
      ...(cell.style !== undefined ? { style: cell.style } : {}),
    };
    this.cells.set(key, model);
    if (cell.overflow) this.overflow.add(key);
    else this.overflow.delete(key);
    return cellRef(row, col);
  }

  /** A constant. */
  value(row: number, col: number, value: CellValue, numberFormat?: string, style?: CellStyle): string {
    return this.put(row, col, { value, numberFormat, style });
  }

  /** A formula with the value the engine computed for it. */
  formula(
    row: number,
    col: number,
    formula: string,
    value: CellValue,
    numberFormat?: string,
    style?: CellStyle,
  ): string {
    if (!formula.startsWith("=")) throw new Error(`A formula starts with "=": ${formula}`);
    return this.put(row, col, { formula, value, numberFormat, style });
  }

  /** Text that may run on to the right (a title, a label or a note). */
  text(row: number, col: number, text: string, style?: CellStyle): string {
    return this.put(row, col, { value: text, style, overflow: true });
  }

  /** The cell placed at a position, if any. */
  get(row: number, col: number): CellModel | undefined {
    return this.cells.get(`${row},${col}`);
  }

  colourScale(scale: ColourScale): void {
    this.scales.push(scale);
  }

  build(name: string, frozenRows?: number): SheetModel {
    const cells = [...this.cells.values()].sort((a, b) => a.row - b.row || a.col - b.col);
    const widths: Record<number, number> = {};
    for (const c of cells) {
      if (this.overflow.has(`${c.row},${c.col}`)) continue;
      const w = shownWidth(c) + 2;
      widths[c.col] = Math.max(widths[c.col] ?? MIN_COLUMN_WIDTH, Math.min(MAX_COLUMN_WIDTH, w));
    }
    return {
      name,
      cells,
      columnWidths: widths,
      ...(frozenRows !== undefined ? { frozenRows } : {}),
      ...(this.scales.length > 0 ? { colourScales: [...this.scales] } : {}),
    };
  }
}

/** Roughly how many characters a cell shows, for its column's width. */
function shownWidth(c: CellModel): number {
  const v = c.value;
  if (v === null || v === undefined) return 0;
  if (typeof v === "boolean") return v ? 4 : 5;
  if (typeof v === "string") return v.length;
  const decimals = /0\.(0+)/.exec(c.numberFormat ?? "")?.[1].length ?? (Number.isInteger(v) ? 0 : 2);
  return v.toFixed(decimals).length + (c.numberFormat?.includes("+") && v > 0 ? 1 : 0);
}
