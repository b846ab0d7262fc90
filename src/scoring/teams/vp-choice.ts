// The victory point scales a director picks by name for a teams event, each as the VP function
// the match scorer takes (model.ts, VpFunction). A federation's own table is another such function.
import { vpDiscrete, vpWbf } from "../rules/vp";
import { VpFunction } from "./model";

/** The VP scales chosen by name: WBF 2013 continuous, the classic discrete table, or no VPs. */
export type TeamsVpChoice = "wbf" | "discrete" | "none";

/** The VP choices, the default first. */
export const TEAMS_VP_CHOICES: readonly TeamsVpChoice[] = ["wbf", "discrete", "none"];

/** The WBF 2013 continuous 20-VP scale for the match's number of boards. */
export const wbfVp: VpFunction = (margin, boards) => vpWbf(margin, boards);

/** The classic discrete 20-VP scale (the same whatever the match's length). */
export const discreteVp: VpFunction = (margin) => vpDiscrete(margin);

/**
 * The VP function of a choice, or null for none.
 *
 * @example
 * vpFunctionOf("wbf")?.(10, 8); // 13.78
 */
export function vpFunctionOf(choice: TeamsVpChoice): VpFunction | null {
  return choice === "wbf" ? wbfVp : choice === "discrete" ? discreteVp : null;
}
