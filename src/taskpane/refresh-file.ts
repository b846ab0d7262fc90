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
 */
import type { FormChoices } from "../event";
import { columnLetters } from "../grid/a1";
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
  const placed = examples.flatMap((example, k) =>
    sheets[k] === undefined
      ? []
      : [{ section: example.sheetName, sheet: sheets[k], range: travellerRange(example.csv) }],
  );
  return { file, sheets: placed, options };
}

/** A section of the file read again, and the sheet of the session it goes over (none: a new sheet). */
export interface RefreshTarget {
  readonly example: WorkedExample;
  readonly over?: { readonly sheet: string; readonly range: string };
}

/**
 * Where each section of the file read again goes: over the sheet the session put the section of
 * the same name on, else (a section new in the file) on a new sheet. A section of the session no
 * longer in the file keeps its sheet as it is.
 *
 * @example
 * refreshTargets(session, opened.sheets); // [{ example, over: { sheet: "Club Pairs A", range: "A1:K13" } }]
 */
export function refreshTargets(session: FileSession, examples: readonly WorkedExample[]): RefreshTarget[] {
  const used = new Set<string>();
  return examples.map((example) => {
    const at = session.sheets.find(
      (s) => s.section.toLowerCase() === example.sheetName.toLowerCase() && !used.has(s.sheet),
    );
    if (at === undefined) return { example };
    used.add(at.sheet);
    return { example, over: { sheet: at.sheet, range: at.range } };
  });
}

/**
 * The session as the document kept it, checked: null for anything that is not one (the pane then
 * shows no Refresh button).
 *
 * @example
 * restoreFileSession({ file: "club.bws", sheets: [{ section: "A", sheet: "A", range: "A1:K9" }], options: {} }); // the session, with the choices restored
 * restoreFileSession("junk"); // null
 */
export function restoreFileSession(saved: unknown): FileSession | null {
  if (saved === null || typeof saved !== "object") return null;
  const { file, sheets, options } = saved as Record<string, unknown>;
  if (typeof file !== "string" || file === "" || !Array.isArray(sheets)) return null;
  const text = (v: unknown): v is string => typeof v === "string" && v !== "";
  const kept = sheets.flatMap((s: unknown) => {
    if (s === null || typeof s !== "object") return [];
    const { section, sheet, range } = s as Record<string, unknown>;
    return text(section) && text(sheet) && text(range) && /^A1:[A-Z]{1,3}[1-9][0-9]*$/.test(range)
      ? [{ section, sheet, range }]
      : [];
  });
  if (kept.length === 0) return null;
  return { file, sheets: kept, options: restoreOptions(options) };
}
