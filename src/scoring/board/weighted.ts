import { Fraction } from "../rules/fraction";
import { check, ScoringError } from "../errors";
import { Distribution, FrequencyEntry } from "./frequency-table";
import type { Side } from "../model/seats";
import { imp, ImpTableName } from "../rules/imp";
import { roundToStep, RoundingMode, parseRoundingMode } from "../rules/rounding";
import { matchpointTable, MatchpointOptions, MatchpointTable } from "../rules/matchpoints";
import { butlerDatum, butlerImps, ButlerDatum, ButlerOptions } from "../rules/butler";
import { crossImpTable, CrossImpOptions, CrossImpTable } from "../rules/crossimp";

// Weighted scores (Law 12C1(c)): a director awards a table several possible results, each with a
// weight. The weighting is applied to the board's final form of scoring, never to the raw points,
// except in aggregate scoring where the raw points are the final form.

/** A weight as typed: a fraction of 1 (0.3), a percentage (30), or an exact Fraction. */
export type Weight = number | Fraction;

/**
 * Reads one table's weights exactly. Each is read as typed (0.3 is 3/10) and a value Excel can
 * only store approximately is recognised as the fraction with a denominator up to 1000 that it
 * is within 1e-9 of (=1/3 is 1/3, =100/3 is 100/3). The weights must add to exactly 1, or to 100
 * as percentages (then they are divided by 100). Weights must be above 0.
 *
 * @example
 * readWeights([0.3, 0.4, 0.2, 0.1]).map(String); // ["3/10", "2/5", "1/5", "1/10"]
 * readWeights([60, 40]).map(String); // ["3/5", "2/5"]
 * readWeights([1 / 3, 1 / 3, 1 / 3]).map(String); // ["1/3", "1/3", "1/3"]
 */
export function readWeights(weights: readonly Weight[]): Fraction[] {
  check(Array.isArray(weights) && weights.length > 0, "Give at least one weight.");
  const read = weights.map((w, i) => {
    let f: Fraction;
    if (w instanceof Fraction) f = w;
    else if (typeof w === "number" && Number.isFinite(w)) f = Fraction.fromNumberSnapped(w);
    else {
      const shown = typeof w === "string" ? `"${w}"` : w === null || w === undefined ? "a blank" : String(w);
      throw new ScoringError(`Weight ${i + 1} is ${shown}, not a number.`);
    }
    check(f.sign() >= 0, `Weight ${i + 1} is ${f.toNumber()}: weights cannot be negative.`);
    check(f.sign() > 0, `Weight ${i + 1} is 0: leave out a result that carries no weight.`);
    return f;
  });
  const sum = read.reduce((a, b) => a.add(b), Fraction.ZERO);
  if (sum.equals(1)) return read;
  if (sum.equals(100)) return read.map((f) => f.div(100));
  throw new ScoringError(
    `The weights add to ${sum.toNumber()}: they must add to 1 (or to 100 as percentages).`,
  );
}

function readScores(scores: readonly number[], what: string): void {
  check(Array.isArray(scores) && scores.length > 0, `Give at least one ${what}.`);
  scores.forEach((s, i) => {
    check(
      typeof s === "number" && Number.isFinite(s),
      `${cap(what)} ${i + 1} is ${String(s)}, not a number.`,
    );
  });
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function readPairs(components: readonly number[], weights: readonly Weight[]): Fraction[] {
  readScores(components, "component score");
  const w = readWeights(weights);
  check(
    w.length === components.length,
    `There are ${components.length} component scores but ${w.length} weights: give one weight for each score.`,
  );
  return w;
}

/** Aggregate scoring: the weighted raw score and that rounded. */
export interface WeightedAggregate {
  readonly weights: readonly Fraction[];
  /** Sum of weight x score, unrounded. */
  readonly weighted: Fraction;
  readonly rounded: Fraction;
}

/**
 * Aggregate (total points) scoring of a weighted score: weight the raw scores, then round (the one
 * form of scoring where the raw points are weighted).
 *
 * @example
 * const a = weightedAggregate([420, -50], [0.6, 0.4]);
 * a.weighted.toNumber(); // 232 (seed 002 section 2: 252 - 20)
 * a.rounded.toNumber(); // 230
 */
export function weightedAggregate(
  components: readonly number[],
  weights: readonly Weight[],
  roundTo: number = 10,
  rounding: RoundingMode = "halfAwayFromZero",
): WeightedAggregate {
  const w = readPairs(components, weights);
  const mode = parseRoundingMode(rounding);
  check(
    typeof roundTo === "number" && Number.isFinite(roundTo) && roundTo >= 0,
    `Round to a multiple of a number 0 or above (0 for no rounding), not ${String(roundTo)}.`,
  );
  const weighted = components.reduce((a, c, i) => a.add(w[i].mul(Fraction.fromNumber(c))), Fraction.ZERO);
  return { weights: w, weighted, rounded: roundTo === 0 ? weighted : roundToStep(weighted, roundTo, mode) };
}

/** Teams scoring of a weighted score: each component IMPed against the other table. */
export interface WeightedTeams {
  readonly weights: readonly Fraction[];
  /** Each component minus the other table's score. */
  readonly differences: readonly number[];
  readonly componentImps: readonly number[];
  /** Sum of weight x IMPs, unrounded (a fractional margin is fine for continuous VP scales). */
  readonly weighted: Fraction;
}

/**
 * Teams (IMPs) scoring of a weighted score at one table: IMP each component against the NS score
 * at the other table, then weight the IMPs. Both scores are NS scores, so the result is the IMPs
 * of the team sitting NS at the weighted table (the other team gets the negation).
 *
 * @example
 * const t = weightedTeams(140, [420, -50], [0.6, 0.4]);
 * t.componentImps; // [7, -5]
 * t.weighted.toNumber(); // 2.2 (seed 002 section 3)
 */
export function weightedTeams(
  otherTableScore: number,
  components: readonly number[],
  weights: readonly Weight[],
  table: ImpTableName = "WBF",
): WeightedTeams {
  check(
    typeof otherTableScore === "number" && Number.isFinite(otherTableScore),
    `The other table's score must be a number, not ${String(otherTableScore)}.`,
  );
  const w = readPairs(components, weights);
  const differences = components.map((c) => c - otherTableScore);
  const componentImps = differences.map((d) => imp(d, table));
  const weighted = componentImps.reduce((a, x, i) => a.add(w[i].mul(x)), Fraction.ZERO);
  return { weights: w, differences, componentImps, weighted };
}

/** One component of a weighted score on a pairs board. */
export interface WeightedComponent {
  readonly score: number;
  readonly weight: Weight;
}

/**
 * One table of a pairs board: a plain NS score, or a weighted score given as components with the
 * weights of the direction being scored (they must add to 1 or 100).
 */
export type BoardTable = number | readonly WeightedComponent[];

/** A component's score and weight (read exactly) and its result against the adjusted table. */
export interface ComponentResult {
  readonly score: number;
  readonly weight: Fraction;
  readonly result: Fraction;
}

/** The result of one table: a plain table is one component of weight 1. */
export interface TableResult {
  readonly weighted: boolean;
  readonly components: readonly ComponentResult[];
  /** Sum of weight x component result, for `direction`. */
  readonly result: Fraction;
}

/** A weighted pairs board scored one way, with the workings of the method on the adjusted table. */
export interface WeightedBoard<W, T extends TableResult = TableResult> {
  readonly direction: Side;
  /** The adjusted frequency table: every plain result counts 1, every component its weight. */
  readonly distribution: Distribution;
  /** The method's own workings on the adjusted table (datum, frequency table, divisor...). */
  readonly workings: W;
  /** One result per table, in the order given. */
  readonly tables: readonly T[];
}

interface ReadTable {
  readonly weighted: boolean;
  readonly components: readonly { score: number; weight: Fraction }[];
}

function readBoard(board: readonly BoardTable[]): ReadTable[] {
  check(Array.isArray(board), "The board must be a list of tables.");
  check(board.length > 0, "There are no scores on this board: give at least one table.");
  return board.map((t, i) => {
    if (typeof t === "number") {
      check(Number.isFinite(t), `Table ${i + 1}'s score is ${t}, not a number.`);
      return { weighted: false, components: [{ score: t, weight: Fraction.ONE }] };
    }
    check(
      Array.isArray(t) && t.length > 0,
      `Table ${i + 1} is neither an NS score nor a list of weighted scores.`,
    );
    try {
      const scores = t.map((c) => (c != null && typeof c === "object" ? c.score : Number.NaN));
      readScores(scores, "component score");
      const weights = readWeights(t.map((c) => c.weight));
      return { weighted: true, components: scores.map((score, k) => ({ score, weight: weights[k] })) };
    } catch (e) {
      if (e instanceof ScoringError) throw new ScoringError(`Table ${i + 1}: ${e.message}`, e.kind);
      throw e;
    }
  });
}

/**
 * The adjusted frequency table of a pairs board (Law 12C1(c)): each plain result adds 1 to its
 * score's frequency, each weighted component its weight (a score of its own when nobody else
 * scored it).
 *
 * @example
 * const d = adjustedDistribution([1430, 680, [{ score: 1430, weight: 0.3 }, { score: 620, weight: 0.7 }]]);
 * d.rows().map((r) => `${r.score}x${r.frequency}`); // ["620x7/10", "680x1", "1430x13/10"]
 */
export function adjustedDistribution(board: readonly BoardTable[]): Distribution {
  return distributionOf(readBoard(board));
}

function distributionOf(tables: readonly ReadTable[]): Distribution {
  const entries: FrequencyEntry[] = [];
  for (const t of tables) for (const c of t.components) entries.push({ score: c.score, frequency: c.weight });
  return Distribution.fromEntries(entries);
}

function readDirection(direction: Side | undefined): Side {
  if (direction === undefined || direction === null) return "NS";
  const d = String(direction).trim().toUpperCase();
  if (d === "NS" || d === "EW") return d;
  throw new ScoringError(`Unknown direction "${String(direction)}": use NS or EW.`);
}

function scoreTables(
  tables: readonly ReadTable[],
  componentResult: (score: number) => Fraction,
): TableResult[] {
  return tables.map((t) => {
    const components = t.components.map((c) => ({ ...c, result: componentResult(c.score) }));
    const result = components.reduce((a, c) => a.add(c.weight.mul(c.result)), Fraction.ZERO);
    return { weighted: t.weighted, components, result };
  });
}

/** The option every weighted pairs function takes besides its method's own. */
export interface DirectionOption {
  /**
   * "NS" (default) or "EW". The weights given are that direction's (Law 12C1(c) lets them
   * differ); results are that direction's: for EW, matchpoints are top - NS and IMPs are negated.
   */
  readonly direction?: Side;
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
 * r.tables[11].result.toNumber(); // 12.6 (seed 002 section 4.1)
 */
export function weightedMatchpoints(
  board: readonly BoardTable[],
  options: MatchpointOptions & DirectionOption = {},
): WeightedBoard<MatchpointTable, MatchpointTableResult> {
  const direction = readDirection(options.direction);
  const tables = readBoard(board);
  const distribution = distributionOf(tables);
  const workings = matchpointTable(distribution, options);
  const pick = direction === "NS" ? (s: number) => workings.row(s).ns : (s: number) => workings.row(s).ew;
  return {
    direction,
    distribution,
    workings,
    tables: scoreTables(tables, pick).map((t) => ({ ...t, percentage: t.result.mul(100).div(workings.top) })),
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
 * r.workings.mean.toNumber(); // 681.75, datum 680 (seed 002 section 5.1)
 * r.tables[11].result.toNumber(); // 2.4
 */
export function weightedButler(
  board: readonly BoardTable[],
  options: ButlerOptions & DirectionOption & { readonly table?: ImpTableName } = {},
): WeightedBoard<ButlerDatum> {
  const direction = readDirection(options.direction);
  const tables = readBoard(board);
  const distribution = distributionOf(tables);
  const workings = butlerDatum(distribution, options);
  const table = options.table ?? "WBF";
  const sign = direction === "NS" ? 1 : -1;
  const perScore = new Map<number, Fraction>();
  const pick = (s: number): Fraction => {
    let x = perScore.get(s);
    if (x === undefined) {
      x = Fraction.of(sign * butlerImps(s, workings.datum, table) || 0);
      perScore.set(s, x);
    }
    return x;
  };
  return { direction, distribution, workings, tables: scoreTables(tables, pick) };
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
 * r.tables[11].result.toNumber(); // 24.8 (seed 002 section 6.1)
 */
export function weightedCrossImps(
  board: readonly BoardTable[],
  options: CrossImpOptions & DirectionOption = {},
): WeightedBoard<CrossImpTable> {
  const direction = readDirection(options.direction);
  const tables = readBoard(board);
  const distribution = distributionOf(tables);
  const workings = crossImpTable(distribution, options);
  const pick =
    direction === "NS" ? (s: number) => workings.row(s).result : (s: number) => workings.row(s).result.neg();
  return { direction, distribution, workings, tables: scoreTables(tables, pick) };
}
