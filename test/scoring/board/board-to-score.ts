// Builds the board a BoardMethod is handed (a BoardToScore), the way scoreBoard builds it, so the
// tests of butler.ts, cross-imps.ts and matchpoints.ts can call each method on its own, and reads
// what a method or scoreBoard gives back. Table i has NS pair i + 1 and EW pair i + 101. Not a test
// file itself: the board tests import it.
import type { BoardMethod, BoardToScore, MethodResult } from "../../../src/scoring/board/board-method";
import { PreparedTable, prepareTable } from "../../../src/scoring/board/prepare";
import type { BoardCheck, ScoredTable, TableInput } from "../../../src/scoring/board/scored-board";
import type { BoardWorkings } from "../../../src/scoring/board/workings";
import type { ScoringMethod } from "../../../src/scoring/model/methods";
import type { BoardScoringOptions } from "../../../src/scoring/model/options";
import type { Entry } from "../../../src/scoring/model/entry";
import type { Award, AwardLevel } from "../../../src/scoring/rules/awards";
import { cappedImpTable } from "../../../src/scoring/rules/imp";

export const plain = (score: number): Entry => ({ kind: "plain", score });

export const notPlayed: Entry = { kind: "notPlayed", text: "NP" };

export const average = (level: AwardLevel): Award => ({ kind: "average", level });

export const percent = (p: number): Award => ({ kind: "percent", percent: p });

/** An artificial score: NS's award and EW's (by default the mirror of an average: A+ gives EW A-). */
export function award(ns: AwardLevel, ew?: AwardLevel): Entry {
  const mirror: Record<AwardLevel, AwardLevel> = { "A+": "A-", "A=": "A=", "A-": "A+" };
  const ewLevel = ew ?? mirror[ns];
  return { kind: "artificial", text: `${ns}/${ewLevel}`, ns: average(ns), ew: average(ewLevel) };
}

/** A percentage award to each side, e.g. percentAward(60, 40) for A60/A40. */
export function percentAward(ns: number, ew: number): Entry {
  return { kind: "artificial", text: `A${ns}/A${ew}`, ns: percent(ns), ew: percent(ew) };
}

/** A weighted score: [weight, NS score] parts for NS and (when different) for EW. */
export function weighted(
  ns: readonly (readonly [number, number])[],
  ew: readonly (readonly [number, number])[] = ns,
): Entry {
  const parts = (ps: readonly (readonly [number, number])[]) =>
    ps.map(([weight, score]) => ({
      weight,
      score,
      text: `${weight * 100}% ${score}`,
      contract: null,
      declarer: null,
      tricks: null,
    }));
  return { kind: "weighted", text: "", split: ew !== ns, ns: parts(ns), ew: parts(ew) };
}

/** The weighted table the board tests share: 60% 420, 40% -50, the same weighting for both sides. */
export const WEIGHTED_60_40 = weighted([
  [0.6, 420],
  [0.4, -50],
]);

/** A split weighting: NS 60% 420, 40% -50 as above, EW 50% 420, 50% -50. */
export const SPLIT_60_40_50_50 = weighted(
  [
    [0.6, 420],
    [0.4, -50],
  ],
  [
    [0.5, 420],
    [0.5, -50],
  ],
);

export const rowsOf = (entries: readonly (number | Entry)[]): TableInput[] =>
  entries.map((e, i) => ({ ns: i + 1, ew: i + 101, entry: typeof e === "number" ? plain(e) : e }));

/** A board's tables read by prepareTable, as scoreBoard reads them. */
export const preparedOf = (entries: readonly (number | Entry)[]): PreparedTable[] =>
  rowsOf(entries).map((row, i) => prepareTable(row, i, 1));

/**
 * The board a method scores: its tables read by prepareTable, N the tables on the traveller unless
 * `expected` is given, the WBF scale unless options name another.
 */
export function boardToScore(
  entries: readonly (number | Entry)[],
  options: BoardScoringOptions,
  expected: number = entries.length,
): BoardToScore {
  const prepared = preparedOf(entries);
  return {
    impTable: options.impTable ?? "WBF",
    impScale: cappedImpTable(options.impScale ?? options.impTable ?? "WBF", options.impCap),
    options,
    withBoard: <T>(f: () => T): T => f(),
    prepared,
    expected,
    nsTables: prepared.filter((p) => p.nsTable !== null).map((p) => p.nsTable!),
    ewTables: prepared.filter((p) => p.ewTable !== null).map((p) => p.ewTable!),
    split: prepared.some((p) => p.splitWeights),
  };
}

/** One method's scorer: the board's entries, its options besides the method, N when not the tables. */
export const scorerOf =
  (method: BoardMethod, name: ScoringMethod) =>
  (entries: readonly (number | Entry)[], options: Partial<BoardScoringOptions> = {}, expected?: number) =>
    method.score(boardToScore(entries, { method: name, ...options }, expected));

/** Numbers rounded to 9 places, so a sum of binary fractions compares with a hand calculation. */
export const round = (xs: readonly (number | null)[], places = 9): (number | null)[] =>
  xs.map((x) => (x === null ? null : Number(x.toFixed(places))));

type Tables = {
  readonly tables: readonly Pick<ScoredTable, "nsResult" | "ewResult" | "nsTotal" | "ewTotal">[];
};

/** Each table's NS and EW result, and cross-IMP raw totals, rounded as `round` does. */
export const ns = (r: Tables) => round(r.tables.map((t) => t.nsResult));
export const ew = (r: Tables) => round(r.tables.map((t) => t.ewResult));
export const nsTotals = (r: Tables) => round(r.tables.map((t) => t.nsTotal));
export const ewTotals = (r: Tables) => round(r.tables.map((t) => t.ewTotal));

/** Each check's id and whether it holds. */
export const checks = (r: { readonly checks: readonly BoardCheck[] }) => r.checks.map((c) => [c.id, c.holds]);

/** A method's workings, refusing another method's. */
export function workingsOf<M extends BoardWorkings["method"]>(
  r: Pick<MethodResult, "workings">,
  method: M,
): Extract<BoardWorkings, { method: M }> {
  if (r.workings.method !== method) throw new Error(`not ${method} workings: ${r.workings.method}`);
  return r.workings as Extract<BoardWorkings, { method: M }>;
}
