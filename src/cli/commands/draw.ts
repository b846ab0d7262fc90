// npm run score -- FILE --draw: the next round of a Swiss teams event. The file is a table of match
// results (Round, Home, Away and the IMPs or VPs of each), a teams scoresheet of boards (scored
// first, as without --draw), or a list of teams (a Team column) for the first round. It prints the
// standings the draw is made from and the draw, or with --json one document of both. What the file
// holds and the draw itself are the event layer's (src/event/draw.ts).
import { refusalWords } from "../print";
import {
  drawDocument,
  drawText,
  drawWorkbook,
  firstRoundDocument,
  firstRoundText,
  swissPairsRoundsJson,
  swissPairsRoundsText,
} from "../../writers/draw";
import { decodeBytes } from "../../io/decode";
import { readCsv } from "../../io/csv";
import {
  drawAfterResults,
  drawAfterSection,
  firstRoundOf,
  readDrawInput,
  readTeamList,
  mergeEntries,
  EventError,
  InputError,
  openInput,
  problemLines,
  readResultsTable,
  roundsOutOfOrder,
  refusedBy,
  type DrawInput,
  scoreEvent,
  sectionWithProblems,
  type ScoredEvent,
} from "../../event";
import {
  DEFAULT_BYE_VP,
  nextSwissRound,
  seatTables,
  ScoringError,
  type LateScore,
  type Opening,
  type SwissEntries,
  type SwissNext,
  type SwissOptions,
} from "../../scoring";
import { eventJson } from "../../writers/json";
import { readValues, takeOwnFlags } from "../args";
import { takesValueIn } from "../flags";
import { readRoundFiles } from "./draw-swiss-pairs";
import { outputWriter, outputsProblem } from "../write-file";
import { EXIT, type CliIO } from "../io";
import { commandSection } from "../usage";
import { parseTeamsArgs, teamsScaleFiles, type TeamsRequest } from "./teams";

/** What the command line asked of a draw. */
interface DrawRequest {
  readonly teams: TeamsRequest;
  readonly byeVp: number;
  readonly arrears: boolean;
  readonly boards?: number;
  readonly seed?: number;
  /** The teams withdrawn and the late entries (--withdrawn, --late, --late-score). */
  readonly entries: SwissEntries;
  /** A Swiss pairs event by IMPs across the field (--across-field). */
  readonly acrossField?: boolean;
  /** The sets of boards the tables share (--board-sets). */
  readonly boardSets?: number;
  /** The opening: rounds 1 and 2 drawn without standings (--opening). */
  readonly opening?: Opening;
  /** A list of teams read for its withdrawals and late entries (--team-list). */
  readonly teamList?: string;
  /** A Swiss pairs event's round travellers, round 1 first (--swiss-pairs). */
  readonly roundFiles?: readonly string[];
}

/**
 * Reads a draw's command line: the draw's own flags (the flag table's), then the rest as a teams
 * command line; throws an Error listing every problem.
 */
function parseDrawArgs(argv: readonly string[]): DrawRequest {
  const own = takeOwnFlags(argv, "draw", (name) => takesValueIn("teams", name));
  const errors = [...own.errors];
  const swissPairs = own.switches.has("--swiss-pairs");
  // Swiss pairs: every file is a round's traveller; the teams flags are read beside the first.
  const others = swissPairs
    ? own.others.filter((w) => w === own.files[0] || !own.files.includes(w))
    : own.others;
  const twice = own.files.find((f, k) => own.files.indexOf(f) !== k);
  if (swissPairs && twice !== undefined)
    errors.push(`${twice} is named twice: give each round's traveller once, round 1 first.`);
  let teams: TeamsRequest | null = null;
  try {
    teams = parseTeamsArgs(others);
  } catch (e) {
    errors.push((e as Error).message);
  }
  if (teams !== null && teams.outputs.some(([o]) => o.extension !== "xlsx"))
    errors.push(
      "--draw prints the draw (and --xlsx writes its sheet): write the event's other outputs without --draw.",
    );
  const read = readValues("draw", own.values, errors);
  if (errors.length > 0) throw new Error(errors.join("\n"));
  const boards = read.get("--boards") as number | undefined;
  const seed = read.get("--seed") as number | undefined;
  const boardSets = read.get("--board-sets") as number | undefined;
  const withdrawn = read.get("--withdrawn") as Map<string, number | null> | undefined;
  const late = read.get("--late") as Map<string, number> | undefined;
  const lateScore = read.get("--late-score") as LateScore | undefined;
  const teamListFile = own.values.get("--team-list");
  const openingWord = read.get("--opening") as "seeded" | "random" | undefined;
  if (openingWord === "random" && seed === undefined)
    throw new Error("--opening random needs --seed N: the seed the draw is made from, to quote.");
  if (openingWord === "seeded" && seed !== undefined)
    throw new Error("--opening seeded takes no --seed: a seeded draw follows the list's order.");
  const opening: Opening | undefined =
    openingWord === undefined
      ? undefined
      : openingWord === "random"
        ? { kind: "random", seed: seed! }
        : { kind: "seeded" };
  const entries: SwissEntries = {
    ...(withdrawn ? { withdrawn } : {}),
    ...(late ? { late } : {}),
    ...(lateScore ? { lateScore } : {}),
  };
  if (swissPairs && own.switches.has("--across-field") && teams!.choices.vp === "none")
    throw new Error(
      "--swiss-pairs --across-field turns each pair's IMPs into VPs: leave out --vp none (the WBF scale is the default).",
    );
  if (swissPairs && teams!.choices.method !== undefined)
    throw new Error(
      "--swiss-pairs scores each round across the field (matchpoints, or cross-IMPs with --across-field): leave out --method.",
    );
  return {
    entries,
    ...(swissPairs ? { roundFiles: own.files } : {}),
    ...(own.switches.has("--across-field") ? { acrossField: true } : {}),
    ...(boardSets !== undefined ? { boardSets } : {}),
    ...(opening ? { opening } : {}),
    ...(teamListFile !== undefined ? { teamList: teamListFile } : {}),
    teams: teams!,
    byeVp: (read.get("--bye-vp") as number | undefined) ?? DEFAULT_BYE_VP,
    arrears: own.switches.has("--arrears"),
    ...(boards !== undefined ? { boards } : {}),
    ...(seed !== undefined ? { seed } : {}),
  };
}

/** A draw's run: what was asked, the file's text, the teams choices with their scales, and the writing of its sheet. */
interface DrawRun {
  readonly request: DrawRequest;
  readonly file: string;
  readonly text: string;
  readonly choices: ReturnType<typeof teamsScaleFiles>;
  readonly io: CliIO;
  /** The teams withdrawn and the late entries: the list's (--team-list), then the flags'. */
  readonly entries: SwissEntries;
  /** Each team's home table, from the list. */
  readonly homeTables: ReadonlyMap<string, number>;
  /** The seeding order, from the list. */
  readonly seeds?: readonly string[];
  /** Writes the draw sheet when --xlsx asks for it; the exit code. */
  readonly written: (next: SwissNext) => Promise<number>;
}

/**
 * Runs `--draw`: reads the file, draws the next round and prints it. Returns the exit code: 0
 * done, 1 the file cannot be read or scored (its problems listed by line), 2 the command line is
 * wrong.
 *
 * @example
 * await runDraw(["swiss.csv", "--draw", "--bye-vp", "10"], io); // 0, the standings and the draw printed
 */
export async function runDraw(argv: readonly string[], io: CliIO): Promise<number> {
  let request: DrawRequest;
  try {
    request = parseDrawArgs(argv);
  } catch (e) {
    io.err(`${(e as Error).message}\n\n${commandSection("draw")}`);
    return EXIT.badUsage;
  }
  const file = request.teams.file;
  // --xlsx: the draw sheet (its standings, the draw, the table cards) as a workbook, never over a
  // file read (the results file, a scale) nor over a file of someone else's without --force.
  const xlsxOut = request.teams.outputs.find(([o]) => o.extension === "xlsx")?.[1] ?? null;
  const inputs = [
    file,
    ...[request.teams.vpTable, request.teams.impTableFile, request.teamList ?? null].filter(
      (f) => f !== null,
    ),
  ];
  const rules = { inputs, force: request.teams.force === true };
  const refused = xlsxOut === null ? null : outputsProblem([xlsxOut], rules);
  if (refused !== null) {
    io.err(`${refused}\n`);
    return EXIT.badUsage;
  }
  let text: string;
  let choices;
  let reading = file;
  try {
    text = io.readBytes ? decodeBytes(io.readBytes(file)) : io.readFile(file);
    reading = "";
    choices = teamsScaleFiles(request.teams.choices, request.teams, (f) => io.readFile((reading = f)));
  } catch (e) {
    io.err(
      e instanceof ScoringError
        ? `${reading}: ${e.message}\n`
        : `Cannot read ${reading}: ${(e as Error).message}\n`,
    );
    return reading === file ? EXIT.badTraveller : EXIT.badUsage;
  }
  const written = async (next: SwissNext): Promise<number> => {
    if (xlsxOut === null) return EXIT.ok;
    const problem = outputWriter(io, rules)(xlsxOut, await drawWorkbook(next, request.byeVp));
    if (problem !== null) {
      io.err(`${problem}\n`);
      return EXIT.badUsage;
    }
    if (!request.teams.json)
      io.out(`Wrote ${xlsxOut} (the draw, the standings it comes from, table cards).\n`);
    return EXIT.ok;
  };
  const listed = teamListOf(request, io);
  if (typeof listed === "string") {
    io.err(`${listed}\n`);
    return EXIT.badUsage;
  }
  const run: DrawRun = { request, file, text, choices, io, written, ...listed };
  if (request.roundFiles !== undefined) return drawFromRounds(run, request.roundFiles);
  try {
    const input = readDrawInput(text);
    if (input.kind === "results") return await drawFromResults(run, input);
    if (input.kind === "teams")
      return await drawFirstRound(
        { ...run, entries: mergeEntries(input.list.entries, run.entries), homeTables: input.list.homeTables },
        input.teams,
        input.list.seededBy,
      );
  } catch (e) {
    if (!(e instanceof ScoringError)) throw e;
    io.err(`${file} cannot be drawn from: ${e.message}\n`);
    return EXIT.badTraveller;
  }
  return drawFromScoresheet(run);
}

/** The list of teams --team-list names, read: its entries under the flags', its home tables; or what is wrong. */
function teamListOf(
  request: DrawRequest,
  io: CliIO,
): { entries: SwissEntries; homeTables: ReadonlyMap<string, number>; seeds?: readonly string[] } | string {
  if (request.teamList === undefined) return { entries: request.entries, homeTables: new Map() };
  const f = request.teamList;
  try {
    const list = readTeamList(readCsv(io.readFile(f)).rows);
    if (list === null) return `--team-list ${f}: expected a list of teams under a Team heading.`;
    return {
      entries: mergeEntries(list.entries, request.entries),
      homeTables: list.homeTables,
      seeds: list.teams,
    };
  } catch (e) {
    return `--team-list ${f}: ${e instanceof ScoringError ? e.message : `cannot be read: ${(e as Error).message}`}`;
  }
}

/** The draw with its tables placed: home tables kept, board sets given. */
function seated(run: DrawRun, next: SwissNext): SwissNext {
  return { ...next, draw: seatTables(next.draw, run.homeTables, run.request.boardSets) };
}

/** What a later round's draw takes of the run: the entries, the opening and its seeds. */
function swissOptions(run: DrawRun): SwissOptions {
  return {
    ...run.entries,
    ...(run.request.opening ? { opening: run.request.opening } : {}),
    ...(run.seeds ? { seeds: run.seeds } : {}),
  };
}

/** A table of match results: its problems by line, or the standings and the next round's draw. */
async function drawFromResults(
  run: DrawRun,
  input: Extract<DrawInput, { kind: "results" }>,
): Promise<number> {
  const { request, file, choices, io } = run;
  const results = readResultsTable(input.cells, {
    ...(choices.vp !== undefined ? { vp: choices.vp } : {}),
    ...(choices.vpTable !== undefined ? { vpTable: choices.vpTable } : {}),
    ...(request.boards !== undefined ? { boards: request.boards } : {}),
    ...(request.acrossField ? { acrossField: true } : {}),
  });
  // Rounds that do not follow each other (1, 3; or 2 after 3) are the table's mistake, said by row.
  const problems =
    results.problems.length > 0 ? results.problems : roundsOutOfOrder(input.cells, results.headerRow);
  if (problems.length > 0) {
    io.err(
      `${file} cannot be drawn from until ${problems.length === 1 ? "this is" : "these are"} put right:\n${problems
        .map(
          (p) => `  ${file}: line ${input.lines[p.row] ?? p.row + 1}, column ${p.column + 1}: ${p.message}\n`,
        )
        .join("")}`,
    );
    return EXIT.badTraveller;
  }
  const next = seated(
    run,
    drawAfterResults(results, {
      ...swissOptions(run),
      byeVp: request.byeVp,
      arrears: request.arrears,
    }),
  );
  const pairs = results.unit === "percent" || request.acrossField === true;
  io.out(
    request.teams.json
      ? drawDocument(next, { event: pairs ? "swiss pairs" : "teams" })
      : drawText(next, request.byeVp, pairs ? "Pair" : "Team"),
  );
  return run.written(next);
}

/** A list of teams: the first round, seeded or at random. */
async function drawFirstRound(
  run: DrawRun,
  teams: readonly string[],
  seededBy: "list" | "seed" | "rating",
): Promise<number> {
  const { request, io } = run;
  const next = seated(run, firstRoundOf(teams, request.seed, run.entries));
  io.out(
    request.teams.json
      ? firstRoundDocument(next, request.seed)
      : firstRoundText(next, request.seed, request.byeVp, seededBy),
  );
  return run.written(next);
}

/** A teams scoresheet of boards, scored as without --draw, then the next round drawn from its standings. */
async function drawFromScoresheet(run: DrawRun): Promise<number> {
  const { request, file, text, choices, io } = run;
  let scored: ScoredEvent;
  try {
    const event = openInput(text, file);
    if (event.kind !== "teams") {
      io.err(
        `${file} is no teams event: --draw needs a table of match results (Round, Home, Away, Home VPs, Away VPs or Home IMPs, Away IMPs), a teams scoresheet of boards or a list of teams (a Team column).\n`,
      );
      return EXIT.badTraveller;
    }
    const bad = sectionWithProblems(event);
    if (bad !== null) {
      io.err(refusalWords(file, { problems: problemLines(bad) }));
      return EXIT.badTraveller;
    }
    try {
      scored = scoreEvent(event, { teams: choices });
    } catch (e) {
      const refused = refusedBy(event.sections[0], e);
      if (refused === null) throw e;
      io.err(refusalWords(file, refused));
      return EXIT.badTraveller;
    }
    const section = scored.sections[0];
    if (scored.sections.length !== 1 || section.kind !== "teams") {
      io.err(`${file} holds ${scored.sections.length} sections: draw from one event at a time.\n`);
      return EXIT.badTraveller;
    }
    const next = seated(
      run,
      drawAfterSection(section, {
        ...swissOptions(run),
        byeVp: request.byeVp,
        arrears: request.arrears,
      }),
    );
    io.out(request.teams.json ? drawDocument(next, eventJson(scored)) : drawText(next, request.byeVp));
    return await run.written(next);
  } catch (e) {
    if (e instanceof InputError || e instanceof EventError) {
      io.err(`${e.message}\n`);
      return EXIT.badTraveller;
    }
    if (!(e instanceof ScoringError)) throw e;
    io.err(`${file} cannot be drawn from: ${e.message}\n`);
    return EXIT.badTraveller;
  }
}

/** A Swiss pairs event's round travellers: each round scored across the field, the standings and the next round's draw. */
async function drawFromRounds(run: DrawRun, files: readonly string[]): Promise<number> {
  const { request, choices, io } = run;
  const read = readRoundFiles(files, io, request.acrossField === true, choices);
  if (!read.ok) {
    io.err(read.text);
    return EXIT.badTraveller;
  }
  let next: SwissNext;
  try {
    next = seated(
      run,
      nextSwissRound(read.rounds, "vp", {
        ...swissOptions(run),
        byeVp: request.byeVp,
        arrears: request.arrears,
      }),
    );
  } catch (e) {
    if (!(e instanceof ScoringError)) throw e;
    io.err(`${files.join(", ")} cannot be drawn from: ${e.message}\n`);
    return EXIT.badTraveller;
  }
  io.out(
    request.teams.json
      ? drawDocument(next, swissPairsRoundsJson(read.played))
      : `${swissPairsRoundsText(read.played)}${drawText(next, request.byeVp, "Pair")}`,
  );
  return run.written(next);
}
