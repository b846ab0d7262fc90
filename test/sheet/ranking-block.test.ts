// The ranking at the top of a results sheet of several boards: best first, read live from the
// session summary, with links to each board and back, and a page of its own when printed.
import { readNamesTable, readTraveller } from "../../src/scoring";
import { buildResultsSheet } from "../../src/sheet/results";
import type { SheetModel, SheetTable } from "../../src/sheet/model";
import { disagreements, evaluateFormulas, loadModel, readValue } from "../support/hyperformula-model";
import { exampleTravellers } from "../support/travellers";

const mitchell = (): SheetModel => {
  const t = exampleTravellers().find(([f]) => f === "mitchell-session.csv")![1];
  return buildResultsSheet(t, { method: "mp", movement: "mitchell" });
};

/** A table's rows as the values of its cells, by column. */
function rowsOf(sheet: SheetModel, table: SheetTable): unknown[][] {
  const out: unknown[][] = [];
  for (let r = table.rows[0]; r <= table.rows[1]; r++)
    out.push(table.columns.map((c) => sheet.cells.find((x) => x.row === r && x.col === c.col)?.value));
  return out;
}

describe("the ranking at the top of the results sheet", () => {
  test("the Mitchell example: right under the title, each field best first with place and percentage (examples/README)", () => {
    const sheet = mitchell();
    expect(sheet.blocks.slice(0, 2).map((b) => b.kind)).toEqual(["title", "ranking"]);
    const ranking = sheet.blocks[1];
    expect(ranking.rows[0]).toBe(sheet.frozenRows! + 1);
    expect(ranking.tables.map((t) => t.title)).toEqual(["NS pairs", "EW pairs"]);
    expect(ranking.tables[0].columns.map((c) => c.label)).toEqual([
      "Place",
      "Pair",
      "Boards",
      "Total",
      "Average",
      "%",
    ]);
    // NS 3 7.5 of 12 = 62.5%, NS 2 6.5 of 12 = 54.17%, NS 1 2 of 8 = 25%; EW 1 11.5 of 12 =
    // 95.83%, EW 3 4.5 of 12 = 37.5%, EW 2 0 of 8.
    const round = (row: unknown[]) => row.map((v) => (typeof v === "number" ? Math.round(v * 100) / 100 : v));
    expect(rowsOf(sheet, ranking.tables[0]).map(round)).toEqual([
      ["1", "NS 3", 3, 7.5, 2.5, 62.5],
      ["2", "NS 2", 3, 6.5, 2.17, 54.17],
      ["3", "NS 1", 2, 2, 1, 25],
    ]);
    expect(rowsOf(sheet, ranking.tables[1]).map((r) => r[1])).toEqual(["EW 1", "EW 3", "EW 2"]);
    // Every formula of the sheet, the ranking's INDEX and MATCH included, computes to the engine's value.
    expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
  });

  test("tied pairs share the place, shown =1, in pair number order", () => {
    // Two boards, NS 1 and 2 against EW 1 and 2, one top (2 matchpoints) each. Board 1: 450 beats
    // 420, so EW 1 (against NS 1's 420) 2 and EW 2 0; board 2: EW 2 (against NS 1's -100) 2, EW 1
    // (against NS 2's +110) 0. EW 1 and 2 have 2 of 4 each, 50%.
    const t = readTraveller([
      ["Board", "NS", "EW", "Score"],
      [1, 1, 1, 420],
      [1, 2, 2, 450],
      [2, 1, 2, -100],
      [2, 2, 1, 110],
    ]);
    const { names } = readNamesTable([
      ["1", "EW", "Ann & Bob"],
      ["2", "EW", "Cy & Di"],
    ]);
    const sheet = buildResultsSheet(t, { method: "mp", names });
    const ranking = sheet.blocks.find((b) => b.kind === "ranking")!;
    const ew = ranking.tables.find((x) => x.title === "EW pairs")!;
    expect(rowsOf(sheet, ew)).toEqual([
      ["=1", "EW 1", 2, 2, 1, 50, "Ann & Bob"],
      ["=1", "EW 2", 2, 2, 1, 50, "Cy & Di"],
    ]);
    expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
  });

  test("a correction re-sorts it: the Mitchell's board 1 at table 1 corrected from 9 tricks to 12 puts NS 1 first", () => {
    const sheet = mitchell();
    const loaded = loadModel(sheet);
    // Board 1's traveller: table 1 (NS 1 v EW 1) 4♠ by North, 9 tricks, -50.
    const traveller = sheet.blocks.find((b) => b.kind === "traveller" && b.board === 1)!.tables[0];
    const tricks = traveller.columns.find((c) => c.role === "tricks")!.col;
    const row = traveller.rows[0];
    expect(sheet.cells.find((c) => c.row === row && c.col === tricks)?.value).toBe(9);
    loaded.hf.setCellContents({ sheet: loaded.sheet, row, col: tricks }, 12);
    // 12 tricks, nobody vulnerable: 120 + 2 overtricks of 30 + the game bonus of 300 = +480.
    // Board 1 becomes +480, +450, +420: NS 1 4, NS 3 2, NS 2 0 of a top of 4. NS 1 4 + 2 (board 2)
    // = 6 of 8, 75%; NS 3 2 + 0 + 3.5 = 5.5 of 12, 45.83%; NS 2 0 + 4 + 0.5 = 4.5 of 12, 37.5%.
    const ranking = sheet.blocks.find((b) => b.kind === "ranking")!;
    const ns = ranking.tables[0];
    const live = [];
    for (let r = ns.rows[0]; r <= ns.rows[1]; r++) {
      const v = (col: number) => readValue(loaded, r, col);
      live.push([v(0), v(1), Math.round((v(5) as number) * 100) / 100]);
    }
    expect(live).toEqual([
      ["1", "NS 1", 75],
      ["2", "NS 3", 45.83],
      ["3", "NS 2", 37.5],
    ]);
  });

  test("links to each board's workings and to the summary, and from each board back to the ranking", () => {
    const sheet = mitchell();
    const ranking = sheet.blocks.find((b) => b.kind === "ranking")!;
    const boards = sheet.blocks.filter((b) => b.kind === "board");
    const summary = sheet.blocks.find((b) => b.kind === "summary")!;
    const links = sheet.cells.filter((c) => c.role === "link" && c.row <= ranking.rows[1]);
    expect(links.map((c) => [c.value, c.formula])).toEqual([
      ...boards.map((b) => [`Board ${b.board}`, `=HYPERLINK("#A${b.rows[0] + 1}","Board ${b.board}")`]),
      ["Session summary", `=HYPERLINK("#A${summary.rows[0] + 1}","Session summary")`],
    ]);
    for (const b of boards) {
      const back = sheet.cells.find((c) => c.row === b.rows[0] && c.role === "link");
      expect(back?.formula).toBe(`=HYPERLINK("#A${ranking.rows[0] + 1}","Back to the ranking")`);
    }
  });

  test("printed: a page for the ranking, then one per board and one for the summary", () => {
    const sheet = mitchell();
    const ranking = sheet.blocks.find((b) => b.kind === "ranking")!;
    const boards = sheet.blocks.filter((b) => b.kind === "board").map((b) => b.rows[0]);
    const summary = sheet.blocks.find((b) => b.kind === "summary")!;
    expect(sheet.print?.breaks).toEqual([ranking.rows[1] + 2, ...boards.slice(1), summary.rows[0]]);
    // Each page opens with what it holds (no rows repeated on every page); one page wide.
    expect(sheet.print).toMatchObject({ fitToWidth: 1 });
    expect(sheet.print?.titleRows).toBeUndefined();
  });

  test("a summary of more boards than the boards' columns (36 boards) is set in bands, so every page stays one page wide", () => {
    const rows: (string | number)[][] = [["Board", "NS", "EW", "Score"]];
    for (let b = 1; b <= 36; b++)
      // Scores any vulnerability gives (3H made, 2H with an overtrick, one down vulnerable or two
      // down not), so no board raises a warning and grows a Warning column.
      for (let t = 1; t <= 3; t++) rows.push([b, t, t, [140, 110, -100][(b + t) % 3]]);
    const sheet = buildResultsSheet(readTraveller(rows), { method: "mp" });
    expect(sheet.print).toMatchObject({ orientation: "landscape", fitToWidth: 1 });
    // The boards' blocks reach column K (10); the summary's boards start at I (8), so a band of
    // the 3 columns I to K is fewer than the 4 boards a band holds at least: 4 boards to a band
    // (I to L), 9 bands for 36 boards, each field's first declared with its figures, the later
    // ones marked as bands.
    const summary = sheet.blocks.find((b) => b.kind === "summary")!;
    const widest = Math.max(...sheet.blocks.filter((b) => b.board !== undefined).map((b) => b.columns[1]));
    expect(widest).toBe(10);
    expect(summary.columns[1]).toBe(11);
    const bands = summary.tables.filter((t) => t.band === true);
    expect(bands.length).toBe(2 * 8);
    const boardsIn = summary.tables.flatMap((t) =>
      t.columns.filter((c) => c.role === "result").map((c) => c.label),
    );
    // Each board once per field (NS and EW).
    expect(boardsIn.length).toBe(72);
    expect(new Set(boardsIn).size).toBe(36);
  });

  test("one board has no ranking block: its results table ranks it", () => {
    const t = exampleTravellers().find(([f]) => f === "club-board-15.csv")![1];
    const sheet = buildResultsSheet(t, { method: "mp" });
    expect(sheet.blocks.some((b) => b.kind === "ranking")).toBe(false);
    expect(sheet.cells.some((c) => c.role === "link")).toBe(false);
  });
});
