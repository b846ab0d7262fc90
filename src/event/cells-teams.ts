// A teams range handed to a worksheet function (=BRIDGE.STANDINGS, =BRIDGE.SWISSDRAW), read on
// the same road as the command line's teams scoring and its --draw: a table of match results
// (Round, Home, Away and the IMPs or VPs of each), a teams scoresheet of boards (opened into an
// event and scored), or for a first round a list of teams. Whatever cannot be read is one
// ScoringError naming the row and column of the range.
import {
  ScoringError,
  isBlankCell,
  isMatchResults,
  nextSwissRound,
  readNumberCell,
  swissRoundsOf,
  swissStandings,
  type MatchResults,
  type SwissNext,
  type SwissRounds,
  type TeamStanding,
  type TeamsVpChoice,
  type VpScaleTable,
} from "../scoring";
import { checkedRows, joinFew, openCells, refusalOfCells, refusalText } from "./cells-session";
import { firstRoundOf, readResultsTable, roundsOutOfOrder, teamList } from "./draw";
import type { Grid } from "./model";
import { drawChoicesFromWords, splitOptionWords, type DrawWords } from "./option-words";
import { scoreEvent, type ScoredTeamsSection } from "./score";

/** A teams function's arguments: the range, the VP scale read by the adapter, the option words. */
export interface CellsTeams {
  readonly values: Grid;
  /** The VP scale by name; absent for the input's own (or the default, WBF under IMPs). */
  readonly vp?: TeamsVpChoice;
  /** A VP scale of the director's own, instead of `vp`. */
  readonly vpTable?: VpScaleTable;
  /** The option words (DRAW_OPTION_WORDS). */
  readonly options?: unknown;
  /** SWISSDRAW's round to draw: blank for the next one. */
  readonly round?: unknown;
  /** The range argument's name in messages. */
  readonly param?: string;
}

/** What a teams range holds, read. */
type TeamsCells =
  | { readonly kind: "results"; readonly results: MatchResults; readonly rows: Grid }
  | { readonly kind: "scoresheet"; readonly section: ScoredTeamsSection }
  | { readonly kind: "teams"; readonly teams: readonly string[] };

/** What a teams range may hold, for messages. */
const TEAMS_RANGE =
  "a table of match results (Round, Home, Away and the IMPs or VPs of each) or a teams scoresheet of boards (Board, Room or Home and Away, the scores)";

/**
 * Problems of a table of match results as one error, each named by its row and column of the
 * range; one message on several rows of a column is said once, with its rows.
 */
function tableProblems(problems: readonly { row: number; column: number; message: string }[], param: string) {
  const grouped = new Map<string, { column: number; message: string; rows: number[] }>();
  for (const p of problems) {
    const key = `${p.column}\u0000${p.message}`;
    const g = grouped.get(key) ?? { column: p.column, message: p.message, rows: [] };
    g.rows.push(p.row + 1);
    grouped.set(key, g);
  }
  const lines = [...grouped.values()].map((g) => {
    const rows = g.rows.length > 6 ? `${g.rows.slice(0, 6).join(", ")} ...` : g.rows.join(", ");
    return `${g.rows.length > 1 ? "rows" : "row"} ${rows}, column ${g.column + 1} of ${param}: ${g.message}`;
  });
  return new ScoringError(
    `${param} cannot be read until ${lines.length === 1 ? "this is" : "these are"} put right: ${joinFew(lines)}`,
  );
}

/** A teams range read: a table of match results, a list of teams (when `teamsList`), or a scoresheet scored. */
function readTeamsCells(
  rows: Grid,
  param: string,
  choices: CellsTeams & DrawWords,
  teamsList: boolean,
): TeamsCells {
  if (isMatchResults(rows)) {
    const results = readResultsTable(rows, {
      ...(choices.vp !== undefined ? { vp: choices.vp } : {}),
      ...(choices.vpTable !== undefined ? { vpTable: choices.vpTable } : {}),
      ...(choices.boards !== undefined ? { boards: choices.boards } : {}),
    });
    if (results.problems.length > 0) throw tableProblems(results.problems, param);
    return { kind: "results", results, rows };
  }
  const teams = teamsList ? teamList(rows) : null;
  if (teams !== null) return { kind: "teams", teams };
  const event = openCells(rows, param);
  if (event.kind !== "teams")
    throw new ScoringError(
      `${param} holds no teams matches: expected ${TEAMS_RANGE}. A pairs traveller is ranked with BRIDGE.RANKING.`,
    );
  const section = event.sections[0];
  if (event.sections.length !== 1)
    throw new ScoringError(`${param} holds ${event.sections.length} events: give one at a time.`);
  if (section.problems.length > 0) throw new ScoringError(refusalText(section, section.problems));
  const vp =
    choices.vpTable !== undefined
      ? { vpTable: choices.vpTable }
      : choices.vp !== undefined
        ? { vp: choices.vp }
        : {};
  try {
    const scored = scoreEvent(event, { teams: vp }).sections[0];
    return { kind: "scoresheet", section: scored as ScoredTeamsSection };
  } catch (e) {
    throw refusalOfCells(section, e);
  }
}

/** What a standings table ranks the teams' points in: IMPs, or board-a-match's and aggregate's points. */
export type StandingsUnit = "imps" | "points" | "vps";

/**
 * The standings of a teams range, as `npm run score -- --json` gives a scoresheet's (and `--draw
 * --json` a table of match results', each bye counted at `bye-vp`, 12 unless given): each team's
 * place, matches played, VPs and what it won and lost, best first. `unit` is what the won and lost
 * are in ("vps" when a table gives only VPs, and so no IMPs).
 *
 * @example
 * standingsOfCells({ values }).standings[0].rank; // "1"
 */
export function standingsOfCells(session: CellsTeams): {
  readonly standings: readonly TeamStanding[];
  readonly unit: StandingsUnit;
} {
  const param = session.param ?? "matches";
  const rows = checkedRows(session.values, param, TEAMS_RANGE);
  const words = drawChoicesFromWords(
    splitOptionWords(session.options, "options"),
    ["bye-vp", "boards"],
    "the standings",
  );
  const read = readTeamsCells(rows, param, { ...session, ...words }, false);
  if (read.kind === "scoresheet")
    return {
      standings: read.section.scored.standings,
      unit: read.section.scored.method === "imps" ? "imps" : "points",
    };
  if (read.kind !== "results") throw new ScoringError(`${param} holds no matches: give ${TEAMS_RANGE}.`);
  const { standings } = swissStandings(
    read.results,
    "vp",
    words.byeVp !== undefined ? { byeVp: words.byeVp } : {},
  );
  return { standings, unit: read.results.unit === "vps" ? "vps" : "imps" };
}

/** SWISSDRAW's round: a whole number from 1, or undefined for the next round. */
function roundArgument(typed: unknown): number | undefined {
  if (typed === null || typed === undefined || isBlankCell(typed)) return undefined;
  const n = readNumberCell(typed);
  if (n === null || !Number.isSafeInteger(n) || n < 1)
    throw new ScoringError(
      `round: expected the round to draw, a whole number from 1, not "${String(typed)}".`,
    );
  return n;
}

/**
 * The rounds of an event before round `round` (all of them when it is undefined), as if they were
 * all that had been typed: a sheet of the whole event can show the draw each round was made from.
 * Rounds numbered 1, 2, 3 ... are kept by number, other labels by their order; the teams are those
 * that met, or had a bye, in the rounds kept.
 */
function roundsBefore(event: SwissRounds, round: number | undefined): SwissRounds {
  if (round === undefined) return event;
  if (round === 1)
    throw new ScoringError(
      "round 1 is drawn from a list of teams (a Team column, seeded in its order or at random with the option seed), not from results.",
    );
  const numbered = event.rounds.every((r) => /^\d+$/.test(r));
  const kept = numbered ? event.rounds.filter((r) => Number(r) < round) : event.rounds.slice(0, round - 1);
  const reached = numbered ? Math.max(0, ...event.rounds.map(Number)) : event.rounds.length;
  if (reached < round - 1)
    throw new ScoringError(
      `round ${round} is drawn after round ${round - 1}, and the results reach round ${reached}: draw round ${reached + 1}, or leave round blank for the next.`,
    );
  const keep = new Set(kept);
  const matches = event.matches.filter((m) => keep.has(m.round));
  const drawn = (event.drawn ?? []).filter((m) => keep.has(m.round));
  const byes = event.byes.filter((b) => keep.has(b.round));
  const present = new Set([...matches, ...drawn].flatMap((m) => [m.home, m.away]));
  for (const b of byes) present.add(b.team);
  return { teams: event.teams.filter((t) => present.has(t)), rounds: kept, matches, drawn, byes };
}

/**
 * The draw of a Swiss event's next round (or of `round`, from the rounds before it), as `npm run
 * score -- FILE --draw` makes it: from a table of match results, a teams scoresheet of boards, or
 * for the first round a list of teams (seeded, or at random with `seed`). Options: bye-vp, arrears,
 * seed, vp, boards, withdrawn, late, late-score.
 *
 * @example
 * swissDrawOfCells({ values: [["Team"], ["A"], ["B"]] }).draw.tables[0]; // { table: 1, home: "A", away: "B", ... }
 */
export function swissDrawOfCells(session: CellsTeams): SwissNext {
  const param = session.param ?? "results";
  const rows = checkedRows(session.values, param, `${TEAMS_RANGE}, or a list of teams (a Team column)`);
  const words = drawChoicesFromWords(splitOptionWords(session.options, "options"));
  const round = roundArgument(session.round);
  const read = readTeamsCells(rows, param, { ...session, ...words }, true);
  if (words.seed !== undefined && read.kind !== "teams")
    throw new ScoringError(
      "options: seed draws a first round at random from a list of teams; later rounds are drawn from the standings.",
    );
  const entries = {
    ...(words.withdrawn ? { withdrawn: words.withdrawn } : {}),
    ...(words.late ? { late: words.late as ReadonlyMap<string, number> } : {}),
    ...(words.lateScore ? { lateScore: words.lateScore } : {}),
  };
  const swiss = {
    ...entries,
    ...(words.byeVp !== undefined ? { byeVp: words.byeVp } : {}),
    arrears: words.arrears ?? false,
  };
  if (read.kind === "teams") {
    if (round !== undefined && round !== 1)
      throw new ScoringError(
        `round ${round}: a list of teams draws round 1; give the results of the rounds before round ${round}.`,
      );
    return firstRoundOf(read.teams, words.seed, entries);
  }
  if (read.kind === "results") {
    // Rounds that do not follow each other are the table's mistake, said by row, never drawn from.
    const order = roundsOutOfOrder(read.rows, read.results.headerRow);
    if (order.length > 0) throw tableProblems(order, param);
    return nextSwissRound(roundsBefore(read.results, round), "vp", swiss);
  }
  // A scoresheet's byes are the teams without a match in a round: told after the rounds are cut.
  const { section } = read;
  const teams = section.section.teams!;
  const kept = roundsBefore({ ...teams, matches: section.scored.matches, byes: [] }, round);
  const rounds = swissRoundsOf(kept.teams, kept.rounds, kept.matches);
  return nextSwissRound(rounds, section.scored.standingsBy, swiss);
}
