// Turning tables round so the pairs are compared more evenly: the search howell.ts runs over whole
// tables (an arrow switch of the session at that table) and mitchell.ts over single rounds at a
// table (a scrambled Mitchell's arrow switches). The measure is balance.ts's net: for two pairs,
// the boards they play the same way or against each other less those they play opposite ways.

/** One table in one round: its two pairs (0-based, across the field) in their seats, and its set. */
export interface Game {
  readonly ns: number;
  readonly ew: number;
  readonly set: number;
}

/**
 * How unevenly the pairs are compared with the games of `flipped` played the other way round:
 * Σ net² over every two pairs (a set counted once: its boards are all alike), with the spread of
 * net (max - min) put first when `spreadFirst`. The sum of net is the same however the pairs sit,
 * so the smaller, the more even.
 */
export function unevenness(
  games: readonly Game[],
  pairs: number,
  flipped: readonly boolean[],
  spreadFirst: boolean,
): number {
  const net = new Array<number>(pairs * pairs).fill(0);
  const bySet = new Map<number, number[]>();
  games.forEach((g, i) => (bySet.get(g.set) ?? bySet.set(g.set, []).get(g.set)!).push(i));
  for (const list of bySet.values())
    for (let x = 0; x < list.length; x++) {
      const g = games[list[x]];
      const [gn, ge] = flipped[list[x]] ? [g.ew, g.ns] : [g.ns, g.ew];
      net[gn * pairs + ge]++;
      for (let y = x + 1; y < list.length; y++) {
        const h = games[list[y]];
        const [hn, he] = flipped[list[y]] ? [h.ew, h.ns] : [h.ns, h.ew];
        net[gn * pairs + hn]++;
        net[ge * pairs + he]++;
        net[gn * pairs + he]--;
        net[ge * pairs + hn]--;
      }
    }
  let sum = 0;
  let most = -Infinity;
  let least = Infinity;
  for (let i = 0; i < pairs; i++)
    for (let j = i + 1; j < pairs; j++) {
      const v = net[i * pairs + j] + net[j * pairs + i];
      sum += v * v;
      most = Math.max(most, v);
      least = Math.min(least, v);
    }
  return spreadFirst ? (most - least) * 1e9 + sum : sum;
}

/**
 * The games to play the other way round: each group (a list of games turned together) is turned
 * in its turn while that makes the pairs' comparisons more even, until no turn does (a greedy
 * search, deterministic). Answers a flag for each game.
 */
export function evenFlips(
  games: readonly Game[],
  pairs: number,
  groups: readonly (readonly number[])[],
  spreadFirst: boolean,
): boolean[] {
  const flipped = new Array<boolean>(games.length).fill(false);
  const turn = (group: readonly number[]) => group.forEach((i) => (flipped[i] = !flipped[i]));
  let best = unevenness(games, pairs, flipped, spreadFirst);
  for (let better = true; better;) {
    better = false;
    for (const group of groups) {
      turn(group);
      const score = unevenness(games, pairs, flipped, spreadFirst);
      if (score < best) {
        best = score;
        better = true;
      } else turn(group);
    }
  }
  return flipped;
}
