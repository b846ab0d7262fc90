// Control characters in a file's text (ESC, BEL, NUL) reach no terminal, XML file, PBN file, cell
// or page: removed as the file is read, and again where text leaves the add-in.
import { openInput } from "../../src/event";
import { forTerminal, forXml, looksBinary, withoutControls } from "../../src/io/text";
import { readNamesFile } from "../../src/cli/names";
import { tag } from "../../src/writers/pbn";
import { escapeXml } from "../../src/writers/usebio";

const ESC = "\u001b";
const BEL = "\u0007";
const NUL = "\u0000";

describe("the text helpers", () => {
  test("controls are removed; tabs and line breaks, the file's structure, are kept", () => {
    expect(withoutControls(`Ann${ESC}[31m Smith${BEL}\tx\r\ny`)).toBe("Ann[31m Smith\tx\r\ny");
    // DEL and a C1 control (U+009B, the one-character CSI) go too; an accented letter stays.
    expect(withoutControls("Andr\u00e9\u007f\u009b2J")).toBe("Andr\u00e92J");
  });

  test("a terminal line keeps its line feeds and loses a carriage return that would write over it", () => {
    expect(forTerminal(`Board 1\rFAKE${ESC}]0;title${BEL}\n`)).toBe("Board 1FAKE]0;title\n");
  });

  test("XML loses what XML 1.0 forbids: NUL, U+FFFF, a lone surrogate; an emoji (a surrogate pair) stays", () => {
    expect(forXml(`Club${NUL} Pairs\uFFFF \uD800x \u{1F600}`)).toBe("Club Pairs x \u{1F600}");
  });

  test("binary data is told from text by its first bytes", () => {
    expect(looksBinary("PK\u0003\u0004rest")).toBe(true);
    expect(looksBinary(`1,Ann${NUL}`)).toBe(true);
    expect(looksBinary("Pair,Names\n1,Ann\tBob\r\n")).toBe(false);
  });
});

describe("a file's control characters go no further than its reading", () => {
  test("a CSV traveller's title row loses its ESC sequence and BEL; the scores are read as before", () => {
    const csv = `Club${ESC}[2J Pairs${BEL}\nBoard,NS,EW,Score\n1,1,2,420\n1,3,4,-50\n`;
    const event = openInput(csv, "t.csv");
    const section = event.sections[0];
    expect(section.rows[0]).toEqual(["Club[2J Pairs"]);
    expect(JSON.stringify(section.rows)).not.toMatch(/\\u00(1b|07)/);
    expect(section.problems).toEqual([]);
  });

  test("a names file: names lose their controls, and random bytes are refused, not read", () => {
    const read = readNamesFile(
      "n.csv",
      `Pair,Names\n1,Ann${ESC}[31m Smith${BEL},Bob Jones\n2,Cath Brown,Dan Green\n3,Eve White,Fay Black\n`,
    );
    // The ESC and the BEL, both on line 2, said once.
    expect(read).toEqual({
      names: new Map([
        ["1", "Ann[31m Smith & Bob Jones"],
        ["2", "Cath Brown & Dan Green"],
        ["3", "Eve White & Fay Black"],
      ]),
      note: "Removed 2 control characters from n.csv (line 2).",
      // No Masterpoints column: no player rated.
      ratings: new Map(),
    });
    const random = readNamesFile("r.csv", "\u00d3\u0002\u0091x,\u0000\u0010\n");
    expect("errors" in random && random.errors[0]).toMatch(/^r\.csv is not a names table/);
  });
});

describe("the writers", () => {
  test("a USEBIO file holds no character XML forbids", () => {
    expect(escapeXml(`A & B${NUL}${ESC}`)).toBe("A &amp; B");
  });

  test("a PBN tag holds no control character, its line breaks and tabs made spaces", () => {
    expect(tag("Event", `Club${ESC}\r\nPairs\t"A"${BEL}`)).toBe('[Event "Club Pairs \\"A\\""]');
  });
});
