// Long work in the pane's reducer: the progress of a write, and the question asked before a
// very large selection is read (src/taskpane/state/long-work.ts, reached through reduce).
import { shareDone } from "../../../src/taskpane/state/long-work";
import { reduce } from "../../../src/taskpane/state/reduce";
import { busyStep, initialState, type PaneState } from "../../../src/taskpane/state/state";
import { after, BOARD_2, scoredEventOf } from "../fixtures";

const opened = after(
  initialState(true),
  { kind: "opened" },
  { kind: "settingsLoaded", saved: null },
  { kind: "selectionRead", area: BOARD_2 },
).state;

/** BOARD_2 scored with the default choices, as the runner reports it. */
const SCORED = scoredEventOf(BOARD_2);

/** Score pressed and the sheet built: the pane is writing. */
const writing = after(
  opened,
  { kind: "scorePressed" },
  { kind: "selectionRead", area: BOARD_2 },
  { kind: "sheetBuilt", scored: SCORED },
).state;

describe("progress", () => {
  test("each request written moves the share done: 1 of 4 is a quarter, 3 of 4 three quarters", () => {
    expect(busyStep(writing)).toBe("writing");
    expect(shareDone(writing)).toBeNull(); // nothing reported yet: the bar moves without a share
    const one = after(writing, { kind: "progressed", done: 1, total: 4 }).state;
    expect(one.progress).toEqual({ step: "writing", done: 1, total: 4 });
    expect(shareDone(one)).toBe(0.25);
    expect(shareDone(after(one, { kind: "progressed", done: 3, total: 4 }).state)).toBe(0.75);
  });

  test("the sheet written, or a failure, clears the progress", () => {
    const one = after(writing, { kind: "progressed", done: 1, total: 2 }).state;
    const done = after(one, {
      kind: "sheetWritten",
      sheet: { name: "Board 2 matchpoints", range: "A1:L20" },
    });
    expect(done.state).toMatchObject({ task: null, progress: null });
    const failed = after(one, { kind: "stepFailed", message: "Excel stopped the write." });
    expect(failed.state).toMatchObject({ task: null, progress: null });
  });

  test("a share reported under another step is not shown as this step's", () => {
    // Progress of the write kept while (in a later Score) the pane reads: no share for the read.
    const stale: PaneState = {
      ...opened,
      task: { kind: "read" },
      progress: { step: "writing", done: 1, total: 2 },
    };
    expect(shareDone(stale)).toBeNull();
  });

  test("progress with nothing running changes nothing", () => {
    const next = reduce(opened, { kind: "progressed", done: 1, total: 2 });
    expect(next.state).toBe(opened);
    expect(next.effects).toEqual([]);
  });
});

/** Score pressed and the traveller read: the pane is scoring it (the buildSheet effect runs). */
const scoring = after(opened, { kind: "scorePressed" }, { kind: "selectionRead", area: BOARD_2 }).state;

describe("progress while scoring", () => {
  test("each board scored moves the share done: 9 of 36 boards is a quarter, 27 of 36 three quarters", () => {
    expect(busyStep(scoring)).toBe("scoring");
    expect(shareDone(scoring)).toBeNull(); // no board scored yet
    const nine = after(scoring, { kind: "progressed", done: 9, total: 36 });
    expect(nine.effects).toEqual([]);
    expect(nine.state.progress).toEqual({ step: "scoring", done: 9, total: 36 });
    expect(shareDone(nine.state)).toBe(0.25);
    expect(shareDone(after(nine.state, { kind: "progressed", done: 27, total: 36 }).state)).toBe(0.75);
  });

  test("the boards scored, then the boards laid out on the sheet: each count kept with what it counts", () => {
    const scored = after(scoring, { kind: "progressed", done: 36, total: 36, counted: "boardsScored" }).state;
    expect(scored.progress).toEqual({ step: "scoring", done: 36, total: 36, counted: "boardsScored" });
    expect(shareDone(scored)).toBe(1);
    // Laying out starts a count of its own: 18 of 72 (36 boards, twice) is a quarter.
    const laying = after(scored, { kind: "progressed", done: 18, total: 72, counted: "boardsLaidOut" }).state;
    expect(laying.progress).toEqual({ step: "scoring", done: 18, total: 72, counted: "boardsLaidOut" });
    expect(shareDone(laying)).toBe(0.25);
  });

  test("once the sheet is built, the boards' share is not shown as the write's; the write reports its own", () => {
    const all = after(scoring, { kind: "progressed", done: 36, total: 36 }).state;
    expect(shareDone(all)).toBe(1);
    const built = after(all, { kind: "sheetBuilt", scored: SCORED });
    expect(built.effects).toEqual([
      { kind: "writeSheet", model: SCORED.sections[0].sheet, scoredFrom: "Sheet1!C3:F7" },
    ]);
    expect(busyStep(built.state)).toBe("writing");
    expect(shareDone(built.state)).toBeNull();
    const written = after(built.state, { kind: "progressed", done: 1, total: 2 }).state;
    expect(written.progress).toEqual({ step: "writing", done: 1, total: 2 });
    expect(shareDone(written)).toBe(0.5);
  });

  test("a refusal after some boards were scored ends the task and clears the progress", () => {
    const some = after(scoring, { kind: "progressed", done: 2, total: 3 }).state;
    const refused = after(some, {
      kind: "scoreRefused",
      refusal: { kind: "failed", message: "Pair 1 is on board 3 twice: each pair plays a board once." },
    }).state;
    expect(refused).toMatchObject({ task: null, progress: null });
    expect(refused.status).toMatchObject({ intent: "error" });
  });
});

describe("a very large selection", () => {
  const asked = after(
    opened,
    { kind: "scorePressed" },
    { kind: "selectionTooLarge", address: "Sheet1!A1:J20000", cells: 200_000 },
  );

  test("Score on 200,000 cells: nothing read, the question asked, the focus on it, the task waiting", () => {
    expect(asked.state.confirm).toEqual({ address: "Sheet1!A1:J20000", cells: 200_000 });
    expect(asked.state.focus).toBe("confirm");
    expect(asked.state.task).toMatchObject({ kind: "score", step: "reading" });
    expect(asked.effects).toEqual([{ kind: "readSelection" }]); // only the first read, from Score
  });

  test("Read it all: read again, whatever the size, and the Score goes on", () => {
    const yes = after(asked.state, { kind: "largeReadAnswered", read: true });
    expect(yes.effects).toEqual([{ kind: "readSelection", anySize: true }]);
    expect(yes.state.confirm).toBeNull();
    const read = after(yes.state, { kind: "selectionRead", area: BOARD_2 });
    expect(busyStep(read.state)).toBe("scoring");
  });

  test("Cancel: nothing read, the Score over, and a word on what to select", () => {
    const no = after(asked.state, { kind: "largeReadAnswered", read: false });
    expect(no.effects).toEqual([]);
    expect(no.state).toMatchObject({ task: null, confirm: null, focus: "status" });
    expect(no.state.status).toMatchObject({ intent: "info", title: "Nothing was read" });
    // The traveller read before stays shown.
    expect(no.state.reading).toBe(opened.reading);
  });

  test("on opening the pane: cancelling says nothing", () => {
    const openedBig = after(
      initialState(true),
      { kind: "opened" },
      { kind: "selectionTooLarge", address: "Sheet1!A:Z", cells: 500_000 },
      { kind: "largeReadAnswered", read: false },
    ).state;
    expect(openedBig).toMatchObject({ task: null, confirm: null, status: null });
  });

  test("an answer with no question asked changes nothing", () => {
    expect(reduce(opened, { kind: "largeReadAnswered", read: true }).state).toBe(opened);
  });
});
