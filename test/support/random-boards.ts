// Random boards for the scoring properties (fast-check arbitraries), shared by the method tests.
import fc from "fast-check";
import { Fraction } from "../../src/scoring";

/** Scores that really occur at the table (both signs), so random boards have realistic ties and gaps. */
// prettier-ignore
export const REAL_SCORES: readonly number[] = [
  -2210, -1430, -1100, -800, -690, -650, -620, -500, -420, -300, -200, -170, -140, -110, -100, -50,
  0, 50, 90, 100, 110, 120, 140, 150, 170, 200, 300, 400, 420, 430, 450, 460, 500, 600, 620, 630,
  650, 660, 680, 690, 800, 990, 1100, 1430, 1440, 1460, 1510, 2210,
];

/**
 * A board of `min` to `max` NS scores drawn from {@link REAL_SCORES}.
 *
 * @example
 * fc.assert(fc.property(board(2, 60), (xs) => xs.length >= 2));
 */
export function board(min = 1, max = 30): fc.Arbitrary<number[]> {
  return fc.array(fc.constantFrom(...REAL_SCORES), { minLength: min, maxLength: max });
}

/**
 * Boards that reach both ways a frequency table is built: crowded boards of 76 to 200 whole
 * multiples of 10 from -300 to +300 (601 values, at most 8 a result: counted one slot per score),
 * and boards of `min` to `max` results spread over -7600 to +7600 with now and then a fraction,
 * an odd score, -0 or a score millions away (sorted instead). Both have many ties.
 *
 * @example
 * fc.assert(fc.property(countedOrSortedBoard(2), (xs) => xs.length >= 2));
 */
export function countedOrSortedBoard(min = 1, max = 200): fc.Arbitrary<number[]> {
  const crowded = fc.array(
    fc.integer({ min: -30, max: 30 }).map((x) => x * 10),
    { minLength: Math.max(min, 76), maxLength: Math.max(max, 76) },
  );
  const spread = fc.array(
    fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: -760, max: 760 }).map((x) => x * 10) },
      { weight: 1, arbitrary: fc.constantFrom(-0, 5, 2.5, -0.3, 1e7, -3e9) },
    ),
    { minLength: min, maxLength: max },
  );
  return fc.oneof(crowded, spread);
}

/**
 * A list from `lists` with a rearrangement of it: `perm` holds each index once, and
 * {@link permute} applies it.
 *
 * @example
 * fc.assert(fc.property(withPermutation(board(2)), ([xs, perm]) => permute(xs, perm).length === xs.length));
 */
export function withPermutation<T>(lists: fc.Arbitrary<T[]>): fc.Arbitrary<[T[], number[]]> {
  return lists.chain((xs) =>
    fc.tuple(
      fc.constant(xs),
      fc.shuffledSubarray(
        xs.map((_, i) => i),
        { minLength: xs.length, maxLength: xs.length },
      ),
    ),
  );
}

/**
 * The list rearranged by `perm`: its entry `to` is `xs[perm[to]]`.
 *
 * @example
 * permute([420, -50, 100], [2, 0, 1]); // [100, 420, -50]
 */
export function permute<T>(xs: readonly T[], perm: readonly number[]): T[] {
  return perm.map((i) => xs[i]);
}

/**
 * Exact results as plain numbers, for toEqual against a hand calculation.
 *
 * @example
 * num([Fraction.of(13, 4), Fraction.of(-39, 4)]); // [3.25, -9.75]
 */
export function num(xs: readonly Fraction[]): number[] {
  return xs.map((x) => x.toNumber());
}

/**
 * Asserts the property that the order of the tables does not matter: for random boards of 2 to 30
 * results, scoring a rearranged board gives each score the same exact result as before, in its
 * new place.
 *
 * @example
 * assertPermutes((xs) => crossImps(xs).results);
 */
export function assertPermutes(score: (xs: number[]) => readonly Fraction[]): void {
  fc.assert(
    fc.property(withPermutation(board(2)), ([xs, perm]) => {
      const a = score(xs);
      const b = score(permute(xs, perm));
      perm.forEach((from, to) => expect(b[to].equals(a[from])).toBe(true));
    }),
  );
}
