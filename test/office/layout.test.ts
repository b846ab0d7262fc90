import fc from "fast-check";
import { type CellRect, cellInput, charsToPoints, rectAddress, sheetLayout } from "../../src/office/layout";
import type { CellModel, CellStyle } from "../../src/sheet/model";
import { CELL_TEXT_CUT } from "../../src/grid/a1";

describe("cellInput", () => {
  // Text Excel would turn into something else gets the apostrophe that tells Excel "this is text".
  // prettier-ignore
  test.each([
    ["-Sc", "'-Sc"], ["+Sc", "'+Sc"], ["+1", "'+1"], ["=", "'="], ["@home", "'@home"],
    ["1/2", "'1/2"], ["3NT", "'3NT"], ["60%", "'60%"], ["TRUE", "'TRUE"], ["#N/A", "'#N/A"],
    ["May 4", "'May 4"], ["(50)", "'(50)"], ["'quoted", "''quoted"],
  ])("%s is written as %s", (text, written) => {
    expect(cellInput(text)).toBe(written);
  });

  // prettier-ignore
  test.each([["Board", "Board"], ["NS", "NS"], ["Pass", "Pass"], ["A+", "A+"], ["Mayfair", "Mayfair"], ["", ""]])(
    "%s is written as it is", (text, written) => {
      expect(cellInput(text)).toBe(written);
    },
  );

  test("numbers, booleans and blanks are written as they are", () => {
    expect([cellInput(-430), cellInput(0), cellInput(true), cellInput(null), cellInput(undefined)]).toEqual([
      -430,
      0,
      true,
      "",
      "",
    ]);
  });

  test("text longer than a cell holds is cut to 32,767 characters with the mark; the apostrophe comes on top", () => {
    const plain = cellInput("n".repeat(50_000)) as string;
    expect(plain.length).toBe(32_767);
    expect(plain.endsWith(CELL_TEXT_CUT)).toBe(true);
    // A long note starting with = is still text: Excel's apostrophe, then the cut text.
    const formulaLike = cellInput(`=${"n".repeat(50_000)}`) as string;
    expect(formulaLike.length).toBe(32_768);
    expect(formulaLike.startsWith("'=n")).toBe(true);
  });
});

describe("charsToPoints", () => {
  test("Excel's default column, 8.43 characters, is 64 pixels: 48 points", () => {
    expect(charsToPoints(8.43)).toBe(48);
  });
  test("10 characters: (70 + 5) pixels x 0.75 = 56.25 points", () => {
    expect(charsToPoints(10)).toBe(56.25);
  });
});

describe("sheetLayout", () => {
  test("the used rectangle from A1, formulas where given, constants elsewhere, General by default", () => {
    const l = sheetLayout({
      name: "x",
      blocks: [],
      cells: [
        { row: 0, col: 0, value: "Board 1" },
        { row: 2, col: 1, value: 420, numberFormat: "0" },
        { row: 2, col: 2, formula: "=B3/2", value: 210, numberFormat: "0.0" },
      ],
    });
    expect([l.rows, l.columns]).toEqual([3, 3]);
    expect(l.formulas).toEqual([
      ["Board 1", "", ""],
      ["", "", ""],
      ["", 420, "=B3/2"],
    ]);
    expect(l.numberFormats[2]).toEqual(["General", "0", "0.0"]);
  });

  test("two cells at one place are refused", () => {
    expect(() =>
      sheetLayout({
        name: "x",
        blocks: [],
        cells: [
          { row: 1, col: 1, value: 1 },
          { row: 1, col: 1, value: 2 },
        ],
      }),
    ).toThrow('The sheet "x" has two cells at B2.');
  });

  test("a negative or fractional position is refused", () => {
    expect(() => sheetLayout({ name: "x", blocks: [], cells: [{ row: -1, col: 0, value: 1 }] })).toThrow(
      /whole numbers/,
    );
  });

  test("equal styles side by side and one above the other become one rectangle", () => {
    const bold: CellStyle = { bold: true };
    const cells: CellModel[] = [];
    for (let r = 0; r < 3; r++)
      for (let c = 1; c < 4; c++) cells.push({ row: r, col: c, value: 1, style: bold });
    cells.push({ row: 0, col: 0, value: "t", style: { italic: true } });
    const l = sheetLayout({ name: "x", blocks: [], cells });
    expect(l.styles).toEqual([
      { style: { italic: true }, rects: [{ top: 0, left: 0, bottom: 0, right: 0 }] },
      { style: bold, rects: [{ top: 0, left: 1, bottom: 2, right: 3 }] },
    ]);
  });

  test("property: the style rectangles cover exactly the styled cells, once each, with their own style", () => {
    const styles: CellStyle[] = [{ bold: true }, { italic: true }, { bold: true, fill: "#DDEBF7" }];
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: -1, max: 2 }), { minLength: 1, maxLength: 7 }), {
          minLength: 1,
          maxLength: 7,
        }),
        (grid) => {
          const cells: CellModel[] = [];
          grid.forEach((row, r) =>
            row.forEach((k, c) =>
              cells.push({ row: r, col: c, value: 0, ...(k >= 0 ? { style: styles[k] } : {}) }),
            ),
          );
          const l = sheetLayout({ name: "x", blocks: [], cells });
          const seen = new Map<string, CellStyle>();
          for (const group of l.styles)
            for (const rect of group.rects)
              for (let r = rect.top; r <= rect.bottom; r++)
                for (let c = rect.left; c <= rect.right; c++) {
                  expect(seen.has(`${r},${c}`)).toBe(false);
                  seen.set(`${r},${c}`, group.style);
                }
          const styled = cells.filter((c) => c.style);
          expect(seen.size).toBe(styled.length);
          for (const c of styled) expect(seen.get(`${c.row},${c.col}`)).toEqual(c.style);
        },
      ),
    );
  });

  test("column widths: neighbouring columns of one width become one run", () => {
    const l = sheetLayout({
      name: "x",
      blocks: [],
      cells: [],
      columnWidths: { 0: 10, 1: 10, 2: 10, 4: 10, 5: 6 },
    });
    expect(l.widths).toEqual([
      { first: 0, last: 2, points: 56.25 },
      { first: 4, last: 4, points: 56.25 },
      { first: 5, last: 5, points: 35.25 },
    ]);
  });

  test("rectAddress names one cell or a block", () => {
    const one: CellRect = { top: 4, left: 2, bottom: 4, right: 2 };
    expect(rectAddress(one)).toBe("C5");
    expect(rectAddress({ ...one, bottom: 6, right: 3 })).toBe("C5:D7");
  });
});
