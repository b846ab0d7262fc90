// A pair twice on one board, told apart by the Round and Table columns. The traveller reader names
// both rows (either may hold the wrong number); where every row says its round and table, the
// other boards played at a row's table in its round show who sat there, and so which row is wrong:
// - a pair number typed for another: the row whose pair is not the one its table held that round
//   is named, with the pair that sat there;
// - a row typed on the wrong board (both its pairs then meet that board twice): the row whose board
//   is no board of the set its table played that round is named, once, with the board that now
//   lacks its line.
// Anything else (no Round or Table column, several header rows, a seat the rows do not agree on)
// leaves the reader's problems as they are.
import { cellText, readBoardCell, readPairCell } from "../base/cells";
import type { Problem } from "../traveller/problems";
import type { Traveller } from "../traveller/types";
import { boardsText } from "./check-context";
import { roundColumnOf } from "./played";
import { onAnotherBoard } from "./check-rounds";

type Side = "ns" | "ew";

/** The most pairs met twice on a board that are told apart by their seats; the rest keep the reader's problems. */
const MAX_LOOKED = 500;

/** A table's row as its cells give it: where it is, its board, pairs, round and table. */
interface SeatRow {
  readonly row: number;
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  readonly round: string;
  readonly table: string;
  readonly seat: string;
}

/** The columns read: the board's, each pair's, the round's and the table's. */
interface SeatColumns {
  readonly board: number;
  readonly ns: number;
  readonly ew: number;
  readonly round: number;
  readonly table: number;
}

/**
 * The traveller's problems, with each pair met twice on one board said once, on the row the Round
 * and Table columns show is wrong (see the module's comment).
 *
 * @example
 * seatedProblems(readTraveller(cells), cells); // [{ row: 5, column: 3, message: "NS pair 5 is on board 1 twice: ..." }]
 */
export function seatedProblems(
  traveller: Traveller,
  cells: readonly (readonly unknown[])[],
): readonly Problem[] {
  const columns = seatColumns(traveller);
  if (columns === null || traveller.problems.length === 0) return traveller.problems;
  const rows = seatRows(traveller, cells, columns);
  const bySeat = groupBy(rows, (r) => r.seat);
  const twice = {
    ns: groupBy(rows, (r) => `${r.board}\u0000${r.ns}`),
    ew: groupBy(rows, (r) => `${r.board}\u0000${r.ew}`),
  };
  const drop = new Set<string>();
  const told = new Map<number, Problem>();
  const dropGroup = (side: Side, r: SeatRow): void => {
    for (const o of twice[side].get(`${r.board}\u0000${r[side]}`) ?? [])
      drop.add(`${o.row}\u0000${columns[side]}`);
  };
  let looked = 0;
  for (const side of ["ns", "ew"] as const) {
    for (const group of twice[side].values()) {
      if (group.length !== 2) continue;
      // Each look reads the rows of the two tables' seats: past a few hundred, the reader's own
      // problems stand, so a file of a million such rows is still read in linear time.
      if (++looked > MAX_LOOKED) break;
      const found = wrongPair(group, side, bySeat) ?? wrongBoard(group, side, twice, bySeat);
      if (found === null) continue;
      // A row on the wrong board meets both its pairs' own lines there: all four problems go.
      for (const s of found.board ? (["ns", "ew"] as const) : [side]) dropGroup(s, found.row);
      if (!told.has(found.row.row)) {
        const column = found.board ? columns.board : columns[side];
        told.set(found.row.row, { row: found.row.row, column, message: found.message });
      }
    }
  }
  if (told.size === 0) return traveller.problems;
  return [...traveller.problems.filter((p) => !drop.has(`${p.row}\u0000${p.column}`)), ...told.values()].sort(
    (a, b) => a.row - b.row || a.column - b.column,
  );
}

/** The columns of a traveller of one header row with Board, NS, EW, Round and Table; else null. */
function seatColumns(traveller: Traveller): SeatColumns | null {
  if (traveller.headers.length !== 1) return null;
  const header = traveller.headers[0];
  const of = (role: string): number | undefined => header.columns.find((c) => c.role === role)?.index;
  const [board, ns, ew, table] = [of("board"), of("ns"), of("ew"), of("table")];
  const round = roundColumnOf(header);
  if (board === undefined || ns === undefined || ew === undefined || table === undefined || round === null) {
    return null;
  }
  return { board, ns, ew, round, table };
}

/** Every table's row, read or refused, whose board, pairs, round and table can all be read. */
function seatRows(traveller: Traveller, cells: readonly (readonly unknown[])[], c: SeatColumns): SeatRow[] {
  const tableRows = new Set<number>([
    ...traveller.boards.flatMap((b) => b.rows.map((r) => r.row)),
    ...traveller.problems.map((p) => p.row),
  ]);
  const rows: SeatRow[] = [];
  for (const row of [...tableRows].sort((a, b) => a - b)) {
    const v = cells[row] ?? [];
    const board = readBoardCell(v[c.board]);
    const ns = readPairCell(v[c.ns]);
    const ew = readPairCell(v[c.ew]);
    const round = cellText(v[c.round]);
    const table = cellText(v[c.table]);
    if (typeof board !== "number" || typeof ns !== "string" || typeof ew !== "string") continue;
    if (round === "" || table === "") continue;
    rows.push({ row, board, ns, ew, round, table, seat: `${round}\u0000${table}` });
  }
  return rows;
}

/** What one of two rows is found to be: the row, its message, and whether its board is the mistake. */
interface Found {
  readonly row: SeatRow;
  readonly message: string;
  readonly board: boolean;
}

/**
 * The pair that most of the other rows at a row's table in its round have on `side`, when more
 * than half of them agree; null when none (a table with no other board, or rows that disagree).
 */
function seatedPair(r: SeatRow, side: Side, bySeat: ReadonlyMap<string, readonly SeatRow[]>): string | null {
  const others = (bySeat.get(r.seat) ?? []).filter((o) => o !== r && o.board !== r.board);
  const counts = new Map<string, number>();
  for (const o of others) counts.set(o[side], (counts.get(o[side]) ?? 0) + 1);
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best !== undefined && best[1] * 2 > others.length ? best[0] : null;
}

/** Of two rows with one pair on one board: the one whose table held another pair that round. */
function wrongPair(
  group: readonly SeatRow[],
  side: Side,
  bySeat: ReadonlyMap<string, readonly SeatRow[]>,
): Found | null {
  const pair = group[0][side];
  const seated = group.map((r) => seatedPair(r, side, bySeat));
  if (seated.some((s) => s === null)) return null;
  const wrong = group.filter((_, i) => seated[i] !== pair);
  if (wrong.length !== 1) return null;
  const r = wrong[0];
  const right = group.find((o) => o !== r)!;
  const expected = seated[group.indexOf(r)]!;
  const boards = (bySeat.get(r.seat) ?? []).filter((o) => o !== r).map((o) => o.board);
  return {
    row: r,
    board: false,
    message: pairAtAnotherTable(side, pair, r, right, expected, boardsText(boards)),
  };
}

/**
 * Of two rows with one pair on one board, both pairs seated right: the one whose board is no board
 * of the run its table played that round, with the board of that run that has no line for it.
 */
function wrongBoard(
  group: readonly SeatRow[],
  side: Side,
  twice: Readonly<Record<Side, ReadonlyMap<string, readonly SeatRow[]>>>,
  bySeat: ReadonlyMap<string, readonly SeatRow[]>,
): Found | null {
  const seatBoards = (r: SeatRow): number[] =>
    (bySeat.get(r.seat) ?? []).filter((o) => o !== r).map((o) => o.board);
  const off = group.filter((r) => {
    const boards = seatBoards(r);
    return boards.length > 0 && !consecutive([...boards, r.board]);
  });
  if (off.length !== 1) return null;
  const r = off[0];
  const boards = seatBoards(r);
  const lacking = [Math.min(...boards) - 1, Math.max(...boards) + 1].filter(
    (b) => b >= 1 && !twice.ns.has(`${b}\u0000${r.ns}`) && !twice.ew.has(`${b}\u0000${r.ew}`),
  );
  const elsewhere = group.find((o) => o !== r)!;
  return {
    row: r,
    board: true,
    message: `${onAnotherBoard(
      { board: r.board, pairing: `NS ${r.ns} v EW ${r.ew}` },
      `${boardsText(boards)} at table ${r.table} in round ${r.round}`,
      `${side.toUpperCase()} ${r[side]} played board ${r.board} at table ${elsewhere.table} in round ${elsewhere.round}`,
      lacking.length === 1 ? lacking[0] : null,
    )} Put the Board number right.`,
  };
}

/** Whether the numbers are a run of consecutive numbers, each once. */
function consecutive(numbers: readonly number[]): boolean {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  return sorted.length === numbers.length && sorted[sorted.length - 1] - sorted[0] === sorted.length - 1;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const by = new Map<string, T[]>();
  for (const item of items) {
    const k = keyOf(item);
    (by.get(k) ?? by.set(k, []).get(k)!).push(item);
  }
  return by;
}

// The messages, each naming what the movement expected.

function pairAtAnotherTable(
  side: Side,
  pair: string,
  r: SeatRow,
  right: SeatRow,
  expected: string,
  boards: string,
): string {
  const field = side.toUpperCase();
  return (
    `${field} pair ${pair} is on board ${r.board} twice, and this row is the one that is wrong: table ${r.table} ` +
    `in round ${r.round} held ${field} ${expected} (on ${boards} of that round), while ${field} ${pair} played ` +
    `board ${r.board} at table ${right.table} in round ${right.round}. The ${field} pair here should be ${expected}.`
  );
}
