// The project's one seeded generator (Mulberry32): the same seed gives the same numbers on every
// run and every machine. The Swiss draw at random, the seeded random deals, and the generated
// boards of the tests, the bench and the output snapshots all draw from it.

/**
 * Mulberry32: a small seeded generator, uniform on [0, 1).
 *
 * @example
 * const rng = seededRandom(42);
 * rng() === seededRandom(42)(); // true: the same seed gives the same sequence
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
