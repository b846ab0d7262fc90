// Scoring the matches of a teams event: each board's result to each team (IMPs, board-a-match
// points or aggregate points), each match's totals and victory points. The standings and the
// Butler ranking of pairs are in standings.ts and butler.ts.
import { ScoringError } from "../base/errors";
import { WeightedPart } from "../model/entry";
import { DEFAULT_TEAMS_OPTIONS } from "../model/options";
import { Vulnerability } from "../base/seats";
import { awardImps, awardPercent } from "../rules/awards";
import { BoundedSum, Fraction } from "../rules/fraction";
import { imp, ImpScaleChoice } from "../rules/imp";
import { roundToStep } from "../rules/rounding";
import { refuseProblems, Problem } from "../traveller/problems";
import * as say from "./messages";
import { BamScale, Match, MatchBoard, RoomResult, TeamsEvent, TeamsMethod, VpFunction } from "./model";

/** How a teams event is scored. */
export interface TeamsScoringOptions {
  /** IMPs (default), board-a-match or aggregate. */
  readonly method?: TeamsMethod;
  /** Board-a-match: 1/0.5/0 (standard, default) or 2/1/0 (British). */
  readonly bamScale?: BamScale;
  /** The IMP scale (default WBF), or one the director gave (a range, --imp-table FILE.csv). */
  readonly impTable?: ImpScaleChoice;
  /** The VP scale, or null for no VPs (default: none; the front ends pass the WBF scale for IMPs). */
  readonly vp?: VpFunction | null;
}

/** A board of a scored match. */
export interface ScoredTeamsBoard {
  readonly board: number;
  readonly vulnerability: Vulnerability;
  readonly homeRoom: RoomResult;
  readonly awayRoom: RoomResult;
  /** The home team's net points (its NS score in one room plus its EW score in the other), when both are plain scores. */
  readonly net: number | null;
  /**
   * Each team's result on the board in the method's unit (IMPs, board points, points): what it won
   * as a teams scorecard shows it (the winner's IMPs in its column, 0 in the other's). Null when
   * the board was not played in a room (NP), so it is not scored.
   */
  readonly home: number | null;
  readonly away: number | null;
  /** Unless both rooms hold a plain score: "award", "weighted" or "notPlayed". */
  readonly note: "award" | "weighted" | "notPlayed" | null;
  /**
   * Present when a weighted score's sum was too fine to keep exact and was rounded to a billionth
   * of an IMP or point (docs/conventions.md, "Weighted scores").
   */
  readonly rounded?: true;
}

/** A scored match. */
export interface ScoredMatch {
  readonly round: string;
  readonly home: string;
  readonly away: string;
  readonly boards: readonly ScoredTeamsBoard[];
  /** The boards of the match (played or not): the length the VP scale is read for. */
  readonly boardCount: number;
  /** Each team's total over the match. */
  readonly total: { readonly home: number; readonly away: number };
  /** The home team's margin: its total minus the away team's. */
  readonly margin: number;
  /** Each team's VPs, null without a VP scale. */
  readonly vp: { readonly home: number; readonly away: number } | null;
}

/** Fraction helpers. */
const F = (x: number): Fraction => Fraction.fromNumber(x);

/** One part of a side's result: its weight and NS score. */
type Part = { w: Fraction; score: number };

/** A side's parts: weight and NS score, one part of weight 1 for a plain score. */
function partsOf(room: RoomResult, side: "ns" | "ew"): Part[] | null {
  const e = room.entry;
  if (e.kind === "plain") return [{ w: Fraction.ONE, score: e.score }];
  if (e.kind === "weighted")
    return (side === "ns" ? e.ns : e.ew).map((p: WeightedPart) => ({
      w: Fraction.fromNumberSnapped(p.weight),
      score: p.score,
    }));
  return null;
}

/** A sum, exact or rounded (a BoundedSum's value and whether it was rounded). */
type Summed = { value: Fraction; rounded: boolean };

/**
 * The parts with the weights of equal scores added up, in the order first seen: there are only so
 * many bridge scores, so a weighting of thousands of parts makes far fewer pairs to compare.
 */
function byScore(parts: readonly Part[]): { parts: Part[]; rounded: boolean } {
  const sums = new Map<number, BoundedSum>();
  for (const p of parts) {
    let s = sums.get(p.score);
    if (s === undefined) sums.set(p.score, (s = new BoundedSum()));
    s.add(p.w);
  }
  const out: Part[] = [];
  let rounded = false;
  for (const [score, s] of sums) {
    out.push({ w: s.carried(), score }); // rounded once, in the sum they go into
    rounded ||= s.rounded;
  }
  return { parts: out, rounded };
}

/**
 * Sum over the parts of both rooms of w x w' x f(home's NS score - away's NS score), for one team:
 * exact while its denominator stays at most 10^12, else to a billionth (docs/conventions.md,
 * "Weighted scores").
 */
function combine(
  mine: readonly Part[],
  theirs: readonly Part[],
  f: (difference: number) => Fraction,
): Summed {
  const a = byScore(mine);
  const b = byScore(theirs);
  const sum = new BoundedSum();
  for (const x of a.parts) for (const y of b.parts) sum.add(x.w.mul(y.w).mul(f(x.score - y.score)));
  return { value: sum.value(), rounded: sum.rounded || a.rounded || b.rounded };
}

/** A side's points: the weighted sum of its parts' scores, rounded to 10 when weighted. */
function points(parts: readonly Part[]): Summed {
  const sum = new BoundedSum();
  for (const p of parts) sum.add(p.w.mul(p.score));
  const value = parts.length === 1 ? sum.value() : roundToStep(sum.value(), 10, "halfAwayFromZero");
  return { value, rounded: sum.rounded };
}

/** A team's award in a room: NS's when it sat NS there, EW's when it sat EW. */
function awardIn(room: RoomResult, team: string) {
  const e = room.entry;
  if (e.kind !== "artificial") return null;
  return room.ns === team ? e.ns : e.ew;
}

/**
 * One board of a match scored (docs/conventions.md, "Teams events"):
 * - IMPs: the home team's net points IMPed; a weighted score weights the IMPs of its parts (each
 *   against the other room's score, each side by its own weighting); an award in a room replaces
 *   the comparison: each team gets its award's IMPs (A+ +3, A= 0, A- -3) from each room awarded.
 * - Board-a-match: 1, 1/2 or 0 to the home team by the sign of its net points (2, 1, 0 British),
 *   the away team the rest of the board's top; an award gives its percentage of the top.
 * - Aggregate: the net points (a weighted score weights the points, rounded to 10); an award is refused.
 * - NP in either room: the board is not scored (null), and still counts in the match's length.
 */
export function scoreMatchBoard(b: MatchBoard, match: Match, options: TeamsScoringOptions): ScoredTeamsBoard {
  const method = options.method ?? DEFAULT_TEAMS_OPTIONS.method;
  const table = options.impTable ?? DEFAULT_TEAMS_OPTIONS.impTable;
  const { homeRoom: H, awayRoom: A } = b;
  const base = { board: b.board, vulnerability: b.vulnerability, homeRoom: H, awayRoom: A };
  if (H.entry.kind === "notPlayed" || A.entry.kind === "notPlayed")
    return { ...base, net: null, home: null, away: null, note: "notPlayed" };
  const net = H.entry.kind === "plain" && A.entry.kind === "plain" ? H.entry.score - A.entry.score : null;
  if (net !== null) {
    // Both rooms a plain score (the usual board): the same as the general case below, in numbers.
    const top = options.bamScale === "british" ? 2 : 1;
    if (method === "bam") {
      const h = net > 0 ? top : net === 0 ? top / 2 : 0;
      return { ...base, net, home: h, away: top - h, note: null };
    }
    const x = method === "imps" ? imp(net, table) : net;
    return { ...base, net, home: Math.max(0, x), away: Math.max(0, -x), note: null };
  }
  const awarded = [H, A].filter((r) => r.entry.kind === "artificial");
  const note = awarded.length > 0 ? "award" : net === null ? "weighted" : null;
  let home: Fraction;
  let away: Fraction;
  let rounded = false;
  if (awarded.length > 0) {
    if (method === "aggregate") {
      const e = awarded[0].entry as { text: string };
      throw new ScoringError(say.awardInAggregate(e.text));
    }
    const value = (team: string): Fraction => {
      const awards = awarded.map((r) => awardIn(r, team)!);
      if (method === "imps") return awards.reduce((s, a) => s.add(awardImps(a)), Fraction.ZERO);
      const top = options.bamScale === "british" ? 2 : 1;
      const pct = awards.reduce((s, a) => s.add(F(awardPercent(a))), Fraction.ZERO).div(awards.length);
      return pct.mul(top).div(100);
    };
    home = value(match.home);
    away = value(match.away);
  } else {
    // Home's parts: its NS in the home room, its EW in the away room; away's the other way round.
    const hNs = partsOf(H, "ns")!;
    const aEw = partsOf(A, "ew")!;
    const aNs = partsOf(A, "ns")!;
    const hEw = partsOf(H, "ew")!;
    let sides: Summed[];
    if (method === "imps") {
      const f = (d: number) => Fraction.of(imp(d, table));
      sides = [combine(hNs, aEw, f), combine(aNs, hEw, f)];
    } else if (method === "bam") {
      const top = options.bamScale === "british" ? 2 : 1;
      const bp = (d: number): Fraction =>
        d > 0 ? Fraction.of(top) : d === 0 ? Fraction.of(top, 2) : Fraction.ZERO;
      sides = [combine(hNs, aEw, bp), combine(aNs, hEw, bp)];
    } else {
      const [p, q, r, t] = [points(hNs), points(aEw), points(aNs), points(hEw)];
      sides = [
        { value: p.value.sub(q.value), rounded: p.rounded || q.rounded },
        { value: r.value.sub(t.value), rounded: r.rounded || t.rounded },
      ];
    }
    [home, away] = [sides[0].value, sides[1].value];
    rounded = sides[0].rounded || sides[1].rounded;
  }
  const mark = rounded ? { rounded: true as const } : {};
  // As a scorecard shows it: when the two results mirror each other (IMPs, points), the winner's
  // in its column and 0 in the other's; otherwise (board points, split awards) each as it is.
  if (method !== "bam" && home.add(away).sign() === 0) {
    const h = home.sign() > 0 ? home : Fraction.ZERO;
    const a = away.sign() > 0 ? away : Fraction.ZERO;
    return { ...base, net, home: h.toNumber(), away: a.toNumber(), note, ...mark };
  }
  return { ...base, net, home: home.toNumber(), away: away.toNumber(), note, ...mark };
}

/**
 * Scores every match of a teams event read by readTeamsEvent: each board, the totals, the margin
 * and (with a VP scale) each team's VPs for the match's number of boards. Refuses an event with
 * problems, and names the row of any board that cannot be scored.
 *
 * @example
 * scoreMatches(readTeamsEvent(cells), { method: "imps", vp: wbfVp })[0].vp; // { home: 13.78, away: 6.22 } for 10 IMPs in 8 boards
 */
export function scoreMatches(event: TeamsEvent, options: TeamsScoringOptions = {}): ScoredMatch[] {
  refuseProblems(event.problems, "The teams scoresheet");
  const problems: Problem[] = [];
  const out: ScoredMatch[] = [];
  // Margins repeat from match to match: each margin and length is read off the scale once.
  const vpCache = new Map<string, number>();
  const vpOf = (margin: number, boards: number): number => {
    const key = `${margin}/${boards}`;
    let v = vpCache.get(key);
    if (v === undefined) {
      v = options.vp!(margin, boards);
      vpCache.set(key, v);
    }
    return v;
  };
  for (const m of event.matches) {
    const boards: ScoredTeamsBoard[] = [];
    for (const b of m.boards) {
      try {
        boards.push(scoreMatchBoard(b, m, options));
      } catch (e) {
        if (!(e instanceof ScoringError)) throw e;
        const at = [b.homeRoom, b.awayRoom].find((r) => r.entry.kind !== "plain") ?? b.homeRoom;
        problems.push({ row: at.row, column: at.column, message: e.message });
      }
    }
    // Whole numbers and halves add exactly in floating point; weighted IMPs (2.2) are added exactly.
    let total = { home: 0, away: 0 };
    if (boards.some((b) => b.note === "weighted" || b.note === "award")) {
      let h = Fraction.ZERO;
      let a = Fraction.ZERO;
      for (const b of boards) {
        if (b.home !== null) h = h.add(F(b.home));
        if (b.away !== null) a = a.add(F(b.away));
      }
      total = { home: h.toNumber(), away: a.toNumber() };
    } else
      for (const b of boards) total = { home: total.home + (b.home ?? 0), away: total.away + (b.away ?? 0) };
    const margin = F(total.home).sub(F(total.away)).toNumber();
    const vp = options.vp
      ? { home: vpOf(margin, m.boards.length), away: vpOf(-margin, m.boards.length) }
      : null;
    out.push({
      round: m.round,
      home: m.home,
      away: m.away,
      boards,
      boardCount: m.boards.length,
      total,
      margin,
      vp,
    });
  }
  refuseProblems(problems, "The teams scoresheet");
  return out;
}
