/* global Excel */
/**
 * A live ranking put in the workbook: a RANKING formula in A1 of a new sheet (or at a cell the
 * director names), and, when asked, a BOARDRESULTS formula beside the traveller. Nothing a
 * director typed is ever written over: a named cell that holds anything, or a BOARDRESULTS block
 * with anything in it, is left as it is and the answer says so. Two context.sync() calls: one to
 * learn the sheets' names and whether the cells are empty, one to write.
 */
import { cellRef, MAX_COL, sheetPrefix } from "../grid/a1";
import { uniqueSheetName } from "../sheet/names";
import { parseAddress } from "./area";
import { errorCode, SheetWriteError, writeFailureMessage } from "./failures";
import { rectAddress } from "./layout";
import { removeSheet } from "./write-sheet";

/** The sheet a live ranking goes on when no cell is named (made unique if it is taken). */
export const LIVE_RANKING_SHEET = "Live ranking";

/** What to write, and where the traveller is. */
export interface LiveRankingRequest {
  /** The RANKING formula (src/taskpane/live-ranking.ts builds it). */
  readonly ranking: string;
  /** The BOARDRESULTS formula, when the director asked for each row's results beside the traveller. */
  readonly boardResults?: string;
  /** The traveller's sheet and block (0-based corner, size in rows and columns, header row included). */
  readonly traveller: {
    readonly sheet: string;
    readonly top: number;
    readonly left: number;
    readonly rows: number;
    readonly columns: number;
  };
  /** The cell to put the ranking at ("Sheet2!H1"; without a sheet, on the traveller's); absent: a new sheet. */
  readonly at?: string;
}

/** What was written where, and what was not (each with why). */
export interface LiveRankingWritten {
  /** The ranking's cell ("'Live ranking'!A1"), or null when it was not written. */
  readonly ranking: string | null;
  /** The new sheet the ranking went on, when it went on one. */
  readonly sheet?: string;
  /** The first cell of BOARDRESULTS ("Sheet1!E1"), or null when it was not asked for or not written. */
  readonly boardResults: string | null;
  /** Why something asked for was not written (a filled cell), in the director's words. */
  readonly notWritten: readonly string[];
}

/** The cell named for the ranking: its sheet (the traveller's when none is named) and 0-based place. */
function namedCell(at: string, travellerSheet: string): { sheet: string; row: number; col: number } {
  let parsed;
  try {
    parsed = parseAddress(at.trim());
  } catch {
    throw new Error(`"${at}" is not a cell: name one such as H2, or Sheet2!A1.`);
  }
  if (parsed.top !== parsed.bottom || parsed.left !== parsed.right)
    throw new Error(`"${at}" is a range: name one cell for the ranking's top left corner.`);
  return { sheet: parsed.sheet ?? travellerSheet, row: parsed.top, col: parsed.left };
}

/** The two columns right of the traveller, its height: where BOARDRESULTS spills (null past the last column). */
function resultsBlock(t: LiveRankingRequest["traveller"]): string | null {
  const left = t.left + t.columns;
  if (left + 1 > MAX_COL) return null;
  return rectAddress({ top: t.top, left, bottom: t.top + t.rows - 1, right: left + 1 });
}

/** Whether a cell is within the BOARDRESULTS block (the ranking named there takes it). */
function inBlock(
  cell: { sheet: string; row: number; col: number },
  t: LiveRankingRequest["traveller"],
): boolean {
  const left = t.left + t.columns;
  return (
    cell.sheet.toLowerCase() === t.sheet.toLowerCase() &&
    cell.row >= t.top &&
    cell.row < t.top + t.rows &&
    cell.col >= left &&
    cell.col <= left + 1
  );
}

/**
 * Writes a live ranking: RANKING in A1 of a new sheet "Live ranking" (made unique), activated, or
 * in the cell `at` when it is empty; BOARDRESULTS in the first row of the traveller, in the first
 * column right of it, when asked and the two columns there are empty for the traveller's height.
 * A named cell that is not empty writes nothing at all (the director names another); a filled
 * BOARDRESULTS block writes the ranking alone. When Excel fails, a sheet being added is deleted,
 * and a SheetWriteError says what happened.
 *
 * @example
 * await insertLiveRanking({ ranking: '=BRIDGE.RANKING(Sheet1!$A$1:$D$7,"mp")', traveller: { sheet: "Sheet1", top: 0, left: 0, rows: 7, columns: 4 } });
 * // { ranking: "'Live ranking'!A1", sheet: "Live ranking", boardResults: null, notWritten: [] }
 */
export async function insertLiveRanking(request: LiveRankingRequest): Promise<LiveRankingWritten> {
  const t = request.traveller;
  const cell = request.at === undefined ? null : namedCell(request.at, t.sheet);
  let existing: string[] = [];
  let adding: string | null = null;
  try {
    return await Excel.run(async (context) => {
      const sheets = context.workbook.worksheets;
      sheets.load("items/name");
      // Whether each cell asked for holds anything: a value or a formula (formats do not count).
      const target = cell === null ? null : sheets.getItem(cell.sheet).getRange(cellRef(cell.row, cell.col));
      const targetUsed = target?.getUsedRangeOrNullObject(true) ?? null;
      const blockAddress = request.boardResults === undefined ? null : resultsBlock(t);
      const block = blockAddress === null ? null : sheets.getItem(t.sheet).getRange(blockAddress);
      const blockUsed = block?.getUsedRangeOrNullObject(true) ?? null;
      await context.sync();
      existing = sheets.items.map((s) => s.name);
      if (cell !== null && targetUsed !== null && !targetUsed.isNullObject) {
        const where = `${sheetPrefix(cell.sheet)}${cellRef(cell.row, cell.col)}`;
        return {
          ranking: null,
          boardResults: null,
          notWritten: [
            `${where} is not empty: nothing was written (a live ranking never goes over a filled cell). Name an empty cell, or leave the cell blank for a new sheet.`,
          ],
        };
      }
      const notWritten: string[] = [];
      let rankingAt: string;
      let sheetName: string | undefined;
      if (cell === null || target === null) {
        sheetName = uniqueSheetName(LIVE_RANKING_SHEET, existing);
        adding = sheetName;
        const sheet = sheets.add(sheetName);
        sheet.getRange("A1").formulas = [[request.ranking]];
        sheet.activate();
        rankingAt = `${sheetPrefix(sheetName)}A1`;
      } else {
        target.formulas = [[request.ranking]];
        rankingAt = `${sheetPrefix(cell.sheet)}${cellRef(cell.row, cell.col)}`;
      }
      let resultsAt: string | null = null;
      if (request.boardResults !== undefined) {
        const first = `${sheetPrefix(t.sheet)}${cellRef(t.top, t.left + t.columns)}`;
        if (block === null || blockUsed === null)
          notWritten.push(
            "BOARDRESULTS: the traveller reaches the sheet's last columns, so there is no room beside it.",
          );
        else if (cell !== null && inBlock(cell, t))
          notWritten.push(
            `BOARDRESULTS was not written: the ranking goes at ${rankingAt}, in the two columns from ${first} it would take.`,
          );
        else if (!blockUsed.isNullObject)
          notWritten.push(
            `BOARDRESULTS was not written: the two columns from ${first} down the traveller's ${t.rows} rows are not empty. Clear them, or put BOARDRESULTS where there is room.`,
          );
        else {
          sheets.getItem(t.sheet).getRange(cellRef(t.top, t.left + t.columns)).formulas = [
            [request.boardResults],
          ];
          resultsAt = first;
        }
      }
      await context.sync();
      return {
        ranking: rankingAt,
        ...(sheetName ? { sheet: sheetName } : {}),
        boardResults: resultsAt,
        notWritten,
      };
    });
  } catch (e) {
    if (adding === null && errorCode(e) === "ItemNotFound" && cell !== null)
      throw new Error(`There is no sheet named "${cell.sheet}" for the live ranking: nothing was written.`);
    if (adding === null) throw e;
    // Nothing of this insert may stay behind: the sheet being added goes (never one that was there).
    const name: string = adding;
    const removed = errorCode(e) === "ItemAlreadyExists" || (await removeSheet(name, existing));
    throw new SheetWriteError(writeFailureMessage(e, name, removed), !removed);
  }
}
