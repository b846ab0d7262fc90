import { weightedTeams } from "../../../src/scoring/board/teams";

describe('teams scoring of a weighted score ("Calculation of Weighted Scores", teams of four)', () => {
  test("420 - 140 = 280 is 7 IMPs, -50 - 140 = -190 is -5; 0.6 x 7 + 0.4 x -5 = 2.2", () => {
    const t = weightedTeams(140, [420, -50], [0.6, 0.4]);
    expect(t.differences).toEqual([280, -190]);
    expect(t.componentImps).toEqual([7, -5]);
    expect(t.weighted.toNumber()).toBe(2.2);
  });

  test("weighting the raw score first would be wrong (and gives another answer)", () => {
    // 232 - 140 = 92 would be 3 IMPs; the weighted IMPs are 2.2.
    expect(weightedTeams(140, [420, -50], [0.6, 0.4]).weighted.toNumber()).not.toBe(3);
  });

  test("bad input", () => {
    expect(() => weightedTeams(140, [420, -50], [0.6])).toThrow(/add to 0.6/);
    expect(() => weightedTeams(140, [420, -50], [1])).toThrow(/2 component scores but 1 weights/);
    expect(() => weightedTeams(Number.NaN, [420], [1])).toThrow(/other table's score must be a number/);
  });
});
