// A Bridgemate table's rows as mdb-reader gives them, and their cells as text or whole numbers.
import { withoutControls } from "../text";

/** A row of a database table, by column name. */
export type Row = Readonly<Record<string, unknown>>;

/**
 * A cell as text ("" for null or absent), trimmed: Access pads some text columns (`"A  "`). A
 * database's text is not read through the text readers' cleaning, so its control and
 * bidirectional characters are removed here (a player's name that would reorder a line).
 */
export const text = (v: unknown): string =>
  v === null || v === undefined ? "" : withoutControls(String(v)).trim();
/** A cell as a whole number, or null. */
export const whole = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : Number(text(v));
  return text(v) !== "" && Number.isInteger(n) ? n : null;
};
