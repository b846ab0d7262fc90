import { Fraction } from "../rules/fraction";
import { check } from "../base/errors";
import { roundToStep, RoundingMode, parseRoundingMode } from "../rules/rounding";
import { readComponentWeights, Weight } from "./weights";

// Aggregate (total points) scoring is the one form of scoring where the raw points are the final
// form, so there, and only there, a weighted score weights the raw points.

/** Aggregate scoring: the weighted raw score and that rounded. */
export interface WeightedAggregate {
  readonly weights: readonly Fraction[];
  /** Sum of weight x score, unrounded. */
  readonly weighted: Fraction;
  readonly rounded: Fraction;
}

/**
 * Aggregate (total points) scoring of a weighted score: weight the raw scores, then round (the one
 * form of scoring where the raw points are weighted).
 *
 * @example
 * const a = weightedAggregate([420, -50], [0.6, 0.4]);
 * a.weighted.toNumber(); // 232 ("Calculation of Weighted Scores", aggregate scoring: 252 - 20)
 * a.rounded.toNumber(); // 230
 */
export function weightedAggregate(
  components: readonly number[],
  weights: readonly Weight[],
  roundTo: number = 10,
  rounding: RoundingMode = "halfAwayFromZero",
): WeightedAggregate {
  const w = readComponentWeights(components, weights);
  const mode = parseRoundingMode(rounding);
  check(
    typeof roundTo === "number" && Number.isFinite(roundTo) && roundTo >= 0,
    `Round to a multiple of a number 0 or above (0 for no rounding), not ${String(roundTo)}.`,
  );
  const weighted = components.reduce((a, c, i) => a.add(w[i].mul(Fraction.fromNumber(c))), Fraction.ZERO);
  return { weights: w, weighted, rounded: roundTo === 0 ? weighted : roundToStep(weighted, roundTo, mode) };
}
