// How the command line writes an output file, so that nothing a user had is lost on the way: a
// name is written only when it is none of the files read, no symbolic link, and either new, a file
// this add-in wrote before (told by a mark each of its outputs carries, read from a few bytes of
// the file) or replaced on purpose (--force). The bytes go to a temporary file beside it, are
// flushed to the disk, then renamed over the name: a run stopped half way leaves the old file whole.
import * as fs from "node:fs";
import * as path from "node:path";
import { inflateRawSync } from "node:zlib";
import { FileProblem, fileMessage, inputOverwritten, outputPathProblem, sameInode } from "./files";
import type { CliIO } from "./io";

/** The name every output of the add-in carries (PBN %Creator, USEBIO PROGRAM_NAME, the workbook's creator). */
const PRODUCT = "Bridge Scoring for Excel";

/** How much of a file is read to tell whether the add-in wrote it: its opening, and its end. */
const HEAD_BYTES = 64 * 1024;
const TAIL_BYTES = 1024;

/** The most a workbook's list of parts may take before it is not looked into (ours hold a few dozen). */
const MAX_ZIP_DIRECTORY = 4 * 1024 * 1024;

/** Up to `length` bytes of an open file from `position`. */
function bytesAt(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(Math.max(0, length));
  let got = 0;
  while (got < buffer.length) {
    const n = fs.readSync(fd, buffer, got, buffer.length - got, position + got);
    if (n === 0) break;
    got += n;
  }
  return buffer.subarray(0, got);
}

/**
 * The text of one part of a zip (a workbook's docProps/core.xml), read from the zip's own list of
 * parts at its end; null when the file is no zip, the part is missing or larger than `limit`.
 */
function zipPart(fd: number, size: number, name: string, limit: number): string | null {
  // The end record: 22 bytes, after a comment of up to 65535.
  const tailStart = Math.max(0, size - 22 - 0xffff);
  const tail = bytesAt(fd, tailStart, size - tailStart);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--)
    if (tail.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  if (end < 0) return null;
  const dirSize = tail.readUInt32LE(end + 12);
  const dirStart = tail.readUInt32LE(end + 16);
  if (dirSize > MAX_ZIP_DIRECTORY || dirStart + dirSize > size) return null;
  const dir = bytesAt(fd, dirStart, dirSize);
  for (let at = 0; at + 46 <= dir.length && dir.readUInt32LE(at) === 0x02014b50;) {
    const method = dir.readUInt16LE(at + 10);
    const packed = dir.readUInt32LE(at + 20);
    const nameLength = dir.readUInt16LE(at + 28);
    const skip = nameLength + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32);
    const local = dir.readUInt32LE(at + 42);
    if (dir.toString("latin1", at + 46, at + 46 + nameLength) === name) {
      if (packed > limit || (method !== 0 && method !== 8)) return null;
      const header = bytesAt(fd, local, 30);
      if (header.length < 30 || header.readUInt32LE(0) !== 0x04034b50) return null;
      const data = bytesAt(fd, local + 30 + header.readUInt16LE(26) + header.readUInt16LE(28), packed);
      try {
        return (method === 8 ? inflateRawSync(data, { maxOutputLength: limit }) : data).toString("utf8");
      } catch {
        return null;
      }
    }
    at += 46 + skip;
  }
  return null;
}

/**
 * Whether the file was written by this add-in, by the mark each output carries, reading only its
 * opening (and, for a web page, its last kilobyte; for a workbook, its list of parts and one small
 * part):
 * - a workbook: its docProps/core.xml names the add-in as creator, and was last saved by the
 *   library the add-in writes with (Excel or LibreOffice saving it puts the user there instead);
 * - a web page: the add-in's opening lines, and its footer "Scored with Bridge Scoring for Excel.";
 * - a PBN file: "% PBN 2.1", "% EXPORT", then "%Creator: Bridge Scoring for Excel (...)";
 * - a USEBIO file: the add-in's XML opening, with PROGRAM_NAME "Bridge Scoring for Excel";
 * - a PDF of the hand-record sheet: Chromium's (Skia's) PDF whose title is the sheet's, ending
 *   ": hand records" (a title of other than ASCII letters is written in hex, and not recognised).
 *
 * @example
 * writtenByAddIn("results.pbn"); // true for a file the command line wrote with --pbn
 */
export function writtenByAddIn(file: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
  } catch {
    return false;
  }
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile()) return false;
    const head = bytesAt(fd, 0, Math.min(stat.size, HEAD_BYTES)).toString("latin1");
    if (head.startsWith("PK\x03\x04")) {
      const core = zipPart(fd, stat.size, "docProps/core.xml", HEAD_BYTES);
      return (
        core !== null &&
        core.includes(`<dc:creator>${PRODUCT}</dc:creator>`) &&
        /<cp:lastModifiedBy>(Unknown|ExcelJS)<\/cp:lastModifiedBy>/.test(core)
      );
    }
    if (head.startsWith('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n')) {
      const tail = bytesAt(fd, Math.max(0, stat.size - TAIL_BYTES), TAIL_BYTES).toString("latin1");
      return tail.includes(`<footer><p>Scored with ${PRODUCT}.`) && tail.endsWith("</html>\n");
    }
    if (/^% PBN 2\.1\r?\n% EXPORT\r?\n/.test(head))
      return /^%Creator: Bridge Scoring for Excel \(/m.test(head.slice(0, 1024));
    if (head.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<USEBIO Version="1.2">'))
      return head.includes(`<PROGRAM_NAME>${PRODUCT}</PROGRAM_NAME>`);
    if (head.startsWith("%PDF-")) {
      const info = head.slice(0, 4096);
      return /\/Title \((?:[^()\\]|\\.)*: hand records\)/.test(info) && info.includes("/Producer (Skia/PDF");
    }
    return false;
  } catch {
    return false;
  } finally {
    fs.closeSync(fd);
  }
}

/** What a run's writing may do: the files it read, and whether --force lets it replace another's file. */
export interface WriteRules {
  /** Every file the command read: none of them is ever written over. */
  readonly inputs: readonly string[];
  /** --force: an existing file not written by the add-in may be replaced (never an input or a link). */
  readonly force: boolean;
}

/**
 * Why an output may not be written at `file`, or null: it is one of the files read, a link (never
 * followed for writing), something other than a file (a device, a pipe, a folder), or an existing
 * file the add-in did not write when --force is not given.
 *
 * @example
 * targetProblem("notes.html", { inputs: [], force: false }); // "Cannot write notes.html: it exists and was not written by this add-in; ..."
 */
export function targetProblem(file: string, rules: WriteRules): string | null {
  const over = inputOverwritten(file, rules.inputs);
  if (over !== null) return over;
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(file);
  } catch {
    return null; // No such file yet: it will be made.
  }
  if (stat.isDirectory()) return `Cannot write ${file}: it is a folder, not a file.`;
  if (!stat.isFile()) {
    const kind = stat.isFIFO() ? "a pipe" : stat.isSocket() ? "a socket" : "a device";
    return `Cannot write ${file}: it is ${kind}, not a file; name a file for the output.`;
  }
  if (rules.force || writtenByAddIn(file)) return null;
  return `Cannot write ${file}: it exists and was not written by this add-in; add --force to replace it, or name another file.`;
}

/**
 * The name a file is known by on disk, for telling two outputs' names apart: its folder with links
 * and `..` resolved, and its own name (a name not yet made has no device and inode to compare).
 */
function resolvedName(file: string): string {
  const folder = path.dirname(path.resolve(file));
  try {
    return path.join(fs.realpathSync(folder), path.basename(file));
  } catch {
    return path.resolve(file);
  }
}

/**
 * The names of a run's outputs, each told from the others: `claim` says why a name cannot be
 * written because another output of the run has it (by its resolved name, or by device and inode
 * for a file that exists), and otherwise takes the name.
 */
export class OutputNames {
  private readonly taken: { readonly file: string; readonly name: string }[] = [];

  /** Null when `file` is no other output's, and takes it; else the line that says whose it is. */
  claim(file: string): string | null {
    const name = resolvedName(file);
    const other = this.taken.find((t) => t.name === name || sameInode(t.file, file));
    if (other !== undefined)
      return other.file === file
        ? `${file} is named for two outputs: give each its own file.`
        : `Cannot write ${file}: it is ${other.file}, named for another output; give each output its own file.`;
    this.taken.push({ file, name });
    return null;
  }
}

/** How the bytes are put into the temporary file (replaced in tests by one that fails half way). */
export type WriteBytes = (fd: number, bytes: Uint8Array) => void;

/** Writes every byte (fs.writeSync may write fewer than asked). */
const writeAll: WriteBytes = (fd, bytes) => {
  for (let done = 0; done < bytes.length;) done += fs.writeSync(fd, bytes, done, bytes.length - done);
};

/** A temporary name beside `file`, unique to this process and this call. */
function temporaryName(file: string): string {
  const random = Math.random().toString(36).slice(2, 10);
  return path.join(path.dirname(file), `.${path.basename(file)}.tmp-${process.pid}-${random}`);
}

/**
 * Writes `content` to `file` by a temporary file in the same folder, flushed to the disk and then
 * renamed over the name, so the old file stays whole until the new one is complete; the temporary
 * file is removed when anything fails. A link at `file` is replaced, never written through (the
 * checks of targetProblem refuse one before this). A file replaced keeps its permissions. Throws a
 * FileProblem naming `file` and why.
 *
 * @example
 * replaceFile("results.html", page); // results.html holds the page, or is as it was
 */
export function replaceFile(file: string, content: string | Uint8Array, write: WriteBytes = writeAll): void {
  const bytes = typeof content === "string" ? Buffer.from(content, "utf8") : content;
  let mode = 0o666;
  try {
    const old = fs.lstatSync(file);
    if (old.isFile()) mode = old.mode & 0o7777;
  } catch {
    // A new file: the usual permissions (less the user's umask).
  }
  const temporary = temporaryName(file);
  let fd: number | null = null;
  try {
    fd = fs.openSync(temporary, "wx", mode);
    write(fd, bytes);
    if (mode !== 0o666) fs.fchmodSync(fd, mode);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = null;
    fs.renameSync(temporary, file);
  } catch (e) {
    if (fd !== null) fs.closeSync(fd);
    fs.rmSync(temporary, { force: true });
    throw new FileProblem(fileMessage("write", file, e));
  }
  syncFolder(path.dirname(file));
}

/** Flushes a folder's list of names, so the rename itself survives a crash (where the system allows it). */
function syncFolder(folder: string): void {
  try {
    const fd = fs.openSync(folder, "r");
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // Not every system lets a folder be opened or flushed; the file itself is whole either way.
  }
}

/**
 * The first reason any of a run's output files cannot be written (outputPathProblem's, an input's,
 * two outputs on one file, targetProblem's), or null when all may be: checked before anything is
 * scored, so a refused name costs the user no wait.
 *
 * @example
 * outputsProblem(["a.html", "./a.html"], { inputs: [], force: false }); // "Cannot write ./a.html: it is a.html, named for another output; ..."
 */
export function outputsProblem(files: readonly string[], rules: WriteRules): string | null {
  const names = new OutputNames();
  for (const file of files) {
    const problem =
      outputPathProblem(file) ??
      inputOverwritten(file, rules.inputs) ??
      names.claim(file) ??
      targetProblem(file, rules);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * A run's writer of output files: each name checked again as it is written (a section's file, or a
 * file made since the run began, is caught here) against the files read, the run's other outputs
 * and what is there; then written by `io.writeFile` when a test gives one, else by replaceFile.
 * Returns, for each file, null when written or the line that says why it was not.
 *
 * @example
 * const write = outputWriter(io, { inputs: ["s.csv"], force: false });
 * write("results.html", page); // null
 */
export function outputWriter(
  io: Pick<CliIO, "writeFile">,
  rules: WriteRules,
): (file: string, content: string | Uint8Array) => string | null {
  const names = new OutputNames();
  const sink = io.writeFile ?? ((file: string, content: string | Uint8Array) => replaceFile(file, content));
  return (file, content) => {
    const problem = inputOverwritten(file, rules.inputs) ?? names.claim(file) ?? targetProblem(file, rules);
    if (problem !== null) return problem;
    try {
      sink(file, content);
      return null;
    } catch (e) {
      return fileMessage("write", file, e);
    }
  };
}
