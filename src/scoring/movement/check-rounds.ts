// The checks a Round column allows (and a Table column beside it): a board of another set in a
// pairing's round, a pair twice in a round, two pairs meeting in two rounds, two pairings at one
// table and one pairing at two tables.
import type { PlayedRow } from "./played";
import { boardsText, cap, type Checking, type FindingKind } from "./check-context";

/**
 * With a Round column: a pairing's rows of one round are one board set; a row whose board is of
 * another set than the rest of its pairing's round (two rows or more) has a wrong board (or
 * round) number.
 */
export function wrongSetForRound(c: Checking, sets: readonly { boards: number[] }[]): void {
  const setOf = new Map<number, number>();
  sets.forEach((set, i) => set.boards.forEach((b) => setOf.set(b, i)));
  const groups = new Map<string, PlayedRow[]>();
  for (const r of c.rows) {
    const key = `${r.round}\u0000${c.pairingOf(r).key}`;
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(r);
  }
  for (const rows of groups.values()) {
    if (rows.length < 3) continue;
    const bySet = new Map<number, PlayedRow[]>();
    for (const r of rows)
      (bySet.get(setOf.get(r.board)!) ?? bySet.set(setOf.get(r.board)!, []).get(setOf.get(r.board)!)!).push(
        r,
      );
    if (bySet.size < 2) continue;
    const ranked = [...bySet.entries()].sort((a, b) => b[1].length - a[1].length);
    if (ranked[0][1].length === ranked[1][1].length) continue;
    const main = ranked[0][1];
    for (const [, odd] of ranked.slice(1)) {
      for (const r of odd) {
        c.add(
          "wrongSet",
          r,
          r.columns.board,
          wrongSet(c.pairingOf(r).label, r.board, r.round!, boardsText(main.map((m) => m.board))),
        );
      }
    }
  }
}

/** With a Round column: a pair twice in a round, a pairing in two rounds or at two tables, a table twice. */
export function checkRounds(c: Checking): void {
  pairTwiceInARound(c);
  pairingInTwoRounds(c);
  if (c.rows.every((r) => r.table !== null)) tablesOfARound(c);
}

/** Rows grouped by one key, and within each group by a value. */
type Groups = Map<string, Map<string, PlayedRow[]>>;

function groups(
  rows: readonly PlayedRow[],
  keyOf: (r: PlayedRow) => string,
  valueOf: (r: PlayedRow) => string,
): Groups {
  const by: Groups = new Map();
  for (const r of rows) {
    const k = keyOf(r);
    const inner = by.get(k) ?? by.set(k, new Map()).get(k)!;
    const v = valueOf(r);
    (inner.get(v) ?? inner.set(v, []).get(v)!).push(r);
  }
  return by;
}

/** What a flagged row is told: the column pointed at, the message, and its kind ("round" if none). */
type Said = [number, string, FindingKind?] | null;

/**
 * The minority values of each group: their rows are named. On a tie every value's rows are
 * named, unless `ties` is false (a tie is then no sign of a mistake).
 */
function flag(
  c: Checking,
  by: Groups,
  say: (key: string, rows: PlayedRow[], main: PlayedRow[]) => Said,
  ties = true,
): void {
  for (const [key, inner] of by) {
    if (inner.size < 2) continue;
    const values = [...inner.values()].sort((a, b) => b.length - a.length);
    const tie = values[0].length === values[1].length;
    if (tie && !ties) continue;
    for (const rows of tie ? values : values.slice(1)) {
      const main = values.find((v) => v !== rows)!;
      for (const r of rows) {
        const said = say(key, [r], main);
        if (said !== null) c.add(said[2] ?? "round", r, said[0], said[1]);
      }
    }
  }
}

const round = (r: PlayedRow): string => r.round!;

/** A pair twice in one round: two pairings hold it. */
function pairTwiceInARound(c: Checking): void {
  const pairingKey = (r: PlayedRow): string => c.pairingOf(r).key;
  for (const side of ["ns", "ew"] as const) {
    const by = groups(c.rows, (r) => `${round(r)}\u0000${c.pairOf(r, side).key}`, pairingKey);
    flag(c, by, (_, [r], main) => {
      const pair = c.pairOf(r, side);
      if (c.isAccepted(pair)) return null;
      const m = main[0];
      return [
        r.columns[side === "ns" ? "ew" : "ns"],
        pairTwiceInRound(pair.name, round(r), c.pairingOf(r).label, r.board, c.pairingOf(m).label, m.board),
      ];
    });
  }
}

/**
 * A pairing in two rounds, most of its boards in one: a Round number is wrong. (Two pairs that
 * meet for as many boards in two rounds may be a short movement played twice over.)
 */
function pairingInTwoRounds(c: Checking): void {
  const roundCol = (r: PlayedRow): number => r.columns.round ?? r.columns.board;
  flag(
    c,
    groups(c.rows, (r) => c.pairingOf(r).key, round),
    (_, [r], main) => [
      roundCol(r),
      meetTwice(c.pairingOf(r).label, round(r), r.board, round(main[0]), main[0].board),
    ],
    false,
  );
}

/** With a Table column too: two pairings at one table in one round, and one pairing at two tables in a round. */
function tablesOfARound(c: Checking): void {
  const pairingKey = (r: PlayedRow): string => c.pairingOf(r).key;
  flag(
    c,
    groups(c.rows, (r) => `${round(r)}\u0000${r.table}`, pairingKey),
    (_, [r], main) => [
      r.columns.table ?? r.columns.ns,
      tableTwice(
        r.table!,
        round(r),
        c.pairingOf(r).label,
        r.board,
        c.pairingOf(main[0]).label,
        main[0].board,
      ),
      "table",
    ],
  );
  flag(
    c,
    groups(
      c.rows,
      (r) => `${round(r)}\u0000${pairingKey(r)}`,
      (r) => r.table!,
    ),
    (_, [r], main) => [
      r.columns.table ?? r.columns.ns,
      twoTables(c.pairingOf(r).label, round(r), r.table!, r.board, main[0].table!, main[0].board),
      "table",
    ],
  );
}

// The messages, each naming what the movement expected.

function wrongSet(pairing: string, board: number, round: string, boards: string): string {
  return (
    `${pairing} play board ${board} in round ${round}, but ${boards} the rest of that round: board ${board} is of ` +
    "another set, so its Board (or Round) number is wrong."
  );
}

function pairTwiceInRound(
  pair: string,
  round: string,
  pairing: string,
  board: number,
  other: string,
  otherBoard: number,
): string {
  return `${cap(pair)} plays twice in round ${round}: ${pairing} on board ${board} and ${other} on board ${otherBoard}. A pair plays at one table a round.`;
}

function meetTwice(
  pairing: string,
  round: string,
  board: number,
  otherRound: string,
  otherBoard: number,
): string {
  return `${pairing} meet in round ${round} on board ${board} and again in round ${otherRound} on board ${otherBoard}: pairs meet in one round only; a Round number is wrong.`;
}

function tableTwice(
  table: string,
  round: string,
  pairing: string,
  board: number,
  other: string,
  otherBoard: number,
): string {
  return `Table ${table} holds two pairings in round ${round}: ${pairing} on board ${board} and ${other} on board ${otherBoard}; a Table or Round number is wrong.`;
}

function twoTables(
  pairing: string,
  round: string,
  table: string,
  board: number,
  otherTable: string,
  otherBoard: number,
): string {
  return `${pairing} are at table ${table} on board ${board} but at table ${otherTable} on board ${otherBoard} in round ${round}: a Table number is wrong.`;
}
