import { awardIn, pairText, prepareTable, tableName } from "../../../src/scoring/board/prepare";
import type { TableInput } from "../../../src/scoring/board/scored-board";
import { ScoringError } from "../../../src/scoring/base/errors";
import type { Entry } from "../../../src/scoring/model/entry";
import { Fraction } from "../../../src/scoring/rules/fraction";
import { TravellerError } from "../../../src/scoring/traveller/problems";
import { award, notPlayed, percentAward, plain, weighted } from "./board-to-score";

// prepareTable reads one traveller row into what the methods need: the two pairs as text, what the
// row puts on NS's and on EW's frequency table, and whether its award or weighting is split.

const row = (entry: Entry, ns: string | number = 3, ew: string | number = 5): TableInput => ({
  ns,
  ew,
  entry,
});
const prepare = (entry: Entry) => prepareTable(row(entry), 0, 7);

describe("pairText", () => {
  test("a number as it is, text trimmed, anything else blank", () => {
    expect(pairText(3)).toBe("3");
    expect(pairText(3.0)).toBe("3");
    expect(pairText(" A3 ")).toBe("A3");
    expect(pairText("")).toBe("");
    expect(pairText(null)).toBe("");
    expect(pairText(undefined)).toBe("");
    expect(pairText(true)).toBe("");
  });
});

describe("prepareTable: each kind of entry", () => {
  test("a plain score goes on both sides' tables as it is", () => {
    const p = prepare(plain(-420));
    expect(p).toEqual({
      input: row(plain(-420)),
      ns: "3",
      ew: "5",
      nsTable: -420,
      ewTable: -420,
      splitAward: false,
      splitWeights: false,
    });
  });

  test("a table not played puts nothing on either table", () => {
    expect(prepare(notPlayed)).toMatchObject({
      nsTable: null,
      ewTable: null,
      splitAward: false,
      splitWeights: false,
    });
  });

  test("an award puts nothing on either table; it is split unless EW's is the mirror of NS's", () => {
    // Mirrors: A+ / A-, A= / A=, A- / A+, 60% / 40%, 50% / 50%.
    for (const e of [award("A+"), award("A="), award("A-"), percentAward(60, 40), percentAward(50, 50)]) {
      expect(prepare(e)).toMatchObject({ nsTable: null, ewTable: null, splitAward: false });
    }
    // Not mirrors: A+ / A+, A- / A-, A= / A+, 60% / 60%, 60% / 30%.
    for (const e of [
      award("A+", "A+"),
      award("A-", "A-"),
      award("A=", "A+"),
      percentAward(60, 60),
      percentAward(60, 30),
    ]) {
      expect(prepare(e)).toMatchObject({ nsTable: null, ewTable: null, splitAward: true });
    }
  });

  test("a weighted score puts each side's parts (score and weight) on its table", () => {
    const same = prepare(
      weighted([
        [0.6, 420],
        [0.4, -50],
      ]),
    );
    expect(same).toMatchObject({
      nsTable: [
        { score: 420, weight: 0.6 },
        { score: -50, weight: 0.4 },
      ],
      ewTable: [
        { score: 420, weight: 0.6 },
        { score: -50, weight: 0.4 },
      ],
      splitAward: false,
      splitWeights: false,
    });
    const split = prepare(
      weighted(
        [
          [0.6, 420],
          [0.4, -50],
        ],
        [
          [0.5, 420],
          [0.5, -50],
        ],
      ),
    );
    expect(split).toMatchObject({
      nsTable: [
        { score: 420, weight: 0.6 },
        { score: -50, weight: 0.4 },
      ],
      ewTable: [
        { score: 420, weight: 0.5 },
        { score: -50, weight: 0.5 },
      ],
      splitWeights: true,
    });
    // Different scores with the same weights are split too, and so are different numbers of parts.
    expect(
      prepare(
        weighted(
          [
            [0.5, 420],
            [0.5, -50],
          ],
          [
            [0.5, 420],
            [0.5, -100],
          ],
        ),
      ).splitWeights,
    ).toBe(true);
    expect(
      prepare(
        weighted(
          [
            [0.5, 420],
            [0.5, -50],
          ],
          [[1, 420]],
        ),
      ).splitWeights,
    ).toBe(true);
  });

  test("pairs are read as text: numbers as they are, names trimmed", () => {
    expect(prepareTable(row(plain(100), 12, " B4 "), 0, 1)).toMatchObject({ ns: "12", ew: "B4" });
  });
});

describe("prepareTable: what it refuses", () => {
  test("a row without a pair, naming the board and table", () => {
    expect(() => prepareTable(row(plain(100), "", 5), 1, 7)).toThrow("Board 7, table 2: no NS pair.");
    expect(() => prepareTable(row(plain(100), 3, "  "), 2, 7)).toThrow("Board 7, table 3: no EW pair.");
  });

  test("a score that is not a number", () => {
    expect(() => prepare(plain(NaN))).toThrow("Board 7, table 1: the score NaN is not a number.");
    expect(() => prepare({ kind: "plain", score: "420" as unknown as number })).toThrow(
      "Board 7, table 1: the score 420 is not a number.",
    );
  });

  test("a row that is not a table, and an entry of no known kind", () => {
    const notATable = "Board 7, table 1: not a table (expected NS and EW pairs and an entry).";
    expect(() => prepareTable(null as unknown as TableInput, 0, 7)).toThrow(notATable);
    expect(() => prepareTable({ ns: 1, ew: 2 } as unknown as TableInput, 0, 7)).toThrow(notATable);
    expect(() => prepare({ kind: "bye" } as unknown as Entry)).toThrow(
      'Board 7, table 1: unknown entry "bye".',
    );
    expect(() => prepare({ kind: "bye" } as unknown as Entry)).toThrow(ScoringError);
  });
});

describe("tableName and awardIn", () => {
  const p = prepare(award("A+"));
  const refuse = (): Fraction => {
    throw new ScoringError("no IMP value for 55%", "notAvailable");
  };

  test("a table is named by its pairs", () => {
    expect(tableName(p)).toBe("NS 3 v EW 5");
  });

  test("awardIn passes the award's value through", () => {
    expect(awardIn(p, () => Fraction.of(3)).toString()).toBe("3");
  });

  test("a refusal on a table without a source row names the table and keeps its kind", () => {
    expect(() => awardIn(p, refuse)).toThrow(new ScoringError("NS 3 v EW 5: no IMP value for 55%"));
    try {
      awardIn(p, refuse);
    } catch (e) {
      expect(e).not.toBeInstanceOf(TravellerError);
      expect((e as ScoringError).kind).toBe("notAvailable");
    }
  });

  test("a refusal on a traveller row becomes a problem at the award's cell", () => {
    const problemOf = (cells: TableInput["cells"]) => {
      const q = prepareTable({ ...row(award("A+")), row: 4, cells }, 0, 7);
      try {
        awardIn(q, refuse);
      } catch (e) {
        expect(e).toBeInstanceOf(TravellerError);
        return (e as TravellerError).problems;
      }
      throw new Error("not refused");
    };
    // The score cell first, then the plus and minus score columns, then the contract, else column 0.
    expect(problemOf({ score: 2, contract: 3 })).toEqual([
      { row: 4, column: 2, message: "no IMP value for 55%" },
    ]);
    expect(problemOf({ scorePlus: 5, scoreMinus: 6 })).toEqual([
      { row: 4, column: 5, message: "no IMP value for 55%" },
    ]);
    expect(problemOf({ scoreMinus: 6, contract: 3 })).toEqual([
      { row: 4, column: 6, message: "no IMP value for 55%" },
    ]);
    expect(problemOf({ contract: 3 })).toEqual([{ row: 4, column: 3, message: "no IMP value for 55%" }]);
    expect(problemOf(undefined)).toEqual([{ row: 4, column: 0, message: "no IMP value for 55%" }]);
  });

  test("anything but a ScoringError goes through unchanged", () => {
    const boom = new TypeError("boom");
    expect(() =>
      awardIn(p, () => {
        throw boom;
      }),
    ).toThrow(boom);
  });
});
