// Reading single cell values as Excel, a CSV file or a person hands them over: numbers stored as
// text, a leading plus sign, the Unicode minus, non-breaking and trailing spaces.

/** Minus-like characters people paste for "-": minus sign, en and em dashes, small and full-width hyphen-minus. */
const MINUS_RE = /[\u2212\u2012\u2013\u2014\uFE63\uFF0D]/g;
/** Spaces that are not plain spaces (non-breaking, thin, zero-width, byte-order mark). */
const ODD_SPACE_RE = /[\u00A0\u2000-\u200B\u202F\u205F\u3000\uFEFF]/g;

/**
 * The text of a cell, trimmed, with odd spaces turned into plain ones and every minus-like dash
 * turned into "-". Numbers become their shortest decimal form; blanks (null, undefined, "") become "".
 *
 * @example
 * cellText("  \u2212430 "); // "-430"
 * cellText(420); // "420"
 * cellText(null); // ""
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value + 0) : "";
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value !== "string") return String(value).trim();
  // Most cells are printable ASCII with no space at either end: nothing to replace or trim.
  if (PLAIN_RE.test(value)) return value;
  return value.replace(ODD_SPACE_RE, " ").replace(MINUS_RE, "-").trim();
}

/** A whole number of digits, with a sign or without. */
const WHOLE_RE = /^[+-]?\d+$/;

/** Empty, or printable ASCII that neither starts nor ends with a space. */
const PLAIN_RE = /^(?:[!-~](?:[ -~]*[!-~])?)?$/;

/**
 * Whether a cell is blank: nothing, an empty string or only spaces.
 *
 * @example
 * isBlankCell(" "); // true
 * isBlankCell(0); // false
 */
export function isBlankCell(value: unknown): boolean {
  return cellText(value) === "";
}

/**
 * The number in a cell, or null when the cell does not hold one. Accepts real numbers and numbers
 * stored as text: a leading + or - (or Unicode minus), decimals with a point, and thousands
 * grouped by commas or spaces ("1,430", "1 430"). A point may open or close the number (".5" is
 * 0.5, "5." is 5), as Excel reads them when typed. Anything else (a blank, a decimal comma, an
 * exponent, hexadecimal) is null.
 *
 * @example
 * readNumberCell("+100"); // 100
 * readNumberCell("\u2212430"); // -430
 * readNumberCell("1,430"); // 1430
 * readNumberCell(".5"); // 0.5
 * readNumberCell("4S"); // null
 */
export function readNumberCell(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value + 0 : null;
  const text = cellText(value);
  if (text === "") return null;
  // Most cells are whole numbers, signed or not, with nothing else: read without the pattern below.
  if (WHOLE_RE.test(text)) {
    const sign = text.charCodeAt(0);
    const x = Number(sign === 43 || sign === 45 ? text.slice(1) : text);
    return sign === 45 ? -x || 0 : x;
  }
  // Whole part (grouped in threes or not), then an optional point and decimals; the whole part
  // may be left out only before a point and at least one decimal (".5", not ".").
  const m = /^([+-]?)\s*(\d{1,3}(?:[, ]\d{3})+|\d+|(?=\.\d))(\.\d*)?$/.exec(text);
  if (!m) return null;
  const x = Number(m[2].replace(/[, ]/g, "") + (m[3] ?? ""));
  return m[1] === "-" ? -x || 0 : x;
}

/**
 * A pair number or pair name as a canonical string: whole numbers lose leading zeros and any
 * ".0" ("03" and 3.0 are pair "3"), letters are upper-cased ("a1" is "A1"). Null for a blank
 * cell; undefined for text that cannot be a pair (spaces or punctuation inside, a fraction, a
 * number below 1).
 *
 * @example
 * readPairCell(3); // "3"
 * readPairCell(" 03 "); // "3"
 * readPairCell("b2"); // "B2"
 * readPairCell("3.5"); // undefined
 */
export function readPairCell(value: unknown): string | null | undefined {
  const text = cellText(value);
  if (text === "") return null;
  const n = readNumberCell(value);
  if (n !== null) return Number.isSafeInteger(n) && n >= 1 ? String(n) : undefined;
  return /^[A-Za-z0-9]+$/.test(text) ? text.toUpperCase() : undefined;
}

/**
 * A board number from a cell: a whole number of 1 or more, written as a number or as text (a
 * "#" or "Bd" in front is allowed: "#15", "Bd 15"). Null for a blank; undefined when unreadable.
 *
 * @example
 * readBoardCell("15"); // 15
 * readBoardCell("Bd 15"); // 15
 * readBoardCell("x"); // undefined
 */
export function readBoardCell(value: unknown): number | null | undefined {
  const text = cellText(value);
  if (text === "") return null;
  const stripped = text.replace(/^(?:#|no\.?|bd\.?|brd\.?|board)\s*/i, "");
  const n = readNumberCell(stripped);
  return n !== null && Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

/**
 * A team's name or number as a teams scoresheet gives it in its NS or EW cell: a cell of digits
 * only is a number, as pair numbers are ("03" is team "3"); any other text is the team's name,
 * trimmed with its inner spaces made single ("Kings  Cross" is "Kings Cross"), so a name with a
 * sign ("+1", "-2") keeps it and is never merged with team 1 or read as a negative number. Null
 * for a blank cell.
 *
 * @example
 * readTeamCell(" Kings  Cross "); // "Kings Cross"
 * readTeamCell("07"); // "7"
 * readTeamCell("+1"); // "+1"
 * readTeamCell(""); // null
 */
export function readTeamCell(value: unknown): string | null {
  const text = cellText(value).replace(/\s+/g, " ");
  if (text === "") return null;
  if (typeof value !== "number" && !/^\d+$/.test(text)) return text;
  const n = readNumberCell(value);
  return n !== null && Number.isSafeInteger(n) && n >= 1 ? String(n) : text;
}
