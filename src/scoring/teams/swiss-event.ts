// A Swiss event's next round: the standings after the rounds so far (byes scored as the director
// sets), then the draw from them (swiss.ts). The rounds come from a teams scoresheet of boards (its
// scored matches) or from a table of match results (match-results.ts).
import { check } from "../base/errors";
import type { ScoredMatch } from "./score";
import { teamStandings, type StandingsBy, type TeamStanding } from "./standings";
import { drawSwiss, type SwissDraw } from "./swiss";
import { applyEntries, type SwissEntries } from "./swiss-entries";
import { drawSecondRound, seedsOfFirstRound, type Opening } from "./swiss-opening";

/** The VPs of a bye when the director sets none: 12 of 20. */
export const DEFAULT_BYE_VP = 12;

/** The rounds of a Swiss event so far. */
export interface SwissRounds {
  /** The teams, in the order first met (teams level on everything keep it). */
  readonly teams: readonly string[];
  /** The rounds, in order. */
  readonly rounds: readonly string[];
  /** The matches played, scored. */
  readonly matches: readonly ScoredMatch[];
  /** Matches drawn and not yet played: a meeting for the draw, nothing in the standings. */
  readonly drawn?: readonly { readonly round: string; readonly home: string; readonly away: string }[];
  /** The byes: each round's team without a match; `vp` null for the director's setting. */
  readonly byes: readonly { readonly round: string; readonly team: string; readonly vp: number | null }[];
}

/** How the next round is drawn, with the teams withdrawn and the late entries. */
export interface SwissOptions extends SwissEntries {
  /** The VPs of a bye (default 12). */
  readonly byeVp?: number;
  /** The round in arrears: draw from the standings before the last round (default false). */
  readonly arrears?: boolean;
  /** The opening: round 2 drawn seeded or at random, not from the standings (default: none). */
  readonly opening?: Opening;
  /** The seeding order of a seeded opening (default: told from round 1's tables). */
  readonly seeds?: readonly string[];
}

/** The next round of a Swiss event. */
export interface SwissNext {
  /** The label of the round drawn: one more than the last round's number, else the count plus one. */
  readonly round: string;
  /** The round the standings are after (the last, or the one before in arrears), null for none. */
  readonly after: string | null;
  /** The standings the draw is made from, byes counted. */
  readonly standings: readonly TeamStanding[];
  /** Each team's VPs from its byes counted in the standings (teams without a bye: absent). */
  readonly byeVps: ReadonlyMap<string, number>;
  /** Each late entry's VPs for the rounds it missed counted in the standings (others: absent). */
  readonly missedVps?: ReadonlyMap<string, number>;
  /** The teams withdrawn by this round: in the standings, not drawn. */
  readonly withdrawn?: readonly string[];
  /** The late entries, each with the round it joins in. */
  readonly late?: ReadonlyMap<string, number>;
  /** How the round was drawn when it is an opening round (not from the standings). */
  readonly opening?: Opening;
  readonly draw: SwissDraw;
}

/** The label of the round after `rounds`. */
function nextLabel(rounds: readonly string[]): string {
  const numbers = rounds.map((r) => (/^\d+$/.test(r) ? Number(r) : NaN));
  return rounds.length > 0 && numbers.every((x) => !Number.isNaN(x))
    ? String(Math.max(...numbers) + 1)
    : String(rounds.length + 1);
}

/**
 * The next round of a Swiss event (docs/conventions.md, "The Swiss draw"): the standings after the
 * rounds so far, each bye scored `byeVp` (or as the table gives it), ranked and tie-broken as every
 * teams event is (teamStandings); then the draw from those places, with every meeting of the
 * rounds so far (played or only drawn) to be avoided, and the bye to the lowest-placed team
 * without one. In arrears, the standings leave out the last round (its meetings and byes still count).
 *
 * @example
 * nextSwissRound({ teams, rounds: ["1"], matches, byes: [] }, "vp").draw.tables[0]; // { table: 1, home: ..., away: ... }
 */
export function nextSwissRound(event: SwissRounds, by: StandingsBy, options: SwissOptions = {}): SwissNext {
  const { standings, byeVps, missedVps, counted, drawnIn, late, byesStanding } = swissStandings(
    event,
    by,
    options,
  );
  const key = (a: string, b: string) => JSON.stringify(a < b ? [a, b] : [b, a]);
  const met = new Set<string>();
  for (const m of [...event.matches, ...(event.drawn ?? [])]) met.add(key(m.home, m.away));
  const byes = new Map<string, number>();
  for (const b of byesStanding) byes.set(b.team, (byes.get(b.team) ?? 0) + 1);
  const round = nextLabel(event.rounds);
  const active = standings.map((s) => s.team).filter((t) => drawnIn(t, Number(round)));
  const history = { met: (a: string, b: string) => met.has(key(a, b)), byes };
  const opening = options.opening && Number(round) === 2 ? options.opening : undefined;
  const draw = opening
    ? drawSecondRound(seedOrder(event, options, active), opening, history)
    : drawSwiss(active, history);
  return {
    ...(opening ? { opening } : {}),
    round,
    after: counted.length > 0 ? counted[counted.length - 1] : null,
    standings,
    byeVps,
    missedVps,
    withdrawn: standings.map((s) => s.team).filter((t) => !drawnIn(t, Number(round)) && !late.has(t)),
    late,
    draw,
  };
}

/** The seeding order of round 2's opening draw, of the teams drawn: the director's, else round 1's. */
function seedOrder(event: SwissRounds, options: SwissOptions, active: readonly string[]): string[] {
  const first = event.rounds[0];
  const order =
    options.seeds ??
    seedsOfFirstRound(
      event.matches.filter((m) => m.round === first),
      event.byes.find((b) => b.round === first)?.team ?? null,
      event.teams,
    );
  return [...order.filter((t) => active.includes(t)), ...active.filter((t) => !order.includes(t))];
}

/**
 * The standings a Swiss event's next round is drawn from, without the draw: each bye scored
 * `byeVp` (or as the table gives it) when ranked by VPs, the last round left out in arrears;
 * `counted` is the rounds counted.
 *
 * @example
 * swissStandings({ teams, rounds: ["1"], matches, byes: [] }, "vp").standings[0].rank; // "1"
 */
export function swissStandings(
  event: SwissRounds,
  by: StandingsBy,
  options: SwissOptions = {},
): {
  standings: TeamStanding[];
  byeVps: ReadonlyMap<string, number>;
  missedVps: ReadonlyMap<string, number>;
  counted: readonly string[];
  drawnIn: (team: string, round: number) => boolean;
  late: ReadonlyMap<string, number>;
  byesStanding: SwissRounds["byes"];
} {
  const byeVp = options.byeVp ?? DEFAULT_BYE_VP;
  check(Number.isFinite(byeVp) && byeVp >= 0, `A bye's VPs must be a number, 0 or more, not ${byeVp}.`);
  const entries = applyEntries(event, options, byeVp);
  const counted = options.arrears && event.rounds.length > 0 ? event.rounds.slice(0, -1) : [...event.rounds];
  const inStandings = new Set(counted);
  const byeTotals = new Map<string, number>();
  for (const b of entries.byes)
    if (inStandings.has(b.round)) byeTotals.set(b.team, (byeTotals.get(b.team) ?? 0) + (b.vp ?? byeVp));
  const missedTotals = new Map<string, number>();
  for (const m of entries.missed)
    if (inStandings.has(m.round)) missedTotals.set(m.team, (missedTotals.get(m.team) ?? 0) + m.vp);
  const extras = new Map(byeTotals);
  for (const [t, vp] of missedTotals) extras.set(t, (extras.get(t) ?? 0) + vp);
  const standings = teamStandings(
    event.matches.filter((m) => inStandings.has(m.round)),
    entries.teams,
    by,
    by === "vp" ? extras : new Map(),
  );
  return {
    standings,
    byeVps: by === "vp" ? byeTotals : new Map(),
    missedVps: by === "vp" ? missedTotals : new Map(),
    counted,
    drawnIn: entries.drawnIn,
    late: entries.late,
    byesStanding: entries.byes,
  };
}

/**
 * The rounds of a teams scoresheet of boards as a Swiss event: its scored matches, and a bye for
 * each team with no match in a round that others played.
 *
 * @example
 * swissRoundsOf(["A", "B", "C"], ["1"], [aVb]).byes; // [{ round: "1", team: "C", vp: null }]
 */
export function swissRoundsOf(
  teams: readonly string[],
  rounds: readonly string[],
  matches: readonly ScoredMatch[],
): SwissRounds {
  const byes: { round: string; team: string; vp: null }[] = [];
  for (const round of rounds) {
    const present = new Set(matches.filter((m) => m.round === round).flatMap((m) => [m.home, m.away]));
    for (const team of teams) if (!present.has(team)) byes.push({ round, team, vp: null });
  }
  return { teams, rounds, matches, byes };
}
