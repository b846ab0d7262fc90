// A stratified session on the results sheet and the web page: each stratum's list after the
// session summary, and the page's rankings with them.
import { parseStrata } from "../../src/scoring";
import { buildResultsSheet } from "../../src/sheet/results";
import { renderHtmlPage } from "../../src/writers/html";
import type { SheetModel, SheetTable } from "../../src/sheet/model";
import { disagreements, evaluateFormulas, loadModel } from "../support/hyperformula-model";
import { STRATA_MITCHELL, strataNames } from "../support/strata-session";

function rowsOf(sheet: SheetModel, table: SheetTable): unknown[][] {
  const out: unknown[][] = [];
  for (let r = table.rows[0]; r <= table.rows[1]; r++)
    out.push(table.columns.map((c) => sheet.cells.find((x) => x.row === r && x.col === c.col)?.value));
  return out;
}

// The Mitchell of test/scoring/session/strata.test.ts: NS 2 and NS 3 60% (=1), NS 1 25%.
// Higher-rated player: NS 3 2500 (A), NS 2 600 (B), NS 1 100 (C). B's list: NS 2 1, NS 1 2.
const MITCHELL = STRATA_MITCHELL;
const NAMES = strataNames("MP");

const sheet = buildResultsSheet(MITCHELL, {
  method: "mp",
  movement: "mitchell",
  expected: "results",
  names: NAMES.names,
  ratings: NAMES.ratings,
  strata: { strata: parseStrata("A:2000,B:500,C:0"), by: "higher" },
});

test("the strata block lists each stratum field by field, a lower stratum's pairs in the higher lists", () => {
  const block = sheet.blocks.find((b) => b.kind === "strata")!;
  expect(block.tables.map((t) => t.title)).toEqual([
    "Stratum A (2000 and more): NS pairs",
    "Stratum B (500 to under 2000): NS pairs",
    "Stratum C (0 to under 500): NS pairs",
    "Stratum A (2000 and more): EW pairs",
    "Stratum B (500 to under 2000): EW pairs",
    "Stratum C (0 to under 500): EW pairs",
  ]);
  expect(rowsOf(sheet, block.tables[1])).toEqual([
    ["1", "NS 2", "B", 600, 60],
    ["2", "NS 1", "C", 100, 25],
  ]);
  expect(rowsOf(sheet, block.tables[0]).map((r) => r[0])).toEqual(["=1", "=1", "3"]);
  // The masterpoints are not taken for names.
  expect(sheet.cells.some((c) => c.value === "Ed & Flo")).toBe(true);
  expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
});

test("the web page shows the strata under a heading of their own", () => {
  const html = renderHtmlPage(sheet);
  expect(html).toMatch(/<h2 id="rk-\d+">Strata: matchpoints<\/h2>/);
  expect(html).toContain("Stratum B (500 to under 2000): NS pairs");
});
