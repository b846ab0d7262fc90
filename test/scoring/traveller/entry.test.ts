import {
  checkBridgeScore,
  parseContractCell,
  parseWeightedEntry,
  readContractCellEntry,
  readScoreEntry,
} from "../../../src/scoring/traveller/entry";
import { WeightedPart } from "../../../src/scoring/model/entry";
import { ScoringError } from "../../../src/scoring/base/errors";

const pairs = (parts: readonly WeightedPart[]): [number, number][] => parts.map((p) => [p.weight, p.score]);

describe("readScoreEntry", () => {
  test("plain scores as numbers or text", () => {
    expect(readScoreEntry(420, "None")).toEqual({ kind: "plain", score: 420 });
    expect(readScoreEntry("+100", "None")).toEqual({ kind: "plain", score: 100 });
    expect(readScoreEntry("\u2212430", "None")).toEqual({ kind: "plain", score: -430 });
    expect(readScoreEntry("Pass", "None")).toEqual({ kind: "plain", score: 0 });
  });

  test.each(["Pass", "P", "AP", "All Pass", "AllPass", "Passed out", "pass out"])(
    "%p in a score cell is a passed-out board: the same words as in a contract cell",
    (text) => {
      expect(readScoreEntry(text, "None")).toEqual({ kind: "plain", score: 0 });
    },
  );

  test("a blank cell is no entry at all", () => {
    expect(readScoreEntry("", "None")).toBeNull();
    expect(readScoreEntry(null, "None")).toBeNull();
  });

  test("awards: A=, A+, A-, split and percentage awards", () => {
    expect(readScoreEntry("A+", "None")).toMatchObject({
      kind: "artificial",
      ns: { kind: "average", level: "A+" },
      ew: { kind: "average", level: "A-" },
    });
    expect(readScoreEntry("A+/A+", "None")).toMatchObject({ ns: { level: "A+" }, ew: { level: "A+" } });
    expect(readScoreEntry("A60/A40", "None")).toMatchObject({
      ns: { kind: "percent", percent: 60 },
      ew: { kind: "percent", percent: 40 },
    });
  });

  test("NP is not played", () => {
    expect(readScoreEntry("NP", "None")).toEqual({ kind: "notPlayed", text: "NP" });
  });

  test("a number that is no bridge score is refused with the reason", () => {
    expect(() => readScoreEntry(425, "None")).toThrow(/multiple of 10/);
    expect(() => readScoreEntry("8000", "None")).toThrow(/7600/);
  });

  test("anything else says what was expected", () => {
    expect(() => readScoreEntry("4S=", "None")).toThrow(/"4S=" is not a score: expected an NS score/);
  });
});

describe("checkBridgeScore", () => {
  test("the extremes of Law 77 are scores; one more is not", () => {
    expect(checkBridgeScore(-7600)).toBe(-7600); // 7CXX vulnerable, 13 down
    expect(checkBridgeScore(2980)).toBe(2980);
    expect(() => checkBridgeScore(7610)).toThrow(ScoringError);
  });
});

describe("parseContractCell", () => {
  test("a contract alone, in any case, with suit symbols, N or NT", () => {
    expect(parseContractCell("4♥")).toEqual({
      contract: { kind: "bid", level: 4, strain: "H", doubling: "" },
      result: null,
      declarer: null,
    });
    expect(parseContractCell("3n").contract).toEqual({ kind: "bid", level: 3, strain: "NT", doubling: "" });
    expect(parseContractCell("3nt ").contract).toEqual({ kind: "bid", level: 3, strain: "NT", doubling: "" });
    expect(parseContractCell("All Pass").contract).toEqual({ kind: "pass" });
  });

  test("a result and declarer written in the contract cell", () => {
    expect(parseContractCell("4♠-1 by W")).toMatchObject({ result: "-1", declarer: "W" });
    expect(parseContractCell("4SX=N")).toMatchObject({ result: "=", declarer: "N" });
    expect(parseContractCell("3NT+1 S")).toMatchObject({ result: "+1", declarer: "S" });
    expect(parseContractCell("3NN")).toMatchObject({ declarer: "N" }); // 3N by North
  });

  test('an unreadable contract says "... is not a contract:" and what was expected', () => {
    expect(() => parseContractCell("4Z")).toThrow(
      /^"4Z" is not a contract: unknown strain "Z", expected C, D, H, S or NT/,
    );
    expect(() => parseContractCell("8♠")).toThrow(/^"8♠" is not a contract: a contract is at most 7/);
  });
});

describe("parseWeightedEntry: the syntax a director types", () => {
  test("the same weighting both ways: 60% 420, 40% -50", () => {
    const e = parseWeightedEntry("60% 420, 40% -50", "None");
    expect(e).toMatchObject({ kind: "weighted", split: false });
    if (e?.kind !== "weighted") throw new Error("not weighted");
    expect(pairs(e.ns)).toEqual([
      [0.6, 420],
      [0.4, -50],
    ]);
    expect(pairs(e.ew)).toEqual(pairs(e.ns));
  });

  test("decimal and fraction weights; thousands separators in scores", () => {
    const e = parseWeightedEntry("0.3 1,430; 0.4 680; 0.2 650; 0.1 -100", "NS");
    if (e?.kind !== "weighted") throw new Error("not weighted");
    expect(pairs(e.ns)).toEqual([
      [0.3, 1430],
      [0.4, 680],
      [0.2, 650],
      [0.1, -100],
    ]);
    const thirds = parseWeightedEntry("1/3 420, 1/3 -50, 1/3 -100", "None");
    if (thirds?.kind !== "weighted") throw new Error("not weighted");
    expect(thirds.ns.map((p) => p.weight)).toEqual([1 / 3, 1 / 3, 1 / 3]);
  });

  test("different weightings: NS ...; EW ...", () => {
    const e = parseWeightedEntry("NS 60% 420, 40% -50; EW: 50% 420, 50% -50", "None");
    if (e?.kind !== "weighted") throw new Error("not weighted");
    expect(e.split).toBe(true);
    expect(pairs(e.ns)).toEqual([
      [0.6, 420],
      [0.4, -50],
    ]);
    expect(pairs(e.ew)).toEqual([
      [0.5, 420],
      [0.5, -50],
    ]);
  });

  test("components as contract results are scored on the board's vulnerability", () => {
    // 4H= by N: 120 + 300 not vulnerable = 420, 500 vulnerable = 620. 4H-1 by N: -50 / -100.
    const nv = parseWeightedEntry("60% 4H= N, 40% 4♥-1 by N", "EW");
    const vul = parseWeightedEntry("60% 4H= N, 40% 4H-1 N", "NS");
    if (nv?.kind !== "weighted" || vul?.kind !== "weighted") throw new Error("not weighted");
    expect(pairs(nv.ns)).toEqual([
      [0.6, 420],
      [0.4, -50],
    ]);
    expect(pairs(vul.ns)).toEqual([
      [0.6, 620],
      [0.4, -100],
    ]);
    expect(vul.ns[0]).toMatchObject({ contract: "4H", declarer: "N", tricks: 10 });
    // 3NT= by E, EW vulnerable on "EW": -600 for NS.
    const ew = parseWeightedEntry("50% 3NT= E, 50% 3NT-1 E", "EW");
    if (ew?.kind !== "weighted") throw new Error("not weighted");
    expect(ew.ns.map((p) => p.score)).toEqual([-600, 100]);
  });

  test("weights that do not add to 100% are refused, with a hint for thirds", () => {
    expect(() => parseWeightedEntry("60% 420, 30% -50", "None")).toThrow(/add to 90%, not 100%/);
    expect(() => parseWeightedEntry("33.3% 420, 33.3% -50, 33.3% 100", "None")).toThrow(/1\/3/);
    expect(() => parseWeightedEntry("NS 60% 420, 40% -50; EW 60% 420, 30% -50", "None")).toThrow(
      /EW weights add to 90%/,
    );
  });

  test("only one side's weighting, a part without a weight, a contract without declarer", () => {
    expect(() => parseWeightedEntry("NS 60% 420, 40% -50", "None")).toThrow(/only the NS weighting/);
    expect(() => parseWeightedEntry("60% 420, -50", "None")).toThrow(/cannot read the weighted part "-50"/);
    expect(() => parseWeightedEntry("60% 4H=, 40% 4H-1", "None")).toThrow(/needs its result and declarer/);
    expect(() => parseWeightedEntry("60% 425, 40% -50", "None")).toThrow(/multiple of 10/);
  });

  test("plain scores and awards are not weighted entries", () => {
    expect(parseWeightedEntry("420", "None")).toBeNull();
    expect(parseWeightedEntry("A60/A40", "None")).toBeNull();
    expect(parseWeightedEntry("60%/40%", "None")).toBeNull();
    expect(parseWeightedEntry("A60%", "None")).toBeNull();
  });
});

describe("readContractCellEntry", () => {
  test("awards, NP and weighted scores may stand in the contract cell", () => {
    expect(readContractCellEntry("A=", "None")?.kind).toBe("artificial");
    expect(readContractCellEntry("NP", "None")?.kind).toBe("notPlayed");
    expect(readContractCellEntry("60% 4H= N, 40% 4H-1 N", "None")?.kind).toBe("weighted");
  });

  test("contracts (including all pass, AP) are left to the contract reader", () => {
    expect(readContractCellEntry("4S", "None")).toBeNull();
    expect(readContractCellEntry("AP", "None")).toBeNull();
    expect(readContractCellEntry("4Z", "None")).toBeNull();
  });
});
