/* global Excel */
/**
 * Putting a traveller the pane holds (a worked example, or a section of a results file) on a new
 * worksheet, selected so that it can be scored at once. Only adds a sheet.
 */
import type { CellValue } from "../sheet/model";
import { uniqueSheetName } from "../sheet/names";
import { cellInput, rectAddress } from "./layout";
import type { WrittenSheet } from "./write-sheet";

/**
 * Puts a traveller (a worked example) on a new worksheet named after it, made unique, with its
 * header rows in bold and the columns fitted, and selects it so that the next Score reads it.
 * Two context.sync() calls.
 *
 * @example
 * await insertExample("Board 15", [["NS", "EW", "Score"], [3, 6, 100]], { headerRows: [0] });
 */
export async function insertExample(
  name: string,
  cells: readonly (readonly CellValue[])[],
  options: { readonly headerRows?: readonly number[] } = {},
): Promise<WrittenSheet> {
  const rows = Math.max(1, cells.length);
  const columns = Math.max(1, ...cells.map((r) => r.length));
  const input = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => cellInput(cells[r]?.[c] ?? null)),
  );
  const whole = rectAddress({ top: 0, left: 0, bottom: rows - 1, right: columns - 1 });
  return Excel.run(async (context) => {
    const sheets = context.workbook.worksheets;
    sheets.load("items/name");
    await context.sync();
    const unique = uniqueSheetName(
      name,
      sheets.items.map((s) => s.name),
    );
    const sheet = sheets.add(unique);
    const block = sheet.getRange(whole);
    block.formulas = input;
    for (const r of options.headerRows ?? []) {
      if (r >= 0 && r < rows)
        sheet.getRange(rectAddress({ top: r, left: 0, bottom: r, right: columns - 1 })).format.font.bold =
          true;
    }
    block.format.autofitColumns();
    sheet.activate();
    block.select();
    await context.sync();
    return { name: unique, range: whole };
  });
}
