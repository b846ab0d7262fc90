// The checks a Round column allows (and a Table column beside it): a board of another set in a
// pairing's round, a pair twice in a round, two pairs meeting in two rounds, two pairings at one
// table and one pairing at two tables.
import type { PlayedRow } from "./played";
import { boardsText, cap, type Checking, type FindingKind, type MovementFinding } from "./check-context";

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

/**
 * With a Round column: a row typed on the wrong board. Its pairing's line is then missing on the
 * board it was (the set played that round), and the row is of another set: either said alone
 * blames the wrong line, or none. Where one pairing of one round has a row of another set
 * (`wrongSet`) and a board of its round's set without its line (`missing`), or a line missing in
 * each of two sets with a lone row in one of them, the findings are one, on the row: the board it
 * is on and the board that lacks its line.
 */
export function wrongBoardLines(c: Checking, sets: readonly { boards: number[] }[]): void {
  const setOf = new Map<number, number>();
  sets.forEach((set, i) => set.boards.forEach((b) => setOf.set(b, i)));
  // Each index built once, so the check is linear in the rows and the findings.
  const byPairing = new Map<string, PlayedRow[]>();
  // The pairings that play each set in each round.
  const playing = new Map<string, Set<string>>();
  for (const r of c.rows) {
    const key = `${r.ns}\u0000${r.ew}`;
    (byPairing.get(key) ?? byPairing.set(key, []).get(key)!).push(r);
    const at = `${r.round}\u0000${setOf.get(r.board)}`;
    (playing.get(at) ?? playing.set(at, new Set()).get(at)!).add(c.pairingOf(r).key);
  }
  const missingOf = new Map<string, MovementFinding[]>();
  const wrongSetAt = new Map<number, MovementFinding[]>();
  for (const f of c.problems) {
    if (f.missing !== undefined) {
      const key = `${f.missing.ns}\u0000${f.missing.ew}`;
      (missingOf.get(key) ?? missingOf.set(key, []).get(key)!).push(f);
    } else if (f.kind === "wrongSet")
      (wrongSetAt.get(f.row) ?? wrongSetAt.set(f.row, []).get(f.row)!).push(f);
  }
  const said = new Set<MovementFinding>();
  const found: MovementFinding[] = [];
  for (const [key, rows] of byPairing) {
    if (new Set(rows.map((r) => r.round)).size !== 1) continue;
    const bySet = new Map<number, PlayedRow[]>();
    for (const r of rows)
      (bySet.get(setOf.get(r.board)!) ?? bySet.set(setOf.get(r.board)!, []).get(setOf.get(r.board)!)!).push(
        r,
      );
    if (bySet.size !== 2) continue;
    // A set taken: another pairing plays it in the row's round.
    const own = c.pairingOf(rows[0]).key;
    const split = loneRow([...bySet.values()], (r) => {
      const there = playing.get(`${r.round}\u0000${setOf.get(r.board)}`);
      return there !== undefined && (there.size > 1 || !there.has(own));
    });
    if (split === null) continue;
    const { x, main } = split;
    const missing = missingOf.get(key) ?? [];
    const lacking = missing.filter((f) => setOf.get(f.missing!.board) === setOf.get(main[0].board));
    if (lacking.length !== 1) continue;
    for (const f of [...missing, ...(wrongSetAt.get(x.row) ?? [])]) said.add(f);
    found.push({
      row: x.row,
      column: x.columns.board,
      kind: "wrongSet",
      message: onAnotherBoard(
        { board: x.board, pairing: c.pairingOf(x).label },
        `${boardsText(main.map((m) => m.board))}${x.table === null ? "" : ` at table ${x.table}`} in round ${x.round}`,
        null,
        lacking[0].missing!.board,
      ),
    });
  }
  if (found.length === 0) return;
  const kept = c.problems.filter((f) => !said.has(f));
  c.problems.length = 0;
  c.problems.push(...kept, ...found);
}

/**
 * Of a pairing's rows in two sets, the lone row of one set that is on the wrong board, and the
 * others: the set with fewer rows is the lone one; with one row in each, the row whose set another
 * pairing played that round (`setTaken`) is (a set is played at one table a round).
 */
function loneRow(
  parts: readonly PlayedRow[][],
  setTaken: (r: PlayedRow) => boolean,
): { x: PlayedRow; main: PlayedRow[] } | null {
  const [a, b] = [...parts].sort((p, q) => p.length - q.length);
  if (a.length !== 1) return null;
  if (b.length > 1) return { x: a[0], main: b };
  const taken = [a, b].filter((p) => setTaken(p[0]));
  if (taken.length !== 1) return null;
  return { x: taken[0][0], main: taken[0] === a ? b : a };
}

/**
 * A row on the wrong board in words: the board it is on, what its pairing plays (`plays`: "boards
 * 2-3 at table 4 in round 5"), where that board's own line of one of its pairs is (`elsewhere`,
 * when it has one), and the board that lacks its line (null when it cannot be told).
 */
export function onAnotherBoard(
  r: { readonly board: number; readonly pairing: string },
  plays: string,
  elsewhere: string | null,
  lacking: number | null,
): string {
  const missing =
    lacking === null
      ? `its line belongs to another board of that set`
      : `it is board ${lacking}'s line, and board ${lacking} has none for ${r.pairing}`;
  const there = elsewhere === null ? "" : `, and ${elsewhere}`;
  return `This row is on board ${r.board}, but ${r.pairing} play ${plays}${there}: ${missing}.`;
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
