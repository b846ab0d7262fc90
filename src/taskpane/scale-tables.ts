/**
 * The scales a federation prints, given in the pane from a worksheet range (as the command line
 * takes them with --imp-table FILE.csv and --vp-table FILE.csv): an IMP scale (each band's lower
 * bound beside its IMPs) and a victory-point scale (each margin's lower bound beside the winner's
 * VPs, one column or a column per match length). Selected once for the workbook, like the names
 * table: the range and its cells are kept with the pane's choices in the document, and read again
 * by the core's readers whenever they are used. Pure: reading the cells is the effect runner's.
 */
import { renameCells, sheetPrefix } from "../grid/a1";
import { ScoringError } from "../scoring";
import { readScale, type SavedScale, type ScaleKind } from "../event";
import { areaAddress, cellsForReading, type SheetArea } from "../office/area";

/** A press on one scale's button in the pane ("Use the selection as the IMP scale", say). */
export type ScalePress = (scale: ScaleKind) => void;

/**
 * The number of bands of a saved scale (its rows of numbers), as the pane shows it.
 *
 * @example
 * scaleBands({ range: "S!A1:B3", origin: { row: 0, col: 0 }, cells: [["From", "IMPs"], [0, 0], [20, 1]] }); // 2
 */
export function scaleBands(saved: SavedScale): number {
  return saved.cells.filter((row) => typeof row[0] === "number").length;
}

/** A cell as saved: a number or its text (a blank is ""). */
function savedCell(value: unknown): string | number {
  if (typeof value === "number") return value;
  if (value === null || value === undefined) return "";
  return String(value);
}

/**
 * The scale of `kind` in an area, or why it is not one, naming the cell ("Sheet1!B4 is "x":
 * expected a number (...)"): the core's reader checks it as it checks a --imp-table or --vp-table
 * file.
 *
 * @example
 * scaleFromArea("imp", { sheet: "S", range: "A1:B3", top: 0, left: 0, values: [[0, 0], [20, 1], [50, "x"]] });
 * // { problem: 'S!B3 is "x": expected a number (the IMPs from 50).' }
 */
export function scaleFromArea(kind: ScaleKind, area: SheetArea): { scale: SavedScale } | { problem: string } {
  const cells = cellsForReading(area.values, area.text).map((row) => row.map(savedCell));
  const saved: SavedScale = {
    range: areaAddress(area),
    origin: { row: area.top, col: area.left },
    cells,
  };
  try {
    readScale(kind, saved);
  } catch (e) {
    if (!(e instanceof ScoringError)) throw e;
    // The core names the cell on its sheet ("Cell B4"): the pane adds the sheet ("Sheet1!B4").
    return { problem: renameCells(e.message, "Cell", (_, ref) => `${sheetPrefix(area.sheet)}${ref}`) };
  }
  return { scale: saved };
}

/**
 * A scale saved in the document, when it still reads as one (else none: an old or damaged
 * setting never stops the pane from opening).
 *
 * @example
 * restoreScale("vp", { range: "S!A1:B2", origin: { row: 0, col: 0 }, cells: [[0, 10], [1, 11]] }); // the same
 * restoreScale("vp", 42); // undefined
 */
export function restoreScale(kind: ScaleKind, saved: unknown): SavedScale | undefined {
  if (saved === null || typeof saved !== "object") return undefined;
  const s = saved as Record<string, unknown>;
  const origin = s.origin as Record<string, unknown> | null | undefined;
  if (
    typeof s.range !== "string" ||
    !Array.isArray(s.cells) ||
    typeof origin !== "object" ||
    origin === null ||
    !Number.isSafeInteger(origin.row) ||
    !Number.isSafeInteger(origin.col)
  )
    return undefined;
  const cells = s.cells as unknown[];
  const ok = cells.every(
    (row) => Array.isArray(row) && row.every((c) => typeof c === "number" || typeof c === "string"),
  );
  if (!ok) return undefined;
  const scale: SavedScale = {
    range: s.range,
    origin: { row: origin.row as number, col: origin.col as number },
    cells: cells as (string | number)[][],
  };
  try {
    readScale(kind, scale);
  } catch {
    return undefined;
  }
  return scale;
}
