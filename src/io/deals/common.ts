// What the readers of dealing machines' and dealing programs' files share: the four hands built
// card by card (each card placed once, each hand given thirteen), a deal written as the PBN text
// the hand records carry, and a bounded list of problems.
import { boardDealer, boardVulnerability, formatDeal, type Seat, type Vulnerability } from "../../scoring";
import type { HandRecord, HandRecords } from "../hand-record";

/** The seats in the order the hands are kept: North, East, South, West. */
export const SEAT_NAMES = ["North", "East", "South", "West"] as const;

const RANK_TEXT = "23456789TJQKA";

/** The most problems a reader lists; past it the file is said to have more, and reading stops. */
export const MAX_PROBLEMS = 100;

/**
 * A card's short name for messages, suit then rank.
 *
 * @example
 * cardName(0, 12); // "SA"
 */
export const cardName = (suit: number, rank: number): string => `${"SHDC"[suit]}${RANK_TEXT[rank]}`;

/**
 * Four hands being filled, North, East, South, West; each suit a 13-bit mask of its ranks (bit 12
 * the ace). `place` refuses a card already dealt, naming who holds it.
 *
 * @example
 * const hands = new Hands();
 * hands.place(0, 0, 12); // null: North has the ace of spades
 * hands.place(1, 0, 12); // "the SA is dealt twice: to North and to East"
 */
export class Hands {
  readonly masks: number[][] = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
  private readonly counts = [0, 0, 0, 0];

  /** Null when placed, else why not ("the SA is dealt twice: to North and to East"). */
  place(seat: number, suit: number, rank: number): string | null {
    const bit = 1 << rank;
    const holder = this.masks.findIndex((h) => (h[suit] & bit) !== 0);
    if (holder >= 0)
      return holder === seat
        ? `the ${cardName(suit, rank)} is written twice in ${SEAT_NAMES[seat]}'s hand`
        : `the ${cardName(suit, rank)} is dealt twice: to ${SEAT_NAMES[holder]} and to ${SEAT_NAMES[seat]}`;
    this.masks[seat][suit] |= bit;
    this.counts[seat]++;
    return null;
  }

  /** How many cards a seat holds. */
  count(seat: number): number {
    return this.counts[seat];
  }

  /** Gives `seat` every card no other hand holds (a file may leave the last hand out). */
  fillFrom(seat: number): void {
    for (let suit = 0; suit < 4; suit++) {
      const held = this.masks.reduce((m, h, k) => (k === seat ? m : m | h[suit]), 0);
      const rest = 0x1fff & ~held;
      this.masks[seat][suit] = rest;
    }
    this.counts[seat] = this.masks[seat].reduce((n, m) => n + popCount(m), 0);
  }

  /** Null when every hand holds thirteen cards, else which does not. */
  problem(): string | null {
    const short = this.counts.findIndex((n) => n !== 13);
    return short < 0
      ? null
      : `${SEAT_NAMES[short]}'s hand has ${this.counts[short]} card${this.counts[short] === 1 ? "" : "s"}: a hand has 13`;
  }

  /** The deal in PBN notation from North. */
  pbn(): string {
    return formatDeal({ hands: this.masks });
  }
}

function popCount(m: number): number {
  let n = 0;
  for (let x = m; x !== 0; x &= x - 1) n++;
  return n;
}

/**
 * A hand record of a board: the dealer and vulnerability, when the file gives none, from its number.
 *
 * @example
 * handRecord(2, "N:...", "board 2 (bytes 79-156)").dealer; // "E"
 */
export function handRecord(
  board: number,
  deal: string,
  where: string,
  dealer?: Seat,
  vulnerability?: Vulnerability,
): HandRecord {
  return {
    board,
    dealer: dealer ?? boardDealer(board),
    vulnerability: vulnerability ?? boardVulnerability(board),
    deal,
    where,
  };
}

/**
 * Records and problems gathered, the problems bounded: past MAX_PROBLEMS, `full` says to stop.
 *
 * @example
 * const got = new Gathered();
 * got.problem("line 3: board 2: ..."); // listed; the 101st says the rest is not read
 */
export class Gathered {
  readonly records: HandRecord[] = [];
  readonly problems: string[] = [];

  /** Adds a problem; the one past the limit says the file has more and is not read further. */
  problem(text: string): void {
    if (this.problems.length < MAX_PROBLEMS) this.problems.push(text);
    else if (this.problems.length === MAX_PROBLEMS)
      this.problems.push(`more than ${MAX_PROBLEMS} problems: the rest of the file is not read.`);
  }

  /** True once the problems are past the limit. */
  get full(): boolean {
    return this.problems.length > MAX_PROBLEMS;
  }

  result(): HandRecords {
    return { records: this.records, problems: this.problems };
  }
}
