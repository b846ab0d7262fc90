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
