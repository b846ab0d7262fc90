import { Fraction } from "../rules/fraction";
import type { Award } from "../rules/awards";
import type { ImpTable, ImpTableName } from "../rules/imp";
import { awardCrossImps, CrossImpDivisor, parseCrossImpDivisor } from "../rules/crossimp";
import { AUTO_COMPARISON_SCORES, DEFAULT_BOARD_OPTIONS, DEFAULT_REGULATION_OPTIONS } from "../model/options";
import type { BoardTable } from "./adjusted-table";
import { weightedCrossImps, weightedSum } from "./frequency-methods";
import { BoardMethod, perTable, PlayedTable, playedTables, scoreSides, tableNumbers } from "./board-method";
import { awardIn, PreparedTable } from "./prepare";
import { crossAllCheck, crossResultsCheck, sidesCheck } from "./checks";
import { scaleWorkings, type CrossWorkings } from "./workings";

// Cross-IMPs on a board: every table against every other on each side's adjusted frequency table,
// totals factored by N/n when results are missing and divided as asked. An award counts IMPs per
// comparison (A+ +3, A= 0, A- -3): a total of 3 x (N - 1), divided like any other.

const num = (f: Fraction): number => f.toNumber();

/** Cross-IMPs, with each score's totals (and comparisons) as workings and the zero-sum checks. */
export const crossImpsMethod: BoardMethod = {
  score(board) {
    const { prepared, expected, split, impTable, impScale, options } = board;
    const plus = options.awardImps ?? DEFAULT_REGULATION_OPTIONS.awardImps;
    const divisor =
      options.divisor === undefined ? DEFAULT_BOARD_OPTIONS.divisor : parseCrossImpDivisor(options.divisor);
    // Every comparison is listed when asked, else only on a board of few different scores.
    const details = (tables: readonly BoardTable[]): boolean =>
      options.comparisons === undefined || options.comparisons === null
        ? new Set(tables.flatMap(scoresOf)).size <= AUTO_COMPARISON_SCORES
        : options.comparisons === true;
    const { ns: nsB, ew: ewB } = scoreSides(board, (tables, side) =>
      weightedCrossImps(tables, { divisor, expected, table: impScale, details: details(tables), side }),
    );
    // An award counts on both sides against the board's N and divisor (the same on each side).
    const w = nsB.workings;
    const awardTotal = (award: Award, p: PreparedTable): Fraction =>
      awardIn(p, () => awardCrossImps(award, w, plus).total);
    const results = perTable(prepared, nsB.tables, ewB.tables, (award, p) =>
      awardIn(p, () => awardCrossImps(award, w, plus).result),
    );
    // Raw totals: a component's total is its score's row total; an award's is its IMPs x (N - 1).
    const nsTotalOf = (s: number): Fraction => nsB.workings.row(s).total;
    const ewTotalOf = (s: number): Fraction => ewB.workings.row(s).total.neg();
    const played = playedTables(prepared, nsB.tables, ewB.tables);
    const totals = prepared.map((p, i) => tableTotals(p, played[i], nsTotalOf, ewTotalOf, awardTotal));
    const withTotals = results.weighted.map((wt) =>
      wt === null
        ? null
        : {
            ...wt,
            ns: wt.ns.map((c) => ({ ...c, total: num(nsTotalOf(c.score)) })),
            ew: wt.ew.map((c) => ({ ...c, total: num(ewTotalOf(c.score)) })),
          },
    );
    const tables = tableNumbers({ exact: results.exact, weighted: withTotals }, (_, i) => ({
      nsTotal: totals[i].ns === null ? null : num(totals[i].ns!),
      ewTotal: totals[i].ew === null ? null : num(totals[i].ew!),
    }));
    return {
      tables,
      exact: results.exact,
      top: null,
      workings: crossWorkings(nsB.workings, divisor, impTable, impScale, options.impCap !== undefined),
      ewWorkings: split
        ? crossWorkings(ewB.workings, divisor, impTable, impScale, options.impCap !== undefined)
        : null,
      checks: [
        sidesCheck(prepared, results.exact, split, Fraction.ZERO, "cross-IMPs"),
        crossResultsCheck(prepared, totals),
        crossAllCheck(prepared, totals),
      ],
    };
  },
};

function scoresOf(t: BoardTable): number[] {
  return typeof t === "number" ? [t] : t.map((c) => c.score);
}

/**
 * A table's raw totals, each side's: a result's row total, a weighted score's weighted sum of its
 * components' row totals on the weights the engine read (shares of 1, even when typed as 60, 40).
 */
function tableTotals(
  p: PreparedTable,
  played: PlayedTable | null,
  nsTotalOf: (s: number) => Fraction,
  ewTotalOf: (s: number) => Fraction,
  awardTotal: (award: Award, p: PreparedTable) => Fraction,
): { ns: Fraction | null; ew: Fraction | null } {
  const e = p.input.entry;
  if (e.kind === "artificial") return { ns: awardTotal(e.ns, p), ew: awardTotal(e.ew, p) };
  if (played === null) return { ns: null, ew: null };
  return {
    ns: weightedSum(played.ns.components, (c) => nsTotalOf(c.score)),
    ew: weightedSum(played.ew.components, (c) => ewTotalOf(c.score)),
  };
}

function crossWorkings(
  w: ReturnType<typeof weightedCrossImps>["workings"],
  divisor: CrossImpDivisor,
  impTable: ImpTableName,
  impScale: ImpTable,
  capped: boolean,
): CrossWorkings {
  return {
    method: "cross",
    impTable,
    ...scaleWorkings(impScale, capped),
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
