// A traveller range handed to a worksheet function (=BRIDGE.RANKING and its kin), opened and
// scored on the same road as the pane's Score: the range is a section of cells, opened into an
// event, split by a Section column, and each section scored by the event layer with the options
// typed into the formula. Whatever cannot be scored is one ScoringError whose message names the
// row and column of the range, so the formula's #VALUE! says what to put right.
import { ScoringError, isBlankCell, readOption, type MethodChoice } from "../scoring";
import type { UserChoices } from "./choices";
import { AskedFindingsError } from "./findings";
import type { BridgeEvent, Grid } from "./model";
import { openEvent, EventError } from "./open";
import { refusedBy } from "./refusals";
import { startScoring, type ScoredPairsSection, type ScoredSection } from "./score";
import { withSections } from "./sections";
import { pairsChoicesFromWords, splitOptionWords } from "./option-words";

/**
 * The most rows with something in them a session function scores: a session of 36 boards at 50
 * tables is 1,800 rows; past this the pane or the command line scores it, and the formula says so.
 */
export const MOST_FUNCTION_ROWS = 100_000;

/** The rows of a range up to its last row with something in it (a whole-column reference is mostly blank). */
export function filledRows(values: Grid): Grid {
  let last = values.length - 1;
  while (last >= 0 && (values[last] ?? []).every((c) => isBlankCell(c))) last--;
  return last === values.length - 1 ? values : values.slice(0, last + 1);
}

/**
 * How a cell of the range is named in a message: `row 7, column 4 of traveller (Score)`, counted
 * from the range's top left as the formula's reference gives it.
 */
function cellOfRange(param: string): (row: number, column: number, header: readonly unknown[]) => string {
  return (row, column, header) => {
    const heading = header[column];
    const named = heading !== undefined && !isBlankCell(heading) ? ` (${String(heading)})` : "";
    return `row ${row + 1}, column ${column + 1} of ${param}${named}`;
  };
}

/** The method a session function was given: mp, cross or butler (the default mp), never "all". */
export function functionMethod(typed: unknown): Exclude<MethodChoice, "all"> | undefined {
  if (typed === null || typed === undefined || isBlankCell(typed)) return undefined;
  const read = readOption("method", typed);
  if (!read.ok) throw new ScoringError(`method: ${read.message}`);
  if (read.value === "all")
    throw new ScoringError(
      'method: a formula ranks by one method: give "mp", "cross" or "butler" (a formula for each to see them side by side).',
    );
  return read.value;
}

/** A session function's arguments: the traveller's cells, the method and the option words. */
export interface CellsSession {
  readonly values: Grid;
  readonly method?: unknown;
  readonly options?: unknown;
  /** The traveller argument's name in messages ("traveller"). */
  readonly param?: string;
}

/**
 * Scores a traveller range as the pane scores its selection: each section (a Section column's
 * sections one by one) scored by the event layer with no results sheet laid out. Throws a
 * ScoringError whose message names the range's row and column for whatever refuses scoring: a
 * traveller's problems, a finding asked of the director (scored as entered with the option
 * `as-entered`), options the session cannot take. A teams scoresheet is refused (see STANDINGS).
 *
 * @example
 * scoreCells({ values: [["Board", "NS", "EW", "Score"], [1, 1, 2, 420], [1, 3, 4, 400]] }).sections[0].kind; // "pairs"
 */
export function scoreCells(session: CellsSession): { readonly sections: readonly ScoredPairsSection[] } {
  const param = session.param ?? "traveller";
  const rows = checkedRows(
    session.values,
    param,
    "the traveller's range, its header row and a row for each table",
  );
  const method = functionMethod(session.method);
  const words = pairsChoicesFromWords(splitOptionWords(session.options, "options"));
  const choices: UserChoices = { ...words, pairs: { ...words.pairs, method: method ?? "mp" } };
  const event = openCells(rows, param);
  if (event.kind === "teams")
    throw new ScoringError(
      `${param} is a teams scoresheet (it has a Room column, or Home and Away): rank its teams with BRIDGE.STANDINGS.`,
    );
  const split = withSections(event, choices.across ?? false);
  for (const section of split.sections) {
    if (section.problems.length > 0) throw new ScoringError(refusalText(section, section.problems));
  }
  const steps = startScoring(split, choices, { sheets: false });
  try {
    const scored = steps.finish();
    return { sections: scored.sections.filter((s): s is ScoredPairsSection => s.kind === "pairs") };
  } catch (e) {
    const section = split.sections[Math.min(steps.section, split.sections.length - 1)];
    if (section === undefined) throw e;
    throw refusalOfCells(section, e);
  }
}

/**
 * A function's range up to its last filled row, refused when it is empty (`expected` says what to
 * give) or holds more than MOST_FUNCTION_ROWS rows with something in them.
 *
 * @example
 * checkedRows([["Board"], [1], [""]], "traveller", "a traveller").length; // 2
 */
export function checkedRows(values: Grid, param: string, expected: string): Grid {
  const rows = filledRows(values);
  if (rows.length === 0) throw new ScoringError(`${param} is empty: give ${expected}.`);
  let filled = 0;
  for (const r of rows) if (!r.every((c) => isBlankCell(c))) filled++;
  if (filled > MOST_FUNCTION_ROWS)
    throw new ScoringError(
      `${param} holds ${filled.toLocaleString("en-GB")} rows, more than the ${MOST_FUNCTION_ROWS.toLocaleString("en-GB")} a formula scores: score an event this large from the pane or the command line.`,
    );
  return rows;
}

/**
 * A function's range opened into an event, as the pane opens a selection: its cells named in
 * messages by their row and column of the range. What cannot be opened is a ScoringError.
 */
export function openCells(rows: Grid, param: string): BridgeEvent {
  try {
    return openEvent({ format: "cells", name: param }, [
      { title: null, rows: errorsAsText(rows), locate: cellOfRange(param) },
    ]);
  } catch (e) {
    if (e instanceof EventError || e instanceof ScoringError) throw new ScoringError(e.message);
    throw e;
  }
}

/** The text a cell holding an error value shows (`#DIV/0!`), or null when it holds none. */
function errorText(cell: unknown): string | null {
  if (cell === null || typeof cell !== "object") return null;
  const code = (cell as { code?: unknown }).code;
  return typeof code === "string" && code.startsWith("#") ? code : null;
}

/**
 * The rows with each error value (Excel hands a cell showing #N/A or #DIV/0! to a custom function
 * as an error object) as the text the cell shows, as the pane reads the same cell from the sheet:
 * the reader then names the cell and the error it holds. Rows without one are passed on as they are.
 */
function errorsAsText(rows: Grid): Grid {
  let out: (readonly unknown[])[] | null = null;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] ?? [];
    if (!row.some((c) => errorText(c) !== null)) continue;
    out ??= [...rows];
    out[r] = row.map((c) => errorText(c) ?? c);
  }
  return out ?? rows;
}

/**
 * A section refused by scoring, as a formula's message: the refusal's own sentence, then its problems
 * named in the range (the first few). Anything else thrown is a bug, and is thrown again.
 */
export function refusalOfCells(section: ScoredSection["section"], e: unknown): ScoringError {
  const why = refusedBy(section, e);
  if (why === null) throw e; // a bug: the formula fails with it, as any adapter's would
  if ("message" in why) return new ScoringError(asEnteredHint(why.message));
  // Its message names the problems by the grid's own letters, which are not the sheet's once the
  // range starts elsewhere: the range's rows and columns are said instead.
  const message = (e as Error).message;
  const cut = message.indexOf("put right:");
  const head =
    e instanceof AskedFindingsError || cut < 0 ? message : message.slice(0, cut + "put right:".length);
  return new ScoringError(`${asEnteredHint(head)} ${joinFew(why.problems)}`);
}

/** A section's problems as one message: the first few, each with its place. */
export function refusalText(
  section: ScoredSection["section"],
  problems: ScoredSection["section"]["problems"],
): string {
  const lines = problems.map((p) => `${section.locate(p.row, p.column)}: ${p.message}`);
  return joinFew(lines);
}

/** The first three lines of a list, and how many more. */
export function joinFew(lines: readonly string[]): string {
  const shown = lines.slice(0, 3).join(" ");
  return lines.length > 3 ? `${shown} (and ${lines.length - 3} more)` : shown;
}

/** A refusal's wording for a formula: the option that scores a session as entered, not the pane's button. */
function asEnteredHint(message: string): string {
  return message.replace(
    /score the session as entered \([^)]*\)/,
    'score the session as entered (the option "as-entered")',
  );
}
