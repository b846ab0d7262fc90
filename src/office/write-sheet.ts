/* global Excel */
/**
 * Writing a results sheet (a SheetModel) on a NEW worksheet, in requests of bounded size (one
 * context.sync() each: batches.ts plans them from layout.ts's blocks), with calculation suspended
 * while it is written; removed again if any request fails (failures.ts words the error). Nothing
 * here ever changes an existing worksheet: a sheet is only added, and the one being added is
 * deleted when its write fails.
 */
import type { CellStyle, PrintSetup, SheetModel } from "../sheet/model";
import { cellRef } from "../grid/a1";
import { blockNotes } from "../sheet/block-notes";
import { uniqueSheetName } from "../sheet/names";
import { type Batch, finishBytes, MAX_REQUEST_BYTES, planBatches } from "./batches";
import { errorCode, protectedMessage, SheetWriteError, writeFailureMessage } from "./failures";
import { type CellRect, columnsAddress, rectAddress, type SheetLayout, sheetLayout } from "./layout";
import { supports } from "./requirements";

/** A worksheet the add-in added: its name and the block it wrote (e.g. "A1:L40"). */
export interface WrittenSheet {
  readonly name: string;
  readonly range: string;
}

function applyStyle(range: Excel.Range, style: CellStyle, rect: CellRect): void {
  const format = range.format;
  if (style.bold) format.font.bold = true;
  if (style.italic) format.font.italic = true;
  if (style.fontColor) format.font.color = style.fontColor;
  if (style.fill) format.fill.color = style.fill;
  if (style.horizontalAlignment) format.horizontalAlignment = style.horizontalAlignment;
  if (style.wrapText) format.wrapText = true;
  if (style.borderBottom) {
    format.borders.getItem("EdgeBottom").style = "Continuous";
    // A rectangle of several rows: the line goes under each of them, not only the last.
    if (rect.bottom > rect.top) format.borders.getItem("InsideHorizontal").style = "Continuous";
  }
}

/**
 * Sets how a sheet prints (ExcelApi 1.9, worksheet.pageLayout): the orientation; when the model
 * fits it to a number of pages wide, the zoom that does so with verticalFitToPages 0 (as many
 * pages down as the rows need: Excel's "fit all columns on one page"); the title rows printed
 * at the top of every page ("$1:$3"); the print area; a page break above each row the model
 * starts a page with (the ranking's page, each board's, each summary's and a tall board's next).
 * Only queues the changes: they go with the caller's next
 * context.sync().
 *
 * @example
 * setPrint(sheet, { orientation: "landscape", fitToWidth: 1, titleRows: 3 });
 */
function setPrint(sheet: Excel.Worksheet, print: PrintSetup): void {
  const layout = sheet.pageLayout;
  layout.orientation = print.orientation === "landscape" ? "Landscape" : "Portrait";
  if (print.fitToWidth !== undefined)
    layout.zoom = { horizontalFitToPages: print.fitToWidth, verticalFitToPages: 0 };
  if (print.titleRows !== undefined && print.titleRows > 0)
    layout.setPrintTitleRows(`$1:$${print.titleRows}`);
  if (print.area !== undefined) layout.setPrintArea(print.area);
  // A page break above each row that starts a page (the ranking's own, each board's, the summary's).
  for (const row of print.breaks ?? []) sheet.horizontalPageBreaks.add(`A${row + 1}`);
}

/** How a write is to go: the most a request may hold, and who hears of each batch written. */
export interface WriteOptions {
  /** The largest request, in estimated bytes (default {@link MAX_REQUEST_BYTES}, 4 MB). */
  readonly maxRequestBytes?: number;
  /** Called after each batch is written: batches done, and how many there are. */
  readonly onBatch?: (done: number, total: number) => void;
}

/**
 * Writes a results sheet on a new worksheet and shows it. The name is the model's, made unique
 * among the workbook's sheets ("Board 15 cross-IMPs", then "Board 15 cross-IMPs (2)", ...).
 *
 * One context.sync() learns the existing names (and whether the workbook is protected, ExcelApi
 * 1.7: then nothing is added and the error says so); then one per batch (batches.ts: rectangles of
 * whole rows, each request estimated at 4 MB at most), so a sheet that fits one request takes two
 * syncs in all. Each batch carries its rows' formulas and constants as one 2-D array, their number
 * formats as another, and their styles once per rectangle of equal style; the last also carries
 * column widths, frozen rows, colour scales and the print setup (ExcelApi 1.9). Calculation is
 * suspended until each batch's sync (ExcelApi 1.6), so Excel recalculates once the sheet is whole.
 *
 * If any batch fails, the sheet being created is deleted (in a fresh Excel.run), every other sheet
 * is left as it was, and a SheetWriteError says what happened and what to do.
 *
 * @example
 * const written = await writeSheet(model, { onBatch: (done, total) => show(done / total) });
 * written.name; // "Board 15 cross-IMPs (2)" when "Board 15 cross-IMPs" already exists
 */
export async function writeSheet(model: SheetModel, options: WriteOptions = {}): Promise<WrittenSheet> {
  const layout = sheetLayout(model); // a bad model fails here, before Excel is touched
  const batches = planBatches(
    layout,
    finishBytes(model, layout),
    options.maxRequestBytes ?? MAX_REQUEST_BYTES,
  );
  const whole = { top: 0, left: 0, bottom: layout.rows - 1, right: layout.columns - 1 };
  let name = model.name;
  let existing: string[] = [];
  let adding = false;
  try {
    return await Excel.run(async (context) => {
      const sheets = context.workbook.worksheets;
      sheets.load("items/name");
      const protection = supports("1.7") ? context.workbook.protection : null;
      protection?.load("protected");
      await context.sync();
      if (protection?.protected) throw new SheetWriteError(protectedMessage(), false);
      existing = sheets.items.map((s) => s.name);
      name = uniqueSheetName(model.name, existing);

      adding = true;
      const sheet = sheets.add(name);
      for (let i = 0; i < batches.length; i++) {
        if (supports("1.6")) context.workbook.application.suspendApiCalculationUntilNextSync();
        writeBatch(sheet, batches[i], layout.columns);
        if (i === batches.length - 1) finishSheet(sheet, model, layout);
        // One sync per batch is the point: each request stays under Excel on the web's size limit.
        // eslint-disable-next-line office-addins/no-context-sync-in-loop
        await context.sync();
        options.onBatch?.(i + 1, batches.length);
      }
      return { name, range: rectAddress(whole) };
    });
  } catch (e) {
    if (e instanceof SheetWriteError) throw e;
    // Nothing of this write may stay behind: the sheet being created goes (never one that was there).
    const removed = !adding || errorCode(e) === "ItemAlreadyExists" || (await removeSheet(name, existing));
    throw new SheetWriteError(writeFailureMessage(e, name, removed), !removed);
  }
}

/** Queues one batch: its rows' formulas, number formats and styles. */
function writeBatch(sheet: Excel.Worksheet, batch: Batch, columns: number): void {
  const block = sheet.getRange(
    rectAddress({ top: batch.top, left: 0, bottom: batch.bottom, right: columns - 1 }),
  );
  if (batch.numberFormats) block.numberFormat = batch.numberFormats;
  block.formulas = batch.formulas;
  for (const { style, rect } of batch.styles) applyStyle(sheet.getRange(rectAddress(rect)), style, rect);
}

/** The model's font rules (a red contract in hearts or diamonds) as custom conditional formats (ExcelApi 1.6). */
function addFontRules(sheet: Excel.Worksheet, model: SheetModel): void {
  for (const rule of model.fontRules ?? []) {
    const format = sheet.getRange(rule.range).conditionalFormats.add("Custom");
    format.custom.rule.formula = rule.formula;
    format.custom.format.font.color = rule.fontColor;
  }
}

/** Queues what is set once for the sheet: widths, frozen rows, colour scales, printing; shows it. */
function finishSheet(sheet: Excel.Worksheet, model: SheetModel, layout: SheetLayout): void {
  for (const run of layout.widths)
    sheet.getRange(columnsAddress(run.first, run.last)).format.columnWidth = run.points;
  if (model.frozenRows && model.frozenRows > 0) sheet.freezePanes.freezeRows(model.frozenRows);
  if (supports("1.6")) {
    for (const scale of model.colourScales ?? []) {
      const format = sheet.getRange(scale.range).conditionalFormats.add("ColorScale");
      format.colorScale.criteria = {
        minimum: { type: "LowestValue", color: scale.minColor },
        midpoint:
          scale.midValue === undefined
            ? { type: "Percentile", formula: "50", color: scale.midColor }
            : { type: "Number", formula: String(scale.midValue), color: scale.midColor },
        maximum: { type: "HighestValue", color: scale.maxColor },
      };
    }
  }
  if (supports("1.6")) addFontRules(sheet, model);
  if (model.print && supports("1.9")) setPrint(sheet, model.print);
  // Each block's plain-words explanation as a note on its title (ExcelApi 1.18; older Excels go without).
  if (supports("1.18"))
    for (const note of blockNotes(model)) sheet.notes.add(cellRef(note.row, note.col), note.text);
  sheet.activate();
  sheet.getRange("A1").select();
}

/**
 * Deletes the sheet a failed write was creating, when it is there and was not there before (a
 * fresh Excel.run: the failed one's requests are spent). True when none of it is left.
 */
export async function removeSheet(name: string, before: readonly string[]): Promise<boolean> {
  if (before.some((n) => n.toLowerCase() === name.toLowerCase())) return true;
  try {
    return await Excel.run(async (context) => {
      const sheet = context.workbook.worksheets.getItemOrNullObject(name);
      await context.sync();
      if (sheet.isNullObject) return true;
      sheet.delete();
      await context.sync();
      return true;
    });
  } catch {
    return false;
  }
}
