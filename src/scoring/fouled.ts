// Fouled boards (Law 87): when the cards of a board differed between tables, the tables that held
// the same cards form a group, and each group is scored as a board of its own. Under matchpoints
// each group's results are factored to the whole board's top with Neuberg's formula (n = the
// group's results, N = the whole board's), as the EBU's and the ACBL's regulations do, so the
// board counts once in every pair's total, at the same top for every pair. Butler and cross-IMPs
// score each group on its own, cross-IMP totals factored in the same way (N/n).
//
// The traveller says which group a row is in with a column headed `Version` or `Fouled` (A, B,
// ...). A board whose rows give no version, or one version only, is not fouled and is scored as
// it stands.
import { cellText } from "./base/cells";
import { headerKey } from "./traveller/headers";
import type { FouledGroup } from "./board/scored-board";
import type { Problem } from "./traveller/problems";
import type { Traveller, TravellerBoard } from "./traveller/types";

/** Headers of a fouled-board column (after headerKey). */
const VERSION_KEYS = new Set(["version", "fouled", "foul", "fouledversion", "ver", "group"]);

/** The version column's 0-based index under each header row, or null when it has none. */
function versionColumns(traveller: Traveller): { row: number; column: number | null }[] {
  return [...traveller.headers]
    .sort((a, b) => a.row - b.row)
    .map((h) => ({
      row: h.row,
      column:
        h.columns.find((c) => c.role === "ignored" && VERSION_KEYS.has(headerKey(c.header)))?.index ?? null,
    }));
}

/**
 * The traveller with each fouled board split into its groups: one TravellerBoard per group, in
 * the order of the groups' names, each carrying `fouled` (its group and the whole board's tables).
 * A row with a blank version on a fouled board belongs to no group: {@link fouledProblems} refuses
 * it before scoring. The traveller itself is not changed.
 *
 * @example
 * splitFouled(traveller, cells).boards.map((b) => [b.board, b.fouled?.group]); // [[1, undefined], [7, "A"], [7, "B"]]
 */
export function splitFouled(traveller: Traveller, cells: readonly (readonly unknown[])[]): Traveller {
  const versions = versionOf(traveller, cells);
  if (versions.size === 0) return traveller;
  const boards: TravellerBoard[] = [];
  for (const b of traveller.boards) {
    const named = new Set(b.rows.map((r) => versions.get(r.row) ?? ""));
    named.delete("");
    if (named.size < 2) {
      boards.push(b);
      continue;
    }
    const results = b.rows.filter(
      (r) => r.entry.kind !== "artificial" && r.entry.kind !== "notPlayed",
    ).length;
    for (const group of [...named].sort()) {
      boards.push({
        ...b,
        rows: b.rows.filter((r) => versions.get(r.row) === group),
        fouled: { group, tables: b.rows.length, results },
      });
    }
  }
  return { ...traveller, boards };
}

/** Each row's version (upper case, trimmed), for rows under a header with a version column. */
function versionOf(traveller: Traveller, cells: readonly (readonly unknown[])[]): Map<number, string> {
  const columns = versionColumns(traveller);
  const out = new Map<number, string>();
  if (columns.every((c) => c.column === null)) return out;
  for (const b of traveller.boards) {
    for (const r of b.rows) {
      let c: number | null = null;
      for (const h of columns) if (h.row < r.row) c = h.column;
      if (c === null) continue;
      const text = cellText(cells[r.row]?.[c]).trim().toUpperCase();
      if (text !== "") out.set(r.row, text);
    }
  }
  return out;
}

/**
 * Rows of a fouled board (two versions or more on its rows) whose version is blank: which group
 * they belong to is unknown, so the board cannot be scored. Each names its row and column.
 *
 * @example
 * fouledProblems(traveller, cells); // [{ row: 9, column: 6, message: "Board 7 is fouled (versions A, B): ..." }]
 */
export function fouledProblems(traveller: Traveller, cells: readonly (readonly unknown[])[]): Problem[] {
  const versions = versionOf(traveller, cells);
  if (versions.size === 0) return [];
  const columns = versionColumns(traveller);
  const problems: Problem[] = [];
  for (const b of traveller.boards) {
    const named = [...new Set(b.rows.map((r) => versions.get(r.row) ?? ""))].filter((v) => v !== "").sort();
    if (named.length < 2) continue;
    for (const r of b.rows) {
      if (versions.has(r.row)) continue;
      let c = 0;
      for (const h of columns) if (h.row < r.row && h.column !== null) c = h.column;
      problems.push({
        row: r.row,
        column: c,
        message: `Board ${b.board} is fouled (versions ${named.join(", ")}), but this row names no version: say which cards the table played.`,
      });
    }
  }
  return problems;
}

/** "Board 7 (A)" for a fouled board's group, "Board 7" otherwise. */
export function boardName(board: { readonly board: number; readonly fouled?: FouledGroup }): string {
  return board.fouled === undefined ? `Board ${board.board}` : `Board ${board.board} (${board.fouled.group})`;
}
