// How a results sheet falls into printed pages, for the director to hand round: the title and the
// ranking on page 1, each board from its title on a page of its own, each session summary on its
// own pages; the whole printed landscape, fitted to one page wide, within a print area of the
// sheet's columns. A board taller than a page at that scale is broken between its blocks (never
// inside one), and the page it runs on to is headed with the board's title again, in the empty
// row that sets the block apart from the one before. The page's size is not known to the sheet
// (Letter or A4, the printer's margins): the plan takes the smaller of the two, at the margins
// Excel and ExcelJS set by default, so a page it plans is never longer than the printer's.
import { cellRef } from "../grid/a1";
import type { CellModel, PrintSetup, SheetBlock, SheetModel } from "./model";
import { lookOf } from "./styles";

/** The printable width and height of a landscape page, in points: Letter's width, A4's height, less the margins. */
const PAGE_WIDTH_PT = (11 - 2 * 0.7) * 72;
const PAGE_HEIGHT_PT = (8.27 - 2 * 0.75) * 72;
/**
 * The height of a row of the default font (Calibri 11), in points. Every row of the sheet has it
 * (running text is wrapped to rows of its own, never within a cell), so no row is kept spare: A4's
 * height already leaves Letter a row and a half.
 */
const ROW_PT = 15;

/**
 * The width of a column in points as Excel draws it: `width` characters of the default font's
 * digit (7 pixels) and 5 pixels of padding, at 96 pixels to the inch.
 */
function columnPoints(width: number): number {
  return (Math.trunc(width * 7 + 0.5) + 5) * 0.75;
}

/**
 * How many rows a page holds when columns 0 to `lastCol` (widths `widths`, 8.43 where none is
 * set) are fitted to the page's width: the scale Excel chooses (a whole percent, at most 100).
 *
 * @example
 * rowsPerPage(5, {}); // 32: six columns of the default width print at 100%, and A4 holds 32 rows of 15 points
 */
export function rowsPerPage(lastCol: number, widths: Readonly<Record<number, number>>): number {
  let width = 0;
  for (let c = 0; c <= lastCol; c++) width += columnPoints(widths[c] ?? 8.43);
  const scale = Math.min(100, Math.floor((PAGE_WIDTH_PT / width) * 100)) / 100;
  return Math.floor(PAGE_HEIGHT_PT / (ROW_PT * scale));
}

/** A run of rows printed from the top of a page: the ranking, a board, a summary. */
interface PageRun {
  readonly first: number;
  /** The run's last row with a cell (the empty rows under it, before the next run, need no room). */
  readonly last: number;
  /** The board's title, for a board's run (its continued pages repeat it). */
  readonly title: string | null;
  /** The blocks of the run, for the rows where a page may break. */
  readonly blocks: readonly SheetBlock[];
}

/**
 * The sheet's runs of rows, each starting a page: the title and ranking; each board from its
 * title (the first from the notes on the methods and the IMP scale set beside it, which print
 * with it; on a sheet without a ranking, from the sheet's title); each session summary.
 */
function runsOf(model: SheetModel, last: number): PageRun[] {
  const starts: { row: number; title: string | null }[] = [{ row: 0, title: null }];
  const ranked = model.blocks.some((x) => x.kind === "ranking");
  const after = model.blocks.find((x) => x.kind !== "title" && x.kind !== "ranking");
  let first = true;
  for (const x of model.blocks) {
    if (x.kind === "board" && first && !ranked) starts[0] = { row: 0, title: x.title };
    else if (x.kind === "board") {
      const top = first && after !== undefined ? Math.min(after.rows[0], x.rows[0]) : x.rows[0];
      starts.push({ row: top, title: x.title });
    } else if (x.kind === "summary") starts.push({ row: x.rows[0], title: null });
    if (x.kind === "board") first = false;
  }
  starts.sort((a, b) => a.row - b.row);
  // Each block to the run its first row is in (the last start at or above it), found by halving,
  // so a sheet of thousands of boards is planned in one pass over its blocks, in reading order.
  const inRun: SheetBlock[][] = starts.map(() => []);
  for (const x of model.blocks) {
    const k = runAt(starts, x.rows[0]);
    if (k >= 0 && x.rows[0] <= last) inRun[k].push(x);
  }
  return starts.map((s, k, all) => {
    const end = k + 1 < all.length ? all[k + 1].row - 1 : last;
    const blocks = inRun[k];
    const used = blocks.reduce((m, x) => Math.max(m, x.rows[1]), s.row);
    return { first: s.row, last: Math.min(end, used), title: s.title, blocks };
  });
}

/** The index of the last of `starts` (sorted by row) at or above `row`; -1 when none is. */
function runAt(starts: readonly { readonly row: number }[], row: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid].row <= row) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * The rows where a run too tall for a page breaks: greedily, at the latest start of a block or a
 * table that keeps the page within `perPage` rows, where no block straddles the break (a deal set
 * beside a board's workings is never cut either). A block taller than a page is left whole to
 * the spreadsheet's own breaks.
 */
function breaksWithin(run: PageRun, perPage: number): number[] {
  const cuts: { row: number; of: SheetBlock }[] = [];
  for (const x of run.blocks) {
    if (x.beside !== true && x.rows[0] > run.first) cuts.push({ row: x.rows[0], of: x });
    // A ranking or a session summary breaks between its tables (its fields, their bands of boards).
    for (const t of x.tables)
      if (
        (x.kind === "summary" || x.kind === "ranking") &&
        t.titleRow !== undefined &&
        t.titleRow > x.rows[0]
      )
        cuts.push({ row: t.titleRow, of: x });
  }
  // A break falls on the empty row above a block or table, which may hold the board's title again.
  const open = ({ row, of }: { row: number; of: SheetBlock }): boolean =>
    run.blocks.every((x) => x === of || !(x.rows[0] <= row - 1 && x.rows[1] >= row - 1));
  const allowed = cuts
    .filter(open)
    .map((c) => c.row - 1)
    .sort((a, b) => a - b);
  const out: number[] = [];
  let top = run.first;
  while (run.last - top + 1 > perPage) {
    const fits = allowed.filter((r) => r > top && r - top <= perPage);
    if (fits.length === 0) break;
    top = fits[fits.length - 1];
    out.push(top);
  }
  return out;
}

/** The print setup a sheet is planned with, less what the plan adds. */
export type PrintBase = Omit<PrintSetup, "breaks" | "area" | "repeats">;

/** What of a print setup a plan keeps: all but the pages a plan made before. */
function baseOf(print: PrintBase): PrintBase {
  const { orientation, fitToWidth, titleRows } = print;
  return {
    orientation,
    ...(fitToWidth !== undefined ? { fitToWidth } : {}),
    ...(titleRows !== undefined ? { titleRows } : {}),
  };
}

/**
 * The sheet with its pages planned (see the top of this file): `base` (orientation, fitted to a
 * page wide) with the print area, the row each page starts on and the rows holding a board's
 * title again. A sheet planned before (a deal laid out beside each board since) is planned
 * afresh, its repeated titles taken out first.
 *
 * @example
 * withPrintPages(sheet, RESULTS_PRINT).print.breaks; // [31, 74, ...]: the ranking's page, then a board's each
 */
export function withPrintPages(model: SheetModel, base: PrintBase): SheetModel {
  const repeated = new Set(model.print?.repeats ?? []);
  const cells = model.cells.filter((c) => !(repeated.has(c.row) && c.col === 0 && c.role === "heading"));
  const sheet = { ...model, cells };
  let lastRow = 0;
  for (const c of cells) lastRow = Math.max(lastRow, c.row);
  const lastCol = model.blocks.reduce((m, x) => Math.max(m, x.columns[1]), 0);
  const perPage = rowsPerPage(lastCol, model.columnWidths ?? {});
  const breaks: number[] = [];
  const repeats: number[] = [];
  const taken = new Set(cells.filter((c) => c.col === 0).map((c) => c.row));
  for (const run of runsOf(sheet, lastRow)) {
    if (run.first > 0) breaks.push(run.first);
    for (const row of breaksWithin(run, perPage)) {
      breaks.push(row);
      if (run.title === null || taken.has(row)) continue;
      cells.push(continuedTitle(row, run.title));
      repeats.push(row);
    }
  }
  cells.sort((a, b) => a.row - b.row || a.col - b.col);
  const area = `A1:${cellRef(lastRow, lastCol)}`;
  return {
    ...sheet,
    print: {
      ...baseOf(base),
      area,
      ...(breaks.length > 0 ? { breaks } : {}),
      ...(repeats.length > 0 ? { repeats } : {}),
    },
  };
}

/** A board's title again, on the page its board runs on to. */
function continuedTitle(row: number, title: string): CellModel {
  return { row, col: 0, value: `${title} (continued)`, ...lookOf("heading") };
}
