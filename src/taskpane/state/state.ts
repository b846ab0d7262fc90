/**
 * What the task pane knows at any moment, as plain data: the choices, the traveller as read, the
 * director's column corrections, which step is running, the message to show and where the
 * keyboard focus should go next. src/taskpane/state/reduce.ts is the only thing that changes it.
 */
import {
  DEFAULT_FORM_CHOICES,
  type NumberField,
  type FormChoices,
  type ScaleKind,
  type BridgeEvent,
  type EventSection,
  type ScoredEvent,
  type UserChoices,
} from "../../event";
import type { WrittenSheet } from "../../office/write-sheet";
import type { WorkedExample } from "../../ui/examples";
import type { WrittenResults } from "../save";
import type { WinnerLine } from "../winner";
import type { ColumnOverrides, Counted, Reading } from "../workflow";
import { DEFAULT_SESSIONS, type SessionsForm, type SessionsSettings } from "../sessions";
import type { SeriesRanking } from "../../scoring";
import type { DealsRecord, KeptDeals } from "../deals";
import type { ReplaceQuestion, ResultsOrigin, ScoredSheets } from "../replace";
import type { SheetModel } from "../../sheet/model";
import type { FileSession } from "../refresh-file";

/** A results sheet a Score writes: the scored section's sheet, and the traveller it was scored from. */
export interface SheetToWrite {
  /** The section of the scored event the sheet is of, and the reading (of the Score's) it came from. */
  readonly section: number;
  readonly reading: number;
  readonly model: SheetModel;
  /** The traveller's address ("Sheet1!C3:F7"), noted on the sheet, and its key in the record. */
  readonly scoredFrom?: string;
  readonly key?: string;
}

/** A results sheet written, with the earlier results it replaced (and those it could not delete). */
export interface SheetDone {
  readonly section: number;
  readonly sheet: WrittenSheet;
  readonly replaced: readonly string[];
  readonly left: readonly string[];
}

/** The step running, as the spinner names it; null when the pane waits for the director. */
export type Busy = null | "reading" | "scoring" | "writing" | "inserting";

/** The step a Score is on: reading the traveller, building the sheet, writing it. */
export type ScoreStep = "reading" | "scoring" | "writing";

/** The message under the Score button. */
export interface Status {
  readonly intent: "success" | "error" | "warning" | "info";
  readonly title: string;
  readonly text?: string;
  /** A results sheet was written: what the Save buttons under the message make their files of. */
  readonly written?: WrittenResults;
  /** Scores that look mistyped, listed above the message (the sheet was written as they stand). */
  readonly warnings?: readonly PaneWarning[];
  /** The sheets written: who tops each ranking, with a link that selects the ranking. */
  readonly winners?: readonly WinnerLine[];
}

/** A score that looks mistyped: where it is (`Sheet1!F5`, or a file's `line 4, column 6`) and why. */
export interface PaneWarning {
  readonly where: string;
  readonly text: string;
}

/** Where the keyboard focus is to go once the pane has rendered (a typed-number field by name). */
export type Focus = null | "problems" | "status" | "score" | "confirm" | "replace" | NumberField;

/**
 * How far the running step has got (long work: see src/taskpane/state/long-work.ts): the share
 * done, as `done` of `total` (batches written, say); `total` 0 when the step cannot tell.
 */
export interface Progress {
  readonly step: Exclude<Busy, null>;
  readonly done: number;
  readonly total: number;
  /** What is counted, when the step says: boards scored, boards laid out on the sheet. */
  readonly counted?: Counted;
}

/** A selection too large to read without asking: where it is and how many cells it holds. */
export interface LargeRead {
  readonly address: string;
  readonly cells: number;
}

/**
 * What the pane is in the middle of, so that an effect's outcome is taken the right way: the read
 * made as the pane opens, a Read pressed, a Score pressed (with the choices it was pressed with,
 * as typed and as the event layer takes them, and the step it is on), or an example being inserted (and, once it is,
 * the sheet it went on). null when the pane waits for the director.
 */
export type Task =
  | { readonly kind: "open" }
  | { readonly kind: "read" }
  | {
      readonly kind: "score";
      readonly options: FormChoices;
      /** The form's choices as the event layer takes them (with an opened file's names). */
      readonly choices: UserChoices;
      readonly step: ScoreStep;
      /** The event scored, once the sheet is built: what the status line and the Save buttons tell of. */
      readonly scored?: ScoredEvent;
      /**
       * Score was pressed on one of the pane's own results sheets: that sheet, and the traveller
       * it was scored from, which is read and scored in its place.
       */
      readonly from?: ResultsOrigin;
      /**
       * The travellers this Score scores, in order, once read: the one read, or an opened file's
       * sections, each on its sheet. Absent until read.
       */
      readonly readings?: readonly Reading[];
      /**
       * An opened file's sections, by reading: their names (for the rankings) and published
       * results (set beside the sheets' once written).
       */
      readonly opened?: readonly EventSection[];
      /** For each section of the event scored, the reading it is of (a Section column has several). */
      readonly sectionReadings?: readonly number[];
      /** Said after the sheets are written. */
      readonly note?: string;
      /**
       * An opened file's sections scored: its sheets, kept once the Score is written so that
       * Refresh from the file puts its sections back over them.
       */
      readonly fileSession?: FileSession;
      /** Refresh from the file: the earlier results are replaced without asking, as Replace would. */
      readonly refresh?: true;
      /** Once built, the sheets to write, in order; `written`, those written so far. */
      readonly toWrite?: readonly SheetToWrite[];
      readonly written?: readonly SheetDone[];
      /**
       * The traveller was scored before: its earlier results sheets, and whether the director
       * chose to replace them (else both are kept). Absent until the reading is checked.
       */
      readonly again?: { readonly earlier: readonly string[]; readonly replace: boolean };
    }
  | {
      readonly kind: "insert";
      readonly example: WorkedExample;
      readonly sheet?: WrittenSheet;
      /** A file's sheets, one a section in the file's order, as named in the workbook, once inserted. */
      readonly sheets?: readonly string[];
      /**
       * A file opened: its sections are scored as soon as they are on their sheets, every one in
       * the same Score. `event` is the file opened as an event.
       */
      readonly file?: {
        readonly name: string;
        readonly event: BridgeEvent;
        /** The file's sections as travellers, in the file's order (what went on the sheets). */
        readonly examples?: readonly WorkedExample[];
        /** Refresh from the file: the choices the file's sheets were last scored with. */
        readonly refresh?: FormChoices;
        /** Refresh from the file: which sheets it kept as the director left them, said once scored. */
        readonly note?: string;
      };
    }
  | { readonly kind: "names" }
  /** Listing the workbook's sheets, to tick the sessions of an event. */
  | { readonly kind: "list" }
  /**
   * An event of several sessions: the chosen sheets read and scored, then (once `ranking` is
   * there) the event sheet written.
   */
  | {
      readonly kind: "event";
      readonly settings: SessionsSettings;
      readonly choices: UserChoices;
      readonly ranking?: SeriesRanking;
    }
  /** Reading the selection as a given IMP or VP scale. */
  | { readonly kind: "scale"; readonly scale: ScaleKind }
  /** Inserting a live ranking's formulas. */
  | { readonly kind: "live" };

export interface PaneState {
  /** False outside Excel (a browser): nothing is read, scored or inserted. */
  readonly inExcel: boolean;
  readonly options: FormChoices;
  /** A message for each typed-number field that Score refused. */
  readonly errors: Readonly<Partial<Record<NumberField, string>>>;
  readonly reading: Reading | null;
  readonly overrides: ColumnOverrides;
  readonly task: Task | null;
  readonly status: Status | null;
  readonly focus: Focus;
  /** How far the running step has got, when it says (null otherwise). */
  readonly progress: Progress | null;
  /** The pane asks whether to read a very large selection (null when it asks nothing). */
  readonly confirm: LargeRead | null;
  /** The choices of an event of several sessions (sessions.ts). */
  readonly sessions: SessionsForm;
  /** The results sheets written from each traveller, as kept in the document (replace.ts). */
  readonly scoredSheets: ScoredSheets;
  /** The pane asks whether a traveller scored again replaces its earlier results (null: asks nothing). */
  readonly replace: ReplaceQuestion | null;
  /** The deals kept for each traveller, as kept in the document (deals.ts). */
  readonly dealsRecord: DealsRecord;
  /** The deals being solved before the sheet is written: how many of how many (null: none). */
  readonly solving: { readonly done: number; readonly total: number } | null;
  /** A hand-record file chosen, waiting for the selection to be read to join it (null: none). */
  readonly pendingDeals: { readonly kept: KeptDeals; readonly problems: readonly string[] } | null;
  /** The results file last opened and scored, as kept in the document (refresh-file.ts; null: none). */
  readonly fileSession: FileSession | null;
  /** Refresh from the file could not read the file: why, with the offer to pick it again (null: none). */
  readonly pickAgain: string | null;
}

/**
 * The pane before anything has happened: the default choices, nothing read.
 *
 * @example
 * initialState(true).options; // DEFAULT_FORM_CHOICES (the saved ones arrive with "settingsLoaded")
 */
export function initialState(inExcel: boolean): PaneState {
  return {
    inExcel,
    options: DEFAULT_FORM_CHOICES,
    errors: {},
    reading: null,
    overrides: {},
    task: null,
    status: null,
    focus: null,
    progress: null,
    confirm: null,
    sessions: DEFAULT_SESSIONS,
    scoredSheets: {},
    replace: null,
    dealsRecord: {},
    solving: null,
    pendingDeals: null,
    fileSession: null,
    pickAgain: null,
  };
}

/** Whether Score was pressed and has not finished (the button says "Scoring..."). */
export const isScoring = (state: PaneState): boolean => state.task?.kind === "score";

/**
 * The step running, as the spinner names it: read from the task, so that the two cannot disagree.
 *
 * @example
 * busyStep(initialState(true)); // null
 * busyStep(start(true).state); // "reading"
 */
export function busyStep(state: PaneState): Busy {
  const task = state.task;
  if (task === null) return null;
  if (task.kind === "score") return task.step;
  if (task.kind === "insert") return task.sheet ? "reading" : "inserting";
  if (task.kind === "event") return task.ranking ? "writing" : "scoring";
  if (task.kind === "live") return "inserting";
  return "reading";
}
