// How a board is laid out on the results sheet, and what the blocks of a board hand each other:
// a board of up to MATRIX_MAX_TABLES plain results keeps its comparison matrix and per-table
// formulas, a larger one (or one with weighted scores) is worked on its frequency table; the
// cells of that table, and the checks a block leaves for the board's checks. The blocks that
// write a board (block.ts, frequency-block.ts, cross-block.ts ...) all import this; it imports
// none of them.
import type { TravellerBoard } from "../scoring";

/**
 * The largest board (in results) whose cross-IMPs are shown as a comparison matrix. Above it, and
 * on boards with weighted scores, every method works on the board's frequency table (see
 * frequency-block.ts).
 */
export const MATRIX_MAX_TABLES = 16;

/**
 * Whether a board's workings go on its frequency table: when it has weighted scores, or more
 * than {@link MATRIX_MAX_TABLES} plain results. Smaller boards keep the comparison matrix and the
 * per-table formulas.
 *
 * @example
 * usesFrequencyTable(traveller.boards[0]); // true for a board of 17 plain results
 */
export function usesFrequencyTable(board: TravellerBoard): boolean {
  if (board.rows.some((r) => r.entry.kind === "weighted")) return true;
  return board.rows.filter((r) => r.entry.kind === "plain").length > MATRIX_MAX_TABLES;
}

/** A check written as a formula that shows OK when it holds. */
export interface CheckSpec {
  readonly description: string;
  /** Formula text (with "=") giving "OK" or "CHECK". */
  readonly formula: string;
  readonly holds: boolean;
}

/**
 * The text a check formula shows: "OK" when it holds, "CHECK" when it does not.
 *
 * @example
 * checkText(true); // "OK"
 */
export function checkText(holds: boolean): string {
  return holds ? "OK" : "CHECK";
}

/** Where a board's frequency table stands: what the methods' workings refer to. */
export interface FrequencyRefs {
  /** The distinct NS scores, highest first (absolute range, one column). */
  readonly scores: string;
  /** Each score's frequency beside it (absolute range). */
  readonly freqs: string;
  /** Per distinct score: its score's cell and its frequency's cell (absolute). */
  readonly scoreCells: readonly string[];
  readonly freqCells: readonly string[];
  /** The engine's distinct scores and frequencies, highest first, as the cells cache them. */
  readonly rows: readonly { readonly score: number; readonly frequency: number }[];
  /** The check that the frequencies add up to the results on the board. */
  readonly check: CheckSpec;
}
