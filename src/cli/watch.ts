// Following a file while another program rewrites it: the file read again whenever its folder
// says it changed (after a moment's quiet, so a burst of writes is one reading) and at least every
// so often, one reading at a time; a file that changes while it is read, or cannot be opened for
// a moment (locked, or renamed into place), is read again shortly, never reported as a fault.
// Ctrl-C (or the caller's signal) stops it cleanly: the watcher and the clock are let go and the
// files last written stay as they are. Nothing of a reading is kept here but the time of the last.
import * as fs from "node:fs";
import * as path from "node:path";
import { readInputFile } from "./files";

/** A file's bytes as read whole at one moment, and when. */
export interface Snapshot {
  readonly bytes: Uint8Array;
  readonly at: Date;
}

/** How a file is followed. */
export interface FollowOptions {
  /** The longest time between readings, in milliseconds. */
  readonly everyMs: number;
  /** How long the file must be quiet after a change before it is read (default 300 ms). */
  readonly settleMs?: number;
  /** How soon a reading that could not be taken is tried again (default 1000 ms). */
  readonly retryMs?: number;
  /** Stops the following (else Ctrl-C or SIGTERM). */
  readonly signal?: AbortSignal;
  /** Takes a reading: its exit code, or "retry" to be given the file again shortly. */
  readonly read: (snapshot: Snapshot) => Promise<number | "retry">;
  readonly err: (text: string) => void;
  /** Reads the file (default: readInputFile, with its limits). */
  readonly readBytes?: (file: string) => Uint8Array;
}

/** Errors of a file being written or moved by another program: tried again, not reported. */
const PASSING = new Set(["EBUSY", "EPERM", "EACCES", "ENOENT", "EAGAIN"]);

/** How many times in a row a file may fail to be read before it is said. */
const SAY_AFTER = 3;

/**
 * The file read whole while it stays the same size and age; "changing" when it changed while it
 * was read (or could not be opened for a passing reason), else the message why it cannot be read.
 */
export function stableRead(
  file: string,
  readBytes: (file: string) => Uint8Array = readInputFile,
): Uint8Array | "changing" | { readonly problem: string } {
  let before: fs.Stats;
  try {
    before = fs.statSync(file);
  } catch (e) {
    return PASSING.has((e as NodeJS.ErrnoException).code ?? "")
      ? "changing"
      : { problem: (e as Error).message };
  }
  let bytes: Uint8Array;
  try {
    bytes = readBytes(file);
  } catch (e) {
    const cause = (e as { cause?: NodeJS.ErrnoException }).cause?.code ?? "";
    return PASSING.has(cause) ||
      /\b(EBUSY|EPERM|EACCES|ENOENT|EAGAIN)\b|busy|locked|no such file/i.test((e as Error).message)
      ? "changing"
      : { problem: (e as Error).message };
  }
  try {
    const after = fs.statSync(file);
    if (after.size !== before.size || after.mtimeMs !== before.mtimeMs || bytes.byteLength !== after.size)
      return "changing";
  } catch {
    return "changing";
  }
  return bytes;
}

/**
 * Follows `file` until stopped: a reading at once, then whenever it changes and every `everyMs`.
 * Resolves with 0 when stopped; a reading that throws stops it and rejects with that error.
 *
 * @example
 * await followFile("session.bws", { everyMs: 10000, read: async (s) => 0, err: console.error });
 */
export function followFile(file: string, options: FollowOptions): Promise<number> {
  const settle = options.settleMs ?? 300;
  const retry = options.retryMs ?? 1000;
  const base = path.basename(file);
  let timer: NodeJS.Timeout | null = null;
  let busy = false;
  let again = false;
  let stopped = false;
  let misses = 0;
  let lastMiss = "";
  return new Promise<number>((resolve, reject) => {
    let watcher: fs.FSWatcher | null = null;
    const schedule = (ms: number): void => {
      if (stopped) return;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => void tick(), ms);
    };
    const interval = setInterval(() => schedule(0), options.everyMs);
    const finish = (error: unknown): void => {
      if (stopped) return;
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      clearInterval(interval);
      watcher?.close();
      process.removeListener("SIGINT", onSignal);
      process.removeListener("SIGTERM", onSignal);
      options.signal?.removeEventListener("abort", onAbort);
      if (error === null) resolve(0);
      else reject(error);
    };
    const onSignal = (): void => {
      if (!stopped) options.err(`Stopped following ${file}; the files last written stay as they are.\n`);
      finish(null);
    };
    const onAbort = (): void => finish(null);
    const miss = (why: string): void => {
      misses++;
      // Said once it has lasted (a file locked or half-written for a moment is not a fault).
      if (misses >= SAY_AFTER && why !== lastMiss) options.err(`${why} (trying again)\n`);
      if (misses >= SAY_AFTER) lastMiss = why;
      schedule(retry);
    };
    const tick = async (): Promise<void> => {
      timer = null;
      if (stopped) return;
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      try {
        const got = stableRead(file, options.readBytes);
        if (got === "changing") miss(`${file} keeps changing or cannot be opened for now`);
        else if (!(got instanceof Uint8Array)) miss(got.problem);
        else {
          misses = 0;
          lastMiss = "";
          const code = await options.read({ bytes: got, at: new Date() });
          if (code === "retry") schedule(retry);
        }
      } catch (e) {
        finish(e);
      } finally {
        busy = false;
        if (again && !stopped) {
          again = false;
          schedule(settle);
        }
      }
    };
    try {
      // The folder is watched, not the file: a program that writes a new file and renames it over
      // the old one leaves a watch on the file looking at the old one.
      watcher = fs.watch(path.dirname(path.resolve(file)), (_event, name) => {
        if (name === null || name === base || String(name).startsWith(path.parse(base).name))
          schedule(settle);
      });
      watcher.on("error", () => {
        watcher?.close();
        watcher = null;
      });
    } catch {
      options.err(
        `${file}'s folder cannot be watched here: it is read every ${Math.round(options.everyMs / 1000)} seconds instead.\n`,
      );
    }
    process.once("SIGINT", onSignal);
    process.once("SIGTERM", onSignal);
    if (options.signal?.aborted) return finish(null);
    options.signal?.addEventListener("abort", onAbort);
    schedule(0);
  });
}
