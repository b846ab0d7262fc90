/**
 * Refresh from the file, as the pane's reducer takes it (refresh-file.ts reads the file again and
 * keeps the session):
 *
 * - settingsLoaded: the results file last opened and scored is read back with the choices.
 * - refreshRead: the file as it is now; each of its sections goes back over the sheet it was put
 *   on (insertFileSheets with `over`); exampleInserted then sets the choices the file's sheets were
 *   last scored with (not the file's own) and keeps the blocks now written (with the fingerprint
 *   of what went in each), says which sheets were kept as the director left them (their sections
 *   now on new sheets), and the Score goes on as for a file just opened, replacing the earlier
 *   results sheets without asking, as Replace would.
 * - refreshUnreadable: the file could not be read again: why, and the offer to pick it again.
 * - sheetWritten: once an opened file's Score is written, its session is kept (in the document
 *   too); a later Score of the file's sheets keeps the choices it was scored with.
 *
 * Each wraps the handler it extends (reduce.ts hands them in), so the steps of a Score are as before.
 */
import { openFile } from "../open-file";
import {
  fileSession,
  keptNote,
  refreshTargets,
  restoreFileSession,
  type FileSession,
  type KeptSheet,
} from "../refresh-file";
import type { Step } from "./events";
import type { Handlers } from "./handlers";
import type { PaneState, Task } from "./state";
import { canStart, stay } from "./step";

/** The handlers Refresh from the file extends. */
type Extended = "settingsLoaded" | "exampleInserted" | "sheetWritten";
/** Its own events. */
type Own = "refreshRead" | "refreshUnreadable";

/** The file read again: its sections over their sheets, then scored with the session's choices. */
function refreshRead(state: PaneState, name: string, bytes: Uint8Array): Step<PaneState> {
  const session = state.fileSession;
  if (!canStart(state) || session === null) return stay(state);
  const opened = openFile(name, bytes);
  if (opened.kind === "failed") {
    return stay({
      ...state,
      pickAgain: null,
      status: { intent: "error", title: `Could not refresh from ${name}`, text: opened.message },
      focus: "status",
    });
  }
  const targets = refreshTargets(session, opened.sheets);
  const task: Task = {
    kind: "insert",
    example: opened.sheets[opened.sheets.length - 1],
    file: { name, event: opened.event, examples: opened.sheets, refresh: session.options },
  };
  return stay({ ...state, task, status: null, pickAgain: null }, [
    { kind: "insertFileSheets", sheets: opened.sheets, over: targets.map((t) => t.over) },
  ]);
}

/**
 * The session's sheets a refresh kept as they were (typed on by hand, or gone): carried with the
 * file to the Score that follows, which says it when its sheets are written.
 */
function keptSaid(state: PaneState, kept: readonly KeptSheet[] | undefined): PaneState {
  const note = keptNote(kept ?? []);
  const task = state.task;
  if (note === "" || task?.kind !== "insert" || task.file === undefined) return state;
  return { ...state, task: { ...task, file: { ...task.file, note } } };
}

/** Whether a Score read a traveller on one of the session's sheets. */
function scoresSession(task: Extract<Task, { kind: "score" }>, session: FileSession): boolean {
  const sheets = session.sheets.map((s) => s.sheet.toLowerCase());
  return (task.readings ?? []).some((r) => sheets.includes(r.area.sheet.toLowerCase()));
}

/**
 * A sheet written: once the last of an opened file's Score is, its session is kept with the
 * choices it was scored with (and a refresh says the file was read again); a Score of the
 * session's sheets since keeps its choices for the next refresh.
 */
function sessionKept(state: PaneState, step: Step<PaneState>): Step<PaneState> {
  const task = state.task;
  if (task?.kind !== "score" || step.state.task !== null) return step;
  const before = task.fileSession ?? state.fileSession;
  if (before === null || (task.fileSession === undefined && !scoresSession(task, before))) return step;
  const session: FileSession = { ...before, options: task.options };
  const status = step.state.status;
  const said =
    task.refresh && status
      ? { ...status, text: [`Read ${session.file} again.`, status.text ?? ""].filter(Boolean).join(" ") }
      : status;
  return stay({ ...step.state, fileSession: session, status: said }, [
    ...step.effects,
    { kind: "saveFileSession", value: session },
  ]);
}

/**
 * The handlers Refresh from the file extends, each wrapping `base`'s, and its own.
 *
 * @example
 * const handlers = { ...SCORING, ...refreshHandlers({ ...SCORING, ...DEALS }) };
 */
export function refreshHandlers(base: Handlers<Extended>): Handlers<Extended | Own> {
  return {
    settingsLoaded: (state, event) => {
      const step = base.settingsLoaded(state, event);
      return stay(
        { ...step.state, fileSession: restoreFileSession(event.fileSession ?? null) },
        step.effects,
      );
    },
    exampleInserted: (state, event) => {
      const task = state.task;
      const step = base.exampleInserted(state, event);
      const file = task?.kind === "insert" && !task.sheet ? task.file : undefined;
      if (file?.refresh === undefined) return step;
      // Refreshed: the choices the file's sheets were last scored with, not the file's own; and
      // the blocks now on the sheets kept at once, so that a Score refused by the traveller's
      // problems still lets the next refresh empty what this one wrote.
      const session = fileSession(file.name, file.examples ?? [], event.sheets ?? [], file.refresh);
      return stay(keptSaid({ ...step.state, options: file.refresh, fileSession: session }, event.kept), [
        ...step.effects,
        { kind: "saveFileSession", value: session },
      ]);
    },
    sheetWritten: (state, event) => sessionKept(state, base.sheetWritten(state, event)),
    refreshRead: (state, event) => refreshRead(state, event.name, event.bytes),
    refreshUnreadable: (state, event) =>
      canStart(state) && state.fileSession !== null
        ? stay({ ...state, pickAgain: event.message, status: null })
        : stay(state),
  };
}
