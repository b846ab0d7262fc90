// Areas of a worksheet, a worked example and checked choices for the pane's tests, written out by
// hand; the reducer run over a list of events; and an area scored as the pane scores it.
import { scoreEvent, type ScoredEvent, type ScoredSection, type UserChoices } from "../../src/event";
import { columnLetters } from "../../src/grid/a1";
import type { SheetArea } from "../../src/office/area";
import type { WrittenSheet } from "../../src/office/write-sheet";
import type { SheetModel } from "../../src/sheet/model";
import type { PaneActions } from "../../src/taskpane/actions";
import { exampleCells, type WorkedExample } from "../../src/ui/examples";
import { readArea } from "../../src/taskpane/workflow";
import type { Effect, OutcomeEvent, PaneEvent } from "../../src/taskpane/state/events";
import { step, type Machine } from "../../src/taskpane/state/machine";
import { runEffect } from "../../src/taskpane/state/run";
import { reduce } from "../../src/taskpane/state/reduce";
import { initialState, type PaneState } from "../../src/taskpane/state/state";
import {
  checkOptions,
  DEFAULT_FORM_CHOICES,
  userChoices,
  type CheckedOptions,
  type FormChoices,
} from "../../src/event/forms";

/** One board, four tables at C3:F7 of Sheet1: NS scored 680, -100, 680 and 680. */
export const BOARD_2: SheetArea = {
  sheet: "Sheet1",
  range: "C3:F7",
  top: 2,
  left: 2,
  values: [
    ["Board", "NS", "EW", "Score"],
    [2, 7, 5, 680],
    [2, 6, 8, -100],
    [2, 4, 1, 680],
    [2, 2, 3, 680],
  ],
  sheetNames: ["Sheet1"],
};

/** Two boards at A1:D6 of Sheet2: three tables played board 1, two played board 3. */
export const TWO_BOARDS: SheetArea = {
  sheet: "Sheet2",
  range: "A1:D6",
  top: 0,
  left: 0,
  values: [
    ["Board", "NS", "EW", "Score"],
    [1, 1, 2, 420],
    [1, 3, 4, -50],
    [1, 5, 6, 450],
    [3, 1, 4, 110],
    [3, 3, 6, -140],
  ],
};

/** BOARD_2 with table 2's score typed as "four": the cell at F5. */
export const WITH_A_PROBLEM: SheetArea = {
  ...BOARD_2,
  values: BOARD_2.values.map((row, r) => (r === 2 ? [2, 6, 8, "four"] : row)),
};

/**
 * Board 15 at A1:F3 whose tricks column is headed "Outcome", which the reader does not know: until
 * the director says it holds the result, both contracts lack one (D2 and D3).
 */
export const UNKNOWN_HEADER: SheetArea = {
  sheet: "Sheet1",
  range: "A1:F3",
  top: 0,
  left: 0,
  values: [
    ["Board", "NS", "EW", "Contract", "By", "Outcome"],
    [15, 3, 6, "4H", "E", 8],
    [15, 4, 5, "2S", "N", 6],
  ],
};

/** A header row with nothing under it: a traveller, but no board. */
export const HEADER_ONLY: SheetArea = { ...BOARD_2, range: "C3:F3", values: [BOARD_2.values[0]] };

/** A cell of notes: no traveller at all. */
export const NOTES: SheetArea = { sheet: "Sheet1", range: "A1", top: 0, left: 0, values: [["Notes"]] };

/** A small example, scored cross-IMPs divided by nothing. */
export const EXAMPLE: WorkedExample = {
  id: "tiny",
  sheetName: "Example tiny",
  title: "A tiny example",
  description: "Two tables of one board.",
  csv: "Board,NS,EW,Score\n1,1,2,420\n1,3,4,-50\n",
  options: { method: "cross", divisor: "total" },
};

/** The default choices with `change`, checked: for a step that takes checked options. */
export function checked(change: Partial<FormChoices> = {}): CheckedOptions {
  const r = checkOptions({ ...DEFAULT_FORM_CHOICES, ...change });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.options;
}

/** The form's default choices with `change`, as the event layer takes them (what Score hands on). */
export function choicesOf(change: Partial<FormChoices> = {}): UserChoices {
  return userChoices({ ...DEFAULT_FORM_CHOICES, ...change }, checked(change));
}

/**
 * The area's cells read by the pane and scored with the form's default choices and `change`, as
 * the effect runner scores them (the sheet is named among the area's `sheetNames`): the event
 * its "sheetBuilt" carries.
 */
export function scoredEventOf(area: SheetArea, change: Partial<FormChoices> = {}): ScoredEvent {
  const reading = readArea(area);
  return scoreEvent(reading.event, choicesOf(change), { existingNames: area.sheetNames ?? [] });
}

/** The one section of {@link scoredEventOf}: the sheet, sessions and choices of the area scored. */
export function scoredArea(area: SheetArea, change: Partial<FormChoices> = {}): ScoredSection {
  return scoredEventOf(area, change).sections[0];
}

/** Cells put at A1 of a new sheet, as the pane reads them back (blanks as ""). */
function cellsArea(
  cells: readonly (readonly unknown[])[],
  sheet: string,
  sheetNames: readonly string[],
): SheetArea {
  const values = cells.map((r) => r.map((v) => v ?? ""));
  const width = Math.max(...values.map((r) => r.length));
  return {
    sheet,
    range: `A1:${columnLetters(width - 1)}${values.length}`,
    top: 0,
    left: 0,
    values,
    sheetNames,
  };
}

/** A worked example's traveller as the pane puts it on a new sheet (at A1 of `sheet`). */
export function exampleArea(example: WorkedExample, sheet = "S"): SheetArea {
  return cellsArea(exampleCells(example.csv).cells, sheet, [sheet]);
}

/**
 * Actions that stand for a workbook and record what they were asked: the selection is `area` until
 * a sheet is inserted (the inserted sheet, "<name> (2)", is then selected, as in Excel), and every
 * sheet written or inserted joins the workbook's sheet names.
 */
export function fakeActions(area: SheetArea = BOARD_2, saved: unknown = null) {
  const written: SheetModel[] = [];
  const saves: unknown[] = [];
  const inserts: { name: string; cells: unknown[][]; headerRows: readonly number[] }[] = [];
  let selected = area;
  // Each sheet inserted, as its traveller reads from A1: what reading a traveller by its address finds.
  const sheets = new Map<string, SheetArea>([[area.sheet, area]]);
  const actions: PaneActions = {
    readTravellerArea: jest.fn(async () => selected),
    readTravellerAt: jest.fn(async (address: string) => {
      const sheet = address
        .replace(/!.*$/, "")
        .replace(/^'(.*)'$/, "$1")
        .replace(/''/g, "'");
      const found = sheets.get(sheet);
      if (found === undefined) throw new Error(`No sheet "${sheet}" in the fake workbook.`);
      return { ...found, sheetNames: selected.sheetNames };
    }),
    writeSheet: jest.fn(async (model: SheetModel): Promise<WrittenSheet> => {
      written.push(model);
      selected = { ...selected, sheetNames: [...(selected.sheetNames ?? []), model.name] };
      return { name: model.name, range: "A1:L20" };
    }),
    insertExample: jest.fn(async (name, cells, { headerRows }) => {
      inserts.push({ name, cells, headerRows });
      const sheet = `${name} (2)`;
      selected = cellsArea(cells, sheet, [...(selected.sheetNames ?? []), sheet]);
      sheets.set(sheet, selected);
      return { name: sheet, range: selected.range };
    }),
    loadSettings: jest.fn(() => saved),
    saveSettings: jest.fn(async (value: unknown) => {
      saves.push(value);
    }),
    // Saving is the Save buttons' business, never the runner's: nothing here asks for it.
    saveFile: jest.fn(async () => "downloaded" as const),
  };
  return { actions, written, saves, inserts };
}

/** Runs the waiting effects as the pane does, feeding their outcomes back, until none wait. */
export async function settle(machine: Machine, actions: PaneActions): Promise<Machine> {
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

/** Every event in turn: the last state and every effect asked for on the way. */
export function after(state: PaneState, ...events: PaneEvent[]): { state: PaneState; effects: Effect[] } {
  const effects: Effect[] = [];
  for (const event of events) {
    const next = reduce(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

/** The pane in Excel, opened with no saved choices, after reading BOARD_2. */
export function openedOnBoard2(): PaneState {
  return after(
    initialState(true),
    { kind: "opened" },
    { kind: "settingsLoaded", saved: null },
    { kind: "selectionRead", area: BOARD_2 },
  ).state;
}
