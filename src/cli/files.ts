// The command line's files on disk: an input is read only when it is a regular file no larger than
// the add-in reads (a device such as /dev/zero, a pipe or a folder is refused before a byte is
// read), and every failure of the file system (no such file, no permission, a folder where a file
// was named, a name too long) becomes one line naming the file, never a stack trace.
import * as fs from "node:fs";
import * as path from "node:path";
import { MAX_INPUT_BYTES, tooLarge } from "../event";

/** A file the command line cannot read or write, with the one line that says why. */
export class FileProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FileProblem";
  }
}

/** What the file system's error codes mean, in words. */
const WHY: Readonly<Record<string, string>> = {
  ENOENT: "there is no such file or folder",
  EACCES: "permission is denied",
  EPERM: "the operation is not permitted",
  EISDIR: "it is a folder, not a file",
  ENOTDIR: "a part of the path is not a folder",
  ENAMETOOLONG: "the name is too long for the file system",
  EROFS: "the file system is read-only",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  EMFILE: "too many files are open",
  EBUSY: "the file is busy",
  ELOOP: "the path has too many symbolic links",
  EINVAL: "the name is not valid here",
};

/**
 * One line for a failure of the file system: "Cannot read x.csv: there is no such file or folder."
 *
 * @example
 * fileMessage("read", "x.csv", Object.assign(new Error("..."), { code: "ENOENT" })); // "Cannot read x.csv: there is no such file or folder."
 */
export function fileMessage(verb: "read" | "write", file: string, e: unknown): string {
  if (e instanceof FileProblem) return e.message;
  // The error's code, or the code its message starts with ("ENOENT: no such file ...").
  const given = (e as { code?: unknown } | null)?.code;
  const code = typeof given === "string" ? given : (/^(E[A-Z]+):/.exec(oneLine(e))?.[1] ?? "");
  const why = code in WHY ? WHY[code] : `the system says: ${oneLine(e)}`;
  return `Cannot ${verb} ${file}: ${why}.`;
}

/** An error's message on one line (a system message may hold a line break). */
function oneLine(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  return m.replace(/\s+/g, " ").trim();
}

/**
 * The bytes of an input file. Refused, with a FileProblem naming the file: a folder, a device, a
 * pipe or a socket (only a regular file is read, so /dev/zero is not read forever), and a file
 * larger than MAX_INPUT_BYTES (checked before reading, and again while reading, in case it grows).
 *
 * @example
 * readInputFile("/dev/zero"); // throws FileProblem "Cannot read /dev/zero: it is a device, not a file."
 */
export function readInputFile(file: string): Uint8Array {
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
  } catch (e) {
    throw new FileProblem(fileMessage("read", file, e));
  }
  try {
    const stat = fs.fstatSync(fd);
    if (stat.isDirectory()) throw new FileProblem(`Cannot read ${file}: it is a folder, not a file.`);
    if (!stat.isFile()) {
      const kind = stat.isFIFO() ? "a pipe" : stat.isSocket() ? "a socket" : "a device";
      throw new FileProblem(`Cannot read ${file}: it is ${kind}, not a file.`);
    }
    if (stat.size > MAX_INPUT_BYTES) throw new FileProblem(tooLarge(file, stat.size));
    // Read up to one byte past the limit: a file that grew since it was measured is refused too.
    const chunks: Buffer[] = [];
    let total = 0;
    const chunk = Buffer.allocUnsafe(Math.min(Math.max(stat.size, 1), 1 << 24) + 1);
    for (;;) {
      const got = fs.readSync(fd, chunk, 0, chunk.length, null);
      if (got === 0) break;
      chunks.push(Buffer.from(chunk.subarray(0, got)));
      total += got;
      if (total > MAX_INPUT_BYTES) throw new FileProblem(tooLarge(file, total));
    }
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
  } catch (e) {
    throw new FileProblem(fileMessage("read", file, e));
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Checks, before any scoring, that an output can be written where it is named: its folder exists
 * and is a folder, and the name is not a folder itself. Returns the problem's line, or null.
 *
 * @example
 * outputPathProblem("no-such-folder/out.html"); // "Cannot write no-such-folder/out.html: the folder no-such-folder does not exist."
 */
export function outputPathProblem(file: string): string | null {
  if (file.trim() === "") return "An output file needs a name.";
  const folder = path.dirname(file);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(folder);
  } catch (e) {
    const code = (e as { code?: unknown } | null)?.code;
    if (code === "ENOENT") return `Cannot write ${file}: the folder ${folder} does not exist.`;
    return fileMessage("write", file, e);
  }
  if (!stat.isDirectory()) return `Cannot write ${file}: ${folder} is not a folder.`;
  try {
    if (fs.statSync(file).isDirectory()) return `Cannot write ${file}: it is a folder, not a file.`;
  } catch {
    // No such file yet: it will be made.
  }
  return null;
}

/**
 * Whether two names are one file: the same path once resolved, or (on disk) the same file by
 * device and inode, whatever links or `..` lead to it.
 *
 * @example
 * sameFile("./s.csv", "s.csv"); // true
 */
export function sameFile(a: string, b: string): boolean {
  return path.resolve(a) === path.resolve(b) || sameInode(a, b);
}

/** Whether two existing names are one file by device and inode (false when either is missing). */
export function sameInode(a: string, b: string): boolean {
  try {
    const x = fs.statSync(a);
    const y = fs.statSync(b);
    return x.dev === y.dev && x.ino === y.ino;
  } catch {
    return false;
  }
}

/**
 * Why an output may not be written at `file`: it is one of the files read (the traveller, a
 * names table, a scale), so writing it would lose what the user typed; or it is a symbolic link,
 * which is not followed for writing. Null when it may be written.
 *
 * @example
 * inputOverwritten("s.csv", ["s.csv"]); // "Cannot write s.csv: it is the input s.csv, which would be lost; name another file for the output."
 */
export function inputOverwritten(file: string, inputs: readonly string[]): string | null {
  const input = inputs.find((i) => sameFile(file, i));
  if (input !== undefined)
    return `Cannot write ${file}: it is the input ${input}, which would be lost; name another file for the output.`;
  try {
    if (fs.lstatSync(file).isSymbolicLink())
      return `Cannot write ${file}: it is a link, and an output is never written through one; name the file itself.`;
  } catch {
    // No such file yet.
  }
  return null;
}
