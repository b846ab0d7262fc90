/**
 * The task pane: the traveller as read, the scoring choices, one Score button, and the worked
 * examples. Layout only: it renders the state of src/taskpane/state and dispatches the director's
 * actions as events; the reducer decides what happens and the effect runner does it, every contact
 * with Excel going through the `actions` it is given (the Office adapter, src/office, in Excel;
 * fakes in the tests). The hook that holds the state is usePane.ts; the sections are in
 * PaneSections.tsx (above the Score button) and PaneOutcome.tsx (from it down).
 */
import { Divider } from "@fluentui/react-components";
import type { PaneActions } from "../actions";
import type { WorkedExample } from "../../ui/examples";
import { busyStep, isScoring } from "../state/state";
import { sectionOf } from "../workflow";
import { usePane } from "./usePane";
import { usePaneStyles } from "./pane-styles";
import {
  ChoicesSection,
  OptionalSections,
  PaneHeader,
  TravellerSection,
  type SectionProps,
} from "./PaneSections";
import { LearnAccordion, Outcome, ScoreRow } from "./PaneOutcome";
import { MakeMovementSection } from "./MakeMovement";

export interface AppProps {
  /** False outside Excel (a browser): the pane renders, says so, and cannot read or write. */
  readonly inExcel: boolean;
  readonly actions: PaneActions;
  readonly examples: readonly WorkedExample[];
}

/**
 * The pane.
 *
 * @example
 * createRoot(el).render(<FluentProvider theme={webLightTheme}><App inExcel actions={excelActions} examples={WORKED_EXAMPLES} /></FluentProvider>);
 */
export function App({ inExcel, actions, examples }: AppProps) {
  const styles = usePaneStyles();
  const { machine, dispatch, refs } = usePane(inExcel, actions);
  const state = machine.state;
  const busy = busyStep(state);
  // Long work's question before a very large read, or whether a traveller scored before is replaced.
  const asking = state.confirm !== null || state.replace !== null;
  const working = busy !== null;
  // A teams scoresheet read: its matches are shown, and the teams choices instead of the pairs'.
  const teams = state.reading ? sectionOf(state.reading).teams : null;
  const section: SectionProps = { state, dispatch, working, inExcel, teams };
  return (
    <main className={styles.root} aria-busy={working && !asking}>
      <PaneHeader inExcel={inExcel} />
      <TravellerSection {...section} actions={actions} problemsRef={refs.problems} />
      <Divider />
      <ChoicesSection {...section} />
      <OptionalSections {...section} />
      <ScoreRow
        state={state}
        dispatch={dispatch}
        busy={busy}
        scoring={isScoring(state)}
        asking={asking}
        disabled={working || !inExcel}
        scoreRef={refs.score}
      />
      <Outcome state={state} dispatch={dispatch} actions={actions} refs={refs} />
      <Divider />
      <MakeMovementSection actions={actions} disabled={working || !inExcel} />
      <Divider />
      <LearnAccordion
        examples={examples}
        dispatch={dispatch}
        inExcel={inExcel}
        disabled={working || !inExcel}
      />
    </main>
  );
}
