// The hands of a USEBIO file: HANDSET, a BOARD each with its BOARD_NUMBER and four HANDs (DIRECTION
// N, E, S or W), each hand its SPADES, HEARTS, DIAMONDS and CLUBS as rank letters ("AK2", "10" or
// "T" for the ten; an empty element or none for a void). Read into PBN deal notation, checked card by
// card later (the core's parseDeal), so a hand of the wrong length is named there.
import type { FileDeal } from "../results-file";
import { childText, type XmlElement } from "../xml";

const SUIT_ELEMENTS = ["SPADES", "HEARTS", "DIAMONDS", "CLUBS"] as const;
const SEAT_ORDER = ["N", "E", "S", "W"] as const;

/** The HANDSET elements anywhere under an element (an EVENT's, a SESSION's). */
function handSets(el: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (e: XmlElement): void => {
    for (const c of e.children) {
      if (c.name === "HANDSET") out.push(c);
      else walk(c);
    }
  };
  walk(el);
  return out;
}

/** A suit's cards as written ("A K 10 2", "AK102") in PBN's letters ("AKT2"). */
function holding(text: string | undefined): string {
  return (text ?? "")
    .toUpperCase()
    .replace(/10/g, "T")
    .replace(/[^AKQJT2-9]/g, "");
}

/**
 * The deals of the HANDSETs under an element, by board number, in board order: each in PBN
 * notation from North; a board with fewer than four hands gives its deal as null (a hand record
 * needs all 52 cards), a board number that is not a whole number above 0 is passed over.
 *
 * @example
 * readHandSets(parseXml(eventXml))[0]; // { board: 1, deal: "N:AK2.QJ3.T98.7654 ...", doubleDummyTricks: null }
 */
export function readHandSets(el: XmlElement): FileDeal[] {
  const byBoard = new Map<number, FileDeal>();
  for (const set of handSets(el)) {
    for (const board of set.children.filter((c) => c.name === "BOARD")) {
      const number = Number((childText(board, "BOARD_NUMBER") ?? "").trim());
      if (!Number.isSafeInteger(number) || number < 1) continue;
      const hands = new Map<string, string>();
      for (const hand of board.children.filter((c) => c.name === "HAND")) {
        const seat = (hand.attributes.DIRECTION ?? childText(hand, "DIRECTION") ?? "").trim().toUpperCase();
        if (!(SEAT_ORDER as readonly string[]).includes(seat[0] ?? "")) continue;
        hands.set(seat[0], SUIT_ELEMENTS.map((s) => holding(childText(hand, s))).join("."));
      }
      const deal = SEAT_ORDER.every((s) => hands.has(s))
        ? `N:${SEAT_ORDER.map((s) => hands.get(s)).join(" ")}`
        : null;
      byBoard.set(number, { board: number, deal, doubleDummyTricks: null });
    }
  }
  return [...byBoard.values()].sort((a, b) => a.board - b.board);
}
