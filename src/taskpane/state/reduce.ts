/**
 * The task pane's workflow as a pure function: given what the pane knows and what just happened
 * (the director's action, or how an effect turned out), the next state and the effects to run.
 * Nothing here touches Excel, React or the clock; the effect runner (run.ts) does the work the
 * effects describe and reports back with events.
 *
 * A Score goes: scorePressed (choices checked) -> readSelection -> selectionRead (traveller
 * checked) -> buildSheet -> sheetBuilt -> writeSheet -> sheetWritten (once for each sheet of the
 * event scored: a Section column's sections, an opened file's) -> saveSettings. Any step may end
 * it: scoreRefused (problems, or the engine's message) or stepFailed (Excel's message). A
 * selection on one of the pane's own results sheets reads its traveller instead (readTravellers
 * -> travellersRead), as an opened file of several sections reads each section's sheet. A
 * traveller the pane scored before (replace.ts keeps the record) is asked about once it is read:
 * replaceAnswered says whether its earlier results sheets go or stay, and the build goes on. The
 * steps after the selection is read are in score-steps.ts.
 *
 * An event of several sessions goes: sessionsListPressed -> listSheets -> sheetsListed; the
 * director ticks sheets (sessionsChanged); eventPressed (choices checked) -> buildEventSheet ->
 * eventSheetBuilt -> writeSheet -> sheetWritten, or eventRefused / stepFailed.
 *
 * Each event kind has its handler, in a few groups: the tasks the director starts, the choices
 * changed while the pane waits, the steps of a Score, long work, and an event of several sessions.
 * How a task ends (the status written, refused or failed) is in task-end.ts. A live ranking
 * (liveRankingPressed -> insertLiveRanking -> liveRankingInserted) is in live-reduce.ts.
 */
import { checkOptions, userChoices, type NumberField } from "../../event";
import { sheetPrefix } from "../../grid/a1";
import { restoreOptions } from "../options";
import { holdsNothing, keptOverrides, readArea, withMovementFindings, type Reading } from "../workflow";
import { namesFromArea } from "../names";
import { scaleCleared, scaleRead } from "./scale-reduce";
import { openFile } from "../open-file";
import type { PaneEvent, Step } from "./events";
import type { Handler, Handlers, Kind } from "./handlers";
import { answered, progressed, tooLarge } from "./long-work";
import type { PaneState, Status, Task } from "./state";
import { checkSessions } from "../sessions";
import { paneWords } from "../pane-words";
import { restoreScoredSheets, resultsOrigin } from "../replace";
import { parseAddress } from "../../office/area";
import { canStart, idle, READ, stay } from "./step";
import { refused, stepFailed } from "./task-end";
import { dealHandlers } from "./deals-reduce";
import { LIVE_RANKING } from "./live-reduce";
import { fileSession } from "../refresh-file";
import { refreshHandlers } from "./refresh-reduce";
import {
  replaceAnswered,
  scoreAgainFrom,
  scoreReadings,
  scoreSheetWritten,
  sheetBuilt,
  travellersRead,
} from "./score-steps";

/** What one kind of event does to the pane. */

/**
 * The next state of the pane and the effects to run.
 *
 * @example
 * const { state, effects } = reduce(initialState(true), { kind: "scorePressed" });
 * // busyStep(state) "reading", effects [{ kind: "readSelection" }]
 */
export function reduce(state: PaneState, event: PaneEvent): Step<PaneState> {
  const handle = HANDLERS[event.kind] as Handler<Kind>;
  return handle(state, event);
}

/** The tasks the director starts (each only when nothing else is running). */
const STARTS: Handlers<
  | "opened"
  | "readPressed"
  | "scorePressed"
  | "scoreAsEnteredPressed"
  | "examplePressed"
  | "namesPressed"
  | "scalePressed"
  | "fileChosen"
> = {
  // The director has usually clicked in the traveller before opening the pane: read it.
  opened: (state) =>
    canStart(state)
      ? stay({ ...state, task: { kind: "open" } }, [{ kind: "loadSettings" }, READ])
      : stay(state),
  readPressed: (state) =>
    canStart(state) ? stay({ ...state, task: { kind: "read" }, status: null }, [READ]) : stay(state),
  scorePressed: (state) => scorePressed(state, false),
  scoreAsEnteredPressed: (state) => scorePressed(state, true),
  examplePressed: (state, event) =>
    canStart(state)
      ? stay({ ...state, task: { kind: "insert", example: event.example }, status: null }, [
          { kind: "insertExample", example: event.example },
        ])
      : stay(state),
  namesPressed: (state) =>
    canStart(state) ? stay({ ...state, task: { kind: "names" }, status: null }, [READ]) : stay(state),
  // A federation's printed IMP or VP scale from a range (scale-tables.ts, scale-reduce.ts).
  scalePressed: (state, event) =>
    canStart(state)
      ? stay({ ...state, task: { kind: "scale", scale: event.scale }, status: null }, [READ])
      : stay(state),
  fileChosen: (state, event) => fileChosen(state, event.name, event.bytes),
};

/** The choices and corrections made while the pane waits, and what it keeps in the document. */
const CHOICES: Handlers<
  | "settingsLoaded"
  | "columnChanged"
  | "optionsChanged"
  | "namesCleared"
  | "scaleCleared"
  | "focusMoved"
  | "settingsNotSaved"
> = {
  settingsLoaded: (state, event) =>
    stay({
      ...state,
      options: restoreOptions(event.saved),
      scoredSheets: restoreScoredSheets(event.scored),
    }),
  columnChanged: (state, event) => {
    if (!state.reading) return stay(state);
    const overrides = { ...state.overrides, [event.index]: event.role };
    const reading = withMovementFindings(readArea(state.reading.area, overrides), state.options);
    return stay({ ...state, overrides, reading });
  },
  optionsChanged: (state, event) => {
    const errors = { ...state.errors };
    for (const key of Object.keys(event.change)) delete errors[key as NumberField];
    const options = { ...state.options, ...event.change };
    // What the movement check asks is asked under the choices now made (a pair accepted, say).
    const reading =
      state.reading && state.task === null ? withMovementFindings(state.reading, options) : state.reading;
    return stay({ ...state, options, errors, reading });
  },
  namesCleared: (state) => namesCleared(state),
  scaleCleared: (state, event) => (state.task === null ? scaleCleared(state, event.scale) : stay(state)),
  focusMoved: (state) => stay({ ...state, focus: null }),
  settingsNotSaved: (state, event) => {
    const s = state.status;
    return stay(s ? { ...state, status: { ...s, text: `${s.text ?? ""} (${event.message})` } } : state);
  },
};

/** The steps of a Score (and of inserting an example or a file), and how any task ends. */
const SCORING: Handlers<
  | "selectionRead"
  | "travellersRead"
  | "sheetBuilt"
  | "replaceAnswered"
  | "scoreRefused"
  | "sheetWritten"
  | "exampleInserted"
  | "stepFailed"
> = {
  selectionRead: (state, event) => selectionRead(state, event.area),
  travellersRead: (state, event) => travellersRead(state, event.areas),
  sheetBuilt: (state, event) => sheetBuilt(state, event.scored),
  replaceAnswered: (state, event) => replaceAnswered(state, event.replace),
  scoreRefused: (state, event) =>
    state.task?.kind !== "score" ? stay(state) : stay(refused(state, event.refusal)),
  sheetWritten: (state, event) =>
    scoreSheetWritten(state, event.sheet, event.replaced ?? [], event.left ?? []),
  exampleInserted: (state, event) => {
    const task = state.task;
    if (task?.kind !== "insert" || task.sheet) return stay(state);
    // The example's (or file's) choices are set as soon as its sheet is there; then its
    // traveller is read. A movement it does not state is told from its pair numbers, not kept
    // from the traveller scored before.
    return stay(
      {
        ...state,
        options: { ...state.options, movement: "auto", ...task.example.options },
        errors: {},
        task: { ...task, sheet: event.sheet, ...(event.sheets ? { sheets: event.sheets } : {}) },
      },
      [READ],
    );
  },
  stepFailed: (state, event) => stay(stepFailed(state, event.message)),
};

/** Long work: progress, and the question before a very large read (long-work.ts). */
const LONG_WORK: Handlers<"progressed" | "selectionTooLarge" | "largeReadAnswered"> = {
  progressed: (state, event) => progressed(state, event.done, event.total, event.counted),
  selectionTooLarge: (state, event) => selectionTooLarge(state, event.address, event.cells),
  largeReadAnswered: (state, event) => answered(state, event.read),
};

/** An event of several sessions: the sheets ticked, each scored, the event sheet written. */
const SESSIONS: Handlers<
  | "sessionsListPressed"
  | "sheetsListed"
  | "sessionsChanged"
  | "eventPressed"
  | "eventSheetBuilt"
  | "eventRefused"
> = {
  sessionsListPressed: (state) =>
    canStart(state)
      ? stay({ ...state, task: { kind: "list" }, status: null }, [{ kind: "listSheets" }])
      : stay(state),
  sheetsListed: (state, event) => {
    if (state.task?.kind !== "list") return stay(state);
    // Ticks on sheets since deleted are dropped.
    const chosen = state.sessions.chosen.filter((n) => event.names.includes(n));
    return stay({ ...state, ...idle, sessions: { ...state.sessions, sheets: event.names, chosen } });
  },
  sessionsChanged: (state, event) => stay({ ...state, sessions: { ...state.sessions, ...event.change } }),
  eventPressed: (state) => eventPressed(state),
  eventSheetBuilt: (state, event) =>
    state.task?.kind !== "event"
      ? stay(state)
      : stay({ ...state, task: { ...state.task, ranking: event.ranking } }, [
          { kind: "writeSheet", model: event.model },
        ]),
  eventRefused: (state, event) =>
    state.task?.kind !== "event"
      ? stay(state)
      : stay({
          ...state,
          ...idle,
          status: { intent: "error", title: "Nothing was written", text: paneWords(event.message) },
          focus: "status",
        }),
};

/** The hand records extend a few of the handlers above (deals-reduce.ts). */
const DEALS = dealHandlers({ ...CHOICES, ...SCORING });

const HANDLERS: Handlers<Kind> = {
  ...STARTS,
  ...CHOICES,
  ...SCORING,
  ...LONG_WORK,
  ...SESSIONS,
  ...LIVE_RANKING,
  ...DEALS,
  // Refresh from the file extends a few more (refresh-reduce.ts).
  ...refreshHandlers({ ...SCORING, ...DEALS }),
};

/** Score (or Score as entered): the choices checked, then the selection read. */
function scorePressed(state: PaneState, asEntered: boolean): Step<PaneState> {
  if (!canStart(state)) return stay(state);
  const checked = checkOptions(state.options);
  if (!checked.ok) {
    return stay({
      ...state,
      errors: checked.errors,
      status: {
        intent: "error",
        title: "Some options need correcting",
        text: Object.values(checked.errors).join(" "),
      },
      focus: Object.keys(checked.errors)[0] as NumberField,
    });
  }
  const task: Task = {
    kind: "score",
    options: state.options,
    choices: {
      ...userChoices(state.options, checked.options),
      ...(asEntered ? { asEntered: true } : {}),
    },
    step: "reading",
  };
  return stay({ ...state, errors: {}, status: null, task }, [READ]);
}

/**
 * The selection is too large to read without asking: asked, unless Score was pressed on one of the
 * pane's own results sheets (known by its name in the record), whose traveller is scored instead.
 */
function selectionTooLarge(state: PaneState, address: string, cells: number): Step<PaneState> {
  const task = state.task;
  const sheet = parseAddress(address).sheet;
  if (task?.kind === "score" && task.from === undefined && sheet !== null) {
    const origin = resultsOrigin(state.scoredSheets, { sheet, values: [] });
    if (origin !== null)
      return scoreAgainFrom(state, task, origin, { sheet, range: "", top: 0, left: 0, values: [] });
  }
  return tooLarge(state, address, cells);
}

/** "No names table": rankings show pair numbers again, and the choice is saved. */
function namesCleared(state: PaneState): Step<PaneState> {
  if (state.task !== null || !state.options.names) return stay(state);
  const { names: _dropped, ...options } = state.options;
  void _dropped;
  const status: Status = {
    intent: "info",
    title: "No names table",
    text: "Rankings show pair numbers only.",
  };
  return stay({ ...state, options, status }, [{ kind: "saveSettings", value: options }]);
}

/** "Write the event sheet": the event's choices and the scoring choices checked, then the sheets read. */
function eventPressed(state: PaneState): Step<PaneState> {
  if (!canStart(state)) return stay(state);
  const event = checkSessions(state.sessions);
  const checked = checkOptions(state.options);
  if (!event.ok || !checked.ok) {
    const text = [event.ok ? "" : event.message, checked.ok ? "" : Object.values(checked.errors).join(" ")]
      .filter(Boolean)
      .join(" ");
    return stay({
      ...state,
      status: { intent: "error", title: "The event's choices need correcting", text },
      focus: "status",
    });
  }
  const choices = userChoices(state.options, checked.options);
  return stay({ ...state, status: null, task: { kind: "event", settings: event.settings, choices } }, [
    { kind: "buildEventSheet", settings: event.settings, choices },
  ]);
}

/** The traveller in the area just read, taken as the running task wants it. */
function selectionRead(state: PaneState, area: Reading["area"]): Step<PaneState> {
  const task = state.task;
  // An event's sheets are read whole, never as the selection.
  if (task === null || task.kind === "list" || task.kind === "event" || task.kind === "live")
    return stay(state);
  if (task.kind === "names") return namesRead(state, area);
  if (task.kind === "scale") return scaleRead({ ...state, ...idle }, task.scale, area);
  // Corrections of columns survive a Read or a Score of the same block; the read made as the pane
  // opens and the read of an inserted example start afresh.
  const fresh = task.kind === "open" || task.kind === "insert";
  const overrides = fresh ? {} : keptOverrides(state.overrides, state.reading?.area ?? null, area);
  const reading = withMovementFindings(readArea(area, overrides), state.options);
  const read: PaneState = { ...state, overrides, reading };

  switch (task.kind) {
    case "open":
      // No traveller where the pane opened (an empty cell, a note): say nothing yet, the hint asks for one.
      return stay({ ...read, ...idle, reading: holdsNothing(reading) ? null : reading });
    case "read":
      return stay({ ...read, ...idle, focus: reading.problems.length > 0 ? "problems" : state.focus });
    case "score": {
      // Pressed on one of the pane's own results sheets: its traveller is read and scored instead.
      const origin = task.from === undefined ? resultsOrigin(state.scoredSheets, area) : null;
      if (origin !== null) return scoreAgainFrom(state, task, origin, area);
      return scoreReadings(read, task, [reading]);
    }
    case "insert":
      if (!task.sheet) return stay(state);
      if (task.file) return scoreOpenedFile(read, area, task.file, task.sheets ?? []);
      return stay({
        ...read,
        ...idle,
        status: {
          intent: "info",
          title: `Inserted "${task.sheet.name}"`,
          text: `The traveller is selected and the options are set as the source scores it: choose Score.`,
        },
        focus: "score",
      });
  }
}

/** The selection read as the names table: kept with the choices in the document, or its problems shown. */
function namesRead(state: PaneState, area: Reading["area"]): Step<PaneState> {
  const read = namesFromArea(area);
  if ("problems" in read) {
    const status: Status = {
      intent: "error",
      title: "Not a names table",
      text: `Expected a pair number, then the names, on each row. ${read.problems.join(" ")}`,
    };
    return stay({ ...state, ...idle, status, focus: "status" });
  }
  const options = { ...state.options, names: read.names };
  const count = read.names.pairs.length;
  const status: Status = {
    intent: "success",
    title: `Names table: ${read.names.range}`,
    text: `${count} pair${count === 1 ? "" : "s"} named; kept with this workbook and shown in every ranking from the next Score.`,
  };
  return stay({ ...state, ...idle, options, status, focus: "status" }, [
    { kind: "saveSettings", value: options },
  ]);
}

/**
 * A results file was chosen: read here (nothing is uploaded); when it can be read, its travellers
 * go on new sheets and are then scored as a Score would; when not, nothing is written and the
 * message says why.
 */
function fileChosen(state: PaneState, name: string, bytes: Uint8Array): Step<PaneState> {
  if (!canStart(state)) return stay(state);
  const opened = openFile(name, bytes);
  if (opened.kind === "failed") {
    return stay({
      ...state,
      status: { intent: "error", title: `Could not open ${name}`, text: opened.message },
      focus: "status",
    });
  }
  const last = opened.sheets[opened.sheets.length - 1];
  const task: Task = {
    kind: "insert",
    example: last,
    file: { name, event: opened.event, examples: opened.sheets },
  };
  return stay({ ...state, task, status: null }, [{ kind: "insertFileSheets", sheets: opened.sheets }]);
}

/**
 * The opened file's sections are on their sheets, the last read: score them with the file's
 * choices, every section in the one Score (the others read from their sheets first).
 */
function scoreOpenedFile(
  read: PaneState,
  area: Reading["area"],
  file: NonNullable<Extract<Task, { kind: "insert" }>["file"]>,
  sheets: readonly string[],
): Step<PaneState> {
  const checked = checkOptions(read.options);
  if (!checked.ok) return stay({ ...read, ...idle, focus: "score" });
  const sections = file.event.sections;
  // The file's sheets, kept once scored for Refresh from the file; a refresh replaces without asking.
  const kept = {
    ...(file.examples ? { fileSession: fileSession(file.name, file.examples, sheets, read.options) } : {}),
    ...(file.refresh ? { refresh: true as const } : {}),
    ...(file.note ? { note: file.note } : {}),
  };
  if (sections.length > 1 && sheets.length === sections.length) {
    // Each section's rankings show its own names (kept with its reading), unless a names table is chosen.
    const choices = userChoices(read.options, checked.options);
    const task: Task = {
      kind: "score",
      options: read.options,
      choices,
      step: "reading",
      opened: sections,
      ...kept,
    };
    // Each section's traveller is inserted from A1 of its sheet.
    const addresses = sheets.map((name) => `${sheetPrefix(name)}A1`);
    return stay({ ...read, task }, [{ kind: "readTravellers", addresses }]);
  }
  const last = sections.length - 1;
  // The file's own names (PBN TotalScoreTable, USEBIO PARTICIPANTS), unless a names table is
  // chosen: the sheet holds only the traveller, so they come with the choices.
  const names = sections[last].names;
  const withNames =
    names.size > 0 && checked.options.names === undefined ? { ...checked.options, names } : checked.options;
  const choices = userChoices(read.options, withNames);
  const task: Task = {
    kind: "score",
    options: read.options,
    choices,
    step: "reading",
    opened: [sections[last]],
    ...kept,
  };
  return selectionRead({ ...read, task }, area);
}
