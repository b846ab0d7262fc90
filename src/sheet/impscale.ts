import { IMP_TABLES, ImpTableName } from "../scoring/imp";
import { rangeRef } from "./a1";
import { SheetBuilder } from "./builder";
import { HEADER, LABEL } from "./styles";

/** Where the IMP scale block stands: the ranges formulas look up. */
export interface ImpScaleRefs {
  readonly table: ImpTableName;
  /** Every lower bound, starting with 0 (0 IMPs): what MATCH searches. Absolute, one row. */
  readonly from: string;
  /** The IMPs of each band, beside `from`. */
  readonly imps: string;
  /** The lower bounds without the 0: the band edges a cross-IMP total counts. */
  readonly bands: string;
}

/**
 * Writes the IMP scale from `b.row` on: its title, then a row "From" with each band's lower bound
 * (0, 20, 50, ... 4000 on the WBF scale) and "IMPs" under it; leaves `b.row` on the row after the
 * block. The title is one line, short enough for the narrowest scale's row under it (the 1938
 * EMP scale: 13 columns). Returns the ranges the workings' formulas look up, so the sheet carries
 * its own scale and needs no add-in.
 *
 * @example
 * const b = new SheetBuilder();
 * b.row = 3;
 * writeImpScale(b, "WBF").from; // "$B$5:$Z$5" (the title is on row 4)
 */
export function writeImpScale(b: SheetBuilder, table: ImpTableName): ImpScaleRefs {
  const bounds = [0, ...IMP_TABLES[table].lowerBounds];
  b.text(b.row++, 0, `IMP scale: ${IMP_TABLES[table].title} (From: each band's lower bound)`, LABEL);
  const row = b.row;
  b.value(row, 0, "From", undefined, HEADER);
  b.value(row + 1, 0, "IMPs", undefined, HEADER);
  bounds.forEach((x, i) => {
    b.value(row, i + 1, x, "0");
    b.value(row + 1, i + 1, i, "0");
  });
  b.row = row + 2;
  const last = bounds.length;
  return {
    table,
    from: rangeRef(row, 1, row, last, { absolute: true }),
    imps: rangeRef(row + 1, 1, row + 1, last, { absolute: true }),
    bands: rangeRef(row, 2, row, last, { absolute: true }),
  };
}

/**
 * The formula text (without "=") for the IMPs of a point difference: its sign times the IMPs of
 * the last band whose lower bound its size reaches. `difference` is a cell address or a
 * parenthesised expression.
 *
 * @example
 * impOf("E12", refs); // "SIGN(E12)*INDEX($B$6:$Z$6,1,MATCH(ABS(E12),$B$5:$Z$5,1))"
 */
export function impOf(difference: string, scale: ImpScaleRefs): string {
  return `SIGN(${difference})*INDEX(${scale.imps},1,MATCH(ABS(${difference}),${scale.from},1))`;
}
