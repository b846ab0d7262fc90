/**
 * Each method's steps for the lesson's board, in the method's own words, with the followed
 * table's worked lines (hidden in the quiz) and the board's frequency table.
 */
import {
  METHOD_LABELS,
  explainBoard,
  frequencyColumns,
  frequencyTips,
  signed,
  shown,
  type ScoredBoard,
  type ScoringMethod,
} from "../../scoring";
import { termLinks, Tipped } from "./Tipped";
import { useLessonStyles } from "./styles";

export interface MethodStepsProps {
  readonly board: number;
  /** The followed table, by its index on the board. */
  readonly table: number;
  /** The followed table's name. */
  readonly name: string;
  /** The followed table's NS score (marked in the frequency table). */
  readonly followed: number | null;
  /** The board scored by each method. */
  readonly scored: readonly { readonly method: ScoringMethod; readonly board: ScoredBoard }[];
  readonly quiz: boolean;
}

/** The board's steps by each method, side by side. */
export function MethodSteps({ board, table, name, followed, scored, quiz }: MethodStepsProps) {
  const styles = useLessonStyles();
  return (
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
                    <em>Hidden in the quiz: work out {name} yourself.</em>
                  </p>
                ) : (
                  <ul className={styles.worked} aria-label={`${step.title} for ${name}`}>
                    {step.worked.map((line, i) => (
                      <li key={i}>
                        <mark className={styles.mark}>{line}</mark>
                      </li>
                    ))}
                  </ul>
                ))}
              {step.id === "frequencies" && <Frequencies board={s.board} followed={followed} quiz={quiz} />}
            </div>
          ))}
        </section>
      ))}
    </div>
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
  const styles = useLessonStyles();
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
