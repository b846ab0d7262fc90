// The movement as it was played, read from a traveller's rows: each row's board, pairs, round,
// table and section as the movement checks see them, what the checks read of the movement (its
// board sets, rounds, tables and pairs), and that reading in a few words for a title.
import type { Movement } from "../model/methods";
import { cellText } from "../base/cells";
import { headerKey } from "../traveller/headers";
import type { HeaderReading, Traveller, TravellerRow } from "../traveller/types";

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

/** The 0-based column of a header row's Round column (which the traveller reader passes over), or null. */
export function roundColumnOf(header: HeaderReading): number | null {
  return (
    header.columns.find((c) => c.role === "ignored" && ROUND_KEYS.has(headerKey(c.header)))?.index ?? null
  );
}

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
  const roundColumn = headers.map(roundColumnOf);
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
