import { IMP_TABLES, ImpTableName, maxImps, type ImpTable } from "../scoring";
import { rangeRef } from "../grid/a1";
import { SheetBuilder, wrapText } from "./builder";

/** Where the IMP scale block stands: the ranges formulas look up. */
export interface ImpScaleRefs {
  /** The named scale, or a director's own (written as the block instead). */
  readonly table: ImpTableName | ImpTable;
  /** Every lower bound, starting with 0 (0 IMPs): what MATCH searches. Absolute, one column. */
  readonly from: string;
  /** The IMPs of each band, beside `from`. */
  readonly imps: string;
  /** The lower bounds without the 0: the band edges a cross-IMP total counts (only `cap` of them when capped). */
  readonly bands: string;
  /** The most IMPs one comparison gives (null: no cap): impOf puts a MIN and MAX around each IMP. */
  readonly cap?: number | null;
  /** A director's scale with a band worth more than one IMP (a bound repeated): looked up by counting. */
  readonly repeats?: boolean;
}

/** The scale's bounds with the 0 in front, and the title over its block. */
function scaleOf(table: ImpTableName | ImpTable): { title: string; bounds: number[] } {
  if (typeof table === "object") return { title: table.title, bounds: [0, ...table.lowerBounds] };
  return { title: SCALE_TITLES[table], bounds: [0, ...IMP_TABLES[table].lowerBounds] };
}

/** The title over each scale: short enough, in bold, for the block's two columns. */
const SCALE_TITLES: Readonly<Record<ImpTableName, string>> = {
  WBF: "WBF IMP scale",
  "1961": "1961 IMP scale",
  "1948": "1948 IMP scale",
  EMP1938: "1938 EMP scale",
};

/**
 * The width of each of the block's two columns (characters): together they hold the title in
 * bold and each line of the note under the table.
 */
export const IMP_SCALE_COLUMN_WIDTH = 9;

/** The width of the empty column that sets the block apart from the board beside it. */
export const IMP_SCALE_GAP_WIDTH = 2;

const NOTE_TEXT = "From: each band's lower bound";

/**
 * The rows the IMP scale block takes: its title, the header, one row per band (25 on the WBF
 * scale) and the note under them.
 *
 * @example
 * impScaleHeight("WBF"); // 29: title, header, 25 bands, a note of two lines
 */
export function impScaleHeight(table: ImpTableName | ImpTable): number {
  return 2 + maxImps(table) + 1 + wrapText(NOTE_TEXT, 2 * IMP_SCALE_COLUMN_WIDTH).length;
}

/**
 * The ranges of the IMP scale block whose top-left cell (its title) is at row `top`, column
 * `col` (0-based): "From" in column `col` and "IMPs" beside it, one row per band under the header.
 *
 * @example
 * impScaleRefs("WBF", 4, 12).from; // "$M$7:$M$31" (title on row 5, header on row 6)
 */
export function impScaleRefs(
  table: ImpTableName | ImpTable,
  top: number,
  col: number,
  cap: number | null = null,
): ImpScaleRefs {
  const first = top + 2;
  const last = first + maxImps(table); // a row for each IMP from 0 to the most the scale gives
  const capped = cap !== null && cap < maxImps(table);
  const bounds = scaleOf(table).bounds;
  return {
    table,
    from: rangeRef(first, col, last, col, { absolute: true }),
    imps: rangeRef(first, col + 1, last, col + 1, { absolute: true }),
    bands: rangeRef(first + 1, col, capped ? first + cap : last, col, { absolute: true }),
    ...(capped ? { cap } : {}),
    ...(new Set(bounds).size < bounds.length ? { repeats: true } : {}),
  };
}

/**
 * Writes the IMP scale as a block of two columns with its top-left cell at row `top`, column
 * `col`: a title ("WBF IMP scale"), a header "From" and "IMPs", then each band's lower bound
 * (0, 20, 50, ... 4000 on the WBF scale) beside its IMPs, and a note saying what From is. The
 * column before `col` is left as a narrow gap. `b.row` is not moved: the block stands beside the
 * boards, not above them, and is declared so (a block `beside` the others). Returns the ranges the workings' formulas look up (see
 * {@link impScaleRefs}), so the sheet carries its own scale and needs no add-in.
 *
 * @example
 * const b = new SheetBuilder();
 * writeImpScale(b, "WBF", 4, 12).imps; // "$N$7:$N$31"
 */
export function writeImpScale(
  b: SheetBuilder,
  table: ImpTableName | ImpTable,
  top: number,
  col: number,
  cap: number | null = null,
): ImpScaleRefs {
  const { title, bounds } = scaleOf(table);
  b.block({ kind: "impScale", title, beside: true });
  b.text(top, col, title, "section");
  b.value(top + 1, col, "From", undefined, "header");
  b.value(top + 1, col + 1, "IMPs", undefined, "header");
  bounds.forEach((x, i) => {
    b.value(top + 2 + i, col, x, "0");
    b.value(top + 2 + i, col + 1, i, "0");
  });
  b.table({
    title,
    header: top + 1,
    rows: [top + 2, top + 1 + bounds.length],
    titleRow: top,
    columns: [
      { col, label: "From", role: "bound" },
      { col: col + 1, label: "IMPs", role: "imps" },
    ],
  });
  wrapText(NOTE_TEXT, 2 * IMP_SCALE_COLUMN_WIDTH).forEach((line, i) =>
    b.text(top + 2 + bounds.length + i, col, line, "note"),
  );
  if (col > 0) b.columnWidth(col - 1, IMP_SCALE_GAP_WIDTH);
  b.columnWidth(col, IMP_SCALE_COLUMN_WIDTH);
  b.columnWidth(col + 1, IMP_SCALE_COLUMN_WIDTH);
  return impScaleRefs(table, top, col, cap);
}

/**
 * The formula text (without "=") for the IMPs of a point difference: its sign times the IMPs of
 * the last band whose lower bound its size reaches. `difference` is a cell address or a
 * parenthesised expression. Its size is rounded to six decimal places before the look-up: against
 * a datum worked out in binary (a weighted mean of thirds, say) a difference of 220 can come out
 * as 219.99999999999997, which the exact arithmetic of the core puts in the 220 band and a plain
 * look-up in the band below. A true difference within a millionth of a bound but off it would
 * need weights given to seven decimal places or more.
 *
 * With a cap on each comparison the IMPs are held between -cap and cap (a MIN inside a MAX); on a
 * director's scale with a band worth more than one IMP, they are the bounds reached, counted.
 *
 * @example
 * impOf("E12", refs); // "SIGN(E12)*INDEX($N$7:$N$31,MATCH(ROUND(ABS(E12),6),$M$7:$M$31,1),1)"
 * impOf("E12", { ...refs, cap: 17 }); // "MAX(-17,MIN(17,SIGN(E12)*INDEX(...)))"
 */
export function impOf(difference: string, scale: ImpScaleRefs): string {
  const size = `ROUND(ABS(${difference}),6)`;
  const lookup = scale.repeats
    ? `SIGN(${difference})*COUNTIF(${scale.bands},"<="&${size})`
    : `SIGN(${difference})*INDEX(${scale.imps},MATCH(${size},${scale.from},1),1)`;
  const cap = scale.cap;
  return cap === undefined || cap === null ? lookup : `MAX(-${cap},MIN(${cap},${lookup}))`;
}
