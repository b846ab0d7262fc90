// What reading a traveller gives: the public types of its result, a traveller of boards of rows.
// They live apart from the pipeline that builds them (read.ts and its steps), so that a step can
// name a row without importing the pipeline that imports it.
import { Entry } from "../model/entry";
import { Seat, Vulnerability } from "../base/seats";
import { ColumnReading, ColumnRole } from "./headers";
import { Problem } from "./problems";

/**
 * One group of a fouled board (the tables that played the same cards), scored as a board of its
 * own and factored to the whole board: see fouled.ts.
 */
export interface FouledGroup {
  /** The group's name, as the traveller writes it (upper case): "A", "B". */
  readonly group: string;
  /** Rows of the whole board, every group's: N for the group when results expected are the tables. */
  readonly tables: number;
  /** Results of the whole board (rows neither awarded nor not played): N when they are the results. */
  readonly results: number;
}

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
  /**
   * Set by the event layer on an arrow-switched row before scoring: `ns` and `ew` (and their
   * cells) are then the seats played, the home EW pair at NS; see TableInput.arrowSwitched.
   */
  readonly arrowSwitched?: boolean;
  /** What another program printed as this table's results (`% NS`, `MP_EW` ...), when the traveller has such columns. */
  readonly published?: PublishedResults;
}

/** The results a traveller already carries from the program that printed it, per side (null when blank). */
export interface PublishedResults {
  readonly ns: number | null;
  readonly ew: number | null;
  /**
   * What the figures are: percentages (`% NS`, `Percentage_NS`, or cells ending in %),
   * matchpoints (`MP_NS`, `PUNKTY NS`) or IMPs (`IMP_NS`, or Bridge Base Online's `Score`
   * without a % sign).
   */
  readonly unit: "percent" | "matchpoints" | "imps";
  /** The most decimals either figure was printed with (65.63: 2), to compare at that precision. */
  readonly decimals: number;
}

/** One board of a traveller: its rows in the order they were given. */
export interface TravellerBoard {
  readonly board: number;
  readonly vulnerability: Vulnerability;
  readonly dealer: Seat;
  readonly rows: readonly TravellerRow[];
  /** Set on each group of a fouled board (the event layer splits it: fouled.ts); absent otherwise. */
  readonly fouled?: FouledGroup;
  /**
   * Problems that stop this board being scored: those on its own rows, and those that belong to
   * no single board (a row whose board number cannot be read could be on any board). Scoring
   * refuses a board while this is not empty.
   */
  readonly problems: readonly Problem[];
  /**
   * What the reader did on this board that is no problem but a director should know, each with
   * its cell: a phantom's row left out (phantom.ts). Absent when there is nothing to say.
   */
  readonly notes?: readonly Problem[];
  /**
   * North-South's par score from the board's deal, set by the event layer when a board played
   * once is to be scored against its par (the option `once: "par"`); absent otherwise.
   */
  readonly par?: number;
}

/** A header row and how its columns were read. Stacked travellers have one per block. */
export interface HeaderReading {
  readonly row: number;
  readonly columns: readonly ColumnReading[];
}

/** A row that was passed over on purpose, and why (blank rows are passed over silently). */
export interface SkippedRow {
  readonly row: number;
  readonly reason: "title" | "totals" | "note" | "phantom";
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
  /** Every board's notes (TravellerBoard.notes), in the order of the rows; absent when none. */
  readonly notes?: readonly Problem[];
}
