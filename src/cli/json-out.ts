// A JSON document printed in pieces: the same text as JSON.stringify(value, null, 2), but a large
// array goes out an element at a time, so a session of a million results is never one string of
// hundreds of megabytes (and its copy on the way to the terminal) held at once.

import { LazyList } from "../writers/json";

/** Arrays longer than this are written an element at a time. */
const PIECEWISE = 256;

/**
 * Writes `value` as JSON.stringify(value, null, 2) would, in pieces, to `out`.
 *
 * @example
 * let s = ""; writeJson({ a: [1, 2] }, (t) => (s += t)); // s === JSON.stringify({ a: [1, 2] }, null, 2)
 */
export function writeJson(value: unknown, out: (text: string) => void): void {
  // The pieces gathered into chunks (see CHUNK): a write for every piece would be a million
  // writes for a million results.
  let held: string[] = [];
  let size = 0;
  const flush = (): void => {
    if (held.length > 0) out(held.join(""));
    held = [];
    size = 0;
  };
  write(value, "", (text) => {
    held.push(text);
    size += text.length;
    if (size >= CHUNK) flush();
  });
  flush();
}

/**
 * About how many characters go out at a time: a few dozen boards of a large session. Enough that
 * the writes are few (some thousands for a document of 240 MB), and small enough that the pieces
 * waiting in a chunk are dropped before the collector moves them to the heap's long-lived part,
 * where a megabyte's worth of them at a time filled some 400 MB until its next full collection.
 */
const CHUNK = 1 << 16;

/** An array, or a list whose items are made as they are read (a session's boards). */
function asList(value: unknown): { readonly length: number; at(i: number): unknown } | null {
  if (value instanceof LazyList) return value;
  if (Array.isArray(value)) return { length: value.length, at: (i) => value[i] as unknown };
  return null;
}

/** Whether a value is written in pieces: a long list, or an object holding one (see write). */
function inPieces(value: unknown): boolean {
  const list = asList(value);
  if (list !== null) return list.length > PIECEWISE;
  return (
    value !== null &&
    typeof value === "object" &&
    typeof (value as { toJSON?: unknown }).toJSON !== "function" &&
    hasLargeArray(value)
  );
}

/** How many items of a long list are written by one JSON.stringify, when none is written in pieces. */
const BATCH = 32;

/**
 * Items `from` to `to` (not included) of a list whose items are at indentation `inner`, as the
 * text between the list's brackets (each item on its own lines, a comma after each but the list's
 * last): made by JSON.stringify itself, the items nested in as many arrays as `inner` is deep, so
 * that it indents them (instead of each item's text indented again line by line).
 */
function batchText(items: unknown[], inner: string): string {
  let nested: unknown = items;
  const depth = inner.length / 2 - 1;
  for (let d = 0; d < depth; d++) nested = [nested];
  const text = JSON.stringify(nested, null, 2);
  // Each level opens with its indentation, "[" and a new line, and closes with a new line, its
  // indentation and "]": depth + 1 levels around the items.
  let around = 0;
  for (let d = 0; d <= depth; d++) around += 2 * d + 2;
  return text.slice(around, text.length - around);
}

function write(value: unknown, pad: string, out: (text: string) => void): void {
  // A short list made when read is written as the array of its items.
  if (value instanceof LazyList && value.length <= PIECEWISE) {
    write(value.toJSON(), pad, out);
    return;
  }
  const list = asList(value);
  if (list !== null && list.length > PIECEWISE) {
    const inner = `${pad}  `;
    out("[\n");
    // Items not written in pieces go out a batch at a time; the others one by one.
    let batch: unknown[] = [];
    const flushBatch = (last: boolean): void => {
      if (batch.length === 0) return;
      out(batchText(batch, inner));
      out(last ? "\n" : ",\n");
      batch = [];
    };
    for (let i = 0; i < list.length; i++) {
      const v: unknown = list.at(i);
      const last = i === list.length - 1;
      if (!inPieces(v)) {
        batch.push(v);
        if (batch.length >= BATCH || last) flushBatch(last);
        continue;
      }
      flushBatch(false);
      out(inner);
      write(v, inner, out);
      out(last ? "\n" : ",\n");
    }
    out(`${pad}]`);
    return;
  }
  // An object holding a long list (not a list itself: a short one goes out whole, below).
  if (list === null && inPieces(value)) {
    const inner = `${pad}  `;
    const entries = Object.entries(value as object).filter(
      ([, v]) => v !== undefined && typeof v !== "function" && typeof v !== "symbol",
    );
    if (entries.length === 0) {
      out("{}");
      return;
    }
    out("{\n");
    entries.forEach(([k, v], i) => {
      out(`${inner}${JSON.stringify(k)}: `);
      write(v, inner, out);
      out(i < entries.length - 1 ? ",\n" : "\n");
    });
    out(`${pad}}`);
    return;
  }
  const text = JSON.stringify(value, null, 2);
  out(pad === "" ? text : text.replace(/\n/g, `\n${pad}`));
}

/** Whether an object holds, at any depth, an array long enough to be written in pieces. */
function hasLargeArray(value: object): boolean {
  if (value instanceof LazyList) return value.length > PIECEWISE || hasLargeArray(value.toJSON());
  for (const v of Object.values(value)) {
    if (v instanceof LazyList) {
      if (hasLargeArray(v)) return true;
      continue;
    }
    if (Array.isArray(v)) {
      if (v.length > PIECEWISE) return true;
      for (const x of v) if (x !== null && typeof x === "object" && hasLargeArray(x)) return true;
    } else if (v !== null && typeof v === "object" && hasLargeArray(v)) return true;
  }
  return false;
}
