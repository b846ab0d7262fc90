// The victory point scale of a teams event as a block of the sheet, under the matches: for the
// WBF 2013 scale, the winner's VPs at each whole margin of a match of a given length (the
// published table); for the discrete scale or a scale the director gave (a federation's table),
// each band's lower bound and the winner's VPs. A match's VPs are looked up here by formula, so the
// sheet carries its own scale.
import { vpDiscrete, vpWbf, type VpScaleTable } from "../scoring";
import { rangeRef } from "../grid/a1";
import { SheetBuilder } from "./builder";

/** The VP scales the sheet can carry: by name, or a scale the director gave. */
export type SheetVpScale = "wbf" | "discrete" | VpScaleTable;

/** Where a VP scale block stands: what the VP formulas look up. */
export interface VpScaleRefs {
  readonly scale: SheetVpScale;
  /** The margins (WBF: 0, 1, 2, ...; discrete: each band's lower bound). Absolute, one column. */
  readonly from: string;
  /** The winner's VPs beside them. */
  readonly vps: string;
  /** WBF: the first margin worth 20. */
  readonly last: number;
  /** What the two teams' VPs add to (20, or a given scale's total). */
  readonly total: number;
}

/** A given scale's column for matches of `boards` (its only column when that serves any length). */
function givenColumn(table: VpScaleTable, boards: number): readonly number[] {
  const column = table.columns.find((c) => c.boards === null || c.boards === boards);
  if (column === undefined)
    throw new Error(`The VP scale "${table.title}" has no column for matches of ${boards} boards.`);
  return column.vps;
}

/** The lower bounds of the discrete scale's bands, from a margin of 0. */
const DISCRETE_FROM = [0, 1, 3, 5, 8, 11, 14, 17, 20, 24, 28];

/** The rows of a VP scale block: each margin (or band's lower bound) and the winner's VPs. */
function scaleRows(scale: SheetVpScale, boards: number): [number, number][] {
  const rows: [number, number][] = [];
  if (scale === "wbf") {
    for (let m = 0; ; m++) {
      const v = vpWbf(m, boards);
      rows.push([m, v]);
      if (v >= 20) break;
    }
  } else if (scale === "discrete") for (const m of DISCRETE_FROM) rows.push([m, vpDiscrete(m)]);
  else {
    const vps = givenColumn(scale, boards);
    scale.from.forEach((m, k) => rows.push([m, vps[k]]));
  }
  return rows;
}

/**
 * The ranges of the VP scale block whose title is at row `top`, column `col`, as
 * {@link writeVpScale} writes it: the formulas that look VPs up can be written before the block.
 *
 * @example
 * vpScaleRefs("discrete", 8, 40, 3).from; // "$D$43:$D$53": the eleven bands under the title and header
 */
export function vpScaleRefs(scale: SheetVpScale, boards: number, top: number, col: number): VpScaleRefs {
  const rows = scaleRows(scale, boards);
  const first = top + 2;
  const lastRow = first + rows.length - 1;
  return {
    scale,
    from: rangeRef(first, col, lastRow, col, { absolute: true }),
    vps: rangeRef(first, col + 1, lastRow, col + 1, { absolute: true }),
    last: rows[rows.length - 1][0],
    total: typeof scale === "string" ? 20 : scale.total,
  };
}

/** The rows a VP scale block takes: its title, its header and a row a margin. */
export function vpScaleHeight(scale: SheetVpScale, boards: number): number {
  return 2 + scaleRows(scale, boards).length;
}

/**
 * Writes a VP scale block with its title at row `top`, column `col`: a title, a header (Margin,
 * VPs) and one row a margin. Returns its ranges.
 *
 * @example
 * writeVpScale(b, "wbf", 8, 0, 14).last; // 43: 43 IMPs is the first margin worth 20 in 8 boards
 */
export function writeVpScale(
  b: SheetBuilder,
  scale: SheetVpScale,
  boards: number,
  top: number,
  col: number,
): VpScaleRefs {
  const rows = scaleRows(scale, boards);
  const s = boards === 1 ? "" : "s";
  const title =
    scale === "wbf"
      ? `WBF VPs, ${boards} board${s}`
      : scale === "discrete"
        ? "Discrete VPs"
        : `VPs: ${scale.title}${scale.columns.some((c) => c.boards !== null) ? `, ${boards} board${s}` : ""}`;
  b.block({ kind: "vpScale", title, beside: true });
  b.text(top, col, title, "section");
  b.value(top + 1, col, scale === "wbf" ? "Margin" : "From", undefined, "header");
  b.value(top + 1, col + 1, "VPs", undefined, "header");
  rows.forEach(([m, v], i) => {
    b.value(top + 2 + i, col, m, Number.isInteger(m) ? "0" : "0.0#");
    b.value(top + 2 + i, col + 1, v, "0.00");
  });
  const first = top + 2;
  b.table({
    title,
    titleRow: top,
    header: top + 1,
    rows: [first, first + rows.length - 1],
    columns: [
      { col, label: scale === "wbf" ? "Margin" : "From", role: "bound" },
      { col: col + 1, label: "VPs", role: "vp" },
    ],
  });
  if (col > 0) b.columnWidth(col - 1, 2);
  b.columnWidth(col, 8);
  b.columnWidth(col + 1, 8);
  return vpScaleRefs(scale, boards, top, col);
}

/**
 * The formula text (without "=") of the VPs of the team whose margin is `margin` (a cell or a
 * parenthesised expression): the winner's VPs looked up on the scale (WBF: between the two whole
 * margins around it, rounded to 0.01; 20 from the first margin worth 20; otherwise the band the
 * margin has reached), and the loser the scale's total (20) less.
 *
 * @example
 * vpOf("(H20-I20)", refs); // "IF((H20-I20)>=0,W,20-W)" with W the lookup of ABS((H20-I20))
 */
export function vpOf(margin: string, refs: VpScaleRefs): string {
  const a = `ABS(${margin})`;
  const w =
    refs.scale === "wbf"
      ? `IF(${a}>=${refs.last},20,ROUND(INDEX(${refs.vps},INT(${a})+1)+(${a}-INT(${a}))*(INDEX(${refs.vps},INT(${a})+2)-INDEX(${refs.vps},INT(${a})+1)),2))`
      : `INDEX(${refs.vps},MATCH(${a},${refs.from},1))`;
  return `IF(${margin}>=0,${w},${refs.total}-${w})`;
}
