import * as fs from "node:fs/promises";
import ExcelJS from "exceljs";
import { CellModel, CellStyle, PrintSetup, SheetModel } from "../sheet/model";
import { blockNotes } from "../sheet/block-notes";
import { uniqueSheetName } from "../sheet/names";
import { fitCellText } from "../grid/a1";

/** How the workbook is written. */
export interface XlsxOptions {
  /**
   * Whether each formula cell carries the engine's value as its cached result (default true), so
   * a program that does not recalculate (a viewer, a script reading the file) still sees it.
   * Tests write a copy without them to make another spreadsheet compute every formula itself.
   */
  readonly cachedValues?: boolean;
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

function applyStyle(cell: ExcelJS.Cell, style: CellStyle): void {
  if (style.bold || style.italic || style.fontColor) {
    cell.font = {
      ...DEFAULT_FONT,
      ...(style.bold ? { bold: true } : {}),
      ...(style.italic ? { italic: true } : {}),
      ...(style.fontColor ? { color: { argb: argb(style.fontColor) } } : {}),
    };
  }
  if (style.fill) cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: argb(style.fill) } };
  if (style.horizontalAlignment || style.wrapText) {
    cell.alignment = {
      ...(style.horizontalAlignment
        ? { horizontal: style.horizontalAlignment.toLowerCase() as "left" | "center" | "right" }
        : {}),
      ...(style.wrapText ? { wrapText: true } : {}),
    };
  }
  if (style.borderBottom) cell.border = { bottom: { style: "thin" } };
}

/** A value as a cell holds it: text within Excel's characters a cell (cut with a mark past them). */
function cellText<T>(value: T): T | string {
  return typeof value === "string" ? fitCellText(value) : value;
}

function writeCell(ws: ExcelJS.Worksheet, c: CellModel, cached: boolean): void {
  const cell = ws.getCell(c.row + 1, c.col + 1);
  if (c.formula !== undefined) {
    const formula = c.formula.replace(/^=/, "");
    const result = cached && c.value !== null && c.value !== undefined ? cellText(c.value) : undefined;
    cell.value = (result === undefined ? { formula } : { formula, result }) as ExcelJS.CellFormulaValue;
  } else if (c.value !== undefined && c.value !== null) {
    cell.value = cellText(c.value);
  }
  if (c.numberFormat) cell.numFmt = c.numberFormat;
  if (c.style) applyStyle(cell, c.style);
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

/**
 * ExcelJS's page setup for a model's print setup: the orientation; when the sheet is fitted to a
 * number of pages wide, fitToPage with fitToHeight 0 (as many pages down as needed); and the title
 * rows printed on every page as printTitlesRow ("1:3", written as the sheet's Print_Titles).
 *
 * @example
 * pageSetupOf({ orientation: "landscape", fitToWidth: 1, titleRows: 3 });
 * // { orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: "1:3" }
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
    const name = uniqueSheetName(model.name, names);
    names.push(name);
    const ws = wb.addWorksheet(name, {
      views: model.frozenRows ? [{ state: "frozen", ySplit: model.frozenRows, xSplit: 0 }] : [],
      ...(model.print ? { pageSetup: pageSetupOf(model.print) } : {}),
    });
    for (const [col, width] of Object.entries(model.columnWidths ?? {})) {
      ws.getColumn(Number(col) + 1).width = xlsxColumnWidth(width);
    }
    for (const c of model.cells) writeCell(ws, c, cached);
    // Each block's plain-words explanation as a note on its title: hovered in Excel, not printed.
    for (const note of blockNotes(model)) ws.getCell(note.row + 1, note.col + 1).note = note.text;
    // A page break under the row above each row that starts a page (ExcelJS numbers rows from 1).
    for (const row of model.print?.breaks ?? []) if (row > 0) ws.getRow(row).addPageBreak();
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
  }
  return wb;
}

/**
 * The .xlsx file of one or several sheet models, as bytes.
 *
 * @example
 * const bytes = await xlsxBuffer(buildResultsSheet(traveller, { method: "cross" }));
 */
export async function xlsxBuffer(
  models: SheetModel | readonly SheetModel[],
  options: XlsxOptions = {},
): Promise<Buffer> {
  const list = Array.isArray(models) ? (models as readonly SheetModel[]) : [models as SheetModel];
  const data = await workbookFromModels(list, options).xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
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
