// The table cards and guide cards of made movements built by hand (test/support/made-movements.ts),
// each figure read off the movement's rule or its seat-by-seat listing in that file's comments.
import fc from "fast-check";
import { makeMovement, type MadeMovement } from "../../src/scoring";
import { guideCardsSheet, tableCardsSheet } from "../../src/sheet/movement-cards";
import { boardsNextWords, sharedWords } from "../../src/sheet/movement-seats";
import { movementSheets, tableValues } from "../../src/sheet/movement-sheets";
import { rowsPerPage } from "../../src/sheet/print-pages";
import type { SheetModel } from "../../src/sheet/model";
import { madeMitchell, madeTwoTableHowell } from "../support/made-movements";

/** Each card's title and its rows' values. */
function cards(sheet: SheetModel): [string, unknown[][]][] {
  return sheet.blocks.map((b) => [b.title, tableValues(sheet, b.tables[0])]);
}

describe("table cards of a three-table Mitchell, two boards a round", () => {
  // Round 1: table t seats NS t v EW t on set t. EW moves up a table, the boards down a table:
  // round 2 table 1 has EW 3 and set 2, table 2 EW 1 and set 3, table 3 EW 2 and set 1.
  const sheet = tableCardsSheet(madeMitchell(3, 2));

  it("a card a table, a row a round: the pairs, the boards, where the pairs and boards go", () => {
    const [[title1, t1], [, t2]] = cards(sheet);
    expect(title1).toBe("Table 1");
    expect(t1).toEqual([
      // EW 1 goes to table 2 for round 2; set 1 (boards 1-2) goes down to table 3.
      [1, 1, 1, "1-2", "NS stay, EW to table 2", "to table 3"],
      [2, 1, 3, "3-4", "NS stay, EW to table 2", "to table 3"],
      [3, 1, 2, "5-6", "last round", ""],
    ]);
    // Table 2, round 1: EW 2 goes up to table 3, set 2 down to table 1.
    expect(t2[0]).toEqual([1, 2, 2, "3-4", "NS stay, EW to table 3", "to table 1"]);
  });

  it("prints a card a page: a break at each card's first row but the first's, inside the print area", () => {
    // A card is its heading, the movement's line, the header, 3 rounds and a blank row: 7 rows.
    expect(sheet.print).toMatchObject({ orientation: "portrait", fitToWidth: 1, breaks: [7, 14] });
    // The third card's last round is 0-based row 14 + 5 = 19, the sheet's row 20; six columns, A to F.
    expect(sheet.print?.area).toBe("A1:F20");
  });
});

describe("a Mitchell with an EW pair missing", () => {
  // EW 3 is missing: in round 1 it would be at table 3, in round 2 at table 1, in round 3 at table 2.
  const sheet = tableCardsSheet(madeMitchell(3, 2, 3));

  it("the NS pair at its table sits out, and its next table says so", () => {
    const [[, t1], , [, t3]] = cards(sheet);
    expect(t3[0]).toEqual([1, 3, "sits out", "5-6", "NS stay", "to table 2"]);
    // NS 1 sits out in round 2 at its own table; EW 1 goes to table 2.
    expect(t1[0][4]).toBe("NS stay, sit out, EW to table 2");
    expect(t1[1].slice(0, 3)).toEqual([2, 1, "sits out"]);
  });
});

describe("a two-table Howell, pairs 1 to 4", () => {
  const m = madeTwoTableHowell();

  it("table cards say where each pair goes and in which direction", () => {
    const [[, t1], [, t2]] = cards(tableCardsSheet(m));
    // Round 2: pair 1 stays NS at table 1, pair 2 goes to table 2 NS.
    expect(t1[0]).toEqual([1, 1, 2, "1-2", "NS stay, EW to table 2 NS", "not in play next round"]);
    // Round 2 table 2 is 2 v 4; round 3 pair 2 is EW at table 2, pair 4 EW at table 1.
    expect(t2[1][4]).toBe("NS stay, sit EW, EW to table 1 EW");
  });

  it("a guide card a pair: table, direction, opponents, boards round by round", () => {
    const sheet = guideCardsSheet(m)!;
    const all = cards(sheet);
    expect(all.map(([t]) => t)).toEqual(["Pair 1", "Pair 2", "Pair 3", "Pair 4"]);
    // Pair 2: round 1 EW at table 1 v 1; round 2 NS at table 2 v 4; round 3 EW at table 2 v 3.
    expect(all[1][1]).toEqual([
      [1, 1, "EW", 1, "1-2"],
      [2, 2, "NS", 4, "3-4"],
      [3, 2, "EW", 3, "5-6"],
    ]);
    expect(sheet.print?.breaks).toHaveLength(3);
  });

  it("a Mitchell has no guide cards", () => {
    expect(guideCardsSheet(madeMitchell(3, 2))).toBeNull();
  });

  it("the board sets say each set is shared by the two tables each round", () => {
    const sets = movementSheets(m)[0];
    const rounds = sets.blocks.find((b) => b.title === "Each round's sets")!;
    expect(tableValues(sets, rounds.tables[0]).slice(0, 2)).toEqual([
      [1, 1, 1, "1-2", "table 2"],
      [1, 2, 1, "1-2", "table 1"],
    ]);
  });
});

describe("every sheet of a movement", () => {
  it("named apart from the workbook's sheets and from one another", () => {
    const names = movementSheets(madeTwoTableHowell(), { existingNames: ["Traveller", "Sheet1"] }).map(
      (s) => s.name,
    );
    expect(names).toEqual(["Board sets", "Table cards", "Guide cards", "Traveller (2)"]);
  });

  it("any odd-table Mitchell: each table's card fits a page, and its next-round words follow the EW pair", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 4 }), (half, perRound) => {
        const n = 2 * half + 1;
        const sheet = tableCardsSheet(madeMitchell(n, perRound));
        const perPage = rowsPerPage(5, sheet.columnWidths ?? {});
        // n cards, n - 1 breaks; each card n + 3 rows of cells (a blank row under it).
        expect(sheet.print?.breaks).toHaveLength(n - 1);
        expect(n + 3).toBeLessThanOrEqual(perPage);
        for (const [title, rows] of cards(sheet)) {
          const table = Number(title.replace("Table ", ""));
          // A Mitchell's EW pair moves up a table (the last table's to table 1).
          const up = (table % n) + 1;
          for (const r of rows.slice(0, -1)) expect(r[4]).toBe(`NS stay, EW to table ${up}`);
          // The boards move down a table (table 1's to the last).
          const down = table === 1 ? n : table - 1;
          for (const r of rows.slice(0, -1)) expect(r[5]).toBe(`to table ${down}`);
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe("boards shared in the next round, and boards put aside", () => {
  // Round 1: set 1 at table 1, set 2 at tables 2 and 3; round 2: set 1 shared by tables 2 and 3,
  // set 3 at table 1, set 2 nowhere (on the bye stand).
  const t = (table: number, ns: number, ew: number, set: number) => ({
    table,
    ns,
    ew,
    set,
    boards: [set],
  });
  const m: MadeMovement = {
    kind: "relay-mitchell",
    tables: 3,
    boards: 3,
    pairing: "mitchell",
    rounds: [
      { round: 1, tables: [t(1, 1, 1, 1), t(2, 2, 2, 2), t(3, 3, 3, 2)] },
      { round: 2, tables: [t(1, 1, 3, 3), t(2, 2, 1, 1), t(3, 3, 2, 1)] },
    ],
    sets: [[1], [2], [3]],
    why: "",
    notes: [],
  };

  it("the boards go to both tables sharing them, or are not in play", () => {
    expect(boardsNextWords(m, 0, m.rounds[0].tables[0])).toBe("to tables 2 and 3");
    expect(boardsNextWords(m, 0, m.rounds[0].tables[1])).toBe("not in play next round");
    expect(boardsNextWords(m, 1, m.rounds[1].tables[0])).toBe("");
  });
});

describe("a web Mitchell's cards follow each half's own copy of the boards", () => {
  it("4 tables: a set at tables 1 and 3 is two copies, not a share; each copy moves within its half", () => {
    // Round 1: tables 1-2 hold sets 1 and 2 (set 3 on their stand), tables 3-4 sets 1 and 3 (set 2
    // on theirs). After round 1 each half's boards move down one place: table 2's set 2 to table 1,
    // table 1's set 1 to its half's stand; table 4's set 3 to table 3, table 3's set 1 to the stand.
    // Set 2 is at table 4 in round 2 too, but that is the other half's copy.
    const m = makeMovement({ tables: 4, boards: 6, kind: "web-mitchell" });
    const r1 = m.rounds[0];
    expect(r1.tables.map((t) => boardsNextWords(m, 0, t))).toEqual([
      "not in play next round",
      "to table 1",
      "not in play next round",
      "to table 3",
    ]);
    expect(r1.tables.map((t) => sharedWords(m, r1, t))).toEqual(["", "", "", ""]);
  });
});
