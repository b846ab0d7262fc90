// One deal of a hand-record file and a file's deals, apart from the readers so that every
// deal-file reader (src/io/deals/) and the format chooser (hand-records.ts) can name them.
import type { PublishedTable, Seat, Vulnerability } from "../scoring";

/** One deal of a hand-record file, not yet checked (see parseDeal). */
export interface HandRecord {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** The deal as written, PBN notation. */
  readonly deal: string;
  /** Where it was read, for messages: "line 12". */
  readonly where: string;
  /** The file's own par score for North-South, when it publishes one ([OptimumScore "NS 420"]). */
  readonly publishedScore?: number;
  /** The file's own double-dummy table, all of it or some cells ([OptimumResultTable], HandEvaluation). */
  readonly publishedTable?: PublishedTable;
  /** The file's own par contracts as written ([ParContract "NS 4S"]). */
  readonly publishedContracts?: string;
  /** The section the deal is of, when a file has deals for several (a Bridgemate database). */
  readonly section?: string;
}

/** The hand records of a file, and what could not be read. */
export interface HandRecords {
  readonly records: HandRecord[];
  readonly problems: string[];
}
