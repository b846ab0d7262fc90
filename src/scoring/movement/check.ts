// The movement as it was played, read from the travellers, and the checks of every row against it.
//
// A movement seats pairs in rounds: in each round two pairs meet at a table and play one set of
// boards together, and no pair plays twice in a round or meets the same pair twice. So, read from
// the rows alone:
// - the boards fall into sets: consecutive boards played by (mostly) the same pairings;
// - a pairing plays a whole set, and a pair is in one pairing per set;
// - every pair of a field plays about as many boards as the others of its field.
// Where the traveller has a Round column (and a Table column), each round and table holds one
// pairing, a pair plays once a round and meets another pair in one round only.
//
// (A Howell pair on both sides of one row is refused by scoring itself, on that row.)
// Each row that breaks one of these is a problem naming its row and what the movement expected, so
// a mistyped pair number or a missing line is refused before anything is scored. What a single
// mistake cannot be told from without a Round column is said in docs/conventions.md ("The movement
// as played"): with one board a round, a board set is one board and only the pair counts are left.
import { MOVEMENT_NAMES, type Movement } from "../model/methods";
import { inferMovement } from "./infer";
import { cellText } from "../base/cells";
import { headerKey } from "../traveller/headers";
import type { Problem } from "../traveller/problems";
import type { Traveller, TravellerRow } from "../traveller/types";

/** Headers of a Round column (after headerKey): the traveller reader passes them over. */
const ROUND_KEYS = new Set(["round", "rounds", "rnd", "rd", "roundno", "rno", "rdno", "rndno"]);

/** Headers of a Section column (after headerKey): the event layer splits a traveller by it too. */
export const SECTION_KEYS: ReadonlySet<string> = new Set([
  "section",
  "sections",
  "sect",
  "sec",
  "sectionletter",
  "sectionid",
]);

/** The letters a sectioned pair number starts with (`B33`: B), or "" for a plain number. */
function sectionLetters(pair: string): string {
  return /^([A-Za-z]{1,2})\d+$/.exec(pair)?.[1]?.toUpperCase() ?? "";
}

/**
 * The traveller's rows as the movement sees them, with each row's Round cell read from `cells`
 * (the cells the traveller was read from) when its block's header row has a Round column.
 *
 * @example
 * playedRows(readTraveller(cells), cells)[0]; // { row: 2, board: 1, ns: "1", ew: "1", round: "1", table: "1", ... }
 */
export function playedRows(traveller: Traveller, cells: readonly (readonly unknown[])[]): PlayedRow[] {
  const headers = [...traveller.headers].sort((a, b) => a.row - b.row);
  const roundColumn = headers.map(
    (h) => h.columns.find((c) => c.role === "ignored" && ROUND_KEYS.has(headerKey(c.header)))?.index ?? null,
  );
  const sectionColumn = headers.map(
    (h) =>
      h.columns.find((c) => c.role === "ignored" && SECTION_KEYS.has(headerKey(c.header)))?.index ?? null,
  );
  const out: PlayedRow[] = [];
  // The columns are the same for every row under one header: one object for them all (the rows'
  // cells are one object per header too), not one per row.
  let shared: { cells: TravellerRow["cells"]; round: number | null; columns: PlayedRow["columns"] } | null =
    null;
  for (const board of traveller.boards) {
    for (const r of board.rows) {
      let block = -1;
      for (let i = 0; i < headers.length && headers[i].row < r.row; i++) block = i;
      const rc = block >= 0 ? roundColumn[block] : null;
      const round = rc === null ? "" : cellText(cells[r.row]?.[rc]);
      const sc = block >= 0 ? sectionColumn[block] : null;
      const ofNs = sectionLetters(r.ns);
      const section =
        sc !== null ? cellText(cells[r.row]?.[sc]).toUpperCase() : ofNs === sectionLetters(r.ew) ? ofNs : "";
      if (shared === null || shared.cells !== r.cells || shared.round !== rc) {
        const columns: PlayedRow["columns"] = {
          ns: r.cells.ns ?? r.cells.north ?? 0,
          ew: r.cells.ew ?? r.cells.east ?? 0,
          board: r.cells.board ?? r.cells.ns ?? 0,
          round: rc,
          table: r.cells.table ?? null,
        };
        shared = { cells: r.cells, round: rc, columns };
      }
      out.push({
        row: r.row,
        board: r.board,
        ns: r.ns,
        ew: r.ew,
        round: round === "" ? null : round,
        table: r.table,
        section,
        director: r.entry.kind === "artificial" || r.entry.kind === "notPlayed",
        columns: shared.columns,
      });
    }
  }
  return out;
}

/** One row of a traveller as the movement sees it: where it is, its board, its pairs, its round. */
export interface PlayedRow {
  /** 0-based row of the cells read. */
  readonly row: number;
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  /** The Round cell's text, when the traveller has a Round column (null when blank or absent). */
  readonly round: string | null;
  /** The Table cell's text, when it has a Table column. */
  readonly table: string | null;
  /**
   * The row's section ("" when the traveller has none): a Section column's letter, or the letters
   * that both pair numbers start with (`B33` v `B23`: section B), as sections scored across the
   * field are named. Each section is checked as a movement of its own.
   */
  readonly section?: string;
  /**
   * True for a director's row (an award, NP): a table may have only that on a board it never
   * played, so such a row alone is no sign of a wrong pair number.
   */
  readonly director?: boolean;
  /** The 0-based columns a problem points at: the pairs', the board's and the round's. */
  readonly columns: {
    readonly ns: number;
    readonly ew: number;
    readonly board: number;
    readonly round: number | null;
    readonly table: number | null;
  };
}

/** The movement as read from the rows. */
export interface MovementAsRead {
  readonly movement: Movement;
  /** True when the rounds came from a Round column; false when only the board sets were told. */
  readonly fromRounds: boolean;
  /** The number of rounds, when there is a Round column. */
  readonly rounds: number | null;
  /** The most pairings that played one board set: the tables in play. */
  readonly tables: number;
  /** The board sets, each its boards ascending, in board order. */
  readonly sets: readonly (readonly number[])[];
  /** The pairs that played, counted per field (NS and EW apart in a Mitchell). */
  readonly pairs: number;
  /** The pairs the director accepted as playing fewer boards (a late pair, a substitute). */
  readonly accepted: readonly string[];
}

/**
 * What a finding is about, so the event layer can say how scoring as entered treats it:
 * - `pairing`: a pair meets two pairs in one set (a pair number typed for another, or a substitute);
 * - `missing`: a pairing has no line on a board of its set (a line not typed, or a board not played);
 * - `swapped`: a Howell pairing sits the other way round on one board of its set;
 * - `fewBoards`: a pair plays far fewer boards than its field (a number mistyped, or a late pair);
 * - `partOfSet`: a pairing plays only a few boards of a set the other tables play whole;
 * - `wrongSet`: a board of another set in a pairing's round (Board or Round number wrong);
 * - `round`: a pair twice in a round, or a pairing in two rounds (Round column);
 * - `table`: two pairings at one table, or one pairing at two tables (Table column).
 */
export type FindingKind =
  "pairing" | "missing" | "swapped" | "fewBoards" | "partOfSet" | "wrongSet" | "round" | "table";

/** A row that does not fit the movement: where it is, what was found, and what kind of finding. */
export interface MovementFinding extends Problem {
  readonly kind: FindingKind;
  /** A missing line: the board and the pairing that has no line on it. */
  readonly missing?: { readonly board: number; readonly ns: string; readonly ew: string };
}

/** The movement read, and every row that does not fit it. */
export interface MovementCheck {
  readonly played: MovementAsRead;
  readonly problems: readonly MovementFinding[];
}

/** A pair as the movement knows it: its field ("NS", "EW" in a Mitchell; "" in a Howell) and number. */
interface Pair {
  readonly key: string;
  readonly name: string;
  readonly number: string;
}

/** Two pairs meeting: the key is the same whichever way round they sat. */
interface Pairing {
  readonly key: string;
  readonly pairs: readonly [Pair, Pair];
  readonly label: string;
}

/**
 * Reads the movement from the rows and checks each row against it (see the module's comment).
 * `movement` says whether pair numbers count per direction (Mitchell) or for the whole field
 * (Howell); `accepted` lists pair numbers (`11`, or `NS 11` in a Mitchell) the director accepts as
 * playing fewer boards than their field.
 *
 * @example
 * // Two tables, two boards a round: NS 1 v EW 1 and NS 2 v EW 2 play boards 1-2. On board 2, NS 3
 * // is typed for NS 2: EW 2 meets two pairs in one set.
 * checkMovement(rows, "mitchell").problems[0].message;
 * // "EW 2 plays NS 3 on board 2 and NS 2 on board 1, boards of one set (one round): ..."
 */
export function checkMovement(
  rows: readonly PlayedRow[],
  movement: Movement,
  accepted: readonly string[] = [],
): MovementCheck {
  // A sit-out or an empty table (pair 0, or no pair) is not a pairing of the movement.
  const seated = rows.filter((r) => r.ns !== "" && r.ew !== "" && !isNoPair(r.ns) && !isNoPair(r.ew));
  const bySection = new Map<string, PlayedRow[]>();
  for (const r of seated) {
    const key = r.section ?? "";
    const list = bySection.get(key);
    if (list) list.push(r);
    else bySection.set(key, [r]);
  }
  if (bySection.size <= 1) return new Checking(seated, movement, accepted).run();
  // Sections share boards but each has its own movement (a Howell beside Mitchells, other board
  // counts): each is checked on its own, a Mitchell section whose numbers change direction as a Howell.
  const checks = [...bySection.keys()].sort().map((key) => {
    const own = bySection.get(key)!;
    return new Checking(
      own,
      movement === "mitchell" && changesDirection(own) ? "howell" : movement,
      accepted,
    ).run();
  });
  const sets = new Map<string, readonly number[]>();
  for (const c of checks) for (const set of c.played.sets) sets.set(set.join(","), set);
  let tables = 0;
  let pairs = 0;
  for (const c of checks) {
    tables += c.played.tables;
    pairs += c.played.pairs;
  }
  const first = checks[0].played;
  return {
    played: {
      ...first,
      tables,
      pairs,
      rounds: checks.every((c) => c.played.rounds !== null)
        ? Math.max(...checks.map((c) => c.played.rounds!))
        : null,
      sets: [...sets.values()].sort((a, b) => a[0] - b[0] || a.length - b.length),
    },
    problems: checks.flatMap((c) => c.problems).sort((a, b) => a.row - b.row || a.column - b.column),
  };
}

/** Pair 0 (or `-`, `0NS`) seats nobody: a sit-out, an empty table, a phantom's place. */
function isNoPair(pair: string): boolean {
  return /^(?:[A-Za-z]{1,2})?0+(?:NS|EW)?$/i.test(pair) || pair === "-";
}

/**
 * Whether a section's pair numbers change direction (a Howell), as the movement is told from the
 * pair numbers of a whole traveller (movement.ts).
 */
function changesDirection(rows: readonly PlayedRow[]): boolean {
  const byBoard = new Map<number, { ns: string; ew: string }[]>();
  for (const r of rows) (byBoard.get(r.board) ?? byBoard.set(r.board, []).get(r.board)!).push(r);
  const boards = [...byBoard].map(([board, list]) => ({ board, rows: list }));
  return inferMovement({ boards }).movement === "howell";
}

class Checking {
  private readonly problems: MovementFinding[] = [];
  private readonly said = new Set<string>();
  private readonly acceptedKeys: Set<string>;
  private readonly pairings = new Map<string, Pairing>();
  private readonly pairsSeen = { ns: new Map<string, Pair>(), ew: new Map<string, Pair>() };

  constructor(
    private readonly rows: readonly PlayedRow[],
    private readonly movement: Movement,
    private readonly accepted: readonly string[],
  ) {
    this.acceptedKeys = new Set(accepted.map((a) => a.replace(/\s+/g, "").toUpperCase()));
  }

  pairOf(row: PlayedRow, side: "ns" | "ew"): Pair {
    const number = row[side];
    // Made once for each pair (see pairingOf).
    const seen = this.pairsSeen[side];
    const known = seen.get(number);
    if (known !== undefined) return known;
    const field = side.toUpperCase();
    const made =
      this.movement === "howell"
        ? { key: number, name: `pair ${number}`, number }
        : { key: `${field} ${number}`, name: `${field} ${number}`, number };
    seen.set(number, made);
    return made;
  }

  pairingOf(row: PlayedRow): Pairing {
    // Made once for each two pair numbers, not each time a row is looked at (a session of a
    // million rows would make its pairings several million times, and keep them while checking).
    const seen = `${row.ns}\u0000${row.ew}`;
    const known = this.pairings.get(seen);
    if (known !== undefined) return known;
    const ns = this.pairOf(row, "ns");
    const ew = this.pairOf(row, "ew");
    const key = this.movement === "howell" ? [ns.key, ew.key].sort().join(" v ") : `${ns.key} v ${ew.key}`;
    const made: Pairing = { key, pairs: [ns, ew], label: `NS ${row.ns} v EW ${row.ew}` };
    this.pairings.set(seen, made);
    return made;
  }

  isAccepted(pair: Pair): boolean {
    return (
      this.acceptedKeys.has(pair.number.replace(/\s+/g, "").toUpperCase()) ||
      this.acceptedKeys.has(pair.key.replace(/\s+/g, "").toUpperCase())
    );
  }

  /**
   * A problem on `row`. One problem of where the row sits (its set, round or table) is said per row,
   * the first found (the board set's, which names the pairing expected, before the rounds'); a
   * pair's count (`count`) is said besides.
   */
  add(
    kind: FindingKind,
    row: PlayedRow,
    column: number,
    message: string,
    count = false,
    missing?: MovementFinding["missing"],
  ): void {
    const key = count ? `${row.row}\u0000${message}` : `${row.row}`;
    if (this.said.has(key)) return;
    this.said.add(key);
    this.problems.push({ row: row.row, column, message, kind, ...(missing ? { missing } : {}) });
  }

  run(): MovementCheck {
    const sets = this.boardSets();
    const fromRounds = this.rows.length > 0 && this.rows.every((r) => r.round !== null);
    // With rounds, a board of another set at a pairing's round is said as such, first.
    if (fromRounds) this.wrongSetForRound(sets);
    for (const set of sets) this.checkSet(set);
    if (fromRounds) this.checkRounds();
    const pairs = this.checkCounts();
    // By a loop, not Math.max(...): a session of a million boards has as many sets, more than a call takes.
    let tables = 0;
    for (const set of sets)
      tables = Math.max(tables, new Set(set.rows.map((r) => this.pairingOf(r).key)).size);
    this.problems.sort((a, b) => a.row - b.row || a.column - b.column);
    return {
      played: {
        movement: this.movement,
        fromRounds,
        rounds: fromRounds ? new Set(this.rows.map((r) => r.round)).size : null,
        tables,
        sets: sets.map((s) => s.boards),
        pairs,
        accepted: this.accepted,
      },
      problems: this.problems,
    };
  }

  /**
   * The board sets: consecutive boards (numbers in a run) join one set while a board shares most of its pairings
   * (more than half, and at least two) with the board before it. One mistyped row or one missing
   * row leaves a set of three or more tables whole.
   */
  private boardSets(): { boards: number[]; rows: PlayedRow[] }[] {
    const byBoard = new Map<number, PlayedRow[]>();
    for (const r of this.rows) {
      const list = byBoard.get(r.board);
      if (list) list.push(r);
      else byBoard.set(r.board, [r]);
    }
    const sets: { boards: number[]; rows: PlayedRow[] }[] = [];
    let before: Set<string> | null = null;
    for (const board of [...byBoard.keys()].sort((a, b) => a - b)) {
      const rows = byBoard.get(board)!;
      const keys = new Set(rows.map((r) => this.pairingOf(r).key));
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

  /** The checks within one board set: a pair in two pairings, a pairing missing from a board. */
  private checkSet(set: { boards: number[]; rows: PlayedRow[] }): void {
    if (set.boards.length < 2) return;
    const size = set.boards.length;
    const boardsOf = new Map<string, Set<number>>();
    const rowsOf = new Map<string, PlayedRow[]>();
    const pairingByKey = new Map<string, Pairing>();
    for (const r of set.rows) {
      const p = this.pairingOf(r);
      pairingByKey.set(p.key, pairingByKey.get(p.key) ?? p);
      (boardsOf.get(p.key) ?? boardsOf.set(p.key, new Set()).get(p.key)!).add(r.board);
      (rowsOf.get(p.key) ?? rowsOf.set(p.key, []).get(p.key)!).push(r);
    }
    const count = (key: string): number => boardsOf.get(key)!.size;
    const span = boardsText(set.boards);

    // A pair in two pairings of one set: one of the rows has a wrong number (or the pair moved
    // mid-round). The pairing with fewer boards is named, with the one the movement expects.
    const pairingsOfPair = new Map<string, Set<string>>();
    for (const p of pairingByKey.values()) {
      for (const pair of p.pairs) {
        (pairingsOfPair.get(pair.key) ?? pairingsOfPair.set(pair.key, new Set()).get(pair.key)!).add(p.key);
      }
    }
    const handled = new Set<string>();
    for (const [pairKey, keys] of pairingsOfPair) {
      if (keys.size < 2) continue;
      const list = [...keys];
      const most = Math.max(...list.map(count));
      const main = list.find((k) => count(k) === most)!;
      for (const k of list) {
        handled.add(k);
        if (k === main && list.filter((x) => count(x) === most).length === 1) continue;
        const other = list.filter((x) => x !== k).sort((a, b) => count(b) - count(a))[0];
        const p = pairingByKey.get(k)!;
        if (p.pairs.some((x) => this.isAccepted(x))) continue;
        const pair = p.pairs.find((x) => x.key === pairKey)!;
        const o = pairingByKey.get(other)!;
        for (const r of rowsOf.get(k)!) {
          const side = this.pairOf(r, "ns").key === pairKey ? "ns" : "ew";
          const opponent = side === "ns" ? `EW ${r.ew}` : `NS ${r.ns}`;
          const otherRow = rowsOf.get(other)![0];
          const expected = side === "ns" ? `EW ${otherRow.ew}` : `NS ${otherRow.ns}`;
          this.add(
            "pairing",
            r,
            r.columns[side === "ns" ? "ew" : "ns"],
            twoPairingsInSet(
              pair.name,
              opponent,
              r.board,
              expected,
              boardsText([...boardsOf.get(other)!]),
              span,
              o.label,
            ),
          );
        }
      }
    }

    // A board without a pairing that the set expects, holding instead a pairing that plays less
    // of the set: that row's numbers are wrong (the expected pairing is named), or, when both play
    // as much of the set, one of the two rows is (both are named).
    for (const board of set.boards) {
      const missing = [...boardsOf].filter(
        ([k, b]) => !handled.has(k) && 2 * b.size >= size && !b.has(board),
      );
      if (missing.length === 0) continue;
      const here = set.rows.filter((r) => r.board === board);
      for (const r of here) {
        const q = this.pairingOf(r);
        if (handled.has(q.key) || count(q.key) >= size) continue;
        if (q.pairs.some((x) => this.isAccepted(x))) continue;
        const [mKey, mBoards] = missing.sort((a, b) => b[1].size - a[1].size)[0];
        const m = pairingByKey.get(mKey)!;
        const mText = boardsText([...mBoards]);
        const message =
          count(q.key) < mBoards.size
            ? expectedHere(q.label, board, m.label, mText, span)
            : eitherRow(q.label, boardsText([...boardsOf.get(q.key)!]), m.label, mText, span);
        this.add("pairing", r, r.columns.ns, message);
        if (count(q.key) === mBoards.size) {
          for (const o of rowsOf.get(mKey)!)
            this.add(
              "pairing",
              o,
              o.columns.ns,
              eitherRow(m.label, mText, q.label, boardsText([...boardsOf.get(q.key)!]), span),
            );
        }
        handled.add(q.key);
        handled.add(mKey);
        break;
      }
    }

    // In a Howell, a pairing keeps its seats for the round: the row that sits the other way is named.
    if (this.movement === "howell") {
      for (const [key, rows] of rowsOf) {
        const ways = new Map<string, PlayedRow[]>();
        for (const r of rows) (ways.get(r.ns) ?? ways.set(r.ns, []).get(r.ns)!).push(r);
        if (ways.size < 2) continue;
        const [main, other] = [...ways.values()].sort((a, b) => b.length - a.length);
        handled.add(key);
        for (const r of main.length === other.length ? [...main, ...other] : other) {
          const o = (main.includes(r) ? other : main)[0];
          this.add("swapped", r, r.columns.ns, otherWayRound(r.ns, r.ew, r.board, o.board, span));
        }
      }
    }

    // A pairing that plays most of the set but not this board: a missing line.
    for (const [key, boards] of boardsOf) {
      if (handled.has(key) || 2 * boards.size < size) continue;
      const p = pairingByKey.get(key)!;
      for (const board of set.boards) {
        if (boards.has(board)) continue;
        const rows = rowsOf.get(key)!;
        const near = rows.reduce((a, b) => (Math.abs(b.board - board) < Math.abs(a.board - board) ? b : a));
        this.add(
          "missing",
          near,
          near.columns.board,
          missingResult(board, p.label, boardsText([...boards]), span),
          true,
          { board, ns: rows[0].ns, ew: rows[0].ew },
        );
      }
    }

    // A pairing on only a few boards of a set that the other tables play whole.
    for (const [key, boards] of boardsOf) {
      if (handled.has(key) || 2 * boards.size >= size) continue;
      const p = pairingByKey.get(key)!;
      if (p.pairs.some((x) => this.isAccepted(x))) continue;
      if (rowsOf.get(key)!.every((r) => r.director === true)) continue;
      for (const r of rowsOf.get(key)!) {
        this.add("partOfSet", r, r.columns.board, partOfSet(p.label, boardsText([...boards]), span));
      }
    }
  }

  /**
   * With a Round column: a pairing's rows of one round are one board set; a row whose board is of
   * another set than the rest of its pairing's round (two rows or more) has a wrong board (or
   * round) number.
   */
  private wrongSetForRound(sets: readonly { boards: number[] }[]): void {
    const setOf = new Map<number, number>();
    sets.forEach((set, i) => set.boards.forEach((b) => setOf.set(b, i)));
    const groups = new Map<string, PlayedRow[]>();
    for (const r of this.rows) {
      const key = `${r.round}\u0000${this.pairingOf(r).key}`;
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
          this.add(
            "wrongSet",
            r,
            r.columns.board,
            wrongSet(this.pairingOf(r).label, r.board, r.round!, boardsText(main.map((m) => m.board))),
          );
        }
      }
    }
  }

  /** With a Round column: a pair twice in a round, a pairing in two rounds or at two tables, a table twice. */
  private checkRounds(): void {
    const groups = (keyOf: (r: PlayedRow) => string, valueOf: (r: PlayedRow) => string) => {
      const by = new Map<string, Map<string, PlayedRow[]>>();
      for (const r of this.rows) {
        const k = keyOf(r);
        const inner = by.get(k) ?? by.set(k, new Map()).get(k)!;
        const v = valueOf(r);
        (inner.get(v) ?? inner.set(v, []).get(v)!).push(r);
      }
      return by;
    };
    /**
     * The minority values of each group: their rows are named. On a tie every value's rows are
     * named, unless `ties` is false (a tie is then no sign of a mistake).
     */
    const flag = (
      by: Map<string, Map<string, PlayedRow[]>>,
      say: (key: string, rows: PlayedRow[], main: PlayedRow[]) => [number, string, FindingKind?] | null,
      ties = true,
    ): void => {
      for (const [key, inner] of by) {
        if (inner.size < 2) continue;
        const values = [...inner.values()].sort((a, b) => b.length - a.length);
        const tie = values[0].length === values[1].length;
        if (tie && !ties) continue;
        for (const rows of tie ? values : values.slice(1)) {
          const main = values.find((v) => v !== rows)!;
          for (const r of rows) {
            const said = say(key, [r], main);
            if (said !== null) this.add(said[2] ?? "round", r, said[0], said[1]);
          }
        }
      }
    };
    const round = (r: PlayedRow): string => r.round!;
    const pairingKey = (r: PlayedRow): string => this.pairingOf(r).key;
    const roundCol = (r: PlayedRow): number => r.columns.round ?? r.columns.board;

    // A pair twice in one round: two pairings hold it.
    for (const side of ["ns", "ew"] as const) {
      const by = groups((r) => `${round(r)}\u0000${this.pairOf(r, side).key}`, pairingKey);
      flag(by, (_, [r], main) => {
        const pair = this.pairOf(r, side);
        if (this.isAccepted(pair)) return null;
        const m = main[0];
        return [
          r.columns[side === "ns" ? "ew" : "ns"],
          pairTwiceInRound(
            pair.name,
            round(r),
            this.pairingOf(r).label,
            r.board,
            this.pairingOf(m).label,
            m.board,
          ),
        ];
      });
    }
    // A pairing in two rounds, most of its boards in one: a Round number is wrong. (Two pairs that
    // meet for as many boards in two rounds may be a short movement played twice over.)
    flag(
      groups(pairingKey, round),
      (_, [r], main) => [
        roundCol(r),
        meetTwice(this.pairingOf(r).label, round(r), r.board, round(main[0]), main[0].board),
      ],
      false,
    );
    if (this.rows.every((r) => r.table !== null)) {
      // Two pairings at one table in one round, and one pairing at two tables in a round.
      flag(
        groups((r) => `${round(r)}\u0000${r.table}`, pairingKey),
        (_, [r], main) => [
          r.columns.table ?? r.columns.ns,
          tableTwice(
            r.table!,
            round(r),
            this.pairingOf(r).label,
            r.board,
            this.pairingOf(main[0]).label,
            main[0].board,
          ),
          "table",
        ],
      );
      flag(
        groups(
          (r) => `${round(r)}\u0000${pairingKey(r)}`,
          (r) => r.table!,
        ),
        (_, [r], main) => [
          r.columns.table ?? r.columns.ns,
          twoTables(this.pairingOf(r).label, round(r), r.table!, r.board, main[0].table!, main[0].board),
          "table",
        ],
      );
    }
  }

  /**
   * A pair that plays far fewer boards (under half) than the most common count of its field: a
   * number the movement does not have (mistyped), unless the director accepted it. Returns the
   * number of pairs.
   */
  private checkCounts(): number {
    type Entry = { pair: Pair; boards: BoardCount; rows: PlayedRow[] };
    const fields = new Map<string, Map<string, Entry>>();
    const each = (visit: (r: PlayedRow, field: string, pair: Pair) => void): void => {
      for (const r of this.rows) {
        for (const side of ["ns", "ew"] as const)
          visit(r, this.movement === "howell" ? "" : side, this.pairOf(r, side));
      }
    };
    each((r, field, pair) => {
      const inner = fields.get(field) ?? fields.set(field, new Map()).get(field)!;
      const entry =
        inner.get(pair.key) ??
        inner.set(pair.key, { pair, boards: new BoardCount(), rows: [] }).get(pair.key)!;
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
        if (usual < 4 || 2 * e.boards.size >= usual || this.isAccepted(e.pair)) continue;
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
        const side = this.pairOf(r, "ns").key === e.pair.key ? "ns" : "ew";
        this.add(
          "fewBoards",
          r,
          r.columns[side],
          fewBoards(e.pair.name, e.boards.size, usual, fieldName),
          true,
        );
      }
    }
    return pairs;
  }
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

/**
 * Boards as people write them: "board 7", "boards 7-9", "boards 1, 3 and 5".
 *
 * @example
 * boardsText([9, 7, 8]); // "boards 7-9"
 * boardsText([4]); // "board 4"
 */
export function boardsText(boards: readonly number[]): string {
  const b = [...new Set(boards)].sort((x, y) => x - y);
  if (b.length === 1) return `board ${b[0]}`;
  if (b[b.length - 1] - b[0] === b.length - 1) return `boards ${b[0]}-${b[b.length - 1]}`;
  return `boards ${b.slice(0, -1).join(", ")} and ${b[b.length - 1]}`;
}

/**
 * The movement as read, in a few words for the sheet's title and the command line.
 *
 * @example
 * playedWords({ movement: "mitchell", fromRounds: true, rounds: 7, tables: 7, sets: [[1, 2, 3], ...], pairs: 14, accepted: [] });
 * // "7 rounds, 7 tables a round, boards in 7 sets of 3 (Round column)"
 */
export function playedWords(played: MovementAsRead): string {
  const sizes = new Set(played.sets.map((s) => s.length));
  const n = played.sets.length;
  const sets =
    sizes.size === 1 ? `boards in ${n} set${n === 1 ? "" : "s"} of ${[...sizes][0]}` : `boards in ${n} sets`;
  const rounds = played.rounds === null ? "" : `${played.rounds} round${played.rounds === 1 ? "" : "s"}, `;
  const from = played.fromRounds ? " (Round column)" : "";
  const accepted =
    played.accepted.length === 0
      ? ""
      : `; accepted as late pairs or substitutes: ${played.accepted.join(", ")}`;
  return `${rounds}${played.tables} table${played.tables === 1 ? "" : "s"} a round, ${sets}${from}${accepted}`;
}

/** The movement's name with how it was played, for a title line. */
export function movementAsReadWords(name: string, played: MovementAsRead): string {
  return `${name}; ${playedWords(played)}`;
}

export { MOVEMENT_NAMES };

// The messages, each naming what the movement expected.

function twoPairingsInSet(
  pair: string,
  opponent: string,
  board: number,
  expected: string,
  expectedBoards: string,
  span: string,
  expectedLabel: string,
): string {
  return (
    `${cap(pair)} plays ${opponent} on board ${board} but ${expected} on ${expectedBoards}, ` +
    `and ${span} are one set, played in one round by the same pairs: the movement expects ${expectedLabel} here. ` +
    "Put the pair number right, or name the pair as a late pair or substitute if it did play."
  );
}

function expectedHere(
  pairing: string,
  board: number,
  expected: string,
  boards: string,
  span: string,
): string {
  return (
    `${pairing} on board ${board}: the movement expects ${expected} here, who play ${boards} of the set ${span.replace(/^boards /, "")}; ` +
    "a pair number is wrong (or say that the pair is a late pair or substitute)."
  );
}

function eitherRow(
  pairing: string,
  boards: string,
  other: string,
  otherBoards: string,
  span: string,
): string {
  return (
    `${pairing} play ${boards} and ${other} ${otherBoards} of the set ${span.replace(/^boards /, "")}, which each pairing plays whole: ` +
    "the pair numbers of one of these rows are wrong."
  );
}

function otherWayRound(ns: string, ew: string, board: number, otherBoard: number, span: string): string {
  return (
    `NS ${ns} v EW ${ew} on board ${board}, but the two pairs sit the other way round on board ${otherBoard}, ` +
    `and ${span} are one set, played in one round: the NS and EW numbers of one row are swapped.`
  );
}

function wrongSet(pairing: string, board: number, round: string, boards: string): string {
  return (
    `${pairing} play board ${board} in round ${round}, but ${boards} the rest of that round: board ${board} is of ` +
    "another set, so its Board (or Round) number is wrong."
  );
}

function missingResult(board: number, pairing: string, boards: string, span: string): string {
  return (
    `Board ${board} has no result for ${pairing}, who play ${boards} of the set ${span.replace(/^boards /, "")}: ` +
    `board ${board} needs its result, NP (not played) or an award.`
  );
}

function partOfSet(pairing: string, boards: string, span: string): string {
  return (
    `${pairing} play only ${boards} of the set ${span.replace(/^boards /, "")}, which the other tables play whole: ` +
    "a pair number may be wrong."
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

function fewBoards(pair: string, played: number, usual: number, field: string): string {
  return (
    `${cap(pair)} plays ${played} board${played === 1 ? "" : "s"} where ${field} play ${usual}: the movement has no such pair, ` +
    "so the number is probably mistyped. If it is a late pair or a substitute, say so (the command line's --accept-pairs, the pane's Accept pairs)."
  );
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
