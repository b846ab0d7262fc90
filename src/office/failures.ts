/**
 * What the Office adapter tells the director when Excel stops a write, and the errors it throws
 * (a write that failed, a selection too large to read without asking). Pure (no Office.js), so
 * the wording is tested on its own; write-sheet.ts and read-selection.ts decide when each applies.
 */

/**
 * Writing a results sheet failed. The message says what happened and what to do; the sheet being
 * created was removed (or, when even that failed, the message names it so it can be deleted).
 */
export class SheetWriteError extends Error {
  constructor(
    message: string,
    /** Whether the half-written sheet is still in the workbook. */
    readonly leftBehind: boolean,
  ) {
    super(message);
    this.name = "SheetWriteError";
  }
}

/** The selection holds more cells than the pane reads without asking. */
export class LargeSelectionError extends Error {
  constructor(
    /** Cells in the block that would be read. */
    readonly cells: number,
    /** Its address, e.g. "Sheet1!A1:J20000". */
    readonly address: string,
  ) {
    super(
      `The selection ${address} holds ${cells.toLocaleString("en-US")} cells, more than a traveller usually does.`,
    );
    this.name = "LargeSelectionError";
  }
}

/** Cells the pane reads without asking first. */
export const LARGE_SELECTION_CELLS = 100_000;

/** Excel's error code (OfficeExtension.Error.code), or "" when the error has none. */
export function errorCode(e: unknown): string {
  if (typeof e === "object" && e !== null && "code" in e && typeof e.code === "string") return e.code;
  return "";
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * Why a write failed and what to do, in the director's words. `removed` says whether the sheet
 * being created was taken out again (true also when it had not been added yet).
 *
 * @example
 * writeFailureMessage({ code: "AccessDenied", message: "..." }, "Board 15 cross-IMPs", true);
 * // "Excel did not allow the sheet to be added: the workbook is protected. ..."
 */
export function writeFailureMessage(e: unknown, sheet: string, removed: boolean): string {
  const code = errorCode(e);
  const text = messageOf(e);
  let what: string;
  if (code === "AccessDenied" || /protect/i.test(text)) {
    what =
      "Excel did not allow the sheet to be added: the workbook is protected. " +
      "Unprotect it (Review, Protect Workbook), then score again.";
  } else if (code === "ItemAlreadyExists") {
    what = `A sheet named "${sheet}" appeared while the pane was writing (someone else editing the workbook?). Score again: the pane picks a free name.`;
  } else if (/payload|too large|size limit/i.test(text)) {
    what = `Excel refused a request as too large (${text}). Score fewer boards at a time.`;
  } else {
    what = `Excel stopped the write (${text}). Check that the workbook is still open and can be edited, then score again.`;
  }
  const left = removed
    ? " Nothing was left behind: every other sheet is as it was."
    : ` The sheet "${sheet}" was only partly written and could not be removed: delete it before scoring again.`;
  return what + left;
}

/**
 * The refusal when the workbook's structure is protected (known before anything is written).
 *
 * @example
 * protectedMessage(); // "The workbook is protected: ..."
 */
export function protectedMessage(): string {
  return (
    "The workbook is protected, so Excel does not allow a sheet to be added. " +
    "Unprotect it (Review, Protect Workbook), then score again. Nothing was written."
  );
}
