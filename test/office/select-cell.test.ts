// A problem's cell shown when the director clicks it in the pane's list, against office-addin-mock:
// its sheet activated and the cell selected, in one sync; nothing written.
import { selectCell } from "../../src/office/select-cell";
import { installMockExcel, uninstallMockExcel } from "../support/mock-excel";

afterEach(() => uninstallMockExcel());

describe("selectCell", () => {
  test("Sheet1!F7: Sheet1 activated and F7 selected, in one sync, nothing else touched", async () => {
    const book = installMockExcel(["Sheet1", "Board 15"]);
    await selectCell("Sheet1!F7");
    expect(book.shown).toEqual(["Sheet1"]);
    expect(book.ranges.map((r) => [r.sheet, r.address, r.range.selected])).toEqual([["Sheet1", "F7", true]]);
    expect(book.syncs).toBe(1);
    expect(book.added).toEqual([]);
  });

  test("a quoted sheet name ('Board 15'!C4) is the sheet Board 15", async () => {
    const book = installMockExcel(["Sheet1", "Board 15"]);
    await selectCell("'Board 15'!C4");
    expect(book.shown).toEqual(["Board 15"]);
    expect(book.ranges.map((r) => [r.sheet, r.address])).toEqual([["Board 15", "C4"]]);
  });

  test("an address that is not one is refused before Excel is called", async () => {
    const book = installMockExcel(["Sheet1"]);
    await expect(selectCell("Sheet1!not a cell")).rejects.toThrow(/is not a range address/);
    expect(book.syncs).toBe(0);
  });
});
