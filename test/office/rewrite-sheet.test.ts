// Refresh from the file in Excel: a results file's traveller written again over the sheet the pane
// put it on, against a small fake of Excel.run that logs each call in order: only the block the
// pane wrote before is emptied, the new block is written from A1 with its header bold and left
// selected; a sheet that is gone writes nothing (the caller inserts a new one); a failure says so.
// Before that, the blocks of all the sheets to be written over are read in one request, each with
// one load, writing nothing.
import { readTravellerBlocks, rewriteTraveller } from "../../src/office/rewrite-sheet";

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

/**
 * Excel with sheets holding `grids` (from A1), for reading: every load and every sync logged, and
 * any write to a range throws (reading the blocks must change nothing).
 */
function installReader(grids: Record<string, unknown[][]>, failSync?: string) {
  const log: string[] = [];
  const range = (sheet: string, address: string) => {
    const m = /^A1:([A-Z])(\d+)$/.exec(address)!;
    const columns = m[1].charCodeAt(0) - 64;
    let loaded = false;
    return {
      load: (what: string) => {
        log.push(`load ${what} ${sheet}!${address}`);
        loaded = true;
      },
      get values() {
        if (!loaded) throw new Error("values read before they were loaded");
        return Array.from({ length: Number(m[2]) }, (_, r) =>
          Array.from({ length: columns }, (_, c) => grids[sheet][r]?.[c] ?? ""),
        );
      },
      set formulas(_: unknown) {
        throw new Error("a block was written while it was only to be read");
      },
    };
  };
  const context = {
    workbook: {
      worksheets: {
        items: Object.keys(grids).map((name) => ({ name })),
        load: (what: string) => log.push(`load ${what}`),
        getItem: (name: string) => {
          if (!(name in grids)) throw new Error(`There is no sheet named ${name}.`);
          return { getRange: (address: string) => range(name, address) };
        },
      },
    },
    sync: async () => {
      log.push("sync");
      if (failSync) throw new Error(failSync);
    },
  };
  (globalThis as unknown as Record<string, unknown>).Excel = {
    run: async <T>(batch: (ctx: unknown) => Promise<T>): Promise<T> => batch(context),
  };
  return log;
}

describe("readTravellerBlocks", () => {
  test("every block in one request, one load a sheet; a sheet no longer there reads as null; nothing written", async () => {
    // The director put table 2's score right on Club Pairs A (-50 to -100) and typed a note in A5.
    const log = installReader({
      "Club Pairs A": [...LATER.slice(0, 2), [1, 3, 4, -100], LATER[3], ["late"]],
      "Club Pairs B": LATER,
    });
    const read = await readTravellerBlocks([
      { sheet: "club pairs a", range: "A1:D5" },
      { sheet: "Club Pairs C", range: "A1:D3" },
      { sheet: "Club Pairs B", range: "A1:D4" },
    ]);
    expect(read).toEqual([
      [LATER[0], LATER[1], [1, 3, 4, -100], LATER[3], ["late", "", "", ""]],
      null,
      LATER,
    ]);
    // The names, then both blocks loaded together and read in a second sync, whatever their number.
    expect(log).toEqual([
      "load items/name",
      "sync",
      "load values Club Pairs A!A1:D5",
      "load values Club Pairs B!A1:D4",
      "sync",
    ]);
  });

  test("nothing to read asks Excel nothing; Excel failing says that nothing was changed", async () => {
    const log = installReader({ A: LATER });
    await expect(readTravellerBlocks([])).resolves.toEqual([]);
    expect(log).toEqual([]);
    installReader({ A: LATER }, "The workbook was closed.");
    await expect(readTravellerBlocks([{ sheet: "A", range: "A1:D4" }])).rejects.toThrow(
      /^Excel could not read the file's traveller sheets to check them before writing over them \(The workbook was closed\.\): nothing was changed/,
    );
  });
});
