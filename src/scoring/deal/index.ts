// Deals, double-dummy tables and par: the hand records of a board.
export {
  SEATS,
  SUITS,
  RANKS,
  parseDeal,
  formatDeal,
  holdingText,
  highCardPoints,
  suitLength,
  type Deal,
  type Suit,
} from "./deal";
export {
  NOTRUMP,
  DEFAULT_NODE_BUDGET,
  STRAIN_ORDER,
  TRANSPOSITION_TABLE_BYTES,
  SolverBudgetError,
  solveTable,
  solveTricks,
  type DDTable,
  type DDStrain,
  type SolveOptions,
} from "./solver";
export { parOf, type Par } from "./par";
export { randomDeal, seededRandom } from "./random";
export { dealBoards, MAX_SEED, type DealtBoard } from "./dealer";
export { tableByDeclarer, formatTable, type TableByDeclarer } from "./table";
export {
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
} from "./published";
