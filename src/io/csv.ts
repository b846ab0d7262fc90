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
 * blanks ""). Handles a byte-order mark, CRLF, LF or CR line ends, quoted cells (with "" for a
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
  return { ...split(body, delimiter, firstLine), delimiter };
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

function split(text: string, d: CsvDelimiter, firstLine: number): { rows: string[][]; lines: number[] } {
  const rows: string[][] = [];
  const lines: number[] = [];
  let row: string[] = [];
  let cell = "";
  let line = firstLine;
  let rowLine = firstLine;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (c === '"' && cell.trim() === "") {
      // A quoted cell: up to the closing quote ("" is a quote); text after it joins the cell.
      const opened = line;
      cell = "";
      i++;
      for (;;) {
        if (i >= n) throw new CsvError(`CSV line ${opened}: a quoted cell is never closed (a " is missing).`);
        const q = text[i];
        if (q === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === "\n" || (q === "\r" && text[i + 1] !== "\n")) line++;
        cell += q;
        i++;
      }
      continue;
    }
    if (c === d) {
      row.push(cell);
      cell = "";
      i++;
      continue;
    }
    if (c === "\r" || c === "\n") {
      row.push(cell);
      rows.push(row);
      lines.push(rowLine);
      row = [];
      cell = "";
      i += c === "\r" && text[i + 1] === "\n" ? 2 : 1;
      line++;
      rowLine = line;
      continue;
    }
    cell += c;
    i++;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
    lines.push(rowLine);
  }
  return { rows, lines };
}
