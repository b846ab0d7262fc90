// Seeded random deals, for tests and the bench: the same seed gives the same deals everywhere.
import { Deal } from "./deal";

export { seededRandom } from "../base/random";

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
