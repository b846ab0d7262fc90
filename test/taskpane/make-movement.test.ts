// The Make a movement panel's pure part: the form checked into a request, and the movement made
// and written through a fake adapter and through the Office adapter against office-addin-mock.
import { ScoringError, type MovementAsk } from "../../src/scoring";
import type { SheetModel } from "../../src/sheet/model";
import { writeMovementSheets } from "../../src/office/write-movement";
import { checkMovementForm, KIND_CHOICES, makeAndWrite } from "../../src/taskpane/make-movement";
import { installMockExcel, uninstallMockExcel } from "../support/mock-excel";
import { madeMitchell, madeTwoTableHowell } from "../support/made-movements";

afterEach(() => uninstallMockExcel());

describe("the form", () => {
  it("the usual one asks for no kind; a kind chosen is asked for", () => {
    expect(checkMovementForm({ tables: " 7 ", boards: "21", kind: "usual" })).toEqual({
      request: { tables: 7, boards: 21 },
    });
    expect(checkMovementForm({ tables: "4", boards: "24", kind: "howell" })).toEqual({
      request: { tables: 4, boards: 24, kind: "howell" },
    });
    expect(KIND_CHOICES[0]).toEqual({ value: "usual", label: "The usual one" });
  });

  it("each field's problem names the field and what it takes", () => {
    expect(checkMovementForm({ tables: "seven", boards: "", kind: "usual" })).toEqual({
      problems: {
        tables: 'Tables: give a whole number from 2 to 60 ("seven" typed).',
        boards: "Boards: give a whole number from 1 to 200 (nothing typed).",
      },
    });
    expect(checkMovementForm({ tables: "1", boards: "3", kind: "usual" })).toEqual({
      problems: { tables: 'Tables: give a whole number from 2 to 60 ("1" typed).' },
    });
  });
});

describe("makeAndWrite", () => {
  it("makes the movement asked for and writes its sheets, named apart from the workbook's", async () => {
    const asked: MovementAsk[] = [];
    const models: SheetModel[][] = [];
    const made = await makeAndWrite(
      { tables: "7", boards: "21", kind: "usual" },
      {
        make: (r) => (asked.push(r), madeMitchell(7, 3)),
        listSheets: async () => ["Sheet1", "Traveller"],
        writeMovement: async (m) => (models.push([...m]), m.map((s) => ({ name: s.name, range: "A1" }))),
      },
    );
    expect(asked).toEqual([{ tables: 7, boards: 21 }]);
    expect(models[0].map((s) => s.name)).toEqual(["Board sets", "Table cards", "Traveller (2)"]);
    expect(made).toEqual({
      written: ["Board sets", "Table cards", "Traveller (2)"],
      said: "Wrote Board sets, Table cards and Traveller (2): Mitchell, 7 tables, 21 boards in 7 rounds.",
      failed: false,
    });
  });

  it("through the Office adapter: a Howell's four sheets on new worksheets, its note said", async () => {
    const book = installMockExcel(["Sheet1"]);
    const made = await makeAndWrite(
      { tables: "2", boards: "6", kind: "howell" },
      { make: () => madeTwoTableHowell(), writeMovement: writeMovementSheets },
    );
    expect(book.sheetNames).toEqual(["Sheet1", "Board sets", "Table cards", "Guide cards", "Traveller"]);
    expect(made.said).toContain("table 2 starts with the second board");
    // Four guide cards of 7 rows (heading, movement line, header, 3 rounds, a blank row): a break
    // above each of pairs 2, 3 and 4, on rows 8, 15 and 22.
    expect(book.added.find((a) => a.name === "Guide cards")!.pageLayout.pageBreaks).toEqual([
      "A8",
      "A15",
      "A22",
    ]);
  });

  it("nothing is made for a form with a problem, nothing written when the core refuses", async () => {
    let makes = 0;
    let writes = 0;
    const deps = {
      make: () => {
        makes++;
        throw new ScoringError("No movement for 2 tables and 1 board: give at least one board a round.");
      },
      writeMovement: async () => (writes++, []),
    };
    const bad = await makeAndWrite({ tables: "", boards: "1", kind: "usual" }, deps);
    expect([bad.failed, makes]).toEqual([true, 0]);
    const refused = await makeAndWrite({ tables: "2", boards: "1", kind: "usual" }, deps);
    expect(refused).toEqual({
      written: [],
      said: "No movement for 2 tables and 1 board: give at least one board a round.",
      failed: true,
    });
    expect([makes, writes]).toEqual([1, 0]);
  });

  it("a workbook that refuses the sheets: its words said, nothing claimed written", async () => {
    installMockExcel(["Sheet1"], undefined, () => true, { protected: true });
    const made = await makeAndWrite(
      { tables: "3", boards: "6", kind: "usual" },
      { make: () => madeMitchell(3, 2), writeMovement: writeMovementSheets },
    );
    expect(made.failed).toBe(true);
    expect(made.written).toEqual([]);
    expect(made.said).toMatch(/protected/i);
  });
});
