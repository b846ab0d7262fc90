// The tables of a Swiss round: each match a table, the top match at table 1 and so on down, but
// a team that stays at one table (a home table, for a player who cannot move) plays its match
// there; and which board set each table plays when there are fewer sets than tables.
import { check, quote, ScoringError } from "../base/errors";
import type { SwissDraw, SwissTable } from "./swiss";

/** A table of a draw, with its board set and whether its home team is stationary (swiss.ts). */
export type SeatedTable = SwissTable;
/** A draw with its tables placed. */
export type SeatedDraw = SwissDraw;

/**
 * The draw's tables placed (docs/conventions.md, "The Swiss draw"): a match with a team that has
 * a home table is played at it, that team at home (North-South at the table); the other matches
 * take the lowest tables left, in the draw's order (the top match lowest). With `boardSets`
 * fewer than the tables, table t plays set ((t - 1) mod sets) + 1, so the tables sharing a set
 * are a relay a set apart. Throws a ScoringError for two teams given one home table, or a home
 * table not a whole number 1 or more; when both teams of a match have a home table, the
 * higher-placed team's stands.
 *
 * @example
 * seatTables(draw, new Map([["Kings", 3]])).tables; // Kings' match at table 3, Kings at home
 */
export function seatTables(
  draw: SwissDraw,
  homeTables: ReadonlyMap<string, number>,
  boardSets?: number,
): SeatedDraw {
  const owner = new Map<number, string>();
  for (const [team, t] of homeTables) {
    check(
      Number.isSafeInteger(t) && t >= 1,
      `${quote(team)}: a home table is a whole number, 1 or more, not ${quote(t)}.`,
    );
    const other = owner.get(t);
    if (other !== undefined)
      throw new ScoringError(
        `${quote(other)} and ${quote(team)} both have table ${t} as home table: one each.`,
      );
    owner.set(t, team);
  }
  if (boardSets !== undefined)
    check(
      Number.isSafeInteger(boardSets) && boardSets >= 1,
      `The board sets must be a whole number, 1 or more, not ${quote(boardSets)}.`,
    );
  const taken = new Set<number>();
  const placed: (SeatedTable | null)[] = draw.tables.map((m) => {
    const home = homeTables.get(m.home);
    const away = homeTables.get(m.away);
    const at = home ?? away;
    if (at === undefined) return null;
    taken.add(at);
    const swap = home === undefined;
    return {
      ...m,
      table: at,
      home: swap ? m.away : m.home,
      away: swap ? m.home : m.away,
      stationary: true,
    };
  });
  let next = 1;
  const tables = draw.tables
    .map((m, k): SeatedTable => {
      if (placed[k] !== null) return placed[k]!;
      while (taken.has(next)) next++;
      taken.add(next);
      return { ...m, table: next };
    })
    .map((t) => (boardSets === undefined ? t : { ...t, boardSet: ((t.table - 1) % boardSets) + 1 }))
    .sort((a, b) => a.table - b.table);
  return { ...draw, tables, ...(boardSets !== undefined ? { boardSets } : {}) };
}

/**
 * The tables that share each board set, for a draw whose sets are fewer than its tables: set
 * number and its tables in order; empty when every table has a set of its own (or none is given).
 *
 * @example
 * drawSharedSets(seatTables(draw, new Map(), 2)); // [[1, [1, 3]], [2, [2, 4]]] for four tables
 */
export function drawSharedSets(draw: SeatedDraw): [number, number[]][] {
  const bySet = new Map<number, number[]>();
  for (const t of draw.tables)
    if (t.boardSet !== undefined) bySet.set(t.boardSet, [...(bySet.get(t.boardSet) ?? []), t.table]);
  return [...bySet].filter(([, ts]) => ts.length > 1).sort((a, b) => a[0] - b[0]);
}

/**
 * A table's line for its card and the draw: "Table 3: Team 5 (NS at table 3) v Team 9", with its
 * board set when sets are given.
 *
 * @example
 * tableLine({ table: 3, home: "Team 5", away: "Team 9", rematch: false }); // "Table 3: Team 5 (NS at table 3) v Team 9"
 */
export function tableLine(t: SeatedTable): string {
  const set = t.boardSet !== undefined ? `, board set ${t.boardSet}` : "";
  const stays = t.stationary ? ", its home table" : "";
  return `Table ${t.table}: ${t.home} (NS at table ${t.table}${stays}) v ${t.away}${set}`;
}
