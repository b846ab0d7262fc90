// The names of a teams event: its matches as read (two rooms a board), the methods a match is
// scored by, and the victory point step, which is a function passed in so that any scale (the WBF
// continuous scale, the classic discrete table, a federation's table) can stand in its place.
import { Entry } from "../model/entry";
import { Seat, Vulnerability } from "../base/seats";
import type { ColumnReading } from "../traveller/headers";
import type { Problem } from "../traveller/problems";

/** How a teams match is scored: IMPs, board-a-match, or aggregate (total points). */
export type TeamsMethod = "imps" | "bam" | "aggregate";

/** The teams methods, the default first. */
export const TEAMS_METHODS: readonly TeamsMethod[] = ["imps", "bam", "aggregate"];

/** Board-a-match points: 1, 1/2, 0 for a board won, tied, lost (standard), or 2, 1, 0 (British). */
export type BamScale = "standard" | "british";

/** The board-a-match scales, the default first. */
export const BAM_SCALES: readonly BamScale[] = ["standard", "british"];

/**
 * A victory point scale as a function: the VPs of the team whose margin is `margin` (negative when
 * it lost) in a match of `boards` boards. The match's other team gets `vp(-margin, boards)`.
 */
export type VpFunction = (margin: number, boards: number) => number;

/** One room's result on a board of a match: the row it was read from and the entry it gives. */
export interface RoomResult {
  /** 0-based row of the cells it was read from. */
  readonly row: number;
  /** 0-based column of the cell that gave the score (for messages and the sheet). */
  readonly column: number;
  /** The room as written ("Open", "Closed", "1", "Room 2"; "Home NS" or "Away NS" on a scorecard). */
  readonly room: string;
  /** The teams sitting NS and EW. */
  readonly ns: string;
  readonly ew: string;
  readonly entry: Entry;
  /** The contract as read ("4S"), with its declarer and tricks, when the row gave one. */
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
}

/** A board of a match: the room where the home team sat NS, and the room where the away team did. */
export interface MatchBoard {
  readonly board: number;
  readonly vulnerability: Vulnerability;
  readonly dealer: Seat;
  /** The room where the home team sat NS. */
  readonly homeRoom: RoomResult;
  /** The room where the away team sat NS. */
  readonly awayRoom: RoomResult;
}

/** A match: two teams meeting in a round, the home team being the one NS in the first room. */
export interface Match {
  readonly round: string;
  readonly home: string;
  readonly away: string;
  /** Ascending by board number. */
  readonly boards: readonly MatchBoard[];
}

/** A teams scoresheet as read. Score it only when `problems` is empty. */
export interface TeamsEvent {
  /** One row per table with a Room column ("rooms"), or one row per board of a match ("scorecard"). */
  readonly layout: "rooms" | "scorecard";
  /** 0-based row of the header, null when none was found. */
  readonly headerRow: number | null;
  /** How the header's columns were read. */
  readonly columns: readonly ColumnReading[];
  /** The teams, in the order first met. */
  readonly teams: readonly string[];
  /** The rounds, in order. */
  readonly rounds: readonly string[];
  /** By round, then in the order first met. */
  readonly matches: readonly Match[];
  readonly problems: readonly Problem[];
}
