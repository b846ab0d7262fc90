/**
 * The results sheet of a teams event for the pane: scored with the pane's teams choices and laid
 * out by the teams sheet builder (src/sheet/teams-sheet.ts), named uniquely in the workbook.
 */
import { scoreTeamsEvent, vpFunctionOf, vpTableFunction, type TeamsEvent } from "../scoring";
import type { SheetModel } from "../sheet/model";
import { buildTeamsSheet } from "../sheet/teams-sheet";
import type { TeamsChoices } from "./options";

/**
 * Builds the teams sheet. Throws the engine's TravellerError (every problem) or ScoringError.
 *
 * @example
 * buildTeams(readTeamsEvent(cells), { method: "imps", vp: "wbf", bamScale: "standard", impTable: "WBF" }, []).name; // "Teams"
 */
export function buildTeams(
  event: TeamsEvent,
  choices: TeamsChoices,
  existingNames: readonly string[] = [],
): SheetModel {
  const scored = scoreTeamsEvent(event, {
    method: choices.method,
    bamScale: choices.bamScale,
    // A scale the director gave (a range in the pane) stands instead of the named one.
    impTable: choices.impScale ?? choices.impTable,
    vp: choices.vpTable ? vpTableFunction(choices.vpTable) : vpFunctionOf(choices.vp),
  });
  return buildTeamsSheet(scored, {
    method: choices.method,
    bamScale: choices.bamScale,
    impTable: choices.impScale ?? choices.impTable,
    vp: choices.vpTable ?? (choices.vp === "none" ? null : choices.vp),
    existingNames,
  });
}
