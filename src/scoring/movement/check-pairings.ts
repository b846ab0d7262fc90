// The checks of who met whom within a board set: a pair in two pairings of one set, and a board
// holding a pairing the set does not expect where an expected one has no line. Either is a pair
// number typed wrong (or a substitute the director did not name).
import { boardsText, cap, type Checking } from "./check-context";
import { countOf, type SetView } from "./check-board-sets";

/**
 * A pair in two pairings of one set: one of the rows has a wrong number (or the pair moved
 * mid-round). The pairing with fewer boards is named, with the one the movement expects.
 */
export function pairInTwoPairings(c: Checking, view: SetView): void {
  const { boardsOf, rowsOf, pairingByKey, handled, span } = view;
  const count = (key: string): number => countOf(view, key);
  const pairingsOfPair = new Map<string, Set<string>>();
  for (const p of pairingByKey.values()) {
    for (const pair of p.pairs) {
      (pairingsOfPair.get(pair.key) ?? pairingsOfPair.set(pair.key, new Set()).get(pair.key)!).add(p.key);
    }
  }
  for (const [pairKey, keys] of pairingsOfPair) {
    if (keys.size < 2) continue;
    const list = [...keys];
    const most = Math.max(...list.map(count));
    const main = list.find((k) => count(k) === most)!;
    for (const k of list) {
      handled.add(k);
      if (k === main && list.filter((x) => count(x) === most).length === 1) continue;
      const other = list.filter((x) => x !== k).sort((a, b) => count(b) - count(a))[0];
      const p = pairingByKey.get(k)!;
      if (p.pairs.some((x) => c.isAccepted(x))) continue;
      const pair = p.pairs.find((x) => x.key === pairKey)!;
      const o = pairingByKey.get(other)!;
      for (const r of rowsOf.get(k)!) {
        const side = c.pairOf(r, "ns").key === pairKey ? "ns" : "ew";
        const opponent = side === "ns" ? `EW ${r.ew}` : `NS ${r.ns}`;
        const otherRow = rowsOf.get(other)![0];
        const expected = side === "ns" ? `EW ${otherRow.ew}` : `NS ${otherRow.ns}`;
        c.add(
          "pairing",
          r,
          r.columns[side === "ns" ? "ew" : "ns"],
          twoPairingsInSet(
            pair.name,
            opponent,
            r.board,
            expected,
            boardsText([...boardsOf.get(other)!]),
            span,
            o.label,
          ),
        );
      }
    }
  }
}

/**
 * A board without a pairing that the set expects, holding instead a pairing that plays less of
 * the set: that row's numbers are wrong (the expected pairing is named), or, when both play as
 * much of the set, one of the two rows is (both are named).
 */
export function unexpectedPairing(c: Checking, view: SetView): void {
  const { set, size, boardsOf, rowsOf, pairingByKey, handled, span } = view;
  const count = (key: string): number => countOf(view, key);
  for (const board of set.boards) {
    const missing = [...boardsOf].filter(([k, b]) => !handled.has(k) && 2 * b.size >= size && !b.has(board));
    if (missing.length === 0) continue;
    const here = set.rows.filter((r) => r.board === board);
    for (const r of here) {
      const q = c.pairingOf(r);
      if (handled.has(q.key) || count(q.key) >= size) continue;
      if (q.pairs.some((x) => c.isAccepted(x))) continue;
      const [mKey, mBoards] = missing.sort((a, b) => b[1].size - a[1].size)[0];
      const m = pairingByKey.get(mKey)!;
      const mText = boardsText([...mBoards]);
      const message =
        count(q.key) < mBoards.size
          ? expectedHere(q.label, board, m.label, mText, span)
          : eitherRow(q.label, boardsText([...boardsOf.get(q.key)!]), m.label, mText, span);
      c.add("pairing", r, r.columns.ns, message);
      if (count(q.key) === mBoards.size) {
        for (const o of rowsOf.get(mKey)!)
          c.add(
            "pairing",
            o,
            o.columns.ns,
            eitherRow(m.label, mText, q.label, boardsText([...boardsOf.get(q.key)!]), span),
          );
      }
      handled.add(q.key);
      handled.add(mKey);
      break;
    }
  }
}

// The messages, each naming what the movement expected.

function twoPairingsInSet(
  pair: string,
  opponent: string,
  board: number,
  expected: string,
  expectedBoards: string,
  span: string,
  expectedLabel: string,
): string {
  return (
    `${cap(pair)} plays ${opponent} on board ${board} but ${expected} on ${expectedBoards}, ` +
    `and ${span} are one set, played in one round by the same pairs: the movement expects ${expectedLabel} here. ` +
    "Put the pair number right, or name the pair as a late pair or substitute if it did play."
  );
}

function expectedHere(
  pairing: string,
  board: number,
  expected: string,
  boards: string,
  span: string,
): string {
  return (
    `${pairing} on board ${board}: the movement expects ${expected} here, who play ${boards} of the set ${span.replace(/^boards /, "")}; ` +
    "a pair number is wrong (or say that the pair is a late pair or substitute)."
  );
}

function eitherRow(
  pairing: string,
  boards: string,
  other: string,
  otherBoards: string,
  span: string,
): string {
  return (
    `${pairing} play ${boards} and ${other} ${otherBoards} of the set ${span.replace(/^boards /, "")}, which each pairing plays whole: ` +
    "the pair numbers of one of these rows are wrong."
  );
}
