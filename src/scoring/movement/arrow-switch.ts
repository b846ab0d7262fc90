// Arrow switches: in a Mitchell, the pairs of some rounds or boards change seats (the home EW pair
// sits North-South) so that one winner can be named. The traveller still lists each table's pairs
// by their home direction, as the movement card does, and its score is for the pair that sat NS,
// as written at the table. A row is arrow-switched when the traveller marks it (an `AS` or
// `Arrow switch` column) or when the director names its round or board.
//
// Scoring then takes the seats played: the row's two pairs are swapped (the home EW pair in the NS
// seat), the board compares every NS-seat score with the others, and each pair's result counts in
// its home field (TableInput.arrowSwitched).
import { cellText } from "../base/cells";
import { headerKey } from "../traveller/headers";
import type { Traveller } from "../traveller/types";
import { quote } from "../base/errors";

/** The director's arrow-switched rounds (Round column's text) or boards. */
export interface ArrowSwitchChoice {
  readonly rounds?: readonly string[];
  readonly boards?: readonly number[];
}

/** Headers of an arrow-switch column (after headerKey). */
const SWITCH_KEYS = new Set(["as", "arrowswitch", "arrowswitched", "arrow", "arrowsw", "switched", "asw"]);

/** Cells that say "not switched" in such a column. */
const NOT_MARKED = new Set(["", "0", "n", "no", "false", "-"]);

/**
 * Reads the director's choice as typed: `rounds 7`, `round 6,7`, `boards 19-21`, `boards 1,3,5-6`.
 *
 * @example
 * readArrowSwitch("boards 19-21"); // { ok: true, choice: { boards: [19, 20, 21] } }
 * readArrowSwitch("rounds 7"); // { ok: true, choice: { rounds: ["7"] } }
 * readArrowSwitch("tables 2"); // { ok: false, message: "..." }
 */
export function readArrowSwitch(
  text: string,
):
  | { readonly ok: true; readonly choice: ArrowSwitchChoice }
  | { readonly ok: false; readonly message: string } {
  const m = /^\s*(rounds?|boards?)\s+([\d\s,-]+)$/i.exec(text);
  const bad = {
    ok: false as const,
    message: `${quote(text)} is not an arrow switch: give rounds or boards and their numbers, such as "rounds 7" or "boards 19-21".`,
  };
  if (m === null) return bad;
  const numbers: number[] = [];
  for (const part of m[2].split(",").map((p) => p.trim())) {
    const range = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(part);
    if (range === null) return bad;
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    if (from < 1 || to < from || to - from > 1000) return bad;
    for (let n = from; n <= to; n++) numbers.push(n);
  }
  return /^round/i.test(m[1])
    ? { ok: true, choice: { rounds: numbers.map(String) } }
    : { ok: true, choice: { boards: numbers } };
}

/** The rows arrow-switched, and what said so (for the sheet's title). */
export interface ArrowSwitches {
  /** The 0-based rows of the cells that are arrow-switched. */
  readonly rows: ReadonlySet<number>;
  /** In a few words: "boards 19-21", "round 7", "the rows marked in the AS column". */
  readonly words: string | null;
  /** Why the choice cannot be applied (rounds named without a Round column), else null. */
  readonly problem: string | null;
}

/**
 * The traveller's arrow-switched rows: those marked in its arrow-switch column, and those of the
 * rounds or boards the director names (`rounds` need a Round column: `roundOf` gives a row's).
 *
 * @example
 * arrowSwitches(traveller, cells, { boards: [19, 20, 21] }, roundOf).words; // "boards 19-21"
 */
export function arrowSwitches(
  traveller: Traveller,
  cells: readonly (readonly unknown[])[],
  choice: ArrowSwitchChoice,
  roundOf: (row: number) => string | null,
): ArrowSwitches {
  const rows = new Set<number>();
  const words: string[] = [];
  let problem: string | null = null;
  const headers = [...traveller.headers].sort((a, b) => a.row - b.row);
  const column = headers.map(
    (h) => h.columns.find((c) => c.role === "ignored" && SWITCH_KEYS.has(headerKey(c.header)))?.index ?? null,
  );
  let marked = 0;
  const boards = new Set(choice.boards ?? []);
  const rounds = new Set(choice.rounds ?? []);
  let roundsFound = false;
  for (const board of traveller.boards) {
    for (const r of board.rows) {
      let block = -1;
      for (let i = 0; i < headers.length && headers[i].row < r.row; i++) block = i;
      const c = block >= 0 ? column[block] : null;
      if (c !== null && !NOT_MARKED.has(cellText(cells[r.row]?.[c]).toLowerCase())) {
        rows.add(r.row);
        marked++;
      }
      if (boards.has(r.board)) rows.add(r.row);
      // A row's round matters only when rounds were named (and is looked up only then).
      const round = rounds.size > 0 ? roundOf(r.row) : null;
      if (round !== null) roundsFound = true;
      if (round !== null && rounds.has(round)) rows.add(r.row);
    }
  }
  if (marked > 0) words.push(`${marked} row${marked === 1 ? "" : "s"} marked in the arrow-switch column`);
  if (boards.size > 0) words.push(boardList([...boards]));
  if (rounds.size > 0) {
    words.push(`round${rounds.size === 1 ? "" : "s"} ${[...rounds].join(", ")}`);
    if (!roundsFound) {
      problem = `Arrow-switched rounds (${[...rounds].join(", ")}) need a Round column on the traveller; name the boards instead (boards 19-21).`;
    }
  }
  return { rows, words: words.length === 0 ? null : `arrow-switched: ${words.join("; ")}`, problem };
}

function boardList(boards: number[]): string {
  const b = [...new Set(boards)].sort((x, y) => x - y);
  if (b.length === 1) return `board ${b[0]}`;
  if (b[b.length - 1] - b[0] === b.length - 1) return `boards ${b[0]}-${b[b.length - 1]}`;
  return `boards ${b.join(", ")}`;
}

/**
 * The traveller with its arrow-switched rows in the seats played: each such row's pairs (and
 * their cells) swapped and the row marked, so the board is scored by the seat and each pair
 * counted in its home field. The traveller itself is not changed.
 *
 * @example
 * switchArrows(traveller, new Set([5])).boards[0].rows.find((r) => r.row === 5); // { ns: "4", ew: "2", arrowSwitched: true, ... }
 */
export function switchArrows(traveller: Traveller, rows: ReadonlySet<number>): Traveller {
  if (rows.size === 0) return traveller;
  return {
    ...traveller,
    boards: traveller.boards.map((b) => ({
      ...b,
      rows: b.rows.map((r) =>
        rows.has(r.row)
          ? {
              ...r,
              ns: r.ew,
              ew: r.ns,
              cells: { ...r.cells, ns: r.cells.ew, ew: r.cells.ns },
              arrowSwitched: true,
            }
          : r,
      ),
    })),
  };
}
