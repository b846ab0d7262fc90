/**
 * What the lesson keeps as the pupil works: the scores being typed in its traveller (each sent on
 * once it reads as a score), and the quiz's answers with the verdict of each one checked.
 */
import { useState } from "react";
import type { ScoringMethod } from "../../scoring";
import type { Edit } from "../lessons";

const SCORE = /^\s*[+-]?\d+\s*$/;

/** The scores typed in the traveller, by "board:table". */
export interface ScoreTyping {
  readonly typed: Readonly<Record<string, string>>;
  /** The key of table `k` of the board shown. */
  readonly key: (k: number) => string;
  /** Table `k`'s score as typed: sent on when it reads as a score, or back to the traveller's when blank. */
  readonly edit: (k: number, text: string) => void;
  /** What was typed for table `k` goes (its contract was edited). */
  readonly forget: (k: number) => void;
  /** Whether the text reads as a score. */
  readonly isScore: (text: string) => boolean;
}

/**
 * The scores typed for the board shown.
 *
 * @example
 * const typing = useScoreTyping(2, onEdit); typing.edit(1, "-100");
 */
export function useScoreTyping(board: number, onEdit: Edit): ScoreTyping {
  const [typed, setTyped] = useState<Record<string, string>>({});
  const key = (k: number): string => `${board}:${k}`;
  return {
    typed,
    key,
    edit: (k, text) => {
      setTyped((x) => ({ ...x, [key(k)]: text }));
      if (text.trim() === "") onEdit(board, k, null);
      else if (SCORE.test(text)) onEdit(board, k, Number(text));
    },
    forget: (k) => setTyped((x) => Object.fromEntries(Object.entries(x).filter(([t]) => t !== key(k)))),
    isScore: (text) => SCORE.test(text),
  };
}

/** The quiz's answers for the followed table, by method. */
export interface QuizAnswers {
  readonly answer: (m: ScoringMethod) => string;
  readonly setAnswer: (m: ScoringMethod, text: string) => void;
  /** The verdict on the answer checked (undefined before it is). */
  readonly verdict: (m: ScoringMethod) => boolean | undefined;
  /** Checks the answer against the right result (to the nearest hundredth). */
  readonly check: (m: ScoringMethod, right: number | null) => void;
}

/**
 * The quiz's answers and verdicts for table `table` of board `board`.
 *
 * @example
 * const quiz = useQuizAnswers(2, 1); quiz.setAnswer("butler", "-11"); quiz.check("butler", -11);
 */
export function useQuizAnswers(board: number, table: number): QuizAnswers {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const answerKey = (m: ScoringMethod): string => `${board}:${table}:${m}`;
  return {
    answer: (m) => answers[answerKey(m)] ?? "",
    setAnswer: (m, text) => setAnswers((x) => ({ ...x, [answerKey(m)]: text })),
    verdict: (m) => checked[answerKey(m)],
    check: (m, right) => {
      const a = answers[answerKey(m)] ?? "";
      const n = Number(a.replace(",", "."));
      setChecked((x) => ({
        ...x,
        [answerKey(m)]:
          a.trim() !== "" && right !== null && Number.isFinite(n) && Math.abs(n - right) < 0.005,
      }));
    },
  };
}
