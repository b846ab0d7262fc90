import { cellRef } from "../../grid/a1";
import { check, quote, ScoringError } from "../base/errors";
import { cellText, isBlankCell, readNumberCell } from "../base/cells";
import type { ImpTable } from "./imp";

// Scales a director gives as a grid, as a federation prints them: an IMP scale (each band's lower
// bound beside its IMPs) and a victory-point scale (each margin's lower bound beside the winner's
// VPs, for one match length or a column per length). Read from worksheet cells (a two-column
// range handed to a function) or a CSV file, checked, and refused with the cell that is wrong.

/** Where the grid's first cell stands on its sheet (0-based), so that messages name real cells. */
export interface GridOrigin {
  readonly row: number;
  readonly col: number;
}

/**
 * A victory-point scale a director gave: the margins' lower bounds, and for each match length
 * given (or one column for any length) the winner's VPs from each bound. The loser gets the
 * total (twice the VPs of a draw) less the winner's.
 */
export interface VpScaleTable {
  readonly title: string;
  /** Ascending lower bounds of the IMP margin, starting at 0. */
  readonly from: readonly number[];
  /** One column per match length: its number of boards (null: any length) and the winner's VPs. */
  readonly columns: readonly { readonly boards: number | null; readonly vps: readonly number[] }[];
  /** What the two teams' VPs add to: twice a draw's (20 on a 20-VP scale). */
  readonly total: number;
}

/**
 * The most bands a scale may have. A federation's IMP scale has 25 and its printed VP scales tens
 * to a few hundred; a grid of more is a mistake (a whole sheet chosen), refused before it is read.
 */
export const MAX_SCALE_BANDS = 10_000;

/** The rows of a grid with something in them, each with its index in the grid. */
function dataRows(grid: readonly (readonly unknown[])[]): { cells: readonly unknown[]; at: number }[] {
  check(Array.isArray(grid), "A scale must be given as a range of cells (rows of lower bound and value).");
  return grid
    .map((cells, at) => ({ cells: Array.isArray(cells) ? cells : [cells], at }))
    .filter((r) => r.cells.some((c) => !isBlankCell(c)));
}

/** Reads the cell at (row, col) of the grid as a number, or refuses it naming the cell. */
function numberAt(value: unknown, row: number, col: number, origin: GridOrigin, what: string): number {
  const n = readNumberCell(value);
  if (n === null) {
    const shown = isBlankCell(value) ? "blank" : quote(cellText(value));
    throw new ScoringError(
      `Cell ${cellRef(origin.row + row, origin.col + col)} is ${shown}: expected a number (${what}).`,
    );
  }
  return n;
}

/** The lower bounds and values of a scale's grid, with the columns after the first as values. */
function readGrid(
  grid: readonly (readonly unknown[])[],
  origin: GridOrigin,
  valueWord: string,
): { header: readonly unknown[] | null; from: number[]; values: number[][]; firstRow: number } {
  const rows = dataRows(grid);
  check(rows.length > 0, `The scale is empty: give each band's lower bound and its ${valueWord}.`);
  // Blank rows (a whole column chosen) are passed over; rows with something in them are counted.
  check(
    rows.length <= MAX_SCALE_BANDS + 1,
    `The scale has ${rows.length.toLocaleString("en-US")} rows: a scale has at most ${MAX_SCALE_BANDS.toLocaleString("en-US")} bands (a federation's has tens); give only the scale's rows.`,
  );
  // A loop, not Math.max(...): a table of a million rows is more arguments than a call takes.
  let width = 0;
  for (const r of rows) width = Math.max(width, r.cells.length);
  check(
    width >= 2,
    `A scale needs two columns at least: each band's lower bound, and its ${valueWord} beside it.`,
  );
  const header =
    readNumberCell(rows[0].cells[0]) === null && !isBlankCell(rows[0].cells[0]) ? rows[0].cells : null;
  const body = header === null ? rows : rows.slice(1);
  check(
    body.length >= 2,
    `A scale needs at least two bands (lower bound and ${valueWord}); this one has ${body.length}.`,
  );
  const from: number[] = [];
  const values: number[][] = Array.from({ length: width - 1 }, () => []);
  body.forEach(({ cells, at }, k) => {
    const bound = numberAt(cells[0], at, 0, origin, "a band's lower bound");
    if (k === 0) {
      check(
        bound >= 0,
        `Cell ${cellRef(origin.row + at, origin.col)} is ${bound}: a lower bound cannot be below 0.`,
      );
    } else {
      check(
        bound > from[k - 1],
        `Cell ${cellRef(origin.row + at, origin.col)} is ${bound}: the lower bounds must go up, and ${bound} follows ${from[k - 1]}.`,
      );
    }
    from.push(bound);
    for (let c = 1; c < width; c++) {
      const v = numberAt(cells[c], at, c, origin, `the ${valueWord} from ${bound}`);
      const column = values[c - 1];
      check(
        k === 0 || v >= column[k - 1],
        `Cell ${cellRef(origin.row + at, origin.col + c)} is ${v}: the ${valueWord} must not go down, and ${v} follows ${column[k - 1]}.`,
      );
      column.push(v);
    }
  });
  return { header, from, values, firstRow: body[0].at };
}

/**
 * Reads an IMP scale from a grid of two columns: each band's lower bound (a point difference) and
 * its IMPs, a header row ("From", "IMPs") allowed on top. The bounds go up, the IMPs are whole
 * numbers that do not go down, and a difference of 0 is worth 0; below the first bound is 0 IMPs.
 * `origin` is where the grid's first cell stands, for the messages (A1 by default).
 *
 * @example
 * readImpScaleGrid([["From", "IMPs"], [0, 0], [20, 1], [50, 2]]).lowerBounds; // [20, 50]
 * readImpScaleGrid([[0, 0], [20, 1], [10, 2]]); // throws: "Cell A3 is 10: the lower bounds must go up, ..."
 */
export function readImpScaleGrid(
  grid: readonly (readonly unknown[])[],
  origin: GridOrigin = { row: 0, col: 0 },
  title: string = "Given IMP scale",
): ImpTable {
  const { from, values, firstRow } = readGrid(grid, origin, "IMPs");
  check(values.length === 1, "An IMP scale has two columns: each band's lower bound and its IMPs.");
  const imps = values[0];
  const lowerBounds: number[] = [];
  let previous = 0;
  imps.forEach((v, k) => {
    const at = cellRef(origin.row + firstRow + k, origin.col + 1);
    check(Number.isSafeInteger(v) && v >= 0, `Cell ${at} is ${v}: IMPs are whole numbers, 0 or more.`);
    check(from[k] > 0 || v === 0, `Cell ${at} is ${v}: a difference of 0 is worth 0 IMPs.`);
    for (let i = previous; i < v; i++) lowerBounds.push(from[k]);
    previous = v;
  });
  check(lowerBounds.length > 0, "The IMP scale gives no IMPs at all: every band is worth 0.");
  return { name: "custom", title, lowerBounds };
}

/**
 * Reads a victory-point scale from a grid: each IMP margin's lower bound (from 0) and the winner's
 * VPs, in one column for a scale of any match length, or in a column per length under a header
 * row that gives each column's number of boards ("From", 16, 20, 24). The margins go up, the VPs
 * do not go down, and the first row is a draw (margin 0), whose VPs are half of what the two
 * teams share.
 *
 * @example
 * const t = readVpScaleGrid([[0, 10], [1, 11], [3, 12]]);
 * vpFromTable(t, 2); // 11
 * vpFromTable(t, -4); // 8 (20 - 12)
 */
export function readVpScaleGrid(
  grid: readonly (readonly unknown[])[],
  origin: GridOrigin = { row: 0, col: 0 },
  title: string = "Given VP scale",
): VpScaleTable {
  const { header, from, values, firstRow } = readGrid(grid, origin, "winner's VPs");
  check(
    from[0] === 0,
    `Cell ${cellRef(origin.row + firstRow, origin.col)} is ${from[0]}: a VP scale starts at a margin of 0 (a draw).`,
  );
  const headerRow = dataRows(grid)[0].at;
  const columns = values.map((vps, c) => {
    let boards: number | null = null;
    if (values.length > 1) {
      check(
        header !== null,
        "A VP scale with several columns needs a header row giving each column's number of boards.",
      );
      const at = cellRef(origin.row + headerRow, origin.col + c + 1);
      const b = readNumberCell(header![c + 1]);
      check(
        b !== null && Number.isSafeInteger(b) && b >= 1,
        `Cell ${at} is ${quote(cellText(header![c + 1]))}: expected the number of boards this column is for.`,
      );
      boards = b;
    }
    return { boards, vps };
  });
  const draw = columns[0].vps[0];
  columns.forEach((col, c) => {
    check(
      col.vps[0] === draw,
      `Cell ${cellRef(origin.row + firstRow, origin.col + c + 1)} is ${col.vps[0]}: every column's draw must be worth the same (${draw}).`,
    );
    col.vps.forEach((v, k) =>
      check(
        v <= 2 * draw,
        `Cell ${cellRef(origin.row + firstRow + k, origin.col + c + 1)} is ${v}: the winner cannot get more than the ${2 * draw} VPs the teams share.`,
      ),
    );
  });
  return { title, from, columns, total: 2 * draw };
}

/**
 * The VPs of the team whose IMP margin is `margin` (negative when it lost) on a given scale: the
 * winner's VPs from the last lower bound the margin's size reaches (a fractional margin counts in
 * the band it has reached, as IMP bands do), the loser the total less that. A scale with a column
 * per match length needs `boards`, and must have a column for it.
 *
 * @example
 * const t = readVpScaleGrid([["From", 8, 16], [0, 10, 10], [2, 12, 11]]);
 * vpFromTable(t, 3, 16); // 11
 * vpFromTable(t, -3, 8); // 8
 */
export function vpFromTable(table: VpScaleTable, margin: number, boards?: number | null): number {
  check(
    typeof margin === "number" && Number.isFinite(margin),
    `An IMP margin must be a number, not ${quote(margin)}.`,
  );
  let column = table.columns[0];
  if (table.columns.length > 1 || column.boards !== null) {
    const found = table.columns.find((c) => c.boards === boards);
    if (found === undefined) {
      const lengths = table.columns.map((c) => c.boards).join(", ");
      throw new ScoringError(
        `The VP scale has columns for matches of ${lengths} boards, not ${quote(boards ?? "a blank")}.`,
      );
    }
    column = found;
  }
  const a = Math.abs(margin);
  let k = 0;
  while (k + 1 < table.from.length && table.from[k + 1] <= a) k++;
  const winner = column.vps[k];
  return margin < 0 ? table.total - winner : winner;
}
