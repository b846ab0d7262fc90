// What the teams results files (PBN and USEBIO) share: each team's number and the boards it played.
import type { ScoredTeamsEvent, TeamsEvent } from "../scoring";

/**
 * Each team's number in a results file: its place in the order the scoresheet first names the
 * teams (1, 2, ...), then any team only the scoring names.
 *
 * @example
 * teamNumbers(event, scored).get("Aces"); // "1" for examples/teams-match.csv
 */
export function teamNumbers(event: TeamsEvent, scored: ScoredTeamsEvent): Map<string, string> {
  const ids = new Map<string, string>();
  const names = [
    ...event.teams,
    ...scored.standings.map((s) => s.team),
    ...scored.matches.flatMap((m) => [m.home, m.away]),
  ];
  for (const t of names) if (!ids.has(t)) ids.set(t, String(ids.size + 1));
  return ids;
}

/**
 * The boards a team played: the boards of its matches.
 *
 * @example
 * boardsOf(scored, "Aces"); // 8 for examples/teams-match.csv
 */
export function boardsOf(scored: ScoredTeamsEvent, team: string): number {
  return scored.matches
    .filter((m) => m.home === team || m.away === team)
    .reduce((n, m) => n + m.boardCount, 0);
}
