// The opening rounds of a Swiss event: the first two rounds drawn without standings (after one
// round they say little), seeded or at random, and the Swiss draw from round 3. The first round
// is drawFirstRound's (swiss.ts); this is the second.
import { check, quote } from "../base/errors";
import { seededRandom } from "../base/random";
import { byeTeam, drawSwiss, type FirstRound, type SwissDraw, type SwissHistory } from "./swiss";

/** How the opening rounds are drawn: seeded, or at random from a seed. */
export type Opening = FirstRound;

/**
 * The second round of an opening (docs/conventions.md, "The Swiss draw"), the teams given in
 * seeding order. In an odd field the bye goes first, to the lowest seed without one (at random,
 * the last team of the shuffled order without one). Seeded, the top half meets the bottom half
 * turned on by one: 1 v n/2+2, 2 v n/2+3, ..., n/2 v n/2+1, so no team meets its round-1
 * opponent of the fold; when that would be a rematch even so (a first round drawn otherwise, or a
 * bye that moved the halves), the Swiss draw over the seeding order instead. At random, the teams
 * shuffled by the generator started from the seed plus 1 (round 1 took the seed itself), then the
 * Swiss draw over that order, so no rematch is made that can be avoided.
 *
 * @example
 * drawSecondRound(["A", "B", "C", "D"], { kind: "seeded" }, { met: (x, y) => ... }); // A v D, B v C
 */
export function drawSecondRound(order: readonly string[], how: Opening, history: SwissHistory): SwissDraw {
  check(order.length >= 2, "A draw needs at least two teams.");
  if (how.kind === "random")
    check(
      Number.isSafeInteger(how.seed) && how.seed >= 0,
      `The seed must be a whole number, not ${quote(how.seed)}.`,
    );
  let placed = [...order];
  if (how.kind === "random") {
    const next = seededRandom(how.seed + 1);
    for (let i = placed.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [placed[i], placed[j]] = [placed[j], placed[i]];
    }
  }
  const bye = placed.length % 2 === 1 ? byeTeam(placed, history.byes) : null;
  placed = placed.filter((t) => t !== bye);
  if (how.kind === "seeded") {
    const half = placed.length / 2;
    const pairs = placed.slice(0, half).map((home, i) => [home, placed[half + ((i + 1) % half)]] as const);
    if (pairs.every(([a, b]) => !history.met(a, b)))
      return {
        tables: pairs.map(([home, away], i) => ({ table: i + 1, home, away, rematch: false })),
        bye,
        rematches: 0,
      };
  }
  return { ...drawSwiss(placed, { met: history.met }), bye };
}

/**
 * The seeding order told from a first round drawn by the fold (1 v n/2+1, ...): its home teams in
 * table order, then its away teams, then its bye; the teams not in it after them, in `teams`'
 * order.
 *
 * @example
 * seedsOfFirstRound([{ home: "A", away: "C" }, { home: "B", away: "D" }], null, ["A", "C", "B", "D"]); // ["A", "B", "C", "D"]
 */
export function seedsOfFirstRound(
  tables: readonly { readonly home: string; readonly away: string }[],
  bye: string | null,
  teams: readonly string[],
): string[] {
  const order = [...tables.map((t) => t.home), ...tables.map((t) => t.away), ...(bye !== null ? [bye] : [])];
  return [...order, ...teams.filter((t) => !order.includes(t))];
}
