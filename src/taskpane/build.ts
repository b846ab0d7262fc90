/**
 * The results sheet for the pane: the sheet builder (src/sheet/results.ts, no Office.js) called
 * with the pane's checked choices and the names of the sheets already in the workbook, so the
 * sheet's title names the sheet it will be written to.
 */
import { buildResultsSheet } from "../sheet/results";
import { type Traveller } from "../scoring";
import type { SheetModel } from "../sheet/model";
import type { CheckedOptions } from "./options";

/**
 * Builds the results sheet of a traveller as a model. Throws the builder's TravellerError (with
 * every problem) or ScoringError (what the engine could not score) and builds nothing then.
 *
 * @example
 * buildSheet(readTraveller(cells), { method: "cross", movement: "mitchell", divisor: "total" }, ["Sheet1"]).name;
 * // "Board 15 cross-IMPs"
 */
export function buildSheet(
  traveller: Traveller,
  options: CheckedOptions,
  existingNames: readonly string[] = [],
): SheetModel {
  return buildResultsSheet(traveller, { ...options, existingNames });
}
