// Where the command line reads and writes, and what it exits with: the process's own streams and
// files, replaced in tests by strings and a table of files.
import { decodeBytes } from "../io/decode";
import { forTerminal, shortLines } from "../io/text";
import type { ScoredEvent, SolveDeal } from "../event";
import { readInputFile } from "./files";

/**
 * Exit codes: 0 done, 1 the traveller (or a board) cannot be scored, 2 the command line is wrong
 * (an option, or an output file that cannot be written where it is named).
 */
export const EXIT = { ok: 0, badTraveller: 1, badUsage: 2 } as const;

/** Where the command reads and writes: replaced in tests. */
export interface CliIO {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly readFile: (path: string) => string;
  /** The file's bytes, so a results file is decoded by its own charset (else readFile's text is used). */
  readonly readBytes?: (path: string) => Uint8Array;
  /** Writes an output file (default: to disk). */
  readonly writeFile?: (path: string, content: string | Uint8Array) => void;
  /** The terminal's width when the output is a terminal (else the text keeps within 100 columns). */
  readonly columns?: number;
  /**
   * Shows how far scoring has got on one line that each call replaces (null: clears it); given only
   * when standard error is a terminal, so nothing of it reaches a file or a pipe.
   */
  readonly progress?: (line: string | null) => void;
  /** The clock, in milliseconds (default Date.now). */
  readonly now?: () => number;
  /**
   * Solves a deal's double-dummy table (the program's pool of worker threads); without it, a
   * file's deals are shown with the tables the file publishes only.
   */
  readonly solveDeal?: SolveDeal;
  /** Told the event once it is scored, with its deals' tables (the live page is made from it). */
  readonly scored?: (scored: ScoredEvent) => void;
}

/**
 * The process's own: files are read only when they are regular files within the size the add-in
 * reads (src/cli/files.ts), and decoded as the pane decodes them (a byte order mark, UTF-16,
 * UTF-8, else Latin-1, or the charset the file declares).
 */
export const PROCESS_IO: CliIO = {
  // Nothing a file holds can drive the terminal: control characters are removed on the way out,
  // and a message quoting a megabyte of a file is cut to lines a person can read.
  out: (t) => process.stdout.write(forTerminal(t)),
  err: (t) => process.stderr.write(forTerminal(shortLines(t))),
  readFile: (p) => decodeBytes(readInputFile(p)),
  readBytes: readInputFile,
  ...(process.stdout.isTTY && process.stdout.columns > 0 ? { columns: process.stdout.columns } : {}),
  // The line is written over (carriage return, then erase to the end of the line).
  ...(process.stderr.isTTY
    ? { progress: (line) => process.stderr.write(`\r\x1b[K${forTerminal(line ?? "")}`) }
    : {}),
};
