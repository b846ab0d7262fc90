/**
 * The steps of a Score once the selection is read, as the pane's reducer takes them (reduce.ts
 * hands these events here): the travellers to score (the one selected; the traveller of one of
 * the pane's own results sheets, read again by its first cell; an opened file's sections, each on
 * its sheet) checked, asked about when the pane scored them before, scored as one event; then
 * each of the event's sheets written in turn, recorded as its traveller's results, and the Score
 * ended by task-end.ts once the last is written. Pure, like reduce.ts.
 */
import type { EventSection, ScoredEvent, ScoredSection } from "../../event";
import { drawSheetOf } from "../../event";
import type { SheetModel } from "../../sheet/model";
import type { WrittenSheet } from "../../office/write-sheet";
import { areaAddress, parseAddress } from "../../office/area";
import {
  holdsNothing,
  keptOverrides,
  readArea,
  refusal,
  sectionOf,
  sectionsToScore,
  SELECT_TRAVELLER,
  type Reading,
} from "../workflow";
import { earlierResults, recordWritten, travellerKey, type ResultsOrigin } from "../replace";
import type { Step } from "./events";
import type { PaneState, SheetToWrite, Task } from "./state";
import { stay } from "./step";
import { eventSheetWritten, refused, scoreWritten } from "./task-end";

/**
 * The travellers a Score is to score, read (one, or an opened file's sections): refused when one
 * is no traveller or has problems (that one shown); asked first when the pane wrote results from
 * any of them before; else scored.
 */
export function scoreReadings(
  state: PaneState,
  task: Extract<Task, { kind: "score" }>,
  readings: readonly Reading[],
): Step<PaneState> {
  for (const reading of readings) {
    const refusedNow = refusal(reading);
    if (refusedNow) return stay(refused({ ...state, reading }, refusedNow));
  }
  const withReadings = { ...task, readings };
  // Scored before: ask whether the new results replace the earlier ones, or join them.
  const earlier = earlierSheets(state, task, readings);
  // Refresh from the file replaces the file's earlier results, as Replace would, without asking.
  if (earlier.length > 0 && task.refresh)
    return build(state, { ...withReadings, again: { earlier, replace: true } });
  if (earlier.length > 0) {
    return stay({
      ...state,
      task: withReadings,
      replace: { traveller: areaAddress(readings[0].area), sheets: earlier },
      focus: "replace",
    });
  }
  return build(state, { ...withReadings, again: { earlier: [], replace: false } });
}

/**
 * The results sheets written before from the travellers read (as the record has them), and the
 * results sheet Score was pressed on, when it is still in the workbook.
 */
function earlierSheets(
  state: PaneState,
  task: Extract<Task, { kind: "score" }>,
  readings: readonly Reading[],
): string[] {
  const earlier = readings.flatMap((r) => earlierResults(state.scoredSheets, r.area));
  const names = readings[0]?.area.sheetNames ?? [];
  const from = task.from ? names.find((n) => n.toLowerCase() === task.from!.sheet.toLowerCase()) : undefined;
  if (from !== undefined) earlier.push(from);
  return earlier.filter((n, i) => earlier.findIndex((m) => m.toLowerCase() === n.toLowerCase()) === i);
}

/**
 * Score was pressed on one of the pane's results sheets: its traveller is read from its first
 * cell (as the record keeps it), unless that traveller's sheet is gone, which one line says.
 * Also when the results sheet was too large to read as a selection: its name is enough.
 */
export function scoreAgainFrom(
  state: PaneState,
  task: Extract<Task, { kind: "score" }>,
  origin: ResultsOrigin,
  area: Reading["area"],
): Step<PaneState> {
  const sheet = parseAddress(origin.traveller).sheet?.toLowerCase();
  // (The workbook's sheets unknown, as when the selection was too large to read, Excel says so.)
  const names = area.sheetNames;
  if (names !== undefined && !names.some((n) => n.toLowerCase() === sheet)) {
    const message = `"${origin.sheet}" holds results the pane scored from ${origin.traveller}, and that sheet is no longer in the workbook: ${SELECT_TRAVELLER}`;
    return stay(refused(state, { kind: "failed", message }));
  }
  return stay({ ...state, task: { ...task, from: origin } }, [
    { kind: "readTravellers", addresses: [origin.traveller] },
  ]);
}

/**
 * The travellers asked for are read: the traveller of the results sheet Score was pressed on, or
 * an opened file's sections, each on its sheet; then scored as the selection would be.
 */
export function travellersRead(state: PaneState, areas: readonly Reading["area"][]): Step<PaneState> {
  const task = state.task;
  if (task?.kind !== "score" || areas.length === 0) return stay(state);
  if (task.from) {
    const area = areas[0];
    const overrides = keptOverrides(state.overrides, state.reading?.area ?? null, area);
    const reading = readArea(area, overrides);
    if (holdsNothing(reading)) {
      const message = `"${task.from.sheet}" holds results the pane scored from ${task.from.traveller}, which holds no traveller now: ${SELECT_TRAVELLER}`;
      return stay(refused(state, { kind: "failed", message }));
    }
    return scoreReadings({ ...state, overrides, reading }, task, [reading]);
  }
  // An opened file's sections: each read afresh, with the file's own names for its rankings.
  const readings = areas.map((area, i) => withFileNames(readArea(area), task.opened?.[i]));
  return scoreReadings({ ...state, overrides: {}, reading: readings[readings.length - 1] }, task, readings);
}

/** Scores the readings: a traveller and a teams scoresheet alike (the event layer decides which choices apply). */
function build(state: PaneState, task: Extract<Task, { kind: "score" }>): Step<PaneState> {
  const [reading, ...others] = task.readings ?? (state.reading ? [state.reading] : []);
  if (reading === undefined) return stay(state);
  const replacing = task.again?.replace ? task.again.earlier : [];
  // Which reading each section of the event scored is of, for the note and record of its sheet.
  const { readingOf } = sectionsToScore([reading, ...others], task.choices.across === true);
  const scoring = { ...task, step: "scoring" as const, sectionReadings: readingOf };
  return stay({ ...state, replace: null, task: scoring }, [
    {
      kind: "buildSheet",
      reading,
      ...(others.length > 0 ? { others } : {}),
      choices: task.choices,
      ...(replacing.length > 0 ? { replacing } : {}),
    },
  ]);
}

/** The director said whether the traveller's earlier results go (replace) or stay (keep both). */
export function replaceAnswered(state: PaneState, replace: boolean): Step<PaneState> {
  const task = state.task;
  if (state.replace === null || task?.kind !== "score" || state.reading === null) return stay(state);
  const again = { earlier: state.replace.sheets, replace };
  return build(state, { ...task, again });
}

/**
 * The event is scored: each of its sections' sheets to write, in order, each with the traveller
 * it was scored from, then the first written.
 */
export function sheetBuilt(state: PaneState, scored: ScoredEvent): Step<PaneState> {
  const task = state.task;
  if (task?.kind !== "score") return stay(state);
  const readings = task.readings ?? (state.reading ? [state.reading] : []);
  const toWrite: SheetToWrite[] = scored.sections.map((section, i) => {
    const index = task.sectionReadings?.[i] ?? 0;
    const reading = readings[index];
    return {
      section: i,
      reading: index,
      model: sheetToWrite(section, state),
      ...(reading ? { scoredFrom: areaAddress(reading.area), key: travellerKey(reading.area) } : {}),
    };
  });
  return writeNext({ ...state, task: { ...task, step: "writing", scored, toWrite, written: [] } });
}

/** The next sheet of a Score written: the first in place of the earlier results replaced. */
function writeNext(state: PaneState): Step<PaneState> {
  const task = state.task;
  if (task?.kind !== "score" || !task.toWrite) return stay(state);
  const index = task.written?.length ?? 0;
  const next = task.toWrite[index];
  const count = task.toWrite.length;
  return stay(state, [
    {
      kind: "writeSheet",
      model: next.model,
      ...(index === 0 && task.again?.replace ? { replacing: task.again.earlier } : {}),
      ...(next.scoredFrom !== undefined ? { scoredFrom: next.scoredFrom } : {}),
      ...(count > 1 ? { part: { index, count } } : {}),
    },
  ]);
}

/**
 * A sheet of a Score is written: recorded as its traveller's results (the earlier sheets not
 * replaced stay the traveller's, those set aside and not deleted too), then the next written, or
 * once all are, the Score ends saying what was written.
 */
export function scoreSheetWritten(
  state: PaneState,
  sheet: WrittenSheet,
  replaced: readonly string[],
  left: readonly string[],
): Step<PaneState> {
  const task = state.task;
  if (task?.kind !== "score" || !task.toWrite) return eventSheetWritten(state, sheet);
  const written = task.written ?? [];
  const at = task.toWrite[written.length];
  if (at === undefined) return stay(state);
  let scoredSheets = state.scoredSheets;
  if (at.key !== undefined) {
    // The first sheet of its traveller in this Score takes the earlier ones' place in the record;
    // the traveller's next sheets join it. (A name no longer in the workbook is passed over when
    // the record is next read.)
    const first = !written.some((w) => task.toWrite![w.section].key === at.key);
    const kept = first
      ? [...(task.again?.earlier ?? []).filter((n) => !replaced.includes(n)), ...left]
      : (scoredSheets[at.key] ?? []);
    scoredSheets = recordWritten(scoredSheets, at.key, kept, sheet.name);
  }
  const done = [...written, { section: at.section, sheet, replaced, left }];
  const next: PaneState = { ...state, scoredSheets, task: { ...task, written: done } };
  return done.length < task.toWrite.length ? writeNext(next) : scoreWritten(next);
}

/** A reading of a file's section with the file's own names for the section's rankings. */
function withFileNames(reading: Reading, opened: EventSection | undefined): Reading {
  if (opened === undefined || opened.names.size === 0) return reading;
  const section = { ...sectionOf(reading), names: opened.names };
  return { ...reading, event: { ...reading.event, sections: [section] } };
}

/**
 * The sheet a Score writes: the section's results sheet, or for a teams event with "Draw the next
 * round" chosen, the Swiss draw with the standings it comes from.
 */
function sheetToWrite(section: ScoredSection, state: PaneState): SheetModel {
  if (section.kind !== "teams" || !state.options.teamsDraw) return section.sheet;
  return drawSheetOf(section, {
    existingNames: state.reading?.area.sheetNames ?? [],
    byeVp: Number(state.options.teamsByeVp),
    arrears: state.options.teamsArrears,
  });
}
