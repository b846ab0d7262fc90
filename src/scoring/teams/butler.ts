// The Butler ranking of the pairs of a teams event: each pair's IMPs against the datum of each
// board it played, the datum taken over every table in the event that played that board in that
// round (the Butler rules of rules/butler.ts). A pair is a team's NS pair or its EW pair.
import { Fraction } from "../rules/fraction";
import { awardImps } from "../rules/awards";
import { butlerDatum, butlerImps, ButlerOptions } from "../rules/butler";
import { ImpScaleChoice } from "../rules/imp";
import { Match, RoomResult } from "./model";

/** A pair's line in the Butler ranking. */
export interface PairButler {
  /** The team and its direction: "Aces NS". */
  readonly pair: string;
  /** Boards it played (a result or an award). */
  readonly boards: number;
  /** Its IMPs over them. */
  readonly imps: number;
}

/**
 * Butler-scores every table of the event (docs/conventions.md, "Teams events"): the datum of a
 * board (round and board number) is the Butler datum of its plain scores over every room of every
 * match; each NS pair gets its score's IMPs against it and the EW pair the negation; a weighted
 * score weights the IMPs of its parts, each side by its own weighting; an award gives its IMPs (A+
 * +3). Ranked by IMPs per board played, then by name.
 *
 * @example
 * teamsButler(matches)[0]; // { pair: "Aces NS", boards: 8, imps: 5 }
 */
export function teamsButler(
  matches: readonly Match[],
  table: ImpScaleChoice = "WBF",
  options: ButlerOptions = {},
): PairButler[] {
  const boards = new Map<string, RoomResult[]>();
  for (const m of matches)
    for (const b of m.boards) {
      const key = `${m.round}\0${b.board}`;
      const list = boards.get(key) ?? [];
      list.push(b.homeRoom, b.awayRoom);
      boards.set(key, list);
    }
  // Whole IMPs are added as numbers (exact), a weighted table's fractional IMPs as fractions.
  const tally = new Map<string, { boards: number; whole: number; part: Fraction }>();
  const add = (pair: string, imps: Fraction | number): void => {
    let t = tally.get(pair);
    if (t === undefined) {
      t = { boards: 0, whole: 0, part: Fraction.ZERO };
      tally.set(pair, t);
    }
    t.boards++;
    if (typeof imps === "number") t.whole += imps;
    else t.part = t.part.add(imps);
  };
  for (const rooms of boards.values()) {
    const scores = rooms.flatMap((r) => (r.entry.kind === "plain" ? [r.entry.score] : []));
    if (scores.length === 0) continue;
    const datum = butlerDatum(scores, options).datum;
    const impsOf = new Map<number, number>();
    const partsImps = (parts: readonly { weight: number; score: number }[]): Fraction =>
      parts.reduce(
        (s, p) => s.add(Fraction.fromNumberSnapped(p.weight).mul(butlerImps(p.score, datum, table))),
        Fraction.ZERO,
      );
    for (const r of rooms) {
      const e = r.entry;
      if (e.kind === "plain") {
        let x = impsOf.get(e.score);
        if (x === undefined) {
          x = butlerImps(e.score, datum, table);
          impsOf.set(e.score, x);
        }
        add(`${r.ns} NS`, x);
        add(`${r.ew} EW`, -x || 0);
      } else if (e.kind === "weighted") {
        add(`${r.ns} NS`, partsImps(e.ns));
        add(`${r.ew} EW`, partsImps(e.ew).neg());
      } else if (e.kind === "artificial") {
        add(`${r.ns} NS`, awardImps(e.ns));
        add(`${r.ew} EW`, awardImps(e.ew));
      }
    }
  }
  return [...tally]
    .map(([pair, t]) => {
      const imps = t.part.add(t.whole);
      return { pair, boards: t.boards, imps: imps.toNumber(), avg: imps.div(t.boards) };
    })
    .sort((a, b) => b.avg.cmp(a.avg) || (a.pair < b.pair ? -1 : a.pair > b.pair ? 1 : 0))
    .map(({ pair, boards: n, imps }) => ({ pair, boards: n, imps }));
}
