// Finals from a qualifying session and a ladder's minimum of sessions on the event sheet: the
// formulas agree with HyperFormula, each final a table of its own, unranked pairs without a place.
import { parseFinals, rankSeries, type SeriesSession } from "../../src/scoring";
import { buildSeriesSheet } from "../../src/sheet/series-sheet";
import type { SheetModel, SheetTable } from "../../src/sheet/model";
import { disagreements, evaluateFormulas, loadModel } from "../support/hyperformula-model";

const mp = (key: string, percentage: number) => ({
  key,
  pair: key,
  total: percentage,
  percentage,
  boards: 10,
});

function rowsOf(sheet: SheetModel, table: SheetTable): unknown[][] {
  const out: unknown[][] = [];
  for (let r = table.rows[0]; r <= table.rows[1]; r++)
    out.push(table.columns.map((c) => sheet.cells.find((x) => x.row === r && x.col === c.col)?.value));
  return out;
}

// As test/scoring/session/series-stages.test.ts: final A (2 58.67, 1 53.67, 3 53) and final B
// (5 55, 4 53.33, 6 43.33), half the qualifying session carried forward.
const Q: SeriesSession = {
  title: "Qualifying",
  entries: [mp("1", 65), mp("2", 60), mp("3", 55), mp("4", 50), mp("5", 45), mp("6", 40)],
};
const F: SeriesSession = {
  title: "Finals",
  entries: [mp("1", 48), mp("2", 58), mp("3", 52), mp("4", 55), mp("5", 60), mp("6", 45)],
};

test("each final is a table of its own, its places live among its pairs and the engine's beside", () => {
  const r = rankSeries([Q, F], { basis: "mean", carry: 0.5, finals: parseFinals("A:top 50%,B:rest") });
  const sheet = buildSeriesSheet(r);
  expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
  const tables = sheet.blocks.find((b) => b.kind === "summary")!.tables;
  expect(tables.map((t) => t.title)).toEqual([
    "Event ranking",
    "Final A: 3 pairs from Qualifying",
    "Final B: 3 pairs from Qualifying",
  ]);
  expect(rowsOf(sheet, tables[2]).map((row) => [row[0], row[1], row[3], row[4]])).toEqual([
    ["1", 5, 55, "1"],
    ["2", 4, 53.3333, "2"],
    ["3", 6, 43.3333, "3"],
  ]);
});

// Session 1: 1, 2, 3 at 60, 50, 40; session 2: 45, 55, 62 and pair 4 at 50 (its only session).
test("a ladder's minimum: the pair below it is listed last with no place, and the live places agree", () => {
  const S1: SeriesSession = { title: "One", entries: [mp("1", 60), mp("2", 50), mp("3", 40)] };
  const S2: SeriesSession = { title: "Two", entries: [mp("1", 45), mp("2", 55), mp("3", 62), mp("4", 50)] };
  const sheet = buildSeriesSheet(rankSeries([S1, S2], { basis: "mean", minSessions: 2 }));
  expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
  const table = sheet.blocks.find((b) => b.kind === "summary")!.tables[0];
  const rows = rowsOf(sheet, table);
  expect(rows.map((row) => [row[0], row[1], row[row.length - 1]])).toEqual([
    ["=1", 1, "=1"],
    ["=1", 2, "=1"],
    ["3", 3, "3"],
    ["", 4, undefined],
  ]);
});
