/**
 * Long work, as the reducer takes it: how far the running step has got (the progress bar), and
 * the question asked before a very large selection is read. Pure: reduce.ts hands these events
 * here, and the effects they ask for are data like every other.
 *
 * - progressed: the running step reports boards scored or laid out, or batches written (done of
 *   total); kept with the step it belongs to, so a bar never shows one step's share under
 *   another's name.
 * - selectionTooLarge: nothing was read; the task waits, and the pane asks (the focus on the
 *   question). Read anyway reads again with `anySize`; Cancel ends the task with a word on what
 *   to select instead (silently for the read made as the pane opens).
 */
import type { Effect, Step } from "./events";
import type { Counted } from "../workflow";
import { busyStep, type PaneState } from "./state";

const NO_EFFECTS: readonly Effect[] = [];

/**
 * The running step got further.
 *
 * @example
 * progressed(writing, 1, 3).state.progress; // { step: "writing", done: 1, total: 3 }
 */
export function progressed(
  state: PaneState,
  done: number,
  total: number,
  counted?: Counted,
): Step<PaneState> {
  const step = busyStep(state);
  if (step === null) return { state, effects: NO_EFFECTS };
  const progress = counted === undefined ? { step, done, total } : { step, done, total, counted };
  return { state: { ...state, progress }, effects: NO_EFFECTS };
}

/**
 * The selection is too large to read without asking: ask, the running task waiting for the answer.
 *
 * @example
 * tooLarge(reading, "Sheet1!A:J", 250000).state.confirm; // { address: "Sheet1!A:J", cells: 250000 }
 */
export function tooLarge(state: PaneState, address: string, cells: number): Step<PaneState> {
  if (state.task === null) return { state, effects: NO_EFFECTS };
  return { state: { ...state, confirm: { address, cells }, focus: "confirm" }, effects: NO_EFFECTS };
}

/**
 * The director answered: read it all (the same task goes on), or not (the task ends).
 *
 * @example
 * answered(asking, true).effects; // [{ kind: "readSelection", anySize: true }]
 */
export function answered(state: PaneState, read: boolean): Step<PaneState> {
  if (state.confirm === null || state.task === null) return { state, effects: NO_EFFECTS };
  if (read) {
    return { state: { ...state, confirm: null }, effects: [{ kind: "readSelection", anySize: true }] };
  }
  const quiet = state.task.kind === "open";
  return {
    state: {
      ...state,
      confirm: null,
      task: null,
      progress: null,
      status: quiet
        ? state.status
        : {
            intent: "info",
            title: "Nothing was read",
            text: "Select the traveller alone (its header row and its results), or click one cell inside it, then try again.",
          },
      focus: quiet ? "score" : "status",
    },
    effects: NO_EFFECTS,
  };
}

/**
 * The share of the running step done, 0 to 1, or null when the step cannot tell (the bar then
 * moves without a share).
 *
 * @example
 * shareDone({ ...state, progress: { step: "writing", done: 1, total: 4 } }); // 0.25
 */
export function shareDone(state: PaneState): number | null {
  const p = state.progress;
  if (p === null || p.total <= 0 || p.step !== busyStep(state)) return null;
  return Math.min(1, p.done / p.total);
}
