import fc from "fast-check";
import {
  boardDealer,
  boardVulnerability,
  isVulnerable,
  parseSeat,
  parseVulnerability,
  sideOf,
} from "../../../src/scoring/base/seats";
import { ScoringError } from "../../../src/scoring/base/errors";

// Board, dealer and vulnerability exactly as printed in the 16-board duplicate example of the
// "Bridge scoring" encyclopaedia article (its "Dealer" and "Vulnerability" columns, in the article's
// own spelling), an independent transcription of the standard cycle (docs/conventions.md, "Boards:
// dealer and vulnerability").
// prettier-ignore
const ENCYCLOPAEDIA_BOARDS: [number, string, string][] = [
  [1, "N", "None"], [2, "E", "N-S"],  [3, "S", "E-W"],   [4, "W", "Both"],
  [5, "N", "N-S"],  [6, "E", "E-W"],  [7, "S", "Both"],  [8, "W", "None"],
  [9, "N", "E-W"],  [10, "E", "Both"], [11, "S", "None"], [12, "W", "N-S"],
  [13, "N", "Both"], [14, "E", "None"], [15, "S", "N-S"], [16, "W", "E-W"],
];

describe("boardDealer and boardVulnerability", () => {
  test.each(ENCYCLOPAEDIA_BOARDS)(
    "board %i: dealer %s, vulnerable %s (encyclopaedia article)",
    (board, dealer, vul) => {
      expect(boardDealer(board)).toBe(parseSeat(dealer));
      expect(boardVulnerability(board)).toBe(parseVulnerability(vul));
    },
  );

  test("board 15 is dealer South, NS vulnerable (the header of the club's traveller)", () => {
    expect(boardDealer(15)).toBe("S");
    expect(boardVulnerability(15)).toBe("NS");
  });

  test("board 17 is dealt like board 1, board 32 like board 16", () => {
    expect(boardDealer(17)).toBe("N");
    expect(boardVulnerability(17)).toBe("None");
    expect(boardDealer(32)).toBe("W");
    expect(boardVulnerability(32)).toBe("EW");
  });

  test("dealer rotates N, E, S, W with the board number", () => {
    const order = ["N", "E", "S", "W"];
    for (let b = 1; b <= 64; b++) expect(boardDealer(b)).toBe(order[(b - 1) % 4]);
  });

  test("each vulnerability falls on 4 boards of the 16 and each dealer on 4", () => {
    const vuls = new Map<string, number>();
    const dealers = new Map<string, number>();
    for (let b = 1; b <= 16; b++) {
      vuls.set(boardVulnerability(b), (vuls.get(boardVulnerability(b)) ?? 0) + 1);
      dealers.set(boardDealer(b), (dealers.get(boardDealer(b)) ?? 0) + 1);
    }
    expect([...vuls.values()]).toEqual([4, 4, 4, 4]);
    expect([...dealers.values()]).toEqual([4, 4, 4, 4]);
  });

  test("property: every board number repeats every 16", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (b) => {
        expect(boardDealer(b + 16)).toBe(boardDealer(b));
        expect(boardVulnerability(b + 16)).toBe(boardVulnerability(b));
      }),
    );
  });

  test.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("board %p is an error", (b) => {
    expect(() => boardDealer(b)).toThrow(ScoringError);
    expect(() => boardVulnerability(b)).toThrow(
      /is not a board number: expected a whole number of 1 or more/,
    );
  });

  test("a board number given as text is an error", () => {
    expect(() => boardDealer("3" as unknown as number)).toThrow(/Board "3" is not a board number/);
  });
});

describe("parseVulnerability", () => {
  test.each([
    ["None", "None"],
    ["none", "None"],
    ["Nil", "None"],
    ["LOVE", "None"],
    ["Love All", "None"],
    ["Neither", "None"],
    ["-", "None"],
    [" - ", "None"],
    ["NS", "NS"],
    ["N-S", "NS"],
    ["n/s", "NS"],
    ["N\u2013S", "NS"],
    ["E\u2212W", "EW"], // minus sign
    ["E\uFF0DW", "EW"], // full-width hyphen-minus: every dash cellText knows
    ["\u2014", "None"], // em dash alone
    ["North-South", "NS"],
    ["EW", "EW"],
    ["E-W", "EW"],
    ["e/w", "EW"],
    ["All", "All"],
    ["BOTH", "All"],
    ["Game All", "All"],
    ["game all ", "All"],
  ])("%p is %s", (text, expected) => {
    expect(parseVulnerability(text)).toBe(expected);
  });

  test.each(["", "NE", "Vul", "N", "--"])("%p is an error that lists what is accepted", (text) => {
    expect(() => parseVulnerability(text)).toThrow(/Unknown vulnerability .*expected None, NS, EW or All/);
  });
});

describe("parseSeat", () => {
  test.each([
    ["N", "N"],
    ["e", "E"],
    [" S ", "S"],
    ["w", "W"],
    ["North", "N"],
    ["EAST", "E"],
    ["south", "S"],
    ["West", "W"],
  ])("%p is %s", (text, expected) => {
    expect(parseSeat(text)).toBe(expected);
  });

  test.each(["", "NS", "X", "Nord"])("%p is an error", (text) => {
    expect(() => parseSeat(text)).toThrow(/Unknown seat .*expected N, E, S or W/);
  });
});

describe("sides and vulnerability", () => {
  test("sideOf", () => {
    expect(sideOf("N")).toBe("NS");
    expect(sideOf("S")).toBe("NS");
    expect(sideOf("E")).toBe("EW");
    expect(sideOf("W")).toBe("EW");
  });

  // prettier-ignore
  test.each([
    ["None", "NS", false], ["None", "EW", false],
    ["NS", "NS", true],    ["NS", "EW", false],
    ["EW", "NS", false],   ["EW", "EW", true],
    ["All", "NS", true],   ["All", "EW", true],
  ] as const)("vulnerability %s: %s vulnerable is %p", (v, side, expected) => {
    expect(isVulnerable(v, side)).toBe(expected);
  });

  test("unknown values are errors", () => {
    expect(() => isVulnerable("Both" as never, "NS")).toThrow(/Unknown vulnerability "Both"/);
    expect(() => isVulnerable("All", "N" as never)).toThrow(/Unknown side "N"/);
    expect(() => sideOf("X" as never)).toThrow(/Unknown seat "X"/);
  });
});
