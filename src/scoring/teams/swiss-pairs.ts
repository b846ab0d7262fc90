// A round of a Swiss pairs event from its boards: the round is scored as a pairs session across
// the whole field (matchpoints, cross-IMPs or Butler), each table's two pairs are that round's
// match, and each pair's score over its boards is turned into VPs on its own.
import { quote, ScoringError } from "../base/errors";
import type { ScoredSession } from "../session/session";
import type { VpFunction } from "./model";
import { percentVp } from "./percent-vp";
import type { ScoredMatch } from "./score";

/**
 * The matches of one round of a Swiss pairs event (docs/conventions.md, "Swiss pairs"), from the
 * round's session scored across the field: each North-South pair against the East-West pair it
 * played, North-South at home. Under matchpoints each pair's VPs are its percentage's (percentVp);
 * under IMPs (cross-IMPs or Butler), its IMP total over the boards it played on `vp`, the event's
 * scale. A ScoringError names a pair that met two pairs in the round, or a pair in both
 * directions.
 *
 * @example
 * swissPairsRound("1", scoreSession(cells), wbfVp)[0]; // { round: "1", home: "1", away: "4", vp: { home: 16, away: 3 }, ... }
 */
export function swissPairsRound(round: string, session: ScoredSession, vp: VpFunction | null): ScoredMatch[] {
  const opponent = new Map<string, string>();
  const order: [string, string][] = [];
  for (const board of session.boards)
    for (const t of board.tables) {
      for (const [a, b] of [
        [t.ns, t.ew],
        [t.ew, t.ns],
      ]) {
        const before = opponent.get(a);
        if (before !== undefined && before !== b)
          throw new ScoringError(
            `Pair ${quote(a)} met both ${quote(before)} and ${quote(b)} in round ${round}: a Swiss pairs round is one match a pair.`,
          );
        opponent.set(a, b);
      }
      if (!order.some(([n, e]) => n === t.ns && e === t.ew)) order.push([t.ns, t.ew]);
    }
  const pairs = new Map<string, { score: number; boards: number }>();
  for (const ranking of session.rankings)
    for (const p of ranking.pairs) {
      if (pairs.has(p.pair))
        throw new ScoringError(
          `Pair ${quote(p.pair)} sat both North-South and East-West in round ${round}: each pair has one number.`,
        );
      const score = session.rankedBy === "percentage" ? (p.percentage ?? 50) : p.total;
      pairs.set(p.pair, { score, boards: p.boardsPlayed });
    }
  const vpOf = (pair: string): number => {
    const p = pairs.get(pair)!;
    if (session.rankedBy === "percentage") return percentVp(p.score);
    if (vp === null) throw new ScoringError("IMPs are turned into VPs on a VP scale: choose one.");
    return vp(p.score, p.boards);
  };
  return order.map(([home, away]) => {
    const total = { home: pairs.get(home)!.score, away: pairs.get(away)!.score };
    return {
      round,
      home,
      away,
      boards: [],
      boardCount: pairs.get(home)!.boards,
      total,
      margin: total.home - total.away,
      vp: { home: vpOf(home), away: vpOf(away) },
    };
  });
}
