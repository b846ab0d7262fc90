/**
 * The pane from the Score button down: the Score button with the running step and its progress
 * (kept in view at the foot of the pane), the outcome (the questions asked, the message, the Save
 * buttons), and the worked examples to learn from.
 */
import type { Dispatch, Ref } from "react";
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  Caption1,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
} from "@fluentui/react-components";
import type { PaneActions, SelectCell } from "../actions";
import type { WorkedExample } from "../../ui/examples";
import type { MachineEvent } from "../state/machine";
import type { Busy, PaneState } from "../state/state";
import { shareDone } from "../state/long-work";
import { LargeReadQuestion } from "./LargeReadQuestion";
import { ReplaceQuestion } from "./ReplaceQuestion";
import { LearnSection } from "./LearnSection";
import { SaveResults } from "./SaveResults";
import { OutcomeRegion } from "./OutcomeRegion";
import { WarningList } from "./WarningList";
import { WorkProgress } from "./WorkProgress";
import { SolvingDeals } from "./SolvingDeals";
import { usePaneStyles } from "./pane-styles";
import type { PaneRefs } from "./usePane";

const BUSY_TEXT: Readonly<Record<Exclude<Busy, null>, string>> = {
  reading: "Reading the traveller...",
  scoring: "Scoring and building the sheet...",
  writing: "Writing the new sheet...",
  inserting: "Inserting the example...",
};

export interface ScoreRowProps {
  readonly state: PaneState;
  readonly dispatch: Dispatch<MachineEvent>;
  /** The running step, if any. */
  readonly busy: Busy;
  /** A Score is running (the button says so). */
  readonly scoring: boolean;
  /** A question waits for the director: no step is shown as running. */
  readonly asking: boolean;
  readonly disabled: boolean;
  readonly scoreRef: Ref<HTMLButtonElement>;
}

/** The Score button, the running step in words, and its progress bar. */
export function ScoreRow({ state, dispatch, busy, scoring, asking, disabled, scoreRef }: ScoreRowProps) {
  const styles = usePaneStyles();
  return (
    <section className={styles.scoreRow} aria-label="Score">
      <Button
        ref={scoreRef}
        appearance="primary"
        size="large"
        disabled={disabled}
        onClick={() => dispatch({ kind: "scorePressed" })}
        // The button's words say it is scoring: its spinner is decoration (axe: a progress bar needs a name).
        icon={scoring ? <Spinner size="tiny" appearance="inverted" aria-hidden /> : undefined}
      >
        {scoring ? "Scoring..." : "Score"}
      </Button>
      <div aria-live="polite" role="status">
        {busy !== null && !asking && (
          <Spinner size="extra-tiny" labelPosition="after" label={BUSY_TEXT[busy]} />
        )}
      </div>
      <WorkProgress step={asking ? null : busy} share={shareDone(state)} detail={state.progress} />
      <SolvingDeals state={state} dispatch={dispatch} />
    </section>
  );
}

export interface OutcomeProps {
  readonly state: PaneState;
  readonly dispatch: Dispatch<MachineEvent>;
  readonly actions: PaneActions;
  readonly refs: Pick<PaneRefs, "confirm" | "replace" | "status">;
}

/** The questions asked (a very large read, results scored before), the message, and the Save buttons. */
export function Outcome({ state, dispatch, actions, refs }: OutcomeProps) {
  const styles = usePaneStyles();
  const { confirm, replace, status } = state;
  const select = selectOf(actions);
  return (
    <div className={styles.outcome} data-testid="score-outcome">
      {confirm && (
        <LargeReadQuestion
          ref={refs.confirm}
          question={confirm}
          onAnswer={(read) => dispatch({ kind: "largeReadAnswered", read })}
        />
      )}
      {replace && (
        <ReplaceQuestion
          ref={refs.replace}
          question={replace}
          onAnswer={(answer) => dispatch({ kind: "replaceAnswered", replace: answer })}
        />
      )}
      <OutcomeRegion>
        <WarningList warnings={status?.warnings} onSelectCell={select} />
        {status && (
          <MessageBar intent={status.intent} layout="multiline" ref={refs.status} tabIndex={-1}>
            <MessageBarBody className={styles.wrap}>
              <MessageBarTitle>{status.title}</MessageBarTitle>
              {status.text && <div className={styles.statusText}>{status.text}</div>}
              {status.winners?.map((w) => (
                <div key={w.text} className={styles.statusText}>
                  {w.text}{" "}
                  {w.ranking && select && (
                    <Link as="button" inline onClick={() => select(w.ranking!)}>
                      Show the ranking
                    </Link>
                  )}
                </div>
              ))}
            </MessageBarBody>
          </MessageBar>
        )}
      </OutcomeRegion>
      {status?.written && actions.saveFile && (
        <SaveResults written={status.written} save={actions.saveFile} />
      )}
    </div>
  );
}

/** A cell (a warning's, a ranking's) selected in the workbook, when the pane has Excel to select it in. */
function selectOf(actions: PaneActions): SelectCell | undefined {
  const select = actions.selectCell;
  return select === undefined ? undefined : (address) => void select(address).catch(() => undefined);
}

export interface LearnAccordionProps {
  readonly examples: readonly WorkedExample[];
  readonly dispatch: Dispatch<MachineEvent>;
  /** Outside Excel the examples are open to begin with (they are what the pane can show). */
  readonly inExcel: boolean;
  readonly disabled: boolean;
}

/** Learn: the worked examples, each inserted on a new sheet. */
export function LearnAccordion({ examples, dispatch, inExcel, disabled }: LearnAccordionProps) {
  const styles = usePaneStyles();
  return (
    <Accordion collapsible defaultOpenItems={inExcel ? [] : ["learn"]}>
      <AccordionItem value="learn">
        <AccordionHeader as="h2" size="large">
          Learn: worked examples
        </AccordionHeader>
        <AccordionPanel>
          <Caption1 as="p" className={styles.tagline}>
            Each puts a traveller on a new sheet, ready to score.
          </Caption1>
          <LearnSection
            examples={examples}
            onInsert={(example) => dispatch({ kind: "examplePressed", example })}
            disabled={disabled}
          />
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}
