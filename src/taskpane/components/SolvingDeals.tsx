/**
 * The deals being solved before a results sheet is written: how many of how many, and Cancel
 * (the sheet is then written with the hands, without the tables not yet solved). Layout only: the
 * count comes from the pane's state.
 */
import { Button, Field, ProgressBar } from "@fluentui/react-components";
import type { Dispatch } from "react";
import type { MachineEvent } from "../state/machine";
import type { PaneState } from "../state/state";

/**
 * @example
 * <SolvingDeals state={state} dispatch={dispatch} />
 */
export function SolvingDeals({
  state,
  dispatch,
}: {
  readonly state: PaneState;
  readonly dispatch: Dispatch<MachineEvent>;
}) {
  const solving = state.solving;
  if (solving === null || state.task?.kind !== "score") return null;
  const counted = solving.total > 0 ? `: ${solving.done} of ${solving.total}` : "";
  return (
    <section aria-label="Solving the deals">
      <Field
        label={`Solving the deals for their double-dummy tables and par${counted}`}
        validationState="none"
      >
        <ProgressBar
          value={solving.total > 0 ? solving.done / solving.total : undefined}
          max={1}
          thickness="large"
        />
      </Field>
      <Button appearance="secondary" onClick={() => dispatch({ kind: "solveCancelPressed" })}>
        Cancel solving
      </Button>
    </section>
  );
}
