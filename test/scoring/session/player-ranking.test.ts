// Players ranked from the results of the side they sat on (an individual event's ranking).
import { rankPlayerResults } from "../../../src/scoring";

describe("rankPlayerResults", () => {
  test("percentages of the tops played, ties sharing the place where they start", () => {
    // Two boards, top 4 each. Player 1: 4 + 3 = 7 of 8 = 87.5%. Player 2: 3 + 1 = 4 of 8 = 50%.
    // Player 3: 1 + 3 = 4 of 8 = 50%. Player 4: 1 of 4 (one board; NP on the other) = 25%.
    // Player 5: NP on both, unranked.
    const ranked = rankPlayerResults(
      [
        { player: "1", result: 4, top: 4 },
        { player: "1", result: 3, top: 4 },
        { player: "2", result: 3, top: 4 },
        { player: "2", result: 1, top: 4 },
        { player: "3", result: 1, top: 4 },
        { player: "3", result: 3, top: 4 },
        { player: "4", result: 1, top: 4 },
        { player: "4", result: null, top: 4 },
        { player: "5", result: null, top: 4 },
      ],
      true,
      "percentage",
    );
    expect(ranked.map((p) => [p.player, p.boards, p.total, p.tops, p.percentage, p.rank])).toEqual([
      ["1", 2, 7, 8, 87.5, "1"],
      ["2", 2, 4, 8, 50, "=2"],
      ["3", 2, 4, 8, 50, "=2"],
      ["4", 1, 1, 4, 25, "4"],
      ["5", 0, 0, 0, null, null],
    ]);
  });

  test("IMPs by average a board; a total reached in another order is still a tie", () => {
    // Player 10: 0.1 + 0.2 (float 0.30000000000000004) over 2 boards; player 9: 0.3 + 0 over 2.
    const ranked = rankPlayerResults(
      [
        { player: "10", result: 0.1, top: null },
        { player: "10", result: 0.2, top: null },
        { player: "9", result: 0.3, top: null },
        { player: "9", result: 0, top: null },
        { player: "2", result: -1, top: null },
      ],
      false,
      "average",
    );
    expect(ranked.map((p) => [p.player, p.rank, p.tops, p.percentage])).toEqual([
      ["9", "=1", null, null],
      ["10", "=1", null, null],
      ["2", "3", null, null],
    ]);
  });

  test("a field of 200,000 players all tied shares one place (each run walked once)", () => {
    const results = Array.from({ length: 200_000 }, (_, k) => ({ player: String(k + 1), result: 2, top: 4 }));
    const ranked = rankPlayerResults(results, true, "percentage");
    expect(ranked).toHaveLength(200_000);
    expect(ranked.every((p) => p.rank === "=1" && p.percentage === 50)).toBe(true);
    expect([ranked[0].player, ranked[199_999].player]).toEqual(["1", "200000"]);
  });
});
