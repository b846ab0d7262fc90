// Travellers as a club prints them, shared by the reading and scoring tests.

/**
 * Board 15 of the club's "Cross-IMP Scoring" explanation, as printed: a title row, suit symbols, the score split into +Sc / -Sc, and
 * the printed cross-IMP results (NS X, EW X), which reading ignores.
 */
export const CLUB_BOARD_15: readonly (readonly (string | number)[])[] = [
  ["Board No 15 N/S Vul Dealer South"],
  ["NS", "EW", "Bid", "By", "Ld", "Tks", "+Sc", "-Sc", "NS X", "EW X"],
  [3, 6, "4♥", "E", "♠7", 8, 100, "", "+31", "-31"],
  [4, 5, "2♠", "N", "♣2", 6, "", 200, "-1", "+1"],
  [7, 1, "3NT", "E", "♣2", 10, "", 430, "-27", "+27"],
  [9, 8, "3NT", "E", "♣7", 10, "", 430, "-27", "+27"],
  [10, 2, "5♦", "W", "♣A", 10, 50, "", "+24", "-24"],
];
