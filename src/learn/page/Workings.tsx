/**
 * The teaching page's third section, 3. The workings, step by step: the worked example's words and
 * source, why nothing can be scored yet, or the board's lesson with the quiz and print tools.
 */
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Subtitle2,
} from "@fluentui/react-components";
import { LessonView } from "../Lesson";
import { LESSONS } from "../lessons";
import type { ScoredLesson } from "../score-page";
import { useLearnStyles } from "./styles";
import type { Followed, LearnPageModel } from "./useLearnPage";

/** The workings of the scored traveller (or what to do to see them). */
export function Workings({ page }: { readonly page: LearnPageModel }) {
  const styles = useLearnStyles();
  const { chosen, result } = page;
  const lesson = result !== null && result.ok ? result.lesson : null;
  return (
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
      {lesson !== null && <LessonWithTools lesson={lesson} page={page} />}
    </section>
  );
}

/** The board's lesson, under the quiz switch and the print buttons. */
function LessonWithTools({ lesson, page }: { readonly lesson: ScoredLesson; readonly page: LearnPageModel }) {
  const styles = useLearnStyles();
  const { followed, quiz, setQuiz, edits, example } = page;
  const firstBoard = lesson.sessions[0]?.boards[0]?.board ?? 0;
  const shown: Followed =
    followed !== null && lesson.sessions[0]?.boards.some((b) => b.board === followed.board)
      ? followed
      : { board: firstBoard, table: 0 };
  return (
    <>
      <div className={`${styles.tools} no-print`}>
        <label>
          <input type="checkbox" checked={quiz} onChange={(e) => setQuiz(e.target.checked)} /> Quiz: hide the
          followed table’s results
        </label>
        <Button onClick={() => page.print(false)}>Print the exercise</Button>
        <Button onClick={() => page.print(true)}>Print the answers</Button>
      </div>
      <LessonView
        lesson={lesson}
        board={shown.board}
        table={shown.table}
        onFollow={(board, table) => page.setFollowed({ board, table })}
        onEdit={page.edit}
        edited={new Set(edits.get(shown.board)?.keys() ?? [])}
        printed={example !== "" ? (LESSONS[example]?.printed ?? []) : []}
        quiz={quiz}
      />
    </>
  );
}
