// An individual event written out: what the USEBIO and PBN writers put in place of the pairs when
// each table names its four players (the player in each seat on every line, and the ranking by
// player instead of by pair), so that the file reads back to the same results.
import { METHOD_TRAITS, type ScoredSession } from "../scoring";
import type { PlayerRanking, ScoredPairsSection } from "../event";
import { seatsOf } from "../event";
import type { Seats } from "../io/results-file";

/** What a writer needs of an individual event: each table's players, and the players' ranking. */
export interface IndividualOut {
  /** The players of the traveller row a table was read from, by seat. */
  readonly seats: (row: number | null) => Seats | null;
  readonly ranking: PlayerRanking;
  /** Each player's national number, by player number, when the file gave them. */
  readonly numbers: ReadonlyMap<string, string>;
}

/**
 * What the writers need of a scored section that is an individual event, for the session written
 * (the ranking of its method); null for a pairs section.
 */
export function individualOut(s: ScoredPairsSection, session: ScoredSession): IndividualOut | null {
  const ranking = s.players?.find((r) => r.method === session.method);
  if (ranking === undefined) return null;
  const numbers = new Map<string, string>();
  for (const p of s.section.file?.players ?? []) if (p.number !== "") numbers.set(p.pair, p.number);
  return { seats: (row) => seatsOf(s.section, row), ranking, numbers };
}

/** The elements of a TRAVELLER_LINE that name its players: N_PLAYER_NUMBER ... W_PLAYER_NUMBER. */
export function usebioSeats(seats: Seats | null, el: (name: string, value: string) => string): string[] {
  if (seats === null) return [];
  return [
    el("N_PLAYER_NUMBER", seats.north),
    el("E_PLAYER_NUMBER", seats.east),
    el("S_PLAYER_NUMBER", seats.south),
    el("W_PLAYER_NUMBER", seats.west),
  ];
}

/**
 * The PARTICIPANTS of an individual event: a PLAYER each, with its number, name, national number
 * (when known), place, boards, total and percentage (matchpoints).
 */
export function usebioPlayers(
  out: IndividualOut,
  el: (name: string, value: string | number) => string,
  total: string,
  num: (x: number) => string,
): string[] {
  const traits = METHOD_TRAITS[out.ranking.method];
  return out.ranking.players.map((p) =>
    [
      "          <PLAYER>",
      el("PLAYER_NUMBER", p.player),
      el("PLAYER_NAME", p.name ?? ""),
      ...(out.numbers.get(p.player) ? [el("NATIONAL_ID_NUMBER", out.numbers.get(p.player)!)] : []),
      ...(p.rank !== null ? [el("PLACE", p.rank)] : []),
      el("BOARDS_PLAYED", p.boards),
      el(total, num(p.total)),
      ...(traits.percentages && p.percentage !== null ? [el("PERCENTAGE", num(p.percentage))] : []),
      "</PLAYER>",
    ].join(""),
  );
}
