// The custom functions evaluated in a real formula engine (HyperFormula), registered from the same
// JSDoc metadata the build writes to functions.json: formulas typed as a director would type them,
// ranges passed as ranges, results spilling into the cells below. Numbers are checked against the
// worked examples and the hand calculations in the comments.
import "../support/custom-functions-runtime";
import type { HyperFormula } from "hyperformula";
import {
  ASYNCHRONOUS,
  readMetadata,
  SPILLS_AT_MOST,
  SPILLS_LIKE,
  withSheet,
} from "../support/hyperformula-functions";

/** The value of a cell given in A1 notation. */
function at(hf: HyperFormula, a1: string): unknown {
  const address = hf.simpleCellAddressFromString(a1, 0);
  if (!address) throw new Error(`not a cell address: ${a1}`);
  return hf.getCellValue(address);
}

/** The values of a column of cells, e.g. column(hf, "B", 2, 6) for B2:B6. */
function columnAt(hf: HyperFormula, col: string, from: number, to: number): unknown[] {
  const out: unknown[] = [];
  for (let r = from; r <= to; r++) out.push(at(hf, `${col}${r}`));
  return out;
}

const close = (x: unknown) => Number((x as number).toFixed(10));

describe('a traveller scored with formulas (the board of the "Bridge scoring" encyclopaedia article: 620, -100, -100, -300, 650)', () => {
  // B8, the datum: (620 - 100 - 100 - 300 + 650) / 5 = 770 / 5 = 154, rounded to 150.
  // C: IMP(620 - 150 = 470) = 10, IMP(-250) = -6, IMP(-450) = -10, IMP(500) = 11.
  // D: cross-IMPs 37/4, -20/4, -20/4, -38/4, 41/4 (totals worked in functions.test.ts).
  // E: matchpoints 2 per result beaten, 1 per tie: 6, 3, 3, 0, 8 (top 8).
  const sheet = [
    ["Board", "NS", "Butler", "Cross-IMPs", "MPs", "Vul", "Dealer"],
    [
      11,
      620,
      "=BRIDGE.IMP(B2-$B$8)",
      "=BRIDGE.CROSSIMP(B2:B6,B2:B6)",
      "=BRIDGE.NEUBERG(B2:B6,B2:B6)",
      "=BRIDGE.VULNERABILITY(A2:A6)",
      "=BRIDGE.DEALER(A2:A6)",
    ],
    [12, -100, "=BRIDGE.IMP(B3-$B$8)"],
    [13, -100, "=BRIDGE.IMP(B4-$B$8)"],
    [14, -300, "=BRIDGE.IMP(B5-$B$8)"],
    [15, 650, "=BRIDGE.IMP(B6-$B$8)"],
    [],
    ["Datum", "=BRIDGE.BUTLERDATUM(B2:B6)"],
  ];

  test("BUTLERDATUM and IMP(B2-$B$8) filled down", () => {
    withSheet(sheet, (hf) => {
      expect(at(hf, "B8")).toBe(150);
      expect(columnAt(hf, "C", 2, 6)).toEqual([10, -6, -6, -10, 11]);
    });
  });

  test("CROSSIMP(B2:B6,B2:B6) and NEUBERG spill one result per table", () => {
    withSheet(sheet, (hf) => {
      expect(columnAt(hf, "D", 2, 6)).toEqual([9.25, -5, -5, -9.5, 10.25]);
      expect(columnAt(hf, "E", 2, 6)).toEqual([6, 3, 3, 0, 8]);
    });
  });

  test('the results expected may be typed as a word: "results" and "tables" as in the pane and the command line', () => {
    // Five results: "tables" (every non-blank cell) and "results" are both N = 5, so no Neuberg:
    // the matchpoints of column E again. A number above n brings Neuberg in: with N = 6,
    // (MP + 1) x 6/5 - 1 gives 6 -> 7.4, 3 -> 3.8, 0 -> 0.2, 8 -> 9.8.
    withSheet(
      [
        ...sheet,
        [],
        [
          '=BRIDGE.NEUBERG(B2:B6,B2:B6,"results")',
          '=BRIDGE.NEUBERG(B2:B6,B2:B6,"tables")',
          "=BRIDGE.NEUBERG(B2:B6,B2:B6,6)",
        ],
      ],
      (hf) => {
        expect(columnAt(hf, "A", 10, 14)).toEqual([6, 3, 3, 0, 8]);
        expect(columnAt(hf, "B", 10, 14)).toEqual([6, 3, 3, 0, 8]);
        expect(columnAt(hf, "C", 10, 14).map(close)).toEqual([7.4, 3.8, 3.8, 0.2, 9.8]);
      },
    );
  });

  test('VULNERABILITY and DEALER spill over a range of board numbers (docs/conventions.md, "Boards: dealer and vulnerability")', () => {
    withSheet(sheet, (hf) => {
      expect(columnAt(hf, "F", 2, 6)).toEqual(["None", "NS", "All", "None", "NS"]);
      expect(columnAt(hf, "G", 2, 6)).toEqual(["S", "W", "N", "E", "S"]);
    });
  });

  test("changing a score recalculates every function that reads it", () => {
    withSheet(sheet, (hf) => {
      // 650 becomes 620: the two 620s tie. Datum 740 / 5 = 148, rounded to 150 again.
      hf.setCellContents(hf.simpleCellAddressFromString("B6", 0)!, [[620]]);
      expect(at(hf, "C6")).toBe(10);
      // 620 now: 2 x IMP(720) + IMP(920) + IMP(0) = 24 + 14 = 38, over 4 comparisons.
      expect(at(hf, "D2")).toBe(9.5);
      expect(columnAt(hf, "E", 2, 6)).toEqual([7, 3, 3, 0, 7]);
    });
  });
});

describe("blanks, artificial scores and bad cells in a spilled result", () => {
  test("a blank row stays blank; A= counts as a table (Neuberg); a bad cell gets its own error", () => {
    const sheet = [
      [600, "=BRIDGE.NEUBERG(A1:A7,A1:A7)", "=BRIDGE.IMP(A1:A7)"],
      [-100],
      [-100],
      [null],
      [-200],
      [-300],
      ["A="],
    ];
    withSheet(sheet, (hf) => {
      // Appendix 2 of "Calculation of Weighted Scores": five results of six expected; the A= gets half
      // the top of 10.
      expect(columnAt(hf, "B", 1, 7).map((v) => (typeof v === "number" ? close(v) : v))).toEqual([
        9.8,
        6.2,
        6.2,
        "",
        2.6,
        0.2,
        5,
      ]);
      expect(columnAt(hf, "C", 1, 6)).toEqual([12, -3, -3, "", -5, -7]);
      const bad = at(hf, "C7") as { type: string; message: string };
      expect(bad.type).toBe("VALUE");
      expect(bad.message).toBe('row 7, column 1 of difference holds "A=": expected a point difference.');
    });
  });

  test("a score missing from the field is #N/A with the reason; a bad option word is #VALUE!", () => {
    withSheet(
      [[620, "=BRIDGE.CROSSIMP(420,A1:A3)", '=BRIDGE.CROSSIMP(A1,A1:A3,"average")'], [-100], [650]],
      (hf) => {
        const missing = at(hf, "B1") as { type: string; message: string };
        expect(missing.type).toBe("NA");
        expect(missing.message).toMatch(/^score is 420, which is not among scores/);
        const word = at(hf, "C1") as { type: string; message: string };
        expect(word.type).toBe("VALUE");
        expect(word.message).toMatch(/^The cross-IMP divisor cannot be "average"/);
      },
    );
  });
});

describe('the board of "Calculation of Weighted Scores" with a weighted score', () => {
  // E2:E12 the eleven other tables; G2:G5 and H2:H5 the weighted table's components and weights.
  const others = [1430, 1430, 680, 680, 680, 680, 680, 650, 650, -100, -100];
  const comps: [number, number][] = [
    [1430, 0.3],
    [680, 0.4],
    [650, 0.2],
    [-100, 0.1],
  ];
  const sheet: unknown[][] = [["", "", "", "", "NS", "", "Component", "Weight", "Result"]];
  others.forEach((s, i) => {
    const row: unknown[] = ["", "", "", "", s];
    if (i < comps.length) row.push("", comps[i][0], comps[i][1]);
    sheet.push(row);
  });
  sheet[1][8] = "=BRIDGE.WEIGHTEDMATCHPOINTS(E2:E12,G2:G5,H2:H5)";
  sheet[2][8] = "=BRIDGE.WEIGHTEDBUTLER(E2:E12,G2:G5,H2:H5)";
  sheet[3][8] = '=BRIDGE.WEIGHTEDCROSSIMP(E2:E12,G2:G5,H2:H5,"total")';
  sheet[1][9] = "=BRIDGE.WEIGHTEDMATCHPOINTS(E2:E12,G2:G5,H2:H5,,,E2:E12)";

  test("the weighted table: 12.6 matchpoints, 2.4 Butler IMPs, 24.8 total cross-IMPs (sections 4.1, 5.1, 6.1)", () => {
    withSheet(sheet, (hf) => {
      expect(at(hf, "I2")).toBe(12.6);
      expect(at(hf, "I3")).toBe(2.4);
      expect(close(at(hf, "I4"))).toBe(24.8);
    });
  });

  test("the other tables against the adjusted frequencies spill from the skipped-argument form", () => {
    withSheet(sheet, (hf) => {
      // 2 x 20.7, 5 x 13.0, 2 x 5.4, 2 x 1.1 (worked in functions.test.ts).
      expect(columnAt(hf, "J", 2, 12).map(close)).toEqual([
        20.7, 20.7, 13, 13, 13, 13, 13, 5.4, 5.4, 1.1, 1.1,
      ]);
    });
  });
});

describe("scalar functions inside other formulas", () => {
  test("CONTRACTSCORE, OBLIGATION inside IMP, VP20 over a range", () => {
    withSheet(
      [
        [
          '=BRIDGE.CONTRACTSCORE("3NT","E",10,15)',
          '=BRIDGE.IMP(410-BRIDGE.OBLIGATION(33,"NS",1))',
          "",
          "=BRIDGE.VP20(C2:C4,16)",
        ],
        ['=BRIDGE.CONTRACTSCORE("4S","S","+1",BRIDGE.VULNERABILITY(1))', "", 14],
        ["", "", -14],
        ["", "", 0],
      ],
      (hf) => {
        expect(at(hf, "A1")).toBe(-430); // board 15 of the club's "Cross-IMP Scoring"
        expect(at(hf, "A2")).toBe(450);
        expect(at(hf, "B1")).toBe(-10); // "BridgeHit is transferring to IMP scoring": 410 - 900
        expect(columnAt(hf, "D", 1, 3)).toEqual([13.75, 6.25, 10]); // WBF 2013, 16 boards
      },
    );
  });
});

test("the adapter knows which argument every spilling function's result follows", () => {
  const { functions } = readMetadata();
  const spilling = functions
    .filter((f) => f.result?.dimensionality === "matrix" && !ASYNCHRONOUS.has(f.id))
    .map((f) => f.id);
  expect(spilling.sort()).toEqual([...Object.keys(SPILLS_LIKE), ...Object.keys(SPILLS_AT_MOST)].sort());
});
