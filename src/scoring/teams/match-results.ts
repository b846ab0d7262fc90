// A table of match results as organisers keep them for a Swiss event: one row a match, with its
// round, home team, away team and the IMPs or the VPs of each (the header row names which). A row
// without an away team (or with "Bye") is a bye; a match with its result cells blank has been
// drawn and not yet played (it counts as a meeting, not in the standings).
import { quote, ScoringError } from "../base/errors";
import { cellText, isBlankCell, readNumberCell, readTeamCell } from "../base/cells";
import { headerKey } from "../traveller/headers";
import type { Problem } from "../traveller/problems";
import type { VpFunction } from "./model";
import type { ScoredMatch } from "./score";
import { percentVp } from "./percent-vp";

const ROUND = new Set(["round", "rnd", "rd", "roundno", "r"]);
const HOME = new Set(["home", "hometeam", "team1"]);
const AWAY = new Set(["away", "awayteam", "visitor", "visitors", "team2", "opponent", "opponents"]);
const HOME_IMPS = new Set(["homeimps", "homeimp", "impshome", "imphome", "imps1"]);
const AWAY_IMPS = new Set(["awayimps", "awayimp", "impsaway", "impaway", "imps2"]);
const HOME_VPS = new Set(["homevps", "homevp", "vpshome", "vphome", "vps1", "vp1"]);
const AWAY_VPS = new Set(["awayvps", "awayvp", "vpsaway", "vpaway", "vps2", "vp2"]);
const HOME_PCT = new Set(["homepct", "homepercent", "homepercentage", "pcthome", "pct1"]);
const AWAY_PCT = new Set(["awaypct", "awaypercent", "awaypercentage", "pctaway", "pct2"]);
const BOARDS = new Set(["boards", "bds", "brds", "noboards", "numberofboards"]);

const SEARCH_ROWS = 100;

/** A bye in a round: the team that had it, and its VPs when the table gives them. */
export interface RoundBye {
  readonly round: string;
  readonly team: string;
  /** The VPs the table gives the bye, or null for the director's setting. */
  readonly vp: number | null;
  /** 0-based row of the table (null when the bye is told from a team missing from a round). */
  readonly row: number | null;
}

/** A match drawn and not yet played: its teams have met for the draw, it counts nowhere else. */
export interface DrawnMatch {
  readonly round: string;
  readonly home: string;
  readonly away: string;
}

/** A table of match results as read. Use it only when `problems` is empty. */
export interface MatchResults {
  /**
   * What the results are given in: IMPs (turned into VPs on the event's scale), VPs, or a Swiss
   * pairs event's percentages (matchpoints across the field, turned into VPs each on its own).
   */
  readonly unit: "imps" | "vps" | "percent";
  readonly headerRow: number;
  /** The teams in the order first met. */
  readonly teams: readonly string[];
  /** The rounds in the order first met. */
  readonly rounds: readonly string[];
  /** The matches played, scored: totals in IMPs (0 to 0 when only VPs are given), VPs. */
  readonly matches: readonly ScoredMatch[];
  readonly drawn: readonly DrawnMatch[];
  readonly byes: readonly RoundBye[];
  readonly problems: readonly Problem[];
}

/** Options of readMatchResults. */
export interface MatchResultsOptions {
  /** The VP scale that turns IMPs into VPs (given IMPs only). */
  readonly vp?: VpFunction | null;
  /** The boards of each match, when the table has no Boards column (given IMPs only). */
  readonly boards?: number;
  /**
   * A Swiss pairs event scored by IMPs across the field (cross-IMPs or Butler): each pair's IMPs
   * are against the field, not against its opponent, and each is turned into VPs on its own.
   */
  readonly acrossField?: boolean;
}

/** The header of a table of match results, or null when the cells hold none. */
function header(cells: readonly (readonly unknown[])[]) {
  for (let r = 0; r < Math.min(cells.length, SEARCH_ROWS); r++) {
    // "Home %" is "homepct", not "home".
    const keys = cells[r].map((c) => (typeof c === "string" ? headerKey(c.replace(/%/g, " pct")) : ""));
    const at = (set: ReadonlySet<string>): number => keys.findIndex((k) => set.has(k));
    const [round, home, away] = [at(ROUND), at(HOME), at(AWAY)];
    const [homeImps, awayImps, homeVps, awayVps] = [at(HOME_IMPS), at(AWAY_IMPS), at(HOME_VPS), at(AWAY_VPS)];
    const [homePct, awayPct] = [at(HOME_PCT), at(AWAY_PCT)];
    const imps = homeImps >= 0 && awayImps >= 0;
    const vps = homeVps >= 0 && awayVps >= 0;
    const pct = homePct >= 0 && awayPct >= 0 && !imps;
    if (round >= 0 && home >= 0 && away >= 0 && (imps || vps || pct))
      return {
        row: r,
        round,
        home,
        away,
        homeImps,
        awayImps,
        homeVps,
        awayVps,
        imps: imps || pct,
        // A pairs event's percentages stand where IMPs would: read in their columns.
        ...(pct ? { homeImps: homePct, awayImps: awayPct } : {}),
        pct,
        vps,
        boards: at(BOARDS),
      };
  }
  return null;
}

/**
 * Whether cells are a table of match results: a header row naming Round, Home, Away and either
 * Home IMPs and Away IMPs or Home VPs and Away VPs.
 *
 * @example
 * isMatchResults([["Round", "Home", "Away", "Home VPs", "Away VPs"]]); // true
 * isMatchResults([["Board", "Home", "Away", "Home NS score", "Away NS score"]]); // false
 */
export function isMatchResults(cells: readonly (readonly unknown[])[]): boolean {
  return Array.isArray(cells) && cells.every((r) => Array.isArray(r)) && header(cells) !== null;
}

const BYE_WORDS = new Set(["bye", "sitout", "sitsout", "none"]);

/**
 * Reads a table of match results (docs/conventions.md, "The Swiss draw"): Round (a blank repeats
 * the round above), Home, Away, and each team's IMPs or VPs (both may be given: the VPs then stand
 * and the IMPs break ties). IMPs alone are turned into VPs on the VP scale given, for the match's
 * boards (a Boards column, or `boards`). A row whose Away is blank or "Bye" gives the home team
 * that round's bye (and one whose Home is "Bye", the away team); a match whose result cells are blank is drawn and not yet played; a team
 * missing from a round that others played had that round's bye. Every problem names its cell.
 *
 * @example
 * readMatchResults([
 *   ["Round", "Home", "Away", "Home VPs", "Away VPs"],
 *   [1, "Aces", "Kings", 13.78, 6.22],
 * ]).matches[0].vp; // { home: 13.78, away: 6.22 }
 */
export function readMatchResults(
  cells: readonly (readonly unknown[])[],
  options: MatchResultsOptions = {},
): MatchResults {
  const h = header(cells);
  if (h === null)
    throw new ScoringError(
      "No header row found for a table of match results: expected Round, Home, Away and either Home IMPs and Away IMPs or Home VPs and Away VPs.",
    );
  const reading = new ResultsReading(h, options);
  let round: string | null = null;
  for (let r = h.row + 1; r < cells.length; r++) {
    const row = cells[r];
    if (row.every(isBlankCell)) continue;
    const roundText = cellText(row[h.round]);
    if (roundText !== "") round = roundText;
    reading.readRow(r, row, round);
  }
  return reading.finish();
}

/** Where the header found each column (-1 for a column it does not have). */
type Header = NonNullable<ReturnType<typeof header>>;

/** Says a problem on a cell of the row being read. */
type SayProblem = (column: number, message: string) => void;

/** A result cell read: its number, null when blank (or the column is absent), "bad" when refused. */
type ResultCell = number | null | "bad";

/** A table of match results being read, row by row: what it has found so far. */
class ResultsReading {
  private readonly problems: Problem[] = [];
  private readonly teams: string[] = [];
  private readonly rounds: string[] = [];
  private readonly matches: ScoredMatch[] = [];
  private readonly drawn: DrawnMatch[] = [];
  private readonly byes: RoundBye[] = [];
  /** The teams met in each round. */
  private readonly seenIn = new Map<string, Set<string>>();

  constructor(
    private readonly h: Header,
    private readonly options: MatchResultsOptions,
  ) {}

  /** One row below the header, not blank, in `round` (the round above when its own cell is blank). */
  readRow(r: number, row: readonly unknown[], round: string | null): void {
    const h = this.h;
    const problem: SayProblem = (column, message) => this.problems.push({ row: r, column, message });
    if (round === null) {
      problem(
        h.round,
        "No round: expected the round number (a blank repeats the round above, so fill the first).",
      );
      return;
    }
    if (!this.rounds.includes(round)) this.rounds.push(round);
    // A bye may be written either way round: "Aces, Bye" or "Bye, Aces".
    const isBye = (c: unknown) => BYE_WORDS.has(headerKey(cellText(c)));
    const byeFirst = isBye(row[h.home]) && !isBye(row[h.away]);
    const home = readTeamCell(row[byeFirst ? h.away : h.home]);
    const away = byeFirst || isBye(row[h.away]) ? null : readTeamCell(row[h.away]);
    if (home === null) {
      problem(h.home, "No home team: expected the team's name or number.");
      return;
    }
    if (this.meetTeams(round, home, away, problem)) return;
    if (home === away) {
      problem(h.away, `${home} cannot meet itself: expected its opponent.`);
      return;
    }
    // Across the field a pair's IMPs may be below 0 (it lost IMPs to the field); VPs never are.
    const num = (c: number): ResultCell =>
      resultCell(
        row,
        c,
        problem,
        this.options.acrossField === true && (c === h.homeImps || c === h.awayImps),
      );
    if (away === null) {
      const vp = h.vps ? num(byeFirst ? h.awayVps : h.homeVps) : null;
      if (vp !== "bad") this.byes.push({ round, team: home, vp, row: r });
      return;
    }
    this.readMatch(row, { round, home, away }, num, problem);
  }

  /** The row's teams counted in its round; true when one of them is there already (said as a problem). */
  private meetTeams(round: string, home: string, away: string | null, problem: SayProblem): boolean {
    const inRound = this.seenIn.get(round) ?? new Set<string>();
    this.seenIn.set(round, inRound);
    let twice = false;
    for (const [t, c] of [
      [home, this.h.home],
      [away, this.h.away],
    ] as const) {
      if (t === null) continue;
      if (inRound.has(t)) {
        problem(c, `${t} appears twice in round ${round}: a team plays one match a round.`);
        twice = true;
      }
      inRound.add(t);
      if (!this.teams.includes(t)) this.teams.push(t);
    }
    return twice;
  }

  /** A match's result cells: a match played (its VPs given or worked from its IMPs), or drawn and not yet played. */
  private readMatch(
    row: readonly unknown[],
    m: DrawnMatch,
    num: (c: number) => ResultCell,
    problem: SayProblem,
  ): void {
    const h = this.h;
    const values = [h.homeImps, h.awayImps, h.homeVps, h.awayVps].map(num);
    if (values.includes("bad")) return;
    const [hi, ai, hv, av] = values as (number | null)[];
    const haveImps = hi !== null && ai !== null;
    const haveVps = hv !== null && av !== null;
    if (!haveImps && !haveVps) {
      if ([hi, ai, hv, av].some((x) => x !== null))
        problem(
          h.vps ? h.homeVps : h.homeImps,
          "Give both teams' result, or neither (a match drawn, not yet played).",
        );
      else this.drawn.push(m);
      return;
    }
    if (h.pct && !haveVps)
      for (const [x, column] of [
        [hi!, h.homeImps],
        [ai!, h.awayImps],
      ] as const)
        if (x < 0 || x > 100) {
          problem(column, `${x} is no percentage: expected a pair's percentage of the match, 0 to 100.`);
          return;
        }
    const total = haveImps ? { home: hi!, away: ai! } : { home: 0, away: 0 };
    const margin = total.home - total.away;
    const boardCount = this.boardCount(row, haveVps, problem);
    if (boardCount === null) return;
    const vp = haveVps
      ? { home: hv!, away: av! }
      : h.pct
        ? { home: percentVp(hi!), away: percentVp(ai!) }
        : this.vpOfImps(margin, boardCount, problem, this.options.acrossField ? total : null);
    if (vp === null) return;
    this.matches.push({
      round: m.round,
      home: m.home,
      away: m.away,
      boards: [],
      boardCount,
      total,
      margin,
      vp,
    });
  }

  /** The match's boards: its Boards cell, or the boards given for every match (0 when neither); null when refused. */
  private boardCount(row: readonly unknown[], haveVps: boolean, problem: SayProblem): number | null {
    const h = this.h;
    if (h.boards >= 0) {
      const b = readNumberCell(row[h.boards]);
      if (b !== null && Number.isSafeInteger(b) && b >= 1) return b;
      if (!haveVps || !isBlankCell(row[h.boards])) {
        problem(
          h.boards,
          `${quote(cellText(row[h.boards]))} is not a number of boards: expected a whole number, 1 or more.`,
        );
        return null;
      }
      return 0;
    }
    return this.options.boards !== undefined ? this.options.boards : 0;
  }

  /** The VPs of a match given in IMPs only, on the event's scale; null when they cannot be worked (said). */
  private vpOfImps(
    margin: number,
    boardCount: number,
    problem: SayProblem,
    each: { home: number; away: number } | null,
  ): { home: number; away: number } | null {
    const h = this.h;
    const options = this.options;
    if (!options.vp) {
      problem(h.homeImps, "IMPs are turned into VPs on a VP scale: choose one, or give the VPs.");
      return null;
    }
    if (boardCount === 0) {
      problem(
        h.homeImps,
        "The IMPs need the match's number of boards to be turned into VPs: add a Boards column, or give the boards of every match.",
      );
      return null;
    }
    try {
      // Across the field each pair's IMPs are its own margin against the field.
      return each
        ? { home: options.vp(each.home, boardCount), away: options.vp(each.away, boardCount) }
        : { home: options.vp(margin, boardCount), away: options.vp(-margin, boardCount) };
    } catch (e) {
      if (!(e instanceof ScoringError)) throw e;
      problem(h.homeImps, e.message);
      return null;
    }
  }

  /** Every row read: the byes told from the teams missing from a round, and the table as read. */
  finish(): MatchResults {
    const h = this.h;
    // A team missing from a round that others played had that round's bye.
    for (const round of this.rounds) {
      const present = this.seenIn.get(round) ?? new Set<string>();
      for (const t of this.teams)
        if (!present.has(t)) this.byes.push({ round, team: t, vp: null, row: null });
    }
    if (this.rounds.length === 0 && this.problems.length === 0)
      this.problems.push({
        row: h.row,
        column: h.round,
        message: "The table has no matches below its header row.",
      });
    const { teams, rounds, matches, drawn, byes, problems } = this;
    return {
      unit: h.vps ? "vps" : h.pct ? "percent" : "imps",
      headerRow: h.row,
      teams,
      rounds,
      matches,
      drawn,
      byes,
      problems,
    };
  }
}

/** A result cell of a row: blank (or no such column) is null; a cell that is no number, or below 0, is refused. */
function resultCell(row: readonly unknown[], c: number, problem: SayProblem, signed = false): ResultCell {
  if (c < 0 || isBlankCell(row[c])) return null;
  const x = readNumberCell(row[c]);
  if (x === null) {
    problem(c, `${quote(cellText(row[c]))} is not a number.`);
    return "bad";
  }
  if (x < 0 && !signed) {
    problem(c, `${x} is below 0: expected what the team won (IMPs or VPs), 0 or more.`);
    return "bad";
  }
  return x;
}
