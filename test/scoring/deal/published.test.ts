// Tables and par as files publish them: read into the solver's shape, written back, compared.
import {
  completeTable,
  doubleDummyTricksOf,
  impsAgainstPar,
  optimumResultTableOf,
  optimumScoreOf,
  optimumScoreText,
  parContractText,
  tableDifferences,
  tableFromDoubleDummyTricks,
  tableFromOptimumResultTable,
} from "../../../src/scoring";

// A table with a different figure in every cell, so a mix-up of declarers or strains shows:
// tricks[declarer][strain] = declarer (N 0, E 1, S 2, W 3) + 3 * strain (S 0, H 1, D 2, C 3, NT 4).
const TABLE = { tricks: [0, 1, 2, 3].map((p) => [0, 1, 2, 3, 4].map((s) => p + 3 * s)) };

describe("published double-dummy tables", () => {
  it("reads [DoubleDummyTricks]: N, S, E, W in turn, each NT, S, H, D, C", () => {
    const hex = doubleDummyTricksOf(TABLE);
    // N: NT 12, S 0, H 3, D 6, C 9 -> "c0369"; S (2): NT 14 -> "e", S 2, H 5, D 8, C 11 -> "e258b".
    expect(hex.slice(0, 10)).toBe("c0369e258b");
    // E (1): NT 13, S 1, H 4, D 7, C 10 -> "d147a"; W (3): NT 15 -> "f", 3, 6, 9, 12 -> "f369c".
    expect(hex.slice(10)).toBe("d147af369c");
    // Figures above 13 are refused on reading, so take one in range for the round trip.
    const inRange = { tricks: TABLE.tricks.map((row) => row.map((t) => t % 14)) };
    expect(tableFromDoubleDummyTricks(doubleDummyTricksOf(inRange))).toEqual(inRange);
    expect(tableFromDoubleDummyTricks("dddd")).toBeNull();
  });

  it("reads [OptimumResultTable] whole or in part, and writes all twenty lines", () => {
    const part = tableFromOptimumResultTable(
      "Declarer;Denomination\\2R;Result\\2R\nN NT 13\nS  S 12\nW C 4",
    )!;
    expect(part.tricks[0]).toEqual([null, null, null, null, 13]);
    expect(part.tricks[2]).toEqual([12, null, null, null, null]);
    expect(part.tricks[3]).toEqual([null, null, null, 4, null]);
    expect(completeTable(part)).toBeNull();
    const inRange = { tricks: TABLE.tricks.map((row) => row.map((t) => t % 14)) };
    const written = optimumResultTableOf(inRange);
    expect(written.lines).toHaveLength(20);
    expect(written.lines[0]).toBe("N NT 12");
    const back = tableFromOptimumResultTable(written.lines.join("\n"))!;
    expect(completeTable(back)).toEqual(inRange);
  });

  it("names each figure that differs", () => {
    const solved = { tricks: [0, 1, 2, 3].map(() => [7, 7, 7, 7, 7]) };
    const published = tableFromOptimumResultTable("N S 8\nE NT 7\nW D 6")!;
    expect(tableDifferences(solved, published)).toEqual([
      "N in spades: 8 published, 7 by the solver",
      "W in diamonds: 6 published, 7 by the solver",
    ]);
  });

  it("reads and writes [OptimumScore] and [ParContract]", () => {
    expect(optimumScoreOf("NS 420")).toBe(420);
    expect(optimumScoreOf("EW 100")).toBe(-100);
    expect(optimumScoreOf("420")).toBeNull();
    expect(optimumScoreText(-100)).toBe("EW 100");
    expect(optimumScoreText(0)).toBe("NS 0");
    expect(parContractText("4S-NS")).toBe("NS 4S");
    expect(parContractText("3N-W+1")).toBe("W 3NT+1");
    expect(parContractText("5D*-EW-1")).toBe("EW 5DX-1");
    expect(parContractText("pass")).toBe("Pass");
  });

  it("scores against par in IMPs", () => {
    // 450 against 420 is 30 points: 1 IMP (20-40); -50 against 620 is 670 under: 12 IMPs (600-740).
    expect(impsAgainstPar(450, 420)).toBe(1);
    expect(impsAgainstPar(-50, 620)).toBe(-12);
    expect(impsAgainstPar(420, 420)).toBe(0);
  });
});
