// A Bridgemate database's deals: HandRecord's hands as PBN deals, with HandEvaluation's
// double-dummy tricks, for the hand records.
import type { FileDeal } from "../results-file";
import { text, whole, type Row } from "./cells";

/** A hand as a PBN hand: Bridgemate's four suits (`AKQ`, `1098`, `` for a void) joined S.H.D.C, T for a ten. */
function pbnHand(row: Row, seat: string): string {
  return ["Spades", "Hearts", "Diamonds", "Clubs"]
    .map((suit) =>
      text(row[`${seat}${suit}`])
        .toUpperCase()
        .replace(/10/g, "T")
        .replace(/[^AKQJT2-9]/g, ""),
    )
    .join(".");
}

/**
 * A HandRecord row as a PBN deal (`N:` then the hands clockwise), and the HandEvaluation row of
 * the board as PBN's DoubleDummyTricks: 20 hex digits, declarer N, S, E, W in turn, each NT, S,
 * H, D, C.
 */
export function bridgemateDeal(hand: Row | undefined, evaluation: Row | undefined, board: number): FileDeal {
  const deal = hand
    ? `N:${["North", "East", "South", "West"].map((seat) => pbnHand(hand, seat)).join(" ")}`
    : null;
  let tricks: string | null = null;
  if (evaluation) {
    const digits = ["North", "South", "East", "West"].flatMap((seat) =>
      ["Notrump", "Spades", "Hearts", "Diamonds", "Clubs"].map((strain) =>
        whole(evaluation[`${seat}${strain}`]),
      ),
    );
    if (digits.every((d) => d !== null && d >= 0 && d <= 13))
      tricks = digits.map((d) => d!.toString(16)).join("");
  }
  return { board, deal, doubleDummyTricks: tricks };
}

/**
 * The deals of a Bridgemate database's tables (Section, HandRecord, HandEvaluation), as mdb-reader
 * gives their rows: each with its section's letter, by section then board.
 */
export function bridgemateDeals(
  tables: Readonly<Record<string, readonly Row[]>>,
): { section: string; deal: FileDeal }[] {
  const of = (name: string): readonly Row[] => tables[name] ?? [];
  const letters = new Map(of("Section").map((s) => [whole(s.ID), text(s.Letter)]));
  // Each board's evaluation by section and board, found once (not searched for every hand).
  const evaluations = new Map<string, Row>();
  for (const e of of("HandEvaluation")) {
    const at = `${whole(e.Section)}/${whole(e.Board)}`;
    if (!evaluations.has(at)) evaluations.set(at, e);
  }
  return of("HandRecord")
    .map((h) => ({ h, section: whole(h.Section), board: whole(h.Board) }))
    .filter((x): x is { h: Row; section: number | null; board: number } => x.board !== null && x.board > 0)
    .sort((a, b) => (a.section ?? 0) - (b.section ?? 0) || a.board - b.board)
    .map(({ h, section, board }) => ({
      section: letters.get(section) || String(section ?? ""),
      deal: bridgemateDeal(h, evaluations.get(`${section}/${board}`), board),
    }));
}

/** A section's deals (its HandRecord and HandEvaluation rows), by board. */
export function sectionDeals(handRows: readonly Row[], evaluationRows: readonly Row[]): FileDeal[] {
  const evaluations = new Map(evaluationRows.map((e) => [whole(e.Board), e]));
  // Each board's first hand row, found once (not searched for every board).
  const hands = new Map<number, Row>();
  for (const h of handRows) {
    const b = whole(h.Board);
    if (b !== null && !hands.has(b)) hands.set(b, h);
  }
  return handRows
    .map((h) => whole(h.Board))
    .filter((b): b is number => b !== null)
    .sort((a, b) => a - b)
    .map((b) => bridgemateDeal(hands.get(b), evaluations.get(b), b));
}
