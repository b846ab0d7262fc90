/**
 * The small pieces every part of the pane's reducer shares: a step that keeps the new state (with
 * the effects to run, or none), the fields that make the pane idle again once a task is over, and
 * whether the director may start a task now.
 */
import type { Effect, Step } from "./events";
import type { PaneState } from "./state";

const NO_EFFECTS: readonly Effect[] = [];

/** The read of the selection most tasks begin with. */
export const READ: Effect = { kind: "readSelection" };

/** The next state, with the effects to run (none unless given). */
export const stay = (state: PaneState, effects: readonly Effect[] = NO_EFFECTS): Step<PaneState> => ({
  state,
  effects,
});

/**
 * The task is over: the pane waits for the director again (no progress shown, nothing asked, no
 * deals solving, and no hand-record file waiting for its traveller, so a file chosen before a
 * failed or cancelled read is never joined to a later selection).
 */
export const idle = {
  task: null,
  progress: null,
  confirm: null,
  replace: null,
  solving: null,
  pendingDeals: null,
} as const;

/** Whether a Read, Score or Insert may start: in Excel, and nothing else running. */
export function canStart(state: PaneState): boolean {
  return state.inExcel && state.task === null;
}
