// The Swiss draw on the event road: the next round of a Swiss teams event, from a teams scoresheet
// of boards once it is scored (its matches and standings), from a table of match results as
// organisers keep them (Round, Home, Away and the IMPs or VPs of each), or the first round from a
// list of teams (seeded in the list's order, or at random from a seed).
import { readCsv } from "../io/csv";
import {
  cellText,
  headerKey as columnKey,
  isBlankCell,
  drawFirstRound,
  isMatchResults,
  nextSwissRound,
  readMatchResults,
  swissRoundsOf,
  vpFunctionOf,
  vpTableFunction,
  type MatchResults,
  DEFAULT_BYE_VP,
  type SwissNext,
  type SwissOptions,
  type TeamsVpChoice,
  type VpScaleTable,
  applyEntries,
  type SwissEntries,
} from "../scoring";
import { buildDrawSheet } from "../sheet/draw-sheet";
import type { SheetModel } from "../sheet/model";
import type { Grid } from "./model";
import type { ScoredTeamsSection } from "./score";
import { readTeamList, type TeamList } from "./team-list";

/**
 * The next round of a scored teams scoresheet: its standings after the rounds so far (a team with
 * no match in a round had that round's bye), ranked as its standings are, and the draw.
 *
 * @example
 * drawAfterSection(scoreEvent(openInput(csv, "swiss.csv"), {}).sections[0], {}).draw.tables[0];
 */
export function drawAfterSection(section: ScoredTeamsSection, options: SwissOptions = {}): SwissNext {
  const teams = section.section.teams!;
  return nextSwissRound(
    swissRoundsOf(teams.teams, teams.rounds, section.scored.matches),
    section.scored.standingsBy,
    options,
  );
}

/** How a table of match results given in IMPs is turned into VPs. */
export interface ResultsTableChoices {
  /** The VP scale by name (default: WBF), or a scale the director gave. */
  readonly vp?: TeamsVpChoice;
  readonly vpTable?: VpScaleTable;
  /** The boards of every match, when the table has no Boards column. */
  readonly boards?: number;
  /** A Swiss pairs event by IMPs across the field: each pair's IMPs turned into VPs on their own. */
  readonly acrossField?: boolean;
}

/**
 * A table of match results read, IMPs turned into VPs on the chosen scale (the WBF scale unless the
 * director names another). Its problems, if any, are in `problems`.
 *
 * @example
 * readResultsTable(cells, { boards: 8 }).matches[0].vp; // the WBF VPs of the first match
 */
export function readResultsTable(cells: Grid, choices: ResultsTableChoices = {}): MatchResults {
  const vp = choices.vpTable ? vpTableFunction(choices.vpTable) : vpFunctionOf(choices.vp ?? "wbf");
  return readMatchResults(cells, {
    vp,
    ...(choices.boards !== undefined ? { boards: choices.boards } : {}),
    ...(choices.acrossField ? { acrossField: true } : {}),
  });
}

/**
 * The next round of a table of match results read without problems: standings by VPs, the draw.
 *
 * @example
 * drawAfterResults(readResultsTable(cells), { byeVp: 10 }).draw.bye; // the team with the bye, or null
 */
export function drawAfterResults(results: MatchResults, options: SwissOptions = {}): SwissNext {
  return nextSwissRound(results, "vp", options);
}

/**
 * The draw sheet of a scored teams scoresheet's next round: the standings it is drawn from and the
 * draw (the sheet layer's draw sheet), named uniquely among the workbook's sheets.
 *
 * @example
 * drawSheetOf(scored.sections[0], { existingNames: ["Sheet1"] }).name; // "Draw round 3"
 */
export function drawSheetOf(
  section: ScoredTeamsSection,
  options: SwissOptions & { readonly existingNames?: readonly string[] } = {},
): SheetModel {
  const byeVp = options.byeVp ?? DEFAULT_BYE_VP;
  return buildDrawSheet(drawAfterSection(section, options), {
    byeVp,
    ...(options.existingNames ? { existingNames: options.existingNames } : {}),
  });
}

/** What a file to draw from holds, told from its text. */
export type DrawInput =
  /** A table of match results: its cells, and each row's line in the file. */
  | { readonly kind: "results"; readonly cells: Grid; readonly lines: readonly number[] }
  /** A list of teams (a Team column) for the first round, in seeding order, and what else it gives. */
  | { readonly kind: "teams"; readonly teams: readonly string[]; readonly list: TeamList }
  /** Anything else: a teams scoresheet of boards, or a file that is none of these. */
  | { readonly kind: "other" };

/**
 * A list of teams for the first round: a Team column's names below its header, in seeding order
 * (team-list.ts), or null.
 *
 * @example
 * teamList([["Team"], ["Aces"], ["Kings"]]); // ["Aces", "Kings"]
 */
export function teamList(cells: readonly (readonly unknown[])[]): string[] | null {
  const list = readTeamList(cells);
  return list === null ? null : [...list.teams];
}

/**
 * What a file to draw from holds: a table of match results, a list of teams, or something else
 * (read as a teams scoresheet of boards). Text that is no CSV is "other".
 *
 * @example
 * readDrawInput("Team\nAlpha\nBeta\n"); // { kind: "teams", teams: ["Alpha", "Beta"] }
 */
export function readDrawInput(text: string): DrawInput {
  let cells: unknown[][];
  let lines: readonly number[];
  try {
    const csv = readCsv(text);
    cells = csv.rows as unknown[][];
    lines = csv.lines;
  } catch {
    return { kind: "other" }; // not a CSV: a results file
  }
  if (isMatchResults(cells)) return { kind: "results", cells, lines };
  const list = readTeamList(cells);
  return list === null ? { kind: "other" } : { kind: "teams", teams: list.teams, list };
}

/**
 * The first round of a list of teams: seeded (the top half against the bottom half) or, given a
 * seed, at random; as a next round with no standings yet. Throws a ScoringError for a team listed
 * twice or fewer than two teams.
 *
 * @example
 * firstRoundOf(["A", "B", "C", "D"]).draw.tables[0]; // A v C
 */
export function firstRoundOf(teams: readonly string[], seed?: number, entries: SwissEntries = {}): SwissNext {
  // The teams withdrawn before the first round, and the late entries, are not drawn in it.
  const applied = applyEntries({ teams, rounds: [], matches: [], byes: [] }, entries, DEFAULT_BYE_VP);
  const playing = teams.filter((t) => applied.drawnIn(t, 1));
  const draw = drawFirstRound(playing, seed !== undefined ? { kind: "random", seed } : { kind: "seeded" });
  return {
    round: "1",
    after: null,
    standings: [],
    byeVps: new Map(),
    withdrawn: teams.filter((t) => !applied.drawnIn(t, 1) && !applied.late.has(t)),
    late: applied.late,
    draw,
  };
}

/** The keys of a Round header, as the table of match results reads them. */
const ROUND_HEADERS = new Set(["round", "rnd", "rd", "roundno", "r"]);

/** A row of a table of match results whose round is out of order: its row, the Round column, why. */
export interface RoundOrderProblem {
  readonly row: number;
  readonly column: number;
  readonly message: string;
}

/**
 * The rows of a table of match results where its rounds do not follow each other: a Swiss event's
 * rounds are 1, 2, 3 ... with each round's matches together, so a round missed (1 then 3), a round
 * met again after a later one, or a first round other than 1 is a mistake in the table, not a draw
 * to make (standings after round 1 and 3 would be drawn as if round 2 never was). A blank Round
 * cell repeats the round above, as the table is read. Rounds that are not all whole numbers
 * ("Q1", "Final") are not checked: their order cannot be told.
 *
 * @example
 * roundsOutOfOrder([["Round", "Home", "Away"], ["1", "A", "B"], ["3", "A", "C"]], 0)[0].message;
 * // "round 3 follows round 1: expected round 2 next (the rounds found are 1, 3; expected 1, 2, 3 ...)."
 */
export function roundsOutOfOrder(cells: Grid, headerRow: number): RoundOrderProblem[] {
  const column = (cells[headerRow] ?? []).findIndex(
    (c) => typeof c === "string" && ROUND_HEADERS.has(columnKey(c)),
  );
  if (column < 0) return [];
  const own: { row: number; round: string }[] = [];
  for (let r = headerRow + 1; r < cells.length; r++) {
    if (cells[r].every(isBlankCell)) continue;
    const text = cellText(cells[r][column]);
    if (text !== "") own.push({ row: r, round: text });
  }
  if (own.some((o) => !/^\d+$/.test(o.round))) return [];
  const found = [...new Set(own.map((o) => Number(o.round)))];
  const shown = found.length > 12 ? `${found.slice(0, 12).join(", ")} ...` : found.join(", ");
  const why = `the rounds found are ${shown}; expected 1, 2, 3 ..., each round's matches together`;
  const out: RoundOrderProblem[] = [];
  let current = 0;
  for (const { row, round } of own) {
    const n = Number(round);
    if (n === current) continue;
    if (n !== current + 1)
      out.push({
        row,
        column,
        message:
          current === 0
            ? `the first round is ${n}: expected round 1 (${why}).`
            : n <= current
              ? `round ${n} comes again after round ${current}: expected round ${current} or ${current + 1} (${why}).`
              : `round ${n} follows round ${current}: expected round ${current + 1} next (${why}).`,
      });
    current = n;
  }
  return out;
}
