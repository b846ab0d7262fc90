import { BoundedSum, Fraction, ROUNDED_GRID } from "../rules/fraction";
import { check, quote, ScoringError } from "../base/errors";

// A weighted score (Law 12C1(c)): a director awards a table several possible results, each with a
// weight. This module reads the scores and weights as typed; what the weighting is applied to
// depends on the form of scoring (see adjusted-table.ts for pairs, and teams/score.ts).

/** A weight as typed: a fraction of 1 (0.3), a percentage (30), or an exact Fraction. */
export type Weight = number | Fraction;

/**
 * Reads one table's weights exactly. Each is read as typed (0.3 is 3/10) and a value Excel can
 * only store approximately is recognised as the fraction with a denominator up to 1000 that it
 * is within 1e-9 of (=1/3 is 1/3, =100/3 is 100/3). The weights must add to exactly 1, or to 100
 * as percentages (then they are divided by 100). Weights must be above 0. The total is checked
 * exactly while its denominator stays at most 10^12; weights too fine for that (thousands of
 * weights such as 1/2, 1/3, 1/5, 1/7, ...) must add up to within 10^-18 a weight, so the check
 * costs the same whatever the weights (docs/conventions.md, "Weighted scores").
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
      throw new ScoringError(`Weight ${i + 1} is ${quote(w)}, not a number.`);
    }
    check(f.sign() >= 0, `Weight ${i + 1} is ${f.toNumber()}: weights cannot be negative.`);
    check(f.sign() > 0, `Weight ${i + 1} is 0: leave out a result that carries no weight.`);
    return f;
  });
  const sum = new BoundedSum();
  for (const f of read) sum.add(f);
  if (sum.mayEqual(1)) return read;
  if (sum.mayEqual(100)) return read.map((f) => f.div(100));
  throw new ScoringError(
    `The weights add to ${sum.value().toNumber()}: they must add to 1 (or to 100 as percentages).`,
  );
}

/**
 * One table's weights (adding to 1) rounded to billionths, still adding to exactly 1: each is
 * rounded down, and the billionths left over go one each to the weights that lost the most (the
 * earlier weight on a tie), the largest-remainder rule. A weight under half a billionth may become
 * 0. Used when a board's weights are too fine to count exactly (docs/conventions.md, "Weighted
 * scores").
 *
 * @example
 * weightsOnGrid([Fraction.of(1, 3), Fraction.of(2, 3)]).map(String);
 * // ["333333333/1000000000", "666666667/1000000000"]
 */
export function weightsOnGrid(weights: readonly Fraction[]): Fraction[] {
  const G = ROUNDED_GRID;
  const down = weights.map((w) => (w.n * G) / w.d);
  const rest = weights.map((w) => Fraction.of((w.n * G) % w.d, w.d));
  let left = G - down.reduce((a, b) => a + b, 0n);
  const order = weights.map((_, i) => i).sort((a, b) => rest[b].cmp(rest[a]) || a - b);
  // The weights add to 1 (to within 10^-18 each when too fine to add exactly), so fewer
  // billionths are left over than there are weights; the loop guards the edge all the same.
  for (let k = 0; left > 0n && order.length > 0; k = (k + 1) % order.length, left--) down[order[k]]++;
  for (let k = order.length - 1; left < 0n && k >= 0; k--) {
    if (down[order[k]] > 0n) {
      down[order[k]]--;
      left++;
    }
  }
  return down.map((u) => Fraction.of(u, G));
}

/** Checks a list of scores: at least one, every one a finite number ("what" names them). */
export function readScores(scores: readonly number[], what: string): void {
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
