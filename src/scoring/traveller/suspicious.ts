// Scores that look mistyped, as warnings: the traveller is scored as it stands (a warning changes
// nothing), but the director is told where to look.
// - A sign the wrong way: a row whose score, for the declaring side, has the opposite sign to
//   every other score in the same contract by the same side, and is the exact negative of one of
//   them (4S by N: +420 at three tables, -420 here). A contract that fails at one table goes down
//   by tricks (-50, -100), never by the others' score, so a real result is not flagged.
// - The wrong way round: a row whose score is the exact negative of the board's most common score
//   (held by two rows or more, and more than any other), in the same contract, with its declarer on
//   the other side (4S by N +420 at most tables; 4S by E -420 here: N and E confused).
import { sideOf } from "../base/seats";
import type { Traveller, TravellerRow } from "./types";

/** A warning: the board and row (0-based in the cells read) it is about, the column, and what it says. */
export interface ScoreWarning {
  readonly board: number;
  readonly row: number;
  readonly column: number;
  readonly text: string;
}

/** A row's NS score (typed, else from the contract), when it has a plain one. */
function nsScore(r: TravellerRow): number | null {
  return r.entry.kind === "plain" ? r.entry.score : null;
}

/**
 * The suspicious scores of a traveller (see the module's comment), in board and row order.
 *
 * @example
 * suspiciousScores(readTraveller(cells)); // [{ board: 1, row: 4, column: 5, text: "4S by N scored -420 ..." }]
 */
export function suspiciousScores(traveller: Traveller): ScoreWarning[] {
  const warnings: ScoreWarning[] = [];
  for (const board of traveller.boards) {
    const said = new Set<number>();
    const column = (r: TravellerRow): number =>
      r.cells.score ?? r.cells.scorePlus ?? r.cells.scoreMinus ?? r.cells.contract ?? r.cells.ns ?? 0;
    const played = board.rows.filter(
      (r) => r.contract !== null && r.declarer !== null && nsScore(r) !== null,
    );

    // A sign the wrong way, within one contract by one side.
    const groups = new Map<string, TravellerRow[]>();
    for (const r of played) {
      const key = `${r.contract} ${sideOf(r.declarer!)}`;
      (groups.get(key) ?? groups.set(key, []).get(key)!).push(r);
    }
    for (const rows of groups.values()) {
      if (rows.length < 3) continue;
      const own = (r: TravellerRow): number => nsScore(r)! * (sideOf(r.declarer!) === "NS" ? 1 : -1);
      for (const r of rows) {
        const others = rows.filter((o) => o !== r);
        const mine = own(r);
        if (mine === 0 || !others.every((o) => Math.sign(own(o)) === -Math.sign(mine))) continue;
        if (!others.some((o) => own(o) === -mine)) continue;
        said.add(r.row);
        warnings.push({
          board: board.board,
          row: r.row,
          column: column(r),
          text: wrongSign(r.contract!, r.declarer!, nsScore(r)!, others.length, -nsScore(r)!),
        });
      }
    }

    // The wrong way round: the board's most common score negated, declarer on the other side.
    const counts = new Map<number, TravellerRow[]>();
    for (const r of played)
      (counts.get(nsScore(r)!) ?? counts.set(nsScore(r)!, []).get(nsScore(r)!)!).push(r);
    const ranked = [...counts.entries()].sort((a, b) => b[1].length - a[1].length);
    if (ranked.length > 0 && ranked[0][1].length >= 2 && (ranked[1]?.[1].length ?? 0) < ranked[0][1].length) {
      const [common, rows] = ranked[0];
      const first = rows[0];
      const side = sideOf(first.declarer!);
      const sameWay = rows.every((r) => r.contract === first.contract && sideOf(r.declarer!) === side);
      if (common !== 0 && sameWay) {
        for (const r of played) {
          if (said.has(r.row) || nsScore(r) !== -common) continue;
          if (r.contract !== first.contract || sideOf(r.declarer!) === side) continue;
          warnings.push({
            board: board.board,
            row: r.row,
            column: column(r),
            text: wrongWayRound(r.contract!, r.declarer!, nsScore(r)!, rows.length, first.declarer!, common),
          });
        }
      }
    }
  }
  return warnings.sort((a, b) => a.board - b.board || a.row - b.row);
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

function wrongSign(
  contract: string,
  declarer: string,
  score: number,
  others: number,
  mirror: number,
): string {
  return (
    `${contract} by ${declarer} scored ${signed(score)} for NS here, the opposite sign to the other ${others} tables in ` +
    `${contract} by the same side, one of which scored ${signed(mirror)}: is the sign the wrong way? (Scored as it stands.)`
  );
}

function wrongWayRound(
  contract: string,
  declarer: string,
  score: number,
  count: number,
  commonDeclarer: string,
  common: number,
): string {
  return (
    `${contract} by ${declarer} scored ${signed(score)} for NS here, the mirror of the board's most common result, ` +
    `${contract} by ${commonDeclarer} ${signed(common)} (${count} tables): was it entered the wrong way round? (Scored as it stands.)`
  );
}
