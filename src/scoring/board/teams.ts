import { Fraction } from "../rules/fraction";
import { check } from "../base/errors";
import { imp, ImpTableName } from "../rules/imp";
import { readComponentWeights, Weight } from "./weights";

// In teams the final form of scoring is the IMPs against the other table, so a weighted score
// weights the IMPs of its components, never the raw points.

/** Teams scoring of a weighted score: each component IMPed against the other table. */
export interface WeightedTeams {
  readonly weights: readonly Fraction[];
  /** Each component minus the other table's score. */
  readonly differences: readonly number[];
  readonly componentImps: readonly number[];
  /** Sum of weight x IMPs, unrounded (a fractional margin is fine for continuous VP scales). */
  readonly weighted: Fraction;
}

/**
 * Teams (IMPs) scoring of a weighted score at one table: IMP each component against the NS score
 * at the other table, then weight the IMPs. Both scores are NS scores, so the result is the IMPs
 * of the team sitting NS at the weighted table (the other team gets the negation).
 *
 * @example
 * const t = weightedTeams(140, [420, -50], [0.6, 0.4]);
 * t.componentImps; // [7, -5]
 * t.weighted.toNumber(); // 2.2 ("Calculation of Weighted Scores", teams of four)
 */
export function weightedTeams(
  otherTableScore: number,
  components: readonly number[],
  weights: readonly Weight[],
  table: ImpTableName = "WBF",
): WeightedTeams {
  check(
    typeof otherTableScore === "number" && Number.isFinite(otherTableScore),
    `The other table's score must be a number, not ${String(otherTableScore)}.`,
  );
  const w = readComponentWeights(components, weights);
  const differences = components.map((c) => c - otherTableScore);
  const componentImps = differences.map((d) => imp(d, table));
  const weighted = componentImps.reduce((a, x, i) => a.add(w[i].mul(x)), Fraction.ZERO);
  return { weights: w, differences, componentImps, weighted };
}
