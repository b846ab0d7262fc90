/**
 * How the results web page (html.ts) lays out a board's tables for players: the traveller and
 * each pair's result as one table (the results' columns after the traveller's, row by row), the
 * figures of a column with the same decimals, and the sheet's words that mean nothing on a web
 * page left out. Pure: the page writer asks, nothing here writes markup but text.
 */
import type { CellModel, ColumnRole, SheetColumn, SheetTable } from "../sheet/model";
import { dayInWords } from "../sheet/day-words";
import { formatValue } from "../sheet/number-format";

/** The columns of each pair's result that the traveller already shows (who played, the score). */
const SHOWN_IN_TRAVELLER: ReadonlySet<ColumnRole> = new Set(["table", "pair", "names", "score", "board"]);

/** The columns that say which row of a board is which: the table and the pairs. */
const ROW_KEYS: ReadonlySet<ColumnRole> = new Set(["table", "pair", "board"]);

/** A table's rows, each row's cells (as the page writer holds them). */
export type RowCells = ReadonlyMap<number, readonly CellModel[]>;

/** Each pair's result set beside the traveller: its columns to add, and its row for each traveller row. */
export interface JoinedResults {
  readonly columns: readonly SheetColumn[];
  /** The results table's row for a traveller row (absent: no result row matches it). */
  readonly rowOf: ReadonlyMap<number, number>;
  readonly rows: RowCells;
}

/** The text of a row's cells in the columns that say which row it is ("1|3|6": table 1, NS 3, EW 6). */
function rowKey(table: SheetTable, cells: readonly CellModel[] | undefined): string | null {
  const keys = table.columns.filter((c) => ROW_KEYS.has(c.role));
  if (keys.length === 0 || cells === undefined) return null;
  return keys
    .map((k) => {
      const c = cells.find((x) => x.col === k.col);
      return c === undefined ? "" : formatValue(c.value, c.numberFormat);
    })
    .join("|");
}

/**
 * The results table joined to the traveller, row to row by the table and pair numbers (both read
 * the same rows of the input, but a row is matched by who played it, not by where it stands), or
 * null when the two cannot be joined: the results name their rows by other columns, a key is
 * missing or repeated, or a row of either has no partner.
 *
 * @example
 * joinResults(traveller, travellerRows, results, resultsRows)?.columns.map((c) => c.label); // ["NS MP", "EW MP", "NS %", "EW %", "NS + EW"]
 */
export function joinResults(
  traveller: SheetTable,
  travellerRows: RowCells,
  results: SheetTable,
  resultsRows: RowCells,
): JoinedResults | null {
  const keyed = (t: SheetTable) =>
    t.columns
      .filter((c) => ROW_KEYS.has(c.role))
      .map((c) => `${c.role}:${c.label}`)
      .join("|");
  if (keyed(traveller) === "" || keyed(traveller) !== keyed(results)) return null;
  const byKey = new Map<string, number>();
  for (let r = results.rows[0]; r <= results.rows[1]; r++) {
    const key = rowKey(results, resultsRows.get(r));
    if (key === null || byKey.has(key)) return null;
    byKey.set(key, r);
  }
  const rowOf = new Map<number, number>();
  for (let r = traveller.rows[0]; r <= traveller.rows[1]; r++) {
    const key = rowKey(traveller, travellerRows.get(r));
    const found = key === null ? undefined : byKey.get(key);
    if (found === undefined) return null;
    rowOf.set(r, found);
  }
  if (rowOf.size !== byKey.size) return null;
  return {
    columns: results.columns.filter((c) => !SHOWN_IN_TRAVELLER.has(c.role)),
    rowOf,
    rows: resultsRows,
  };
}

/** A number as text: an optional sign, digits, and perhaps a point and decimals ("57.54", "+6"). */
const PLAIN_NUMBER = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * The decimals a column of figures is shown with: the most any of its numbers shows, so that "6"
 * and "50" beside "57.54" become "6.00" and "50.00". Null when no figure shows decimals (the
 * column is left as the sheet shows it).
 *
 * @example
 * columnDecimals(["6", "50", "57.54"]); // 2
 * columnDecimals(["+420", "-50", "NP"]); // null
 */
export function columnDecimals(shown: readonly string[]): number | null {
  let most = 0;
  for (const s of shown) {
    const m = PLAIN_NUMBER.exec(s);
    if (m !== null && m[3] !== undefined) most = Math.max(most, m[3].length);
  }
  return most === 0 ? null : most;
}

/**
 * A figure shown with the column's decimals (padded with zeros: the sheet's own rounding is kept),
 * its sign as the sheet shows it. Any other text (NP, A+, a word) is left as it is.
 *
 * @example
 * withDecimals("6", 2); // "6.00"
 * withDecimals("+3.5", 2); // "+3.50"
 * withDecimals("NP", 2); // "NP"
 */
export function withDecimals(shown: string, decimals: number | null): string {
  if (decimals === null) return shown;
  const m = PLAIN_NUMBER.exec(shown);
  if (m === null) return shown;
  const have = m[3] ?? "";
  if (have.length >= decimals) return shown;
  return `${m[1]}${m[2]}.${have.padEnd(decimals, "0")}`;
}

/**
 * The sheet's title as a web page shows it: without the words about live formulas, which are the
 * spreadsheet's and mean nothing on a page.
 *
 * @example
 * pageText("Session matchpoints: 3 boards (Mitchell), scored with live formulas"); // "Session matchpoints: 3 boards (Mitchell)"
 */
export function pageText(text: string): string {
  return text.replace(/,?\s*scored with live formulas\.?/i, "").trim();
}

/**
 * The line under a page's heading that says when and where the session was played: a date the
 * input gives as YYYY-MM-DD spelt out (any other text as given), then the venue; "" when the input
 * gives neither.
 *
 * @example
 * whenAndWhere("2024-03-14", "Anytown Bridge Club"); // "14 March 2024, Anytown Bridge Club"
 * whenAndWhere(null, null); // ""
 */
export function whenAndWhere(date: string | null, venue: string | null): string {
  const d = date?.trim() ?? "";
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d);
  const day = (m !== null ? dayInWords(Number(m[1]), Number(m[2]), Number(m[3])) : null) ?? d;
  return [day, venue?.trim() ?? ""].filter((x) => x !== "").join(", ");
}

/** What a results file says of its event, as the page's heading is made of it. */
export interface HeadingParts {
  readonly event?: string;
  readonly club?: string;
  readonly date?: string;
  readonly session?: string;
  readonly section?: string;
}

/**
 * A results page's heading from what a results file says: the event's name, else the club's,
 * else "Results of" the date spelt out, else "Results"; then the session when the file names
 * one, and the section only when the event has `several` (a lone section's letter, "section A"
 * of a Bridgemate database, tells a player nothing).
 *
 * @example
 * resultsHeading({ event: "", section: "A", date: "2026-01-19" }, false); // "Results of 19 January 2026"
 * resultsHeading({ event: "Club Pairs", section: "B" }, true); // "Club Pairs, section B"
 */
export function resultsHeading(file: HeadingParts, several: boolean): string {
  const name = file.event?.trim() || file.club?.trim() || "";
  const day = whenAndWhere(file.date ?? null, null);
  const parts = [
    name !== "" ? name : day !== "" ? `Results of ${day}` : "Results",
    file.session?.trim() ? `session ${file.session.trim()}` : "",
    several && file.section?.trim() ? `section ${file.section.trim()}` : "",
  ];
  return parts.filter((x) => x !== "").join(", ");
}
