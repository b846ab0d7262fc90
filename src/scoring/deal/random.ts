// Seeded random deals, for tests and the bench: the same seed gives the same deals everywhere.
import { Deal } from "./deal";

/** A small seeded generator (mulberry32): numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random deal: the 52 cards shuffled (Fisher-Yates) and dealt 13 to each seat. */
export function randomDeal(random: () => number): Deal {
  const cards = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 51; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const hands = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
  cards.forEach((card, i) => {
    hands[Math.floor(i / 13)][Math.floor(card / 13)] |= 1 << (card % 13);
  });
  return { hands };
}
