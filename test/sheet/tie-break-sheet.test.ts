// A tie for first broken by a tie-break rule on the results sheet: the place is the engine's
// decision (written as it, not counted), the ranking at the top follows it, and a note says how.
import { readTraveller } from "../../src/scoring";
import { buildResultsSheet } from "../../src/sheet/results";
import type { SheetModel, SheetTable } from "../../src/sheet/model";
import { disagreements, evaluateFormulas, loadModel } from "../support/hyperformula-model";

function rowsOf(sheet: SheetModel, table: SheetTable): unknown[][] {
  const out: unknown[][] = [];
  for (let r = table.rows[0]; r <= table.rows[1]; r++)
    out.push(table.columns.map((c) => sheet.cells.find((x) => x.row === r && x.col === c.col)?.value));
  return out;
}

// The Mitchell of test/scoring/session/tie-break.test.ts: NS 2 and NS 3 tie on 60%; the EBU's
// count-back (NS 3 2 boards of 3 won, 66.67%; NS 2 1.5 of 3, 50%) puts NS 3 first.
const MITCHELL = readTraveller([
  ["Board", "Table", "NS", "EW", "Score"],
  [1, 1, 1, 1, -50],
  [1, 3, 3, 2, 450],
  [1, 2, 2, 3, 420],
  [2, 2, 2, 2, 620],
  [2, 1, 1, 3, 140],
  [2, 3, 3, 1, -100],
  [3, 3, 3, 3, 200],
  [3, 2, 2, 1, -620],
  [3, 1, 1, 2, "NP"],
]);

test("the EBU tie-break on the sheet: NS 3 1, NS 2 2 at the top, formulas still agree, and the note", () => {
  const sheet = buildResultsSheet(MITCHELL, {
    method: "mp",
    movement: "mitchell",
    expected: "results",
    tieBreak: "EBU",
  });
  const ranking = sheet.blocks.find((b) => b.kind === "ranking")!;
  expect(rowsOf(sheet, ranking.tables[0]).map((r) => [r[0], r[1]])).toEqual([
    ["1", "NS 3"],
    ["2", "NS 2"],
    ["3", "NS 1"],
  ]);
  expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
  // The note, wrapped over a few rows of column A, read back as one text.
  const column = sheet.cells
    .filter((c) => c.col === 0 && typeof c.value === "string")
    .sort((a, b) => a.row - b.row);
  const at = column.findIndex((c) => String(c.value).startsWith("NS pairs: Tie broken"));
  expect(at).toBeGreaterThanOrEqual(0);
  const text = column
    .slice(at, at + 4)
    .map((c) => c.value)
    .join(" ");
  expect(text).toMatch(/count-back .*: NS 3 66\.67% of its boards won; NS 2 50%/);
});

test("without a tie-break the same sheet shares first place", () => {
  const sheet = buildResultsSheet(MITCHELL, { method: "mp", movement: "mitchell", expected: "results" });
  const ranking = sheet.blocks.find((b) => b.kind === "ranking")!;
  expect(rowsOf(sheet, ranking.tables[0]).map((r) => r[0])).toEqual(["=1", "=1", "3"]);
});
