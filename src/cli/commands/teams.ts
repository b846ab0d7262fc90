// A teams scoresheet on the command line (a Room column, or Board, Home, Away, Home NS score, Away
// NS score; or a teams results file): the same `--method` names a teams method here, and `--vp`,
// `--vp-table` and `--bam-scale` are read. main.ts opens the file, sees a teams event, and runs
// this; the scales given are read, then the event is scored and written as a pairs event is.
import { type BamScale, type ImpTableName, type TeamsMethod, type TeamsVpChoice } from "../../scoring";
import type { BridgeEvent, DoubleDummyChoice, TeamsChoices } from "../../event";
import { isScaleFile, readScaleFile } from "../regulation-flags";
import { lexCommand, readValues } from "../args";
import { EXIT, type CliIO } from "../io";
import { printChoices, readOutputs, type OutputRequest, type PrintChoices } from "../outputs";
import { scaleFileError, scoreAndWrite } from "./score-and-write";
import { commandSection, unknownOption } from "../usage";

/** What the command line asked of a teams event. */
export interface TeamsRequest extends PrintChoices {
  readonly file: string;
  /** The choices the flags make, and only those (the file's and the defaults decide the rest). */
  readonly choices: Partial<TeamsChoices>;
  /** An IMP scale file (--imp-table FILE.csv) to score the IMPs on instead of a named scale. */
  readonly impTableFile: string | null;
  /** A VP scale file (--vp-table) to score the VPs on. */
  readonly vpTable: string | null;
  readonly json: boolean;
  /** --ranking: print only the standings. */
  readonly rankingOnly: boolean;
  readonly outputs: OutputRequest;
  /** How a results file's deals get their double-dummy tables (--no-dd, --dd-check; else "published"). */
  readonly dd?: DoubleDummyChoice;
  /** --force: an existing output file the add-in did not write may be replaced. */
  readonly force?: boolean;
  /** A hand-record file whose deals are joined to the boards by number (--deals). */
  readonly deals?: string;
}

/**
 * Reads a teams command line; throws an Error listing every problem (unknown options, values an
 * option does not take, VPs asked of board-a-match or aggregate).
 *
 * @example
 * parseTeamsArgs(["teams.csv", "--method", "bam"]).choices; // { method: "bam" }
 */
export function parseTeamsArgs(argv: readonly string[]): TeamsRequest {
  const errors: string[] = [];
  const lexed = lexCommand(argv, "teams", errors, {
    unknown: (name) => unknownOption(`${name} is not an option for a teams event.`, "teams"),
  });
  if (lexed === "help") throw new Error("A teams event takes no --help."); // the table gives it none
  const { files, values, switches, dd } = lexed;
  if (files.length !== 1) errors.push(`Give one scoresheet file, not ${files.length}.`);
  const read = readValues("teams", values, errors);
  const method = read.get("--method") as TeamsMethod | undefined;
  const asked = read.get("--vp") as TeamsVpChoice | undefined;
  const bamScale = read.get("--bam-scale") as BamScale | undefined;
  // --imp-table names a built-in scale, or gives a file of a federation's own (as for pairs).
  const impTableFile = isScaleFile(values.get("--imp-table") ?? "") ? values.get("--imp-table")! : null;
  const impTable = read.get("--imp-table") as ImpTableName | undefined;
  if (asked !== undefined && asked !== "none" && method !== undefined && method !== "imps")
    errors.push(
      `--vp ${asked}: victory points convert an IMP margin; with --method ${method} use --vp none (or leave it out).`,
    );
  const vpTable = values.get("--vp-table") ?? null;
  if (vpTable !== null && asked !== undefined)
    errors.push(`--vp-table gives the VP scale: leave out --vp ${asked}.`);
  else if (vpTable !== null && method !== undefined && method !== "imps")
    errors.push(`--vp-table: victory points convert an IMP margin, not a --method ${method} result.`);
  if (errors.length > 0) throw new Error(errors.join("\n"));
  const choices: Partial<TeamsChoices> = {
    ...(method !== undefined ? { method } : {}),
    ...(asked !== undefined ? { vp: asked } : {}),
    ...(bamScale !== undefined ? { bamScale } : {}),
    ...(impTable !== undefined ? { impTable } : {}),
  };
  return {
    file: files[0],
    choices,
    impTableFile,
    vpTable,
    json: switches.has("--json"),
    rankingOnly: switches.has("--ranking"),
    outputs: readOutputs(values),
    ...printChoices(read),
    ...(dd !== undefined ? { dd } : {}),
    ...(switches.has("--force") ? { force: true } : {}),
    ...(values.has("--deals") ? { deals: values.get("--deals") } : {}),
  };
}

/**
 * The choices with the scale files of the director's own read in (--vp-table, --imp-table
 * FILE.csv), through `read`; throws the scale reader's error (a ScoringError naming the cell) or
 * the file system's.
 *
 * @example
 * teamsScaleFiles(request.choices, request, (f) => fs.readFileSync(f, "utf8")).vpTable; // the federation's table
 */
export function teamsScaleFiles(
  choices: Partial<TeamsChoices>,
  request: Pick<TeamsRequest, "vpTable" | "impTableFile">,
  read: (file: string) => string,
): Partial<TeamsChoices> {
  return {
    ...choices,
    ...(request.vpTable !== null
      ? { vpTable: readScaleFile("vp", read(request.vpTable), request.vpTable) }
      : {}),
    ...(request.impTableFile !== null
      ? { impScale: readScaleFile("imp", read(request.impTableFile), request.impTableFile) }
      : {}),
  };
}

/** A teams scoresheet: the teams flags read, the scales given read, then scored and written. */
export async function runTeams(event: BridgeEvent, argv: readonly string[], io: CliIO): Promise<number> {
  let request;
  try {
    request = parseTeamsArgs(argv);
  } catch (e) {
    io.err(`${(e as Error).message}\n\n${commandSection("teams")}`);
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
  const read = [
    request.file,
    ...[request.vpTable, request.impTableFile, request.deals ?? null].filter((f) => f !== null),
  ];
  return scoreAndWrite(event, { teams }, read, request, io);
}
