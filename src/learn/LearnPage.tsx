/**
 * The teaching page (dist/learn.html): scoring without Excel, in any browser. Paste a traveller,
 * open a CSV file or pick a worked example; choose the method and its options with the pane's own
 * form; Score shows the results page with its workings open, in a frame on this page. Everything
 * runs here: nothing is sent anywhere.
 */
import { useMemo, useState, type ChangeEvent } from "react";
import {
  Body1,
  Button,
  Field,
  Label,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Subtitle2,
  Textarea,
  Title3,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { statedChoices, INPUT_EXTENSIONS, type BridgeEvent } from "../event";
import { OptionsForm } from "../taskpane/components/OptionsForm";
import { TeamsOptions } from "../taskpane/components/TeamsView";
import type { WorkedExample } from "../taskpane/examples";
import {
  checkOptions,
  DEFAULT_OPTIONS,
  formChoices,
  type NumberField,
  type PaneOptions,
} from "../taskpane/options";
import { PASTED, peekEvent, scorePage, type ScoredPage } from "./score-page";

const useStyles = makeStyles({
  page: {
    maxWidth: "80rem",
    margin: "0 auto",
    padding: tokens.spacingHorizontalL,
    display: "flex",
    flexDirection: "column",
    rowGap: tokens.spacingVerticalL,
  },
  columns: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 20rem), 1fr))",
    gap: tokens.spacingHorizontalXL,
    alignItems: "start",
  },
  header: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalS },
  stack: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalM, minWidth: 0 },
  file: { display: "flex", flexDirection: "column", rowGap: tokens.spacingVerticalXXS },
  traveller: { fontFamily: tokens.fontFamilyMonospace },
  frame: {
    width: "100%",
    height: "80vh",
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

export interface LearnPageProps {
  readonly examples: readonly WorkedExample[];
}

/**
 * The whole teaching page.
 *
 * @example
 * <LearnPage examples={WORKED_EXAMPLES} />
 */
export function LearnPage({ examples }: LearnPageProps) {
  const styles = useStyles();
  const [csv, setCsv] = useState("");
  /** A file opened as bytes (a PBN file may be in ISO-8859-1) and its name, until the box is edited. */
  const [opened, setOpened] = useState<{
    readonly name: string;
    readonly bytes: Uint8Array;
    readonly event: BridgeEvent | null;
  } | null>(null);
  const [options, setOptions] = useState<PaneOptions>(DEFAULT_OPTIONS);
  const [errors, setErrors] = useState<Partial<Record<NumberField, string>>>({});
  const [example, setExample] = useState("");
  const [result, setResult] = useState<ScoredPage | null>(null);

  // What the box or the file holds, read as the pane reads it: a teams scoresheet shows the teams
  // choices instead of the pairs'.
  // An opened file is read once, when it is opened; pasted text as it changes.
  const event = useMemo(() => (opened ? opened.event : peekEvent(csv, PASTED)), [opened, csv]);
  const pick = (id: string): void => {
    setExample(id);
    const ex = examples.find((x) => x.id === id);
    if (ex === undefined) return;
    setCsv(ex.csv);
    setOpened(null);
    setOptions({ ...DEFAULT_OPTIONS, ...ex.options });
    setErrors({});
    setResult(null);
  };
  const open = async (e: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = e.target.files?.[0];
    if (file === undefined) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const read = peekEvent(bytes, file.name);
    setOpened({ name: file.name, bytes, event: read });
    setCsv(new TextDecoder().decode(bytes));
    setExample("");
    setResult(null);
    // The file's own choices (its method, scale, movement) fill the form, as in the pane.
    const first = read?.sections[0];
    setOptions({ ...DEFAULT_OPTIONS, ...(first ? formChoices(statedChoices(first)) : {}) });
  };
  const score = async (): Promise<void> => {
    const checked = checkOptions(options);
    setErrors(checked.ok ? {} : checked.errors);
    setResult(await scorePage(opened?.bytes ?? csv, options, opened?.name ?? PASTED));
  };

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <Title3 as="h1">Learn bridge scoring</Title3>
        <Body1 as="p">
          Score a traveller by IMPs, Butler, cross-IMPs or matchpoints and see every step of the workings. It
          all happens in this browser: nothing you paste or open is sent anywhere.
        </Body1>
      </header>
      <div className={styles.columns}>
        <section className={styles.stack} aria-labelledby="learn-traveller">
          <Subtitle2 as="h2" id="learn-traveller">
            1. A traveller
          </Subtitle2>
          <Field label="A worked example">
            <Select value={example} onChange={(_, d) => pick(d.value)}>
              <option value="">Choose one…</option>
              {examples.map((ex) => (
                <option key={ex.id} value={ex.id}>
                  {ex.title}
                </option>
              ))}
            </Select>
          </Field>
          <div className={styles.file}>
            <Label htmlFor="learn-file">Open a file (CSV traveller, PBN or USEBIO results)</Label>
            <input
              id="learn-file"
              type="file"
              accept={[...INPUT_EXTENSIONS, "text/csv", "text/plain"].join(",")}
              onChange={(e) => void open(e)}
            />
          </div>
          <Field label="Or paste the traveller (CSV: a header row, then one row per table)">
            <Textarea
              className={styles.traveller}
              value={csv}
              onChange={(_, d) => {
                setCsv(d.value);
                setOpened(null);
                setExample("");
              }}
              rows={12}
              resize="vertical"
            />
          </Field>
        </section>
        <section className={styles.stack} aria-labelledby="learn-options">
          <Subtitle2 as="h2" id="learn-options">
            2. How to score it
          </Subtitle2>
          {event?.kind === "teams" ? (
            <TeamsOptions options={options} onChange={(c) => setOptions((o) => ({ ...o, ...c }))} disabled={false} />
          ) : (
            <OptionsForm
              options={options}
              errors={errors}
              onChange={(c) => setOptions((o) => ({ ...o, ...c }))}
              disabled={false}
            />
          )}
          <Button appearance="primary" onClick={() => void score()}>
            Score
          </Button>
        </section>
      </div>
      <section className={styles.stack} aria-labelledby="learn-results" aria-live="polite">
        <Subtitle2 as="h2" id="learn-results">
          3. The results, with the workings
        </Subtitle2>
        {result === null && <Body1 as="p">Score a traveller to see its results here.</Body1>}
        {result !== null && !result.ok && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>This traveller cannot be scored yet</MessageBarTitle>
              <ul>
                {result.problems.map((p, i) => (
                  <li key={i}>{p}</li>
                ))}
              </ul>
            </MessageBarBody>
          </MessageBar>
        )}
        {result !== null && result.ok && (
          // A sandboxed frame: the page needs no script, and keeps its own styles.
          <iframe className={styles.frame} title="Results page" sandbox="" srcDoc={result.html} />
        )}
      </section>
    </main>
  );
}
