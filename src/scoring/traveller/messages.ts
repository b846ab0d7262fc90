// Every text the traveller reader writes itself, in one place, so that the wording can be read and
// kept consistent together. Each function builds one message from what the reader found; the
// messages of the cell parsers it calls (contracts, seats, results, scores) are theirs, passed on
// as they are. A message names what was found and says what was expected; the reader attaches
// the cell it is about.
import { Contract, contractToString, nsScore, type Strain } from "../rules/contract";
import { Seat, Vulnerability } from "../base/seats";
import { signed, vulText } from "../base/words";
import { ColumnRole, ROLE_NAMES } from "./headers";
import { clipped, quote } from "../base/errors";

// The call and its options.

export const NOT_CELLS = "A traveller must be a 2-D array of cells: a list of rows, each a list of values.";

export function badBoardNumberOption(given: unknown): string {
  return `The board number must be a whole number of 1 or more, not ${String(given)}.`;
}

export function badHeaderRowOption(given: unknown, rowCount: number): string {
  return `The header row must be a 0-based row index from 0 to ${rowCount - 1}, not ${String(given)}.`;
}

export const COLUMNS_NOT_OBJECT = 'The columns option must be an object: { ns: 0, ew: 1 } or { 5: "score" }.';

export function columnsOptionBadRole(key: string, value: unknown, roleNames: string): string {
  return `The columns option says column ${key} is ${JSON.stringify(value)}: expected one of ${roleNames} or "ignore".`;
}

export function columnsOptionBadIndex(key: string, value: unknown): string {
  return `The columns option gives ${key} as ${JSON.stringify(value)}: expected a 0-based column index, or null for none.`;
}

export function columnsOptionUnknownKey(key: string, roleNames: string): string {
  return `The columns option has ${JSON.stringify(key)}: expected a role (${roleNames}) or a column index.`;
}

// The header row.

const WANTED_HEADER =
  "expected a header row naming the NS and EW pair columns and the score or contract " +
  "(e.g. NS, EW, Contract, By, Tricks, Score, or +Sc and -Sc)";

export const NO_HEADER_ROW = `No header row found: ${WANTED_HEADER}.`;

/** `found`: the texts of the row's filled cells, each already in quotes, joined by ", ". */
export function incompleteHeaderRow(found: string): string {
  return `This looks like the header row (${found}) but it is not complete: ${WANTED_HEADER}.`;
}

export function twoColumnsForRole(role: ColumnRole, firstHeader: string, secondHeader: string): string {
  return (
    `Two columns are headed as ${ROLE_NAMES[role]}: ${quote(firstHeader)} and ${quote(secondHeader)}. ` +
    `Rename one, or say which to read with the columns option.`
  );
}

export function missingPairColumn(role: "ns" | "ew"): string {
  return `No ${ROLE_NAMES[role]} column in the header row.`;
}

export function signedAndPlusColumns(signedHeader: string, plusHeader: string): string {
  return (
    `Both a signed score column (${quote(signedHeader)}) and a plus score column ` +
    `(${quote(plusHeader)}): give one form, a signed NS score or +Sc and -Sc.`
  );
}

export function scoreColumnAlone(present: ColumnRole, missing: ColumnRole): string {
  return `A ${ROLE_NAMES[present]} column needs its ${ROLE_NAMES[missing]} column beside it (or head a single signed column Score).`;
}

export const NOTHING_TO_SCORE =
  "No score column (Score, or +Sc and -Sc) and no Contract column: there is nothing to score.";

// Titles and board numbers.

export function titleVulnerability(stated: Vulnerability, board: number, actual: Vulnerability): string {
  return `The title says ${vulText(stated)}, but board ${board} is ${vulText(actual)}: check the board number.`;
}

export function titleDealer(stated: Seat, board: number, actual: Seat): string {
  return `The title says dealer ${stated}, but board ${board} is dealt by ${actual}: check the board number.`;
}

export const NO_BOARD_NUMBER = "No board number: expected the board number (1 or more).";

export function notABoardNumber(text: string): string {
  return `${quote(text)} is not a board number: expected a whole number of 1 or more.`;
}

export const NO_BOARD_COLUMN =
  'There is no Board column and no board number above the header (such as "Board 15"): ' +
  "give the board number so the vulnerability is known.";

// Across rows.

export const SUMS_AMONG_TABLES =
  "This row has numbers but no NS or EW pair number: give the pair numbers " +
  "(a totals row belongs below the last table).";

/** A pair met twice on one board; `other` is its opponent on the earlier row. */
export function pairTwiceOnBoard(side: "ns" | "ew", pair: string, board: number, other: string): string {
  return (
    `${side.toUpperCase()} pair ${pair} is on board ${board} twice (also against ` +
    `${side === "ns" ? "EW" : "NS"} ${other} on an earlier row): ` +
    `each pair plays a board once.`
  );
}

/** The earlier of two rows that put one pair on one board. */
export function pairTwiceOnBoardLater(side: "ns" | "ew", pair: string, board: number, other: string): string {
  return (
    `${side.toUpperCase()} pair ${pair} is on board ${board} twice (also against ` +
    `${side === "ns" ? "EW" : "NS"} ${other} on a later row): ` +
    `each pair plays a board once.`
  );
}

// One table's row.

export function noPairNumber(side: "ns" | "ew"): string {
  return `No ${side.toUpperCase()} pair number: expected the pair number.`;
}

export function notAPairNumber(text: string): string {
  return `${quote(text)} is not a pair number: expected a pair number such as 3 (or a name such as A3).`;
}

export function declarerTwice(here: Seat, inContractCell: Seat): string {
  return `The declarer is ${here} here but ${inContractCell} in the contract cell: give one declarer.`;
}

export function resultTwice(tricksHere: number, resultInContractCell: string | null, tricks: number): string {
  return `The result here is ${tricksHere} tricks but the contract cell says ${resultInContractCell} (${tricks} tricks): give one result.`;
}

/** Said after a result cell's own message when Excel has made a typed "-1" into a number. */
export function negativeResultHint(resultCell: unknown): string {
  return typeof resultCell === "number" && resultCell < 0
    ? ` (Excel turns a typed ${resultCell} into a number; type the tricks taken, or '${resultCell} as text.)`
    : "";
}

export function entryTwice(contractCellText: string, scoreCellText: string): string {
  return `The contract cell says ${quote(contractCellText)} but the score cell says ${quote(scoreCellText)}: give one.`;
}

export function noDeclarer(contract: Contract, hasByColumn: boolean): string {
  return `${contractToString(contract)} has no declarer: expected N, E, S or W in the ${hasByColumn ? "By column" : "contract cell (4S N) or a By column"}, or a score.`;
}

export function noResult(contract: Contract, hasResultColumn: boolean): string {
  return `${contractToString(contract)} has no result: expected the tricks taken (0-13), or =, +1, -2${hasResultColumn ? "" : " after the contract (4S-1)"}, or a score.`;
}

export const NO_CONTRACT_OR_SCORE =
  "There is no contract or score on this row: expected a contract and result, or a score.";

export function bothScoreCellsText(plusText: string, minusText: string): string {
  return `Both score cells are filled (${quote(plusText)} and ${quote(minusText)}): fill one.`;
}

export function bothScoreCellsNumbers(plus: number, minus: number): string {
  return `Both score cells are filled (${plus} and ${minus}): fill the plus cell when NS scored, the minus cell when they lost.`;
}

/** What a score that disagrees with its contract result was checked against. */
export interface Disagreement {
  /** The table, as "NS 3 v EW 6". */
  readonly table: string;
  readonly entered: number;
  readonly computed: number;
  readonly contract: Contract;
  readonly declarer: Seat | null;
  readonly tricks: number;
  readonly board: number;
  readonly vulnerability: Vulnerability;
  /** The result cell as given, for the hint about a typed +1 that Excel made the number 1. */
  readonly resultCell: unknown;
}

/**
 * A score entered that does not agree with the contract, declarer and tricks. When the result
 * cell holds a small number that, read as an overtrick count (+1 for 1), gives the score entered,
 * the message adds that Excel may have turned a typed +1 into the number 1.
 */
export function scoreDisagrees(d: Disagreement): string {
  const { contract, declarer, tricks, entered, resultCell, vulnerability } = d;
  const name = contractToString(contract);
  const by = declarer === null ? "" : ` by ${declarer}`;
  let text =
    `${d.table}: the score entered, ${signed(entered)}, does not agree with ${name}${by} taking ${tricks} trick${tricks === 1 ? "" : "s"}, ` +
    `which scores ${signed(d.computed)} for NS on board ${d.board} (${vulText(vulnerability)}): ` +
    `correct the score or the contract, declarer or result.`;
  if (
    contract.kind === "bid" &&
    declarer !== null &&
    typeof resultCell === "number" &&
    resultCell >= 1 &&
    resultCell <= 6 &&
    contract.level + 6 + resultCell <= 13 &&
    nsScore(contract, declarer, contract.level + 6 + resultCell, vulnerability) === entered
  ) {
    text += ` (Was the result +${resultCell}? Excel turns a typed +${resultCell} into the number ${resultCell}, read as ${resultCell} trick${resultCell === 1 ? "" : "s"}; type '+${resultCell} or the tricks taken.)`;
  }
  return text;
}

export function noPlayer(seat: "north" | "south" | "east" | "west"): string {
  return `No ${seat[0].toUpperCase()}${seat.slice(1)} player: a pair without a number is its two players' names.`;
}

export function directorWithoutScore(word: string): string {
  return (
    `${quote(word)} says the director gave a score, but none is given: expected both percentages, ` +
    `"${clipped(word)} 60/40" in this cell, or an award (A+, 60%, średnia) in the score cells.`
  );
}

// Rows left out.

/** A note, not a problem: a phantom's row left out of its board (phantom.ts). */
export function phantomLeftOut(
  board: number,
  ns: string,
  ew: string,
  side: "ns" | "ew",
  text: string,
): string {
  const phantom = side === "ns" ? `NS ${ns}` : `EW ${ew}`;
  return (
    `Board ${board}, NS ${ns} v EW ${ew}: ${quote(text)} gives 0% to ${phantom}, a pair that plays no table ` +
    `(a phantom), so the row is not a table of the board and is left out (not counted in N).`
  );
}

// Warnings: scores that look mistyped (suspicious.ts). Each says what looks wrong and that the
// score was used as it stands.

const AS_IT_STANDS = "(Scored as it stands.)";

const STRAIN_WORDS: Readonly<Record<Strain, string>> = {
  C: "clubs",
  D: "diamonds",
  H: "hearts",
  S: "spades",
  NT: "notrumps",
};

export function passedOutScored(score: number, board: number): string {
  return `Board ${board} is passed out here but scored ${signed(score)} for NS; a board passed out scores 0. Is the contract or the score mistyped? ${AS_IT_STANDS}`;
}

export function impossibleScore(score: number, board: number, vulnerability: Vulnerability): string {
  return `${signed(score)} for NS is a score no contract makes on board ${board} (${vulText(vulnerability)}): is it mistyped, or the board number? ${AS_IT_STANDS}`;
}

export function noTricksFit(
  contract: string,
  declarer: Seat | null,
  score: number,
  board: number,
  vulnerability: Vulnerability,
): string {
  const by = declarer === null ? "" : ` by ${declarer}`;
  return `${contract}${by} scores ${signed(score)} for NS at no number of tricks on board ${board} (${vulText(vulnerability)}): is the score, the contract or the declarer mistyped? ${AS_IT_STANDS}`;
}

export function signAgainstStrain(
  row: { readonly contract: string | null; readonly declarer: Seat | null },
  score: number,
  made: {
    readonly others: number;
    readonly mirrors: number;
    readonly side: "NS" | "EW";
    readonly strain: Strain;
  },
): string {
  const here = `${row.contract} by ${row.declarer} scored ${signed(score)} for NS here`;
  const those = `${made.mirrors} of them ${signed(-score)}`;
  const sameSide = (row.declarer === "N" || row.declarer === "S") === (made.side === "NS");
  return sameSide
    ? `${here}, the opposite sign to the other ${made.others} tables in ${STRAIN_WORDS[made.strain]} by the same side, all made, ${those}: is the sign the wrong way? ${AS_IT_STANDS}`
    : `${here}, where the other ${made.others} tables in ${STRAIN_WORDS[made.strain]} were all made by ${made.side}, ${those}: are the declarer and the sign the wrong way? ${AS_IT_STANDS}`;
}

export function wrongWayRound(
  contract: string,
  declarer: Seat,
  score: number,
  count: number,
  commonDeclarer: Seat,
  common: number,
): string {
  return (
    `${contract} by ${declarer} scored ${signed(score)} for NS here, the mirror of the board's most common result, ` +
    `${contract} by ${commonDeclarer} ${signed(common)} (${count} tables): was it entered the wrong way round? ${AS_IT_STANDS}`
  );
}

export function signAgainstScores(score: number, others: number, mirrors: number): string {
  return `${signed(score)} for NS here, where the other ${others} tables all scored the other way, ${mirrors} of them ${signed(-score)}: is the sign the wrong way? ${AS_IT_STANDS}`;
}
