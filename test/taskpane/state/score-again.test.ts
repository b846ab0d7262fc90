// Scoring a traveller again from the pane, through the Office adapter against the mock workbook:
// the first Score writes the results with a note of when they were scored; the next asks whether to
// replace them or keep both, and does as told; the record of the traveller's results is kept in
// the document, so a pane opened later asks too.
import { officeActions } from "../../../src/office";
import { step, type Machine } from "../../../src/taskpane/state/machine";
import type { OutcomeEvent, PaneEvent } from "../../../src/taskpane/state/events";
import { runEffect } from "../../../src/taskpane/state/run";
import { initialState } from "../../../src/taskpane/state/state";
import { installMockExcel, uninstallMockExcel, type MockWorkbook } from "../../support/mock-excel";
import { BOARD_2 } from "../fixtures";

afterEach(() => uninstallMockExcel());

/** 25 November 2026, 17:04 on the director's clock. */
const NOW = () => new Date(2026, 10, 25, 17, 4);

/** Runs the waiting effects (with the clock above) until none wait. */
async function settle(machine: Machine): Promise<Machine> {
  while (machine.waiting.length > 0) {
    const effects = machine.waiting;
    machine = step(machine, { kind: "effectsTaken", count: effects.length });
    const reported: OutcomeEvent[] = [];
    for (const e of effects)
      await runEffect(
        e,
        officeActions,
        (r) => reported.push(r),
        async () => {},
        NOW,
      );
    for (const r of reported) machine = step(machine, r);
  }
  return machine;
}

async function drive(m: Machine, ...events: PaneEvent[]): Promise<Machine> {
  for (const e of events) m = await settle(step(m, e));
  return m;
}

/** The mock workbook with Board 2's traveller at Sheet1!C3:F7, the cell D5 selected. */
function workbook(): MockWorkbook {
  return installMockExcel(["Sheet1"], {
    address: "Sheet1!D5",
    cellCount: 1,
    block: { address: "Sheet1!C3:F7", values: BOARD_2.values.map((r) => [...r]) },
  });
}

/** The text written at A4 of the sheet last added under `name` (the row under the title block). */
function noteOf(book: MockWorkbook, name: string): unknown {
  const blocks = book.ranges.filter((r) => r.sheet === name && r.range.formulas !== undefined);
  return blocks.at(-1)?.range.formulas?.[3]?.[0];
}

const opened = (): Promise<Machine> => drive({ state: initialState(true), waiting: [] }, { kind: "opened" });

describe("scoring a traveller again", () => {
  test("the first Score asks nothing and notes on the sheet when and from where it was scored", async () => {
    const book = workbook();
    const m = await drive(await opened(), { kind: "scorePressed" });
    expect(m.state.replace).toBeNull();
    expect(book.added.map((s) => s.name)).toEqual(["Board 2 matchpoints"]);
    expect(noteOf(book, "Board 2 matchpoints")).toBe(
      "Scored on 25 November 2026 at 17:04 from Sheet1!C3:F7.",
    );
    expect(m.state.status?.title).toBe('Wrote the sheet "Board 2 matchpoints"');
    expect(book.settings.get("bridgeScoring.scoredSheets")).toEqual({ "Sheet1!C3": ["Board 2 matchpoints"] });
  });

  test("Score again asks; Replace: the new sheet under the same name, the earlier one deleted", async () => {
    const book = workbook();
    let m = await drive(await opened(), { kind: "scorePressed" }, { kind: "scorePressed" });
    // Asked, with nothing more written, the focus on the question.
    expect(m.state.replace).toEqual({ traveller: "Sheet1!C3:F7", sheets: ["Board 2 matchpoints"] });
    expect(m.state.focus).toBe("replace");
    expect(m.waiting).toEqual([]);
    expect(book.added).toHaveLength(1);

    m = await drive(m, { kind: "replaceAnswered", replace: true });
    expect(m.state.replace).toBeNull();
    expect(m.state.task).toBeNull();
    expect(book.deleted).toEqual(["Board 2 matchpoints old"]);
    expect(book.sheetNames).toEqual(["Sheet1", "Board 2 matchpoints"]);
    expect(book.added.map((s) => s.name)).toEqual(["Board 2 matchpoints", "Board 2 matchpoints"]);
    expect(m.state.status?.title).toBe('Wrote the sheet "Board 2 matchpoints"');
    expect(m.state.status?.text).toMatch(
      /^It replaces the earlier results "Board 2 matchpoints"\. Matchpoints: Board 2/,
    );
    expect(book.settings.get("bridgeScoring.scoredSheets")).toEqual({ "Sheet1!C3": ["Board 2 matchpoints"] });
  });

  test("Keep both: a second sheet beside the first; the next Score offers to replace both", async () => {
    const book = workbook();
    let m = await drive(
      await opened(),
      { kind: "scorePressed" },
      { kind: "scorePressed" },
      { kind: "replaceAnswered", replace: false },
    );
    expect(book.deleted).toEqual([]);
    expect(book.sheetNames).toEqual(["Sheet1", "Board 2 matchpoints", "Board 2 matchpoints (2)"]);
    expect(m.state.status?.text).not.toMatch(/replaces/);

    m = await drive(m, { kind: "scorePressed" });
    expect(m.state.replace?.sheets).toEqual(["Board 2 matchpoints", "Board 2 matchpoints (2)"]);
    m = await drive(m, { kind: "replaceAnswered", replace: true });
    expect(book.sheetNames).toEqual(["Sheet1", "Board 2 matchpoints"]);
    expect(m.state.status?.text).toMatch(
      /^It replaces the earlier results "Board 2 matchpoints", "Board 2 matchpoints \(2\)"\./,
    );
  });

  test("a pane opened later reads the record from the document and asks too", async () => {
    const book = workbook();
    await drive(await opened(), { kind: "scorePressed" });
    const later = await drive(await opened(), { kind: "scorePressed" });
    expect(later.state.replace?.sheets).toEqual(["Board 2 matchpoints"]);
    expect(book.added).toHaveLength(1);
  });

  test("a results sheet deleted by hand is not asked about", async () => {
    const book = workbook();
    await drive(await opened(), { kind: "scorePressed" });
    book.sheetNames.splice(book.sheetNames.indexOf("Board 2 matchpoints"), 1);
    const m = await drive(await opened(), { kind: "scorePressed" });
    expect(m.state.replace).toBeNull();
    expect(book.added.map((s) => s.name)).toEqual(["Board 2 matchpoints", "Board 2 matchpoints"]);
  });
});
