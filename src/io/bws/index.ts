// Reading a Bridgemate database (`.bws`: an Access 2000 / Jet 4 file that Bridgemate, BridgeTab
// and BridgePad keep a session in) through mdb-reader, a pure JavaScript reader of Access files
// that runs on the command line and in the pane alike. Its tables:
// - ReceivedData: a row per result entered at a table (Section, Table, Round, Board, PairNS,
//   PairEW, the declarer's seat in `NS/EW`, Contract such as `4 S x` or `PASS`, Result `=`, `+1`,
//   `-2`, LeadCard, Remarks, Erased). A row marked Erased was corrected at the table. Remarks
//   holds "Not played", or an arbitral score such as `60%-40%` (NS's share first).
// - RoundData: the movement (Section, Table, Round, NSPair, EWPair, LowBoard, HighBoard); an
//   empty table (a sit-out) has pair 0 on a side and HighBoard 0.
// - Section: each section's Letter; PlayerNumbers: who sat where (Section, Table, Direction,
//   Number, Name); HandRecord and HandEvaluation: the deals and the Bridgemate's own double-dummy
//   tricks, kept for the hand records.
// Each section becomes a results-file section of traveller rows, so it is read and scored like any
// traveller; results the movement sends that are not in yet (a session still being played) are
// not-played rows, listed in a note, and the ranking of what is there is said to be provisional.
//
// This module opens the database and reads its tables section by section; the folder's other
// modules hold the cells (cells.ts), the results (results.ts), the movement (movement.ts), the
// players (players.ts), the deals (deals.ts) and a section read whole (section.ts).
import { Buffer } from "buffer";
import MDBReader from "mdb-reader";
import type { FileBytes } from "../decode";
import type { ScoringMethod } from "../../scoring";
import { ResultsFileError, type FileDeal, type FileSection, type ResultsFile } from "../results-file";
import { text, whole, type Row } from "./cells";
import { bridgemateDeals } from "./deals";
import { checkMovementSize, checkStatedRows, definitionLoop, rowLimit, tooManyRows } from "./limits";
import { readSection } from "./section";

export type { Row } from "./cells";
export { bridgemateDeal, bridgemateDeals } from "./deals";
export { isSitOut } from "./movement";
export { bridgemateAward, bridgemateContract } from "./results";
export { MAX_BWS_RESULTS, MAX_BWS_ROWS } from "./limits";

/** The first bytes of an Access database: a Jet (`Standard Jet DB`) or ACE (`Standard ACE DB`) header. */
export function looksLikeBws(input: FileBytes): boolean {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  if (bytes.length < 20) return false;
  const id = String.fromCharCode(...bytes.subarray(4, 19));
  return id === "Standard Jet DB" || id === "Standard ACE DB";
}

/**
 * The rows of a table, or none when the database has no such table (an older Bridgemate's): only
 * the columns the add-in reads, and never more than its limit of rows (limits.ts), refused by the count its
 * definition states before a row is read (and again by the rows read, should the count be wrong).
 */
function rowsOf(db: MDBReader, name: BridgemateTable, file: string, fileBytes: number): Row[] {
  if (!db.getTableNames().includes(name)) return [];
  const table = db.getTable(name);
  checkStatedRows(file, name, table.rowCount, fileBytes);
  const most = rowLimit(name);
  const rows = table.getData({ columns: [...COLUMNS[name]], rowLimit: most + 1 }) as Row[];
  if (rows.length > most) throw tooManyRows(file, name, rows.length);
  return rows;
}

/**
 * Opens a database with mdb-reader, first refusing one whose table definitions loop (which an
 * unpatched mdb-reader would read forever) or that mdb-reader cannot open.
 */
function openDatabase(bytes: Uint8Array, file: string): MDBReader {
  const loop = definitionLoop(bytes);
  if (loop !== null)
    throw new ResultsFileError(file, [
      `its table definition pages loop back to page ${loop}: the database is damaged and cannot be read.`,
    ]);
  try {
    return new MDBReader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (e) {
    throw new ResultsFileError(file, [
      `this is not a Bridgemate database the add-in can read (${(e as Error).message}).`,
    ]);
  }
}

/**
 * Reads a Bridgemate database's results, movement, players and hands. Throws ResultsFileError when
 * the bytes are no Access database or it has no ReceivedData table.
 *
 * @example
 * readBws(bytes, "club.bws").sections[0].boards[0].rows[0].contract; // "3NT"
 */
export function readBws(input: FileBytes, file = "file"): ResultsFile {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  const db = openDatabase(bytes, file);
  let tables: string[];
  try {
    tables = db.getTableNames();
  } catch (e) {
    throw new ResultsFileError(file, [`the database's tables cannot be read (${(e as Error).message}).`]);
  }
  if (!tables.includes("ReceivedData")) {
    throw new ResultsFileError(file, [
      "the database has no ReceivedData table: expected a Bridgemate session (a .bws file) with its results.",
    ]);
  }
  const rows: Record<string, Row[]> = {};
  for (const name of BRIDGEMATE_TABLES) {
    try {
      rows[name] = rowsOf(db, name, file, bytes.byteLength);
    } catch (e) {
      if (e instanceof ResultsFileError) throw e;
      throw new ResultsFileError(file, [`its ${name} table cannot be read (${(e as Error).message}).`]);
    }
  }
  return readBridgemateTables(rows, file);
}

/**
 * The deals of a Bridgemate database (HandRecord, with HandEvaluation's tricks), whether or not it
 * holds any result yet: hand records are often loaded before the session is played. Each deal with
 * its section's letter; throws ResultsFileError when the bytes are no Access database.
 */
export function readBwsDeals(input: FileBytes, file = "file"): { section: string; deal: FileDeal }[] {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  const db = openDatabase(bytes, file);
  const tables: Record<string, Row[]> = {};
  for (const name of ["Section", "HandRecord", "HandEvaluation"] as const) {
    try {
      tables[name] = rowsOf(db, name, file, bytes.byteLength);
    } catch (e) {
      if (e instanceof ResultsFileError) throw e;
      throw new ResultsFileError(file, [`its ${name} table cannot be read (${(e as Error).message}).`]);
    }
  }
  return bridgemateDeals(tables);
}

/** The tables of a Bridgemate database the add-in reads. */
export const BRIDGEMATE_TABLES = [
  "Session",
  "Section",
  "ReceivedData",
  "RoundData",
  "PlayerNumbers",
  "HandRecord",
  "HandEvaluation",
] as const;

/** A table of a Bridgemate database the add-in reads. */
type BridgemateTable = (typeof BRIDGEMATE_TABLES)[number];

const SEATS = ["North", "East", "South", "West"];
/** The columns of each table the add-in reads: only these are read, to bound the memory a row takes. */
const COLUMNS: Readonly<Record<BridgemateTable, readonly string[]>> = {
  Session: ["Date"],
  Section: ["ID", "Letter", "ScoringType"],
  ReceivedData: [
    ...["ID", "Section", "Table", "Round", "Board", "PairNS", "PairEW", "NS/EW"],
    ...["Contract", "Result", "LeadCard", "Remarks", "Erased"],
  ],
  RoundData: ["Section", "Table", "Round", "NSPair", "EWPair", "LowBoard", "HighBoard"],
  PlayerNumbers: ["Section", "Table", "Direction", "Number", "Name"],
  HandRecord: [
    "Section",
    "Board",
    ...SEATS.flatMap((seat) => ["Spades", "Hearts", "Diamonds", "Clubs"].map((suit) => seat + suit)),
  ],
  HandEvaluation: [
    "Section",
    "Board",
    ...SEATS.flatMap((seat) =>
      ["Spades", "Hearts", "Diamonds", "Clubs", "Notrump"].map((strain) => seat + strain),
    ),
  ],
};

/**
 * A Bridgemate session from its tables' rows, as mdb-reader gives them (a record per row, by
 * column name): each section's results, movement, players and hands.
 */
export function readBridgemateTables(
  tables: Readonly<Record<string, readonly Row[]>>,
  file = "file",
): ResultsFile {
  const of = (name: string): readonly Row[] => tables[name] ?? [];
  for (const name of BRIDGEMATE_TABLES)
    if (of(name).length > rowLimit(name)) throw tooManyRows(file, name, of(name).length);
  checkMovementSize(file, of("RoundData"));
  const letters = new Map<number, string>();
  const scoringTypes = new Map<number, number>();
  for (const s of of("Section")) {
    const id = whole(s.ID);
    if (id !== null) letters.set(id, text(s.Letter));
    const type = whole(s.ScoringType);
    if (id !== null && type !== null) scoringTypes.set(id, type);
  }
  // Each table's rows by section, grouped once (filtering every table for every section took a
  // minute for a database of 50,000 sections).
  const received = bySection(of("ReceivedData"));
  const rounds = bySection(of("RoundData"));
  const players = bySection(of("PlayerNumbers"));
  const hands = bySection(of("HandRecord"));
  const evaluations = bySection(of("HandEvaluation"));
  const sectionIds = [...new Set([...letters.keys(), ...received.keys()])]
    .filter((x): x is number => x !== null)
    .sort((a, b) => a - b);
  // The session's date (Access keeps a date and time; the day is the session's).
  const when = of("Session")[0]?.Date;
  const date =
    when instanceof Date && !Number.isNaN(when.getTime())
      ? when.toISOString().slice(0, 10)
      : /^\d{4}-\d{2}-\d{2}/.exec(text(when))?.[0];
  const sections: FileSection[] = [];
  for (const id of sectionIds) {
    const stated = scoringTypeOf(scoringTypes.get(id));
    const section = readSection({
      letter: letters.get(id) || String(id),
      received: received.get(id) ?? [],
      rounds: rounds.get(id) ?? [],
      players: players.get(id) ?? [],
      hands: hands.get(id) ?? [],
      evaluations: evaluations.get(id) ?? [],
      ...(stated !== null ? { scoringNote: stated.note } : {}),
    });
    const scored: FileSection =
      stated === null ? section : { ...section, scoring: { ...section.scoring, ...stated.scoring } };
    if (scored.boards.length > 0 || (scored.rounds ?? []).length > 0)
      sections.push(date ? { ...scored, date } : scored);
  }
  if (sections.length === 0)
    throw new ResultsFileError(file, ["the database holds no result and no movement: nothing to score."]);
  return { format: "bws", sections };
}

/** A table's rows by their Section (null for a row without one), each section's in the table's order. */
function bySection(rows: readonly Row[]): Map<number | null, Row[]> {
  const groups = new Map<number | null, Row[]>();
  for (const r of rows) {
    const id = whole(r.Section);
    const group = groups.get(id);
    if (group === undefined) groups.set(id, [r]);
    else group.push(r);
  }
  return groups;
}

/**
 * The scoring a section's ScoringType names, as the Bridgemate developer's guide numbers them: 1
 * matchpoints, 2 cross-IMPs, 3 IMPs against a datum (Butler), 4 a teams game. The scoring program
 * sets it so the Bridgemates can show each result's score; the add-in takes it as the file's
 * method (the user's choice still wins), and says so in a note. A teams game's rows are no pairs
 * traveller the add-in scores by teams, so it names no method; nor does a number it does not know.
 */
const SCORING_TYPES: Readonly<Record<number, { method: ScoringMethod | null; words: string }>> = {
  1: { method: "mp", words: "matchpoints" },
  2: { method: "cross", words: "cross-IMPs" },
  3: { method: "butler", words: "IMPs against a datum (Butler)" },
  4: { method: null, words: "a teams game" },
};

/** What a section's ScoringType says: the method and words, and the note that says so; null for none. */
function scoringTypeOf(
  type: number | undefined,
): { scoring: { method?: ScoringMethod; described: string }; note: string } | null {
  if (type === undefined) return null;
  const known = SCORING_TYPES[type];
  const described = `ScoringType ${type}`;
  if (known === undefined)
    return {
      scoring: { described },
      note: `the database's Section table gives ScoringType ${type}, which the add-in does not know: the method is the user's, else the default`,
    };
  return {
    scoring: { ...(known.method !== null ? { method: known.method } : {}), described },
    note:
      known.method !== null
        ? `the database's Section table gives ScoringType ${type}: ${known.words}`
        : `the database's Section table gives ScoringType ${type}, ${known.words}: its results are scored as pairs, by the user's method, else the default`,
  };
}
