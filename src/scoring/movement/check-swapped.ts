// The check of a Howell pairing's seats: a pairing keeps its seats for the round, so a row of a
// set where the two pairs sit the other way round has its NS and EW numbers swapped.
import type { PlayedRow } from "./played";
import type { Checking } from "./check-context";
import type { SetView } from "./check-board-sets";

/** In a Howell, a pairing keeps its seats for the round: the row that sits the other way is named. */
export function swappedSeats(c: Checking, view: SetView): void {
  for (const [key, rows] of view.rowsOf) {
    const ways = new Map<string, PlayedRow[]>();
    for (const r of rows) (ways.get(r.ns) ?? ways.set(r.ns, []).get(r.ns)!).push(r);
    if (ways.size < 2) continue;
    const [main, other] = [...ways.values()].sort((a, b) => b.length - a.length);
    view.handled.add(key);
    for (const r of main.length === other.length ? [...main, ...other] : other) {
      const o = (main.includes(r) ? other : main)[0];
      c.add("swapped", r, r.columns.ns, otherWayRound(r.ns, r.ew, r.board, o.board, view.span));
    }
  }
}

function otherWayRound(ns: string, ew: string, board: number, otherBoard: number, span: string): string {
  return (
    `NS ${ns} v EW ${ew} on board ${board}, but the two pairs sit the other way round on board ${otherBoard}, ` +
    `and ${span} are one set, played in one round: the NS and EW numbers of one row are swapped.`
  );
}
