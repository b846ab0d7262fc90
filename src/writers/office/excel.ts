/* global Excel, Office */
/**
 * The add-in's only contact with Office.js. Everything else in the pane receives these functions
 * (as props or arguments) and never calls Excel itself, so the pane can be rendered and tested
 * with Excel mocked.
 *
 * - readTravellerArea: the selected block, or the block around the active cell.
 * - writeSheet: a results sheet (a SheetModel) on a NEW worksheet, in requests of bounded size
 *   (one context.sync() each), with calculation suspended while it is written; removed again if
 *   any request fails.
 * - insertExample: a traveller on a new worksheet, selected so that it can be scored at once.
 * - loadSettings / saveSettings: the pane's last choices, kept in the document.
 * - officeColours: the colours of Office's theme, which the pane follows.
 *
 * Nothing here ever changes an existing worksheet: sheets are only added (and a sheet this module
 * was adding is deleted when its write fails).
 */
import type { CellValue, CellStyle, PrintSetup, SheetModel } from "../../sheet/model";
import { uniqueSheetName } from "../../sheet/names";
import type { WrittenSheet } from "../../taskpane/actions";
import type { OfficeColours } from "../../taskpane/theme";
import { parseAddress, type SheetArea } from "../../taskpane/area";
import { type Batch, finishBytes, MAX_REQUEST_BYTES, planBatches } from "./batches";
import {
  errorCode,
  LARGE_SELECTION_CELLS,
  LargeSelectionError,
  protectedMessage,
  SheetWriteError,
  writeFailureMessage,
} from "./failures";
import {
  type CellRect,
  cellInput,
  columnsAddress,
  rectAddress,
  type SheetLayout,
  sheetLayout,
} from "./layout";

/** Whether the running Excel supports an ExcelApi requirement set (false when Office cannot tell). */
function supports(version: string): boolean {
  try {
    return Office.context.requirements.isSetSupported("ExcelApi", version);
  } catch {
    return false;
  }
}

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
    const found = !target.isNullObject;
    const address = found ? target.address : selected.address;
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
  });
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
 * pages down as the rows need: Excel's "fit all columns on one page"); and the title rows printed
 * at the top of every page ("$1:$3"). Only queues the changes: they go with the caller's next
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
  if (model.print && supports("1.9")) setPrint(sheet, model.print);
  sheet.activate();
  sheet.getRange("A1").select();
}

/**
 * Deletes the sheet a failed write was creating, when it is there and was not there before (a
 * fresh Excel.run: the failed one's requests are spent). True when none of it is left.
 */
async function removeSheet(name: string, before: readonly string[]): Promise<boolean> {
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

const SETTINGS_KEY = "bridgeScoring.pane";

/** The document's settings, or null outside Office (the pane then remembers nothing). */
function documentSettings(): Office.Settings | null {
  try {
    return Office.context?.document?.settings ?? null;
  } catch {
    return null;
  }
}

/**
 * The pane's choices last saved in this document (whatever was stored: the caller checks it),
 * or null when none were saved or the pane is not running in Office.
 *
 * @example
 * restoreOptions(loadSettings()); // the last choices, or the defaults
 */
export function loadSettings(): unknown {
  const settings = documentSettings();
  if (!settings) return null;
  const saved: unknown = settings.get(SETTINGS_KEY);
  return saved === undefined ? null : saved;
}

/**
 * Remembers the pane's choices in the document (Office's document settings, saved with the
 * workbook). Resolves when Office has stored them; does nothing outside Office.
 *
 * @example
 * await saveSettings({ method: "cross", divisor: "total" });
 */
export function saveSettings(value: unknown): Promise<void> {
  const settings = documentSettings();
  if (!settings) return Promise.resolve();
  settings.set(SETTINGS_KEY, value);
  return new Promise((resolve, reject) => {
    settings.saveAsync((result) => {
      if (String(result.status) === "failed") {
        reject(new Error(`The pane's choices could not be saved in the workbook: ${result.error.message}`));
      } else resolve();
    });
  });
}

/** A results file the pane saves (see src/taskpane/save.ts). */
interface FileToSave {
  readonly name: string;
  readonly type: string;
  readonly text: string;
}

/**
 * Saves a results file. Where a task pane may download (Excel on the web, Excel on Windows) it is
 * downloaded through a link to a Blob; Excel on Mac ignores such downloads (its WebKit view gives
 * them no save dialog), so there the file opens in an Office dialog (results-dialog.html, sent
 * the file with messageChild, DialogApi 1.2) from which the page can be printed or the text copied.
 *
 * @example
 * await saveFile({ name: "results.pbn", type: "text/plain", text: pbn }); // "downloaded", or "shown" on a Mac
 */
export async function saveFile(file: FileToSave): Promise<"downloaded" | "shown"> {
  let mac = false;
  try {
    mac = Office.context.platform === Office.PlatformType.Mac;
  } catch {
    mac = false;
  }
  if (!mac) {
    const url = URL.createObjectURL(new Blob([file.text], { type: file.type }));
    const link = document.createElement("a");
    link.href = url;
    link.download = file.name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return "downloaded";
  }
  const page = new URL("results-dialog.html", window.location.href).href;
  return new Promise((resolve, reject) =>
    Office.context.ui.displayDialogAsync(page, { height: 80, width: 70 }, (opened) => {
      if (opened.status === Office.AsyncResultStatus.Failed) {
        reject(new Error(`The window could not open: ${opened.error.message}`));
        return;
      }
      const dialog = opened.value;
      // The dialog says it is ready; it is then sent the file.
      dialog.addEventHandler(Office.EventType.DialogMessageReceived, () =>
        dialog.messageChild(JSON.stringify(file)),
      );
      resolve("shown");
    }),
  );
}

/**
 * The colours of Office's theme (Office.context.officeTheme: White, Colorful, Dark Gray, Black),
 * for the pane to follow; null outside Office or where Office does not say.
 *
 * @example
 * officeColours(); // { bodyBackgroundColor: "#262626", bodyForegroundColor: "#FFFFFF" } in the Black theme
 */
export function officeColours(): OfficeColours | null {
  try {
    const theme = Office.context?.officeTheme;
    if (!theme) return null;
    return { bodyBackgroundColor: theme.bodyBackgroundColor, bodyForegroundColor: theme.bodyForegroundColor };
  } catch {
    return null;
  }
}
