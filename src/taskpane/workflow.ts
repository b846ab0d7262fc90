/**
 * The steps of the Score button, without Office.js or React: the cells the pane was given are
 * opened with the event layer (src/event, as the command line and the teaching page open theirs),
 * every problem named by its Excel address, and a reading nothing can be scored from is refused
 * before anything is built. The pane's reducer and effect runner (src/taskpane/state) call these;
 * the runner then scores the reading's event with the event layer and hands the sheet to the writer.
 */
import {
  AskedFindingsError,
  checkOptions,
  decidePairs,
  openEvent,
  userChoices,
  problemLines,
  refusedBy,
  withSections,
  type AskedFinding,
  type BridgeEvent,
  type ColumnOverrides,
  type EventKind,
  type EventSection,
  type EventSteps,
  type FormChoices,
} from "../event";
import { areaAddress, areaCellAddress, cellsForReading, type SheetArea } from "../office/area";
import { paneWords } from "./pane-words";

export type { ColumnOverrides };

/** The cells of an area opened as an event of one section, its problems named by Excel address. */
export interface Reading {
  readonly area: SheetArea;
  /** The area's cells as an event of one section: a traveller of pairs, or a teams scoresheet. */
  readonly event: BridgeEvent;
  /**
   * The problems shown, one line each (`Sheet1!F7: "4Z" is not a contract.`): the section's as
   * read, or, once a Score was refused by them, the problems only scoring finds.
   */
  readonly problems: readonly string[];
  /**
   * What looked mistyped once a Score was refused by it (a missing line, a swapped row, an unknown
   * pair), each with its cell and the fix suggested: put right, or scored as entered.
   */
  readonly asked?: readonly AskedFinding[];
}

/**
 * The section read (a reading's event has exactly one).
 *
 * @example
 * sectionOf(readArea(area)).traveller.boards.length; // 1
 */
export function sectionOf(reading: Reading): EventSection {
  return reading.event.sections[0];
}

/**
 * Opens the cells of an area with the director's column corrections: a traveller, or a teams
 * scoresheet (a Room column, or Home and Away), each problem named by its cell's Excel address.
 *
 * @example
 * const r = readArea({ sheet: "Sheet1", range: "A1:C2", top: 0, left: 0, values: [["NS", "EW", "Score"], [1, 2, "4Z"]] });
 * r.problems; // ['Sheet1!C2: "4Z" is not ... (the reader's message)']
 */
export function readArea(area: SheetArea, columns: ColumnOverrides = {}): Reading {
  const event = openEvent(
    { format: "cells", name: areaAddress(area) },
    [
      {
        title: null,
        rows: cellsForReading(area.values, area.text),
        locate: (row, column) => areaCellAddress(area, row, column),
      },
    ],
    { columns },
  );
  // A Section column's sections are each checked alone (pair 1 of A is not pair 1 of B), as
  // they are scored; their problems are named by the cells where they are all the same.
  const problems = withSections(event, false)
    .sections.flatMap((s) => problemLines(s))
    .map(paneWords);
  return { area, event, problems };
}

/**
 * The sections a Score scores the readings as, in order: each reading's own, a Section column's
 * sections one by one (or one of them all across the field, `across`), with the reading each
 * section is of. The event is the first reading's when it is the only one (as it was read, when
 * it has no Section column), else one event of every section.
 *
 * @example
 * sectionsToScore([sectioned, other], false).readingOf; // [0, 0, 1]: sections A and B, then the other traveller
 */
export function sectionsToScore(
  readings: readonly Reading[],
  across: boolean,
): { readonly event: BridgeEvent; readonly readingOf: readonly number[] } {
  const events = readings.map((r) => withSections(r.event, across));
  const readingOf = events.flatMap((e, i) => e.sections.map(() => i));
  if (events.length === 1) return { event: events[0], readingOf };
  return { event: { ...events[0], sections: events.flatMap((e) => e.sections) }, readingOf };
}

/** What the pane asks for when the selection is no traveller. */
export const SELECT_TRAVELLER =
  "click a cell of the traveller (or select it whole, header row included), then choose Score.";

/**
 * Whether an area holds no traveller and no teams scoresheet at all (no header row was found).
 *
 * @example
 * holdsNothing(readArea(emptyCell)); // true
 */
export function holdsNothing(reading: Reading): boolean {
  const section = sectionOf(reading);
  return section.traveller.headers.length === 0 && section.teams === null;
}

/** Whether any cell of the area holds a formula's text (a sheet the add-in wrote, read as text). */
function holdsFormulas(area: SheetArea): boolean {
  return area.values.some((row) => row.some((v) => typeof v === "string" && /^=[A-Z(]/i.test(v)));
}

/**
 * The reading with what the movement check asks about it under the choices now made (a pair
 * number the movement lacks, a missing line, a swapped row), so a Read shows it before Score
 * does: the same findings Score would refuse with (each section of a Section column checked as it
 * is scored). A reading with problems, a single board (no movement), a teams scoresheet or
 * choices that do not check are left as they are.
 *
 * @example
 * withMovementFindings(readArea(area), options).asked?.[0].message; // "NS 11 plays 1 board where ..."
 */
export function withMovementFindings(reading: Reading, options: FormChoices): Reading {
  const { asked: _before, ...plain } = reading;
  void _before;
  const checked = checkOptions(options);
  if (reading.problems.length > 0 || !checked.ok) return plain;
  const choices = userChoices(options, checked.options);
  try {
    const asked = withSections(reading.event, choices.across === true)
      .sections.filter((s) => s.kind === "pairs" && s.traveller.boards.length > 1)
      .flatMap((s) => decidePairs(s, choices).findings.asked)
      .map((a) => ({ ...a, message: paneWords(a.message) }));
    return asked.length > 0 ? { ...plain, asked } : plain;
  } catch {
    // What the choices cannot decide here (a movement that does not fit) Score says.
    return plain;
  }
}

/** Why Score wrote nothing: the traveller's problems (by Excel address), or one message. */
export type Refusal =
  | { readonly kind: "problems"; readonly problems: readonly string[] }
  | { readonly kind: "asked"; readonly asked: readonly AskedFinding[] }
  | { readonly kind: "failed"; readonly message: string };

/**
 * Why a reading cannot be scored before anything is built, or null when it can: the traveller
 * has problems, or no board (no match) was found in the area.
 *
 * @example
 * refusal(readArea(area)); // { kind: "problems", problems: ['Sheet1!D5: "4Z" is not a contract.'] }
 */
export function refusal(reading: Reading): Refusal | null {
  const where = areaAddress(reading.area);
  // What is no traveller at all gets one line, never a problem for each cell: a results sheet's
  // formulas (as Excel gives a cell of text that starts "="), or a block with no header row.
  if (holdsFormulas(reading.area))
    return { kind: "failed", message: `${where} holds formulas, not a traveller: ${SELECT_TRAVELLER}` };
  if (holdsNothing(reading))
    return { kind: "failed", message: `No traveller at ${where}: ${SELECT_TRAVELLER}` };
  if (reading.problems.length > 0) return { kind: "problems", problems: reading.problems };
  const section = sectionOf(reading);
  if (section.teams !== null && section.teams.matches.length === 0) {
    return {
      kind: "failed",
      message: `No matches were found in ${reading.area.range}: select the teams scoresheet, header row included.`,
    };
  }
  if (section.teams === null && section.traveller.boards.length === 0) {
    return {
      kind: "failed",
      message: `No boards were found in ${reading.area.range}: select the traveller, header row included, or click inside it.`,
    };
  }
  return null;
}

/**
 * What scoring a section refused, as a Refusal: the problems only scoring finds (a pair twice on
 * a board) by Excel address (the section's cells), or the engine's message; null for any other
 * error, which is a fault and not a refusal.
 *
 * @example
 * scoringRefusal(sectionOf(reading), new ScoringError("Board 2 has 4 results but 2 were expected.")); // { kind: "failed", message: "Board 2 has ..." }
 */
export function scoringRefusal(section: EventSection, e: unknown): Refusal | null {
  if (e instanceof AskedFindingsError)
    return { kind: "asked", asked: e.asked.map((a) => ({ ...a, message: paneWords(a.message) })) };
  const refused = refusedBy(section, e);
  if (refused === null) return null;
  return "problems" in refused
    ? { kind: "problems", problems: refused.problems.map(paneWords) }
    : { kind: "failed", message: paneWords(refused.message) };
}

/**
 * What a step's progress counts (writing counts the requests written): boards scored or laid out
 * on the sheet, or a teams event scored whole.
 */
export type Counted = "boardsScored" | "boardsLaidOut" | "eventScored";

/**
 * What a step of scoring counts, for the progress bar: boards scored or laid out for a traveller;
 * the whole event for a teams scoresheet, which is scored in one step.
 *
 * @example
 * countedOf("pairs", "layout"); // "boardsLaidOut"
 */
export function countedOf(kind: EventKind, stage: EventSteps["stage"]): Counted {
  if (kind === "teams") return "eventScored";
  return stage === "scoring" ? "boardsScored" : "boardsLaidOut";
}

/**
 * The column corrections that still apply to a new reading: kept when the director reads the same
 * block again (after fixing a cell, say), dropped when a different block is read.
 *
 * @example
 * keptOverrides({ 3: "score" }, before, after); // { 3: "score" } when both are Sheet1!A1:H9
 */
export function keptOverrides(
  overrides: ColumnOverrides,
  before: Pick<SheetArea, "sheet" | "range"> | null,
  after: Pick<SheetArea, "sheet" | "range">,
): ColumnOverrides {
  return before && before.sheet === after.sheet && before.range === after.range ? overrides : {};
}

/**
 * A problem line's cell, when it starts with one (`Sheet1!F7: ...`, `'Board 15'!C4: ...`): the
 * address the pane selects when the problem is clicked, and the words after it. Null for a line
 * that names no cell.
 *
 * @example
 * problemCell('Sheet1!F7: "4Z" is not a contract.'); // { address: "Sheet1!F7", rest: ': "4Z" is not a contract.' }
 * problemCell("The traveller has no board."); // null
 */
export function problemCell(line: string): { readonly address: string; readonly rest: string } | null {
  const m = /^((?:'(?:[^']|'')+'|[^\s'!:]+)![A-Z]{1,3}[1-9][0-9]*):\s/.exec(line);
  return m === null ? null : { address: m[1], rest: line.slice(m[1].length) };
}
