// The parts of a board's lesson on their own: the traveller (a "?" for the table the quiz hides,
// the followed row marked) and the quiz's fields for each method.
import { renderToStaticMarkup } from "react-dom/server";
import { TravellerTable } from "../../../src/learn/lesson/TravellerTable";
import { Quiz } from "../../../src/learn/lesson/Quiz";
import { METHOD_LABELS } from "../../../src/scoring";
import type { QuizAnswers, ScoreTyping } from "../../../src/learn/lesson/useLessonState";
import { scorePage, type ScoredLesson } from "../../../src/learn/score-page";
import { DEFAULT_FORM_CHOICES } from "../../../src/event/forms";
import { WORKED_EXAMPLES } from "../../../src/ui/examples";

async function lessonOf(id: string): Promise<ScoredLesson> {
  const ex = WORKED_EXAMPLES.find((e) => e.id === id)!;
  const r = await scorePage(ex.csv, { ...DEFAULT_FORM_CHOICES, ...ex.options });
  if (!r.ok || r.lesson === null) throw new Error("not scored as pairs");
  return r.lesson;
}

const typing: ScoreTyping = {
  typed: { "2:0": "12x" },
  key: (k) => `2:${k}`,
  edit: () => undefined,
  forget: () => undefined,
  isScore: (text) => /^\s*[+-]?\d+\s*$/.test(text),
};

function scoredOn(lesson: ScoredLesson, board: number) {
  return lesson.sessions.flatMap((s) => {
    const b = s.boards.find((x) => x.board === board);
    return b === undefined ? [] : [{ method: s.method, board: b }];
  });
}

test("the traveller marks the followed table, hides its results in the quiz, and flags a score mistyped", async () => {
  const lesson = await lessonOf("butler-vs-cross-imps");
  const html = (quiz: boolean) =>
    renderToStaticMarkup(
      <TravellerTable
        board={2}
        table={1}
        scored={scoredOn(lesson, 2)}
        travellerBoard={lesson.traveller.boards.find((b) => b.board === 2)}
        onFollow={() => undefined}
        onEdit={() => undefined}
        edited={new Set([3])}
        quiz={quiz}
        typing={typing}
      />,
    );
  expect(html(false)).toMatch(/aria-current="true"[^>]*><th scope="row">NS 6 v EW 8<\/th>/);
  expect(html(false)).toContain('aria-invalid="true"');
  expect(html(false)).toContain(" (edited)");
  expect(html(false)).not.toContain(">?<");
  expect(html(true)).toContain(">?<");
});

test("the quiz asks for the followed table's result by each method, with a verdict once checked", async () => {
  const lesson = await lessonOf("butler-vs-cross-imps");
  const scored = scoredOn(lesson, 2);
  const answers: QuizAnswers = {
    answer: (m) => (m === scored[0].method ? "-11" : ""),
    setAnswer: () => undefined,
    verdict: (m) => (m === scored[0].method ? true : undefined),
    check: () => undefined,
  };
  const html = renderToStaticMarkup(<Quiz table={1} name="NS 6 v EW 8" scored={scored} answers={answers} />);
  for (const s of scored) expect(html).toContain(`Check ${METHOD_LABELS[s.method]}`);
  expect(html.match(/Check /g)?.length).toBe(scored.length);
  expect(html.match(/Right\./g)?.length).toBe(1);
  expect(html).toContain('value="-11"');
});
