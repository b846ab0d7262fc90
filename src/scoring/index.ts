/**
 * The scoring core's front door: everything outside `src/scoring` (the custom functions, the task
 * pane, the results sheet, the writers, the command line) imports the core from here and nowhere
 * else; a lint rule refuses deeper imports. The core itself is pure TypeScript: no Office.js, no
 * DOM, and no import from outside `src/scoring` except the grid addresses of `src/grid`.
 *
 * Grouped as a director meets the ideas: the board and its seats, the rules of each scoring method,
 * reading a traveller, scoring a board and a session, and the errors the core throws.
 */

// Errors: what the core refuses, with a message a director can act on.
export { ScoringError, clipped, quote } from "./base/errors";

// The one seeded generator (Mulberry32): the same seed, the same numbers everywhere.
export { seededRandom } from "./base/random";

// Exact arithmetic and rounding.
export { Fraction } from "./rules/fraction";
export { ROUNDING_MODES, agreesAsPrinted, type RoundingMode } from "./rules/rounding";

// Seats, sides, dealer and vulnerability of a board number.
export {
  boardDealer,
  boardVulnerability,
  isVulnerable,
  parseSeat,
  parseVulnerability,
  sideOf,
  type Seat,
  type Side,
  type Vulnerability,
} from "./base/seats";

// The rules: IMP scales, contract scores, awards, Butler, cross-IMPs, matchpoints, VPs, obligations.
export { IMP_TABLES, IMP_TABLE_NAMES, imp, maxImps, type ImpTableName } from "./rules/imp";
export { contractToString, nsScore, parseContract, parseResult } from "./rules/contract";
export {
  awardImps,
  awardMatchpoints,
  awardPercent,
  awardToString,
  parseArtificial,
  type ArtificialEntry,
} from "./rules/awards";
export { DATUM_METHODS, butlerDatum, butlerImps, type ButlerOptions, type DatumMethod } from "./rules/butler";
export {
  CROSS_IMP_DIVISOR_WORDS,
  awardCrossImps,
  crossImpNumbers,
  crossImpTable,
  crossImps,
  parseCrossImpDivisor,
  type CrossImpDivisor,
  type CrossImpDivisorWord,
  type CrossImpTable,
} from "./rules/crossimp";
export {
  MATCHPOINT_SCALES,
  matchpointNumbers,
  matchpointTable,
  matchpoints,
  type MatchpointScale,
  type MatchpointTable,
} from "./rules/matchpoints";
export { vpDiscrete, vpWbf } from "./rules/vp";
export { obligation } from "./rules/obligations";

// Reading a traveller: cells as people paste them, column headers, entries, problems.
export { cellText, isBlankCell, readNumberCell } from "./base/cells";
export { COLUMN_ROLES, headerKey, type ColumnRole } from "./traveller/headers";
export type { Entry } from "./model/entry";
export {
  TravellerError,
  formatProblem,
  refuseProblems,
  untilPutRight,
  type Problem,
} from "./traveller/problems";
export { readTraveller } from "./traveller/read";
export type { Traveller, TravellerBoard, TravellerRow } from "./traveller/types";

// Scoring a board (every method, weighted scores) and a session. The model modules hold only the
// domain's names (methods, movements, results expected, the engine's options and defaults), all public.
export * from "./model/methods";
// What kind of result each method gives (unit, datum, top, percentages, ...), declared as data:
// callers ask these instead of testing a method's name.
export { METHOD_TRAITS, type MethodTraits } from "./model/methods";
export { rankPlayerResults, type PlayerBoardResult, type RankedPlayer } from "./session/player-ranking";
export * from "./model/options";
export { readWeights } from "./board/weights";
export type { BoardTable } from "./board/adjusted-table";
export { weightedButler, weightedCrossImps, weightedMatchpoints } from "./board/frequency-methods";
export { scoreBoard } from "./board/score-board";
export { playedOnce } from "./board/against-par";
export type { ScoredBoard, ScoredTable } from "./board/scored-board";
export {
  workingsFrequencies,
  type BoardWorkings,
  type AgainstParWorkings,
  type ButlerWorkings,
  type CrossWorkings,
  type MatchpointWorkings,
} from "./board/workings";
export { scoreSession, type Ranking, type ScoredSession, type SessionPair } from "./session/session";
// A scored board's workings told in the method's words: each step, and how each number was reached.
export {
  ABOUT,
  GLOSSARY,
  boardTips,
  comparisonTips,
  explainBoard,
  againstParLine,
  frequencyColumns,
  frequencyLineTips,
  frequencyTips,
  resultTip,
  scoreTips,
  shown,
  tableName,
  tableTips,
  tipFor,
  type AboutId,
  type NumberTip,
  type TipOf,
  type Step,
  type StepId,
  type Term,
  type TermId,
} from "./words/explain";
// The movement told from a traveller's pair numbers when nobody says which it was.
export {
  inferMovement,
  movementWords,
  type InferredMovement,
  type MovementEvidence,
  type PairsByBoard,
} from "./movement/infer";
// Movements made for a number of tables and boards: who sits where, which boards, and the balance.
export {
  KIND_WORDS,
  MADE_KINDS,
  MOST_BOARDS,
  MOST_TABLES,
  makeMovement,
  movementSets,
  type MovementAsk,
} from "./movement/make/make";
export { movementBalance, sharedSets, type MovementBalance, type SharedSet } from "./movement/make/balance";
export { boardCopy } from "./movement/make/plan";
export type { MadeKind, MadeMovement, MadeRound, MadeTable } from "./movement/make/types";
// The movement as it was played (board sets, rounds, tables) and every row checked against it.
export {
  boardsText,
  numberRuns,
  checkMovement,
  SECTION_KEYS,
  playedRows,
  playedWords,
  type MovementAsRead,
  type MovementCheck,
  type MovementFinding,
  type FindingKind,
  type PlayedRow,
} from "./movement/check";
// A pair twice on a board, said on the row the Round and Table columns show is wrong.
export { seatedProblems } from "./movement/check-seats";
// Scores that look mistyped (a passed-out board scored, an impossible score, a sign the wrong way): warnings.
export { suspiciousScores, type ScoreWarning } from "./traveller/suspicious";
// Arrow switches: rows whose pairs changed seats, scored by the seat played, counted at home.
export {
  arrowSwitches,
  readArrowSwitch,
  switchArrows,
  type ArrowSwitchChoice,
  type ArrowSwitches,
} from "./movement/arrow-switch";
// How balanced a one-winner Mitchell is under a pattern of arrow-switched rounds (Manning, Bavin).
export {
  arrowSwitchBalance,
  bestSwitchedRounds,
  competitionBalance,
  mitchellBoards,
  strongestPairScores,
  type CompetitionBalance,
  type SeatedBoard,
  type SwitchBalance,
} from "./movement/switch-balance";
export type { FouledGroup } from "./board/scored-board";
// Fouled boards: a Version column splits a board into groups, each factored to the whole board.
export {
  boardName,
  fouledChoiceProblem,
  fouledProblems,
  readFouled,
  splitFouled,
  type FouledChoice,
} from "./movement/fouled";

// A session scored one board at a time (synchronous steps), for callers that report progress.
export { startSession, type SessionSteps } from "./session/session";

// Teams events: a teams scoresheet read into matches (two rooms a board), scored in IMPs,
// board-a-match or aggregate, with victory points (a VP scale is a function passed in), standings
// and the Butler ranking of the pairs.
export {
  BAM_SCALES,
  TEAMS_METHODS,
  type BamScale,
  type Match,
  type MatchBoard,
  type RoomResult,
  type TeamsEvent,
  type TeamsMethod,
  type VpFunction,
} from "./teams/model";
export { readTeamsEvent, teamsLayoutOf, type ReadTeamsOptions } from "./teams/read";
export {
  scoreMatchBoard,
  scoreMatches,
  type ScoredMatch,
  type ScoredTeamsBoard,
  type TeamsScoringOptions,
} from "./teams/score";
export { standingsBy, teamStandings, type StandingsBy, type TeamStanding } from "./teams/standings";
export { teamsButler, type PairButler } from "./teams/butler";
export { scoreTeamsEvent, type ScoredTeamsEvent } from "./teams/event";
export { TEAMS_VP_CHOICES, discreteVp, vpFunctionOf, wbfVp, type TeamsVpChoice } from "./teams/vp-choice";
// A teams event's VPs on a scale the director gave (--vp-table, a range).
export { vpTableFunction } from "./teams/vp-choice";
// The Swiss draw: the next round from the standings so far, and the first round seeded or at random.
export {
  byeTeam,
  drawFirstRound,
  drawSwiss,
  type FirstRound,
  type SwissDraw,
  type SwissHistory,
  type SwissTable,
} from "./teams/swiss";
export {
  DEFAULT_BYE_VP,
  nextSwissRound,
  swissStandings,
  swissRoundsOf,
  type SwissNext,
  type SwissOptions,
  type SwissRounds,
} from "./teams/swiss-event";
// Withdrawals and late entries in a Swiss event.
export {
  applyEntries,
  DEFAULT_LATE_SCORE,
  lateEntriesOf,
  type LateScore,
  type SwissEntries,
} from "./teams/swiss-entries";
// The tables of a round: home tables kept, board sets shared.
export { seatTables, drawSharedSets, tableLine } from "./teams/swiss-tables";
// A Swiss pairs round from its boards scored across the field.
export { swissPairsRound } from "./teams/swiss-pairs";
// The opening rounds: round 2 seeded or at random, not from the standings.
export { drawSecondRound, seedsOfFirstRound, type Opening } from "./teams/swiss-opening";
// A table of match results (Round, Home, Away, the IMPs or VPs of each), as a Swiss event's rounds.
export {
  isMatchResults,
  readMatchResults,
  type DrawnMatch,
  type MatchResults,
  type MatchResultsOptions,
  type RoundBye,
} from "./teams/match-results";
// A Swiss pairs event by matchpoints across the field: a pair's percentage of a match as VPs.
export { percentVp } from "./teams/percent-vp";

// Events of several sessions: totals, mean percentages, a carry-forward, best N of M, handicaps.
export {
  SERIES_BASES,
  handicappedLines,
  namesKey,
  rankSeries,
  type SeriesBasis,
  type SeriesEntry,
  type SeriesLine,
  type SeriesOptions,
  type SeriesRanking,
  type SeriesSession,
  type SeriesFinal,
  type FinalSpec,
} from "./session/series";
export { parseFinals } from "./session/series-finals";

// Options as a director types them (a cell, a flag, a field), each read once with one message.
export {
  MOVEMENTS,
  OptionError,
  parseOption,
  readOption,
  type MatchpointOutput,
  type OptionName,
  type OptionRead,
  type OptionValues,
  type VpScale,
} from "./options/read";

// Words and numbers shown to people: method, rounding, divisor, role and vulnerability wording.
export {
  DATUM_LABELS,
  DIVISOR_LABELS,
  DIVISOR_PROSE,
  EXPECTED_LABELS,
  IMP_TABLE_LABELS,
  METHOD_LABELS,
  METHOD_NAMES,
  ROLE_LABELS,
  ROLE_NAMES,
  ROUNDING_LABELS,
  ROUNDING_PROSE,
  SCALE_LABELS,
  fieldName,
  signed,
  vulText,
} from "./words/present";

// Regulations: the conventions of other scoring programs and federations (IMP caps, trim rules,
// given IMP and VP scales, awards valued from the session). VpScaleTable is the type of a
// victory-point scale a director gives (a column per match length): teams events use it too.
export { cappedImpTable, isImpCap, type ImpScaleChoice, type ImpTable } from "./rules/imp";
export { TRIM_RULES, trimRuleCount, type Trim, type TrimRule } from "./rules/butler";
export { isAwardImps } from "./rules/awards";
export {
  readImpScaleGrid,
  readVpScaleGrid,
  vpFromTable,
  type GridOrigin,
  type VpScaleTable,
} from "./rules/scale-table";
export { sessionPercentOf, type SessionAward } from "./session/awards";
export {
  PRESETS,
  PRESET_NAMES,
  presetOptions,
  readPresetName,
  type Preset,
  type PresetName,
  type PresetOptions,
  type PresetSetting,
} from "./options/regulations";
export {
  AWARD_RULE_LABELS,
  PRESET_LABELS,
  SESSION_PERCENT_LABELS,
  TIE_BREAK_LABELS,
  TRIM_RULE_PROSE,
  regulationLines,
} from "./words/present";
export { AWARD_RULES, ONCE_RULES, SESSION_PERCENTS, DEFAULT_REGULATION_OPTIONS } from "./model/options";
// Words for teams events (the pane's teams choices).
export { BAM_SCALE_LABELS, TEAMS_METHOD_LABELS, TEAMS_VP_LABELS } from "./words/present";

// Names tables (pair number, names) and the notations of printed travellers.
export {
  readNamesTable,
  pairNames,
  pairRatings,
  type PairNames,
  type PairRatings,
  type NamesTable,
} from "./traveller/names-table";
export {
  parseStrata,
  stratumRange,
  type SessionStrata,
  type StratumRanking,
  type StratumPlace,
} from "./session/strata";
export type { PublishedResults } from "./traveller/types";

// Hand records: deals in PBN notation, the double-dummy table and par.
export {
  parseDeal,
  STRAIN_ORDER,
  formatDeal,
  highCardPoints,
  holdingText,
  solveTable,
  solveTricks,
  parOf,
  tableByDeclarer,
  formatTable,
  randomDeal,
  seededRandom as seededDealRandom,
  SolverBudgetError,
  TRANSPOSITION_TABLE_BYTES,
  tableFromDoubleDummyTricks,
  doubleDummyTricksOf,
  tableFromOptimumResultTable,
  optimumResultTableOf,
  optimumScoreOf,
  optimumScoreText,
  parContractText,
  parContractsText,
  tableDifferences,
  completeTable,
  impsAgainstPar,
  type PublishedTable,
  type Deal,
  type DDTable,
  type SolveOptions,
  type Par,
  type TableByDeclarer,
  dealBoards,
  MAX_SEED,
  type DealtBoard,
} from "./deal";
