/**
 * The results sheet for the pane: the sheet builder (src/sheet/results.ts, no Office.js) called
 * with the pane's checked choices and the names of the sheets already in the workbook, so the
 * sheet's title names the sheet it will be written to.
 */
import { buildResultsSheet } from "../sheet/results";
import { startResultsSheet, type SheetSteps } from "../sheet/sheet-steps";
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

/**
 * {@link buildSheet} board by board, for the pane's progress bar: the same sheet, built by
 * `finish()` once `next()` has scored every board (see src/sheet/sheet-steps.ts).
 *
 * @example
 * const steps = startSheet(traveller, checked, ["Sheet1"]);
 * while (steps.next()) console.log(`${steps.done} of ${steps.total} boards scored`);
 * steps.finish().name; // "Board 15 cross-IMPs"
 */
export function startSheet(
  traveller: Traveller,
  options: CheckedOptions,
  existingNames: readonly string[] = [],
): SheetSteps {
  return startResultsSheet(traveller, { ...options, existingNames });
}
