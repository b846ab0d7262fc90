// Where each pair of a made movement sits, round by round, and where it and the boards go after a
// round: what a table card and a guide card say, worked once from the movement for every
// rendering (the sheets, the web page, the text).
import {
  boardCopy,
  boardsText,
  numberRuns,
  type MadeKind,
  type MadeMovement,
  type MadeRound,
  type MadeTable,
} from "../scoring";

/** Each made movement as a director names it. */
export const MADE_KIND_WORDS: Readonly<Record<MadeKind, string>> = {
  mitchell: "Mitchell",
  "skip-mitchell": "skip Mitchell",
  "relay-mitchell": "Mitchell with a relay",
  "web-mitchell": "web Mitchell",
  "scrambled-mitchell": "scrambled Mitchell",
  howell: "Howell",
  "three-quarter-howell": "three-quarter Howell",
};

/**
 * The movement in one line: its kind, tables, boards and rounds.
 *
 * @example
 * movementLine(sevenTableMitchell); // "Mitchell, 7 tables, 21 boards in 7 rounds"
 */
export function movementLine(m: MadeMovement): string {
  const kind = MADE_KIND_WORDS[m.kind];
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)}, ${m.tables} ${m.tables === 1 ? "table" : "tables"}, ${m.boards} ${m.boards === 1 ? "board" : "boards"} in ${m.rounds.length} ${m.rounds.length === 1 ? "round" : "rounds"}`;
}

/** A direction at the table. */
export type Direction = "NS" | "EW";

/** Who a pair is: a number of its home direction in a Mitchell, a number of the field in a Howell. */
export interface PairId {
  readonly home: Direction | null;
  readonly number: number;
}

/** Where a pair is in one round: its table and the direction it sits, or sitting out. */
export interface PairSeat {
  readonly table: number;
  readonly direction: Direction;
  /** No opponents this round (the table's other pair is missing). */
  readonly sitsOut: boolean;
  readonly opponents: number | null;
  readonly boards: readonly number[];
}

/** A pair as the cards name it: "NS 3" or "EW 3" in a Mitchell, "pair 3" in a Howell. */
export function pairName(id: PairId): string {
  return id.home === null ? `pair ${id.number}` : `${id.home} ${id.number}`;
}

/** The direction a table's pair sits this round: an arrow switch turns a Mitchell's pairs round. */
function sits(t: MadeTable, home: Direction, mitchell: boolean): Direction {
  if (!mitchell || t.arrowSwitched !== true) return home;
  return home === "NS" ? "EW" : "NS";
}

/**
 * Where a pair sits in a round; null when it is at no table (it sits out, away from the tables).
 *
 * @example
 * seatOf(m, m.rounds[1], { home: "EW", number: 1 }); // { table: 2, direction: "EW", sitsOut: false, opponents: 2, boards: [5, 6] }
 */
export function seatOf(m: MadeMovement, round: MadeRound, id: PairId): PairSeat | null {
  const mitchell = m.pairing === "mitchell";
  for (const t of round.tables) {
    const asNs = t.ns === id.number && (!mitchell || id.home === "NS");
    const asEw = t.ew === id.number && (!mitchell || id.home === "EW");
    if (asNs)
      return {
        table: t.table,
        direction: sits(t, "NS", mitchell),
        sitsOut: t.ew === null,
        opponents: t.ew,
        boards: t.boards,
      };
    if (asEw)
      return {
        table: t.table,
        direction: sits(t, "EW", mitchell),
        sitsOut: false,
        opponents: t.ns,
        boards: t.boards,
      };
  }
  return null;
}

/**
 * Where a pair goes after a round, from its seat in it to its seat in the next: "stay", "stay, sit
 * EW", "to table 3" (a Howell, or a Mitchell pair changing direction: "to table 3 EW"), "sit out".
 */
function moveWords(from: PairSeat, to: PairSeat | null, howell: boolean): string {
  if (to === null || to.sitsOut) return to !== null && to.table === from.table ? "stay, sit out" : "sit out";
  if (to.table === from.table) return to.direction === from.direction ? "stay" : `stay, sit ${to.direction}`;
  return howell || to.direction !== from.direction
    ? `to table ${to.table} ${to.direction}`
    : `to table ${to.table}`;
}

/** The pairs at a table in a round, by the direction they are listed in (their home in a Mitchell). */
function pairsAt(m: MadeMovement, t: MadeTable): { seat: Direction; id: PairId }[] {
  const home = (d: Direction): Direction | null => (m.pairing === "mitchell" ? d : null);
  const out = [{ seat: "NS" as Direction, id: { home: home("NS"), number: t.ns } }];
  if (t.ew !== null) out.push({ seat: "EW", id: { home: home("EW"), number: t.ew } });
  return out;
}

/**
 * Where a table's pairs go after round `k` (0-based), as the table card says it: "NS stay, EW to
 * table 3"; "last round" after the last.
 *
 * @example
 * nextRoundWords(sevenTableMitchell, 0, 1); // "NS stay, EW to table 2"
 */
export function nextRoundWords(m: MadeMovement, k: number, t: MadeTable): string {
  const next = m.rounds[k + 1];
  if (next === undefined) return "last round";
  const round = m.rounds[k];
  return pairsAt(m, t)
    .map(({ seat, id }) => {
      const from = seatOf(m, round, id)!;
      return `${seat} ${moveWords(from, seatOf(m, next, id), m.pairing === "howell")}`;
    })
    .join(", ");
}

/**
 * Where a table's boards go after round `k` (0-based): "stay", "to table 6", "to tables 2 and 5"
 * (a set shared in the next round), "not in play next round" (a relay or a bye stand); "" after
 * the last round.
 *
 * @example
 * boardsNextWords(sevenTableMitchell, 0, 1); // "to table 7"
 */
export function boardsNextWords(m: MadeMovement, k: number, t: MadeTable): string {
  const next = m.rounds[k + 1];
  if (next === undefined) return "";
  const at = next.tables.filter((o) => sameBoards(m, o, t)).map((o) => o.table);
  if (at.length === 0) return "not in play next round";
  if (at.length === 1 && at[0] === t.table) return "stay";
  return `to ${at.length === 1 ? "table" : "tables"} ${listWords(at)}`;
}

/**
 * Whether two tables hold the same boards: the same set, and the same copy of it (a web Mitchell's
 * two halves each have their own copy of every set).
 */
function sameBoards(m: MadeMovement, a: MadeTable, b: MadeTable): boolean {
  return a.set === b.set && boardCopy(m.kind, m.tables, a.table) === boardCopy(m.kind, m.tables, b.table);
}

/**
 * The other tables playing a table's boards in the same round (a set shared, relayed between them),
 * as "table 3" or "tables 3 and 4"; "" when none does.
 */
export function sharedWords(m: MadeMovement, round: MadeRound, t: MadeTable): string {
  const others = round.tables.filter((o) => sameBoards(m, o, t) && o.table !== t.table).map((o) => o.table);
  return others.length === 0 ? "" : `${others.length === 1 ? "table" : "tables"} ${listWords(others)}`;
}

/** Numbers as a list in words: "3", "3 and 4", "2, 3 and 4". */
function listWords(numbers: readonly number[]): string {
  const s = numbers.map(String);
  return s.length <= 1 ? (s[0] ?? "") : `${s.slice(0, -1).join(", ")} and ${s[s.length - 1]}`;
}

/** A table's boards as a card shows them: "1-3", "1, 3 and 5". */
export function boardsShown(boards: readonly number[]): string {
  return numberRuns(boards);
}

/** A set of boards in words: "boards 1-3". */
export function setWords(boards: readonly number[]): string {
  return boardsText(boards);
}

/** The pair numbers of a Howell's field, in order: every number seated in any round. */
export function howellPairs(m: MadeMovement): number[] {
  const all = new Set<number>();
  for (const r of m.rounds)
    for (const t of r.tables) {
      all.add(t.ns);
      if (t.ew !== null) all.add(t.ew);
    }
  return [...all].sort((a, b) => a - b);
}
