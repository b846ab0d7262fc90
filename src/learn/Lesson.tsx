/**
 * A board's workings as a lesson, on the page itself: the traveller with its scores to edit, a
 * table to follow (highlighted through every step), each method's steps in its own words with the
 * followed table's worked lines, the numbers the source prints beside ours, and a quiz that hides
 * the followed table's results for pupils to work out. This module holds the lesson as a whole;
 * its parts are in src/learn/lesson/ (the traveller, the quiz and the printed numbers, the
 * presets side by side, the methods' steps, and what the pupil has typed).
 */
import { tableName, type ScoredBoard, type ScoringMethod } from "../scoring";
import { besidePrinted, type Edit, type Follow, type PrintedNumber } from "./lessons";
import type { ScoredLesson } from "./score-page";
import { useLessonStyles } from "./lesson/styles";
import { useQuizAnswers, useScoreTyping } from "./lesson/useLessonState";
import { TravellerTable } from "./lesson/TravellerTable";
import { PrintedBeside, Quiz } from "./lesson/Quiz";
import { Presets } from "./lesson/Presets";
import { MethodSteps } from "./lesson/MethodSteps";

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

/**
 * The lesson of one board.
 *
 * @example
 * <LessonView lesson={scored.lesson} board={2} table={1} ... />
 */
export function LessonView(props: LessonViewProps) {
  const { lesson, board, table, onFollow, onEdit, edited, printed, quiz } = props;
  const styles = useLessonStyles();
  const boards = lesson.sessions[0]?.boards ?? [];
  const scored: { method: ScoringMethod; board: ScoredBoard }[] = lesson.sessions.flatMap((s) => {
    const b = s.boards.find((x) => x.board === board);
    return b === undefined ? [] : [{ method: s.method, board: b }];
  });
  const first = scored[0]?.board;
  const travellerBoard = lesson.traveller.boards.find((b) => b.board === board);
  const typing = useScoreTyping(board, onEdit);
  const answers = useQuizAnswers(board, table);
  if (first === undefined) return <p>Board {board} has no results to score.</p>;
  const t = first.tables[table] ?? first.tables[0];
  const beside = besidePrinted(printed, lesson.sessions);

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

      <TravellerTable
        board={board}
        table={table}
        scored={scored}
        travellerBoard={travellerBoard}
        onFollow={onFollow}
        onEdit={onEdit}
        edited={edited}
        quiz={quiz}
        typing={typing}
      />

      {quiz && <Quiz table={table} name={tableName(t)} scored={scored} answers={answers} />}

      {beside.length > 0 && !quiz && <PrintedBeside beside={beside} lesson={lesson} />}

      {!quiz && travellerBoard !== undefined && (
        <Presets board={travellerBoard} methods={scored.map((s) => s.method)} />
      )}

      <MethodSteps
        board={board}
        table={table}
        name={tableName(t)}
        followed={t.nsScore}
        scored={scored}
        quiz={quiz}
      />
    </div>
  );
}
