import fc from "fast-check";
import {
  areaAddress,
  areaCellAddress,
  cellsForReading,
  describeProblem,
  parseAddress,
} from "../../src/office/area";
import { cellRef, sheetPrefix } from "../../src/grid/a1";

describe("parseAddress", () => {
  // prettier-ignore
  test.each([
    ["Sheet1!B3:J9", "Sheet1", 2, 1, 8, 9],
    ["'Board 15'!C4", "Board 15", 3, 2, 3, 2],
    ["'It''s mine'!A1:B2", "It's mine", 0, 0, 1, 1],
    ["Sheet1!$D$5", "Sheet1", 4, 3, 4, 3],
    ["Sheet1!A:C", "Sheet1", 0, 0, 1048575, 2],
    ["Sheet1!3:5", "Sheet1", 2, 0, 4, 16383],
    ["AA10", null, 9, 26, 9, 26],
  ])("%s is sheet %s, rows %i-%i... (0-based corners)", (address, sheet, top, left, bottom, right) => {
    expect(parseAddress(address)).toEqual({ sheet, top, left, bottom, right });
  });

  test("something that is not an address is refused, saying what it got", () => {
    expect(() => parseAddress("Sheet1!#REF")).toThrow('"Sheet1!#REF" is not a range address.');
  });

  test("property: a cell's address reads back as its row and column, on any sheet name", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1048575 }),
        fc.integer({ min: 0, max: 16383 }),
        fc.constantFrom("Sheet1", "Board 15 cross-IMPs", "It's", "Übung", "Q1", "R1C1", "C"),
        (row, col, sheet) => {
          const a = parseAddress(`${sheetPrefix(sheet)}${cellRef(row, col)}`);
          expect(a).toEqual({ sheet, top: row, left: col, bottom: row, right: col });
        },
      ),
    );
  });
});

describe("problem addresses", () => {
  const area = { sheet: "Sheet1", range: "B3:I8", top: 2, left: 1, values: [] };

  test("a director's sheet named like a cell (Q1 for the first quarter) is quoted, as Excel needs", () => {
    expect(areaCellAddress({ ...area, sheet: "Q1" }, 4, 4)).toBe("'Q1'!F7");
  });

  test("row 4, column 4 (0-based) of a block at B3 is Sheet1!F7 (B + 4 columns = F, 3 + 4 rows = 7)", () => {
    expect(areaCellAddress(area, 4, 4)).toBe("Sheet1!F7");
    expect(describeProblem(area, { row: 4, column: 4, message: '"4Z" is not a contract' })).toBe(
      'Sheet1!F7: "4Z" is not a contract',
    );
  });

  test("a sheet name with a space is quoted as Excel writes it", () => {
    expect(areaCellAddress({ ...area, sheet: "Club night" }, 0, 0)).toBe("'Club night'!B3");
  });

  test("an area's own address: quoted for a sheet named with a space, bare for Sheet1", () => {
    expect(areaAddress({ sheet: "Board 15", range: "A1:H9" })).toBe("'Board 15'!A1:H9");
    expect(areaAddress(area)).toBe("Sheet1!B3:I8");
    // Excel doubles a quote inside a quoted name: It's mine -> 'It''s mine'.
    expect(areaAddress({ sheet: "It's mine", range: "A1" })).toBe("'It''s mine'!A1");
  });
});

describe("cellsForReading", () => {
  test("numbers shown as numbers stay numbers, whatever their format (+100, 1,430, 60%, (50))", () => {
    const values = [[100, 1430, 0.6, -50, 7]];
    const text = [["+100", "1,430", "60%", "(50)", "7"]];
    expect(cellsForReading(values, text)).toEqual(values);
  });

  test("a number Excel shows as a date, time or fraction is passed as the text on screen", () => {
    expect(cellsForReading([[45781, 0.5, 0.5, 45781]], [["04-May", "12:00", "1/2", "4 May 2025"]])).toEqual([
      ["04-May", "12:00", "1/2", "4 May 2025"],
    ]);
  });

  test("a column too narrow to show its number (####) keeps the value", () => {
    expect(cellsForReading([[1430]], [["####"]])).toEqual([[1430]]);
  });

  test("text and blanks pass through; without text everything passes through", () => {
    expect(cellsForReading([["4H", "", 3]], [["4H", "", "3"]])).toEqual([["4H", "", 3]]);
    expect(cellsForReading([[45781, "x"]])).toEqual([[45781, "x"]]);
  });
});
