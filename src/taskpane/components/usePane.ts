/**
 * The pane's state as a React hook: the reducer's machine, the runner handed each effect the last
 * event asked for, and the keyboard focus moved where the state asks once the pane has rendered
 * (to the problems, the message, the Score button, a question, or a typed-number field).
 */
import { useEffect, useLayoutEffect, useReducer, useRef, type Dispatch, type RefObject } from "react";
import type { PaneActions } from "../actions";
import type { Effect } from "../state/events";
import { start, step, type Machine, type MachineEvent } from "../state/machine";
import { runEffect } from "../state/run";
import type { PaneState } from "../state/state";
import { fieldId } from "../../ui/OptionFields";

/** The elements the focus may be sent to (a typed-number field is found by its id). */
export interface PaneRefs {
  readonly problems: RefObject<HTMLDivElement | null>;
  readonly status: RefObject<HTMLDivElement | null>;
  readonly score: RefObject<HTMLButtonElement | null>;
  readonly confirm: RefObject<HTMLButtonElement | null>;
  readonly replace: RefObject<HTMLButtonElement | null>;
}

export interface Pane {
  readonly machine: Machine;
  readonly dispatch: Dispatch<MachineEvent>;
  readonly refs: PaneRefs;
}

/**
 * The pane's machine, its effects run through `actions`, and the refs the focus goes to.
 *
 * @example
 * const { machine, dispatch, refs } = usePane(inExcel, actions);
 */
export function usePane(inExcel: boolean, actions: PaneActions): Pane {
  const [machine, dispatch] = useReducer(step, inExcel, start);
  const refs: PaneRefs = {
    problems: useRef<HTMLDivElement>(null),
    status: useRef<HTMLDivElement>(null),
    score: useRef<HTMLButtonElement>(null),
    confirm: useRef<HTMLButtonElement>(null),
    replace: useRef<HTMLButtonElement>(null),
  };
  useEffectRunner(machine.waiting, actions, dispatch);
  useFocusMove(machine.state.focus, refs, dispatch);
  return { machine, dispatch, refs };
}

/**
 * Hands the effects the last event asked for to the runner, which dispatches their outcomes.
 * Before paint, so that the saved choices (reported at once) are what the pane first shows.
 */
function useEffectRunner(
  waiting: readonly Effect[],
  actions: PaneActions,
  dispatch: Dispatch<MachineEvent>,
): void {
  const taken = useRef<readonly Effect[] | null>(null);
  useLayoutEffect(() => {
    const effects = waiting;
    if (effects.length === 0 || taken.current === effects) return;
    taken.current = effects;
    dispatch({ kind: "effectsTaken", count: effects.length });
    for (const effect of effects) void runEffect(effect, actions, dispatch);
  }, [waiting, actions, dispatch]);
}

/** Moves the keyboard focus where the director needs to look once it has rendered. */
function useFocusMove(focus: PaneState["focus"], refs: PaneRefs, dispatch: Dispatch<MachineEvent>): void {
  useEffect(() => {
    if (focus === null) return;
    focusTarget(focus, refs)?.focus();
    dispatch({ kind: "focusMoved" });
    // The refs are the same objects on every render; the focus alone says when to move.
  }, [focus]);
}

/** The element the focus goes to. */
function focusTarget(focus: Exclude<PaneState["focus"], null>, refs: PaneRefs): HTMLElement | null {
  switch (focus) {
    case "problems":
      return refs.problems.current;
    case "status":
      return refs.status.current;
    case "score":
      return refs.score.current;
    case "confirm":
      return refs.confirm.current;
    case "replace":
      return refs.replace.current;
    default:
      return document.getElementById(fieldId(focus));
  }
}
