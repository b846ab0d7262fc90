// The "Several sessions" section: before the sheets are listed it offers only the list button; once
// listed, a tick box a sheet, the ranking methods, and a write button that waits for two sessions.
import { renderToStaticMarkup } from "react-dom/server";
import { SessionsSection } from "../../../src/taskpane/components/SessionsSection";
import { DEFAULT_SESSIONS, type SessionsForm } from "../../../src/taskpane/sessions";

function section(change: Partial<SessionsForm>): string {
  return renderToStaticMarkup(
    <SessionsSection
      form={{ ...DEFAULT_SESSIONS, ...change }}
      onList={() => undefined}
      onChange={() => undefined}
      onWrite={() => undefined}
      disabled={false}
    />,
  );
}

/** Whether the button with these words is disabled in the markup. */
function buttonDisabled(html: string, words: string): boolean {
  const m = new RegExp(`<button[^>]*>(?:(?!</button>).)*${words}`).exec(html);
  if (m === null) throw new Error(`No button "${words}"`);
  return /\sdisabled=""/.test(m[0]);
}

test("nothing to tick until the sheets are listed", () => {
  const html = section({});
  expect(html).toContain("List the workbook&#x27;s sheets");
  expect(html).not.toContain("Write the event sheet");
  expect(html).not.toContain('type="checkbox"');
});

test("listed sheets each get a tick box; the write button waits for two sessions", () => {
  const one = section({ sheets: ["Monday", "Tuesday", "Notes"], chosen: ["Monday"] });
  expect(one.match(/type="checkbox"/g)).toHaveLength(3);
  for (const label of ["Mean percentage", "Total matchpoints", "Total IMPs"]) expect(one).toContain(label);
  expect(buttonDisabled(one, "Write the event sheet")).toBe(true);
  const two = section({ sheets: ["Monday", "Tuesday", "Notes"], chosen: ["Monday", "Tuesday"] });
  expect(buttonDisabled(two, "Write the event sheet")).toBe(false);
  expect(two.match(/checked=""/g)).toHaveLength(2);
});
