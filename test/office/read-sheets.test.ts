// Reading whole sheets for an event of several sessions, against the mock workbook: the sheets'
// names, and each chosen sheet's used range in one request, an empty sheet giving an empty area.
import { listSheets, readSheets } from "../../src/office/read-sheets";
import { installMockExcel, uninstallMockExcel } from "../support/mock-excel";

afterEach(() => uninstallMockExcel());

test("the workbook's sheets, in order, in one sync", async () => {
  const book = installMockExcel(["Monday", "Tuesday", "Notes"]);
  expect(await listSheets()).toEqual(["Monday", "Tuesday", "Notes"]);
  expect(book.syncs).toBe(1);
});

test("each chosen sheet's used range read once: its size, then its cells, each for all sheets in one sync; a blank sheet is an empty area", async () => {
  const book = installMockExcel(["Monday", "Blank", "Notes"], undefined, undefined, undefined, {
    Monday: {
      address: "Monday!B3:E4",
      values: [
        ["Board", "NS", "EW", "Score"],
        [1, 1, 1, 420],
      ],
    },
  });
  const [monday, blank] = await readSheets(["Monday", "Blank"]);
  expect(book.syncs).toBe(2);
  expect(book.calls).toEqual(["usedRange Monday", "usedRange Blank"]);
  // B3 is row 2, column 1 counted from 0: problems are named by the sheet's own addresses.
  expect(monday).toMatchObject({ sheet: "Monday", range: "B3:E4", top: 2, left: 1 });
  expect(monday.values[1]).toEqual([1, 1, 1, 420]);
  expect(monday.sheetNames).toEqual(["Monday", "Blank", "Notes"]);
  expect(blank).toMatchObject({ sheet: "Blank", values: [[]] });
});

test("a sheet of more than 100,000 filled cells is refused before its cells are read", async () => {
  installMockExcel(["Monday", "Data"], undefined, undefined, undefined, {
    Monday: {
      address: "Monday!A1:D2",
      values: [
        ["Board", "NS", "EW", "Score"],
        [1, 1, 1, 420],
      ],
    },
    Data: { address: "Data!A1:J10001", values: [[]], cellCount: 100_010 },
  });
  await expect(readSheets(["Monday", "Data"])).rejects.toThrow(
    "Data has 100,010 filled cells (Data!A1:J10001), more than a session's traveller: untick it, or move what else is on it to another sheet.",
  );
});
