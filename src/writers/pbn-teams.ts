import {
  awardToString,
  boardDealer,
  TEAMS_METHOD_LABELS,
  type RoomResult,
  type ScoredTeamsEvent,
  type TeamsEvent,
  type TeamsMethod,
} from "../scoring";
import type { BoardDeal } from "../sheet/deal-block";
import { pbnAnalysisTags, pbnDealValue } from "./deal-tags";
import { columnsOf, fileHeader, gameTags, num, table, tag } from "./pbn";
import { boardsOf, teamNumbers } from "./teams-results";

/**
 * A teams event's results as a PBN file (PBN Standard 2.1): one game per board per room, match by
 * match (in round order), board by board, the open room first. Each game carries the tags a
 * results file carries ([Event], [Site], [Date], [Board], the four players (empty), [Dealer],
 * [Vulnerable], [Scoring], [Declarer], [Contract], [Result]; the [Deal] when the results file gave
 * one, with [OptimumScore], [ParContract] and [OptimumResultTable] in each room's game),
 * then the teams tags: [Competition "Teams"], [Round], [Room], [HomeTeam],
 * [VisitTeam], and the room's [Score]; under IMPs also the board's [ScoreIMP].
 *
 * Choices the standard leaves open, made here:
 * - Who sits where: the standard names the rooms ("Open", "Closed") but not the teams' seats. The
 *   home team sits NS in the open room and EW in the closed room, as on a teams scorecard (and as
 *   the project's PBN reader reads it back).
 * - [Scoring]: "IMP" and "BAM" as the standard names them; aggregate scoring has no name in its
 *   (open-ended) list of values, so it is written "TotalPoints".
 * - [Score]: the NS score signed ("NS 420", "NS -50"; a pass-out "NS 0"). An artificial score is
 *   each side's award in the same form ("NS A+ EW A-", "NS A60% EW A40%"), a weighted score its
 *   parts as typed ("60% 420, 40% -50"): the standard has a form for neither. A room that did not
 *   play the board has an empty [Score], [Contract] and [Result].
 * - [ScoreIMP]: the IMPs each team won on the board (the board's comparison of both rooms), from
 *   the seats of the game's room: "NS 10 EW 0" in the open room when the home team won 10, and
 *   "NS 0 EW 10" in the closed room. Left out on a board not scored (NP) and under board-a-match
 *   and aggregate, which have no such tag.
 * - The first game also carries the standings as its [TotalScoreTable] (Rank, TeamId, TeamName,
 *   NrBoards, TotalScoreVP with VPs, then TotalScoreIMP (IMPs won less IMPs lost), TotalScoreBAM
 *   (board points won) or TotalScore (points won less points lost)), and every match's result as a
 *   [MatchScoreTable] (Round, TeamId_Home, TeamId_Away, NrBoards, IMP_Home and IMP_Away, BAM_Home
 *   and BAM_Away, or Score_Home and Score_Away, then VP_Home and VP_Away with VPs). The standard
 *   has no table of matches: this one is the add-in's, named as the standard names its tables (a
 *   reader that does not know it passes over it, as the standard asks). Teams are numbered in the
 *   order the scoresheet first names them.
 *
 * Every text from the scoresheet (the event's name, team names) is a tag value or a quoted cell:
 * backslashes and quotes are escaped and line breaks become spaces, so a name holding `"`, `]` or
 * `;` is read back as written.
 */

/** The [Scoring] tag of each teams method. */
const SCORING_TAG: Readonly<Record<TeamsMethod, string>> = {
  imps: "IMP",
  bam: "BAM",
  aggregate: "TotalPoints",
};

/** The columns of a match's totals and of the standings' score, by method. */
const TOTAL_COLUMNS: Readonly<Record<TeamsMethod, { match: string; standings: string }>> = {
  imps: { match: "IMP", standings: "TotalScoreIMP" },
  bam: { match: "BAM", standings: "TotalScoreBAM" },
  aggregate: { match: "Score", standings: "TotalScore" },
};

/** Options of {@link writeTeamsPbn}. */
export interface TeamsPbnOptions {
  /** The event's name ([Event]); empty when unknown. */
  readonly event?: string | null;
  /**
   * Each board's deal, table and par, when known: [Deal] and the analysis tags ([OptimumScore],
   * [ParContract], [OptimumResultTable]) in each room's game, so each game stands on its own.
   */
  readonly deals?: ReadonlyMap<number, BoardDeal>;
}

/** What a room's result puts in [Contract], [Declarer], [Result] and [Score]. */
function roomTags(r: RoomResult): { contract: string; declarer: string; result: string; score: string } {
  const none = { contract: "", declarer: "", result: "" };
  const e = r.entry;
  switch (e.kind) {
    case "plain": {
      const pass = r.contract !== null && /^pass$/i.test(r.contract);
      return {
        contract: r.contract ?? "",
        declarer: pass ? "" : (r.declarer ?? ""),
        result: pass || r.tricks === null ? "" : String(r.tricks),
        score: `NS ${e.score}`,
      };
    }
    case "artificial":
      return { ...none, score: `NS ${awardToString(e.ns)} EW ${awardToString(e.ew)}` };
    case "weighted":
      return { ...none, score: e.text };
    case "notPlayed":
      return { ...none, score: "" };
  }
}

/**
 * The PBN file of a scored teams event, as text with CRLF line ends.
 *
 * @example
 * const event = readTeamsEvent(cells);
 * writeTeamsPbn(event, scoreTeamsEvent(event, { method: "imps", vp: wbfVp }), { event: "Club teams" });
 * // "% PBN 2.1\r\n% EXPORT\r\n...[Room \"Open\"]\r\n[HomeTeam \"Aces\"]..."
 */
export function writeTeamsPbn(
  event: TeamsEvent,
  scored: ScoredTeamsEvent,
  options: TeamsPbnOptions = {},
): string {
  const method = scored.method;
  const ids = teamNumbers(event, scored);
  const lines = fileHeader(`teams, ${TEAMS_METHOD_LABELS[method]}`);
  let first = true;
  for (const m of scored.matches) {
    for (const b of m.boards) {
      const rooms = [
        { room: "Open", result: b.homeRoom, ns: b.home, ew: b.away },
        { room: "Closed", result: b.awayRoom, ns: b.away, ew: b.home },
      ];
      const deal = options.deals?.get(b.board);
      for (const { room, result, ns, ew } of rooms) {
        const t = roomTags(result);
        lines.push(
          ...gameTags({
            event: options.event ?? "",
            board: b.board,
            dealer: boardDealer(b.board),
            vulnerable: b.vulnerability,
            scoring: SCORING_TAG[method],
            declarer: t.declarer,
            contract: t.contract,
            result: t.result,
            ...(deal !== undefined ? { deal: pbnDealValue(deal) } : {}),
          }),
          ...(deal !== undefined ? pbnAnalysisTags(deal) : []),
          tag("Competition", "Teams"),
          tag("Round", m.round),
          tag("Room", room),
          tag("HomeTeam", m.home),
          tag("VisitTeam", m.away),
          tag("Score", t.score),
        );
        if (method === "imps" && ns !== null && ew !== null)
          lines.push(tag("ScoreIMP", `NS ${num(ns)} EW ${num(ew)}`));
        if (first) {
          for (const line of [...standingsTable(scored, ids), ...matchTable(scored, ids)]) lines.push(line);
          first = false;
        }
      }
    }
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** The standings as a [TotalScoreTable]. */
function standingsTable(scored: ScoredTeamsEvent, ids: ReadonlyMap<string, string>): string[] {
  const rows = scored.standings;
  const withVp = scored.matches.some((m) => m.vp !== null);
  const c = columnsOf(rows);
  const net = (s: (typeof rows)[number]): number => s.impsFor - s.impsAgainst;
  return table("TotalScoreTable", [
    c("Rank", false, (s) => s.rank),
    c("TeamId", true, (s) => ids.get(s.team) ?? "-"),
    c("TeamName", false, (s) => s.team),
    c("NrBoards", true, (s) => String(boardsOf(scored, s.team))),
    ...(withVp ? [c("TotalScoreVP", true, (s) => num(s.vp))] : []),
    c(TOTAL_COLUMNS[scored.method].standings, true, (s) => num(scored.method === "bam" ? s.impsFor : net(s))),
  ]);
}

/** Every match's result as a [MatchScoreTable]. */
function matchTable(scored: ScoredTeamsEvent, ids: ReadonlyMap<string, string>): string[] {
  const rows = scored.matches;
  const withVp = rows.some((m) => m.vp !== null);
  const unit = TOTAL_COLUMNS[scored.method].match;
  const c = columnsOf(rows);
  return table("MatchScoreTable", [
    c("Round", false, (m) => m.round),
    c("TeamId_Home", true, (m) => ids.get(m.home) ?? "-"),
    c("TeamId_Away", true, (m) => ids.get(m.away) ?? "-"),
    c("NrBoards", true, (m) => String(m.boardCount)),
    c(`${unit}_Home`, true, (m) => num(m.total.home)),
    c(`${unit}_Away`, true, (m) => num(m.total.away)),
    ...(withVp
      ? [
          c("VP_Home", true, (m) => num(m.vp?.home ?? null)),
          c("VP_Away", true, (m) => num(m.vp?.away ?? null)),
        ]
      : []),
  ]);
}
