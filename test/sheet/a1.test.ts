import { cellRef, columnLetters, rangeRef, sheetPrefix } from "../../src/sheet/a1";

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
