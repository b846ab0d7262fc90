// Dealing boards for play, as a dealing program does: every one of the 5.36e28 deals equally likely,
// and the same seed giving the same deals on every machine, so a set can be checked afterwards.
//
// A generator of 32 bits of state (the project's Mulberry32, src/scoring/base/random.ts) reaches at
// most 4.3e9 deals: fine for tests, not for boards put on the table. The generator here is
// xoshiro128** (128 bits of state, period 2^128 - 1), started from a seed of up to 128 bits through
// SplitMix64's mixing function, which is a one-to-one map of 64 bits: two different seeds never
// start the same state. Integers below n are drawn by rejection (no modulo bias), and the 52 cards
// are shuffled by Fisher-Yates, then dealt 13 to North, East, South and West in that order.
//
// Board N of a seed is the same deal whatever range is asked: boards are dealt from board 1 on,
// one shuffle each, and those outside the range are passed over.
import { boardDealer, boardVulnerability, type Seat, type Vulnerability } from "../base/seats";
import type { Deal } from "./deal";

const MASK64 = (1n << 64n) - 1n;

/** The largest seed: 128 bits. */
export const MAX_SEED = (1n << 128n) - 1n;

/** SplitMix64's increment (the golden ratio's fraction, 64 bits). */
const GAMMA = 0x9e3779b97f4a7c15n;

/**
 * SplitMix64's first output from the state `x`: x plus its increment, then mixed. The mixing is a
 * one-to-one map of 64-bit words, so different states give different outputs.
 *
 * @example
 * splitMix64(0n); // 0xe220a8397b1dcdafn
 */
export function splitMix64(x: bigint): bigint {
  let z = (x + GAMMA) & MASK64;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
  return z ^ (z >> 31n);
}

/** A generator of uniform 32-bit words. */
export interface WordSource {
  /** The next word, 0 to 2^32 - 1. */
  next(): number;
}

const rotl = (x: number, k: number): number => ((x << k) | (x >>> (32 - k))) >>> 0;

/**
 * xoshiro128** (Blackman and Vigna) from four 32-bit words of state, which must not all be 0.
 *
 * @example
 * const g = xoshiro128ss([1, 2, 3, 4]);
 * g.next(); // 11520
 */
export function xoshiro128ss(state: readonly number[]): WordSource {
  const s = Uint32Array.from(state);
  if (s.length !== 4 || (s[0] | s[1] | s[2] | s[3]) === 0)
    throw new RangeError("xoshiro128** needs four words of state, not all zero.");
  return {
    next(): number {
      const result = Math.imul(rotl(Math.imul(s[1], 5) >>> 0, 7), 9) >>> 0;
      const t = (s[1] << 9) >>> 0;
      s[2] ^= s[0];
      s[3] ^= s[1];
      s[1] ^= s[2];
      s[0] ^= s[3];
      s[2] ^= t;
      s[3] = rotl(s[3], 11);
      return result;
    },
  };
}

/**
 * The generator a seed starts: the seed's low and high 64 bits each through SplitMix64, giving the
 * four 32-bit words of xoshiro128**'s state (low word first). The one seed that would give the
 * all-zero state, which xoshiro cannot leave, gets a state of its own instead (word 0 set to 1).
 *
 * @example
 * seededDealer(42n).next(); // the same word on every run
 */
export function seededDealer(seed: bigint): WordSource {
  if (seed < 0n || seed > MAX_SEED) throw new RangeError(`A seed is a whole number from 0 to 2^128 - 1.`);
  const a = splitMix64(seed & MASK64);
  const b = splitMix64(seed >> 64n);
  const words: number[] = [a & 0xffffffffn, a >> 32n, b & 0xffffffffn, b >> 32n].map(Number);
  if (!words.some((w) => w !== 0)) words[0] = 1;
  return xoshiro128ss(words);
}

/**
 * A whole number from 0 to n - 1, every one equally likely: a word is drawn again while it falls
 * in the last, incomplete run of n (2^32 mod n words), so the remainder carries no bias.
 *
 * @example
 * below(seededDealer(1n), 52); // 0..51
 */
export function below(source: WordSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`Cannot draw below ${n}.`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const w = source.next();
    if (w < limit) return w % n;
  }
}

/**
 * One deal from the source: the cards 0..51 (spades ace first, clubs two last) shuffled by
 * Fisher-Yates, then the first 13 to North, the next to East, South and West.
 *
 * @example
 * shuffledDeal(seededDealer(7n)).hands.length; // 4
 */
export function shuffledDeal(source: WordSource): Deal {
  const cards = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 51; i > 0; i--) {
    const j = below(source, i + 1);
    const c = cards[i];
    cards[i] = cards[j];
    cards[j] = c;
  }
  const hands = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
  cards.forEach((card, k) => {
    // Card c is suit floor(c / 13) (spades first) and rank 12 - c % 13 (the ace first): bit 12 the ace.
    hands[Math.floor(k / 13)][Math.floor(card / 13)] |= 1 << (12 - (card % 13));
  });
  return { hands };
}

/** A board dealt: its number, dealer and vulnerability (as printed boards have them) and deal. */
export interface DealtBoard {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly deal: Deal;
}

/**
 * The boards `first` to `last` dealt from the seed; board N is the same deal whatever the range.
 *
 * @example
 * dealBoards(42n, 1, 36).length; // 36
 */
export function dealBoards(seed: bigint, first: number, last: number): DealtBoard[] {
  const source = seededDealer(seed);
  const boards: DealtBoard[] = [];
  for (let board = 1; board <= last; board++) {
    const deal = shuffledDeal(source);
    if (board >= first)
      boards.push({ board, dealer: boardDealer(board), vulnerability: boardVulnerability(board), deal });
  }
  return boards;
}
