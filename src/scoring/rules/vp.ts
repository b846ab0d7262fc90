import { check, quote } from "../base/errors";
import { Fraction } from "./fraction";
import { roundToStep } from "./rounding";

/** The largest match length the continuous scale is built for; a longer "match" is an input slip. */
export const MAX_VP_BOARDS = 10000;

const TAU = (Math.sqrt(5) - 1) / 2;
const CENT = Fraction.of(1, 100);

// Tables in hundredths of a VP (integers, so the concavity fix and the winner/loser split are
// exact), built once per match length.
const tableCache = new Map<number, readonly number[]>();

function checkBoards(boards: number): void {
  check(
    typeof boards === "number" && Number.isSafeInteger(boards) && boards >= 1 && boards <= MAX_VP_BOARDS,
    `${quote(boards)} is not a number of boards in a match: expected a whole number from 1 to ${MAX_VP_BOARDS}.`,
  );
}

function checkMargin(margin: number): void {
  check(
    typeof margin === "number" && Number.isFinite(margin),
    `An IMP margin must be a number, not ${quote(margin)}.`,
  );
}

/** The WBF 2013 formula, unrounded: winner's VPs for an IMP margin m >= 0 in a match of b boards. */
function rawWbf(m: number, b: number): number {
  const x = 15 * Math.sqrt(b);
  return Math.min(20, 10 + (10 * (1 - TAU ** ((3 * m) / x))) / (1 - TAU ** 3));
}

function wbfCents(boards: number): readonly number[] {
  const cached = tableCache.get(boards);
  if (cached) return cached;
  // 1. The formula at each whole margin, rounded half up to 0.01, until it reaches 20.
  const v: number[] = [];
  for (let m = 0; ; m++) {
    const cents = roundToStep(Fraction.fromNumber(rawWbf(m, boards)), CENT, "halfUp")
      .mul(100)
      .toNumber();
    v.push(cents);
    if (cents >= 2000) break;
  }
  // 2. The concavity fix: wherever a step gains more than the step before it, raise the middle
  // value by 0.01 and scan again. A fix at i changes only the steps into and out of i, so the
  // scan can resume at i - 1 instead of at the start and find the same first violation.
  for (let i = 1; i < v.length - 1;) {
    if (v[i + 1] - v[i] > v[i] - v[i - 1]) {
      v[i] += 1;
      i = Math.max(1, i - 1);
    } else {
      i++;
    }
  }
  // The fix only raises middle values by a cent at a time and the steps stay positive, so 20 is
  // still first reached at the last margin.
  tableCache.set(boards, v);
  return v;
}

/**
 * The winner's VPs on the WBF 2013 continuous 20-VP scale for a match of `boards` boards, for
 * margins 0, 1, 2, ... up to the first margin that earns 20. This is the published table: the
 * formula rounded half up to 0.01, then the concavity fix (docs/conventions.md, "Victory points").
 *
 * @example
 * vpWbfTable(16).slice(0, 4); // [10, 10.31, 10.61, 10.91]
 * vpWbfTable(16).length; // 61: 60 IMPs is the first margin worth 20
 */
export function vpWbfTable(boards: number): number[] {
  checkBoards(boards);
  return wbfCents(boards).map((c) => c / 100);
}

/**
 * The VPs, on the WBF 2013 continuous 20-VP scale, of the team whose IMP margin is `margin`
 * (negative when it lost) in a match of `boards` boards.
 *
 * A whole margin reads the published table (vpWbfTable). A fractional margin (from averaged or
 * weighted IMPs) interpolates linearly between the two whole margins around it, exactly, and the
 * winner's VPs are then rounded half up to 0.01. The loser always gets 20 minus the winner's VPs,
 * so the two add to exactly 20. Margins beyond the table earn 20 (and 0 for the loser).
 *
 * @example
 * vpWbf(14, 16); // 13.75
 * vpWbf(-14, 16); // 6.25
 * vpWbf(14.5, 16); // 13.86 (half way from 13.75 to 13.97)
 */
export function vpWbf(margin: number, boards: number): number {
  checkMargin(margin);
  checkBoards(boards);
  const table = wbfCents(boards);
  const a = Fraction.fromNumber(Math.abs(margin));
  let winner: number;
  if (a.cmp(table.length - 1) >= 0) {
    winner = 2000;
  } else {
    const k = Number(a.floor());
    const between = Fraction.of(table[k]).add(a.sub(k).mul(table[k + 1] - table[k]));
    winner = roundToStep(between, 1, "halfUp").toNumber();
  }
  return (margin < 0 ? 2000 - winner : winner) / 100;
}

/** Lower bounds of the classic discrete 20-VP scale: the winner gets 10 plus the bounds reached. */
// prettier-ignore
export const VP_DISCRETE_BOUNDS: readonly number[] = [1, 3, 5, 8, 11, 14, 17, 20, 24, 28];

/**
 * The VPs on the classic discrete 20-VP scale (as the "Bridge scoring" encyclopaedia article prints
 * it) of the team whose IMP margin is `margin`: 0 gives 10, 1-2 gives 11, 3-4 12, 5-7 13, 8-10 14,
 * 11-13 15, 14-16 16, 17-19 17, 20-23 18, 24-27 19, 28 or more 20. A negative margin gives the
 * losing side's VPs (20 minus the winner's).
 *
 * A fractional margin counts in the band whose lower bound it has reached, as IMP bands do:
 * 2.5 is in 1-2 (11 VPs), 0.5 is in 0 (10 VPs), 27.9 is in 24-27 (19 VPs).
 *
 * @example
 * vpDiscrete(12); // 15
 * vpDiscrete(-12); // 5
 */
export function vpDiscrete(margin: number): number {
  checkMargin(margin);
  const a = Math.abs(margin);
  const winner = 10 + VP_DISCRETE_BOUNDS.filter((b) => a >= b).length;
  return margin < 0 ? 20 - winner : winner;
}
