// Text is text: control characters (ESC, BEL, NUL and the rest) have no place in a name, a title
// or a section, and each place text goes treats them its own way: a terminal obeys them (a file
// could move the cursor, change colours or rename the window), XML 1.0 forbids most of them (the
// file would not be read back), and a cell or a page shows them as boxes or not at all. They are
// removed from a file's text as it is read, and again where text leaves the add-in.

import { headOf, tailFrom } from "../grid/characters";

/** C0 controls other than tab, line feed and carriage return; DEL; the C1 controls. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/**
 * The bidirectional formatting characters (embeddings and overrides U+202A-U+202E, isolates
 * U+2066-U+2069, the left-to-right, right-to-left and Arabic letter marks): invisible, they reorder
 * the text around them, so a name holding U+202E shows its line (and a terminal's) backwards.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** Half of a surrogate pair without its other half: no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Every control character a line on a terminal should not hold: all but tab and line feed; and
 * the bidirectional controls (the marks U+200E, U+200F and U+061C, the embeddings and overrides
 * U+202A to U+202E, the isolates U+2066 to U+2069), which reorder what follows them on the line,
 * so that a quoted name could make a message read backwards.
 */
const TERMINAL_CONTROLS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * Characters XML 1.0 does not allow (C0 controls but tab, LF and CR; U+FFFE and U+FFFF; a
 * surrogate without its pair), and the C1 controls and DEL, which it allows but no reader wants.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text without its control characters (and the bidirectional ones, which would reorder a line);
 * tabs and line breaks (the structure of a file) are kept, and half a surrogate pair (which only a
 * character reference such as &#xD800; can make) becomes U+FFFD, the replacement character.
 *
 * @example
 * withoutControls("Ann\u001b[31m Smith\u0007"); // "Ann[31m Smith"
 * withoutControls("Team \u202Eabc"); // "Team abc"
 */
export function withoutControls(text: string): string {
  return text.replace(CONTROLS, "").replace(BIDI_CONTROLS, "").replace(LONE_SURROGATE, "\uFFFD");
}

/**
 * How many control characters (bidirectional ones too) a text holds, and on which of its lines
 * (1-based), for a note saying what was removed.
 *
 * @example
 * controlsIn("a\nb\u001b\nc\u0000"); // { count: 2, lines: [2, 3] }
 */
export function controlsIn(text: string): { readonly count: number; readonly lines: readonly number[] } {
  let count = 0;
  const lines: number[] = [];
  text.split("\n").forEach((line, i) => {
    const n = (line.match(CONTROLS)?.length ?? 0) + (line.match(BIDI_CONTROLS)?.length ?? 0);
    if (n > 0) {
      count += n;
      lines.push(i + 1);
    }
  });
  return { count, lines };
}

/**
 * Text made safe to print on a terminal: every control character but tab and line feed removed
 * (a carriage return alone could write over what a line said), and the bidirectional controls.
 *
 * @example
 * forTerminal("ok\rFAKE\n"); // "okFAKE\n"
 * forTerminal("board \u202E1 si"); // "board 1 si"
 */
export function forTerminal(text: string): string {
  return text.replace(TERMINAL_CONTROLS, "");
}

/**
 * Text an XML 1.0 file may hold: the characters it forbids removed.
 *
 * @example
 * forXml("Club\u0000 Pairs\uFFFF"); // "Club Pairs"
 */
export function forXml(text: string): string {
  return text.replace(NOT_XML, "");
}

/**
 * Whether a text is no text file but binary data: it starts as a zip (a workbook, .xlsx) or an
 * OLE file (an old .xls) does, or one character in twenty of it is a control character (random
 * bytes have about one in five; a file of UTF-16 read as bytes, one in two). A text with a stray
 * BEL, ESC or NUL in a name is still text: its controls are removed as it is read. A text of a
 * few characters with any NUL is taken for bytes: there is too little of it to tell otherwise.
 * Only the first 2,000 characters are looked at.
 *
 * @example
 * looksBinary("PK\u0003\u0004..."); // true
 * looksBinary("Club\u0007 Pairs\nBoard,NS,EW,Score\n"); // false
 * looksBinary("Pair,Names\n1,Ann\u0000 Smith & Bob Jones\n2,Cy & Di\n"); // false
 */
export function looksBinary(text: string): boolean {
  const head = text.slice(0, 2000);
  if (head.startsWith("PK") || head.startsWith("\u00D0\u00CF\u0011\u00E0")) return true;
  if (head.length < 40 && head.includes("\u0000")) return true;
  const controls = head.match(CONTROLS)?.length ?? 0;
  return controls * 20 > head.length;
}

/** The longest line a message keeps whole; a longer one (a file's megabyte of text quoted) is cut. */
export const MESSAGE_LINE_MAX = 500;

/**
 * Each line of a message within `max` characters: a longer line keeps its start and its end (where
 * a message says what was expected) around a count of what was left out, never cutting a
 * character such as an emoji in two. Shorter lines are as they were.
 *
 * @example
 * shortLines(`line 2: "${"x".repeat(1e6)}" is not a score`).length; // under 500
 */
export function shortLines(text: string, max: number = MESSAGE_LINE_MAX): string {
  if (text.length <= max) return text;
  return text
    .split("\n")
    .map((line) => {
      if (line.length <= max) return line;
      const tail = Math.floor(max / 3);
      const head = headOf(line, max - tail - 40);
      const end = tailFrom(line, line.length - tail);
      const left = line.length - head.length - end.length;
      return `${head} … (${left.toLocaleString("en-US")} characters left out) … ${end}`;
    })
    .join("\n");
}

/**
 * The text with `prefix` put before its last word (its last run of characters that are not white
 * space): `prefixLastWord("NS 3", "A")` is "NS A3". Text that ends in white space, or is empty, is
 * returned as it is. One pass back from the end, however long the text (a pattern such as
 * `(\S+)$` tries every start and takes time growing with the square of a long first word).
 */
export function prefixLastWord(text: string, prefix: string): string {
  let start = text.length;
  while (start > 0 && !/\s/.test(text[start - 1])) start--;
  return start === text.length ? text : text.slice(0, start) + prefix + text.slice(start);
}
