import fc from "fast-check";
import {
  Contract,
  contractToString,
  declarerScore,
  Doubling,
  isPassedOut,
  nsScore,
  parseContract,
  parseResult,
  suitsToLetters,
  Strain,
} from "../../../src/scoring/rules/contract";
import { boardVulnerability, Seat, Vulnerability } from "../../../src/scoring/base/seats";
import { ScoringError } from "../../../src/scoring/base/errors";
import examples from "../../fixtures/worked-examples.json";

function example(id: string) {
  const found = examples.cases.find((c) => c.id === id);
  if (!found) throw new Error(`worked example ${id} is missing`);
  return found;
}

const bid = (level: 1 | 2 | 3 | 4 | 5 | 6 | 7, strain: Strain, doubling: Doubling = ""): Contract => ({
  kind: "bid",
  level,
  strain,
  doubling,
});

describe("parseContract", () => {
  test.each([
    ["4S", bid(4, "S")],
    ["4s", bid(4, "S")],
    ["4 S", bid(4, "S")],
    ["4S  ", bid(4, "S")],
    ["4\u2660", bid(4, "S")], // ♠
    ["4\u2664", bid(4, "S")], // ♤
    ["4\u2665", bid(4, "H")], // ♥
    ["4\u2665\uFE0F", bid(4, "H")], // ♥️ (emoji variation selector)
    ["4\u2661", bid(4, "H")], // ♡
    ["5\u2666", bid(5, "D")], // ♦
    ["5\u2666\uFE0F", bid(5, "D")],
    ["5\u2662", bid(5, "D")], // ♢
    ["2\u2663", bid(2, "C")], // ♣
    ["2\u2663\uFE0FX", bid(2, "C", "X")],
    ["2\u2667", bid(2, "C")], // ♧
    ["4SX", bid(4, "S", "X")],
    ["4S X", bid(4, "S", "X")],
    ["4Sx", bid(4, "S", "X")],
    ["4S*", bid(4, "S", "X")],
    ["4S**", bid(4, "S", "XX")],
    ["4sxx", bid(4, "S", "XX")],
    ["4 \u2660 x x", bid(4, "S", "XX")],
    ["3NT", bid(3, "NT")],
    ["3nt", bid(3, "NT")],
    ["3N", bid(3, "NT")],
    ["3 NT", bid(3, "NT")],
    ["1NTXX", bid(1, "NT", "XX")],
    ["1NX", bid(1, "NT", "X")],
    ["7CXX", bid(7, "C", "XX")],
    ["Pass", { kind: "pass" }],
    ["PASS", { kind: "pass" }],
    ["pass", { kind: "pass" }],
    ["P", { kind: "pass" }],
    ["AP", { kind: "pass" }],
    ["All Pass", { kind: "pass" }],
    ["Passed out", { kind: "pass" }],
    ["PASSED OUT ", { kind: "pass" }],
  ] as [string, Contract][])("%p", (text, expected) => {
    expect(parseContract(text)).toEqual(expected);
  });

  test("level 8 names the contract and the limit", () => {
    expect(() => parseContract("8S")).toThrow('"8S": a contract is at most 7 (13 tricks), not 8.');
  });
  test("level 0 names the contract and the minimum", () => {
    expect(() => parseContract("0NT")).toThrow('"0NT": a contract is at least 1 (7 tricks), not 0.');
  });
  test("an unknown strain is named", () => {
    expect(() => parseContract("4Z")).toThrow(/"4Z": unknown strain "Z", expected C, D, H, S or NT/);
  });
  test("a level with no strain", () => {
    expect(() => parseContract("4")).toThrow(/"4" has no strain/);
  });
  test("junk after the strain", () => {
    expect(() => parseContract("4SXXX")).toThrow(/cannot read "XXX" after the strain/);
    expect(() => parseContract("4S=")).toThrow(/cannot read "=" after the strain/);
  });
  test.each(["hello", "S4", "X", "-", "four spades"])("junk %p is not a contract", (text) => {
    expect(() => parseContract(text)).toThrow(/is not a contract: expected a level 1-7 and a strain/);
  });
  test("blank and non-text", () => {
    expect(() => parseContract("  ")).toThrow(/A blank is not a contract/);
    expect(() => parseContract(4 as unknown as string)).toThrow(ScoringError);
  });
});

describe("contractToString", () => {
  test.each([
    ["4 \u2660 x", "4SX"],
    ["3n", "3NT"],
    ["1ntxx", "1NTXX"],
    ["5\u2666", "5D"],
    ["all pass", "Pass"],
  ])("%p is written %p", (text, expected) => {
    expect(contractToString(parseContract(text))).toBe(expected);
  });

  test("property: the canonical form reads back as the same contract", () => {
    fc.assert(
      fc.property(arbContract(), (c) => {
        expect(parseContract(contractToString(c))).toEqual(c);
      }),
    );
  });
});

describe("parseResult", () => {
  const s4 = parseContract("4S");
  test.each([
    [10, 10],
    [0, 0],
    [13, 13],
    ["10", 10],
    [" 9 ", 9],
    ["=", 10],
    ["m", 10],
    ["Made", 10],
    ["+1", 11],
    ["+3", 13],
    ["+0", 10],
    ["-1", 9],
    ["-2", 8],
    ["\u22122", 8], // Unicode minus sign
    ["\u20132", 8], // en dash, as a word processor turns a typed hyphen
    ["\uFF0D2", 8], // full-width hyphen-minus (Asian keyboards): read as cells are read
    ["-10", 0],
  ] as [string | number, number][])("%p on 4S is %i tricks", (result, tricks) => {
    expect(parseResult(result, s4)).toBe(tricks);
  });

  test("relative results count from the contract's level", () => {
    expect(parseResult("=", parseContract("1NT"))).toBe(7);
    expect(parseResult("-7", parseContract("1C"))).toBe(0);
    expect(parseResult("+1", parseContract("6NT"))).toBe(13);
    expect(parseResult("-13", parseContract("7CXX"))).toBe(0);
  });

  test("14 tricks is an error", () => {
    expect(() => parseResult(14, s4)).toThrow(/14 \(the result for 4S\) is not a number of tricks/);
    expect(() => parseResult("14", s4)).toThrow(/"14" tricks for 4S is more than 13/);
  });
  test("-8 on a 1-level contract leaves fewer than 0 tricks", () => {
    expect(() => parseResult("-8", parseContract("1H"))).toThrow(
      /"-8" on 1H would leave declarer fewer than 0 tricks \(1H needs 7\); at most 7 down/,
    );
  });
  test("+2 on 6NT is more than 13 tricks", () => {
    expect(() => parseResult("+2", parseContract("6NT"))).toThrow(
      /"\+2" on 6NT would be 14 tricks, more than 13; at most \+1/,
    );
  });
  test("a negative number of tricks is an error (a relative result must be text)", () => {
    expect(() => parseResult(-2, s4)).toThrow(/-2 \(the result for 4S\) is not a number of tricks/);
  });
  test("a fractional number of tricks is an error", () => {
    expect(() => parseResult(9.5, s4)).toThrow(/9.5 \(the result for 4S\) is not a number of tricks/);
    expect(() => parseResult("9.5", s4)).toThrow(/"9.5" is not a result for 4S/);
  });
  test("junk and blanks for a bid contract", () => {
    expect(() => parseResult("", s4)).toThrow(/No result for 4S/);
    expect(() => parseResult("made 2", s4)).toThrow(/"made 2" is not a result for 4S/);
    expect(() => parseResult("4S=", s4)).toThrow(/"4S=" is not a result for 4S/);
  });

  describe("a passed-out board", () => {
    const pass = parseContract("Pass");
    test.each(["", "  ", 0, "0", "=", "-", "\u2212", "\u00A0"])("%p is accepted as no tricks", (r) => {
      expect(parseResult(r, pass)).toBe(0);
    });
    test.each([7, "7", "+1", "-1", "m"])("%p is an error: a result suggests the contract is missing", (r) => {
      expect(() => parseResult(r, pass)).toThrow(/the board was passed out: leave the result blank/);
    });
  });
});

describe("suitsToLetters and isPassedOut", () => {
  test("every suit symbol, filled or outline, with or without the emoji selector, becomes its letter", () => {
    expect(suitsToLetters("\u2660\u2664\u2665\u2661\u2666\u2662\u2663\u2667")).toBe("SSHHDDCC");
    expect(suitsToLetters("4\u2665\uFE0F-1 N")).toBe("4H-1 N");
    expect(suitsToLetters("3NT by E")).toBe("3NT by E");
  });
  test.each([
    ["Pass", true],
    ["all pass", true],
    ["Passed Out", true],
    ["AP", true],
    ["4S", false],
    ["Passes", false],
    ["", false],
  ] as [string, boolean][])("isPassedOut(%p) is %p", (text, passed) => {
    expect(isPassedOut(text)).toBe(passed);
  });
});

describe("declarerScore: worked examples", () => {
  // Worked example contract-extremes (Law 77), each checked by hand:
  //  7CXX vul, 0 tricks: 13 down doubled vul = 200 + 12*300 = 3800, redoubled 7600.
  //  7NTXX vul, 13: trick score (40 + 6*30)*4 = 880, game 500, grand slam 1500, redouble 100 = 2980.
  //  1NTX nv, 7: 40*2 = 80 (part score) + 50 + insult 50 = 180.
  //  4SX nv, 10: 120*2 = 240 (game) + 300 + insult 50 = 590.
  //  3NT nv, 5 tricks: 4 down undoubled nv = 4*50 = 200.
  const ex = example("contract-extremes") as unknown as {
    input: { cases: [string, boolean, number][] };
    expected: { declarerScore: number[] };
  };
  test.each(ex.input.cases.map((c, i) => [...c, ex.expected.declarerScore[i]] as const))(
    "%s vulnerable=%p with %i tricks scores %i",
    (contract, vul, tricks, expected) => {
      expect(declarerScore(parseContract(contract), tricks, vul)).toBe(expected);
    },
  );

  // The 16-board duplicate example of the "Bridge scoring" encyclopaedia article. Our copy of the
  // article lost the suit symbol of each suit contract, so "Contract" reads "1", "4X", "7"... The
  // strain below is rebuilt from its "Contract Points" column (20 a trick = minor, 30 = major; for a
  // defeated contract any suit gives the same score, and the test checks all four). "Made" in the
  // article is odd tricks, so tricks = made + 6. Every NS total in it checks out by hand:
  // prettier-ignore
  const ENCYCLOPAEDIA_BOARDS: [number, Seat, string, number, number, string][] = [
    // board, declarer, contract (rebuilt), tricks, NS score, hand calculation
    [1, "E", "1S", 9, -140, "30 + 2*30 + 50"],
    [2, "N", "4?X", 8, -500, "NS vul, 2 down doubled: 200 + 300"],
    [3, "N", "2D", 10, 130, "40 + 2*20 + 50"],
    [4, "W", "1NT", 9, -150, "40 + 2*30 + 50"],
    [5, "S", "3NT", 8, -100, "NS vul, 1 down: 100"],
    [6, "S", "3H", 10, 170, "90 + 30 + 50 (NS not vul)"],
    [7, "W", "3C", 9, -110, "60 + 50"],
    [8, "E", "7S", 13, -1510, "210 + 1000 + 300"],
    [9, "N", "4HX", 10, 590, "2*120 + 50 + 300 (NS not vul)"],
    [10, "E", "2NT", 8, -120, "70 + 50"],
    [11, "N", "6D", 12, 920, "120 + 500 + 300"],
    [12, "E", "2C", 9, -110, "40 + 20 + 50 (EW not vul)"],
    [13, "W", "4SXX", 10, -1080, "4*120 + 100 + 500"],
    [14, "S", "5?", 10, -50, "1 down nv: 50"],
    [15, "E", "4H", 11, -450, "120 + 30 + 300 (EW not vul)"],
    [16, "N", "3NT", 9, 400, "100 + 300 (NS not vul)"],
  ];
  test.each(ENCYCLOPAEDIA_BOARDS)(
    "encyclopaedia article, board %i: %s %s taking %i tricks is %i to NS (%s)",
    (board, by, c, tricks, ns) => {
      const vul: Vulnerability = boardVulnerability(board);
      const strains = c.includes("?") ? ["C", "D", "H", "S"] : [""];
      for (const s of strains) {
        expect(nsScore(parseContract(c.replace("?", s)), by, tricks, vul)).toBe(ns);
      }
    },
  );

  // Board 15 of the club's "Cross-IMP Scoring" explanation (NS vulnerable): every row's +Sc/-Sc
  // checked by hand.
  //  4H by E, 8 tricks: EW nv, 2 down = 100 to NS.   2S by N, 6: NS vul, 2 down = -200.
  //  3NT by E, 10: 100 + 30 + 300 = 430 to EW.        5D by W, 10: 1 down nv = 50 to NS.
  const board15 = example("traveller-club-board15") as {
    input: { board: number; rows: { contract: string; by: string; tricks: number; score: number }[] };
  };
  test.each(board15.input.rows)("the club's board 15: $contract by $by, $tricks tricks = $score", (row) => {
    const vul = boardVulnerability(board15.input.board);
    expect(nsScore(parseContract(row.contract), row.by as Seat, row.tricks, vul)).toBe(row.score);
  });
});

describe("declarerScore: tables by hand", () => {
  // prettier-ignore
  test.each([
    // contract, vul, tricks, score, hand calculation
    ["1C", false, 7, 70, "20 + 50"],
    ["1D", true, 8, 90, "20 + 20 + 50"],
    ["1H", false, 7, 80, "30 + 50"],
    ["1NT", false, 9, 150, "40 + 60 + 50 (encyclopaedia article, board 4)"],
    ["2NT", true, 8, 120, "70 + 50"],
    ["3NT", false, 9, 400, "100 + 300"],
    ["3NT", true, 9, 600, "100 + 500"],
    ["3NT", false, 10, 430, "100 + 30 + 300"],
    ["4C", false, 10, 130, "80 + 50: not a game"],
    ["4H", true, 10, 620, "120 + 500 (the club's Cross-IMP text)"],
    ["4H", true, 11, 650, "620 + 30 (the club's Cross-IMP text)"],
    ["5C", false, 11, 400, "100 + 300"],
    ["5D", true, 11, 600, "100 + 500"],
    ["6C", false, 12, 920, "120 + 500 + 300"],
    ["6S", true, 12, 1430, "180 + 750 + 500"],
    ["6NT", true, 12, 1440, "190 + 750 + 500"],
    ["7S", true, 13, 2210, "210 + 1500 + 500 (the encyclopaedia article's Bermuda Bowl story)"],
    ["7NT", false, 13, 1520, "220 + 1000 + 300"],
  ] as const)("%s vul=%p %i tricks = %i (%s)", (...row) => {
    const [c, vul, tricks, expected] = row;
    expect(declarerScore(parseContract(c), tricks, vul)).toBe(expected);
  });

  // Undertrick ladders: down 1, 2, 3, ... from a 7-level contract (so down up to 13).
  // Doubled nv: 100, +200, +200, then +300 each: 100, 300, 500, 800, 1100, 1400, ... 3500 at 13 down.
  // Doubled vul: 200, then +300 each: 200, 500, 800, 1100, ... 3800 at 13 down.
  // Redoubled: twice those. Undoubled: 50 or 100 each.
  const ladder = (first: number, second: number, third: number, rest: number) =>
    Array.from({ length: 13 }, (_, i) => {
      let t = 0;
      for (let k = 1; k <= i + 1; k++) t += k === 1 ? first : k <= 3 ? (k === 2 ? second : third) : rest;
      return t;
    });
  test("the ladders written out by hand agree with the rule used to extend them", () => {
    expect(ladder(100, 200, 200, 300).slice(0, 5)).toEqual([100, 300, 500, 800, 1100]);
    expect(ladder(200, 300, 300, 300).slice(0, 3)).toEqual([200, 500, 800]);
    expect(ladder(100, 200, 200, 300)[12]).toBe(3500);
    expect(ladder(200, 300, 300, 300)[12]).toBe(3800);
  });
  test.each([
    ["7H", false, ladder(50, 50, 50, 50)],
    ["7H", true, ladder(100, 100, 100, 100)],
    ["7HX", false, ladder(100, 200, 200, 300)],
    ["7HX", true, ladder(200, 300, 300, 300)],
    ["7HXX", false, ladder(200, 400, 400, 600)],
    ["7HXX", true, ladder(400, 600, 600, 600)],
  ] as const)("undertricks %s vul=%p", (c, vul, expected) => {
    const contract = parseContract(c);
    for (let down = 1; down <= 13; down++) {
      expect(declarerScore(contract, 13 - down, vul)).toBe(-expected[down - 1]);
    }
  });
  test("down 9 doubled nv is 2300 (encyclopaedia article: the 1987 change, once 1700)", () => {
    expect(declarerScore(parseContract("7SX"), 4, false)).toBe(-2300);
  });
  test("4 down doubled nv costs the same as 3 down doubled vul: 800 (encyclopaedia article)", () => {
    expect(declarerScore(parseContract("4HX"), 6, false)).toBe(-800);
    expect(declarerScore(parseContract("4HX"), 7, true)).toBe(-800);
  });

  // prettier-ignore
  test.each([
    // Doubled overtricks 100 nv / 200 vul, redoubled 200 / 400, whatever the strain.
    ["2SX", false, 9, 570, "120 (game) + 300 + 50 + 100"],
    ["2SX", true, 9, 870, "120 + 500 + 50 + 200"],
    ["1CX", false, 9, 340, "40 + 50 + 50 + 2*100"],
    ["1CXX", false, 8, 430, "80 + 50 + 100 + 200"],
    ["1CXX", true, 8, 630, "80 + 50 + 100 + 400"],
    ["1SXX", false, 8, 720, "120 (game) + 300 + 100 + 200"],
    // Game when the doubled trick score reaches 100.
    ["2SX", false, 8, 470, "2*60 = 120 >= 100: 120 + 300 + 50"],
    ["2SX", true, 8, 670, "120 + 500 + 50"],
    ["2CX", false, 8, 180, "2*40 = 80 < 100: 80 + 50 + 50"],
    ["3CX", false, 9, 470, "120 + 300 + 50"],
    ["2NTX", false, 8, 490, "140 + 300 + 50"],
    ["1HXX", false, 7, 520, "30*4 = 120: 120 + 300 + 100"],
    ["1HXX", true, 7, 720, "120 + 500 + 100"],
    // 1NTXX made nv is not 230 (the score of 1CXX or 1DXX made: 80 + 50 + 100): by Law 77 the
    // contract points are 40*4 = 160, a game, so 160 + 300 + 100 = 560.
    ["1NTXX", false, 7, 560, "160 + 300 + 100"],
    ["1NTXX", true, 7, 760, "160 + 500 + 100"],
    ["1CXX", false, 7, 230, "80 + 50 + 100"],
    ["1DXX", false, 7, 230, "80 + 50 + 100"],
    // Slams doubled and redoubled, with the insult bonus 50 / 100.
    ["6SX", true, 12, 1660, "360 + 500 + 750 + 50"],
    ["6HXX", false, 13, 1820, "720 + 300 + 500 + 100 + 200"],
    ["7NTX", false, 13, 1790, "440 + 300 + 1000 + 50"],
    ["7CXX", false, 13, 1960, "4*140 = 560, + 300 + 1000 + 100"],
  ] as const)("%s vul=%p %i tricks = %i (%s)", (...row) => {
    const [c, vul, tricks, expected] = row;
    expect(declarerScore(parseContract(c), tricks, vul)).toBe(expected);
  });

  test("a passed-out board scores 0", () => {
    expect(declarerScore({ kind: "pass" }, 0, true)).toBe(0);
    expect(nsScore({ kind: "pass" }, "E", 0, "All")).toBe(0);
    expect(Object.is(nsScore({ kind: "pass" }, "E", 0, "All"), -0)).toBe(false);
  });

  test("bad tricks and contracts are rejected", () => {
    expect(() => declarerScore(parseContract("4S"), 14, false)).toThrow(/14 is not a number of tricks/);
    expect(() => declarerScore(parseContract("4S"), -1, false)).toThrow(/-1 is not a number of tricks/);
    expect(() => declarerScore(parseContract("4S"), 9.5, false)).toThrow(ScoringError);
    expect(() => declarerScore(bid(8 as 7, "S"), 10, false)).toThrow(/Contract level 8 is not 1 to 7/);
    expect(() => declarerScore(bid(4, "Z" as Strain), 10, false)).toThrow(/Strain "Z"/);
    expect(() => declarerScore(parseContract("4S"), 10, "yes" as unknown as boolean)).toThrow(
      /Vulnerable must be true or false/,
    );
    expect(() => nsScore(parseContract("4S"), "X" as Seat, 10, "None")).toThrow(/Unknown seat "X"/);
  });
});

function arbContract(): fc.Arbitrary<Contract> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<Contract>({ kind: "pass" }) },
    {
      weight: 20,
      arbitrary: fc.record({
        kind: fc.constant("bid" as const),
        level: fc.constantFrom(1, 2, 3, 4, 5, 6, 7 as const),
        strain: fc.constantFrom<Strain>("C", "D", "H", "S", "NT"),
        doubling: fc.constantFrom<Doubling>("", "X", "XX"),
      }),
    },
  );
}

const arbBid = () =>
  fc.record({
    kind: fc.constant("bid" as const),
    level: fc.constantFrom(1, 2, 3, 4, 5, 6, 7 as const),
    strain: fc.constantFrom<Strain>("C", "D", "H", "S", "NT"),
    doubling: fc.constantFrom<Doubling>("", "X", "XX"),
  });

describe("declarerScore: properties", () => {
  test("one more trick always scores strictly more", () => {
    fc.assert(
      fc.property(arbBid(), fc.integer({ min: 0, max: 12 }), fc.boolean(), (c, t, vul) => {
        expect(declarerScore(c, t + 1, vul)).toBeGreaterThan(declarerScore(c, t, vul));
      }),
    );
  });

  test("made contracts score positive, defeated ones negative, all in tens", () => {
    fc.assert(
      fc.property(arbBid(), fc.integer({ min: 0, max: 13 }), fc.boolean(), (c, t, vul) => {
        const score = declarerScore(c, t, vul);
        expect(score > 0).toBe(t >= c.level + 6);
        expect(Math.abs(score) % 10).toBe(0);
      }),
    );
  });

  test("vulnerability raises what is made and what is lost", () => {
    fc.assert(
      fc.property(arbBid(), fc.integer({ min: 0, max: 13 }), (c, t) => {
        if (t >= c.level + 6)
          expect(declarerScore(c, t, true)).toBeGreaterThanOrEqual(declarerScore(c, t, false));
        else expect(declarerScore(c, t, true)).toBeLessThan(declarerScore(c, t, false));
      }),
    );
  });

  test("doubling magnifies: made XX >= X > undoubled, defeated XX < X < undoubled", () => {
    fc.assert(
      fc.property(arbBid(), fc.integer({ min: 0, max: 13 }), fc.boolean(), (c, t, vul) => {
        const [u, x, xx] = (["", "X", "XX"] as const).map((d) =>
          declarerScore({ ...c, doubling: d }, t, vul),
        );
        if (t >= c.level + 6) {
          expect(x).toBeGreaterThan(u);
          expect(xx).toBeGreaterThan(x);
        } else {
          expect(x).toBeLessThan(u);
          expect(xx).toBe(2 * x);
        }
      }),
    );
  });

  test("NS score for N equals S, and is minus the NS score for E with the vulnerability mirrored", () => {
    // The same vulnerability seen from the other side of the table: NS and EW swap.
    const mirrored: Record<Vulnerability, Vulnerability> = { None: "None", NS: "EW", EW: "NS", All: "All" };
    fc.assert(
      fc.property(
        arbContract(),
        fc.integer({ min: 0, max: 13 }),
        fc.constantFrom<Vulnerability>("None", "NS", "EW", "All"),
        (c, t, v) => {
          const n = nsScore(c, "N", t, v);
          expect(nsScore(c, "S", t, v)).toBe(n);
          expect(nsScore(c, "E", t, mirrored[v])).toBe(-n || 0);
          expect(nsScore(c, "W", t, mirrored[v])).toBe(-n || 0);
        },
      ),
    );
  });

  test("parseResult and the relative form agree: '=' is exactly the fewest tricks that score positive", () => {
    fc.assert(
      fc.property(arbBid(), fc.boolean(), (c, vul) => {
        const made = parseResult("=", c);
        expect(declarerScore(c, made, vul)).toBeGreaterThan(0);
        expect(declarerScore(c, made - 1, vul)).toBeLessThan(0);
      }),
    );
  });
});
