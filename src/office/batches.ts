/**
 * A sheet's layout cut into requests Excel on the web accepts. Excel on the web refuses a
 * request (everything queued before one context.sync()) of more than about 5 MB, so the writer
 * sends a large sheet as several batches, each a rectangle of whole rows with its formulas,
 * number formats and styles, each estimated at no more than {@link MAX_REQUEST_BYTES}. Pure (no
 * Office.js): write-sheet.ts queues what a batch holds and syncs once per batch.
 *
 * The estimate is what Office.js serializes: the 2-D arrays as JSON, counted in UTF-8 bytes (a
 * "♥" is 3), and a fixed allowance for each other action queued (a range asked for, a property
 * set). It errs on the large side, so that a batch under the limit here is under it in Excel.
 */
import { blockNotes } from "../sheet/block-notes";
import type { CellStyle, SheetModel } from "../sheet/model";
import type { CellRect, SheetLayout } from "./layout";

/** The most a batch may hold: 4 MB, a fifth under Excel on the web's limit of about 5 MB. */
export const MAX_REQUEST_BYTES = 4_000_000;

/** Allowance for one queued action other than the big arrays (a getRange, a property set). */
export const ACTION_BYTES = 200;

/** Allowance for what the first batch also carries: adding the sheet and suspending calculation. */
const START_ACTIONS = 3;

/** One style on one rectangle of a batch's rows. */
export interface StyledRect {
  readonly style: CellStyle;
  readonly rect: CellRect;
}

/** Rows `top` to `bottom` (0-based, inclusive) of the sheet, as one request writes them. */
export interface Batch {
  readonly top: number;
  readonly bottom: number;
  /** Formulas and constants of the rows, every column of the used rectangle. */
  readonly formulas: (string | number | boolean)[][];
  /** Their number formats; null when every cell is "General" (a new sheet's own format). */
  readonly numberFormats: string[][] | null;
  /** The styles of the rows: each rectangle of the layout cut to the batch's rows. */
  readonly styles: readonly StyledRect[];
  /** The estimated size of the request, in bytes, sheet-wide settings included in the last batch. */
  readonly bytes: number;
}

/**
 * Bytes of a string in UTF-8 (what goes over the wire), without allocating.
 *
 * @example
 * utf8Length("4♥"); // 4: "4" is one byte, "♥" three
 */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4; // a surrogate pair: one 4-byte character
      i++;
    } else n += 3;
  }
  return n;
}

/**
 * The serialized size of a value as JSON in UTF-8.
 *
 * @example
 * jsonBytes([["=A1", 3]]); // 11: [["=A1",3]]
 */
export function jsonBytes(value: unknown): number {
  return utf8Length(JSON.stringify(value));
}

/** Properties a style sets in Excel (one action each; a bottom border on several rows sets two). */
function styleActions(style: CellStyle, rect: CellRect): number {
  let n = 1; // the range itself
  if (style.bold) n++;
  if (style.italic) n++;
  if (style.fontColor) n++;
  if (style.fill) n++;
  if (style.horizontalAlignment) n++;
  if (style.wrapText) n++;
  if (style.borderBottom) n += rect.bottom > rect.top ? 4 : 2;
  return n;
}

const styleBytes = (s: StyledRect): number => styleActions(s.style, s.rect) * ACTION_BYTES + 64;

/**
 * The estimated bytes of what is set once per sheet, with the last batch: column widths, frozen
 * rows, colour scales and font rules, the print setup, the blocks' notes, showing the sheet and selecting A1.
 *
 * @example
 * finishBytes(model, layout); // a few kilobytes for a results sheet
 */
export function finishBytes(model: SheetModel, layout: SheetLayout): number {
  const scales = (model.colourScales ?? []).reduce((n, s) => n + 3 * ACTION_BYTES + jsonBytes(s), 0);
  const notes = blockNotes(model).reduce((n, x) => n + ACTION_BYTES + jsonBytes(x.text), 0);
  const breaks = model.print?.breaks?.length ?? 0;
  // Widths, freezing, the print setup (orientation, zoom, title rows, print area) and page breaks, activate + select.
  const actions = 2 * layout.widths.length + 2 + 5 + 2 * breaks + 3;
  // A font rule: the conditional format added, its formula and its colour.
  const fonts = (model.fontRules ?? []).reduce((n, f) => n + 3 * ACTION_BYTES + jsonBytes(f), 0);
  return scales + fonts + notes + actions * ACTION_BYTES;
}

/** The layout's style rectangles, each with its style, by their first row. */
function rectsByTop(layout: SheetLayout): StyledRect[][] {
  const byTop: StyledRect[][] = Array.from({ length: layout.rows }, () => []);
  for (const group of layout.styles)
    for (const rect of group.rects) byTop[rect.top].push({ style: group.style, rect });
  return byTop;
}

const clip = (s: StyledRect, top: number, bottom: number): StyledRect => ({
  style: s.style,
  rect: { ...s.rect, top: Math.max(s.rect.top, top), bottom: Math.min(s.rect.bottom, bottom) },
});

/**
 * Cuts a layout into batches of whole rows, in order, each estimated at no more than `limit`
 * bytes (a single row larger than that goes alone). Together they write exactly the layout: every
 * row once, and each style rectangle cut at the batches' edges. The first batch's estimate holds
 * the sheet's creation, the last one's the sheet-wide settings.
 *
 * @example
 * const batches = planBatches(sheetLayout(model), finishBytes(model, layout));
 * batches.length; // 1 for a club session, more for a large one
 * batches[0].top; // 0
 */
export function planBatches(layout: SheetLayout, finish = 0, limit = MAX_REQUEST_BYTES): Batch[] {
  const formulaBytes = layout.formulas.map((row) => jsonBytes(row));
  const formatBytes = layout.numberFormats.map((row) => jsonBytes(row));
  const rowBytes = formulaBytes.map((f, r) => f + formatBytes[r] + 2);
  const byTop = rectsByTop(layout);
  const spans: StyledRect[] = layout.styles.flatMap((g) => g.rects.map((rect) => ({ style: g.style, rect })));
  const batches: Batch[] = [];
  const overhead = 6 * ACTION_BYTES; // the range, its two arrays, suspending calculation, the sync
  let top = 0;
  while (top < layout.rows) {
    // Rectangles that began above and go on into this batch are sent again, cut to its rows.
    // (+ 8: the brackets of the two arrays.)
    let bytes = overhead + 8 + (top === 0 ? START_ACTIONS * ACTION_BYTES : 0);
    for (const s of spans)
      if (s.rect.top < top && s.rect.bottom >= top) bytes += styleBytes(clip(s, top, s.rect.bottom));
    let bottom = top - 1;
    while (bottom + 1 < layout.rows) {
      const r = bottom + 1;
      const add = rowBytes[r] + byTop[r].reduce((n, s) => n + styleBytes(s), 0);
      const last = r === layout.rows - 1;
      if (bottom >= top && bytes + add + (last ? finish : 0) > limit) break;
      bytes += add;
      bottom = r;
    }
    batches.push(makeBatch(layout, spans, top, bottom));
    top = bottom + 1;
  }
  // The estimate of each batch as cut: a 2-D array's JSON is its rows', the commas between them
  // and the brackets around them (the greedy sum above charged at least as much).
  const arrayBytes = (rows: readonly number[], b: Batch): number =>
    rows.slice(b.top, b.bottom + 1).reduce((n, x) => n + x, 0) + (b.bottom - b.top) + 2;
  return batches.map((b, i) => ({
    ...b,
    bytes:
      arrayBytes(formulaBytes, b) +
      (b.numberFormats ? arrayBytes(formatBytes, b) : 0) +
      b.styles.reduce((n, s) => n + styleBytes(s), 0) +
      (i === 0 ? START_ACTIONS * ACTION_BYTES : 0) +
      overhead +
      (i === batches.length - 1 ? finish : 0),
  }));
}

function makeBatch(layout: SheetLayout, spans: readonly StyledRect[], top: number, bottom: number): Batch {
  const formulas = layout.formulas.slice(top, bottom + 1);
  const formats = layout.numberFormats.slice(top, bottom + 1);
  const general = formats.every((row) => row.every((f) => f === "General"));
  const styles = spans
    .filter((s) => s.rect.top <= bottom && s.rect.bottom >= top)
    .map((s) => clip(s, top, bottom));
  return { top, bottom, formulas, numberFormats: general ? null : formats, styles, bytes: 0 };
}
