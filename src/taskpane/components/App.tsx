/**
 * The task pane: the traveller as read, the scoring choices, one Score button, and the worked
 * examples. It holds the pane's state and runs the steps; every contact with Excel goes through
 * the `actions` it is given (src/taskpane/excel.ts in Excel, fakes in the tests).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  Caption1,
  Divider,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Subtitle2,
  Title3,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { type ColumnRole } from "../../scoring";
import type { ColumnChange, OptionsChange, PaneActions } from "../actions";
import { exampleCells, type WorkedExample } from "../examples";
import {
  checkOptions,
  DEFAULT_OPTIONS,
  METHOD_LABELS,
  restoreOptions,
  type NumberField,
  type PaneOptions,
} from "../options";
import { keptOverrides, readArea, scoreReading, type ColumnOverrides, type Reading } from "../workflow";
import { LearnSection } from "./LearnSection";
import { fieldId, OptionsForm } from "./OptionsForm";
import { TravellerView } from "./TravellerView";

export interface AppProps {
  /** False outside Excel (a browser): the pane renders, says so, and cannot read or write. */
  readonly inExcel: boolean;
  readonly actions: PaneActions;
  readonly examples: readonly WorkedExample[];
}

type Busy = null | "reading" | "scoring" | "writing" | "inserting";

const BUSY_TEXT: Readonly<Record<Exclude<Busy, null>, string>> = {
  reading: "Reading the traveller...",
  scoring: "Scoring and building the sheet...",
  writing: "Writing the new sheet...",
  inserting: "Inserting the example...",
};

interface Status {
  readonly intent: "success" | "error" | "warning" | "info";
  readonly title: string;
  readonly text?: string;
}

const useStyles = makeStyles({
  root: {
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalXXL}`,
    maxWidth: "520px",
    boxSizing: "border-box",
    minWidth: 0,
  },
  header: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXXS },
  tagline: { color: tokens.colorNeutralForeground3 },
  section: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS, minWidth: 0 },
  sectionTitle: { margin: 0 },
  // The Score button stays in view at the foot of the pane while the options above it scroll.
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
  statusText: { display: "block", marginTop: tokens.spacingVerticalXXS },
  wrap: { overflowWrap: "anywhere" },
});

function errorText(e: unknown): string {
  if (e instanceof Error) return e.message;
  return String(e);
}

function describeWritten(reading: Reading): string {
  const boards = reading.traveller.boards;
  const results = boards.reduce((n, b) => n + b.rows.length, 0);
  return `${boards.length === 1 ? `Board ${boards[0].board}` : `${boards.length} boards`}, ${results} table${results === 1 ? "" : "s"}. The formulas recalculate if a score is edited.`;
}

/**
 * The pane.
 *
 * @example
 * createRoot(el).render(<FluentProvider theme={webLightTheme}><App inExcel actions={excelActions} examples={WORKED_EXAMPLES} /></FluentProvider>);
 */
export function App({ inExcel, actions, examples }: AppProps) {
  const styles = useStyles();
  const [options, setOptions] = useState<PaneOptions>(() =>
    inExcel ? restoreOptions(safely(actions.loadSettings)) : DEFAULT_OPTIONS,
  );
  const [errors, setErrors] = useState<Partial<Record<NumberField, string>>>({});
  const [reading, setReading] = useState<Reading | null>(null);
  const [overrides, setOverrides] = useState<ColumnOverrides>({});
  const [busy, setBusy] = useState<Busy>(null);
  /** Score was pressed and has not finished (the button shows it; `busy` says which step). */
  const [scoring, setScoring] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const [focus, setFocus] = useState<null | "problems" | "status" | "score" | NumberField>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const scoreRef = useRef<HTMLButtonElement>(null);

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
            : document.getElementById(fieldId(focus));
    target?.focus();
    setFocus(null);
  }, [focus]);

  const read = useCallback(
    async (current: ColumnOverrides, previous: Reading | null): Promise<Reading> => {
      const area = await actions.readTravellerArea();
      const kept = keptOverrides(current, previous?.area ?? null, area);
      setOverrides(kept);
      const r = readArea(area, kept);
      setReading(r);
      return r;
    },
    [actions],
  );

  const onRead = useCallback(async () => {
    setBusy("reading");
    setStatus(null);
    try {
      const r = await read(overrides, reading);
      if (r.problems.length > 0) setFocus("problems");
    } catch (e) {
      setStatus({ intent: "error", title: "Could not read the selection", text: errorText(e) });
      setFocus("status");
    } finally {
      setBusy(null);
    }
  }, [read, overrides, reading]);

  // When the pane opens, read what is selected: the director has usually clicked in the
  // traveller. If there is no traveller there, say nothing yet (the hint asks for one).
  const onOpen = useCallback(async () => {
    setBusy("reading");
    try {
      const r = await read({}, null);
      if (r.traveller.headers.length === 0) setReading(null);
    } catch {
      // Nothing readable selected (a chart, say): the director reads or scores when ready.
      setReading(null);
    } finally {
      setBusy(null);
    }
  }, [read]);

  const started = useRef(false);
  useEffect(() => {
    if (!inExcel || started.current) return;
    started.current = true;
    void onOpen();
  }, [inExcel, onOpen]);

  const onScore = useCallback(async () => {
    const checked = checkOptions(options);
    if (!checked.ok) {
      setErrors(checked.errors);
      setStatus({
        intent: "error",
        title: "Some options need correcting",
        text: Object.values(checked.errors).join(" "),
      });
      setFocus(Object.keys(checked.errors)[0] as NumberField);
      return;
    }
    setErrors({});
    setStatus(null);
    setScoring(true);
    setBusy("reading");
    try {
      const r = await read(overrides, reading);
      setBusy("scoring");
      // Let the spinner paint before the (synchronous) scoring.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const outcome = await scoreReading(r, checked.options, {
        build: actions.buildSheet,
        write: (model) => {
          setBusy("writing");
          return actions.writeSheet(model);
        },
      });
      if (outcome.kind === "problems") {
        if (outcome.problems !== r.problems) setReading({ ...r, problems: outcome.problems });
        setStatus({
          intent: "error",
          title: "Nothing was written",
          text: "The traveller has problems: see the list above.",
        });
        setFocus("problems");
      } else if (outcome.kind === "failed") {
        setStatus({ intent: "error", title: "Nothing was written", text: outcome.message });
        setFocus("status");
      } else {
        setStatus({
          intent: "success",
          title: `Wrote the sheet "${outcome.sheet.name}"`,
          text: `${METHOD_LABELS[options.method]}: ${describeWritten(r)}`,
        });
        setFocus("status");
        actions
          .saveSettings(options)
          .catch((e: unknown) =>
            setStatus((s) => (s ? { ...s, text: `${s.text ?? ""} (${errorText(e)})` } : s)),
          );
      }
    } catch (e) {
      setStatus({ intent: "error", title: "Excel could not finish", text: errorText(e) });
      setFocus("status");
    } finally {
      setBusy(null);
      setScoring(false);
    }
  }, [actions, options, overrides, read, reading]);

  const onInsert = useCallback(
    async (example: WorkedExample) => {
      setBusy("inserting");
      setStatus(null);
      try {
        const { cells, headerRows } = exampleCells(example.csv);
        const written = await actions.insertExample(example.sheetName, cells, { headerRows });
        setOptions((o) => ({ ...o, ...example.options }));
        setErrors({});
        setBusy("reading");
        await read({}, null);
        setStatus({
          intent: "info",
          title: `Inserted "${written.name}"`,
          text: `The traveller is selected and the options are set as the source scores it: choose Score.`,
        });
        setFocus("score");
      } catch (e) {
        setStatus({ intent: "error", title: "Could not insert the example", text: errorText(e) });
        setFocus("status");
      } finally {
        setBusy(null);
      }
    },
    [actions, read],
  );

  const onColumnChange = useCallback<ColumnChange>(
    (index, role) => {
      if (!reading) return;
      const next: Record<number, ColumnRole | "ignore"> = { ...overrides, [index]: role };
      setOverrides(next);
      setReading(readArea(reading.area, next));
    },
    [overrides, reading],
  );

  const onOptionsChange = useCallback<OptionsChange>((change) => {
    setOptions((o) => ({ ...o, ...change }));
    setErrors((e) => {
      const rest = { ...e };
      for (const key of Object.keys(change)) delete rest[key as NumberField];
      return rest;
    });
  }, []);

  const working = busy !== null;
  return (
    <main className={styles.root} aria-busy={working}>
      <header className={styles.header}>
        <Title3 as="h1">Bridge Scoring</Title3>
        <Caption1 className={styles.tagline}>A traveller in, a results sheet of live formulas out.</Caption1>
      </header>

      {!inExcel && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Not running in Excel</MessageBarTitle>
            Open this pane from Excel (Home, Bridge scoring, Scoring pane) to read travellers and write
            results. The worksheet functions (=BRIDGE.IMP and the others) work in any cell.
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
          onRead={() => void onRead()}
          busy={working}
          inExcel={inExcel}
        />
      </section>

      <Divider />

      <section className={styles.section} aria-labelledby="options-title">
        <Subtitle2 as="h2" id="options-title" className={styles.sectionTitle}>
          2. How to score it
        </Subtitle2>
        <OptionsForm options={options} errors={errors} onChange={onOptionsChange} disabled={working} />
      </section>

      <section className={styles.scoreRow} aria-label="Score">
        <Button
          ref={scoreRef}
          appearance="primary"
          size="large"
          disabled={working || !inExcel}
          onClick={() => void onScore()}
          icon={scoring ? <Spinner size="tiny" appearance="inverted" /> : undefined}
        >
          {scoring ? "Scoring..." : "Score"}
        </Button>
        <div aria-live="polite" role="status">
          {busy !== null && <Spinner size="extra-tiny" labelPosition="after" label={BUSY_TEXT[busy]} />}
        </div>
        {status && (
          <MessageBar intent={status.intent} layout="multiline" ref={statusRef} tabIndex={-1}>
            <MessageBarBody className={styles.wrap}>
              <MessageBarTitle>{status.title}</MessageBarTitle>
              {status.text && <div className={styles.statusText}>{status.text}</div>}
            </MessageBarBody>
          </MessageBar>
        )}
      </section>

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
              onInsert={(ex) => void onInsert(ex)}
              disabled={working || !inExcel}
            />
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
    </main>
  );
}

function safely(f: () => unknown): unknown {
  try {
    return f();
  } catch {
    return null;
  }
}
