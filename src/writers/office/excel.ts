/* global Excel, Office */
/**
 * The add-in's only contact with Office.js. Everything else in the pane receives these functions
 * (as props or arguments) and never calls Excel itself, so the pane can be rendered and tested
 * with Excel mocked.
 *
 * - readTravellerArea: the selected block, or the block around the active cell.
 * - writeSheet: a results sheet (a SheetModel) on a NEW worksheet, in two context.sync() calls
 *   whatever its size, with calculation suspended while it is written.
 * - insertExample: a traveller on a new worksheet, selected so that it can be scored at once.
 * - loadSettings / saveSettings: the pane's last choices, kept in the document.
 *
 * Nothing here ever changes an existing worksheet: sheets are only added.
 */
import type { CellValue, CellStyle, PrintSetup, SheetModel } from "../../sheet/model";
import { uniqueSheetName } from "../../sheet/names";
import type { WrittenSheet } from "../../taskpane/actions";
import { parseAddress, type SheetArea } from "../../taskpane/area";
import { type CellRect, cellInput, columnsAddress, rectAddress, sheetLayout } from "./layout";

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
 * and the names of the workbook's sheets. Two context.sync() calls.
 *
 * @example
 * const area = await readTravellerArea();
 * area.sheet; // "Sheet1"
 * area.range; // "A2:J7"
 */
export async function readTravellerArea(): Promise<SheetArea> {
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

/**
 * Writes a results sheet on a new worksheet and shows it. The name is the model's, made unique
 * among the workbook's sheets ("Board 15 cross-IMPs", then "Board 15 cross-IMPs (2)", ...).
 * Two context.sync() calls whatever the size: one to learn the existing names, one to write
 * everything (formulas and constants as one 2-D array over the used rectangle, number formats as
 * another, each style once per rectangle of equal style, column widths in runs, frozen rows,
 * colour scales, and the print setup, title rows included, where ExcelApi 1.9 allows it) with
 * calculation suspended until it is all written (ExcelApi 1.6).
 *
 * @example
 * const written = await writeSheet(model);
 * written.name; // "Board 15 cross-IMPs (2)" when "Board 15 cross-IMPs" already exists
 */
export async function writeSheet(model: SheetModel): Promise<WrittenSheet> {
  const layout = sheetLayout(model); // a bad model fails here, before Excel is touched
  return Excel.run(async (context) => {
    const sheets = context.workbook.worksheets;
    sheets.load("items/name");
    await context.sync();
    const name = uniqueSheetName(
      model.name,
      sheets.items.map((s) => s.name),
    );

    if (supports("1.6")) context.workbook.application.suspendApiCalculationUntilNextSync();
    const sheet = sheets.add(name);
    const whole = { top: 0, left: 0, bottom: layout.rows - 1, right: layout.columns - 1 };
    const block = sheet.getRange(rectAddress(whole));
    block.numberFormat = layout.numberFormats;
    block.formulas = layout.formulas;
    for (const group of layout.styles) {
      for (const rect of group.rects) applyStyle(sheet.getRange(rectAddress(rect)), group.style, rect);
    }
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
    await context.sync();
    return { name, range: rectAddress(whole) };
  });
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
