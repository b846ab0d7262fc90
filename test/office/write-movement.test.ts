// A made movement's sheets written through the Office adapter, against office-addin-mock: each on a
// new sheet named apart from the workbook's, a page break above each table card, and nothing
// left behind when one of them fails.
import { writeMovementSheets } from "../../src/office/write-movement";
import { movementSheets } from "../../src/sheet/movement-sheets";
import { installMockExcel, uninstallMockExcel } from "../support/mock-excel";
import { madeMitchell } from "../support/made-movements";

afterEach(() => uninstallMockExcel());

describe("writeMovementSheets", () => {
  it("adds each sheet, never over one there, with a page break above each card after the first", async () => {
    const book = installMockExcel(["Sheet1", "Traveller"]);
    const done: string[] = [];
    const written = await writeMovementSheets(movementSheets(madeMitchell(7, 3)), {
      onSheet: (k, total) => done.push(`${k}/${total}`),
    });
    expect(written.map((w) => w.name)).toEqual(["Board sets", "Table cards", "Traveller (2)"]);
    expect(book.sheetNames).toEqual(["Sheet1", "Traveller", "Board sets", "Table cards", "Traveller (2)"]);
    expect(done).toEqual(["1/3", "2/3", "3/3"]);
    // Cards of 11 rows: tables 2 to 7 start on rows 12, 23, ..., 67, each with a break above it.
    const cards = book.added.find((a) => a.name === "Table cards")!;
    expect(cards.pageLayout.pageBreaks).toEqual(["A12", "A23", "A34", "A45", "A56", "A67"]);
    expect(cards.pageLayout).toMatchObject({ orientation: "Portrait", printArea: "A1:F76" });
    // Each sheet fits one request: the names, then its batch, 2 syncs a sheet.
    expect(book.syncs).toBe(6);
    expect(book.deleted).toEqual([]);
  });

  it("a sheet that fails takes the ones written before it away again, and says so", async () => {
    // The third sheet's batch is the 6th sync.
    const book = installMockExcel(["Sheet1"], undefined, () => true, { failAtSync: 6 });
    await expect(writeMovementSheets(movementSheets(madeMitchell(3, 2)))).rejects.toThrow(
      /The movement's sheet "Traveller" could not be written: .* The sheets written before it were deleted again\./,
    );
    expect([...book.deleted].sort()).toEqual(["Board sets", "Table cards", "Traveller"]);
  });
});
