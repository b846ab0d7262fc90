import { Fraction } from "../rules/fraction";
import type { Award } from "../rules/awards";
import type { Side } from "../base/seats";
import type { SessionPercent } from "../model/options";

// Law 12C2 in a matchpoint session, as the ACBL and EBU apply it: a pair given average plus scores
// the better of 60% and its own percentage on the boards it played in the session, and a pair given
// average minus the lesser of 40% and it. "The boards it played" are those with a result at its
// table: the boards it was given an artificial score on do not count, nor do boards not played.

/** One board of one pair, exactly, as the session adds it up. */
export interface PairItem {
  readonly board: number;
  /** Which table of the board's traveller, and the pair's side there. */
  readonly table: number;
  readonly direction: Side;
  /** The pair's matchpoints (null when the board was not played at its table). */
  result: Fraction | null;
  readonly top: Fraction | null;
  /** The pair's average award at that table (A+, A= or A-), or null for a result or a percentage. */
  readonly award: Award | null;
}

/** One award valued from the pair's session: what the workings show. */
export interface SessionAward {
  readonly board: number;
  /** The pair as the ranking names it ("NS 3", or "3" in a Howell). */
  readonly pair: string;
  readonly award: "A+" | "A-";
  /** The pair's percentage on the boards it played (null when it played none: the award stays fixed). */
  readonly ownPercent: number | null;
  /** How many boards that percentage is over. */
  readonly boardsUsed: number;
  /** The percentage the award is worth: max(60, own) for A+, min(40, own) for A-. */
  readonly percent: number;
  /** Its matchpoints: percent x the board's top / 100. */
  readonly matchpoints: number;
}

/**
 * A session percentage of a pair's boards: total matchpoints over total tops ("tops"), or the
 * mean of the board percentages ("mean"); null when no board has a result.
 *
 * @example
 * // 8 of 10 and 1 of 2: tops 9/12 = 75%, mean (80 + 50) / 2 = 65%.
 */
export function sessionPercentOf(
  items: readonly Pick<PairItem, "result" | "top">[],
  rule: SessionPercent = "tops",
): Fraction | null {
  const scored = items.filter((i) => i.result !== null && i.top !== null && i.top.sign() > 0);
  if (scored.length === 0) return null;
  if (rule === "mean") {
    const sum = scored.reduce((a, i) => a.add(i.result!.mul(100).div(i.top!)), Fraction.ZERO);
    return sum.div(scored.length);
  }
  const total = scored.reduce((a, i) => a.add(i.result!), Fraction.ZERO);
  const tops = scored.reduce((a, i) => a.add(i.top!), Fraction.ZERO);
  return total.mul(100).div(tops);
}

/**
 * Values a pair's average plus and minus from its own session (Law 12C2 as the ACBL and EBU apply
 * it), changing the items' results in place, and returns what it did for the workings. The own
 * percentage is taken the way the session's percentage is (`rule`), over the boards with a result.
 *
 * @example
 * // A pair with 70% on its other boards gets 70% for A+; with 55%, A+ is 60% and A- is 40%.
 */
export function applySessionAwards(pair: string, items: PairItem[], rule: SessionPercent): SessionAward[] {
  const played = items.filter((i) => i.award === null && i.result !== null);
  const own = sessionPercentOf(played, rule);
  const out: SessionAward[] = [];
  for (const item of items) {
    const a = item.award;
    if (a === null || a.kind !== "average" || a.level === "A=" || item.top === null) continue;
    const fixed = Fraction.of(a.level === "A+" ? 60 : 40);
    let percent = fixed;
    if (own !== null)
      percent = a.level === "A+" ? (own.cmp(fixed) > 0 ? own : fixed) : own.cmp(fixed) < 0 ? own : fixed;
    item.result = percent.mul(item.top).div(100);
    out.push({
      board: item.board,
      pair,
      award: a.level,
      ownPercent: own === null ? null : own.toNumber(),
      boardsUsed: played.length,
      percent: percent.toNumber(),
      matchpoints: item.result.toNumber(),
    });
  }
  return out;
}
