import { start, step } from "../../../src/taskpane/state/machine";
import { busyStep, initialState } from "../../../src/taskpane/state/state";
import { BOARD_2 } from "../fixtures";

describe("the machine useReducer holds", () => {
  test("a pane opened in Excel waits to load the choices and read the selection", () => {
    expect(start(true).waiting).toEqual([{ kind: "loadSettings" }, { kind: "readSelection" }]);
    expect(busyStep(start(true).state)).toBe("reading");
  });

  test("a pane opened in a browser waits for nothing", () => {
    expect(start(false)).toEqual({ state: initialState(false), waiting: [] });
  });

  test("effects taken leave the waiting list from the front; later ones wait behind", () => {
    let m = start(true);
    m = step(m, { kind: "effectsTaken", count: 1 });
    expect(m.waiting).toEqual([{ kind: "readSelection" }]);
    // The read finishes before the runner takes the rest: nothing new is asked, nothing lost.
    m = step(m, { kind: "selectionRead", area: BOARD_2 });
    m = step(m, { kind: "readPressed" });
    expect(m.waiting).toEqual([{ kind: "readSelection" }, { kind: "readSelection" }]);
    m = step(m, { kind: "effectsTaken", count: 2 });
    expect(m.waiting).toEqual([]);
  });

  test("an event that changes nothing gives back the same machine (React renders nothing)", () => {
    const m = start(false);
    expect(step(m, { kind: "readPressed" })).toBe(m);
  });
});
