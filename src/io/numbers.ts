// One reading of the whole numbers a results file holds (board numbers, pair numbers, scores,
// tricks), shared by every reader: decimal digits with an optional sign, nothing else. JavaScript's
// Number() would also take "0x10" (16), "1e1" (10), "0b11", " " (0) or "Infinity"; no format
// the add-in reads writes a number so, and reading one would score a board that is not there.

/** A whole number as a results file writes one: decimal digits, an optional sign. */
const WHOLE = /^[+-]?\d+$/;
/** A count (a board number, tricks): decimal digits only. */
const COUNT = /^\d+$/;

/**
 * The whole number a text holds (spaces around it allowed), or null: decimal digits with an
 * optional + or -, and small enough to be exact. No hexadecimal, exponent, thousands separator or
 * decimal point.
 *
 * @example
 * readWhole(" -420 "); // -420
 * readWhole("0x1A4"); // null
 * readWhole("4.2e2"); // null
 */
export function readWhole(text: string | undefined): number | null {
  const t = (text ?? "").trim();
  if (!WHOLE.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n + 0 : null;
}

/**
 * A count (board number, tricks, a table): decimal digits only, no sign, exact; else null.
 *
 * @example
 * readCount("16"); // 16
 * readCount("+16"); // null
 * readCount("1e1"); // null
 */
export function readCount(text: string | undefined): number | null {
  const t = (text ?? "").trim();
  if (!COUNT.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * A board number: a count of 1 or more, else null.
 *
 * @example
 * readBoardNumber("0x10"); // null
 * readBoardNumber("16"); // 16
 */
export function readBoardNumber(text: string | undefined): number | null {
  const n = readCount(text);
  return n !== null && n >= 1 ? n : null;
}
