/**
 * A text that is not CSV (an unclosed quote, an unknown separator). It is the file's syntax, not
 * the bridge, so it is not one of the scoring core's errors; the command line reports both alike.
 */
export class CsvError extends Error {
  override readonly name = "CsvError";
}

/** The separators a CSV file may use: comma, semicolon (Excel in many European locales) or tab. */
export type CsvDelimiter = "," | ";" | "\t";

export const CSV_DELIMITERS: readonly CsvDelimiter[] = [",", ";", "\t"];

export interface CsvOptions {
  /** The separator; detected from the text when not given. */
  readonly delimiter?: CsvDelimiter;
  /**
   * The most rows read: a text with more is refused as soon as the next row starts (a CsvError
   * naming its line), before its rows fill the memory. No limit when not given.
   */
  readonly maxRows?: number;
}

/** The rows of a CSV file (each a list of cell texts, blanks as "") and the separator used. */
export interface CsvTable {
  readonly rows: string[][];
  readonly delimiter: CsvDelimiter;
  /**
   * The line of the file each row starts on (1-based): a row whose quoted cell holds a line break
   * takes more than one line, and an Excel `sep=;` first line is a line but no row.
   */
  readonly lines: number[];
}

/** How many lines are looked at to detect the separator. */
const SAMPLE_LINES = 50;

/**
 * Reads CSV text into rows of cell texts, as a traveller reader wants them (every cell a string,
 * blanks ""). Handles a byte-order mark, CRLF, LF or CR line ends (a file with LF line ends takes a
 * stray lone CR inside a row as a space, not as the row's end), quoted cells (with "" for a
 * quote and line breaks inside), an Excel `sep=;` first line, and a last line with or without a
 * line break. The separator is comma, semicolon or tab: given, or detected as the one that splits
 * the most lines into the same number of cells (outside quotes). Cells are not trimmed.
 *
 * A quote that is never closed is an error naming the line it opened on.
 *
 * @example
 * readCsv('NS;EW;Score\r\n1;2;"+420"\r\n').rows; // [["NS", "EW", "Score"], ["1", "2", "+420"]]
 * readCsv("a,b\n\"x, y\",z").rows; // [["a", "b"], ["x, y", "z"]]
 */
export function readCsv(text: string, options: CsvOptions = {}): CsvTable {
  if (typeof text !== "string") throw new CsvError("CSV input must be text.");
  let body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  let delimiter = options.delimiter;
  const sep = /^sep=(.)\r?\n?/i.exec(body);
  // The line the rows start on: 2 when an Excel "sep=;" line is cut off the top.
  let firstLine = 1;
  if (sep && (CSV_DELIMITERS as readonly string[]).includes(sep[1])) {
    delimiter ??= sep[1] as CsvDelimiter;
    body = body.slice(sep[0].length);
    firstLine = 2;
  }
  if (delimiter !== undefined && !(CSV_DELIMITERS as readonly string[]).includes(delimiter)) {
    throw new CsvError(
      `Unknown CSV separator ${JSON.stringify(delimiter)}: use a comma, a semicolon or a tab.`,
    );
  }
  delimiter ??= detectDelimiter(body);
  return { ...split(body, delimiter, firstLine, options.maxRows ?? Infinity), delimiter };
}

/**
 * The separator of CSV text: of comma, semicolon and tab, the one for which the most lines (of the
 * first 50, counting outside quotes only) have the same non-zero number of separators; ties go to
 * the larger count, then to comma, semicolon, tab in that order. Comma when nothing separates.
 *
 * @example
 * detectDelimiter("NS;EW;Score\n1;2;420"); // ";"
 * detectDelimiter("NS\tEW\n1\t\"60% 420, 40% -50\""); // "\t"
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number[]> = { ",": [], ";": [], "\t": [] };
  let inQuotes = false;
  let line: Record<CsvDelimiter, number> = { ",": 0, ";": 0, "\t": 0 };
  let lines = 0;
  let blank = true;
  const endLine = (): void => {
    if (!blank) for (const d of CSV_DELIMITERS) counts[d].push(line[d]);
    line = { ",": 0, ";": 0, "\t": 0 };
    blank = true;
    lines++;
  };
  for (let i = 0; i < text.length && lines < SAMPLE_LINES; i++) {
    const c = text[i];
    if (c === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (c === "\n" || c === "\r")) {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endLine();
      continue;
    } else if (!inQuotes && (c === "," || c === ";" || c === "\t")) line[c]++;
    if (c !== " ") blank = false;
  }
  if (!blank) endLine();
  let best: CsvDelimiter = ",";
  let bestLines = 0;
  let bestCount = 0;
  for (const d of CSV_DELIMITERS) {
    const freq = new Map<number, number>();
    for (const k of counts[d]) if (k > 0) freq.set(k, (freq.get(k) ?? 0) + 1);
    for (const [k, howMany] of freq) {
      if (howMany > bestLines || (howMany === bestLines && k > bestCount)) {
        best = d;
        bestLines = howMany;
        bestCount = k;
      }
    }
  }
  return best;
}

function split(
  text: string,
  d: CsvDelimiter,
  firstLine: number,
  maxRows: number,
): { rows: string[][]; lines: number[] } {
  // Linear in the text: each character is looked at once, and a cell is cut from the text as one
  // slice (or a few, around "" in a quoted cell) rather than built a character at a time.
  const rows: string[][] = [];
  const lines: number[] = [];
  // A file with LF (or CRLF) line ends: a carriage return alone is no line end there but a stray
  // one inside a row (pasted from a web page), read as a space so the row stays whole. Only a file
  // without any LF (an old Mac file) ends its lines with a lone CR.
  const crEnds = !text.includes("\n");
  let row: string[] = [];
  // Short cells (pair numbers, scores, contracts) repeat over and over: each text is kept once, so
  // a million rows do not hold millions of copies of "1" and "420". Bounded, so a file of all
  // different short cells costs no more than it did.
  const seen = new Map<string, string>();
  const shared = (cell: string): string => {
    const fixed = strayCr(cell, crEnds);
    const known = seen.get(fixed);
    if (known !== undefined) return known;
    if (seen.size < SHARED_MOST) seen.set(fixed, fixed);
    return fixed;
  };
  let line = firstLine;
  let rowLine = firstLine;
  let i = 0;
  const n = text.length;
  const endRow = (): void => {
    if (rows.length >= maxRows) {
      throw new CsvError(
        `CSV line ${rowLine}: more than ${maxRows.toLocaleString("en-US")} rows, the most the add-in reads from one file (an Excel sheet has 1,048,576): split it into files of a session or a section each.`,
      );
    }
    // A copy the row's own size: an array grown by push keeps room for more cells than it has.
    rows.push(row.slice());
    lines.push(rowLine);
    row = [];
  };
  while (i < n) {
    // One cell from i: blanks, then a quoted cell, or plain text up to the separator or line end.
    let j = i;
    while (j < n && (text[j] === " " || text[j] === "\t") && text[j] !== d) j++;
    let cell: string;
    if (j < n && text[j] === '"') {
      // A quoted cell: up to the closing quote ("" is a quote); text after it joins the cell.
      const opened = line;
      const parts: string[] = [];
      let k = j + 1;
      for (;;) {
        const q = text.indexOf('"', k);
        if (q < 0) throw new CsvError(`CSV line ${opened}: a quoted cell is never closed (a " is missing).`);
        line += lineBreaks(text, k, q, crEnds);
        parts.push(text.slice(k, q));
        if (text[q + 1] === '"') {
          parts.push('"');
          k = q + 2;
          continue;
        }
        k = q + 1;
        break;
      }
      const end = plainEnd(text, k, d, crEnds);
      cell = parts.join("") + strayCr(text.slice(k, end), crEnds);
      i = end;
    } else {
      const end = plainEnd(text, i, d, crEnds);
      cell = end - i <= SHARED_LENGTH ? shared(text.slice(i, end)) : strayCr(text.slice(i, end), crEnds);
      i = end;
    }
    row.push(cell);
    if (i >= n) break;
    const c = text[i];
    if (c === d) {
      i++;
      // A separator at the very end leaves one more blank cell.
      if (i >= n) row.push("");
      continue;
    }
    // A line end.
    i += c === "\r" && text[i + 1] === "\n" ? 2 : 1;
    endRow();
    line++;
    rowLine = line;
  }
  if (row.length > 0) endRow();
  return { rows, lines };
}

/** Plain cells this long or shorter are kept once each (see split). */
const SHARED_LENGTH = 8;
/** How many different short cells are kept once each. */
const SHARED_MOST = 65_536;

/**
 * Where a plain cell (or the text after a quoted cell's closing quote) ends: the separator or the
 * line end (LF, CRLF, or a lone CR in a file whose lines end so).
 */
function plainEnd(text: string, from: number, d: CsvDelimiter, crEnds: boolean): number {
  let i = from;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (c === d || c === "\n" || (c === "\r" && (crEnds || text[i + 1] === "\n"))) return i;
    i++;
  }
  return n;
}

/** A plain cell with its stray carriage returns (in a file of LF line ends) read as spaces. */
function strayCr(cell: string, crEnds: boolean): string {
  return crEnds || !cell.includes("\r") ? cell : cell.replace(/\r/g, " ");
}

/** The line breaks (CRLF or LF each one, and a lone CR where lines end so) in text from `from` up to `to`. */
function lineBreaks(text: string, from: number, to: number, crEnds: boolean): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const c = text[i];
    if (c === "\n" || (crEnds && c === "\r" && text[i + 1] !== "\n")) count++;
  }
  return count;
}
