// The checks of a set's lines: a pairing that plays most of a set but has no line on one of its
// boards (a line not typed, or a board not played), and a pairing on only a few boards of a set
// the other tables play whole.
import { boardsText, type Checking } from "./check-context";
import type { SetView } from "./check-board-sets";

/** A pairing that plays most of the set but not this board: a missing line. */
export function missingLines(c: Checking, view: SetView): void {
  const { set, size, boardsOf, rowsOf, pairingByKey, handled, span } = view;
  for (const [key, boards] of boardsOf) {
    if (handled.has(key) || 2 * boards.size < size) continue;
    const p = pairingByKey.get(key)!;
    for (const board of set.boards) {
      if (boards.has(board)) continue;
      const rows = rowsOf.get(key)!;
      const near = rows.reduce((a, b) => (Math.abs(b.board - board) < Math.abs(a.board - board) ? b : a));
      c.add(
        "missing",
        near,
        near.columns.board,
        missingResult(board, p.label, boardsText([...boards]), span),
        true,
        { board, ns: rows[0].ns, ew: rows[0].ew },
      );
    }
  }
}

/** A pairing on only a few boards of a set that the other tables play whole. */
export function partOfSet(c: Checking, view: SetView): void {
  const { size, boardsOf, rowsOf, pairingByKey, handled, span } = view;
  for (const [key, boards] of boardsOf) {
    if (handled.has(key) || 2 * boards.size >= size) continue;
    const p = pairingByKey.get(key)!;
    if (p.pairs.some((x) => c.isAccepted(x))) continue;
    if (rowsOf.get(key)!.every((r) => r.director === true)) continue;
    for (const r of rowsOf.get(key)!) {
      c.add("partOfSet", r, r.columns.board, partOfSetWords(p.label, boardsText([...boards]), span));
    }
  }
}

function missingResult(board: number, pairing: string, boards: string, span: string): string {
  return (
    `Board ${board} has no result for ${pairing}, who play ${boards} of the set ${span.replace(/^boards /, "")}: ` +
    `board ${board} needs its result, NP (not played) or an award.`
  );
}

function partOfSetWords(pairing: string, boards: string, span: string): string {
  return (
    `${pairing} play only ${boards} of the set ${span.replace(/^boards /, "")}, which the other tables play whole: ` +
    "a pair number may be wrong."
  );
}
