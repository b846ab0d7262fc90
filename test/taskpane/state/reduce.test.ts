// Every transition of the pane a director goes through, grouped by what they do (open, Read,
// correct a column, change the options, Score, insert an example), each asserting the state and
// the effects asked for. Over 400 lines because the Score path has many endings, kept together.
import type { SheetArea } from "../../../src/office/area";
import { DEFAULT_FORM_CHOICES, type FormChoices } from "../../../src/event/forms";
import { reduce } from "../../../src/taskpane/state/reduce";
import { busyStep, initialState, isScoring, type PaneState } from "../../../src/taskpane/state/state";
import { readArea, sectionOf } from "../../../src/taskpane/workflow";
import {
  BOARD_2,
  EXAMPLE,
  HEADER_ONLY,
  NOTES,
  TWO_BOARDS,
  UNKNOWN_HEADER,
  WITH_A_PROBLEM,
  after,
  scoredEventOf,
} from "../fixtures";

/** The pane in Excel once its opening read has found `area`. */
function openedOn(area = BOARD_2, options: Partial<FormChoices> = {}): PaneState {
  return after(
    initialState(true),
    { kind: "opened" },
    { kind: "settingsLoaded", saved: null },
    { kind: "selectionRead", area },
    { kind: "optionsChanged", change: options },
  ).state;
}

/** The runner's outcome once `area` is scored with the form's choices and `options`. */
const built = (area = BOARD_2, options: Partial<FormChoices> = {}) =>
  ({ kind: "sheetBuilt", scored: scoredEventOf(area, options) }) as const;

describe("opening the pane", () => {
  test("in Excel it asks for the saved choices and reads the selection", () => {
    const { state, effects } = after(initialState(true), { kind: "opened" });
    expect(effects).toEqual([{ kind: "loadSettings" }, { kind: "readSelection" }]);
    expect(busyStep(state)).toBe("reading");
    expect(state.options).toEqual(DEFAULT_FORM_CHOICES);
  });

  test("outside Excel it does nothing", () => {
    const start = initialState(false);
    expect(reduce(start, { kind: "opened" })).toEqual({ state: start, effects: [] });
  });

  test("saved settings are restored; a damaged field falls back to its default", () => {
    const saved = { method: "cross", divisor: "total", trim: 7, version: 2 };
    const { state } = after(initialState(true), { kind: "opened" }, { kind: "settingsLoaded", saved });
    expect(state.options).toEqual({ ...DEFAULT_FORM_CHOICES, method: "cross", divisor: "total" });
  });

  test("nothing saved (or unreadable) leaves the defaults", () => {
    const { state } = after(initialState(true), { kind: "opened" }, { kind: "settingsLoaded", saved: null });
    expect(state.options).toEqual(DEFAULT_FORM_CHOICES);
  });

  test("a traveller under the selection is shown; nothing is said about it", () => {
    const state = openedOn(BOARD_2);
    expect(state.reading && sectionOf(state.reading).traveller.boards.map((b) => b.rows.length)).toEqual([4]);
    expect(state).toMatchObject({ task: null, status: null, focus: null, overrides: {} });
  });

  test("no traveller under the selection: no reading, and no message (the hint asks for one)", () => {
    const { state, effects } = after(
      initialState(true),
      { kind: "opened" },
      { kind: "selectionRead", area: NOTES },
    );
    expect(state).toMatchObject({ reading: null, task: null, status: null });
    expect(effects).toEqual([{ kind: "loadSettings" }, { kind: "readSelection" }]);
  });

  test("nothing readable selected (a chart): silently nothing", () => {
    const { state } = after(initialState(true), { kind: "opened" }, { kind: "stepFailed", message: "chart" });
    expect(state).toMatchObject({ reading: null, task: null, status: null, focus: null });
  });
});

describe("Read", () => {
  test("clears the message and reads the selection", () => {
    const before = { ...openedOn(), status: { intent: "info" as const, title: "old" } };
    const { state, effects } = after(before, { kind: "readPressed" });
    expect(effects).toEqual([{ kind: "readSelection" }]);
    expect(state).toMatchObject({ status: null, task: { kind: "read" } });
    expect(busyStep(state)).toBe("reading");
  });

  test("a good traveller: shown, the focus stays where it is", () => {
    const { state } = after(
      openedOn(NOTES),
      { kind: "readPressed" },
      { kind: "selectionRead", area: TWO_BOARDS },
    );
    expect(state.reading?.area).toBe(TWO_BOARDS);
    expect(state.reading?.problems).toEqual([]);
    expect(state).toMatchObject({ task: null, focus: null });
  });

  test("a traveller with problems: each by its Excel address, and the focus goes to the list", () => {
    const { state, effects } = after(
      openedOn(),
      { kind: "readPressed" },
      { kind: "selectionRead", area: WITH_A_PROBLEM },
    );
    // Row 2, column 3 of the block at C3 is F5.
    expect(state.reading?.problems).toEqual([expect.stringMatching(/^Sheet1!F5: "four"/)]);
    expect(state.focus).toBe("problems");
    expect(effects).toEqual([{ kind: "readSelection" }]);
  });

  test("Excel cannot read the selection: says so, the focus on the message", () => {
    const { state } = after(
      openedOn(),
      { kind: "readPressed" },
      { kind: "stepFailed", message: "Busy editing" },
    );
    expect(state.status).toEqual({
      intent: "error",
      title: "Could not read the selection",
      text: "Busy editing",
    });
    expect(state).toMatchObject({ task: null, focus: "status" });
  });

  test("is ignored while another step runs, and outside Excel", () => {
    const busy = after(openedOn(), { kind: "readPressed" }).state;
    expect(reduce(busy, { kind: "readPressed" })).toEqual({ state: busy, effects: [] });
    const browser = initialState(false);
    expect(reduce(browser, { kind: "readPressed" })).toEqual({ state: browser, effects: [] });
  });
});

describe("correcting a column", () => {
  test("the traveller is read again with the correction, without touching the sheet", () => {
    const before = openedOn(UNKNOWN_HEADER);
    expect(before.reading?.problems).toHaveLength(2);
    const { state, effects } = after(before, { kind: "columnChanged", index: 5, role: "result" });
    expect(effects).toEqual([]);
    expect(state.overrides).toEqual({ 5: "result" });
    expect(state.reading?.problems).toEqual([]);
    // Board 15, NS vulnerable: 4H by East down two is +100 to NS (EW not vulnerable); 2S by
    // North down two is -200 (NS vulnerable).
    expect(state.reading && sectionOf(state.reading).traveller.boards[0].rows.map((r) => r.entry)).toEqual([
      { kind: "plain", score: 100 },
      { kind: "plain", score: -200 },
    ]);
  });

  test("the correction is kept when the same block is read again, dropped for another block", () => {
    const corrected = after(openedOn(UNKNOWN_HEADER), {
      kind: "columnChanged",
      index: 5,
      role: "result",
    }).state;
    const again = after(
      corrected,
      { kind: "readPressed" },
      { kind: "selectionRead", area: UNKNOWN_HEADER },
    ).state;
    expect(again.overrides).toEqual({ 5: "result" });
    expect(again.reading?.problems).toEqual([]);
    const other = after(corrected, { kind: "readPressed" }, { kind: "selectionRead", area: BOARD_2 }).state;
    expect(other.overrides).toEqual({});
  });

  test("with nothing read there is nothing to correct", () => {
    const state = openedOn(NOTES);
    expect(reduce(state, { kind: "columnChanged", index: 0, role: "score" }).state).toBe(state);
  });
});

describe("changing the options", () => {
  test("a bad number stops Score before anything is read: the field's message, the focus on it", () => {
    const before = openedOn(BOARD_2, { method: "butler", trim: "abc" });
    const { state, effects } = after(before, { kind: "scorePressed" });
    expect(effects).toEqual([]);
    expect(state.errors).toEqual({ trim: expect.stringContaining('The trim cannot be "abc"') });
    expect(state.status).toEqual({
      intent: "error",
      title: "Some options need correcting",
      text: state.errors.trim,
    });
    expect(state).toMatchObject({ focus: "trim", task: null });
    expect(isScoring(state)).toBe(false);
  });

  test("two bad numbers: both messages, the focus on the first", () => {
    const before = openedOn(BOARD_2, { method: "all", trim: "-1", divisor: "number", divisorNumber: "0" });
    const { state } = after(before, { kind: "scorePressed" });
    expect(Object.keys(state.errors)).toEqual(["trim", "divisorNumber"]);
    expect(state.status?.text).toBe(`${state.errors.trim} ${state.errors.divisorNumber}`);
    expect(state.focus).toBe("trim");
  });

  test("changing a field clears its message only", () => {
    const refused = after(
      openedOn(BOARD_2, { method: "all", trim: "-1", divisor: "number", divisorNumber: "0" }),
      { kind: "scorePressed" },
    ).state;
    const { state } = after(refused, { kind: "optionsChanged", change: { trim: "1" } });
    expect(state.options.trim).toBe("1");
    expect(Object.keys(state.errors)).toEqual(["divisorNumber"]);
  });
});

describe("Score", () => {
  test("reads, builds, writes, says what was written and saves the choices", () => {
    const start = openedOn(BOARD_2, { method: "mp" });
    const pressed = after(start, { kind: "scorePressed" });
    expect(pressed.effects).toEqual([{ kind: "readSelection" }]);
    expect(pressed.state).toMatchObject({ status: null, errors: {} });
    expect(busyStep(pressed.state)).toBe("reading");
    expect(isScoring(pressed.state)).toBe(true);

    const read = after(pressed.state, { kind: "selectionRead", area: BOARD_2 });
    expect(busyStep(read.state)).toBe("scoring");
    expect(read.effects).toEqual([
      {
        kind: "buildSheet",
        reading: read.state.reading,
        choices: {
          pairs: expect.objectContaining({ method: "mp" }),
          teams: { method: "imps", vp: "wbf", bamScale: "standard", impTable: "WBF" },
        },
      },
    ]);
    // The movement is left to the pair numbers: the form says "auto".
    const build = read.effects[0];
    if (build.kind !== "buildSheet") throw new Error(build.kind);
    expect(build.choices.pairs).not.toHaveProperty("movement");

    const outcome = built(BOARD_2, { method: "mp" });
    const building = after(read.state, outcome);
    expect(busyStep(building.state)).toBe("writing");
    // With the traveller's address, for the sheet's note of when it was scored.
    expect(building.effects).toEqual([
      { kind: "writeSheet", model: outcome.scored.sections[0].sheet, scoredFrom: "Sheet1!C3:F7" },
    ]);

    const written = after(building.state, {
      kind: "sheetWritten",
      sheet: { name: "Board 2 matchpoints", range: "A1:L20" },
    });
    // One board of four tables; the Save buttons make their files of what was scored.
    expect(written.state.status).toEqual({
      intent: "success",
      title: 'Wrote the sheet "Board 2 matchpoints"',
      text: "Matchpoints: Board 2, 4 tables. The formulas recalculate if a score is edited.",
      written: { sheet: "Board 2 matchpoints", scored: outcome.scored },
    });
    expect(written.state).toMatchObject({ task: null, focus: "status" });
    // The choices kept, and the sheet recorded as the results of the traveller starting at C3.
    expect(written.effects).toEqual([
      { kind: "saveSettings", value: { ...DEFAULT_FORM_CHOICES, method: "mp" } },
      { kind: "saveScoredSheets", value: { "Sheet1!C3": ["Board 2 matchpoints"] } },
    ]);
  });

  test("several boards are counted as boards and tables", () => {
    const { state } = after(
      openedOn(TWO_BOARDS, { method: "butler" }),
      { kind: "scorePressed" },
      { kind: "selectionRead", area: TWO_BOARDS },
      built(TWO_BOARDS, { method: "butler" }),
      { kind: "sheetWritten", sheet: { name: "Session Butler", range: "A1" } },
    );
    // Three tables on board 1 and two on board 3; no pair number sits both NS and EW, so a
    // Mitchell, and the line says how that was decided, then how it was played: at most three
    // tables a round, and boards 1 and 3 each a set of its own (no pairing plays both).
    expect(state.status?.text).toBe(
      "Butler: 2 boards, 5 tables (Mitchell, told from the pair numbers: no pair number sits both NS and EW; 3 tables a round, boards in 2 sets of 1). The formulas recalculate if a score is edited.",
    );
  });

  test("a movement chosen in the form is named without the pair numbers' evidence", () => {
    const { state } = after(
      openedOn(TWO_BOARDS, { method: "butler", movement: "howell" }),
      { kind: "scorePressed" },
      { kind: "selectionRead", area: TWO_BOARDS },
      built(TWO_BOARDS, { method: "butler", movement: "howell" }),
      { kind: "sheetWritten", sheet: { name: "Session Butler", range: "A1" } },
    );
    expect(state.status?.text).toBe(
      "Butler: 2 boards, 5 tables (Howell; 3 tables a round, boards in 2 sets of 1). The formulas recalculate if a score is edited.",
    );
  });

  test("refused when the traveller read has problems: nothing built, the focus on the list", () => {
    const { state, effects } = after(
      openedOn(),
      { kind: "scorePressed" },
      { kind: "selectionRead", area: WITH_A_PROBLEM },
    );
    expect(effects).toEqual([{ kind: "readSelection" }]);
    expect(state.status).toEqual({
      intent: "error",
      title: "Nothing was written",
      text: "The traveller has problems: see the list above.",
    });
    expect(state.reading?.problems).toEqual([expect.stringMatching(/^Sheet1!F5: /)]);
    expect(state).toMatchObject({ task: null, focus: "problems" });
  });

  test("refused when the block has a header but no board", () => {
    const { state, effects } = after(
      openedOn(),
      { kind: "scorePressed" },
      { kind: "selectionRead", area: HEADER_ONLY },
    );
    expect(effects).toEqual([{ kind: "readSelection" }]);
    expect(state.status).toEqual({
      intent: "error",
      title: "Nothing was written",
      text: "No boards were found in C3:F3: select the traveller, header row included, or click inside it.",
    });
    expect(state.focus).toBe("status");
  });

  test("refused by the engine: its message, the focus on it", () => {
    const message = "Board 2 has 4 results but 2 were expected.";
    const { state, effects } = after(
      openedOn(),
      { kind: "scorePressed" },
      { kind: "selectionRead", area: BOARD_2 },
      { kind: "scoreRefused", refusal: { kind: "failed", message } },
    );
    expect(effects.map((e) => e.kind)).toEqual(["readSelection", "buildSheet"]);
    expect(state.status).toEqual({ intent: "error", title: "Nothing was written", text: message });
    expect(state).toMatchObject({ task: null, focus: "status" });
  });

  test("problems only the scoring finds replace the list shown", () => {
    const problems = ["Sheet1!D4: Pair 7 is on both sides."];
    const { state } = after(
      openedOn(),
      { kind: "scorePressed" },
      { kind: "selectionRead", area: BOARD_2 },
      { kind: "scoreRefused", refusal: { kind: "problems", problems } },
    );
    expect(state.reading?.problems).toEqual(problems);
    expect(state.reading?.area).toBe(BOARD_2);
    expect(state.focus).toBe("problems");
  });

  test("the sheet cannot be written: Excel's message, the choices not saved", () => {
    const { state, effects } = after(
      openedOn(),
      { kind: "scorePressed" },
      { kind: "selectionRead", area: BOARD_2 },
      built(),
      { kind: "stepFailed", message: "The workbook is protected." },
    );
    expect(effects.map((e) => e.kind)).toEqual(["readSelection", "buildSheet", "writeSheet"]);
    expect(state.status).toEqual({
      intent: "error",
      title: "Excel could not finish",
      text: "The workbook is protected.",
    });
    expect(state).toMatchObject({ task: null, focus: "status" });
    expect(isScoring(state)).toBe(false);
  });

  test("the selection cannot be read: the same", () => {
    const { state } = after(
      openedOn(),
      { kind: "scorePressed" },
      { kind: "stepFailed", message: "No selection" },
    );
    expect(state.status).toEqual({ intent: "error", title: "Excel could not finish", text: "No selection" });
  });

  test("the choices cannot be saved: said after the success message", () => {
    const { state } = after(
      openedOn(),
      { kind: "scorePressed" },
      { kind: "selectionRead", area: BOARD_2 },
      built(),
      { kind: "sheetWritten", sheet: { name: "Board 2 matchpoints", range: "A1" } },
      { kind: "settingsNotSaved", message: "Settings are read-only" },
    );
    expect(state.status?.intent).toBe("success");
    expect(state.status?.text).toMatch(/edited\. \(Settings are read-only\)$/);
  });

  test("outcomes that arrive for no running step change nothing", () => {
    const idle = openedOn();
    for (const event of [
      { kind: "selectionRead", area: TWO_BOARDS },
      built(),
      { kind: "scoreRefused", refusal: { kind: "failed", message: "late" } },
      { kind: "sheetWritten", sheet: { name: "late", range: "A1" } },
      { kind: "exampleInserted", sheet: { name: "late", range: "A1" } },
      { kind: "stepFailed", message: "late" },
      { kind: "settingsNotSaved", message: "late" },
    ] as const) {
      expect(reduce(idle, event)).toEqual({ state: idle, effects: [] });
    }
  });
});

describe("inserting a worked example", () => {
  test("inserts it, sets its choices, reads its traveller afresh and puts the focus on Score", () => {
    const corrected = after(openedOn(UNKNOWN_HEADER), {
      kind: "columnChanged",
      index: 5,
      role: "result",
    }).state;
    const pressed = after(corrected, { kind: "examplePressed", example: EXAMPLE });
    expect(pressed.effects).toEqual([{ kind: "insertExample", example: EXAMPLE }]);
    expect(pressed.state).toMatchObject({ status: null });
    expect(busyStep(pressed.state)).toBe("inserting");

    const inserted = after(pressed.state, {
      kind: "exampleInserted",
      sheet: { name: "Example tiny (2)", range: "A1:D3" },
    });
    expect(inserted.effects).toEqual([{ kind: "readSelection" }]);
    expect(busyStep(inserted.state)).toBe("reading");
    expect(inserted.state.options).toEqual({ ...DEFAULT_FORM_CHOICES, method: "cross", divisor: "total" });

    const area = {
      ...NOTES,
      sheet: "Example tiny (2)",
      range: "A1:D3",
      values: [
        ["Board", "NS", "EW", "Score"],
        [1, 1, 2, 420],
        [1, 3, 4, -50],
      ],
    };
    const { state } = after(inserted.state, { kind: "selectionRead", area });
    expect(state.overrides).toEqual({});
    expect(state.reading?.area).toBe(area);
    expect(state.reading?.problems).toEqual([]);
    expect(state.reading && sectionOf(state.reading).traveller.boards).toEqual(
      sectionOf(readArea(area)).traveller.boards,
    );
    expect(state.status).toEqual({
      intent: "info",
      title: 'Inserted "Example tiny (2)"',
      text: "The traveller is selected and the options are set as the source scores it: choose Score.",
    });
    expect(state).toMatchObject({ task: null, focus: "score" });
  });

  test("a movement it does not state is told from its pair numbers, not kept from the form", () => {
    // The director had picked Mitchell for another traveller; the example states no movement.
    const { state } = after(
      openedOn(BOARD_2, { movement: "mitchell" }),
      { kind: "examplePressed", example: EXAMPLE },
      { kind: "exampleInserted", sheet: { name: "Example tiny", range: "A1:D3" } },
    );
    expect(state.options.movement).toBe("auto");
  });

  test("its choices clear the messages of refused fields", () => {
    const refused = after(openedOn(BOARD_2, { method: "butler", trim: "abc" }), {
      kind: "scorePressed",
    }).state;
    const { state } = after(
      refused,
      { kind: "examplePressed", example: EXAMPLE },
      { kind: "exampleInserted", sheet: { name: "Example tiny", range: "A1:D3" } },
    );
    expect(state.errors).toEqual({});
  });

  test("Excel cannot insert it: says so, the choices unchanged", () => {
    const { state } = after(
      openedOn(),
      { kind: "examplePressed", example: EXAMPLE },
      { kind: "stepFailed", message: "The workbook is protected." },
    );
    expect(state.status).toEqual({
      intent: "error",
      title: "Could not insert the example",
      text: "The workbook is protected.",
    });
    expect(state.options).toEqual(DEFAULT_FORM_CHOICES);
    expect(state).toMatchObject({ task: null, focus: "status" });
  });
});

test("once the focus has moved the request is cleared", () => {
  const state = { ...openedOn(), focus: "status" as const };
  expect(reduce(state, { kind: "focusMoved" }).state.focus).toBeNull();
});

describe("a suspicious score", () => {
  test("the sheet is written as it stands, and the status lists the cell to check", () => {
    // 4S by N: +420, +450, +420 at three tables and -420 at the third row of tables (F4).
    const area: SheetArea = {
      sheet: "Sheet1",
      range: "A1:F6",
      top: 0,
      left: 0,
      values: [
        ["Board", "NS", "EW", "Contract", "By", "Score"],
        [1, 1, 1, "4S", "N", 420],
        [1, 2, 2, "4S", "N", 450],
        [1, 3, 3, "4S", "N", -420],
        [1, 4, 4, "4S", "N", 420],
        [1, 5, 5, "3NT", "S", 400],
      ],
    };
    const { state } = after(
      openedOn(area, { method: "mp" }),
      { kind: "scorePressed" },
      { kind: "selectionRead", area },
      built(area, { method: "mp" }),
      { kind: "sheetWritten", sheet: { name: "Board 1 matchpoints", range: "A1" } },
    );
    expect(state.status?.intent).toBe("success");
    // F4: column F (Score) of the fourth row, the third table's line.
    expect(state.status?.warnings).toEqual([
      {
        where: "Sheet1!F4",
        text: expect.stringMatching(/^4S by N scored -420 for NS here, the opposite sign/),
      },
    ]);
    expect(state.status?.text).toMatch(
      /One score looks mistyped: see the list above \(scored as it stands\)\.$/,
    );
  });

  test("a clean traveller's status has no warnings", () => {
    const area: SheetArea = {
      sheet: "Sheet1",
      range: "A1:F3",
      top: 0,
      left: 0,
      values: [
        ["Board", "NS", "EW", "Contract", "By", "Score"],
        [1, 1, 1, "4S", "N", 420],
        [1, 2, 2, "4S", "N", 450],
      ],
    };
    const { state } = after(
      openedOn(area, { method: "mp" }),
      { kind: "scorePressed" },
      { kind: "selectionRead", area },
      built(area, { method: "mp" }),
      { kind: "sheetWritten", sheet: { name: "Board 1 matchpoints", range: "A1" } },
    );
    expect(state.status?.intent).toBe("success");
    expect(state.status?.warnings).toBeUndefined();
    expect(state.status?.text).not.toMatch(/mistyped/);
  });
});
