// Cutting text without cutting a character in two: the one place messages, sheet names and cell
// texts cut long text.
import fc from "fast-check";
import { headOf, tailFrom } from "../../src/grid/characters";

/** True when the text holds half of a two-unit character on its own. */
function hasLoneHalf(text: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

describe("headOf and tailFrom", () => {
  test.each([
    // [text, length, start]: "ab😀" is four units, the emoji the last two.
    ["ab\u{1F600}", 3, "ab"],
    ["ab\u{1F600}", 4, "ab\u{1F600}"],
    ["ab\u{1F600}", 2, "ab"],
    ["abc", 2, "ab"],
    ["abc", 10, "abc"],
    ["", 5, ""],
    ["\u{1F600}", 1, ""],
  ])("headOf(%j, %i) is %j", (text, length, start) => {
    expect(headOf(text, length)).toBe(start);
  });

  test.each([
    // [text, from, end]: from 1 falls inside the emoji of "😀ab", so the end starts after it.
    ["\u{1F600}ab", 1, "ab"],
    ["\u{1F600}ab", 2, "ab"],
    ["\u{1F600}ab", 0, "\u{1F600}ab"],
    ["abc", 1, "bc"],
    ["abc", 3, ""],
  ])("tailFrom(%j, %i) is %j", (text, from, end) => {
    expect(tailFrom(text, from)).toBe(end);
  });

  test("never leaves half a character, and keeps all it can (one unit less at most)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), fc.nat(80), (text, n) => {
        const head = headOf(text, n);
        const end = tailFrom(text, n);
        expect(hasLoneHalf(head) || hasLoneHalf(end)).toBe(false);
        expect(text.startsWith(head) && text.endsWith(end)).toBe(true);
        expect(head.length).toBeGreaterThanOrEqual(Math.min(n, text.length) - 1);
        expect(head.length).toBeLessThanOrEqual(n);
        // Cut at a boundary, the head and the end make the text; cut inside a character, that one
        // character (two units) is in neither.
        expect([0, 2]).toContain(text.length - head.length - end.length);
      }),
    );
  });
});
