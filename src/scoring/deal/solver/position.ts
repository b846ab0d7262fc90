// The position a search works on, and the state its pieces share: the hands as 13-bit masks, the
// sixteen suit lengths packed in two numbers, the cards that decided the last answer, and the
// scratch buffers of the move lists and the quick tricks. One object of one class, made per deal
// and strain, which every function of the search takes as its first argument (so that each of
// them sees one shape of object); nothing is allocated while the search runs. Also the bit
// helpers the pieces use.
//
// Imported names. The bench and the scripts run through tsx, which compiles each file to CommonJS
// on its own, where every use of an imported name is a call to a getter (to keep the binding
// live). At the many millions of calls a hard deal makes, that made the search 75% slower than in
// one file. So the solver's files that call into each other during the search take the names
// they call from a module once, when they are loaded (`const { popcount } = positionModule`), and
// call those constants. (The bundles webpack builds join the modules into one scope and would not
// need it; the tests' compiler, ts-jest, writes plain properties.)
import { Deal } from "../deal";

/** Strain indices: spades, hearts, diamonds, clubs (the suit indices of a deal) and notrump. */
export const NOTRUMP = 4;

/** Moves one hand can have at one card of a trick (13 cards, one spare). */
export const MAX_MOVES = 14;

/**
 * What a bound or a table lookup returns: UNKNOWN when it does not decide, else 1 when
 * North-South reach the target and 0 when they do not.
 */
export const UNKNOWN = -1;

/** The numbers of SearchState.leadView (moves.ts names each place). */
export const LEAD_VIEW_SIZE = 12;

export function popcount(m: number): number {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the highest set bit (m > 0). */
export function highBit(m: number): number {
  return 31 - Math.clz32(m);
}

/** The k highest cards of a suit (all its cards if fewer). */
export function topCards(all: number, k: number): number {
  let m = 0;
  for (let i = 0; i < k && all !== 0; i++) {
    const b = 1 << highBit(all);
    all ^= b;
    m |= b;
  }
  return m;
}

/** The shared state of the search for one deal and one strain. */
export class SearchState {
  /** hand * 4 + suit: the ranks each hand still holds. */
  readonly h = new Int32Array(16);
  /** The cards left at the start of each trick (by trick number * 4 + suit), for equivalence. */
  readonly atTrickStart = new Int32Array(14 * 4);
  /** Move buffers: for each card played so far (0..51), up to MAX_MOVES moves (suit << 4 | rank). */
  readonly moves = new Int32Array(52 * MAX_MOVES);
  readonly weights = new Int32Array(MAX_MOVES);
  /** One suit as moves.ts reads it for the weights of its leads (see readLeadSuit there). */
  readonly leadView = new Int32Array(LEAD_VIEW_SIZE);
  /** The cards that decided the last answer, by suit (the winning ranks of the DDS paper). */
  readonly rel = new Int32Array(4);
  /** Scratch deciding cards (partner's quick tricks). */
  readonly relOther = new Int32Array(4);
  /** Scratch for cashThenCross: by suit, the leader's tricks and partner's. */
  readonly ownBy = new Int32Array(4);
  readonly wonBy = new Int32Array(4);
  /** What crossUnder and crossOver leave: the deciding cards of the suit, partner's spare cards. */
  crossCards = 0;
  crossSpare = 0;
  /** By suit, the cards still in play (set at the start of each trick). */
  readonly alls = new Int32Array(4);
  /** Killer moves: by trick number * 4 + place in the trick, the card that last cut off there. */
  readonly killers = new Int32Array(14 * 4).fill(-1);
  /** By trick number, place in the trick and suit: the ranks below which cards count as small. */
  readonly small = new Int32Array(14 * 4 * 4);
  nodes = 0;
  budget: number;
  /**
   * The sixteen lengths, four bits each: d0 North's (bits s * 8) and East's (s * 8 + 4), d1 South's
   * and West's. Kept as 32-bit integers (`| 0` after each change), as the table's Int32Arrays hold
   * them: eight or more clubs in East's or West's hand set the sign bit, and a length kept as a
   * plain number (2,147,483,648) never equalled the stored one (-2,147,483,648), so no position
   * with such a hand was ever found again (a deal with East's eight clubs took 66 s for one
   * declarer and strain, libdds 0.04 s for the whole table).
   */
  d0 = 0;
  d1 = 0;

  constructor(
    deal: Deal,
    readonly trump: number,
    /** The transposition table (table.ts), held here untyped so that this module, which table.ts
     * stands on, does not depend on it in turn. */
    readonly tt: object,
    budget: number,
  ) {
    for (let p = 0; p < 4; p++) {
      for (let s = 0; s < 4; s++) {
        this.h[p * 4 + s] = deal.hands[p][s];
        const n = popcount(deal.hands[p][s]) << (s * 8 + (p & 1) * 4);
        if (p & 2) this.d1 = (this.d1 + n) | 0;
        else this.d0 = (this.d0 + n) | 0;
      }
    }
    this.budget = budget;
  }
}

/** The cards hand p holds. */
export function handCount(st: SearchState, p: number): number {
  const h = st.h;
  return popcount(h[p * 4] | 0) + popcount(h[p * 4 + 1]) + popcount(h[p * 4 + 2]) + popcount(h[p * 4 + 3]);
}

/** The hand (0 N .. 3 W) holding the card `bit` of suit s. */
export function holderOf(st: SearchState, s: number, bit: number): number {
  const h = st.h;
  for (let p = 0; p < 3; p++) if ((h[p * 4 + s] & bit) !== 0) return p;
  return 3;
}

/**
 * The owners of the top k cards of suit s (k of them present, as in st.alls), two bits each,
 * highest first.
 */
export function owners(st: SearchState, s: number, k: number): number {
  const h = st.h;
  const odd = h[4 + s] | h[12 + s];
  const back = h[8 + s] | h[12 + s];
  let all = st.alls[s];
  let o = 0;
  for (let i = 0; i < k; i++) {
    const r = 31 - Math.clz32(all);
    all ^= 1 << r;
    o = (o << 2) | ((odd >>> r) & 1) | (((back >>> r) << 1) & 2);
  }
  return o;
}
