// The shape every reducer of the pane's state is written in: a handler for each kind of event it
// takes, stepping the state to the next one and the effects to run (reduce.ts, and the reducers
// that extend it: deals-reduce.ts, live-reduce.ts, refresh-reduce.ts).
import type { PaneEvent, Step } from "./events";
import type { PaneState } from "./state";

/** A pane event's kind. */
export type Kind = PaneEvent["kind"];

/** What a reducer does with one kind of event: the state and effects it steps to. */
export type Handler<K extends Kind> = (
  state: PaneState,
  event: Extract<PaneEvent, { kind: K }>,
) => Step<PaneState>;

/** A reducer's handlers, one for each kind of event named. */
export type Handlers<K extends Kind> = { readonly [P in K]: Handler<P> };
