// What a made movement gives each pair: whom it meets, which boards it plays, and (for a Howell)
// how evenly it is compared with every other pair.
//
// The balance of a Howell. Two pairs' scores are compared on every board both play: when they sit
// the same direction (at different tables) or play each other, one's good score is the other's
// bad one, so they are competitors on that board; when they sit opposite directions at different
// tables, one's good score is bad for the pairs the other is compared with, so they are in effect
// team-mates. For two pairs i and j, over the boards both play:
//
//     net(i, j) = same(i, j) + against(i, j) - opposite(i, j)
//
// A movement is perfectly balanced when net is the same for every two pairs. Its balance, in per
// cent, is how close it comes:
//
//     balance = 100 x (1 - (max net - min net) / (2P))
//
// where P is the most boards a pair plays; net lies between -P and P, so balance lies between 0
// (as uneven as can be) and 100 (every two pairs compared alike). A Mitchell is scored one
// direction at a time and has no balance of this kind (null), but a scrambled one, ranked as one
// field, has: its arrow-switched tables count with the seats played.
import type { MadeMovement } from "./types";
import { boardCopy } from "./plan";

/** A set played at more than one table in a round: a relay (share). */
export interface SharedSet {
  readonly round: number;
  /** The set (1-based). */
  readonly set: number;
  readonly boards: readonly number[];
  /** The tables that play it, lowest first. */
  readonly tables: readonly number[];
}

/** Everything a movement gives its pairs (each table a pair, the same order as `pairs`). */
export interface MovementBalance {
  /** The pairs: "NS 1", ..., "EW 1", ... in a Mitchell, "1", "2", ... in a Howell. */
  readonly pairs: readonly string[];
  /** `meets[i][j]`: the rounds pair i plays pair j. */
  readonly meets: readonly (readonly number[])[];
  /** `plays[i][b - 1]`: how many times pair i plays board b. */
  readonly plays: readonly (readonly number[])[];
  /** `boardPlays[b - 1]`: at how many tables board b is played (a sit-out plays nothing). */
  readonly boardPlays: readonly number[];
  /** For a Howell, `net[i][j]` as the module's comment defines it; null for a Mitchell. */
  readonly net: readonly (readonly number[])[] | null;
  /** For a Howell, its balance in per cent (the module's comment); null for a Mitchell. */
  readonly balance: number | null;
}

/**
 * The sets played at two tables or more in one round, by round and set: tables playing one copy
 * of it (the web Mitchell's two halves play two copies, which are not shared).
 *
 * @example
 * sharedSets(makeMovement({ tables: 8, boards: 24, kind: "relay-mitchell" }))[0];
 * // { round: 1, set: 1, boards: [1, 2, 3], tables: [1, 8] }
 */
export function sharedSets(m: MadeMovement): SharedSet[] {
  const out: SharedSet[] = [];
  for (const r of m.rounds) {
    // Keyed by the set and its copy: the web Mitchell's halves each play their own copy.
    const bySet = new Map<string, { set: number; tables: number[] }>();
    for (const t of r.tables) {
      if (t.ew === null) continue;
      const key = `${t.set}/${boardCopy(m.kind, m.tables, t.table)}`;
      (bySet.get(key) ?? bySet.set(key, { set: t.set, tables: [] }).get(key)!).tables.push(t.table);
    }
    for (const { set, tables } of [...bySet.values()].sort((a, b) => a.set - b.set))
      if (tables.length > 1)
        out.push({ round: r.round, set, boards: m.sets[set - 1], tables: [...tables].sort((a, b) => a - b) });
  }
  return out;
}

/** The movement's pairs as `pairs` names them, and the index of a table's NS and EW pair. */
function pairIndex(m: MadeMovement): {
  names: string[];
  ns: (p: number) => number;
  ew: (p: number) => number;
} {
  const seen = new Set<string>();
  for (const r of m.rounds)
    for (const t of r.tables) {
      const ewSitting = t.ew === null;
      // A sit-out's `ns` is the pair sitting out: in a Mitchell always an NS pair (the EW one is missing).
      seen.add(m.pairing === "mitchell" ? `NS ${t.ns}` : String(t.ns));
      if (!ewSitting) seen.add(m.pairing === "mitchell" ? `EW ${t.ew}` : String(t.ew));
    }
  const key = (s: string) => (s.startsWith("EW") ? 1000 : 0) + Number(s.replace(/\D/g, ""));
  const names = [...seen].sort((a, b) => key(a) - key(b));
  const at = new Map(names.map((n, i) => [n, i]));
  return m.pairing === "mitchell"
    ? { names, ns: (p) => at.get(`NS ${p}`)!, ew: (p) => at.get(`EW ${p}`)! }
    : { names, ns: (p) => at.get(String(p))!, ew: (p) => at.get(String(p))! };
}

/** A square of zeros. */
const square = (n: number, m = n): number[][] =>
  Array.from({ length: n }, () => new Array<number>(m).fill(0));

/**
 * How often each pair meets each other and plays each board, and a Howell's balance (see the
 * module's comment for the formula).
 *
 * @example
 * movementBalance(makeMovement({ tables: 2, boards: 3 })).balance; // 100
 */
export function movementBalance(m: MadeMovement): MovementBalance {
  const { names, ns, ew } = pairIndex(m);
  const meets = square(names.length);
  const plays = square(names.length, m.boards);
  const boardPlays = new Array<number>(m.boards).fill(0);
  /** Per board: each pair that plays it, its direction (0 NS, 1 EW) and its table and round. */
  const seats: { pair: number; dir: 0 | 1; table: number; round: number }[][] = Array.from(
    { length: m.boards },
    () => [],
  );
  for (const r of m.rounds)
    for (const t of r.tables) {
      if (t.ew === null) continue;
      const a = ns(t.ns);
      const b = ew(t.ew);
      // An arrow switch seats the home EW pair North-South.
      const [north, east] = t.arrowSwitched ? [b, a] : [a, b];
      meets[a][b]++;
      meets[b][a]++;
      for (const board of t.boards) {
        plays[a][board - 1]++;
        plays[b][board - 1]++;
        boardPlays[board - 1]++;
        seats[board - 1].push(
          { pair: north, dir: 0, table: t.table, round: r.round },
          { pair: east, dir: 1, table: t.table, round: r.round },
        );
      }
    }
  if (m.pairing === "mitchell" && m.kind !== "scrambled-mitchell")
    return { pairs: names, meets, plays, boardPlays, net: null, balance: null };
  const net = square(names.length);
  for (const list of seats)
    for (let x = 0; x < list.length; x++)
      for (let y = x + 1; y < list.length; y++) {
        const p = list[x];
        const q = list[y];
        const together = p.table === q.table && p.round === q.round;
        const sign = together || p.dir === q.dir ? 1 : -1;
        net[p.pair][q.pair] += sign;
        net[q.pair][p.pair] += sign;
      }
  const most = Math.max(...plays.map((row) => row.reduce((s, x) => s + x, 0)));
  const values = net.flatMap((row, i) => row.filter((_, j) => j !== i));
  const spread = Math.max(...values) - Math.min(...values);
  const balance = most === 0 ? 100 : 100 * (1 - spread / (2 * most));
  return { pairs: names, meets, plays, boardPlays, net, balance };
}
