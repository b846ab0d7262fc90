/**
 * A board's workings as a lesson, on the page itself: the traveller with its scores to edit, a
 * table to follow (highlighted through every step), each method's steps in its own words with the
 * followed table's worked lines, the numbers the source prints beside ours, and a quiz that hides
 * the followed table's results for pupils to work out.
 */
import { useState, type ReactNode } from "react";
import { makeStyles, tokens } from "@fluentui/react-components";
import {
  METHOD_LABELS,
  PRESET_NAMES,
  PRESETS,
  signed,
  type PresetName,
  type ScoredBoard,
  type ScoringMethod,
  type Seat,
  type TravellerRow,
  type Vulnerability,
  explainBoard,
  frequencyColumns,
  frequencyTips,
  resultTip,
  GLOSSARY,
  shown,
  tableName,
  type TermId,
} from "../scoring";
import {
  besidePrinted,
  printedLabel,
  printedText,
  type ContractEdited,
  type Edit,
  type Follow,
  type PrintedNumber,
} from "./lessons";
import { contractEditScore, type ContractEdit, type ScoredLesson } from "./score-page";
import { comparePresets } from "./compare-presets";

import { LESSON_LAYOUT } from "./layout";

const useStyles = makeStyles({
  ...LESSON_LAYOUT,
  methods: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
    gap: tokens.spacingHorizontalXL,
    alignItems: "start",
  },
  table: {
    borderCollapse: "collapse",
    "& th, & td": {
      border: `1px solid ${tokens.colorNeutralStroke1}`,
      padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
      textAlign: "right",
    },
    "& th": { backgroundColor: tokens.colorNeutralBackground3 },
  },
  followed: {
    backgroundColor: tokens.colorPaletteYellowBackground2,
    fontWeight: tokens.fontWeightSemibold,
    outline: `2px solid ${tokens.colorNeutralForeground1}`,
  },
  scoreInput: { width: "6rem", textAlign: "right", font: "inherit" },
  contract: {
    display: "inline-flex",
    flexWrap: "wrap",
    columnGap: tokens.spacingHorizontalXS,
    alignItems: "center",
  },
  contractInput: { width: "4.5rem", font: "inherit" },
  tricksInput: { width: "2.5rem", textAlign: "right", font: "inherit" },
  worked: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  mark: { backgroundColor: tokens.colorPaletteYellowBackground2, color: tokens.colorNeutralForeground1 },
  right: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  wrong: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  step: { margin: 0 },
  scroll: { overflowX: "auto", maxWidth: "100%" },
  answer: {},
  tipped: {
    position: "relative",
    cursor: "help",
    textDecorationLine: "underline",
    textDecorationStyle: "dotted",
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  tip: {
    position: "absolute",
    right: 0,
    top: "100%",
    zIndex: 1,
    width: "max-content",
    maxWidth: "20rem",
    textAlign: "left",
    fontWeight: tokens.fontWeightRegular,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    boxShadow: tokens.shadow8,
  },
});

export interface LessonViewProps {
  readonly lesson: ScoredLesson;
  readonly board: number;
  readonly table: number;
  readonly onFollow: Follow;
  /** A score typed for a table: board, table, score (null: back to the traveller's). */
  readonly onEdit: Edit;
  /** The edited tables of the shown board. */
  readonly edited: ReadonlySet<number>;
  readonly printed: readonly PrintedNumber[];
  readonly quiz: boolean;
}

const SCORE = /^\s*[+-]?\d+\s*$/;
const TERMS = new Map(GLOSSARY.map((g) => [g.id, g.term]));

/** A term linked to its glossary entry. */
function termLinks(terms: readonly TermId[]): ReactNode {
  return terms.map((t, i) => (
    <span key={t}>
      {i > 0 && ", "}
      <a href={`#term-${t}`}>{TERMS.get(t)}</a>
    </span>
  ));
}

/**
 * The lesson of one board.
 *
 * @example
 * <LessonView lesson={scored.lesson} board={2} table={1} ... />
 */
export function LessonView(props: LessonViewProps) {
  const { lesson, board, table, onFollow, onEdit, edited, printed, quiz } = props;
  const styles = useStyles();
  const boards = lesson.sessions[0]?.boards ?? [];
  const scored: { method: ScoringMethod; board: ScoredBoard }[] = lesson.sessions.flatMap((s) => {
    const b = s.boards.find((x) => x.board === board);
    return b === undefined ? [] : [{ method: s.method, board: b }];
  });
  const first = scored[0]?.board;
  const travellerBoard = lesson.traveller.boards.find((b) => b.board === board);
  const rows = travellerBoard?.rows ?? [];
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  if (first === undefined) return <p>Board {board} has no results to score.</p>;
  const t = first.tables[table] ?? first.tables[0];
  const key = (k: number): string => `${board}:${k}`;
  const beside = besidePrinted(printed, lesson.sessions);
  const hide = (k: number): boolean => quiz && k === table;

  const edit = (k: number, text: string): void => {
    setTyped((x) => ({ ...x, [key(k)]: text }));
    if (text.trim() === "") onEdit(board, k, null);
    else if (SCORE.test(text)) onEdit(board, k, Number(text));
  };
  const answerKey = (m: ScoringMethod): string => `${board}:${table}:${m}`;
  const check = (m: ScoringMethod, right: number | null): void => {
    const a = answers[answerKey(m)] ?? "";
    const n = Number(a.replace(",", "."));
    setChecked((x) => ({
      ...x,
      [answerKey(m)]: a.trim() !== "" && right !== null && Number.isFinite(n) && Math.abs(n - right) < 0.005,
    }));
  };

  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <label>
          Board{" "}
          <select value={board} onChange={(e) => onFollow(Number(e.target.value), 0)}>
            {boards.map((b) => (
              <option key={b.board} value={b.board}>
                {b.board}
              </option>
            ))}
          </select>
        </label>
        <span>
          Following <strong>{tableName(t)}</strong> (choose another table with its Follow button).
        </span>
      </div>

      <div
        className={styles.scroll}
        tabIndex={0}
        role="region"
        aria-label={`Board ${board}: the traveller, scrolls sideways on a narrow screen`}
      >
        <table className={styles.table} aria-label={`Board ${board}: the traveller`}>
          <caption>
            Board {board}: the traveller. Edit a North-South score, or a contract, its declarer and the tricks
            taken, and every step below is worked again.
          </caption>
          <thead>
            <tr>
              <th scope="col">Table</th>
              <th scope="col">Contract</th>
              <th scope="col">NS score</th>
              {scored.map((s) => (
                <th scope="col" key={s.method}>
                  {METHOD_LABELS[s.method]} (NS)
                </th>
              ))}
              <th scope="col" className="no-print">
                Follow
              </th>
            </tr>
          </thead>
          <tbody>
            {first.tables.map((x, k) => {
              const row = rows[k];
              const plain = row?.entry.kind === "plain";
              const followed = k === table;
              return (
                <tr
                  key={k}
                  className={followed ? styles.followed : undefined}
                  aria-current={followed ? "true" : undefined}
                >
                  <th scope="row">{tableName(x)}</th>
                  <td>
                    {plain && travellerBoard !== undefined ? (
                      <ContractInputs
                        key={key(k)}
                        row={row}
                        name={tableName(x)}
                        vulnerability={travellerBoard.vulnerability}
                        onEdit={(e) => {
                          // The score is the contract's now: what was typed in the score goes.
                          setTyped((x) =>
                            Object.fromEntries(Object.entries(x).filter(([t]) => t !== key(k))),
                          );
                          onEdit(board, k, e);
                        }}
                      />
                    ) : row?.contract === null || row === undefined ? (
                      ""
                    ) : (
                      `${row.contract} ${row.declarer ?? ""}`
                    )}
                  </td>
                  <td>
                    {plain ? (
                      <input
                        className={styles.scoreInput}
                        aria-label={`NS score of ${tableName(x)}`}
                        aria-invalid={
                          typed[key(k)] !== undefined &&
                          typed[key(k)].trim() !== "" &&
                          !SCORE.test(typed[key(k)])
                        }
                        inputMode="numeric"
                        value={typed[key(k)] ?? (x.nsScore === null ? "" : signed(x.nsScore))}
                        onChange={(e) => edit(k, e.target.value)}
                      />
                    ) : (
                      (x.award?.ns ?? (row?.entry.kind === "weighted" ? "weighted" : "not played"))
                    )}
                    {edited.has(k) && " (edited)"}
                  </td>
                  {scored.map((s) => (
                    <td key={s.method} className={styles.answer}>
                      {hide(k) ? (
                        "?"
                      ) : (
                        <Tipped
                          text={printedText(s.board.tables[k]?.nsResult ?? null)}
                          tip={quiz ? "" : resultTip(s.board, k)}
                          id={`tip-${s.method}-${board}-table-${k}`}
                        />
                      )}
                    </td>
                  ))}
                  <td className="no-print">
                    <button type="button" aria-pressed={followed} onClick={() => onFollow(board, k)}>
                      Follow {tableName(x)}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {quiz && (
        <section aria-label="Quiz" className={styles.stack}>
          <p>Work out the result of {tableName(t)} by each method, then check your answer.</p>
          <div className={styles.row}>
            {scored.map((s) => {
              const right = s.board.tables[table]?.nsResult ?? null;
              const verdict = checked[answerKey(s.method)];
              return (
                <div key={s.method}>
                  <label>
                    {METHOD_LABELS[s.method]} for {tableName(t)}{" "}
                    <input
                      className={styles.scoreInput}
                      value={answers[answerKey(s.method)] ?? ""}
                      onChange={(e) => setAnswers((x) => ({ ...x, [answerKey(s.method)]: e.target.value }))}
                    />
                  </label>{" "}
                  <button type="button" className="no-print" onClick={() => check(s.method, right)}>
                    Check {METHOD_LABELS[s.method]}
                  </button>{" "}
                  <span role="status">
                    {verdict === true && <span className={styles.right}>Right.</span>}
                    {verdict === false && <span className={styles.wrong}>Not yet: try again.</span>}
                  </span>
                </div>
              );
            })}
          </div>
        </section>
      )}

      {beside.length > 0 && !quiz && (
        <table className={styles.table} aria-label="The source's numbers beside ours">
          <caption>What the source prints, beside what this page works out</caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Printed</th>
              <th scope="col">Ours</th>
              <th scope="col">Agree?</th>
            </tr>
          </thead>
          <tbody>
            {beside.map((p, i) => {
              const tb = lesson.sessions[0]?.boards.find((b) => b.board === p.board)?.tables[p.table ?? -1];
              return (
                <tr key={i}>
                  <th scope="row">{printedLabel(p, tb === undefined ? null : tableName(tb))}</th>
                  <td>{printedText(p.printed)}</td>
                  <td>{printedText(p.ours)}</td>
                  <td>{p.agrees ? "Yes" : `No: ${p.note ?? "this page's scores were edited."}`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}

      {!quiz && travellerBoard !== undefined && (
        <Presets board={travellerBoard} methods={scored.map((s) => s.method)} />
      )}

      <div className={styles.methods}>
        {scored.map((s) => (
          <section
            key={s.method}
            aria-label={`Board ${board} by ${METHOD_LABELS[s.method]}`}
            className={styles.stack}
          >
            <h3 className={styles.step}>
              Board {board} by {METHOD_LABELS[s.method]}
            </h3>
            {explainBoard(s.board, table).map((step) => (
              <div key={step.id} className={styles.stack}>
                <h4 className={styles.step}>{step.title}</h4>
                <p className={styles.step}>
                  {step.why} <small>(See {termLinks(step.terms)}.)</small>
                </p>
                {step.worked.length > 0 &&
                  (quiz && step.id !== "traveller" && step.id !== "frequencies" ? (
                    <p className={styles.step}>
                      <em>Hidden in the quiz: work out {tableName(t)} yourself.</em>
                    </p>
                  ) : (
                    <ul className={styles.worked} aria-label={`${step.title} for ${tableName(t)}`}>
                      {step.worked.map((line, i) => (
                        <li key={i}>
                          <mark className={styles.mark}>{line}</mark>
                        </li>
                      ))}
                    </ul>
                  ))}
                {step.id === "frequencies" && (
                  <Frequencies board={s.board} followed={t.nsScore} quiz={quiz} />
                )}
              </div>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}

const SEATS: readonly Seat[] = ["N", "E", "S", "W"];

/**
 * A table's contract, declarer and tricks, each editable: once all three read, the row's score is
 * the contract's (the core's contract scoring on the board's vulnerability), and every step is
 * worked again; a contract that cannot be scored says why.
 */
function ContractInputs({
  row,
  name,
  vulnerability,
  onEdit,
}: {
  row: TravellerRow;
  name: string;
  vulnerability: Vulnerability;
  onEdit: ContractEdited;
}) {
  const styles = useStyles();
  const [contract, setContract] = useState(row.contract ?? "");
  const [declarer, setDeclarer] = useState<Seat | "">(row.declarer ?? "");
  const [tricks, setTricks] = useState(row.tricks === null ? "" : String(row.tricks));
  const [problem, setProblem] = useState<string | null>(null);
  const change = (c: string, d: Seat | "", t: string): void => {
    setContract(c);
    setDeclarer(d);
    setTricks(t);
    if (c.trim() === "" || d === "" || t.trim() === "") return setProblem(null);
    const edit: ContractEdit = { contract: c, declarer: d, tricks: /^\s*\d+\s*$/.test(t) ? Number(t) : NaN };
    const scored = contractEditScore(edit, vulnerability);
    setProblem(scored.ok ? null : scored.problem);
    if (scored.ok) onEdit(edit);
  };
  return (
    <span className={styles.contract}>
      <input
        className={styles.contractInput}
        aria-label={`Contract of ${name}`}
        aria-invalid={problem !== null}
        value={contract}
        onChange={(e) => change(e.target.value, declarer, tricks)}
      />
      <select
        aria-label={`Declarer of ${name}`}
        value={declarer}
        onChange={(e) => change(contract, e.target.value as Seat | "", tricks)}
      >
        <option value="">by</option>
        {SEATS.map((seat) => (
          <option key={seat} value={seat}>
            {seat}
          </option>
        ))}
      </select>
      <input
        className={styles.tricksInput}
        aria-label={`Tricks taken by declarer at ${name}`}
        inputMode="numeric"
        value={tricks}
        onChange={(e) => change(contract, declarer, e.target.value)}
      />
      <span aria-live="polite" className={styles.wrong}>
        {problem}
      </span>
    </span>
  );
}

/** The frequency table of a board by its method, the followed table's score highlighted. */
function Frequencies({
  board,
  followed,
  quiz,
}: {
  board: ScoredBoard;
  followed: number | null;
  quiz: boolean;
}) {
  const styles = useStyles();
  const { head, rows } = frequencyColumns(board);
  const tips = frequencyTips(board);
  return (
    <table
      className={styles.table}
      aria-label={`Board ${board.board}: scores and frequencies, ${METHOD_LABELS[board.method]}`}
    >
      <thead>
        <tr>
          {head.map((h) => (
            <th scope="col" key={h}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => {
          const mine = r[0] === followed;
          return (
            <tr
              key={i}
              className={mine ? styles.followed : undefined}
              aria-current={mine ? "true" : undefined}
            >
              {r.map((v, j) => {
                const text = v === null ? "" : j === 0 ? signed(v) : shown(v);
                return (
                  <td key={j}>
                    {mine && quiz && j >= 2 ? (
                      "?"
                    ) : (
                      <Tipped
                        text={text}
                        tip={quiz && j >= 2 ? "" : (tips[i]?.[j] ?? "")}
                        id={`tip-${board.method}-${board.board}-${i}-${j}`}
                      />
                    )}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * A number with a tip saying how it was reached, shown while it is hovered or focused (it can be
 * reached with the keyboard) and read out as its description.
 */
function Tipped({ text, tip, id }: { text: string; tip: string; id: string }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  if (text === "" || tip === "") return <>{text}</>;
  return (
    <span
      className={styles.tipped}
      tabIndex={0}
      aria-describedby={open ? id : undefined}
      aria-description={tip}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === "Escape") setOpen(false);
      }}
    >
      {text}
      {open && (
        <span role="tooltip" id={id} className={styles.tip}>
          {tip}
        </span>
      )}
    </span>
  );
}

/**
 * The board scored under two presets side by side, by each method, the tables whose results differ
 * marked. Only the presets' own settings change; every other option is at its default on both sides.
 */
function Presets({
  board,
  methods,
}: {
  board: Parameters<typeof comparePresets>[0];
  methods: readonly ScoringMethod[];
}) {
  const styles = useStyles();
  const [a, setA] = useState<PresetName>("default");
  const [b, setB] = useState<PresetName>("ACBL");
  const pick = (label: string, value: PresetName, set: typeof setA): ReactNode => (
    <label>
      {label}{" "}
      <select value={value} onChange={(e) => set(e.target.value as PresetName)}>
        {PRESET_NAMES.map((p) => (
          <option key={p} value={p}>
            {PRESETS[p].title}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section aria-label="Two presets side by side" className={styles.stack}>
      <h3 className={styles.step}>Two regulations side by side</h3>
      <p className={styles.step}>
        The board scored under two presets, each with only its own settings (every other option at its default
        on both sides). Results that differ are marked.
      </p>
      <div className={styles.row}>
        {pick("First preset", a, setA)}
        {pick("Second preset", b, setB)}
      </div>
      <div className={styles.methods}>
        {methods.map((m) => {
          let c: ReturnType<typeof comparePresets>;
          try {
            c = comparePresets(board, m, a, b);
          } catch (e) {
            return (
              <p key={m}>
                {METHOD_LABELS[m]}: {e instanceof Error ? e.message : String(e)}
              </p>
            );
          }
          return (
            <table
              key={m}
              className={styles.table}
              aria-label={`Board ${board.board} by ${METHOD_LABELS[m]}: ${c.a} and ${c.b}`}
            >
              <caption>
                {METHOD_LABELS[m]}:{" "}
                {c.differing === 0 ? "no result differs" : `${c.differing} results differ`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Table</th>
                  <th scope="col">{c.a}</th>
                  <th scope="col">{c.b}</th>
                  <th scope="col">Differs?</th>
                </tr>
              </thead>
              <tbody>
                {c.rows.map((r, k) => (
                  <tr key={k} className={r.differs ? styles.followed : undefined}>
                    <th scope="row">{r.table}</th>
                    <td>{printedText(r.a)}</td>
                    <td>{printedText(r.b)}</td>
                    <td>{r.differs ? "Yes" : "No"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          );
        })}
      </div>
    </section>
  );
}
