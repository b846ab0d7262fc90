// The arithmetic behind the Howells made (howell.ts): a round and its board sets found once and
// turned round the others, the construction printed Howell cards follow.
//
// A cyclic design of s rounds for n tables: the pairs are the numbers 0..s-1 (they move) and
// t = 2n - s stationary pairs S1..St. Round 0 is the base: each stationary pair Sj plays one number
// x_j at a table of its own, and the n - t other tables each hold two numbers {x, y}. Round r adds r
// to every number (mod s), and table i, which plays set a_i in round 0, plays set a_i + r. This is a
// movement where:
// - every pair plays once a round: the base round holds every number once;
// - two pairs meet at most once: the differences y - x (and x - y) of the base's tables are all
//   different, and none is s/2 (which would bring the same two back after s/2 rounds); Sj meets
//   every number once; two stationary pairs never meet;
// - the tables of a round play different sets: the a_i are all different;
// - every pair plays every set exactly once: pair z plays set c in the round r where z is x_j + r
//   (or x + r, y + r) and c is a_i + r, so z - c is x_j - a_j (or x - a_i, y - a_i) - these s
//   "offsets" must be all of 0..s-1, and then each z meets each c once. (Sj plays each set once.)
// With t = 1 and s = 2n - 1 every pair meets every other: a complete Howell, S1 its stationary pair
// (this is a Room square; its base is a starter, and where the starter is "strong" - the sums
// x + y all different and none 0 - a_i = x + y gives the offsets -x, -y, all different). With more
// stationary pairs and fewer rounds it is an incomplete (three-quarter) Howell.
//
// The search below is a depth-first one over the base's numbers in order, deterministic, with a
// bound on its steps. It finds a design for every size the add-in makes except three: 2 and 3
// tables (no such design exists with 3 or 5 rounds: a Room square of side 3 or 5 does not) and 4
// tables in 6 rounds; these get a movement where tables share a set (sharedSets, howell.ts).

/** A cyclic design: the base round's tables (stationary tables first) and their sets. */
export interface CyclicDesign {
  readonly rounds: number;
  /** The numbers the stationary pairs S1.. meet in round 0. */
  readonly singles: readonly number[];
  /** The other tables' pairs in round 0. */
  readonly pairs: readonly (readonly [number, number])[];
  /** The set (0-based) each table plays in round 0: the stationary tables', then the others'. */
  readonly adders: readonly number[];
}

/** Steps the searches may take before giving up (each size the add-in makes needs far fewer). */
const STEPS = 400_000;

const mod = (x: number, s: number): number => ((x % s) + s) % s;

/**
 * A strong starter of 0..m-1 (m odd): pairs covering 1..m-1 whose differences are all different and
 * whose sums are all different and none 0; null where the bounded search finds none (m = 3, 5, 9).
 */
function strongStarter(m: number): [number, number][] | null {
  const used = new Array<boolean>(m).fill(false);
  const diff = new Array<boolean>(m).fill(false);
  const sum = new Array<boolean>(m).fill(false);
  used[0] = true;
  sum[0] = true;
  const pairs: [number, number][] = [];
  let steps = 0;
  const go = (from: number): boolean => {
    if (++steps > STEPS) return false;
    let z = from;
    while (z < m && used[z]) z++;
    if (z === m) return true;
    used[z] = true;
    for (let w = m - 1; w > z; w--) {
      const d = w - z;
      const sm = (w + z) % m;
      if (used[w] || diff[d] || diff[m - d] || sum[sm]) continue;
      used[w] = diff[d] = diff[m - d] = sum[sm] = true;
      pairs.push([z, w]);
      if (go(z + 1)) return true;
      used[w] = diff[d] = diff[m - d] = sum[sm] = false;
      pairs.pop();
    }
    used[z] = false;
    return false;
  };
  return go(1) ? pairs : null;
}

/** The general search for a cyclic design of `s` rounds at `n` tables, or null. */
function searchDesign(s: number, n: number): CyclicDesign | null {
  const t = 2 * n - s;
  const used = new Array<boolean>(s).fill(false);
  const diff = new Array<boolean>(s).fill(false);
  const offset = new Array<boolean>(s).fill(false);
  const adder = new Array<boolean>(s).fill(false);
  const singles: { x: number; a: number }[] = [];
  const pairs: { x: number; y: number; a: number }[] = [];
  let steps = 0;
  const go = (from: number, singlesLeft: number): boolean => {
    if (++steps > STEPS) return false;
    let z = from;
    while (z < s && used[z]) z++;
    if (z === s) return true;
    used[z] = true;
    for (let a = 0; singlesLeft > 0 && a < s; a++) {
      const o = mod(z - a, s);
      if (adder[a] || offset[o]) continue;
      adder[a] = offset[o] = true;
      singles.push({ x: z, a });
      if (go(z + 1, singlesLeft - 1)) return true;
      adder[a] = offset[o] = false;
      singles.pop();
    }
    for (let w = z + 1; w < s; w++) {
      const d = w - z;
      if (used[w] || 2 * d === s || diff[d] || diff[s - d]) continue;
      used[w] = diff[d] = diff[s - d] = true;
      for (let b = 0; b < s; b++) {
        const o1 = mod(z - b, s);
        const o2 = mod(w - b, s);
        if (adder[b] || offset[o1] || offset[o2]) continue;
        adder[b] = offset[o1] = offset[o2] = true;
        pairs.push({ x: z, y: w, a: b });
        if (go(z + 1, singlesLeft)) return true;
        adder[b] = offset[o1] = offset[o2] = false;
        pairs.pop();
      }
      used[w] = diff[d] = diff[s - d] = false;
    }
    used[z] = false;
    return false;
  };
  if (!go(0, t)) return null;
  return {
    rounds: s,
    singles: singles.map((x) => x.x),
    pairs: pairs.map((p) => [p.x, p.y] as const),
    adders: [...singles.map((x) => x.a), ...pairs.map((p) => p.a)],
  };
}

/**
 * A cyclic design of `rounds` rounds at `tables` tables (see the module's comment), its first
 * table playing set 0 in round 0; null where none is found.
 *
 * @example
 * cyclicDesign(7, 4)?.pairs.length; // 3: a complete Howell of 4 tables, one stationary pair
 */
export function cyclicDesign(rounds: number, tables: number): CyclicDesign | null {
  const t = 2 * tables - rounds;
  if (t < 1 || t > tables) return null;
  let design: CyclicDesign | null = null;
  const starter = t === 1 ? strongStarter(rounds) : null;
  if (starter !== null)
    design = {
      rounds,
      singles: [0],
      pairs: starter,
      adders: [0, ...starter.map(([x, y]) => (x + y) % rounds)],
    };
  design ??= searchDesign(rounds, tables);
  if (design === null) return null;
  const first = design.adders[0];
  return { ...design, adders: design.adders.map((a) => mod(a - first, rounds)) };
}

/**
 * Sets for rounds of pairings where no cyclic design exists (the smallest Howells): each pair plays
 * each of `sets` sets once, the tables of a round sharing as few sets as can be (found by a search
 * that allows one more shared table at a time). `rounds[r][i]` is table i's two pairs in round r;
 * the answer is each table's set (0-based), or null.
 */
export function setsWithSharing(
  rounds: readonly (readonly [number, number])[][],
  sets: number,
  pairs: number,
): number[][] | null {
  const games = rounds.flatMap((row, r) => row.map((p, i) => ({ r, i, p })));
  const played = Array.from({ length: pairs }, () => new Array<boolean>(sets).fill(false));
  const inRound = rounds.map(() => new Array<number>(sets).fill(0));
  const answer = rounds.map((row) => row.map(() => -1));
  for (let budget = 0; budget <= games.length; budget++) {
    let steps = 0;
    const go = (k: number, left: number): boolean => {
      if (++steps > STEPS) return false;
      if (k === games.length) return true;
      const { r, i, p } = games[k];
      for (let c = 0; c < sets; c++) {
        if (played[p[0]][c] || played[p[1]][c]) continue;
        const cost = inRound[r][c] > 0 ? 1 : 0;
        if (cost > left) continue;
        played[p[0]][c] = played[p[1]][c] = true;
        inRound[r][c]++;
        answer[r][i] = c;
        if (go(k + 1, left - cost)) return true;
        played[p[0]][c] = played[p[1]][c] = false;
        inRound[r][c]--;
      }
      return false;
    };
    if (go(0, budget)) return answer;
  }
  return null;
}
