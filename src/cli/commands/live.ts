// Scrolling results on the command line: a session's file read while it is played (--watch), or
// once (--live), each reading scored exactly as `npm run score -- FILE` scores it (the same flags,
// through the same pairs or teams command), and the outputs rewritten: the live page (--html), the
// projector's pages (--projector), the workbook and the rest as asked, and --json a document a
// line. Once every result the movement sends is in, the page says the results are final and the
// full results page is written beside it. Each file is written whole to a temporary name and
// renamed into place (write-file.ts), so a reader never sees half a page. The loop itself (the
// file watched, the clock, Ctrl-C, the retries of a file being written) is watch.ts's.
import { createHash } from "node:crypto";
import * as path from "node:path";
import {
  holdBackRounds,
  isFinal,
  liveProgress,
  nothingToScore,
  openInput,
  type BridgeEvent,
  type ScoredEvent,
  type SolveDeal,
} from "../../event";
import { OUTPUTS } from "../../writers/outputs";
import { renderLivePage, renderProjectorPages, type LivePageOptions } from "../../writers/live-page";
import { readValues, takeOwnFlags } from "../args";
import { fileMessage } from "../files";
import { commandSection } from "../usage";
import { EXIT, type CliIO } from "../io";
import { OUTPUT_FLAGS } from "../outputs";
import { readServeValue, serveFolder, type ServeChoice } from "../serve";
import { outputsProblem, replaceFile, targetProblem } from "../write-file";
import { runTeams } from "./teams";
import { runScore, takesValueForScore } from "./pairs";
import { followFile, type Snapshot } from "../watch";
import { sectionFile } from "./score-and-write";

/** What a live run asks for. */
export interface LiveRequest {
  readonly file: string;
  /** --watch: follow the file; else (--live) one reading. */
  readonly follow: boolean;
  readonly every: number;
  readonly refresh: number;
  readonly hideRounds: number;
  readonly title: string | null;
  /** The live page (--html), the projector's first page (--projector). */
  readonly page: string | null;
  readonly projector: string | null;
  readonly json: boolean;
  readonly serve: ServeChoice | null;
  readonly force: boolean;
  /** Each reading's command line for the score command: the flags given less the live ones, --html and --json. */
  readonly reading: readonly string[];
}

/** The full results page written beside the live page once the results are final: live-results.html. */
export const resultsPageOf = (page: string): string => sectionFile(page, "-results");

/** The live page's still copy, written beside it: live-still.html. */
const stillPageOf = (page: string): string => sectionFile(page, "-still");

/**
 * The files a live run writes of its own (the live page, its still copy, the full results page,
 * the projector's first page), checked before the first reading as every output is.
 */
function ownFiles(request: LiveRequest): string[] {
  const page =
    request.page === null ? [] : [request.page, stillPageOf(request.page), resultsPageOf(request.page)];
  return [...page, ...(request.projector === null ? [] : [request.projector])];
}

/** How the command line reads a file's bytes (its own reader, else the text read, encoded). */
const bytesReader = (io: CliIO): ((file: string) => Uint8Array) =>
  io.readBytes ?? ((file: string) => new TextEncoder().encode(io.readFile(file)));

/** The words of a command line without one flag (and its value). */
function without(
  words: readonly string[],
  flag: string,
  takesValue: boolean,
): { rest: string[]; value: string | null; given: boolean } {
  const rest: string[] = [];
  let value: string | null = null;
  let given = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w === flag || w.startsWith(`${flag}=`)) {
      given = true;
      if (takesValue) value = w.includes("=") ? w.slice(w.indexOf("=") + 1) : (words[++i] ?? null);
      continue;
    }
    rest.push(w);
  }
  return { rest, value, given };
}

/**
 * Reads a live command line: its own flags, then --html (the live page) and --json taken out of
 * what each reading passes to the score command. A usage message when it cannot be run.
 *
 * @example
 * parseLive(["s.bws", "--watch", "--html", "live.html"]).page; // "live.html"
 */
export function parseLive(argv: readonly string[]): LiveRequest | { readonly usage: string } {
  const own = takeOwnFlags(argv, "live", takesValueForScore);
  const errors = [...own.errors];
  const read = readValues("live", own.values, errors);
  const html = without(own.others, "--html", true);
  const json = without(html.rest, "--json", false);
  const serveText = own.values.get("--serve");
  const serve = serveText === undefined ? null : readServeValue(serveText);
  if (serve !== null && "problem" in serve) errors.push(serve.problem);
  if (own.files.length !== 1)
    errors.push(`Give the one file to follow${own.files.length > 1 ? `, not ${own.files.length}` : ""}.`);
  if (own.switches.has("--watch") && own.switches.has("--live"))
    errors.push("Give --watch or --live, not both.");
  if (html.given && html.value === null) errors.push("--html needs a value.");
  const projector = own.values.get("--projector") ?? null;
  const outputs = json.rest.some((w) => OUTPUT_FLAGS.includes(w.split("=")[0]));
  if (html.value === null && projector === null && !json.given && !outputs)
    errors.push("Name the live page to write (--html live.html), --projector, --json or another output.");
  if (serve !== null && html.value === null && projector === null)
    errors.push("--serve serves the live page: give --html too.");
  if (errors.length > 0) return { usage: errors.join("\n") };
  return {
    file: own.files[0],
    follow: own.switches.has("--watch"),
    every: (read.get("--every") as number | undefined) ?? 10,
    refresh: (read.get("--refresh") as number | undefined) ?? 30,
    hideRounds: (read.get("--hide-rounds") as number | undefined) ?? 0,
    title: own.values.get("--title") ?? null,
    page: html.value,
    projector,
    json: json.given,
    serve: serve as ServeChoice | null,
    force: json.rest.includes("--force"),
    reading: json.rest,
  };
}

/** The command line of a reading without its outputs: the live page's held-back scoring writes nothing. */
function withoutOutputs(words: readonly string[]): string[] {
  let rest = [...words];
  for (const flag of OUTPUT_FLAGS) rest = without(rest, flag, true).rest;
  return rest;
}

/** What one reading came to: the event scored and its outputs, or why it could not be scored. */
export type Reading =
  | {
      readonly ok: true;
      readonly scored: ScoredEvent | null;
      /** The held-back event's scoring for the page (the whole one when nothing is held back). */
      readonly shown: ScoredEvent | null;
      readonly through: readonly (number | null)[];
      readonly event: BridgeEvent;
      readonly final: boolean;
      /** The outputs the score command wrote, by file, not yet on disk. */
      readonly files: ReadonlyMap<string, string | Uint8Array>;
      readonly json: string | null;
    }
  | { readonly ok: false; readonly code: number; readonly message: string };

/** A CliIO that keeps what the score command prints and writes, and reads the file from `bytes`. */
function capturing(base: CliIO, file: string, bytes: Uint8Array, solveDeal: SolveDeal | undefined) {
  const out: string[] = [];
  const err: string[] = [];
  const files = new Map<string, string | Uint8Array>();
  let scored: ScoredEvent | null = null;
  const io: CliIO = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    readFile: base.readFile,
    readBytes: (p) => (p === file ? bytes : bytesReader(base)(p)),
    writeFile: (p, c) => files.set(p, c),
    ...(solveDeal !== undefined ? { solveDeal } : {}),
    scored: (s) => {
      scored = s;
    },
  };
  return { io, out, err, files, scored: () => scored };
}

/** Runs the score command on an opened event, as main() would: a teams event by the teams command. */
const runCommand = (event: BridgeEvent, argv: readonly string[], io: CliIO): Promise<number> =>
  event.kind === "teams" ? runTeams(event, argv, io) : runScore(event, argv, io);

/**
 * One reading: the file's bytes opened, scored by the score command with the reading's flags (and
 * --json), and, when rounds are held back, scored again held back for the page. A file with no
 * result in yet is a reading too (its page says so).
 */
export async function readOnce(
  request: LiveRequest,
  bytes: Uint8Array,
  io: CliIO,
  solveDeal: SolveDeal | undefined,
): Promise<Reading> {
  let event: BridgeEvent;
  try {
    event = openInput(bytes, request.file);
  } catch (e) {
    return { ok: false, code: EXIT.badTraveller, message: e instanceof Error ? e.message : String(e) };
  }
  const empty = nothingToScore(event, request.file);
  const progressKnown = event.sections.some((s) => liveProgress(s.file) !== null);
  if (empty !== null && !progressKnown) return { ok: false, code: EXIT.badTraveller, message: empty };
  if (empty !== null)
    return {
      ok: true,
      scored: null,
      shown: null,
      through: [],
      event,
      final: false,
      files: new Map(),
      json: null,
    };
  const run = capturing(io, request.file, bytes, solveDeal);
  const code = await runCommand(event, [...request.reading, "--json"], run.io);
  const scored = run.scored();
  if (code !== EXIT.ok || scored === null) return { ok: false, code, message: run.err.join("").trim() };
  const final = isFinal(event);
  let shown: ScoredEvent | null = scored;
  let through: readonly (number | null)[] = event.sections.map(() => null);
  if (request.hideRounds > 0 && !final) {
    const held = holdBackRounds(event, request.hideRounds);
    through = held.through;
    if (held.event !== event) {
      const again = capturing(io, request.file, bytes, solveDeal);
      const heldCode = await runCommand(held.event, [...withoutOutputs(request.reading), "--json"], again.io);
      shown = heldCode === EXIT.ok ? again.scored() : null;
      if (shown === null) return { ok: false, code: heldCode, message: again.err.join("").trim() };
    }
  }
  return {
    ok: true,
    scored,
    shown,
    through,
    event,
    final,
    files: run.files,
    json: request.json ? run.out.join("") : null,
  };
}

/** The page's title: --title, else the event's, else the file's name without its folder. */
function titleOf(request: LiveRequest, event: BridgeEvent): string {
  if (request.title !== null && request.title.trim() !== "") return request.title.trim();
  const file = event.sections[0]?.file;
  const named = [file?.club, file?.event].find((x) => x !== undefined && x.trim() !== "");
  return named?.trim() ?? path.basename(request.file);
}

/** The pages a reading makes, by file: the live page, the projector's pages, and (final) the full results. */
export async function pagesOf(
  request: LiveRequest,
  reading: Extract<Reading, { ok: true }>,
  readAt: Date,
  timeZone?: string,
): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const resultsPage = request.page === null ? null : resultsPageOf(request.page);
  const options: LivePageOptions = {
    title: titleOf(request, reading.event),
    readAt,
    refresh: request.refresh,
    final: reading.final,
    through: reading.through,
    ...(timeZone !== undefined ? { timeZone } : {}),
    ...(reading.final && resultsPage !== null ? { resultsLink: path.basename(resultsPage) } : {}),
  };
  const shown = reading.shown;
  if (request.page !== null) {
    // The page and its still copy (live-still.html), each linking to the other.
    const still = stillPageOf(request.page);
    pages.set(
      request.page,
      renderLivePage(shown, reading.event, {
        ...options,
        still: { other: path.basename(still), isStill: false },
      }),
    );
    pages.set(
      still,
      renderLivePage(shown, reading.event, {
        ...options,
        still: { other: path.basename(request.page), isStill: true },
      }),
    );
  }
  const projector = request.projector;
  if (projector !== null)
    for (const p of renderProjectorPages(shown, options, (suffix) =>
      path.basename(sectionFile(projector, suffix)),
    ))
      pages.set(sectionFile(projector, p.suffix), p.content);
  if (reading.final && resultsPage !== null && reading.scored !== null) {
    const html = OUTPUTS.find((o) => o.flag === "--html")!;
    const warned = request.reading.includes("--html-warnings") ? { warningsListed: true } : {};
    for (const f of await html.write(reading.scored, warned))
      pages.set(sectionFile(resultsPage, f.suffix), f.content as string);
  }
  return pages;
}

/** A line saying how far the session has got. */
export function progressLine(reading: Extract<Reading, { ok: true }>): string {
  if (reading.final) return "every result is in: the results are final";
  const parts = reading.event.sections.flatMap((s) => {
    const p = liveProgress(s.file);
    if (p === null) return [];
    const where = reading.event.sections.length > 1 ? `${s.file?.section || s.title}: ` : "";
    return [
      `${where}${p.received} of ${p.expected} results in, ${p.complete.length} of ${p.rounds} rounds complete`,
    ];
  });
  return parts.length > 0 ? parts.join("; ") : "scored";
}

/**
 * Runs a live command line (--watch or --live): checks every output can be written, starts the
 * server when asked, then reads the file (once, or whenever it changes until Ctrl-C).
 */
export async function runLive(
  argv: readonly string[],
  io: CliIO,
  control: { readonly signal?: AbortSignal; readonly onReading?: (r: Reading, at: Date) => void } = {},
): Promise<number> {
  const request = parseLive(argv);
  if ("usage" in request) {
    io.err(`${request.usage}\n\n${commandSection("live")}`);
    return EXIT.badUsage;
  }
  const problem = outputsProblem(ownFiles(request), { inputs: [request.file], force: request.force });
  if (problem !== null) {
    io.err(`${problem}\n`);
    return EXIT.badUsage;
  }
  const writer = liveWriter(request, io);
  if (!request.follow) {
    let bytes: Uint8Array;
    try {
      bytes = bytesReader(io)(request.file);
    } catch (e) {
      io.err(`${e instanceof Error ? e.message : fileMessage("read", request.file, e)}\n`);
      return EXIT.badTraveller;
    }
    const code = await writer.take({ bytes, at: new Date((io.now ?? Date.now)()) }, control.onReading, true);
    return code === "retry" ? EXIT.badTraveller : code;
  }
  let server: Awaited<ReturnType<typeof serveFolder>> | null = null;
  if (request.serve !== null) {
    const index = request.page ?? request.projector!;
    try {
      // Only the files this run writes in the page's folder are shown, never what else is there.
      const folder = path.dirname(path.resolve(index));
      server = await serveFolder(folder, request.serve, path.basename(index), (name) =>
        writer.written.has(path.join(folder, name)),
      );
    } catch (e) {
      io.err(`${(e as Error).message}\n`);
      return EXIT.badUsage;
    }
    io.err(`Serving the live page at ${server.urls.join(", ")}\n`);
  }
  try {
    return await followFile(request.file, {
      ...(io.readBytes !== undefined ? { readBytes: io.readBytes } : {}),
      everyMs: request.every * 1000,
      ...(control.signal !== undefined ? { signal: control.signal } : {}),
      read: (snapshot: Snapshot) => writer.take(snapshot, control.onReading, false),
      err: io.err,
    });
  } catch (e) {
    if (!(e instanceof LiveUsageError)) throw e;
    io.err(`${e.message}\n`);
    return EXIT.badUsage;
  } finally {
    await server?.close();
  }
}

/** The writer of a live run's readings: each reading's files written, what it came to said once. */
function liveWriter(request: LiveRequest, io: CliIO) {
  const solved = new Map<string, ReturnType<SolveDeal>>();
  const solveDeal: SolveDeal | undefined =
    io.solveDeal === undefined
      ? undefined
      : (deal, ...rest) => {
          // Each deal solved once an evening (a file's deals do not change as results come in).
          const key = JSON.stringify(deal);
          if (!solved.has(key)) {
            if (solved.size > 2000) solved.clear();
            solved.set(key, io.solveDeal!(deal, ...rest));
          }
          return solved.get(key)!;
        };
  let lastSaid = "";
  const written = new Set<string>();
  const write = (file: string, content: string | Uint8Array): string | null => {
    const refused = targetProblem(file, { inputs: [request.file], force: request.force });
    if (refused !== null) return refused;
    try {
      replaceFile(file, content);
      written.add(path.resolve(file));
      return null;
    } catch (e) {
      return (e as Error).message;
    }
  };
  // The last reading that could be scored, kept to show again (with the time of each reading)
  // while the file does not change; and the bytes of a reading that failed, retried once before
  // it is said (a database caught half-written by the program writing it is whole a moment later).
  let last: { readonly hash: string; readonly reading: Extract<Reading, { ok: true }> } | null = null;
  let failed: string | null = null;
  const say = (snapshot: Snapshot, line: string): void => {
    if (line !== lastSaid)
      io.err(`${snapshot.at.toLocaleTimeString("en-GB")} ${path.basename(request.file)}: ${line}\n`);
    lastSaid = line;
  };
  return {
    /** Every file written so far, by its full name (what --serve may show). */
    written: written as ReadonlySet<string>,
    async take(
      snapshot: Snapshot,
      onReading: ((r: Reading, at: Date) => void) | undefined,
      once: boolean,
    ): Promise<number | "retry"> {
      const hash = createHash("sha256").update(snapshot.bytes).digest("hex");
      const same = last !== null && last.hash === hash;
      const reading = same ? last!.reading : await readOnce(request, snapshot.bytes, io, solveDeal);
      if (!reading.ok) {
        onReading?.(reading, snapshot.at);
        if (reading.code === EXIT.badUsage) throw new LiveUsageError(reading.message);
        if (!once && failed !== hash) {
          failed = hash;
          return "retry";
        }
        const kept = once
          ? "nothing was written"
          : last === null
            ? "no page is written until it can be"
            : "the last page stays";
        say(snapshot, `could not be scored (${kept}):\n${reading.message}`);
        return EXIT.badTraveller;
      }
      failed = null;
      last = { hash, reading };
      // The outputs of the score command only when the file changed; the pages every reading.
      const pages = await pagesOf(request, reading, snapshot.at);
      const files = new Map<string, string | Uint8Array>([...(same ? [] : reading.files), ...pages]);
      const problems = [...files]
        .map(([file, content]) => write(file, content))
        .filter((p): p is string => p !== null);
      if (!same && request.json && reading.json !== null)
        io.out(`${JSON.stringify(JSON.parse(reading.json))}\n`);
      if (!same)
        say(
          snapshot,
          `${progressLine(reading)}; wrote ${[...files.keys()].map((f) => path.basename(f)).join(", ")}.`,
        );
      for (const p of problems) io.err(`${p}\n`);
      // Told once the files are in place, so whoever waits for a reading finds its pages.
      onReading?.(reading, snapshot.at);
      return problems.length > 0 ? EXIT.badUsage : EXIT.ok;
    },
  };
}

/** A reading refused as a usage error (a flag the file's kind does not take): the watch stops. */
export class LiveUsageError extends Error {}
