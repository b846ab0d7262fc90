/**
 * The teaching page's state as hooks: the traveller (an example picked, a file opened or text
 * pasted), the choices and their errors, the scores edited, the table followed, the quiz, the
 * scored page (only the latest scoring asked for is shown), and the file's deals solved in the
 * worker. LearnPage.tsx renders what useLearnPage returns.
 */
import { useMemo, useRef, useState, type ChangeEvent } from "react";
import { flushSync } from "react-dom";
import {
  asFormChoices,
  checkOptions,
  DEFAULT_FORM_CHOICES,
  statedChoices,
  type BridgeEvent,
  type FormChoices,
  type NumberField,
} from "../../event";
import type { WorkedExample } from "../../ui/examples";
import type { DDTable } from "../../scoring";
import { LESSONS } from "../lessons";
import { PASTED, peekEvent, scorePage, type RowEdit, type ScoredPage, type ScoreEdits } from "../score-page";
import { SolveCancelled, solveInWorker, workerAvailable, type SolveRun } from "../../office/solve-in-worker";

/** Where the lesson is: the board shown and the table followed through its steps. */
export interface Followed {
  readonly board: number;
  readonly table: number;
}

/** A file opened as bytes (a PBN file may be in ISO-8859-1) and its name, until the box is edited. */
interface Opened {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly event: BridgeEvent | null;
}

/** The file's deals being solved in the worker: how many of how many, and the strains of the next. */
export interface Solving {
  readonly done: number;
  readonly total: number;
  readonly strains: number;
}

/** Scores the traveller again: its text or bytes, the choices, its name, the scores edited. */
type Rescore = (
  input: string | Uint8Array,
  choices: FormChoices,
  name: string,
  changed: ScoreEdits,
) => Promise<void>;

/** The scored page, and how to score again (an older scoring finishing later is dropped). */
function useScored(solved: ReadonlyMap<string, DDTable>) {
  const [result, setResult] = useState<ScoredPage | null>(null);
  /** The latest scoring asked for: an older one finishing later is dropped. */
  const run = useRef(0);
  const rescore: Rescore = async (input, choices, name, changed) => {
    const mine = ++run.current;
    const r = await scorePage(input, choices, name, changed, solved);
    if (mine === run.current) setResult(r);
  };
  return { result, setResult, rescore };
}

/** The file's deals solved in the worker, each kept in `solved`; then `scoreAgain`. */
function useSolver(solved: Map<string, DDTable>, scoreAgain: () => Promise<void>) {
  const [solving, setSolving] = useState<Solving | null>(null);
  const [solveNote, setSolveNote] = useState<readonly string[]>([]);
  const solveRun = useRef<SolveRun | null>(null);
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
        if ("table" in o) solved.set(deals[k], o.table);
        else notes.push(`${deals[k]}: ${o.error}`);
      });
    } catch (e) {
      notes.push(e instanceof SolveCancelled ? e.message : `The solver stopped: ${(e as Error).message}`);
    }
    if (solveRun.current !== mine) return;
    solveRun.current = null;
    setSolving(null);
    setSolveNote(notes);
    await scoreAgain();
  };
  return { solving, solveNote, solveDeals, cancelSolving: () => solveRun.current?.cancel() };
}

/** The traveller's box or file, the choices, and the edits, with what changes them. */
function useTraveller(examples: readonly WorkedExample[]) {
  const [csv, setCsv] = useState("");
  const [opened, setOpened] = useState<Opened | null>(null);
  const [options, setOptions] = useState<FormChoices>(DEFAULT_FORM_CHOICES);
  const [errors, setErrors] = useState<Partial<Record<NumberField, string>>>({});
  const [example, setExample] = useState("");
  const [edits, setEdits] = useState<ScoreEdits>(new Map());
  const [followed, setFollowed] = useState<Followed | null>(null);
  const [quiz, setQuiz] = useState(false);
  const chosen = examples.find((x) => x.id === example);
  // What the box or the file holds, read as the pane reads it: a teams scoresheet shows the teams
  // choices instead of the pairs'.
  // An opened file is read once, when it is opened; pasted text as it changes.
  const event = useMemo(() => (opened ? opened.event : peekEvent(csv, PASTED)), [opened, csv]);
  return {
    csv,
    setCsv,
    opened,
    setOpened,
    options,
    setOptions,
    errors,
    setErrors,
    example,
    setExample,
    edits,
    setEdits,
    followed,
    setFollowed,
    quiz,
    setQuiz,
    chosen,
    event,
  };
}

/**
 * The whole teaching page's state, and what the director's actions do to it.
 *
 * @example
 * const page = useLearnPage(WORKED_EXAMPLES); page.pick("butler-vs-cross-imps");
 */
export function useLearnPage(examples: readonly WorkedExample[]) {
  const t = useTraveller(examples);
  /** The tables solved on this page, by deal (PBN notation): kept for every later scoring. */
  const solved = useRef(new Map<string, DDTable>());
  const { result, setResult, rescore } = useScored(solved.current);
  /** Scores what the box or the file holds again, with the choices and the scores edited. */
  const again = (changed: ScoreEdits): Promise<void> =>
    rescore(t.opened?.bytes ?? t.csv, t.options, t.opened?.name ?? PASTED, changed);
  const solver = useSolver(solved.current, () => again(t.edits));

  const pick = (id: string): void => {
    t.setExample(id);
    const ex = examples.find((x) => x.id === id);
    if (ex === undefined) return;
    t.setCsv(ex.csv);
    t.setOpened(null);
    const picked = { ...DEFAULT_FORM_CHOICES, ...ex.options };
    t.setOptions(picked);
    t.setErrors({});
    t.setEdits(new Map());
    const lesson = LESSONS[ex.id];
    t.setFollowed(lesson === undefined ? null : { board: lesson.board, table: lesson.table });
    // A worked example opens on its board's workings at once.
    void rescore(ex.csv, picked, PASTED, new Map());
  };
  const edit = (board: number, table: number, typed: RowEdit | null): void => {
    const next = new Map([...t.edits].map(([b, m]) => [b, new Map(m)]));
    const mine = next.get(board) ?? new Map<number, RowEdit>();
    if (typed === null) mine.delete(table);
    else mine.set(table, typed);
    if (mine.size === 0) next.delete(board);
    else next.set(board, mine);
    t.setEdits(next);
    void again(next);
  };
  const print = (answers: boolean): void => {
    flushSync(() => t.setQuiz(!answers));
    window.print();
  };
  const open = async (e: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = e.target.files?.[0];
    if (file === undefined) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const read = peekEvent(bytes, file.name);
    t.setOpened({ name: file.name, bytes, event: read });
    t.setCsv(new TextDecoder().decode(bytes));
    t.setExample("");
    setResult(null);
    t.setEdits(new Map());
    t.setFollowed(null);
    // The file's own choices (its method, scale, movement) fill the form, as in the pane.
    const first = read?.sections[0];
    t.setOptions({ ...DEFAULT_FORM_CHOICES, ...(first ? asFormChoices(statedChoices(first)) : {}) });
  };
  const paste = (text: string): void => {
    t.setCsv(text);
    t.setOpened(null);
    t.setExample("");
    t.setEdits(new Map());
  };
  const score = async (): Promise<void> => {
    const checked = checkOptions(t.options);
    t.setErrors(checked.ok ? {} : checked.errors);
    await again(t.edits);
  };
  return { ...t, ...solver, result, pick, edit, print, open, paste, score };
}

/** The teaching page's state and actions, as its sections are given them. */
export type LearnPageModel = ReturnType<typeof useLearnPage>;
