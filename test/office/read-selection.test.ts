// Reading the traveller the director pointed at, against office-addin-mock: the block around one
// selected cell, a selection clipped to the used cells, older Excels, an empty selection, dates
// read as the text on screen, and a selection too large to read without asking.
import { readTravellerArea, readTravellerAt } from "../../src/office/read-selection";
import { LargeSelectionError } from "../../src/office/failures";
import { readArea } from "../../src/taskpane/workflow";
import { installMockExcel, uninstallMockExcel } from "../support/mock-excel";

afterEach(() => uninstallMockExcel());

describe("readTravellerArea", () => {
  const TRAVELLER = [
    ["Board No 15 N/S Vul Dealer South", "", "", "", "", "", "", ""],
    ["NS", "EW", "Bid", "By", "Ld", "Tks", "+Sc", "-Sc"],
    [3, 6, "4♥", "E", "♠7", 8, 100, ""],
    [4, 5, "2♠", "N", "♣2", 6, "", 200],
    [7, 1, "4Z", "E", "♣2", 10, "", 430],
  ];

  test("one cell selected: the block around it, with the sheet's name and where it starts", async () => {
    const book = installMockExcel(["Club night"], {
      address: "'Club night'!D5",
      cellCount: 1,
      block: { address: "'Club night'!B3:I7", values: TRAVELLER },
    });
    const area = await readTravellerArea();
    expect(book.calls).toEqual(["getSurroundingRegion"]);
    expect(area).toMatchObject({ sheet: "Club night", range: "B3:I7", top: 2, left: 1 });
    expect(area.values).toEqual(TRAVELLER);
    // Names and selection; the block's size (one cell says nothing of it: checked against
    // 100,000 before its values are asked for); its values.
    expect(book.syncs).toBe(3);
    expect(book.added).toEqual([]);
  });

  test("problems are named by the Excel address of their cell", async () => {
    installMockExcel(["Club night"], {
      address: "'Club night'!D5",
      cellCount: 1,
      block: { address: "'Club night'!B3:I7", values: TRAVELLER },
    });
    const reading = readArea(await readTravellerArea());
    // The bad contract is row 4, column 2 of the block, which starts at B3: D7.
    expect(reading.problems).toHaveLength(1);
    expect(reading.problems[0]).toMatch(/^'Club night'!D7: "4Z"/);
  });

  test("without ExcelApi 1.7 one cell falls back to the sheet's used range", async () => {
    const book = installMockExcel(
      ["Sheet1"],
      { address: "Sheet1!C4", cellCount: 1, block: { address: "Sheet1!A1:H5", values: TRAVELLER } },
      (v) => Number(v.split(".")[1]) < 7,
    );
    const area = await readTravellerArea();
    expect(book.calls).toEqual(["getUsedRange"]);
    expect(area).toMatchObject({ sheet: "Sheet1", top: 0, left: 0 });
  });

  test("a larger selection is clipped to the used cells (whole columns read only what is filled)", async () => {
    const book = installMockExcel(["Sheet1"], {
      address: "Sheet1!A:H",
      cellCount: 8 * 1048576,
      block: { address: "Sheet1!A1:H5", values: TRAVELLER },
    });
    const area = await readTravellerArea();
    expect(book.calls).toEqual(["getUsedRange", "getIntersectionOrNullObject"]);
    expect(area.range).toBe("A1:H5");
  });

  test("a selection with nothing in it gives an empty area, and reading it says no header row was found", async () => {
    installMockExcel(["Sheet1"], { address: "Sheet1!K20:M30", cellCount: 33, block: null });
    const area = await readTravellerArea();
    expect(area).toMatchObject({ sheet: "Sheet1", range: "K20:M30", top: 19, left: 10 });
    // The selection's first cell, row 19 and column 10 (0-based), is K20.
    expect(readArea(area).problems).toEqual([expect.stringMatching(/^Sheet1!K20: No header row found/)]);
  });

  test("a date Excel made of a typed 4/5 is read as the text on screen, so the problem quotes it", async () => {
    const values = [
      ["Board", "NS", "EW", "Score"],
      [1, 1, 2, 45781],
    ];
    const text = [
      ["Board", "NS", "EW", "Score"],
      ["1", "1", "2", "04-May"],
    ];
    installMockExcel(["Sheet1"], {
      address: "Sheet1!A1",
      cellCount: 1,
      block: { address: "Sheet1!A1:D2", values, text },
    });
    const reading = readArea(await readTravellerArea());
    expect(reading.problems).toHaveLength(1);
    expect(reading.problems[0]).toMatch(/^Sheet1!D2: .*04-May/);
  });
});

describe("a very large selection", () => {
  const BIG = { address: "Sheet1!A1:J12000", values: [["Board", "NS", "EW", "Score"]], cellCount: 120_000 };

  test("one cell in a block of 120,000 cells: the read stops once its size is known, with the address and the count", async () => {
    const book = installMockExcel(["Sheet1"], { address: "Sheet1!C4", cellCount: 1, block: BIG });
    const reading = readTravellerArea();
    await expect(reading).rejects.toBeInstanceOf(LargeSelectionError);
    await expect(reading).rejects.toThrow("Sheet1!A1:J12000 holds 120,000 cells");
    expect(book.syncs).toBe(2);
  });

  test("read anyway when the director agrees", async () => {
    installMockExcel(["Sheet1"], { address: "Sheet1!C4", cellCount: 1, block: BIG });
    const area = await readTravellerArea({ anySize: true });
    expect(area.range).toBe("A1:J12000");
  });

  test("a selection of up to 100,000 cells is read in 2 syncs, without asking", async () => {
    const book = installMockExcel(["Sheet1"], {
      address: "Sheet1!A1:J10000",
      cellCount: 100_000,
      block: { ...BIG, address: "Sheet1!A1:J10000", cellCount: 100_000 },
    });
    await readTravellerArea();
    expect(book.syncs).toBe(2);
  });
});

describe("readTravellerAt: a traveller found again by its first cell", () => {
  /**
   * A workbook whose sheet `sheet` holds `block` around every cell of it, as Excel's
   * getSurroundingRegion gives it: what was asked for is recorded, and a value read before its
   * load and sync comes back as undefined (so a missing load shows as a wrong value).
   */
  function install(sheet: string, block: { address: string; values: unknown[][] }, names: string[]) {
    const asked: string[] = [];
    let synced = false;
    const loaded = new Set<string>();
    const region = {
      load(what: string) {
        for (const p of what.split(",")) loaded.add(p.trim());
      },
      isNullObject: false,
      get address() {
        return synced && loaded.has("address") ? block.address : undefined;
      },
      get values() {
        return synced && loaded.has("values") ? block.values : undefined;
      },
      get text() {
        return synced && loaded.has("text") ? block.values.map((r) => r.map(String)) : undefined;
      },
    };
    const worksheets = {
      items: names.map((name) => ({ name })),
      load: (what: string) => asked.push(`load ${what}`),
      getItem(name: string) {
        asked.push(`getItem ${name}`);
        if (name !== sheet) throw new Error(`There is no sheet named ${name}.`);
        return {
          getRange(cell: string) {
            asked.push(`getRange ${cell}`);
            return {
              getSurroundingRegion: () => (asked.push("getSurroundingRegion"), region),
              worksheet: { getUsedRange: () => (asked.push("getUsedRange"), region) },
            };
          },
        };
      },
    };
    const context = {
      workbook: { worksheets },
      sync: async () => {
        asked.push("sync");
        synced = true;
      },
    };
    const g = globalThis as unknown as Record<string, unknown>;
    g.Excel = { run: <T>(batch: (c: unknown) => Promise<T>) => batch(context) };
    g.Office = { context: { requirements: { isSetSupported: () => true } } };
    return asked;
  }

  test("the block around the first cell as it is now, with the workbook's sheet names, in one sync", async () => {
    // The traveller was scored from C3:F7; the director has since added a row: it now ends at row 8.
    const values = [...BOARD_1_ROWS, [1, 5, 6, "3NT", "W", "", 9, -400]];
    const asked = install("Club night", { address: "'Club night'!C3:J8", values }, [
      "Club night",
      "Board 1 matchpoints",
    ]);
    const area = await readTravellerAt("'Club night'!C3");
    expect(asked).toEqual([
      "load items/name",
      "getItem Club night",
      "getRange C3",
      "getSurroundingRegion",
      "sync",
    ]);
    expect(area).toMatchObject({ sheet: "Club night", range: "C3:J8", top: 2, left: 2, values });
    expect(area.sheetNames).toEqual(["Club night", "Board 1 matchpoints"]);
    // Read as any traveller: its problems named by the cells where they are now.
    expect(readArea(area).problems).toEqual([]);
  });

  test("an address without a sheet is refused before Excel is called", async () => {
    const asked = install("Sheet1", { address: "Sheet1!A1", values: [[""]] }, ["Sheet1"]);
    await expect(readTravellerAt("C3")).rejects.toThrow('"C3" names no sheet.');
    expect(asked).toEqual([]);
  });
});

/** Board 1 (no one vulnerable) as typed: a header and four results (C3:J7). */
const BOARD_1_ROWS: unknown[][] = [
  ["Board", "NS", "EW", "Contract", "By", "Lead", "Tricks", "Score"],
  [1, 1, 2, "4S", "N", "", 10, 420],
  [1, 2, 1, "4S", "N", "", 11, 450],
  [1, 3, 4, "3S", "N", "", 10, 170],
  [1, 4, 3, "4S", "N", "", 9, -50],
];
