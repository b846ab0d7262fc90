import { check, ScoringError } from "../base/errors";
import { boardDealer, boardVulnerability } from "../base/seats";
import { ExpectedResults, SCORING_METHODS, ScoringMethod } from "../model/methods";
import { BoardScoringOptions, DEFAULT_BOARD_OPTIONS } from "../model/options";
import { awardToString } from "../rules/awards";
import { cappedImpTable, impTableOf, ImpTableName } from "../rules/imp";
import { refuseProblems, TravellerError } from "../traveller/problems";
import { BOARD_METHODS } from "./methods";
import type { TableNumbers } from "./board-method";
import { scoreAgainstPar, scoredAgainstPar } from "./against-par";
import { PreparedTable, prepareTable } from "./prepare";
import type { BoardInput, ExactBoard, ScoredBoard, ScoredTable } from "./scored-board";

/**
 * Scores one board by Butler, cross-IMPs or matchpoints: every table's NS and EW result and the
 * workings as data. See {@link ScoredBoard} and docs/conventions.md.
 *
 * - Plain results and weighted components make the board's frequency table; a weighted score
 *   (Law 12C1(c)) adds each component's weight to its score's frequency, every table is scored on
 *   the adjusted table, and the weighted table gets the weighted sum of its components' results.
 *   When NS and EW were given different weightings, NS results (of every table) come from the NS
 *   weighting and EW results from the EW weighting.
 * - Artificial awards and not-played rows are not results for the others: the board has fewer
 *   results than tables, so by default (N = the tables on the traveller) matchpoints get Neuberg's
 *   formula and cross-IMP totals the factor N/n; `expected: "results"` turns that off. An award
 *   scores, on each side, matchpoints of its percentage of the top, or IMPs per comparison (A+ +3,
 *   A= 0, A- -3): in cross-IMPs a total of 3 x (N - 1), divided like every other total, so with the
 *   default divisor A+ is +3.
 * - A board whose traveller has problems is refused with a TravellerError naming them.
 *
 * @example
 * const b = scoreBoard(
 *   { board: 15, rows: [100, -200, -430, -430, 50].map((s, i) => ({ ns: i + 1, ew: i + 11, entry: { kind: "plain", score: s } })) },
 *   { method: "cross", divisor: "total" },
 * );
 * b.tables.map((t) => t.nsResult); // [31, -1, -27, -27, 24] (board 15 of the club's "Cross-IMP Scoring" explanation)
 */
export function scoreBoard(board: BoardInput, options: BoardScoringOptions): ScoredBoard {
  return scoreBoardExact(board, options).scored;
}

/**
 * scoreBoard, also returning each table's exact results (Fractions) and the exact top, for
 * callers (such as scoreSession) that add results up before rounding anything. It reads the board
 * and the options every method shares, then hands the board to its method (see methods.ts).
 *
 * @example
 * const rows = [420, 420, -50].map((s, i) => ({ ns: i + 1, ew: i + 4, entry: { kind: "plain" as const, score: s } }));
 * const { exact, top } = scoreBoardExact({ board: 1, rows }, { method: "mp" });
 * exact[2].ns?.toString(); // "0"; top?.toString() is "4"
 */
export function scoreBoardExact(board: BoardInput, options: BoardScoringOptions): ExactBoard {
  const boardNo = readBoardInput(board);
  const method = readMethod(options);
  const impTable = readImpTable(options.impTable);
  const impScale = cappedImpTable(options.impScale ?? impTable, options.impCap);
  const { prepared, nsTables, ewTables } = prepareTables(board);
  const n = nsTables.length;
  // A fouled board's group expects what its whole board does: Neuberg factors it to that board's top.
  const expected = readExpected(
    options.expected,
    board.fouled?.tables ?? prepared.length,
    n,
    boardNo,
    board.fouled?.results,
  );

  const toScore = {
    prepared,
    nsTables,
    ewTables,
    expected,
    split: prepared.some((p) => p.splitWeights),
    impTable,
    impScale,
    options,
    withBoard: withBoardNamed(boardNo),
  };
  // A board played once, against its par when the director asks for it (against-par.ts).
  const par = board.par;
  const againstPar = scoredAgainstPar(options.once, par, board);
  const scored = againstPar ? scoreAgainstPar(toScore, method, par) : BOARD_METHODS[method].score(toScore);

  return {
    scored: {
      board: boardNo,
      ...(board.fouled !== undefined ? { fouled: board.fouled } : {}),
      ...(againstPar ? { againstPar: par } : {}),
      vulnerability: boardVulnerability(boardNo),
      dealer: boardDealer(boardNo),
      method,
      tableCount: prepared.length,
      results: n,
      expected,
      top: scored.top === null ? null : scored.top.toNumber(),
      tables: prepared.map((p, i) => scoredTable(p, scored.tables[i])),
      workings: scored.workings,
      ewWorkings: scored.ewWorkings,
      checks: scored.checks,
    },
    exact: scored.exact,
    top: scored.top,
  };
}

/** Checks that a board is one (an object, a board number, no problems, a list of rows): its number. */
function readBoardInput(board: BoardInput): number {
  check(
    board !== null && typeof board === "object",
    "A board must be an object with a board number and rows.",
  );
  check(
    Number.isSafeInteger(board.board) && board.board >= 1,
    `Board ${String(board.board)} is not a board number: expected a whole number of 1 or more.`,
  );
  const boardNo = board.board;
  refuseProblems(board.problems ?? [], `Board ${boardNo}`);
  check(Array.isArray(board.rows), `Board ${boardNo}: the rows must be a list of tables.`);
  return boardNo;
}

/**
 * Every row of a board read into a table, and the tables with a result as NS's and EW's
 * weightings put them; a board with no result at all is refused.
 */
function prepareTables(board: BoardInput): {
  readonly prepared: PreparedTable[];
  readonly nsTables: NonNullable<PreparedTable["nsTable"]>[];
  readonly ewTables: NonNullable<PreparedTable["ewTable"]>[];
} {
  const boardNo = board.board;
  const prepared: PreparedTable[] = board.rows.map((input, i) => prepareTable(input, i, boardNo));
  const nsTables = prepared.filter((p) => p.nsTable !== null).map((p) => p.nsTable!);
  const ewTables = prepared.filter((p) => p.ewTable !== null).map((p) => p.ewTable!);
  if (nsTables.length === 0) {
    throw new ScoringError(
      `Board ${boardNo} has no results to score: every table is ${prepared.length === 0 ? "missing" : "an award or not played"}.`,
      "notAvailable",
    );
  }
  return { prepared, nsTables, ewTables };
}

/** Runs a method's step so that a scoring error it throws names the board (a traveller's error keeps its own words). */
function withBoardNamed(boardNo: number): <T>(f: () => T) => T {
  return <T>(f: () => T): T => {
    try {
      return f();
    } catch (e) {
      if (e instanceof ScoringError && !(e instanceof TravellerError)) {
        throw new ScoringError(`Board ${boardNo}: ${e.message}`, e.kind);
      }
      throw e;
    }
  };
}

/** One table as scored: the row's own fields, then the method's numbers for it. */
function scoredTable(p: PreparedTable, x: TableNumbers): ScoredTable {
  const e = p.input.entry;
  // Key by key, in the order of a spread of the method's numbers after the row's own fields.
  return {
    row: typeof p.input.row === "number" ? p.input.row : null,
    ns: p.ns,
    ew: p.ew,
    kind: e.kind,
    nsScore: e.kind === "plain" ? e.score : null,
    award: e.kind === "artificial" ? { ns: awardToString(e.ns), ew: awardToString(e.ew) } : null,
    weighted: x.weighted,
    nsResult: x.nsResult,
    ewResult: x.ewResult,
    nsPercent: x.nsPercent,
    ewPercent: x.ewPercent,
    nsTotal: x.nsTotal,
    ewTotal: x.ewTotal,
    ...(p.input.arrowSwitched === true ? { arrowSwitched: true as const } : {}),
  };
}

function readMethod(options: BoardScoringOptions): ScoringMethod {
  check(
    options !== null && typeof options === "object",
    'Give the scoring options, at least { method: "butler" | "cross" | "mp" }.',
  );
  const m = options.method;
  if ((SCORING_METHODS as readonly string[]).includes(m)) return m;
  throw new ScoringError(
    `Unknown scoring method ${JSON.stringify(m)}: use "butler" (IMPs against a datum), "cross" (cross-IMPs) or "mp" (matchpoints).`,
  );
}

function readImpTable(t: ImpTableName | undefined): ImpTableName {
  return impTableOf(t ?? DEFAULT_BOARD_OPTIONS.impTable).name as ImpTableName; // a name gives a named scale
}

/** N for a board: "tables" (the default) counts every row of the traveller, "results" is n. */
function readExpected(
  given: ExpectedResults | undefined,
  rows: number,
  n: number,
  board: number,
  wholeResults?: number,
): number {
  const expected = given ?? DEFAULT_BOARD_OPTIONS.expected;
  if (expected === "tables") return rows;
  if (expected === "results") return wholeResults ?? n;
  check(
    typeof expected === "number" && Number.isSafeInteger(expected) && expected >= 1,
    `The number of results expected must be a whole number of 1 or more, "tables" (every row of the traveller, the default) or "results" (the results obtained: no Neuberg), not ${JSON.stringify(expected)}.`,
  );
  check(
    expected >= n,
    `Board ${board} has ${n} results but ${expected} were expected: the number expected cannot be fewer than the results obtained.`,
  );
  return expected;
}
