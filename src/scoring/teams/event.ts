// A teams event scored whole: its matches, standings and the Butler ranking of its pairs.
import { ButlerOptions } from "../rules/butler";
import { DEFAULT_TEAMS_OPTIONS } from "../model/options";
import { teamsButler, PairButler } from "./butler";
import { TeamsEvent, TeamsMethod } from "./model";
import { scoreMatches, ScoredMatch, TeamsScoringOptions } from "./score";
import { standingsBy, StandingsBy, teamStandings, TeamStanding } from "./standings";

/** A scored teams event. */
export interface ScoredTeamsEvent {
  readonly method: TeamsMethod;
  readonly matches: readonly ScoredMatch[];
  readonly standingsBy: StandingsBy;
  readonly standings: readonly TeamStanding[];
  readonly butler: readonly PairButler[];
}

/**
 * Scores a teams event read by readTeamsEvent: every match (scoreMatches), the standings over all
 * rounds (teamStandings) and the Butler ranking of the pairs (teamsButler, on the event's IMP scale).
 *
 * @example
 * scoreTeamsEvent(readTeamsEvent(cells), { method: "imps", vp: wbfVp }).standings[0].rank; // "1"
 */
export function scoreTeamsEvent(
  event: TeamsEvent,
  options: TeamsScoringOptions = {},
  butler: ButlerOptions = {},
): ScoredTeamsEvent {
  const method = options.method ?? DEFAULT_TEAMS_OPTIONS.method;
  const matches = scoreMatches(event, options);
  const by = standingsBy(method, (options.vp ?? null) !== null);
  return {
    method,
    matches,
    standingsBy: by,
    standings: teamStandings(matches, event.teams, by),
    butler: teamsButler(event.matches, options.impTable ?? DEFAULT_TEAMS_OPTIONS.impTable, butler),
  };
}
