/**
 * What the pane is given: the actions that reach Excel (the Office adapter's, src/office, in the
 * add-in; fakes in tests), which the effect runner (src/taskpane/state/run.ts) calls, all but
 * `saveFile`, which the Save buttons (components/SaveResults.tsx) call themselves, as the
 * director clicks; and the callbacks the components are given. Kept apart from the components so
 * they never import Office.js.
 */
import { type ColumnRole } from "../scoring";
import type { OfficeActions } from "../office";
import type { WorkedExample } from "../ui/examples";
import type { OptionsChange } from "../event";

/**
 * Everything the pane asks of the outside world: in Excel, the Office adapter's actions
 * (src/office/index.ts). Scoring is no action: the runner calls the event layer, which is pure.
 */
export type PaneActions = OfficeActions;

/** The director says what a column holds ("ignore" to leave it out). */
export type ColumnChange = (index: number, role: ColumnRole | "ignore") => void;

/** A problem's cell is to be shown (an address such as "Sheet1!F7"). */
export type SelectCell = (address: string) => void;

/** Some of the scoring choices changed (the form's own callback, src/event/forms.ts). */
export type { OptionsChange };

/**
 * A live ranking of the traveller read is to be inserted: RANKING at the cell `at` (blank: a new
 * sheet), with BOARDRESULTS beside the traveller when `boardResults`.
 */
export type InsertLiveRanking = (boardResults: boolean, at: string) => void;

/** A worked example is to be inserted. */
export type InsertExample = (example: WorkedExample) => void;

/** The director answered whether to read a very large selection (true: read it all). */
export type AnswerLargeRead = (read: boolean) => void;

/** The director answered whether a traveller's new results replace its earlier ones (false: keep both). */
export type AnswerReplace = (replace: boolean) => void;

/** A results file was chosen in the pane: its name and bytes (read in the pane, never uploaded). */
export type OpenResultsFile = (name: string, bytes: Uint8Array) => void;
