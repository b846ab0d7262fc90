import { weightedAggregate } from "../../../src/scoring/board/aggregate";

describe('aggregate scoring of a weighted score ("Calculation of Weighted Scores", aggregate scoring)', () => {
  test("0.6 x 420 + 0.4 x -50 = 252 - 20 = 232, rounded to 230", () => {
    const a = weightedAggregate([420, -50], [0.6, 0.4]);
    expect(a.weighted.toNumber()).toBe(232);
    expect(a.rounded.toNumber()).toBe(230);
    expect(weightedAggregate([420, -50], [60, 40], 0).rounded.toNumber()).toBe(232);
  });

  test("halves round as asked: 0.5 x 420 + 0.5 x 430 = 425", () => {
    expect(weightedAggregate([420, 430], [0.5, 0.5]).rounded.toNumber()).toBe(430);
    expect(weightedAggregate([420, 430], [0.5, 0.5], 10, "halfEven").rounded.toNumber()).toBe(420);
  });

  test("bad input", () => {
    expect(() => weightedAggregate([420, Number.NaN], [0.5, 0.5])).toThrow(/Component score 2 is NaN/);
    expect(() => weightedAggregate([], [])).toThrow(/at least one component score/);
    expect(() => weightedAggregate([420], [1], -10)).toThrow(/not -10/);
  });
});
