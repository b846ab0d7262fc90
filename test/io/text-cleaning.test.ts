// Names and titles cleaned on the way in: the bidirectional controls (which reorder a line on a
// terminal or a page, so "Team \u202Eabc" shows as "Team cba") and half a surrogate pair (no
// character at all) never get past a reader; and a workbook's XML holds no character XML 1.0
// forbids, whatever text the writer is given.
import * as fs from "node:fs";
import * as path from "node:path";
import JSZip from "jszip";
import { XMLValidator } from "fast-xml-parser";
import { openInput } from "../../src/event";
import { text as bwsText } from "../../src/io/bws/cells";
import { controlsIn, looksBinary, withoutControls } from "../../src/io/text";
import { xlsxBuffer } from "../../src/writers/xlsx";

const FILES = path.join(__dirname, "..", "fixtures", "files");
const BIDI = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200E",
  "\u200F",
  "\u061C",
];
/** Any bidirectional control, or half a surrogate pair. */
const UNWANTED =
  /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("the readers' shared cleaner", () => {
  test("each bidirectional control is removed; letters of any script stay", () => {
    for (const c of BIDI) expect(withoutControls(`Team ${c}abc`)).toBe("Team abc");
    expect(withoutControls("\u05D3\u05E0\u05D4 \u0639\u0644\u064A")).toBe(
      "\u05D3\u05E0\u05D4 \u0639\u0644\u064A",
    );
  });

  test("half a surrogate pair becomes U+FFFD; a whole pair (an emoji) stays", () => {
    expect(withoutControls("A\uD800B\uDC00C \u{1F600}")).toBe("A\uFFFDB\uFFFDC \u{1F600}");
  });

  test("controlsIn counts what is removed, by line", () => {
    expect(controlsIn("a\nb\u001b\u202E\nc\nd\u0000")).toEqual({ count: 3, lines: [2, 4] });
  });

  test("a text with a few controls is text; a zip, an OLE file or a short text with a NUL is not", () => {
    expect(looksBinary(`Pair,Names\n1,Ann\u0000 Smith & Bob Jones\n2,Cy\u001b Twombly & Di Brown\n`)).toBe(
      false,
    );
    expect(looksBinary("PK\u0003\u0004rest")).toBe(true);
    expect(looksBinary("\u00D0\u00CF\u0011\u00E0\u00A1\u00B1\u001a\u00E1 and so on")).toBe(true);
    expect(looksBinary("1,Ann\u0000")).toBe(true);
  });
});

describe("every reader: no bidirectional control or lone surrogate reaches a name or a title", () => {
  test("USEBIO: the characters written as references (&#x202E; &#xD800;) and as they are", () => {
    const xml = fs
      .readFileSync(path.join(FILES, "club-sections.xml"), "utf8")
      .replace("Ann Smith", "Ann &#x202E;Smith")
      .replace("Carl Brown", "Carl &#xD800;Brown")
      .replace("Bob Jones", "Bob \u2067Jones")
      .replace("Thursday Pairs", "Thursday &#x200F;Pairs");
    const event = openInput(xml, "club-sections.xml");
    const names = event.sections.flatMap((s) => [...s.names.values()]);
    expect(names.join("|")).toContain("Ann Smith");
    expect(names.join("|")).toContain("Carl \uFFFDBrown");
    expect(names.join("|")).toContain("Bob Jones");
    expect(names.some((n) => UNWANTED.test(n))).toBe(false);
    expect(event.sections.map((s) => s.title ?? "").join("|")).not.toMatch(UNWANTED);
    expect(event.sections[0].title).toContain("Thursday Pairs");
  });

  test("PBN: an event's name", () => {
    const pbn = fs
      .readFileSync(path.join(FILES, "club-pairs.pbn"), "utf8")
      .replace('[Event "Club Pairs"]', '[Event "Club \u202EPairs"]');
    const event = openInput(pbn, "club-pairs.pbn");
    expect(event.sections[0].title).toContain("Club Pairs");
    expect(JSON.stringify(event.sections.map((s) => [s.title, [...s.names.values()]]))).not.toMatch(UNWANTED);
  });

  test("CSV: a title row", () => {
    const event = openInput("Club \u202EPairs\u2069\nBoard,NS,EW,Score\n1,1,2,420\n1,3,4,-50\n", "t.csv");
    expect(event.sections[0].rows[0]).toEqual(["Club Pairs"]);
  });

  test("a Bridgemate database's cells (read without the text readers)", () => {
    expect(bwsText(" Ann\u202E \u001bSmith\uD800 ")).toBe("Ann Smith\uFFFD");
    expect(bwsText(null)).toBe("");
  });
});

describe("a workbook's XML holds no character XML 1.0 forbids", () => {
  /** XML 1.0's Char: tab, LF, CR, U+0020-U+D7FF, U+E000-U+FFFD and the astral planes. */
  const NOT_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

  test("a cell, a formula and a sheet name holding lone surrogates, a NUL and U+FFFF", async () => {
    const bad = "A\uD800B\u0000C\uFFFF\uDC00D \u{1F600}";
    const buffer = await xlsxBuffer({
      name: `Sheet\uD800`,
      cells: [
        { row: 0, col: 0, value: bad },
        { row: 1, col: 0, formula: `="x\uDC00"`, value: "x\uDC00" },
      ],
      blocks: [],
    });
    const zip = await JSZip.loadAsync(buffer);
    const parts = Object.keys(zip.files).filter((f) => f.endsWith(".xml"));
    expect(parts.length).toBeGreaterThan(0);
    let all = "";
    for (const part of parts) {
      const bytes = await zip.file(part)!.async("uint8array");
      // Well-formed UTF-8 (a lone surrogate cannot be encoded), XML characters only, and parsed.
      const xml = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      expect(xml).not.toMatch(NOT_CHAR);
      const refs = [...xml.matchAll(/&#(x[0-9a-f]+|\d+);/gi)].map((m) =>
        m[1][0].toLowerCase() === "x" ? parseInt(m[1].slice(1), 16) : Number(m[1]),
      );
      expect(
        refs.filter((c) => NOT_CHAR.test(String.fromCodePoint(c)) || (c >= 0xd800 && c <= 0xdfff)),
      ).toEqual([]);
      expect(XMLValidator.validate(xml)).toBe(true);
      all += xml;
    }
    // What can be kept is: the letters around, and the emoji (a surrogate pair).
    expect(all).toContain("ABCD \u{1F600}");
  });
});
