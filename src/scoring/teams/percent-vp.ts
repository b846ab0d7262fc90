// A Swiss pairs event scored by matchpoints across the field: each pair's percentage over a
// match's boards is turned into VPs on its own (both pairs of a match may score above 50%, so
// the two need not add up to 20). The scale is the one printed in the Oxford Congress Swiss
// Pairs booklet for its seven 7-board matches, which gives the upper half (10 to 20 VPs); the
// lower half mirrors it (a percentage p scores 20 less what 100 - p scores), as a percentage
// below 50 is the same distance from average below as its mirror is above.

/** The lowest percentage (to two decimals) that scores each VP from 11 to 20, for 7-board matches. */
const SEVEN_BOARD_FROM: readonly (readonly [number, number])[] = [
  [68.36, 20],
  [64.41, 19],
  [61.76, 18],
  [59.65, 17],
  [57.84, 16],
  [56.24, 15],
  [54.75, 14],
  [53.34, 13],
  [51.99, 12],
  [50.66, 11],
];

/** The VPs of the upper half: 10 below 50.66%. */
function upper(pct: number): number {
  for (const [from, vp] of SEVEN_BOARD_FROM) if (pct >= from) return vp;
  return 10;
}

/**
 * A pair's VPs for its percentage of a 7-board match scored by matchpoints across the field
 * (docs/conventions.md, "Swiss pairs"): the percentage rounded to two decimals, then the scale of
 * the Oxford Congress Swiss Pairs booklet (49.35 to 50.65 is 10, 50.66 to 51.98 is 11, ..., above
 * 68.35 is 20), mirrored below 49.35 (45% scores 20 less the VPs of 55%, 14: 6).
 *
 * @example
 * percentVp(55); // 14
 * percentVp(45); // 6
 */
export function percentVp(pct: number): number {
  const p = Math.round(pct * 100) / 100;
  if (p >= 49.35) return upper(p);
  return 20 - upper(Math.round((100 - p) * 100) / 100);
}
