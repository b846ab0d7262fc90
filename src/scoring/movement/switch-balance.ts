// How balanced a one-winner competition is: in a Mitchell whose arrow-switched rounds let NS and EW
// pairs be compared, how evenly every two pairs compete with each other.
//
// The measure is John Manning's ("Competition, Balance and Arrow-switching"). On a board of m
// results, two pairs who play it in the same seat compete (+1: each one's score goes down when the
// other does well), two in opposite seats who do not meet are allies (-1), and two who meet at the
// table compete for the whole board (+(m - 1)). The competition between two pairs is the sum over
// the boards they both play. Its total over every two pairs is the same whatever is switched (m(m - 1)
// a board), so the ideal is that total shared equally by the P(P - 1)/2 pairs of pairs: R(n - 1)/(2n - 1)
// for a complete Mitchell of n tables and R one-board rounds. A complete Mitchell with no switch splits into two
// fields (every NS pair against every EW pair: 0, each pair of its own line: R); the balance of a
// pattern is how far the competitions are from the ideal: their root-mean-square distance from it, as
// a share of it (0: perfectly balanced; about 1: two fields). Switching a set of rounds or the other
// rounds gives the same competitions (every seat turned round), so a pattern and its complement are
// equally balanced.
//
// Max Bavin's argument ("Arrow-switching: a Further Proof", EBU Chief Tournament Director) is the same
// measure seen from one pair: when NS 1 is the best pair in the world (a top on every board) and the
// others are equal, every other pair's matchpoints are (m - 1) a board it plays, less its competition
// with NS 1. In his 8-table Mitchell of 1-board rounds (top 14) with no switch, the other NS pairs
// score 48 and the EW pairs 56; with the last round switched both score 52 (and the EW pair that
// meets NS 1 in the switched round 56). The EBU's guidance, switching about an eighth of the rounds
// (the last round up to 9 rounds, the last two from 12), is where the competitions come nearest the
// ideal: each switched round takes about 4 from a same-line pair's R and gives about 4 to an
// opposite-line pair's 0, and both meet the ideal, about R/2, at R/8 switched rounds.
//
// The movement: n tables, NS pair t stationary at table t, EW pair e at table e + r in round r (one
// table up a round), one set of boards a round. With an odd number of tables, the standard Mitchell:
// table t plays set t + r. With an even number, the share-and-relay Mitchell: the sets move down
// through n places (the tables 1 to n - 1 with a relay stand half way) and the last table shares the
// first table's set, so that each pair still plays every set and meets every pair of the other line.
// Fewer rounds than tables: the first rounds of it.
import { check } from "../base/errors";

/** One board as played: the pairs in the NS seat and the EW seat at each of its tables. */
export interface SeatedBoard {
  readonly board: number;
  /** "NS 3" or "EW 3" for the pair's home direction and number, in the seats it played. */
  readonly tables: readonly { readonly ns: string; readonly ew: string }[];
}

/** The balance of a one-winner competition (see the module's comment). */
export interface CompetitionBalance {
  /** The pairs, by home direction and number. */
  readonly pairs: readonly string[];
  /** The whole competition shared equally by every two pairs. */
  readonly ideal: number;
  /** The least and the most competition between two pairs. */
  readonly least: number;
  readonly most: number;
  /** The root-mean-square distance of every two pairs' competition from the ideal, as a share of it. */
  readonly deviation: number;
  /** The sum of the squares of the competitions (exact): what the best pattern makes least. */
  readonly squares: number;
}

/** A Mitchell's balance under a pattern of switched rounds. */
export interface SwitchBalance extends CompetitionBalance {
  readonly tables: number;
  readonly rounds: number;
  /** The switched rounds, 1-based, ascending. */
  readonly switched: readonly number[];
}

/** The competition between every two pairs, by index into `pairs` (row-major, i < j used). */
function competitionMatrix(boards: readonly SeatedBoard[]): { pairs: string[]; c: Int32Array } {
  const index = new Map<string, number>();
  const at = (id: string): number => {
    let i = index.get(id);
    if (i === undefined) index.set(id, (i = index.size));
    return i;
  };
  for (const b of boards) for (const t of b.tables) (at(t.ns), at(t.ew));
  const p = index.size;
  const c = new Int32Array(p * p);
  for (const b of boards) {
    const m = b.tables.length;
    const ns = b.tables.map((t) => index.get(t.ns)!);
    const ew = b.tables.map((t) => index.get(t.ew)!);
    const add = (i: number, j: number, x: number): void => {
      c[i < j ? i * p + j : j * p + i] += x;
    };
    for (let x = 0; x < m; x++) {
      add(ns[x], ew[x], m - 1);
      for (let y = x + 1; y < m; y++) {
        add(ns[x], ns[y], 1);
        add(ew[x], ew[y], 1);
        add(ns[x], ew[y], -1);
        add(ew[x], ns[y], -1);
      }
    }
  }
  return { pairs: [...index.keys()], c };
}

/**
 * The balance of the competition in a session as played: each board's pairs in the seats they
 * played (see the module's comment).
 *
 * @example
 * competitionBalance(mitchellBoards(7, 7, [7])).ideal; // 42 / 13 = 3.23, Manning's 294 / 91
 */
export function competitionBalance(boards: readonly SeatedBoard[]): CompetitionBalance {
  const { pairs, c } = competitionMatrix(boards);
  const p = pairs.length;
  const count = (p * (p - 1)) / 2;
  let total = 0;
  let squares = 0;
  let least = Infinity;
  let most = -Infinity;
  for (let i = 0; i < p; i++)
    for (let j = i + 1; j < p; j++) {
      const x = c[i * p + j];
      total += x;
      squares += x * x;
      if (x < least) least = x;
      if (x > most) most = x;
    }
  const ideal = count === 0 ? 0 : total / count;
  // The mean of the squared distances from the mean: the mean square less the square of the mean.
  const spread = count === 0 ? 0 : Math.sqrt(Math.max(0, squares / count - ideal * ideal));
  return {
    pairs,
    ideal,
    least: count === 0 ? 0 : least,
    most: count === 0 ? 0 : most,
    deviation: ideal === 0 ? 0 : spread / ideal,
    squares,
  };
}

/**
 * The boards of a Mitchell of `tables` tables and its first `rounds` rounds (one set a round: board
 * k is set k), with the pairs in the seats played when the rounds `switched` (1-based) are
 * arrow-switched (the module's comment says which Mitchell).
 *
 * @example
 * mitchellBoards(3, 3, [3])[0].tables; // [{ ns: "NS 1", ew: "EW 1" }, { ns: "EW 3", ew: "NS 2" }, { ns: "NS 3", ew: "EW 2" }]
 */
export function mitchellBoards(tables: number, rounds: number, switched: readonly number[]): SeatedBoard[] {
  checkMitchell(tables, rounds, switched);
  const n = tables;
  const isSwitched = new Set(switched.map((r) => r - 1));
  // The place of each table's set: the share-and-relay Mitchell for an even number of tables.
  const place = (t: number): number => (n % 2 === 1 ? t : t === n - 1 ? 0 : t < n / 2 ? t : t + 1);
  const boards = Array.from({ length: n }, (_, k) => ({
    board: k + 1,
    tables: [] as { ns: string; ew: string }[],
  }));
  for (let r = 0; r < rounds; r++)
    for (let t = 0; t < n; t++) {
      const ns = `NS ${t + 1}`;
      const ew = `EW ${((((t - r) % n) + n) % n) + 1}`;
      const seats = isSwitched.has(r) ? { ns: ew, ew: ns } : { ns, ew };
      boards[(place(t) + r) % n].tables.push(seats);
    }
  return boards.filter((b) => b.tables.length > 0);
}

function checkMitchell(tables: number, rounds: number, switched: readonly number[]): void {
  check(
    Number.isInteger(tables) && tables >= 2 && tables <= 40,
    `A Mitchell's tables must be a whole number from 2 to 40, not ${String(tables)}.`,
  );
  check(
    Number.isInteger(rounds) && rounds >= 1 && rounds <= tables,
    `A Mitchell of ${tables} tables plays 1 to ${tables} rounds, not ${String(rounds)}.`,
  );
  for (const r of switched)
    check(
      Number.isInteger(r) && r >= 1 && r <= rounds,
      `A switched round must be one of the rounds 1 to ${rounds}, not ${String(r)}.`,
    );
}

/**
 * How balanced a one-winner Mitchell of `tables` tables and `rounds` one-set rounds is when the
 * rounds `switchedRounds` (1-based) are arrow-switched: Manning's competitions and their distance
 * from the ideal (the module's comment).
 *
 * @example
 * arrowSwitchBalance(7, 7, []).deviation; // about 1: two fields
 * arrowSwitchBalance(7, 7, [7]).deviation; // about 0.1
 */
export function arrowSwitchBalance(
  tables: number,
  rounds: number,
  switchedRounds: readonly number[],
): SwitchBalance {
  const switched = [...new Set(switchedRounds)].sort((a, b) => a - b);
  return { tables, rounds, switched, ...competitionBalance(mitchellBoards(tables, rounds, switched)) };
}

/** The most patterns {@link bestSwitchedRounds} weighs: every pattern of 0, 1, 2, ... rounds up to it. */
export const MOST_PATTERNS = 5_000;

/**
 * The rounds to arrow-switch for the best balance of a Mitchell of `tables` tables and `rounds`
 * one-set rounds, at least one (without a switch there is no one competition to balance; in a
 * Mitchell of 3 or 4 tables no switch comes nearer the ideal than the two fields, and a Howell is
 * the movement for one winner): the pattern whose competitions are nearest the ideal (least sum of squares, the
 * ideal being the same for every pattern); of patterns as balanced, the one of fewer rounds, then
 * the one of later rounds (directors switch the last rounds). A pattern and its complement are as
 * balanced, so at most half the rounds are weighed; patterns are weighed by the number of rounds
 * switched, 0, 1, 2, ..., each number whole, up to {@link MOST_PATTERNS} in all (always every
 * pattern of 2 rounds at least). In a complete Mitchell of an odd number of tables every round is
 * like every other (the movement turned round by a round), so only the patterns with the last
 * round are weighed.
 *
 * @example
 * bestSwitchedRounds(7, 7).switched; // [7]: the last round
 */
export function bestSwitchedRounds(tables: number, rounds: number): SwitchBalance {
  checkMitchell(tables, rounds, []);
  const squaresOf = mitchellSquares(tables, rounds);
  const cyclic = tables % 2 === 1 && rounds === tables;
  let best: { squares: number; switched: readonly number[] } | null = null;
  let weighed = 0;
  for (let k = 1; k <= Math.max(1, Math.floor(rounds / 2)); k++) {
    const count = cyclic ? binomial(rounds - 1, k - 1) : binomial(rounds, k);
    if (k > 2 && weighed + count > MOST_PATTERNS) break;
    weighed += count;
    for (const pattern of cyclic ? withLast(subsets(rounds - 1, k - 1), rounds) : subsets(rounds, k)) {
      const squares = squaresOf(pattern);
      if (
        best === null ||
        squares < best.squares ||
        (squares === best.squares && later(pattern, best.switched))
      )
        best = { squares, switched: pattern };
    }
  }
  return arrowSwitchBalance(tables, rounds, best!.switched);
}

/** Each pattern with the round `last` added. */
function* withLast(patterns: Iterable<number[]>, last: number): Generator<number[]> {
  for (const p of patterns) yield [...p, last];
}

/**
 * The sum of the squares of the competitions of a Mitchell under each pattern of switched rounds,
 * as {@link competitionBalance} counts them, with the movement laid out once (pair numbers as
 * indexes: NS t is t, EW e is n + e) for the many patterns {@link bestSwitchedRounds} weighs.
 */
function mitchellSquares(tables: number, rounds: number): (switched: readonly number[]) => number {
  const boards = mitchellBoards(tables, rounds, []);
  const index = (id: string): number => (id.startsWith("NS") ? 0 : tables) + Number(id.slice(3)) - 1;
  const p = 2 * tables;
  // Each board's tables: the pair in the NS seat, in the EW seat, and the round (0-based).
  const laid = boards.map((b) =>
    b.tables.map((t) => {
      const ns = index(t.ns);
      const ew = index(t.ew);
      // NS t meets EW e in round t - e (EW pairs move one table up a round).
      return { ns, ew, round: (((ns - (ew - tables)) % tables) + tables) % tables };
    }),
  );
  const c = new Int32Array(p * p);
  return (switched) => {
    c.fill(0);
    const flipped = new Set(switched.map((r) => r - 1));
    for (const b of laid) {
      const m = b.length;
      const sign = b.map((t) => (flipped.has(t.round) ? -1 : 1));
      for (let x = 0; x < m; x++) {
        const a = b[x];
        c[a.ns < a.ew ? a.ns * p + a.ew : a.ew * p + a.ns] += m - 1;
        for (let y = x + 1; y < m; y++) {
          const d = b[y];
          const same = sign[x] * sign[y];
          add(a.ns, d.ns, same);
          add(a.ew, d.ew, same);
          add(a.ns, d.ew, -same);
          add(a.ew, d.ns, -same);
        }
      }
    }
    let squares = 0;
    for (let i = 0; i < p; i++) for (let j = i + 1; j < p; j++) squares += c[i * p + j] * c[i * p + j];
    return squares;
  };
  function add(i: number, j: number, x: number): void {
    c[i < j ? i * p + j : j * p + i] += x;
  }
}

/** Whether a pattern of as many rounds switches later ones: compared from the last round down. */
function later(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return a.length < b.length;
  for (let i = a.length - 1; i >= 0; i--) if (a[i] !== b[i]) return a[i] > b[i];
  return false;
}

function binomial(n: number, k: number): number {
  let x = 1;
  for (let i = 1; i <= k; i++) x = (x * (n - k + i)) / i;
  return Math.round(x);
}

/** Every set of `k` of the rounds 1 to `n`, ascending. */
function* subsets(n: number, k: number): Generator<number[]> {
  const pick = Array.from({ length: k }, (_, i) => i + 1);
  while (true) {
    yield [...pick];
    let i = k - 1;
    while (i >= 0 && pick[i] === n - k + i + 1) i--;
    if (i < 0) return;
    pick[i]++;
    for (let j = i + 1; j < k; j++) pick[j] = pick[j - 1] + 1;
  }
}

/**
 * Bavin's test: each pair's matchpoints on the EBU scale (2 for each result beaten, 1 for each tie)
 * when `strongest` has the best result on every board it plays and every other result is the same:
 * on a board of m results the strongest pair scores 2(m - 1), a pair in its seat m - 2, the pair it
 * meets 0, a pair in the other seat m, and everyone m - 1 on a board it does not play.
 *
 * @example
 * strongestPairScores(mitchellBoards(8, 8, []), "NS 1").get("NS 2"); // 48, as Bavin's case A
 */
export function strongestPairScores(boards: readonly SeatedBoard[], strongest: string): Map<string, number> {
  const out = new Map<string, number>();
  const add = (id: string, x: number): void => void out.set(id, (out.get(id) ?? 0) + x);
  for (const b of boards) {
    const m = b.tables.length;
    const at = b.tables.findIndex((t) => t.ns === strongest || t.ew === strongest);
    const seat = at < 0 ? null : b.tables[at].ns === strongest ? "ns" : "ew";
    b.tables.forEach((t, x) => {
      for (const s of ["ns", "ew"] as const) {
        const id = t[s];
        if (seat === null) add(id, m - 1);
        else if (id === strongest) add(id, 2 * (m - 1));
        else if (x === at) add(id, 0);
        else add(id, s === seat ? m - 2 : m);
      }
    });
  }
  return out;
}
