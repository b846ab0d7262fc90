/* global Excel */
/**
 * Refresh from the file: a results file's traveller written again over the sheet the pane put it
 * on when the file was opened, so that the traveller's sheet (and what refers to it) stays where
 * it is while the file fills up during the evening. Only the block the pane wrote there before is
 * emptied; the rest of the sheet is left alone. A sheet that is no longer there is not made here:
 * the caller inserts the traveller on a new sheet instead (insert-sheet.ts).
 *
 * Before any of that, readTravellerBlocks reads what those blocks hold now, every sheet in one
 * request, so that the caller writes over none the director has typed on since.
 */
import type { CellValue } from "../sheet/model";
import { parseAddress } from "./area";
import { errorCode } from "./failures";
import { putTraveller, travellerInput } from "./insert-sheet";
import type { WrittenSheet } from "./write-sheet";

/** A block to read from a sheet, from A1 ("A1:D5"). */
export interface BlockToRead {
  readonly sheet: string;
  readonly range: string;
}

/**
 * Reads the values each block holds now (one load per sheet, all in one request): for each block,
 * its rows of values, or null when no sheet has that name now (renamed or deleted). Two
 * context.sync() calls, whatever the number of sheets. Changes nothing. When Excel fails, an
 * Error says so in the director's words.
 *
 * @example
 * await readTravellerBlocks([{ sheet: "Club Pairs A", range: "A1:D4" }, { sheet: "Gone", range: "A1:D3" }]);
 * // [[["Board", "NS", "EW", "Score"], [1, 1, 2, 420], ...], null]
 */
export async function readTravellerBlocks(blocks: readonly BlockToRead[]): Promise<(CellValue[][] | null)[]> {
  if (blocks.length === 0) return [];
  try {
    return await Excel.run(async (context) => {
      const sheets = context.workbook.worksheets;
      sheets.load("items/name");
      await context.sync();
      const names = sheets.items.map((s) => s.name);
      const ranges = blocks.map((b) => {
        const found = names.find((n) => n.toLowerCase() === b.sheet.toLowerCase());
        if (found === undefined) return null;
        const range = sheets.getItem(found).getRange(b.range);
        range.load("values");
        return range;
      });
      if (ranges.some((r) => r !== null)) await context.sync();
      return ranges.map((r) => (r === null ? null : (r.values as CellValue[][])));
    });
  } catch (e) {
    const text = e instanceof Error ? e.message : String(e);
    throw new Error(
      `Excel could not read the file's traveller sheets to check them before writing over them (${text}): nothing was changed; check that the workbook is still open, then refresh from the file again.`,
    );
  }
}

/** What a rewrite is told: the traveller's header rows (bold), and the block written there before. */
export interface RewriteOptions {
  readonly headerRows?: readonly number[];
  /** The block the pane wrote on the sheet before ("A1:K13"), cleared first. */
  readonly clear: string;
}

/**
 * Writes a traveller from A1 of an existing sheet, over the block the pane wrote there before
 * (emptied first, its header no longer bold), header rows in bold, columns fitted, the block
 * selected (as insertExample leaves a new sheet). Null when no sheet has that name now. Two
 * context.sync() calls. When Excel fails, an Error says so in the director's words.
 *
 * @example
 * await rewriteTraveller("Club Pairs A", [["Board", "NS", "EW", "Score"], [1, 1, 2, 420]], { headerRows: [0], clear: "A1:D2" });
 * // { name: "Club Pairs A", range: "A1:D2" }
 */
export async function rewriteTraveller(
  name: string,
  cells: readonly (readonly CellValue[])[],
  options: RewriteOptions,
): Promise<WrittenSheet | null> {
  const t = travellerInput(cells);
  const whole = t.whole;
  try {
    return await Excel.run(async (context) => {
      const sheets = context.workbook.worksheets;
      sheets.load("items/name");
      await context.sync();
      const found = sheets.items.map((s) => s.name).find((n) => n.toLowerCase() === name.toLowerCase());
      if (found === undefined) return null;
      const sheet = sheets.getItem(found);
      // The block written before is emptied (its header no longer bold); the rest stays as it is.
      const before = parseAddress(options.clear);
      const old = sheet.getRange(options.clear);
      old.formulas = Array.from({ length: before.bottom - before.top + 1 }, () =>
        Array.from({ length: before.right - before.left + 1 }, () => ""),
      );
      old.format.font.bold = false;
      putTraveller(sheet, t, options.headerRows);
      await context.sync();
      return { name: found, range: whole };
    });
  } catch (e) {
    const text = e instanceof Error ? e.message : String(e);
    const why =
      errorCode(e) === "AccessDenied" || /protect/i.test(text)
        ? "the sheet is protected: unprotect it (Review, Unprotect Sheet)"
        : `${text}: check that the workbook is still open and can be edited`;
    throw new Error(
      `Excel could not write the file's traveller over the sheet "${name}" (${why}), then refresh from the file again.`,
    );
  }
}
