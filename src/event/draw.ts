// The Swiss draw on the event road: the next round of a Swiss teams event, from a teams scoresheet
// of boards once it is scored (its matches and standings), or from a table of match results as
// organisers keep them (Round, Home, Away and the IMPs or VPs of each).
import {
  nextSwissRound,
  readMatchResults,
  swissRoundsOf,
  vpFunctionOf,
  vpTableFunction,
  type MatchResults,
  DEFAULT_BYE_VP,
  type SwissNext,
  type SwissOptions,
  type TeamsVpChoice,
  type VpScaleTable,
} from "../scoring";
import { buildDrawSheet } from "../sheet/draw-sheet";
import type { SheetModel } from "../sheet/model";
import type { Grid } from "./model";
import type { ScoredTeamsSection } from "./score";

/**
 * The next round of a scored teams scoresheet: its standings after the rounds so far (a team with
 * no match in a round had that round's bye), ranked as its standings are, and the draw.
 *
 * @example
 * drawAfterSection(scoreEvent(openInput(csv, "swiss.csv"), {}).sections[0], {}).draw.tables[0];
 */
export function drawAfterSection(section: ScoredTeamsSection, options: SwissOptions = {}): SwissNext {
  const teams = section.section.teams!;
  return nextSwissRound(
    swissRoundsOf(teams.teams, teams.rounds, section.scored.matches),
    section.scored.standingsBy,
    options,
  );
}

/** How a table of match results given in IMPs is turned into VPs. */
export interface ResultsTableChoices {
  /** The VP scale by name (default: WBF), or a scale the director gave. */
  readonly vp?: TeamsVpChoice;
  readonly vpTable?: VpScaleTable;
  /** The boards of every match, when the table has no Boards column. */
  readonly boards?: number;
}

/**
 * A table of match results read, IMPs turned into VPs on the chosen scale (the WBF scale unless the
 * director names another). Its problems, if any, are in `problems`.
 *
 * @example
 * readResultsTable(cells, { boards: 8 }).matches[0].vp; // the WBF VPs of the first match
 */
export function readResultsTable(cells: Grid, choices: ResultsTableChoices = {}): MatchResults {
  const vp = choices.vpTable ? vpTableFunction(choices.vpTable) : vpFunctionOf(choices.vp ?? "wbf");
  return readMatchResults(cells, { vp, ...(choices.boards !== undefined ? { boards: choices.boards } : {}) });
}

/**
 * The next round of a table of match results read without problems: standings by VPs, the draw.
 *
 * @example
 * drawAfterResults(readResultsTable(cells), { byeVp: 10 }).draw.bye; // the team with the bye, or null
 */
export function drawAfterResults(results: MatchResults, options: SwissOptions = {}): SwissNext {
  return nextSwissRound(results, "vp", options);
}

/**
 * The draw sheet of a scored teams scoresheet's next round: the standings it is drawn from and the
 * draw (the sheet layer's draw sheet), named uniquely among the workbook's sheets.
 *
 * @example
 * drawSheetOf(scored.sections[0], { existingNames: ["Sheet1"] }).name; // "Draw round 3"
 */
export function drawSheetOf(
  section: ScoredTeamsSection,
  options: SwissOptions & { readonly existingNames?: readonly string[] } = {},
): SheetModel {
  const byeVp = options.byeVp ?? DEFAULT_BYE_VP;
  return buildDrawSheet(drawAfterSection(section, options), {
    byeVp,
    ...(options.existingNames ? { existingNames: options.existingNames } : {}),
  });
}
