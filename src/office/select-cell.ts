/* global Excel */
// A problem's cell selected, when the director clicks the problem in the pane's list: its sheet
// activated and the cell selected, so what the message names is in front of them. Nothing is
// changed in the workbook.
import { parseAddress } from "./area";

/**
 * Activates the address's sheet and selects the cell (or range) there. An address without a
 * sheet is taken on the active sheet.
 *
 * @example
 * await selectCell("Sheet1!F7"); // Sheet1 shown, F7 selected
 * await selectCell("'Board 15'!C4");
 */
export async function selectCell(address: string): Promise<void> {
  const { sheet } = parseAddress(address); // a bad address is refused before Excel is called
  const range = address.slice(address.lastIndexOf("!") + 1);
  await Excel.run(async (context) => {
    const worksheets = context.workbook.worksheets;
    const ws = sheet === null ? worksheets.getActiveWorksheet() : worksheets.getItem(sheet);
    ws.activate();
    ws.getRange(range).select();
    await context.sync();
  });
}
