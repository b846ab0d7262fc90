// The Make a movement panel as it renders: its fields and drop-down ("the usual one" first and
// chosen), a field's problem shown once Make has been pressed, and a button that waits without a
// writer or while the pane is busy.
import { renderToStaticMarkup } from "react-dom/server";
import { MakeMovement, MakeMovementSection } from "../../../src/taskpane/components/MakeMovement";
import { DEFAULT_MOVEMENT_FORM, type MovementForm } from "../../../src/taskpane/make-movement";
import type { PaneActions } from "../../../src/taskpane/actions";

function panel(form: Partial<MovementForm>, checked = false, disabled = false): string {
  return renderToStaticMarkup(
    <MakeMovement
      form={{ ...DEFAULT_MOVEMENT_FORM, ...form }}
      onChange={() => undefined}
      onMake={() => undefined}
      disabled={disabled}
      said=""
      checked={checked}
    />,
  );
}

/** Whether the button with these words is disabled in the markup. */
function buttonDisabled(html: string, words: string): boolean {
  const m = new RegExp(`<button[^>]*>(?:(?!</button>).)*${words}`).exec(html);
  if (m === null) throw new Error(`No button "${words}"`);
  return /\sdisabled=""/.test(m[0]);
}

const ACTIONS = {
  readTravellerArea: async () => {
    throw new Error("not read");
  },
  writeSheet: async () => ({ name: "x", range: "A1" }),
  insertExample: async () => ({ name: "x", range: "A1" }),
  loadSettings: () => null,
  saveSettings: async () => undefined,
} as unknown as PaneActions;

test("labelled fields, and the drop-down's usual one first and chosen among the eight", () => {
  const html = panel({});
  for (const label of ["Tables", "Boards", "Movement"])
    expect(html).toMatch(new RegExp(`<label[^>]*>${label}`));
  const options = [...html.matchAll(/<option[^>]*value="([^"]+)"[^>]*>([^<]*)</g)];
  // The usual one and the core's seven kinds.
  expect(options).toHaveLength(8);
  expect([options[0][1], options[0][2]]).toEqual(["usual", "The usual one"]);
  expect(options.map((o) => o[2])).toContain("Three-quarter Howell");
  expect(html).toMatch(/<option[^>]*value="usual"[^>]*selected=""/);
});

test("a field's problem shows only once Make has been pressed", () => {
  expect(panel({ tables: "x", boards: "21" })).not.toContain("give a whole number");
  const html = panel({ tables: "x", boards: "21" }, true);
  expect(html).toContain("Tables: give a whole number from 2 to 60 (&quot;x&quot; typed).");
  expect(html).not.toContain("Boards: give");
  expect(html).toContain('aria-invalid="true"');
});

test("the button waits while the pane is busy, and without a writer", () => {
  expect(buttonDisabled(panel({}), "Make the movement")).toBe(false);
  expect(buttonDisabled(panel({}, false, true), "Make the movement")).toBe(true);
  const without = renderToStaticMarkup(<MakeMovementSection actions={ACTIONS} disabled={false} />);
  expect(without).toMatch(/<h2[^>]*id="movement-title"[^>]*>Make a movement<\/h2>/);
  expect(buttonDisabled(without, "Make the movement")).toBe(true);
  const withWriter = renderToStaticMarkup(
    <MakeMovementSection actions={{ ...ACTIONS, writeMovement: async () => [] }} disabled={false} />,
  );
  expect(buttonDisabled(withWriter, "Make the movement")).toBe(false);
});
