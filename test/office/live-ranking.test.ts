// A live ranking put in the workbook, against office-addin-mock: RANKING in A1 of a new sheet (its
// name made unique) or at an empty cell named, BOARDRESULTS beside the traveller when the two
// columns there are empty; never over a filled cell; nothing left behind when Excel fails.
import { insertLiveRanking, type LiveRankingRequest } from "../../src/office/live-ranking";
import { SheetWriteError } from "../../src/office/failures";
import { installMockExcel, uninstallMockExcel, type MockWorkbook } from "../support/mock-excel";
import { RANKING_EXAMPLE } from "../support/session-rankings";

afterEach(() => uninstallMockExcel());

const RANKING = `=BRIDGE.RANKING(Sheet1!$B$3:$E$9,"mp")`;
const RESULTS = `=BRIDGE.BOARDRESULTS(Sheet1!$B$3:$E$9,"mp")`;

/** The worked example's traveller at B3:E9 of Sheet1: 7 rows (header and six tables), 4 columns. */
const TRAVELLER = { sheet: "Sheet1", top: 2, left: 1, rows: 7, columns: 4 };
const CELLS = RANKING_EXAMPLE.map((r) => [...r]);
const USED = { Sheet1: { address: "Sheet1!B3:E9", values: CELLS } };

/** Every formula written: where, and what. */
const written = (book: MockWorkbook): [string, string, unknown][] =>
  book.ranges
    .filter((r) => r.range.formulas !== undefined)
    .map((r) => [r.sheet, r.address, r.range.formulas]);

describe("insertLiveRanking", () => {
  test("no cell named: RANKING in A1 of a new sheet, shown, in 2 syncs; BOARDRESULTS not asked for", async () => {
    const book = installMockExcel(["Sheet1"], undefined, () => true, {}, USED);
    const out = await insertLiveRanking({ ranking: RANKING, traveller: TRAVELLER });
    expect(out).toEqual({
      ranking: "'Live ranking'!A1",
      sheet: "Live ranking",
      boardResults: null,
      notWritten: [],
    });
    expect(written(book)).toEqual([["Live ranking", "A1", [[RANKING]]]]);
    expect(book.added.map((s) => [s.name, s.activated])).toEqual([["Live ranking", true]]);
    expect(book.syncs).toBe(2);
  });

  test("a sheet named Live ranking already there: the new one is made unique, the old one untouched", async () => {
    const book = installMockExcel(["Sheet1", "Live ranking"], undefined, () => true, {}, USED);
    const out = await insertLiveRanking({ ranking: RANKING, traveller: TRAVELLER });
    expect(out.sheet).toBe("Live ranking (2)");
    expect(written(book)).toEqual([["Live ranking (2)", "A1", [[RANKING]]]]);
  });

  test("an empty cell named: the ranking goes there, on the traveller's sheet when the cell names none", async () => {
    const book = installMockExcel(["Sheet1"], undefined, () => true, {}, USED);
    const out = await insertLiveRanking({ ranking: RANKING, traveller: TRAVELLER, at: "H2" });
    expect(out).toEqual({ ranking: "Sheet1!H2", boardResults: null, notWritten: [] });
    expect(written(book)).toEqual([["Sheet1", "H2", [[RANKING]]]]);
    expect(book.added).toEqual([]);
  });

  test("a filled cell named (the traveller's C4): nothing is written at all, and the answer says where and why", async () => {
    const book = installMockExcel(["Sheet1"], undefined, () => true, {}, USED);
    const request: LiveRankingRequest = {
      ranking: RANKING,
      boardResults: RESULTS,
      traveller: TRAVELLER,
      at: "Sheet1!C4",
    };
    const out = await insertLiveRanking(request);
    expect(out.ranking).toBeNull();
    expect(out.boardResults).toBeNull();
    expect(out.notWritten).toEqual([expect.stringMatching(/^Sheet1!C4 is not empty: nothing was written/)]);
    expect(written(book)).toEqual([]);
    expect(book.added).toEqual([]);
  });

  test("BOARDRESULTS asked for, F3:G9 empty: written in F3, the first row of the traveller, first column right of it", async () => {
    const book = installMockExcel(["Sheet1"], undefined, () => true, {}, USED);
    const out = await insertLiveRanking({ ranking: RANKING, boardResults: RESULTS, traveller: TRAVELLER });
    expect(out.boardResults).toBe("Sheet1!F3");
    expect(written(book)).toEqual([
      ["Live ranking", "A1", [[RANKING]]],
      ["Sheet1", "F3", [[RESULTS]]],
    ]);
    // The block checked is the two columns right of B3:E9, the traveller's 7 rows.
    expect(book.ranges.map((r) => r.address)).toContain("F3:G9");
  });

  test("BOARDRESULTS asked for, a note typed in G9: the ranking alone is written, and the answer says why", async () => {
    const note = CELLS.map((r, i) => [...r, "", i === 6 ? "checked" : ""]);
    const book = installMockExcel(
      ["Sheet1"],
      undefined,
      () => true,
      {},
      {
        Sheet1: { address: "Sheet1!B3:G9", values: note },
      },
    );
    const out = await insertLiveRanking({ ranking: RANKING, boardResults: RESULTS, traveller: TRAVELLER });
    expect(out.ranking).toBe("'Live ranking'!A1");
    expect(out.boardResults).toBeNull();
    expect(out.notWritten).toEqual([
      expect.stringMatching(/two columns from Sheet1!F3 down the traveller's 7 rows are not empty/),
    ]);
    expect(written(book)).toEqual([["Live ranking", "A1", [[RANKING]]]]);
  });

  test("the ranking named in the BOARDRESULTS block: the ranking goes there, BOARDRESULTS is not written over it", async () => {
    const book = installMockExcel(["Sheet1"], undefined, () => true, {}, USED);
    const out = await insertLiveRanking({
      ranking: RANKING,
      boardResults: RESULTS,
      traveller: TRAVELLER,
      at: "G5",
    });
    expect(out.ranking).toBe("Sheet1!G5");
    expect(out.boardResults).toBeNull();
    expect(out.notWritten).toEqual([expect.stringMatching(/the ranking goes at Sheet1!G5/)]);
    expect(written(book)).toEqual([["Sheet1", "G5", [[RANKING]]]]);
  });

  test("a cell on a sheet named with a quote: quoted in the answer, written on that sheet", async () => {
    const book = installMockExcel(["Sheet1", "Club's pairs"], undefined, () => true, {}, USED);
    const out = await insertLiveRanking({ ranking: RANKING, traveller: TRAVELLER, at: "'Club''s pairs'!B2" });
    expect(out.ranking).toBe("'Club''s pairs'!B2");
    expect(written(book)).toEqual([["Club's pairs", "B2", [[RANKING]]]]);
  });

  test("a range named for the ranking is refused before Excel is called", async () => {
    const book = installMockExcel(["Sheet1"], undefined, () => true, {}, USED);
    await expect(insertLiveRanking({ ranking: RANKING, traveller: TRAVELLER, at: "H2:J4" })).rejects.toThrow(
      /is a range: name one cell/,
    );
    expect(book.syncs).toBe(0);
  });

  test("Excel fails on the write: the new sheet is deleted, and the error says nothing was left", async () => {
    const book = installMockExcel(["Sheet1"], undefined, () => true, { failAtSync: 2 }, USED);
    const failure = insertLiveRanking({ ranking: RANKING, traveller: TRAVELLER });
    await expect(failure).rejects.toBeInstanceOf(SheetWriteError);
    await expect(failure).rejects.toThrow(/Nothing was left behind/);
    expect(book.deleted).toEqual(["Live ranking"]);
    expect(book.sheetNames).toEqual(["Sheet1"]);
  });
});
