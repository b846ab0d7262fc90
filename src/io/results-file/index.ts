// A results file as the add-in reads it, whatever program wrote it: events, their sections, and
// each section's boards as traveller rows in the layout a director would type (Board, Table, NS,
// EW, Contract, By, Lead, Tricks, Score, and the results the file already publishes). The grid
// of a section goes through the traveller reader like any typed traveller, so every check of a
// traveller applies to a file too. The PBN and USEBIO readers build this model; the command line
// and the pane score it.
//
// The folder's modules: the model (model.ts), the section as a traveller grid (grid.ts), the
// scoring a file's words name (words.ts), what its published figures show (figures.ts), and the
// checks of its record against its boards (checks.ts).
export * from "./model";
export { publishedColumns, sectionGrid, TEAMS_HEADER } from "./grid";
export { butlerFromWords, methodFromWords, teamsMethodFromWords } from "./words";
export {
  acrossTheField,
  crossImpsAcrossTheField,
  inferCrossExpected,
  inferDivisor,
  inferExpected,
  inferNotPlayedTie,
  inferScale,
  publishedTop,
} from "./figures";
export { boardConditionProblems, keepPublishedScores } from "./checks";
