// A day in words, as the results sheet's "Scored on" note and the web page's date line write it.
import { dayInWords } from "../../src/sheet/day-words";

describe("dayInWords", () => {
  test.each([
    [2026, 11, 25, "25 November 2026"],
    [2024, 3, 14, "14 March 2024"],
    [2025, 1, 1, "1 January 2025"],
    [2025, 12, 31, "31 December 2025"],
  ])("%i-%i-%i is %s", (y, m, d, words) => {
    expect(dayInWords(y, m, d)).toBe(words);
  });

  test("a month outside 1-12 is no day (the caller keeps the text as given)", () => {
    expect(dayInWords(2026, 0, 5)).toBeNull();
    expect(dayInWords(2026, 13, 5)).toBeNull();
  });
});
