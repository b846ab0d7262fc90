// The pane's list of scores to check: a heading that counts them, a list named by it, each entry
// a link that selects its cell when the cell is the workbook's (its name is the cell), plain words
// when the warning is about a file's line.
import { renderToStaticMarkup } from "react-dom/server";
import { WarningList } from "../../../src/taskpane/components/WarningList";

const TEXT = "4S by N scored -420 for NS here, the opposite sign ...";

test("no warnings: nothing is shown", () => {
  expect(renderToStaticMarkup(<WarningList warnings={undefined} onSelectCell={() => undefined} />)).toBe("");
  expect(renderToStaticMarkup(<WarningList warnings={[]} onSelectCell={() => undefined} />)).toBe("");
});

test("each warning's cell is a link named by the cell, in a list under a heading", () => {
  const html = renderToStaticMarkup(
    <WarningList
      warnings={[
        { where: "Sheet1!F4", text: TEXT },
        { where: "'Board 15'!F9", text: "+620 for NS ..." },
      ]}
      onSelectCell={() => undefined}
    />,
  );
  expect(html).toMatch(/role="heading"[^>]*aria-level="3"[^>]*>2 scores to check</);
  const heading = /id="([^"]+)"[^>]*role="heading"/.exec(html)![1];
  expect(html).toContain(`aria-labelledby="${heading}"`);
  expect(html.match(/<li/g)).toHaveLength(2);
  expect(html).toMatch(/<button[^>]*title="Select Sheet1!F4"[^>]*>Sheet1!F4<\/button>: 4S by N scored -420/);
  expect(html).toMatch(
    /<button[^>]*title="Select &#x27;Board 15&#x27;!F9"[^>]*>&#x27;Board 15&#x27;!F9<\/button>/,
  );
  // In warning colours: Fluent's warning message bar.
  expect(html).toMatch(/fui-MessageBar/);
  expect(html).toContain('data-testid="warnings"');
});

test("a file's line, or no Excel to select in: the place in words, no link", () => {
  const file = renderToStaticMarkup(
    <WarningList
      warnings={[{ where: "line 4, column 6 (Score)", text: TEXT }]}
      onSelectCell={() => undefined}
    />,
  );
  expect(file).not.toContain("<button");
  expect(file).toContain(`line 4, column 6 (Score): ${TEXT}`);
  expect(file).toContain("1 score to check");
  const outside = renderToStaticMarkup(<WarningList warnings={[{ where: "Sheet1!F4", text: TEXT }]} />);
  expect(outside).not.toContain("<button");
  expect(outside).toContain(`Sheet1!F4: ${TEXT}`);
});
