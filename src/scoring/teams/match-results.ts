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

const ROUND = new Set(["round", "rnd", "rd", "roundno", "r"]);
const HOME = new Set(["home", "hometeam", "team1"]);
const AWAY = new Set(["away", "awayteam", "visitor", "visitors", "team2", "opponent", "opponents"]);
const HOME_IMPS = new Set(["homeimps", "homeimp", "impshome", "imphome", "imps1"]);
const AWAY_IMPS = new Set(["awayimps", "awayimp", "impsaway", "impaway", "imps2"]);
const HOME_VPS = new Set(["homevps", "homevp", "vpshome", "vphome", "vps1", "vp1"]);
const AWAY_VPS = new Set(["awayvps", "awayvp", "vpsaway", "vpaway", "vps2", "vp2"]);
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
  /** What the results are given in: IMPs (turned into VPs on the event's scale) or VPs. */
  readonly unit: "imps" | "vps";
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
}

/** The header of a table of match results, or null when the cells hold none. */
function header(cells: readonly (readonly unknown[])[]) {
  for (let r = 0; r < Math.min(cells.length, SEARCH_ROWS); r++) {
    const keys = cells[r].map((c) => (typeof c === "string" ? headerKey(c) : ""));
    const at = (set: ReadonlySet<string>): number => keys.findIndex((k) => set.has(k));
    const [round, home, away] = [at(ROUND), at(HOME), at(AWAY)];
    const [homeImps, awayImps, homeVps, awayVps] = [at(HOME_IMPS), at(AWAY_IMPS), at(HOME_VPS), at(AWAY_VPS)];
    const imps = homeImps >= 0 && awayImps >= 0;
    const vps = homeVps >= 0 && awayVps >= 0;
    if (round >= 0 && home >= 0 && away >= 0 && (imps || vps))
      return {
        row: r,
        round,
        home,
        away,
        homeImps,
        awayImps,
        homeVps,
        awayVps,
        imps,
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
  const problems: Problem[] = [];
  const teams: string[] = [];
  const rounds: string[] = [];
  const matches: ScoredMatch[] = [];
  const drawn: DrawnMatch[] = [];
  const byes: RoundBye[] = [];
  const seenIn = new Map<string, Set<string>>();
  const addTeam = (t: string) => {
    if (!teams.includes(t)) teams.push(t);
  };
  let round: string | null = null;
  for (let r = h.row + 1; r < cells.length; r++) {
    const row = cells[r];
    if (row.every(isBlankCell)) continue;
    const problem = (column: number, message: string) => problems.push({ row: r, column, message });
    const roundText = cellText(row[h.round]);
    if (roundText !== "") round = roundText;
    if (round === null) {
      problem(
        h.round,
        "No round: expected the round number (a blank repeats the round above, so fill the first).",
      );
      continue;
    }
    if (!rounds.includes(round)) rounds.push(round);
    // A bye may be written either way round: "Aces, Bye" or "Bye, Aces".
    const isBye = (c: unknown) => BYE_WORDS.has(headerKey(cellText(c)));
    const byeFirst = isBye(row[h.home]) && !isBye(row[h.away]);
    const home = readTeamCell(row[byeFirst ? h.away : h.home]);
    const away = byeFirst || isBye(row[h.away]) ? null : readTeamCell(row[h.away]);
    if (home === null) {
      problem(h.home, "No home team: expected the team's name or number.");
      continue;
    }
    const inRound = seenIn.get(round) ?? new Set<string>();
    seenIn.set(round, inRound);
    let twice = false;
    for (const [t, c] of [
      [home, h.home],
      [away, h.away],
    ] as const) {
      if (t === null) continue;
      if (inRound.has(t)) {
        problem(c, `${t} appears twice in round ${round}: a team plays one match a round.`);
        twice = true;
      }
      inRound.add(t);
      addTeam(t);
    }
    if (twice) continue;
    if (home === away) {
      problem(h.away, `${home} cannot meet itself: expected its opponent.`);
      continue;
    }
    const num = (c: number): number | null | "bad" => {
      if (c < 0 || isBlankCell(row[c])) return null;
      const x = readNumberCell(row[c]);
      if (x === null) {
        problem(c, `${quote(cellText(row[c]))} is not a number.`);
        return "bad";
      }
      if (x < 0) {
        problem(c, `${x} is below 0: expected what the team won (IMPs or VPs), 0 or more.`);
        return "bad";
      }
      return x;
    };
    if (away === null) {
      const vp = h.vps ? num(byeFirst ? h.awayVps : h.homeVps) : null;
      if (vp !== "bad") byes.push({ round, team: home, vp, row: r });
      continue;
    }
    const values = [h.homeImps, h.awayImps, h.homeVps, h.awayVps].map(num);
    if (values.includes("bad")) continue;
    const [hi, ai, hv, av] = values as (number | null)[];
    const haveImps = hi !== null && ai !== null;
    const haveVps = hv !== null && av !== null;
    if (!haveImps && !haveVps) {
      if ([hi, ai, hv, av].some((x) => x !== null))
        problem(
          h.vps ? h.homeVps : h.homeImps,
          "Give both teams' result, or neither (a match drawn, not yet played).",
        );
      else drawn.push({ round, home, away });
      continue;
    }
    let vp: { home: number; away: number } | null = haveVps ? { home: hv!, away: av! } : null;
    const total = haveImps ? { home: hi!, away: ai! } : { home: 0, away: 0 };
    const margin = total.home - total.away;
    let boardCount = 0;
    if (h.boards >= 0) {
      const b = readNumberCell(row[h.boards]);
      if (b !== null && Number.isSafeInteger(b) && b >= 1) boardCount = b;
      else if (!haveVps || !isBlankCell(row[h.boards])) {
        problem(
          h.boards,
          `${quote(cellText(row[h.boards]))} is not a number of boards: expected a whole number, 1 or more.`,
        );
        continue;
      }
    } else if (options.boards !== undefined) boardCount = options.boards;
    if (vp === null) {
      if (!options.vp) {
        problem(h.homeImps, "IMPs are turned into VPs on a VP scale: choose one, or give the VPs.");
        continue;
      }
      if (boardCount === 0) {
        problem(
          h.homeImps,
          "The IMPs need the match's number of boards to be turned into VPs: add a Boards column, or give the boards of every match.",
        );
        continue;
      }
      try {
        vp = { home: options.vp(margin, boardCount), away: options.vp(-margin, boardCount) };
      } catch (e) {
        if (!(e instanceof ScoringError)) throw e;
        problem(h.homeImps, e.message);
        continue;
      }
    }
    matches.push({ round, home, away, boards: [], boardCount, total, margin, vp });
  }
  // A team missing from a round that others played had that round's bye.
  for (const round of rounds) {
    const present = seenIn.get(round) ?? new Set<string>();
    for (const t of teams) if (!present.has(t)) byes.push({ round, team: t, vp: null, row: null });
  }
  if (rounds.length === 0 && problems.length === 0)
    problems.push({ row: h.row, column: h.round, message: "The table has no matches below its header row." });
  return { unit: h.vps ? "vps" : "imps", headerRow: h.row, teams, rounds, matches, drawn, byes, problems };
}
