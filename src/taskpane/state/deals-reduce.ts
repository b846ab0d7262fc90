/**
 * The pane's hand records, as the reducer takes them (deals.ts keeps the record):
 *
 * - settingsLoaded: the record of each traveller's deals is read back with the choices.
 * - exampleInserted (a results file's sections on their sheets): each sheet's section's own deals
 *   are kept for that sheet's traveller, so any later Score of it finds them.
 * - handRecordsChosen (Add hand records): the file is read here; the selection is read, and the
 *   file's deals are joined to that traveller by board number and kept for it.
 * - sheetBuilt: when the traveller scored has deals kept, they are set beside its boards first
 *   (addHandRecords, solving the tables the file does not give: dealsProgressed, and
 *   solveCancelPressed to stop), then handRecordsAdded goes on as sheetBuilt would.
 *
 * Each wraps the handler it extends (reduce.ts hands them in), so the steps of a Score are as before.
 */
import { joinHandRecords, type BridgeEvent } from "../../event";
import { readHandRecordFile } from "../../io/hand-records";
import { areaAddress, type SheetArea } from "../../office/area";
import { boardsText } from "../../scoring";
import {
  asHandRecords,
  keptFromRecords,
  keptFromSection,
  recordDeals,
  restoreDealsRecord,
  withSolved,
  type DealsRecord,
  type KeptDeals,
} from "../deals";
import { travellerKey } from "../replace";
import type { Step } from "./events";
import type { Handlers } from "./handlers";
import type { PaneState, Status } from "./state";
import { canStart, READ, stay } from "./step";

/** The handlers the hand records extend. */
type Extended = "settingsLoaded" | "exampleInserted" | "selectionRead" | "sheetBuilt";
/** The hand records' own events. */
type Own = "handRecordsChosen" | "dealsProgressed" | "solveCancelPressed" | "handRecordsAdded";

/** A step with the record changed, and kept in the document. */
function withRecord(step: Step<PaneState>, dealsRecord: DealsRecord): Step<PaneState> {
  return stay({ ...step.state, dealsRecord }, [...step.effects, { kind: "saveDeals", value: dealsRecord }]);
}

/** The key of a sheet the pane inserted a traveller on (its cells from A1). */
const insertedKey = (sheet: string): string => travellerKey({ sheet, top: 0, left: 0 });

/**
 * The record once a results file's sections are on their sheets: each sheet's deals kept (a
 * section without deals leaves its sheet none, so a sheet of an earlier name keeps nothing stale).
 */
function keptForSheets(record: DealsRecord, event: BridgeEvent, sheets: readonly string[], from: string) {
  let next = record;
  event.sections.forEach((section, k) => {
    if (sheets[k] === undefined) return;
    const key = insertedKey(sheets[k]);
    const kept = keptFromSection(section, from);
    if (kept.deals.length > 0) next = recordDeals(next, key, kept);
    else if (next[key] !== undefined)
      next = Object.fromEntries(Object.entries(next).filter(([k2]) => k2 !== key));
  });
  return next;
}

/** The status once a hand-record file is joined to the traveller read, with what did not fit. */
function joinedStatus(
  area: SheetArea,
  event: BridgeEvent,
  kept: KeptDeals,
  problems: readonly string[],
): Status {
  const joined = joinHandRecords(event, asHandRecords(kept), kept.from);
  const boards = [
    ...new Set(joined.event.sections.flatMap((s) => (s.joinedDeals ?? []).map((d) => d.board))),
  ];
  const notes = [...joined.warnings, ...problems.slice(0, 3).map((p) => `${kept.from}, ${p}`)];
  if (boards.length === 0)
    return {
      intent: "error",
      title: `No deal of ${kept.from} is of this traveller`,
      text: `The traveller at ${areaAddress(area)} and the file share no board number. ${notes.join(" ")}`,
    };
  return {
    intent: notes.length > 0 ? "warning" : "success",
    title: `Hand records kept for ${areaAddress(area)}`,
    text: [
      `${kept.from} gives the deals of ${boardsText(boards)}: the next Score writes each board's hands, double-dummy table and par beside it.`,
      ...notes,
    ].join(" "),
  };
}

/** Add hand records: the file read here; then the selection is read to join it to. */
function handRecordsChosen(state: PaneState, name: string, bytes: Uint8Array): Step<PaneState> {
  if (!canStart(state)) return stay(state);
  const read = readHandRecordFile(bytes, name);
  if (read.records.length === 0) {
    const why = read.problems.length > 0 ? read.problems.slice(0, 3).join(" ") : "it holds no deal.";
    return stay({
      ...state,
      status: {
        intent: "error",
        title: `Could not read hand records from ${name}`,
        text: `${why} Expected a PBN file of deals, a text file of one deal a line, a USEBIO file with its hands, a Bridgemate database with its hand records, a BBO LIN file, or a dealing machine's DUP, BRI, DGE or DLM file.`,
      },
      focus: "status",
    });
  }
  const pendingDeals = { kept: keptFromRecords(read.records, name), problems: read.problems };
  return stay({ ...state, task: { kind: "read" }, status: null, pendingDeals }, [READ]);
}

/** The selection read for Add hand records: the deals joined to its traveller and kept for it. */
function joinPending(
  step: Step<PaneState>,
  pending: NonNullable<PaneState["pendingDeals"]>,
): Step<PaneState> {
  const state = { ...step.state, pendingDeals: null };
  const reading = state.reading;
  if (reading === null || reading.event.sections.every((s) => s.traveller.boards.length === 0)) {
    const status: Status = {
      intent: "error",
      title: "No traveller is selected",
      text: `Select a cell of the traveller the deals of ${pending.kept.from} are for, then choose Add hand records again.`,
    };
    return stay({ ...state, status, focus: "status" }, step.effects);
  }
  const status = joinedStatus(reading.area, reading.event, pending.kept, pending.problems);
  const next = stay({ ...state, status, focus: "status" }, step.effects);
  return status.intent === "error"
    ? next
    : withRecord(next, recordDeals(state.dealsRecord, travellerKey(reading.area), pending.kept));
}

/**
 * The key of the traveller each scored section came from (null: none known): the reading it is
 * of, among the Score's readings (an opened file's sections, each on its sheet), else the one read.
 */
function sectionKeys(state: PaneState, sections: number): (string | null)[] {
  const task = state.task;
  const readings =
    (task?.kind === "score" ? task.readings : undefined) ?? (state.reading ? [state.reading] : []);
  const of = task?.kind === "score" ? task.sectionReadings : undefined;
  return Array.from({ length: sections }, (_, i) => {
    const reading = readings[of?.[i] ?? 0];
    return reading === undefined ? null : travellerKey(reading.area);
  });
}

/**
 * The handlers of the hand records: those of `base` they extend, and their own.
 *
 * @example
 * const HANDLERS = { ...STARTS, ...SCORING, ...dealHandlers({ ...CHOICES, ...SCORING }) };
 */
export function dealHandlers(base: Handlers<Extended>): Handlers<Extended | Own> {
  return {
    settingsLoaded: (state, event) => {
      const step = base.settingsLoaded(state, event);
      return stay({ ...step.state, dealsRecord: restoreDealsRecord(event.deals ?? null) }, step.effects);
    },
    exampleInserted: (state, event) => {
      const task = state.task;
      const step = base.exampleInserted(state, event);
      if (task?.kind !== "insert" || task.sheet || !task.file || !event.sheets) return step;
      const record = keptForSheets(state.dealsRecord, task.file.event, event.sheets, task.file.name);
      return record === state.dealsRecord ? step : withRecord(step, record);
    },
    selectionRead: (state, event) => {
      const pending = state.pendingDeals;
      const step = base.selectionRead(state, event);
      return pending !== null && state.task?.kind === "read" ? joinPending(step, pending) : step;
    },
    sheetBuilt: (state, event) => {
      const keys = sectionKeys(state, event.scored.sections.length);
      const kept = keys.map((key) => (key === null ? null : (state.dealsRecord[key] ?? null)));
      if (state.task?.kind !== "score" || kept.every((k) => k === null)) return base.sheetBuilt(state, event);
      return stay({ ...state, solving: { done: 0, total: 0 } }, [
        { kind: "addHandRecords", scored: event.scored, kept },
      ]);
    },
    handRecordsChosen: (state, event) => handRecordsChosen(state, event.name, event.bytes),
    dealsProgressed: (state, event) =>
      state.solving === null
        ? stay(state)
        : stay({ ...state, solving: { done: event.done, total: event.total } }),
    solveCancelPressed: (state) =>
      state.solving === null ? stay(state) : stay(state, [{ kind: "cancelSolving" }]),
    handRecordsAdded: (state, event) => {
      const task = state.task;
      if (task?.kind !== "score") return stay({ ...state, solving: null });
      const note = [task.note, event.note].filter(Boolean).join(" ");
      const ready = { ...state, solving: null, task: { ...task, ...(note ? { note } : {}) } };
      const step = base.sheetBuilt(ready, { kind: "sheetBuilt", scored: event.scored });
      const keys = [...new Set(sectionKeys(state, event.scored.sections.length))];
      if (event.solved.size === 0) return step;
      const record = keys.reduce(
        (r, key) => (key === null ? r : withSolved(r, key, event.solved)),
        state.dealsRecord,
      );
      return record === state.dealsRecord ? step : withRecord(step, record);
    },
  };
}
