// The model every results-file reader builds: a file's sections, their boards and traveller rows
// in the traveller's notation, the players, deals, movement and published figures a file carries,
// the scoring it says it used, and the error that lists why a file cannot be read.
import { shortLines } from "../text";
import type {
  BamScale,
  DatumMethod,
  MatchpointScale,
  Movement,
  ScoringMethod,
  Seat,
  TeamsMethod,
  Trim,
  Vulnerability,
} from "../../scoring";

/** A cell of a traveller grid: text, a number, or blank (""). */
export type GridCell = string | number;

/**
 * The published results of a row that publishes none. Most rows of a large file publish nothing,
 * so they share this one frozen record rather than each holding an empty one.
 */
export const NOTHING_PUBLISHED: Readonly<Record<string, string>> = Object.freeze({});

/** The published results a file may carry, under the names the grid gives their columns. */
export const PUBLISHED_COLUMNS = [
  "MP_NS",
  "MP_EW",
  "Percentage_NS",
  "Percentage_EW",
  "IMP_NS",
  "IMP_EW",
] as const;
export type PublishedColumn = (typeof PUBLISHED_COLUMNS)[number];

/** The traveller columns every grid has, in order (the reader knows each header). */
export const TRAVELLER_HEADER = [
  "Board",
  "Table",
  "NS",
  "EW",
  "Contract",
  "By",
  "Lead",
  "Tricks",
  "Score",
] as const;

/** One table's line of a board, as the file gives it, in the traveller's notation. */
export interface FileTableRow {
  readonly table: string;
  readonly ns: string;
  readonly ew: string;
  /** `4HX`, `3NT`, `Pass`, or "" for an award or a table that did not play. */
  readonly contract: string;
  /** `N`, `E`, `S`, `W` or "". */
  readonly declarer: string;
  readonly lead: string;
  /** Tricks taken, or a result relative to the contract (`=`, `+1`, `-2`), or "". */
  readonly tricks: number | string;
  /** The NS score (signed), an award (`A+/A-`, `A60/A40`), `NP`, or "" when it is to be computed. */
  readonly score: number | string;
  /** The published results the file gives for this table, as text (e.g. "4", "66.67"). */
  readonly published: Readonly<Partial<Record<PublishedColumn, string>>>;
  /** Where the row is in the file: "line 40" (PBN) or an element path (USEBIO). */
  readonly source: string;
  /** A teams file: the round of the row's match, and its room ("Open": the home team NS). A pairs file: the round the table played the board in, when it says. */
  readonly round?: string;
  /** A pairs score table's Section column: the section the row's pairs are in. */
  readonly section?: string;
  readonly room?: string;
  /** An individual event: the player numbers in each seat (the row's `ns` and `ew` are then ""). */
  readonly seats?: Seats;
}

/**
 * A table's row that was not played (or whose result is not in yet): its pairs, no contract and the
 * score NP, with where it comes from.
 *
 * @example
 * notPlayedRow("3", "3", "5", "RoundData (table 3, round 2, board 4): no result yet").score; // "NP"
 */
export function notPlayedRow(table: string, ns: string, ew: string, source: string): FileTableRow {
  return {
    table,
    ns,
    ew,
    contract: "",
    declarer: "",
    lead: "",
    tricks: "",
    score: "NP",
    published: {},
    source,
  };
}

/** The players of a table in an individual event, by seat: their numbers in the event, as text. */
export interface Seats {
  readonly north: string;
  readonly east: string;
  readonly south: string;
  readonly west: string;
}

/** The seats in the order an individual's grid gives them: the NS pair's players, then EW's. */
export const SEAT_COLUMNS = ["North", "South", "East", "West"] as const;

/** A board of a section. */
export interface FileBoard {
  readonly board: number;
  /** As the file states it, or null when the file does not say (the board number then decides). */
  readonly vulnerability: Vulnerability | null;
  readonly dealer: Seat | null;
  readonly rows: readonly FileTableRow[];
}

/** The scoring the file says it used, mapped to the add-in's options (only what the file says). */
export interface FileScoring {
  readonly method?: ScoringMethod;
  readonly scale?: MatchpointScale;
  readonly movement?: Movement;
  /** The file's own words for its scoring (e.g. `MatchPoints`, `MP_PAIRS`), for the title. */
  readonly described?: string;
  /** A teams file: how its matches were scored, as the file states it (IMPs, board-a-match, aggregate). */
  readonly teamsMethod?: TeamsMethod;
  /**
   * A board-a-match file: the points a board as the file states or publishes them ("british": 2, 1,
   * 0, the EBU's point-a-board; "standard": 1, 1/2, 0).
   */
  readonly bamScale?: BamScale;
  /**
   * Results expected per board, as the published figures show it: "results" when a board with an
   * award was scored on a reduced top (the award is not a result), a number when every board was
   * factored to the movement's table count. Absent: the traveller's rows (the add-in's default).
   */
  readonly expected?: "results" | number;
  /** Cross-IMPs: what the published totals were divided by, as their size shows it. */
  readonly divisor?: "comparisons" | "total";
  /** Butler: the scores dropped from each end of a board, as the file's words say (Ruter's `Butler-2`). */
  readonly trim?: Trim;
  /** Butler: the datum is the mean or the median, as the file's words say (Ruter's `Mean`). */
  readonly datum?: DatumMethod;
  /**
   * Matchpoints: a table that did not play a board was counted as a tie with every result, not
   * by Neuberg, as the published figures of a board fewer tables played show it.
   */
  readonly notPlayedTie?: boolean;
}

/**
 * A pair's published standing (a USEBIO PARTICIPANTS PAIR): its percentage, total, place as
 * printed (`7=` for a tie), each as text, and where it is in the file.
 */
export interface PublishedStanding {
  /** The pair as the section's names are keyed: `NS 3`, `EW 3` or `3`. */
  readonly pair: string;
  readonly percentage?: string;
  readonly total?: string;
  readonly place?: string;
  readonly source: string;
}

/**
 * A match's result as a teams file publishes it, in the method's unit (IMPs, board points,
 * points), with the VPs when the file gives them. Kept as read; nothing compares it with the
 * add-in's own yet (a pairs file's published results are compared: published.ts).
 */
export interface PublishedMatch {
  readonly round: string;
  readonly home: string;
  readonly away: string;
  readonly total: { readonly home: number; readonly away: number } | null;
  readonly vp: { readonly home: number; readonly away: number } | null;
}

/**
 * A round of the movement at a table, as a file gives it (a Bridgemate database's RoundData, a
 * score table's Round and Table columns): the pairs that met and the boards they played.
 */
export interface FileRound {
  readonly table: number;
  readonly round: number;
  readonly ns: string;
  readonly ew: string;
  /** The boards played, lowBoard to highBoard (0 when the file does not say). */
  readonly lowBoard: number;
  readonly highBoard: number;
}

/** A round at a table whose results are not all in yet: the boards still missing, ascending. */
export interface PendingRound extends FileRound {
  readonly boards: readonly number[];
}

/** A player as a file names them: the pair (keyed as the names are), the seat, the player number and name. */
export interface FilePlayer {
  readonly pair: string;
  /** `N`, `E`, `S`, `W`, or "" when the file does not say. */
  readonly seat: string;
  /** The player's national or club number, "" when the file gives none. */
  readonly number: string;
  readonly name: string;
}

/**
 * A board's deal and double-dummy tricks as a file gives them, kept for hand records: the deal
 * in PBN's notation (`N:AKQ.T98.J5.432 ...`) and the tricks as PBN's DoubleDummyTricks (20 hex
 * digits, declarer N, S, E, W, each NT, S, H, D, C); null when the file gives none. `tags` holds
 * a PBN game's deal tags as written ([Deal], [OptimumScore], [ParContract], ...; table tags
 * with their rows, one a line).
 */
export interface FileDeal {
  readonly board: number;
  readonly deal: string | null;
  readonly doubleDummyTricks: string | null;
  readonly tags?: Readonly<Record<string, string>>;
}

/** A section: one field of pairs, scored on its own. */
export interface FileSection {
  /** "teams" for a teams event (its rows are rooms of matches); pairs when absent. */
  readonly kind?: "pairs" | "teams";
  /**
   * An individual event: each row names its four players (`seats`), each player scored with the
   * side they sat on; its names and standings are keyed by player number, not by pair.
   */
  readonly individual?: boolean;
  /** The event's title and the section's name, as the file gives them ("" when it does not). */
  readonly event: string;
  /** The session of the event, when a file holds several (a PBN [Session], or its [Date]). */
  readonly session?: string;
  readonly section: string;
  readonly boards: readonly FileBoard[];
  /** Names by pair: keys `NS 3` / `EW 3` (Mitchell) or `3` (a pair number used both ways). */
  readonly names: ReadonlyMap<string, string>;
  readonly scoring: FileScoring;
  /** A teams file: each match's result as the file publishes it, in the file's order. */
  readonly matches?: readonly PublishedMatch[];
  /** The movement, round by round at each table, when the file gives it. */
  readonly rounds?: readonly FileRound[];
  /**
   * A session read while it is still being played (a Bridgemate database): each round at a table
   * whose results are not in yet, with the boards still missing; empty once every result the
   * movement sends is in. Absent when the file cannot tell (it gives no movement).
   */
  readonly pending?: readonly PendingRound[];
  /** The players, with their numbers, when the file gives them. */
  readonly players?: readonly FilePlayer[];
  /** The session's date as the file gives it, as YYYY-MM-DD, and the club's name. */
  readonly date?: string;
  readonly club?: string;
  /** Where the session was played, when the file says (PBN [Site]). */
  readonly venue?: string;
  /** The deals and their double-dummy tricks, when the file gives them. */
  readonly deals?: readonly FileDeal[];
  /** Each pair's published standing, when the file gives them. */
  readonly standings?: readonly PublishedStanding[];
  /**
   * What the add-in told from the file and what it found odd in it, one sentence each ("scored
   * across the field: the published top is 32 on board 1"); the command line and the sheet say them.
   */
  readonly notes?: readonly string[];
}

/** A results file read: its format and its sections, in the file's order. */
export interface ResultsFile {
  readonly format: "pbn" | "usebio" | "bws";
  readonly sections: readonly FileSection[];
}

/** A file that cannot be read: each problem names its line (PBN) or element path (USEBIO). */
export class ResultsFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    // A problem that quotes a megabyte of the file is cut to a line a person can read.
    super(
      `${file} cannot be read:\n${problems
        .slice(0, 20)
        .map((p) => `  ${shortLines(p)}`)
        .join("\n")}${problems.length > 20 ? `\n  ... and ${problems.length - 20} more` : ""}`,
    );
    this.name = "ResultsFileError";
  }
}
