/* global Office */
/**
 * The Office adapter's front: what it offers the task pane. Every call to Office.js is in this
 * folder; the pane receives these functions as its `actions` (src/taskpane/entry/index.tsx hands them
 * over) and never calls Excel itself, so it can be rendered and tested with Excel faked.
 *
 * - readTravellerArea (read-selection.ts): the selected block, or the block around the active cell;
 *   readTravellerAt, the block around a given cell (a traveller found again from its results sheet).
 * - listSheets / readSheets (read-sheets.ts): the workbook's sheets, and chosen sheets' used ranges.
 * - writeSheet (write-sheet.ts): a results sheet on a NEW worksheet, in requests of bounded size.
 * - replaceSheet (replace-sheet.ts): a results sheet written in place of a traveller's earlier ones,
 *   when the director chose to replace them (the earlier ones deleted only once it is written).
 * - writeMovement (write-movement.ts): a made movement's sheets (board sets, table cards, guide
 *   cards, the empty traveller), each on a NEW worksheet through writeSheet; all or none.
 * - insertExample (insert-sheet.ts): a traveller on a new worksheet, selected to be scored at once;
 *   rewriteTraveller (rewrite-sheet.ts), a results file's traveller written again over the sheet
 *   it was put on (Refresh from the file), once readTravellerBlocks has shown that the director
 *   has typed nothing there since.
 * - insertLiveRanking (live-ranking.ts): a RANKING formula on a new worksheet or at an empty cell,
 *   and BOARDRESULTS beside the traveller when the columns there are empty.
 * - loadSettings / saveSettings (settings.ts): the pane's last choices, kept in the document;
 *   loadScoredSheets / saveScoredSheets, the results sheets written from each traveller;
 *   loadFileSession / saveFileSession, the results file last opened and scored.
 * - saveFile (save-file.ts): a results file downloaded, or shown in a window on a Mac.
 * - officeColours (theme.ts): the colours of Office's theme, which the pane follows.
 * - selectCell (select-cell.ts): a problem's cell selected when the director clicks it.
 * - officeHost (here): whether the pane is running in Excel, once Office.js is ready.
 *
 * Nothing here changes an existing worksheet, with three exceptions the director asks for: a
 * traveller's earlier results sheets deleted when its new results replace them, a live
 * ranking's formulas, written only in cells that hold nothing, and (Refresh from the file) a
 * results file's traveller written again over the block the pane put it in. Otherwise sheets are only added
 * (and a sheet being added is deleted when its write fails); selecting a problem's cell only moves
 * the selection.
 */
import type { CellValue, SheetModel } from "../sheet/model";
import type { SheetArea } from "./area";
import { insertExample, removeSheets } from "./insert-sheet";
import { insertLiveRanking, type LiveRankingRequest, type LiveRankingWritten } from "./live-ranking";
import { readTravellerArea, readTravellerAt } from "./read-selection";
import { listSheets, readSheets } from "./read-sheets";
import { saveFile, type SaveFile } from "./save-file";
import { selectCell } from "./select-cell";
import { replaceSheet, type ReplacedSheet } from "./replace-sheet";
import {
  readTravellerBlocks,
  rewriteTraveller,
  type BlockToRead,
  type RewriteOptions,
} from "./rewrite-sheet";
import {
  loadDeals,
  loadFileSession,
  saveFileSession,
  loadScoredSheets,
  loadSettings,
  saveDeals,
  saveScoredSheets,
  saveSettings,
} from "./settings";
import { solveInWorker, workerAvailable, type SolveRun, type SolveProgress } from "./solve-in-worker";
import { writeMovementSheets, type MovementWriteOptions } from "./write-movement";
import { writeSheet, type WrittenSheet } from "./write-sheet";

export { officeColours } from "./theme";

/** What the adapter does for the pane. The pane's tests give fakes of the same shape. */
export interface OfficeActions {
  /** `anySize`: read a block of more than 100,000 cells (else a LargeSelectionError says its size). */
  readonly readTravellerArea: (options?: { readonly anySize?: boolean }) => Promise<SheetArea>;
  /**
   * The block around the cell at an address ("Sheet1!C3"): a traveller scored before, read again
   * when Score is pressed on its results sheet. Absent in fakes of panes that never score again.
   */
  readonly readTravellerAt?: (address: string) => Promise<SheetArea>;
  /** `onBatch` hears of each request written (done of total), for the progress bar. */
  readonly writeSheet: (
    model: SheetModel,
    options?: { readonly onBatch?: (done: number, total: number) => void },
  ) => Promise<WrittenSheet>;
  /**
   * Writes a results sheet in place of earlier ones (a traveller scored again, the director having
   * said to replace them). Absent in fakes of panes that never replace: the pane then keeps both.
   */
  readonly replaceSheet?: (
    model: SheetModel,
    earlier: readonly string[],
    options?: { readonly onBatch?: (done: number, total: number) => void },
  ) => Promise<ReplacedSheet>;
  /**
   * Writes a made movement's sheets, each on a new worksheet (none over an existing one); the ones
   * written are deleted again if a later one fails. Absent in fakes of panes that never make one.
   */
  readonly writeMovement?: (
    models: readonly SheetModel[],
    options?: MovementWriteOptions,
  ) => Promise<WrittenSheet[]>;
  readonly insertExample: (
    name: string,
    cells: CellValue[][],
    options: { readonly headerRows: readonly number[] },
  ) => Promise<WrittenSheet>;
  /**
   * Writes a results file's traveller again over the sheet it was put on (Refresh from the file):
   * null when that sheet is gone (a new one is inserted then). Absent in fakes of panes that never
   * refresh: the traveller then goes on a new sheet.
   */
  readonly rewriteTraveller?: (
    sheet: string,
    cells: CellValue[][],
    options: RewriteOptions,
  ) => Promise<WrittenSheet | null>;
  /**
   * What the blocks of the sheets a refresh would write over hold now (null: no such sheet), read
   * before any is written. Absent: nothing is written over (each traveller goes on a new sheet).
   */
  readonly readTravellerBlocks?: (blocks: readonly BlockToRead[]) => Promise<(CellValue[][] | null)[]>;
  /**
   * Writes a live ranking's formulas (a new sheet, or an empty cell named; BOARDRESULTS beside the
   * traveller when there is room), never over a filled cell. Absent in fakes of panes that never do.
   */
  readonly insertLiveRanking?: (request: LiveRankingRequest) => Promise<LiveRankingWritten>;
  /**
   * Deletes sheets the pane has just added (a results file's earlier sections when a later one
   * fails); true when none is left. Absent in fakes that never fail.
   */
  readonly removeSheets?: (names: readonly string[]) => Promise<boolean>;
  /** The names of the workbook's sheets (absent in fakes of panes that never list them). */
  readonly listSheets?: () => Promise<string[]>;
  /** Each named sheet's used range, read once each (the sessions of an event). */
  readonly readSheets?: (names: readonly string[]) => Promise<SheetArea[]>;
  readonly loadSettings: () => unknown;
  readonly saveSettings: (value: unknown) => Promise<void>;
  /** The results sheets written from each traveller, as kept in the document (absent: none kept). */
  readonly loadScoredSheets?: () => unknown;
  readonly saveScoredSheets?: (value: unknown) => Promise<void>;
  /** The deals kept for each traveller, as kept in the document (absent: none kept). */
  readonly loadDeals?: () => unknown;
  readonly saveDeals?: (value: unknown) => Promise<void>;
  /** The results file last opened and scored, as kept in the document (absent: none kept). */
  readonly loadFileSession?: () => unknown;
  readonly saveFileSession?: (value: unknown) => Promise<void>;
  /**
   * Solves deals off the pane's thread (a Web Worker), with progress and a way to stop; absent
   * where the build carries no solver (the hand records are then written without tables).
   */
  readonly solveDeals?: (deals: readonly string[], progress: SolveProgress) => SolveRun;
  /** Saves a results file (web page, PBN, USEBIO): a download, or a window where none is allowed. */
  readonly saveFile?: SaveFile;
  /** Shows a problem's cell (an address such as "Sheet1!F7"): its sheet activated, the cell selected. */
  readonly selectCell?: (address: string) => Promise<void>;
}

/** The adapter's actions in Excel. */
export const officeActions: OfficeActions = {
  readTravellerArea,
  readTravellerAt,
  writeSheet,
  replaceSheet,
  writeMovement: writeMovementSheets,
  insertExample,
  rewriteTraveller,
  readTravellerBlocks,
  insertLiveRanking,
  removeSheets,
  listSheets,
  readSheets,
  loadSettings,
  saveSettings,
  loadScoredSheets,
  saveScoredSheets,
  loadDeals,
  saveDeals,
  loadFileSession,
  saveFileSession,
  ...(workerAvailable() ? { solveDeals: solveInWorker } : {}),
  saveFile,
  selectCell,
};

/**
 * Waits for Office.js and says whether the pane is running in Excel: false in a plain browser
 * (Office.onReady gives no host) or when Office.js is missing or fails.
 *
 * @example
 * officeHost().then((inExcel) => render(inExcel));
 */
export async function officeHost(): Promise<boolean> {
  try {
    const info = await Office.onReady();
    return info.host === Office.HostType.Excel;
  } catch {
    return false;
  }
}
