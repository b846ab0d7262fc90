// A ranking of players from the results of the side each sat on, board by board: the sum, the
// tops of the boards played (matchpoints) and the percentage of them, or the average a board
// (IMPs), best first, ties sharing a competition place ("=2", "=2", "4"). An individual event's
// players are ranked so; the per-board scoring is a pairs board's.
import type { RankedBy } from "../model/methods";

/** One player's result on one board: the side's result (null when it has none) and the board's top. */
export interface PlayerBoardResult {
  readonly player: string;
  readonly result: number | null;
  readonly top: number | null;
}

/** One player's session, ranked. */
export interface RankedPlayer {
  readonly player: string;
  /** Boards with a result or an award for the player's side. */
  readonly boards: number;
  /** The sum of the player's results: matchpoints or IMPs. */
  readonly total: number;
  /** Matchpoints: the sum of the tops of the boards played, and total as a percentage of it. */
  readonly tops: number | null;
  readonly percentage: number | null;
  /** total / boards (null when no board was played). */
  readonly average: number | null;
  /** Competition place ("1", "=2", "=2", "4"); null when no board was played. */
  readonly rank: string | null;
}

/**
 * Two totals the same but for the last digits of their floats: a player's results are added in
 * board order, so two equal totals reached in different orders may differ there.
 */
const same = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;

const byNumber = (a: string, b: string): number =>
  a.localeCompare(b, "en", { numeric: true, sensitivity: "base" });

/**
 * The players ranked, best first, by percentage of the tops (`percentages`, when ranked by
 * percentage) or by average a board; ties share the place where their run starts, and equal
 * players are listed by number. Linear in the results, then a sort of the players.
 *
 * @example
 * // Board 1, top 2: players 1 and 2 (NS) scored 2, players 3 and 4 (EW) 0.
 * rankPlayerResults([{ player: "1", result: 2, top: 2 }, { player: "2", result: 2, top: 2 },
 *   { player: "3", result: 0, top: 2 }, { player: "4", result: 0, top: 2 }], true, "percentage")
 *   .map((p) => p.rank); // ["=1", "=1", "=3", "=3"]
 */
export function rankPlayerResults(
  results: Iterable<PlayerBoardResult>,
  percentages: boolean,
  rankedBy: RankedBy,
): RankedPlayer[] {
  const tally = new Map<string, { total: number; tops: number; boards: number }>();
  for (const { player, result, top } of results) {
    let t = tally.get(player);
    if (t === undefined) tally.set(player, (t = { total: 0, tops: 0, boards: 0 }));
    if (result === null) continue;
    t.total += result;
    t.tops += top ?? 0;
    t.boards++;
  }
  const players = [...tally].map(([player, t]) => ({
    player,
    boards: t.boards,
    total: t.total,
    tops: percentages ? t.tops : null,
    percentage: percentages && t.tops > 0 ? (t.total / t.tops) * 100 : null,
    average: t.boards > 0 ? t.total / t.boards : null,
  }));
  const score = (p: (typeof players)[number]): number | null =>
    rankedBy === "percentage" ? p.percentage : p.average;
  players.sort((a, b) => {
    const x = score(a);
    const y = score(b);
    if (x === null || y === null)
      return x === null && y === null ? byNumber(a.player, b.player) : x === null ? 1 : -1;
    return same(x, y) ? byNumber(a.player, b.player) : y - x;
  });
  // Sorted, so a tie is a run: each run is walked once and its players share its first place.
  const ranked: RankedPlayer[] = [];
  for (let first = 0; first < players.length;) {
    const s = score(players[first]);
    let end = first + 1;
    while (s !== null && end < players.length && same(score(players[end]) ?? NaN, s)) end++;
    const rank = s === null ? null : end - first > 1 ? `=${first + 1}` : `${first + 1}`;
    for (let k = first; k < end; k++) ranked.push({ ...players[k], rank });
    first = end;
  }
  return ranked;
}
