// A traveller's earlier results replaced, against office-addin-mock: the earlier sheet set aside,
// the new one written under its name, the earlier one deleted only then; and when the write fails,
// the earlier sheet named as it was and nothing added.
import { replaceSheet } from "../../src/office/replace-sheet";
import type { SheetModel } from "../../src/sheet/model";
import { installMockExcel, uninstallMockExcel } from "../support/mock-excel";

afterEach(() => uninstallMockExcel());

const MODEL: SheetModel = {
  name: "Session matchpoints",
  cells: [{ row: 0, col: 0, value: "Session matchpoints" }],
  blocks: [],
};

describe("replaceSheet", () => {
  test("the new sheet takes the earlier one's name; the earlier is deleted once it is written", async () => {
    const book = installMockExcel(["Sheet1", "Session matchpoints", "Notes"]);
    const written = await replaceSheet(MODEL, ["Session matchpoints"]);
    expect(written).toEqual({
      name: "Session matchpoints",
      range: "A1",
      replaced: ["Session matchpoints"],
      left: [],
    });
    expect(book.renamed).toEqual([["Session matchpoints", "Session matchpoints old"]]);
    expect(book.added.map((s) => s.name)).toEqual(["Session matchpoints"]);
    expect(book.deleted).toEqual(["Session matchpoints old"]);
    expect(book.sheetNames).toEqual(["Sheet1", "Notes", "Session matchpoints"]);
  });

  test("an earlier sheet no longer there is passed over; two are both replaced", async () => {
    const book = installMockExcel(["Sheet1", "Session matchpoints", "Session matchpoints (2)"]);
    const written = await replaceSheet(MODEL, ["Gone", "Session matchpoints", "session matchpoints (2)"]);
    expect(written.replaced).toEqual(["Session matchpoints", "Session matchpoints (2)"]);
    expect(book.deleted).toEqual(["Session matchpoints old", "Session matchpoints (2) old"]);
    expect(book.sheetNames).toEqual(["Sheet1", "Session matchpoints"]);
  });

  test("when the write fails, the earlier sheet gets its name back and nothing new stays", async () => {
    // Syncs: 1 names, 2 the renaming, 3 the writer's names, 4 its one batch (fails); then the
    // writer removes what it added and the earlier sheet is renamed back.
    const book = installMockExcel(["Sheet1", "Session matchpoints"], undefined, undefined, { failAtSync: 4 });
    await expect(replaceSheet(MODEL, ["Session matchpoints"])).rejects.toThrow(
      /every other sheet is as it was/,
    );
    expect(book.renamed).toEqual([
      ["Session matchpoints", "Session matchpoints old"],
      ["Session matchpoints old", "Session matchpoints"],
    ]);
    expect(book.sheetNames).toEqual(["Sheet1", "Session matchpoints"]);
    // The only sheet deleted is the one the failed write was adding.
    expect(book.deleted).toEqual(["Session matchpoints"]);
    expect(book.added).toHaveLength(1);
  });

  test("when the earlier sheet cannot be set aside, nothing is written", async () => {
    const book = installMockExcel(["Sheet1", "Session matchpoints"], undefined, undefined, {
      failRename: true,
    });
    await expect(replaceSheet(MODEL, ["Session matchpoints"])).rejects.toThrow(/renamed/);
    expect(book.added).toEqual([]);
    expect(book.sheetNames).toEqual(["Sheet1", "Session matchpoints"]);
  });
});
