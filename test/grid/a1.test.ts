import fc from "fast-check";
import {
  absoluteRef,
  CELL_TEXT_CUT,
  fitCellText,
  MAX_CELL_TEXT,
  cellRef,
  columnIndex,
  columnLetters,
  parseCellRef,
  rangeRef,
  referenceAt,
  referencesIn,
  renameCells,
  sheetPrefix,
} from "../../src/grid/a1";

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

  // Excel reads A1!B2 as a cell, not a sheet: a name that looks like a reference must be quoted.
  // A1 style counts only inside the grid (columns A to XFD, rows 1 to 1048576), in any case;
  // R1C1 style when the name is R, C or RC, or starts with R or C (or RC) and a row or column number.
  // prettier-ignore
  test.each([
    "A1", "Q1", "AB12", "ab12", "CX1", "C16385", "XFD1048576", "XFD1", "A1048576", // cells of the grid
    "R1C1", "R", "C", "RC", "r", "R2", "C3", "RC3", "R2C", "R01", "R1C1x", "C3Totals", "R12Results", // R1C1
  ])("%p looks like a reference and is quoted", (name) => {
    expect(sheetPrefix(name)).toBe(`'${name}'!`);
  });

  // SHEET has five letters, XFE is past XFD and 1048577 past the last row: none is a cell; nor is
  // C2000000 a column number (columns stop at 16384) or R2000000 a row; "Re", "Cr" start no R1C1.
  // prettier-ignore
  test.each([
    "Results", "Sheet1", "Board15", "Cross", "Rounds", "RA", "CX", "XFE1", "A1048577", "ABCD1", "R0", "C0",
    "C2000000", "R2000000", "_A1", "A1_", "A1.2", "Crossimps", "Matchpoints",
  ])("%p is no reference and stays bare", (name) => {
    expect(sheetPrefix(name)).toBe(`${name}!`);
  });

  // C is the third column (0-based 2) and row 5 is 0-based 4; "$" before either part fixes it.
  test("a cell reference read back: row, column and which parts are fixed", () => {
    expect(parseCellRef("C5")).toEqual({ row: 4, col: 2, absoluteRow: false, absoluteCol: false });
    expect(parseCellRef("$C$5")).toEqual({ row: 4, col: 2, absoluteRow: true, absoluteCol: true });
    expect(parseCellRef("c$5")).toEqual({ row: 4, col: 2, absoluteRow: true, absoluteCol: false });
    expect(parseCellRef("XFD1048576")).toEqual({
      row: 1048575,
      col: 16383,
      absoluteRow: false,
      absoluteCol: false,
    });
  });

  test("text that is not one cell of the grid reads as none", () => {
    for (const bad of [
      "",
      "C",
      "5",
      "C0",
      "C05",
      "XFE1",
      "A1048577",
      "ABCD1",
      "C5:D6",
      "C5 ",
      "Sheet1!C5",
      "$$C5",
    ])
      expect(parseCellRef(bad)).toBeNull();
  });

  test("property: parseCellRef reads back every cell cellRef writes, relative or absolute", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1048575 }),
        fc.integer({ min: 0, max: 16383 }),
        fc.boolean(),
        (row, col, absolute) => {
          expect(parseCellRef(cellRef(row, col, { absolute }))).toEqual({
            row,
            col,
            absoluteRow: absolute,
            absoluteCol: absolute,
          });
        },
      ),
    );
  });

  test("a reference made absolute fixes both parts, and refuses what is not a cell", () => {
    expect(absoluteRef("B12")).toBe("$B$12");
    expect(absoluteRef("B$12")).toBe("$B$12");
    expect(absoluteRef("$B$12")).toBe("$B$12");
    expect(() => absoluteRef("B12:C13")).toThrow(/Not a cell address/);
  });

  test("the reference at a place in a formula: a cell or a range, never part of a name or a function", () => {
    const f = "=SUM($K$3:$K$8)*E12-LOG10(2)+A1B";
    expect(referenceAt(f, 5)).toBe("$K$3:$K$8"); // just after "SUM("
    expect(referenceAt(f, 1)).toBeNull(); // SUM is no cell
    expect(referenceAt(f, 16)).toBe("E12");
    expect(referenceAt(f, 20)).toBeNull(); // LOG10( is a function, though LOG10 looks like a cell
    expect(referenceAt(f, 29)).toBeNull(); // A1B is a name
    expect(referenceAt("=1E5", 2)).toBeNull(); // the exponent of a number
  });

  test("every reference of a formula in order, text in quotes skipped", () => {
    expect(referencesIn('=IF(COUNTIF($F$9:$F$12,F9)>1,"=","")&(COUNTIF($F$9:$F$12,">"&F9)+1)')).toEqual([
      "$F$9:$F$12",
      "F9",
      "$F$9:$F$12",
      "F9",
    ]);
    // "A1" inside quotes is text, and a doubled quote does not end the text.
    expect(referencesIn('=IF(B2="A1 ""C3""",C4,D5)')).toEqual(["B2", "C4", "D5"]);
    expect(referencesIn("=ROUND(SUMPRODUCT(G20:G22,H20:H22),2)")).toEqual(["G20:G22", "H20:H22"]);
  });

  test("cells a message names after a word are renamed; other words and references are left alone", () => {
    expect(renameCells("Cell E4 is 3.5: expected a number.", "Cell", (_, ref) => `Scales!${ref}`)).toBe(
      "Scales!E4 is 3.5: expected a number.",
    );
    // B is column 2 and row 4 is row 4, counted from 1.
    expect(
      renameCells(
        "Cell B4 is 20, and Cell C5 too; Cells A1 stay; Cell X stays",
        "Cell",
        (c) => `R${c.row + 1}C${c.col + 1}`,
      ),
    ).toBe("R4C2 is 20, and R5C3 too; Cells A1 stay; Cell X stays");
  });
});

describe("text within what a cell holds", () => {
  test("text up to 32,767 characters is kept whole", () => {
    const full = "y".repeat(MAX_CELL_TEXT);
    expect(fitCellText(full)).toBe(full);
    expect(fitCellText("Ann & Bob")).toBe("Ann & Bob");
  });

  test("longer text is cut to exactly 32,767 characters, ending with the mark", () => {
    const cut = fitCellText("x".repeat(40_000));
    expect(cut.length).toBe(32_767);
    expect(cut.endsWith(CELL_TEXT_CUT)).toBe(true);
    // What is kept is the text's start: 32,767 less the mark's length of x.
    expect(cut.slice(0, 32_767 - CELL_TEXT_CUT.length)).toBe("x".repeat(32_767 - CELL_TEXT_CUT.length));
  });

  test("an emoji across the cut is dropped whole, not split into half a character", () => {
    // The kept part is 32,767 - mark units; one "a" in front puts the emoji's high half last.
    const keep = MAX_CELL_TEXT - CELL_TEXT_CUT.length;
    const text = `${"a".repeat(keep - 1)}😀${"b".repeat(100)}`;
    const cut = fitCellText(text);
    expect(cut).toBe(`${"a".repeat(keep - 1)}${CELL_TEXT_CUT}`);
    expect(cut.length).toBe(MAX_CELL_TEXT - 1);
    // Every surrogate in the result is paired: no lone half.
    expect(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(cut)).toBe(false);
  });
});
