import type { FouledGroup } from "../traveller/types";
import type { Fraction } from "../rules/fraction";
import type { Seat, Vulnerability } from "../base/seats";
import type { ScoringMethod } from "../model/methods";
import type { Entry } from "../model/entry";
import type { Problem } from "../traveller/problems";
import type { BoardWorkings } from "./workings";

// What scoreBoard takes (a board's tables) and what it gives back (every table's results, the
// workings and the checks), the same shape whatever the method.

/** One table as scoreBoard needs it; a TravellerRow from readTraveller is one. */
export interface TableInput {
  /** The source row (0-based in the traveller's cells), when it came from one. */
  readonly row?: number;
  /** Column indices of the row's cells, by role, when it came from a traveller. */
  readonly cells?: Readonly<Record<string, number | undefined>>;
  readonly ns: string | number;
  readonly ew: string | number;
  readonly entry: Entry;
  /**
   * An arrow-switched table: `ns` and `ew` are the pairs in the seats they played (the pair at NS
   * is a home EW pair of a Mitchell), and each pair's result counts in its home field.
   */
  readonly arrowSwitched?: boolean;
}

// A fouled board's group is named where a traveller row is (the traveller's types), so that the
// traveller never imports the board's results.
export type { FouledGroup };

/** A board as scoreBoard needs it; a TravellerBoard from readTraveller is one. */
export interface BoardInput {
  readonly board: number;
  readonly rows: readonly TableInput[];
  /** A fouled board's group: its results are factored to the whole board's results expected. */
  readonly fouled?: FouledGroup;
  /** Problems found when reading it: the board is refused while there are any. */
  readonly problems?: readonly Problem[];
  /**
   * North-South's par score, from the board's deal (its double-dummy table), when known: a board
   * played once is scored against it under the option `once: "par"`.
   */
  readonly par?: number;
}

/** One component of a weighted score, scored on one side's adjusted frequency table, as plain numbers. */
export interface ScoredComponent {
  readonly score: number;
  readonly weight: number;
  /** The component's result for this side: matchpoints, Butler IMPs or cross-IMPs (after dividing). */
  readonly result: number;
  /** Cross-IMPs: the component's raw total (NS view for NS, EW view for EW). */
  readonly total: number | null;
}

/** One table's result on a scored board. */
export interface ScoredTable {
  readonly row: number | null;
  /** The pairs in the seats played: at an arrow-switched table the home EW pair is `ns`. */
  readonly ns: string;
  readonly ew: string;
  /** An arrow-switched table (the home EW pair sat North-South), as its input says. */
  readonly arrowSwitched?: true;
  readonly kind: Entry["kind"];
  /** The NS score of a plain result. */
  readonly nsScore: number | null;
  /** The awards of an artificial score, as written (A+, A-, A60%), NS and EW. */
  readonly award: { readonly ns: string; readonly ew: string } | null;
  /** The components of a weighted score, each side on its own weighting. */
  readonly weighted: {
    readonly ns: readonly ScoredComponent[];
    readonly ew: readonly ScoredComponent[];
    /**
     * Present when the board's weights were too fine to count exactly and were rounded to
     * billionths (docs/conventions.md, "Weighted scores"); the weights shown are the rounded ones.
     */
    readonly rounded?: true;
  } | null;
  /** NS's result (matchpoints or IMPs); null when the board was not played at this table. */
  readonly nsResult: number | null;
  /** EW's result, scored from EW's side (with split awards or weights it is not NS's mirror image). */
  readonly ewResult: number | null;
  /** Matchpoints: each side's percentage of the top. */
  readonly nsPercent: number | null;
  readonly ewPercent: number | null;
  /** Cross-IMPs: each side's raw total before factoring and dividing. */
  readonly nsTotal: number | null;
  readonly ewTotal: number | null;
}

/**
 * A check computed on the scored board (never assumed). `holds` is null when it does not apply
 * to this board (the detail says why).
 */
export interface BoardCheck {
  readonly id: "sidesAddUp" | "resultsAddUp" | "totalsAddToZero";
  readonly description: string;
  readonly holds: boolean | null;
  readonly detail: string;
}

/** A scored board. All numbers are plain (exact values converted at the end); it serialises to JSON. */
export interface ScoredBoard {
  readonly board: number;
  /** A fouled board's group, scored as a board of its own (absent on a board that is not fouled). */
  readonly fouled?: FouledGroup;
  /** A board played once scored against its par (the option `once: "par"`): North-South's par. */
  readonly againstPar?: number;
  readonly vulnerability: Vulnerability;
  readonly dealer: Seat;
  readonly method: ScoringMethod;
  /** Tables on the traveller (every row), results (plain and weighted tables), results expected (N). */
  readonly tableCount: number;
  readonly results: number;
  readonly expected: number;
  /** Matchpoints: the top. */
  readonly top: number | null;
  readonly tables: readonly ScoredTable[];
  /** The workings on NS's adjusted frequencies (the only ones unless a weighted score is split). */
  readonly workings: BoardWorkings;
  /** When a weighted score gives EW a different weighting, EW's results come from these workings. */
  readonly ewWorkings: BoardWorkings | null;
  readonly checks: readonly BoardCheck[];
}

/** Exact per-table results, for sessions: the same tables as ScoredBoard.tables. */
export interface ExactTable {
  readonly ns: Fraction | null;
  readonly ew: Fraction | null;
}

/** A scored board with its exact results and top (null unless matchpoints). */
export interface ExactBoard {
  readonly scored: ScoredBoard;
  readonly exact: readonly ExactTable[];
  readonly top: Fraction | null;
}
