// The command line for a teams scoresheet: `npm run score -- teams.csv` finds the teams layout
// (a Room column, or Board, Home, Away, Home NS score, Away NS score) and scores the event here;
// a pairs traveller goes on to the pairs scorer in score.ts.
import { CsvError, readCsv } from "../io/csv";
import {
  ScoringError,
  TravellerError,
  formatProblem,
  readOption,
  readTeamsEvent,
  vpTableFunction,
  scoreTeamsEvent,
  teamsLayoutOf,
  vpFunctionOf,
  type BamScale,
  type ImpScaleChoice,
  type ImpTableName,
  type Problem,
  type ScoredTeamsEvent,
  type TeamsMethod,
  type TeamsVpChoice,
  type VpScaleTable,
} from "../scoring";
import { isScaleFile, readScaleFile } from "./regulation-flags";
import { splitArgs } from "./args";
import { buildTeamsSheet } from "../sheet/teams-sheet";
import { renderSheet } from "../writers/text";
import { writeXlsx } from "../writers/xlsx";

/** The lines the usage text gives teams events. */
export const TEAMS_USAGE = `
A teams scoresheet (a Room column: Open/Closed, 1/2; or Board, Home, Away, Home NS score, Away NS
score) is scored as a teams event, with these options instead:
  --method imps|bam|aggregate       how a match is scored (default imps; bam: board-a-match)
  --vp wbf|discrete|none            VPs a match (default wbf under imps, none otherwise)
  --vp-table FILE.csv               VPs a match on a federation's table instead: From and the winner's
                                    VPs, one column for any length or a column per number of boards
  --bam-scale standard|british      board-a-match: 1, 1/2, 0 a board (default) or 2, 1, 0
  --imp-table WBF|1961|1948|EMP1938 IMP scale (default WBF), or FILE.csv (From and IMPs, as for pairs)
  --xlsx out.xlsx, --json           as for a traveller
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
  readonly method: TeamsMethod;
  readonly vp: TeamsVpChoice;
  readonly bamScale: BamScale;
  readonly impTable: ImpTableName;
  /** An IMP scale file (--imp-table FILE.csv) to score the IMPs on instead of `impTable`. */
  readonly impTableFile: string | null;
  /** A VP scale file (--vp-table) to score the VPs on instead of `vp`. */
  readonly vpTable?: string | null;
  readonly xlsx: string | null;
  readonly json: boolean;
}

/** Where the command writes (as score.ts's CliIO). */
export interface TeamsIO {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly readFile: (path: string) => string;
}

/** The file named on a command line: the first argument that is neither a flag nor a flag's value. */
function fileArgument(argv: readonly string[]): string | null {
  const valued = new Set([
    ...Object.keys(FLAGS),
    "--xlsx",
    "--vp-table",
    "--divisor",
    "--trim",
    "--round-to",
    "--rounding",
    "--datum",
    "--expected",
    "--scale",
    "--movement",
  ]);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith("--")) {
      if (!a.includes("=") && valued.has(a)) i++;
      continue;
    }
    return a;
  }
  return null;
}

/**
 * Reads a teams command line; throws an Error listing every problem (unknown options, values an
 * option does not take, VPs asked of board-a-match or aggregate).
 *
 * @example
 * parseTeamsArgs(["teams.csv", "--method", "bam"]).vp; // "none"
 */
export function parseTeamsArgs(argv: readonly string[]): TeamsRequest {
  const errors: string[] = [];
  const values = new Map<string, string>();
  const files: string[] = [];
  let json = false;
  const valued = (name: string) => name in FLAGS || name === "--xlsx" || name === "--vp-table";
  for (const w of splitArgs(argv, valued)) {
    if (w.kind === "file") files.push(w.arg);
    else if (w.kind === "value") values.set(w.name, w.value);
    else if (w.kind === "missing") errors.push(`${w.name} needs a value.`);
    else if (w.name === "--json") json = true;
    else
      errors.push(
        `${w.name} is not an option for a teams event. Valid options: ${[...Object.keys(FLAGS), "--vp-table", "--xlsx", "--json"].join(", ")}.`,
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
  const method = (pick("--method") as TeamsMethod | undefined) ?? "imps";
  const asked = pick("--vp") as TeamsVpChoice | undefined;
  const bamScale = (pick("--bam-scale") as BamScale | undefined) ?? "standard";
  // --imp-table names a built-in scale, or gives a file of a federation's own (as for pairs).
  const impTableFile = isScaleFile(values.get("--imp-table") ?? "") ? values.get("--imp-table")! : null;
  const impTable =
    (impTableFile === null ? (pick("--imp-table") as ImpTableName | undefined) : undefined) ?? "WBF";
  if (asked !== undefined && asked !== "none" && method !== "imps")
    errors.push(
      `--vp ${asked}: victory points convert an IMP margin; with --method ${method} use --vp none (or leave it out).`,
    );
  const vpTable = values.get("--vp-table") ?? null;
  if (vpTable !== null && asked !== undefined)
    errors.push(`--vp-table gives the VP scale: leave out --vp ${asked}.`);
  else if (vpTable !== null && method !== "imps")
    errors.push(`--vp-table: victory points convert an IMP margin, not a --method ${method} result.`);
  if (errors.length > 0) throw new Error(errors.join("\n"));
  const vp = asked ?? (method === "imps" ? "wbf" : "none");
  return {
    file: files[0],
    method,
    vp,
    bamScale,
    impTable,
    impTableFile,
    vpTable,
    xlsx: values.get("--xlsx") ?? null,
    json,
  };
}

/**
 * The JSON document `--json` prints for a teams event: the method, each match (round, teams, each
 * board's result to each team, the totals, the VPs), the standings (rank as text: "2=") and the
 * Butler ranking of the pairs. `vp` is left out without a VP scale.
 */
export function teamsJson(scored: ScoredTeamsEvent, withVp: boolean): Record<string, unknown> {
  return {
    event: "teams",
    method: scored.method,
    matches: scored.matches.map((m) => ({
      round: m.round,
      home: m.home,
      away: m.away,
      boards: m.boards.map((b) => ({ board: b.board, home: b.home, away: b.away })),
      total: m.total,
      ...(withVp && m.vp ? { vp: m.vp } : {}),
    })),
    standings: scored.standings.map((t) => ({
      team: t.team,
      rank: t.rank,
      played: t.played,
      ...(withVp ? { vp: t.vp } : {}),
      impsFor: t.impsFor,
      impsAgainst: t.impsAgainst,
    })),
    butler: scored.butler.map((p) => ({ pair: p.pair, boards: p.boards, imps: p.imps })),
  };
}

/** Problems as lines naming the CSV line and column (1-based). */
function problemLines(file: string, problems: readonly Problem[], lineOffset: number): string[] {
  return problems.map((p) =>
    formatProblem(p, (r, c) => `${file}: line ${r + 1 + lineOffset}, column ${c + 1}`),
  );
}

/**
 * Scores the file on the command line as a teams event when it is a teams scoresheet, and returns
 * the exit code (0 done, 1 the scoresheet has problems, 2 the command line is wrong); returns null
 * when the file is not a teams scoresheet (or cannot be read), for the pairs scorer to take it.
 *
 * @example
 * await runTeams(["examples/teams-match.csv", "--json"], io); // 0, the JSON printed
 */
export async function runTeams(argv: readonly string[], io: TeamsIO): Promise<number | null> {
  if (argv.includes("--help") || argv.includes("-h")) return null;
  const file = fileArgument(argv);
  if (file === null) return null;
  let text: string;
  let rows: string[][];
  try {
    text = io.readFile(file);
    rows = readCsv(text).rows;
  } catch {
    return null;
  }
  if (teamsLayoutOf(rows) === null) return null;
  let request: TeamsRequest;
  try {
    request = parseTeamsArgs(argv);
  } catch (e) {
    io.err(`${(e as Error).message}\n${TEAMS_USAGE}`);
    return 2;
  }
  // Scale files of the director's own (a VP table, an IMP scale), read and checked
  // (regulation-flags.ts) before scoring.
  let vpTable: VpScaleTable | null = null;
  let impTable: ImpScaleChoice = request.impTable;
  let reading = "";
  try {
    if (request.vpTable) vpTable = readScaleFile("vp", io.readFile((reading = request.vpTable)), reading);
    if (request.impTableFile)
      impTable = readScaleFile("imp", io.readFile((reading = request.impTableFile)), reading);
  } catch (e) {
    const why =
      e instanceof ScoringError || e instanceof CsvError
        ? e.message
        : `cannot be read: ${(e as Error).message}`;
    io.err(`${reading}: ${why}\n`);
    return 2;
  }
  const lineOffset = /^\uFEFF?sep=.\r?\n/i.test(text) ? 1 : 0;
  try {
    const event = readTeamsEvent(rows);
    if (event.problems.length > 0) {
      io.err(
        `${file} cannot be scored until ${event.problems.length === 1 ? "this problem is" : `these ${event.problems.length} problems are`} put right:\n` +
          problemLines(file, event.problems, lineOffset)
            .map((l) => `  ${l}\n`)
            .join(""),
      );
      return 1;
    }
    const scored = scoreTeamsEvent(event, {
      method: request.method,
      bamScale: request.bamScale,
      impTable,
      vp: vpTable !== null ? vpTableFunction(vpTable) : vpFunctionOf(request.vp),
    });
    const withVp = vpTable !== null || request.vp !== "none";
    if (request.json) io.out(`${JSON.stringify(teamsJson(scored, withVp), null, 2)}\n`);
    if (request.json && request.xlsx === null) return 0;
    // The results sheet, printed as text and written to the workbook.
    const sheet = buildTeamsSheet(scored, {
      method: request.method,
      impTable,
      bamScale: request.bamScale,
      vp: vpTable ?? (request.vp === "none" ? null : request.vp),
    });
    if (!request.json) io.out(renderSheet(sheet));
    if (request.xlsx !== null) {
      await writeXlsx(request.xlsx, sheet);
      if (!request.json) io.out(`Wrote ${request.xlsx} (sheet "${sheet.name}").\n`);
    }
    return 0;
  } catch (e) {
    if (e instanceof TravellerError) {
      io.err(
        `${file} cannot be scored:\n${problemLines(file, e.problems, lineOffset)
          .map((l) => `  ${l}\n`)
          .join("")}`,
      );
      return 1;
    }
    if (e instanceof ScoringError || e instanceof CsvError) {
      io.err(`${file} cannot be scored: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
}
