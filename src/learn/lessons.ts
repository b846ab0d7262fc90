/**
 * The worked examples as lessons: the board each opens on, the table it follows, and the numbers
 * its source prints, set beside the engine's (and, where the source is wrong, why). Pure.
 */
import { METHOD_TRAITS, type ScoredSession, type ScoringMethod, shown } from "../scoring";
import type { ContractEdit, RowEdit } from "./score-page";

/** One number a source prints: a board's datum, or a table's result by a method. */
export interface PrintedNumber {
  readonly board: number;
  readonly method: ScoringMethod;
  /** The table's index among the board's rows; null for the board's datum. */
  readonly table: number | null;
  readonly printed: number;
  /** Why the source's number is not ours, when it is not. */
  readonly note?: string;
}

/** Where a worked example opens, and the numbers its source prints. */
export interface Lesson {
  readonly board: number;
  readonly table: number;
  readonly printed: readonly PrintedNumber[];
}

const each = (board: number, method: ScoringMethod, values: readonly number[]): PrintedNumber[] =>
  values.map((printed, table) => ({ board, method, table, printed }));

/** The lessons of the worked examples, by the example's id; an example not here opens on its first board. */
export const LESSONS: Readonly<Record<string, Lesson>> = {
  "butler-vs-cross-imps": {
    board: 2,
    table: 1,
    printed: [
      { board: 2, method: "butler", table: null, printed: 490 },
      ...each(2, "butler", [5, -11, 5, 5]),
      ...each(2, "cross", [3.25, -9.75, 3.25, 3.25]),
      { board: 12, method: "butler", table: null, printed: 40 },
      ...each(12, "butler", [2, 2, 0, -4]),
      ...each(12, "cross", [2.25, 1.25, 0.25, -3.75]),
      { board: 13, method: "butler", table: null, printed: 530 },
      {
        board: 13,
        method: "butler",
        table: 0,
        printed: 14,
        note: "1400 against 530 is a difference of 870, in the band 750 to 890: 13 IMPs. 14 would need 900.",
      },
    ],
  },
  "weighted-ruling": {
    board: 5,
    table: 11,
    printed: [
      { board: 5, method: "mp", table: 11, printed: 12.6 },
      { board: 5, method: "butler", table: 11, printed: 2.4 },
      { board: 5, method: "cross", table: 11, printed: 24.8 },
    ],
  },
  "club-board-15": { board: 15, table: 0, printed: each(15, "cross", [31, -1, -27, -27, 24]) },
  "weighted-ruling-variant": {
    board: 5,
    table: 11,
    printed: [{ board: 5, method: "mp", table: 11, printed: 12.2 }],
  },
};

/** A printed number beside the engine's. */
export interface PrintedBeside extends PrintedNumber {
  /** The engine's number, null when the engine has no such board or method. */
  readonly ours: number | null;
  /** Whether they agree to the decimals the source prints. */
  readonly agrees: boolean;
}

const decimals = (x: number): number => (String(x).split(".")[1] ?? "").length;

/**
 * Each printed number beside the engine's, read from the scored sessions.
 *
 * @example
 * besidePrinted(LESSONS["club-board-15"].printed, sessions)[0]; // { printed: 31, ours: 31, agrees: true, ... }
 */
export function besidePrinted(
  printed: readonly PrintedNumber[],
  sessions: readonly ScoredSession[],
): readonly PrintedBeside[] {
  return printed.map((p) => {
    const board = sessions.find((s) => s.method === p.method)?.boards.find((b) => b.board === p.board);
    let ours: number | null = null;
    if (board !== undefined)
      ours =
        p.table === null
          ? METHOD_TRAITS[board.method].datum && "datum" in board.workings
            ? board.workings.datum
            : null
          : (board.tables[p.table]?.nsResult ?? null);
    const d = decimals(p.printed);
    const agrees = ours !== null && Math.round(ours * 10 ** d) === Math.round(p.printed * 10 ** d);
    return { ...p, ours, agrees };
  });
}

/** Each method as a printed number's label names it. */
const PRINTED_METHOD: { readonly [M in ScoringMethod]: string } = {
  butler: "Butler",
  cross: "cross-IMPs",
  mp: "matchpoints",
};

/** What a printed number is, in words: "Board 2, Butler datum" or "Board 2, NS 7 v EW 5, Butler". */
export function printedLabel(p: PrintedNumber, pairs: string | null): string {
  const method = PRINTED_METHOD[p.method];
  return p.table === null
    ? `Board ${p.board}, ${method} datum`
    : `Board ${p.board}, ${pairs ?? `table ${p.table + 1}`}, ${method}`;
}

/** A number as the comparison shows it. */
export const printedText = (x: number | null): string => (x === null ? "none" : shown(x));

/** The page follows a table through the steps: the board, and the table's index on it. */
export type Follow = (board: number, table: number) => void;

/**
 * A score, or a contract with its declarer and tricks, typed on the page for a table (null: back
 * to the traveller's own).
 */
export type Edit = (board: number, table: number, edit: RowEdit | null) => void;

/** A contract typed for a table that the core can score. */
export type ContractEdited = (edit: ContractEdit) => void;
