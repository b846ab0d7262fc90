import fc from "fast-check";
import { cellRef, columnIndex, columnLetters, rangeRef, sheetPrefix } from "../../src/sheet/a1";

describe("A1 references", () => {
  test.each([
    [0, "A"],
    [25, "Z"],
    [26, "AA"],
    [27, "AB"],
    [51, "AZ"],
    [52, "BA"],
    [701, "ZZ"],
    [702, "AAA"],
    [16383, "XFD"], // Excel's last column
  ])("column %i is %s", (col, letters) => {
    expect(columnLetters(col)).toBe(letters);
  });

  // Hand working: "AB" is A=1, B=2 in base 26 with digits 1-26: 1 x 26 + 2 = 28th column, 0-based 27;
  // "XFD" is 24 x 676 + 6 x 26 + 4 = 16384th, 0-based 16383 (Excel's last).
  test.each([
    ["A", 0],
    ["z", 25],
    ["AB", 27],
    ["ZZ", 701],
    ["AAA", 702],
    ["XFD", 16383],
  ])("letters %s are column %i", (letters, col) => {
    expect(columnIndex(letters)).toBe(col);
  });

  test("letters that name no Excel column are an error: nothing, not letters, beyond XFD", () => {
    for (const bad of ["", "A1", "$A", "XFE", "ZZZ", "AAAA"])
      expect(() => columnIndex(bad)).toThrow(/No Excel column/);
  });

  test("property: columnIndex undoes columnLetters over every Excel column", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 16383 }), (col) => {
        expect(columnIndex(columnLetters(col))).toBe(col);
      }),
    );
  });

  test("cells and ranges, relative and absolute", () => {
    expect(cellRef(0, 0)).toBe("A1");
    expect(cellRef(4, 2)).toBe("C5");
    expect(cellRef(4, 2, { absolute: true })).toBe("$C$5");
    expect(rangeRef(1, 0, 5, 0)).toBe("A2:A6");
    expect(rangeRef(3, 3, 3, 3)).toBe("D4");
    expect(rangeRef(0, 1, 9, 2, { absolute: true })).toBe("$B$1:$C$10");
  });

  test("outside Excel's grid is an error", () => {
    expect(() => columnLetters(16384)).toThrow(/No Excel column/);
    expect(() => cellRef(-1, 0)).toThrow(/No Excel row/);
  });

  test("sheet names are quoted when they need it", () => {
    expect(sheetPrefix("Results")).toBe("Results!");
    expect(sheetPrefix("Board 15 cross-IMPs")).toBe("'Board 15 cross-IMPs'!");
    expect(sheetPrefix("Pairs' results")).toBe("'Pairs'' results'!");
  });
});
