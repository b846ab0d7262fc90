/**
 * "Refresh from the file" in the pane, without Office.js or React. During a club evening the
 * results file (a Bridgemate database, say) fills up as results come in; the pane keeps what it
 * needs to read that file again and to put its sections back where it put them the first time:
 *
 * - the file itself, as the host lets the pane keep it: a File System Access handle where the
 *   pane may use `showOpenFilePicker` (each `getFile()` gives the bytes as they are now), else the
 *   `File` the file input gave, which Chromium and WebView2 refuse to read once the file has
 *   changed on disk. Either may be missing (the pane was closed and opened again). Any failure
 *   comes back as the one plain message asking the director to pick the file again; nothing here
 *   throws.
 * - the session: which sheet each of the file's sections was put on (and the cells it took), and
 *   the choices it was scored with. Plain data, kept in the document with the pane's settings, so
 *   the button is there again after the pane is reopened.
 * - the guard on what the director typed: each traveller sheet's block is kept as a short
 *   fingerprint of the values the pane wrote there, and a refresh writes over the sheet only while
 *   the block still holds just those values (and the cells it grows into are empty).
 */
import type { FormChoices } from "../event";
import { columnLetters, fitCellText } from "../grid/a1";
import type { CellValue } from "../sheet/model";
import { exampleCells, type WorkedExample } from "../ui/examples";
import { restoreOptions } from "./options";

/** A file the pane can ask for bytes (a browser `File` is one). */
export interface FileLike {
  readonly name: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A File System Access handle (a `FileSystemFileHandle` is one): a fresh `File` on each `getFile()`. */
export interface FileHandleLike {
  readonly name: string;
  getFile(): Promise<FileLike>;
}

/** What the pane kept of the file last opened, to read it again. */
export type KeptFile =
  | { readonly kind: "handle"; readonly handle: FileHandleLike }
  | { readonly kind: "file"; readonly file: FileLike };

/** What the director is told when the file cannot be read again (and a picker is offered). */
export const PICK_AGAIN = "This Excel does not let the pane read the file again: pick it again.";

/** The file read again, or why not (the director picks it again). */
export type ReadAgain =
  | { readonly kind: "read"; readonly name: string; readonly bytes: Uint8Array }
  | { readonly kind: "pickAgain"; readonly message: string };

/** The error's DOMException name ("NotReadableError"), or "". */
function errorName(e: unknown): string {
  return typeof e === "object" && e !== null && "name" in e && typeof e.name === "string" ? e.name : "";
}

/**
 * Reads the kept file again: a handle's file as it is now, or the kept `File` (refused by the
 * browser once it changed on disk). Never throws: nothing kept, or any failure, asks for the
 * file again (a handle whose file has gone says so).
 *
 * @example
 * await readAgain({ kind: "handle", handle }); // { kind: "read", name: "club.bws", bytes }
 * await readAgain(null); // { kind: "pickAgain", message: PICK_AGAIN }
 */
export async function readAgain(kept: KeptFile | null): Promise<ReadAgain> {
  if (kept === null) return { kind: "pickAgain", message: PICK_AGAIN };
  try {
    const file = kept.kind === "handle" ? await kept.handle.getFile() : kept.file;
    const bytes = new Uint8Array(await file.arrayBuffer());
    return { kind: "read", name: file.name, bytes };
  } catch (e) {
    if (kept.kind === "handle" && errorName(e) === "NotFoundError")
      return {
        kind: "pickAgain",
        message: `${kept.handle.name} is no longer where it was opened from: pick it again.`,
      };
    return { kind: "pickAgain", message: PICK_AGAIN };
  }
}

/** The File System Access picker, as far as the pane uses it. */
export type OpenFilePicker = (options: {
  readonly multiple: false;
  readonly types: readonly {
    readonly description: string;
    readonly accept: Readonly<Record<string, readonly string[]>>;
  }[];
}) => Promise<readonly FileHandleLike[]>;

/** The window, as far as picking a file goes. */
export interface PickerHost {
  readonly showOpenFilePicker?: OpenFilePicker;
  readonly self?: unknown;
  readonly top?: unknown;
}

/**
 * Whether the pane may keep a handle to the file: the File System Access picker is there and the
 * pane is not in a frame of another site's page (Excel on the web), where Chromium refuses it.
 *
 * @example
 * keepsHandles(window); // true in Excel on Windows (WebView2), false in Excel on the web
 */
export function keepsHandles(host: PickerHost): boolean {
  return typeof host.showOpenFilePicker === "function" && host.self === host.top;
}

/** What picking a file came to: the file (kept, read), nothing (cancelled), or use the file input. */
export type Picked =
  | { readonly kind: "picked"; readonly kept: KeptFile; readonly name: string; readonly bytes: Uint8Array }
  | { readonly kind: "cancelled" }
  | { readonly kind: "useInput" };

/**
 * Picks a file with the File System Access picker, keeping its handle: the file's name and
 * bytes; "cancelled" when the director closed the picker; "useInput" when the host has no such
 * picker or it failed (the caller opens the file input instead). Never throws.
 *
 * @example
 * await pickWithHandle(window, [".bws", ".pbn"]); // { kind: "picked", kept: { kind: "handle", handle }, name, bytes }
 */
export async function pickWithHandle(host: PickerHost, extensions: readonly string[]): Promise<Picked> {
  if (!keepsHandles(host)) return { kind: "useInput" };
  let handle: FileHandleLike | undefined;
  try {
    [handle] = await host.showOpenFilePicker!({
      multiple: false,
      types: [{ description: "Results files", accept: { "application/octet-stream": extensions } }],
    });
  } catch (e) {
    return errorName(e) === "AbortError" ? { kind: "cancelled" } : { kind: "useInput" };
  }
  if (handle === undefined) return { kind: "cancelled" };
  const kept: KeptFile = { kind: "handle", handle };
  const read = await readAgain(kept);
  return read.kind === "read"
    ? { kind: "picked", kept, name: read.name, bytes: read.bytes }
    : { kind: "useInput" };
}

/** Where the pane keeps the file last opened, for as long as the pane is open (never in the document). */
export interface FileKeeper {
  /** The file kept, or null (none opened since the pane was opened). */
  kept(): KeptFile | null;
  keep(kept: KeptFile): void;
}

/**
 * A keeper holding nothing yet.
 *
 * @example
 * const keeper = fileKeeper(); keeper.keep({ kind: "file", file }); keeper.kept(); // { kind: "file", file }
 */
export function fileKeeper(): FileKeeper {
  let held: KeptFile | null = null;
  return {
    kept: () => held,
    keep: (kept) => {
      held = kept;
    },
  };
}

/** A file chosen: its name and bytes. */
export type Chosen = (name: string, bytes: Uint8Array) => void;

/** How a file button picks its file, given the file input's own picker to fall back on. */
export type PickVia = (openInput: () => void) => void;

/** The file a file input gave, before it is read: kept to read again. */
export type KeepInputFile = (file: FileLike) => void;

/**
 * "Open a results file" or "Pick the file again" pressed: the File System Access picker where the
 * host lets the pane keep a handle (kept, then `chosen`), else the file input (`openInput`, whose
 * file keepInputFile keeps). Cancelling the picker does nothing; nothing throws.
 *
 * @example
 * pickFile(window, keeper, INPUT_EXTENSIONS, () => input.click(), (name, bytes) => dispatch({ kind: "fileChosen", name, bytes }));
 */
export function pickFile(
  host: PickerHost,
  keeper: FileKeeper,
  extensions: readonly string[],
  openInput: () => void,
  chosen: Chosen,
): void {
  // Straight to the input where there is no picker to try, while the click still counts as the director's.
  if (!keepsHandles(host)) {
    openInput();
    return;
  }
  void pickWithHandle(host, extensions).then((picked) => {
    if (picked.kind === "picked") {
      keeper.keep(picked.kept);
      chosen(picked.name, picked.bytes);
    } else if (picked.kind === "useInput") openInput();
  });
}

/**
 * Refresh pressed: the file kept read again, when it is the session's file (by name); else, or
 * when it cannot be read, the word to pick it again.
 *
 * @example
 * await refreshFromKept(keeper, "club.bws"); // { kind: "read", name: "club.bws", bytes }
 */
export function refreshFromKept(keeper: FileKeeper, file: string): Promise<ReadAgain> {
  const kept = keeper.kept();
  const name = kept === null ? null : kept.kind === "handle" ? kept.handle.name : kept.file.name;
  return readAgain(name === file ? kept : null);
}

/** One of the file's sections as the pane put it in the workbook. */
export interface SessionSheet {
  /** The section's sheet name as the file gives it ("Club Pairs A"): how a section is found again. */
  readonly section: string;
  /** The sheet it is on, as the workbook names it ("Club Pairs A (2)"). */
  readonly sheet: string;
  /** The cells its traveller took, from A1 ("A1:K13"): what a refresh clears before writing. */
  readonly range: string;
  /** The fingerprint of the values the pane wrote in `range` ({@link blockFingerprint}). */
  readonly written: string;
}

/** The results file last opened and scored: its sheets, and the choices it was scored with. */
export interface FileSession {
  /** The file's name, as the button names it. */
  readonly file: string;
  readonly sheets: readonly SessionSheet[];
  readonly options: FormChoices;
}

/**
 * The cells a traveller takes from A1 of its sheet, as the pane puts it there.
 *
 * @example
 * travellerRange("Board,NS,EW,Score\n1,1,2,420\n"); // "A1:D2"
 */
export function travellerRange(csv: string): string {
  const { cells } = exampleCells(csv);
  let columns = 1;
  for (const row of cells) columns = Math.max(columns, row.length);
  return `A1:${columnLetters(columns - 1)}${Math.max(1, cells.length)}`;
}

/**
 * The session once a file's sections are on their sheets (`sheets`, the workbook's names, in the
 * sections' order), with the choices set for it.
 *
 * @example
 * fileSession("club.csv", opened.sheets, ["club"], options).sheets; // [{ section: "club", sheet: "club", range: "A1:D3" }]
 */
export function fileSession(
  file: string,
  examples: readonly WorkedExample[],
  sheets: readonly string[],
  options: FormChoices,
): FileSession {
  const placed = examples.flatMap((example, k) => {
    const sheet = sheets[k];
    if (sheet === undefined) return [];
    const range = travellerRange(example.csv);
    return [{ section: example.sheetName, sheet, range, written: travellerFingerprint(example.csv) }];
  });
  return { file, sheets: placed, options };
}

/** A sheet of the session a refresh may write over: its name, its block, and what the pane wrote there. */
export interface RefreshOver {
  readonly sheet: string;
  readonly range: string;
  readonly written: string;
}

/** A section of the file read again, and the sheet of the session it goes over (none: a new sheet). */
export interface RefreshTarget {
  readonly example: WorkedExample;
  readonly over?: RefreshOver;
}

/**
 * Where each section of the file read again goes: over the sheet the session put the section of
 * the same name on, else (a section new in the file) on a new sheet. A section of the session no
 * longer in the file keeps its sheet as it is.
 *
 * @example
 * refreshTargets(session, opened.sheets); // [{ example, over: { sheet: "Club Pairs A", range: "A1:K13", written: "3f9k2a" } }]
 */
export function refreshTargets(session: FileSession, examples: readonly WorkedExample[]): RefreshTarget[] {
  const used = new Set<string>();
  return examples.map((example) => {
    const at = session.sheets.find(
      (s) => s.section.toLowerCase() === example.sheetName.toLowerCase() && !used.has(s.sheet),
    );
    if (at === undefined) return { example };
    used.add(at.sheet);
    return { example, over: { sheet: at.sheet, range: at.range, written: at.written } };
  });
}

/**
 * The session as the document kept it, checked: null for anything that is not one (the pane then
 * shows no Refresh button).
 *
 * @example
 * restoreFileSession({ file: "club.bws", sheets: [{ section: "A", sheet: "A", range: "A1:K9", written: "3f9k2a" }], options: {} }); // the session, with the choices restored
 * restoreFileSession("junk"); // null
 */
export function restoreFileSession(saved: unknown): FileSession | null {
  if (saved === null || typeof saved !== "object") return null;
  const { file, sheets, options } = saved as Record<string, unknown>;
  if (typeof file !== "string" || file === "" || !Array.isArray(sheets)) return null;
  const text = (v: unknown): v is string => typeof v === "string" && v !== "";
  const kept = sheets.flatMap((s: unknown) => {
    if (s === null || typeof s !== "object") return [];
    const { section, sheet, range, written } = s as Record<string, unknown>;
    // A sheet without the fingerprint of what was written on it is not known to the refresh (its
    // section goes on a new sheet): better a new sheet than writing over what may be a director's.
    return text(section) &&
      text(sheet) &&
      text(range) &&
      /^A1:[A-Z]{1,3}[1-9][0-9]*$/.test(range) &&
      text(written) &&
      /^[0-9a-z]{1,16}$/.test(written)
      ? [{ section, sheet, range, written }]
      : [];
  });
  if (kept.length === 0) return null;
  return { file, sheets: kept, options: restoreOptions(options) };
}

/** The rows and columns of a block from A1 ("A1:D3": 3 rows, 4 columns). */
function blockSize(range: string): { readonly rows: number; readonly columns: number } {
  const m = /^A1:([A-Z]{1,3})([1-9][0-9]*)$/.exec(range);
  if (m === null) return { rows: 0, columns: 0 };
  let columns = 0;
  for (const ch of m[1]) columns = columns * 26 + (ch.charCodeAt(0) - 64);
  return { rows: Number(m[2]), columns };
}

/**
 * A cell as Excel holds it once the pane has written it: empty as "", text as cut to fit a cell
 * (the apostrophe that keeps it text is not part of it), a number to Excel's 15 digits.
 */
function heldValue(value: CellValue | undefined): string | number | boolean {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return fitCellText(value);
  if (typeof value === "number") return Number(value.toPrecision(15));
  return value;
}

/** A 53-bit hash of some text, in base 36 (at most 11 characters): two 32-bit lanes mixed. */
function shortHash(text: string): string {
  let a = 0x9e3779b9;
  let b = 0x85ebca6b;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x9e3779b1);
    b = Math.imul(b ^ unit, 0x5bd1e995);
  }
  a = Math.imul(a ^ (a >>> 16), 0x85ebca6b) ^ Math.imul(b ^ (b >>> 13), 0xc2b2ae35);
  b = Math.imul(b ^ (b >>> 16), 0x85ebca6b) ^ Math.imul(a ^ (a >>> 13), 0xc2b2ae35);
  return (0x100000000 * (b & 0x1fffff) + (a >>> 0)).toString(36);
}

/**
 * The fingerprint of a block of `rows` by `columns` cells from A1, as Excel holds it: the same
 * for the cells the pane writes and for the values Excel reads back from them, different (but for
 * a chance of about one in 10^16) once any cell, or the block's size, differs.
 *
 * @example
 * blockFingerprint([["Board", "NS"], [1, 1]], 2, 2) === blockFingerprint([["Board", "NS"], [1, 1]], 2, 2); // true
 * blockFingerprint([["Board", "NS"], [1, 1]], 2, 2) === blockFingerprint([["Board", "NS"], [1, 3]], 2, 2); // false
 */
export function blockFingerprint(
  values: readonly (readonly CellValue[])[],
  rows: number,
  columns: number,
): string {
  const held = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => heldValue(values[r]?.[c])),
  );
  return shortHash(JSON.stringify([rows, columns, held]));
}

/**
 * The fingerprint of a traveller as the pane puts it on its sheet (its block, {@link travellerRange}).
 *
 * @example
 * travellerFingerprint("Board,NS,EW,Score\n1,1,2,420\n"); // blockFingerprint of its 2 by 4 cells
 */
export function travellerFingerprint(csv: string): string {
  const { rows, columns } = blockSize(travellerRange(csv));
  return blockFingerprint(exampleCells(csv).cells, rows, columns);
}

/**
 * The block a refresh reads before it writes over a sheet: the block written before and the one
 * it is about to write, together (both from A1).
 *
 * @example
 * checkedRange("A1:D3", "A1:C5"); // "A1:D5"
 */
export function checkedRange(before: string, now: string): string {
  const a = blockSize(before);
  const b = blockSize(now);
  return `A1:${columnLetters(Math.max(1, a.columns, b.columns) - 1)}${Math.max(1, a.rows, b.rows)}`;
}

/**
 * Whether a refresh may write over a session's sheet: `values` (read from A1 of the sheet over
 * {@link checkedRange}; null when there is no such sheet now) hold in the block written before
 * exactly what the pane wrote there, and nothing outside it. Any cell the director typed, in the
 * block or where the new traveller would grow, says no.
 *
 * @example
 * untouched({ sheet: "A", range: "A1:B2", written: blockFingerprint(grid, 2, 2) }, grid); // true
 * untouched(over, null); // false (the sheet is gone)
 */
export function untouched(over: RefreshOver, values: readonly (readonly CellValue[])[] | null): boolean {
  if (values === null) return false;
  const { rows, columns } = blockSize(over.range);
  if (rows === 0 || values.length < rows || values.some((row) => row.length < columns)) return false;
  if (blockFingerprint(values, rows, columns) !== over.written) return false;
  return values.every((row, r) => row.every((v, c) => (r < rows && c < columns) || heldValue(v) === ""));
}

/** A session's sheet a refresh did not write over, and the new sheet the section went on instead. */
export interface KeptSheet {
  /** The session's sheet, as it was named. */
  readonly sheet: string;
  /** The new sheet with the file's traveller as it is now. */
  readonly now: string;
  /** Why: changed by hand since the pane wrote it, or no longer in the workbook (renamed, deleted). */
  readonly why: "changed" | "gone";
}

/**
 * What the director is told of the sheets a refresh kept as they were, in plain words ("" for none).
 *
 * @example
 * keptNote([{ sheet: "Section A", now: "Section A (2)", why: "changed" }]);
 * // 'The traveller sheet "Section A" was changed by hand since it was read from the file, so it is kept as it is; the file's new results are on "Section A (2)".'
 */
export function keptNote(kept: readonly KeptSheet[]): string {
  return kept
    .map((k) =>
      k.why === "changed"
        ? `The traveller sheet "${k.sheet}" was changed by hand since it was read from the file, so it is kept as it is; the file's new results are on "${k.now}".`
        : `The traveller sheet "${k.sheet}" is no longer in the workbook (renamed or deleted), so the file's new results are on "${k.now}".`,
    )
    .join(" ");
}
