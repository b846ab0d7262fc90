/**
 * What the pane is given: the actions that reach Excel (src/writers/office/excel.ts in the add-in,
 * fakes in tests), which only the effect runner (src/taskpane/state/run.ts) calls, and the
 * callbacks the components are given. Kept apart from the components so they never import Office.js.
 */
import { type ColumnRole } from "../scoring";
import type { CellValue, SheetModel } from "../sheet/model";
import type { SheetArea } from "./area";
import type { WorkedExample } from "./examples";
import type { PaneOptions } from "./options";
import type { StartSheet } from "./workflow";
import type { SaveFile } from "./save";

/** A worksheet the add-in added: its name and the block it wrote (e.g. "A1:L40"). */
export interface WrittenSheet {
  readonly name: string;
  readonly range: string;
}

/**
 * Everything the pane asks of the outside world. In Excel: src/writers/office/excel.ts and the
 * results sheet builder.
 */
export interface PaneActions {
  /** `anySize`: read a block of more than 100,000 cells (else a LargeSelectionError says its size). */
  readonly readTravellerArea: (options?: { readonly anySize?: boolean }) => Promise<SheetArea>;
  /** `onBatch` hears of each request written (done of total), for the progress bar. */
  readonly writeSheet: (
    model: SheetModel,
    options?: { readonly onBatch?: (done: number, total: number) => void },
  ) => Promise<WrittenSheet>;
  readonly insertExample: (
    name: string,
    cells: CellValue[][],
    options: { readonly headerRows: readonly number[] },
  ) => Promise<WrittenSheet>;
  readonly loadSettings: () => unknown;
  readonly saveSettings: (value: unknown) => Promise<void>;
  /**
   * Starts building the results sheet board by board (pure; throws a TravellerError or a
   * ScoringError when it cannot), named uniquely among `existingNames`.
   */
  readonly startSheet: StartSheet;
  /** Saves a results file (web page, PBN, USEBIO): a download, or a window where none is allowed. */
  readonly saveFile?: SaveFile;
}

/** The director says what a column holds ("ignore" to leave it out). */
export type ColumnChange = (index: number, role: ColumnRole | "ignore") => void;

/** Some of the scoring choices changed. */
export type OptionsChange = (change: Partial<PaneOptions>) => void;

/** A worked example is to be inserted. */
export type InsertExample = (example: WorkedExample) => void;

/** The director answered whether to read a very large selection (true: read it all). */
export type AnswerLargeRead = (read: boolean) => void;

/** A results file was chosen in the pane: its name and bytes (read in the pane, never uploaded). */
export type OpenResultsFile = (name: string, bytes: Uint8Array) => void;
