// The pane's hand records, the reducer and the runner together with fake actions: a results file's
// deals kept for the sheet its section goes on and written beside each board at Score (the table
// solved off the pane's thread, once: a later Score reuses it); Cancel writes the hands without a
// table and says so; Add hand records joins a deal file to the selected traveller by board number.
import * as fs from "node:fs";
import * as path from "node:path";
import type { ScoredPairsSection } from "../../../src/event";
import type { SheetArea } from "../../../src/office/area";
import { SolveCancelled, type SolveOutcome, type SolveRun } from "../../../src/office/solve-in-worker";
import type { DDTable } from "../../../src/scoring";
import type { PaneActions } from "../../../src/taskpane/actions";
import type { DealsRecord } from "../../../src/taskpane/deals";
import type { OutcomeEvent } from "../../../src/taskpane/state/events";
import { start, step, type Machine } from "../../../src/taskpane/state/machine";
import { runEffect } from "../../../src/taskpane/state/run";
import { fakeActions, settle } from "../fixtures";

const FILES = path.join(__dirname, "..", "..", "fixtures");
// club-pairs.pbn: section A, boards 1 to 3; board 1 alone has a deal, and no table.
const CLUB = fs.readFileSync(path.join(FILES, "files", "club-pairs.pbn"));
const CLUB_BOARD_1 = "N:AKQ2.K32.Q54.T98 JT9.AQ4.K32.7654 8765.T98.AJ9.K32 43.J765.T876.AQJ";
const DEALS = fs.readFileSync(path.join(FILES, "hand-records", "mitchell-deals.pbn"));
// A stand-in for the solver (solving itself is checked against libdds elsewhere): 7 tricks everywhere.
const SEVENS: DDTable = { tricks: [0, 1, 2, 3].map(() => [7, 7, 7, 7, 7]) };

/** Fake actions with a solver that answers at once, and the record of the deals kept. */
function withSolver(area?: SheetArea) {
  const fake = fakeActions(area);
  const asked: string[][] = [];
  const kept: DealsRecord[] = [];
  const actions: PaneActions = {
    ...fake.actions,
    solveDeals: (deals, progress) => {
      asked.push([...deals]);
      progress(deals.length, deals.length, 0);
      return { outcomes: Promise.resolve(deals.map(() => ({ table: SEVENS }))), cancel: () => undefined };
    },
    saveDeals: async (value) => void kept.push(value as DealsRecord),
  };
  return { ...fake, actions, asked, kept };
}

const dealBlocks = (m: { blocks: readonly { kind: string; title?: string }[] }) =>
  m.blocks.filter((b) => b.kind === "deal").map((b) => b.title);

describe("a results file's deals in the pane", () => {
  test("opened: the deals are kept for the section's sheet, and Score writes board 1's hands, table and par", async () => {
    const { actions, written, asked, kept } = withSolver();
    let machine = await settle(start(true), actions);
    machine = await settle(
      step(machine, { kind: "fileChosen", name: "club-pairs.pbn", bytes: CLUB }),
      actions,
    );
    // Sections A and B, each on its sheet (the fake names it "<name> (2)"), each traveller at A1;
    // both play board 1, the one deal. B, the last, is scored at once.
    const keys = ["'Club Pairs A (2)'!A1", "'Club Pairs B (2)'!A1"];
    expect(Object.keys(kept[0])).toEqual(keys);
    for (const key of keys)
      expect(kept[0][key].deals.map((d) => [d.board, d.deal])).toEqual([[1, CLUB_BOARD_1]]);
    expect(asked).toEqual([[CLUB_BOARD_1]]);
    expect(dealBlocks(written[0])).toEqual(["Board 1: the deal"]);
    // 7 tricks everywhere, nobody vulnerable, dealer North: par is 1NT by North's side, NS 90.
    const cells = written[0].cells.map((c) => String(c.value));
    expect(cells).toContain("Double-dummy tricks; par NS 90 (NS 1NT)");
    // The Save buttons make their files of the event written, deals and all.
    const saved = machine.state.status?.written?.scored.sections[0] as ScoredPairsSection;
    expect([...saved.handRecords!.keys()]).toEqual([1]);
    // The solved table is kept with the deal, for the next Score.
    expect(kept.at(-1)!["'Club Pairs B (2)'!A1"].deals[0].solved).toEqual(SEVENS);
  });

  test("Score again: the same hand records, the table kept from the first Score (nothing solved again)", async () => {
    const { actions, written, asked } = withSolver();
    let machine = await settle(start(true), actions);
    machine = await settle(
      step(machine, { kind: "fileChosen", name: "club-pairs.pbn", bytes: CLUB }),
      actions,
    );
    machine = await settle(step(machine, { kind: "scorePressed" }), actions);
    // Scored before: the pane asks whether to replace; keep both.
    expect(machine.state.replace).not.toBeNull();
    machine = await settle(step(machine, { kind: "replaceAnswered", replace: false }), actions);
    // The file's Score wrote both sections' sheets; Score again, on B's (the one selected), a third.
    expect(written).toHaveLength(3);
    expect(dealBlocks(written[2])).toEqual(["Board 1: the deal"]);
    expect(written[2].cells.map((c) => String(c.value))).toContain("Double-dummy tricks; par NS 90 (NS 1NT)");
    expect(asked).toHaveLength(1);
  });

  test("Cancel while solving: the sheet has the hands and no table, and the outcome says so", async () => {
    const fake = withSolver();
    let cancel: () => void = () => undefined;
    let reached: () => void = () => undefined;
    const solving = new Promise<void>((yes) => (reached = yes));
    const actions: PaneActions = {
      ...fake.actions,
      solveDeals: (): SolveRun => {
        reached();
        let reject: (e: Error) => void = () => undefined;
        const outcomes = new Promise<readonly SolveOutcome[]>((_, no) => (reject = no));
        cancel = () => reject(new SolveCancelled());
        return { outcomes, cancel: () => cancel() };
      },
    };
    let machine = await settle(start(true), actions);
    // Opened: the sheet inserted and read, then scored; the run is stopped at the hand records.
    machine = step(machine, { kind: "fileChosen", name: "club-pairs.pbn", bytes: CLUB });
    machine = await settleUntil(machine, actions, "addHandRecords");
    expect(machine.state.solving).toEqual({ done: 0, total: 0 });
    const adding = machine.waiting[0];
    machine = step(machine, { kind: "effectsTaken", count: 1 });
    const reported: OutcomeEvent[] = [];
    const running = runEffect(
      adding,
      actions,
      (e) => reported.push(e),
      async () => {},
    );
    // The director presses Cancel while the worker solves.
    await solving;
    machine = step(machine, { kind: "solveCancelPressed" });
    expect(machine.waiting).toEqual([{ kind: "cancelSolving" }]);
    await runEffect(machine.waiting[0], actions, () => undefined);
    machine = step(machine, { kind: "effectsTaken", count: 1 });
    await running;
    for (const r of reported) machine = step(machine, r);
    machine = await settle(machine, actions);
    expect(machine.state.solving).toBeNull();
    const sheet = fake.written[0];
    expect(dealBlocks(sheet)).toEqual(["Board 1: the deal"]);
    expect(sheet.cells.some((c) => String(c.value).startsWith("Double-dummy tricks"))).toBe(false);
    expect(machine.state.status?.text).toContain(
      "Solving was cancelled: the hands are written without their double-dummy tables and par.",
    );
  });
});

describe("a deal the worker cannot solve", () => {
  test("is shown with its hands and no table, and the outcome names its board with the solver's reason", async () => {
    const fake = withSolver();
    const actions: PaneActions = {
      ...fake.actions,
      solveDeals: (deals) => ({
        outcomes: Promise.resolve(deals.map(() => ({ error: "it needs more work than allowed" }))),
        cancel: () => undefined,
      }),
    };
    let machine = await settle(start(true), actions);
    machine = await settle(
      step(machine, { kind: "fileChosen", name: "club-pairs.pbn", bytes: CLUB }),
      actions,
    );
    expect(dealBlocks(fake.written[0])).toEqual(["Board 1: the deal"]);
    expect(fake.written[0].cells.some((c) => String(c.value).startsWith("Double-dummy tricks"))).toBe(false);
    expect(machine.state.status?.text).toMatch(/board 1: it needs more work than allowed/i);
    // Nothing solved, so nothing more is kept.
    expect(
      fake.kept.every((r) => Object.values(r).every((k) => k.deals.every((d) => d.solved === undefined))),
    ).toBe(true);
  });
});

/** Runs the waiting effects until the next to run is of `kind` (left waiting). */
async function settleUntil(machine: Machine, actions: PaneActions, kind: string): Promise<Machine> {
  while (machine.waiting.length > 0 && machine.waiting[0].kind !== kind) {
    const [effect] = machine.waiting;
    machine = step(machine, { kind: "effectsTaken", count: 1 });
    const reported: OutcomeEvent[] = [];
    await runEffect(
      effect,
      actions,
      (r) => reported.push(r),
      async () => {},
    );
    for (const r of reported) machine = step(machine, r);
  }
  return machine;
}

describe("Add hand records", () => {
  // examples/mitchell-session.csv at A1 of Sheet1: boards 1 to 3; mitchell-deals.pbn gives 1, 2 and 4.
  const csv = fs.readFileSync(
    path.join(__dirname, "..", "..", "..", "examples", "mitchell-session.csv"),
    "utf8",
  );
  const rows = csv
    .trim()
    .split("\n")
    .map((l) => l.split(",").map((v) => (/^-?\d+$/.test(v) ? Number(v) : v.replace(/^"|"$/g, ""))));
  const MITCHELL: SheetArea = {
    sheet: "Sheet1",
    range: `A1:J${rows.length}`,
    top: 0,
    left: 0,
    values: rows.map((r) => Array.from({ length: 10 }, (_, k) => r[k] ?? "")),
    sheetNames: ["Sheet1"],
  };

  test("joins the file's deals to the selected traveller by board number, names board 3 and board 4, and Score writes them", async () => {
    const { actions, written, kept } = withSolver(MITCHELL);
    let machine = await settle(start(true), actions);
    machine = await settle(
      step(machine, { kind: "handRecordsChosen", name: "mitchell-deals.pbn", bytes: DEALS }),
      actions,
    );
    const status = machine.state.status!;
    expect(status.intent).toBe("warning");
    expect(status.title).toBe("Hand records kept for Sheet1!A1:J11");
    expect(status.text).toBe(
      "mitchell-deals.pbn gives the deals of boards 1-2: the next Score writes each board's hands, double-dummy table and par beside it. " +
        "Board 3 has no deal in mitchell-deals.pbn: shown without hands. " +
        "mitchell-deals.pbn gives the deals of board 4, which no table played: left out.",
    );
    expect(Object.keys(kept[0])).toEqual(["Sheet1!A1"]);
    machine = await settle(step(machine, { kind: "scorePressed" }), actions);
    expect(dealBlocks(written[0])).toEqual(["Board 1: the deal", "Board 2: the deal"]);
    expect(machine.state.status?.text).toContain("Board 3 has no deal in mitchell-deals.pbn");
  });

  test("a file with no deal is refused in the pane's words, nothing kept", async () => {
    const { actions, kept } = withSolver(MITCHELL);
    let machine = await settle(start(true), actions);
    const bytes = new TextEncoder().encode("Board,NS,EW,Score\n1,1,2,420\n");
    machine = await settle(step(machine, { kind: "handRecordsChosen", name: "scores.csv", bytes }), actions);
    expect(machine.state.status?.title).toBe("Could not read hand records from scores.csv");
    expect(machine.state.status?.text).toMatch(/Expected a PBN file of deals/);
    expect(kept).toEqual([]);
  });

  test("a read that fails leaves no deal file waiting: the next Read joins nothing to the traveller", async () => {
    const { actions, kept } = withSolver(MITCHELL);
    const failing: PaneActions = {
      ...actions,
      readTravellerArea: async () => {
        throw new Error("The selection could not be read.");
      },
    };
    let machine = await settle(start(true), actions);
    machine = await settle(
      step(machine, { kind: "handRecordsChosen", name: "mitchell-deals.pbn", bytes: DEALS }),
      failing,
    );
    expect(machine.state.status?.text).toBe("The selection could not be read.");
    expect(machine.state.pendingDeals).toBeNull();
    // The director's next Read is a Read: the deals chosen before are not kept for this traveller.
    machine = await settle(step(machine, { kind: "readPressed" }), actions);
    expect(machine.state.reading?.area.range).toBe(MITCHELL.range);
    expect(kept).toEqual([]);
  });

  test("with no traveller selected, it says to select one", async () => {
    const EMPTY: SheetArea = {
      sheet: "Sheet1",
      range: "A1",
      top: 0,
      left: 0,
      values: [[""]],
      sheetNames: ["Sheet1"],
    };
    const { actions, kept } = withSolver(EMPTY);
    let machine = await settle(start(true), actions);
    machine = await settle(
      step(machine, { kind: "handRecordsChosen", name: "mitchell-deals.pbn", bytes: DEALS }),
      actions,
    );
    expect(machine.state.status?.title).toBe("No traveller is selected");
    expect(kept).toEqual([]);
  });
});
