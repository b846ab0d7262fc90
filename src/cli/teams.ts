// The command line's flags for a teams scoresheet (a Room column, or Board, Home, Away, Home NS
// score, Away NS score): the same `--method` names a teams method here, and `--vp`, `--vp-table`
// and `--bam-scale` are read. score.ts opens the file, sees a teams event, and reads these.
import {
  readOption,
  type BamScale,
  type ImpTableName,
  type TeamsMethod,
  type TeamsVpChoice,
} from "../scoring";
import type { DoubleDummyChoice, TeamsChoices } from "../event";
import { isScaleFile, readScaleFile } from "./regulation-flags";
import { ddSwitch, splitArgs } from "./args";
import { OUTPUT_FLAGS, readOutputs, type OutputRequest } from "./outputs";

/** The lines the usage text gives teams events. */
export const TEAMS_USAGE = `
A teams scoresheet (a Room column: Open/Closed, 1/2; or Board, Home, Away, Home NS score, Away NS
score), or a teams PBN or USEBIO file, is scored as a teams event, with these options instead:
  --method imps|bam|aggregate       how a match is scored (default: the file's, else imps; bam: board-a-match)
  --vp wbf|discrete|none            VPs a match (default wbf under imps, none otherwise)
  --vp-table FILE.csv               VPs a match on a federation's table instead: From and the winner's
                                    VPs, one column for any length or a column per number of boards
  --bam-scale standard|british      board-a-match: 1, 1/2, 0 a board (default) or 2, 1, 0
  --imp-table, ${OUTPUT_FLAGS.join(", ")}, --json, --ranking, --no-dd, --dd-check
                                    as for a traveller (a file's deals follow the matches)
`;

const FLAGS = {
  "--method": "teamsMethod",
  "--vp": "teamsVp",
  "--bam-scale": "bamScale",
  "--imp-table": "impTable",
} as const;

/** What the command line asked of a teams event. */
export interface TeamsRequest {
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
  const values = new Map<string, string>();
  const files: string[] = [];
  let json = false;
  let rankingOnly = false;
  let dd: TeamsRequest["dd"];
  const valued = (name: string) => name in FLAGS || name === "--vp-table" || OUTPUT_FLAGS.includes(name);
  for (const w of splitArgs(argv, valued)) {
    if (w.kind === "file") files.push(w.arg);
    else if (w.kind === "value") values.set(w.name, w.value);
    else if (w.kind === "missing") errors.push(`${w.name} needs a value.`);
    else if (w.name === "--json") json = true;
    else if (w.name === "--ranking") rankingOnly = true;
    else if (w.name === "--no-dd" || w.name === "--dd-check") dd = ddSwitch(w.name, dd, errors);
    else
      errors.push(
        `${w.name} is not an option for a teams event. Valid options: ${[...Object.keys(FLAGS), "--vp-table", ...OUTPUT_FLAGS, "--json", "--ranking", "--no-dd", "--dd-check"].join(", ")}.`,
      );
  }
  if (files.length !== 1) errors.push(`Give one scoresheet file, not ${files.length}.`);
  const pick = <F extends keyof typeof FLAGS>(flag: F) => {
    const v = values.get(flag);
    if (v === undefined) return undefined;
    const read = readOption(FLAGS[flag], v);
    if (read.ok) return read.value;
    errors.push(`${flag}: ${read.message}`);
    return undefined;
  };
  const method = pick("--method") as TeamsMethod | undefined;
  const asked = pick("--vp") as TeamsVpChoice | undefined;
  const bamScale = pick("--bam-scale") as BamScale | undefined;
  // --imp-table names a built-in scale, or gives a file of a federation's own (as for pairs).
  const impTableFile = isScaleFile(values.get("--imp-table") ?? "") ? values.get("--imp-table")! : null;
  const impTable = impTableFile === null ? (pick("--imp-table") as ImpTableName | undefined) : undefined;
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
    json,
    rankingOnly,
    outputs: readOutputs(values),
    ...(dd !== undefined ? { dd } : {}),
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
