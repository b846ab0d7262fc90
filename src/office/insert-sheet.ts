/* global Excel */
/**
 * Putting a traveller the pane holds (a worked example, or a section of a results file) on a new
 * worksheet, selected so that it can be scored at once. Only adds a sheet, and removes it again
 * when Excel fails before it is whole (as the results sheet's writer does).
 */
import type { CellValue } from "../sheet/model";
import { uniqueSheetName } from "../sheet/names";
import { cellInput, rectAddress } from "./layout";
import { errorCode, SheetWriteError, writeFailureMessage } from "./failures";
import { removeSheet, type WrittenSheet } from "./write-sheet";

/** A traveller's cells as Excel takes them from A1: each cell as typed, the block's size and address. */
export interface TravellerInput {
  readonly input: ReturnType<typeof cellInput>[][];
  readonly rows: number;
  readonly columns: number;
  readonly whole: string;
}

/** The cells of a traveller laid out from A1, every row as wide as the widest. */
export function travellerInput(cells: readonly (readonly CellValue[])[]): TravellerInput {
  const rows = Math.max(1, cells.length);
  // A loop, not Math.max(...): a traveller of a hundred thousand rows is as many arguments.
  let columns = 1;
  for (const r of cells) columns = Math.max(columns, r.length);
  const input = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => cellInput(cells[r]?.[c] ?? null)),
  );
  return {
    input,
    rows,
    columns,
    whole: rectAddress({ top: 0, left: 0, bottom: rows - 1, right: columns - 1 }),
  };
}

/**
 * Queues a traveller's writing on a sheet (nothing is synced): its cells from A1, its header rows
 * in bold, the columns fitted, the sheet shown and the block selected, so the next Score reads it.
 */
export function putTraveller(
  sheet: Excel.Worksheet,
  t: TravellerInput,
  headerRows: readonly number[] = [],
): void {
  const block = sheet.getRange(t.whole);
  block.formulas = t.input;
  for (const r of headerRows)
    if (r >= 0 && r < t.rows)
      sheet.getRange(rectAddress({ top: r, left: 0, bottom: r, right: t.columns - 1 })).format.font.bold =
        true;
  block.format.autofitColumns();
  sheet.activate();
  block.select();
}

/**
 * Puts a traveller (a worked example) on a new worksheet named after it, made unique, with its
 * header rows in bold and the columns fitted, and selects it so that the next Score reads it.
 * Two context.sync() calls. When Excel fails, the sheet being added is deleted (never one that was
 * there) and a SheetWriteError says what happened and whether anything was left.
 *
 * @example
 * await insertExample("Board 15", [["NS", "EW", "Score"], [3, 6, 100]], { headerRows: [0] });
 */
export async function insertExample(
  name: string,
  cells: readonly (readonly CellValue[])[],
  options: { readonly headerRows?: readonly number[] } = {},
): Promise<WrittenSheet> {
  const t = travellerInput(cells);
  const whole = t.whole;
  let existing: string[] = [];
  let unique = name;
  let adding = false;
  try {
    return await Excel.run(async (context) => {
      const sheets = context.workbook.worksheets;
      sheets.load("items/name");
      await context.sync();
      existing = sheets.items.map((s) => s.name);
      unique = uniqueSheetName(name, existing);
      adding = true;
      putTraveller(sheets.add(unique), t, options.headerRows);
      await context.sync();
      return { name: unique, range: whole };
    });
  } catch (e) {
    if (e instanceof SheetWriteError) throw e;
    // Nothing of this insert may stay behind: the sheet being added goes (never one that was there).
    const removed = !adding || errorCode(e) === "ItemAlreadyExists" || (await removeSheet(unique, existing));
    throw new SheetWriteError(writeFailureMessage(e, unique, removed), !removed);
  }
}

/**
 * Deletes sheets this pane added a moment ago (a results file's earlier sections, when a later one
 * could not be written), each only if it is still there. True when all are gone.
 *
 * @example
 * await removeSheets(["Club Pairs A"]); // true
 */
export async function removeSheets(names: readonly string[]): Promise<boolean> {
  let all = true;
  for (const n of names) all = (await removeSheet(n, [])) && all;
  return all;
}
