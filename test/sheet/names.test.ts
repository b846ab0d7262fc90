import fc from "fast-check";
import {
  cleanSheetName,
  MAX_SHEET_NAME_LENGTH,
  resultsSheetName,
  uniqueSheetName,
} from "../../src/sheet/names";

describe("sheet names", () => {
  test("a board sheet is named by board and method, a session sheet by method", () => {
    expect(resultsSheetName([15], "cross")).toBe("Board 15 cross-IMPs");
    expect(resultsSheetName([1, 2, 3], "mp")).toBe("Session matchpoints");
    expect(resultsSheetName([7], "butler")).toBe("Board 7 Butler");
    expect(resultsSheetName([7, 8], "all")).toBe("Session all methods");
  });

  test("unique against the sheets already there, ignoring case as Excel does: (2), (3) ...", () => {
    expect(uniqueSheetName("Board 15 cross-IMPs", ["Sheet1"])).toBe("Board 15 cross-IMPs");
    expect(uniqueSheetName("Board 15 cross-IMPs", ["BOARD 15 CROSS-IMPS"])).toBe("Board 15 cross-IMPs (2)");
    expect(uniqueSheetName("Board 15 cross-IMPs", ["Board 15 cross-IMPs", "Board 15 cross-IMPs (2)"])).toBe(
      "Board 15 cross-IMPs (3)",
    );
  });

  test("at most 31 characters, the number kept when the name is shortened", () => {
    const long = "Session matchpoints of the Tuesday club";
    expect(cleanSheetName(long)).toHaveLength(31);
    const second = uniqueSheetName(long, [cleanSheetName(long)]);
    // "Session matchpoints of the " (27 characters) loses its trailing space before " (2)".
    expect(second).toBe("Session matchpoints of the (2)");
  });

  test("forbidden characters, leading apostrophes, blanks and History", () => {
    expect(cleanSheetName("Board 3/4: [draft]?*\\")).toBe("Board 3-4- -draft----");
    expect(cleanSheetName("'quoted'")).toBe("quoted");
    expect(cleanSheetName("   ")).toBe("Results");
    expect(cleanSheetName("History")).toBe("Results");
  });

  test("property: whatever the wanted name and the names taken, the result is a new, valid name", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 50 }),
        fc.array(fc.string({ maxLength: 35 }), { maxLength: 8 }),
        (wanted, taken) => {
          const all = [...taken, uniqueSheetName(wanted, taken)];
          const name = uniqueSheetName(wanted, all);
          expect(name.length).toBeGreaterThan(0);
          expect(name.length).toBeLessThanOrEqual(MAX_SHEET_NAME_LENGTH);
          expect(name).not.toMatch(/[:\\/?*[\]]/);
          expect(name.startsWith("'") || name.endsWith("'")).toBe(false);
          expect(all.map((n) => n.toLowerCase())).not.toContain(name.toLowerCase());
        },
      ),
    );
  });
});
