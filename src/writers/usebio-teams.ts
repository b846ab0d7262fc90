import type { BoardDeal } from "../sheet/deal-block";
import { usebioHandSet } from "./deal-tags";
import {
  awardToString,
  type RoomResult,
  type ScoredTeamsEvent,
  type TeamsEvent,
  type TeamsMethod,
} from "../scoring";
import { boardsOf, teamNumbers } from "./teams-results";
import { artificialScore, el, escapeXml, num, usebioFile } from "./usebio";

/**
 * A teams event's results as a USEBIO 1.2 file (XML): USEBIO > EVENT (EVENT_TYPE "TEAMS") >
 * SESSION > SECTION, holding the teams in PARTICIPANTS and a MATCH per match.
 *
 * - EVENT: EVENT_DESCRIPTION, PROGRAM_NAME, BOARD_SCORING_METHOD (IMPS, BAM or AGGREGATE) and
 *   MATCH_SCORING_METHOD (VPS when the matches were scored in VPs, else the board method's).
 * - PARTICIPANTS: a TEAM per team, its number and name as the attributes TEAM_ID and TEAM_NAME,
 *   then TOTAL_SCORE (what the standings rank by: VPs, else the IMP or point difference, or board
 *   points under board-a-match), PLACE ("1", "=2") and BOARDS_PLAYED (the boards of its matches).
 * - MATCH: ROUND_NUMBER, TEAM (the home team's number) and OPPOSING_TEAM (the away team's),
 *   TEAM_SCORE and OPPOSING_TEAM_SCORE in MATCH_SCORING_METHOD's unit (VPs, or IMPs, board points,
 *   points), then a BOARD per board: BOARD_NUMBER, IMPS (under IMPs: the home team's net IMPs on the
 *   board) and the board's two rooms as TRAVELLER_LINEs. Each line gives DIRECTION (where the home
 *   team, TEAM, sat: NS in its open room, EW in the closed room), NS_PAIR_NUMBER and
 *   EW_PAIR_NUMBER (the numbers of the teams that sat NS and EW: the add-in knows a team's pairs
 *   only as the team), then the result as the pairs writer gives it: CONTRACT, PLAYED_BY, TRICKS and
 *   SCORE (the NS score); an artificial score as SCORE "A6040" (NS 60%, EW 40%); a room that did
 *   not play, SCORE "NP"; a weighted score its parts as typed (USEBIO has no form for one).
 *
 * Choices made where the parts of the standard the project could check do not say: with VPs,
 * each match's IMPs (or board points, or points) are kept beside its VPs as TEAM_IMPS and
 * OPPOSING_TEAM_IMPS (TEAM_BOARD_POINTS, TEAM_POINTS and their OPPOSING_ pairs): elements of the
 * add-in's own, which a reader that does not know them passes over; and BAM names board-a-match
 * scoring. Every text (the event's name, team names) is escaped, so a name holding < & " is
 * written as text. No DOCTYPE: nothing points a reader at a file elsewhere.
 */

/** BOARD_SCORING_METHOD of each teams method, and the name of its totals beside VPs. */
const METHODS: Readonly<Record<TeamsMethod, { scoring: string; totals: string }>> = {
  imps: { scoring: "IMPS", totals: "IMPS" },
  bam: { scoring: "BAM", totals: "BOARD_POINTS" },
  aggregate: { scoring: "AGGREGATE", totals: "POINTS" },
};

/** Options of {@link writeTeamsUsebio}. */
export interface TeamsUsebioOptions {
  /** The event's name (EVENT_DESCRIPTION). */
  readonly event?: string | null;
  /** Each board's deal, when known: written as the event's HANDSET, as a pairs file's are. */
  readonly deals?: ReadonlyMap<number, BoardDeal>;
}

/** A room's result as the elements of a TRAVELLER_LINE after the pair numbers. */
function resultElements(r: RoomResult): string[] {
  const e = r.entry;
  switch (e.kind) {
    case "plain": {
      const parts: string[] = [];
      const pass = r.contract !== null && /^pass$/i.test(r.contract);
      if (r.contract) parts.push(el("CONTRACT", r.contract.toUpperCase()));
      if (r.declarer && !pass) parts.push(el("PLAYED_BY", r.declarer));
      if (r.tricks !== null && !pass) parts.push(el("TRICKS", r.tricks));
      return [...parts, el("SCORE", e.score)];
    }
    case "artificial":
      return [el("SCORE", artificialScore(awardToString(e.ns), awardToString(e.ew)))];
    case "weighted":
      return [el("SCORE", e.text)];
    case "notPlayed":
      return [el("SCORE", "NP")];
  }
}

/**
 * The USEBIO 1.2 file of a scored teams event, as UTF-8 XML text.
 *
 * @example
 * const event = readTeamsEvent(cells);
 * writeTeamsUsebio(event, scoreTeamsEvent(event, { method: "imps", vp: wbfVp }), { event: "Club teams" });
 * // '<?xml version="1.0" encoding="UTF-8"?>\n<USEBIO Version="1.2">\n  <EVENT EVENT_TYPE="TEAMS">...'
 */
export function writeTeamsUsebio(
  event: TeamsEvent,
  scored: ScoredTeamsEvent,
  options: TeamsUsebioOptions = {},
): string {
  const method = METHODS[scored.method];
  const ids = teamNumbers(event, scored);
  const id = (team: string): string => ids.get(team) ?? "";
  const withVp = scored.matches.some((m) => m.vp !== null);
  const teams = scored.standings.map((s) =>
    [
      `          <TEAM TEAM_ID="${escapeXml(id(s.team))}" TEAM_NAME="${escapeXml(s.team)}">`,
      el("TOTAL_SCORE", num(s.score)),
      el("PLACE", s.rank),
      el("BOARDS_PLAYED", boardsOf(scored, s.team)),
      "</TEAM>",
    ].join(""),
  );
  const matches = scored.matches.map((m) => {
    const [score, opposing] = m.vp ? [m.vp.home, m.vp.away] : [m.total.home, m.total.away];
    const boards = m.boards.map((b) => {
      const line = (r: RoomResult, direction: "NS" | "EW"): string =>
        `            <TRAVELLER_LINE>${[
          el("DIRECTION", direction),
          el("NS_PAIR_NUMBER", id(r.ns)),
          el("EW_PAIR_NUMBER", id(r.ew)),
          ...resultElements(r),
        ].join("")}</TRAVELLER_LINE>`;
      return [
        "          <BOARD>",
        `            ${el("BOARD_NUMBER", b.board)}`,
        ...(scored.method === "imps" && b.home !== null && b.away !== null
          ? [`            ${el("IMPS", num(b.home - b.away))}`]
          : []),
        line(b.homeRoom, "NS"),
        line(b.awayRoom, "EW"),
        "          </BOARD>",
      ].join("\n");
    });
    return [
      "        <MATCH>",
      `          ${el("ROUND_NUMBER", m.round)}`,
      `          ${el("TEAM", id(m.home))}`,
      `          ${el("OPPOSING_TEAM", id(m.away))}`,
      `          ${el("TEAM_SCORE", num(score))}`,
      `          ${el("OPPOSING_TEAM_SCORE", num(opposing))}`,
      ...(m.vp
        ? [
            `          ${el(`TEAM_${method.totals}`, num(m.total.home))}`,
            `          ${el(`OPPOSING_TEAM_${method.totals}`, num(m.total.away))}`,
          ]
        : []),
      ...boards,
      "        </MATCH>",
    ].join("\n");
  });
  return usebioFile(
    "TEAMS",
    [
      el("EVENT_DESCRIPTION", options.event ?? ""),
      el("PROGRAM_NAME", "Bridge Scoring for Excel"),
      el("BOARD_SCORING_METHOD", method.scoring),
      el("MATCH_SCORING_METHOD", withVp ? "VPS" : method.scoring),
    ],
    ["        <PARTICIPANTS>", ...teams, "        </PARTICIPANTS>", ...matches],
    undefined,
    usebioHandSet(options.deals?.values() ?? []),
  );
}
