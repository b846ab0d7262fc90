// Insert a live ranking, through the pane's reducer and runner: the formulas built from the
// traveller read (BOARD_2 at C3:F7 of Sheet1) and the form's choices, what the status says once
// they are in or when a cell was filled, and the refusals that write nothing.
import { insertLiveRanking } from "../../../src/office/live-ranking";
import { step, type Machine } from "../../../src/taskpane/state/machine";
import { busyStep } from "../../../src/taskpane/state/state";
import { installMockExcel, uninstallMockExcel } from "../../support/mock-excel";
import { after, BOARD_2, fakeActions, openedOnBoard2, settle } from "../fixtures";

afterEach(() => uninstallMockExcel());

const RANKING = `=BRIDGE.RANKING(Sheet1!$C$3:$F$7,"mp")`;
const RESULTS = `=BRIDGE.BOARDRESULTS(Sheet1!$C$3:$F$7,"mp")`;

describe("Insert a live ranking", () => {
  test("pressed: the formulas of the traveller read, its block (5 rows, 4 columns at C3), a new sheet", () => {
    const { state, effects } = after(openedOnBoard2(), {
      kind: "liveRankingPressed",
      boardResults: true,
      at: " ",
    });
    expect(effects).toEqual([
      {
        kind: "insertLiveRanking",
        request: {
          ranking: RANKING,
          boardResults: RESULTS,
          traveller: { sheet: "Sheet1", top: 2, left: 2, rows: 5, columns: 4 },
        },
      },
    ]);
    expect(busyStep(state)).toBe("inserting");
  });

  test("the cell named goes with it; BOARDRESULTS only when ticked", () => {
    const { effects } = after(openedOnBoard2(), {
      kind: "liveRankingPressed",
      boardResults: false,
      at: "H2",
    });
    expect(effects).toEqual([
      {
        kind: "insertLiveRanking",
        request: {
          ranking: RANKING,
          traveller: { sheet: "Sheet1", top: 2, left: 2, rows: 5, columns: 4 },
          at: "H2",
        },
      },
    ]);
  });

  test("inserted: the status says where each formula is, and that it follows corrections", () => {
    const { state } = after(
      openedOnBoard2(),
      { kind: "liveRankingPressed", boardResults: true, at: "" },
      {
        kind: "liveRankingInserted",
        written: {
          ranking: "'Live ranking'!A1",
          sheet: "Live ranking",
          boardResults: "Sheet1!G3",
          notWritten: [],
        },
      },
    );
    expect(state.task).toBeNull();
    expect(state.status).toEqual({
      intent: "success",
      title: "Live ranking inserted",
      text: "The ranking is in 'Live ranking'!A1 and each row's results in Sheet1!G3: it follows every result typed or corrected in the traveller, without scoring again.",
    });
  });

  test("the cell named was filled: nothing was written, and the status says why", () => {
    const why = "Sheet1!D4 is not empty: nothing was written (a live ranking never goes over a filled cell).";
    const { state } = after(
      openedOnBoard2(),
      { kind: "liveRankingPressed", boardResults: false, at: "D4" },
      { kind: "liveRankingInserted", written: { ranking: null, boardResults: null, notWritten: [why] } },
    );
    expect(state.status).toEqual({ intent: "warning", title: "Nothing was written", text: why });
  });

  test("All three (teaching): refused at once, nothing asked of Excel", () => {
    const { state, effects } = after(
      openedOnBoard2(),
      { kind: "optionsChanged", change: { method: "all" } },
      { kind: "liveRankingPressed", boardResults: false, at: "" },
    );
    expect(effects).toEqual([]);
    expect(state.task).toBeNull();
    expect(state.status?.title).toBe("No live ranking was inserted");
    expect(state.status?.text).toMatch(/ranks by one method/);
  });

  test("Excel fails: the status says the live ranking could not be inserted, and the pane waits again", () => {
    const { state } = after(
      openedOnBoard2(),
      { kind: "liveRankingPressed", boardResults: false, at: "" },
      { kind: "stepFailed", message: "Excel stopped the write." },
    );
    expect(state.task).toBeNull();
    expect(state.status).toMatchObject({ intent: "error", title: "Could not insert the live ranking" });
  });

  test("run against the mock workbook: RANKING in A1 of a new sheet, BOARDRESULTS in G3 beside C3:F7", async () => {
    const book = installMockExcel(
      ["Sheet1"],
      undefined,
      () => true,
      {},
      {
        Sheet1: { address: "Sheet1!C3:F7", values: BOARD_2.values as unknown[][] },
      },
    );
    const actions = { ...fakeActions().actions, insertLiveRanking };
    let machine: Machine = { state: openedOnBoard2(), waiting: [] };
    machine = step(machine, { kind: "liveRankingPressed", boardResults: true, at: "" });
    machine = await settle(machine, actions);
    const formulas = book.ranges
      .filter((r) => r.range.formulas !== undefined)
      .map((r) => [r.sheet, r.address, r.range.formulas]);
    expect(formulas).toEqual([
      ["Live ranking", "A1", [[RANKING]]],
      ["Sheet1", "G3", [[RESULTS]]],
    ]);
    expect(machine.state.status?.intent).toBe("success");
  });
});
