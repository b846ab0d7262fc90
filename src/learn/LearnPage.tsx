/**
 * The teaching page (dist/learn.html): scoring without Excel, in any browser. Paste a traveller,
 * open a CSV file or pick a worked example; choose the method and its options with the pane's own
 * form; Score shows the lesson of a board (every step in the method's words, a table followed
 * through them, scores to edit, a quiz) and the results page with its workings open, all on this
 * page, then contract scoring by its parts and a glossary. Everything runs here: nothing is sent
 * anywhere.
 */
import { useMemo, useRef, useState, type ChangeEvent } from "react";
import { flushSync } from "react-dom";
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
import {
  checkOptions,
  DEFAULT_FORM_CHOICES,
  asFormChoices,
  type NumberField,
  type FormChoices,
  statedChoices,
  INPUT_EXTENSIONS,
  type BridgeEvent,
} from "../event";
import { OptionsForm } from "../ui/OptionsForm";
import { TeamsOptions } from "../ui/TeamsOptions";
import type { WorkedExample } from "../ui/examples";
import { ContractLesson } from "./ContractLesson";
import { GLOSSARY, type DDTable } from "../scoring";
import { DealSolver } from "./DealSolver";
import { LessonView } from "./Lesson";
import { LESSONS } from "./lessons";
import { ResultsInPage } from "./ResultsInPage";
import { PASTED, peekEvent, scorePage, type RowEdit, type ScoredPage, type ScoreEdits } from "./score-page";
import { SolveCancelled, solveInWorker, workerAvailable, type SolveRun } from "../office/solve-in-worker";
import { STRAINS_A_DEAL } from "../office/solve-protocol";

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
  results: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    overflowX: "auto",
  },
  tools: {
    display: "flex",
    flexWrap: "wrap",
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    alignItems: "center",
  },
  glossary: { "& dt": { fontWeight: tokens.fontWeightSemibold, marginTop: tokens.spacingVerticalS } },
});

/** Where the lesson is: the board shown and the table followed through its steps. */
interface Followed {
  readonly board: number;
  readonly table: number;
}

export interface LearnPageProps {
  readonly examples: readonly WorkedExample[];
}

/**
 * The "Solve the deals" bar's words: the deals done, and the strains of the next one when the
 * solver has told them.
 *
 * @example
 * solvingWords(2, 5, 3); // "Solving: 2 of 5 deals done, 3 of 5 strains of the next."
 */
export function solvingWords(done: number, total: number, strains: number): string {
  const within = strains > 0 && done < total ? `, ${strains} of ${STRAINS_A_DEAL} strains of the next` : "";
  return `Solving: ${done} of ${total} deals done${within}.`;
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
  const [options, setOptions] = useState<FormChoices>(DEFAULT_FORM_CHOICES);
  const [errors, setErrors] = useState<Partial<Record<NumberField, string>>>({});
  const [example, setExample] = useState("");
  const [result, setResult] = useState<ScoredPage | null>(null);
  const [edits, setEdits] = useState<ScoreEdits>(new Map());
  const [followed, setFollowed] = useState<Followed | null>(null);
  const [quiz, setQuiz] = useState(false);
  /** The latest scoring asked for: an older one finishing later is dropped. */
  const run = useRef(0);
  /** The tables solved on this page, by deal (PBN notation): kept for every later scoring. */
  const solved = useRef(new Map<string, DDTable>());
  /** The file's deals being solved in the worker: how many of how many, and the run to cancel. */
  const [solving, setSolving] = useState<{
    readonly done: number;
    readonly total: number;
    readonly strains: number;
  } | null>(null);
  const [solveNote, setSolveNote] = useState<readonly string[]>([]);
  const solveRun = useRef<SolveRun | null>(null);
  const chosen = examples.find((x) => x.id === example);

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
    const picked = { ...DEFAULT_FORM_CHOICES, ...ex.options };
    setOptions(picked);
    setErrors({});
    setEdits(new Map());
    const lesson = LESSONS[ex.id];
    setFollowed(lesson === undefined ? null : { board: lesson.board, table: lesson.table });
    // A worked example opens on its board's workings at once.
    void rescore(ex.csv, picked, PASTED, new Map());
  };
  const rescore = async (
    input: string | Uint8Array,
    choices: FormChoices,
    name: string,
    changed: ScoreEdits,
  ): Promise<void> => {
    const mine = ++run.current;
    const r = await scorePage(input, choices, name, changed, solved.current);
    if (mine === run.current) setResult(r);
  };
  const edit = (board: number, table: number, typed: RowEdit | null): void => {
    const next = new Map([...edits].map(([b, m]) => [b, new Map(m)]));
    const mine = next.get(board) ?? new Map<number, RowEdit>();
    if (typed === null) mine.delete(table);
    else mine.set(table, typed);
    if (mine.size === 0) next.delete(board);
    else next.set(board, mine);
    setEdits(next);
    void rescore(opened?.bytes ?? csv, options, opened?.name ?? PASTED, next);
  };
  const print = (answers: boolean): void => {
    flushSync(() => setQuiz(!answers));
    window.print();
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
    setEdits(new Map());
    setFollowed(null);
    // The file's own choices (its method, scale, movement) fill the form, as in the pane.
    const first = read?.sections[0];
    setOptions({ ...DEFAULT_FORM_CHOICES, ...(first ? asFormChoices(statedChoices(first)) : {}) });
  };
  const score = async (): Promise<void> => {
    const checked = checkOptions(options);
    setErrors(checked.ok ? {} : checked.errors);
    await rescore(opened?.bytes ?? csv, options, opened?.name ?? PASTED, edits);
  };
  /** Solves the deals the file gives without a table, in the worker, then scores again with them. */
  const solveDeals = async (deals: readonly string[]): Promise<void> => {
    if (!workerAvailable()) {
      setSolveNote(["This copy of the page was built without its solver."]);
      return;
    }
    setSolveNote([]);
    setSolving({ done: 0, total: deals.length, strains: 0 });
    const mine = solveInWorker(deals, (done, total, strains) => setSolving({ done, total, strains }));
    solveRun.current = mine;
    const notes: string[] = [];
    try {
      const outcomes = await mine.outcomes;
      outcomes.forEach((o, k) => {
        if ("table" in o) solved.current.set(deals[k], o.table);
        else notes.push(`${deals[k]}: ${o.error}`);
      });
    } catch (e) {
      notes.push(e instanceof SolveCancelled ? e.message : `The solver stopped: ${(e as Error).message}`);
    }
    if (solveRun.current !== mine) return;
    solveRun.current = null;
    setSolving(null);
    setSolveNote(notes);
    await rescore(opened?.bytes ?? csv, options, opened?.name ?? PASTED, edits);
  };
  const lesson = result !== null && result.ok ? result.lesson : null;
  const firstBoard = lesson?.sessions[0]?.boards[0]?.board ?? 0;
  const shown: Followed =
    followed !== null && lesson?.sessions[0]?.boards.some((b) => b.board === followed.board)
      ? followed
      : { board: firstBoard, table: 0 };

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <Title3 as="h1">Learn bridge scoring</Title3>
        <Body1 as="p">
          Score a traveller by IMPs, Butler, cross-IMPs or matchpoints and see every step of the workings. It
          all happens in this browser: nothing you paste or open is sent anywhere.
        </Body1>
      </header>
      <div className={`${styles.columns} no-print`}>
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
                setEdits(new Map());
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
            <TeamsOptions
              options={options}
              onChange={(c) => setOptions((o) => ({ ...o, ...c }))}
              disabled={false}
            />
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
      <section className={styles.stack} aria-labelledby="learn-results">
        <Subtitle2 as="h2" id="learn-results">
          3. The workings, step by step
        </Subtitle2>
        {chosen !== undefined && result !== null && (
          <div className={styles.header}>
            <Body1 as="p">{chosen.description}</Body1>
            {chosen.source !== undefined && (
              <Body1 as="p">
                From <cite>{chosen.source}</cite>.
              </Body1>
            )}
          </div>
        )}
        {result === null && (
          <Body1 as="p">Pick a worked example, or score a traveller, to see its workings here.</Body1>
        )}
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
        {result !== null && result.ok && result.lesson === null && (
          <Body1 as="p">A teams match has no board workings to follow: its results are below.</Body1>
        )}
        {lesson !== null && (
          <>
            <div className={`${styles.tools} no-print`}>
              <label>
                <input type="checkbox" checked={quiz} onChange={(e) => setQuiz(e.target.checked)} /> Quiz:
                hide the followed table’s results
              </label>
              <Button onClick={() => print(false)}>Print the exercise</Button>
              <Button onClick={() => print(true)}>Print the answers</Button>
            </div>
            <LessonView
              lesson={lesson}
              board={shown.board}
              table={shown.table}
              onFollow={(board, table) => setFollowed({ board, table })}
              onEdit={edit}
              edited={new Set(edits.get(shown.board)?.keys() ?? [])}
              printed={example !== "" ? (LESSONS[example]?.printed ?? []) : []}
              quiz={quiz}
            />
          </>
        )}
      </section>
      {result !== null && result.ok && (
        <section className={`${styles.stack} no-print`} aria-labelledby="learn-page">
          <Subtitle2 as="h2" id="learn-page">
            4. The results page, with the workings
          </Subtitle2>
          {(result.unsolved.length > 0 || solving !== null || solveNote.length > 0) && (
            <div className={styles.stack}>
              {result.unsolved.length > 0 && (
                <div className={styles.tools}>
                  <Body1 as="p">
                    {result.unsolved.length === 1
                      ? "One deal of this file has no double-dummy table."
                      : `${result.unsolved.length} deals of this file have no double-dummy table.`}{" "}
                    This page can solve {result.unsolved.length === 1 ? "it" : "them"} in the background (a
                    few seconds a deal).
                  </Body1>
                  <Button onClick={() => void solveDeals(result.unsolved)} disabled={solving !== null}>
                    Solve the deals
                  </Button>
                  <Button onClick={() => solveRun.current?.cancel()} disabled={solving === null}>
                    Cancel solving
                  </Button>
                </div>
              )}
              <Body1 as="p" role="status">
                {solving !== null ? solvingWords(solving.done, solving.total, solving.strains) : ""}
              </Body1>
              {solveNote.length > 0 && (
                <ul>
                  {solveNote.map((n, i) => (
                    <li key={i}>{n}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {quiz && lesson !== null ? (
            // The results page would give the quiz's answers away, in its figures and its tips.
            <Body1 as="p">Hidden during the quiz, since it shows the answers: untick Quiz to see it.</Body1>
          ) : (
            <div className={styles.results}>
              <ResultsInPage html={result.html} />
            </div>
          )}
        </section>
      )}
      <section className={`${styles.stack} no-print`} aria-labelledby="learn-deal">
        <Subtitle2 as="h2" id="learn-deal">
          A deal, double dummy
        </Subtitle2>
        <DealSolver />
      </section>
      <section className={`${styles.stack} no-print`} aria-labelledby="learn-contract">
        <Subtitle2 as="h2" id="learn-contract">
          Contract scoring, part by part
        </Subtitle2>
        <ContractLesson />
      </section>
      <section className={styles.stack} aria-labelledby="learn-glossary">
        <Subtitle2 as="h2" id="learn-glossary">
          Glossary
        </Subtitle2>
        <dl className={styles.glossary}>
          {GLOSSARY.map((g) => (
            <div key={g.id} id={`term-${g.id}`}>
              <dt>{g.term}</dt>
              <dd>{g.meaning}</dd>
            </div>
          ))}
        </dl>
      </section>
    </main>
  );
}
