// A board's hand record as the results files write it: PBN's [Deal] (from the dealer, as printed
// hand records give it), [OptimumScore], [ParContract] and [OptimumResultTable] with its twenty
// lines; USEBIO's HANDSET, a BOARD each with its four HANDs. Read back by the add-in's readers
// (io/pbn/, io/usebio/hands.ts) as the same deal and table.
import {
  formatDeal,
  highCardPoints,
  holdingText,
  tableByDeclarer,
  optimumResultTableOf,
  optimumScoreText,
  parContractsText,
} from "../scoring";
import type { BoardDeal } from "../sheet/deal-block";

/** PBN's escaping is not needed: every value here is letters, digits, spaces and ";" or "\". */
const pbnTag = (name: string, value: string): string => `[${name} "${value}"]`;

/** The [Deal] tag's value: the four hands from the dealer round, "N:AKQ2.KJ3.T98.765 ...". */
export function pbnDealValue(d: BoardDeal): string {
  return formatDeal(d.deal, d.dealer);
}

/**
 * The tags of a board's analysis after its [Result]: [OptimumScore], [ParContract] and
 * [OptimumResultTable] with its lines; none when the table was not worked out.
 */
export function pbnAnalysisTags(d: BoardDeal): string[] {
  if (d.table === null || d.par === null) return [];
  const rows = optimumResultTableOf(d.table);
  return [
    pbnTag("OptimumScore", optimumScoreText(d.par.score)),
    pbnTag("ParContract", parContractsText(d.par)),
    pbnTag("OptimumResultTable", rows.value),
    ...rows.lines,
  ];
}

const SUIT_ELEMENTS = ["SPADES", "HEARTS", "DIAMONDS", "CLUBS"] as const;

/**
 * USEBIO's HANDSET of the deals, in board order, as lines indented for an EVENT's children: a
 * BOARD each with BOARD_NUMBER and a HAND for each of N, E, S, W, its suits spades first.
 */
export function usebioHandSet(deals: Iterable<BoardDeal>, indent = "    "): string[] {
  const sorted = [...deals].sort((a, b) => a.board - b.board);
  if (sorted.length === 0) return [];
  const hand = (d: BoardDeal, seat: number): string =>
    `<HAND DIRECTION="${"NESW"[seat]}">${SUIT_ELEMENTS.map(
      (s, k) => `<${s}>${holdingText(d.deal.hands[seat][k])}</${s}>`,
    ).join("")}</HAND>`;
  return [
    `${indent}<HANDSET>`,
    ...sorted.map(
      (d) =>
        `${indent}  <BOARD><BOARD_NUMBER>${d.board}</BOARD_NUMBER>${[0, 1, 2, 3].map((p) => hand(d, p)).join("")}</BOARD>`,
    ),
    `${indent}</HANDSET>`,
  ];
}

/**
 * A board's hand record in the command line's JSON: board, dealer, vulnerability, the deal (PBN,
 * from North), each hand's high-card points, the tricks by declarer N, E, S, W then strain C, D, H,
 * S, NT (as `npm run dd --json` gives them) and par, null when not worked out, and where the table
 * came from ("solved" or "published").
 */
export function dealJson(d: BoardDeal): Record<string, unknown> {
  return {
    board: d.board,
    dealer: d.dealer,
    vulnerability: d.vulnerability,
    deal: formatDeal(d.deal),
    hcp: Object.fromEntries((["N", "E", "S", "W"] as const).map((s) => [s, highCardPoints(d.deal, s)])),
    tricks: d.table === null ? null : tableByDeclarer(d.table),
    par: d.par === null ? null : { score: d.par.score, contracts: d.par.contracts },
    source: d.source,
  };
}
