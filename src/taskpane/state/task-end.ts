/**
 * How a task ends, as the pane's reducer says it: the status line when Score (or the event's
 * sheet) is written (what the sheet holds, the notes and warnings, which earlier results it
 * replaced) with the record of the traveller's results sheets kept, when Score refuses to write,
 * and when a step fails with Excel's message. Pure, like reduce.ts, which calls these.
 */
import type { WrittenSheet } from "../../office/write-sheet";
import { noteLine, type ScoredSection } from "../../event";
import { METHOD_LABELS, MOVEMENT_NAMES, TEAMS_METHOD_LABELS } from "../../scoring";
import type { Refusal } from "../workflow";
import { publishedNote } from "../open-file";
import type { Effect, Step } from "./events";
import type { PaneState, PaneWarning, Status, Task } from "./state";
import { recordWritten, travellerKey } from "../replace";
import { idle, stay } from "./step";

/** Score wrote nothing: the problems are listed above (and take the focus), or the message says why. */
export function refused(state: PaneState, why: Refusal): PaneState {
  if (why.kind === "asked") {
    const n = why.asked.length;
    return {
      ...state,
      ...idle,
      reading: state.reading ? { ...state.reading, asked: why.asked } : null,
      status: {
        intent: "warning",
        title: "Nothing was written",
        text: `${n === 1 ? "One row looks" : `${n} rows look`} mistyped: see the list above. Put ${n === 1 ? "it" : "them"} right and Score again, or choose Score as entered.`,
      },
      focus: "problems",
    };
  }
  if (why.kind === "problems") {
    return {
      ...state,
      ...idle,
      reading: state.reading ? { ...state.reading, problems: why.problems } : null,
      status: {
        intent: "error",
        title: "Nothing was written",
        text: "The traveller has problems: see the list above.",
      },
      focus: "problems",
    };
  }
  return {
    ...state,
    ...idle,
    status: { intent: "error", title: "Nothing was written", text: why.message },
    focus: "status",
  };
}

/**
 * The sheet is written: say what it holds (and which earlier results it replaced), keep the event
 * scored for the Save buttons, and record the sheet as the traveller's results.
 */
export function sheetWritten(
  state: PaneState,
  sheet: WrittenSheet,
  replaced: readonly string[],
  left: readonly string[],
): Step<PaneState> {
  const task = state.task;
  if (task?.kind === "event" && task.ranking) {
    const r = task.ranking;
    const leader = r.lines.filter((l) => l.rank === "1" || l.rank === "1=");
    const status: Status = {
      intent: "success",
      title: `Wrote the event sheet "${sheet.name}"`,
      text: `${r.sessions.length} sessions (${r.sessions.join(", ")}), ${r.lines.length} pairs; first: ${leader.map((l) => l.names ?? `pair ${l.pair}`).join(" and ")}.`,
    };
    return stay({ ...state, ...idle, status, focus: "status" });
  }
  if (task?.kind !== "score" || !task.scored) return stay(state);
  const scored = task.scored;
  // An opened file's published results against the sheet's, then its other sections.
  const text = [
    replacedNote(replaced, left),
    describeWritten(scored.sections[0]),
    notesSaid(scored.sections[0]),
    task.fileSection ? publishedNote(task.fileSection, scored.sections[0]) : "",
    task.note ?? "",
  ]
    .filter(Boolean)
    .join(" ");
  const warnings = warningsOf(scored.sections);
  const status: Status = {
    intent: "success",
    title: `Wrote the sheet "${sheet.name}"`,
    text: [text, warningNote(warnings.length)].filter(Boolean).join(" "),
    written: { sheet: sheet.name, scored },
    ...(warnings.length > 0 ? { warnings } : {}),
  };
  const effects: Effect[] = [{ kind: "saveSettings", value: task.options }];
  let scoredSheets = state.scoredSheets;
  if (state.reading) {
    // The earlier sheets not replaced stay the traveller's (those set aside and not deleted too).
    // (A name no longer in the workbook is passed over when the record is next read.)
    const kept = [...(task.again?.earlier ?? []).filter((n) => !replaced.includes(n)), ...left];
    scoredSheets = recordWritten(state.scoredSheets, travellerKey(state.reading.area), kept, sheet.name);
    effects.push({ kind: "saveScoredSheets", value: scoredSheets });
  }
  return stay({ ...state, ...idle, status, focus: "status", scoredSheets }, effects);
}

/** A step threw: the running task ends with Excel's message (the read made on opening, silently). */
export function stepFailed(state: PaneState, message: string): PaneState {
  if (state.task === null) return state;
  const title = FAILED[state.task.kind];
  // Nothing readable was selected as the pane opened (a chart, say): the director reads or scores when ready.
  if (title === null) return { ...state, ...idle, reading: null };
  return { ...state, ...idle, status: { intent: "error", title, text: message }, focus: "status" };
}

const FAILED: Readonly<Record<Task["kind"], string | null>> = {
  open: null,
  read: "Could not read the selection",
  score: "Excel could not finish",
  insert: "Could not insert the example",
  names: "Could not read the names table",
  scale: "Could not read the scale",
  list: "Could not list the sheets",
  event: "Could not write the event sheet",
};

/**
 * What the written sheet holds, with the choices the event layer scored it with: "Matchpoints:
 * Board 15, 5 tables. ...", "Matchpoints: 3 boards, 12 tables (Howell, told from the pair
 * numbers: pair 3 sits NS on board 2 and EW on board 1). ..." (the movement ranks the pairs, so a
 * session says which it was scored as, and how that was decided), or a teams event's matches.
 */
function describeWritten(scored: ScoredSection): string {
  if (scored.kind === "teams") {
    const event = scored.section.teams!;
    const n = event.matches.length;
    const rounds = event.rounds.length;
    const method = scored.choices.method;
    return `Teams, ${TEAMS_METHOD_LABELS[method]}: ${n} match${n === 1 ? "" : "es"} of ${event.teams.length} teams over ${rounds} round${rounds === 1 ? "" : "s"}. ${RECALCULATE}`;
  }
  const decided = scored.decided;
  const boards = scored.section.traveller.boards;
  const results = boards.reduce((n, b) => n + b.rows.length, 0);
  const tables = `${results} table${results === 1 ? "" : "s"}`;
  const movement = decided.options.movementTold ?? MOVEMENT_NAMES[decided.movement.movement];
  const held =
    boards.length === 1
      ? `Board ${boards[0].board}, ${tables}`
      : `${boards.length} boards, ${tables} (${movement})`;
  return `${METHOD_LABELS[decided.options.method]}: ${held}. ${RECALCULATE}`;
}

/**
 * The scores that look mistyped, each by its cell ("Sheet1!F5", "4S by N scored -420 ..."), of
 * every section scored: warnings only, the sheet is written as the traveller stands.
 */
function warningsOf(sections: readonly ScoredSection[]): PaneWarning[] {
  return sections.flatMap((s) =>
    s.kind === "pairs"
      ? s.warnings.map((w) => ({ where: s.section.locate(w.row, w.column), text: w.text }))
      : [],
  );
}

/** The status's word on the warnings listed above it ("" when there are none). */
function warningNote(n: number): string {
  if (n === 0) return "";
  return `${n === 1 ? "One score looks" : `${n} scores look`} mistyped: see the list above (scored as ${n === 1 ? "it stands" : "they stand"}).`;
}

const RECALCULATE = "The formulas recalculate if a score is edited.";

/** What became of the earlier results a Score replaced ("" when it replaced none). */
function replacedNote(replaced: readonly string[], left: readonly string[]): string {
  const quoted = (names: readonly string[]) => names.map((n) => `"${n}"`).join(", ");
  const gone = replaced.length > 0 ? `It replaces the earlier results ${quoted(replaced)}.` : "";
  const stuck =
    left.length > 0
      ? ` The earlier results could not be deleted: they are kept as ${quoted(left)}; delete them by hand.`
      : "";
  return `${gone}${stuck}`.trim();
}

/**
 * What happened at the table, scored as played (a board a table did not play, rows accepted as
 * entered): the first few notes, and where the rest are (the sheet's title block).
 */
function notesSaid(section: ScoredSection): string {
  if (section.kind !== "pairs" || section.notes.length === 0) return "";
  const shown = section.notes.slice(0, 3).map(noteLine);
  const more = section.notes.length > 3 ? ` ... and ${section.notes.length - 3} more` : "";
  return `Scored as played (the sheet's title says so): ${shown.join(" ")}${more}`;
}
