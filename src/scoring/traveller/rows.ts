// What each row under a header row is: another header, a title, a totals row, a row of sums, a
// note, a blank, or a table's row to read. Only a row without both pair numbers can be anything
// but a table's row, whatever its other cells say.
import { cellText, isBlankCell, readNumberCell, readPairCell } from "../base/cells";
import { ColumnRole } from "./headers";
import { Overrides, qualifiesAsHeader } from "./header-row";
import { titleBoardOf } from "./titles";

/**
 * What a row is:
 * - `blank`: nothing in it;
 * - `header`: a header row, starting a new block (travellers pasted one under another);
 * - `totals`: a cell other than a contract or score cell says Total, Sum, Average or the like;
 * - `title`: a title stating a board number ("Board 15"), the board of the rows below it when
 *   there is no Board column;
 * - `sums`: numbers only, no pair or board number: a totals row when no table's row follows it
 *   in its block, else a table's row that lost its pair numbers;
 * - `note`: no pair numbers and nothing in the contract, declarer, result or score cells;
 * - `table`: a table's row, to be read.
 */
export type RowKind =
  | { readonly kind: "blank" | "header" | "totals" | "sums" | "note" | "table" }
  | { readonly kind: "title"; readonly board: number };

const TOTAL_RE = /^(?:grand\s*)?(?:totals?|sum|check|average|avg|\u03a3|\u2211)\b/i;

/**
 * What `row` is, under a header row whose roles are in `roleColumns` (the caller's column
 * overrides count when deciding whether it is itself a header row).
 *
 * @example
 * const columns = new Map([["ns", 0], ["ew", 1], ["score", 2]]);
 * classifyRow(["Total", "", 1090], columns, overrides).kind; // "totals"
 * classifyRow(["", "", 1090], columns, overrides).kind; // "sums"
 * classifyRow([3, 4, 420], columns, overrides).kind; // "table"
 */
export function classifyRow(
  row: readonly unknown[],
  roleColumns: ReadonlyMap<ColumnRole, number>,
  overrides: Overrides,
): RowKind {
  if (row.every(isBlankCell)) return { kind: "blank" };
  if (qualifiesAsHeader(row, overrides)) return { kind: "header" };
  const nsCol = roleColumns.get("ns");
  const ewCol = roleColumns.get("ew");
  const boardCol = roleColumns.get("board");
  // A table's row has both pair numbers; only a row without them can be a total or a title.
  const hasPairs =
    nsCol !== undefined &&
    ewCol !== undefined &&
    typeof readPairCell(row[nsCol]) === "string" &&
    typeof readPairCell(row[ewCol]) === "string";
  if (hasPairs) return { kind: "table" };
  // Pairs known by their players (Bridge Base Online): all four names filled.
  const seats = (["north", "south", "east", "west"] as const).map((role) => roleColumns.get(role));
  if (seats.every((c) => c !== undefined && !isBlankCell(row[c]))) return { kind: "table" };
  const entryColumns = new Set(
    (["contract", "score", "scorePlus", "scoreMinus"] as const).map((role) => roleColumns.get(role)),
  );
  if (row.some((c, i) => !entryColumns.has(i) && TOTAL_RE.test(cellText(c)))) return { kind: "totals" };
  const stated = titleBoardOf(row, boardCol);
  if (stated !== null) return { kind: "title", board: stated };
  const pairsBlank =
    (nsCol === undefined || isBlankCell(row[nsCol])) && (ewCol === undefined || isBlankCell(row[ewCol]));
  if (!pairsBlank) return { kind: "table" };
  // Numbers only, and no board number (a sum of a Board column would make no sense).
  if (
    row.filter((c) => !isBlankCell(c)).every((c) => readNumberCell(c) !== null) &&
    (boardCol === undefined || isBlankCell(row[boardCol]))
  ) {
    return { kind: "sums" };
  }
  const filledEntry = (["contract", "declarer", "result", "score", "scorePlus", "scoreMinus"] as const).some(
    (role) => {
      const c = roleColumns.get(role);
      return c !== undefined && !isBlankCell(row[c]);
    },
  );
  return filledEntry ? { kind: "table" } : { kind: "note" };
}
