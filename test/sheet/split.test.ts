// A session too large for one sheet of Excel is split across sheets: part sheets of whole boards,
// and a ranking sheet whose figures are live sums of the parts'. The limits are parameters, so a
// small session is split here by a small limit, and its ranking sheet recalculated by HyperFormula
// with the parts beside it must give the whole session's ranking.
import { openInput, refusedBy, scoreEvent, startScoring, type ScoredPairsSection } from "../../src/event";
import type { SheetModel } from "../../src/sheet/model";
import {
  allSheets,
  BoardTooLargeError,
  EXCEL_LIMITS,
  planParts,
  tooLargeFor,
  type SplitLimits,
} from "../../src/sheet/split";
import ExcelJS from "exceljs";
import { GridLimitError } from "../../src/grid/a1";
import { printEvent } from "../../src/cli/print";
import { OUTPUTS } from "../../src/writers/outputs";
import { xlsxBuffer } from "../../src/writers/xlsx";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { findSoffice, recalculate } from "../support/libreoffice";
import { sameValue } from "../support/hyperformula-model";
import { disagreements, evaluateFormulas, loadWorkbook, readValue } from "../support/hyperformula-model";

// Six boards, two tables, a Mitchell: NS 1 and 2 stay NS, EW 1 and 2 stay EW. NS 1 beats NS 2 on
// boards 1-3, ties board 4 and loses boards 5 and 6.
const SESSION = `Board,NS,EW,Score
1,1,1,420
1,2,2,170
2,1,1,140
2,2,2,-50
3,1,1,620
3,2,2,600
4,1,2,110
4,2,1,110
5,1,2,-100
5,2,1,100
6,1,2,-200
6,2,1,450
`;

function scored(split?: SplitLimits): ScoredPairsSection {
  const event = openInput(SESSION, "six.csv");
  const section = scoreEvent(event, { pairs: { method: "mp" } }, split ? { split } : {}).sections[0];
  if (section.kind !== "pairs") throw new Error("a pairs session");
  return section;
}

/** Each pair's figures in a summary block's table, as HyperFormula works them: by pair, by label. */
function summaryFigures(
  model: SheetModel,
  value: (row: number, col: number) => unknown,
): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const block of model.blocks.filter((x) => x.kind === "summary"))
    // A band of later boards repeats the pairs, without their figures.
    for (const table of block.tables.filter((t) => t.band !== true))
      for (let r = table.rows[0]; r <= table.rows[1]; r++) {
        const figures: Record<string, unknown> = {};
        for (const c of table.columns) if (!c.label.startsWith("Bd ")) figures[c.label] = value(r, c.col);
        out.set(String(figures.Pair), figures);
      }
  return out;
}

describe("a session split across sheets by a limit of 2 boards a sheet", () => {
  const limits: SplitLimits = { ...EXCEL_LIMITS, boards: 2 };
  const section = scored(limits);
  const sheets = allSheets(section.split!);

  test("a ranking sheet, then three part sheets named by their boards, within 31 characters", () => {
    expect(section.split?.reason).toBe("columns");
    expect(sheets.map((s) => s.name)).toEqual([
      "Session matchpoints",
      "Boards 1-2 matchpoints",
      "Boards 3-4 matchpoints",
      "Boards 5-6 matchpoints",
    ]);
    // The names the event layer gave before anything was laid out are the ones the sheets have.
    expect([section.split!.rankingName, ...section.split!.partNames]).toEqual(sheets.map((s) => s.name));
    expect(section.sheets.map((s) => s.name)).toEqual(sheets.map((s) => s.name));
  });

  test("every board's workings are on exactly one part sheet, none on the ranking sheet", () => {
    const where = new Map<number, string[]>();
    for (const sheet of sheets)
      for (const block of sheet.blocks.filter((x) => x.kind === "board"))
        where.set(block.board!, [...(where.get(block.board!) ?? []), sheet.name]);
    expect(Object.fromEntries(where)).toEqual({
      1: ["Boards 1-2 matchpoints"],
      2: ["Boards 1-2 matchpoints"],
      3: ["Boards 3-4 matchpoints"],
      4: ["Boards 3-4 matchpoints"],
      5: ["Boards 5-6 matchpoints"],
      6: ["Boards 5-6 matchpoints"],
    });
  });

  test("recalculated with its parts, every formula of every sheet gives the value cached in it", () => {
    const loaded = loadWorkbook(sheets);
    for (const l of loaded) expect(disagreements(evaluateFormulas(l))).toEqual([]);
  });

  test("the ranking sheet's totals and percentages are the whole session's, as the unsplit sheet has them", () => {
    const [ranking] = loadWorkbook(sheets);
    const split = summaryFigures(ranking.model, (r, c) => readValue(ranking, r, c));
    // By hand (EBU matchpoints, two tables: a top of 2, 1 each for a tie):
    // NS 1: 2 + 2 + 2 (boards 1-3) + 1 (board 4) + 0 + 0 = 7 of 12, 58.33%.
    // NS 2: 0 + 0 + 0 + 1 + 2 + 2 = 5, 41.67%.
    // EW 1 met NS 1 on boards 1-3 (0 each), NS 2 on boards 4-6 (1, 0, 0): 1, 8.33%.
    // EW 2: 2 + 2 + 2 against NS 2, then 1 + 2 + 2 against NS 1: 11, 91.67%.
    const figures = (pair: string) => [
      split.get(pair)!.Boards,
      split.get(pair)!.Total,
      Math.round((split.get(pair)!["%"] as number) * 100) / 100,
    ];
    expect(["NS 1", "NS 2", "EW 1", "EW 2"].map(figures)).toEqual([
      [6, 7, 58.33],
      [6, 5, 41.67],
      [6, 1, 8.33],
      [6, 11, 91.67],
    ]);
    // The same session on one sheet, recalculated, and the engine's ranking: the same figures.
    const whole = scored();
    expect(whole.split).toBeUndefined();
    const [one] = loadWorkbook([whole.sheet]);
    const unsplit = summaryFigures(one.model, (r, c) => readValue(one, r, c));
    for (const [pair, f] of split) {
      expect({ pair, ...f, Line: undefined }).toEqual({ pair, ...unsplit.get(pair), Line: undefined });
    }
    for (const r of whole.sessions[0].rankings)
      for (const p of r.pairs) {
        expect(split.get(p.id)!.Total).toBeCloseTo(p.total, 9);
        expect(split.get(p.id)!["%"]).toBeCloseTo(p.percentage!, 9);
        expect(split.get(p.id)!.Rank).toBe(p.rank);
      }
  });

  test("the ranking at the top lists the pairs best first, as the engine ranks them", () => {
    const [ranking] = loadWorkbook(sheets);
    const block = ranking.model.blocks.find((x) => x.kind === "ranking")!;
    const order = block.tables.map((t) => {
      const pairCol = t.columns.find((c) => c.role === "pair")!.col;
      const pairs: unknown[] = [];
      for (let r = t.rows[0]; r <= t.rows[1]; r++) pairs.push(readValue(ranking, r, pairCol));
      return pairs;
    });
    // NS 1 (58.33%) before NS 2; EW 2 (91.67%) before EW 1.
    expect(order).toEqual([
      ["NS 1", "NS 2"],
      ["EW 2", "EW 1"],
    ]);
  });
});

test("written to .xlsx, the workbook opens on the ranking sheet, its sums referring to the parts", async () => {
  const section = scored({ ...EXCEL_LIMITS, boards: 2 });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await xlsxBuffer([section.split!])) as unknown as ArrayBuffer);
  expect(wb.worksheets.map((w) => w.name)).toEqual([
    "Session matchpoints",
    "Boards 1-2 matchpoints",
    "Boards 3-4 matchpoints",
    "Boards 5-6 matchpoints",
  ]);
  const ranking = allSheets(section.split!)[0];
  const ws = wb.worksheets[0];
  expect(ws.views[0]).toMatchObject({ state: "frozen", ySplit: ranking.frozenRows });
  // NS 1's total: its total on each part, 4 + 3 + 0 = 7 (see the hand count above).
  const ns1 = ranking.cells.find((c) => c.value === "NS 1" && c.col === 0 && c.formula === undefined)!;
  const total = ws.getCell(ns1.row + 1, 3).value as ExcelJS.CellFormulaValue;
  expect(total.formula).toMatch(
    /^SUM\('Boards 1-2 matchpoints'!C\d+,'Boards 3-4 matchpoints'!C\d+,'Boards 5-6 matchpoints'!C\d+\)$/,
  );
  expect(total.result).toBe(7);
});

test("a limit of rows: each part holds what fits, every sheet within the rows", () => {
  const limits: SplitLimits = { rows: 150, columns: EXCEL_LIMITS.columns };
  const section = scored(limits);
  expect(section.split?.reason).toBe("rows");
  const sheets = allSheets(section.split!);
  expect(sheets.length).toBeGreaterThan(2);
  for (const sheet of sheets) for (const block of sheet.blocks) expect(block.rows[1]).toBeLessThan(150);
  // Boards 1 to 6, each once.
  const boards = sheets.flatMap((s) => s.blocks.filter((x) => x.kind === "board").map((x) => x.board));
  expect(boards).toEqual([1, 2, 3, 4, 5, 6]);
  const [ranking, ...parts] = loadWorkbook(sheets);
  for (const l of [ranking, ...parts]) expect(disagreements(evaluateFormulas(l))).toEqual([]);
});

test("a board too large for a sheet of its own is refused with what to do, not thrown", () => {
  // A sheet of 40 rows holds no board of this session with its title, ranking and summary.
  const event = openInput(SESSION, "six.csv");
  const section = scoreEvent(event, { pairs: { method: "mp" } }, { split: { rows: 40, columns: 16_384 } })
    .sections[0] as ScoredPairsSection;
  let error: unknown = null;
  try {
    allSheets(section.split!);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(BoardTooLargeError);
  expect(refusedBy(event.sections[0], error)).toEqual({
    message:
      "Board 1 has too many tables for a sheet of its own: its workings would need more than Excel's 1,048,576 rows, and a session too large for one sheet is split across sheets by whole boards; the command line's --json scores it whole, with no sheet.",
  });
});

describe("at Excel's own limits", () => {
  // Two results per board: pairs 1 v 2, NS +420, and pairs 3 v 4, NS -50.
  const lines = ["Board,NS,EW,Score"];
  for (let b = 1; b <= 16_400; b++) lines.push(`${b},1,2,420`, `${b},3,4,-50`);
  const csv = lines.join("\n");

  test("16,400 boards pass the 16,384 columns: split, each part's summary within the columns and rows", () => {
    const event = openInput(csv, "many.csv");
    const section = scoreEvent(event, { pairs: { method: "mp" } }, { split: EXCEL_LIMITS })
      .sections[0] as ScoredPairsSection;
    expect(section.split?.reason).toBe("columns");
    expect(tooLargeFor(section.section.traveller, section.sessions)).toBe("columns");
    const parts = planParts(section.section.traveller, section.sessions);
    expect(parts.length).toBeGreaterThan(1);
    // Every board once, in order; each part's summary has 8 columns, one a board, and the names.
    expect(parts.flat().map((b) => b.board)).toEqual(Array.from({ length: 16_400 }, (_, k) => k + 1));
    for (const part of parts) expect(8 + part.length + 1).toBeLessThanOrEqual(16_384);
  });

  test("the pane, which writes one sheet, still refuses it, naming the command line's --xlsx", () => {
    const event = openInput(csv, "many.csv");
    let error: unknown = null;
    try {
      startScoring(event, { pairs: { method: "mp" } }).finish();
    } catch (e) {
      error = e;
    }
    expect(refusedBy(event.sections[0], error)).toEqual({
      message:
        "The results sheet of 16,400 boards and 32,800 results would need more than Excel's 16,384 columns (a column per board in the ranking): the command line's --xlsx writes it as a workbook split across sheets (a ranking sheet, then its boards in parts, each on a sheet of its own); or score the traveller in parts of fewer boards.",
    });
  });
});

test("the command line's text prints the whole session's ranking and where the workings go; the web page is refused", async () => {
  const event = openInput(SESSION, "six.csv");
  const scoredEvent = scoreEvent(
    event,
    { pairs: { method: "mp" } },
    { split: { ...EXCEL_LIMITS, boards: 2 } },
  );
  const text = printEvent(scoredEvent, { width: 100 });
  // NS 1 first with 7 of 12 (58.33%), EW 2 first with 11 (91.67%), as counted by hand above.
  expect(text).toMatch(/^1\s+NS 1\s+6\s+7\s+1\.17\s+58\.33$/m);
  expect(text).toMatch(/^1\s+EW 2\s+6\s+11\s+1\.83\s+91\.67$/m);
  // The same ranking, in the same words, as the session on one sheet prints.
  const unsplit = scoreEvent(openInput(SESSION, "six.csv"), { pairs: { method: "mp" } });
  expect(printEvent(scoredEvent, { width: 100, rankingOnly: true })).toBe(
    printEvent(unsplit, { width: 100, rankingOnly: true }),
  );
  expect(text).toContain(
    'The workings of its 6 boards are too many for one sheet of Excel: --xlsx writes them on 3 sheets, after the ranking on "Session matchpoints".',
  );
  const html = OUTPUTS.find((o) => o.name === "html")!;
  let error: unknown = null;
  try {
    await html.write(scoredEvent);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(GridLimitError);
});

test("averages valued from the pair's session cannot be split: refused, saying what to do", () => {
  // An A+ on board 1, valued from NS 2's and EW 2's other boards, which a split puts on other sheets.
  const event = openInput(SESSION.replace("1,2,2,170", "1,2,2,A+"), "awards.csv");
  let error: unknown = null;
  try {
    scoreEvent(
      event,
      { pairs: { method: "mp", awards: "session" } },
      { split: { ...EXCEL_LIMITS, boards: 2 } },
    );
  } catch (e) {
    error = e;
  }
  expect(refusedBy(event.sections[0], error)).toEqual({
    message:
      "This session is too large for one sheet of Excel, and a sheet split in parts cannot value an average plus or minus from the pair's whole session (its other boards are on other sheets): score it with the fixed awards (--awards fixed), or its boards in parts, each on a sheet of its own.",
  });
});

// LibreOffice, a second spreadsheet, recalculates the split workbook written without cached values:
// every formula of every sheet, the ranking sheet's sums over the parts included, comes out as the
// engine's value. Skipped where soffice is missing outside CI, as the other LibreOffice checks are.
const soffice = findSoffice();
(soffice || process.env.CI ? test : test.skip)(
  "LibreOffice recalculates the split workbook to the values the sheets carry",
  async () => {
    if (!soffice) throw new Error("CI is set but soffice was not found: install libreoffice-calc.");
    const section = scored({ ...EXCEL_LIMITS, boards: 2 });
    const sheets = allSheets(section.split!);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-split-"));
    try {
      const file = path.join(dir, "split.xlsx");
      fs.writeFileSync(file, await xlsxBuffer([section.split!], { cachedValues: false }));
      const [computed] = recalculate(soffice, [file]);
      expect(computed.length).toBe(4);
      let checked = 0;
      const wrong: string[] = [];
      sheets.forEach((sheet, k) => {
        for (const c of sheet.cells) {
          if (c.formula === undefined) continue;
          checked++;
          const v = computed[k].get(`${c.row},${c.col}`) ?? null;
          if (!sameValue(v, c.value))
            wrong.push(`${sheet.name} ${c.row},${c.col} ${c.formula}: ${String(v)}`);
        }
      });
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThan(200);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
  120_000,
);
