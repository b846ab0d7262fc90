import fc from "fast-check";
import {
  readTeamCell,
  cellText,
  isBlankCell,
  readBoardCell,
  readNumberCell,
  readPairCell,
} from "../../../src/scoring/base/cells";

describe("cellText", () => {
  test("plain ASCII cells come back as they are; any other text is cleaned as the rules say", () => {
    // The rules written out: odd spaces to spaces, dashes to "-", then trimmed.
    const cleaned = (s: string): string =>
      s
        .replace(/[\u00A0\u2000-\u200B\u202F\u205F\u3000\uFEFF]/g, " ")
        .replace(/[\u2212\u2012\u2013\u2014\uFE63\uFF0D]/g, "-")
        .trim();
    const samples = [
      "420",
      "4S",
      "3NTx",
      "A+",
      "",
      " 1",
      "1 ",
      "a b",
      "\t2",
      "2\n",
      "\u2212430",
      "x\u00A0",
      "\u3000y",
      "é",
      "~!",
    ];
    for (const s of samples) expect(cellText(s)).toBe(cleaned(s));
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("a", " ", "\t", "-", "\u2212", "\u00A0", "\n", "7", "\u3000") }),
        (s) => {
          expect(cellText(s)).toBe(cleaned(s));
        },
      ),
      { numRuns: 300, seed: 5 },
    );
  });

  test("trims, and turns odd spaces and minus-like dashes into plain ones", () => {
    expect(cellText("  4S \u00A0")).toBe("4S");
    expect(cellText("\u2212430")).toBe("-430"); // Unicode minus
    expect(cellText("\u2013430")).toBe("-430"); // en dash, as word processors "correct" a hyphen
    expect(cellText(420)).toBe("420");
    expect(cellText(-0)).toBe("0");
    expect(cellText(null)).toBe("");
    expect(cellText(undefined)).toBe("");
  });

  test("blank cells", () => {
    expect(isBlankCell("")).toBe(true);
    expect(isBlankCell("   ")).toBe(true);
    expect(isBlankCell("\u00A0")).toBe(true);
    expect(isBlankCell(0)).toBe(false);
  });
});

describe("readNumberCell: numbers as people paste them", () => {
  test("whole numbers, signed or not, read as the general rule reads them (-0 is 0, 007 is 7)", () => {
    expect([readNumberCell("007"), readNumberCell("+420"), readNumberCell("-50")]).toEqual([7, 420, -50]);
    expect(Object.is(readNumberCell("-0"), 0)).toBe(true);
    // The general rule written out: sign, digits, then the value (a negative zero is 0).
    const rule = (t: string): number => {
      const x = Number(t.replace(/^[+-]/, ""));
      return t.startsWith("-") ? -x || 0 : x;
    };
    fc.assert(
      fc.property(fc.constantFrom("", "+", "-"), fc.stringMatching(/^\d{1,16}$/), (sign, digits) => {
        expect(readNumberCell(sign + digits)).toBe(rule(sign + digits));
      }),
      { numRuns: 300, seed: 3 },
    );
  });

  // prettier-ignore
  test.each([
    [420, 420], ["420", 420], ["+100", 100], ["-50", -50], ["\u2212430", -430], [" 430 ", 430],
    ["1,430", 1430], ["1 430", 1430], ["- 50", -50], ["2.5", 2.5], ["-0", 0],
  ] as const)("%p reads as %p", (cell, want) => {
    expect(readNumberCell(cell)).toBe(want);
  });

  test.each(["", "4S", "A+", "1,5", "12,34", "NP", "420x", "--50"])("%p is not a number", (cell) => {
    expect(readNumberCell(cell)).toBeNull();
  });

  // A director types a share or a weight as Excel takes it: ".5" is a half, "-.5" minus a half,
  // and a point left at the end ("5.", as Excel also reads it) changes nothing.
  // prettier-ignore
  test.each([
    [".5", 0.5], [".1", 0.1], ["-.5", -0.5], ["+.25", 0.25], ["\u2212.5", -0.5], [" .5\u00a0", 0.5],
    ["5.", 5], ["10.", 10], ["-5.", -5], ["1,430.", 1430], ["0.", 0],
  ] as const)("a point at either end: %p reads as %p", (cell, want) => {
    expect(readNumberCell(cell)).toBe(want);
  });

  // A lone point has no digit; exponents and hexadecimal are how JavaScript writes numbers, not how
  // a director types a score, share or weight (Number("0x10") would be 16, Number("1e3") 1000).
  test.each([".", "-.", "+.", "..5", "5..", ".5.", "1.2.3", "0x10", "1e3", "Infinity", ". 5"])(
    "%p is not a number",
    (cell) => {
      expect(readNumberCell(cell)).toBeNull();
    },
  );
});

describe("readPairCell", () => {
  test("pair numbers in any form are one canonical text", () => {
    expect(readPairCell(3)).toBe("3");
    expect(readPairCell("3")).toBe("3");
    expect(readPairCell(" 03 ")).toBe("3");
    expect(readPairCell(3.0)).toBe("3");
    expect(readPairCell("a1")).toBe("A1");
  });

  test("blank is null; something that cannot be a pair is undefined", () => {
    expect(readPairCell("")).toBeNull();
    expect(readPairCell("3.5")).toBeUndefined();
    expect(readPairCell(0)).toBeUndefined();
    expect(readPairCell("3/4")).toBeUndefined();
  });
});

describe("readBoardCell", () => {
  test("board numbers with or without a prefix", () => {
    expect(readBoardCell(15)).toBe(15);
    expect(readBoardCell("15")).toBe(15);
    expect(readBoardCell("#15")).toBe(15);
    expect(readBoardCell("Bd 15")).toBe(15);
    expect(readBoardCell("")).toBeNull();
    expect(readBoardCell("0")).toBeUndefined();
    expect(readBoardCell("x")).toBeUndefined();
  });
});

describe("readTeamCell: a team's number or its name, as typed", () => {
  test("digits are a team number, as pair numbers are", () => {
    expect(readTeamCell("07")).toBe("7");
    expect(readTeamCell(12)).toBe("12");
  });

  test("a name that only looks like a number keeps what was typed", () => {
    // "+1" and "-2" are names a scorer might type (or paste from a sheet that shows a sign); read as
    // numbers, "+1" would become team "1" and be merged with it, and "-2" would be lost.
    expect(readTeamCell("+1")).toBe("+1");
    expect(readTeamCell("-2")).toBe("-2");
    expect(readTeamCell("1e1")).toBe("1e1");
    expect(readTeamCell(" Kings  Cross ")).toBe("Kings Cross");
    expect(readTeamCell("")).toBeNull();
  });

  test("two cells give one team only when they are the same number or the same text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), (a, b) => {
        const ta = readTeamCell(a);
        const tb = readTeamCell(b);
        if (ta === null || ta !== tb) return;
        const norm = (s: string) => s.trim().replace(/\s+/g, " ");
        const asNumber = (s: string) => (/^\d+$/.test(norm(s)) ? String(Number(norm(s))) : null);
        expect(norm(a) === norm(b) || (asNumber(a) !== null && asNumber(a) === asNumber(b))).toBe(true);
      }),
    );
  });
});
