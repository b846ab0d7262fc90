import * as eventScoring from "../../../src/event/score";
import type { PaneActions } from "../../../src/taskpane/actions";
import { DEFAULT_FORM_CHOICES } from "../../../src/event/forms";
import { WORKED_EXAMPLES } from "../../../src/ui/examples";
import type { OutcomeEvent } from "../../../src/taskpane/state/events";
import { start, step } from "../../../src/taskpane/state/machine";
import { runEffect } from "../../../src/taskpane/state/run";
import { busyStep } from "../../../src/taskpane/state/state";
import { readArea } from "../../../src/taskpane/workflow";
import type { SheetModel } from "../../../src/sheet/model";
import type { SheetArea } from "../../../src/office/area";
import { LargeSelectionError } from "../../../src/office/failures";
import {
  BOARD_2,
  choicesOf,
  EXAMPLE,
  exampleArea,
  fakeActions,
  scoredArea,
  settle,
  WITH_A_PROBLEM,
} from "../fixtures";
import { sessionRows } from "../../support/sessions";

/** Runs one effect, noting in `order` each board reported and the outcome, and gives back what it reported. */
async function runRecording(
  effect: Parameters<typeof runEffect>[0],
  actions: PaneActions,
  pause: () => Promise<void>,
  order: string[],
): Promise<OutcomeEvent[]> {
  const reported: OutcomeEvent[] = [];
  await runEffect(
    effect,
    actions,
    (e) => {
      reported.push(e);
      order.push(e.kind === "progressed" ? `progressed ${e.done} of ${e.total} ${e.counted}` : e.kind);
    },
    pause,
  );
  return reported;
}

/** Runs one effect and gives back what it reported. */
async function outcomes(
  effect: Parameters<typeof runEffect>[0],
  actions: PaneActions,
  pause = async () => {},
): Promise<OutcomeEvent[]> {
  const reported: OutcomeEvent[] = [];
  await runEffect(effect, actions, (e) => reported.push(e), pause);
  return reported;
}

describe("runEffect", () => {
  test("loadSettings reports the saved choices before it returns", () => {
    const { actions } = fakeActions(BOARD_2, { method: "cross" });
    const reported: OutcomeEvent[] = [];
    void runEffect({ kind: "loadSettings" }, actions, (e) => reported.push(e));
    // No record of sheets scored in this fake: none.
    expect(reported).toEqual([{ kind: "settingsLoaded", saved: { method: "cross" }, scored: null }]);
  });

  test("settings that cannot be read are reported as none", async () => {
    const { actions } = fakeActions();
    const failing: PaneActions = {
      ...actions,
      loadSettings: () => {
        throw new Error("no document");
      },
    };
    await expect(outcomes({ kind: "loadSettings" }, failing)).resolves.toEqual([
      { kind: "settingsLoaded", saved: null, scored: null },
    ]);
  });

  test("readSelection reports the area, or Excel's message", async () => {
    const { actions } = fakeActions();
    await expect(outcomes({ kind: "readSelection" }, actions)).resolves.toEqual([
      { kind: "selectionRead", area: BOARD_2 },
    ]);
    const failing = {
      ...actions,
      readTravellerArea: () => Promise.reject(new Error("A chart is selected.")),
    };
    await expect(outcomes({ kind: "readSelection" }, failing)).resolves.toEqual([
      { kind: "stepFailed", message: "A chart is selected." },
    ]);
    const odd = { ...actions, readTravellerArea: () => Promise.reject("offline") };
    await expect(outcomes({ kind: "readSelection" }, odd)).resolves.toEqual([
      { kind: "stepFailed", message: "offline" },
    ]);
  });

  test("buildSheet lets the spinner paint, then scores board by board, the sheet named among the workbook's", async () => {
    const { actions } = fakeActions();
    const order: string[] = [];
    const pause = async () => {
      order.push("pause");
    };
    // The workbook already has a sheet of the name the results would take.
    const reading = readArea({ ...BOARD_2, sheetNames: ["Sheet1", "Board 2 Butler"] });
    const events = await runRecording(
      { kind: "buildSheet", reading, choices: choicesOf({ method: "butler" }) },
      actions,
      pause,
      order,
    );
    // One board: a pause to paint, the board scored ("1 of 1"), a pause, the board laid out twice
    // (Butler needs the IMP scale: a draft first), each followed by a pause, then the sheet.
    expect(order).toEqual([
      "pause",
      "progressed 1 of 1 boardsScored",
      "pause",
      "progressed 1 of 2 boardsLaidOut",
      "pause",
      "progressed 2 of 2 boardsLaidOut",
      "pause",
      "sheetBuilt",
    ]);
    const event = events[events.length - 1];
    if (event.kind !== "sheetBuilt") throw new Error(event.kind);
    const model = event.scored.sections[0].sheet;
    expect(model.name).toBe("Board 2 Butler (2)");
    // The mean of 680, -100, 680, 680 is 485, rounded to 490; 680 is 190 above it (5 IMPs) and
    // -100 is 590 below (-11 IMPs): the datum and the IMPs are computed on the sheet.
    const values = model.cells.filter((c) => c.formula).map((c) => c.value);
    expect(values).toEqual(expect.arrayContaining([490, 5, -11]));
  });

  test("buildSheet yields to the browser between boards and reports each board scored and laid out", async () => {
    const { actions } = fakeActions();
    const values = sessionRows(36, 20);
    const area: SheetArea = { sheet: "Session", range: `A1:D${values.length}`, top: 0, left: 0, values };
    const order: string[] = [];
    const pause = async () => {
      order.push("pause");
    };
    const events = await runRecording(
      { kind: "buildSheet", reading: readArea(area), choices: choicesOf({ method: "all" }) },
      actions,
      pause,
      order,
    );
    // 36 boards scored, then laid out twice (a draft, then with the IMP scale in place): 108 steps,
    // a yield before the first and one after each, so never two steps without a yield.
    expect(order.filter((o) => o === "pause")).toHaveLength(109);
    expect(order).toEqual([
      "pause",
      ...Array.from({ length: 36 }, (_, i) => [`progressed ${i + 1} of 36 boardsScored`, "pause"]).flat(),
      ...Array.from({ length: 72 }, (_, i) => [`progressed ${i + 1} of 72 boardsLaidOut`, "pause"]).flat(),
      "sheetBuilt",
    ]);
    const last = events[events.length - 1];
    if (last.kind !== "sheetBuilt") throw new Error(last.kind);
    // NS pairs 1 to 20 and EW pairs 101 to 120: no number sits both ways, so a Mitchell, said so.
    const model = last.scored.sections[0].sheet;
    expect(model.name).toBe("Session all methods");
    expect(model.cells[0].value).toMatch(/36 boards \(Mitchell, told from the pair numbers/);
  });

  test("a teams scoresheet takes the same road: scored in one step, Aces 13.78 to Kings 6.22", async () => {
    const { actions } = fakeActions();
    const ex = WORKED_EXAMPLES.find((e) => e.id === "teams-match")!;
    const order: string[] = [];
    const events = await runRecording(
      { kind: "buildSheet", reading: readArea(exampleArea(ex, "Sheet1")), choices: choicesOf(ex.options) },
      actions,
      async () => void order.push("pause"),
      order,
    );
    expect(order).toEqual(["pause", "progressed 1 of 1 eventScored", "pause", "sheetBuilt"]);
    const built = events[events.length - 1];
    if (built.kind !== "sheetBuilt") throw new Error(built.kind);
    const model = built.scored.sections[0].sheet;
    expect(model.name).toBe("Teams");
    // Board 1: +420 and +50 to Aces, net +470, 10 IMPs; 10 IMPs over 8 boards is 13.78 to 6.22
    // on the WBF scale.
    const vps = model.cells.filter((c) => c.formula?.includes("INT(ABS(")).map((c) => c.value);
    expect(vps).toEqual([13.78, 6.22]);
  });

  test("a board only scoring refuses ends the scoring there: the boards before it reported, then the refusal", async () => {
    const { actions } = fakeActions();
    // A Howell where pair 1 sits on both sides of a table on board 2 (row 3, column 2 of A1: C4).
    const area: SheetArea = {
      sheet: "Sheet1",
      range: "A1:D5",
      top: 0,
      left: 0,
      values: [
        ["Board", "NS", "EW", "Score"],
        [1, 1, 2, 420],
        [1, 3, 4, -50],
        [2, 1, 1, 110],
        [2, 3, 4, 140],
      ],
    };
    const events = await outcomes(
      {
        kind: "buildSheet",
        reading: readArea(area),
        choices: choicesOf({ movement: "howell", method: "mp" }),
      },
      actions,
    );
    expect(events.map((e) => e.kind)).toEqual(["progressed", "scoreRefused"]);
    expect(events[0]).toEqual({ kind: "progressed", done: 1, total: 2, counted: "boardsScored" });
    const refused = events[1];
    if (refused.kind === "scoreRefused" && refused.refusal.kind === "problems")
      expect(refused.refusal.problems[0]).toMatch(
        /^Sheet1!C4: Pair 1 is on both sides of a table on board 2/,
      );
    else throw new Error(`expected the problems, got ${JSON.stringify(refused)}`);
  });

  test("the engine's refusal (more results than expected) comes back as its message", async () => {
    const { actions } = fakeActions();
    const choices = choicesOf({ method: "cross", expected: "number", expectedNumber: "2" });
    const events = await outcomes({ kind: "buildSheet", reading: readArea(BOARD_2), choices }, actions);
    expect(events[events.length - 1]).toEqual({
      kind: "scoreRefused",
      refusal: {
        kind: "failed",
        message: expect.stringMatching(/^Board 2 has 4 results but 2 were expected/),
      },
    });
  });

  test("an error that is no refusal ends the step with its message", async () => {
    const { actions } = fakeActions();
    const spy = jest.spyOn(eventScoring, "startScoring").mockImplementation(() => {
      throw new RangeError("out of memory");
    });
    try {
      await expect(
        outcomes({ kind: "buildSheet", reading: readArea(BOARD_2), choices: choicesOf() }, actions),
      ).resolves.toEqual([{ kind: "stepFailed", message: "out of memory" }]);
    } finally {
      spy.mockRestore();
    }
  });

  test("the sheet is the one the event layer builds for the reading and the choices", async () => {
    const { actions } = fakeActions();
    const reading = readArea(BOARD_2);
    const choices = choicesOf({ method: "all" });
    const events = await outcomes({ kind: "buildSheet", reading, choices }, actions);
    const last = events[events.length - 1];
    if (last.kind !== "sheetBuilt") throw new Error(last.kind);
    // The event scored is the reading's own, and its sheet the event layer's for these choices.
    expect(last.scored.event).toBe(reading.event);
    expect(last.scored.sections[0].sheet).toEqual(scoredArea(BOARD_2, { method: "all" }).sheet);
  });

  test("writeSheet reports the sheet written, or Excel's message", async () => {
    const { actions, written } = fakeActions();
    const model = { name: "Board 2 Butler" } as SheetModel;
    await expect(outcomes({ kind: "writeSheet", model }, actions)).resolves.toEqual([
      { kind: "sheetWritten", sheet: { name: "Board 2 Butler", range: "A1:L20" } },
    ]);
    expect(written).toEqual([model]);
    const failing = { ...actions, writeSheet: () => Promise.reject(new Error("The workbook is protected.")) };
    await expect(outcomes({ kind: "writeSheet", model }, failing)).resolves.toEqual([
      { kind: "stepFailed", message: "The workbook is protected." },
    ]);
  });

  test("insertExample puts the example's cells on a new sheet, numbers as numbers, header bold", async () => {
    const { actions, inserts } = fakeActions();
    await expect(outcomes({ kind: "insertExample", example: EXAMPLE }, actions)).resolves.toEqual([
      { kind: "exampleInserted", sheet: { name: "Example tiny (2)", range: "A1:D3" } },
    ]);
    expect(inserts).toEqual([
      {
        name: "Example tiny",
        cells: [
          ["Board", "NS", "EW", "Score"],
          [1, 1, 2, 420],
          [1, 3, 4, -50],
        ],
        headerRows: [0],
      },
    ]);
  });

  test("saveSettings reports nothing when saved, the message when not", async () => {
    const { actions, saves } = fakeActions();
    await expect(outcomes({ kind: "saveSettings", value: DEFAULT_FORM_CHOICES }, actions)).resolves.toEqual(
      [],
    );
    expect(saves).toEqual([DEFAULT_FORM_CHOICES]);
    const failing = { ...actions, saveSettings: () => Promise.reject(new Error("read-only")) };
    await expect(outcomes({ kind: "saveSettings", value: DEFAULT_FORM_CHOICES }, failing)).resolves.toEqual([
      { kind: "settingsNotSaved", message: "read-only" },
    ]);
  });
});

describe("the reducer and the runner together, with fake actions", () => {
  test("open with saved choices, Score: one sheet written, the choices saved", async () => {
    const { actions, written, saves } = fakeActions(BOARD_2, { method: "butler", version: 2 });
    let machine = await settle(start(true), actions);
    expect(machine.state.options.method).toBe("butler");
    expect(machine.state.reading?.area).toBe(BOARD_2);

    machine = await settle(step(machine, { kind: "scorePressed" }), actions);
    expect(written.map((m) => m.name)).toEqual(["Board 2 Butler"]);
    expect(saves).toEqual([machine.state.options]);
    expect(machine.state.status?.title).toBe('Wrote the sheet "Board 2 Butler"');
    expect(busyStep(machine.state)).toBeNull();
  });

  test("Score on a traveller with problems: nothing is scored or written, the problems listed by Excel address", async () => {
    const { actions, written, saves } = fakeActions(WITH_A_PROBLEM);
    const spy = jest.spyOn(eventScoring, "startScoring");
    try {
      let machine = await settle(start(true), actions);
      machine = await settle(step(machine, { kind: "scorePressed" }), actions);
      expect(spy).not.toHaveBeenCalled();
      expect(written).toEqual([]);
      expect(saves).toEqual([]);
      expect(machine.state.status?.title).toBe("Nothing was written");
      expect(machine.state.reading?.problems).toEqual([expect.stringMatching(/^Sheet1!F5: "four" /)]);
    } finally {
      spy.mockRestore();
    }
  });

  test("insert an example: its sheet inserted, its choices set, its traveller read", async () => {
    const { actions, inserts } = fakeActions();
    let machine = await settle(start(true), actions);
    machine = await settle(step(machine, { kind: "examplePressed", example: EXAMPLE }), actions);
    expect(inserts.map((i) => i.name)).toEqual(["Example tiny"]);
    expect(machine.state.options).toMatchObject({ method: "cross", divisor: "total" });
    expect(machine.state.status?.title).toBe('Inserted "Example tiny (2)"');
    expect(machine.state.focus).toBe("score");
  });
});

describe("runEffect: long work", () => {
  test("writeSheet reports each request written, then the sheet", async () => {
    const { actions } = fakeActions();
    const batched: PaneActions = {
      ...actions,
      writeSheet: async (model, options) => {
        options?.onBatch?.(1, 2);
        options?.onBatch?.(2, 2);
        return { name: model.name, range: "A1:B2" };
      },
    };
    const model = { name: "Board 2 matchpoints" } as SheetModel;
    expect(await outcomes({ kind: "writeSheet", model }, batched)).toEqual([
      { kind: "progressed", done: 1, total: 2 },
      { kind: "progressed", done: 2, total: 2 },
      { kind: "sheetWritten", sheet: { name: "Board 2 matchpoints", range: "A1:B2" } },
    ]);
  });

  test("a selection too large to read without asking is reported with its size; read anyway asks with anySize", async () => {
    const { actions } = fakeActions();
    const large: PaneActions = {
      ...actions,
      readTravellerArea: jest.fn(async (options?: { anySize?: boolean }) => {
        if (!options?.anySize) throw new LargeSelectionError(150_000, "Sheet1!A1:O10000");
        return BOARD_2;
      }),
    };
    expect(await outcomes({ kind: "readSelection" }, large)).toEqual([
      { kind: "selectionTooLarge", address: "Sheet1!A1:O10000", cells: 150_000 },
    ]);
    expect(await outcomes({ kind: "readSelection", anySize: true }, large)).toEqual([
      { kind: "selectionRead", area: BOARD_2 },
    ]);
  });
});
