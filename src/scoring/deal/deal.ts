// A deal: the four hands of a board. Read from PBN deal notation ("N:AKQ2.KJ3.T98.765 ..."),
// checked card by card (every card once, thirteen to a hand), written back in the same notation.
import { check, quote, ScoringError } from "../base/errors";
import { Seat } from "../base/seats";

/** The seats in playing order, North first: index 0..3. */
export const SEATS: readonly Seat[] = ["N", "E", "S", "W"];

/** The suits in PBN order (spades first): index 0..3 in a hand's `suits`. */
export const SUITS = ["S", "H", "D", "C"] as const;
export type Suit = (typeof SUITS)[number];

/** Ranks from the two (bit 0) to the ace (bit 12). */
export const RANKS = "23456789TJQKA";

/**
 * A deal: for each seat (N, E, S, W in that order) and each suit (S, H, D, C in that order) a
 * 13-bit mask of the ranks held, bit 0 the two and bit 12 the ace.
 */
export interface Deal {
  readonly hands: readonly (readonly number[])[];
}

const FULL_SUIT = (1 << 13) - 1;
const SUIT_NAMES: Readonly<Record<Suit, string>> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };

function rankBit(ch: string): number {
  const upper = ch.toUpperCase();
  const r = RANKS.indexOf(upper === "1" ? "T" : upper);
  return r < 0 ? -1 : r;
}

function cardName(suit: number, rank: number): string {
  return `${SUITS[suit]}${RANKS[rank]}`;
}

/**
 * Reads a deal in PBN notation: a first seat (N, E, S or W), a colon, then the four hands in
 * clockwise order from that seat, separated by spaces; each hand is its spades, hearts, diamonds
 * and clubs separated by dots, ranks AKQJT98765432 (10 is accepted for T). A hand written "-"
 * is unknown and not accepted here: a double-dummy table needs all 52 cards.
 *
 * @example
 * parseDeal("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432");
 */
export function parseDeal(text: string): Deal {
  check(
    typeof text === "string",
    `${quote(text)} is not a deal: expected PBN notation such as "N:AKQ2.KJ3.T98.765 ...".`,
  );
  const trimmed = text.trim().replace(/^"|"$/g, "").trim();
  check(trimmed !== "", `A blank is not a deal: expected PBN notation such as "N:AKQ2.KJ3.T98.765 ...".`);
  const m = /^([NESWnesw])\s*:\s*(.*)$/s.exec(trimmed);
  if (!m) {
    throw new ScoringError(
      `${quote(text)} is not a deal: it must start with the first hand's seat and a colon (N:, E:, S: or W:).`,
    );
  }
  const first = SEATS.indexOf(m[1].toUpperCase() as Seat);
  const handTexts = m[2].trim().split(/\s+/);
  check(
    handTexts.length === 4,
    `The deal ${quote(text)} has ${handTexts.length} hand${handTexts.length === 1 ? "" : "s"}: expected four, separated by spaces.`,
  );
  const hands: number[][] = [[], [], [], []];
  const owner = new Map<string, Seat>();
  handTexts.forEach((handText, k) => {
    const seatIndex = (first + k) % 4;
    const seat = SEATS[seatIndex];
    const parts = handText.split(".");
    if (parts.length !== 4) {
      throw new ScoringError(
        `${seat}'s hand ${quote(handText)} has ${parts.length} suit${parts.length === 1 ? "" : "s"}: expected four (spades.hearts.diamonds.clubs), e.g. AKQ2.KJ3.T98.765.`,
      );
    }
    let count = 0;
    parts.forEach((part, suit) => {
      let mask = 0;
      const holding = part.replace(/10/g, "T");
      for (const ch of holding) {
        const r = rankBit(ch);
        if (r < 0) {
          throw new ScoringError(
            `${seat}'s ${SUIT_NAMES[SUITS[suit]]} ${quote(part)} hold ${quote(ch)}, which is not a rank: expected AKQJT98765432.`,
          );
        }
        const name = cardName(suit, r);
        const before = owner.get(name);
        if (before !== undefined) {
          throw new ScoringError(
            before === seat
              ? `The ${name} is written twice in ${seat}'s hand: each card can be dealt only once.`
              : `The ${name} is in both ${before}'s and ${seat}'s hands: each card can be dealt only once.`,
          );
        }
        owner.set(name, seat);
        mask |= 1 << r;
        count++;
      }
      hands[seatIndex][suit] = mask;
    });
    check(
      count === 13,
      `${seat}'s hand ${quote(handText)} has ${count} card${count === 1 ? "" : "s"}: a hand has 13.`,
    );
  });
  const missing: string[] = [];
  for (let suit = 0; suit < 4; suit++) {
    const all = hands[0][suit] | hands[1][suit] | hands[2][suit] | hands[3][suit];
    for (let r = 12; r >= 0; r--) if ((all & (1 << r)) === 0) missing.push(cardName(suit, r));
  }
  // Four hands of thirteen distinct cards cannot leave a card out; kept as a guard all the same.
  check(missing.length === 0, `The deal misses ${missing.join(", ")}: every card must be dealt.`);
  return { hands };
}

/**
 * A deal from the four hands given by seat, each as spades, hearts, diamonds, clubs masks; checked
 * like a parsed deal.
 */
export function dealFromMasks(hands: readonly (readonly number[])[]): Deal {
  return parseDeal(formatDeal({ hands }));
}

/** A holding as its ranks, ace first ("AKT2"), or "" for a void. */
export function holdingText(mask: number): string {
  let s = "";
  for (let r = 12; r >= 0; r--) if (mask & (1 << r)) s += RANKS[r];
  return s;
}

/**
 * The deal in PBN notation from the given first seat (North by default).
 *
 * @example
 * formatDeal(parseDeal("E:... ")); // "N:..."
 */
export function formatDeal(deal: Deal, first: Seat = "N"): string {
  const start = SEATS.indexOf(first);
  const hands: string[] = [];
  for (let k = 0; k < 4; k++) {
    const hand = deal.hands[(start + k) % 4];
    hands.push([0, 1, 2, 3].map((s) => holdingText(hand[s] & FULL_SUIT)).join("."));
  }
  return `${first}:${hands.join(" ")}`;
}

const HCP_BY_RANK = [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4]; // J=1, Q=2, K=3, A=4

/** The high-card points (A 4, K 3, Q 2, J 1) of a seat's hand. */
export function highCardPoints(deal: Deal, seat: Seat): number {
  const hand = deal.hands[SEATS.indexOf(seat)];
  let points = 0;
  for (const mask of hand) for (let r = 9; r <= 12; r++) if (mask & (1 << r)) points += HCP_BY_RANK[r];
  return points;
}

/** The number of cards a seat holds in a suit. */
export function suitLength(deal: Deal, seat: Seat, suit: Suit): number {
  let m = deal.hands[SEATS.indexOf(seat)][SUITS.indexOf(suit)];
  let n = 0;
  while (m) {
    m &= m - 1;
    n++;
  }
  return n;
}
