import { adjustedDistribution } from "../../../src/scoring/board/adjusted-table";

describe("the adjusted frequency table of a board", () => {
  test("plain results count 1, components their weights", () => {
    // 1430 once plain and 0.3 of a weighted table: 1.3; 680 once; 620 only as 0.7 of a component.
    const d = adjustedDistribution([
      1430,
      680,
      [
        { score: 1430, weight: 0.3 },
        { score: 620, weight: 0.7 },
      ],
    ]);
    expect(d.rows().map((x) => `${x.score}x${x.frequency}`)).toEqual(["620x7/10", "680x1", "1430x13/10"]);
  });

  test("weights given as percentages count as fractions of 1", () => {
    // 420 plain, then 50% 420 / 50% -50 and 25% 170 / 75% -50: -50 1.25, 170 0.25, 420 1.5.
    const d = adjustedDistribution([
      420,
      [
        { score: 420, weight: 50 },
        { score: -50, weight: 50 },
      ],
      [
        { score: 170, weight: 25 },
        { score: -50, weight: 75 },
      ],
    ]);
    expect(d.rows().map((x) => `${x.score}x${x.frequency}`)).toEqual(["-50x5/4", "170x1/4", "420x3/2"]);
  });

  test("what cannot be read names the table", () => {
    expect(() => adjustedDistribution([])).toThrow(/no scores on this board/);
    expect(() => adjustedDistribution([100, Number.NaN])).toThrow(/Table 2's score is NaN/);
    expect(() => adjustedDistribution([100, [{ score: 420, weight: 0.9 }]])).toThrow(
      /Table 2: The weights add to 0.9/,
    );
  });
});
