import { ScoringError, TravellerError } from "../../../src/scoring";
import type { PaneActions } from "../../../src/taskpane/actions";
import type { WrittenSheet } from "../../../src/office/write-sheet";
import { buildSheet, startSheet } from "../../../src/taskpane/build";
import { DEFAULT_OPTIONS, teamsChoices } from "../../../src/taskpane/options";
import { exampleCells, WORKED_EXAMPLES } from "../../../src/taskpane/examples";
import type { OutcomeEvent } from "../../../src/taskpane/state/events";
import { start, step, type Machine } from "../../../src/taskpane/state/machine";
import { runEffect } from "../../../src/taskpane/state/run";
import { busyStep } from "../../../src/taskpane/state/state";
import { readArea } from "../../../src/taskpane/workflow";
import type { SheetModel } from "../../../src/sheet/model";
import type { SheetArea } from "../../../src/office/area";
import { LargeSelectionError } from "../../../src/office/failures";
import { BOARD_2, checked, EXAMPLE } from "../fixtures";
import { sessionRows } from "../../support/sessions";

/** Actions that answer from the given area and record what they were asked. */
function fakeActions(area: SheetArea = BOARD_2, saved: unknown = null) {
  const written: SheetModel[] = [];
  const saves: unknown[] = [];
  const inserts: { name: string; cells: unknown[][]; headerRows: readonly number[] }[] = [];
  const actions: PaneActions = {
    readTravellerArea: jest.fn(async () => area),
    writeSheet: jest.fn(async (model: SheetModel): Promise<WrittenSheet> => {
      written.push(model);
      return { name: model.name, range: "A1:L20" };
    }),
    insertExample: jest.fn(async (name, cells, { headerRows }) => {
      inserts.push({ name, cells, headerRows });
      return { name: `${name} (2)`, range: "A1:D3" };
    }),
    loadSettings: jest.fn(() => saved),
    saveSettings: jest.fn(async (value: unknown) => {
      saves.push(value);
    }),
    startSheet: jest.fn(startSheet),
  };
  return { actions, written, saves, inserts };
}

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
    expect(reported).toEqual([{ kind: "settingsLoaded", saved: { method: "cross" } }]);
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
      { kind: "settingsLoaded", saved: null },
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

  test("buildSheet lets the spinner paint, then builds with the workbook's sheet names", async () => {
    const { actions } = fakeActions();
    const order: string[] = [];
    const pause = async () => {
      order.push("pause");
    };
    (actions.startSheet as jest.Mock).mockImplementation((...args: Parameters<typeof startSheet>) => {
      order.push("start");
      return startSheet(...args);
    });
    const reading = readArea(BOARD_2);
    const events = await runRecording(
      { kind: "buildSheet", reading, options: checked({ method: "butler" }) },
      actions,
      pause,
      order,
    );
    // One board: a pause to paint, the board scored ("1 of 1"), a pause, the board laid out twice
    // (Butler needs the IMP scale: a draft first), each followed by a pause, then the sheet.
    expect(order).toEqual([
      "pause",
      "start",
      "progressed 1 of 1 boardsScored",
      "pause",
      "progressed 1 of 2 boardsLaidOut",
      "pause",
      "progressed 2 of 2 boardsLaidOut",
      "pause",
      "sheetBuilt",
    ]);
    expect(actions.startSheet).toHaveBeenCalledWith(reading.traveller, checked({ method: "butler" }), [
      "Sheet1",
    ]);
    const event = events[events.length - 1];
    expect(event.kind).toBe("sheetBuilt");
    // One board scored Butler: the sheet is named after it, the sheet buildSheet builds.
    if (event.kind === "sheetBuilt") {
      expect(event.model.name).toBe("Board 2 Butler");
      expect(event.model).toEqual(buildSheet(reading.traveller, checked({ method: "butler" }), ["Sheet1"]));
    }
  });

  test("buildSheet yields to the browser between boards and reports each board scored and laid out", async () => {
    const { actions } = fakeActions();
    const values = sessionRows(36, 20);
    const area: SheetArea = { sheet: "Session", range: `A1:D${values.length}`, top: 0, left: 0, values };
    const reading = readArea(area);
    // The fake yield counts its calls and notes how many steps (a board scored or laid out) had
    // been taken when it was called.
    let taken = 0;
    let yields = 0;
    const takenAtYield: number[] = [];
    (actions.startSheet as jest.Mock).mockImplementation((...args: Parameters<typeof startSheet>) => {
      const steps = startSheet(...args);
      return {
        get stage() {
          return steps.stage;
        },
        get total() {
          return steps.total;
        },
        get done() {
          return steps.done;
        },
        next: () => {
          const more = steps.next();
          if (more) taken++;
          return more;
        },
        finish: () => steps.finish(),
      };
    });
    const pause = async () => {
      yields++;
      takenAtYield.push(taken);
    };
    const events = await outcomes(
      { kind: "buildSheet", reading, options: checked({ method: "all" }) },
      actions,
      pause,
    );
    // 36 boards scored, then laid out twice (a draft, then with the IMP scale in place): 108 steps,
    // a yield before the first and one after each, so never two steps without a yield.
    expect(yields).toBe(109);
    expect(takenAtYield).toEqual(Array.from({ length: 109 }, (_, i) => i));
    const progress = events.filter((e) => e.kind === "progressed");
    expect(progress).toEqual([
      ...Array.from({ length: 36 }, (_, i) => ({
        kind: "progressed",
        done: i + 1,
        total: 36,
        counted: "boardsScored",
      })),
      ...Array.from({ length: 72 }, (_, i) => ({
        kind: "progressed",
        done: i + 1,
        total: 72,
        counted: "boardsLaidOut",
      })),
    ]);
    const last = events[events.length - 1];
    expect(last.kind).toBe("sheetBuilt");
    if (last.kind === "sheetBuilt") {
      expect(last.model).toEqual(buildSheet(reading.traveller, checked({ method: "all" }), []));
    }
  });

  test("a teams scoresheet is built in one step: no board count, the pairs builder not called", async () => {
    const { actions } = fakeActions();
    const ex = WORKED_EXAMPLES.find((e) => e.id === "teams-match")!;
    const { cells } = exampleCells(ex.csv);
    const values = cells.map((r) => r.map((v) => v ?? ""));
    const reading = readArea({
      sheet: "Sheet1",
      range: "A1",
      top: 0,
      left: 0,
      values,
      sheetNames: ["Sheet1"],
    });
    const teams = teamsChoices({ ...DEFAULT_OPTIONS, ...ex.options });
    const events = await outcomes(
      { kind: "buildSheet", reading, options: checked(ex.options), teams },
      actions,
    );
    expect(events.map((e) => e.kind)).toEqual(["sheetBuilt"]);
    expect(actions.startSheet).not.toHaveBeenCalled();
    if (events[0].kind === "sheetBuilt") expect(events[0].model.name).toBe("Teams");
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
      { kind: "buildSheet", reading: readArea(area), options: checked({ movement: "howell", method: "mp" }) },
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

  test("buildSheet reports the engine's refusal, problems by Excel address, and other errors as failures", async () => {
    const { actions } = fakeActions();
    const reading = readArea(BOARD_2);
    const effect = { kind: "buildSheet", reading, options: checked({ method: "butler" }) } as const;
    const throwing = (e: unknown): PaneActions => ({
      ...actions,
      startSheet: () => {
        throw e;
      },
    });
    await expect(outcomes(effect, throwing(new ScoringError("Too many results.")))).resolves.toEqual([
      { kind: "scoreRefused", refusal: { kind: "failed", message: "Too many results." } },
    ]);
    // Row 1, column 1 of the block at C3 is D4.
    const problem = { row: 1, column: 1, message: "Pair 7 is on both sides." };
    await expect(outcomes(effect, throwing(new TravellerError("Board 2", [problem])))).resolves.toEqual([
      {
        kind: "scoreRefused",
        refusal: { kind: "problems", problems: ["Sheet1!D4: Pair 7 is on both sides."] },
      },
    ]);
    await expect(outcomes(effect, throwing(new RangeError("out of memory")))).resolves.toEqual([
      { kind: "stepFailed", message: "out of memory" },
    ]);
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
    await expect(outcomes({ kind: "saveSettings", value: DEFAULT_OPTIONS }, actions)).resolves.toEqual([]);
    expect(saves).toEqual([DEFAULT_OPTIONS]);
    const failing = { ...actions, saveSettings: () => Promise.reject(new Error("read-only")) };
    await expect(outcomes({ kind: "saveSettings", value: DEFAULT_OPTIONS }, failing)).resolves.toEqual([
      { kind: "settingsNotSaved", message: "read-only" },
    ]);
  });
});

describe("the reducer and the runner together, with fake actions", () => {
  /** Runs the waiting effects as the pane does, feeding their outcomes back, until none wait. */
  async function settle(machine: Machine, actions: PaneActions): Promise<Machine> {
    while (machine.waiting.length > 0) {
      const effects = machine.waiting;
      machine = step(machine, { kind: "effectsTaken", count: effects.length });
      const reported: OutcomeEvent[] = [];
      await Promise.all(
        effects.map((e) =>
          runEffect(
            e,
            actions,
            (r) => reported.push(r),
            async () => {},
          ),
        ),
      );
      for (const r of reported) machine = step(machine, r);
    }
    return machine;
  }

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
