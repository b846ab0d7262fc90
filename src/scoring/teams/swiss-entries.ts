// Withdrawals and late entries in a Swiss event. A withdrawn team keeps the results it played and
// is drawn no more (it has no byes after it left: a team missing from a round is only given the bye
// while it is in the event). A late entry has no bye for the rounds before it joined: each of them
// scores what the director chose, the field's average or a bye's VPs, and it is drawn from the
// round it joins in.
import { check, quote, ScoringError } from "../base/errors";

/** What a late entry scores for each round it missed. */
export type LateScore = "average" | "bye";

/** The score of a late entry's rounds missed when the director sets none: the field's average. */
export const DEFAULT_LATE_SCORE: LateScore = "average";

/** The teams that left the event and the teams that joined it late. */
export interface SwissEntries {
  /**
   * Each team withdrawn, with the last round it plays (after it, it is drawn no more); null for
   * the last round it has played.
   */
  readonly withdrawn?: ReadonlyMap<string, number | null>;
  /** Each late entry, with the round it joins in (2 or later). */
  readonly late?: ReadonlyMap<string, number>;
  /** What a late entry scores for each round it missed (default: the field's average). */
  readonly lateScore?: LateScore;
}

/** A Swiss event's rounds as the entries need them. */
interface EntryRounds {
  readonly teams: readonly string[];
  readonly rounds: readonly string[];
  readonly matches: readonly {
    readonly round: string;
    readonly home: string;
    readonly away: string;
    readonly vp?: { readonly home: number; readonly away: number } | null;
  }[];
  readonly byes: readonly { readonly round: string; readonly team: string; readonly vp: number | null }[];
}

/** A late entry's round missed and what it scored (`vp` null: not counted, standings without VPs). */
export interface MissedRound {
  readonly round: string;
  readonly team: string;
  readonly vp: number;
}

/** The entries applied to the rounds so far. */
export interface EntriesApplied {
  /** The teams: the event's, then each late entry not in it yet. */
  readonly teams: readonly string[];
  /** The byes that stand: none for a late entry before it joined, none for a withdrawn team after it left. */
  readonly byes: readonly { readonly round: string; readonly team: string; readonly vp: number | null }[];
  /** Each late entry's rounds missed, scored. */
  readonly missed: readonly MissedRound[];
  /** Whether a team is drawn in the round numbered `round`. */
  readonly drawnIn: (team: string, round: number) => boolean;
  /** The withdrawn teams with the last round each plays, and the late entries with the round each joins. */
  readonly withdrawn: ReadonlyMap<string, number>;
  readonly late: ReadonlyMap<string, number>;
}

/** The number of a round: its label's when all are whole numbers, else its place (1 for the first). */
export function roundNumber(rounds: readonly string[], round: string): number {
  return rounds.every((r) => /^\d+$/.test(r)) ? Number(round) : rounds.indexOf(round) + 1;
}

/**
 * The late entries told from the rounds: a team whose first match is in the third round or later
 * and that has no match before it. (A team missing from one round had its bye; the bye never goes
 * to the same team twice before every team has had one, so two rounds missed in a row at the start
 * is a late entry.)
 *
 * @example
 * lateEntriesOf({ teams: ["A", "B", "C"], rounds: ["1", "2", "3"], matches: [...], byes: [] }); // Map { "C" => 3 }
 */
export function lateEntriesOf(event: EntryRounds): Map<string, number> {
  const first = new Map<string, number>();
  for (const m of event.matches)
    for (const t of [m.home, m.away]) {
      const k = event.rounds.indexOf(m.round);
      if (!first.has(t) || k < first.get(t)!) first.set(t, k);
    }
  const late = new Map<string, number>();
  for (const [t, k] of first) if (k >= 2) late.set(t, roundNumber(event.rounds, event.rounds[k]));
  return late;
}

/**
 * The withdrawals and late entries applied to a Swiss event's rounds (docs/conventions.md, "The
 * Swiss draw"): a withdrawn team's byes after the last round it plays are dropped, as are a late
 * entry's byes before it joined; each round a late entry missed scores the field's average (the
 * VPs of that round's matches over the teams that played them) or `byeVp`, as `lateScore` says.
 * Late entries named by the director are added to those told from the rounds. Throws a
 * ScoringError for a withdrawn team not in the event or that played after it left, a team both
 * withdrawn and late, or a late entry that joins before round 2 or after a round it played.
 *
 * @example
 * applyEntries(rounds, { withdrawn: new Map([["D", 2]]) }, 12).drawnIn("D", 3); // false
 */
export function applyEntries(event: EntryRounds, entries: SwissEntries, byeVp: number): EntriesApplied {
  const lateScore = entries.lateScore ?? DEFAULT_LATE_SCORE;
  const number = (r: string) => roundNumber(event.rounds, r);
  const lastPlayed = (t: string): number =>
    Math.max(0, ...event.matches.filter((m) => m.home === t || m.away === t).map((m) => number(m.round)));
  const withdrawn = new Map<string, number>();
  for (const [t, after] of entries.withdrawn ?? []) {
    if (!event.teams.includes(t))
      throw new ScoringError(
        `${quote(t)} is withdrawn but is no team of the event (the teams are ${event.teams.map(quote).join(", ")}).`,
      );
    check(
      after === null || (Number.isSafeInteger(after) && after >= 0),
      `${quote(t)}: the round after which it is withdrawn must be a whole number, not ${quote(after)}.`,
    );
    if (after !== null && lastPlayed(t) > after)
      throw new ScoringError(
        `${quote(t)} is withdrawn after round ${after}, but it played in round ${lastPlayed(t)}.`,
      );
    withdrawn.set(t, after ?? lastPlayed(t));
  }
  const late = lateEntriesOf(event);
  for (const [t, joins] of entries.late ?? []) {
    check(
      Number.isSafeInteger(joins) && joins >= 2,
      `${quote(t)}: a late entry joins in round 2 or later, not ${quote(joins)}.`,
    );
    const played = event.matches.find((m) => (m.home === t || m.away === t) && number(m.round) < joins);
    if (played)
      throw new ScoringError(
        `${quote(t)} is a late entry joining in round ${joins}, but it played in round ${played.round}.`,
      );
    late.set(t, joins);
  }
  for (const t of late.keys())
    if (withdrawn.has(t) && (entries.late?.has(t) ?? false))
      throw new ScoringError(`${quote(t)} is both withdrawn and a late entry: name it once.`);
  const byes = event.byes.filter((b) => {
    const r = number(b.round);
    if (late.has(b.team) && r < late.get(b.team)!) return false;
    return !(withdrawn.has(b.team) && r > withdrawn.get(b.team)!);
  });
  const average = (round: string): number => {
    const ms = event.matches.filter((m) => m.round === round && m.vp);
    const total = ms.reduce((s, m) => s + m.vp!.home + m.vp!.away, 0);
    return ms.length === 0 ? byeVp : Math.round((total / (2 * ms.length)) * 100) / 100;
  };
  const missed: MissedRound[] = [];
  for (const [t, joins] of late)
    for (const round of event.rounds)
      if (number(round) < joins)
        missed.push({ round, team: t, vp: lateScore === "bye" ? byeVp : average(round) });
  const teams = [...event.teams, ...[...late.keys()].filter((t) => !event.teams.includes(t))];
  const drawnIn = (t: string, round: number): boolean =>
    !(withdrawn.has(t) && round > withdrawn.get(t)!) && !(late.has(t) && round < late.get(t)!);
  return { teams, byes, missed, drawnIn, withdrawn, late };
}
