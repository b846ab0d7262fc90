/**
 * Scoring a traveller again: which results sheets the pane wrote from it before (a record kept in
 * the document, by the traveller's first cell), the question asked when there are some, and the
 * note a results sheet carries of when it was scored. Pure: the reducer and the effect runner use
 * it; the Office adapter keeps the record (settings.ts) and replaces the sheets (replace-sheet.ts).
 */
import { areaCellAddress, parseAddress, type SheetArea } from "../office/area";
import type { CellModel, SheetModel } from "../sheet/model";
import { dayInWords } from "../sheet/day-words";
import { lookOf } from "../sheet/styles";

/**
 * The results sheets written from each traveller, by the traveller's first cell ("Sheet1!C3"): the
 * first cell stays where it is when a director adds a row or a column to correct the traveller.
 */
export type ScoredSheets = Readonly<Record<string, readonly string[]>>;

/** What the pane asks before scoring a traveller again: the results sheets written from it before. */
export interface ReplaceQuestion {
  /** The traveller's address, as the question names it ("Sheet1!C3:F7"). */
  readonly traveller: string;
  readonly sheets: readonly string[];
}

/** Each traveller's record is kept to its last few sheets, so that the record never grows unbounded. */
const KEPT_PER_TRAVELLER = 20;
/** The record keeps this many travellers, the most recently scored last. */
const KEPT_TRAVELLERS = 200;

/**
 * The key of a traveller in the record: its sheet and first cell.
 *
 * @example
 * travellerKey({ sheet: "Sheet1", top: 2, left: 2 }); // "Sheet1!C3"
 */
export function travellerKey(area: Pick<SheetArea, "sheet" | "top" | "left">): string {
  return areaCellAddress(area, 0, 0);
}

/**
 * The record as the document kept it, checked: anything that is not a map of lists of names is
 * dropped (an older or damaged record then makes the pane ask nothing, as before it kept one).
 *
 * @example
 * restoreScoredSheets({ "Sheet1!C3": ["Board 2 matchpoints"] }); // the same
 * restoreScoredSheets("junk"); // {}
 */
export function restoreScoredSheets(saved: unknown): ScoredSheets {
  if (saved === null || typeof saved !== "object" || Array.isArray(saved)) return {};
  const record: Record<string, readonly string[]> = {};
  for (const [key, names] of Object.entries(saved as Record<string, unknown>)) {
    if (!Array.isArray(names)) continue;
    const kept = names.filter((n): n is string => typeof n === "string" && n !== "");
    if (kept.length > 0) record[key] = kept;
  }
  return record;
}

/**
 * The results sheets written from this traveller before that are still in the workbook (as the
 * area was read: its `sheetNames`, compared as Excel compares names, ignoring case), never the
 * traveller's own sheet. Empty when there are none, or when the workbook's names are unknown.
 *
 * @example
 * earlierResults({ "Sheet1!C3": ["Board 2 matchpoints", "Gone"] }, { sheet: "Sheet1", top: 2, left: 2, sheetNames: ["Sheet1", "board 2 matchpoints"] });
 * // ["board 2 matchpoints"]
 */
export function earlierResults(
  record: ScoredSheets,
  area: Pick<SheetArea, "sheet" | "top" | "left" | "sheetNames">,
): string[] {
  const listed = record[travellerKey(area)] ?? [];
  const names = area.sheetNames ?? [];
  const found: string[] = [];
  for (const wanted of listed) {
    const name = names.find((n) => n.toLowerCase() === wanted.toLowerCase());
    if (name !== undefined && name.toLowerCase() !== area.sheet.toLowerCase() && !found.includes(name))
      found.push(name);
  }
  return found;
}

/**
 * The record once a results sheet is written from a traveller: the new sheet, after the earlier
 * ones kept (none when they were replaced). The traveller moves to the end (the most recent).
 *
 * @example
 * recordWritten({}, "Sheet1!C3", [], "Board 2 matchpoints"); // { "Sheet1!C3": ["Board 2 matchpoints"] }
 * recordWritten(r, "Sheet1!C3", ["Board 2 matchpoints"], "Board 2 matchpoints (2)"); // both, in that order
 */
export function recordWritten(
  record: ScoredSheets,
  key: string,
  kept: readonly string[],
  written: string,
): ScoredSheets {
  const others = Object.entries(record).filter(([k]) => k !== key);
  const sheets = [...kept.filter((n) => n.toLowerCase() !== written.toLowerCase()), written];
  const entries = [...others, [key, sheets.slice(-KEPT_PER_TRAVELLER)] as const].slice(-KEPT_TRAVELLERS);
  return Object.fromEntries(entries);
}

/**
 * The note a results sheet carries of when and from where it was scored, in the director's own
 * clock (the time the pane runs in), spelt out so no locale can read the day as the month.
 *
 * @example
 * scoredNote(new Date(2026, 10, 25, 9, 5), "Sheet1!C3:F7"); // "Scored on 25 November 2026 at 09:05 from Sheet1!C3:F7."
 */
export function scoredNote(at: Date, from: string): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const day = dayInWords(at.getFullYear(), at.getMonth() + 1, at.getDate());
  return `Scored on ${day} at ${two(at.getHours())}:${two(at.getMinutes())} from ${from}.`;
}

/**
 * The sheet with the note of when it was scored: on the first empty row under the sheet's title
 * block (the row that parts the title from the first board or the ranking), as a note; when that
 * row is taken, after the title's own words (a sheet with no title is left as it is). The note is
 * text, never a formula.
 *
 * @example
 * withScoredNote(model, "Scored on 25 November 2026 at 09:05 from Sheet1!C3:F7.").cells; // one cell more, on row 4
 */
export function withScoredNote(model: SheetModel, note: string): SheetModel {
  const title = model.blocks.find((b) => b.kind === "title");
  const row = title ? title.rows[1] + 1 : null;
  if (row !== null && !model.cells.some((c) => c.row === row)) {
    const cell: CellModel = { row, col: 0, ...lookOf("note"), value: note };
    return { ...model, cells: [...model.cells, cell] };
  }
  const at = model.cells.findIndex(
    (c) => c.role === "title" && typeof c.value === "string" && c.formula === undefined,
  );
  if (at < 0) return model;
  const cells = model.cells.map((c, i) => (i === at ? { ...c, value: `${String(c.value)} ${note}` } : c));
  return { ...model, cells };
}

/** Where a results sheet of the pane's came from: the traveller's key, and how the pane knows. */
export interface ResultsOrigin {
  /** The results sheet, as the workbook names it. */
  readonly sheet: string;
  /** The traveller's first cell ("Sheet1!C3"): its key in the record. */
  readonly traveller: string;
}

/**
 * Whether the area read is on one of the pane's own results sheets, and the traveller it was
 * scored from: first by the record (the sheet written from a traveller, the latest traveller when
 * several list it), else by the note the sheet carries of where it was scored from (a record lost,
 * or a sheet renamed since), when the area holds it. Null for anything else (a traveller, say).
 *
 * @example
 * resultsOrigin({ "Sheet1!C3": ["Board 2 matchpoints"] }, { sheet: "board 2 matchpoints", values: [] });
 * // { sheet: "board 2 matchpoints", traveller: "Sheet1!C3" }
 */
export function resultsOrigin(
  record: ScoredSheets,
  area: Pick<SheetArea, "sheet" | "values">,
): ResultsOrigin | null {
  const sheet = area.sheet.toLowerCase();
  const listed = Object.entries(record).filter(([, names]) => names.some((n) => n.toLowerCase() === sheet));
  const latest = listed.at(-1)?.[0] ?? notedSource(area.values);
  // A traveller is never its own results sheet (a name reused after a results sheet was deleted).
  if (latest === null || parseAddress(latest).sheet?.toLowerCase() === sheet) return null;
  return { sheet: area.sheet, traveller: latest };
}

/** The traveller named by the first scored note among the cells, or null. */
function notedSource(values: SheetArea["values"]): string | null {
  for (const row of values) {
    for (const value of row) {
      const from = typeof value === "string" ? noteSource(value) : null;
      if (from !== null) return from;
    }
  }
  return null;
}

/**
 * The traveller's first cell named by a scored note (scoredNote's words, alone in its cell or
 * after a title), or null for any other text.
 *
 * @example
 * noteSource("Scored on 25 November 2026 at 09:05 from 'Club night'!C3:F7."); // "'Club night'!C3"
 * noteSource("Board 2"); // null
 */
export function noteSource(text: string): string | null {
  const m =
    /Scored on \d{1,2} [A-Z][a-z]+ \d{4} at \d\d:\d\d from ((?:'(?:[^']|'')+'|[^\s'!]+)!)([A-Z]{1,3}[1-9][0-9]*)(?::[A-Z]{1,3}[1-9][0-9]*)?\.$/.exec(
      text,
    );
  return m === null ? null : `${m[1]}${m[2]}`;
}
