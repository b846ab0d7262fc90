// A test helper that damages or trims a copy of a real Access database (a fixture) byte by byte,
// as a hostile or half-written file would be: a table-definition page whose next-page pointer is
// itself, a memo whose chain of pages loops, a table whose stated row count is more than the file
// holds, rows deleted (the database as it was earlier in the session). Nothing here writes a
// database from nothing: each function edits the fields of an existing page, at the offsets the
// Jet 3 and Jet 4 formats give them (as mdbtools' HACKING describes the format).
import MDBReader from "mdb-reader";
import { ResultsFileError } from "../../../src/io/results-file";

/** The fields of a Jet format the helper edits: the page size and the offsets within a page. */
interface Format {
  readonly pageSize: number;
  /** Data page: where its count of records is; the records' offsets follow it. */
  readonly recordCount: number;
  /** Table definition page: its row count, column count, count of real indexes, where the index entries start and each one's size. */
  readonly rowCount: number;
  readonly columnCount: number;
  readonly realIndexCount: number;
  readonly realIndexStart: number;
  readonly realIndexEntry: number;
  /** A column's entry: its size, and the size of a name's length. */
  readonly columnEntry: number;
  readonly nameLength: 1 | 2;
}

const JET3: Format = {
  pageSize: 2048,
  recordCount: 8,
  rowCount: 12,
  columnCount: 25,
  realIndexCount: 31,
  realIndexStart: 43,
  realIndexEntry: 8,
  columnEntry: 18,
  nameLength: 1,
};
const JET4: Format = {
  pageSize: 4096,
  recordCount: 12,
  rowCount: 16,
  columnCount: 45,
  realIndexCount: 51,
  realIndexStart: 63,
  realIndexEntry: 12,
  columnEntry: 25,
  nameLength: 2,
};

/** The format of a database: byte 0x14 is 0 for Jet 3 (Access 97), else Jet 4 or later. */
export function formatOf(bytes: Uint8Array): Format {
  return bytes[0x14] === 0 ? JET3 : JET4;
}

/** The first table-definition page of a table, from MSysObjects (its Id's lower three bytes). */
export function definitionPage(bytes: Buffer, table: string): number {
  const sys = new MDBReader(bytes).getTable("MSysObjects").getData({ columns: ["Id", "Name"] });
  const row = sys.find((r) => r.Name === table);
  if (row === undefined) throw new Error(`no table ${table}`);
  return (row.Id as number) & 0xffffff;
}

/** A copy of the database whose table's first definition page names itself as the next one. */
export function withDefinitionLoop(bytes: Buffer, table: string): Buffer {
  const out = Buffer.from(bytes);
  const page = definitionPage(bytes, table);
  out.writeUInt32LE(page, page * formatOf(bytes).pageSize + 4);
  return out;
}

/** A copy of the database whose table's definition states `rows` rows. */
export function withRowCount(bytes: Buffer, table: string, rows: number): Buffer {
  const out = Buffer.from(bytes);
  const f = formatOf(bytes);
  out.writeUInt32LE(rows, definitionPage(bytes, table) * f.pageSize + f.rowCount);
  return out;
}

/** The data pages of a table, in page order (the order mdb-reader reads their rows in). */
function dataPages(bytes: Buffer, table: string): number[] {
  const f = formatOf(bytes);
  const owner = definitionPage(bytes, table);
  const pages: number[] = [];
  for (let p = 1; p < bytes.length / f.pageSize; p++)
    if (bytes[p * f.pageSize] === 1 && bytes.readUInt32LE(p * f.pageSize + 4) === owner) pages.push(p);
  return pages;
}

/**
 * A copy of the database with the rows of a table that `keep` rejects marked deleted (the
 * record's offset flagged 0x4000, as Access marks a deleted row), so that the table's rows are
 * those of a database written earlier. Its row count is lowered to match.
 */
export function withRowsDeleted(
  bytes: Buffer,
  table: string,
  keep: (row: Readonly<Record<string, unknown>>) => boolean,
): Buffer {
  const out = Buffer.from(bytes);
  const f = formatOf(bytes);
  const rows = new MDBReader(bytes).getTable(table).getData();
  let k = 0;
  let deleted = 0;
  for (const page of dataPages(bytes, table)) {
    const at = page * f.pageSize;
    const count = out.readUInt16LE(at + f.recordCount);
    for (let r = 0; r < count; r++) {
      const slot = at + f.recordCount + 2 + r * 2;
      const offset = out.readUInt16LE(slot);
      if (offset & 0x4000) continue;
      if (!keep(rows[k++])) {
        out.writeUInt16LE(offset | 0x4000, slot);
        deleted++;
      }
    }
  }
  if (k !== rows.length) throw new Error(`found ${k} of ${table}'s ${rows.length} rows`);
  const countAt = definitionPage(bytes, table) * f.pageSize + f.rowCount;
  out.writeUInt32LE(out.readUInt32LE(countAt) - deleted, countAt);
  return out;
}

/** Access's column type of a memo (long text). */
const MEMO = 0x0c;

/**
 * A copy of the database in which a text column of a table is a memo whose first row's value
 * points at a chain of pages that loops: the column's type is made memo, and the value's bytes
 * become a memo header (length, type 0 for "on other pages", the page and row of its first
 * piece) naming a row on a data page added at the end of the file, whose one 4-byte row names
 * itself as the next piece. The value must be at least 12 bytes long (a memo header's size).
 */
export function withMemoLoop(bytes: Buffer, table: string, column: string): Buffer {
  const f = formatOf(bytes);
  const page = Buffer.alloc(f.pageSize);
  const newPage = bytes.length / f.pageSize;
  page[0] = 1; // a data page
  page[1] = 1;
  page.writeUInt16LE(1, f.recordCount); // one record
  page.writeUInt16LE(f.pageSize - 4, f.recordCount + 2); // in the last 4 bytes of the page
  page.writeUInt32LE((newPage << 8) | 0, f.pageSize - 4); // the next piece: this row again
  const out = Buffer.concat([bytes, page]);
  // The column's entry in the table definition: after the real indexes' entries, one a column.
  const def = definitionPage(bytes, table) * f.pageSize;
  const columns = out.readUInt16LE(def + f.columnCount);
  const start = def + f.realIndexStart + out.readInt32LE(def + f.realIndexCount) * f.realIndexEntry;
  let name = start + columns * f.columnEntry;
  let entry = -1;
  for (let c = 0; c < columns; c++) {
    const length = f.nameLength === 1 ? out[name] : out.readUInt16LE(name);
    const text = out.subarray(name + f.nameLength, name + f.nameLength + length);
    const decoded = f.nameLength === 1 ? text.toString("latin1") : text.toString("utf16le");
    if (decoded === column) entry = start + c * f.columnEntry;
    name += f.nameLength + length;
  }
  if (entry < 0) throw new Error(`no column ${column} in ${table}`);
  out[entry] = MEMO;
  // The first row's value: found by its text on the table's first data page.
  const value = String(new MDBReader(bytes).getTable(table).getData({ rowLimit: 1 })[0][column]);
  const first = dataPages(bytes, table)[0] * f.pageSize;
  const encoded = Buffer.from(value, f.nameLength === 1 ? "latin1" : "utf16le");
  if (encoded.length < 12) throw new Error(`${table}.${column}'s first value is shorter than a memo header`);
  const at = out.subarray(first, first + f.pageSize).indexOf(encoded) + first;
  if (at < first) throw new Error(`${table}.${column}'s first value is not on its first page`);
  out.writeUIntLE(0xffffff, at, 3); // its length: the most a memo header says
  out[at + 3] = 0; // on other pages
  out.writeUInt32LE((newPage << 8) | 0, at + 4);
  return out;
}

/**
 * The message of the ResultsFileError a reading throws (the test fails when it reads instead, or
 * throws anything else).
 */
export function bwsRefusal(read: () => unknown): string {
  try {
    read();
  } catch (e) {
    expect(e).toBeInstanceOf(ResultsFileError);
    return (e as Error).message;
  }
  throw new Error("the database was read, where it should have been refused");
}
