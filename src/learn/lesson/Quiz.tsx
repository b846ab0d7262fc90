/**
 * The lesson's quiz and its check against the source: the pupil's answer for the followed table
 * by each method, checked; and the numbers the source prints beside the ones this page works out.
 */
import { METHOD_LABELS, tableName, type ScoredBoard, type ScoringMethod } from "../../scoring";
import { printedLabel, printedText, type besidePrinted } from "../lessons";
import type { ScoredLesson } from "../score-page";
import { useLessonStyles } from "./styles";
import type { QuizAnswers } from "./useLessonState";

export interface QuizProps {
  /** The followed table, by its index on the board, and its name. */
  readonly table: number;
  readonly name: string;
  readonly scored: readonly { readonly method: ScoringMethod; readonly board: ScoredBoard }[];
  readonly answers: QuizAnswers;
}

/** Work out the followed table's result by each method, then check it. */
export function Quiz({ table, name, scored, answers }: QuizProps) {
  const styles = useLessonStyles();
  return (
    <section aria-label="Quiz" className={styles.stack}>
      <p>Work out the result of {name} by each method, then check your answer.</p>
      <div className={styles.row}>
        {scored.map((s) => {
          const right = s.board.tables[table]?.nsResult ?? null;
          const verdict = answers.verdict(s.method);
          return (
            <div key={s.method}>
              <label>
                {METHOD_LABELS[s.method]} for {name}{" "}
                <input
                  className={styles.scoreInput}
                  value={answers.answer(s.method)}
                  onChange={(e) => answers.setAnswer(s.method, e.target.value)}
                />
              </label>{" "}
              <button type="button" className="no-print" onClick={() => answers.check(s.method, right)}>
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
  );
}

export interface PrintedBesideProps {
  readonly beside: ReturnType<typeof besidePrinted>;
  readonly lesson: ScoredLesson;
}

/** What the source prints, beside what this page works out, and whether they agree. */
export function PrintedBeside({ beside, lesson }: PrintedBesideProps) {
  const styles = useLessonStyles();
  return (
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
  );
}
