// The team a USEBIO teams line's pair number names ("3", "3NS", "(A) 3 NS", "3-1-2"). The pattern
// reads leading zeros without trying every split of a run of zeros, so a long number is read in
// one pass; on short numbers it reads what the pattern it replaced read (kept below).
import fc from "fast-check";
import { teamOfPair } from "../../../src/io/usebio/teams";

/** The pattern before: `0*(\d+)` could split a run of zeros at every place before failing. */
const OLD = /^(?:\(\s*[A-Za-z0-9]+\s*\)\s*)?0*(\d+)(?:\s*[-/.]\s*\d+)*\s*(?:NS|EW|N|E)?$/i;
const oldTeamOfPair = (text: string): string => OLD.exec(text.trim())?.[1] ?? text.trim();

describe("teamOfPair", () => {
  test("worked examples: team 3 of 3, 03NS, (A) 3 NS and 3-1-2; 000 is team 0", () => {
    expect(["3", "03NS", "(A) 3 NS", "3-1-2", "000"].map(teamOfPair)).toEqual(["3", "3", "3", "3", "0"]);
  });

  test("agrees with the pattern it replaced on random short numbers", () => {
    const text = fc
      .array(fc.constantFrom("0", "1", "9", " ", "-", "/", ".", "(", ")", "A", "N", "S", "E", "W", "x"), {
        maxLength: 14,
      })
      .map((cs) => cs.join(""));
    fc.assert(
      fc.property(text, (t) => {
        expect(teamOfPair(t)).toBe(oldTeamOfPair(t));
      }),
      { numRuns: 5000 },
    );
  });

  test("a run of a million zeros is read (and one that is no number is kept as written)", () => {
    expect(teamOfPair(`${"0".repeat(1_000_000)}7`)).toBe("7");
    const notANumber = `${"0".repeat(1_000_000)}x`;
    expect(teamOfPair(notANumber)).toBe(notANumber);
  });
});
