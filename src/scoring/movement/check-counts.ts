// The check of how many boards each pair played: a pair that plays far fewer boards than its
// field is a number the movement does not have (mistyped), unless the director accepted it as a
// late pair or a substitute. Counting also gives the number of pairs that played.
import type { PlayedRow } from "./played";
import { cap, type Checking, type Pair } from "./check-context";

/**
 * A pair that plays far fewer boards (under half) than the most common count of its field: a
 * number the movement does not have (mistyped), unless the director accepted it. Returns the
 * number of pairs.
 */
export function checkCounts(c: Checking): number {
  type Entry = { pair: Pair; boards: BoardCount; rows: PlayedRow[] };
  const fields = new Map<string, Map<string, Entry>>();
  const each = (visit: (r: PlayedRow, field: string, pair: Pair) => void): void => {
    for (const r of c.rows) {
      for (const side of ["ns", "ew"] as const)
        visit(r, c.movement === "howell" ? "" : side, c.pairOf(r, side));
    }
  };
  each((r, field, pair) => {
    const inner = fields.get(field) ?? fields.set(field, new Map()).get(field)!;
    const entry =
      inner.get(pair.key) ?? inner.set(pair.key, { pair, boards: new BoardCount(), rows: [] }).get(pair.key)!;
    entry.boards.add(r.board);
  });
  // Each pair's boards are counted first; the rows are gathered only for the pairs with too few
  // (a session of a million rows would otherwise list them all again, pair by pair).
  let pairs = 0;
  const few: { field: string; entry: Entry; usual: number }[] = [];
  for (const [field, inner] of fields) {
    pairs += inner.size;
    const counts = [...inner.values()].map((e) => e.boards.size);
    const usual = mostCommon(counts);
    for (const e of inner.values()) {
      // Below four boards a session is too short (or an excerpt) to tell a pair by its count.
      if (usual < 4 || 2 * e.boards.size >= usual || c.isAccepted(e.pair)) continue;
      few.push({ field, entry: e, usual });
    }
  }
  if (few.length === 0) return pairs;
  const flagged = new Set(few.map((f) => f.entry));
  each((r, field, pair) => {
    const e = fields.get(field)!.get(pair.key)!;
    if (flagged.has(e)) e.rows.push(r);
  });
  for (const { field, entry: e, usual } of few) {
    if (e.rows.every((r) => r.director === true)) continue;
    const fieldName = field === "" ? "the other pairs" : `the other ${field.toUpperCase()} pairs`;
    for (const r of e.rows) {
      const side = c.pairOf(r, "ns").key === e.pair.key ? "ns" : "ew";
      c.add("fewBoards", r, r.columns[side], fewBoards(e.pair.name, e.boards.size, usual, fieldName), true);
    }
  }
  return pairs;
}

/**
 * How many different boards a pair played: counted as they come while they come in ascending
 * order, as a traveller lists them, and by a set only once one comes out of order (a set of each
 * pair's boards took 1.4 s of the 9 s a session of a million rows took to score).
 */
class BoardCount {
  private readonly ascending: number[] = [];
  private set: Set<number> | null = null;

  add(board: number): void {
    if (this.set !== null) this.set.add(board);
    else if (this.ascending.length === 0 || board > this.ascending[this.ascending.length - 1])
      this.ascending.push(board);
    else if (board !== this.ascending[this.ascending.length - 1])
      this.set = new Set([...this.ascending, board]);
  }

  get size(): number {
    return this.set?.size ?? this.ascending.length;
  }
}

/** The most common of some counts (the larger on a tie); 0 for none. */
function mostCommon(counts: readonly number[]): number {
  const freq = new Map<number, number>();
  for (const c of counts) freq.set(c, (freq.get(c) ?? 0) + 1);
  let best = 0;
  let bestFreq = 0;
  for (const [c, f] of freq) {
    if (f > bestFreq || (f === bestFreq && c > best)) {
      best = c;
      bestFreq = f;
    }
  }
  return best;
}

function fewBoards(pair: string, played: number, usual: number, field: string): string {
  return (
    `${cap(pair)} plays ${played} board${played === 1 ? "" : "s"} where ${field} play ${usual}: the movement has no such pair, ` +
    "so the number is probably mistyped. If it is a late pair or a substitute, say so (the command line's --accept-pairs, the pane's Accept pairs)."
  );
}
