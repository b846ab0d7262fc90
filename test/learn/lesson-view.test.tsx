import { renderToStaticMarkup } from "react-dom/server";
import { LessonView } from "../../src/learn/Lesson";
import { LESSONS } from "../../src/learn/lessons";
import { scorePage, type ScoredLesson } from "../../src/learn/score-page";
import { DEFAULT_FORM_CHOICES } from "../../src/event/forms";
import { WORKED_EXAMPLES } from "../../src/ui/examples";

async function lessonOf(id: string): Promise<ScoredLesson> {
  const ex = WORKED_EXAMPLES.find((e) => e.id === id)!;
  const r = await scorePage(ex.csv, { ...DEFAULT_FORM_CHOICES, ...ex.options });
  if (!r.ok || r.lesson === null) throw new Error("not scored as pairs");
  return r.lesson;
}

const view = (lesson: ScoredLesson, quiz: boolean): string =>
  renderToStaticMarkup(
    <LessonView
      lesson={lesson}
      board={2}
      table={1}
      onFollow={() => undefined}
      onEdit={() => undefined}
      edited={new Set()}
      printed={LESSONS["butler-vs-cross-imps"].printed}
      quiz={quiz}
    />,
  );

describe("the lesson of a board on the page", () => {
  test("the followed table is marked in the traveller and its worked lines are the method's", async () => {
    const html = view(await lessonOf("butler-vs-cross-imps"), false);
    // Board 2, the second table (NS 6 v EW 8, -100): -100 - 490 = -590, -11 IMPs.
    expect(html).toContain("-100 against a datum of +490: -590 points, -11 IMPs.");
    expect(html.match(/aria-current="true"/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).toMatch(/aria-current="true"[^>]*><th scope="row">NS 6 v EW 8<\/th>/);
    // The source's misprint is shown with its reason.
    expect(html).toContain("14 would need 900");
  });

  test("the quiz hides the followed table's results and worked lines, and asks for them", async () => {
    const html = view(await lessonOf("butler-vs-cross-imps"), true);
    expect(html).not.toContain("-590 points");
    expect(html).toContain("Hidden in the quiz");
    expect(html).toContain("Check Butler");
  });

  test("the frequency table's numbers are focusable and described in bridge words", async () => {
    const html = view(await lessonOf("butler-vs-cross-imps"), false);
    // Board 2 by Butler: -100 - 490 = -590, -11 IMPs, as the worked line says.
    expect(html).toMatch(
      /tabindex="0" aria-description="-100 against a datum of \+490: -590 points, -11 IMPs.">-590</,
    );
    expect(html).not.toMatch(/aria-description="[^"]*[A-Z]+\d+ (plus|minus|times)/);
  });

  test("two presets side by side mark the results that differ", async () => {
    const html = view(await lessonOf("butler-vs-cross-imps"), false);
    const text = html
      .slice(html.indexOf("Two regulations side by side"))
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    // Board 2: +680 three times, -100 once. +680 beat 1 and tied 2: 2 x 1 + 1 x 2 = 4 matchpoints
    // by default, 1 x 1 + 0.5 x 2 = 2 on the ACBL scale; -100 gets 0 on both.
    expect(text).toContain("Matchpoints: 3 results differ");
    expect(text).toContain("NS 7 v EW 5 4 2 Yes");
    expect(text).toContain("NS 6 v EW 8 0 0 No");
    // Butler IMPs against the datum do not depend on these presets' settings here: -11 on both.
    expect(text).toContain("Butler: no result differs");
    expect(view(await lessonOf("butler-vs-cross-imps"), true)).not.toContain("Two regulations side by side");
  });
});
