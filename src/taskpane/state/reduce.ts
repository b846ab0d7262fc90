/**
 * The task pane's workflow as a pure function: given what the pane knows and what just happened
 * (the director's action, or how an effect turned out), the next state and the effects to run.
 * Nothing here touches Excel, React or the clock; the effect runner (run.ts) does the work the
 * effects describe and reports back with events.
 *
 * A Score goes: scorePressed (choices checked) -> readSelection -> selectionRead (traveller
 * checked) -> buildSheet -> sheetBuilt -> writeSheet -> sheetWritten -> saveSettings. Any step may
 * end it: scoreRefused (problems, or the engine's message) or stepFailed (Excel's message). A
 * traveller the pane scored before (replace.ts keeps the record) is asked about once it is read:
 * replaceAnswered says whether its earlier results sheets go or stay, and the build goes on.
 *
 * An event of several sessions goes: sessionsListPressed -> listSheets -> sheetsListed; the
 * director ticks sheets (sessionsChanged); eventPressed (choices checked) -> buildEventSheet ->
 * eventSheetBuilt -> writeSheet -> sheetWritten, or eventRefused / stepFailed.
 */
import type { WrittenSheet } from "../../office/write-sheet";
import {
  checkOptions,
  userChoices,
  type NumberField,
  drawSheetOf,
  noteLine,
  type ScoredSection,
} from "../../event";
import { restoreOptions } from "../options";
import type { SheetModel } from "../../sheet/model";
import { METHOD_LABELS, MOVEMENT_NAMES, TEAMS_METHOD_LABELS } from "../../scoring";
import { keptOverrides, readArea, refusal, sectionOf, type Reading, type Refusal } from "../workflow";
import { namesFromArea } from "../names";
import { scaleCleared, scaleRead } from "./scale-reduce";
import { openFile, publishedNote } from "../open-file";
import type { Effect, PaneEvent, Step } from "./events";
import { answered, progressed, tooLarge } from "./long-work";
import type { PaneState, Status, Task } from "./state";
import { checkSessions } from "../sessions";
import { earlierResults, recordWritten, restoreScoredSheets, travellerKey } from "../replace";
import { areaAddress } from "../../office/area";

const NO_EFFECTS: readonly Effect[] = [];
const READ: Effect = { kind: "readSelection" };

const stay = (state: PaneState, effects: readonly Effect[] = NO_EFFECTS): Step<PaneState> => ({
  state,
  effects,
});

/** The task is over: the pane waits for the director again (no progress shown, nothing asked). */
const idle = { task: null, progress: null, confirm: null, replace: null } as const;

/**
 * The next state of the pane and the effects to run.
 *
 * @example
 * const { state, effects } = reduce(initialState(true), { kind: "scorePressed" });
 * // busyStep(state) "reading", effects [{ kind: "readSelection" }]
 */
export function reduce(state: PaneState, event: PaneEvent): Step<PaneState> {
  switch (event.kind) {
    case "opened":
      // The director has usually clicked in the traveller before opening the pane: read it.
      if (!canStart(state)) return stay(state);
      return stay({ ...state, task: { kind: "open" } }, [{ kind: "loadSettings" }, READ]);

    case "settingsLoaded":
      return stay({
        ...state,
        options: restoreOptions(event.saved),
        scoredSheets: restoreScoredSheets(event.scored),
      });

    case "readPressed":
      if (!canStart(state)) return stay(state);
      return stay({ ...state, task: { kind: "read" }, status: null }, [READ]);

    case "columnChanged": {
      if (!state.reading) return stay(state);
      const overrides = { ...state.overrides, [event.index]: event.role };
      return stay({ ...state, overrides, reading: readArea(state.reading.area, overrides) });
    }

    case "optionsChanged": {
      const errors = { ...state.errors };
      for (const key of Object.keys(event.change)) delete errors[key as NumberField];
      return stay({ ...state, options: { ...state.options, ...event.change }, errors });
    }

    case "scorePressed":
    case "scoreAsEnteredPressed": {
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
          ...(event.kind === "scoreAsEnteredPressed" ? { asEntered: true } : {}),
        },
        step: "reading",
      };
      return stay({ ...state, errors: {}, status: null, task }, [READ]);
    }

    case "examplePressed":
      if (!canStart(state)) return stay(state);
      return stay({ ...state, task: { kind: "insert", example: event.example }, status: null }, [
        { kind: "insertExample", example: event.example },
      ]);

    case "namesPressed":
      if (!canStart(state)) return stay(state);
      return stay({ ...state, task: { kind: "names" }, status: null }, [READ]);

    case "namesCleared": {
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

    // A federation's printed IMP or VP scale from a range (scale-tables.ts, scale-reduce.ts).
    case "scalePressed":
      if (!canStart(state)) return stay(state);
      return stay({ ...state, task: { kind: "scale", scale: event.scale }, status: null }, [READ]);
    case "scaleCleared":
      return state.task === null ? scaleCleared(state, event.scale) : stay(state);

    case "fileChosen":
      return fileChosen(state, event.name, event.bytes);

    case "focusMoved":
      return stay({ ...state, focus: null });

    case "selectionRead":
      return selectionRead(state, event.area);

    case "sheetBuilt": {
      if (state.task?.kind !== "score") return stay(state);
      const again = state.task.again;
      return stay({ ...state, task: { ...state.task, step: "writing", scored: event.scored } }, [
        {
          kind: "writeSheet",
          model: sheetToWrite(event.scored.sections[0], state),
          ...(again?.replace ? { replacing: again.earlier } : {}),
          ...(state.reading ? { scoredFrom: areaAddress(state.reading.area) } : {}),
        },
      ]);
    }

    case "replaceAnswered":
      return replaceAnswered(state, event.replace);

    case "scoreRefused":
      if (state.task?.kind !== "score") return stay(state);
      return stay(refused(state, event.refusal));

    case "sheetWritten":
      return sheetWritten(state, event.sheet, event.replaced ?? [], event.left ?? []);

    case "exampleInserted": {
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
          task: { ...task, sheet: event.sheet },
        },
        [READ],
      );
    }

    case "settingsNotSaved": {
      const s = state.status;
      return stay(s ? { ...state, status: { ...s, text: `${s.text ?? ""} (${event.message})` } } : state);
    }

    case "stepFailed":
      return stay(stepFailed(state, event.message));

    // Long work: progress, and the question before a very large read (long-work.ts).
    case "progressed":
      return progressed(state, event.done, event.total, event.counted);
    case "selectionTooLarge":
      return tooLarge(state, event.address, event.cells);
    case "largeReadAnswered":
      return answered(state, event.read);

    // An event of several sessions: the sheets ticked, each scored, the event sheet written.
    case "sessionsListPressed":
      if (!canStart(state)) return stay(state);
      return stay({ ...state, task: { kind: "list" }, status: null }, [{ kind: "listSheets" }]);
    case "sheetsListed": {
      if (state.task?.kind !== "list") return stay(state);
      // Ticks on sheets since deleted are dropped.
      const chosen = state.sessions.chosen.filter((n) => event.names.includes(n));
      return stay({ ...state, ...idle, sessions: { ...state.sessions, sheets: event.names, chosen } });
    }
    case "sessionsChanged":
      return stay({ ...state, sessions: { ...state.sessions, ...event.change } });
    case "eventPressed":
      return eventPressed(state);
    case "eventSheetBuilt":
      if (state.task?.kind !== "event") return stay(state);
      return stay({ ...state, task: { ...state.task, ranking: event.ranking } }, [
        { kind: "writeSheet", model: event.model },
      ]);
    case "eventRefused":
      if (state.task?.kind !== "event") return stay(state);
      return stay({
        ...state,
        ...idle,
        status: { intent: "error", title: "Nothing was written", text: event.message },
        focus: "status",
      });
  }
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

/** Whether a Read, Score or Insert may start: in Excel, and nothing else running. */
function canStart(state: PaneState): boolean {
  return state.inExcel && state.task === null;
}

/** The traveller in the area just read, taken as the running task wants it. */
function selectionRead(state: PaneState, area: Reading["area"]): Step<PaneState> {
  const task = state.task;
  // An event's sheets are read whole, never as the selection.
  if (task === null || task.kind === "list" || task.kind === "event") return stay(state);
  if (task.kind === "names") return namesRead(state, area);
  if (task.kind === "scale") return scaleRead({ ...state, ...idle }, task.scale, area);
  // Corrections of columns survive a Read or a Score of the same block; the read made as the pane
  // opens and the read of an inserted example start afresh.
  const fresh = task.kind === "open" || task.kind === "insert";
  const overrides = fresh ? {} : keptOverrides(state.overrides, state.reading?.area ?? null, area);
  const reading = readArea(area, overrides);
  const read: PaneState = { ...state, overrides, reading };

  switch (task.kind) {
    case "open":
      // No traveller where the pane opened (an empty cell, a note): say nothing yet, the hint asks for one.
      return stay({ ...read, ...idle, reading: readsNothing(reading) ? null : reading });
    case "read":
      return stay({ ...read, ...idle, focus: reading.problems.length > 0 ? "problems" : state.focus });
    case "score": {
      const refusedNow = refusal(reading);
      if (refusedNow) return stay(refused(read, refusedNow));
      // Scored before: ask whether the new results replace the earlier ones, or join them.
      const earlier = earlierResults(state.scoredSheets, area);
      if (earlier.length > 0) {
        return stay({
          ...read,
          replace: { traveller: areaAddress(area), sheets: earlier },
          focus: "replace",
        });
      }
      return build(read, { ...task, again: { earlier: [], replace: false } }, reading);
    }
    case "insert":
      if (!task.sheet) return stay(state);
      if (task.file) return scoreOpenedFile(read, area, task.file);
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

/** Scores the reading: a traveller and a teams scoresheet alike (the event layer decides which choices apply). */
function build(state: PaneState, task: Extract<Task, { kind: "score" }>, reading: Reading): Step<PaneState> {
  const replacing = task.again?.replace ? task.again.earlier : [];
  return stay({ ...state, replace: null, task: { ...task, step: "scoring" } }, [
    {
      kind: "buildSheet",
      reading,
      choices: task.choices,
      ...(replacing.length > 0 ? { replacing } : {}),
    },
  ]);
}

/** The director said whether the traveller's earlier results go (replace) or stay (keep both). */
function replaceAnswered(state: PaneState, replace: boolean): Step<PaneState> {
  const task = state.task;
  if (state.replace === null || task?.kind !== "score" || state.reading === null) return stay(state);
  const again = { earlier: state.replace.sheets, replace };
  return build(state, { ...task, again }, state.reading);
}

/** Whether an area holds no traveller and no teams scoresheet at all (no header row was found). */
function readsNothing(reading: Reading): boolean {
  const section = sectionOf(reading);
  return section.traveller.headers.length === 0 && section.teams === null;
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
 * What happened at the table, scored as played (a board a table did not play, rows accepted as
 * entered): the first few notes, and where the rest are (the sheet's title block).
 */
function notesSaid(section: ScoredSection): string {
  if (section.kind !== "pairs" || section.notes.length === 0) return "";
  const shown = section.notes.slice(0, 3).map(noteLine);
  const more = section.notes.length > 3 ? ` ... and ${section.notes.length - 3} more` : "";
  return `Scored as played (the sheet's title says so): ${shown.join(" ")}${more}`;
}

/** Score wrote nothing: the problems are listed above (and take the focus), or the message says why. */
function refused(state: PaneState, why: Refusal): PaneState {
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
function sheetWritten(
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
  const status: Status = {
    intent: "success",
    title: `Wrote the sheet "${sheet.name}"`,
    text,
    written: { sheet: sheet.name, scored },
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
function stepFailed(state: PaneState, message: string): PaneState {
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
  return `${METHOD_LABELS[decided.options.method]}: ${held}. ${RECALCULATE}${warningNote(scored)}`;
}

/**
 * The scores that look mistyped, each by its cell (" Check 1 score: Sheet1!F5: 4S by N scored
 * -420 ..."): warnings only, the sheet is written as the traveller stands.
 */
function warningNote(scored: ScoredSection): string {
  if (scored.kind !== "pairs" || scored.warnings.length === 0) return "";
  const n = scored.warnings.length;
  const each = scored.warnings.map((w) => `${scored.section.locate(w.row, w.column)}: ${w.text}`);
  return ` Check ${n === 1 ? "1 score" : `${n} scores`}: ${each.join(" ")}`;
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
  const task: Task = { kind: "insert", example: last, file: { name, event: opened.event } };
  return stay({ ...state, task, status: null }, [{ kind: "insertFileSheets", sheets: opened.sheets }]);
}

/** The opened file's last section is on its sheet and read: score it with the file's choices. */
function scoreOpenedFile(
  read: PaneState,
  area: Reading["area"],
  file: NonNullable<Extract<Task, { kind: "insert" }>["file"]>,
): Step<PaneState> {
  const checked = checkOptions(read.options);
  if (!checked.ok) return stay({ ...read, ...idle, focus: "score" });
  const sections = file.event.sections;
  const last = sections.length - 1;
  // The file's own names (PBN TotalScoreTable, USEBIO PARTICIPANTS), unless a names table is
  // chosen: the sheet holds only the traveller, so they come with the choices.
  const names = sections[last].names;
  const withNames =
    names.size > 0 && checked.options.names === undefined ? { ...checked.options, names } : checked.options;
  const choices = userChoices(read.options, withNames);
  // The file's own section, for its published results once the sheet is built; and, with several
  // sections (each on its own sheet), that the last one is scored now and the others on request.
  const fileSection = sections[last].file;
  const task: Task = {
    kind: "score",
    options: read.options,
    choices,
    step: "reading",
    ...(fileSection ? { fileSection } : {}),
    ...(sections.length > 1
      ? {
          note: `${file.name} has ${sections.length} sections, each on its own sheet: select another and choose Score.`,
        }
      : {}),
  };
  return selectionRead({ ...read, task }, area);
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
