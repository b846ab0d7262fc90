// The pane's options: only those the chosen method uses, each with a line saying in plain words
// what it does.
import { renderToStaticMarkup } from "react-dom/server";
import { OptionsForm } from "../../src/ui/OptionsForm";
import { DEFAULT_FORM_CHOICES, type FormChoices } from "../../src/event/forms";
import type { ReadShape } from "../../src/ui/shown-options";

function form(change: Partial<FormChoices>, shape: ReadShape | null = null): string {
  return renderToStaticMarkup(
    <OptionsForm
      options={{ ...DEFAULT_FORM_CHOICES, ...change }}
      errors={{}}
      onChange={() => undefined}
      disabled={false}
      shape={shape}
    />,
  );
}

test("matchpoints show no Butler or cross-IMP option; Butler shows its datum's, each explained", () => {
  const mp = form({ method: "mp" });
  expect(mp).not.toContain("Round to");
  expect(mp).not.toContain("Divide each total by");
  expect(mp).toContain("How many matchpoints a score gets for each score it beats or ties.");
  const butler = form({ method: "butler" });
  expect(butler).toContain("Round to");
  expect(butler).not.toContain("Matchpoint scale");
  for (const line of [
    "The table that turns a difference in score into IMPs.",
    "Scores left out at each end: 0, a count, or a share (0.1)",
    "The datum to a multiple of this: 10; 0 for none",
    "How a datum exactly halfway between two multiples is rounded.",
    "The score every table is compared with: the average or the middle score.",
    "Mitchell: NS and EW pairs ranked apart; Howell: everyone in one ranking.",
  ])
    expect(butler).toContain(line);
});

test("options that change nothing are not shown: the rounding of a datum not rounded, a session's for one board", () => {
  expect(form({ method: "butler", roundTo: "0" })).not.toContain("How a datum exactly halfway");
  const oneBoard = form({ method: "mp" }, { boards: 1, sections: false });
  for (const gone of [
    "Movement (for the session summary)",
    "Accept pairs",
    "Arrow switch",
    "Sections across",
  ])
    expect(oneBoard).not.toContain(gone);
  expect(oneBoard).toContain("Fouled boards");
  const session = form({ method: "mp" }, { boards: 21, sections: false });
  for (const kept of ["Movement (for the session summary)", "Accept pairs", "Arrow switch"])
    expect(session).toContain(kept);
  expect(session).not.toContain("Sections across");
});
