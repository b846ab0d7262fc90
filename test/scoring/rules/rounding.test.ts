import {
  agreesAsPrinted,
  readRoundingWord,
  ROUNDING_MODES,
  TYPED_ROUNDING_WORDS,
  roundToStep,
  TYPED_ROUNDINGS,
} from "../../../src/scoring/rules/rounding";
import { Fraction } from "../../../src/scoring/rules/fraction";

describe("readRoundingWord: a rounding as a director types it", () => {
  // prettier-ignore
  test.each([
    ["away", "halfAwayFromZero"], ["even", "halfEven"], ["none", "none"],
    [" Even ", "halfEven"], ["AWAY", "halfAwayFromZero"],
    ["halfAwayFromZero", "halfAwayFromZero"], ["halfeven", "halfEven"], ["halfUp", "halfUp"],
  ] as const)("%p is %p", (typed, mode) => {
    expect(readRoundingWord(typed)).toBe(mode);
  });

  test.each(["", "up", "round", "half", "awayy"])("%p is not a rounding", (typed) => {
    expect(readRoundingWord(typed)).toBeUndefined();
  });

  test("the short words are away, even and none; every mode can also be typed by its own name", () => {
    expect(Object.keys(TYPED_ROUNDING_WORDS)).toEqual(["away", "even", "none"]);
    for (const m of ROUNDING_MODES) expect(TYPED_ROUNDINGS[m]).toBe(m);
  });

  test("each short word rounds a half-way datum as it says: 485 to 490 (away), 480 (even), 485 (none)", () => {
    const at = (word: string) => roundToStep(Fraction.of(485), 10, readRoundingWord(word)!).toNumber();
    expect([at("away"), at("even"), at("none")]).toEqual([490, 480, 485]);
  });
});

describe("agreesAsPrinted: a result against a figure another program printed", () => {
  test.each([
    // Rounded Neuberg (docs/conventions.md, regulations): 31.476.../42 = 74.943% prints 74.9, not 75.0.
    [(661 / 21 / 42) * 100, 74.9, 1, true],
    [(661 / 21 / 42) * 100, 75.0, 1, false],
    // 17/3 of a top of 6 is 94.444...%: 94.44 at two places, never 94.45.
    [(17 / 3 / 6) * 100, 94.44, 2, true],
    [(17 / 3 / 6) * 100, 94.45, 2, false],
    // Half-way goes away from zero, as Excel's ROUND: 2.675 (stored as 2.67499...) is 2.68; -0.125 is -0.13.
    [2.675, 2.68, 2, true],
    [2.675, 2.67, 2, false],
    [-0.125, -0.13, 2, true],
    // Whole numbers printed without decimals: 6.5 matchpoints print as 7.
    [6.5, 7, 0, true],
    [6.49, 7, 0, false],
  ])("%f against %f printed to %i places: agrees %s", (result, printed, decimals, agrees) => {
    expect(agreesAsPrinted(result, printed, decimals)).toBe(agrees);
  });
});
