// The inputs the add-in reads, as a registry: each entry says what it is called, how its content is
// recognised (never by the file's name), which files the pickers offer, and how its text becomes
// sections of cells. Adding a format is one reader module in src/io and one entry here; the list of
// formats in messages, the usage text and the file pickers all come from this table.
import { CsvError, readCsv } from "../io/csv";
import { decodeBytes, type FileBytes } from "../io/decode";
import { looksLikePbn, readPbn } from "../io/pbn";
import { ResultsFileError, sectionGrid, type FileSection, type ResultsFile } from "../io/results-file";
import { looksBinary, withoutControls } from "../io/text";
import { looksLikeUsebio, readUsebio } from "../io/usebio";
import { looksLikeBws, readBws } from "../io/bws";
import type { BridgeEvent } from "./model";
import { openEvent, type InputSection, type OpenOptions } from "./open";

/** One format the add-in reads. */
export interface InputFormat {
  /** Its short name, as the event's source states it. */
  readonly name: string;
  /** What it is, in the list of formats a message gives. */
  readonly describes: string;
  /** The extensions a file picker offers for it. */
  readonly extensions: readonly string[];
  /** Whether text is of this format, from its content. */
  readonly recognise: (text: string) => boolean;
  /** The text's sections (throws a message naming the line or element when it cannot be read). */
  readonly read: (text: string, file: string) => readonly InputSection[];
  /**
   * A binary format (a database, not text): told and read from the file's bytes instead. Its
   * `recognise` and `read` of text are never asked.
   */
  readonly bytes?: {
    readonly recognise: (bytes: Uint8Array) => boolean;
    readonly read: (bytes: Uint8Array, file: string) => readonly InputSection[];
  };
}

/** The sections of a results file, each laid out as the traveller a director would type. */
export function resultsFileSections(results: ResultsFile, file: string): InputSection[] {
  refuseTooManyResults(results, file);
  return results.sections.map((section, k) => {
    const { cells, rowSource } = sectionGrid(section);
    return {
      title: sectionTitle(section, k, results.sections.length),
      rows: cells,
      locate: (r, c) =>
        `${file}: ${rowSource[r - 1] ?? "the header"}${cells[0][c] ? ` (${String(cells[0][c])})` : ""}`,
      stated: section.scoring,
      names: section.names,
      file: section,
    };
  });
}

/**
 * Refuses a results file of more results (traveller lines, score-table rows) than `most`
 * (MAX_INPUT_ROWS), before they are made into travellers: a ResultsFileError saying how many.
 *
 * @example
 * refuseTooManyResults(readUsebio(text, "big.xml"), "big.xml"); // throws past 1,048,576 results
 */
export function refuseTooManyResults(
  results: ResultsFile,
  file: string,
  most: number = MAX_INPUT_ROWS,
): void {
  let rows = 0;
  for (const section of results.sections) for (const board of section.boards) rows += board.rows.length;
  if (rows <= most) return;
  throw new ResultsFileError(file, [
    `${rows.toLocaleString("en-US")} results, more than the ${most.toLocaleString("en-US")} the add-in reads from one file (an Excel sheet's rows): split it into files of a session or a section each.`,
  ]);
}

/**
 * A section's heading: the event and section as the file names them, else "Section 2" (several)
 * or "Results" (one).
 *
 * @example
 * sectionTitle({ event: "Club Pairs", section: "A", ... }, 0, 2); // "Club Pairs, section A"
 */
export function sectionTitle(section: FileSection, index: number, count: number): string {
  const parts = [
    section.event,
    section.session ? `session ${section.session}` : "",
    section.section ? `section ${section.section}` : "",
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : count > 1 ? `Section ${index + 1}` : "Results";
}

/** XML or HTML of some other kind: not a traveller. */
const OTHER_MARKUP = /^\s*<(\?xml|!DOCTYPE|html|[A-Za-z])/i;

/** Every input format, in the order they are tried: the most particular first, CSV last. */
export const INPUT_FORMATS: readonly InputFormat[] = [
  {
    name: "bws",
    describes: "a Bridgemate database (.bws, also BridgeTab's and BridgePad's)",
    extensions: [".bws"],
    recognise: () => false,
    read: () => [],
    bytes: {
      recognise: looksLikeBws,
      read: (bytes, file) => resultsFileSections(readBws(bytes, file), file),
    },
  },
  {
    name: "usebio",
    describes: "a USEBIO XML file (USEBIO 1.0 to 1.2: pairs, teams and individual events)",
    extensions: [".xml"],
    recognise: looksLikeUsebio,
    read: (text, file) => resultsFileSections(readUsebio(text, file), file),
  },
  {
    name: "pbn",
    describes: "a PBN file (PBN Standard 2.1, with [ScoreTable] results)",
    extensions: [".pbn"],
    recognise: looksLikePbn,
    read: (text, file) => resultsFileSections(readPbn(text, file), file),
  },
  {
    name: "csv",
    describes: "a traveller as CSV (a header row such as Board, NS, EW, Contract, By, Tricks, Score)",
    extensions: [".csv", ".txt"],
    recognise: (text) => {
      const head = text.slice(0, 2000);
      return !looksBinary(head) && !OTHER_MARKUP.test(head);
    },
    read: (text, file) => {
      const { rows, lines } = readCsv(text, { maxRows: MAX_INPUT_ROWS });
      return [
        {
          title: null,
          rows,
          // The file's own line: a quoted cell may hold a line break, and an Excel "sep=;" first
          // line is a line but no row.
          locate: (r, c, header) => {
            const name = header[c];
            const named = typeof name === "string" && name.trim() !== "" ? ` (${name.trim()})` : "";
            return `${file}: line ${lines[r] ?? r + 1}, column ${c + 1}${named}`;
          },
        },
      ];
    },
  },
];

/**
 * The formats the add-in reads, for a message about a file it cannot place: the CSV traveller
 * first (what most directors have), then the results files.
 */
export const FORMATS_READ = (() => {
  const ds = [...INPUT_FORMATS].reverse().map((f) => f.describes);
  return `${ds.slice(0, -1).join(", ")} or ${ds[ds.length - 1]}`;
})();

/** The extensions every file picker offers. */
export const INPUT_EXTENSIONS: readonly string[] = INPUT_FORMATS.flatMap((f) => f.extensions);

/** A file that cannot be opened as an event: the reader's message, naming its line or element. */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InputError";
  }
}

/**
 * The largest file the add-in opens: 200 MB (209,715,200 bytes, or characters of text already
 * decoded). A club's season of results is a few megabytes; a file past this is refused with a
 * message rather than read until memory runs out.
 */
export const MAX_INPUT_BYTES = 200 * 1024 * 1024;

/**
 * The most rows the add-in reads from one file: 1,048,576, an Excel sheet's rows (a traveller typed
 * in Excel cannot have more, and a results sheet needs a row a result). A CSV file past it is
 * refused as the reader reaches the row after it, a results file once read, before either is
 * made into travellers; so a file of ten million short rows is refused, not read until the memory
 * runs out.
 */
export const MAX_INPUT_ROWS = 1_048_576;

/** The refusal of a file past MAX_INPUT_BYTES, naming its size. */
export function tooLarge(file: string, size: number): string {
  const mb = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;
  return `${file} is ${mb(size)}, more than the ${mb(MAX_INPUT_BYTES)} the add-in reads: split it into smaller files (a session or section each).`;
}

/**
 * The format of a file's text, by its content; null when it is none the add-in reads.
 *
 * @example
 * formatOf('[Event "Club"]\n[Board "1"]')?.name; // "pbn"
 */
export function formatOf(text: string): InputFormat | null {
  return INPUT_FORMATS.find((f) => f.recognise(text)) ?? null;
}

/**
 * Opens a file (its bytes, or text already decoded) into an event: the format told by its
 * content, each section read as a traveller or a teams scoresheet. Throws an InputError with the
 * reader's message when the file cannot be read at all (or is larger than MAX_INPUT_BYTES); problems inside a traveller are the
 * event's, not errors.
 *
 * @example
 * openInput(fs.readFileSync("board15.csv"), "board15.csv").sections[0].traveller.boards.length; // 1
 */
export function openInput(input: FileBytes | string, file: string, options: OpenOptions = {}): BridgeEvent {
  const size = typeof input === "string" ? input.length : input.byteLength;
  if (size > MAX_INPUT_BYTES) throw new InputError(tooLarge(file, size));
  if (typeof input !== "string") {
    const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
    const binary = INPUT_FORMATS.find((f) => f.bytes?.recognise(bytes));
    if (binary?.bytes) return openSections(binary, () => binary.bytes!.read(bytes, file), file, options);
  }
  const text = typeof input === "string" ? input : decodeBytes(input);
  // The bytes let go once decoded: a file of 200 MB would hold as much again while it is read.
  input = "";
  const format = formatOf(text);
  if (format === null) {
    throw new InputError(
      new ResultsFileError(file, [`this is not a file the add-in reads: it reads ${FORMATS_READ}.`]).message,
    );
  }
  // Told by its content as it is; read without control characters, so none reaches a name, a
  // title or a cell (line breaks and tabs, the file's structure, stay).
  return openSections(format, () => format.read(withoutControls(text), file), file, options);
}

/** The sections a format reads, opened as an event; a file that cannot be read is an InputError. */
function openSections(
  format: InputFormat,
  read: () => readonly InputSection[],
  file: string,
  options: OpenOptions,
): BridgeEvent {
  let sections: readonly InputSection[];
  try {
    sections = read();
  } catch (e) {
    if (e instanceof ResultsFileError) throw new InputError(e.message);
    if (e instanceof CsvError) throw new InputError(`${file} cannot be scored: ${e.message}`);
    throw e;
  }
  return openEvent({ format: format.name, name: file }, sections, options);
}
