// The traveller view's live ranking controls: shown once a traveller is read and the pane can
// insert one (the callback given), waiting while a task runs; absent otherwise. The view never
// calls Excel: it is handed the callback.
import { renderToStaticMarkup } from "react-dom/server";
import { TravellerView } from "../../../src/taskpane/components/TravellerView";
import { readArea } from "../../../src/taskpane/workflow";
import { BOARD_2 } from "../fixtures";

function view(props: { busy?: boolean; live?: boolean; read?: boolean }): string {
  return renderToStaticMarkup(
    <TravellerView
      reading={props.read === false ? null : readArea(BOARD_2)}
      overrides={{}}
      onColumnChange={() => undefined}
      onRead={() => undefined}
      busy={props.busy ?? false}
      inExcel
      onInsertLiveRanking={props.live === false ? undefined : () => undefined}
    />,
  );
}

/** Whether the button with these words is disabled in the markup. */
function buttonDisabled(html: string, words: string): boolean {
  const m = new RegExp(`<button[^>]*>(?:(?!</button>).)*${words}`).exec(html);
  if (m === null) throw new Error(`No button "${words}"`);
  return /\sdisabled=""/.test(m[0]);
}

test("a traveller read: the button, the cell to put it at (blank for a new sheet) and the BOARDRESULTS tick box", () => {
  const html = view({});
  expect(buttonDisabled(html, "Insert a live ranking")).toBe(false);
  expect(html).toContain("Live ranking at cell");
  expect(html).toContain("Nothing is written over a cell that holds anything.");
  expect(html).toContain("Each row&#x27;s results beside the traveller (BOARDRESULTS)");
  expect(html.match(/type="checkbox"/g)).toHaveLength(1);
});

test("while a task runs the button waits", () => {
  expect(buttonDisabled(view({ busy: true }), "Insert a live ranking")).toBe(true);
});

test("no callback (a teams scoresheet, or no adapter for it), or nothing read: no button", () => {
  expect(view({ live: false })).not.toContain("Insert a live ranking");
  expect(view({ read: false })).not.toContain("Insert a live ranking");
});
