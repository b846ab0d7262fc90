// Reading a traveller: readTraveller runs the pipeline and returns the types of types.ts. Each
// step is its own module: the header row (header-row.ts) and its layout (layout.ts), titles
// (titles.ts), what each row is (rows.ts), reading one table's row (row.ts, with its +Sc / -Sc
// cells in score-cells.ts), the checks across rows (checks.ts), and the problems sorted to boards
// (problem-log.ts). Every message the steps write is in messages.ts; the cell parsers they call
// (../base/cells.ts, entry.ts and the rules) keep their own.
import { ScoringError } from "../base/errors";
import { readTeamCell } from "../base/cells";
import { boardDealer, boardVulnerability } from "../base/seats";
import { PairsSeen, PendingSums } from "./checks";
import { ColumnsOption, findHeaderRow, Overrides, readOverrides } from "./header-row";
import { Layout, readLayout } from "./layout";
import * as say from "./messages";
import { phantomRows } from "./phantom";
import { ProblemLog } from "./problem-log";
import { Problem } from "./problems";
import { problemsWithoutBoard, readRow, readRowBoard } from "./row";
import { classifyRow } from "./rows";
import { checkTitle, titleBoardAbove } from "./titles";
import { HeaderReading, SkippedRow, Traveller, TravellerBoard, TravellerRow } from "./types";

/** Options of readTraveller. */
export interface ReadTravellerOptions {
  /**
   * Overrides of how columns are read, in either form (or both):
   * - by role: `{ ns: 0, ew: 1, score: 5 }` reads column 5 as the score whatever its header says,
   *   and `{ lead: null }` reads no column as the lead;
   * - by column index: `{ 7: "ignore", 6: "score" }`.
   */
  readonly columns?: ColumnsOption;
  /** The board number when there is no Board column (else it is looked for in a title row such as "Board 15"). */
  readonly boardNumber?: number;
  /** The 0-based index of the header row, when it should not be looked for. */
  readonly headerRow?: number;
  /**
   * A teams scoresheet (teams/read.ts): the NS and EW cells hold team names (any text), and a team
   * meets a board once in each room of each round, which the teams reader checks itself.
   */
  readonly teams?: boolean;
}

/**
 * Reads a traveller from the cells Excel (or a CSV file) hands over: a 2-D array of numbers,
 * strings and blanks whose header row names the columns (docs/conventions.md, "Reading a
 * traveller"). All row and column indices in the result are 0-based within `cells`.
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
  if (!Array.isArray(cells) || cells.some((r) => !Array.isArray(r))) throw new ScoringError(say.NOT_CELLS);
  const overrides = readOverrides(options.columns);
  const b = options.boardNumber;
  if (b !== undefined && b !== null && !(typeof b === "number" && Number.isSafeInteger(b) && b >= 1)) {
    throw new ScoringError(say.badBoardNumberOption(b));
  }
  const reading = new Reading(cells, overrides, options.boardNumber, options.teams === true);
  const found = findHeaderRow(cells, options.headerRow, overrides);
  if ("problem" in found) reading.log.addGeneral(found.problem);
  else reading.readFrom(found.row);
  return reading.result();
}

/** The state of one reading: the block being read, and what has been read so far. */
class Reading {
  readonly log = new ProblemLog();
  private readonly headers: HeaderReading[] = [];
  private readonly rows: TravellerRow[] = [];
  private readonly skipped: SkippedRow[] = [];
  private readonly sums = new PendingSums();
  private readonly pairs = new PairsSeen();
  /** The block being read: the rows under one header row. */
  private layout!: Layout;
  /** The board of the block's last table row (a blank Board cell repeats it). */
  private lastBoard: number | null = null;
  /** Whether this block has said it has no board number (said once per block, not per row). */
  private noBoardNumberSaid = false;
  /** The board number the last title states (used when there is no Board column). */
  private titleBoard: number | null = null;

  constructor(
    private readonly cells: readonly (readonly unknown[])[],
    private readonly overrides: Overrides,
    private readonly optionBoard: number | undefined,
    private readonly teams: boolean = false,
  ) {}

  /** Reads the header row `first`, the titles above it, then every row below it. */
  readFrom(first: number): void {
    this.startBlock(first);
    const above = titleBoardAbove(this.cells, first);
    this.titleBoard = above.board;
    for (const p of above.problems) this.log.addGeneral(p);
    for (let r = first + 1; r < this.cells.length; r++) this.readLine(r);
    this.settleSums(false);
  }

  private startBlock(headerRow: number): void {
    const { layout, problems } = readLayout(this.cells[headerRow], headerRow, this.overrides);
    for (const p of problems) this.log.addGeneral(p);
    this.headers.push({ row: headerRow, columns: layout.readings });
    this.layout = layout;
    this.lastBoard = null;
    this.noBoardNumberSaid = false;
  }

  private readLine(r: number): void {
    const values = this.cells[r];
    const kind = classifyRow(values, this.layout.roleColumns, this.overrides);
    switch (kind.kind) {
      case "blank":
        return;
      case "header":
        this.settleSums(false);
        this.startBlock(r);
        return;
      case "totals":
      case "note":
        this.skipped.push({ row: r, reason: kind.kind });
        return;
      case "title":
        this.settleSums(false);
        this.skipped.push({ row: r, reason: "title" });
        if (!this.layout.roleColumns.has("board")) {
          this.titleBoard = kind.board;
          for (const p of checkTitle(values, r, kind.board)) this.log.addGeneral(p);
        }
        return;
      case "sums":
        this.sums.hold(r);
        return;
      case "table":
        this.settleSums(true);
        this.readTableRow(values, r);
    }
  }

  private readTableRow(values: readonly unknown[], r: number): void {
    const known = { lastBoard: this.lastBoard, titleBoard: this.titleBoard, optionBoard: this.optionBoard };
    const found = readRowBoard(values, r, this.layout, known);
    if ("problem" in found) {
      // With no Board column the missing number is one problem for the block, not one per row.
      const oncePerBlock = !this.layout.roleColumns.has("board");
      if (!(oncePerBlock && this.noBoardNumberSaid)) this.log.addRow(found.problem, null);
      if (oncePerBlock) this.noBoardNumberSaid = true;
      const side = this.teams ? readTeamCell : undefined;
      for (const p of problemsWithoutBoard(values, r, this.layout, side)) this.log.addRow(p, null);
      return;
    }
    const board = found.board;
    this.lastBoard = board;
    const read = this.teams
      ? readRow(values, r, board, this.layout, readTeamCell, false)
      : readRow(values, r, board, this.layout);
    if ("problems" in read) {
      for (const p of read.problems) this.log.addRow(p, board);
      return;
    }
    if (this.teams) {
      this.rows.push(read.row);
      return;
    }
    const repeats = this.pairs.check(read.row);
    for (const p of repeats) this.log.addRow(p, board);
    if (repeats.length === 0) this.rows.push(read.row);
  }

  /** Settles the rows of sums held: totals when no table row follows, else problems. */
  private settleSums(tableRowFollows: boolean): void {
    const { totals, problems } = this.sums.settle(tableRowFollows, this.layout.roleColumns.get("ns") ?? 0);
    for (const row of totals) this.skipped.push({ row, reason: "totals" });
    for (const p of problems) this.log.addRow(p, null);
  }

  result(): Traveller {
    // A phantom's row (a director's score against a pair that never plays) is no table: left out.
    const phantoms = this.teams ? [] : phantomRows(this.rows);
    const left = new Set(phantoms.map((p) => p.row));
    const notes: (Problem & { board: number })[] = phantoms.map(({ row, side, text }) => ({
      board: row.board,
      row: row.row,
      column: row.cells.contract ?? row.cells.ns ?? 0,
      message: say.phantomLeftOut(row.board, row.ns, row.ew, side, text),
    }));
    for (const row of left) this.skipped.push({ row: row.row, reason: "phantom" });
    this.skipped.sort((a, b) => a.row - b.row);
    const kept = this.rows.filter((r) => !left.has(r));
    // A board whose only row was a phantom's has no table: it is not on the traveller.
    // Rows and notes gathered by board in one pass each: filtering every row for every board took
    // time growing with rows x boards, which a large session (a thousand boards) felt.
    const rowsOf = groupByBoard(kept);
    const notesOf = groupByBoard(notes);
    const numbers = new Set<number>([...rowsOf.keys(), ...this.log.boardsWithRowProblems()]);
    const boards: TravellerBoard[] = [...numbers]
      .sort((a, b) => a - b)
      .map((board) => ({
        board,
        vulnerability: boardVulnerability(board),
        dealer: boardDealer(board),
        rows: rowsOf.get(board) ?? [],
        problems: this.log.forBoard(board),
        ...noteList(notesOf.get(board) ?? []),
      }));
    const headers = this.headers;
    return {
      headers,
      columns: headers[0]?.columns ?? [],
      boards,
      skipped: this.skipped,
      problems: this.log.sorted(),
      ...noteList(notes),
    };
  }
}

/** Items by their board number, each board's in the order given. */
function groupByBoard<T extends { readonly board: number }>(items: readonly T[]): Map<number, T[]> {
  const by = new Map<number, T[]>();
  for (const item of items) {
    const list = by.get(item.board);
    if (list === undefined) by.set(item.board, [item]);
    else list.push(item);
  }
  return by;
}

/** `{ notes }` without their boards when there are any, else nothing (the field stays absent). */
function noteList(notes: readonly (Problem & { board: number })[]): { notes?: Problem[] } {
  return notes.length === 0
    ? {}
    : { notes: notes.map(({ row, column, message }) => ({ row, column, message })) };
}
