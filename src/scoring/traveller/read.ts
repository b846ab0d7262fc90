import { ScoringError } from "../errors";
import {
  boardDealer,
  boardVulnerability,
  Seat,
  parseSeat,
  parseVulnerability,
  Vulnerability,
} from "../model/seats";
import { ROLE_NAMES, signed, vulText } from "../present";
import { Contract, contractToString, nsScore, parseResult } from "../rules/contract";
import { cellText, isBlankCell, readBoardCell, readNumberCell, readPairCell } from "./cells";
import { COLUMN_ROLES, ColumnReading, ColumnRole, hasTravellerRoles, headerRole } from "./headers";
import {
  checkBridgeScore,
  ContractCell,
  Entry,
  parseContractCell,
  readContractCellEntry,
  readScoreEntry,
} from "./entry";
import { Problem } from "./problems";

/** Where each role was read on a row: the 0-based column index of its cell. */
export type RowCells = Readonly<Partial<Record<ColumnRole, number>>>;

/** One table's line of a traveller, as read. */
export interface TravellerRow {
  /** 0-based index of the row in the cells given to readTraveller. */
  readonly row: number;
  /** 0-based column index of each cell read on this row, by role (with `row`, an Excel address). */
  readonly cells: RowCells;
  readonly board: number;
  /** The table number when there is a Table column. */
  readonly table: string | null;
  /** Pair numbers (or names) as canonical text: "3", not "03" or 3.0. */
  readonly ns: string;
  readonly ew: string;
  /** The contract in canonical form ("4H", "3NTX", "Pass"), when one was given. */
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly lead: string | null;
  /** Tricks taken by declarer, when a contract and result were given. */
  readonly tricks: number | null;
  /** The NS score typed in the score column(s), when one was. */
  readonly scoreEntered: number | null;
  /** The NS score of the contract, declarer and tricks, when all were given. */
  readonly scoreComputed: number | null;
  readonly entry: Entry;
}

/** One board of a traveller: its rows in the order they were given. */
export interface TravellerBoard {
  readonly board: number;
  readonly vulnerability: Vulnerability;
  readonly dealer: Seat;
  readonly rows: readonly TravellerRow[];
  /**
   * Problems that stop this board being scored: those on its own rows, and those that belong to
   * no single board (a row whose board number cannot be read could be on any board). Scoring
   * refuses a board while this is not empty.
   */
  readonly problems: readonly Problem[];
}

/** A header row and how its columns were read. Stacked travellers have one per block. */
export interface HeaderReading {
  readonly row: number;
  readonly columns: readonly ColumnReading[];
}

/** A row that was passed over on purpose, and why (blank rows are passed over silently). */
export interface SkippedRow {
  readonly row: number;
  readonly reason: "title" | "totals" | "note";
}

/** A traveller read from cells. Score it only when `problems` is empty (scoring checks this too). */
export interface Traveller {
  /** Every header row found (a block pasted several times over has several), first first. */
  readonly headers: readonly HeaderReading[];
  /** The columns of the first header row (the usual single-block traveller has only that one). */
  readonly columns: readonly ColumnReading[];
  /** The boards, ascending by number. */
  readonly boards: readonly TravellerBoard[];
  readonly skipped: readonly SkippedRow[];
  /** Every problem, in the order of the rows. Empty when the traveller can be scored. */
  readonly problems: readonly Problem[];
}

/** Options of readTraveller. */
export interface ReadTravellerOptions {
  /**
   * Overrides of how columns are read, in either form (or both):
   * - by role: `{ ns: 0, ew: 1, score: 5 }` reads column 5 as the score whatever its header says,
   *   and `{ lead: null }` reads no column as the lead;
   * - by column index: `{ 7: "ignore", 6: "score" }`.
   */
  readonly columns?: Readonly<Record<string, ColumnRole | "ignore" | number | null>>;
  /** The board number when there is no Board column (else it is looked for in a title row such as "Board 15"). */
  readonly boardNumber?: number;
  /** The 0-based index of the header row, when it should not be looked for. */
  readonly headerRow?: number;
}

/** How many rows are searched for the header row. */
const HEADER_SEARCH_ROWS = 100;

const TOTAL_RE = /^(?:grand\s*)?(?:totals?|sum|check|average|avg|\u03a3|\u2211)\b/i;
const TITLE_BOARD_RE = /\b(?:board|bd|brd)\.?\s*(?:no\.?|number|#)?\s*:?\s*(\d+)\b/i;
const TITLE_VUL_RE =
  /\b(N\s*[/-]?\s*S|E\s*[/-]?\s*W|none|nil|both|all|love\s*all|game\s*all|neither)\s+vul(?:nerable)?\b|\bvul(?:nerable|nerability)?\s*:?\s*(N\s*[/-]?\s*S|E\s*[/-]?\s*W|none|nil|both|all|neither)\b/i;
const TITLE_DEALER_RE = /\bdealer\s*:?\s*(north|east|south|west|[NESW])\b/i;

interface Layout {
  readonly headerRow: number;
  readonly roleColumns: ReadonlyMap<ColumnRole, number>;
  readonly readings: ColumnReading[];
  /** The score cells: one signed column, or plus and minus columns. */
  readonly scoreForm: "signed" | "plusMinus" | "none";
}

/**
 * Reads a traveller from the cells Excel (or a CSV file) hands over: a 2-D array of numbers,
 * strings and blanks whose header row names the columns (SCORING-RULES section 10). All row and
 * column indices in the result are 0-based within `cells`.
 *
 * What it tolerates: a title row above the header (a board number in it, "Board No 15", is used
 * when there is no Board column, and a vulnerability or dealer in it is checked against the board),
 * extra empty rows and columns, totals rows (a cell saying Total, Sum or Average, or a row of only
 * numbers below the tables), notes without pair numbers, several travellers stacked one under the
 * other (each header row starts a block), numbers stored as text, "+100", the Unicode minus,
 * lower-case contracts, NT or N, suit symbols, trailing spaces, and a Board cell left blank under
 * a filled one (it repeats the board above).
 *
 * Each row's score comes from the score column (signed NS), from +Sc/-Sc columns (one filled), or
 * from the contract, declarer and result on the board's vulnerability. When a score and a full
 * contract result are both given they must agree; a row that disagrees is a problem. Every problem
 * names its cell and what was expected; a traveller with problems is never half scored (each
 * board carries the problems that touch it, and scoreBoard refuses such a board).
 *
 * @example
 * const t = readTraveller([
 *   ["Board No 15 N/S Vul Dealer South"],
 *   ["NS", "EW", "Bid", "By", "Ld", "Tks", "+Sc", "-Sc"],
 *   [3, 6, "4♥", "E", "♠7", 8, 100, ""],
 *   [4, 5, "2♠", "N", "♣2", 6, "", 200],
 * ]);
 * t.problems; // []
 * t.boards[0].board; // 15
 * t.boards[0].rows.map((r) => r.entry); // [{ kind: "plain", score: 100 }, { kind: "plain", score: -200 }]
 */
export function readTraveller(
  cells: readonly (readonly unknown[])[],
  options: ReadTravellerOptions = {},
): Traveller {
  if (!Array.isArray(cells) || cells.some((r) => !Array.isArray(r))) {
    throw new ScoringError(
      "A traveller must be a 2-D array of cells: a list of rows, each a list of values.",
    );
  }
  const problems: Problem[] = [];
  const skipped: SkippedRow[] = [];
  const headers: HeaderReading[] = [];
  const rows: TravellerRow[] = [];
  const rowProblems = new Map<number, Problem[]>(); // board number -> problems on its rows
  const floating: Problem[] = []; // problems that belong to no single board
  const overrides = readOverrides(options.columns);

  if (options.boardNumber !== undefined && options.boardNumber !== null) {
    const b = options.boardNumber;
    if (!(typeof b === "number" && Number.isSafeInteger(b) && b >= 1)) {
      throw new ScoringError(`The board number must be a whole number of 1 or more, not ${String(b)}.`);
    }
  }

  const first = findHeaderRow(cells, options.headerRow, overrides, problems);
  if (first === null) return finish();

  let layout = readLayout(cells, first, overrides, problems);
  headers.push({ row: first, columns: layout.readings });
  let titleBoard = titleBoardAbove(cells, first, problems);
  let lastBoard: number | null = null;
  let noBoardNumberReported = false;
  let pendingSums: number[] = [];
  const seen = new Map<number, Map<string, TravellerRow>>(); // board -> "NS 3"/"EW 6" -> row

  const addProblem = (p: Problem, board: number | null): void => {
    problems.push(p);
    if (board === null) floating.push(p);
    else {
      const list = rowProblems.get(board) ?? [];
      list.push(p);
      rowProblems.set(board, list);
    }
  };
  const flushSums = (dataFollows: boolean): void => {
    for (const r of pendingSums) {
      if (dataFollows) {
        addProblem(
          {
            row: r,
            column: layout.roleColumns.get("ns") ?? 0,
            message:
              "This row has numbers but no NS or EW pair number: give the pair numbers " +
              "(a totals row belongs below the last table).",
          },
          null,
        );
      } else skipped.push({ row: r, reason: "totals" });
    }
    pendingSums = [];
  };

  for (let r = first + 1; r < cells.length; r++) {
    const row: readonly unknown[] = cells[r];
    if (row.every(isBlankCell)) continue;
    if (qualifiesAsHeader(row, overrides)) {
      flushSums(false);
      layout = readLayout(cells, r, overrides, problems);
      headers.push({ row: r, columns: layout.readings });
      lastBoard = null;
      noBoardNumberReported = false;
      continue;
    }
    const nsCol = layout.roleColumns.get("ns");
    const ewCol = layout.roleColumns.get("ew");
    const boardCol = layout.roleColumns.get("board");
    // A table's row has both pair numbers; only a row without them can be a total or a title.
    const hasPairs =
      nsCol !== undefined &&
      ewCol !== undefined &&
      typeof readPairCell(row[nsCol]) === "string" &&
      typeof readPairCell(row[ewCol]) === "string";
    const entryColumns = new Set(
      (["contract", "score", "scorePlus", "scoreMinus"] as const).map((role) => layout.roleColumns.get(role)),
    );
    if (!hasPairs && row.some((c, i) => !entryColumns.has(i) && TOTAL_RE.test(cellText(c)))) {
      skipped.push({ row: r, reason: "totals" });
      continue;
    }
    const stated = hasPairs ? null : titleBoardOf(row, boardCol);
    if (stated !== null) {
      flushSums(false);
      skipped.push({ row: r, reason: "title" });
      if (boardCol === undefined) {
        titleBoard = stated;
        checkTitle(row, r, titleBoard, problems);
      }
      continue;
    }
    const pairsBlank =
      (nsCol === undefined || isBlankCell(row[nsCol])) && (ewCol === undefined || isBlankCell(row[ewCol]));
    if (pairsBlank) {
      const filled = row.filter((c) => !isBlankCell(c));
      // Numbers only, and no board number (a sum of a Board column would make no sense).
      if (
        filled.every((c) => readNumberCell(c) !== null) &&
        (boardCol === undefined || isBlankCell(row[boardCol]))
      ) {
        pendingSums.push(r);
        continue;
      }
      const entryCols = (["contract", "declarer", "result", "score", "scorePlus", "scoreMinus"] as const)
        .map((role) => layout.roleColumns.get(role))
        .filter((c): c is number => c !== undefined && !isBlankCell(row[c]));
      if (entryCols.length === 0) {
        skipped.push({ row: r, reason: "note" });
        continue;
      }
    }
    flushSums(true);
    const board = readRowBoard(row, r, layout, lastBoard, titleBoard, options.boardNumber, (p) => {
      // With no Board column the missing number is one problem for the block, not one per row.
      if (boardCol === undefined) {
        if (noBoardNumberReported) return;
        noBoardNumberReported = true;
      }
      addProblem(p, null);
    });
    if (board === null) {
      // Without a board number the vulnerability is unknown, so no score can be checked; the row is
      // still read on a provisional board so that its other mistakes ("4Z", a seat "Q") come out in
      // the same pass. Problems in the score columns may depend on the vulnerability: left out.
      const provisional = readRow(row, r, 1, layout);
      const scoreColumns = new Set(
        (["score", "scorePlus", "scoreMinus"] as const).map((role) => layout.roleColumns.get(role)),
      );
      if ("problems" in provisional) {
        for (const p of provisional.problems) if (!scoreColumns.has(p.column)) addProblem(p, null);
      }
      continue;
    }
    lastBoard = board;
    const read = readRow(row, r, board, layout);
    if ("problems" in read) {
      for (const p of read.problems) addProblem(p, board);
      continue;
    }
    const mine = seen.get(board) ?? new Map<string, TravellerRow>();
    seen.set(board, mine);
    let duplicate = false;
    for (const side of ["ns", "ew"] as const) {
      const key = `${side.toUpperCase()} ${read.row[side]}`;
      const before = mine.get(key);
      if (before) {
        duplicate = true;
        addProblem(
          {
            row: r,
            column: layout.roleColumns.get(side) ?? 0,
            message:
              `${side.toUpperCase()} pair ${read.row[side]} is on board ${board} twice (also against ` +
              `${side === "ns" ? "EW" : "NS"} ${side === "ns" ? before.ew : before.ns} on an earlier row): ` +
              `each pair plays a board once.`,
          },
          board,
        );
      } else mine.set(key, read.row);
    }
    if (!duplicate) rows.push(read.row);
  }
  flushSums(false);
  return finish();

  function finish(): Traveller {
    const numbers = new Set<number>([...rows.map((r) => r.board), ...rowProblems.keys()]);
    const boards: TravellerBoard[] = [...numbers]
      .sort((a, b) => a - b)
      .map((board) => ({
        board,
        vulnerability: boardVulnerability(board),
        dealer: boardDealer(board),
        rows: rows.filter((r) => r.board === board),
        problems: [...(rowProblems.get(board) ?? []), ...floating, ...headerProblems()],
      }));
    problems.sort((a, b) => a.row - b.row || a.column - b.column);
    return { headers, columns: headers[0]?.columns ?? [], boards, skipped, problems };
  }

  function headerProblems(): Problem[] {
    // Problems found on header rows, overrides or titles (not on any table's row).
    const listed = new Set([...floating, ...[...rowProblems.values()].flat()]);
    return problems.filter((p) => !listed.has(p));
  }
}

type Overrides = { byRole: Map<ColumnRole, number | null>; byIndex: Map<number, ColumnRole | "ignore"> };

function readOverrides(columns: ReadTravellerOptions["columns"]): Overrides {
  const byRole = new Map<ColumnRole, number | null>();
  const byIndex = new Map<number, ColumnRole | "ignore">();
  if (columns === undefined || columns === null) return { byRole, byIndex };
  if (typeof columns !== "object") {
    throw new ScoringError('The columns option must be an object: { ns: 0, ew: 1 } or { 5: "score" }.');
  }
  const roleNames = COLUMN_ROLES.join(", ");
  for (const [key, value] of Object.entries(columns)) {
    if (/^\d+$/.test(key)) {
      if (
        value === "ignore" ||
        (typeof value === "string" && (COLUMN_ROLES as readonly string[]).includes(value))
      ) {
        byIndex.set(Number(key), value as ColumnRole | "ignore");
      } else {
        throw new ScoringError(
          `The columns option says column ${key} is ${JSON.stringify(value)}: expected one of ${roleNames} or "ignore".`,
        );
      }
    } else if ((COLUMN_ROLES as readonly string[]).includes(key)) {
      if (value === null || (typeof value === "number" && Number.isSafeInteger(value) && value >= 0)) {
        byRole.set(key as ColumnRole, value);
      } else {
        throw new ScoringError(
          `The columns option gives ${key} as ${JSON.stringify(value)}: expected a 0-based column index, or null for none.`,
        );
      }
    } else {
      throw new ScoringError(
        `The columns option has ${JSON.stringify(key)}: expected a role (${roleNames}) or a column index.`,
      );
    }
  }
  return { byRole, byIndex };
}

/** The role of each column of a row read as a header, after the caller's overrides. */
function rolesOf(row: readonly unknown[], overrides: Overrides): Map<number, ColumnRole | "ignore"> {
  const out = headerWordRoles(row, overrides);
  for (const [role, index] of overrides.byRole) {
    for (const [i, r] of out) if (r === role) out.delete(i);
    if (index !== null) out.set(index, role);
  }
  return out;
}

/** The roles a row's own words give (and the caller's overrides by column index). */
function headerWordRoles(row: readonly unknown[], overrides: Overrides): Map<number, ColumnRole | "ignore"> {
  const out = new Map<number, ColumnRole | "ignore">();
  const width = Math.max(row.length, ...[...overrides.byIndex.keys()].map((i) => i + 1), 0);
  for (let i = 0; i < width; i++) {
    const role = overrides.byIndex.get(i) ?? headerRole(row[i]);
    if (role) out.set(i, role);
  }
  return out;
}

/**
 * Whether a row is a header row: at least two of its cells are header words, and with the caller's
 * overrides they cover both pair columns and a score or contract column.
 */
function qualifiesAsHeader(row: readonly unknown[], overrides: Overrides): boolean {
  const words = row.filter((c) => headerRole(c) !== null).length;
  return words >= 2 && coversNeeds(row, overrides);
}

/** Whether the roles of a row read as a header, with the overrides, include NS, EW and a score or contract. */
function coversNeeds(row: readonly unknown[], overrides: Overrides): boolean {
  return hasTravellerRoles(rolesOf(row, overrides).values());
}

function findHeaderRow(
  cells: readonly (readonly unknown[])[],
  given: number | undefined,
  overrides: Overrides,
  problems: Problem[],
): number | null {
  if (given !== undefined && given !== null) {
    if (!(Number.isSafeInteger(given) && given >= 0 && given < cells.length)) {
      throw new ScoringError(
        `The header row must be a 0-based row index from 0 to ${cells.length - 1}, not ${String(given)}.`,
      );
    }
    return given;
  }
  const limit = Math.min(cells.length, HEADER_SEARCH_ROWS);
  let best = -1;
  let bestCount = 0;
  for (let r = 0; r < limit; r++) {
    if (qualifiesAsHeader(cells[r], overrides)) return r;
    const roles = [...headerWordRoles(cells[r], overrides).values()].filter((x) => x !== "ignore");
    if (roles.length > bestCount) {
      best = r;
      bestCount = roles.length;
    }
  }
  if (overrides.byIndex.size > 0 || overrides.byRole.size > 0) {
    // Headers this program does not know, named by the caller: the first row of text only.
    for (let r = 0; r < limit; r++) {
      const filled = cells[r].filter((c) => !isBlankCell(c));
      if (
        filled.length > 0 &&
        filled.every((c) => readNumberCell(c) === null) &&
        coversNeeds(cells[r], overrides)
      ) {
        return r;
      }
    }
  }
  const wanted =
    "expected a header row naming the NS and EW pair columns and the score or contract " +
    "(e.g. NS, EW, Contract, By, Tricks, Score, or +Sc and -Sc)";
  if (best < 0) {
    problems.push({ row: 0, column: 0, message: `No header row found: ${wanted}.` });
  } else {
    const found = cells[best]
      .map((c, i) => ({ c, i }))
      .filter(({ c }) => !isBlankCell(c))
      .map(({ c }) => `"${cellText(c)}"`)
      .join(", ");
    problems.push({
      row: best,
      column: cells[best].findIndex((c) => !isBlankCell(c)),
      message: `This looks like the header row (${found}) but it is not complete: ${wanted}.`,
    });
  }
  return null;
}

function readLayout(
  cells: readonly (readonly unknown[])[],
  headerRow: number,
  overrides: Overrides,
  problems: Problem[],
): Layout {
  const row = cells[headerRow];
  const roles = rolesOf(row, overrides);
  const roleColumns = new Map<ColumnRole, number>();
  const width = Math.max(row.length, ...[...roles.keys()].map((i) => i + 1));
  const readings: ColumnReading[] = [];
  for (let i = 0; i < width; i++) {
    const header = cellText(row[i]);
    const role = roles.get(i);
    const overridden =
      overrides.byIndex.has(i) || [...overrides.byRole].some(([r, idx]) => idx === i && r === role);
    if (role === undefined || role === "ignore") {
      if (header !== "" || overridden) readings.push({ index: i, header, role: "ignored", overridden });
      continue;
    }
    const before = roleColumns.get(role);
    if (before !== undefined) {
      problems.push({
        row: headerRow,
        column: i,
        message:
          `Two columns are headed as ${ROLE_NAMES[role]}: "${cellText(row[before])}" and "${header}". ` +
          `Rename one, or say which to read with the columns option.`,
      });
      readings.push({ index: i, header, role: "ignored", overridden });
      continue;
    }
    roleColumns.set(role, i);
    readings.push({ index: i, header, role, overridden });
  }
  const firstCell = Math.max(
    0,
    row.findIndex((c) => !isBlankCell(c)),
  );
  for (const needed of ["ns", "ew"] as const) {
    if (!roleColumns.has(needed)) {
      problems.push({
        row: headerRow,
        column: firstCell,
        message: `No ${ROLE_NAMES[needed]} column in the header row.`,
      });
    }
  }
  const has = (r: ColumnRole): boolean => roleColumns.has(r);
  let scoreForm: Layout["scoreForm"] = "none";
  if (has("score") && has("scorePlus")) {
    problems.push({
      row: headerRow,
      column: roleColumns.get("scorePlus")!,
      message:
        `Both a signed score column ("${cellText(row[roleColumns.get("score")!])}") and a plus score column ` +
        `("${cellText(row[roleColumns.get("scorePlus")!])}"): give one form, a signed NS score or +Sc and -Sc.`,
    });
  } else if (has("score") && has("scoreMinus")) {
    // "NS Score" beside "EW Score": the first is NS's plus column, the second NS's minus column.
    roleColumns.set("scorePlus", roleColumns.get("score")!);
    roleColumns.delete("score");
    const i = readings.findIndex((c) => c.role === "score");
    readings[i] = { ...readings[i], role: "scorePlus" };
    scoreForm = "plusMinus";
  } else if (has("scorePlus") !== has("scoreMinus")) {
    const [present, missing] = has("scorePlus") ? ["scorePlus", "scoreMinus"] : ["scoreMinus", "scorePlus"];
    problems.push({
      row: headerRow,
      column: roleColumns.get(present as ColumnRole)!,
      message: `A ${ROLE_NAMES[present as ColumnRole]} column needs its ${ROLE_NAMES[missing as ColumnRole]} column beside it (or head a single signed column Score).`,
    });
  } else if (has("scorePlus")) scoreForm = "plusMinus";
  else if (has("score")) scoreForm = "signed";
  if (scoreForm === "none" && !has("contract") && !problems.some((p) => p.row === headerRow)) {
    problems.push({
      row: headerRow,
      column: firstCell,
      message: "No score column (Score, or +Sc and -Sc) and no Contract column: there is nothing to score.",
    });
  }
  return { headerRow, roleColumns, readings, scoreForm };
}

function titleBoardAbove(
  cells: readonly (readonly unknown[])[],
  headerRow: number,
  problems: Problem[],
): number | null {
  let board: number | null = null;
  for (let r = 0; r < headerRow; r++) {
    const stated = titleBoardOf(cells[r]);
    if (stated !== null) {
      board = stated;
      checkTitle(cells[r], r, board, problems);
    }
  }
  return board;
}

/** The board number a title row states ("Board No 15") in its first text cell that states one (not column `skip`), or null. */
function titleBoardOf(row: readonly unknown[], skip?: number): number | null {
  for (let i = 0; i < row.length; i++) {
    const c = row[i];
    const m = i !== skip && typeof c === "string" ? TITLE_BOARD_RE.exec(cellText(c)) : null;
    if (m) return Number(m[1]);
  }
  return null;
}

/** Checks a title row's vulnerability and dealer (when it states them) against the board number. */
function checkTitle(row: readonly unknown[], r: number, board: number, problems: Problem[]): void {
  if (board < 1) return;
  row.forEach((c, column) => {
    const text = cellText(c);
    const vul = TITLE_VUL_RE.exec(text);
    if (vul) {
      let stated: Vulnerability | null = null;
      try {
        stated = parseVulnerability((vul[1] ?? vul[2]).replace(/\s+/g, ""));
      } catch {
        stated = null;
      }
      if (stated !== null && stated !== boardVulnerability(board)) {
        problems.push({
          row: r,
          column,
          message: `The title says ${vulText(stated)}, but board ${board} is ${vulText(boardVulnerability(board))}: check the board number.`,
        });
      }
    }
    const dealer = TITLE_DEALER_RE.exec(text);
    if (dealer) {
      const stated = parseSeat(dealer[1]);
      if (stated !== boardDealer(board)) {
        problems.push({
          row: r,
          column,
          message: `The title says dealer ${stated}, but board ${board} is dealt by ${boardDealer(board)}: check the board number.`,
        });
      }
    }
  });
}

function readRowBoard(
  row: readonly unknown[],
  r: number,
  layout: Layout,
  lastBoard: number | null,
  titleBoard: number | null,
  optionBoard: number | undefined,
  report: (p: Problem) => void,
): number | null {
  const col = layout.roleColumns.get("board");
  if (col !== undefined) {
    const b = readBoardCell(row[col]);
    if (b === null) {
      if (lastBoard !== null) return lastBoard;
      report({ row: r, column: col, message: "No board number: expected the board number (1 or more)." });
      return null;
    }
    if (b === undefined) {
      report({
        row: r,
        column: col,
        message: `"${cellText(row[col])}" is not a board number: expected a whole number of 1 or more.`,
      });
      return null;
    }
    return b;
  }
  if (optionBoard !== undefined && optionBoard !== null) return optionBoard;
  if (titleBoard !== null) return titleBoard;
  report({
    row: r,
    column: layout.roleColumns.get("ns") ?? 0,
    message:
      'There is no Board column and no board number above the header (such as "Board 15"): ' +
      "give the board number so the vulnerability is known.",
  });
  return null;
}

function readRow(
  row: readonly unknown[],
  r: number,
  board: number,
  layout: Layout,
): { row: TravellerRow } | { problems: Problem[] } {
  const problems: Problem[] = [];
  const col = (role: ColumnRole): number | undefined => layout.roleColumns.get(role);
  const cell = (role: ColumnRole): unknown => {
    const c = col(role);
    return c === undefined ? undefined : row[c];
  };
  const at = (role: ColumnRole, fallback?: ColumnRole): number =>
    col(role) ?? (fallback ? col(fallback) : undefined) ?? col("ns") ?? 0;
  const fail = (role: ColumnRole, message: string, fallback?: ColumnRole): void => {
    problems.push({ row: r, column: at(role, fallback), message });
  };
  const vulnerability = boardVulnerability(board);
  const cells: Partial<Record<ColumnRole, number>> = {};
  for (const [role, c] of layout.roleColumns) cells[role] = c;

  const pairs: Record<"ns" | "ew", string> = { ns: "", ew: "" };
  for (const side of ["ns", "ew"] as const) {
    const v = cell(side);
    const p = readPairCell(v);
    if (p === null) fail(side, `No ${side.toUpperCase()} pair number: expected the pair number.`);
    else if (p === undefined) {
      fail(
        side,
        `"${cellText(v)}" is not a pair number: expected a pair number such as 3 (or a name such as A3).`,
      );
    } else pairs[side] = p;
  }
  const tableText = cellText(cell("table"));

  // The contract cell: a contract (perhaps with result and declarer), or an entry written there.
  let contractEntry: Entry | null = null;
  let contractCell: ContractCell | null = null;
  const contractRaw = cell("contract");
  if (!isBlankCell(contractRaw)) {
    try {
      contractEntry = readContractCellEntry(contractRaw, vulnerability);
      if (contractEntry === null) contractCell = parseContractCell(cellText(contractRaw));
    } catch (e) {
      fail("contract", (e as Error).message);
    }
  }
  const contract: Contract | null = contractCell?.contract ?? null;

  let declarer: Seat | null = contractCell?.declarer ?? null;
  const decRaw = cell("declarer");
  if (!isBlankCell(decRaw)) {
    try {
      const d = parseSeat(cellText(decRaw));
      if (declarer !== null && d !== declarer) {
        fail(
          "declarer",
          `The declarer is ${d} here but ${declarer} in the contract cell: give one declarer.`,
        );
      }
      declarer = d;
    } catch (e) {
      fail("declarer", (e as Error).message);
    }
  }

  let tricks: number | null = null;
  const resRaw = cell("result");
  if (contract !== null) {
    try {
      if (contractCell?.result) tricks = parseResult(contractCell.result, contract);
    } catch (e) {
      fail("contract", (e as Error).message);
    }
    if (!isBlankCell(resRaw)) {
      try {
        const value = typeof resRaw === "number" ? resRaw : cellText(resRaw);
        const t = parseResult(value, contract);
        if (tricks !== null && t !== tricks) {
          fail(
            "result",
            `The result here is ${t} tricks but the contract cell says ${contractCell?.result} (${tricks} tricks): give one result.`,
          );
        }
        tricks = t;
      } catch (e) {
        const hint =
          typeof resRaw === "number" && resRaw < 0
            ? ` (Excel turns a typed ${resRaw} into a number; type the tricks taken, or '${resRaw} as text.)`
            : "";
        fail("result", (e as Error).message + hint);
      }
    } else if (contract.kind === "pass") tricks = 0;
  }

  // The score cells.
  let scoreEntry: Entry | null = null;
  let scoreColumn: number | undefined;
  if (layout.scoreForm === "signed") {
    scoreColumn = col("score");
    try {
      scoreEntry = readScoreEntry(cell("score"), vulnerability);
    } catch (e) {
      fail("score", (e as Error).message);
    }
  } else if (layout.scoreForm === "plusMinus") {
    const read = readPlusMinus(cell("scorePlus"), cell("scoreMinus"), vulnerability);
    if ("message" in read) fail(read.role, read.message);
    else {
      scoreEntry = read.entry;
      scoreColumn = col(read.role);
    }
  }

  let computed: number | null = null;
  if (contract !== null && problems.length === 0) {
    if (contract.kind === "pass") computed = 0;
    else if (declarer !== null && tricks !== null)
      computed = nsScore(contract, declarer, tricks, vulnerability);
  }

  let entry: Entry | null = null;
  let entered: number | null = null;
  if (scoreEntry !== null) {
    if (
      contractEntry !== null &&
      entryText(contractEntry).toUpperCase() !== entryText(scoreEntry).toUpperCase()
    ) {
      fail(
        "contract",
        `The contract cell says "${entryText(contractEntry)}" but the score cell says "${entryText(scoreEntry)}": give one.`,
      );
    }
    entry = scoreEntry;
    if (scoreEntry.kind === "plain") {
      entered = scoreEntry.score;
      if (computed !== null && computed !== entered) {
        problems.push({
          row: r,
          column: scoreColumn ?? at("score"),
          message: disagreement(
            `NS ${pairs.ns} v EW ${pairs.ew}`,
            entered,
            computed,
            contract!,
            declarer,
            tricks!,
            board,
            vulnerability,
            resRaw,
          ),
        });
      }
    }
  } else if (contractEntry !== null) {
    entry = contractEntry;
  } else if (contract !== null) {
    if (problems.length === 0) {
      if (contract.kind !== "pass" && declarer === null) {
        fail(
          "declarer",
          `${contractToString(contract)} has no declarer: expected N, E, S or W in the ${col("declarer") === undefined ? "contract cell (4S N) or a By column" : "By column"}, or a score.`,
          "contract",
        );
      } else if (tricks === null) {
        fail(
          "result",
          `${contractToString(contract)} has no result: expected the tricks taken (0-13), or =, +1, -2${col("result") === undefined ? " after the contract (4S-1)" : ""}, or a score.`,
          "contract",
        );
      } else entry = { kind: "plain", score: computed! };
    }
  } else {
    const stray = (["declarer", "result", "lead"] as const).find((role) => !isBlankCell(cell(role)));
    if (stray && problems.length === 0) {
      fail(stray, "There is no contract or score on this row: expected a contract and result, or a score.");
    } else entry = { kind: "notPlayed", text: "" };
  }

  if (problems.length > 0 || entry === null) return { problems };
  const lead = cellText(cell("lead"));
  return {
    row: {
      row: r,
      cells,
      board,
      table: tableText === "" ? null : tableText,
      ns: pairs.ns,
      ew: pairs.ew,
      contract: contract === null ? null : contractToString(contract),
      declarer,
      lead: lead === "" ? null : lead,
      tricks: contract === null ? null : tricks,
      scoreEntered: entered,
      scoreComputed: computed,
      entry,
    },
  };
}

function entryText(e: Entry): string {
  return e.kind === "plain" ? String(e.score) : e.text;
}

type PlusMinus = { entry: Entry | null; role: ColumnRole } | { message: string; role: ColumnRole };

/** Reads the +Sc / -Sc pair of cells: one filled (a 0 in the other is allowed). */
function readPlusMinus(plus: unknown, minus: unknown, vulnerability: Vulnerability): PlusMinus {
  const p = readNumberCell(plus);
  const m = readNumberCell(minus);
  const pBlank = isBlankCell(plus);
  const mBlank = isBlankCell(minus);
  // Text that is not a number: an award, NP or a weighted score written in one of the two cells.
  for (const [value, blank, n, role, other, otherBlank] of [
    [plus, pBlank, p, "scorePlus", minus, mBlank],
    [minus, mBlank, m, "scoreMinus", plus, pBlank],
  ] as const) {
    if (!blank && n === null) {
      const otherText = cellText(other);
      if (!otherBlank && otherText.toUpperCase() !== cellText(value).toUpperCase()) {
        return {
          role,
          message: `Both score cells are filled ("${cellText(plus)}" and "${cellText(minus)}"): fill one.`,
        };
      }
      try {
        return { entry: readScoreEntry(value, vulnerability), role };
      } catch (e) {
        return { role, message: (e as Error).message };
      }
    }
  }
  try {
    if (p !== null) checkBridgeScore(p);
    if (m !== null) checkBridgeScore(m);
  } catch (e) {
    return {
      role: p !== null && (m === null || m === 0) ? "scorePlus" : "scoreMinus",
      message: (e as Error).message,
    };
  }
  if (p !== null && m !== null && p !== 0 && m !== 0) {
    // Tolerated: an NS score beside the EW score of the same result (420 and -420).
    if (m === -p) return { entry: { kind: "plain", score: p }, role: "scorePlus" };
    return {
      role: "scoreMinus",
      message: `Both score cells are filled (${p} and ${m}): fill the plus cell when NS scored, the minus cell when they lost.`,
    };
  }
  if (p !== null && p !== 0) return { entry: { kind: "plain", score: p }, role: "scorePlus" };
  if (m !== null && m !== 0) return { entry: { kind: "plain", score: -Math.abs(m) }, role: "scoreMinus" };
  if (p !== null || m !== null)
    return { entry: { kind: "plain", score: 0 }, role: p !== null ? "scorePlus" : "scoreMinus" };
  return { entry: null, role: "scorePlus" };
}

function disagreement(
  table: string,
  entered: number,
  computed: number,
  contract: Contract,
  declarer: Seat | null,
  tricks: number,
  board: number,
  vulnerability: Vulnerability,
  resultCell: unknown,
): string {
  const name = contractToString(contract);
  const by = declarer === null ? "" : ` by ${declarer}`;
  let text =
    `${table}: the score entered, ${signed(entered)}, does not agree with ${name}${by} taking ${tricks} trick${tricks === 1 ? "" : "s"}, ` +
    `which scores ${signed(computed)} for NS on board ${board} (${vulText(vulnerability)}): ` +
    `correct the score or the contract, declarer or result.`;
  if (
    contract.kind === "bid" &&
    declarer !== null &&
    typeof resultCell === "number" &&
    resultCell >= 1 &&
    resultCell <= 6 &&
    contract.level + 6 + resultCell <= 13 &&
    nsScore(contract, declarer, contract.level + 6 + resultCell, vulnerability) === entered
  ) {
    text += ` (Was the result +${resultCell}? Excel turns a typed +${resultCell} into the number ${resultCell}, read as ${resultCell} trick${resultCell === 1 ? "" : "s"}; type '+${resultCell} or the tricks taken.)`;
  }
  return text;
}
