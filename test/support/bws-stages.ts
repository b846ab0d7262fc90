// Copies of a real Bridgemate database as it stood part-way through the evening: only some of its
// ReceivedData rows (say those of rounds 1 to 3) still there, as if the later results had not
// reached the database yet. There is no Access writer to hand, so a row is removed the way the Jet
// engine itself removes one: its entry in its data page's table of row offsets is flagged deleted,
// and the row count in the table's definition (TDEF) page is lowered by the rows removed.
//
// The flag. mdb-reader (lib/node/Table.js) and mdbtools (libmdb/data.c, mdb_read_row) both skip a
// row whose offset entry has bit 0x4000 set and mask the offset with 0x1fff; mdbtools calls bit
// 0x8000 the "lookup" flag and reads such a row. Jackcess, a writer whose files Access opens, reads
// the bits the other way round (0x8000 deleted, 0x4000 a pointer to a row moved to another page)
// and, deleting a row, sets both. Every deleted row in the fixture databases, deleted by Jet itself,
// has both set (0xc000, and never one alone), so both are set here: every one of those readers then
// skips the row, and none of them takes it for a pointer. The row's bytes stay where they are (Jet
// also reclaims the space only later), and the table's indexes are not touched: a table that has
// any is refused, since its index pages would still point at the rows removed.
//
// Where each row is (its page and slot) is read here from the pages themselves: the catalog
// (MSysObjects, whose definition is always page 2) gives ReceivedData's TDEF page, the data pages
// are those of type 1 that name that page as their owner, and a row's fixed columns (ID, Section,
// Table, Round, Board) are decoded with the TDEF's column definitions. That map is checked row for
// row against mdb-reader's reading of the table, and each stage against mdb-reader's reading of
// the copy: a disagreement throws, so a test never stages rows other than those it asked for.
//
// Both layouts Access has used for .bws files are read: Jet 3 (Access 97, 2 KB pages; the
// fixtures) and Jet 4 (Access 2000 to 2003, 4 KB pages). A database whose pages are encoded (a
// non-zero key in its header) is refused.
import MDBReader from "mdb-reader";

/** A ReceivedData row and where it lies: its data page and its slot in that page's offset table. */
export interface ReceivedRowPlace {
  /** The data page (0-based page number). */
  readonly page: number;
  /** The row's slot: its index in the page's table of row offsets. */
  readonly slot: number;
  readonly id: number;
  readonly section: number;
  readonly table: number;
  readonly round: number;
  readonly board: number;
}

/** What a stage's `keep` is asked about each row. */
export type ReceivedRowKey = Pick<ReceivedRowPlace, "id" | "section" | "table" | "round" | "board">;

/** The offsets of one Jet layout that this module needs. */
interface JetLayout {
  readonly name: string;
  readonly pageSize: number;
  /** The first header bytes that are RC4-encoded with the fixed key (the database key among them). */
  readonly headerEncoded: number;
  /** On a data page: where its count of row slots is (the slots follow it, 2 bytes each). */
  readonly slotCount: number;
  /** On a TDEF page. */
  readonly rowCount: number;
  readonly varColumns: number;
  readonly columns: number;
  readonly realIndexes: number;
  readonly indexStart: number;
  readonly indexEntry: number;
  /** A column definition: its size and where each field of it is. */
  readonly column: {
    size: number;
    type: number;
    number: number;
    varIndex: number;
    flags: number;
    fixedOffset: number;
  };
  /** Bytes of a column name's length. */
  readonly nameLength: number;
  /** In a row: bytes of its column count and of its variable columns' count and offsets. */
  readonly rowCountBytes: number;
}

const JET3: JetLayout = {
  name: "Jet 3",
  pageSize: 2048,
  headerEncoded: 126,
  slotCount: 8,
  rowCount: 12,
  varColumns: 23,
  columns: 25,
  realIndexes: 31,
  indexStart: 43,
  indexEntry: 8,
  column: { size: 18, type: 0, number: 1, varIndex: 3, flags: 13, fixedOffset: 14 },
  nameLength: 1,
  rowCountBytes: 1,
};

const JET4: JetLayout = {
  name: "Jet 4",
  pageSize: 4096,
  headerEncoded: 128,
  slotCount: 12,
  rowCount: 16,
  varColumns: 43,
  columns: 45,
  realIndexes: 51,
  indexStart: 63,
  indexEntry: 12,
  column: { size: 25, type: 0, number: 5, varIndex: 7, flags: 15, fixedOffset: 21 },
  nameLength: 2,
  rowCountBytes: 2,
};

/** Bits of a row's slot: the offset, and the two flags (see the header comment). */
const OFFSET_MASK = 0x1fff;
const FLAG_4000 = 0x4000;
const FLAG_8000 = 0x8000;
const DELETED = FLAG_4000 | FLAG_8000;

const PAGE_DATA = 0x01;
const PAGE_TDEF = 0x02;
/** The catalog's definition page, in every Jet database. */
const CATALOG_PAGE = 2;
/** MSysObjects' Type of a local table. */
const TYPE_TABLE = 1;
/** A column definition's flag bit: the column is of fixed length. */
const FIXED_LENGTH = 0x01;

/** A column as its table's definition gives it. */
interface Column {
  readonly name: string;
  readonly type: number;
  readonly number: number;
  readonly varIndex: number;
  readonly fixed: boolean;
  readonly fixedOffset: number;
}

/** A table's definition as read from its TDEF page(s): the page, its row and index counts, its columns by number. */
interface TableDef {
  readonly page: number;
  readonly rowCount: number;
  readonly realIndexes: number;
  readonly columns: readonly Column[];
}

/** RC4, to read the database key in the header (which is encoded with a fixed key). */
function rc4(key: readonly number[], data: Uint8Array): Uint8Array {
  const s = Array.from({ length: 256 }, (_, k) => k);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i] + key[i % key.length]) & 255;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const out = new Uint8Array(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k++) {
    i = (i + 1) & 255;
    j = (j + s[i]) & 255;
    [s[i], s[j]] = [s[j], s[i]];
    out[k] = data[k] ^ s[(s[i] + s[j]) & 255];
  }
  return out;
}

/** The layout of a database, told from its header; an encoded or unknown one is refused. */
function layoutOf(bytes: Uint8Array): JetLayout {
  if (bytes.length < 0x80 || bytes[0] !== 0x00)
    throw new Error("not an Access database (page 0 is no header)");
  const layout = bytes[0x14] === 0 ? JET3 : bytes[0x14] === 1 ? JET4 : null;
  if (layout === null) throw new Error(`Jet version byte ${bytes[0x14]}: only Jet 3 and Jet 4 are staged`);
  if (bytes.length % layout.pageSize !== 0)
    throw new Error(`${bytes.length} bytes is not a whole number of ${layout.name} pages`);
  const header = rc4([0xc7, 0xda, 0x39, 0x6b], bytes.subarray(0x18, 0x18 + layout.headerEncoded));
  const key = new DataView(header.buffer).getUint32(0x3e - 0x18, true);
  if (key !== 0) throw new Error("its pages are encoded (a database key is set): not staged");
  return layout;
}

/** A little-endian view of the bytes. */
function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A column or object name: Jet 3 single bytes (Windows-1252; the names read here are ASCII), Jet 4 UCS-2, maybe compressed. */
function nameText(bytes: Uint8Array, layout: JetLayout): string {
  if (layout === JET3) return String.fromCharCode(...bytes);
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    // Compressed: one byte a character, a zero byte switching to two bytes a character and back.
    let text = "";
    let single = true;
    for (let k = 2; k < bytes.length;) {
      if (bytes[k] === 0) ((single = !single), k++);
      else if (single) text += String.fromCharCode(bytes[k++]);
      else if (k + 1 < bytes.length)
        ((text += String.fromCharCode(bytes[k] | (bytes[k + 1] << 8))), (k += 2));
      else break;
    }
    return text;
  }
  let text = "";
  for (let k = 0; k + 1 < bytes.length; k += 2) text += String.fromCharCode(bytes[k] | (bytes[k + 1] << 8));
  return text;
}

/** The bytes of a TDEF page and those it continues on, joined (each next page without its 8-byte header). */
function definitionBytes(bytes: Uint8Array, layout: JetLayout, first: number): Uint8Array {
  const parts: Uint8Array[] = [];
  const seen = new Set<number>();
  for (let page = first; page !== 0;) {
    if (seen.has(page) || (page + 1) * layout.pageSize > bytes.length)
      throw new Error(`the definition starting at page ${first} runs to page ${page}, which it cannot`);
    seen.add(page);
    const at = page * layout.pageSize;
    if (bytes[at] !== PAGE_TDEF) throw new Error(`page ${page} is no table definition page`);
    parts.push(bytes.subarray(parts.length === 0 ? at : at + 8, at + layout.pageSize));
    page = view(bytes).getUint32(at + 4, true);
  }
  const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (joined.set(p, at), at + p.length), 0);
  return joined;
}

/** A table's definition read from its TDEF page: row count, index count, columns by number. */
function readDefinition(bytes: Uint8Array, layout: JetLayout, page: number): TableDef {
  const def = definitionBytes(bytes, layout, page);
  const v = view(def);
  const count = v.getUint16(layout.columns, true);
  const realIndexes = v.getInt32(layout.realIndexes, true);
  const c = layout.column;
  const first = layout.indexStart + realIndexes * layout.indexEntry;
  let name = first + count * c.size;
  const columns: Column[] = [];
  for (let k = 0; k < count; k++) {
    const at = first + k * c.size;
    const length = layout.nameLength === 1 ? def[name] : v.getUint16(name, true);
    name += layout.nameLength;
    columns.push({
      name: nameText(def.subarray(name, name + length), layout),
      type: def[at + c.type],
      number: v.getUint16(at + c.number, true),
      varIndex: v.getUint16(at + c.varIndex, true),
      fixed: (def[at + c.flags] & FIXED_LENGTH) !== 0,
      fixedOffset: v.getUint16(at + c.fixedOffset, true),
    });
    name += length;
  }
  columns.sort((a, b) => a.number - b.number);
  return { page, rowCount: v.getUint32(layout.rowCount, true), realIndexes, columns };
}

/** A live row's place on a page: its slot and the bytes [start, end) it takes. */
interface RowSpan {
  readonly slot: number;
  readonly start: number;
  readonly end: number;
}

/**
 * The live rows of a data page, in slot order. A row runs from its offset to the previous slot's
 * offset (slot 0 to the end of the page), whatever that slot's flags. A slot with one flag bit only
 * (a row moved to another page, as Jackcess reads it) is not handled here, and refused.
 */
function liveRows(bytes: Uint8Array, layout: JetLayout, page: number): RowSpan[] {
  const at = page * layout.pageSize;
  const v = view(bytes);
  const slots = v.getUint16(at + layout.slotCount, true);
  const entry = (k: number): number => v.getUint16(at + layout.slotCount + 2 + 2 * k, true);
  const rows: RowSpan[] = [];
  for (let k = 0; k < slots; k++) {
    const raw = entry(k);
    const flags = raw & DELETED;
    if (flags === DELETED) continue;
    if (flags !== 0)
      throw new Error(
        `page ${page}, slot ${k} has flags 0x${flags.toString(16)}: a row moved to another page or a lookup row, not handled here`,
      );
    const end = k === 0 ? layout.pageSize : entry(k - 1) & OFFSET_MASK;
    const start = raw & OFFSET_MASK;
    if (start >= end) throw new Error(`page ${page}, slot ${k}: the row runs from ${start} to ${end}`);
    rows.push({ slot: k, start: at + start, end: at + end });
  }
  return rows;
}

/** The variable columns' offsets in a row (relative to its start), the last being where their data ends. */
function varOffsets(bytes: Uint8Array, layout: JetLayout, row: RowSpan, maskBytes: number): number[] {
  const v = view(bytes);
  const tail = row.end - maskBytes;
  const offsets: number[] = [];
  if (layout === JET4) {
    const count = v.getUint16(tail - 2, true);
    for (let k = 0; k <= count; k++) offsets.push(v.getUint16(tail - 4 - 2 * k, true));
    return offsets;
  }
  // Jet 3: one byte an offset, so a row longer than 256 bytes keeps a table of "jumps" (the
  // variable column at which each further 256 begins) between its count and its offsets.
  const count = bytes[tail - 1];
  let jumps = Math.floor((row.end - row.start - 1) / 256);
  const table = tail - 2 - jumps;
  // The last jump may be a filler, when the offsets themselves do not reach that far.
  if ((table - row.start - count) / 256 < jumps) jumps--;
  let used = 0;
  for (let k = 0; k <= count; k++) {
    while (used < jumps && bytes[tail - 2 - used] === k) used++;
    offsets.push(bytes[table - k] + 256 * used);
  }
  return offsets;
}

/** A row's columns by name: each one's bytes, or null when the row holds it as null or not at all. */
function rowFields(
  bytes: Uint8Array,
  layout: JetLayout,
  def: TableDef,
  row: RowSpan,
): Map<string, Uint8Array | null> {
  const columnCount = layout.rowCountBytes === 1 ? bytes[row.start] : view(bytes).getUint16(row.start, true);
  const maskBytes = Math.ceil(columnCount / 8);
  const mask = bytes.subarray(row.end - maskBytes, row.end);
  const hasVar = def.columns.some((c) => !c.fixed);
  const offsets = hasVar ? varOffsets(bytes, layout, row, maskBytes) : [0];
  const fixedInRow = columnCount - (offsets.length - 1);
  const fields = new Map<string, Uint8Array | null>();
  let fixedSeen = 0;
  for (const c of def.columns) {
    const present = (mask[c.number >> 3] ?? 0) & (1 << (c.number & 7));
    let value: Uint8Array | null = null;
    if (c.fixed) {
      if (fixedSeen++ < fixedInRow && present) {
        const at = row.start + layout.rowCountBytes + c.fixedOffset;
        value = bytes.subarray(at, Math.min(at + 8, row.end));
      }
    } else if (c.varIndex < offsets.length - 1 && present) {
      value = bytes.subarray(row.start + offsets[c.varIndex], row.start + offsets[c.varIndex + 1]);
    }
    fields.set(c.name, value);
  }
  return fields;
}

/** A fixed column's whole number: Integer (type 3, 2 bytes) or Long Integer (type 4, 4 bytes). */
function wholeOf(def: TableDef, fields: Map<string, Uint8Array | null>, name: string, where: string): number {
  const column = def.columns.find((c) => c.name === name);
  const bytes = fields.get(name);
  if (column === undefined) throw new Error(`ReceivedData has no column ${name}`);
  if (bytes === null || bytes === undefined) throw new Error(`${where}: ${name} is null`);
  const v = view(bytes);
  if (column.type === 3) return v.getInt16(0, true);
  if (column.type === 4) return v.getInt32(0, true);
  throw new Error(`ReceivedData's ${name} is of column type ${column.type}, not a whole number`);
}

/** The data pages a table owns: those of type 1 naming its TDEF page, in page order. */
function ownedPages(bytes: Uint8Array, layout: JetLayout, tdef: number): number[] {
  const pages: number[] = [];
  const v = view(bytes);
  for (let page = 1; (page + 1) * layout.pageSize <= bytes.length; page++) {
    const at = page * layout.pageSize;
    if (bytes[at] === PAGE_DATA && v.getUint32(at + 4, true) === tdef) pages.push(page);
  }
  return pages;
}

/** The TDEF page of the local table of that name, from the catalog's rows (MSysObjects' Id, Name, Type). */
function tablePage(bytes: Uint8Array, layout: JetLayout, table: string): number {
  const catalog = readDefinition(bytes, layout, CATALOG_PAGE);
  const found: number[] = [];
  for (const page of ownedPages(bytes, layout, CATALOG_PAGE))
    for (const row of liveRows(bytes, layout, page)) {
      const fields = rowFields(bytes, layout, catalog, row);
      const name = fields.get("Name");
      const where = `MSysObjects (page ${page}, slot ${row.slot})`;
      if (name == null || nameText(name, layout) !== table) continue;
      if (wholeOf(catalog, fields, "Type", where) !== TYPE_TABLE) continue;
      found.push(wholeOf(catalog, fields, "Id", where) & 0x00ffffff);
    }
  if (found.length !== 1) throw new Error(`the catalog lists ${found.length} tables named ${table}`);
  return found[0];
}

/** ReceivedData's definition and rows as this module reads them, not yet checked. */
function readReceived(bytes: Uint8Array): { layout: JetLayout; def: TableDef; rows: ReceivedRowPlace[] } {
  const layout = layoutOf(bytes);
  const def = readDefinition(bytes, layout, tablePage(bytes, layout, "ReceivedData"));
  const rows: ReceivedRowPlace[] = [];
  for (const page of ownedPages(bytes, layout, def.page))
    for (const row of liveRows(bytes, layout, page)) {
      const fields = rowFields(bytes, layout, def, row);
      const where = `ReceivedData (page ${page}, slot ${row.slot})`;
      const whole = (name: string): number => wholeOf(def, fields, name, where);
      rows.push({
        page,
        slot: row.slot,
        id: whole("ID"),
        section: whole("Section"),
        table: whole("Table"),
        round: whole("Round"),
        board: whole("Board"),
      });
    }
  return { layout, def, rows };
}

/** ReceivedData's rows as mdb-reader reads them: the same five columns, in its order. */
function mdbReaderRows(bytes: Uint8Array): ReceivedRowKey[] {
  const db = new MDBReader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const data = db.getTable("ReceivedData").getData({ columns: ["ID", "Section", "Table", "Round", "Board"] });
  return data.map((r) => ({
    id: Number(r.ID),
    section: Number(r.Section),
    table: Number(r.Table),
    round: Number(r.Round),
    board: Number(r.Board),
  }));
}

/** A row's key as one line, for comparing rows and for messages. */
function keyText(r: ReceivedRowKey): string {
  return `ID ${r.id} (section ${r.section}, table ${r.table}, round ${r.round}, board ${r.board})`;
}

/** Throws unless the two lists of rows are the same rows in the same order, naming the first difference. */
function checkSameRows(
  mine: readonly ReceivedRowKey[],
  theirs: readonly ReceivedRowKey[],
  what: string,
): void {
  const a = mine.map(keyText);
  const b = theirs.map(keyText);
  const k = a.findIndex((line, i) => line !== b[i]);
  if (a.length === b.length && k < 0) return;
  const at = k < 0 ? Math.min(a.length, b.length) : k;
  throw new Error(
    `${what}: the pages hold ${a.length} ReceivedData rows, mdb-reader reads ${b.length}; they disagree at row ${at + 1} (${a[at] ?? "none"} against ${b[at] ?? "none"})`,
  );
}

/**
 * Each live ReceivedData row of a database and where it lies (data page, slot), in the order
 * mdb-reader reads them; throws if that reading disagrees with the pages read here.
 *
 * @example
 * receivedRowsOnPages(bytes).filter((r) => r.round === 1).length; // 33 in an 11-table Mitchell of 3-board rounds
 */
export function receivedRowsOnPages(bytes: Uint8Array): ReceivedRowPlace[] {
  const { rows } = readReceived(bytes);
  checkSameRows(rows, mdbReaderRows(bytes), "reading the database");
  return rows;
}

/** The rounds that ReceivedData's rows are of, in order. */
export function bwsRounds(bytes: Uint8Array): number[] {
  return [...new Set(receivedRowsOnPages(bytes).map((r) => r.round))].sort((a, b) => a - b);
}

/**
 * A copy of the database (the input is never changed) in which only the ReceivedData rows that
 * `keep` accepts are left: the others flagged deleted in their slots, ReceivedData's row count
 * lowered by as many. Keeping every row gives back the same bytes. Throws when the rows cannot be
 * placed with certainty, or when mdb-reader does not read exactly the kept rows from the copy.
 *
 * @example
 * const afterThree = bwsStage(bytes, (r) => r.round <= 3);
 */
export function bwsStage(bytes: Uint8Array, keep: (row: ReceivedRowKey) => boolean): Uint8Array {
  const { layout, def, rows } = readReceived(bytes);
  checkSameRows(rows, mdbReaderRows(bytes), "reading the database");
  const dropped = rows.filter(
    (r) => !keep({ id: r.id, section: r.section, table: r.table, round: r.round, board: r.board }),
  );
  const out = bytes.slice();
  if (dropped.length === 0) return out;
  if (def.realIndexes > 0)
    throw new Error(
      `ReceivedData has ${def.realIndexes} indexes, whose entries for the rows removed would stay: not staged`,
    );
  const v = view(out);
  for (const r of dropped) {
    const at = r.page * layout.pageSize + layout.slotCount + 2 + 2 * r.slot;
    v.setUint16(at, v.getUint16(at, true) | DELETED, true);
  }
  const countAt = def.page * layout.pageSize + layout.rowCount;
  v.setUint32(countAt, Math.max(0, def.rowCount - dropped.length), true);
  const gone = new Set(dropped);
  checkSameRows(
    rows.filter((r) => !gone.has(r)),
    mdbReaderRows(out),
    "reading the stage",
  );
  return out;
}

/**
 * The database as it stood once rounds 1 to `round` were in: ReceivedData's rows of later rounds removed.
 *
 * @example
 * openInput(bwsUpToRound(bytes, 3), "round-3.bws"); // a provisional ranking of three rounds
 */
export function bwsUpToRound(bytes: Uint8Array, round: number): Uint8Array {
  return bwsStage(bytes, (r) => r.round <= round);
}
