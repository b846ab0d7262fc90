// The notations scoring programs print, in the worksheet functions' ranges and arguments.
import { contractScore, neuberg } from "../../src/functions/functions";

describe("BRIDGE.CONTRACTSCORE reads the doubling signs and a '-' declarer on a passed-out board", () => {
  test.each([
    // Board 1, nobody vulnerable. 4H doubled made: 2 x 120 = 240, game 300, insult 50: 590.
    ["4H×", "N", "=", 590],
    // Redoubled: 4 x 120 = 480, game 300, insult 100: 880.
    ["4♥××", "N", 10, 880],
    ["Pass", "-", "", 0],
  ])("%p by %p, result %p: %p", (contract, declarer, result, expected) => {
    expect(contractScore(contract, declarer, result, 1)).toBe(expected);
  });
});

describe("BRIDGE.NEUBERG over a traveller's scores printed by another program", () => {
  test("'-' is a blank, A6040 a table without a result", () => {
    // Results 420, -50, 400 and an award table: n = 3 of N = 4 tables. 420 beats both: 4 of a
    // top of 4; Neuberg (4 + 1) x 4/3 - 1 = 17/3 of a top of 6.
    const field = [[420], [-50], ["A6040"], ["-"], [400]];
    expect(neuberg([[420]], field)[0][0]).toBeCloseTo(17 / 3, 12);
    // The award itself: A60 for NS is 60% of the top of 6: 3.6.
    expect(neuberg([["A6040"]], field)[0][0]).toBeCloseTo(3.6, 12);
  });

  test("TD 60/40 and A+= are awards too", () => {
    const field = [[420], [-50], ["TD 60/40"], ["A+="], [400]];
    // Five tables, three results: 420 (4 + 1) x 5/3 - 1 = 22/3 of a top of 8.
    expect(neuberg([[420]], field)[0][0]).toBeCloseTo(22 / 3, 12);
    expect(neuberg([["A+="]], field)[0][0]).toBeCloseTo(4.8, 12);
  });
});
