import { seatTables, drawSharedSets, tableLine, ScoringError, type SwissDraw } from "../../../src/scoring";

// Four matches in the draw's order (the top match first); Kings keep table 2, Tens table 7.
const DRAW: SwissDraw = {
  tables: [
    { table: 1, home: "Aces", away: "Kings", rematch: false },
    { table: 2, home: "Queens", away: "Jacks", rematch: false },
    { table: 3, home: "Tens", away: "Nines", rematch: false },
    { table: 4, home: "Eights", away: "Sevens", rematch: false },
  ],
  bye: null,
  rematches: 0,
};

describe("the tables of a round", () => {
  it("a stationary team plays at its home table, at home; the rest take the lowest tables left in order", () => {
    // Aces v Kings goes to Kings' table 2, Kings at home (NS there); Tens v Nines to table 7. The
    // others in the draw's order take the lowest tables left: Queens v Jacks 1, Eights v Sevens 3.
    const d = seatTables(
      DRAW,
      new Map([
        ["Kings", 2],
        ["Tens", 7],
      ]),
    );
    expect(d.tables.map((t) => [t.table, t.home, t.away, t.stationary ?? false])).toEqual([
      [1, "Queens", "Jacks", false],
      [2, "Kings", "Aces", true],
      [3, "Eights", "Sevens", false],
      [7, "Tens", "Nines", true],
    ]);
    expect(tableLine(d.tables[1])).toBe("Table 2: Kings (NS at table 2, its home table) v Aces");
  });

  it("without home tables the draw's tables stand: table 1 the top match", () => {
    expect(seatTables(DRAW, new Map()).tables.map((t) => t.table)).toEqual([1, 2, 3, 4]);
    expect(tableLine(seatTables(DRAW, new Map()).tables[2])).toBe("Table 3: Tens (NS at table 3) v Nines");
  });

  it("three board sets for four tables: table t plays set ((t - 1) mod 3) + 1; tables 1 and 4 share set 1", () => {
    const d = seatTables(DRAW, new Map(), 3);
    expect(d.tables.map((t) => t.boardSet)).toEqual([1, 2, 3, 1]);
    expect(drawSharedSets(d)).toEqual([[1, [1, 4]]]);
    expect(tableLine(d.tables[3])).toBe("Table 4: Eights (NS at table 4) v Sevens, board set 1");
    expect(drawSharedSets(seatTables(DRAW, new Map(), 4))).toEqual([]);
  });

  it("refuses two teams with one home table", () => {
    expect(() =>
      seatTables(
        DRAW,
        new Map([
          ["Kings", 2],
          ["Tens", 2],
        ]),
      ),
    ).toThrow(ScoringError);
    expect(() =>
      seatTables(
        DRAW,
        new Map([
          ["Kings", 2],
          ["Tens", 2],
        ]),
      ),
    ).toThrow('"Kings" and "Tens" both have table 2 as home table: one each.');
  });
});
