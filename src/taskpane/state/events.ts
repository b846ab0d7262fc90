/**
 * What can happen to the pane (events) and what the pane asks the outside world to do (effects).
 * Both are plain data: the reducer turns an event into the next state and a list of effects, the
 * runner carries out each effect through the pane's actions and reports back with an event.
 */
import type { ColumnRole } from "../../scoring";
import type { SheetModel } from "../../sheet/model";
import type { WrittenSheet } from "../../office/write-sheet";
import type { SheetArea } from "../../office/area";
import type { WorkedExample } from "../../ui/examples";
import type { FormChoices, ScaleKind, ScoredEvent, UserChoices } from "../../event";
import type { Counted, Reading, Refusal } from "../workflow";
import type { SessionsForm, SessionsSettings } from "../sessions";
import type { ScoredSheets } from "../replace";
import type { FileSession, KeptSheet, RefreshTarget } from "../refresh-file";
import type { DDTable, SeriesRanking } from "../../scoring";
import type { DealsRecord, KeptDeals } from "../deals";
import type { LiveRankingRequest, LiveRankingWritten } from "../../office/live-ranking";

/** What the director does. */
export type UserEvent =
  | { readonly kind: "opened" }
  | { readonly kind: "readPressed" }
  | { readonly kind: "columnChanged"; readonly index: number; readonly role: ColumnRole | "ignore" }
  | { readonly kind: "optionsChanged"; readonly change: Partial<FormChoices> }
  | { readonly kind: "scorePressed" }
  /** Score the traveller as entered: what the movement check asked about is taken as what happened. */
  | { readonly kind: "scoreAsEnteredPressed" }
  | { readonly kind: "examplePressed"; readonly example: WorkedExample }
  /** The selection is the names table (pair number, then names); or there is to be none. */
  | { readonly kind: "namesPressed" }
  | { readonly kind: "namesCleared" }
  /** The selection is the federation's IMP or VP scale (scale-tables.ts); or the built-in one is used again. */
  | { readonly kind: "scalePressed"; readonly scale: ScaleKind }
  | { readonly kind: "scaleCleared"; readonly scale: ScaleKind }
  /** A results file (PBN, USEBIO or a traveller CSV) chosen with "Open a results file": its name and bytes. */
  | { readonly kind: "fileChosen"; readonly name: string; readonly bytes: Uint8Array }
  /** Refresh from the file: the file last opened, read again (or picked again): its name and bytes now. */
  | { readonly kind: "refreshRead"; readonly name: string; readonly bytes: Uint8Array }
  /** Refresh from the file could not read the file again: why (the pane offers to pick it again). */
  | { readonly kind: "refreshUnreadable"; readonly message: string }
  /** The pane moved the keyboard focus where the state asked. */
  | { readonly kind: "focusMoved" }
  /** The director answered whether to read a very large selection. */
  | { readonly kind: "largeReadAnswered"; readonly read: boolean }
  /** The director answered whether a traveller scored again replaces its earlier results (or keeps both). */
  | { readonly kind: "replaceAnswered"; readonly replace: boolean }
  /** An event of several sessions: list the workbook's sheets, change the choices, write the event sheet. */
  | { readonly kind: "sessionsListPressed" }
  | { readonly kind: "sessionsChanged"; readonly change: Partial<Omit<SessionsForm, "sheets">> }
  | { readonly kind: "eventPressed" }
  /** A hand-record file chosen with "Add hand records", for the selected traveller: its name and bytes. */
  | { readonly kind: "handRecordsChosen"; readonly name: string; readonly bytes: Uint8Array }
  /** Stop solving the deals: the sheet is written with the hands, without the tables not yet solved. */
  | { readonly kind: "solveCancelPressed" }
  /**
   * Insert a live ranking of the traveller read: RANKING at the cell `at` (blank: a new sheet),
   * and BOARDRESULTS beside the traveller when `boardResults`.
   */
  | { readonly kind: "liveRankingPressed"; readonly boardResults: boolean; readonly at: string };

/** How an effect turned out. */
export type OutcomeEvent =
  /** The choices saved in the document, and the record of the results sheets written from each traveller. */
  | {
      readonly kind: "settingsLoaded";
      readonly saved: unknown;
      readonly scored?: unknown;
      /** The deals kept for each traveller (deals.ts), unchecked. */
      readonly deals?: unknown;
      /** The results file last opened and scored (refresh-file.ts), unchecked. */
      readonly fileSession?: unknown;
    }
  | { readonly kind: "selectionRead"; readonly area: SheetArea }
  /** The travellers at the addresses asked for, read in that order. */
  | { readonly kind: "travellersRead"; readonly areas: readonly SheetArea[] }
  /** The readings' event scored: each of its sections holds a sheet to write. */
  | { readonly kind: "sheetBuilt"; readonly scored: ScoredEvent }
  | { readonly kind: "scoreRefused"; readonly refusal: Refusal }
  /**
   * The sheet is written; when it replaced a traveller's earlier results, the earlier sheets deleted
   * and those that could not be (by the names they were set aside under).
   */
  | {
      readonly kind: "sheetWritten";
      readonly sheet: WrittenSheet;
      readonly replaced?: readonly string[];
      readonly left?: readonly string[];
    }
  | {
      readonly kind: "exampleInserted";
      readonly sheet: WrittenSheet;
      /** A results file's sheets, one a section in the file's order, as named in the workbook. */
      readonly sheets?: readonly string[];
      /** Refreshed: the session's sheets not written over (typed on, or gone), and where the sections went. */
      readonly kept?: readonly KeptSheet[];
    }
  /** Saving the choices in the document failed (the sheet is written all the same). */
  | { readonly kind: "settingsNotSaved"; readonly message: string }
  /** Reading, building, writing or inserting threw: Excel's (or the builder's) message. */
  | { readonly kind: "stepFailed"; readonly message: string }
  /** The running step got further: `done` of `total` (boards scored or laid out, batches written). */
  | {
      readonly kind: "progressed";
      readonly done: number;
      readonly total: number;
      readonly counted?: Counted;
    }
  /** The selection holds more cells than the pane reads without asking: nothing was read. */
  | { readonly kind: "selectionTooLarge"; readonly address: string; readonly cells: number }
  /** The workbook's sheets, listed. */
  | { readonly kind: "sheetsListed"; readonly names: readonly string[] }
  /** The sessions' sheets read and scored: the event sheet to write and the ranking on it. */
  | { readonly kind: "eventSheetBuilt"; readonly model: SheetModel; readonly ranking: SeriesRanking }
  /** The sessions cannot be ranked as one event: why (a sheet's problems, a method of the wrong unit). */
  | { readonly kind: "eventRefused"; readonly message: string }
  /** Solving the deals got further: `done` of `total` deals. */
  | { readonly kind: "dealsProgressed"; readonly done: number; readonly total: number }
  /**
   * The scored event with the traveller's kept deals beside its boards; what to say of them; and
   * the tables solved (by deal), to keep for the next Score.
   */
  | {
      readonly kind: "handRecordsAdded";
      readonly scored: ScoredEvent;
      readonly note: string;
      readonly solved: ReadonlyMap<string, DDTable>;
    }
  /** The live ranking's formulas written where there was room, and what was not (with why). */
  | { readonly kind: "liveRankingInserted"; readonly written: LiveRankingWritten };

export type PaneEvent = UserEvent | OutcomeEvent;

/** What the pane asks of the outside world. */
export type Effect =
  | { readonly kind: "loadSettings" }
  /** Read the selection; `anySize` when the director agreed to read a very large one. */
  | { readonly kind: "readSelection"; readonly anySize?: boolean }
  /** Read the traveller around each cell (a traveller's first cell, as the record keeps it), in order. */
  | { readonly kind: "readTravellers"; readonly addresses: readonly string[] }
  /**
   * Score the reading's event with the choices (a traveller and a teams scoresheet alike), with
   * the `others` read for the same Score after it (an opened file's other sections), every
   * section in one event; the sheets are named as though the sheets it is `replacing` were gone.
   */
  | {
      readonly kind: "buildSheet";
      readonly reading: Reading;
      readonly others?: readonly Reading[];
      readonly choices: UserChoices;
      readonly replacing?: readonly string[];
    }
  /**
   * Write the sheet: in place of the sheets it is `replacing` (deleted once it is written), and,
   * for a traveller's results, with a note of when it was scored from the traveller at `scoredFrom`.
   * `part`: the sheet is one of several written by one Score (its place among them), so the
   * progress bar runs once over all of them.
   */
  | {
      readonly kind: "writeSheet";
      readonly model: SheetModel;
      readonly replacing?: readonly string[];
      readonly scoredFrom?: string;
      readonly part?: { readonly index: number; readonly count: number };
    }
  /** Keep the record of the results sheets written from each traveller in the document. */
  | { readonly kind: "saveScoredSheets"; readonly value: ScoredSheets }
  | { readonly kind: "insertExample"; readonly example: WorkedExample }
  /**
   * A results file's travellers, each on a new sheet, in order (the last is left selected); or,
   * refreshed from the file, each written `over` the sheet it was put on before (its cells there
   * cleared first) when that sheet holds just what the pane wrote there; a sheet changed by hand
   * since, no longer there, or none named, gets a new sheet.
   */
  | {
      readonly kind: "insertFileSheets";
      readonly sheets: readonly WorkedExample[];
      readonly over?: readonly (RefreshTarget["over"] | undefined)[];
    }
  /** Keep the results file last opened and scored in the document (refresh-file.ts). */
  | { readonly kind: "saveFileSession"; readonly value: FileSession }
  | { readonly kind: "saveSettings"; readonly value: FormChoices }
  | { readonly kind: "listSheets" }
  /** Read the sessions' sheets (each used range once), score each and rank the event. */
  | { readonly kind: "buildEventSheet"; readonly settings: SessionsSettings; readonly choices: UserChoices }
  /** Keep the record of the deals kept for each traveller in the document. */
  | { readonly kind: "saveDeals"; readonly value: DealsRecord }
  /**
   * Set each scored section's kept deals (null: none kept for its traveller) beside its boards,
   * solving those without a table (deals-run.ts).
   */
  | {
      readonly kind: "addHandRecords";
      readonly scored: ScoredEvent;
      readonly kept: readonly (KeptDeals | null)[];
    }
  /** Stop the solving under way. */
  | { readonly kind: "cancelSolving" }
  /** Write a live ranking's formulas, never over a filled cell (src/office/live-ranking.ts). */
  | { readonly kind: "insertLiveRanking"; readonly request: LiveRankingRequest };

/** The next state and what to do about it. */
export interface Step<S> {
  readonly state: S;
  readonly effects: readonly Effect[];
}
