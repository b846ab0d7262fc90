/**
 * The teaching page's fourth section, 4. The results page, with the workings: the deals of a file
 * that have no double-dummy table, to solve in the background, and the results page itself
 * (hidden during the quiz, since it shows the answers).
 */
import { Body1, Button, Subtitle2 } from "@fluentui/react-components";
import { STRAINS_A_DEAL } from "../../office/solve-protocol";
import { ResultsInPage } from "../ResultsInPage";
import type { ScoredPage } from "../score-page";
import { useLearnStyles } from "./styles";
import type { LearnPageModel } from "./useLearnPage";

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

type Scored = Extract<ScoredPage, { ok: true }>;

/** The results page of a traveller scored, with the solver's bar when its file lacks tables. */
export function ResultsSection({ result, page }: { readonly result: Scored; readonly page: LearnPageModel }) {
  const styles = useLearnStyles();
  const { solving, solveNote, quiz } = page;
  const lesson = result.lesson;
  return (
    <section className={`${styles.stack} no-print`} aria-labelledby="learn-page">
      <Subtitle2 as="h2" id="learn-page">
        4. The results page, with the workings
      </Subtitle2>
      {(result.unsolved.length > 0 || solving !== null || solveNote.length > 0) && (
        <SolveBar unsolved={result.unsolved} page={page} />
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
  );
}

/** The deals without a table, Solve and Cancel, how far the solver has got, and what it could not solve. */
function SolveBar({
  unsolved,
  page,
}: {
  readonly unsolved: readonly string[];
  readonly page: LearnPageModel;
}) {
  const styles = useLearnStyles();
  const { solving, solveNote } = page;
  return (
    <div className={styles.stack}>
      {unsolved.length > 0 && (
        <div className={styles.tools}>
          <Body1 as="p">
            {unsolved.length === 1
              ? "One deal of this file has no double-dummy table."
              : `${unsolved.length} deals of this file have no double-dummy table.`}{" "}
            This page can solve {unsolved.length === 1 ? "it" : "them"} in the background (a few seconds a
            deal).
          </Body1>
          <Button onClick={() => void page.solveDeals(unsolved)} disabled={solving !== null}>
            Solve the deals
          </Button>
          <Button onClick={page.cancelSolving} disabled={solving === null}>
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
  );
}
