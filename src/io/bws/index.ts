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
import { Buffer } from "buffer";
import MDBReader from "mdb-reader";
import type { FileBytes } from "../decode";
import type { ScoringMethod } from "../../scoring";
import {
  ResultsFileError,
  type FileBoard,
  type FileDeal,
  type FilePlayer,
  type FileRound,
  type FileSection,
  type FileTableRow,
  type ResultsFile,
} from "../results-file";

/** The first bytes of an Access database: a Jet (`Standard Jet DB`) or ACE (`Standard ACE DB`) header. */
export function looksLikeBws(input: FileBytes): boolean {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  if (bytes.length < 20) return false;
  const id = String.fromCharCode(...bytes.subarray(4, 19));
  return id === "Standard Jet DB" || id === "Standard ACE DB";
}

/** A row of a database table, by column name. */
export type Row = Readonly<Record<string, unknown>>;

/** A cell as text ("" for null or absent), trimmed: Access pads some text columns (`"A  "`). */
const text = (v: unknown): string => (v === null || v === undefined ? "" : String(v).trim());
/** A cell as a whole number, or null. */
const whole = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : Number(text(v));
  return text(v) !== "" && Number.isInteger(n) ? n : null;
};

/**
 * A Bridgemate contract as the traveller writes it: `4 S x` is `4SX`, `3 NT` `3NT`, `1 C xx`
 * `1CXX`, `PASS` `Pass`; null when it is none of these.
 *
 * @example
 * bridgemateContract("4 S x"); // "4SX"
 */
export function bridgemateContract(contract: string): string | null {
  const c = contract.trim().toUpperCase();
  if (/^PASS(ED)?$/.test(c)) return "Pass";
  const m = /^([1-7])\s*(NT|N|S|H|D|C)\s*(X{0,2}|\*{0,2})$/.exec(c);
  if (m === null) return null;
  const doubled = m[3].replace(/\*/g, "X");
  return `${m[1]}${m[2] === "N" ? "NT" : m[2]}${doubled}`;
}

/** A lead as the traveller writes it, suit first (`SK`, `H10`); Bridgemate writes `SK` or `S10`. */
function bridgemateLead(lead: string): string {
  const t = lead.trim().toUpperCase();
  const suitFirst = /^([SHDC])(10|[2-9TJQKA])$/.exec(t);
  const rankFirst = /^(10|[2-9TJQKA])([SHDC])$/.exec(t);
  const [suit, rank] = suitFirst
    ? [suitFirst[1], suitFirst[2]]
    : rankFirst
      ? [rankFirst[2], rankFirst[1]]
      : [];
  if (suit === undefined || rank === undefined) return t;
  return `${suit}${rank === "T" ? "10" : rank}`;
}

/** The rows of a table, or none when the database has no such table (an older Bridgemate's). */
function rowsOf(db: MDBReader, name: string): Row[] {
  return db.getTableNames().includes(name) ? (db.getTable(name).getData() as Row[]) : [];
}

/** A hand as a PBN hand: Bridgemate's four suits (`AKQ`, `1098`, `` for a void) joined S.H.D.C, T for a ten. */
function pbnHand(row: Row, seat: string): string {
  return ["Spades", "Hearts", "Diamonds", "Clubs"]
    .map((suit) =>
      text(row[`${seat}${suit}`])
        .toUpperCase()
        .replace(/10/g, "T")
        .replace(/[^AKQJT2-9]/g, ""),
    )
    .join(".");
}

/**
 * A HandRecord row as a PBN deal (`N:` then the hands clockwise), and the HandEvaluation row of
 * the board as PBN's DoubleDummyTricks: 20 hex digits, declarer N, S, E, W in turn, each NT, S,
 * H, D, C.
 */
export function bridgemateDeal(hand: Row | undefined, evaluation: Row | undefined, board: number): FileDeal {
  const deal = hand
    ? `N:${["North", "East", "South", "West"].map((seat) => pbnHand(hand, seat)).join(" ")}`
    : null;
  let tricks: string | null = null;
  if (evaluation) {
    const digits = ["North", "South", "East", "West"].flatMap((seat) =>
      ["Notrump", "Spades", "Hearts", "Diamonds", "Clubs"].map((strain) =>
        whole(evaluation[`${seat}${strain}`]),
      ),
    );
    if (digits.every((d) => d !== null && d >= 0 && d <= 13))
      tricks = digits.map((d) => d!.toString(16)).join("");
  }
  return { board, deal, doubleDummyTricks: tricks };
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
  let db: MDBReader;
  try {
    db = new MDBReader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (e) {
    throw new ResultsFileError(file, [
      `this is not a Bridgemate database the add-in can read (${(e as Error).message}).`,
    ]);
  }
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
      rows[name] = rowsOf(db, name);
    } catch (e) {
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
  let db: MDBReader;
  try {
    db = new MDBReader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (e) {
    throw new ResultsFileError(file, [
      `this is not a Bridgemate database the add-in can read (${(e as Error).message}).`,
    ]);
  }
  const names = db.getTableNames();
  return bridgemateDeals(
    Object.fromEntries(
      ["Section", "HandRecord", "HandEvaluation"].map((n) => [n, names.includes(n) ? rowsOf(db, n) : []]),
    ),
  );
}

/**
 * The deals of a Bridgemate database's tables (Section, HandRecord, HandEvaluation), as mdb-reader
 * gives their rows: each with its section's letter, by section then board.
 */
export function bridgemateDeals(
  tables: Readonly<Record<string, readonly Row[]>>,
): { section: string; deal: FileDeal }[] {
  const of = (name: string): readonly Row[] => tables[name] ?? [];
  const letters = new Map(of("Section").map((s) => [whole(s.ID), text(s.Letter)]));
  const evaluations = of("HandEvaluation");
  return of("HandRecord")
    .map((h) => ({ h, section: whole(h.Section), board: whole(h.Board) }))
    .filter((x): x is { h: Row; section: number | null; board: number } => x.board !== null && x.board > 0)
    .sort((a, b) => (a.section ?? 0) - (b.section ?? 0) || a.board - b.board)
    .map(({ h, section, board }) => ({
      section: letters.get(section) || String(section ?? ""),
      deal: bridgemateDeal(
        h,
        evaluations.find((e) => whole(e.Section) === section && whole(e.Board) === board),
        board,
      ),
    }));
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

/**
 * A Bridgemate session from its tables' rows, as mdb-reader gives them (a record per row, by
 * column name): each section's results, movement, players and hands.
 */
export function readBridgemateTables(
  tables: Readonly<Record<string, readonly Row[]>>,
  file = "file",
): ResultsFile {
  const of = (name: string): readonly Row[] => tables[name] ?? [];
  const letters = new Map<number, string>();
  const scoringTypes = new Map<number, number>();
  for (const s of of("Section")) {
    const id = whole(s.ID);
    if (id !== null) letters.set(id, text(s.Letter));
    const type = whole(s.ScoringType);
    if (id !== null && type !== null) scoringTypes.set(id, type);
  }
  const received = of("ReceivedData");
  const rounds = of("RoundData");
  const players = of("PlayerNumbers");
  const hands = of("HandRecord");
  const evaluations = of("HandEvaluation");
  const sectionIds = [
    ...new Set([
      ...letters.keys(),
      ...received.map((r) => whole(r.Section)).filter((x): x is number => x !== null),
    ]),
  ].sort((a, b) => a - b);
  // The session's date (Access keeps a date and time; the day is the session's).
  const when = of("Session")[0]?.Date;
  const date =
    when instanceof Date && !Number.isNaN(when.getTime())
      ? when.toISOString().slice(0, 10)
      : /^\d{4}-\d{2}-\d{2}/.exec(text(when))?.[0];
  const sections: FileSection[] = [];
  for (const id of sectionIds) {
    const mine = (r: Row): boolean => whole(r.Section) === id;
    const stated = scoringTypeOf(scoringTypes.get(id));
    const section = readSection(
      letters.get(id) || String(id),
      received.filter(mine),
      rounds.filter(mine),
      players.filter(mine),
      hands.filter(mine),
      evaluations.filter(mine),
      stated?.note,
    );
    const scored: FileSection =
      stated === null ? section : { ...section, scoring: { ...section.scoring, ...stated.scoring } };
    if (scored.boards.length > 0 || (scored.rounds ?? []).length > 0)
      sections.push(date ? { ...scored, date } : scored);
  }
  if (sections.length === 0)
    throw new ResultsFileError(file, ["the database holds no result and no movement: nothing to score."]);
  return { format: "bws", sections };
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

/** A movement's round at a table: its pairs and boards. */
function readRounds(rounds: readonly Row[]): FileRound[] {
  return rounds
    .map((r) => ({
      table: whole(r.Table) ?? 0,
      round: whole(r.Round) ?? 0,
      ns: String(whole(r.NSPair) ?? ""),
      ew: String(whole(r.EWPair) ?? ""),
      lowBoard: whole(r.LowBoard) ?? 0,
      highBoard: whole(r.HighBoard) ?? 0,
    }))
    .sort((a, b) => a.round - b.round || a.table - b.table);
}

/**
 * An empty table of a round: RoundData gives it pair 0 on a side (or none) and no boards (a
 * HighBoard of 0, or below its LowBoard). The pair at it, if any, sits the round out; it is no
 * pairing, and it plays no board.
 */
export function isSitOut(r: FileRound): boolean {
  const absent = (pair: string): boolean => pair === "" || pair === "0";
  return absent(r.ns) || absent(r.ew) || r.highBoard < 1 || r.highBoard < r.lowBoard;
}

/**
 * A Mitchell when every table keeps its NS pair from round to round, as RoundData shows it. An
 * empty table's round (a sit-out) is passed over: its pair 0 is nobody, so a table whose NS pair
 * sits out a round has not changed its NS pair.
 */
function isMitchell(rounds: readonly FileRound[]): boolean {
  const ns = new Map<number, string>();
  let played = 0;
  for (const r of rounds) {
    if (isSitOut(r)) continue;
    played++;
    if (ns.has(r.table) && ns.get(r.table) !== r.ns) return false;
    ns.set(r.table, r.ns);
  }
  return played > 0;
}

/** Boards as a director says them: `5`, `5-6`, `1-3, 7`. */
function boardsText(boards: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const b of [...boards].sort((x, y) => x - y)) {
    const last = runs[runs.length - 1];
    if (last !== undefined && b === last[1] + 1) last[1] = b;
    else runs.push([b, b]);
  }
  return runs.map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`)).join(", ");
}

/**
 * An arbitral score as Bridgemate's Remarks writes it, NS's percentage first: `60%-40%` (average
 * plus to NS, average minus to EW), `60%-60%`, `50%-50%`, any `a%-b%`. The traveller's split award:
 * 60, 50 and 40 as A+, A= and A-, another percentage as itself (`A55/A45`); null when the remark
 * is no such score.
 *
 * @example
 * bridgemateAward("60%-40%"); // "A+/A-"
 * bridgemateAward("55%-45%"); // "A55/A45"
 */
export function bridgemateAward(remark: string): string | null {
  const m = /^(\d{1,3}(?:[.,]\d+)?)\s*%\s*[-/]\s*(\d{1,3}(?:[.,]\d+)?)\s*%$/.exec(remark.trim());
  if (m === null) return null;
  const [ns, ew] = [m[1], m[2]].map((x) => Number(x.replace(",", ".")));
  if (ns > 100 || ew > 100) return null;
  const side = (p: number): string => (p === 60 ? "A+" : p === 50 ? "A=" : p === 40 ? "A-" : `A${p}`);
  return `${side(ns)}/${side(ew)}`;
}

function readSection(
  letter: string,
  received: readonly Row[],
  roundRows: readonly Row[],
  playerRows: readonly Row[],
  handRows: readonly Row[],
  evaluationRows: readonly Row[],
  scoringNote?: string,
): FileSection {
  // The notes: whether the session is complete first (a provisional ranking), then what the
  // Section table says of the scoring, then each row's.
  const status: string[] = [];
  const notes: string[] = [];
  const rounds = readRounds(roundRows);
  const mitchell = isMitchell(rounds);
  const where = (r: Row): string =>
    `ReceivedData row ${text(r.ID)} (section ${letter}, table ${text(r.Table)}, round ${text(r.Round)}, board ${text(r.Board)})`;

  // The latest row of each table's board that is not erased (a result sent again replaces the first).
  const latest = new Map<string, Row>();
  for (const r of [...received].sort((a, b) => (whole(a.ID) ?? 0) - (whole(b.ID) ?? 0))) {
    if (r.Erased === true || text(r.Erased) === "1" || text(r.Erased).toLowerCase() === "true") continue;
    const key = `${text(r.Table)}/${text(r.Round)}/${text(r.Board)}`;
    if (latest.has(key))
      notes.push(`${where(r)} replaces an earlier result sent for the same table and board`);
    latest.set(key, r);
  }

  const boards = new Map<number, FileTableRow[]>();
  const add = (board: number, row: FileTableRow): void => {
    const rows = boards.get(board) ?? [];
    rows.push(row);
    boards.set(board, rows);
  };
  // The results a table sent, by table and board (a table plays a board once, and a row whose
  // Round is blank or wrong is still that table's result): what the movement is checked against.
  const have = new Set<string>();
  for (const r of latest.values()) {
    const board = whole(r.Board);
    if (board === null || board < 1) {
      notes.push(`${where(r)} has no board number: left out`);
      continue;
    }
    have.add(`${text(r.Table)}/${board}`);
    const base = { table: text(r.Table), ns: text(r.PairNS), ew: text(r.PairEW) };
    // Pair 0 is an empty seat (a sit-out), never a pair: such a row is nobody's result.
    if (["", "0"].includes(base.ns) || ["", "0"].includes(base.ew)) {
      notes.push(
        `${where(r)} has NS pair ${base.ns || "(none)"} and EW pair ${base.ew || "(none)"}: a pair 0 is an empty table, so the row is left out`,
      );
      continue;
    }
    const remarks = text(r.Remarks);
    const rawContract = text(r.Contract);
    const contract = bridgemateContract(rawContract);
    const seat = text(r["NS/EW"]).toUpperCase();
    const result = text(r.Result);
    const award = bridgemateAward(remarks);
    let row: Omit<FileTableRow, "published" | "source">;
    if (award !== null) {
      // An arbitral score the director entered (the scoring program writes it in Remarks): the
      // award it names, NS's first. It stands even where a contract was entered before it.
      notes.push(
        `${where(r)}: its remark "${remarks}" is an arbitral score, entered as the award ${award} (NS/EW)${rawContract !== "" ? `; the contract "${rawContract}" is set aside` : ""}`,
      );
      row = { ...base, contract: "", declarer: "", lead: "", tricks: "", score: award };
    } else if (contract === "Pass") {
      row = { ...base, contract: "Pass", declarer: "", lead: "", tricks: "", score: "" };
    } else if (contract !== null && /^[NESW]$/.test(seat) && /^(=|[+-][1-7])$/.test(result)) {
      row = {
        ...base,
        contract,
        declarer: seat,
        lead: bridgemateLead(text(r.LeadCard)),
        tricks: result,
        score: "",
      };
    } else {
      // No contract the traveller can score and no award it can read: not played, and the note
      // says so.
      const why =
        remarks !== ""
          ? `its remark is "${remarks}"`
          : rawContract === ""
            ? "it has no contract"
            : `its contract "${rawContract}", declarer "${seat}" and result "${result}" cannot be scored`;
      notes.push(
        `${where(r)}: ${why}; entered as not played (NP): type the table's score or award on its sheet if it has one`,
      );
      row = { ...base, contract: "", declarer: "", lead: "", tricks: "", score: "NP" };
    }
    add(board, { ...row, published: {}, source: where(r) });
  }

  // What the movement sends to a table that is not in yet (a session still being played, or one
  // whose last round never reached the database): each such result is a not-played row, so the
  // board counts the tables the movement sends it (Neuberg, as for a "Not played" row), and the
  // pairs are scored on the boards they have. Listed by round and table, and the ranking is said
  // to be provisional. Only once some result is in: a database holding none has nothing to score.
  const missing: { round: FileRound; boards: number[] }[] = [];
  let expected = 0;
  for (const r of rounds) {
    if (isSitOut(r)) continue;
    const lacking: number[] = [];
    for (let b = Math.max(r.lowBoard, 1); b <= r.highBoard; b++) {
      expected++;
      if (!have.has(`${r.table}/${b}`)) lacking.push(b);
    }
    if (lacking.length > 0) missing.push({ round: r, boards: lacking });
  }
  const lacking = missing.reduce((n, m) => n + m.boards.length, 0);
  if (lacking > 0 && have.size > 0) {
    for (const { round: r, boards: list } of missing)
      for (const b of list)
        add(b, {
          table: String(r.table),
          ns: r.ns,
          ew: r.ew,
          contract: "",
          declarer: "",
          lead: "",
          tricks: "",
          score: "NP",
          published: {},
          source: `RoundData (section ${letter}, table ${r.table}, round ${r.round}, board ${b}): no result yet`,
        });
    status.push(
      `the ranking is provisional: ${expected - lacking} of the ${expected} results the movement sends to the tables are in, and each one missing is scored as not played until it is`,
      `still missing: ${missing
        .map(
          ({ round: r, boards: list }) =>
            `board${list.length === 1 ? "" : "s"} ${boardsText(list)} at table ${r.table} (round ${r.round}, NS ${r.ns} v EW ${r.ew})`,
        )
        .join("; ")}`,
    );
  } else if (lacking > 0)
    status.push(`no result is in yet: the movement sends ${expected} results to the tables`);

  // Names: the players at each table in the first round (PlayerNumbers), NS pair with N and S.
  // An empty seat (pair 0) names nobody; in a Mitchell a table's NS pair is the one it keeps,
  // though it may sit the first round out.
  const players: FilePlayer[] = [];
  const names = new Map<string, string>();
  const firstRound = new Map<number, FileRound>();
  for (const r of rounds) if (!firstRound.has(r.table)) firstRound.set(r.table, r);
  const stationary = new Map<number, string>();
  if (mitchell)
    for (const r of rounds) if (!isSitOut(r) && !stationary.has(r.table)) stationary.set(r.table, r.ns);
  const pairAt = (table: number, side: "NS" | "EW"): string | null => {
    const at = firstRound.get(table);
    const pair = side === "NS" ? (stationary.get(table) ?? at?.ns) : at?.ew;
    return pair === undefined || pair === "" || pair === "0" ? null : pair;
  };
  const key = (side: "NS" | "EW", pair: string): string => (mitchell ? `${side} ${pair}` : pair);
  for (const p of playerRows) {
    const table = whole(p.Table);
    const seat = text(p.Direction).toUpperCase();
    if (table === null || !/^[NESW]$/.test(seat)) continue;
    const side = seat === "N" || seat === "S" ? "NS" : "EW";
    const pair = pairAt(table, side);
    if (pair === null) continue;
    players.push({ pair: key(side, pair), seat, number: text(p.Number), name: text(p.Name) });
  }
  for (const side of ["NS", "EW"] as const)
    for (const table of firstRound.keys()) {
      const at = pairAt(table, side);
      if (at === null) continue;
      const pair = key(side, at);
      const who = players
        .filter((p) => p.pair === pair && p.name !== "")
        .sort((a, b) => "NESW".indexOf(a.seat) - "NESW".indexOf(b.seat))
        .map((p) => p.name);
      if (who.length > 0) names.set(pair, who.join(" - "));
    }

  const evaluations = new Map(evaluationRows.map((e) => [whole(e.Board), e]));
  const deals = handRows
    .map((h) => whole(h.Board))
    .filter((b): b is number => b !== null)
    .sort((a, b) => a - b)
    .map((b) =>
      bridgemateDeal(
        handRows.find((h) => whole(h.Board) === b),
        evaluations.get(b),
        b,
      ),
    );

  const all = [...status, ...(scoringNote !== undefined ? [scoringNote] : []), ...notes];
  const fileBoards: FileBoard[] = [...boards.entries()]
    .sort(([a], [b]) => a - b)
    .map(([board, rows]) => ({
      board,
      vulnerability: null,
      dealer: null,
      rows: rows.sort((a, b) => Number(a.table) - Number(b.table)),
    }));
  return {
    event: "",
    section: letter,
    boards: fileBoards,
    names,
    scoring: mitchell ? { movement: "mitchell" } : rounds.length > 0 ? { movement: "howell" } : {},
    rounds,
    players,
    deals,
    ...(all.length > 0 ? { notes: all } : {}),
  };
}
