// A Bridgemate table's rows as mdb-reader gives them, and their cells as text or whole numbers.

/** A row of a database table, by column name. */
export type Row = Readonly<Record<string, unknown>>;

/** A cell as text ("" for null or absent), trimmed: Access pads some text columns (`"A  "`). */
export const text = (v: unknown): string => (v === null || v === undefined ? "" : String(v).trim());
/** A cell as a whole number, or null. */
export const whole = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : Number(text(v));
  return text(v) !== "" && Number.isInteger(n) ? n : null;
};
