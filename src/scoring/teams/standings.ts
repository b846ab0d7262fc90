// The standings of a teams event over all its rounds, with ties broken as the WBF General
// Conditions of Contest break them in a round robin: the matches among the tied teams first,
// then the IMP quotient.
import { Fraction } from "../rules/fraction";
import { TeamsMethod } from "./model";
import { ScoredMatch } from "./score";

/** A team's line in the standings. */
export interface TeamStanding {
  readonly team: string;
  /** Competition ranking as text: "1", "=2", "=2", "4". */
  readonly rank: string;
  readonly played: number;
  /** Its VPs over all matches; null without a VP scale. */
  readonly vp: number | null;
  /** What it is ranked by: VPs, else its IMP (or point) difference, else board points won. */
  readonly score: number;
  /** What it won and what its opponents won over all its matches (IMPs, board points or points). */
  readonly impsFor: number;
  readonly impsAgainst: number;
}

/** What the standings are ranked by. */
export type StandingsBy = "vp" | "difference" | "boardPoints";

/** What a method's standings rank by, with or without VPs. */
export function standingsBy(method: TeamsMethod, withVp: boolean): StandingsBy {
  return withVp ? "vp" : method === "bam" ? "boardPoints" : "difference";
}

interface Tally {
  team: string;
  played: number;
  vp: Fraction;
  won: Fraction;
  lost: Fraction;
}

/** A team's score from one match, in the unit the standings rank by. */
function matchScore(m: ScoredMatch, side: "home" | "away", by: StandingsBy): Fraction {
  const other = side === "home" ? "away" : "home";
  if (by === "vp") return Fraction.fromNumber(m.vp![side]);
  if (by === "boardPoints") return Fraction.fromNumber(m.total[side]);
  return Fraction.fromNumber(m.total[side]).sub(Fraction.fromNumber(m.total[other]));
}

/**
 * The standings (docs/conventions.md, "Teams events"): each team's matches played, VPs, what it
 * won and lost, ranked by VPs (or, without them, by the IMP or point difference, or by board
 * points under board-a-match). Teams level on that are separated, as the WBF General Conditions
 * of Contest do in a round robin, by (1) what each scored in the matches among the tied teams,
 * when every two of them have met, then (2) the IMP quotient (won / lost over all their matches).
 * Teams still level share a place: "=2". `byeVp`, when given, adds each team's VPs for its byes (a
 * Swiss event's odd field) to its VPs; a bye is no match played.
 *
 * @example
 * teamStandings(matches, ["Aces", "Kings"], "vp")[0]; // { team: "Aces", rank: "1", played: 1, vp: 13.78, ... }
 */
export function teamStandings(
  matches: readonly ScoredMatch[],
  teams: readonly string[],
  by: StandingsBy,
  byeVp: ReadonlyMap<string, number> = new Map(),
): TeamStanding[] {
  const tally = new Map<string, Tally>(
    teams.map((t) => [
      t,
      {
        team: t,
        played: 0,
        vp: Fraction.fromNumber(byeVp.get(t) ?? 0),
        won: Fraction.ZERO,
        lost: Fraction.ZERO,
      },
    ]),
  );
  for (const m of matches) {
    for (const side of ["home", "away"] as const) {
      const other = side === "home" ? "away" : "home";
      const t = tally.get(m[side])!;
      t.played++;
      if (m.vp) t.vp = t.vp.add(Fraction.fromNumber(m.vp[side]));
      t.won = t.won.add(Fraction.fromNumber(m.total[side]));
      t.lost = t.lost.add(Fraction.fromNumber(m.total[other]));
    }
  }
  const primary = (t: Tally): Fraction =>
    by === "vp" ? t.vp : by === "boardPoints" ? t.won : t.won.sub(t.lost);
  const all = [...tally.values()];
  const ordered = groupsBy(all, primary).flatMap((g) => breakTie(g, matches, by));
  const out: TeamStanding[] = [];
  let place = 1;
  for (const group of ordered) {
    for (const t of group) {
      out.push({
        team: t.team,
        rank: group.length > 1 ? `=${place}` : String(place),
        played: t.played,
        vp: by === "vp" || matches.some((m) => m.vp) || byeVp.size > 0 ? t.vp.toNumber() : null,
        score: primary(t).toNumber(),
        impsFor: t.won.toNumber(),
        impsAgainst: t.lost.toNumber(),
      });
    }
    place += group.length;
  }
  return out;
}

/** Items in groups of equal key, best (highest) group first; each group in its given order. */
function groupsBy<T>(items: readonly T[], key: (x: T) => Fraction): T[][] {
  const sorted = [...items].sort((a, b) => key(b).cmp(key(a)));
  const groups: T[][] = [];
  for (const x of sorted) {
    const last = groups[groups.length - 1];
    if (last && key(last[0]).cmp(key(x)) === 0) last.push(x);
    else groups.push([x]);
  }
  return groups;
}

/** A group of level teams in order: by the matches among them, then by IMP quotient; still level, together. */
function breakTie(group: Tally[], matches: readonly ScoredMatch[], by: StandingsBy): Tally[][] {
  if (group.length === 1) return [group];
  const names = new Set(group.map((t) => t.team));
  const among = matches.filter((m) => names.has(m.home) && names.has(m.away));
  const met = (a: string, b: string): boolean =>
    among.some((m) => (m.home === a && m.away === b) || (m.home === b && m.away === a));
  const allMet = group.every((a) => group.every((b) => a === b || met(a.team, b.team)));
  const stages: Tally[][] = allMet
    ? groupsBy(group, (t) =>
        among.reduce(
          (s, m) =>
            m.home === t.team
              ? s.add(matchScore(m, "home", by))
              : m.away === t.team
                ? s.add(matchScore(m, "away", by))
                : s,
          Fraction.ZERO,
        ),
      )
    : [group];
  return stages.flatMap((g) => (g.length === 1 ? [g] : groupsBy(g, quotient)));
}

/**
 * The IMP quotient: won / lost. Nothing lost ranks above any quotient (a large number stands for
 * it, more won ranking higher); nothing won or lost is a quotient of 1.
 */
function quotient(t: Tally): Fraction {
  if (t.lost.sign() === 0) return t.won.sign() === 0 ? Fraction.ONE : Fraction.of(10n ** 12n).add(t.won);
  return t.won.div(t.lost);
}
