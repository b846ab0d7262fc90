// A traveller put on a new worksheet, against office-addin-mock: typed numbers and text, the header
// bold, the block selected, and every worked example reading back as itself; nothing left behind
// when Excel fails.
import { insertExample, removeSheets } from "../../src/office/insert-sheet";
import { SheetWriteError } from "../../src/office/failures";
import { runEffect } from "../../src/taskpane/state/run";
import type { OutcomeEvent } from "../../src/taskpane/state/events";
import { fakeActions } from "../taskpane/fixtures";
import { readArea } from "../../src/taskpane/workflow";
import { exampleCells, WORKED_EXAMPLES } from "../../src/ui/examples";
import { installMockExcel, uninstallMockExcel, writtenBlock } from "../support/mock-excel";

afterEach(() => uninstallMockExcel());

describe("insertExample", () => {
  test(`board 15 of the club's "Cross-IMP Scoring" goes on a new sheet as typed numbers and text, header bold, selected, in 2 syncs`, async () => {
    const book = installMockExcel(["Sheet1", "Example board 15"]);
    const ex = WORKED_EXAMPLES.find((e) => e.id === "club-board-15")!;
    const { cells, headerRows } = exampleCells(ex.csv);
    const written = await insertExample(ex.sheetName, cells, { headerRows });
    expect(written).toEqual({ name: "Example board 15 (2)", range: "A1:J7" });
    expect(book.syncs).toBe(2);
    const block = writtenBlock(book, "Example board 15 (2)");
    const f = block.range.formulas!;
    expect(f[0][0]).toBe("Board No 15 N/S Vul Dealer South");
    expect(f[1]).toEqual(["NS", "EW", "Bid", "By", "Ld", "Tks", "'+Sc", "'-Sc", "NS X", "EW X"]);
    // Numbers as numbers ("-31" too), the printed "+31" kept as text (marked), "4♥" as text.
    expect(f[2]).toEqual([3, 6, "'4♥", "E", "♠7", 8, 100, "", "'+31", -31]);
    expect(block.range.selected).toBe(true);
    expect(block.range.format.autofitted).toBe(true);
    const bold = book.ranges.filter((r) => r.range.format.font.bold === true).map((r) => r.address);
    expect(bold).toEqual(["A2:J2"]);
    expect(book.added[0].activated).toBe(true);
  });

  test("what each inserted example writes reads back as its traveller, with no problems", async () => {
    const book = installMockExcel([]);
    for (const ex of WORKED_EXAMPLES) {
      const { cells, headerRows } = exampleCells(ex.csv);
      const written = await insertExample(ex.sheetName, cells, { headerRows });
      // What Excel holds once the written array is entered: the leading apostrophe that marks
      // text is not kept in the cell; numbers stay numbers.
      const values = writtenBlock(book, written.name).range.formulas!.map((r) =>
        r.map((v) => (typeof v === "string" && v.startsWith("'") ? v.slice(1) : v)),
      );
      const reading = readArea({ sheet: written.name, range: written.range, top: 0, left: 0, values });
      // Cell for cell the example, blanks (and the short rows' missing cells) written empty.
      const columns = Math.max(...cells.map((r) => r.length));
      const expected = cells.map((r) => Array.from({ length: columns }, (_, c) => r[c] ?? ""));
      expect([ex.id, values]).toEqual([ex.id, expected]);
      expect([ex.id, reading.problems]).toEqual([ex.id, []]);
    }
  });
});

describe("nothing half-inserted", () => {
  test("Excel fails on the write: the sheet being added is deleted, the others are as they were", async () => {
    // Sync 1 reads the names; sync 2 (the traveller's cells) fails.
    const book = installMockExcel(["Sheet1"], undefined, () => true, { failAtSync: 2 });
    const failure = insertExample(
      "Board 15",
      [
        ["NS", "EW", "Score"],
        [3, 6, 100],
      ],
      { headerRows: [0] },
    );
    await expect(failure).rejects.toBeInstanceOf(SheetWriteError);
    await expect(failure).rejects.toThrow(/Excel stopped the write .*Nothing was left behind/);
    expect(book.added.map((s) => s.name)).toEqual(["Board 15"]);
    expect(book.deleted).toEqual(["Board 15"]);
    expect(book.sheetNames).toEqual(["Sheet1"]);
  });

  test("a results file's later section fails: its earlier sections' sheets are removed too", async () => {
    // Syncs 1-2 insert section A; sync 3 reads the names for B, sync 4 writes B and fails.
    const book = installMockExcel(["Sheet1"], undefined, () => true, { failAtSync: 4 });
    const reported: OutcomeEvent[] = [];
    const actions = { ...fakeActions().actions, insertExample, removeSheets };
    const csv = "Board,NS,EW,Score\n1,1,2,420\n1,3,4,-50\n";
    await runEffect(
      {
        kind: "insertFileSheets",
        sheets: [
          { ...WORKED_EXAMPLES[0], sheetName: "Club A", csv },
          { ...WORKED_EXAMPLES[0], sheetName: "Club B", csv },
        ],
      },
      actions,
      (e) => reported.push(e),
      () => Promise.resolve(),
    );
    expect(reported.map((e) => e.kind)).toEqual(["stepFailed"]);
    expect(reported[0].kind === "stepFailed" && reported[0].message).toMatch(
      /Nothing was left behind.*The file's sheets written before it \(Club A\) were removed too\.$/,
    );
    expect(book.deleted).toEqual(["Club B", "Club A"]);
    expect(book.sheetNames).toEqual(["Sheet1"]);
  });
});
