// forTerminal: what a terminal is handed holds no character that drives it or reorders the line.
// Putting a section's or group's name before a pair's number: "NS 3" in section A is "NS A3".
// The helper reads the text once from its end, so a long key costs in proportion to its length;
// on short keys it gives what the pattern it replaced gave (kept below as the reference).
import fc from "fast-check";
import { forTerminal, prefixLastWord } from "../../src/io/text";

describe("forTerminal", () => {
  it("removes every bidirectional control, so a quoted name cannot make a message read backwards", () => {
    // The Unicode bidirectional controls: the marks (ALM U+061C, LRM U+200E, RLM U+200F), the
    // embeddings and overrides (LRE, RLE, PDF, LRO, RLO: U+202A to U+202E) and the isolates (LRI,
    // RLI, FSI, PDI: U+2066 to U+2069).
    const controls = ["\u061C", "\u200E", "\u200F", "\u202A", "\u202B", "\u202C", "\u202D", "\u202E"];
    controls.push("\u2066", "\u2067", "\u2068", "\u2069");
    for (const c of controls)
      expect(forTerminal(`board ${c}1 is not a deal\n`)).toBe("board 1 is not a deal\n");
  });

  it("keeps letters of right-to-left scripts and the neighbours of the controls", () => {
    // Hebrew and Arabic letters are text, not controls; U+2028 (line separator) and U+2070
    // (superscript zero) lie just outside the ranges removed.
    expect(forTerminal("שלום مرحبا ⁰\t\n")).toBe("שלום مرحبا ⁰\t\n");
    expect(forTerminal("ok\rFAKE\u001b[31m\n")).toBe("okFAKE[31m\n");
  });
});

describe("prefixLastWord", () => {
  test("worked examples: the last word takes the prefix; trailing space or nothing is left alone", () => {
    expect(prefixLastWord("NS 3", "A")).toBe("NS A3");
    expect(prefixLastWord("12", "B")).toBe("B12");
    expect(prefixLastWord("NS 3 ", "A")).toBe("NS 3 ");
    expect(prefixLastWord("", "A")).toBe("");
  });

  test("agrees with the pattern it replaced, (\\S+)$, on random short keys", () => {
    const key = fc
      .array(fc.constantFrom("N", "S", "1", "x", " ", "\t", "\u00a0", "\u2028", "-"), { maxLength: 16 })
      .map((cs) => cs.join(""));
    const prefix = fc.stringMatching(/^[A-Z0-9]{0,3}$/);
    fc.assert(
      fc.property(key, prefix, (k, p) => {
        expect(prefixLastWord(k, p)).toBe(k.replace(/(\S+)$/, `${p}$1`));
      }),
      { numRuns: 3000 },
    );
  });

  test("a key of a million characters before its last word is read once", () => {
    const k = `${"x".repeat(1_000_000)} 7`;
    expect(prefixLastWord(k, "A")).toBe(`${"x".repeat(1_000_000)} A7`);
    // The same text ending in a space is unchanged (the pattern tried every start here).
    expect(prefixLastWord(`${k} `, "A")).toBe(`${k} `);
  });
});
