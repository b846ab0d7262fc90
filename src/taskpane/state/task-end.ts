/**
 * How a task ends, as the pane's reducer says it: the status line when Score's sheets (or the
 * event's sheet) are written (what each sheet holds, the notes and warnings, which earlier results
 * were replaced) with the record of the travellers' results sheets saved, when Score refuses to write,
 * and when a step fails with Excel's message. Pure, like reduce.ts, which calls these.
 */
import type { WrittenSheet } from "../../office/write-sheet";
import { noteLine, type ScoredSection } from "../../event";
import { METHOD_LABELS, MOVEMENT_NAMES, TEAMS_METHOD_LABELS } from "../../scoring";
import type { Refusal } from "../workflow";
import { publishedNote } from "../open-file";
import { winnerLine } from "../winner";
import type { Effect, Step } from "./events";
import type { PaneState, PaneWarning, Status, Task } from "./state";
import { idle, stay } from "./step";

/**
 * Score wrote nothing: the problems are listed above (and take the focus), or the message says
 * why; with the task's note after it (a refresh's sheets kept as the director left them).
 */
export function refused(state: PaneState, why: Refusal): PaneState {
  const refusal = refusedWith(state, why);
  const note = state.task?.kind === "score" ? state.task.note : undefined;
  if (!note || refusal.status === null) return refusal;
  return {
    ...refusal,
    status: { ...refusal.status, text: [refusal.status.text, note].filter(Boolean).join(" ") },
  };
}

function refusedWith(state: PaneState, why: Refusal): PaneState {
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
 * The event of several sessions' sheet is written: say what it holds.
 */
export function eventSheetWritten(state: PaneState, sheet: WrittenSheet): Step<PaneState> {
  const task = state.task;
  if (task?.kind !== "event" || !task.ranking) return stay(state);
  const r = task.ranking;
  const leader = r.lines.filter((l) => l.rank === "1" || l.rank === "=1");
  const status: Status = {
    intent: "success",
    title: `Wrote the event sheet "${sheet.name}"`,
    text: `${r.sessions.length} sessions (${r.sessions.join(", ")}), ${r.lines.length} pairs; first: ${leader.map((l) => l.names ?? `pair ${l.pair}`).join(" and ")}.`,
  };
  return stay({ ...state, ...idle, status, focus: "status" });
}

/**
 * Every sheet of a Score is written (the record of each traveller's results already kept): say
 * what each holds (and which earlier results the first replaced), keep the event scored for the
 * Save buttons, and save the choices and the record in the document.
 */
export function scoreWritten(state: PaneState): Step<PaneState> {
  const task = state.task;
  if (task?.kind !== "score" || !task.scored || !task.written || task.written.length === 0)
    return stay(state);
  const scored = task.scored;
  const done = task.written;
  const several = done.length > 1;
  const said = done.map((w) => {
    const section = scored.sections[w.section];
    const file = task.opened?.[task.toWrite?.[w.section]?.reading ?? 0]?.file ?? null;
    // An opened file's published results against the sheet's.
    const text = [
      describeWritten(section, !several),
      notesSaid(section),
      file ? publishedNote(file, section) : "",
    ]
      .filter(Boolean)
      .join(" ");
    return several ? `"${w.sheet.name}": ${text}` : text;
  });
  const names = done.map((w) => `"${w.sheet.name}"`).join(", ");
  const winners = done.flatMap((w) => {
    const line = winnerLine(scored.sections[w.section], w.sheet.name);
    if (line === null) return [];
    return [several ? { ...line, text: `"${w.sheet.name}": ${line.text}` } : line];
  });
  const warnings = warningsOf(done.map((w) => scored.sections[w.section]));
  const status: Status = {
    intent: "success",
    title: several ? `Wrote ${done.length} sheets: ${names}` : `Wrote the sheet ${names}`,
    text: [
      replacedNote(done[0].replaced, done[0].left),
      ...said,
      several ? RECALCULATE : "",
      task.note ?? "",
      warningNote(warnings.length),
    ]
      .filter(Boolean)
      .join(" "),
    written: {
      sheet: done[0].sheet.name,
      scored,
      ...(several ? { sheets: done.map((w) => w.sheet.name) } : {}),
    },
    ...(winners.length > 0 ? { winners } : {}),
    ...(warnings.length > 0 ? { warnings } : {}),
  };
  const effects: Effect[] = [{ kind: "saveSettings", value: task.options }];
  if (task.toWrite?.some((w) => w.key !== undefined))
    effects.push({ kind: "saveScoredSheets", value: state.scoredSheets });
  return stay({ ...state, ...idle, status, focus: "status" }, effects);
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
  live: "Could not insert the live ranking",
};

/**
 * What the written sheet holds, with the choices the event layer scored it with: "Matchpoints:
 * Board 15, 5 tables. ...", "Matchpoints: 3 boards, 12 tables (Howell, told from the pair
 * numbers: pair 3 sits NS on board 2 and EW on board 1). ..." (the movement ranks the pairs, so a
 * session says which it was scored as, and how that was decided), or a teams event's matches.
 */
function describeWritten(scored: ScoredSection, recalculate = true): string {
  const recalc = recalculate ? ` ${RECALCULATE}` : "";
  if (scored.kind === "teams") {
    const event = scored.section.teams!;
    const n = event.matches.length;
    const rounds = event.rounds.length;
    const method = scored.choices.method;
    return `Teams, ${TEAMS_METHOD_LABELS[method]}: ${n} match${n === 1 ? "" : "es"} of ${event.teams.length} teams over ${rounds} round${rounds === 1 ? "" : "s"}.${recalc}`;
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
  return `${METHOD_LABELS[decided.options.method]}: ${held}.${recalc}`;
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
