import { check, ScoringError } from "../errors";
import { Fraction } from "../rules/fraction";
import { boardDealer, boardVulnerability, Seat, Vulnerability } from "../model/seats";
import { Award, awardImps, awardMatchpoints, awardToString, mirrorAward } from "../rules/awards";
import { impTableOf, ImpTableName } from "../rules/imp";
import { RoundingMode } from "../rules/rounding";
import { butlerImps, DatumMethod } from "../rules/butler";
import { awardCrossImps, CrossImpDivisor, parseCrossImpDivisor } from "../rules/crossimp";
import { MatchpointScale, parseMatchpointScale } from "../rules/matchpoints";
import type { BoardTable } from "./adjusted-table";
import { weightedButler, weightedCrossImps, weightedMatchpoints } from "./frequency-methods";
import { Entry } from "../traveller/entry";
import { Problem, refuseProblems, TravellerError } from "../traveller/problems";

/** The pairs scoring methods: Butler (IMPs against a datum), cross-IMPs, matchpoints. */
export type ScoringMethod = "butler" | "cross" | "mp";

export const SCORING_METHODS: readonly ScoringMethod[] = ["butler", "cross", "mp"];

/**
 * The results expected on a board (N): "tables" (every row of its traveller), "results" (the
 * results obtained, so no Neuberg and no factoring) or a whole number.
 */
export type ExpectedResults = number | "tables" | "results";

/** The named choices for {@link ExpectedResults}, the default first. */
export const EXPECTED_CHOICES: readonly ("tables" | "results")[] = ["tables", "results"];

/** How to score a board: the method and every option of the engine behind it. */
export interface BoardScoringOptions {
  readonly method: ScoringMethod;
  /** IMP scale for Butler and cross-IMPs (default WBF). */
  readonly impTable?: ImpTableName;
  /** Butler: scores dropped from each end before averaging (a count, or a share below 0.5). Default 0. */
  readonly trim?: number;
  /** Butler: the datum is rounded to a multiple of this (default 10; 0 for none). */
  readonly roundTo?: number;
  /** Butler: how the datum is rounded (default halfAwayFromZero, as Excel's ROUND). */
  readonly rounding?: RoundingMode;
  /** Butler: the datum is the mean (default) or the median. */
  readonly datum?: DatumMethod;
  /** Cross-IMPs: what totals are divided by, "comparisons" (default), "scores", "total" or a number. */
  readonly divisor?: CrossImpDivisor | string;
  /**
   * Cross-IMPs and matchpoints: the number of results expected on the board (N). When fewer were
   * obtained (n < N), cross-IMP totals are factored by N/n and matchpoints get Neuberg's formula.
   * - "tables" (the default): every row of the board's traveller, results, awards (A=, A+, ...)
   *   and not-played rows alike, so an award or an NP row brings in Neuberg / the factor.
   * - "results": the results obtained (N = n), which switches Neuberg and factoring off.
   * - a whole number, at least the results obtained.
   * Butler does not use it.
   */
  readonly expected?: ExpectedResults;
  /** Matchpoints: "EBU" (default, 2 per result beaten) or "ACBL" (1 per result beaten). */
  readonly scale?: MatchpointScale;
  /**
   * Cross-IMPs: list every comparison in the workings. Default: only for boards of at most
   * {@link AUTO_COMPARISON_SCORES} different scores.
   */
  readonly comparisons?: boolean;
}

/**
 * What scoreBoard uses for an option that is not given: WBF IMPs; Butler with no trim, the mean
 * rounded to 10 half away from zero (as Excel's ROUND); cross-IMPs divided by the comparisons;
 * the EBU matchpoint scale; N = the tables on the traveller. Front ends show these as the defaults.
 */
export const DEFAULT_BOARD_OPTIONS = {
  impTable: "WBF",
  trim: 0,
  roundTo: 10,
  rounding: "halfAwayFromZero",
  datum: "mean",
  divisor: "comparisons",
  expected: "tables",
  scale: "EBU",
} as const satisfies Required<Omit<BoardScoringOptions, "method" | "comparisons">>;

/** Boards with at most this many different scores list every cross-IMP comparison by default. */
export const AUTO_COMPARISON_SCORES = 25;

/** One table as scoreBoard needs it; a TravellerRow from readTraveller is one. */
export interface TableInput {
  /** The source row (0-based in the traveller's cells), when it came from one. */
  readonly row?: number;
  /** Column indices of the row's cells, by role, when it came from a traveller. */
  readonly cells?: Readonly<Record<string, number | undefined>>;
  readonly ns: string | number;
  readonly ew: string | number;
  readonly entry: Entry;
}

/** A board as scoreBoard needs it; a TravellerBoard from readTraveller is one. */
export interface BoardInput {
  readonly board: number;
  readonly rows: readonly TableInput[];
  /** Problems found when reading it: the board is refused while there are any. */
  readonly problems?: readonly Problem[];
}

/** One component of a weighted score, scored on one side's adjusted frequency table. */
export interface ComponentResult {
  readonly score: number;
  readonly weight: number;
  /** The component's result for this side: matchpoints, Butler IMPs or cross-IMPs (after dividing). */
  readonly result: number;
  /** Cross-IMPs: the component's raw total (NS view for NS, EW view for EW). */
  readonly total: number | null;
}

/** One table's result on a scored board. */
export interface ScoredTable {
  readonly row: number | null;
  readonly ns: string;
  readonly ew: string;
  readonly kind: Entry["kind"];
  /** The NS score of a plain result. */
  readonly nsScore: number | null;
  /** The awards of an artificial score, as written (A+, A-, A60%), NS and EW. */
  readonly award: { readonly ns: string; readonly ew: string } | null;
  /** The components of a weighted score, each side on its own weighting. */
  readonly weighted: {
    readonly ns: readonly ComponentResult[];
    readonly ew: readonly ComponentResult[];
  } | null;
  /** NS's result (matchpoints or IMPs); null when the board was not played at this table. */
  readonly nsResult: number | null;
  /** EW's result, scored from EW's side (with split awards or weights it is not NS's mirror image). */
  readonly ewResult: number | null;
  /** Matchpoints: each side's percentage of the top. */
  readonly nsPercent: number | null;
  readonly ewPercent: number | null;
  /** Cross-IMPs: each side's raw total before factoring and dividing. */
  readonly nsTotal: number | null;
  readonly ewTotal: number | null;
}

/** A score with its (adjusted) frequency: whole counts, plus the weights of weighted components. */
export interface ScoreFrequency {
  readonly score: number;
  readonly frequency: number;
}

/** Butler workings, in the order a director checks them. Scores run from the highest down. */
export interface ButlerWorkings {
  readonly method: "butler";
  readonly impTable: ImpTableName;
  /** 1. The scores with their frequencies (weights added in). */
  readonly scores: readonly ScoreFrequency[];
  /** 2. How much frequency was dropped from each end, and what. */
  readonly trimmedPerEnd: number;
  readonly dropped: readonly (ScoreFrequency & { readonly end: "top" | "bottom" })[];
  /** 3. The sum of what remains (score x frequency), 4. its count, 5. the mean. */
  readonly sum: number;
  readonly count: number;
  readonly mean: number;
  readonly median: number | null;
  readonly datumMethod: DatumMethod;
  /** 6. The value rounded (mean or median), the rounding, and the datum. */
  readonly unrounded: number;
  readonly roundTo: number;
  readonly rounding: RoundingMode;
  readonly datum: number;
  /** 7. Each score's difference from the datum and its IMPs (NS). */
  readonly differences: readonly { score: number; frequency: number; difference: number; imps: number }[];
}

/** One cross-IMP comparison: a score against another, the difference and its IMPs. */
export interface Comparison {
  readonly against: number;
  readonly frequency: number;
  readonly difference: number;
  readonly imps: number;
}

/** Cross-IMP workings. Scores run from the highest down. */
export interface CrossWorkings {
  readonly method: "cross";
  readonly impTable: ImpTableName;
  readonly divisor: CrossImpDivisor;
  /** Results obtained (n) and expected (N), N/n, the comparisons each result made (n - 1). */
  readonly n: number;
  readonly expected: number;
  readonly factor: number;
  readonly comparisons: number;
  /** What factored totals are divided by (1 for "total"). */
  readonly divisorUsed: number;
  /** The comparisons an artificial award counts for: N - 1 (A+ totals 3 x this). */
  readonly awardComparisons: number;
  /** Each score: its comparisons (when listed), raw total, factored total and result. */
  readonly rows: readonly {
    readonly score: number;
    readonly frequency: number;
    readonly comparisons: readonly Comparison[] | null;
    readonly total: number;
    readonly factored: number;
    readonly result: number;
  }[];
}

/** Matchpoint workings: the frequency table, highest score first. */
export interface MatchpointWorkings {
  readonly method: "mp";
  readonly scale: MatchpointScale;
  readonly n: number;
  readonly expected: number;
  /** Neuberg's factor N/n (1 when no result is missing). */
  readonly neuberg: number;
  readonly top: number;
  readonly rows: readonly {
    readonly score: number;
    /** Plain results with this score. */
    readonly results: number;
    /** The frequency with weighted components added. */
    readonly frequency: number;
    /** frequency x N/n, the column Neuberg adds. */
    readonly adjustedFrequency: number;
    /** The results (frequency) this score beat, and tied with (its own frequency less itself). */
    readonly beaten: number;
    readonly tied: number;
    /** NS matchpoints before Neuberg: 2 beaten + tied (EBU), half that (ACBL). */
    readonly beforeNeuberg: number;
    /** NS matchpoints (after Neuberg when N > n). */
    readonly ns: number;
    readonly ew: number;
    readonly nsPercent: number;
  }[];
}

export type BoardWorkings = ButlerWorkings | CrossWorkings | MatchpointWorkings;

/**
 * A check computed on the scored board (never assumed). `holds` is null when it does not apply
 * to this board (the detail says why).
 */
export interface BoardCheck {
  readonly id: "sidesAddUp" | "resultsAddUp" | "totalsAddToZero";
  readonly description: string;
  readonly holds: boolean | null;
  readonly detail: string;
}

/** A scored board. All numbers are plain (exact values converted at the end); it serialises to JSON. */
export interface ScoredBoard {
  readonly board: number;
  readonly vulnerability: Vulnerability;
  readonly dealer: Seat;
  readonly method: ScoringMethod;
  /** Tables on the traveller (every row), results (plain and weighted tables), results expected (N). */
  readonly tableCount: number;
  readonly results: number;
  readonly expected: number;
  /** Matchpoints: the top. */
  readonly top: number | null;
  readonly tables: readonly ScoredTable[];
  /** The workings on NS's adjusted frequencies (the only ones unless a weighted score is split). */
  readonly workings: BoardWorkings;
  /** When a weighted score gives EW a different weighting, EW's results come from these workings. */
  readonly ewWorkings: BoardWorkings | null;
  readonly checks: readonly BoardCheck[];
}

/** Exact per-table results, for sessions: the same tables as ScoredBoard.tables. */
export interface ExactTable {
  readonly ns: Fraction | null;
  readonly ew: Fraction | null;
}

/** A scored board with its exact results and top (null unless matchpoints). */
export interface ExactBoard {
  readonly scored: ScoredBoard;
  readonly exact: readonly ExactTable[];
  readonly top: Fraction | null;
}

const num = (f: Fraction): number => f.toNumber();

/** What a method gives each table of a ScoredTable (the rest comes from the traveller row), with the exact results. */
interface ScoredNumbers {
  readonly tables: Omit<ScoredTable, "row" | "ns" | "ew" | "kind" | "nsScore" | "award">[];
  readonly exact: ExactTable[];
}

/**
 * Each table's numbers from its exact results: the weighted components and both sides' results
 * as numbers, then what only some methods show (percentages, raw totals) from `more`.
 */
function scoredNumbers(
  results: { readonly exact: ExactTable[]; readonly weighted: readonly ScoredTable["weighted"][] },
  more: (x: ExactTable, i: number) => Pick<ScoredTable, "nsPercent" | "ewPercent" | "nsTotal" | "ewTotal">,
): ScoredNumbers {
  return {
    exact: results.exact,
    tables: results.exact.map((x, i) => ({
      weighted: results.weighted[i],
      nsResult: x.ns === null ? null : num(x.ns),
      ewResult: x.ew === null ? null : num(x.ew),
      ...more(x, i),
    })),
  };
}

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
 * b.tables.map((t) => t.nsResult); // [31, -1, -27, -27, 24] (seed 004, board 15)
 */
export function scoreBoard(board: BoardInput, options: BoardScoringOptions): ScoredBoard {
  return scoreBoardExact(board, options).scored;
}

/** Reads a table's entry into what the scoring engine needs, on each side. */
interface Prepared {
  readonly input: TableInput;
  readonly ns: string;
  readonly ew: string;
  readonly nsTable: BoardTable | null;
  readonly ewTable: BoardTable | null;
  readonly splitAward: boolean;
  readonly splitWeights: boolean;
}

/**
 * scoreBoard, also returning each table's exact results (Fractions) and the exact top, for
 * callers (such as scoreSession) that add results up before rounding anything.
 *
 * @example
 * const rows = [420, 420, -50].map((s, i) => ({ ns: i + 1, ew: i + 4, entry: { kind: "plain" as const, score: s } }));
 * const { exact, top } = scoreBoardExact({ board: 1, rows }, { method: "mp" });
 * exact[2].ns?.toString(); // "0"; top?.toString() is "4"
 */
export function scoreBoardExact(board: BoardInput, options: BoardScoringOptions): ExactBoard {
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
  const method = readMethod(options);
  const impTable = readImpTable(options.impTable);

  const prepared: Prepared[] = board.rows.map((input, i) => prepare(input, i, boardNo));
  const nsTables = prepared.filter((p) => p.nsTable !== null).map((p) => p.nsTable!);
  const ewTables = prepared.filter((p) => p.ewTable !== null).map((p) => p.ewTable!);
  const n = nsTables.length;
  if (n === 0) {
    throw new ScoringError(
      `Board ${boardNo} has no results to score: every table is ${prepared.length === 0 ? "missing" : "an award or not played"}.`,
      "notAvailable",
    );
  }
  const expected = readExpected(options.expected, prepared.length, n, boardNo);
  const split = prepared.some((p) => p.splitWeights);
  const hasAwards = prepared.some((p) => p.input.entry.kind === "artificial");

  const withBoard = <T>(f: () => T): T => {
    try {
      return f();
    } catch (e) {
      if (e instanceof ScoringError && !(e instanceof TravellerError)) {
        throw new ScoringError(`Board ${boardNo}: ${e.message}`, e.kind);
      }
      throw e;
    }
  };

  let scored: ScoredNumbers;
  let workings: BoardWorkings;
  let ewWorkings: BoardWorkings | null = null;
  let top: Fraction | null = null;
  const checks: BoardCheck[] = [];

  if (method === "mp") {
    const scale =
      options.scale === undefined ? DEFAULT_BOARD_OPTIONS.scale : parseMatchpointScale(options.scale);
    const mpOptions = { scale, expected };
    const nsB = withBoard(() => weightedMatchpoints(nsTables, { ...mpOptions, direction: "NS" }));
    const ewB = withBoard(() => weightedMatchpoints(ewTables, { ...mpOptions, direction: "EW" }));
    top = nsB.workings.top;
    const t = top;
    const results = perTable(prepared, nsB.tables, ewB.tables, (award) => awardMatchpoints(award, t));
    scored = scoredNumbers(results, (x) => ({
      nsPercent: x.ns === null ? null : num(x.ns.mul(100).div(t)),
      ewPercent: x.ew === null ? null : num(x.ew.mul(100).div(t)),
      nsTotal: null,
      ewTotal: null,
    }));
    workings = mpWorkings(nsB.workings, nsTables);
    if (split) ewWorkings = mpWorkings(ewB.workings, ewTables);
    checks.push(sidesCheck(prepared, results.exact, split, t, "matchpoints"));
    checks.push(mpResultsCheck(prepared, results.exact, nsB.workings.n, t));
  } else if (method === "butler") {
    const bOptions = {
      trim: options.trim ?? DEFAULT_BOARD_OPTIONS.trim,
      roundTo: options.roundTo ?? DEFAULT_BOARD_OPTIONS.roundTo,
      rounding: options.rounding ?? DEFAULT_BOARD_OPTIONS.rounding,
      method: options.datum ?? DEFAULT_BOARD_OPTIONS.datum,
      table: impTable,
    };
    const nsB = withBoard(() => weightedButler(nsTables, { ...bOptions, direction: "NS" }));
    const ewB = withBoard(() => weightedButler(ewTables, { ...bOptions, direction: "EW" }));
    const results = perTable(prepared, nsB.tables, ewB.tables, (award, p) =>
      awardIn(p, () => Fraction.of(awardImps(award))),
    );
    scored = scoredNumbers(results, () => ({
      nsPercent: null,
      ewPercent: null,
      nsTotal: null,
      ewTotal: null,
    }));
    workings = butlerWorkings(nsB.workings, impTable);
    if (split) ewWorkings = butlerWorkings(ewB.workings, impTable);
    checks.push(sidesCheck(prepared, results.exact, split, Fraction.ZERO, "IMPs"));
  } else {
    const divisor =
      options.divisor === undefined ? DEFAULT_BOARD_OPTIONS.divisor : parseCrossImpDivisor(options.divisor);
    // Every comparison is listed when asked, else only on a board of few different scores.
    const details = (tables: readonly BoardTable[]): boolean =>
      options.comparisons === undefined || options.comparisons === null
        ? new Set(tables.flatMap(scoresOf)).size <= AUTO_COMPARISON_SCORES
        : options.comparisons === true;
    const cross = (tables: readonly BoardTable[], direction: "NS" | "EW") =>
      withBoard(() =>
        weightedCrossImps(tables, {
          divisor,
          expected,
          table: impTable,
          details: details(tables),
          direction,
        }),
      );
    const nsB = cross(nsTables, "NS");
    const ewB = cross(ewTables, "EW");
    // An award counts on both sides against the board's N and divisor (the same on each side).
    const w = nsB.workings;
    const awardTotal = (award: Award, p: Prepared): Fraction =>
      awardIn(p, () => awardCrossImps(award, w).total);
    const results = perTable(prepared, nsB.tables, ewB.tables, (award, p) =>
      awardIn(p, () => awardCrossImps(award, w).result),
    );
    // Raw totals: a component's total is its score's row total; an award's is its IMPs x (N - 1).
    const nsTotalOf = (s: number): Fraction => nsB.workings.row(s).total;
    const ewTotalOf = (s: number): Fraction => ewB.workings.row(s).total.neg();
    const totals = prepared.map((p) => tableTotals(p, nsTotalOf, ewTotalOf, awardTotal));
    const withTotals = results.weighted.map((wt) =>
      wt === null
        ? null
        : {
            ns: wt.ns.map((c) => ({ ...c, total: num(nsTotalOf(c.score)) })),
            ew: wt.ew.map((c) => ({ ...c, total: num(ewTotalOf(c.score)) })),
          },
    );
    scored = scoredNumbers({ exact: results.exact, weighted: withTotals }, (_, i) => ({
      nsPercent: null,
      ewPercent: null,
      nsTotal: totals[i].ns === null ? null : num(totals[i].ns!),
      ewTotal: totals[i].ew === null ? null : num(totals[i].ew!),
    }));
    workings = crossWorkings(nsB.workings, divisor, impTable);
    if (split) ewWorkings = crossWorkings(ewB.workings, divisor, impTable);
    checks.push(sidesCheck(prepared, results.exact, split, Fraction.ZERO, "cross-IMPs"));
    checks.push(crossResultsCheck(prepared, totals));
    checks.push(crossAllCheck(prepared, totals, hasAwards));
  }

  const tables: ScoredTable[] = prepared.map((p, i) => {
    const e = p.input.entry;
    return {
      row: typeof p.input.row === "number" ? p.input.row : null,
      ns: p.ns,
      ew: p.ew,
      kind: e.kind,
      nsScore: e.kind === "plain" ? e.score : null,
      award: e.kind === "artificial" ? { ns: awardToString(e.ns), ew: awardToString(e.ew) } : null,
      ...scored.tables[i],
    };
  });
  return {
    scored: {
      board: boardNo,
      vulnerability: boardVulnerability(boardNo),
      dealer: boardDealer(boardNo),
      method,
      tableCount: prepared.length,
      results: n,
      expected,
      top: top === null ? null : num(top),
      tables,
      workings,
      ewWorkings,
      checks,
    },
    exact: scored.exact,
    top,
  };
}

function scoresOf(t: BoardTable): number[] {
  return typeof t === "number" ? [t] : t.map((c) => c.score);
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
  return impTableOf(t ?? DEFAULT_BOARD_OPTIONS.impTable).name;
}

/** N for a board: "tables" (the default) counts every row of the traveller, "results" is n. */
function readExpected(given: ExpectedResults | undefined, rows: number, n: number, board: number): number {
  const expected = given ?? DEFAULT_BOARD_OPTIONS.expected;
  if (expected === "tables") return rows;
  if (expected === "results") return n;
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

/**
 * A pair as the results name it: a number as it is, text trimmed; "" for a blank or anything else.
 *
 * @example
 * pairText(3); // "3"
 * pairText(" A3 "); // "A3"
 */
export function pairText(value: unknown): string {
  return typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
}

function pairOf(value: string | number, what: string, board: number, i: number): string {
  const text = pairText(value);
  check(text !== "", `Board ${board}, table ${i + 1}: no ${what} pair.`);
  return text;
}

function prepare(input: TableInput, i: number, board: number): Prepared {
  check(
    input !== null && typeof input === "object" && typeof input.entry === "object" && input.entry !== null,
    `Board ${board}, table ${i + 1}: not a table (expected NS and EW pairs and an entry).`,
  );
  const ns = pairOf(input.ns, "NS", board, i);
  const ew = pairOf(input.ew, "EW", board, i);
  const e = input.entry;
  const base = { input, ns, ew, splitAward: false, splitWeights: false };
  switch (e.kind) {
    case "plain":
      check(
        typeof e.score === "number" && Number.isFinite(e.score),
        `Board ${board}, table ${i + 1}: the score ${String(e.score)} is not a number.`,
      );
      return { ...base, nsTable: e.score, ewTable: e.score };
    case "notPlayed":
      return { ...base, nsTable: null, ewTable: null };
    case "artificial": {
      const mirrored = awardToString(e.ns) === awardToString(mirrorAward(e.ew));
      return { ...base, nsTable: null, ewTable: null, splitAward: !mirrored };
    }
    case "weighted": {
      const nsParts = e.ns.map((c) => ({ score: c.score, weight: c.weight }));
      const ewParts = e.ew.map((c) => ({ score: c.score, weight: c.weight }));
      const same =
        nsParts.length === ewParts.length &&
        nsParts.every((c, k) => c.score === ewParts[k].score && c.weight === ewParts[k].weight);
      return { ...base, nsTable: nsParts, ewTable: ewParts, splitWeights: !same };
    }
    default:
      throw new ScoringError(
        `Board ${board}, table ${i + 1}: unknown entry ${JSON.stringify((e as Entry).kind)}.`,
      );
  }
}

/** Runs an award's scoring, naming the table's cell if the award cannot be scored this way. */
function awardIn(p: Prepared, f: () => Fraction): Fraction {
  try {
    return f();
  } catch (e) {
    if (!(e instanceof ScoringError)) throw e;
    const cells = p.input.cells ?? {};
    const column = cells.score ?? cells.scorePlus ?? cells.scoreMinus ?? cells.contract ?? 0;
    if (typeof p.input.row === "number") {
      throw new TravellerError(e.message, [{ row: p.input.row, column, message: e.message }]);
    }
    throw new ScoringError(`NS ${p.ns} v EW ${p.ew}: ${e.message}`, e.kind);
  }
}

interface EngineTable {
  readonly weighted: boolean;
  readonly components: readonly { score: number; weight: Fraction; result: Fraction }[];
  readonly result: Fraction;
}

function perTable(
  prepared: readonly Prepared[],
  nsTables: readonly EngineTable[],
  ewTables: readonly EngineTable[],
  awardValue: (award: Award, p: Prepared) => Fraction,
): { exact: ExactTable[]; weighted: ({ ns: ComponentResult[]; ew: ComponentResult[] } | null)[] } {
  let k = 0;
  const exact: ExactTable[] = [];
  const weighted: ({ ns: ComponentResult[]; ew: ComponentResult[] } | null)[] = [];
  for (const p of prepared) {
    const e = p.input.entry;
    if (e.kind === "notPlayed") {
      exact.push({ ns: null, ew: null });
      weighted.push(null);
    } else if (e.kind === "artificial") {
      exact.push({ ns: awardValue(e.ns, p), ew: awardValue(e.ew, p) });
      weighted.push(null);
    } else {
      const nsT = nsTables[k];
      const ewT = ewTables[k];
      k++;
      exact.push({ ns: nsT.result, ew: ewT.result });
      weighted.push(e.kind === "weighted" ? { ns: componentsOf(nsT), ew: componentsOf(ewT) } : null);
    }
  }
  return { exact, weighted };
}

/** A weighted table's components as plain numbers (cross-IMPs add each one's raw total later). */
function componentsOf(t: EngineTable): ComponentResult[] {
  return t.components.map((c) => ({
    score: c.score,
    weight: num(c.weight),
    result: num(c.result),
    total: null,
  }));
}

function tableTotals(
  p: Prepared,
  nsTotalOf: (s: number) => Fraction,
  ewTotalOf: (s: number) => Fraction,
  awardTotal: (award: Award, p: Prepared) => Fraction,
): { ns: Fraction | null; ew: Fraction | null } {
  const e = p.input.entry;
  if (e.kind === "notPlayed") return { ns: null, ew: null };
  if (e.kind === "artificial") return { ns: awardTotal(e.ns, p), ew: awardTotal(e.ew, p) };
  if (e.kind === "plain") return { ns: nsTotalOf(e.score), ew: ewTotalOf(e.score) };
  const sum = (parts: readonly { score: number; weight: number }[], of: (s: number) => Fraction): Fraction =>
    parts.reduce((a, c) => a.add(Fraction.fromNumberSnapped(c.weight).mul(of(c.score))), Fraction.ZERO);
  return { ns: sum(e.ns, nsTotalOf), ew: sum(e.ew, ewTotalOf) };
}

// --- workings -------------------------------------------------------------------------------

function mpWorkings(
  w: ReturnType<typeof weightedMatchpoints>["workings"],
  tables: readonly BoardTable[],
): MatchpointWorkings {
  const plain = new Map<number, number>();
  for (const t of tables) if (typeof t === "number") plain.set(t + 0, (plain.get(t + 0) ?? 0) + 1);
  return {
    method: "mp",
    scale: w.scale,
    n: num(w.n),
    expected: num(w.expected),
    neuberg: num(w.factor),
    top: num(w.top),
    rows: [...w.rows].reverse().map((r) => ({
      score: r.score,
      results: plain.get(r.score) ?? 0,
      frequency: num(r.frequency),
      adjustedFrequency: num(r.adjustedFrequency),
      beaten: num(r.beaten),
      tied: num(r.tied),
      beforeNeuberg: num(r.beforeNeuberg),
      ns: num(r.ns),
      ew: num(r.ew),
      nsPercent: num(r.percentage),
    })),
  };
}

function butlerWorkings(
  w: ReturnType<typeof weightedButler>["workings"],
  impTable: ImpTableName,
): ButlerWorkings {
  const datum = w.datum;
  return {
    method: "butler",
    impTable,
    scores: [...w.rows].reverse().map((r) => ({ score: r.score, frequency: num(r.frequency) })),
    trimmedPerEnd: num(w.trimmedPerEnd),
    dropped: [
      ...w.droppedHigh.map((r) => ({ score: r.score, frequency: num(r.frequency), end: "top" as const })),
      ...w.droppedLow.map((r) => ({ score: r.score, frequency: num(r.frequency), end: "bottom" as const })),
    ],
    sum: num(w.sum),
    count: num(w.count),
    mean: num(w.mean),
    median: w.median === undefined ? null : num(w.median),
    datumMethod: w.method,
    unrounded: num(w.unrounded),
    roundTo: w.roundTo,
    rounding: w.rounding,
    datum: num(datum),
    differences: [...w.rows].reverse().map((r) => {
      const difference = Fraction.fromNumber(r.score).sub(datum);
      return {
        score: r.score,
        frequency: num(r.frequency),
        difference: num(difference),
        imps: butlerImps(r.score, datum, impTable),
      };
    }),
  };
}

function crossWorkings(
  w: ReturnType<typeof weightedCrossImps>["workings"],
  divisor: CrossImpDivisor,
  impTable: ImpTableName,
): CrossWorkings {
  return {
    method: "cross",
    impTable,
    divisor,
    n: num(w.n),
    expected: num(w.expected),
    factor: num(w.factor),
    comparisons: num(w.comparisons),
    divisorUsed: num(w.divisorUsed),
    awardComparisons: num(w.expected.sub(1)),
    rows: [...w.rows].reverse().map((r) => ({
      score: r.score,
      frequency: num(r.frequency),
      comparisons:
        r.comparisons === undefined
          ? null
          : [...r.comparisons].reverse().map((c) => ({
              against: c.against,
              frequency: num(c.frequency),
              difference: c.difference,
              imps: c.imps,
            })),
      total: num(r.total),
      factored: num(r.factored),
      result: num(r.result),
    })),
  };
}

// --- checks ---------------------------------------------------------------------------------

function tableName(p: Prepared): string {
  return `NS ${p.ns} v EW ${p.ew}`;
}

/** NS + EW on each table equals the top (matchpoints) or 0 (IMPs), where it should. */
function sidesCheck(
  prepared: readonly Prepared[],
  exact: readonly ExactTable[],
  split: boolean,
  target: Fraction,
  unit: string,
): BoardCheck {
  const description = `NS + EW ${unit} on each table ${target.sign() === 0 ? "add to 0" : `add to the top (${num(target)})`}`;
  if (split) {
    return {
      id: "sidesAddUp",
      description,
      holds: null,
      detail:
        "Not expected on this board: a weighted score gives NS and EW different weightings, so each side is scored on its own frequencies.",
    };
  }
  const failing: string[] = [];
  const exempt: string[] = [];
  prepared.forEach((p, i) => {
    const x = exact[i];
    if (x.ns === null || x.ew === null) return;
    if (p.splitAward) {
      exempt.push(tableName(p));
      return;
    }
    const sum = x.ns.add(x.ew);
    if (!sum.equals(target)) failing.push(`${tableName(p)}: ${num(x.ns)} + ${num(x.ew)} = ${num(sum)}`);
  });
  const checked = prepared.filter((p, i) => exact[i].ns !== null && !p.splitAward).length;
  const exemptText = exempt.length ? ` Split awards are their own: ${exempt.join(", ")}.` : "";
  return {
    id: "sidesAddUp",
    description,
    holds: failing.length === 0,
    detail:
      failing.length === 0
        ? `Holds on all ${checked} table${checked === 1 ? "" : "s"} checked.${exemptText}`
        : `Does not hold: ${failing.join("; ")}.${exemptText}`,
  };
}

/** The sums of NS's and of EW's values over the tables with a result (not awards, not NP). */
function sumOverResults(
  prepared: readonly Prepared[],
  values: readonly { readonly ns: Fraction | null; readonly ew: Fraction | null }[],
): { ns: Fraction; ew: Fraction } {
  let ns = Fraction.ZERO;
  let ew = Fraction.ZERO;
  prepared.forEach((p, i) => {
    if (p.nsTable === null) return;
    ns = ns.add(values[i].ns!);
    ew = ew.add(values[i].ew!);
  });
  return { ns, ew };
}

/** Matchpoints of the tables with results add to n x top / 2 on each side (with Neuberg too). */
function mpResultsCheck(
  prepared: readonly Prepared[],
  exact: readonly ExactTable[],
  n: Fraction,
  top: Fraction,
): BoardCheck {
  const want = n.mul(top).div(2);
  const { ns, ew } = sumOverResults(prepared, exact);
  const holds = ns.equals(want) && ew.equals(want);
  return {
    id: "resultsAddUp",
    description: "The matchpoints of the tables with results add to results x top / 2 on each side",
    holds,
    detail: `NS ${num(ns)}, EW ${num(ew)}; expected ${num(n)} x ${num(top)} / 2 = ${num(want)}.`,
  };
}

/** Cross-IMP totals of the tables with results add to 0 on each side. */
function crossResultsCheck(
  prepared: readonly Prepared[],
  totals: readonly { ns: Fraction | null; ew: Fraction | null }[],
): BoardCheck {
  const { ns, ew } = sumOverResults(prepared, totals);
  return {
    id: "resultsAddUp",
    description: "The cross-IMP totals of the tables with results add to 0 on each side",
    holds: ns.sign() === 0 && ew.sign() === 0,
    detail: `NS totals add to ${num(ns)}, EW totals to ${num(ew)}.`,
  };
}

/** All NS cross-IMP totals (awards included) add to 0, when there are no awards. */
function crossAllCheck(
  prepared: readonly Prepared[],
  totals: readonly { ns: Fraction | null; ew: Fraction | null }[],
  hasAwards: boolean,
): BoardCheck {
  const ns = totals.reduce((a, t) => (t.ns === null ? a : a.add(t.ns)), Fraction.ZERO);
  const description = "The NS cross-IMP totals of every table add to 0";
  if (hasAwards) {
    const awards = prepared.filter((p) => p.input.entry.kind === "artificial").map(tableName);
    return {
      id: "totalsAddToZero",
      description,
      holds: null,
      detail: `Not expected: artificial awards (${awards.join(", ")}) are not compared with the other tables. With them the NS totals add to ${num(ns)}.`,
    };
  }
  return { id: "totalsAddToZero", description, holds: ns.sign() === 0, detail: `They add to ${num(ns)}.` };
}
