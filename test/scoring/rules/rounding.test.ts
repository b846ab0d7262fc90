import {
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
