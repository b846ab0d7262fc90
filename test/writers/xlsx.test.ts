import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import ExcelJS from "exceljs";
import { SheetModel } from "../../src/sheet/model";
import { CELL_TEXT_CUT } from "../../src/grid/a1";
import { buildResultsSheet, ResultsSheetOptions } from "../../src/sheet/results";
import { workbookFromModels, xlsxBuffer, writeXlsx } from "../../src/writers/xlsx";
import { boardOf, exampleTravellers, sectionTable, withScore } from "../support/travellers";
import { findSoffice } from "../support/libreoffice";
import { checkWithLibreOffice } from "../support/libreoffice-check";

function board15(
  options: Omit<ResultsSheetOptions, "method"> & { method?: ResultsSheetOptions["method"] } = {},
): SheetModel {
  const [, t] = exampleTravellers().find(([f]) => f === "club-board-15.csv")!;
  return buildResultsSheet(t, { method: "cross", divisor: "total", ...options });
}

async function readBack(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

describe("the .xlsx written with ExcelJS", () => {
  test("formulas with the engine's values cached, formats, widths, frozen rows, colour scale", async () => {
    const model = board15();
    const ws = await readBack(await xlsxBuffer(model));
    expect(ws.name).toBe("Board 15 cross-IMPs");
    const formulas = model.cells.filter((c) => c.formula !== undefined);
    for (const c of formulas) {
      const v = ws.getCell(c.row + 1, c.col + 1).value as ExcelJS.CellFormulaValue;
      expect(`=${v.formula}`).toBe(c.formula);
      // ExcelJS reads a cached 0 back as no result; every other cached value comes back as written.
      if (c.value !== 0) expect(v.result).toBe(c.value);
    }
    const total = model.cells.find((c) => c.formula?.startsWith("=SUM(") && c.value === 31)!;
    expect(ws.getCell(total.row + 1, total.col + 1).numFmt).toBe(total.numberFormat);
    expect(ws.views[0]).toMatchObject({ state: "frozen", ySplit: model.frozenRows });
    expect(model.frozenRows).toBeGreaterThanOrEqual(2);
    // Every width as the model gives it (a 9, which ExcelJS would drop as its default, is written 9.001).
    expect(Object.values(model.columnWidths ?? {})).toContain(9);
    for (const [col, width] of Object.entries(model.columnWidths ?? {}))
      expect(ws.getColumn(Number(col) + 1).width).toBeCloseTo(width, 2);
    const cf = (ws as unknown as { conditionalFormattings: { ref: string; rules: { type: string }[] }[] })
      .conditionalFormattings;
    // The colour scale; the red suits' rules are their own (test/sheet/red-suits.test.ts).
    const scales = cf.filter((x) => x.rules[0].type !== "expression");
    expect(scales.map((x) => [x.ref, x.rules[0].type])).toEqual([
      [model.colourScales![0].range, "colorScale"],
    ]);
  });

  test("bold and italic cells keep the workbook's font (Calibri 11), not a reader's default face", async () => {
    const model = board15();
    const ws = await readBack(await xlsxBuffer(model));
    const styled = model.cells.filter((c) => c.style?.bold || c.style?.italic || c.style?.fontColor);
    expect(styled.length).toBeGreaterThan(20);
    for (const c of styled) {
      const font = ws.getCell(c.row + 1, c.col + 1).font;
      expect([c.row, c.col, font.name, font.size]).toEqual([c.row, c.col, "Calibri", 11]);
      expect(Boolean(font.bold)).toBe(Boolean(c.style!.bold));
      expect(Boolean(font.italic)).toBe(Boolean(c.style!.italic));
    }
  });

  test("the print setup: landscape, fitted to 1 page wide and as many pages down as needed", async () => {
    const ws = await readBack(await xlsxBuffer(board15()));
    expect(ws.pageSetup).toMatchObject({
      orientation: "landscape",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
    });
    // The print area the sheet plans (every block's columns, down to its last row); no rows
    // printed on every page: each page opens with what it holds.
    expect(board15().print?.area).toMatch(/^A1:[A-Z]+\d+$/);
    expect(ws.pageSetup.printArea).toBe(board15().print!.area);
    expect(ws.pageSetup.printTitlesRow).toBeUndefined();
    // Title rows, where a sheet has them (the teams sheet, the draw), print on every page.
    const titled = await readBack(
      await xlsxBuffer({
        name: "Titled",
        blocks: [],
        cells: [{ row: 0, col: 0, value: 1 }],
        print: { orientation: "portrait", fitToWidth: 1, titleRows: 2 },
      }),
    );
    expect(titled.pageSetup.printTitlesRow).toBe("1:2");
    // A model without one keeps ExcelJS's defaults: portrait, not fitted.
    const plain = await readBack(
      await xlsxBuffer({ name: "Plain", blocks: [], cells: [{ row: 0, col: 0, value: 1 }] }),
    );
    expect(plain.pageSetup.orientation).toBe("portrait");
    expect(plain.pageSetup.fitToPage).toBeFalsy();
    expect(plain.pageSetup.printTitlesRow).toBeUndefined();
  });

  test("page breaks: each row that starts a page has a break under the row above it", () => {
    const [, t] = exampleTravellers().find(([f]) => f === "mitchell-session.csv")!;
    const sheet = buildResultsSheet(t, { method: "mp" });
    // The ranking, boards 2 and 3 and the summary each start a page: 0-based rows 21, 52, 83 and
    // 114 of the sheet, whose breaks sit under 1-based rows 21, 52, 83 and 114 (the rows above).
    expect(sheet.print?.breaks).toEqual([21, 52, 83, 114]);
    // ExcelJS keeps them on the worksheet (its typings do not declare them).
    const ws = workbookFromModels([sheet]).worksheets[0] as unknown as { rowBreaks: { id: number }[] };
    expect(ws.rowBreaks.map((b) => b.id)).toEqual([21, 52, 83, 114]);
  });

  test("streamed row by row (a workbook past 500,000 cells), the file holds what the one kept whole holds", async () => {
    const [, t] = exampleTravellers().find(([f]) => f === "mitchell-session.csv")!;
    const models = [buildResultsSheet(t, { method: "mp" }), board15()];
    const load = async (bytes: Buffer): Promise<ExcelJS.Workbook> => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(bytes as unknown as ArrayBuffer);
      return wb;
    };
    const whole = await load(await xlsxBuffer(models));
    const streamed = await load(await xlsxBuffer(models, { streamAbove: 0 }));
    expect(streamed.worksheets.map((w) => w.name)).toEqual(["Session matchpoints", "Board 15 cross-IMPs"]);
    models.forEach((model, k) => {
      const [a, b] = [whole.worksheets[k], streamed.worksheets[k]];
      // Every cell: its value or formula and cached result, number format, font, fill, alignment,
      // border, note. (ExcelJS reads no page breaks back: the streamed file's were seen in its XML.)
      for (const c of model.cells) {
        const [x, y] = [a.getCell(c.row + 1, c.col + 1), b.getCell(c.row + 1, c.col + 1)];
        const seen = (cell: ExcelJS.Cell) => [
          cell.value,
          cell.numFmt,
          cell.font,
          cell.fill,
          cell.alignment,
          cell.border,
          cell.note,
        ];
        expect([c.row, c.col, ...seen(y)]).toEqual([c.row, c.col, ...seen(x)]);
      }
      expect(b.views[0]).toMatchObject({ state: "frozen", ySplit: model.frozenRows });
      expect(b.pageSetup).toMatchObject({
        orientation: "landscape",
        fitToPage: true,
        fitToWidth: 1,
        printArea: model.print!.area,
      });
      for (const [col, width] of Object.entries(model.columnWidths ?? {}))
        expect(b.getColumn(Number(col) + 1).width).toBeCloseTo(width, 2);
      const scales = (ws: ExcelJS.Worksheet) =>
        (ws as unknown as { conditionalFormattings: { ref: string }[] }).conditionalFormattings.map(
          (x) => x.ref,
        );
      expect(scales(b)).toEqual(scales(a));
    });
  });

  test("several sheets in one workbook get unique names; without cached values only formulas are written", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-xlsx-"));
    try {
      const file = path.join(dir, "two.xlsx");
      await writeXlsx(file, [board15(), board15()], { cachedValues: false });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(file);
      expect(wb.worksheets.map((w) => w.name)).toEqual(["Board 15 cross-IMPs", "Board 15 cross-IMPs (2)"]);
      const c = board15().cells.find((x) => x.formula !== undefined && x.value === 31)!;
      expect(wb.worksheets[0].getCell(c.row + 1, c.col + 1).value).toEqual({ formula: c.formula!.slice(1) });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("text longer than a cell holds (a pasted note, a name) is written cut to 32,767 characters with the mark", async () => {
    const long = `Ann ${"x".repeat(40_000)}`;
    const model: SheetModel = {
      name: "Long",
      cells: [
        { row: 0, col: 0, value: long },
        { row: 1, col: 0, value: "short" },
        // A formula whose value is text is cached within the limit too.
        { row: 2, col: 0, formula: "=A1", value: long },
      ],
      blocks: [],
    };
    const ws = await readBack(await xlsxBuffer(model));
    const a1 = ws.getCell(1, 1).value as string;
    expect(a1.length).toBe(32_767);
    expect(a1.startsWith("Ann x")).toBe(true);
    expect(a1.endsWith(CELL_TEXT_CUT)).toBe(true);
    expect(ws.getCell(2, 1).value).toBe("short");
    expect(((ws.getCell(3, 1).value as ExcelJS.CellFormulaValue).result as string).length).toBe(32_767);
  });
});

// LibreOffice recalculates copies written WITHOUT cached values (so nothing can be passed through),
// from a fresh profile set to recalculate on load; every formula cell must come out as the engine's
// value, which the model carries. It is skipped (loudly) only where soffice is missing outside CI.
const soffice = findSoffice();
if (!soffice && !process.env.CI) {
  console.warn(
    "\n*** LibreOffice (soffice) is not installed: the recalculation test of the exported .xlsx is SKIPPED. ***\n" +
      "*** Install Debian's libreoffice-calc (scripts/setup.sh does) to run it. ***\n",
  );
}
const withLibreOffice = soffice || process.env.CI ? describe : describe.skip;

withLibreOffice("the exported .xlsx recalculated by LibreOffice headless", () => {
  test("every formula cell recomputes to the value cached in it", async () => {
    if (!soffice) throw new Error("CI is set but soffice was not found: install libreoffice-calc.");
    const models: SheetModel[] = [];
    for (const [file, t] of exampleTravellers()) {
      for (const method of ["butler", "cross", "mp", "all"] as const) {
        models.push(
          buildResultsSheet(t, { method, movement: file.startsWith("howell") ? "howell" : "mitchell" }),
        );
      }
    }
    models.push(board15({ method: "mp", expected: 6, scale: "ACBL" }));
    models.push(board15({ method: "butler", rounding: "halfEven", trim: 1 }));
    // 22 results: the per-pair COUNTIF formulas instead of the matrix; awards and a weighted score
    // too. By default N is the tables (=ROWS of the traveller), so Neuberg and N/n apply; then the
    // same with N = the results obtained (N/n = 1).
    const field = [980, 980, 980, ...Array(11).fill(480), ...Array(7).fill(450), -50];
    const entries = [...field, "A+", "NP", "60% 420, 40% -50"];
    models.push(buildResultsSheet(boardOf(entries), { method: "all" }));
    models.push(buildResultsSheet(boardOf(entries), { method: "all", expected: "results" }));
    models.push(
      buildResultsSheet(boardOf([420, 450, -50, "A+/A+", "NS 60% 420, 40% -50; EW 50% 420, 50% -50"]), {
        method: "all",
      }),
    );

    const { checked, wrong } = await checkWithLibreOffice(soffice, models);
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(5000);
  }, 300_000);

  test("a row's tricks corrected in the workbook: LibreOffice moves the results as the engine does with the corrected tricks", async () => {
    if (!soffice) throw new Error("CI is set but soffice was not found: install libreoffice-calc.");
    // The Mitchell's board 2, table 2 (NS 2 v EW 2): 4♥ by South, NS vulnerable, 10 tricks, +620.
    // Corrected to 9 tricks: one down vulnerable, -100.
    const [, t] = exampleTravellers().find(([f]) => f === "mitchell-session.csv")!;
    const before = buildResultsSheet(t, { method: "all" });
    const scored = withScore(t, 1, 0, -100);
    const corrected = {
      ...scored,
      boards: scored.boards.map((b, i) =>
        i !== 1
          ? b
          : { ...b, rows: b.rows.map((x, j) => (j === 0 ? { ...x, tricks: 9, scoreComputed: -100 } : x)) },
      ),
    };
    const after = buildResultsSheet(corrected, { method: "all" });
    expect(after.cells.map((c) => [c.row, c.col, c.formula])).toEqual(
      before.cells.map((c) => [c.row, c.col, c.formula]),
    );
    const trav = sectionTable(before, "The traveller as read", 1);
    const [r, tricks, agree] = [trav.rows[0], trav.col("Tricks"), trav.col("Agree")];
    const engine = new Map(after.cells.map((c) => [`${c.row},${c.col}`, c.value]));
    // The workbook as the director leaves it: 9 typed over 10, the score entered still +620. Every
    // formula should come out as the engine's for the corrected traveller, but Agree, which now
    // says the score entered and the contract's disagree.
    const edited: SheetModel = {
      ...before,
      cells: before.cells.map((c) => {
        if (c.row === r && c.col === tricks) return { ...c, value: 9 };
        if (c.formula === undefined) return c;
        return { ...c, value: c.row === r && c.col === agree ? "NO" : engine.get(`${c.row},${c.col}`)! };
      }),
    };
    // The results did move: the corrected score's board and the summary's totals differ.
    const moved = before.cells.filter((c) => c.formula && engine.get(`${c.row},${c.col}`) !== c.value);
    expect(moved.length).toBeGreaterThan(50);
    const { checked, wrong } = await checkWithLibreOffice(soffice, [edited]);
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(checked).toBe(before.cells.filter((c) => c.formula).length);
  }, 300_000);
});
