// npm run score: the command line over the event layer. It opens the file into an event (its
// format told by its content), reads the flags as the user's choices (only those given: what the
// file says, then the defaults, decide the rest, as in every front end), scores the event, prints
// the workings or one JSON document, and writes the outputs the flags ask for from the output
// registry. A teams scoresheet reads the teams flags instead (teams.ts).
import * as fs from "node:fs";
import * as path from "node:path";
import { GridLimitError } from "../grid/a1";
import { CsvError } from "../io/csv";
import { decodeBytes } from "../io/decode";
import { forTerminal, shortLines } from "../io/text";
import {
  AskedFindingsError,
  EventError,
  FORMATS_READ,
  noteLine,
  nothingToScore,
  InputError,
  openInput,
  problemLines,
  refusedBy,
  startScoring,
  sectionWithProblems,
  untilPutRight,
  eventHasDeals,
  withHandRecords,
  withParsOfBoardsPlayedOnce,
  solvingOnce,
  withSections,
  sessionsEventRanking,
  type BridgeEvent,
  type DoubleDummyChoice,
  type SolveDeal,
  type EventSection,
  type EventSteps,
  type ScoredEvent,
  type UserChoices,
} from "../event";
import {
  readArrowSwitch,
  readFouled,
  readOption,
  ScoringError,
  type ArrowSwitchChoice,
  type FouledChoice,
  type OptionName,
  type OptionValues,
} from "../scoring";
import { OUTPUTS } from "../writers/outputs";
import { EXCEL_LIMITS } from "../sheet/split";
import { TEXT_WIDTH } from "../writers/text";
import { OUTPUT_FLAGS, readOutputs, type OutputRequest } from "./outputs";
import { eventJson } from "../writers/json";
import { ddSwitch, splitArgs } from "./args";
import { writeJson } from "./json-out";
import { fileMessage, inputOverwritten, outputPathProblem, readInputFile } from "./files";
import { loadNames } from "./names";
import { printEvent } from "./print";
import {
  AWARD_TIE_FLAG,
  isScaleFile,
  readScaleFile,
  REGULATION_FLAGS,
  REGULATION_USAGE,
  regulationOptions,
  withPreset,
} from "./regulation-flags";
import { parseTeamsArgs, TEAMS_USAGE, teamsScaleFiles } from "./teams";
import { DRAW_USAGE, runDraw } from "./draw";
import { runSeries, SERIES_USAGE, wantsSeries } from "./sessions";
import { seriesJson, sessionsEventText } from "../writers/series";

/**
 * Exit codes: 0 done, 1 the traveller (or a board) cannot be scored, 2 the command line is wrong
 * (an option, or an output file that cannot be written where it is named).
 */
export const EXIT = { ok: 0, badTraveller: 1, badUsage: 2 } as const;

/** The usage line of each output: its flag and a file of its extension, then what it writes. */
const OUTPUT_USAGE = OUTPUTS.map((o) => `  ${`${o.flag} out.${o.extension}`.padEnd(34)}${o.usage}\n`).join(
  "",
);

export const USAGE = `Usage: npm run score -- <traveller.csv | results.pbn | results.xml> [options]

Scores a traveller (CSV, with a header row as pasted from a traveller) and prints the session
ranking, best first, then the workings of each board. A PBN or USEBIO results file (told apart by its content) is
scored section by section, with the method the file names unless --method is given.

Options:
  --method butler|cross|mp|all      scoring method (default: the file's, else mp); all shows the three side by side
  --divisor comparisons|scores|total|N
                                    cross-IMPs: what totals are divided by (default comparisons)
  --trim K                          Butler: scores dropped from each end (a count, or a share below 0.5)
  --round-to N                      Butler: round the datum to a multiple of N (default 10; 0: none)
  --rounding away|even|none         Butler: how the datum is rounded (default away, as Excel's ROUND)
  --datum mean|median               Butler: the datum is the mean (default) or the median
  --expected tables|results|N       results expected per board (N): matchpoints get Neuberg and
                                    cross-IMP totals the factor N/n when a board has fewer results.
                                    tables (default): every row of the board's traveller, so an
                                    A= or NP row brings Neuberg in; results: the results obtained
                                    (no Neuberg, no factoring); N: that number on every board
  --scale EBU|ACBL                  matchpoint scale (default: the file's, else EBU)
  --movement mitchell|howell        who is the same pair from board to board (default: the file's,
                                    else told from the pair numbers: a pair that sits NS on one
                                    board and EW on another makes a Howell)
  --imp-table WBF|1961|1948|EMP1938|FILE.csv
                                    IMP scale (default WBF), or a scale of your own: a CSV of two
                                    columns, From and IMPs
  --names names.csv                 the pairs' names (pair number, then names) for the rankings
  --accept-pairs 11,NS 12           pairs that played far fewer boards than their field, or in
                                    another pair's place (a late pair, a substitute; an online
                                    pair by its players, "ann & zed"): accepted, and noted on the
                                    sheet, instead of asked about as mistyped numbers
  --as-entered                      score a typed traveller as entered where the movement check
                                    finds what looks like a typing mistake (a missing line as not
                                    played, a swapped row as the pairs sat, an unknown pair as a
                                    late pair or substitute); the sheet and --json say which
  --across                          a traveller's Section column (A, B, ...): score its sections
                                    across the field (one ranking), not section by section
  --arrow-switch rounds 7 | boards 19-21
                                    the rounds or boards whose pairs changed seats (listed by home
                                    direction, the score for the pair that sat NS); also a
                                    traveller's AS (Arrow switch) column
  --fouled "7: A 1-3, B 4-5"        a fouled board: the version each table played (by the Table
                                    column, else the NS pair); each version is scored as a board,
                                    factored to the whole board; also a traveller's Version column
  --no-dd                           a results file's deals are shown without their double-dummy
                                    table and par (nothing is solved)
  --dd-check                        solve every deal, even where the file publishes its table,
                                    and warn where the file's table differs (by default the
                                    file's own table is shown where it gives all twenty figures,
                                    and only the other deals are solved, a few seconds each)
  --once field|par                  a board played only once (one table): scored as any board
                                    (field, the default), or against its par from the results
                                    file's deal (par: IMPs of the score less par; at matchpoints
                                    par is the one other result, the top of two results)
${REGULATION_USAGE}${OUTPUT_USAGE}  --html-warnings                   list the scores that look mistyped on the web page, for the
                                    director (left out by default: the page is for the players)
  --json                            print one JSON document (boards, tables, ranking) instead of the workings
  --ranking                         print only the ranking, without the workings
  --help                            this text
${TEAMS_USAGE}${DRAW_USAGE}${SERIES_USAGE}`;

/** The flags that set a scoring option, and the option each sets (read by the core's readOption). */
const OPTION_FLAGS = {
  "--method": "method",
  "--divisor": "divisor",
  "--trim": "trim",
  "--round-to": "roundTo",
  "--rounding": "rounding",
  "--datum": "datum",
  "--expected": "expected",
  "--scale": "scale",
  "--movement": "movement",
  "--imp-table": "impTable",
  "--once": "once",
} as const satisfies Readonly<Record<string, OptionName>>;
type OptionFlag = keyof typeof OPTION_FLAGS;

/** Flags of a teams scoresheet, refused on a pairs traveller (each takes a value). */
const TEAMS_ONLY = ["--vp", "--vp-table", "--bam-scale"];

const VALUED = [
  ...Object.keys(OPTION_FLAGS),
  ...Object.keys(REGULATION_FLAGS),
  "--names",
  "--accept-pairs",
  "--arrow-switch",
  "--fouled",
  ...OUTPUT_FLAGS,
];
const FLAGS = [
  "--json",
  "--ranking",
  "--html-warnings",
  AWARD_TIE_FLAG,
  "--across",
  "--as-entered",
  "--no-dd",
  "--dd-check",
  "--help",
];

/** What the command line asked for. */
export interface CliRequest {
  readonly file: string;
  /** The options the flags set, and only those (the file's and the defaults decide the rest). */
  readonly options: UserChoices["pairs"] & object;
  readonly json: boolean;
  /** --ranking: print only the ranking. */
  readonly rankingOnly: boolean;
  /** A scale file to read before scoring: --imp-table FILE.csv. */
  readonly impFile?: string;
  /** The names table's CSV file (--names), when given. */
  readonly names?: string | null;
  /** The files to write. */
  readonly outputs: OutputRequest;
  /** --html-warnings: the web page lists the scores that look mistyped, for the director. */
  readonly htmlWarnings?: boolean;
  /** The pairs accepted as late pairs or substitutes (--accept-pairs). */
  readonly acceptPairs?: readonly string[];
  /** The arrow-switched rounds or boards (--arrow-switch). */
  readonly arrowSwitch?: ArrowSwitchChoice;
  /** A Section column's sections scored across the field (--across), not section by section. */
  readonly across?: boolean;
  /** --as-entered: what looks mistyped in the movement is scored as entered, and said. */
  readonly asEntered?: boolean;
  /** How a results file's deals get their double-dummy tables (--no-dd, --dd-check; else "published"). */
  readonly dd?: DoubleDummyChoice;
  /** The fouled boards and each version's tables (--fouled). */
  readonly fouled?: FouledChoice;
}

/** A command line that cannot be run: its problems, for exit code 2. */
export class UsageError extends Error {}

/**
 * Reads the command line's arguments (after `npm run score --`) for a pairs event. Unknown
 * options, missing values and values an option does not take are all listed in one UsageError.
 *
 * @example
 * parseArgs(["board15.csv", "--method", "cross", "--divisor", "total"]).options.divisor; // "total"
 */
export function parseArgs(typed: readonly string[]): CliRequest | "help" {
  const argv = joinArrowSwitch(typed);
  const errors: string[] = [];
  const values = new Map<string, string>();
  const files: string[] = [];
  let json = false;
  let across = false;
  let asEntered = false;
  let rankingOnly = false;
  let htmlWarnings = false;
  let awardTie = false;
  let dd: DoubleDummyChoice | undefined;
  const valued = (name: string): boolean => VALUED.includes(name) || TEAMS_ONLY.includes(name);
  for (const w of splitArgs(argv, valued)) {
    if (w.kind !== "file" && TEAMS_ONLY.includes(w.name))
      errors.push(
        `${w.name} is for a teams scoresheet (victory points and board-a-match score matches), not a pairs traveller.`,
      );
    else if (w.kind === "file") files.push(w.arg);
    else if (w.kind === "value") values.set(w.name, w.value);
    else if (w.kind === "missing") errors.push(`${w.name} needs a value.`);
    else if (w.name === "--help" || w.name === "-h") return "help";
    else if (w.name === "--json") json = true;
    else if (w.name === "--across") across = true;
    else if (w.name === "--as-entered") asEntered = true;
    else if (w.name === "--ranking") rankingOnly = true;
    else if (w.name === "--html-warnings") htmlWarnings = true;
    else if (w.name === AWARD_TIE_FLAG) awardTie = true;
    else if (w.name === "--no-dd" || w.name === "--dd-check") dd = ddSwitch(w.name, dd, errors);
    else errors.push(`Unknown option ${w.name}. Valid options: ${[...VALUED, ...FLAGS].join(", ")}.`);
  }
  if (files.length === 0) errors.push("Give the traveller's CSV file.");
  if (files.length > 1) errors.push(`Give one traveller file, not ${files.length} (${files.join(", ")}).`);

  // Each option's value as the core reads it; a refusal is a usage line naming the flag.
  const pick = <F extends OptionFlag>(flag: F): OptionValues[(typeof OPTION_FLAGS)[F]] | undefined => {
    const v = values.get(flag);
    if (v === undefined) return undefined;
    const read = readOption(OPTION_FLAGS[flag], v);
    if (read.ok) return read.value;
    errors.push(`${flag}: ${read.message}`);
    return undefined;
  };
  const impFile = values.get("--imp-table");
  const given = {
    method: pick("--method"),
    divisor: pick("--divisor"),
    trim: pick("--trim"),
    roundTo: pick("--round-to"),
    rounding: pick("--rounding"),
    datum: pick("--datum"),
    expected: pick("--expected"),
    scale: pick("--scale"),
    movement: pick("--movement"),
    impTable: impFile !== undefined && isScaleFile(impFile) ? undefined : pick("--imp-table"),
    once: pick("--once"),
  };
  if (given.once === "par" && dd === "none")
    errors.push(
      "--once par scores a board played once against its par, which needs the deals' double-dummy tables: leave out --no-dd.",
    );
  const regulations = regulationOptions(values, awardTie, errors);
  const acceptText = values.get("--accept-pairs");
  const acceptPairs = acceptText === undefined ? [] : acceptText.split(",").map((a) => a.trim());
  // A pair number (11, NS 12, A3), or an online pair's players as the traveller names them ("ann & zed").
  if (acceptPairs.some((a) => !/^((NS|EW)\s*)?[A-Za-z]?\d+$/i.test(a) && !/^[^\p{C}]{1,100}$/u.test(a))) {
    errors.push(
      `--accept-pairs: give pair numbers (or an online pair's players, "ann & zed") separated by commas (11,NS 12), not "${acceptText}".`,
    );
  }
  const switchText = values.get("--arrow-switch");
  let arrowSwitch: ArrowSwitchChoice | undefined;
  if (switchText !== undefined) {
    const read = readArrowSwitch(switchText);
    if (read.ok) arrowSwitch = read.choice;
    else errors.push(`--arrow-switch: ${read.message}`);
  }
  const fouledText = values.get("--fouled");
  let fouled: FouledChoice | undefined;
  if (fouledText !== undefined) {
    const read = readFouled(fouledText);
    if (read.ok) fouled = read.choice;
    else errors.push(`--fouled: ${read.message}`);
  }
  if (htmlWarnings && !values.has("--html")) {
    errors.push("--html-warnings lists the warnings on the results web page: give --html out.html too.");
  }
  if (errors.length > 0) throw new UsageError(errors.join("\n"));
  const set = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
  return {
    file: files[0],
    options: withPreset({ ...regulations, ...set }),
    json,
    rankingOnly,
    names: values.get("--names") ?? null,
    ...(impFile !== undefined && isScaleFile(impFile) ? { impFile } : {}),
    outputs: readOutputs(values),
    ...(htmlWarnings ? { htmlWarnings } : {}),
    ...(acceptPairs.length > 0 ? { acceptPairs } : {}),
    ...(arrowSwitch !== undefined ? { arrowSwitch } : {}),
    ...(across ? { across } : {}),
    ...(asEntered ? { asEntered } : {}),
    ...(dd !== undefined ? { dd } : {}),
    ...(fouled !== undefined ? { fouled } : {}),
  };
}

/**
 * `--arrow-switch rounds 7` as one flag and its value: the word and the numbers after it are
 * joined ("rounds 7"), so the numbers are not taken for the file.
 *
 * @example
 * joinArrowSwitch(["s.csv", "--arrow-switch", "boards", "19-21"]); // ["s.csv", "--arrow-switch", "boards 19-21"]
 */
export function joinArrowSwitch(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const next = argv[i + 1];
    if (
      argv[i] === "--arrow-switch" &&
      next !== undefined &&
      /^(rounds?|boards?)$/i.test(next) &&
      i + 2 < argv.length
    ) {
      out.push(argv[i], `${next} ${argv[i + 2]}`);
      i += 2;
    } else out.push(argv[i]);
  }
  return out;
}

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

/** How long scoring runs before progress is shown, and how often it is shown after (ms). */
const PROGRESS_AFTER = 1000;
const PROGRESS_EVERY = 100;

/**
 * Takes every step of scoring, showing on `io.progress` (when given) which section and board it
 * is at once it has run longer than a second, and clearing that line at the end (or on an error).
 */
function scoreShowingProgress(event: BridgeEvent, steps: EventSteps, io: CliIO): ScoredEvent {
  const progress = io.progress;
  if (progress === undefined) return steps.finish();
  const now = io.now ?? Date.now;
  const started = now();
  let shownAt: number | null = null;
  try {
    while (steps.next()) {
      const t = now();
      if (t - started < PROGRESS_AFTER || (shownAt !== null && t - shownAt < PROGRESS_EVERY)) continue;
      const sections = event.sections.length;
      const where = sections > 1 ? `section ${steps.section + 1} of ${sections}, ` : "";
      const doing =
        steps.stage === "scoring"
          ? `scoring board ${steps.done} of ${steps.total}`
          : `laying out the results, step ${steps.done} of ${steps.total}`;
      progress(`${event.source.name}: ${where}${doing}`);
      shownAt = t;
    }
    return steps.finish();
  } finally {
    if (shownAt !== null) progress(null);
  }
}

/** The first argument that is neither a flag nor a flag's value: the file to score. */
function fileArgument(argv: readonly string[]): string | null {
  return (
    splitArgs(argv, (name) => VALUED.includes(name) || TEAMS_ONLY.includes(name)).find(
      (w) => w.kind === "file",
    )?.arg ?? null
  );
}

/** Opens the file named on the command line: the event, or the message why it cannot be read. */
function openFile(file: string, io: CliIO): BridgeEvent | { readonly failed: string } {
  try {
    const event = openInput(io.readBytes?.(file) ?? io.readFile(file), file);
    // A section with nothing to score (a header row and no result under it) is refused in the
    // pane's words, rather than printed as an empty ranking. Problems, when there are some, are
    // reported later in full, with the formats the command line reads.
    const refusal = sectionWithProblems(event) === null ? nothingToScore(event, file) : null;
    return refusal === null ? event : { failed: `${refusal}\n` };
  } catch (e) {
    if (e instanceof InputError || e instanceof EventError) return { failed: `${e.message}\n` };
    if (e instanceof ScoringError) return { failed: `${file} cannot be scored: ${e.message}\n` };
    return { failed: `${fileMessage("read", file, e)}\n` };
  }
}

/** The message of a scale file that cannot be read. */
function scaleFileError(file: string, e: unknown): string {
  if (!(e instanceof ScoringError || e instanceof CsvError)) return `${fileMessage("read", file, e)}\n`;
  return `${file}: ${e.message}\n`;
}

/**
 * Runs the command: opens the file into an event, scores it with the flags' choices, prints the
 * workings (or JSON) and writes the files asked for. Returns the exit code: 0 done, 1 the file
 * has problems (each listed with its line and column) or cannot be scored, 2 the command line is
 * wrong.
 *
 * @example
 * await main(["examples/club-board-15.csv", "--method", "cross", "--divisor", "total"]); // 0, the workings printed
 */
export async function main(given: readonly string[], io: CliIO = PROCESS_IO): Promise<number> {
  const argv = joinArrowSwitch(given);
  // The next round of a Swiss event: its own reading of the file and flags.
  if (argv.includes("--draw") && !argv.includes("--help") && !argv.includes("-h"))
    return runDraw(argv, io, DRAW_USAGE);
  // Several sessions as one event.
  const takesValue = (name: string): boolean => VALUED.includes(name) || TEAMS_ONLY.includes(name);
  if (!argv.includes("--help") && !argv.includes("-h") && wantsSeries(argv, takesValue))
    return runSeries(argv, takesValue, { ...io, parseArgs }, USAGE);
  const file = argv.includes("--help") || argv.includes("-h") ? null : fileArgument(argv);
  const opened = file === null ? null : openFile(file, io);
  if (opened !== null && "kind" in opened && opened.kind === "teams") return runTeams(opened, argv, io);
  // A file that cannot be read may be a teams file: its problems say more than that a teams flag
  // (--vp-table, --vp, --bam-scale) is not one a pairs traveller takes.
  if (opened !== null && "failed" in opened && argv.some((a) => TEAMS_ONLY.includes(a.split("=")[0]))) {
    io.err(opened.failed);
    return EXIT.badTraveller;
  }

  let request: CliRequest | "help";
  try {
    request = parseArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err(`${e.message}\n\n${USAGE}`);
    return EXIT.badUsage;
  }
  if (request === "help") {
    io.out(USAGE);
    return EXIT.ok;
  }
  let options = request.options;
  if (request.names) {
    const read = loadNames(request.names, io.readFile);
    if ("errors" in read) {
      io.err(`${read.errors.join("\n")}\n`);
      return EXIT.badTraveller;
    }
    options = { ...options, names: read.names };
  }
  // A scale of the director's own, read and checked before the traveller.
  if (request.impFile !== undefined) {
    try {
      options = { ...options, impScale: readScaleFile("imp", io.readFile(request.impFile), request.impFile) };
    } catch (e) {
      io.err(scaleFileError(request.impFile, e));
      return EXIT.badUsage;
    }
  }
  // parseArgs refuses a command line without a file, so the file was opened above.
  const event = opened!;
  if ("failed" in event) {
    io.err(event.failed);
    return EXIT.badTraveller;
  }
  const accept = request.acceptPairs ? { acceptPairs: request.acceptPairs } : {};
  const arrows = request.arrowSwitch ? { arrowSwitch: request.arrowSwitch } : {};
  const fouled = request.fouled ? { fouled: request.fouled } : {};
  const asEntered = request.asEntered ? { asEntered: true } : {};
  // A Section column: its sections scored one by one, or across the field (--across).
  const sectioned = withSections(event, request.across === true);
  return scoreAndWrite(
    sectioned,
    { pairs: options, ...accept, ...arrows, ...fouled, ...asEntered },
    [request.file, ...(request.names ? [request.names] : []), ...(request.impFile ? [request.impFile] : [])],
    request,
    io,
  );
}

/** A teams scoresheet: the teams flags read, the scales given read, then scored and written. */
async function runTeams(event: BridgeEvent, argv: readonly string[], io: CliIO): Promise<number> {
  let request;
  try {
    request = parseTeamsArgs(argv);
  } catch (e) {
    io.err(`${(e as Error).message}\n${TEAMS_USAGE}`);
    return EXIT.badUsage;
  }
  // VPs convert an IMP margin: a file that scores its matches another way takes none, unless
  // --method imps says to score it in IMPs (parseTeamsArgs refuses them beside --method bam).
  const stated = event.sections[0]?.stated.teamsMethod;
  const vpAsked =
    request.vpTable !== null
      ? "--vp-table"
      : request.choices.vp && request.choices.vp !== "none"
        ? `--vp ${request.choices.vp}`
        : null;
  if (request.choices.method === undefined && stated !== undefined && stated !== "imps" && vpAsked !== null) {
    io.err(
      `${vpAsked}: victory points convert an IMP margin, and ${event.source.name} scores its matches by ${stated}; add --method imps to score them in IMPs, or leave out ${vpAsked.split(" ")[0]}.\n`,
    );
    return EXIT.badUsage;
  }
  let teams = request.choices;
  let reading = "";
  try {
    teams = teamsScaleFiles(teams, request, (file) => io.readFile((reading = file)));
  } catch (e) {
    io.err(scaleFileError(reading, e));
    return EXIT.badUsage;
  }
  const read = [request.file, ...[request.vpTable, request.impTableFile].filter((f) => f !== null)];
  return scoreAndWrite(event, { teams }, read, request, io);
}

/**
 * The warnings of every pairs section (scores that look mistyped), each with its board, its line
 * in the file (when the place names one), where it is and what it says.
 */
function scoreWarnings(
  scored: ScoredEvent,
): { readonly board: number; readonly line: number | null; readonly where: string; readonly text: string }[] {
  return scored.sections.flatMap((s) =>
    s.kind === "pairs"
      ? s.warnings.map((w) => {
          const where = s.section.locate(w.row, w.column);
          const line = /\bline (\d+)/.exec(where);
          return { board: w.board, line: line === null ? null : Number(line[1]), where, text: w.text };
        })
      : [],
  );
}

/** A section as messages name it: the file, with the section's title when the file has sections. */
function sectionName(event: BridgeEvent, section: EventSection): string {
  return event.sections.length > 1 || section.file !== null
    ? `${event.source.name} (${section.title})`
    : event.source.name;
}

/**
 * The message when a sheet laid out after scoring (a one-board sheet with its ranking, for the
 * text or a web page) passes Excel's grid: the largest section named, with what to do; null for
 * any other error.
 */
function pastTheGrid(event: BridgeEvent, e: unknown): string | null {
  if (!(e instanceof GridLimitError)) return null;
  const results = (s: BridgeEvent["sections"][number]): number =>
    s.traveller.boards.reduce((n, b) => n + b.rows.length, 0);
  const largest = event.sections.reduce((a, s) => (results(s) > results(a) ? s : a));
  const refused = refusedBy(largest, e);
  return `${sectionName(event, largest)} cannot be laid out: ${refused !== null && "message" in refused ? refused.message : e.message}\n`;
}

/**
 * Scores an event with the user's choices, prints it and writes the outputs asked for. Problems
 * are listed by the input's own places; returns the exit code.
 */
async function scoreAndWrite(
  opened: BridgeEvent,
  choices: UserChoices,
  /** Every file read (the input, a names table, a scale): no output may be written over one. */
  inputs: readonly string[],
  request: {
    readonly json: boolean;
    readonly rankingOnly: boolean;
    readonly outputs: OutputRequest;
    readonly htmlWarnings?: boolean;
    readonly dd?: DoubleDummyChoice;
  },
  io: CliIO,
): Promise<number> {
  let event = opened;
  // Where each output goes, checked before scoring: a missing folder is the command line's mistake.
  const targets = new Set<string>();
  for (const [, file] of request.outputs) {
    const problem = outputPathProblem(file) ?? inputOverwritten(file, inputs);
    const again = targets.has(path.resolve(file));
    targets.add(path.resolve(file));
    if (problem !== null || again) {
      io.err(`${problem ?? `${file} is named for two outputs: give each its own file.`}\n`);
      return EXIT.badUsage;
    }
  }
  const bad = sectionWithProblems(event);
  if (bad !== null) {
    const what = sectionName(event, bad);
    io.err(
      `${untilPutRight(what, bad.problems.length)}\n${problemLines(bad)
        .map((l) => `  ${l}\n`)
        .join(
          "",
        )}${bad.traveller.headers.length === 0 && bad.teams === null ? `The add-in reads ${FORMATS_READ}.\n` : ""}`,
    );
    return EXIT.badTraveller;
  }
  // Each deal solved once, whether for a board played once's par before scoring or for the hand
  // records after it.
  const solve = io.solveDeal === undefined ? null : solvingOnce(io.solveDeal);
  const dealWarnings: string[] = [];
  if (choices.pairs?.once === "par") {
    const withPars = await withParsOfBoardsPlayedOnce(event, request.dd ?? "published", solve);
    event = withPars.event;
    dealWarnings.push(...withPars.warnings);
  }
  let scored: ScoredEvent;
  // JSON is made of the sessions alone: no results sheet is laid out unless an output needs one.
  const needsSheet = !request.json || request.outputs.length > 0;
  // A session too large for one sheet of Excel is split across sheets (src/sheet/split.ts).
  const steps = startScoring(event, choices, { sheets: needsSheet, split: EXCEL_LIMITS });
  try {
    scored = scoreShowingProgress(event, steps, io);
  } catch (e) {
    const section = event.sections[steps.section];
    const what = sectionName(event, section);
    if (e instanceof AskedFindingsError) {
      // Probably typing mistakes: each on its line with the fix suggested, and the one flag that
      // scores the session as entered.
      io.err(
        `${what}: ${e.asked.length === 1 ? "one row looks" : `${e.asked.length} rows look`} mistyped. Put ${e.asked.length === 1 ? "it" : "them"} right, or add --as-entered to score the session as entered (the sheet and --json then say what was accepted):\n${e.asked
          .map((a) => `  ${a.where}: ${a.message} Suggested: ${a.fix}.\n`)
          .join("")}`,
      );
      return EXIT.badTraveller;
    }
    const refused = refusedBy(section, e);
    if (refused === null) throw e;
    io.err(
      "problems" in refused
        ? `${what} cannot be scored:\n${refused.problems.map((l) => `  ${l}\n`).join("")}`
        : `${what} cannot be scored: ${refused.message}\n`,
    );
    return EXIT.badTraveller;
  }
  const warnings = scoreWarnings(scored);
  // What happened at the table, scored as played: said once, on standard error (--json: `notes`).
  if (!request.json) {
    for (const s of scored.sections) {
      if (s.kind !== "pairs" || s.notes.length === 0) continue;
      io.err(
        `${sectionName(event, s.section)}: scored as played, ${s.notes.length === 1 ? "one note" : `${s.notes.length} notes`}:\n`,
      );
      for (const n of s.notes.slice(0, 20)) io.err(`  Note: ${noteLine(n)}\n`);
      if (s.notes.length > 20) io.err(`  ... and ${s.notes.length - 20} more (--json lists them all).\n`);
    }
  }
  // A results file's deals beside its boards, with their tables and par (hand-records.ts).
  if (eventHasDeals(scored)) {
    const withDeals = await withHandRecords(scored, request.dd ?? "published", solve);
    scored = withDeals.scored;
    dealWarnings.push(...withDeals.warnings);
  }
  for (const w of dealWarnings) io.err(`Warning: ${w}\n`);
  // A file of several sessions of one event: the event's ranking after the sessions'.
  const series = sessionsEventRanking(scored, event.source.name);
  if (request.json) {
    // In pieces: a session of a million results is a document of hundreds of megabytes.
    const doc = {
      ...eventJson(scored),
      ...(series !== null ? { event: seriesJson(series) } : {}),
    };
    writeJson(warnings.length > 0 ? { ...doc, warnings } : doc, io.out);
    io.out("\n");
  } else {
    let text: string;
    try {
      text = printEvent(scored, { width: io.columns ?? TEXT_WIDTH, rankingOnly: request.rankingOnly });
    } catch (e) {
      const refused = pastTheGrid(event, e);
      if (refused === null) throw e;
      io.err(refused);
      return EXIT.badTraveller;
    }
    io.out(text);
    if (series !== null) io.out(sessionsEventText(series));
    for (const w of warnings) io.err(`Warning: ${w.where}: ${w.text}\n`);
  }
  const write =
    io.writeFile ?? ((file: string, content: string | Uint8Array) => fs.writeFileSync(file, content));
  for (const [output, file] of request.outputs) {
    let files;
    try {
      files = await output.write(scored, request.htmlWarnings ? { warningsListed: true } : {});
    } catch (e) {
      const refused = pastTheGrid(event, e);
      if (refused !== null) {
        io.err(refused);
        return EXIT.badTraveller;
      }
      if (!(e instanceof ScoringError)) throw e;
      io.err(`${event.source.name} cannot be scored: ${e.message}\n`);
      return EXIT.badTraveller;
    }
    for (const written of files) {
      const ext = path.extname(file);
      const name =
        written.suffix === "" ? file : `${file.slice(0, file.length - ext.length)}${written.suffix}${ext}`;
      // A section's file (out-A.html) may land on an input the name given did not.
      const over = name === file ? null : inputOverwritten(name, inputs);
      if (over !== null) {
        io.err(`${over}\n`);
        return EXIT.badUsage;
      }
      try {
        write(name, written.content);
      } catch (e) {
        io.err(`${fileMessage("write", name, e)}\n`);
        return EXIT.badUsage;
      }
      const what = written.section === undefined ? "" : `, ${written.section}`;
      if (!request.json) io.out(`Wrote ${name} (${output.describe(scored)}${what}).\n`);
    }
  }
  return EXIT.ok;
}
