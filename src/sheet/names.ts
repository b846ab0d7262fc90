import { headOf } from "../grid/characters";
import { METHOD_CHOICES, METHOD_NAMES, type MethodChoice } from "../scoring";

/** Excel's limit on the length of a sheet name. */
export const MAX_SHEET_NAME_LENGTH = 31;

/** What the results sheet is named after: one method, or all three side by side. */
export type SheetMethod = MethodChoice;

/** The sheet methods: each scoring method, then "all" (the core's choices of method). */
export const SHEET_METHODS: readonly SheetMethod[] = METHOD_CHOICES;

/**
 * A sheet name Excel accepts: the characters it forbids (: \ / ? * [ ]) become "-", runs of
 * spaces become one, an apostrophe may not start or end it, it is cut to 31 characters, and an
 * empty name (or Excel's reserved "History") becomes "Results".
 *
 * @example
 * cleanSheetName("Board 3/4: [draft]"); // "Board 3-4- -draft-"
 * cleanSheetName("  "); // "Results"
 */
export function cleanSheetName(name: string): string {
  let s = String(name)
    .replace(/[:\\/?*[\]]/g, "-")
    .replace(/\p{Cc}/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^'+|'+$/g, "")
    .trim();
  s = headOf(s, MAX_SHEET_NAME_LENGTH).trim();
  if (s === "" || s.toLowerCase() === "history") return "Results";
  return s;
}

/**
 * A sheet name that is not among `existing` (compared as Excel does, ignoring case): the cleaned
 * name itself, else the name with " (2)", " (3)" ... added, the name shortened so the whole stays
 * within 31 characters.
 *
 * @example
 * uniqueSheetName("Board 15 cross-IMPs", ["Sheet1"]); // "Board 15 cross-IMPs"
 * uniqueSheetName("Board 15 cross-IMPs", ["board 15 cross-imps", "Board 15 cross-IMPs (2)"]); // "Board 15 cross-IMPs (3)"
 */
export function uniqueSheetName(wanted: string, existing: readonly string[]): string {
  const taken = new Set(existing.map((n) => n.toLowerCase()));
  const base = cleanSheetName(wanted);
  if (!taken.has(base.toLowerCase())) return base;
  for (let k = 2; ; k++) {
    const suffix = ` (${k})`;
    const name = `${headOf(base, MAX_SHEET_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/**
 * The wanted name of a results sheet: "Board 15 cross-IMPs" for one board, "Session matchpoints"
 * for several.
 *
 * @example
 * resultsSheetName([15], "cross"); // "Board 15 cross-IMPs"
 * resultsSheetName([1, 2, 3], "mp"); // "Session matchpoints"
 */
export function resultsSheetName(boards: readonly number[], method: SheetMethod): string {
  const what = METHOD_NAMES[method];
  return cleanSheetName(boards.length === 1 ? `Board ${boards[0]} ${what}` : `Session ${what}`);
}
