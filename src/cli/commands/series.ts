// npm run score -- s1.csv s2.csv --event mean|total|imps: an event of several sessions. Each file is
// scored as a session (with the same flags as one traveller), its ranking printed, then the event's
// ranking (the event layer's: total matchpoints, mean percentage or total IMPs, with a
// carry-forward from the first session, each pair's best N sessions, and handicaps beside the
// plain ranking), printed and written by the series writer.
import { refusalWords } from "../print";
import { seriesDocument, seriesText, seriesWorkbook } from "../../writers/series";
import { writeSeriesUsebio } from "../../writers/usebio-series";
import {
  openInput,
  refusedBy,
  scoreEvent,
  sectionWithProblems,
  problemLines,
  EventError,
  InputError,
  distinctSessionTitles,
  handicapsOf,
  rankEvent,
  readHandicaps,
  seriesSessionsOf,
  sessionUnit,
  type ScoredEvent,
  type SeriesMatch,
  type SeriesSettings,
  type UserChoices,
} from "../../event";
import {
  ScoringError,
  type FinalSpec,
  type SeriesBasis,
  type SeriesRanking,
  type SeriesSession,
} from "../../scoring";
import { readValues, takeOwnFlags } from "../args";
import { outputWriter, outputsProblem } from "../write-file";
import { FileProblem, fileMessage } from "../files";
import { EXIT, type CliIO } from "../io";
import { loadNames } from "../names";
import { readScaleFile } from "../regulation-flags";
import { USAGE } from "../usage";
import { choicesRefused, parseArgs, takesValueForScore, type CliRequest } from "./pairs";
import { scaleFileError } from "./score-and-write";

/** What the command line asked of the event, beside each session's flags. */
interface SeriesRequest {
  readonly files: readonly string[];
  /** The sessions' flags, for the pairs reading of a command line. */
  readonly rest: readonly string[];
  readonly settings: SeriesSettings;
  readonly match: SeriesMatch;
  readonly handicaps: string | null;
  readonly handicapPair: "sum" | "mean";
  /** The series flags' values as typed, for a refusal naming them. */
  readonly typed: ReadonlyMap<string, string>;
}

/**
 * The series flags that contradict each other, each pair named with its values: a carry-forward
 * with best N (one weighs the first session, the other drops each pair's worst), handicaps with a
 * total of matchpoints (a handicap is percentage points, or IMPs a board), and --handicap-pair
 * without a table of handicaps to add up.
 *
 * @example
 * seriesFlagConflicts(new Map([["--best", "2"], ["--carry", "50%"]]), "mean"); // ["--best 2 and --carry 50% do not go together: ..."]
 */
export function seriesFlagConflicts(typed: ReadonlyMap<string, string>, basis: SeriesBasis): string[] {
  const out: string[] = [];
  const best = typed.get("--best");
  const carry = typed.get("--carry");
  if (best !== undefined && carry !== undefined)
    out.push(
      `--best ${best} and --carry ${carry} do not go together: a carry-forward weighs the first session, best N drops each pair's other sessions; give one of them.`,
    );
  if (typed.has("--handicaps") && basis === "total")
    out.push(
      `--handicaps and --event total do not go together: a handicap is percentage points (or IMPs a board), not matchpoints; rank by --event mean or --event imps.`,
    );
  const pair = typed.get("--handicap-pair");
  if (pair !== undefined && !typed.has("--handicaps"))
    out.push(
      `--handicap-pair ${pair} adds up the players' handicaps of a table: give it with --handicaps FILE.csv (a Player column), or leave it out.`,
    );
  return out;
}

/**
 * The settings the sessions read cannot meet: best N of more sessions than there are, a
 * carry-forward without a session after the first; null when they can be met.
 *
 * @example
 * sessionsCannotMeet(request, sessions); // "--best 9: the event has 2 sessions (s1.csv, s2.csv); give --best 1 to 2."
 */
function sessionsCannotMeet(request: SeriesRequest, sessions: readonly SeriesSession[]): string | null {
  const n = sessions.length;
  const titles = sessions.slice(0, 6).map((x) => x.title);
  const list = `${n} session${n === 1 ? "" : "s"} (${titles.join(", ")}${n > titles.length ? ", ..." : ""})`;
  const { best, carry } = request.settings;
  if (best !== undefined && best > n)
    return `--best ${request.typed.get("--best") ?? best}: the event has ${list}; give --best ${n === 1 ? "1" : `1 to ${n}`}.`;
  if (carry !== undefined && n < 2)
    return `--carry ${request.typed.get("--carry") ?? carry}: the event has ${list}; a carry-forward needs a qualifying session and at least one more.`;
  const { finals, minSessions } = request.settings;
  if (finals !== undefined && n < 2)
    return `--final ${request.typed.get("--final") ?? ""}: the event has ${list}; finals need a qualifying session and at least one more.`;
  if (minSessions !== undefined && minSessions > n)
    return `--min-sessions ${minSessions}: the event has ${list}; give --min-sessions ${n === 1 ? "1" : `1 to ${n}`}.`;
  return null;
}

/** Reads the event's own flags (the flag table's series flags); the rest are left for parseArgs. */
function parseSeriesArgs(argv: readonly string[]): SeriesRequest {
  const own = takeOwnFlags(argv, "series", takesValueForScore);
  const errors = [...own.errors];
  const read = readValues("series", own.values, errors);
  if (own.files.length === 0) errors.push("Give the sessions' files.");
  const basis = (read.get("--event") as SeriesBasis | undefined) ?? "mean";
  if (errors.length === 0) errors.push(...seriesFlagConflicts(own.values, basis));
  if (errors.length > 0) throw new Error(errors.join("\n"));
  const carry = read.get("--carry") as number | undefined;
  const best = read.get("--best") as number | undefined;
  const finals = read.get("--final") as FinalSpec[] | undefined;
  const minSessions = read.get("--min-sessions") as number | undefined;
  return {
    typed: own.values,
    files: own.files,
    rest: own.rest,
    settings: {
      basis,
      ...(carry !== undefined ? { carry } : {}),
      ...(best !== undefined ? { best } : {}),
      ...(finals !== undefined ? { finals } : {}),
      ...(minSessions !== undefined ? { minSessions } : {}),
    },
    match: (read.get("--match") as SeriesMatch | undefined) ?? "number",
    handicaps: (read.get("--handicaps") as string | undefined) ?? null,
    handicapPair: (read.get("--handicap-pair") as "sum" | "mean" | undefined) ?? "sum",
  };
}

/**
 * The sessions' choices: the pairs flags' options with the names table and an IMP scale file
 * read, each session's unit checked against the event's; or the exit code after saying why not.
 */
function sessionChoices(
  request: SeriesRequest,
  pairs: CliRequest,
  io: CliIO,
): (UserChoices["pairs"] & object) | number {
  let options = pairs.options;
  // The sessions' unit must be the event's: matchpoints (the default method) or IMPs.
  const method = options.method;
  const unit = sessionUnit(method);
  const basis = request.settings.basis;
  if (basis !== "imps" && unit !== "matchpoints") {
    io.err(`--event ${basis} ranks matchpoints: leave out --method ${method}, or use --event imps.\n`);
    return EXIT.badUsage;
  }
  if (basis === "imps" && unit !== "imps") {
    io.err("--event imps ranks IMPs: score the sessions with --method butler or --method cross.\n");
    return EXIT.badUsage;
  }
  if (pairs.names) {
    const read = loadNames(pairs.names, io.readFile);
    if ("errors" in read) {
      io.err(`${read.errors.join("\n")}\n`);
      return EXIT.badTraveller;
    }
    if (read.note !== undefined) io.err(`${read.note}\n`);
    options = { ...options, names: read.names, ...(read.ratings.size > 0 ? { ratings: read.ratings } : {}) };
  }
  try {
    if (pairs.impFile !== undefined)
      options = { ...options, impScale: readScaleFile("imp", io.readFile(pairs.impFile), pairs.impFile) };
  } catch (e) {
    io.err(scaleFileError(pairs.impFile!, e));
    return EXIT.badUsage;
  }
  return options;
}

/** One file scored as the event's sessions (a section each), or the exit code after saying why it cannot be. */
function sessionsOfFile(
  file: string,
  choices: UserChoices,
  request: { readonly match: SeriesMatch; readonly pairs: Pick<CliRequest, "typed"> },
  io: CliIO,
): SeriesSession[] | number {
  try {
    const event = openInput(io.readBytes?.(file) ?? io.readFile(file), file);
    // A round, board, table or pair named that this session does not have: as for one traveller.
    const outside = choicesRefused(event, choices, request.pairs);
    if (outside !== "") {
      io.err(`${file}: ${outside}`);
      return EXIT.badUsage;
    }
    const bad = sectionWithProblems(event);
    if (bad !== null) {
      io.err(refusalWords(file, { problems: problemLines(bad) }));
      return EXIT.badTraveller;
    }
    let scored: ScoredEvent;
    try {
      scored = scoreEvent(event, choices);
    } catch (e) {
      const refused = refusedBy(event.sections[0], e);
      if (refused === null) throw e;
      io.err(refusalWords(file, refused));
      return EXIT.badTraveller;
    }
    return seriesSessionsOf(scored, file, request.match);
  } catch (e) {
    // A file that cannot be read (none such, a folder, a device) is said as for one input.
    if (e instanceof FileProblem) {
      io.err(`${e.message}\n`);
      return EXIT.badTraveller;
    }
    if (e instanceof InputError || e instanceof EventError) {
      io.err(`${e.message}\n`);
      return EXIT.badTraveller;
    }
    if (!(e instanceof ScoringError)) {
      if ((e as NodeJS.ErrnoException).code !== undefined) {
        io.err(`${fileMessage("read", file, e)}\n`);
        return EXIT.badTraveller;
      }
      throw e;
    }
    io.err(`${file} cannot be scored: ${e.message}\n`);
    return EXIT.badTraveller;
  }
}

/** The event ranked, with the handicaps table read when one is given; or the exit code. */
function rankedOrSay(
  request: SeriesRequest,
  sessions: readonly SeriesSession[],
  io: CliIO,
): SeriesRanking | number {
  let text: string | null = null;
  if (request.handicaps !== null) {
    // A handicaps file that cannot be read is said as a names table's is (exit 1).
    try {
      text = io.readFile(request.handicaps);
    } catch (e) {
      io.err(`${fileMessage("read", request.handicaps, e)}\n`);
      return EXIT.badTraveller;
    }
  }
  try {
    const handicaps =
      request.handicaps === null || text === null
        ? undefined
        : handicapsOf(readHandicaps(text, request.handicaps), sessions, request.handicapPair);
    return rankEvent(sessions, { ...request.settings, ...(handicaps !== undefined ? { handicaps } : {}) });
  } catch (e) {
    if (!(e instanceof ScoringError)) throw e;
    io.err(`${e.message}\n`);
    return EXIT.badTraveller;
  }
}

/**
 * Runs an event of several sessions: each file scored with the pairs flags, then ranked together.
 * Returns the exit code: 0 done, 1 a file cannot be read or scored, 2 the command line is wrong.
 *
 * @example
 * await runSeries(["s1.csv", "s2.csv", "--event", "mean", "--carry", "50%"], io); // 0
 */
export async function runSeries(argv: readonly string[], io: CliIO): Promise<number> {
  let request: SeriesRequest;
  let pairs: CliRequest | "help";
  try {
    request = parseSeriesArgs(argv);
    pairs = parseArgs([request.files[0], ...request.rest]);
  } catch (e) {
    io.err(`${(e as Error).message}\n\n${USAGE}`);
    return EXIT.badUsage;
  }
  if (pairs === "help") {
    io.out(USAGE);
    return EXIT.ok;
  }
  const xlsxOut = pairs.outputs.find(([o]) => o.name === "xlsx")?.[1] ?? null;
  const usebioOut = pairs.outputs.find(([o]) => o.name === "usebio")?.[1] ?? null;
  if (pairs.outputs.some(([o]) => o.name !== "xlsx" && o.name !== "usebio")) {
    io.err(
      "An event of several sessions writes its event sheet (--xlsx) and its places as USEBIO (--usebio); write each session's other outputs on its own.\n",
    );
    return EXIT.badUsage;
  }
  // The event sheet is written over no file read (any session, the names, a scale, the
  // handicaps) nor over a file of someone else's without --force: checked before any scoring.
  const read = [
    ...request.files,
    ...[pairs.names ?? null, pairs.impFile ?? null, request.handicaps].filter((f) => f !== null),
  ];
  const rules = { inputs: read, force: pairs.force === true };
  const outs = [xlsxOut, usebioOut].filter((f) => f !== null);
  const refused = outs.length === 0 ? null : outputsProblem(outs, rules);
  if (refused !== null) {
    io.err(`${refused}\n`);
    return EXIT.badUsage;
  }
  const options = sessionChoices(request, pairs, io);
  if (typeof options === "number") return options;
  // Each session scored with the flags of one traveller: its options and the rounds, boards and
  // pairs the director named (an arrow switch, a fouled board, late pairs).
  const choices: UserChoices = {
    pairs: options,
    ...(pairs.acceptPairs ? { acceptPairs: pairs.acceptPairs } : {}),
    ...(pairs.arrowSwitch ? { arrowSwitch: pairs.arrowSwitch } : {}),
    ...(pairs.fouled ? { fouled: pairs.fouled } : {}),
  };
  const each: SeriesSession[] = [];
  for (const file of request.files) {
    const got = sessionsOfFile(file, choices, { match: request.match, pairs }, io);
    if (typeof got === "number") return got;
    each.push(...got);
  }
  // Each session named by its event or date, else its file's name: two of one name told apart.
  const sessions = distinctSessionTitles(each);
  const cannot = sessionsCannotMeet(request, sessions);
  if (cannot !== null) {
    io.err(`${cannot}\n`);
    return EXIT.badUsage;
  }
  const ranking = rankedOrSay(request, sessions, io);
  if (typeof ranking === "number") return ranking;
  io.out(pairs.json ? seriesDocument(sessions, ranking) : seriesText(sessions, ranking));
  if (xlsxOut !== null) {
    const problem = outputWriter(io, rules)(xlsxOut, await seriesWorkbook(ranking));
    if (problem !== null) {
      io.err(`${problem}\n`);
      return EXIT.badUsage;
    }
    if (!pairs.json) io.out(`Wrote ${xlsxOut} (the event sheet, live formulas).\n`);
  }
  if (usebioOut !== null) {
    const problem = outputWriter(io, rules)(
      usebioOut,
      writeSeriesUsebio(sessions, ranking, sessions[0].title),
    );
    if (problem !== null) {
      io.err(`${problem}\n`);
      return EXIT.badUsage;
    }
    if (!pairs.json)
      io.out(
        `Wrote ${usebioOut} (USEBIO 1.2: the event's places${ranking.finals ? " and each final's" : ""}).\n`,
      );
  }
  return EXIT.ok;
}
