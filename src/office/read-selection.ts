/* global Excel */
/**
 * Reading the traveller the director pointed at: the selected block, or the block around the
 * active cell, with the text Excel shows and the names of the workbook's sheets; or the block
 * around a given cell (a traveller scored before, found again from its results sheet). Reads
 * only; nothing in the workbook changes.
 */
import { parseAddress, type SheetArea } from "./area";
import { LARGE_SELECTION_CELLS, LargeSelectionError } from "./failures";
import { supports } from "./requirements";

/**
 * Reads the traveller the director pointed at: the selection when it is more than one cell
 * (clipped to the sheet's used cells, so selecting whole columns reads only what is filled), or,
 * when one cell is selected, the block of filled cells around it (Range.getSurroundingRegion,
 * ExcelApi 1.7; where that is missing, the sheet's used range). Returns the values, the text as
 * shown, the sheet's name and where the block starts (so problems can be named by Excel address),
 * and the names of the workbook's sheets.
 *
 * A block of more than 100,000 cells is not read unless `anySize` is set: a LargeSelectionError
 * gives its size, so the pane can ask first. Two context.sync() calls for a selection of up to
 * 100,000 cells; three when the size of the block is known only from Excel (one cell selected, or
 * a larger selection clipped to the used cells).
 *
 * @example
 * const area = await readTravellerArea();
 * area.sheet; // "Sheet1"
 * area.range; // "A2:J7"
 */
export async function readTravellerArea(options: { readonly anySize?: boolean } = {}): Promise<SheetArea> {
  return Excel.run(async (context) => {
    const selected = context.workbook.getSelectedRange();
    selected.load("address, cellCount");
    const sheets = context.workbook.worksheets;
    sheets.load("items/name");
    await context.sync();
    const sheetNames = sheets.items.map((s) => s.name);

    let target: Excel.Range;
    if (selected.cellCount === 1) {
      target = supports("1.7") ? selected.getSurroundingRegion() : selected.worksheet.getUsedRange(true);
    } else if (supports("1.4")) {
      target = selected.getIntersectionOrNullObject(selected.worksheet.getUsedRange(true));
    } else {
      target = selected;
    }
    const bounded = selected.cellCount > 1 && selected.cellCount <= LARGE_SELECTION_CELLS;
    if (!options.anySize && !bounded) {
      target.load("address, cellCount");
      await context.sync();
      if (!target.isNullObject && target.cellCount > LARGE_SELECTION_CELLS)
        throw new LargeSelectionError(target.cellCount, target.address);
    }
    target.load("address, values, text");
    await context.sync();

    // Nothing filled in the selection: an empty area where the selection is.
    return areaRead(target, selected.address, sheetNames);
  });
}

/**
 * Reads the traveller whose first cell is at `address` ("Sheet1!C3", as the record of a
 * traveller's results sheets keeps it): the block of filled cells around that cell as it is now
 * (Range.getSurroundingRegion, ExcelApi 1.7; where that is missing, the sheet's used range), with
 * the names of the workbook's sheets. What Score reads when it is pressed on one of the pane's own
 * results sheets. The traveller was read once before, so no size is asked about. One
 * context.sync() call; nothing in the workbook changes.
 *
 * @example
 * const area = await readTravellerAt("Sheet1!C3");
 * area.range; // "C3:F7" (or larger, once the director added a row)
 */
export async function readTravellerAt(address: string): Promise<SheetArea> {
  const { sheet } = parseAddress(address); // a bad address is refused before Excel is called
  if (sheet === null) throw new Error(`"${address}" names no sheet.`);
  const cell = address.slice(address.lastIndexOf("!") + 1);
  return Excel.run(async (context) => {
    const sheets = context.workbook.worksheets;
    sheets.load("items/name");
    const start = sheets.getItem(sheet).getRange(cell);
    const target = supports("1.7") ? start.getSurroundingRegion() : start.worksheet.getUsedRange(true);
    target.load("address, values, text");
    await context.sync();
    return areaRead(
      target,
      address,
      sheets.items.map((s) => s.name),
    );
  });
}

/** The area of a range read (its values and text loaded), or an empty one at `fallback` when it is a null object. */
function areaRead(target: Excel.Range, fallback: string, sheetNames: readonly string[]): SheetArea {
  const found = !target.isNullObject;
  const address = found ? target.address : fallback;
  const where = parseAddress(address);
  return {
    sheet: where.sheet ?? "",
    range: address.slice(address.lastIndexOf("!") + 1),
    top: where.top,
    left: where.left,
    values: found ? target.values : [[]],
    text: found ? target.text : [[]],
    sheetNames,
  };
}
