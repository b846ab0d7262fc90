// What every method's words share: numbers, scores, table counts and IMPs as the lesson writes
// them, a table's name, the shape of a number's tip, and a method's own workings by its name.
import { signed } from "../present";
import type { ScoringMethod } from "../../model/methods";
import type { ScoredTable } from "../../board/scored-board";
import type { BoardWorkings } from "../../board/workings";

/** A method's own workings. */
export type WorkingsOf<M extends ScoringMethod> = Extract<BoardWorkings, { readonly method: M }>;

/**
 * A number as the lesson writes it: whole numbers as they are, others to at most two decimals.
 *
 * @example
 * shown(3.25); // "3.25"
 * shown(5 / 3); // "1.67"
 */
export function shown(x: number): string {
  return String(Math.round(x * 100) / 100);
}

/** A score as the lesson writes it, signed: "+620". */
export const score = (x: number): string => signed(x);
/** How many tables: "1 table", "2.5 tables". */
export const times = (k: number): string => (k === 1 ? "1 table" : `${shown(k)} tables`);
/** IMPs as the lesson writes them, signed: "+5 IMPs". */
export const imps = (k: number): string => `${signed(Number(shown(k)))} IMP${Math.abs(k) === 1 ? "" : "s"}`;

/** The name the lesson gives a table: "NS 3 v EW 6". */
export function tableName(t: ScoredTable): string {
  return `NS ${t.ns} v EW ${t.ew}`;
}

/**
 * What a number of the workings is: a score, how often it was scored, a step on the way (a
 * difference, a count, a total), a table's result or percentage, or a number of the whole board.
 */
export type TipOf = "score" | "frequency" | "working" | "result" | "percent" | "board";

/** A number of the workings, what it is, and the words saying how it was reached. */
export interface NumberTip {
  readonly value: number;
  readonly of: TipOf;
  readonly text: string;
  /** Whose result or percentage it is, when it is a side's. */
  readonly side?: "NS" | "EW";
}

/** Whether two of the engine's numbers are the same (they come from one computation). */
export const same = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));

/** The numbers of a board that belong to no one score, and the one sentence that holds them all. */
export interface BoardLine {
  readonly text: string;
  readonly values: number[];
}
