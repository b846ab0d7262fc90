// The victory point scales a director picks by name for a teams event, each as the VP function
// the match scorer takes (model.ts, VpFunction). A federation's own table is another such function.
import { quote, ScoringError } from "../base/errors";
import { vpFromTable, type VpScaleTable } from "../rules/scale-table";
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

/**
 * The VP function of a scale the director gave (a federation's table, read by readVpScaleGrid):
 * a scale of one column serves every match length; a scale with a column per length must have a
 * column for each match's number of boards, or the match is refused naming the lengths it has.
 *
 * @example
 * const t = readVpScaleGrid([["From", 8], [0, 10], [8, 13], [12, 14]]);
 * vpTableFunction(t)(10, 8); // 13
 * vpTableFunction(t)(10, 16); // throws: "... has no column for matches of 16 boards: it has columns for 8 boards."
 */
export function vpTableFunction(table: VpScaleTable): VpFunction {
  return (margin, boards) => {
    const lengths = table.columns.map((c) => c.boards);
    if (!lengths.includes(null) && !lengths.includes(boards))
      throw new ScoringError(
        `The VP scale ${quote(table.title)} has no column for matches of ${boards} boards: it has columns for ${lengths.join(", ")} boards.`,
      );
    return vpFromTable(table, margin, lengths.includes(null) ? null : boards);
  };
}
