/**
 * The reducer as React's useReducer wants it: the pane's state together with the effects not yet
 * handed to the runner. The pane takes the waiting effects after each render ("effectsTaken") and
 * runs them; events dispatched meanwhile add theirs behind, so none is lost or run twice.
 */
import type { Effect, PaneEvent } from "./events";
import { reduce } from "./reduce";
import { initialState, type PaneState } from "./state";

export interface Machine {
  readonly state: PaneState;
  /** Effects asked for and not yet taken by the runner, oldest first. */
  readonly waiting: readonly Effect[];
}

/** The runner took the first `count` waiting effects. */
export type MachineEvent = PaneEvent | { readonly kind: "effectsTaken"; readonly count: number };

/**
 * The next machine: the pane's next state, its effects added to those waiting.
 *
 * @example
 * const m = step(start(true), { kind: "effectsTaken", count: 2 }); // m.waiting: []
 */
export function step(machine: Machine, event: MachineEvent): Machine {
  if (event.kind === "effectsTaken") return { ...machine, waiting: machine.waiting.slice(event.count) };
  const next = reduce(machine.state, event);
  if (next.state === machine.state && next.effects.length === 0) return machine;
  return {
    state: next.state,
    waiting: next.effects.length === 0 ? machine.waiting : [...machine.waiting, ...next.effects],
  };
}

/**
 * The machine of a pane just opened: in Excel it asks for the saved choices and reads the selection.
 *
 * @example
 * start(true).waiting; // [{ kind: "loadSettings" }, { kind: "readSelection" }]
 * start(false).waiting; // []
 */
export function start(inExcel: boolean): Machine {
  return step({ state: initialState(inExcel), waiting: [] }, { kind: "opened" });
}
