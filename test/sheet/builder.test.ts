import fc from "fast-check";
import { SheetBuilder, TEXT_WIDTH, wrapText } from "../../src/sheet/builder";

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
    expect(b.lines(1, text, { italic: true })).toBe(2);
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
    b.put(3, 10, { style: { fill: "#DDEBF7" } });
    b.value(9, 20, 1);
    expect(b.lastColumn(0, 8)).toBe(10);
    expect(b.lastColumn(2, 2)).toBe(3);
    expect(b.lastColumn(4, 8)).toBe(-1);
    expect(b.lastColumn(0, 9)).toBe(20);
  });
});
