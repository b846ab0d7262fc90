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
 * Writes the IMP scale as a block of two rows at `row`: "From" with each band's lower bound
 * (0, 20, 50, ... 4000 on the WBF scale) and "IMPs" under it. Returns the ranges the workings'
 * formulas look up, so the sheet carries its own scale and needs no add-in.
 *
 * @example
 * const b = new SheetBuilder();
 * writeImpScale(b, 3, "WBF").from; // "$B$5:$Z$5" (the title is on row 4)
 */
export function writeImpScale(b: SheetBuilder, row: number, table: ImpTableName): ImpScaleRefs {
  const bounds = [0, ...IMP_TABLES[table].lowerBounds];
  b.text(
    row,
    0,
    `IMP scale: ${IMP_TABLES[table].title} (a difference scores the band whose lower bound it reaches)`,
    LABEL,
  );
  b.value(row + 1, 0, "From", undefined, HEADER);
  b.value(row + 2, 0, "IMPs", undefined, HEADER);
  bounds.forEach((x, i) => {
    b.value(row + 1, i + 1, x, "0");
    b.value(row + 2, i + 1, i, "0");
  });
  const last = bounds.length;
  return {
    table,
    from: rangeRef(row + 1, 1, row + 1, last, { absolute: true }),
    imps: rangeRef(row + 2, 1, row + 2, last, { absolute: true }),
    bands: rangeRef(row + 1, 2, row + 1, last, { absolute: true }),
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
