import { CellValue } from "./model";

/**
 * The Excel number formats of the results sheet, read in one place: what a format shows for a
 * value, as a person reading the cell sees it, and how many characters the sheet reserves for it
 * in its column. The sheet uses a handful of formats: "0", "0.00", "0.0", "+0;-0;0",
 * "+0.00;-0.00;0.00", "0.00%", "0.##", "0.####"; what is read of them:
 *
 * - The digits come from the first section: "0.00" (fixed decimals), "0.##" (up to that many,
 *   trailing zeros dropped), "+0" or "0" (a whole number, a half rounded away from zero as Excel
 *   does), none (the number as it is).
 * - The sign comes from the value: a minus for a negative value, a plus when the first section
 *   starts with "+" and the value is above zero. A value that shows as zero (0.00 for -0.001)
 *   shows no sign, where the format has one section or a zero section (the third); a format of
 *   two sections ("0.00;-0.00") gives every negative value its minus, as Excel does.
 * - A first section ending in "%" shows the value times 100 with its decimals and a "%".
 */

/** A format's sections (positive; negative; zero). */
function sections(format: string | undefined): string[] {
  return (format ?? "").split(";");
}

/** The fixed decimals a format section asks for ("0.00": 2), or null when it asks for none. */
function fixedDecimals(section: string): number | null {
  const m = /0\.(0+)/.exec(section);
  return m ? m[1].length : null;
}

/**
 * The text a cell shows for its value under its number format: text and true/false as they are,
 * an empty cell as "", a number as the format shows it (see the rules at the top of this file).
 *
 * @example
 * formatValue(31, "+0;-0;0"); // "+31"
 * formatValue(0.3, "0.00%"); // "30.00%"
 * formatValue(1.2, "0.####"); // "1.2"
 * formatValue(-0.001, "0.00;-0.00"); // "-0.00"
 */
export function formatValue(value: CellValue | undefined, format?: string): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "number") return String(value);
  const parts = sections(format);
  const positive = parts[0];
  if (positive.endsWith("%")) {
    const d = /\.(0+)%/.exec(positive)?.[1].length ?? 0;
    return `${(value * 100).toFixed(d)}%`;
  }
  const size = Math.abs(value);
  const fixed = fixedDecimals(positive);
  const upTo = /0\.(#+)/.exec(positive)?.[1].length;
  let text: string;
  if (fixed !== null) text = size.toFixed(fixed);
  else if (upTo !== undefined) text = String(Number(size.toFixed(upTo)));
  // The size is rounded, then signed: half away from zero, as Excel shows -2.5 as -3 (Math.round(-2.5) is -2).
  else if (positive.startsWith("+") || positive === "0") text = Math.round(size).toString();
  else text = String(size);
  const zero = Number(text) === 0;
  const minus = value < 0 && (!zero || parts.length === 2);
  const sign = minus ? "-" : positive.startsWith("+") && !zero && value > 0 ? "+" : "";
  return sign + text;
}

/**
 * Roughly how many characters a number takes in its column, for the column's width: the number to
 * the decimals the format fixes (two where it fixes none and the number is not whole), with its
 * minus, and a plus for a positive number under a signed format. It does not scale percentages
 * or drop a "0.##" format's trailing zeros, so it is never less than what the cell needs.
 *
 * @example
 * reservedWidth(13, "+0;-0;0"); // 3, for "+13"
 * reservedWidth(2.4, "0.##"); // 4, for "2.40"
 */
export function reservedWidth(value: number, format?: string): number {
  const decimals = fixedDecimals(format ?? "") ?? (Number.isInteger(value) ? 0 : 2);
  return value.toFixed(decimals).length + (format?.includes("+") && value > 0 ? 1 : 0);
}

/** A table or pair number as the traveller reads it: a whole number written without leading zeros. */
const WHOLE_NUMBER = /^(?:0|[1-9]\d{0,14})$/;

/**
 * A table's or a pair's number as its cell holds it: a number when it is a whole number ("3"), so
 * the spreadsheet sorts it and does not flag it as a number stored as text; text otherwise (a pair
 * with a section's letter, "3A"; a pair named, not numbered; a seat, "3 N").
 *
 * @example
 * numberCell("12"); // 12
 * numberCell("3A"); // "3A"
 */
export function numberCell(id: string): number | string {
  return WHOLE_NUMBER.test(id) ? Number(id) : id;
}
