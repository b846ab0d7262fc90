// Whether a sheet's text can be read in full: Excel shows text that is wider than its cell over the
// empty cells to its right, and cuts it at the next filled cell; printed, it is also cut at the
// right edge of the used columns. So a text cell has the room of its own column and of the empty
// columns after it, up to the next filled cell in its row or the sheet's last used column.
import { cellRef } from "../../src/grid/a1";
import { SheetModel } from "../../src/sheet/model";

/** Excel's width of a column the model gives none (characters of the default font). */
const DEFAULT_WIDTH = 8.43;

/** Bold type is wider than the width of the default font's characters: a margin of a tenth. */
const BOLD = 1.1;

function filled(c: SheetModel["cells"][number]): boolean {
  return c.formula !== undefined || (c.value !== undefined && c.value !== null && c.value !== "");
}

/**
 * Every text cell whose text needs more room than it has (counting a character as one unit of
 * column width, a bold one as 1.1), as "A5 needs 45, has 23: Results expected ...".
 */
export function crampedText(model: SheetModel): string[] {
  const width = (c: number): number => model.columnWidths?.[c] ?? DEFAULT_WIDTH;
  const lastCol = Math.max(0, ...model.cells.filter(filled).map((c) => c.col));
  const filledCols = new Map<number, number[]>();
  for (const c of model.cells.filter(filled)) {
    const list = filledCols.get(c.row) ?? [];
    list.push(c.col);
    filledCols.set(c.row, list);
  }
  const out: string[] = [];
  for (const c of model.cells) {
    if (typeof c.value !== "string" || c.value === "") continue;
    const after = (filledCols.get(c.row) ?? []).filter((x) => x > c.col);
    const next = after.length > 0 ? Math.min(...after) : lastCol + 1;
    let room = 0;
    for (let k = c.col; k < next; k++) room += width(k);
    const need = c.value.length * (c.style?.bold ? BOLD : 1);
    if (need > room)
      out.push(`${cellRef(c.row, c.col)} needs ${need.toFixed(1)}, has ${room.toFixed(1)}: ${c.value}`);
  }
  return out;
}
