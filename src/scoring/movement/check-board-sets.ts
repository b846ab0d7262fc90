// The board sets read from the rows (consecutive boards played by mostly the same pairings), and
// one set seen pairing by pairing: the boards and rows of each pairing, which the checks within a
// set read.
import type { PlayedRow } from "./played";
import { boardsText, type Checking, type Pairing } from "./check-context";

/** One board set: its boards ascending, and every row of them. */
export interface BoardSet {
  readonly boards: number[];
  readonly rows: PlayedRow[];
}

/**
 * The board sets: consecutive boards (numbers in a run) join one set while a board shares most of its pairings
 * (more than half, and at least two) with the board before it. One mistyped row or one missing
 * row leaves a set of three or more tables whole.
 */
export function boardSets(c: Checking): BoardSet[] {
  const byBoard = new Map<number, PlayedRow[]>();
  for (const r of c.rows) {
    const list = byBoard.get(r.board);
    if (list) list.push(r);
    else byBoard.set(r.board, [r]);
  }
  const sets: BoardSet[] = [];
  let before: Set<string> | null = null;
  for (const board of [...byBoard.keys()].sort((a, b) => a - b)) {
    const rows = byBoard.get(board)!;
    const keys = new Set(rows.map((r) => c.pairingOf(r).key));
    const shared = before === null ? 0 : [...keys].filter((k) => before!.has(k)).length;
    const last = sets[sets.length - 1];
    const next = last !== undefined && board === last.boards[last.boards.length - 1] + 1;
    if (before !== null && next && shared >= 2 && 2 * shared > Math.max(keys.size, before.size)) {
      last.boards.push(board);
      last.rows.push(...rows);
    } else sets.push({ boards: [board], rows }); // the board's own list, not read again
    before = keys;
  }
  return sets;
}

/** One board set seen by pairing, as the checks within a set read it. */
export interface SetView {
  readonly set: BoardSet;
  /** The number of boards in the set. */
  readonly size: number;
  /** The set's boards as a message names them ("boards 1-3"). */
  readonly span: string;
  /** Each pairing's boards of the set, by pairing key. */
  readonly boardsOf: Map<string, Set<number>>;
  /** Each pairing's rows of the set, by pairing key. */
  readonly rowsOf: Map<string, PlayedRow[]>;
  readonly pairingByKey: Map<string, Pairing>;
  /**
   * The pairings a check has already named: the checks after it pass them over (a pairing is
   * named once, by the first check that finds it wrong).
   */
  readonly handled: Set<string>;
}

/** A set seen by pairing: each pairing's boards and rows. */
export function viewSet(c: Checking, set: BoardSet): SetView {
  const boardsOf = new Map<string, Set<number>>();
  const rowsOf = new Map<string, PlayedRow[]>();
  const pairingByKey = new Map<string, Pairing>();
  for (const r of set.rows) {
    const p = c.pairingOf(r);
    pairingByKey.set(p.key, pairingByKey.get(p.key) ?? p);
    (boardsOf.get(p.key) ?? boardsOf.set(p.key, new Set()).get(p.key)!).add(r.board);
    (rowsOf.get(p.key) ?? rowsOf.set(p.key, []).get(p.key)!).push(r);
  }
  return {
    set,
    size: set.boards.length,
    span: boardsText(set.boards),
    boardsOf,
    rowsOf,
    pairingByKey,
    handled: new Set<string>(),
  };
}

/** How many boards of the set a pairing plays. */
export function countOf(view: SetView, key: string): number {
  return view.boardsOf.get(key)!.size;
}
