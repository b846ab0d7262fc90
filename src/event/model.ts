// The event: what every front end (the command line, the task pane, the teaching page) opens an
// input into before anything is scored. Whatever the input was (worksheet cells, a CSV traveller,
// a PBN or USEBIO results file), an event is its sections read as travellers (or as a teams
// scoresheet), each knowing where its rows came from, what the input itself says about how it was
// scored, and the names it gives. Scoring (score.ts) and every output start from here.
import type { PairNames, Problem, PublishedTable, TeamsEvent, Traveller } from "../scoring";
import type { FileScoring, FileSection } from "../io/results-file";

/** A block of cells as read: numbers, text, blanks (null, "" or undefined), booleans. */
export type Grid = readonly (readonly unknown[])[];

/** What kind of event: pairs (travellers of pair numbers) or teams (matches between teams). */
export type EventKind = "pairs" | "teams";

/**
 * Where a cell of a section is, in the input's own terms: an Excel address (`Sheet1!D5`), a CSV
 * file's line and column, or a results file's line or element. Problems are named with it.
 */
export type Locate = (row: number, column: number) => string;

/** How an input names a cell: as {@link Locate}, also given the header row's cells once it is found. */
export type LocateInInput = (row: number, column: number, header: readonly unknown[]) => string;

/**
 * How the input says it was scored: only what it says (nothing is guessed here). A results file's
 * own statement (its method, matchpoint scale, movement, teams method and its words for them);
 * cells and a CSV state nothing.
 */
export type StatedChoices = FileScoring;

/** One section of an event: a field scored on its own (a traveller, or a teams scoresheet). */
export interface EventSection {
  readonly kind: EventKind;
  /** The section's heading as the input gives it (a file's event and section), or null. */
  readonly title: string | null;
  /** The cells as read, a header row among them. */
  readonly rows: Grid;
  readonly locate: Locate;
  /** The section read as a traveller (for a teams scoresheet: its rows with team names). */
  readonly traveller: Traveller;
  /** The matches of a teams scoresheet; null for pairs. */
  readonly teams: TeamsEvent | null;
  /** Every problem that stops the section being scored, in the order of the rows. */
  readonly problems: readonly Problem[];
  readonly stated: StatedChoices;
  /** The names the input gives the pairs (empty when it gives none). */
  readonly names: PairNames;
  /** The results file's own section (its published results are compared with ours), if any. */
  readonly file: FileSection | null;
  /**
   * Deals joined to the section from a hand-record file given apart (deals.ts), by board: where a
   * board has one, it is shown in place of the results file's own.
   */
  readonly joinedDeals?: readonly JoinedDeal[];
  /**
   * A section cut from a larger input (a Section column's section): the input's row of each of
   * its rows, so a result can be set beside the row it came from. Absent: its rows are the input's.
   */
  readonly lines?: readonly number[];
}

/** A board's deal from a hand-record file given apart, with any tables that file publishes. */
export interface JoinedDeal {
  readonly board: number;
  /** The deal, PBN notation. */
  readonly deal: string;
  readonly published: readonly PublishedTable[];
}

/** Where an event was opened from: the input format's name and the file or range it was in. */
export interface EventSource {
  readonly format: string;
  readonly name: string;
}

/** An event opened from an input: one or more sections of one kind. */
export interface BridgeEvent {
  readonly kind: EventKind;
  readonly source: EventSource;
  readonly sections: readonly EventSection[];
}
