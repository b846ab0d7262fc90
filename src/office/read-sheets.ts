/* global Excel */
/**
 * Reading whole worksheets for an event of several sessions: the names of the workbook's sheets,
 * and each chosen sheet's used range (one request for all of them). Reads only; nothing in the
 * workbook changes.
 */
import { parseAddress, type SheetArea } from "./area";
import { LARGE_SELECTION_CELLS } from "./failures";

/**
 * The names of the workbook's worksheets, in their order (one context.sync()).
 *
 * @example
 * await listSheets(); // ["Session 1", "Session 2"]
 */
export async function listSheets(): Promise<string[]> {
  return Excel.run(async (context) => {
    const sheets = context.workbook.worksheets;
    sheets.load("items/name");
    await context.sync();
    return sheets.items.map((s) => s.name);
  });
}

/**
 * The used range of each named sheet (its values and the text Excel shows), read once each: one
 * context.sync() for their sizes, one for all their cells; a sheet with nothing filled gives an
 * empty area. A sheet of more than 100,000 filled cells is refused before its cells are read (a
 * session's traveller is far smaller: something else is on it). The areas come back in the order
 * of the names, each with the names of the workbook's sheets.
 *
 * @example
 * const [s1, s2] = await readSheets(["Session 1", "Session 2"]);
 * s1.range; // "A1:F13"
 */
export async function readSheets(names: readonly string[]): Promise<SheetArea[]> {
  return Excel.run(async (context) => {
    const sheets = context.workbook.worksheets;
    sheets.load("items/name");
    const used = names.map((name) => {
      const range = sheets.getItem(name).getUsedRangeOrNullObject(true);
      range.load("address, cellCount");
      return range;
    });
    await context.sync();
    used.forEach((range, k) => {
      if (!range.isNullObject && range.cellCount > LARGE_SELECTION_CELLS)
        throw new Error(
          `${names[k]} has ${range.cellCount.toLocaleString("en")} filled cells (${range.address}), more than a session's traveller: untick it, or move what else is on it to another sheet.`,
        );
    });
    for (const range of used) if (!range.isNullObject) range.load("values, text");
    await context.sync();
    const sheetNames = sheets.items.map((s) => s.name);
    return used.map((range, k): SheetArea => {
      if (range.isNullObject)
        return { sheet: names[k], range: "A1", top: 0, left: 0, values: [[]], text: [[]], sheetNames };
      const address = range.address;
      const where = parseAddress(address);
      return {
        sheet: where.sheet ?? names[k],
        range: address.slice(address.lastIndexOf("!") + 1),
        top: where.top,
        left: where.left,
        values: range.values,
        text: range.text,
        sheetNames,
      };
    });
  });
}
