/**
 * The progress bar of long work: shown once a step has run for half a second (quick steps show
 * only the spinner), with the step's name and, when the step can tell, the share done (boards
 * scored, requests written). Layout only: the step and the share come from the pane's state.
 */
import { useEffect, useState } from "react";
import { Field, ProgressBar } from "@fluentui/react-components";
import type { Progress } from "../state/state";

/** How long a step runs before the bar appears, in ms. */
export const PROGRESS_DELAY_MS = 500;

const STEP_NAMES: Readonly<Record<Progress["step"], string>> = {
  reading: "Reading the traveller",
  scoring: "Scoring the boards and building the sheet",
  writing: "Writing the new sheet",
  inserting: "Inserting the example",
};

/**
 * @example
 * <WorkProgress step="writing" share={0.5} detail={{ step: "writing", done: 1, total: 2 }} />
 */
export function WorkProgress({
  step,
  share,
  detail,
}: {
  /** The step running, or null when the pane waits. */
  step: Progress["step"] | null;
  /** Its share done, 0 to 1, or null when it cannot tell. */
  share: number | null;
  detail: Progress | null;
}) {
  // Half a second from the start of the work, not of each step: once shown, the bar stays from
  // reading to writing instead of blinking out at each change of step.
  const working = step !== null;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(false);
    if (!working) return;
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [working]);
  if (step === null || !shown) return null;
  const counted =
    share !== null && detail !== null
      ? `: ${detail.done} of ${detail.total} ${countedWords(detail)} (${Math.round(share * 100)}%)`
      : "";
  return (
    <Field label={`${STEP_NAMES[step]}${counted}`} validationState="none">
      <ProgressBar value={share ?? undefined} max={1} thickness="large" />
    </Field>
  );
}

/**
 * What a step counts, in words: boards scored or laid out while scoring (a teams event scored
 * whole), requests written while writing.
 */
function countedWords({ step, total, counted }: Progress): string {
  const plural = total === 1 ? "" : "s";
  if (counted === "boardsLaidOut") return `board${plural} laid out on the sheet`;
  if (counted === "eventScored") return `teams event${plural} scored`;
  if (counted === "boardsScored" || step === "scoring") return `board${plural} scored`;
  return `request${plural} written`;
}
