// Phantom rows of printed travellers. JFR Pary prints, on the boards of the round a pair meets the
// missing pair of its movement, a director's score such as `TD 60.00 / 0.00` against a pair number
// that never plays. That row is not a table of the board: counting it would make Neuberg expect a
// table more than played it. The reader leaves such a row out of the board and says so
// (docs/conventions.md, "Reading a traveller").
import { DIRECTOR_WORD_RE } from "../rules/awards";
import type { TravellerRow } from "./types";

/** A row left out as a phantom's, and which side of it is the phantom pair. */
export interface PhantomRow {
  readonly row: TravellerRow;
  readonly side: "ns" | "ew";
  /** The director's score as read ("TD 60/0"). */
  readonly text: string;
}

/**
 * The side of `row` that may be a phantom: the row must be a director's word alone in the contract
 * cell (TD, sędzia) with its score taken from the published percentages, one side given exactly 0%
 * and the other more than 0% and less than 100% (so the two do not add to 100, as no real pair of
 * awards does). Null for any other row.
 */
function zeroSide(row: TravellerRow): "ns" | "ew" | null {
  const e = row.entry;
  const p = row.published;
  if (e.kind !== "artificial" || row.contract !== null || p === undefined || p.unit !== "percent")
    return null;
  if (!DIRECTOR_WORD_RE.test(e.text.split(" ")[0])) return null;
  if (e.ns.kind !== "percent" || e.ew.kind !== "percent") return null;
  if (e.ns.percent !== p.ns || e.ew.percent !== p.ew) return null;
  const inside = (x: number): boolean => x > 0 && x < 100;
  if (e.ew.percent === 0 && inside(e.ns.percent)) return "ew";
  if (e.ns.percent === 0 && inside(e.ew.percent)) return "ns";
  return null;
}

/**
 * The rows of a traveller (all its boards) that are a phantom's: a director's score of 0% to one
 * side and more than 0% (less than 100%) to the other, where the pair given 0% plays no other
 * table anywhere in the traveller, in either direction (its number appears only as the 0% side
 * of such rows). A pair that plays even one table is no phantom, so a real award that happens to
 * give a side 0% is always kept.
 *
 * @example
 * // Board 3: 5 v 16 "TD" 60.00 / 0.00, and pair 16 on no other row: that row is returned.
 * phantomRows(rows); // [{ row: <5 v 16>, side: "ew" }]
 */
export function phantomRows(rows: readonly TravellerRow[]): PhantomRow[] {
  const candidates = rows.flatMap((row) => {
    const side = zeroSide(row);
    return side === null || row.entry.kind !== "artificial" ? [] : [{ row, side, text: row.entry.text }];
  });
  const inCandidates = new Set(candidates.map((c) => c.row));
  // A pair number plays when it sits on any other row, or on a candidate's side given a score.
  const plays = new Set<string>();
  for (const row of rows) {
    if (!inCandidates.has(row)) {
      plays.add(row.ns);
      plays.add(row.ew);
    }
  }
  for (const c of candidates) plays.add(c.side === "ns" ? c.row.ew : c.row.ns);
  return candidates.filter((c) => !plays.has(c.side === "ns" ? c.row.ns : c.row.ew));
}
