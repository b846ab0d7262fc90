// Tag lines of any length: the scanner reads a tag pair in one pass, so a tag value of ten
// megabytes is read (or refused with its line) and one whose quote is never closed is refused,
// never a stack overflow or a long stall. On short lines it reads exactly what the pattern it
// replaced read (that pattern is kept below as the reference).
import fc from "fast-check";
import { readGames, readTagLine, rowCells } from "../../../src/io/pbn/tags";

/** The tag-line pattern the PBN reader used before the scanner (the reference). */
const OLD_TAG = /^\s*\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*(.*)$/;
/** The pattern the hand-record reader used (no space allowed after "[", nothing read after "]"). */
const OLD_HAND_TAG = /^\s*\[(\w+)\s+"((?:[^"\\]|\\.)*)"\s*\]/;
/** The row-cell pattern the table reader used before the scanner (the reference). */
const OLD_CELL = /"((?:[^"\\]|\\.)*)"|(\S+)/g;

function oldCells(text: string): string[] {
  const cells: string[] = [];
  const re = new RegExp(OLD_CELL.source, "g");
  for (let m = re.exec(text); m !== null; m = re.exec(text))
    cells.push(m[1] !== undefined ? m[1].replace(/\\(["\\])/g, "$1") : m[2]);
  return cells;
}

/** Short lines made of the characters that matter to a tag: brackets, quotes, escapes, spaces, breaks. */
const tagish = fc
  .array(
    fc.constantFrom(
      "[",
      "]",
      '"',
      "\\",
      " ",
      "\t",
      "\u00a0",
      "\u2028",
      "\u2029",
      "a",
      "Z",
      "1",
      "_",
      "-",
      ";",
      "{",
      "}",
      "é",
    ),
    { maxLength: 24 },
  )
  .map((cs) => cs.join(""));

/** Lines that look much like tags, so that the property often meets whole tags too. */
const nearTag = fc
  .tuple(tagish, fc.constantFrom("Event", "Deal", "a_1", ""), tagish, tagish, tagish)
  .map(([a, name, b, value, rest]) => `${a.slice(0, 2)}[${b.slice(0, 2)}${name} "${value}"${rest}`);

describe("the tag scanner reads what the pattern it replaced read", () => {
  test("on random short lines: the same name, value and text after the tag, or none", () => {
    fc.assert(
      fc.property(fc.oneof(tagish, nearTag), (line) => {
        const old = OLD_TAG.exec(line);
        const now = readTagLine(line);
        const nowWhole = now !== null && !/[\n\r\u2028\u2029]/.test(now.rest);
        expect(nowWhole).toBe(old !== null);
        if (old !== null) expect([now!.name, now!.value, now!.rest]).toEqual([old[1], old[2], old[3]]);
      }),
      { numRuns: 5000 },
    );
  });

  test("against the hand-record reader's pattern: the same, but for a space after '['", () => {
    fc.assert(
      fc.property(fc.oneof(tagish, nearTag), (line) => {
        fc.pre(!/^\s*\[\s/.test(line));
        const old = OLD_HAND_TAG.exec(line);
        const now = readTagLine(line);
        expect(now !== null).toBe(old !== null);
        if (old !== null) expect([now!.name, now!.value]).toEqual([old[1], old[2]]);
      }),
      { numRuns: 3000 },
    );
  });

  test("table rows: the same cells as the pattern it replaced", () => {
    fc.assert(
      fc.property(tagish, (row) => {
        expect(rowCells(row)).toEqual(oldCells(row));
      }),
      { numRuns: 5000 },
    );
  });

  test("worked examples: an escaped quote stays in the value; a space after '[' is allowed", () => {
    // [Event "A \"B\""] is the value A "B" once its escapes are read; the scanner keeps them.
    expect(readTagLine('[Event "A \\"B\\""] x')).toEqual({ name: "Event", value: 'A \\"B\\"', rest: "x" });
    expect(readTagLine('[ Deal "N:..."]')?.name).toBe("Deal");
    expect(readTagLine('[Event "open')).toBeNull();
    expect(readTagLine('[Event "ends in a backslash\\')).toBeNull();
    expect(rowCells('1 "Ann \\"Bo\\" Lee" 3NT "open')).toEqual(["1", 'Ann "Bo" Lee', "3NT", '"open']);
  });
});

describe("a tag of any length", () => {
  const big = "N:".repeat(5_000_000); // ten million characters

  test("a tag value of ten million characters is read whole", () => {
    const problems: string[] = [];
    const games = readGames(`% PBN 2.1\n[Board "1"]\n[Deal "${big}"]\n`, problems);
    expect(problems).toEqual([]);
    expect(games[0].map((t) => [t.name, t.line, t.value.length])).toEqual([
      ["Board", 2, 1],
      ["Deal", 3, 10_000_000],
    ]);
  });

  test("a table row with a quoted cell of ten million characters is one cell", () => {
    expect(rowCells(`1 "${big}" 2`).map((c) => c.length)).toEqual([1, 10_000_000, 1]);
  });

  test("a tag whose quote is never closed (five million characters) is refused on its line", () => {
    const problems: string[] = [];
    const games = readGames(`% PBN 2.1\n[Event "${"E".repeat(5_000_000)}`, problems);
    expect(games).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^line 2: \[Event "E+… \(5,000,008 characters\) is not a whole tag: expected/,
    );
  });

  test("a line of a million comments after a tag of a million semicolons costs one pass", () => {
    // Inside the quotes each ";" is kept; after the tag each "{c}" becomes one space, so the
    // text after the tag is "y y ... y": a million y and the spaces between them.
    const problems: string[] = [];
    const line = `[Event "${"x;".repeat(1_000_000)}"] ${"{c}y".repeat(1_000_000)}`;
    const games = readGames(line, problems);
    expect(problems).toEqual([]);
    expect(games[0][0].value.length).toBe(2_000_000);
    expect(games[0][0].data[0].text).toBe(Array(1_000_000).fill("y").join(" "));
  });
});
