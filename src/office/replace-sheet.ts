/* global Excel */
/**
 * A traveller scored again, the director having chosen to replace its earlier results: the new
 * results sheet takes the place of the earlier ones. Done so that nothing is lost when Excel
 * fails part way: the earlier sheets are first set aside under other names, the new sheet is
 * written (write-sheet.ts, under its own name, now free), and only then are the earlier sheets
 * deleted. When the write fails, the earlier sheets get their names back.
 */
import type { SheetModel } from "../sheet/model";
import { uniqueSheetName } from "../sheet/names";
import { writeSheet, type WriteOptions, type WrittenSheet } from "./write-sheet";

/** A results sheet written in place of earlier ones: which were deleted, which could not be. */
export interface ReplacedSheet extends WrittenSheet {
  /** The earlier sheets deleted (as they were named). */
  readonly replaced: readonly string[];
  /** Earlier sheets that could not be deleted, by the names they were set aside under. */
  readonly left: readonly string[];
}

/**
 * Writes a results sheet in place of earlier ones (names of sheets in the workbook; one no longer
 * there is passed over). One context.sync() sets the earlier sheets aside ("Session matchpoints"
 * becomes "Session matchpoints old"), the write takes its own, and one more deletes them. When the
 * write fails its error is thrown after the earlier sheets are renamed back (as far as Excel lets).
 *
 * @example
 * const written = await replaceSheet(model, ["Session matchpoints"]);
 * written.name; // "Session matchpoints", written.replaced ["Session matchpoints"]
 */
export async function replaceSheet(
  model: SheetModel,
  earlier: readonly string[],
  options: WriteOptions = {},
): Promise<ReplacedSheet> {
  const aside = await setAside(earlier);
  let written: WrittenSheet;
  try {
    written = await writeSheet(model, options);
  } catch (e) {
    await renameBack(aside);
    throw e;
  }
  const left = await deleteSheets(aside.map((a) => a.aside));
  const replaced = aside.filter((a) => !left.includes(a.aside)).map((a) => a.name);
  return { ...written, replaced, left };
}

interface SetAside {
  readonly name: string;
  readonly aside: string;
}

/** Renames each earlier sheet still there to a name of its own ("X old", made unique). */
async function setAside(earlier: readonly string[]): Promise<SetAside[]> {
  return Excel.run(async (context) => {
    const sheets = context.workbook.worksheets;
    sheets.load("items/name");
    await context.sync();
    const names = sheets.items.map((s) => s.name);
    const aside: SetAside[] = [];
    for (const wanted of earlier) {
      const name = names.find((n) => n.toLowerCase() === wanted.toLowerCase());
      if (name === undefined) continue;
      const other = uniqueSheetName(`${name} old`, [...names, ...earlier]);
      names.push(other);
      sheets.getItem(name).name = other;
      aside.push({ name, aside: other });
    }
    if (aside.length > 0) await context.sync();
    return aside;
  });
}

/** The earlier sheets get their own names back (the write failed); quietly as far as Excel lets. */
async function renameBack(aside: readonly SetAside[]): Promise<void> {
  if (aside.length === 0) return;
  try {
    await Excel.run(async (context) => {
      for (const a of aside) context.workbook.worksheets.getItem(a.aside).name = a.name;
      await context.sync();
    });
  } catch {
    // The write's own error says what failed; the earlier sheets are still there, set aside.
  }
}

/** Deletes the sheets set aside; the names of those that could not be deleted. */
async function deleteSheets(names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  try {
    await Excel.run(async (context) => {
      for (const n of names) context.workbook.worksheets.getItem(n).delete();
      await context.sync();
    });
    return [];
  } catch {
    return [...names];
  }
}
