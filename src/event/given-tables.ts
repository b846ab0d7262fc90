/**
 * The tables a director gives the form from a worksheet rather than by name: a names table (pair
 * number, then names) and a federation's printed scales (an IMP scale, a victory-point scale), as
 * the form holds them: where each was selected and its cells as read. The core's readers turn a
 * scale's cells into the scale each time it is used, so a scale kept with saved choices is checked
 * again rather than trusted. Selecting a range and saving it are the pane's business.
 */
import {
  readImpScaleGrid,
  readVpScaleGrid,
  type GridOrigin,
  type ImpTable,
  type VpScaleTable,
} from "../scoring";

/** A names table as the form holds it: where it was read, and the names by pair. */
export interface SavedNames {
  /** "Sheet2!A1:C13", as the director selected it. */
  readonly range: string;
  /** [pair, names] in the table's order: "NS 3" / "EW 3" or "3", then "Ann Smith & Bob Jones". */
  readonly pairs: readonly (readonly [string, string])[];
}

/** Which scale: the IMP scale (pairs' Butler and cross-IMPs, teams' IMPs) or the VP scale (teams). */
export type ScaleKind = "imp" | "vp";

/** A scale as the form holds it: where it was read, and its cells as read. */
export interface SavedScale {
  /** "Sheet1!A1:B26", as the director selected it. */
  readonly range: string;
  /** Where its first cell stands (0-based), so that a message names the real cell. */
  readonly origin: GridOrigin;
  /** The cells: numbers, and the text of a header row ("From", "IMPs"). */
  readonly cells: readonly (readonly (string | number)[])[];
}

/** What each kind is called in messages. */
export const SCALE_KIND_WORDS: Readonly<Record<ScaleKind, string>> = {
  imp: "IMP scale",
  vp: "VP scale",
};

/**
 * The core's reader of each kind, titled with the range it came from: the scale, or a
 * ScoringError naming the cell that is wrong.
 *
 * @example
 * readScale("vp", { range: "S!A1:B2", origin: { row: 0, col: 0 }, cells: [[0, 10], [1, 11]] }); // a VpScaleTable
 */
export function readScale(kind: ScaleKind, saved: SavedScale): ImpTable | VpScaleTable {
  const title = `Given ${SCALE_KIND_WORDS[kind]} (${saved.range})`;
  return kind === "imp"
    ? readImpScaleGrid(saved.cells, saved.origin, title)
    : readVpScaleGrid(saved.cells, saved.origin, title);
}

/**
 * The IMP scale a director gave, read by the core (the cells were checked when chosen).
 *
 * @example
 * impScaleOf({ range: "S!A1:B3", origin: { row: 0, col: 0 }, cells: [[0, 0], [20, 1], [50, 2]] }).lowerBounds; // [20, 50]
 */
export function impScaleOf(saved: SavedScale): ImpTable {
  return readScale("imp", saved) as ImpTable;
}

/**
 * The VP scale a director gave, read by the core.
 *
 * @example
 * vpScaleOf({ range: "S!A1:B3", origin: { row: 0, col: 0 }, cells: [[0, 10], [1, 11], [4, 12]] }).total; // 20
 */
export function vpScaleOf(saved: SavedScale): VpScaleTable {
  return readScale("vp", saved) as VpScaleTable;
}
