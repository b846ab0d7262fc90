// An event of several sessions from the pane: the workbook's sheets listed, two ticked, each sheet's
// used range read once through the Office adapter (against the mock workbook), scored as the Score
// button scores a traveller, ranked by the series core, and the event sheet written to a new sheet.
import { officeActions } from "../../../src/office";
import { checkSessions, DEFAULT_SESSIONS } from "../../../src/taskpane/sessions";
import { step, type Machine } from "../../../src/taskpane/state/machine";
import type { OutcomeEvent } from "../../../src/taskpane/state/events";
import { runEffect } from "../../../src/taskpane/state/run";
import { initialState } from "../../../src/taskpane/state/state";
import type { SeriesLine } from "../../../src/scoring";
import { installMockExcel, uninstallMockExcel, writtenBlock } from "../../support/mock-excel";
import { settle } from "../fixtures";

// Two sessions of two boards at three tables, a Mitchell (NS 1-3 against EW 1-3), matchpoints.
// Monday. Board 1: NS +420, +450, -50: NS 2 4 MPs, NS 1 2, NS 3 0 (EW 1 2, EW 2 0, EW 3 4).
//   Board 2: NS +110, +110, +140: NS 3 4, NS 1 and NS 2 1 each (EW 3 0, EW 1 and EW 2 3 each).
//   Of 8: NS 1 3 (37.5%), NS 2 5 (62.5%), NS 3 4 (50%); EW 1 5 (62.5%), EW 2 3 (37.5%), EW 3 4 (50%).
// Tuesday. Board 1 flat (-100 three times: 2 each). Board 2: NS +600, +170, +170: NS 1 4, NS 2 and
//   NS 3 1 each (EW 1 0, EW 2 and EW 3 3 each). NS 1 6 (75%), NS 2 3 (37.5%), NS 3 3 (37.5%);
//   EW 1 2 (25%), EW 2 5 (62.5%), EW 3 5 (62.5%).
const HEAD = ["Board", "NS", "EW", "Score"];
const MONDAY = [
  HEAD,
  [1, 1, 1, 420],
  [1, 2, 2, 450],
  [1, 3, 3, -50],
  [2, 1, 1, 110],
  [2, 2, 2, 110],
  [2, 3, 3, 140],
];
const TUESDAY = [
  HEAD,
  [1, 1, 1, -100],
  [1, 2, 2, -100],
  [1, 3, 3, -100],
  [2, 1, 1, 600],
  [2, 2, 2, 170],
  [2, 3, 3, 170],
];
const USED = {
  Monday: { address: "Monday!A1:D7", values: MONDAY },
  Tuesday: { address: "Tuesday!A1:D7", values: TUESDAY },
};

afterEach(() => uninstallMockExcel());

/** The pane in Excel, waiting, after the director's events in turn (each one's effects run). */
async function drive(events: Parameters<typeof step>[1][]): Promise<Machine> {
  let m: Machine = { state: initialState(true), waiting: [] };
  for (const e of events) m = await settle(step(m, e), officeActions);
  return m;
}

/** The rows of the written event sheet that hold a pair: place (written as text: '1, '=2), pair, the cells after. */
function pairRows(grid: unknown[][]): unknown[][] {
  return grid.filter((r) => typeof r[1] === "string" && /^(NS|EW) \d$/.test(r[1]));
}

describe("the pane's event of several sessions", () => {
  test("two sessions' sheets, mean percentage with 50% carried forward: the event sheet's ranking", async () => {
    const book = installMockExcel(["Monday", "Tuesday", "Notes"], undefined, undefined, undefined, USED);
    const m = await drive([
      { kind: "sessionsListPressed" },
      { kind: "sessionsChanged", change: { chosen: ["Monday", "Tuesday"], basis: "mean", carry: "50%" } },
      { kind: "eventPressed" },
    ]);
    expect(m.state.sessions.sheets).toEqual(["Monday", "Tuesday", "Notes"]);
    // Each chosen sheet's used range read once; the notes sheet never.
    expect(book.calls.filter((c) => c.startsWith("usedRange"))).toEqual([
      "usedRange Monday",
      "usedRange Tuesday",
    ]);
    expect(m.state.task).toBeNull();
    expect(m.state.status?.intent).toBe("success");
    expect(m.state.status?.title).toBe('Wrote the event sheet "Event"');
    expect(book.added.map((s) => s.name)).toEqual(["Event"]);
    // Monday weighs a half: (0.5 x Monday + Tuesday) / 1.5.
    // NS 1 (18.75 + 75) / 1.5 = 62.5; EW 3 (25 + 62.5) / 1.5 = 58.3333; EW 2 (18.75 + 62.5) / 1.5 =
    // 54.1667; NS 2 (31.25 + 37.5) / 1.5 = 45.8333; NS 3 (25 + 37.5) / 1.5 = 41.6667;
    // EW 1 (31.25 + 25) / 1.5 = 37.5.
    const rows = pairRows(writtenBlock(book, "Event").range.formulas!);
    expect(rows.map((r) => [r[0], r[1], r[3], r[4]])).toEqual([
      ["'1", "NS 1", 37.5, 75],
      ["'2", "EW 3", 50, 62.5],
      ["'3", "EW 2", 37.5, 62.5],
      ["'4", "NS 2", 62.5, 37.5],
      ["'5", "NS 3", 50, 37.5],
      ["'6", "EW 1", 62.5, 25],
    ]);
    // The event score is a live formula of the share carried forward (B2) and the two sessions.
    expect(rows[0][5]).toMatch(
      /^=ROUND\(\(\$B\$2\*N\(D\d+\)\+SUM\(E\d+(:E\d+)?\)\)\/\(\$B\$2\*COUNT\(D\d+\)\+COUNT\(E\d+(:E\d+)?\)\),4\)$/,
    );
    expect(m.state.status?.text).toContain("6 pairs; first: pair NS 1.");
  });

  test("total matchpoints: level pairs share the place, as the series core ranks them; a new sheet beside an Event", async () => {
    const book = installMockExcel(["Monday", "Tuesday", "Event"], undefined, undefined, undefined, USED);
    let m: Machine = { state: initialState(true), waiting: [] };
    m = await settle(step(m, { kind: "sessionsListPressed" }), officeActions);
    m = step(m, { kind: "sessionsChanged", change: { chosen: ["Monday", "Tuesday"], basis: "total" } });
    m = step(m, { kind: "eventPressed" });
    // The effect that reads and scores the sheets, run by hand to see the ranking it reports.
    expect(m.waiting.map((e) => e.kind)).toEqual(["buildEventSheet"]);
    const reported: OutcomeEvent[] = [];
    await runEffect(
      m.waiting[0],
      officeActions,
      (e) => reported.push(e),
      async () => {},
    );
    m = step(m, { kind: "effectsTaken", count: 1 });
    const built = reported.find((e) => e.kind === "eventSheetBuilt");
    const ranking: readonly SeriesLine[] = built?.kind === "eventSheetBuilt" ? built.ranking.lines : [];
    for (const e of reported) m = step(m, e);
    m = await settle(m, officeActions);
    expect(m.state.status?.intent).toBe("success");
    // NS 1 and EW 3 share first place (=1): the status names both.
    expect(m.state.status?.text).toContain("first: pair NS 1 and pair EW 3.");
    // A sheet named Event is there already: the new one is next to it, never over it.
    expect(book.added.map((s) => s.name)).toEqual(["Event (2)"]);
    // NS 1 3 + 6 = 9, EW 3 4 + 5 = 9, NS 2 5 + 3 = 8, EW 2 3 + 5 = 8, NS 3 4 + 3 = 7, EW 1 5 + 2 = 7.
    expect(ranking.map((l) => [l.pair, l.score, l.rank])).toEqual([
      ["NS 1", 9, "=1"],
      ["EW 3", 9, "=1"],
      ["NS 2", 8, "=3"],
      ["EW 2", 8, "=3"],
      ["NS 3", 7, "=5"],
      ["EW 1", 7, "=5"],
    ]);
    const rows = pairRows(writtenBlock(book, "Event (2)").range.formulas!);
    expect(rows.map((r) => [r[0], r[1], r[3], r[4]])).toEqual([
      ["'=1", "NS 1", 3, 6],
      ["'=1", "EW 3", 4, 5],
      ["'=3", "NS 2", 5, 3],
      ["'=3", "EW 2", 3, 5],
      ["'=5", "NS 3", 4, 3],
      ["'=5", "EW 1", 5, 2],
    ]);
  });

  test("best 1 of 2: each pair's better session, its place from the series core, LARGE on the sheet", async () => {
    const book = installMockExcel(["Monday", "Tuesday"], undefined, undefined, undefined, USED);
    const m = await drive([
      { kind: "sessionsListPressed" },
      { kind: "sessionsChanged", change: { chosen: ["Monday", "Tuesday"], best: "1" } },
      { kind: "eventPressed" },
    ]);
    expect(m.state.status?.intent).toBe("success");
    // Better session: NS 1 75 (Tuesday); NS 2 62.5, EW 1 62.5 (Monday); EW 2 62.5, EW 3 62.5
    // (Tuesday); NS 3 50 (Monday). So NS 1 first, four pairs level second (=2), NS 3 sixth.
    const rows = pairRows(writtenBlock(book, "Event").range.formulas!);
    expect(Object.fromEntries(rows.map((r) => [r[1], r[0]]))).toEqual({
      "NS 1": "'1",
      "NS 2": "'=2",
      "EW 1": "'=2",
      "EW 2": "'=2",
      "EW 3": "'=2",
      "NS 3": "'6",
    });
    expect(String(rows[0][5])).toContain("LARGE(");
  });

  test("a sheet with problems, or IMPs asked of matchpoint sessions: nothing is written, the message says why", async () => {
    const bad = { address: "Tuesday!A1:D3", values: [HEAD, [1, 1, 1, "4Z"], [1, 2, 2, 420]] };
    const book = installMockExcel(["Monday", "Tuesday"], undefined, undefined, undefined, {
      ...USED,
      Tuesday: bad,
    });
    const m = await drive([
      { kind: "sessionsListPressed" },
      { kind: "sessionsChanged", change: { chosen: ["Monday", "Tuesday"] } },
      { kind: "eventPressed" },
    ]);
    expect(book.added).toEqual([]);
    expect(m.state.status?.intent).toBe("error");
    expect(m.state.status?.text).toMatch(/^Tuesday cannot be scored: Tuesday!D2: /);

    installMockExcel(["Monday", "Tuesday"], undefined, undefined, undefined, USED);
    const imps = await drive([
      { kind: "sessionsListPressed" },
      { kind: "sessionsChanged", change: { chosen: ["Monday", "Tuesday"], basis: "imps" } },
      { kind: "eventPressed" },
    ]);
    expect(imps.state.status?.text).toBe(
      "Ranking by IMPs needs sessions scored by IMPs: choose Butler or cross-IMPs.",
    );
  });

  test("the event's choices are checked before any sheet is read", () => {
    expect(checkSessions({ ...DEFAULT_SESSIONS, chosen: ["Monday"] })).toEqual({
      ok: false,
      message: "Tick at least two sheets, one for each session.",
    });
    expect(checkSessions({ ...DEFAULT_SESSIONS, chosen: ["A", "B"], carry: "150%", best: "1.5" })).toEqual({
      ok: false,
      message:
        'Carried forward: a share from 0 to 1 (0.5) or a percentage (50%), not "150%". Best N: a whole number of sessions, 1 or more, not "1.5".',
    });
    expect(checkSessions({ ...DEFAULT_SESSIONS, chosen: ["A", "B"], carry: "0.25" })).toEqual({
      ok: true,
      settings: { sheets: ["A", "B"], basis: "mean", carry: 0.25 },
    });
    // Refused in the pane with no effect run.
    const m = step({ state: initialState(true), waiting: [] }, { kind: "eventPressed" });
    expect(m.waiting).toEqual([]);
    expect(m.state.status?.title).toBe("The event's choices need correcting");
  });
});
