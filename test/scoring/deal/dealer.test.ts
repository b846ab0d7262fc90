// The dealer of `npm run deal`: xoshiro128** seeded through SplitMix64, unbiased draws, Fisher-Yates.
// The generator's first words are worked by hand from its definition; the deals are checked for
// validity and, over 10,000 deals, for every card going to every seat equally often.
import {
  below,
  dealBoards,
  seededDealer,
  shuffledDeal,
  splitMix64,
  xoshiro128ss,
  type WordSource,
} from "../../../src/scoring/deal/dealer";
import { formatDeal, parseDeal } from "../../../src/scoring";

describe("the generator", () => {
  test("xoshiro128** from the state 1, 2, 3, 4: 11520, 0, 5927040, worked by hand", () => {
    // Output = rotl(s1 * 5, 7) * 9, then the state steps: t = s1 << 9; s2 ^= s0; s3 ^= s1;
    // s1 ^= s2; s0 ^= s3; s2 ^= t; s3 = rotl(s3, 11).
    // 1st: s1 = 2: rotl(10, 7) = 1280, * 9 = 11520. Step: t = 1024, s2 = 3^1 = 2, s3 = 4^2 = 6,
    //      s1 = 2^2 = 0, s0 = 1^6 = 7, s2 = 2^1024 = 1026, s3 = rotl(6, 11) = 12288.
    // 2nd: s1 = 0: 0. Step: t = 0, s2 = 1026^7 = 1029, s3 = 12288, s1 = 0^1029 = 1029, s0 = 7^12288.
    // 3rd: s1 = 1029: 5145 << 7 = 658560, * 9 = 5927040.
    const g = xoshiro128ss([1, 2, 3, 4]);
    expect([g.next(), g.next(), g.next()]).toEqual([11520, 0, 5927040]);
  });

  test("an all-zero state is refused (xoshiro would give zeros for ever)", () => {
    expect(() => xoshiro128ss([0, 0, 0, 0])).toThrow(/not all zero/);
  });

  test("SplitMix64 from 0 gives 0xe220a8397b1dcdaf, its published first output", () => {
    expect(splitMix64(0n)).toBe(0xe220a8397b1dcdafn);
  });

  test("seeds that differ only in their high 64 bits start different generators", () => {
    const a = seededDealer(5n);
    const b = seededDealer(5n + (1n << 64n));
    expect([a.next(), a.next()]).not.toEqual([b.next(), b.next()]);
  });

  test("a seed past 128 bits, or below 0, is refused", () => {
    expect(() => seededDealer(1n << 128n)).toThrow(RangeError);
    expect(() => seededDealer(-1n)).toThrow(RangeError);
  });
});

/** A source giving the words listed, in turn. */
const words = (...list: number[]): WordSource => {
  let k = 0;
  return { next: () => list[k++] };
};

describe("draws below n", () => {
  test("a word in the last, incomplete run of n is drawn again: no modulo bias", () => {
    // n = 3: 2^32 mod 3 = 1, so the one word 2^32 - 1 is drawn again; 7 then gives 7 mod 3 = 1.
    expect(below(words(2 ** 32 - 1, 7), 3)).toBe(1);
    // n = 52: 2^32 mod 52 = 48 (2^32 = 82595524 * 52 + 48): the top 48 words are drawn again.
    expect(below(words(2 ** 32 - 48, 2 ** 32 - 49), 52)).toBe((2 ** 32 - 49) % 52);
  });
});

describe("the deals", () => {
  test("each deal is 52 distinct cards, 13 a hand; dealer and vulnerability follow the board", () => {
    const boards = dealBoards(2026n, 1, 32);
    for (const b of boards) {
      expect(formatDeal(parseDeal(formatDeal(b.deal)))).toBe(formatDeal(b.deal));
      expect(b.deal.hands.map((h) => h.reduce((n, m) => n + m.toString(2).split("1").length - 1, 0))).toEqual(
        [13, 13, 13, 13],
      );
    }
    // Boards 1, 2, 3, 4 and 17: N None, E NS, S EW, W All, and 17 as 1.
    expect([0, 1, 2, 3, 16].map((k) => `${boards[k].dealer} ${boards[k].vulnerability}`)).toEqual([
      "N None",
      "E NS",
      "S EW",
      "W All",
      "N None",
    ]);
  });

  test("board N of a seed is the same deal whatever the range asked", () => {
    const all = dealBoards(99n, 1, 10);
    expect(dealBoards(99n, 7, 8).map((b) => formatDeal(b.deal))).toEqual(
      all.slice(6, 8).map((b) => formatDeal(b.deal)),
    );
  });

  test("different seeds deal different boards", () => {
    const a = dealBoards(1n, 1, 4).map((b) => formatDeal(b.deal));
    const b = dealBoards(2n, 1, 4).map((b) => formatDeal(b.deal));
    for (let k = 0; k < 4; k++) expect(a[k]).not.toBe(b[k]);
  });

  test("10,000 deals: each card goes to each seat as often as chance says (chi-square, p = 0.001)", () => {
    // A 52 x 4 table of how often each card went to each seat; each cell expects 10,000 / 4 = 2,500.
    // The statistic sum (O - E)^2 / E has (52 - 1) * (4 - 1) = 153 degrees of freedom (each card's
    // row sums to 10,000, each seat's column to 130,000). Its 0.1% and 99.9% points, by
    // Wilson-Hilferty: k (1 - 2/(9k) +- z sqrt(2/(9k)))^3, k = 153, z = 3.0902:
    // 2/(9k) = 0.0014524, sqrt = 0.038111, z * sqrt = 0.117771;
    // upper 153 * (1.116319)^3 = 153 * 1.391121 = 212.84; lower 153 * (0.880777)^3 = 153 * 0.683278 = 104.54.
    // A fair dealer falls between them 998 times in 1,000; the bounds below are taken a little
    // inside (212.7, 104.6), the safe side. Too low a statistic would mean deals too even to be chance.
    const counts = Array.from({ length: 52 }, () => [0, 0, 0, 0]);
    const source = seededDealer(20260412n);
    const DEALS = 10_000;
    for (let d = 0; d < DEALS; d++) {
      const { hands } = shuffledDeal(source);
      hands.forEach((hand, seat) =>
        hand.forEach((mask, suit) => {
          for (let r = 0; r < 13; r++) if (mask & (1 << r)) counts[suit * 13 + r][seat]++;
        }),
      );
    }
    const expected = DEALS / 4;
    let statistic = 0;
    for (const row of counts) {
      expect(row.reduce((a, b) => a + b, 0)).toBe(DEALS);
      for (const o of row) statistic += (o - expected) ** 2 / expected;
    }
    expect(statistic).toBeGreaterThan(104.6);
    expect(statistic).toBeLessThan(212.7);
  });
});
