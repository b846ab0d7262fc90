// A USEBIO teams event: its MATCH elements (under the event, a session or a session's section),
// each match's teams named from PARTICIPANTS, its boards' two rooms as rows with the home team
// NS in the open room, the published match results, and the board-a-match scale.
import {
  boardConditionProblems,
  teamsMethodFromWords,
  type FileBoard,
  type FileSection,
  type FileTableRow,
  type PublishedMatch,
} from "../results-file";
import { childText } from "../xml";
import type { BamScale } from "../../scoring";
import { at, placed, value, type Placed } from "./elements";
import { readBoardNumber, readConditions, readLine } from "./lines";

/** The MATCH elements of an event that name their TEAM: under EVENT, SESSION or SESSION/SECTION. */
export function teamMatches(event: Placed): Placed[] {
  return teamGroups(event).flatMap((g) =>
    placed(g.at, "MATCH").filter((m) => value(m.el, "TEAM") !== undefined),
  );
}

/** Where a teams event's matches may be: the event, each session, each session's sections. */
function teamGroups(event: Placed): { at: Placed; name: string; parents: Placed[] }[] {
  const groups = [{ at: event, name: "", parents: [] as Placed[] }];
  for (const session of placed(event, "SESSION")) {
    groups.push({ at: session, name: value(session.el, "SESSION_NUMBER") ?? "", parents: [event] });
    for (const section of placed(session, "SECTION"))
      groups.push({
        at: section,
        name: value(section.el, "SECTION_ID") ?? value(section.el, "SECTION_NAME") ?? "",
        parents: [event, session],
      });
  }
  return groups;
}

/** Team names by number, from PARTICIPANTS' TEAMs (TEAM_ID or TEAM_NUMBER; TEAM_NAME, else its players). */
function teamNames(parents: readonly Placed[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const parent of parents)
    for (const p of placed(parent, "PARTICIPANTS"))
      for (const team of placed(p, "TEAM")) {
        const id = (value(team.el, "TEAM_ID") ?? value(team.el, "TEAM_NUMBER") ?? "").trim();
        const players = team.el.children
          .filter((c) => c.name === "PLAYER")
          .map((c) => (childText(c, "PLAYER_NAME") ?? "").trim())
          .filter((n) => n !== "");
        const name = (value(team.el, "TEAM_NAME") ?? "").trim() || players.join(" - ");
        if (id !== "" && name !== "") names.set(id, name);
      }
  return names;
}

/**
 * A teams event's sections: each EVENT, SESSION or SECTION that holds MATCH elements is one, its
 * rows the rooms of its matches' boards (the home team, TEAM, NS in the room its DIRECTION says
 * it sat NS: the open room).
 */
export function readTeams(event: Placed, title: string, words: string, problems: string[]): FileSection[] {
  const boardScoring = (value(event.el, "BOARD_SCORING_METHOD") ?? "").trim();
  const matchScoring = (value(event.el, "MATCH_SCORING_METHOD") ?? "").trim();
  const described = [...new Set([words, boardScoring, matchScoring].filter((w) => w !== ""))].join("; ");
  const teamsMethod = teamsMethodFromWords(boardScoring) ?? teamsMethodFromWords(words);
  const vps = /^VP/i.test(matchScoring);
  const sections: FileSection[] = [];
  for (const g of teamGroups(event)) {
    const matches = placed(g.at, "MATCH");
    if (matches.length === 0) continue;
    const names = teamNames([...g.parents, g.at]);
    const notes: string[] = [];
    const boards = new Map<number, FileBoard>();
    const published: PublishedMatch[] = [];
    const ownCount = roundsAreOwnCounts(matches);
    if (ownCount !== null) notes.push(ownCount);
    for (const [k, match] of matches.entries()) {
      // ROUND_NUMBER as each team's own count of its matches cannot place a match in the event's
      // rounds: each match is then its own, numbered in the file's order.
      const round = ownCount !== null ? `${k + 1}` : (value(match.el, "ROUND_NUMBER") ?? "").trim() || "1";
      const teamId = (value(match.el, "TEAM") ?? "").trim();
      const oppId = (value(match.el, "OPPOSING_TEAM") ?? "").trim();
      if (teamId === "" || oppId === "") {
        problems.push(
          `${at(match)}: a MATCH needs its two teams: expected TEAM and OPPOSING_TEAM with the teams' numbers.`,
        );
        continue;
      }
      const home = names.get(teamId) ?? teamId;
      const away = names.get(oppId) ?? oppId;
      published.push(publishedMatch(match, round, home, away, vps));
      const seen = new Set<number>();
      for (const b of placed(match, "BOARD")) {
        const read = readMatchBoard(b, problems);
        if (read === null) continue;
        if (seen.has(read.board.board)) {
          problems.push(`${at(b)}: board ${read.board.board} appears a second time in ${match.path}.`);
          continue;
        }
        seen.add(read.board.board);
        const rows = read.lines.map(({ row, direction }, k) => {
          // Where TEAM sat: its DIRECTION, else the pair numbers (a team's number, or its number
          // before the pair's: 1-1-2), else the first line NS.
          const [nsTeam, ewTeam] = [teamOfPair(row.ns), teamOfPair(row.ew)];
          const homeNs =
            direction !== null
              ? direction === "NS"
              : nsTeam === teamId || ewTeam === oppId || (ewTeam !== teamId && nsTeam !== oppId && k === 0);
          return {
            ...row,
            table: "",
            ns: homeNs ? home : away,
            ew: homeNs ? away : home,
            round,
            room: homeNs ? "Open" : "Closed",
          };
        });
        const before = boards.get(read.board.board);
        if (!before) {
          problems.push(...boardConditionProblems(read.board, at(b)));
          boards.set(read.board.board, { ...read.board, rows });
        } else for (const row of rows) (before.rows as FileTableRow[]).push(row);
      }
    }
    sections.push({
      kind: "teams",
      ...(notes.length > 0 ? { notes } : {}),
      event: title,
      section: g.name,
      boards: [...boards.values()].sort((a, b) => a.board - b.board),
      names: new Map<string, string>(),
      scoring: {
        ...(teamsMethod ? { teamsMethod } : {}),
        ...(teamsMethod === "bam" ? bamScaleOf(described, matches) : {}),
        ...(described ? { described } : {}),
      },
      matches: published,
    });
  }
  if (sections.length === 0)
    problems.push(
      `${at(event)}: the event type is "${words}", a teams event, but it has no MATCH: expected a MATCH per match (ROUND_NUMBER, TEAM, OPPOSING_TEAM) holding its BOARDs, each with a TRAVELLER_LINE per room.`,
    );
  return sections;
}

/**
 * Why a group's ROUND_NUMBERs are not the event's rounds, or null when they may be: a team that
 * meets two opponents under one ROUND_NUMBER shows that the number is each team's own count of its
 * matches (TeamsScorer numbers TEAM's matches 1, 2, 3 ... so its opponent may have a match 1 of its
 * own), which places no match in a round.
 */
function roundsAreOwnCounts(matches: readonly Placed[]): string | null {
  const opponent = new Map<string, string>();
  for (const m of matches) {
    const round = (value(m.el, "ROUND_NUMBER") ?? "").trim() || "1";
    const a = (value(m.el, "TEAM") ?? "").trim();
    const b = (value(m.el, "OPPOSING_TEAM") ?? "").trim();
    if (a === "" || b === "") continue;
    for (const [team, other] of [
      [a, b],
      [b, a],
    ]) {
      const before = opponent.get(`${round}\0${team}`);
      if (before !== undefined && before !== other)
        return `ROUND_NUMBER is each team's own count of its matches, not the event's round (team ${team} meets both ${before} and ${other} in a match numbered ${round}): the ${matches.length} matches are taken one by one, numbered 1 to ${matches.length} in the file's order`;
      opponent.set(`${round}\0${team}`, other);
    }
  }
  return null;
}

/**
 * A board-a-match event's points a board: the British point-a-board (`PAB`, EBUScoreTeams) is 2,
 * 1, 0; otherwise the published board points say (a 2 is the British scale, a 1/2 the standard
 * one), and failing them the file says nothing.
 */
function bamScaleOf(words: string, matches: readonly Placed[]): { bamScale?: BamScale } {
  if (/(^|[^A-Z])PAB([^A-Z]|$)|POINT[\s_-]*A[\s_-]*BOARD/i.test(words)) return { bamScale: "british" };
  const points = matches.flatMap((m) =>
    placed(m, "BOARD").flatMap((b) =>
      ["TEAM_POINTS", "OPPOSING_TEAM_POINTS"].map((n) => Number(value(b.el, n) ?? "")),
    ),
  );
  if (points.some((p) => p === 2)) return { bamScale: "british" };
  if (points.some((p) => p === 0.5)) return { bamScale: "standard" };
  return {};
}

/**
 * The team a teams line's pair number names: the number itself (`3`, `3NS`, `(A) 3 NS`), or the
 * team's number before the pair's as TeamsScorer and EBUScoreTeams write it (`3-1-2`: team 3, its
 * pair in seats 1 and 2).
 */
export function teamOfPair(text: string): string {
  const m = /^(?:\(\s*[A-Za-z0-9]+\s*\)\s*)?0*([1-9]\d*|0)(?:\s*[-/.]\s*\d+)*\s*(?:NS|EW|N|E)?$/i.exec(
    text.trim(),
  );
  return m ? m[1] : text.trim();
}

/** A match's result as the file gives it: TEAM_SCORE and OPPOSING_TEAM_SCORE (VPs under VPS), and the totals beside VPs. */
function publishedMatch(
  match: Placed,
  round: string,
  home: string,
  away: string,
  vps: boolean,
): PublishedMatch {
  const pair = (a: string, b: string) => {
    const x = Number(value(match.el, a));
    const y = Number(value(match.el, b));
    return value(match.el, a) !== undefined && Number.isFinite(x) && Number.isFinite(y)
      ? { home: x, away: y }
      : null;
  };
  const scores = pair("TEAM_SCORE", "OPPOSING_TEAM_SCORE");
  const totals =
    pair("TEAM_IMPS", "OPPOSING_TEAM_IMPS") ??
    pair("TEAM_BOARD_POINTS", "OPPOSING_TEAM_BOARD_POINTS") ??
    pair("TEAM_POINTS", "OPPOSING_TEAM_POINTS");
  return { round, home, away, total: vps ? totals : scores, vp: vps ? scores : null };
}

/** A BOARD of a match: its number, conditions and each TRAVELLER_LINE with the DIRECTION TEAM sat. */
function readMatchBoard(
  b: Placed,
  problems: string[],
): { board: FileBoard; lines: { row: FileTableRow; direction: "NS" | "EW" | null }[] } | null {
  const board = readBoardNumber(b, problems);
  if (board === null) return null;
  const { vulnerability, dealer } = readConditions(b, problems);
  const lines: { row: FileTableRow; direction: "NS" | "EW" | null }[] = [];
  for (const line of placed(b, "TRAVELLER_LINE")) {
    const text = (value(line.el, "DIRECTION") ?? "").trim().toUpperCase();
    const direction = /^(NS?|N[-/ ]S|NORTH[-/ ]?SOUTH)$/.test(text)
      ? "NS"
      : /^(EW?|E[-/ ]W|EAST[-/ ]?WEST)$/.test(text)
        ? "EW"
        : null;
    if (text !== "" && direction === null) {
      problems.push(
        `${at(line)}/DIRECTION is "${value(line.el, "DIRECTION")}": expected NS or EW (where TEAM sat).`,
      );
      continue;
    }
    const read = readLine(line, problems, true);
    if (read !== null) lines.push({ row: read.row, direction });
  }
  return { board: { board, vulnerability, dealer, rows: [] }, lines };
}
