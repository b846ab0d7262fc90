// forTerminal: what a terminal is handed holds no character that drives it or reorders the line.
import { forTerminal } from "../../src/io/text";

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
