// The Office writer at the sizes real events reach, against office-addin-mock: a 36-board,
// 20-table session scored all three ways, a board of 2,000 results, a failure in the third
// request, and a protected workbook. (A selection too large to read without asking is in
// read-selection.test.ts.)
import { writeSheet } from "../../src/office/write-sheet";
import { MAX_REQUEST_BYTES } from "../../src/office/batches";
import { SheetWriteError } from "../../src/office/failures";
import { sheetLayout } from "../../src/office/layout";
import { parseAddress } from "../../src/office/area";
import type { SheetModel } from "../../src/sheet/model";
import { installMockExcel, uninstallMockExcel, type MockWorkbook } from "../support/mock-excel";
import { sessionSheet } from "../support/sessions";

afterEach(() => uninstallMockExcel());

/** Every formula and constant written to a sheet, put together from the blocks of rows written. */
function writtenGrid(book: MockWorkbook, sheet: string): unknown[][] {
  const grid: unknown[][] = [];
  for (const r of book.ranges.filter((x) => x.sheet === sheet && Array.isArray(x.range.formulas))) {
    const at = parseAddress(r.address);
    r.range.formulas!.forEach((row, i) => {
      expect(grid[at.top + i]).toBeUndefined(); // no row written twice
      grid[at.top + i] = row;
    });
  }
  return grid;
}

/** Every number format written, rows in no batch (all General) filled in as General. */
function writtenFormats(book: MockWorkbook, sheet: string, rows: number, columns: number): unknown[][] {
  const grid: unknown[][] = Array.from({ length: rows }, () => new Array<string>(columns).fill("General"));
  for (const r of book.ranges.filter((x) => x.sheet === sheet && Array.isArray(x.range.numberFormat))) {
    const at = parseAddress(r.address);
    r.range.numberFormat!.forEach((row, i) => (grid[at.top + i] = row));
  }
  return grid;
}

let session: SheetModel;
beforeAll(() => {
  session = sessionSheet(36, 20, { method: "all" });
});

describe("requests of bounded size", () => {
  test("36 boards of 20 tables, all three methods: 3 syncs (names, then 2 requests under 4 MB), the same cells as one request", async () => {
    const book = installMockExcel(["Traveller"]);
    const progress: [number, number][] = [];
    const written = await writeSheet(session, { onBatch: (done, total) => progress.push([done, total]) });
    const layout = sheetLayout(session);
    // 10,149 rows of 15 columns. Each board of 20 results is worked on its frequency table, its
    // blocks reaching column O (14); the ranking at the top takes 149 rows: 3 methods x (a heading
    // + 2 fields x (title, header, 20 pairs, a gap)) = 141, the 2 lines over the links, 5 rows of
    // 37 links and a gap. The summary's 8 columns before its boards leave 7 boards to a band, so
    // its 36 boards go in 6 bands: each field's 5 later bands take 5 x (a gap, title, header, 20
    // pairs) = 115 rows, 690 for 2 fields x 3 methods, and matchpoints' tops a row for each later
    // band, 5: 695 rows more than the 9,454 of one band 44 columns wide. 2.2 MB of formulas and
    // 1.5 MB of number formats, plus the style rectangles, is more than one request of 4 MB holds.
    expect([layout.rows, layout.columns]).toEqual([10149, 15]);
    expect(book.syncs).toBe(3);
    expect(progress).toEqual([
      [1, 2],
      [2, 2],
    ]);
    // Sync 1 reads the names and carries nothing; each later one carries its batch's arrays.
    expect(book.requestBytes[0]).toBe(0);
    for (const bytes of book.requestBytes.slice(1)) {
      expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(MAX_REQUEST_BYTES);
    }
    // The requests together carry the whole sheet's arrays, 3.7 MB (its styles besides).
    expect(book.requestBytes[1] + book.requestBytes[2]).toBeGreaterThan(3_500_000);
    expect(writtenGrid(book, written.name)).toEqual(layout.formulas);
    expect(writtenFormats(book, written.name, layout.rows, layout.columns)).toEqual(layout.numberFormats);
    expect(book.added.map((s) => s.name)).toEqual(["Session all methods"]);
    expect(book.sheetNames).toEqual(["Traveller", "Session all methods"]);
  }, 60_000);

  test("calculation is suspended for each request, so it stays suspended until the last is written", async () => {
    const book = installMockExcel([]);
    const suspensions: number[] = [];
    const g = globalThis as unknown as {
      Excel: { run: (f: (ctx: unknown) => Promise<unknown>) => Promise<unknown> };
    };
    const run = g.Excel.run;
    g.Excel.run = (f) =>
      run((ctx) => {
        const app = (ctx as { workbook: { application: { suspendApiCalculationUntilNextSync: () => void } } })
          .workbook.application;
        const suspend = app.suspendApiCalculationUntilNextSync.bind(app);
        app.suspendApiCalculationUntilNextSync = () => {
          suspensions.push(book.syncs);
          suspend();
        };
        return f(ctx);
      });
    await writeSheet(session);
    // Before sync 2 (the first batch) and sync 3 (the second).
    expect(suspensions).toEqual([1, 2]);
  }, 60_000);

  test("a board of 2,000 results scored all three ways fits one request: 2 syncs", async () => {
    const model = sessionSheet(1, 2000, { method: "all" });
    const book = installMockExcel([]);
    const written = await writeSheet(model);
    const layout = sheetLayout(model);
    // 10,477 rows (the board's frequency table and its workings, the 2,000 results under each
    // method and the rankings) of 15 columns.
    expect(layout.rows).toBe(10477);
    expect(book.syncs).toBe(2);
    expect(book.requestBytes[1]).toBeGreaterThan(2_000_000);
    expect(book.requestBytes[1]).toBeLessThanOrEqual(MAX_REQUEST_BYTES);
    expect(writtenGrid(book, written.name)).toEqual(layout.formulas);
  }, 60_000);

  test("the same board in requests of at most 500 kB: one sync per batch, the same cells", async () => {
    const model = sessionSheet(1, 2000, { method: "all" });
    // The same sheet in one request first: its size sets how many half-megabyte batches it needs.
    const whole = installMockExcel([]);
    await writeSheet(model);
    const bytes = whole.requestBytes[1];
    expect(bytes).toBeGreaterThan(2_000_000);
    const book = installMockExcel([]);
    const progress: number[] = [];
    const written = await writeSheet(model, {
      maxRequestBytes: 500_000,
      onBatch: (_done, total) => progress.push(total),
    });
    // Over 2 MB in batches of at most 0.5 MB: at least as many batches as 0.5 MB goes into it.
    const batches = progress[0];
    expect(batches).toBeGreaterThanOrEqual(Math.ceil(bytes / 500_000));
    expect(book.syncs).toBe(1 + batches);
    for (const bytes of book.requestBytes.slice(1)) expect(bytes).toBeLessThanOrEqual(500_000);
    expect(writtenGrid(book, written.name)).toEqual(sheetLayout(model).formulas);
  }, 60_000);
});

describe("nothing half-written", () => {
  test("a failure in the third request: the new sheet is deleted, the others are as they were, and the message says what to do", async () => {
    // Sync 1 reads the names, syncs 2 and 3 write batches 1 and 2, sync 4 (batch 3) fails.
    const book = installMockExcel(["Sheet1", "Traveller"], undefined, () => true, { failAtSync: 4 });
    const progress: number[] = [];
    const failure = writeSheet(session, {
      maxRequestBytes: 1_000_000,
      onBatch: (done) => progress.push(done),
    });
    await expect(failure).rejects.toBeInstanceOf(SheetWriteError);
    await expect(failure).rejects.toThrow(/Excel stopped the write .*Nothing was left behind/);
    expect(progress).toEqual([1, 2]);
    expect(book.added.map((s) => s.name)).toEqual(["Session all methods"]);
    expect(book.deleted).toEqual(["Session all methods"]);
    expect(book.sheetNames).toEqual(["Sheet1", "Traveller"]);
    // Nothing was ever written to the sheets that were there.
    expect(book.ranges.every((r) => r.sheet === "Session all methods")).toBe(true);
  }, 60_000);

  test("a protected workbook (ExcelApi 1.7): refused after the first sync, nothing added", async () => {
    const book = installMockExcel(["Sheet1"], undefined, () => true, { protected: true });
    const failure = writeSheet(sessionSheet(2, 3));
    await expect(failure).rejects.toThrow(/protected.*Review, Protect Workbook.*Nothing was written/);
    expect(book.syncs).toBe(1);
    expect(book.added).toEqual([]);
    expect(book.sheetNames).toEqual(["Sheet1"]);
  });

  test("a protected workbook where protection cannot be asked: Excel refuses the sheet, and the message says why", async () => {
    const book = installMockExcel(["Sheet1"], undefined, (v) => Number(v.split(".")[1]) < 7, {
      protected: true,
    });
    await expect(writeSheet(sessionSheet(2, 3))).rejects.toThrow(
      /workbook is protected\. Unprotect it .* Nothing was left behind/,
    );
    expect(book.added).toEqual([]);
    expect(book.deleted).toEqual([]);
    expect(book.sheetNames).toEqual(["Sheet1"]);
  });

  test("a sheet of the same name added meanwhile is not deleted: it is someone else's", async () => {
    const book = installMockExcel(["Sheet1"], undefined, () => true, {
      failAtSync: 2,
      code: "ItemAlreadyExists",
    });
    await expect(writeSheet(sessionSheet(2, 3))).rejects.toThrow(/appeared while the pane was writing/);
    expect(book.deleted).toEqual([]);
  });
});
