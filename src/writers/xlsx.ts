import * as fs from "node:fs/promises";
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { CellModel, CellStyle, PrintSetup, SheetModel } from "../sheet/model";
import { blockNotes } from "../sheet/block-notes";
import { uniqueSheetName } from "../sheet/names";
import type { SplitSheets } from "../sheet/split";
import { fitCellText } from "../grid/a1";
import { forXml } from "../io/text";

/** How the workbook is written. */
export interface XlsxOptions {
  /**
   * Whether each formula cell carries the engine's value as its cached result (default true), so
   * a program that does not recalculate (a viewer, a script reading the file) still sees it.
   * Tests write a copy without them to make another spreadsheet compute every formula itself.
   */
  readonly cachedValues?: boolean;
  /** Past how many cells in all the workbook is streamed (default {@link STREAM_ABOVE}); tests set it. */
  readonly streamAbove?: number;
}

/** "#RRGGBB" as ExcelJS's ARGB. */
function argb(colour: string): string {
  const hex = /^#?([0-9a-f]{6})$/i.exec(colour.trim());
  if (!hex) throw new Error(`Not a colour "#RRGGBB": ${colour}`);
  return `FF${hex[1].toUpperCase()}`;
}

/**
 * The workbook's default font (ExcelJS's, as in a new Excel workbook). A font set on a cell names it
 * in full: a font that gives only bold or italic leaves the face to the reader, and LibreOffice
 * then shows those cells in its own default serif face at another size.
 */
const DEFAULT_FONT = { name: "Calibri", size: 11, family: 2 } as const;

/** A cell style and number format as ExcelJS's style. */
function excelStyle(style: CellStyle | undefined, numFmt: string | undefined): Partial<ExcelJS.Style> {
  const out: Partial<ExcelJS.Style> = {};
  if (numFmt) out.numFmt = numFmt;
  if (style === undefined) return out;
  if (style.bold || style.italic || style.fontColor) {
    out.font = {
      ...DEFAULT_FONT,
      ...(style.bold ? { bold: true } : {}),
      ...(style.italic ? { italic: true } : {}),
      ...(style.fontColor ? { color: { argb: argb(style.fontColor) } } : {}),
    };
  }
  if (style.fill) out.fill = { type: "pattern", pattern: "solid", fgColor: { argb: argb(style.fill) } };
  if (style.horizontalAlignment || style.wrapText) {
    out.alignment = {
      ...(style.horizontalAlignment
        ? { horizontal: style.horizontalAlignment.toLowerCase() as "left" | "center" | "right" }
        : {}),
      ...(style.wrapText ? { wrapText: true } : {}),
    };
  }
  if (style.borderBottom) out.border = { bottom: { style: "thin" } };
  return out;
}

/**
 * Each look's ExcelJS style, made once and given to every cell of that look and number format:
 * ExcelJS files a style object it has met before under the same number, where a style of its own
 * for each cell is written out and compared, cell after cell (most of the time a workbook of
 * millions of cells took). The models' styles are shared by every cell of a look (styles.ts).
 */
class StyleCache {
  private readonly byStyle = new WeakMap<CellStyle, Map<string, Partial<ExcelJS.Style>>>();
  private readonly plain = new Map<string, Partial<ExcelJS.Style>>();

  of(style: CellStyle | undefined, numFmt: string | undefined): Partial<ExcelJS.Style> | null {
    if (style === undefined && !numFmt) return null;
    let formats = style === undefined ? this.plain : this.byStyle.get(style);
    if (formats === undefined) this.byStyle.set(style!, (formats = new Map()));
    const key = numFmt ?? "";
    let found = formats.get(key);
    if (found === undefined) formats.set(key, (found = excelStyle(style, numFmt)));
    return found;
  }
}

/**
 * A value as a cell holds it: text within Excel's characters a cell (cut with a mark past them),
 * without the characters XML 1.0 forbids (ExcelJS escapes only & < > and quotes, so half a
 * surrogate pair or a NUL would make the sheet's XML unreadable).
 */
function cellText<T>(value: T): T | string {
  return typeof value === "string" ? fitCellText(forXml(value)) : value;
}

function writeCell(cell: ExcelJS.Cell, c: CellModel, cached: boolean, styles: StyleCache): void {
  if (c.formula !== undefined) {
    const formula = forXml(c.formula.replace(/^=/, ""));
    const result = cached && c.value !== null && c.value !== undefined ? cellText(c.value) : undefined;
    cell.value = (result === undefined ? { formula } : { formula, result }) as ExcelJS.CellFormulaValue;
  } else if (c.value !== undefined && c.value !== null) {
    cell.value = cellText(c.value);
  }
  // Shared, never changed after: ExcelJS files it once.
  const style = styles.of(c.style, c.numberFormat);
  if (style !== null) cell.style = style;
}

/**
 * The width ExcelJS is given for a column the model makes `width` characters wide. ExcelJS takes
 * a width of exactly 9 for its own default and writes no width at all, so the column would open
 * at the reader's default (8.43 in Excel and LibreOffice); a thousandth more is written.
 *
 * @example
 * xlsxColumnWidth(9); // 9.001
 * xlsxColumnWidth(15); // 15
 */
export function xlsxColumnWidth(width: number): number {
  return width === EXCELJS_DEFAULT_WIDTH ? width + 0.001 : width;
}

const EXCELJS_DEFAULT_WIDTH = 9;

/** The model's font rules (a red contract in hearts or diamonds) as conditional formats of formulas. */
function addFontRules(ws: ExcelJS.Worksheet, model: SheetModel): void {
  (model.fontRules ?? []).forEach((rule, k) =>
    ws.addConditionalFormatting({
      ref: rule.range,
      rules: [
        {
          type: "expression",
          // Each rule its own priority, after the colour scales' 1 (the ranges never overlap them).
          priority: k + 2,
          formulae: [rule.formula.slice(1)],
          style: { font: { color: { argb: argb(rule.fontColor) } } },
        },
      ],
    }),
  );
}

/**
 * ExcelJS's page setup for a model's print setup: the orientation; when the sheet is fitted to a
 * number of pages wide, fitToPage with fitToHeight 0 (as many pages down as needed); the title
 * rows printed on every page as printTitlesRow ("1:3", written as the sheet's Print_Titles); and
 * the print area (written as the sheet's Print_Area). Excel, Excel on the web and LibreOffice all
 * read these, and the row breaks written under the rows (fillSheet).
 *
 * @example
 * pageSetupOf({ orientation: "landscape", fitToWidth: 1, titleRows: 3, area: "A1:U979" });
 * // { orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: "1:3", printArea: "A1:U979" }
 */
export function pageSetupOf(print: PrintSetup): Partial<ExcelJS.PageSetup> {
  return {
    orientation: print.orientation,
    ...(print.fitToWidth !== undefined
      ? { fitToPage: true, fitToWidth: print.fitToWidth, fitToHeight: 0 }
      : {}),
    ...(print.titleRows !== undefined && print.titleRows > 0
      ? { printTitlesRow: `1:${print.titleRows}` }
      : {}),
    ...(print.area !== undefined ? { printArea: print.area } : {}),
  };
}

/**
 * Puts sheet models into a new ExcelJS workbook, one worksheet each (names made unique in the
 * workbook): constants and formulas (with their cached values unless told otherwise), number
 * formats, fonts, fills, alignment, bottom borders, column widths, frozen rows, three-colour
 * scales and the page setup for printing (title rows repeated on every page and page breaks
 * included). Each cell
 * goes where the model puts it, so the blocks the model declares need nothing more here.
 *
 * @example
 * const wb = workbookFromModels([buildResultsSheet(traveller, { method: "mp" })]);
 * wb.worksheets[0].name; // "Board 15 matchpoints"
 */
export function workbookFromModels(
  models: readonly SheetModel[],
  options: XlsxOptions = {},
): ExcelJS.Workbook {
  const cached = options.cachedValues ?? true;
  const wb = new ExcelJS.Workbook();
  wb.creator = "Bridge Scoring for Excel";
  const names: string[] = [];
  for (const model of models) {
    const name = uniqueSheetName(forXml(model.name), names);
    names.push(name);
    fillSheet(wb.addWorksheet(name, sheetOptions(model)), model, cached);
  }
  return wb;
}

/** A worksheet's frozen rows and print setup, as a model gives them. */
function sheetOptions(model: SheetModel): Partial<ExcelJS.AddWorksheetOptions> {
  return {
    views: model.frozenRows ? [{ state: "frozen", ySplit: model.frozenRows, xSplit: 0 }] : [],
    ...(model.print ? { pageSetup: pageSetupOf(model.print) } : {}),
  };
}

/**
 * Writes a model on a worksheet row by row, each row committed once written (nothing in a
 * workbook kept whole; a streamed workbook writes the row out and forgets it): the column widths
 * and colour scales first, then each row's cells, the notes on its cells and a page break under it.
 */
function fillSheet(ws: ExcelJS.Worksheet, model: SheetModel, cached: boolean): void {
  const styles = new StyleCache();
  for (const [col, width] of Object.entries(model.columnWidths ?? {})) {
    ws.getColumn(Number(col) + 1).width = xlsxColumnWidth(width);
  }
  addFontRules(ws, model);
  for (const scale of model.colourScales ?? []) {
    ws.addConditionalFormatting({
      ref: scale.range,
      rules: [
        {
          type: "colorScale",
          priority: 1,
          cfvo: [
            { type: "min" },
            scale.midValue === undefined
              ? { type: "percentile", value: 50 }
              : { type: "num", value: scale.midValue },
            { type: "max" },
          ],
          color: [
            { argb: argb(scale.minColor) },
            { argb: argb(scale.midColor) },
            { argb: argb(scale.maxColor) },
          ],
        },
      ],
    });
  }
  // Each block's plain-words explanation as a note on its title: hovered in Excel, not printed.
  const notes = new Map<number, { col: number; text: string }[]>();
  for (const note of blockNotes(model)) notes.set(note.row, [...(notes.get(note.row) ?? []), note]);
  // A page break under the row above each row that starts a page (0-based row r - 1).
  const breaks = new Set((model.print?.breaks ?? []).filter((r) => r > 0).map((r) => r - 1));
  const rows = [...new Set([...notes.keys(), ...breaks])].sort((a, b) => a - b);
  let next = 0;
  let row: ExcelJS.Row | null = null;
  let at = -1;
  const finishRow = (): void => {
    if (row === null) return;
    for (const note of notes.get(at) ?? []) row.getCell(note.col + 1).note = forXml(note.text);
    if (breaks.has(at)) row.addPageBreak();
    row.commit();
    row = null;
  };
  const moveTo = (r: number): void => {
    if (r === at) return;
    finishRow();
    // Rows with a note or a page break but no cell before this one.
    while (next < rows.length && rows[next] < r) {
      at = rows[next++];
      row = ws.getRow(at + 1);
      finishRow();
    }
    if (next < rows.length && rows[next] === r) next++;
    at = r;
    row = ws.getRow(r + 1);
  };
  for (const c of model.cells) {
    moveTo(c.row);
    writeCell(row!.getCell(c.col + 1), c, cached, styles);
  }
  finishRow();
  while (next < rows.length) {
    at = rows[next++];
    row = ws.getRow(at + 1);
    finishRow();
  }
  // A streamed worksheet is finished here, and its part of the file written (one kept whole has no commit).
  (ws as { commit?: () => void }).commit?.();
}

/**
 * Past this many cells in all, a workbook is streamed: each row written out as soon as it is made
 * (ExcelJS's streaming writer), not kept whole until the file is written. A session split across
 * sheets has millions of cells: kept whole, ExcelJS holds hundreds of bytes for each and takes
 * three times as long. Smaller workbooks are written whole, as they always were.
 */
const STREAM_ABOVE = 500_000;

/**
 * The .xlsx file of one or several sheet models, as bytes. A session split across sheets
 * (SplitSheets) is laid out as it is written, each part's sheet dropped once written, its
 * ranking sheet first in the workbook.
 *
 * @example
 * const bytes = await xlsxBuffer(buildResultsSheet(traveller, { method: "cross" }));
 */
export async function xlsxBuffer(
  models: SheetModel | readonly (SheetModel | SplitSheets)[],
  options: XlsxOptions = {},
): Promise<Buffer> {
  const list = Array.isArray(models)
    ? (models as readonly (SheetModel | SplitSheets)[])
    : [models as SheetModel];
  let cells = 0;
  for (const m of list) cells += "cells" in m ? m.cells.length : Infinity;
  if (cells > (options.streamAbove ?? STREAM_ABOVE)) return streamedXlsx(list, options);
  const data = await workbookFromModels(list as readonly SheetModel[], options).xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

/**
 * When the streaming writer's zip has finished its next entry (the archiver's "entry" event): a
 * worksheet's, once it is committed and no other entry is open before it.
 */
function entry(wb: ExcelJS.stream.xlsx.WorkbookWriter): Promise<void> {
  const zip = (wb as unknown as { zip?: NodeJS.EventEmitter }).zip;
  return new Promise((resolve) => (zip === undefined ? resolve() : zip.once("entry", () => resolve())));
}

/**
 * The .xlsx file of sheet models written through ExcelJS's streaming writer, row after row; a
 * split session's parts laid out one at a time, its ranking sheet (made from them) written last
 * into the first worksheet.
 */
async function streamedXlsx(
  models: readonly (SheetModel | SplitSheets)[],
  options: XlsxOptions,
): Promise<Buffer> {
  const cached = options.cachedValues ?? true;
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: true });
  wb.creator = "Bridge Scoring for Excel";
  const names: string[] = [];
  // A streamed worksheet starts its file when it is added: its views and print setup go with it.
  const write = (model: SheetModel): void => {
    const name = uniqueSheetName(forXml(model.name), names);
    names.push(name);
    const ws = wb.addWorksheet(name, sheetOptions(model)) as unknown as ExcelJS.Worksheet;
    fillSheet(ws, model, cached);
  };
  // The worksheets in the workbook's order: ExcelJS lists them by the place each has in this array.
  const order = (wb as unknown as { _worksheets?: unknown[] })._worksheets;
  for (const m of models) {
    if ("cells" in m) {
      write(m);
      continue;
    }
    const before = order?.length ?? 0;
    const parts = m.sheets();
    for (let step = parts.next(); ; step = parts.next()) {
      if (step.done) {
        write(step.value);
        break;
      }
      const entered = entry(wb);
      write(step.value);
      // The part's rows are compressed into the file before the next part is laid out, so one
      // part at most waits in memory.
      await entered;
    }
    // The ranking sheet, made last from its parts, goes before them.
    if (Array.isArray(order) && order.length > before + 1) order.splice(before, 0, order.pop());
  }
  await wb.commit();
  return Buffer.concat(chunks);
}

/**
 * Writes one or several sheet models to an .xlsx file.
 *
 * @example
 * await writeXlsx("board15.xlsx", buildResultsSheet(traveller, { method: "cross", divisor: "total" }));
 */
export async function writeXlsx(
  path: string,
  models: SheetModel | readonly SheetModel[],
  options: XlsxOptions = {},
): Promise<void> {
  await fs.writeFile(path, await xlsxBuffer(models, options));
}
