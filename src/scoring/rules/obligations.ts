import { check, quote } from "../base/errors";
import { imp } from "./imp";
import { Seat, sideOf } from "../base/seats";

// The table of obligations of "BridgeHit is transferring to IMP scoring": the score a pair is
// expected to make with its combined high-card points, [not vulnerable, vulnerable], for 20 to 40
// points. It is a house rule for boards played only once, an option and never the default.
// prettier-ignore
const OBLIGATIONS: Readonly<Record<number, readonly [number, number]>> = {
  20: [0, 0],       21: [50, 50],     22: [70, 70],     23: [110, 110],   24: [200, 290],
  25: [300, 440],   26: [350, 520],   27: [400, 600],   28: [430, 630],   29: [460, 660],
  30: [490, 690],   31: [600, 900],   32: [700, 1050],  33: [900, 1350],  34: [1000, 1500],
  35: [1100, 1650], 36: [1200, 1800], 37: [1300, 1950], 38: [1300, 1950], 39: [1300, 1950],
  40: [1300, 1950],
};

/**
 * The obligation table as "BridgeHit is transferring to IMP scoring" prints it: one row per point
 * count from 20 to 40, with the obligation not vulnerable and vulnerable.
 *
 * @example
 * obligationTable()[13]; // { points: 33, notVulnerable: 900, vulnerable: 1350 }
 */
export function obligationTable(): { points: number; notVulnerable: number; vulnerable: number }[] {
  const rows = [];
  for (let p = 20; p <= 40; p++)
    rows.push({ points: p, notVulnerable: OBLIGATIONS[p][0], vulnerable: OBLIGATIONS[p][1] });
  return rows;
}

/**
 * The score a pair is expected to make on a board played only once, from its combined high-card
 * points (a house rule of "BridgeHit is transferring to IMP scoring"; an option, not the default).
 *
 * The table covers 20 to 40 points. With fewer than 20 the other side holds 40 - points, so the
 * board is theirs: the obligation is the other side's obligation, with THEIR vulnerability,
 * negated. That is why `opponentsVulnerable` is needed (and an error if missing) below 20 points;
 * from 20 up it is not used. Points outside 0 to 40, or not whole, are an error.
 *
 * @example
 * obligation(33, false); // 900
 * obligation(24, true); // 290
 * obligation(7, false, true); // -1350 (the opponents hold 40 - 7 = 33, vulnerable: 1350)
 */
export function obligation(points: number, vulnerable: boolean, opponentsVulnerable?: boolean): number {
  check(
    typeof points === "number" && Number.isInteger(points) && points >= 0 && points <= 40,
    `${quote(points)} is not a pair's high-card points: expected a whole number from 0 to 40.`,
  );
  check(typeof vulnerable === "boolean", `Vulnerable must be true or false, not ${quote(vulnerable)}.`);
  if (points >= 20) return OBLIGATIONS[points][vulnerable ? 1 : 0];
  check(
    typeof opponentsVulnerable === "boolean",
    `With ${points} points the other side holds ${40 - points}, so the obligation is theirs and ` +
      `depends on their vulnerability: give whether the opponents are vulnerable.`,
  );
  return -OBLIGATIONS[40 - points][opponentsVulnerable ? 1 : 0];
}

/**
 * The IMPs for a pair on a board played only once: its score against the obligation for its
 * points, IMP(score - obligation). The score is the pair's own (positive when it gained points).
 *
 * @example
 * obligationImps(33, false, 410); // -10 (410 - 900 = -490)
 */
export function obligationImps(
  points: number,
  vulnerable: boolean,
  score: number,
  opponentsVulnerable?: boolean,
): number {
  check(
    typeof score === "number" && Number.isFinite(score),
    `A score must be a number, not ${quote(score)}.`,
  );
  return imp(score - obligation(points, vulnerable, opponentsVulnerable));
}

/**
 * IMPs for a board aborted at a table ("BridgeHit is transferring to IMP scoring"): the player who
 * caused the abortion gets -6, each of the other three players +2.
 *
 * @example
 * abortedBoardImps(); // { atFault: -6, others: 2 }
 */
export function abortedBoardImps(): { atFault: -6; others: 2 } {
  return { atFault: -6, others: 2 };
}

/**
 * Each seat's IMPs for a board aborted at a table, given the seat whose player caused it: -6 for
 * that player, +2 for partner and both opponents (so the at-fault pair nets -4, the other pair +4).
 *
 * @example
 * abortedBoardSeatImps("E"); // { N: 2, E: -6, S: 2, W: 2 }
 */
export function abortedBoardSeatImps(atFault: Seat): Record<Seat, number> {
  sideOf(atFault); // rejects anything that is not a seat
  const { atFault: bad, others } = abortedBoardImps();
  return {
    N: atFault === "N" ? bad : others,
    E: atFault === "E" ? bad : others,
    S: atFault === "S" ? bad : others,
    W: atFault === "W" ? bad : others,
  };
}
