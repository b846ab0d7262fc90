// The event layer's front door: every front end (the command line, the pane, the teaching page)
// opens an input into an event here, decides its choices by one policy, scores it in steps and
// hands the scored event to the outputs (src/writers/outputs.ts).
export type {
  BridgeEvent,
  EventKind,
  EventSection,
  EventSource,
  Grid,
  Locate,
  LocateInInput,
  StatedChoices,
} from "./model";
export {
  openEvent,
  openSection,
  EventError,
  type ColumnOverrides,
  type InputSection,
  type OpenOptions,
} from "./open";
export {
  FORMATS_READ,
  INPUT_EXTENSIONS,
  INPUT_FORMATS,
  InputError,
  MAX_INPUT_BYTES,
  MAX_INPUT_ROWS,
  refuseTooManyResults,
  formatOf,
  openInput,
  sectionTitle,
  tooLarge,
  type InputFormat,
} from "./inputs";
export {
  DEFAULT_METHOD,
  DEFAULT_TEAMS_METHOD,
  decidePairs,
  decideTeams,
  statedChoices,
  choicesOutsideEvent,
  type ChoiceOutsideEvent,
  type ChoiceSource,
  type DecidedPairs,
  type MovementChoice,
  type PairsChoices,
  type TeamsChoices,
  type UserChoices,
} from "./choices";
export {
  scoreEvent,
  startScoring,
  type EventSteps,
  type ScoreOptions,
  type ScoredEvent,
  type ScoredPairsSection,
  type ScoredSection,
  type ScoredTeamsSection,
} from "./score";
export { withSections } from "./sections";
// The scoring form's choices, shared by the pane and the teaching page, and the tables a director
// gives the form from a worksheet.
export {
  BYE_VP_CHOICES,
  DEFAULT_FORM_CHOICES,
  DIVISORS,
  EXPECTEDS,
  FORM_CHOICES_VERSION,
  MOVEMENT_FIELDS,
  acceptedPairs,
  asFormChoices,
  checkOptions,
  teamsChoices,
  userChoices,
  type ByeVpChoice,
  type CheckedOptions,
  type CheckResult,
  type DivisorChoice,
  type ExpectedChoice,
  type FormChoices,
  type MovementField,
  type NumberField,
  type OptionsChange,
} from "./forms";
export {
  SCALE_KIND_WORDS,
  impScaleOf,
  readScale,
  vpScaleOf,
  type SavedNames,
  type SavedScale,
  type ScaleKind,
} from "./given-tables";
export {
  dealsOf,
  eventHasDeals,
  LeftUnsolved,
  withHandRecords,
  withParsOfBoardsPlayedOnce,
  solvingOnce,
  MAX_DEALS_SOLVED,
  type DoubleDummyChoice,
  type HandRecordsResult,
  type SolveDeal,
} from "./hand-records";
export {
  isIndividual,
  playerRankingText,
  rankPlayers,
  seatsOf,
  type PlayerRanking,
  type PlayerResult,
} from "./individual";
export {
  AskedFindingsError,
  noteLine,
  SCORED_AS,
  SUGGESTED_FIX,
  sortFindings,
  type AskedFinding,
  type SessionNote,
  type SortedFindings,
} from "./findings";
export { nothingToScore, problemLines, refusedBy, sectionWithProblems, untilPutRight } from "./refusals";
export {
  drawAfterResults,
  drawAfterSection,
  drawSheetOf,
  firstRoundOf,
  readDrawInput,
  readResultsTable,
  roundsOutOfOrder,
  type RoundOrderProblem,
  type DrawInput,
  type ResultsTableChoices,
} from "./draw";
export {
  readSwissPairsRounds,
  seatingProblems,
  type SwissPairsChoices,
  type SwissPairsRead,
  type SwissPairsRoundFile,
} from "./swiss-pairs";
export { mergeEntries, readTeamList, readTeamRounds, type TeamList } from "./team-list";
export {
  handicapsOf,
  pairsEntries,
  rankEvent,
  readBestOf,
  readCarryShare,
  readHandicaps,
  distinctSessionTitles,
  seriesSessionsOf,
  sessionDate,
  sessionName,
  sessionsEventRanking,
  sessionsOfOneEvent,
  sessionUnit,
  type HandicapsTable,
  type SeriesMatch,
  type SeriesSettings,
} from "./series";
export { dealKey, joinHandRecords, joinHandRecordsScored, type DealsJoined } from "./deals";
export {
  filledRows,
  functionMethod,
  MOST_FUNCTION_ROWS,
  scoreCells,
  type CellsSession,
} from "./cells-session";
export { standingsOfCells, swissDrawOfCells, type CellsTeams, type StandingsUnit } from "./cells-teams";
export {
  DRAW_OPTION_WORDS,
  drawChoicesFromWords,
  type DrawWords,
  PAIRS_OPTION_WORDS,
  pairsChoicesFromWords,
  pairsOptionWordList,
  splitOptionWords,
  type OptionWord,
} from "./option-words";
export { formOptionWords, usedOptions, GROUP_OPTIONS } from "./form-words";
export { holdBackRounds, isFinal, liveProgress, type HeldBack, type LiveProgress } from "./live";
