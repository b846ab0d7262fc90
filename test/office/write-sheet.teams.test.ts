// The teams sheet the pane builds goes into Excel through the same writer as the pairs sheet: two
// context.sync() calls, every formula and number of the model written, team names as text.
import { writeSheet } from "../../src/office/write-sheet";
import { scoreEvent } from "../../src/event";
import { readArea } from "../../src/taskpane/workflow";
import { installMockExcel, uninstallMockExcel } from "../support/mock-excel";
import { scoreTeamsEvent, wbfVp } from "../../src/scoring";
import { buildTeamsSheet } from "../../src/sheet/teams-sheet";
import { teamsExample, twoMatches } from "../support/teams-sheets";

afterEach(() => uninstallMockExcel());

test("a round of two matches goes onto a new sheet in 2 syncs", async () => {
  const cells = twoMatches("=Aces");
  const reading = readArea({ sheet: "Sheet1", range: "A1:F9", top: 0, left: 0, values: cells });
  const model = scoreEvent(
    reading.event,
    { teams: { method: "imps", vp: "wbf", bamScale: "standard", impTable: "WBF" } },
    { existingNames: ["Sheet1"] },
  ).sections[0].sheet;
  const book = installMockExcel(["Sheet1"]);
  const written = await writeSheet(model);
  expect(written.name).toBe("Teams");
  expect(book.syncs).toBe(2);
  const block = book.ranges.find((r) => r.sheet === "Teams" && r.range.formulas !== undefined)!;
  const formulas = block.range.formulas!;
  for (const cell of model.cells) {
    const got = formulas[cell.row][cell.col];
    if (cell.formula) expect(got).toBe(cell.formula);
    else if (typeof cell.value === "number") expect(got).toBe(cell.value);
  }
  // A team named "=Aces" is written as text (a leading apostrophe), never as a formula.
  const named = model.cells.filter((c) => c.value === "=Aces");
  expect(named.length).toBeGreaterThan(0);
  for (const c of named) expect(formulas[c.row][c.col]).toBe("'=Aces");
});

test("the teams sheet prints as the model says: landscape, one page wide, the matches from a new page; red contracts by a rule", async () => {
  const model = buildTeamsSheet(scoreTeamsEvent(teamsExample(), { method: "imps", vp: wbfVp }), {
    method: "imps",
    vp: "wbf",
  });
  const book = installMockExcel(["Sheet1"]);
  await writeSheet(model);
  const match = model.blocks.find((b) => b.kind === "match")!;
  // The match's title is on 0-based row match.rows[0]: its page starts at that row (1-based + 1).
  expect(book.added[0].pageLayout).toMatchObject({
    orientation: "Landscape",
    zoom: { horizontalFitToPages: 1 },
    printTitleRows: "$1:$2",
    pageBreaks: [`A${match.rows[0] + 1}`],
  });
  const custom = book.ranges.flatMap((r) =>
    r.range.conditionalFormats.added.filter((f) => f.type === "Custom").map(() => r.address),
  );
  const table = match.tables[0];
  expect(custom).toEqual([`E${table.rows[0] + 1}:E${table.rows[1] + 1}`]);
});
