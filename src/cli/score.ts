import * as fs from "node:fs";
import { CsvError, readCsv } from "../io/csv";
import {
  ScoringError,
  ScoredSession,
  formatProblem,
  TravellerError,
  readTraveller,
  Traveller,
  readOption,
  type OptionName,
  type OptionValues,
} from "../scoring";
import {
  buildResultsSheet,
  buildSheetWithSummary,
  ResultsSheetOptions,
  scoreForSheet,
} from "../sheet/results";
import { writeXlsx } from "../writers/xlsx";
import { renderRanking, renderSheet } from "../writers/text";
import {
  AWARD_TIE_FLAG,
  isScaleFile,
  readScaleFile,
  REGULATION_FLAGS,
  REGULATION_USAGE,
  regulationOptions,
  SCALE_FILE_FLAGS,
  withPreset,
} from "./regulation-flags";
import { OUTPUT_FLAGS, Outputs, readOutputs, writeOutputs, writeResultsFileOutputs } from "./outputs";
import { boardFigures, loadNames } from "./names";
import { FORMATS_READ, readResultsFile, scoreResultsFile } from "./input";
import { ResultsFileError, type ResultsFile } from "../io/results-file";
import { runTeams, TEAMS_USAGE } from "./teams";
import { splitArgs } from "./args";

/** Exit codes: 0 done, 1 the traveller (or a board) cannot be scored, 2 the command line is wrong. */
export const EXIT = { ok: 0, badTraveller: 1, badUsage: 2 } as const;

export const USAGE = `Usage: npm run score -- <traveller.csv | results.pbn | results.xml> [options]

Scores a traveller (CSV, with a header row as pasted from a traveller) and prints the workings of
each board, then the session ranking. A PBN or USEBIO results file (told apart by its content) is
scored section by section, with the method the file names unless --method is given.

Options:
  --method butler|cross|mp|all      scoring method (default cross); all shows the three side by side
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
  --scale EBU|ACBL                  matchpoint scale (default EBU)
  --movement mitchell|howell        who is the same pair from board to board (default mitchell)
  --imp-table WBF|1961|1948|EMP1938 IMP scale (default WBF), or FILE.csv (see below)
  --names names.csv                 the pairs' names (pair number, then names) for the rankings
${REGULATION_USAGE}  --xlsx out.xlsx                   also write the results sheet (formulas with their values) to a workbook
  --html out.html                   also write the results as one web page (ranking, travellers, workings)
  --pbn out.pbn                     also write the results as a PBN 2.1 file (one method, not all)
  --usebio out.xml                  also write the results as a USEBIO 1.2 file (one method, not all)
  --json                            print one JSON document (boards, tables, ranking) instead of the workings
  --help                            this text
${TEAMS_USAGE}`;

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
} as const satisfies Readonly<Record<string, OptionName>>;
type OptionFlag = keyof typeof OPTION_FLAGS;

const VALUED = [
  ...Object.keys(OPTION_FLAGS),
  ...Object.keys(REGULATION_FLAGS),
  ...SCALE_FILE_FLAGS,
  "--xlsx",
  "--names",
  ...Object.keys(OUTPUT_FLAGS),
];
const FLAGS = ["--json", AWARD_TIE_FLAG, "--help"];

/** What the command line asked for. */
export interface CliRequest {
  readonly file: string;
  readonly options: ResultsSheetOptions;
  readonly xlsx: string | null;
  readonly json: boolean;
  /** Scale files to read before scoring: --imp-table FILE.csv and --vp-table FILE.csv. */
  readonly scaleFiles?: { readonly imp?: string; readonly vp?: string };
  /** The names table's CSV file (--names), when given. */
  readonly names?: string | null;
  /** The other files to write (web page, PBN, USEBIO). */
  readonly outputs: Outputs;
}

/** A command line that cannot be run: its problems, for exit code 2. */
export class UsageError extends Error {}

/**
 * Reads the command line's arguments (after `npm run score --`). Unknown options, missing values
 * and values an option does not take are all listed in one UsageError.
 *
 * @example
 * parseArgs(["board15.csv", "--method", "cross", "--divisor", "total"]).options.divisor; // "total"
 */
export function parseArgs(argv: readonly string[]): CliRequest | "help" {
  const errors: string[] = [];
  const values = new Map<string, string>();
  const files: string[] = [];
  let json = false;
  let awardTie = false;
  for (const w of splitArgs(argv, (name) => VALUED.includes(name))) {
    if (w.kind === "file") files.push(w.arg);
    else if (w.kind === "value") values.set(w.name, w.value);
    else if (w.kind === "missing") errors.push(`${w.name} needs a value.`);
    else if (w.name === "--help" || w.name === "-h") return "help";
    else if (w.name === "--json") json = true;
    else if (w.name === AWARD_TIE_FLAG) awardTie = true;
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
  const method = pick("--method") ?? "cross";
  const divisor = pick("--divisor");
  const trim = pick("--trim");
  const roundTo = pick("--round-to");
  const rounding = pick("--rounding");
  const datum = pick("--datum");
  const expected = pick("--expected");
  const scale = pick("--scale");
  const movement = pick("--movement");
  const impFile = values.get("--imp-table");
  const impTable = impFile !== undefined && isScaleFile(impFile) ? undefined : pick("--imp-table");
  const regulations = regulationOptions(values, awardTie, errors);
  if (errors.length > 0) throw new UsageError(errors.join("\n"));
  const options: ResultsSheetOptions = withPreset({
    ...regulations,
    method,
    ...(divisor !== undefined ? { divisor } : {}),
    ...(trim !== undefined ? { trim } : {}),
    ...(roundTo !== undefined ? { roundTo } : {}),
    ...(rounding !== undefined ? { rounding } : {}),
    ...(datum !== undefined ? { datum } : {}),
    ...(expected !== undefined ? { expected } : {}),
    ...(scale !== undefined ? { scale } : {}),
    ...(movement !== undefined ? { movement } : {}),
    ...(impTable !== undefined ? { impTable } : {}),
  });
  const scaleFiles = {
    ...(impFile !== undefined && isScaleFile(impFile) ? { imp: impFile } : {}),
    ...(values.has("--vp-table") ? { vp: values.get("--vp-table")! } : {}),
  };
  return {
    file: files[0],
    options,
    xlsx: values.get("--xlsx") ?? null,
    json,
    names: values.get("--names") ?? null,
    scaleFiles,
    outputs: readOutputs(values),
  };
}

/** Where the command writes: replaced in tests. */
export interface CliIO {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly readFile: (path: string) => string;
  /** The file's bytes, so a results file is decoded by its own charset (else readFile's text is used). */
  readonly readBytes?: (path: string) => Uint8Array;
}

const PROCESS_IO: CliIO = {
  out: (t) => process.stdout.write(t),
  err: (t) => process.stderr.write(t),
  readFile: (p) => fs.readFileSync(p, "utf8"),
  readBytes: (p) => fs.readFileSync(p),
};

/**
 * The JSON document `--json` prints: the method and options, each board with its tables (NS and
 * EW pair, NS score, NS and EW result; with "all", one result pair per method), and the session
 * ranking (per method with "all").
 *
 * @example
 * sessionJson(scoreForSheet(traveller, options), options).boards[0].tables[0].nsResult; // 31 on the club's "Cross-IMP Scoring" board 15 (divisor total)
 */
export function sessionJson(
  sessions: readonly ScoredSession[],
  options: ResultsSheetOptions,
): Record<string, unknown> {
  const ranking = (s: ScoredSession): unknown =>
    s.rankings.map((r) => ({
      field: r.field,
      pairs: r.pairs.map((p) => ({
        pair: p.id,
        ...(p.names !== undefined ? { names: p.names } : {}),
        rank: p.rank,
        boards: p.boardsPlayed,
        total: p.total,
        average: p.average,
        ...(s.method === "mp" ? { tops: p.tops, percentage: p.percentage } : {}),
      })),
    }));
  const first = sessions[0];
  const boards = first.boards.map((b, k) => ({
    board: b.board,
    vulnerability: b.vulnerability,
    dealer: b.dealer,
    ...boardFigures(sessions, k),
    tables: b.tables.map((t, i) => {
      const base = {
        ns: t.ns,
        ew: t.ew,
        nsScore: t.nsScore,
        ...(t.kind === "plain" ? {} : { entry: t.award ? `${t.award.ns}/${t.award.ew}` : t.kind }),
      };
      const result = (s: ScoredSession): Record<string, number | null> => {
        const x = s.boards[k].tables[i];
        return {
          nsResult: x.nsResult,
          ewResult: x.ewResult,
          ...(s.method === "mp" ? { nsPercent: x.nsPercent, ewPercent: x.ewPercent } : {}),
        };
      };
      if (sessions.length === 1) return { ...base, ...result(first) };
      return { ...base, ...Object.fromEntries(sessions.map((s) => [s.method, result(s)])) };
    }),
  }));
  const { method, existingNames: _unused, names: _names, ...engineOptions } = options;
  void _unused;
  void _names;
  return {
    method,
    options: engineOptions,
    movement: first.movement,
    boards,
    unplayedBoards: first.unplayedBoards,
    ...(first.sessionAwards !== undefined ? { sessionAwards: first.sessionAwards } : {}),
    ranking:
      sessions.length === 1
        ? ranking(first)
        : Object.fromEntries(sessions.map((s) => [s.method, ranking(s)])),
  };
}

/** The problems of a traveller as lines naming the CSV line and column (1-based) of each. */
function problemLines(
  file: string,
  traveller: { problems: readonly { row: number; column: number; message: string }[] },
  header: readonly (readonly string[])[],
  lineOffset: number,
): string[] {
  return traveller.problems.map((p) =>
    formatProblem(p, (r, c) => {
      const name = header[0]?.[c];
      return `${file}: line ${r + 1 + lineOffset}, column ${c + 1}${name ? ` (${name.trim()})` : ""}`;
    }),
  );
}

/**
 * Runs the command: reads the traveller, scores it, prints the workings (or JSON) and writes the
 * workbook when asked. Returns the exit code: 0 done, 1 the traveller has problems (each listed
 * with its CSV line and column) or cannot be scored, 2 the command line is wrong.
 *
 * @example
 * await main(["examples/club-board-15.csv", "--method", "cross", "--divisor", "total"]); // 0, the workings printed
 */
export async function main(argv: readonly string[], io: CliIO = PROCESS_IO): Promise<number> {
  // A teams scoresheet is scored by the teams command line (cli/teams.ts).
  const teams = await runTeams(argv, io);
  if (teams !== null) return teams;
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
  if (request.names) {
    const read = loadNames(request.names, io.readFile);
    if ("errors" in read) {
      io.err(`${read.errors.join("\n")}\n`);
      return EXIT.badTraveller;
    }
    request = { ...request, options: { ...request.options, names: read.names } };
  }
  let text: string;
  let vpTable: unknown = undefined;
  // A scale of the director's own, read and checked before the traveller.
  const { imp: impFile, vp: vpFile } = request.scaleFiles ?? {};
  let scaleFile = "";
  try {
    if (impFile !== undefined) {
      scaleFile = impFile;
      const impScale = readScaleFile("imp", io.readFile(impFile), impFile);
      request = { ...request, options: { ...request.options, impScale } };
    }
    if (vpFile !== undefined) {
      scaleFile = vpFile;
      vpTable = readScaleFile("vp", io.readFile(vpFile), vpFile);
    }
  } catch (e) {
    const why =
      e instanceof ScoringError || e instanceof CsvError
        ? e.message
        : `cannot be read: ${(e as Error).message}`;
    io.err(`${scaleFile}: ${why}\n`);
    return EXIT.badUsage;
  }
  let results: ResultsFile | null;
  try {
    text = io.readFile(request.file);
    results = readResultsFile(io.readBytes?.(request.file) ?? text, request.file);
  } catch (e) {
    io.err(
      e instanceof ResultsFileError
        ? `${e.message}\n`
        : `Cannot read ${request.file}: ${(e as Error).message}\n`,
    );
    return EXIT.badTraveller;
  }
  if (results !== null) {
    const code = await scoreResultsFile(results, request.file, request, argv, io, sessionJson);
    if (code === EXIT.ok && Object.keys(request.outputs).length > 0) {
      const wrote = writeResultsFileOutputs(request.outputs, results, request.options, argv);
      if (!request.json) for (const line of wrote) io.out(`${line}\n`);
    }
    return code;
  }
  try {
    const lineOffset = /^\uFEFF?sep=.\r?\n/i.test(text) ? 1 : 0;
    const rows = readCsv(text).rows;
    const traveller: Traveller = readTraveller(rows);
    const headerRow = traveller.headers[0]?.row;
    if (traveller.problems.length > 0) {
      const header = headerRow === undefined ? [] : [rows[headerRow]];
      io.err(
        `${request.file} cannot be scored until ${traveller.problems.length === 1 ? "this problem is" : `these ${traveller.problems.length} problems are`} put right:\n` +
          problemLines(request.file, traveller, header, lineOffset)
            .map((l) => `  ${l}\n`)
            .join("") +
          (traveller.headers.length === 0 ? `The add-in reads ${FORMATS_READ}.\n` : ""),
      );
      return EXIT.badTraveller;
    }
    const sessions = scoreForSheet(traveller, request.options);
    const sheet = buildResultsSheet(traveller, request.options, sessions);
    if (request.json) {
      const json = {
        ...sessionJson(sessions, request.options),
        ...(vpTable !== undefined ? { vpTable } : {}),
      };
      io.out(`${JSON.stringify(json, null, 2)}\n`);
    } else {
      io.out(renderSheet(sheet));
      // A one-board sheet has no session summary (it would repeat the board's results), but the
      // command line still ends with the ranking, and the ranking is the summary block rendered
      // as text, so the sheet is laid out once more with its summary (no scoring again: the same
      // sessions). Only for one board, whose sheet is small.
      if (traveller.boards.length === 1)
        io.out(renderRanking(buildSheetWithSummary(traveller, request.options, sessions)));
    }
    if (request.xlsx !== null) {
      await writeXlsx(request.xlsx, sheet);
      if (!request.json) io.out(`Wrote ${request.xlsx} (sheet "${sheet.name}").\n`);
    }
    const wrote = writeOutputs(request.outputs, { rows, traveller, sessions, options: request.options });
    if (!request.json) for (const line of wrote) io.out(`${line}\n`);
    return EXIT.ok;
  } catch (e) {
    if (e instanceof TravellerError) {
      io.err(
        `${request.file} cannot be scored:\n${problemLines(request.file, e, [], 0)
          .map((l) => `  ${l}\n`)
          .join("")}`,
      );
      return EXIT.badTraveller;
    }
    if (e instanceof ScoringError || e instanceof CsvError) {
      io.err(`${request.file} cannot be scored: ${e.message}\n`);
      return EXIT.badTraveller;
    }
    throw e;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 3;
    },
  );
}
