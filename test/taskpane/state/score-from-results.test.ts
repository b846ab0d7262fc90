// Score pressed on one of the pane's own results sheets (as it is left selected after a Score):
// the traveller it came from is read again by its first cell and scored with the choices now
// made, the Replace / Keep both question asked as for the traveller itself. What is no traveller
// (a results sheet whose traveller is gone, a block of formulas, an empty cell) gets one line.
// A traveller of two sections writes both sheets in one Score, each recorded as the traveller's.
import type { SheetArea } from "../../../src/office/area";
import type { SheetModel } from "../../../src/sheet/model";
import type { PaneActions } from "../../../src/taskpane/actions";
import type { PaneEvent } from "../../../src/taskpane/state/events";
import { step, type Machine } from "../../../src/taskpane/state/machine";
import { initialState } from "../../../src/taskpane/state/state";
import { BOARD_2, settle } from "../fixtures";
import { LargeSelectionError } from "../../../src/office/failures";

/**
 * A workbook: the traveller at Sheet1!C3 (BOARD_2, or `traveller`), and each results sheet written
 * as the cells Office gives of it (its title with the note of where it was scored from, then a
 * formula). Writing a sheet selects its A1, as Excel does.
 */
function workbook(traveller: SheetArea = BOARD_2) {
  const sheets = new Map<string, SheetArea>([["Sheet1", traveller]]);
  let selected = "Sheet1";
  const names = () => [...sheets.keys()];
  const area = (name: string) => ({ ...sheets.get(name)!, sheetNames: names() });
  const written: SheetModel[] = [];
  const asked: string[] = [];
  const resultsOf = (model: SheetModel): SheetArea => ({
    sheet: model.name,
    range: "A1:B5",
    top: 0,
    left: 0,
    values: model.cells.filter((c) => c.row < 4 && c.col === 0).map((c) => [c.value ?? "", "=SUM(A1:A2)"]),
  });
  const write = async (model: SheetModel) => {
    written.push(model);
    sheets.set(model.name, resultsOf(model));
    selected = model.name;
    return { name: model.name, range: "A1:L20" };
  };
  const actions: PaneActions = {
    readTravellerArea: async () => area(selected),
    readTravellerAt: async (address) => {
      asked.push(address);
      if (address !== "Sheet1!C3") throw new Error(`nothing at ${address}`);
      return area("Sheet1");
    },
    writeSheet: write,
    replaceSheet: async (model, earlier) => {
      for (const n of earlier) sheets.delete(n);
      return { ...(await write(model)), replaced: [...earlier], left: [] };
    },
    insertExample: async () => {
      throw new Error("not here");
    },
    loadSettings: () => null,
    saveSettings: async () => {},
    saveScoredSheets: async () => {},
  };
  return { actions, written, asked, sheets };
}

async function drive(book: ReturnType<typeof workbook>, m: Machine, ...events: PaneEvent[]) {
  for (const e of events) m = await settle(step(m, e), book.actions);
  return m;
}

const opened = (book: ReturnType<typeof workbook>) =>
  drive(book, { state: initialState(true), waiting: [] }, { kind: "opened" });

describe("Score pressed on one of the pane's results sheets", () => {
  test("the traveller is read again and scored with the method now chosen; Replace puts it in place", async () => {
    const book = workbook();
    let m = await drive(book, await opened(book), { kind: "scorePressed" });
    expect(m.state.status?.title).toBe('Wrote the sheet "Board 2 matchpoints"');
    // The results sheet is selected now. The director changes the method and presses Score.
    m = await drive(
      book,
      m,
      { kind: "optionsChanged", change: { method: "cross" } },
      { kind: "scorePressed" },
    );
    // The traveller was read by its first cell, and nothing was refused of the results sheet.
    expect(book.asked).toEqual(["Sheet1!C3"]);
    expect(m.state.reading?.area.sheet).toBe("Sheet1");
    expect(m.state.replace).toEqual({ traveller: "Sheet1!C3:F7", sheets: ["Board 2 matchpoints"] });
    m = await drive(book, m, { kind: "replaceAnswered", replace: true });
    expect(book.written.map((s) => s.name)).toEqual(["Board 2 matchpoints", "Board 2 cross-IMPs"]);
    expect([...book.sheets.keys()]).toEqual(["Sheet1", "Board 2 cross-IMPs"]);
    expect(m.state.status?.title).toBe('Wrote the sheet "Board 2 cross-IMPs"');
    expect(m.state.status?.text).toMatch(
      /^It replaces the earlier results "Board 2 matchpoints"\. Cross-IMPs: Board 2, 4 tables\./,
    );
    expect(m.state.scoredSheets).toEqual({ "Sheet1!C3": ["Board 2 cross-IMPs"] });
  });

  test("Keep both: a second results sheet beside the first, both the traveller's", async () => {
    const book = workbook();
    let m = await drive(book, await opened(book), { kind: "scorePressed" }, { kind: "scorePressed" });
    m = await drive(book, m, { kind: "replaceAnswered", replace: false });
    expect(book.written.map((s) => s.name)).toEqual(["Board 2 matchpoints", "Board 2 matchpoints (2)"]);
    expect(m.state.scoredSheets).toEqual({ "Sheet1!C3": ["Board 2 matchpoints", "Board 2 matchpoints (2)"] });
  });

  test("with the record lost, the note on the sheet says where it was scored from", async () => {
    const book = workbook();
    let m = await drive(book, await opened(book), { kind: "scorePressed" });
    // A pane whose record is empty (saved elsewhere, say): the sheet's own note is read.
    m = { ...m, state: { ...m.state, scoredSheets: {} } };
    m = await drive(book, m, { kind: "scorePressed" });
    expect(book.asked).toEqual(["Sheet1!C3"]);
    expect(m.state.replace?.sheets).toEqual(["Board 2 matchpoints"]);
  });

  test("a results sheet too large to read as a selection: its traveller is scored without asking", async () => {
    const book = workbook();
    let m = await drive(book, await opened(book), { kind: "scorePressed" });
    const read = book.actions.readTravellerArea;
    book.actions = {
      ...book.actions,
      readTravellerArea: async () => {
        throw new LargeSelectionError(250_000, "'Board 2 matchpoints'!A1:J25000");
      },
    };
    m = await drive(book, m, { kind: "scorePressed" });
    expect(m.state.confirm).toBeNull();
    expect(book.asked).toEqual(["Sheet1!C3"]);
    expect(m.state.replace?.sheets).toEqual(["Board 2 matchpoints"]);
    book.actions = { ...book.actions, readTravellerArea: read };
  });

  test("a results sheet whose traveller's sheet is gone: one line saying so, nothing listed", async () => {
    const book = workbook();
    let m = await drive(book, await opened(book), { kind: "scorePressed" });
    book.sheets.delete("Sheet1");
    m = await drive(book, m, { kind: "scorePressed" });
    expect(book.asked).toEqual([]);
    expect(m.state.status).toEqual({
      intent: "error",
      title: "Nothing was written",
      text: '"Board 2 matchpoints" holds results the pane scored from Sheet1!C3, and that sheet is no longer in the workbook: click a cell of the traveller (or select it whole, header row included), then choose Score.',
    });
    expect(m.state.reading?.problems).toEqual([]);
    expect(m.state.task).toBeNull();
  });

  test("a results sheet whose traveller was cleared: one line saying so", async () => {
    const book = workbook();
    let m = await drive(book, await opened(book), { kind: "scorePressed" });
    book.sheets.set("Sheet1", { ...BOARD_2, range: "C3", values: [[""]] });
    m = await drive(book, m, { kind: "scorePressed" });
    expect(m.state.status?.text).toBe(
      '"Board 2 matchpoints" holds results the pane scored from Sheet1!C3, which holds no traveller now: click a cell of the traveller (or select it whole, header row included), then choose Score.',
    );
    expect(book.written).toHaveLength(1);
  });

  test("a block of formulas the pane did not write, and an empty cell: one line each", async () => {
    const formulas: SheetArea = {
      sheet: "Sheet1",
      range: "A1:E3",
      top: 0,
      left: 0,
      values: [
        ["Board", "NS", "EW", "Score", "MP"],
        [1, 1, 2, 420, "=IF(ISNUMBER(D2),D2,0)"],
        [1, 3, 4, 450, "=IF(ISNUMBER(D3),D3,0)"],
      ],
    };
    let book = workbook(formulas);
    let m = await drive(book, await opened(book), { kind: "scorePressed" });
    expect(m.state.status?.text).toMatch(/^Sheet1!A1:E3 holds formulas, not a traveller: /);
    book = workbook({ ...BOARD_2, range: "K20", top: 19, left: 10, values: [[""]] });
    m = await drive(book, await opened(book), { kind: "scorePressed" });
    expect(m.state.status?.text).toMatch(/^No traveller at Sheet1!K20: /);
    expect(book.written).toEqual([]);
  });
});

describe("a traveller with a Section column", () => {
  // Two sections of one board each: A's NS 1 v EW 2 and NS 2 v EW 1, B's the same numbers.
  const SECTIONS: SheetArea = {
    sheet: "Sheet1",
    range: "C3:G7",
    top: 2,
    left: 2,
    values: [
      ["Section", "Board", "NS", "EW", "Score"],
      ["A", 1, 1, 2, 420],
      ["A", 1, 2, 1, 450],
      ["B", 1, 1, 2, -50],
      ["B", 1, 2, 1, 420],
    ],
  };

  test("each section its own results sheet in one Score, both recorded; Score again asks about both", async () => {
    const book = workbook(SECTIONS);
    let m = await drive(book, await opened(book), { kind: "scorePressed" });
    const names = book.written.map((s) => s.name);
    expect(names).toHaveLength(2);
    expect(m.state.status?.title).toBe(`Wrote 2 sheets: "${names[0]}", "${names[1]}"`);
    expect(m.state.scoredSheets).toEqual({ "Sheet1!C3": names });
    // From the second section's sheet (selected now), Score again scores both once more.
    m = await drive(book, m, { kind: "scorePressed" });
    expect(m.state.replace?.sheets).toEqual(names);
    m = await drive(book, m, { kind: "replaceAnswered", replace: true });
    expect(book.written.map((s) => s.name)).toEqual([...names, ...names]);
    expect(m.state.scoredSheets).toEqual({ "Sheet1!C3": names });
  });

  test("across the field: one results sheet of both sections", async () => {
    const book = workbook(SECTIONS);
    const m = await drive(
      book,
      await opened(book),
      { kind: "optionsChanged", change: { across: true } },
      { kind: "scorePressed" },
    );
    expect(book.written).toHaveLength(1);
    expect(m.state.status?.title).toBe(`Wrote the sheet "${book.written[0].name}"`);
  });
});
