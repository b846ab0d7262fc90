import fc from "fast-check";
import { columnsOf, SheetBuilder, TEXT_WIDTH, wrapText, writeHeader } from "../../src/sheet/builder";

describe("wrapText", () => {
  test("breaks at spaces into lines of at most the width", () => {
    expect(wrapText("Ranked by IMPs per board played", 20)).toEqual(["Ranked by IMPs per", "board played"]);
  });

  test("a line exactly the width stays one line; one character more breaks", () => {
    expect(wrapText("abcd efgh", 9)).toEqual(["abcd efgh"]);
    expect(wrapText("abcd efghi", 9)).toEqual(["abcd", "efghi"]);
  });

  test("a word longer than the width stands on a line of its own, whole", () => {
    expect(wrapText("see SUMPRODUCT(COUNTIF(K5:K9)) here", 10)).toEqual([
      "see",
      "SUMPRODUCT(COUNTIF(K5:K9))",
      "here",
    ]);
  });

  test("empty text is one empty line", () => {
    expect(wrapText("")).toEqual([""]);
  });

  test("no line is longer than the width (unless one word is) and no word is lost (fast-check)", () => {
    const word = fc.string({ minLength: 1, maxLength: 12 }).filter((w) => !/\s/.test(w));
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 5, max: 90 }),
        (words, width) => {
          const lines = wrapText(words.join(" "), width);
          expect(lines.join(" ")).toBe(words.join(" "));
          for (const line of lines) expect(line.length <= width || !line.includes(" ")).toBe(true);
          // Greedy: the next line's first word would not have fitted on the line before it.
          for (let i = 1; i < lines.length; i++)
            expect(lines[i - 1].length + 1 + lines[i].split(" ")[0].length).toBeGreaterThan(width);
        },
      ),
    );
  });
});

describe("SheetBuilder.lines", () => {
  test("writes one row per line from b.row, in the column given, and moves b.row past them", () => {
    const b = new SheetBuilder();
    b.block({ kind: "note", title: "x" });
    b.row = 4;
    const text = `${"word ".repeat(30).trim()}`; // 149 characters: two lines of at most 78
    expect(b.lines(1, text, "label")).toBe(2);
    expect(b.row).toBe(6);
    const sheet = b.build("x");
    expect(sheet.cells.map((c) => [c.row, c.col])).toEqual([
      [4, 1],
      [5, 1],
    ]);
    expect(sheet.cells.every((c) => String(c.value).length <= TEXT_WIDTH)).toBe(true);
    expect(sheet.cells.map((c) => c.value).join(" ")).toBe(text);
    // Running text does not widen its column.
    expect(sheet.columnWidths).toEqual({});
  });
});

describe("SheetBuilder.columnWidth and lastColumn", () => {
  test("a set width is exact for an empty column and a floor for a filled one", () => {
    const b = new SheetBuilder();
    b.block({ kind: "note", title: "x" });
    b.columnWidth(1, 2); // a gap
    b.columnWidth(2, 9);
    b.columnWidth(3, 9);
    b.value(0, 2, 4000, "0"); // 4 characters + 2: the floor of 9 holds
    b.value(0, 3, "a header of 17 ch"); // 17 + 2 = 19: wider than the floor
    expect(b.build("x").columnWidths).toEqual({ 1: 2, 2: 9, 3: 19 });
    // Once a cell stands in the gap, the usual minimum of 5 applies.
    b.value(5, 1, 7, "0");
    expect(b.build("x").columnWidths?.[1]).toBe(5);
  });

  test("the last column with a cell in a range of rows, a styled empty cell included; -1 for none", () => {
    const b = new SheetBuilder();
    b.block({ kind: "note", title: "x" });
    b.value(2, 3, 1);
    b.put(3, 10, { look: "heading" }); // the band a heading fills
    b.value(9, 20, 1);
    expect(b.lastColumn(0, 8)).toBe(10);
    expect(b.lastColumn(2, 2)).toBe(3);
    expect(b.lastColumn(4, 8)).toBe(-1);
    expect(b.lastColumn(0, 9)).toBe(20);
  });
});

describe("SheetBuilder.block and table: the structure declared as the sheet is written", () => {
  test("a block takes the rows and columns of the cells put while it is open; one without cells is left out", () => {
    const b = new SheetBuilder();
    b.block({ kind: "title", title: "Session" });
    b.text(0, 0, "Session");
    b.block({ kind: "note", title: "Nothing written" });
    b.block({ kind: "checks", board: 2, title: "Checks" });
    b.text(2, 0, "Checks");
    b.value(3, 0, "OK");
    b.text(3, 1, "NS + EW add to 0");
    b.table({
      title: "Checks",
      header: null,
      rows: [3, 3],
      columns: columnsOf([
        ["Check", "check"],
        ["What", "label"],
      ]),
    });
    expect(b.build("x").blocks).toEqual([
      { kind: "title", title: "Session", rows: [0, 0], columns: [0, 0], tables: [] },
      {
        kind: "checks",
        board: 2,
        title: "Checks",
        rows: [2, 3],
        columns: [0, 1],
        tables: [
          {
            title: "Checks",
            header: null,
            rows: [3, 3],
            columns: [
              { col: 0, label: "Check", role: "check" },
              { col: 1, label: "What", role: "label" },
            ],
          },
        ],
      },
    ]);
  });

  test("writeHeader writes each label over its column in the header style and returns its row", () => {
    const b = new SheetBuilder();
    b.block({ kind: "traveller", title: "t" });
    b.row = 5;
    expect(
      writeHeader(b, [
        { col: 0, label: "Table", role: "table" },
        { col: 3, label: "Part", role: "part" },
      ]),
    ).toBe(5);
    expect(b.row).toBe(6);
    expect(b.build("x").cells.map((c) => [c.row, c.col, c.value, c.role, c.style?.borderBottom])).toEqual([
      [5, 0, "Table", "header", true],
      [5, 3, "Part", "header", true],
    ]);
  });

  test("a cell or a table before any block is refused", () => {
    const b = new SheetBuilder();
    expect(() => b.value(0, 0, 1)).toThrow(/A1 put before any block/);
    expect(() => b.table({ title: "t", header: null, rows: [0, 0], columns: [] })).toThrow(
      /before any block/,
    );
  });
});
