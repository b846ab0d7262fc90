/**
 * The task pane: the traveller as read, the scoring choices, one Score button, and the worked
 * examples. Layout only: it renders the state of src/taskpane/state and dispatches the director's
 * actions as events; the reducer decides what happens and the effect runner does it, every contact
 * with Excel going through the `actions` it is given (the Office adapter, src/office, in Excel;
 * fakes in the tests).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from "react";
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  Caption1,
  Divider,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Subtitle2,
  Title3,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import type { ColumnChange, OptionsChange, PaneActions } from "../actions";
import type { WorkedExample } from "../../ui/examples";
import type { Effect } from "../state/events";
import { start, step } from "../state/machine";
import { runEffect } from "../state/run";
import { busyStep, isScoring, type Busy } from "../state/state";
import { shareDone } from "../state/long-work";
import { LargeReadQuestion } from "./LargeReadQuestion";
import { ReplaceQuestion } from "./ReplaceQuestion";
import { LearnSection } from "./LearnSection";
import { SaveResults } from "./SaveResults";
import { NamesSection } from "./NamesSection";
import { SessionsSection } from "./SessionsSection";
import { ScaleTablesSection } from "./ScaleTablesSection";
import { OpenFileButton } from "./OpenFileButton";
import { OutcomeRegion } from "./OutcomeRegion";
import { WorkProgress } from "./WorkProgress";
import { fieldId, OptionsForm } from "../../ui/OptionsForm";
import { RegulationsForm } from "./RegulationsForm";
import { TravellerView } from "./TravellerView";
import { TeamsOptions } from "../../ui/TeamsOptions";
import { TeamsSummary } from "./TeamsView";
import { sectionOf } from "../workflow";
import { readShape } from "../relevant";

export interface AppProps {
  /** False outside Excel (a browser): the pane renders, says so, and cannot read or write. */
  readonly inExcel: boolean;
  readonly actions: PaneActions;
  readonly examples: readonly WorkedExample[];
}

const BUSY_TEXT: Readonly<Record<Exclude<Busy, null>, string>> = {
  reading: "Reading the traveller...",
  scoring: "Scoring and building the sheet...",
  writing: "Writing the new sheet...",
  inserting: "Inserting the example...",
};

const useStyles = makeStyles({
  root: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalXXL}`,
    maxWidth: "520px",
    boxSizing: "border-box",
    minWidth: 0,
    // Every field and its box take the width they are given: a drop-down otherwise keeps the
    // width of its longest choice and a typed number that of 20 characters, and at 300 px either
    // would push the pane sideways.
    "& .fui-Field, & .fui-Select, & .fui-Input": { minWidth: 0, maxWidth: "100%" },
    "& .fui-Select__select, & .fui-Input__input": { minWidth: 0 },
  },
  header: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXXS },
  tagline: { color: tokens.colorNeutralForeground3 },
  section: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS, minWidth: 0 },
  sectionTitle: { margin: 0 },
  // The Score button stays in view at the foot of the pane while the options above it scroll: the
  // button and one line of progress only (at most a fifth of a 640 px pane), never the messages,
  // questions and Save buttons, which follow it in the page and take the focus when they come.
  scoreRow: {
    position: "sticky",
    bottom: 0,
    zIndex: 1,
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalS,
    margin: `0 calc(-1 * ${tokens.spacingHorizontalM})`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  outcome: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS, minWidth: 0 },
  statusText: { display: "block", marginTop: tokens.spacingVerticalXXS },
  wrap: { overflowWrap: "anywhere" },
});

/**
 * The pane.
 *
 * @example
 * createRoot(el).render(<FluentProvider theme={webLightTheme}><App inExcel actions={excelActions} examples={WORKED_EXAMPLES} /></FluentProvider>);
 */
export function App({ inExcel, actions, examples }: AppProps) {
  const styles = useStyles();
  const [machine, dispatch] = useReducer(step, inExcel, start);
  const { options, errors, reading, overrides, status, focus } = machine.state;
  const busy = busyStep(machine.state);
  const scoring = isScoring(machine.state);
  const problemsRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const scoreRef = useRef<HTMLButtonElement>(null);
  // Long work: the progress of the running step, and the question before a very large read.
  const { progress, confirm } = machine.state;
  const confirmRef = useRef<HTMLButtonElement>(null);
  // A traveller scored before: the question whether its new results replace the earlier ones.
  const replace = machine.state.replace;
  const replaceRef = useRef<HTMLButtonElement>(null);
  const asking = confirm !== null || replace !== null;

  // Hand the effects the last event asked for to the runner, which dispatches their outcomes.
  // Before paint, so that the saved choices (reported at once) are what the pane first shows.
  const taken = useRef<readonly Effect[] | null>(null);
  useLayoutEffect(() => {
    const effects = machine.waiting;
    if (effects.length === 0 || taken.current === effects) return;
    taken.current = effects;
    dispatch({ kind: "effectsTaken", count: effects.length });
    for (const effect of effects) void runEffect(effect, actions, dispatch);
  }, [machine.waiting, actions]);

  // Move the keyboard focus where the director needs to look once it has rendered.
  useEffect(() => {
    if (focus === null) return;
    const target =
      focus === "problems"
        ? problemsRef.current
        : focus === "status"
          ? statusRef.current
          : focus === "score"
            ? scoreRef.current
            : focus === "confirm"
              ? confirmRef.current
              : focus === "replace"
                ? replaceRef.current
                : document.getElementById(fieldId(focus));
    target?.focus();
    dispatch({ kind: "focusMoved" });
  }, [focus]);

  const onColumnChange = useCallback<ColumnChange>(
    (index, role) => dispatch({ kind: "columnChanged", index, role }),
    [],
  );
  const onOptionsChange = useCallback<OptionsChange>(
    (change) => dispatch({ kind: "optionsChanged", change }),
    [],
  );

  const working = busy !== null;
  // A teams scoresheet read: its matches are shown, and the teams choices instead of the pairs'.
  const teams = reading ? sectionOf(reading).teams : null;
  // What the options depend on: the boards read, and whether a Section column splits them.
  const shape = useMemo(() => readShape(reading), [reading]);
  return (
    <main className={styles.root} aria-busy={working && !asking}>
      <header className={styles.header}>
        <Title3 as="h1">Bridge Scoring</Title3>
        <Caption1 className={styles.tagline}>A traveller in, a results sheet of live formulas out.</Caption1>
      </header>

      {!inExcel && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Not running in Excel</MessageBarTitle>
            Open this pane from Excel (Home, Bridge scoring, Scoring pane) to read travellers and write
            results. The worksheet functions (=BRIDGE.IMP and the others) work in any cell. To try the scoring
            methods without Excel, open the <Link href="learn.html">teaching page</Link>.
          </MessageBarBody>
        </MessageBar>
      )}

      <section className={styles.section} aria-labelledby="traveller-title">
        <Subtitle2 as="h2" id="traveller-title" className={styles.sectionTitle}>
          1. Traveller
        </Subtitle2>
        <TravellerView
          ref={problemsRef}
          reading={reading}
          overrides={overrides}
          onColumnChange={onColumnChange}
          onRead={() => dispatch({ kind: "readPressed" })}
          onScoreAsEntered={() => dispatch({ kind: "scoreAsEnteredPressed" })}
          busy={working}
          inExcel={inExcel}
          // Only a problem found in the workbook names a cell of it (a file's names its lines).
          onSelectCell={
            inExcel && actions.selectCell
              ? (address) => void actions.selectCell!(address).catch(() => undefined)
              : undefined
          }
        />
        <OpenFileButton
          onOpen={(name, bytes) => dispatch({ kind: "fileChosen", name, bytes })}
          disabled={working || !inExcel}
        />
        {teams && <TeamsSummary event={teams} />}
      </section>

      <Divider />

      <section className={styles.section} aria-labelledby="options-title">
        <Subtitle2 as="h2" id="options-title" className={styles.sectionTitle}>
          2. How to score it
        </Subtitle2>
        {teams ? (
          <TeamsOptions options={options} onChange={onOptionsChange} disabled={working} withDraw />
        ) : (
          <>
            <OptionsForm
              options={options}
              errors={errors}
              onChange={onOptionsChange}
              disabled={working}
              shape={shape}
            />
            <RegulationsForm
              options={options}
              errors={errors}
              onChange={onOptionsChange}
              disabled={working}
            />
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby="names-title">
        <Subtitle2 as="h2" id="names-title" className={styles.sectionTitle}>
          Names (optional)
        </Subtitle2>
        <NamesSection
          names={options.names}
          onUseSelection={() => dispatch({ kind: "namesPressed" })}
          onClear={() => dispatch({ kind: "namesCleared" })}
          disabled={working || !inExcel}
        />
      </section>

      <section className={styles.section} aria-labelledby="scales-title">
        <Subtitle2 as="h2" id="scales-title" className={styles.sectionTitle}>
          IMP and VP scales (optional)
        </Subtitle2>
        <ScaleTablesSection
          impScale={options.impScale}
          vpScale={options.vpScale}
          pairs={!teams}
          onUseSelection={(scale) => dispatch({ kind: "scalePressed", scale })}
          onClear={(scale) => dispatch({ kind: "scaleCleared", scale })}
          disabled={working || !inExcel}
        />
      </section>

      <section className={styles.section} aria-labelledby="sessions-title">
        <Subtitle2 as="h2" id="sessions-title" className={styles.sectionTitle}>
          Several sessions (optional)
        </Subtitle2>
        <SessionsSection
          form={machine.state.sessions}
          onList={() => dispatch({ kind: "sessionsListPressed" })}
          onChange={(change) => dispatch({ kind: "sessionsChanged", change })}
          onWrite={() => dispatch({ kind: "eventPressed" })}
          disabled={working || !inExcel}
        />
      </section>

      <section className={styles.scoreRow} aria-label="Score">
        <Button
          ref={scoreRef}
          appearance="primary"
          size="large"
          disabled={working || !inExcel}
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
        <WorkProgress step={asking ? null : busy} share={shareDone(machine.state)} detail={progress} />
      </section>

      <div className={styles.outcome} data-testid="score-outcome">
        {confirm && (
          <LargeReadQuestion
            ref={confirmRef}
            question={confirm}
            onAnswer={(read) => dispatch({ kind: "largeReadAnswered", read })}
          />
        )}
        {replace && (
          <ReplaceQuestion
            ref={replaceRef}
            question={replace}
            onAnswer={(answer) => dispatch({ kind: "replaceAnswered", replace: answer })}
          />
        )}
        <OutcomeRegion>
          {status && (
            <MessageBar intent={status.intent} layout="multiline" ref={statusRef} tabIndex={-1}>
              <MessageBarBody className={styles.wrap}>
                <MessageBarTitle>{status.title}</MessageBarTitle>
                {status.text && <div className={styles.statusText}>{status.text}</div>}
              </MessageBarBody>
            </MessageBar>
          )}
        </OutcomeRegion>
        {status?.written && actions.saveFile && (
          <SaveResults written={status.written} save={actions.saveFile} />
        )}
      </div>

      <Divider />

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
              disabled={working || !inExcel}
            />
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
    </main>
  );
}
