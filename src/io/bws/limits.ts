// The bounds a Bridgemate database is read within, checked before anything is made from it: the
// rows of a table, the results its movement sends, and a scan of the file's pages for a table
// definition that loops back on itself. A damaged or hostile database is refused with a message
// naming the table or row and the limit, never read until the memory runs out or forever.
import { ResultsFileError } from "../results-file";
import { whole, type Row } from "./cells";

/**
 * The most rows the add-in reads from one table of a database: 1,048,576, an Excel sheet's rows,
 * the limit of every other file (MAX_INPUT_ROWS).
 */
export const MAX_BWS_ROWS = 1_048_576;

const count = (n: number): string => n.toLocaleString("en-US");

/**
 * The most results the add-in reads from one database (ReceivedData's rows), and the most its
 * movement may send: 250,000. A database holds a session, a few thousand results at the largest
 * congress. A result read from a database takes more memory on its way to a traveller than a line
 * of CSV (a million ReceivedData rows took 1.7 GB to read, where a CSV file of a million lines is
 * scored in 1.1 GB), so the limit is a quarter of a file's rows, to be scored within the memory
 * any other file is.
 */
export const MAX_BWS_RESULTS = 250_000;

/** The most rows the add-in reads from a table of a database: MAX_BWS_RESULTS for ReceivedData. */
export function rowLimit(table: string): number {
  return table === "ReceivedData" ? MAX_BWS_RESULTS : MAX_BWS_ROWS;
}

/** The refusal of a table of more rows than its limit. */
export function tooManyRows(file: string, table: string, rows: number): ResultsFileError {
  const what =
    table === "ReceivedData"
      ? `${count(MAX_BWS_RESULTS)} results the add-in reads from one Bridgemate database`
      : `${count(MAX_BWS_ROWS)} the add-in reads from one table (an Excel sheet's rows)`;
  return new ResultsFileError(file, [
    `its ${table} table has ${count(rows)} rows, more than the ${what}: split the session into databases of a section each.`,
  ]);
}

/**
 * Refuses a table whose definition states more rows than its limit, or more than the file's
 * bytes could hold (a row takes at least 4 of them: its offset on its page, its column count and
 * its null mask), before a row is read.
 */
export function checkStatedRows(file: string, table: string, stated: number, fileBytes: number): void {
  if (stated > fileBytes / 4)
    throw new ResultsFileError(file, [
      `its ${table} table states ${count(stated)} rows, more than a file of ${count(fileBytes)} bytes can hold: the database is damaged.`,
    ]);
  if (stated > rowLimit(table)) throw tooManyRows(file, table, stated);
}

/**
 * Refuses a movement (RoundData's rows) that sends more results than MAX_BWS_RESULTS, counted before
 * any is made: a round whose HighBoard is 32767 at every table would otherwise make millions of
 * not-played rows. The message names the row at which the count passes the limit.
 */
export function checkMovementSize(file: string, rounds: readonly Row[]): void {
  let sent = 0;
  for (const r of rounds) {
    const [ns, ew] = [whole(r.NSPair) ?? 0, whole(r.EWPair) ?? 0];
    const [low, high] = [Math.max(whole(r.LowBoard) ?? 0, 1), whole(r.HighBoard) ?? 0];
    if (ns === 0 || ew === 0 || high < low) continue;
    sent += high - low + 1;
    if (sent > MAX_BWS_RESULTS)
      throw new ResultsFileError(file, [
        `its RoundData row for section ${String(r.Section)}, table ${String(r.Table)}, round ${String(r.Round)} sends boards ${low}-${high}: with the rows before it the movement sends more than the ${count(MAX_BWS_RESULTS)} results the add-in reads from one Bridgemate database.`,
      ]);
  }
}

/** The page size of an Access database: byte 0x14 is 0 for Jet 3 (2,048 bytes), else Jet 4 and later (4,096). */
function pageSizeOf(bytes: Uint8Array): number {
  return bytes[0x14] === 0 ? 2048 : 4096;
}

/**
 * The first page of a chain of table-definition pages that loops back on itself, or null when
 * none does. Each definition page (type 2) names the next page of its definition in its bytes
 * 4-7 (0 for the last); a file whose chain returns to a page already in it would be read forever
 * by a reader that follows it. One pass over the pages, each followed once.
 */
export function definitionLoop(bytes: Uint8Array): number | null {
  const size = pageSizeOf(bytes);
  const pages = Math.floor(bytes.length / size);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const isDefinition = (p: number): boolean => p > 0 && p < pages && bytes[p * size] === 2;
  // The walk that reached each page (0: none yet): a page reached again in the same walk is a loop.
  const walk = new Uint32Array(pages);
  for (let start = 1; start < pages; start++) {
    if (walk[start] !== 0 || !isDefinition(start)) continue;
    let p = start;
    while (isDefinition(p) && walk[p] === 0) {
      walk[p] = start;
      p = view.getUint32(p * size + 4, true);
    }
    if (isDefinition(p) && walk[p] === start) return p;
  }
  return null;
}
