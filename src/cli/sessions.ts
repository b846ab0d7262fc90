// npm run score -- s1.csv s2.csv --event mean|total|imps: an event of several sessions. Each file is
// scored as a session (with the same flags as one traveller), its ranking printed, then the event's
// ranking: total matchpoints, mean percentage or total IMPs, with a carry-forward from the first
// (qualifying) session, each pair's best N sessions, and handicaps beside the plain ranking.
import * as fs from "node:fs";
import { seriesDocument, seriesText, seriesWorkbook } from "../writers/series";
import {
  openInput,
  refusedBy,
  scoreEvent,
  sectionWithProblems,
  problemLines,
  EventError,
  InputError,
  handicapsOf,
  rankEvent,
  readBestOf,
  readCarryShare,
  readHandicaps,
  seriesSessionsOf,
  sessionUnit,
  type ScoredEvent,
  type UserChoices,
} from "../event";
import {
  ScoringError,
  SERIES_BASES,
  type SeriesBasis,
  type SeriesRanking,
  type SeriesSession,
} from "../scoring";
import { loadNames } from "./names";
import { readScaleFile } from "./regulation-flags";
import type { OutputRequest } from "./outputs";
import { inputOverwritten } from "./files";

/** The pairs command line each session is scored with (what the command line's parseArgs gives). */
interface PairsRequest {
  readonly options: UserChoices["pairs"] & object;
  readonly json: boolean;
  readonly names?: string | null;
  readonly impFile?: string;
  readonly outputs: OutputRequest;
}

/** The usage lines of an event of several sessions. */
export const SERIES_USAGE = `
Several sessions scored as one event: npm run score -- s1.csv s2.csv ... [options], each file a
session scored with the options above, then the event's ranking:
  --event mean|total|imps           rank by mean percentage (default), total matchpoints or total IMPs
  --carry SHARE                     carry a share of the first (qualifying) session forward: 0.5 or 50%
  --best N                          each pair's best N sessions count (a ladder or series)
  --match number|names              pairs are the same across sessions by pair number (default; NS 3
                                    and EW 3 differ in a Mitchell) or by names (--names, or the files')
  --handicaps FILE.csv              handicaps: Pair (number or names) or Player, then Handicap, in
                                    percentage points (matchpoints) or IMPs a board (IMPs)
  --handicap-pair sum|mean          players' handicaps: the pair's is their sum (default) or mean
  --xlsx event.xlsx                 the event sheet: each session's scores and the event's arithmetic
                                    as live formulas (totals, means, carry-forward, best N, handicaps)
`;

/** The event's flags that take a value. */
export const SERIES_VALUED = ["--event", "--carry", "--best", "--match", "--handicaps", "--handicap-pair"];

/** What the series needs of the command line it runs in. */
export interface SeriesDeps {
  readonly parseArgs: (argv: readonly string[]) => PairsRequest | "help";
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly readFile: (path: string) => string;
  readonly readBytes?: (path: string) => Uint8Array;
  readonly writeFile?: (path: string, content: string | Uint8Array) => void;
}

/**
 * Whether a command line asks for an event of several sessions: several files, or an event flag.
 *
 * @example
 * wantsSeries(["s1.csv", "s2.csv"], () => false); // true
 */
export function wantsSeries(argv: readonly string[], takesValue: (name: string) => boolean): boolean {
  let files = 0;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const name = a.startsWith("--") && a.includes("=") ? a.slice(0, a.indexOf("=")) : a;
    if (SERIES_VALUED.includes(name)) return true;
    if (takesValue(name) && !a.includes("=")) i++;
    else if (!a.startsWith("-") || a === "-") files++;
  }
  return files > 1;
}

interface SeriesRequest {
  readonly files: readonly string[];
  readonly rest: readonly string[];
  readonly basis: SeriesBasis;
  readonly carry?: number;
  readonly best?: number;
  readonly match: "number" | "names";
  readonly handicaps: string | null;
  readonly handicapPair: "sum" | "mean";
}

/** Reads the event's own flags; the rest (the pairs flags) are left for parseArgs. */
function parseSeriesArgs(argv: readonly string[], takesValue: (name: string) => boolean): SeriesRequest {
  const errors: string[] = [];
  const values = new Map<string, string>();
  const files: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const eq = a.startsWith("--") ? a.indexOf("=") : -1;
    const name = eq >= 0 ? a.slice(0, eq) : a;
    if (SERIES_VALUED.includes(name)) {
      const v = eq >= 0 ? a.slice(eq + 1) : argv[i + 1];
      if (v === undefined || (eq < 0 && v.startsWith("--"))) errors.push(`${name} needs a value.`);
      else {
        values.set(name, v);
        if (eq < 0) i++;
      }
    } else if (takesValue(name)) {
      rest.push(a);
      if (eq < 0 && argv[i + 1] !== undefined) rest.push(argv[++i]);
    } else if (!a.startsWith("-") || a === "-") files.push(a);
    else rest.push(a);
  }
  const basis = (values.get("--event") ?? "mean") as SeriesBasis;
  if (!SERIES_BASES.includes(basis))
    errors.push(`--event: expected ${SERIES_BASES.join(", ")}, not "${values.get("--event")}".`);
  let carry: number | undefined;
  const carryText = values.get("--carry");
  if (carryText !== undefined) {
    const x = readCarryShare(carryText);
    if (x === null)
      errors.push(`--carry: expected a share from 0 to 1 (0.5) or a percentage (50%), not "${carryText}".`);
    else carry = x;
  }
  let best: number | undefined;
  const bestText = values.get("--best");
  if (bestText !== undefined) {
    const x = readBestOf(bestText);
    if (x === null) errors.push(`--best: expected a whole number of sessions, 1 or more, not "${bestText}".`);
    else best = x;
  }
  const match = values.get("--match") ?? "number";
  if (match !== "number" && match !== "names")
    errors.push(`--match: expected number or names, not "${match}".`);
  const handicapPair = values.get("--handicap-pair") ?? "sum";
  if (handicapPair !== "sum" && handicapPair !== "mean")
    errors.push(`--handicap-pair: expected sum or mean, not "${handicapPair}".`);
  if (files.length === 0) errors.push("Give the sessions' files.");
  if (errors.length > 0) throw new Error(errors.join("\n"));
  return {
    files,
    rest,
    basis,
    ...(carry !== undefined ? { carry } : {}),
    ...(best !== undefined ? { best } : {}),
    match: match as "number" | "names",
    handicaps: values.get("--handicaps") ?? null,
    handicapPair: handicapPair as "sum" | "mean",
  };
}

/**
 * Runs an event of several sessions: each file scored with the pairs flags, then ranked together.
 * Returns the exit code: 0 done, 1 a file cannot be read or scored, 2 the command line is wrong.
 *
 * @example
 * await runSeries(["s1.csv", "s2.csv", "--event", "mean", "--carry", "50%"], takesValue, deps); // 0
 */
export async function runSeries(
  argv: readonly string[],
  takesValue: (name: string) => boolean,
  deps: SeriesDeps,
  usage: string,
): Promise<number> {
  let request: SeriesRequest;
  let pairs: PairsRequest | "help";
  try {
    request = parseSeriesArgs(argv, takesValue);
    pairs = deps.parseArgs([request.files[0], ...request.rest]);
  } catch (e) {
    deps.err(`${(e as Error).message}\n\n${usage}`);
    return 2;
  }
  if (pairs === "help") {
    deps.out(usage);
    return 0;
  }
  const xlsxOut = pairs.outputs.find(([o]) => o.extension === "xlsx")?.[1] ?? null;
  if (pairs.outputs.some(([o]) => o.extension !== "xlsx")) {
    deps.err(
      "An event of several sessions writes its event sheet (--xlsx); write each session's other outputs on its own.\n",
    );
    return 2;
  }
  let options = pairs.options;
  // The sessions' unit must be the event's: matchpoints (the default method) or IMPs.
  const method = options.method;
  const unit = sessionUnit(method);
  if (request.basis !== "imps" && unit !== "matchpoints") {
    deps.err(
      `--event ${request.basis} ranks matchpoints: leave out --method ${method}, or use --event imps.\n`,
    );
    return 2;
  }
  if (request.basis === "imps" && unit !== "imps") {
    deps.err("--event imps ranks IMPs: score the sessions with --method butler or --method cross.\n");
    return 2;
  }
  if (pairs.names) {
    const read = loadNames(pairs.names, deps.readFile);
    if ("errors" in read) {
      deps.err(`${read.errors.join("\n")}\n`);
      return 1;
    }
    options = { ...options, names: read.names };
  }
  try {
    if (pairs.impFile !== undefined)
      options = { ...options, impScale: readScaleFile("imp", deps.readFile(pairs.impFile), pairs.impFile) };
  } catch (e) {
    deps.err(`${pairs.impFile}: ${(e as Error).message}\n`);
    return 2;
  }
  const sessions: SeriesSession[] = [];
  for (const file of request.files) {
    try {
      const event = openInput(deps.readBytes?.(file) ?? deps.readFile(file), file);
      const bad = sectionWithProblems(event);
      if (bad !== null) {
        deps.err(
          `${file} cannot be scored:\n${problemLines(bad)
            .map((l) => `  ${l}\n`)
            .join("")}`,
        );
        return 1;
      }
      let scored: ScoredEvent;
      try {
        scored = scoreEvent(event, { pairs: options });
      } catch (e) {
        const refused = refusedBy(event.sections[0], e);
        if (refused === null) throw e;
        deps.err(
          "problems" in refused
            ? `${file} cannot be scored:\n${refused.problems.map((l) => `  ${l}\n`).join("")}`
            : `${file} cannot be scored: ${refused.message}\n`,
        );
        return 1;
      }
      sessions.push(...seriesSessionsOf(scored, file, request.match));
    } catch (e) {
      if (e instanceof InputError || e instanceof EventError) {
        deps.err(`${e.message}\n`);
        return 1;
      }
      if (!(e instanceof ScoringError)) {
        if ((e as NodeJS.ErrnoException).code !== undefined) {
          deps.err(`Cannot read ${file}: ${(e as Error).message}\n`);
          return 1;
        }
        throw e;
      }
      deps.err(`${file} cannot be scored: ${e.message}\n`);
      return 1;
    }
  }
  let ranking: SeriesRanking;
  try {
    const handicaps =
      request.handicaps === null
        ? undefined
        : handicapsOf(
            readHandicaps(deps.readFile(request.handicaps), request.handicaps),
            sessions,
            request.handicapPair,
          );
    ranking = rankEvent(sessions, {
      basis: request.basis,
      ...(request.carry !== undefined ? { carry: request.carry } : {}),
      ...(request.best !== undefined ? { best: request.best } : {}),
      ...(handicaps !== undefined ? { handicaps } : {}),
    });
  } catch (e) {
    if (!(e instanceof ScoringError)) throw e;
    deps.err(`${e.message}\n`);
    return 1;
  }
  if (pairs.json) deps.out(seriesDocument(sessions, ranking));
  else deps.out(seriesText(sessions, ranking));
  const over = xlsxOut === null ? null : inputOverwritten(xlsxOut, request.files);
  if (over !== null) {
    deps.err(`${over}\n`);
    return 2;
  }
  if (xlsxOut !== null) {
    const write = deps.writeFile ?? ((file: string, content: Uint8Array) => fs.writeFileSync(file, content));
    write(xlsxOut, await seriesWorkbook(ranking));
    if (!pairs.json) deps.out(`Wrote ${xlsxOut} (the event sheet, live formulas).\n`);
  }
  return 0;
}
