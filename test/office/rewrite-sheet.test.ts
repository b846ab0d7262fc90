// Refresh from the file in Excel: a results file's traveller written again over the sheet the pane
// put it on, against a small fake of Excel.run that logs each call in order: only the block the
// pane wrote before is emptied, the new block is written from A1 with its header bold and left
// selected; a sheet that is gone writes nothing (the caller inserts a new one); a failure says so.
import { rewriteTraveller } from "../../src/office/rewrite-sheet";

interface Call {
  readonly what: string;
  readonly address?: string;
  readonly value?: unknown;
}

/** Excel with the named sheets: each call on a sheet's ranges logged; `failSync` makes sync throw. */
function installExcel(sheets: string[], failSync?: { code: string; message: string }) {
  const calls: Call[] = [];
  const range = (address: string) => ({
    set formulas(value: unknown) {
      calls.push({ what: "formulas", address, value });
    },
    format: {
      font: {
        set bold(value: boolean) {
          calls.push({ what: "bold", address, value });
        },
      },
      autofitColumns: () => calls.push({ what: "autofit", address }),
    },
    select: () => calls.push({ what: "select", address }),
  });
  const context = {
    workbook: {
      worksheets: {
        items: sheets.map((name) => ({ name })),
        load: () => undefined,
        getItem: (name: string) => {
          if (!sheets.includes(name)) throw new Error(`There is no sheet named ${name}.`);
          return { getRange: range, activate: () => calls.push({ what: "activate", value: name }) };
        },
      },
    },
    sync: async () => {
      if (failSync) throw Object.assign(new Error(failSync.message), { code: failSync.code });
    },
  };
  (globalThis as unknown as Record<string, unknown>).Excel = {
    run: async <T>(batch: (ctx: unknown) => Promise<T>): Promise<T> => batch(context),
  };
  return calls;
}

afterEach(() => {
  delete (globalThis as unknown as Record<string, unknown>).Excel;
});

// The traveller as the results file has it now: a header and three tables of board 1 (A1:D4).
const LATER = [
  ["Board", "NS", "EW", "Score"],
  [1, 1, 2, 420],
  [1, 3, 4, -50],
  [1, 5, 6, 450],
];

describe("rewriteTraveller", () => {
  test("the block written before is emptied, then the traveller as it is now goes from A1, header bold, selected", async () => {
    const calls = installExcel(["Sheet1", "Club Pairs A"]);
    const written = await rewriteTraveller("club pairs a", LATER, { headerRows: [0], clear: "A1:D3" });
    expect(written).toEqual({ name: "Club Pairs A", range: "A1:D4" });
    expect(calls).toEqual([
      // Only the two tables' block of the first read is emptied, its header made plain again.
      { what: "formulas", address: "A1:D3", value: Array.from({ length: 3 }, () => ["", "", "", ""]) },
      { what: "bold", address: "A1:D3", value: false },
      { what: "formulas", address: "A1:D4", value: LATER },
      { what: "bold", address: "A1:D1", value: true },
      { what: "autofit", address: "A1:D4" },
      { what: "activate", value: "Club Pairs A" },
      { what: "select", address: "A1:D4" },
    ]);
  });

  test("a sheet that is no longer there: nothing written, null (a new sheet is inserted instead)", async () => {
    const calls = installExcel(["Sheet1"]);
    await expect(
      rewriteTraveller("Club Pairs A", LATER, { headerRows: [0], clear: "A1:D3" }),
    ).resolves.toBeNull();
    expect(calls).toEqual([]);
  });

  test("a protected sheet: the message names it and says what to do", async () => {
    installExcel(["Club Pairs A"], { code: "AccessDenied", message: "The sheet is protected." });
    await expect(
      rewriteTraveller("Club Pairs A", LATER, { headerRows: [0], clear: "A1:D3" }),
    ).rejects.toThrow(
      'Excel could not write the file\'s traveller over the sheet "Club Pairs A" (the sheet is protected: unprotect it (Review, Unprotect Sheet)), then refresh from the file again.',
    );
  });
});
