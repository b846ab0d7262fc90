import { CellRole, CellStyle } from "./model";
import type { ResultUnit } from "../scoring";

// The few looks the results sheet uses, so every block looks the same.
const SHEET_TITLE: CellStyle = { bold: true, fontColor: "#1F4E3D" };
const BOARD_TITLE: CellStyle = { bold: true, fill: "#DDEBF7" };
const SECTION: CellStyle = { bold: true, italic: true };
const HEADER: CellStyle = { bold: true, borderBottom: true, horizontalAlignment: "Center" };
const LABEL: CellStyle = { italic: true };
const NOTE: CellStyle = { italic: true, fontColor: "#7F6000" };
const RESULT: CellStyle = { bold: true };
const FLAG: CellStyle = { bold: true, fontColor: "#C00000" };
const CHECK: CellStyle = { bold: true, fontColor: "#006100", horizontalAlignment: "Center" };
/** A link within the sheet: the blue of the spreadsheets' own links, on the boards' titles' fill. */
const LINK: CellStyle = { fontColor: "#0563C1", fill: "#DDEBF7" };

/**
 * How each role looks on the sheet (the spreadsheet writers' styles): the sheet says what a cell
 * is, and its look follows from that, the same in every block.
 */
export const ROLE_LOOKS: { readonly [R in CellRole]: CellStyle } = {
  title: SHEET_TITLE,
  heading: BOARD_TITLE,
  section: SECTION,
  header: HEADER,
  label: LABEL,
  note: NOTE,
  result: RESULT,
  datum: RESULT,
  top: RESULT,
  rank: RESULT,
  team: RESULT,
  total: RESULT,
  vp: RESULT,
  flag: FLAG,
  check: CHECK,
  link: LINK,
};

/** Where a cell's content stands in it, when not where the spreadsheet puts it (text left, numbers right). */
export type Alignment = NonNullable<CellStyle["horizontalAlignment"]>;

/**
 * What a cell is as the blocks write it: its role, or a role (or none) with where its content
 * stands ("yes" centred under Agree, "NP" to the right in a column of scores).
 */
export type CellLook = CellRole | { readonly role?: CellRole; readonly align: Alignment };

/**
 * A look's role and style: the role's look, with the alignment given after it.
 *
 * @example
 * lookOf({ role: "flag", align: "Center" }).style; // { bold: true, fontColor: "#C00000", horizontalAlignment: "Center" }
 */
export function lookOf(look: CellLook | undefined): { role?: CellRole; style?: CellStyle } {
  if (look === undefined) return NO_LOOK;
  const role = typeof look === "string" ? look : look.role;
  const align = typeof look === "string" ? undefined : look.align;
  const key = align === undefined ? (role ?? "") : `${role ?? ""}|${align}`;
  let found = LOOKS.get(key);
  if (found === undefined) {
    const base = role === undefined ? undefined : ROLE_LOOKS[role];
    const style = align === undefined ? base : { ...base, horizontalAlignment: align };
    found = { ...(role !== undefined ? { role } : {}), ...(style !== undefined ? { style } : {}) };
    LOOKS.set(key, found);
  }
  return found;
}

/** No look: no role, no style. */
const NO_LOOK: { role?: CellRole; style?: CellStyle } = {};

/** Each look met so far, by role and alignment, made once and shared by every cell of that look. */
const LOOKS = new Map<string, { role?: CellRole; style?: CellStyle }>();

/** Number formats. */
export const FMT = {
  score: "+0;-0;0",
  whole: "0",
  imps: "+0;-0;0",
  decimal: "+0.00;-0.00;0.00",
  mp: "0.00",
  percent: "0.00",
  weight: "0.00%",
} as const;

/**
 * The formats of a result in each unit: whole results (IMPs signed, matchpoints plain), and the
 * format a column takes when any of its results has a fraction (a total, an average, Neuberg).
 */
export const RESULT_FORMATS: Readonly<
  Record<ResultUnit, { readonly whole: string; readonly decimal: string }>
> = {
  imps: { whole: FMT.imps, decimal: FMT.decimal },
  matchpoints: { whole: FMT.whole, decimal: FMT.mp },
};

/**
 * The format of a count or a factor (n, N/n, a divisor, a sum of weighted scores): a whole number
 * as it is ("1", not "1.0000"), any other to at most `places` decimals, without trailing zeros
 * ("1.2", "1.3333"). Chosen from the value, as the sheet's results are.
 *
 * @example
 * plainFormat(1.2, 4); // "0.####", shown 1.2
 * plainFormat(1, 4); // "0", shown 1
 */
export function plainFormat(x: number | null, places = 2): string {
  return x === null || Number.isInteger(x) ? FMT.whole : `0.${"#".repeat(places)}`;
}

/** The colour scale of IMP matrices: red for IMPs lost, white for none, green for IMPs won. */
export const IMP_SCALE_COLOURS = { minColor: "#F8696B", midColor: "#FFFFFF", maxColor: "#63BE7B" } as const;

/**
 * One number format for a column of results: `whole` when every value in it is a whole number,
 * else `decimal` for all of them, so a column's decimals line up (13.00 over 20.70, not 13).
 * Empty cells (null) do not count.
 *
 * @example
 * columnFormat([20.7, 13, 9.7], FMT.whole, FMT.mp); // "0.00": 20.70, 13.00, 9.70
 * columnFormat([8, 4, 0], FMT.whole, FMT.mp); // "0": 8, 4, 0
 */
export function columnFormat(
  values: readonly (number | null | undefined)[],
  whole: string,
  decimal: string,
): string {
  return values.every((x) => x === null || x === undefined || Number.isInteger(x)) ? whole : decimal;
}

/**
 * The red of hearts and diamonds: 6.5 to 1 against white (WCAG AA asks 4.5 for text), the flag's
 * red. The suit's letter ("4H") or symbol stays the sign; the colour only adds to it.
 */
export const RED_SUIT = "#C00000";

/** The formula text (without "=") that is true when `ch` is a red suit's letter or symbol. */
function redSuit(ch: string): string {
  return `OR(${["H", "D", "♥", "♦"].map((s) => `${ch}="${s}"`).join(",")})`;
}

/** The formula text (without "=") that is true when `text` is a card's rank (2-9, 10, T, J, Q, K, A). */
function isRank(text: string): string {
  return `ISNUMBER(FIND("|"&UPPER(${text})&"|","|2|3|4|5|6|7|8|9|10|T|J|Q|K|A|"))`;
}

/**
 * The formula that is true for a cell `ref` holding a contract in hearts or diamonds ("4H",
 * "3DX"), or a lead of one ("HK", "D10", "KH", "♦7"); false for anything else (a number, a
 * word, an empty cell), so one rule can cover a column that other blocks share.
 *
 * Why a conditional format rather than a cell's style: a corrected contract recolours itself, and
 * Excel, Excel on the web (Office.js custom conditional formats) and LibreOffice all render one
 * from the workbook. A spreadsheet cannot colour part of a cell, so the whole contract is red.
 *
 * @example
 * redSuitFormula("contract", "D5"); // '=AND(ISNUMBER(FIND(LEFT(D5,1),"1234567")),OR(MID(D5,2,1)="H",...))'
 */
export function redSuitFormula(kind: "contract" | "lead", ref: string): string {
  if (kind === "contract")
    return `=AND(ISNUMBER(FIND(LEFT(${ref},1),"1234567")),${redSuit(`MID(${ref},2,1)`)})`;
  const suitFirst = `AND(${redSuit(`LEFT(${ref},1)`)},${isRank(`MID(${ref},2,2)`)})`;
  const rankFirst = `AND(${redSuit(`RIGHT(${ref},1)`)},${isRank(`LEFT(${ref},MAX(0,LEN(${ref})-1))`)})`;
  return `=AND(LEN(${ref})>=2,LEN(${ref})<=3,OR(${suitFirst},${rankFirst}))`;
}
