import { Fraction } from "../rules/fraction";
import { check, ScoringError } from "../base/errors";
import { Distribution, FrequencyEntry } from "../rules/frequency-table";
import { readScores, readWeights, Weight, weightsOnGrid } from "./weights";

// The adjusted frequency table of a pairs board (Law 12C1(c)): every board is scored on it. A
// plain result counts 1 towards its score's frequency and each component of a weighted score its
// weight, so on a board without weighted scores it is the plain frequency table.

/** One component of a weighted score on a pairs board. */
export interface WeightedComponent {
  readonly score: number;
  readonly weight: Weight;
}

/**
 * One table of a pairs board: a plain NS score, or a weighted score given as components with the
 * weights of the side being scored (they must add to 1 or 100).
 */
export type BoardTable = number | readonly WeightedComponent[];

/** A table read exactly: a plain table is one component of weight 1. */
export interface ReadTable {
  readonly weighted: boolean;
  readonly components: readonly { score: number; weight: Fraction }[];
  /** The weights were rounded to billionths: the board's were too fine to count exactly. */
  readonly rounded?: true;
}

// A board's frequencies are counted in whole units of their common denominator; every count the
// methods make stays exact in a double while (tables x that denominator) is at most 2^53 / 64 (as
// Distribution requires). Each table's weights add to 1, so the units add to tables x denominator.
const MAX_BOARD_UNITS = BigInt(Math.floor(Number.MAX_SAFE_INTEGER / 64));

/**
 * Reads a board's tables, naming the table whose score or weights cannot be read. The weights are
 * kept exact while the board's frequencies can be counted exactly (the common denominator of all
 * its weights, times its number of tables, at most 2^53 / 64, about 1.4 x 10^14); otherwise every
 * weighted table's weights are rounded to billionths, each table's still adding to exactly 1
 * (docs/conventions.md, "Weighted scores"), and those tables say so (`rounded`).
 *
 * @example
 * readBoard([420, [{ score: 420, weight: 0.6 }, { score: -50, weight: 0.4 }]])[1].components[1].weight.toString(); // "2/5"
 */
export function readBoard(board: readonly BoardTable[]): ReadTable[] {
  const read = readExactly(board);
  if (unitsFit(read)) return read;
  return read.map((t) => {
    if (!t.weighted) return t;
    const grid = weightsOnGrid(t.components.map((c) => c.weight));
    return {
      weighted: true,
      rounded: true,
      components: t.components.map((c, k) => ({ ...c, weight: grid[k] })),
    };
  });
}

/** Whether tables x (common denominator of the weights) stays within MAX_BOARD_UNITS; stops early. */
function unitsFit(tables: readonly ReadTable[]): boolean {
  const limit = MAX_BOARD_UNITS / BigInt(tables.length);
  let scale = 1n;
  for (const t of tables) {
    for (const c of t.components) {
      const d = c.weight.d;
      if (d > limit) return false;
      if (scale % d !== 0n) scale = (scale / gcd(scale, d)) * d;
      if (scale > limit) return false;
    }
  }
  return true;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

function readExactly(board: readonly BoardTable[]): ReadTable[] {
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

/** The adjusted frequency table of tables already read. */
export function distributionOf(tables: readonly ReadTable[]): Distribution {
  const entries: FrequencyEntry[] = [];
  // A weight rounded to 0 (under half a billionth) no longer counts on the board.
  for (const t of tables)
    for (const c of t.components)
      if (c.weight.sign() > 0) entries.push({ score: c.score, frequency: c.weight });
  return Distribution.fromEntries(entries);
}
