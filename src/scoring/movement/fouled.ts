// Fouled boards (Law 87): when the cards of a board differed between tables, the tables that held
// the same cards form a group, and each group is scored as a board of its own. Under matchpoints
// each group's results are factored to the whole board's top with Neuberg's formula (n = the
// group's results, N = the whole board's), as the EBU's and the ACBL's regulations do, so the
// board counts once in every pair's total, at the same top for every pair. Butler and cross-IMPs
// score each group on its own, cross-IMP totals factored in the same way (N/n).
//
// The traveller says which group a row is in with a column headed `Version` or `Fouled` (A, B,
// ...), or the director names the board and each version's tables (readFouled). A board whose
// rows give no version, or one version only, is not fouled and is scored as it stands.
import { cellText } from "../base/cells";
import { headerKey } from "../traveller/headers";
import type { FouledGroup } from "../board/scored-board";
import type { Problem } from "../traveller/problems";
import type { Traveller, TravellerBoard } from "../traveller/types";
import { quote } from "../base/errors";

/** Headers of a fouled-board column (after headerKey). */
const VERSION_KEYS = new Set(["version", "fouled", "foul", "fouledversion", "foulversion"]);

/** The director's fouled boards: on each board named, the version each table played. */
export interface FouledChoice {
  readonly boards: readonly {
    readonly board: number;
    readonly versions: readonly { readonly version: string; readonly tables: readonly number[] }[];
  }[];
}

/**
 * Reads the director's fouled boards as typed: a board, a colon, then each version with its
 * tables; boards apart with semicolons. A table is the row's Table column, or else its NS pair
 * number (a Mitchell's NS pairs stay at their tables).
 *
 * @example
 * readFouled("7: A 1-3, B 4-5"); // { ok: true, choice: { boards: [{ board: 7, versions: [{ version: "A", tables: [1, 2, 3] }, { version: "B", tables: [4, 5] }] }] } }
 * readFouled("7 A 1-3"); // { ok: false, message: "..." }
 */
export function readFouled(
  text: string,
): { readonly ok: true; readonly choice: FouledChoice } | { readonly ok: false; readonly message: string } {
  const bad = {
    ok: false as const,
    message: `${quote(text)} is not a fouled board: give the board, a colon, then each version with its tables, such as "7: A 1-3, B 4-5" (boards apart with semicolons).`,
  };
  const boards: FouledChoice["boards"][number][] = [];
  for (const part of text.split(";").filter((p) => p.trim() !== "")) {
    const m = /^\s*(\d+)\s*:\s*(.+)$/.exec(part);
    if (m === null) return bad;
    const versions: { version: string; tables: number[] }[] = [];
    const seen = new Set<number>();
    // "A 1-3, B 4-5": a version's letters, then its tables (a version may have runs after commas).
    let current: { version: string; tables: number[] } | null = null;
    for (const item of m[2].split(",").map((x) => x.trim())) {
      const v = /^([A-Za-z]{1,3})\s+(.+)$/.exec(item);
      if (v !== null) {
        current = { version: v[1].toUpperCase(), tables: [] };
        versions.push(current);
      }
      const r = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(v === null ? item : v[2].trim());
      if (current === null || r === null) return bad;
      const from = Number(r[1]);
      const to = r[2] === undefined ? from : Number(r[2]);
      if (from < 1 || to < from || to - from > 1000) return bad;
      for (let t = from; t <= to; t++) {
        if (seen.has(t)) {
          return {
            ok: false,
            message: `${quote(text)}: table ${t} of board ${m[1]} is given two versions; each table played one.`,
          };
        }
        seen.add(t);
        current.tables.push(t);
      }
    }
    if (new Set(versions.map((x) => x.version)).size < 2) {
      return {
        ok: false,
        message: `${quote(text)}: board ${m[1]} needs two versions or more (A and B) to be fouled.`,
      };
    }
    boards.push({ board: Number(m[1]), versions });
  }
  return boards.length === 0 ? bad : { ok: true, choice: { boards } };
}

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
export function splitFouled(
  traveller: Traveller,
  cells: readonly (readonly unknown[])[],
  choice?: FouledChoice,
): Traveller {
  const versions = versionOf(traveller, cells, choice);
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

/**
 * Each row's version (upper case, trimmed): from the version column, and on a board the director
 * names, from the director's choice (by the row's table, or else its NS pair number).
 */
function versionOf(
  traveller: Traveller,
  cells: readonly (readonly unknown[])[],
  choice: FouledChoice | undefined,
): Map<number, string> {
  const columns = versionColumns(traveller);
  const named = new Map((choice?.boards ?? []).map((b) => [b.board, b.versions]));
  const out = new Map<number, string>();
  for (const b of traveller.boards) {
    const versions = named.get(b.board);
    for (const r of b.rows) {
      if (versions !== undefined) {
        const table = Number(r.table ?? r.ns);
        const v = versions.find((x) => x.tables.includes(table));
        if (v !== undefined) out.set(r.row, v.version);
        continue;
      }
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
export function fouledProblems(
  traveller: Traveller,
  cells: readonly (readonly unknown[])[],
  choice?: FouledChoice,
): Problem[] {
  const versions = versionOf(traveller, cells, choice);
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
        message: `Board ${b.board} is fouled (versions ${named.join(", ")}), but no version is given for this row (table ${r.table ?? r.ns}): say which cards its table played.`,
      });
    }
  }
  return problems;
}

/** "Board 7 (A)" for a fouled board's group, "Board 7" otherwise. */
export function boardName(board: { readonly board: number; readonly fouled?: FouledGroup }): string {
  return board.fouled === undefined ? `Board ${board.board}` : `Board ${board.board} (${board.fouled.group})`;
}

/**
 * Why the director's fouled boards cannot be applied (a board named that none of the travellers,
 * one a section, has), or null.
 *
 * @example
 * fouledChoiceProblem([traveller], { boards: [{ board: 40, versions: [...] }] }); // "Board 40 is named as fouled, but ..."
 */
export function fouledChoiceProblem(
  travellers: readonly Traveller[],
  choice: FouledChoice | undefined,
): string | null {
  const have = new Set(travellers.flatMap((t) => t.boards.map((b) => b.board)));
  const missing = (choice?.boards ?? []).filter((b) => !have.has(b.board)).map((b) => b.board);
  if (missing.length === 0) return null;
  return `${missing.length === 1 ? "Board" : "Boards"} ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} named as fouled, but the traveller has no such board.`;
}
