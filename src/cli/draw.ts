// npm run score -- FILE --draw: the next round of a Swiss teams event. The file is a table of match
// results (Round, Home, Away and the IMPs or VPs of each), a teams scoresheet of boards (scored
// first, as without --draw), or a list of teams (a Team column) for the first round. It prints the
// standings the draw is made from and the draw, or with --json one document of both. What the file
// holds and the draw itself are the event layer's (src/event/draw.ts).
import * as fs from "node:fs";
import { drawDocument, drawText, drawWorkbook, firstRoundDocument, firstRoundText } from "../writers/draw";
import { decodeBytes } from "../io/decode";
import {
  drawAfterResults,
  drawAfterSection,
  firstRoundOf,
  readDrawInput,
  EventError,
  InputError,
  openInput,
  problemLines,
  readResultsTable,
  refusedBy,
  scoreEvent,
  sectionWithProblems,
  type ScoredEvent,
} from "../event";
import { DEFAULT_BYE_VP, readNumberCell, ScoringError, type SwissNext } from "../scoring";
import { eventJson } from "../writers/json";
import { parseTeamsArgs, teamsScaleFiles, type TeamsRequest } from "./teams";
import { inputOverwritten } from "./files";

/** The usage lines of the draw. */
export const DRAW_USAGE = `
The next round of a Swiss teams event: npm run score -- FILE --draw [options], FILE being a table of
match results (Round, Home, Away, then Home IMPs and Away IMPs, or Home VPs and Away VPs; a row
with Away blank or "Bye" is a bye), a teams scoresheet of boards, or a list of teams (a Team
column, in seeding order) for the first round:
  --draw                            print the standings so far and the next round's draw
  --bye-vp N                        the VPs of a bye (default ${DEFAULT_BYE_VP})
  --arrears                         draw from the standings before the last round (round in arrears)
  --boards N                        the boards of every match, to turn a table's IMPs into VPs
                                    (when it has no Boards column)
  --xlsx draw.xlsx                  the draw as a sheet: the standings, the draw, a card for each table
  --seed N                          a list of teams: the first round at random from seed N
                                    (default: seeded, the top half against the bottom half)
  --vp, --vp-table, --imp-table, --method, --json
                                    as for a teams scoresheet
`;

const DRAW_VALUED = ["--bye-vp", "--boards", "--seed"];
const DRAW_SWITCHES = ["--draw", "--arrears"];

/** Where the draw reads and writes (the command line's own, replaced in tests). */
export interface DrawIO {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly readFile: (path: string) => string;
  readonly readBytes?: (path: string) => Uint8Array;
  readonly writeFile?: (path: string, content: string | Uint8Array) => void;
}

/** What the command line asked of a draw. */
interface DrawRequest {
  readonly teams: TeamsRequest;
  readonly byeVp: number;
  readonly arrears: boolean;
  readonly boards?: number;
  readonly seed?: number;
}

/** Reads a draw's command line: the draw's own flags, then the teams flags; throws an Error listing every problem. */
function parseDrawArgs(argv: readonly string[]): DrawRequest {
  const errors: string[] = [];
  const teamsArgv: string[] = [];
  const mine = new Map<string, string>();
  let arrears = false;
  // The draw's own flags are taken out; the other words are a teams command line.
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const eq = a.startsWith("--") ? a.indexOf("=") : -1;
    const name = eq >= 0 ? a.slice(0, eq) : a;
    if (DRAW_SWITCHES.includes(name)) arrears ||= name === "--arrears";
    else if (DRAW_VALUED.includes(name)) {
      const v = eq >= 0 ? a.slice(eq + 1) : argv[i + 1];
      if (v === undefined || (eq < 0 && v.startsWith("--"))) errors.push(`${name} needs a value.`);
      else {
        mine.set(name, v);
        if (eq < 0) i++;
      }
    } else teamsArgv.push(a);
  }
  let teams: TeamsRequest | null = null;
  try {
    teams = parseTeamsArgs(teamsArgv);
  } catch (e) {
    errors.push((e as Error).message);
  }
  if (teams !== null && teams.outputs.some(([o]) => o.extension !== "xlsx"))
    errors.push(
      "--draw prints the draw (and --xlsx writes its sheet): write the event's other outputs without --draw.",
    );
  const number = (flag: string, whole: boolean, min: number): number | undefined => {
    const v = mine.get(flag);
    if (v === undefined) return undefined;
    const x = readNumberCell(v);
    if (x === null || x < min || (whole && !Number.isSafeInteger(x))) {
      errors.push(`${flag}: expected ${whole ? "a whole number" : "a number"}, ${min} or more, not "${v}".`);
      return undefined;
    }
    return x;
  };
  const byeVp = number("--bye-vp", false, 0) ?? DEFAULT_BYE_VP;
  const boards = number("--boards", true, 1);
  const seed = number("--seed", true, 0);
  if (errors.length > 0) throw new Error(errors.join("\n"));
  return {
    teams: teams!,
    byeVp,
    arrears,
    ...(boards !== undefined ? { boards } : {}),
    ...(seed !== undefined ? { seed } : {}),
  };
}

/**
 * Runs `--draw`: reads the file, draws the next round and prints it. Returns the exit code: 0
 * done, 1 the file cannot be read or scored (its problems listed by line), 2 the command line is
 * wrong.
 *
 * @example
 * await runDraw(["swiss.csv", "--draw", "--bye-vp", "10"], io); // 0, the standings and the draw printed
 */
export async function runDraw(argv: readonly string[], io: DrawIO, usage: string): Promise<number> {
  let request: DrawRequest;
  try {
    request = parseDrawArgs(argv);
  } catch (e) {
    io.err(`${(e as Error).message}\n${usage}`);
    return 2;
  }
  const file = request.teams.file;
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
    return reading === file ? 1 : 2;
  }
  const options = { byeVp: request.byeVp, arrears: request.arrears };
  // --xlsx: the draw sheet (its standings, the draw, the table cards) as a workbook.
  const xlsxOut = request.teams.outputs.find(([o]) => o.extension === "xlsx")?.[1] ?? null;
  const written = async (next: SwissNext): Promise<number> => {
    if (xlsxOut === null) return 0;
    const over = inputOverwritten(xlsxOut, [file]);
    if (over !== null) {
      io.err(`${over}\n`);
      return 2;
    }
    const write = io.writeFile ?? ((f: string, c: string | Uint8Array) => fs.writeFileSync(f, c));
    write(xlsxOut, await drawWorkbook(next, request.byeVp));
    if (!request.teams.json)
      io.out(`Wrote ${xlsxOut} (the draw, the standings it comes from, table cards).\n`);
    return 0;
  };
  try {
    const input = readDrawInput(text);
    // A table of match results.
    if (input.kind === "results") {
      const results = readResultsTable(input.cells, {
        ...(choices.vp !== undefined ? { vp: choices.vp } : {}),
        ...(choices.vpTable !== undefined ? { vpTable: choices.vpTable } : {}),
        ...(request.boards !== undefined ? { boards: request.boards } : {}),
      });
      if (results.problems.length > 0) {
        io.err(
          `${file} cannot be drawn from until ${results.problems.length === 1 ? "this is" : "these are"} put right:\n${results.problems
            .map(
              (p) =>
                `  ${file}: line ${input.lines[p.row] ?? p.row + 1}, column ${p.column + 1}: ${p.message}\n`,
            )
            .join("")}`,
        );
        return 1;
      }
      const next = drawAfterResults(results, options);
      io.out(request.teams.json ? drawDocument(next) : drawText(next, request.byeVp));
      return await written(next);
    }
    // A list of teams: the first round, seeded or at random.
    if (input.kind === "teams") {
      const next = firstRoundOf(input.teams, request.seed);
      io.out(
        request.teams.json
          ? firstRoundDocument(next, request.seed)
          : firstRoundText(next, request.seed, request.byeVp),
      );
      return await written(next);
    }
  } catch (e) {
    if (!(e instanceof ScoringError)) throw e;
    io.err(`${file} cannot be drawn from: ${e.message}\n`);
    return 1;
  }
  // A teams scoresheet of boards, scored as without --draw.
  let scored: ScoredEvent;
  try {
    const event = openInput(text, file);
    if (event.kind !== "teams") {
      io.err(
        `${file} is no teams event: --draw needs a table of match results (Round, Home, Away, Home VPs, Away VPs or Home IMPs, Away IMPs), a teams scoresheet of boards or a list of teams (a Team column).\n`,
      );
      return 1;
    }
    const bad = sectionWithProblems(event);
    if (bad !== null) {
      io.err(
        `${file} cannot be scored:\n${problemLines(bad)
          .map((l) => `  ${l}\n`)
          .join("")}`,
      );
      return 1;
    }
    try {
      scored = scoreEvent(event, { teams: choices });
    } catch (e) {
      const refused = refusedBy(event.sections[0], e);
      if (refused === null) throw e;
      io.err(
        "problems" in refused
          ? `${file} cannot be scored:\n${refused.problems.map((l) => `  ${l}\n`).join("")}`
          : `${file} cannot be scored: ${refused.message}\n`,
      );
      return 1;
    }
    const section = scored.sections[0];
    if (scored.sections.length !== 1 || section.kind !== "teams") {
      io.err(`${file} holds ${scored.sections.length} sections: draw from one event at a time.\n`);
      return 1;
    }
    const next = drawAfterSection(section, options);
    io.out(request.teams.json ? drawDocument(next, eventJson(scored)) : drawText(next, request.byeVp));
    return await written(next);
  } catch (e) {
    if (e instanceof InputError || e instanceof EventError) {
      io.err(`${e.message}\n`);
      return 1;
    }
    if (!(e instanceof ScoringError)) throw e;
    io.err(`${file} cannot be drawn from: ${e.message}\n`);
    return 1;
  }
}
