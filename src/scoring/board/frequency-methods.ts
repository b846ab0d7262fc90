import { Fraction } from "../rules/fraction";
import { ScoringError } from "../base/errors";
import type { Distribution } from "../rules/frequency-table";
import type { Side } from "../base/seats";
import type { ImpScaleChoice } from "../rules/imp";
import { matchpointTable, MatchpointOptions, MatchpointTable } from "../rules/matchpoints";
import { butlerDatum, butlerImps, ButlerDatum, ButlerOptions } from "../rules/butler";
import { crossImpTable, CrossImpOptions, CrossImpTable } from "../rules/crossimp";
import { BoardTable, distributionOf, readBoard, ReadTable } from "./adjusted-table";

// The pairs methods on a board's adjusted frequency table: matchpoints, Butler and cross-IMPs.
// Every table is scored on the adjusted table; a weighted score (Law 12C1(c)) gets the weighted sum
// of its components' results, so the weighting applies to the final form of scoring, never to the
// raw points. On a board without weighted scores these are the plain methods.

/** A component's score and weight (read exactly) and its result against the adjusted table. */
export interface ExactComponent {
  readonly score: number;
  readonly weight: Fraction;
  readonly result: Fraction;
}

/** The result of one table: a plain table is one component of weight 1. */
export interface TableResult {
  readonly weighted: boolean;
  readonly components: readonly ExactComponent[];
  /** Sum of weight x component result, for `side`. */
  readonly result: Fraction;
  /** The weights were rounded to billionths (the board's were too fine to count exactly). */
  readonly rounded?: true;
}

/** A weighted pairs board scored one way, with the workings of the method on the adjusted table. */
export interface WeightedBoard<W, T extends TableResult = TableResult> {
  readonly side: Side;
  /** The adjusted frequency table: every plain result counts 1, every component its weight. */
  readonly distribution: Distribution;
  /** The method's own workings on the adjusted table (datum, frequency table, divisor...). */
  readonly workings: W;
  /** One result per table, in the order given. */
  readonly tables: readonly T[];
}

/** The option every weighted pairs function takes besides its method's own: the side scored. */
export interface SideOption {
  /**
   * "NS" (default) or "EW". The weights given are that side's (Law 12C1(c) lets them differ);
   * results are that side's: for EW, matchpoints are top - NS and IMPs are negated.
   */
  readonly side?: Side;
}

function readSide(side: Side | undefined): Side {
  if (side === undefined || side === null) return "NS";
  const d = String(side).trim().toUpperCase();
  if (d === "NS" || d === "EW") return d;
  throw new ScoringError(`Unknown side "${String(side)}": use NS or EW.`);
}

/**
 * A table's weighted sum: weight x value over its components, on the weights as read (shares of
 * 1, whether typed as 0.6 or as 60%). A plain table is one component of weight 1: its value.
 */
export function weightedSum<C extends { readonly weight: Fraction }>(
  components: readonly C[],
  valueOf: (c: C) => Fraction,
): Fraction {
  return components.reduce((a, c) => a.add(c.weight.mul(valueOf(c))), Fraction.ZERO);
}

function scoreTables(
  tables: readonly ReadTable[],
  componentResult: (score: number) => Fraction,
): TableResult[] {
  return tables.map((t) => {
    const components = t.components.map((c) => ({
      score: c.score,
      weight: c.weight,
      result: componentResult(c.score),
    }));
    const result = weightedSum(components, (c) => c.result);
    return t.rounded
      ? { weighted: true, components, result, rounded: true }
      : { weighted: t.weighted, components, result };
  });
}

/** A table's matchpoints and its percentage of top. */
export interface MatchpointTableResult extends TableResult {
  readonly percentage: Fraction;
}

/**
 * Matchpoints of a pairs board with weighted scores: the frequencies are adjusted by the weights,
 * each component is matchpointed against the adjusted table, and a weighted table scores the
 * weighted sum of its components' matchpoints. Plain tables are scored on the same table.
 * Neuberg applies as usual when `expected` is given.
 *
 * @example
 * const others = [1430, 1430, 680, 680, 680, 680, 680, 650, 650, -100, -100];
 * const w = [{ score: 1430, weight: 0.3 }, { score: 680, weight: 0.4 },
 *            { score: 650, weight: 0.2 }, { score: -100, weight: 0.1 }];
 * const r = weightedMatchpoints([...others, w]);
 * r.tables[11].result.toNumber(); // 12.6 ("Calculation of Weighted Scores", matchpointed pairs)
 */
export function weightedMatchpoints(
  board: readonly BoardTable[],
  options: MatchpointOptions & SideOption = {},
): WeightedBoard<MatchpointTable, MatchpointTableResult> {
  const side = readSide(options.side);
  const tables = readBoard(board);
  const distribution = distributionOf(tables);
  const workings = matchpointTable(distribution, options);
  const pick = side === "NS" ? (s: number) => workings.row(s).ns : (s: number) => workings.row(s).ew;
  return {
    side,
    distribution,
    workings,
    tables: scoreTables(tables, pick).map((t) => ({
      weighted: t.weighted,
      components: t.components,
      result: t.result,
      percentage: t.result.mul(100).div(workings.top),
      ...(t.rounded ? { rounded: true as const } : {}),
    })),
  };
}

/**
 * Butler IMPs of a pairs board with weighted scores: the datum is the mean of the adjusted
 * frequencies (trimmed by units of frequency if asked), each component is IMPed against it, and a
 * weighted table scores the weighted sum of its components' IMPs.
 *
 * @example
 * const others = [1430, 1430, 680, 680, 680, 680, 680, 650, 650, -100, -100];
 * const w = [{ score: 1430, weight: 0.3 }, { score: 680, weight: 0.4 },
 *            { score: 650, weight: 0.2 }, { score: -100, weight: 0.1 }];
 * const r = weightedButler([...others, w]);
 * r.workings.mean.toNumber(); // 681.75, datum 680 ("Calculation of Weighted Scores", Butler pairs)
 * r.tables[11].result.toNumber(); // 2.4
 */
export function weightedButler(
  board: readonly BoardTable[],
  options: ButlerOptions & SideOption & { readonly table?: ImpScaleChoice } = {},
): WeightedBoard<ButlerDatum> {
  const side = readSide(options.side);
  const tables = readBoard(board);
  const distribution = distributionOf(tables);
  const workings = butlerDatum(distribution, options);
  const table = options.table ?? "WBF";
  const sign = side === "NS" ? 1 : -1;
  const perScore = new Map<number, Fraction>();
  const pick = (s: number): Fraction => {
    let x = perScore.get(s);
    if (x === undefined) {
      x = Fraction.of(sign * butlerImps(s, workings.datum, table) || 0);
      perScore.set(s, x);
    }
    return x;
  };
  return { side, distribution, workings, tables: scoreTables(tables, pick) };
}

/**
 * Cross-IMPs of a pairs board with weighted scores: every component is cross-IMPed against the
 * adjusted frequencies (the divisor counts the board's n tables), and a weighted table scores the
 * weighted sum of its components' results.
 *
 * @example
 * const others = [1430, 1430, 680, 680, 680, 680, 680, 650, 650, -100, -100];
 * const w = [{ score: 1430, weight: 0.3 }, { score: 680, weight: 0.4 },
 *            { score: 650, weight: 0.2 }, { score: -100, weight: 0.1 }];
 * const r = weightedCrossImps([...others, w], { divisor: "total" });
 * r.tables[11].components.map((c) => c.result.toNumber()); // [134.5, -0.4, -8, -137.9]
 * r.tables[11].result.toNumber(); // 24.8 ("Calculation of Weighted Scores", cross-IMP pairs)
 */
export function weightedCrossImps(
  board: readonly BoardTable[],
  options: CrossImpOptions & SideOption = {},
): WeightedBoard<CrossImpTable> {
  const side = readSide(options.side);
  const tables = readBoard(board);
  const distribution = distributionOf(tables);
  const workings = crossImpTable(distribution, options);
  const pick =
    side === "NS" ? (s: number) => workings.row(s).result : (s: number) => workings.row(s).result.neg();
  return { side, distribution, workings, tables: scoreTables(tables, pick) };
}
