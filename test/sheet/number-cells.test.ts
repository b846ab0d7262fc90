// Table and pair numbers are numbers on the results sheet, in the model and in the .xlsx (so a
// spreadsheet sorts them and does not flag each one as a number stored as text); a pair with a
// section's letter ("3A") stays text.
import ExcelJS from "exceljs";
import { rankSeries, readTraveller } from "../../src/scoring";
import { buildResultsSheet } from "../../src/sheet/results";
import { buildSeriesSheet } from "../../src/sheet/series-sheet";
import type { SheetModel } from "../../src/sheet/model";
import { numberCell } from "../../src/sheet/number-format";
import { xlsxBuffer } from "../../src/writers/xlsx";
import { exampleTravellers, sectionTable } from "../support/travellers";

const example = (file: string, movement: "mitchell" | "howell"): SheetModel => {
  const t = exampleTravellers().find(([f]) => f === file)![1];
  return buildResultsSheet(t, { method: "mp", movement });
};
const mitchell = (): SheetModel => example("mitchell-session.csv", "mitchell");

/** The values in a column of a table's data rows. */
function column(model: SheetModel, title: string, label: string, occurrence = 0): unknown[] {
  const t = sectionTable(model, title, occurrence);
  const col = t.col(label);
  return t.rows.map((r) => model.cells.find((c) => c.row === r && c.col === col)?.value);
}

describe("table and pair numbers as numbers", () => {
  test("numberCell: a whole number written plainly is a number, anything else stays text", () => {
    expect(numberCell("12")).toBe(12);
    expect(numberCell("0")).toBe(0);
    // A letter, a leading zero (kept as the file wrote it), a seat: text.
    expect(["3A", "07", "3 N", "Smith"].map(numberCell)).toEqual(["3A", "07", "3 N", "Smith"]);
  });

  test("the Mitchell example: the traveller's table, NS and EW are numbers; its ranking names each pair with its direction", () => {
    const model = mitchell();
    for (const label of ["Table", "NS", "EW"]) {
      const values = column(model, "The traveller as read", label);
      expect(values.length).toBeGreaterThan(0);
      expect(values.every((v) => typeof v === "number")).toBe(true);
    }
    // "NS 3": a pair of a Mitchell's field, written as words, not a number.
    expect(model.cells.some((c) => c.value === "NS 3")).toBe(true);
  });

  test("every table of the Mitchell sheet with a Table, NS or EW column (the traveller and each board's rows) holds numbers there", () => {
    const model = mitchell();
    const tables = model.blocks.flatMap((b) => b.tables);
    let checked = 0;
    for (const t of tables)
      for (const c of t.columns.filter((x) => ["Table", "NS", "EW"].includes(x.label))) {
        const values = model.cells
          .filter((x) => x.col === c.col && x.row >= t.rows[0] && x.row <= t.rows[1])
          .map((x) => x.value);
        expect([t.title, c.label, values.filter((v) => typeof v !== "number")]).toEqual([
          t.title,
          c.label,
          [],
        ]);
        checked += values.length;
      }
    // 3 boards of 3 tables: the traveller as read and each board's own rows, at least.
    expect(checked).toBeGreaterThanOrEqual(2 * 9 * 3);
  });

  test("the event sheet of several sessions: its pairs are numbers", () => {
    const entry = (pair: string, percentage: number) => ({
      key: pair,
      pair,
      total: percentage,
      percentage,
      boards: 10,
    });
    const ranking = rankSeries(
      [
        { title: "Monday", entries: [entry("1", 60), entry("2", 50)] },
        { title: "Tuesday", entries: [entry("1", 45), entry("2", 55)] },
      ],
      { basis: "mean" },
    );
    const sheet = buildSeriesSheet(ranking);
    const table = sheet.blocks.find((b) => b.kind === "summary")!.tables[0];
    const pairs = sheet.cells.filter((c) => c.col === 1 && c.row >= table.rows[0] && c.row <= table.rows[1]);
    expect(pairs.map((c) => c.value).sort()).toEqual([1, 2]);
  });

  test("the Howell example: the summary's and the ranking's pairs are numbers", () => {
    const model = example("howell-session.csv", "howell");
    const ranking = model.blocks.find((b) => b.kind === "ranking")!.tables[0];
    const pairCol = ranking.columns.find((c) => c.role === "pair")!.col;
    const pairs = model.cells.filter(
      (c) => c.col === pairCol && c.row >= ranking.rows[0] && c.row <= ranking.rows[1],
    );
    expect(pairs.map((c) => typeof c.value)).toEqual(pairs.map(() => "number"));
  });

  test("a pair with a section's letter stays text beside a table number that is a number", () => {
    const t = readTraveller([
      ["Board", "Table", "NS", "EW", "Score"],
      [1, 1, "1A", "2A", 420],
      [1, 2, "3A", "4A", 400],
    ]);
    expect(t.problems).toEqual([]);
    const model = buildResultsSheet(t, { method: "mp" });
    expect(column(model, "The traveller as read", "Table")).toEqual([1, 2]);
    expect(column(model, "The traveller as read", "NS")).toEqual(["1A", "3A"]);
  });

  test("in the .xlsx the traveller's numbers are number cells", async () => {
    const model = mitchell();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await xlsxBuffer(model)) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const t = sectionTable(model, "The traveller as read");
    for (const label of ["Table", "NS", "EW"]) {
      const col = t.col(label);
      for (const r of t.rows) expect(ws.getCell(r + 1, col + 1).type).toBe(ExcelJS.ValueType.Number);
    }
  });
});
