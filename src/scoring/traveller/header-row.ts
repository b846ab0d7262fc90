// Finding a traveller's header row: which row names the columns, with the caller's say over how
// columns are read (the `columns` option) taken into account.
import { quote, ScoringError } from "../base/errors";
import { cellText, isBlankCell, readNumberCell } from "../base/cells";
import { bboRoles, COLUMN_ROLES, ColumnRole, hasTravellerRoles, headerRole } from "./headers";
import * as say from "./messages";
import { Problem } from "./problems";

/** How many rows are searched for the header row. */
export const HEADER_SEARCH_ROWS = 100;

/**
 * The caller's overrides of how columns are read, in either form (or both): by role
 * (`{ ns: 0, score: 5 }`, `{ lead: null }` for none) or by column index (`{ 7: "ignore" }`).
 */
export type ColumnsOption = Readonly<Record<string, ColumnRole | "ignore" | number | null>>;

/** The columns option, checked and sorted into its two forms. */
export interface Overrides {
  readonly byRole: ReadonlyMap<ColumnRole, number | null>;
  readonly byIndex: ReadonlyMap<number, ColumnRole | "ignore">;
}

/**
 * Checks the columns option and sorts it into overrides by role and by column index; throws a
 * ScoringError naming the first entry that is neither.
 *
 * @example
 * readOverrides({ ns: 0, 7: "ignore" }); // byRole ns -> 0, byIndex 7 -> "ignore"
 * readOverrides({ nsPair: 0 }); // throws: "nsPair" is not a role
 */
export function readOverrides(columns: ColumnsOption | undefined | null): Overrides {
  const byRole = new Map<ColumnRole, number | null>();
  const byIndex = new Map<number, ColumnRole | "ignore">();
  if (columns === undefined || columns === null) return { byRole, byIndex };
  if (typeof columns !== "object") throw new ScoringError(say.COLUMNS_NOT_OBJECT);
  const roleNames = COLUMN_ROLES.join(", ");
  const isRole = (x: unknown): boolean => (COLUMN_ROLES as readonly unknown[]).includes(x);
  for (const [key, value] of Object.entries(columns)) {
    if (/^\d+$/.test(key)) {
      if (value === "ignore" || (typeof value === "string" && isRole(value))) {
        byIndex.set(Number(key), value as ColumnRole | "ignore");
      } else throw new ScoringError(say.columnsOptionBadRole(key, value, roleNames));
    } else if (isRole(key)) {
      if (value === null || (typeof value === "number" && Number.isSafeInteger(value) && value >= 0)) {
        byRole.set(key as ColumnRole, value);
      } else throw new ScoringError(say.columnsOptionBadIndex(key, value));
    } else throw new ScoringError(say.columnsOptionUnknownKey(key, roleNames));
  }
  return { byRole, byIndex };
}

/** The role of each column of a row read as a header, after the caller's overrides. */
export function rolesOf(row: readonly unknown[], overrides: Overrides): Map<number, ColumnRole | "ignore"> {
  const out = headerWordRoles(row, overrides);
  for (const [role, index] of overrides.byRole) {
    for (const [i, r] of out) if (r === role) out.delete(i);
    if (index !== null) out.set(index, role);
  }
  return out;
}

/** The roles a row's own words give (and the caller's overrides by column index). */
function headerWordRoles(row: readonly unknown[], overrides: Overrides): Map<number, ColumnRole | "ignore"> {
  const out = new Map<number, ColumnRole | "ignore">();
  for (let i = 0; i < row.length; i++) {
    const role = headerRole(row[i]);
    if (role) out.set(i, role);
  }
  bboRoles(row, out);
  for (const [i, role] of overrides.byIndex) out.set(i, role);
  return out;
}

/**
 * Whether a row is a header row: at least two of its cells are header words, and with the caller's
 * overrides they cover both pair columns and a score or contract column.
 *
 * @example
 * qualifiesAsHeader(["NS", "EW", "Score"], readOverrides(undefined)); // true
 * qualifiesAsHeader(["NS", "EW", "Lead"], readOverrides(undefined)); // false: nothing gives the score
 */
export function qualifiesAsHeader(row: readonly unknown[], overrides: Overrides): boolean {
  const words = row.filter((c) => headerRole(c) !== null).length;
  return words >= 2 && coversNeeds(row, overrides);
}

/** Whether the roles of a row read as a header, with the overrides, include NS, EW and a score or contract. */
function coversNeeds(row: readonly unknown[], overrides: Overrides): boolean {
  return hasTravellerRoles(rolesOf(row, overrides).values());
}

/** Where the header row is, or the problem that says why none was found. */
export type HeaderSearch = { readonly row: number } | { readonly problem: Problem };

/**
 * Finds the header row: the row `given` by the caller (checked to be within the cells), else the
 * first of the first 100 rows that qualifies as a header, else (when the caller named columns
 * whose headers this program does not know) the first row of text only whose roles, with the
 * overrides, cover what a traveller needs. When none does, the problem points at the row that
 * came closest (the most header words), or at the first cell when no row had any.
 *
 * @example
 * findHeaderRow([["Board 15"], ["NS", "EW", "Score"]], undefined, readOverrides(undefined)); // { row: 1 }
 */
export function findHeaderRow(
  cells: readonly (readonly unknown[])[],
  given: number | undefined | null,
  overrides: Overrides,
): HeaderSearch {
  if (given !== undefined && given !== null) {
    if (!(Number.isSafeInteger(given) && given >= 0 && given < cells.length)) {
      throw new ScoringError(say.badHeaderRowOption(given, cells.length));
    }
    return { row: given };
  }
  const limit = Math.min(cells.length, HEADER_SEARCH_ROWS);
  let best = -1;
  let bestCount = 0;
  for (let r = 0; r < limit; r++) {
    if (qualifiesAsHeader(cells[r], overrides)) return { row: r };
    const roles = [...headerWordRoles(cells[r], overrides).values()].filter((x) => x !== "ignore");
    if (roles.length > bestCount) {
      best = r;
      bestCount = roles.length;
    }
  }
  if (overrides.byIndex.size > 0 || overrides.byRole.size > 0) {
    // Headers this program does not know, named by the caller: the first row of text only.
    for (let r = 0; r < limit; r++) {
      const filled = cells[r].filter((c) => !isBlankCell(c));
      if (
        filled.length > 0 &&
        filled.every((c) => readNumberCell(c) === null) &&
        coversNeeds(cells[r], overrides)
      ) {
        return { row: r };
      }
    }
  }
  if (best < 0) return { problem: { row: 0, column: 0, message: say.NO_HEADER_ROW } };
  const found = cells[best]
    .filter((c) => !isBlankCell(c))
    .map((c) => quote(cellText(c)))
    .join(", ");
  return {
    problem: {
      row: best,
      column: cells[best].findIndex((c) => !isBlankCell(c)),
      message: say.incompleteHeaderRow(found),
    },
  };
}
