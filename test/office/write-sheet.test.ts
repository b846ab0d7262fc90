// The batched sheet writer against office-addin-mock: the sheet's name, values, formulas, formats,
// styles, widths, colour scales and print setup, the number of context.sync() calls, and nothing
// written for a traveller with problems.
import { writeSheet } from "../../src/office/write-sheet";
import { parseAddress } from "../../src/office/area";
import { readArea, refusal } from "../../src/taskpane/workflow";
import { WORKED_EXAMPLES } from "../../src/ui/examples";
import type { FormChoices } from "../../src/event/forms";
import type { CellModel, CellStyle, SheetModel } from "../../src/sheet/model";
import { cellRef, rangeRef } from "../../src/grid/a1";
import { installMockExcel, uninstallMockExcel, writtenBlock } from "../support/mock-excel";
import { exampleArea, scoredArea } from "../taskpane/fixtures";

afterEach(() => uninstallMockExcel());

const TITLE: CellStyle = { bold: true, fill: "#DDEBF7" };
const HEADER: CellStyle = { bold: true, borderBottom: true, horizontalAlignment: "Center" };

/**
 * A hand-made session sheet: per board a title, a header, the tables (pairs, NS score, a formula
 * for the difference from the board's first score), a small colour-scaled block, and a summary
 * referring to the boards. Shaped like a results sheet, but every value is known here.
 */
function sessionModel(boards: number, tables: number): SheetModel {
  const cells: CellModel[] = [
    { row: 0, col: 0, value: `Session of ${boards} boards`, style: { bold: true } },
  ];
  const scales: SheetModel["colourScales"] = [];
  let row = 2;
  const totals: string[] = [];
  for (let b = 1; b <= boards; b++) {
    cells.push(
      { row, col: 0, value: `Board ${b}`, style: TITLE },
      { row, col: 1, value: "N/S vul", style: TITLE },
    );
    row++;
    ["NS", "EW", "+Sc", "-Sc", "Diff"].forEach((h, col) => cells.push({ row, col, value: h, style: HEADER }));
    row++;
    const first = row;
    for (let t = 0; t < tables; t++) {
      const score = (t % 2 === 0 ? 1 : -1) * (100 + 10 * t);
      cells.push(
        { row, col: 0, value: t + 1 },
        { row, col: 1, value: t + 11 },
        { row, col: 2, value: score > 0 ? score : null, numberFormat: "0" },
        { row, col: 3, value: score < 0 ? -score : null, numberFormat: "0" },
        {
          row,
          col: 4,
          formula: `=(${cellRef(row, 2)}-${cellRef(row, 3)})-(${cellRef(first, 2, { absolute: true })}-${cellRef(first, 3, { absolute: true })})`,
          value: score - 100,
          numberFormat: "+0;-0;0",
        },
      );
      row++;
    }
    scales.push({
      range: rangeRef(first, 4, row - 1, 4),
      minColor: "#F8696B",
      midColor: "#FFFFFF",
      maxColor: "#63BE7B",
    });
    totals.push(rangeRef(first, 4, row - 1, 4));
    row++;
  }
  cells.push({ row, col: 0, value: "Total", style: { italic: true } });
  cells.push({
    row,
    col: 4,
    formula: `=SUM(${totals.join(",")})`,
    value: 0,
    numberFormat: "0",
    style: { bold: true },
  });
  return {
    name: `Session matchpoints`,
    cells,
    blocks: [],
    columnWidths: { 0: 8, 1: 8, 2: 7, 3: 7, 4: 12 },
    frozenRows: 2,
    colourScales: scales,
  };
}

function covers(address: string, row: number, col: number): boolean {
  const a = parseAddress(address);
  return row >= a.top && row <= a.bottom && col >= a.left && col <= a.right;
}

describe("writeSheet", () => {
  test("a five-board session goes onto a new sheet in 2 context.sync() calls, calculation suspended for the write", async () => {
    const book = installMockExcel(["Sheet1", "Traveller"]);
    const written = await writeSheet(sessionModel(5, 7));
    expect(written.name).toBe("Session matchpoints");
    expect(book.added.map((s) => s.name)).toEqual(["Session matchpoints"]);
    // One sync reads the sheet names, one writes everything (docs/development.md, "How the pane talks to Excel").
    expect(book.syncs).toBe(2);
    // Suspended after the names were read (sync 1), so it covers the batch that writes.
    expect(book.suspendedAt).toBe(1);
    expect(book.sheetLoads).toEqual(["items/name"]);
    expect(book.added[0].activated).toBe(true);
    expect(book.added[0].frozenRows).toBe(2);
  });

  test("a session that fits one request (40 boards of 20 tables, well under 4 MB) is written in 2 syncs", async () => {
    const book = installMockExcel(["Sheet1"]);
    await writeSheet(sessionModel(40, 20));
    expect(book.syncs).toBe(2);
  });

  test("the name is made unique among the existing sheets, ignoring case as Excel does", async () => {
    const book = installMockExcel(["Sheet1", "session MATCHPOINTS", "Session matchpoints (2)"]);
    const written = await writeSheet(sessionModel(2, 3));
    expect(written.name).toBe("Session matchpoints (3)");
    expect(book.sheetNames).toEqual([
      "Sheet1",
      "session MATCHPOINTS",
      "Session matchpoints (2)",
      "Session matchpoints (3)",
    ]);
  });

  test("every value and formula lands in one 2-D array over the used rectangle, text kept as text", async () => {
    const model = sessionModel(3, 4);
    const book = installMockExcel(["Sheet1"]);
    await writeSheet(model);
    const block = writtenBlock(book, "Session matchpoints");
    // 3 boards of (title, header, 4 tables, blank) after 2 top rows, then the total: rows 1..24, columns A..E.
    expect(block.address).toBe("A1:E24");
    const formulas = block.range.formulas!;
    expect(formulas).toHaveLength(24);
    expect(formulas.every((r) => r.length === 5)).toBe(true);
    for (const cell of model.cells) {
      const expected =
        cell.formula ??
        (cell.value === null || cell.value === undefined
          ? ""
          : typeof cell.value === "string" && /^[+\-=]/.test(cell.value)
            ? `'${cell.value}`
            : cell.value);
      expect([cellRef(cell.row, cell.col), formulas[cell.row][cell.col]]).toEqual([
        cellRef(cell.row, cell.col),
        expected,
      ]);
    }
    // Spot checks a director can read: board 1's first table and its difference formula, the headers.
    expect(formulas[4].slice(0, 5)).toEqual([1, 11, 100, "", "=(C5-D5)-($C$5-$D$5)"]);
    expect(formulas[3]).toEqual(["NS", "EW", "'+Sc", "'-Sc", "Diff"]);
    expect(formulas[23][4]).toBe("=SUM(E5:E8,E12:E15,E19:E22)");
    // Cells the model leaves empty are written empty.
    expect(formulas[1]).toEqual(["", "", "", "", ""]);
  });

  test("number formats are one 2-D array of the same shape, General where the model gives none", async () => {
    const model = sessionModel(2, 3);
    const book = installMockExcel([]);
    await writeSheet(model);
    const block = writtenBlock(book, "Session matchpoints");
    const formats = block.range.numberFormat as string[][];
    expect(formats).toHaveLength(block.range.formulas!.length);
    expect(formats[4]).toEqual(["General", "General", "0", "0", "+0;-0;0"]);
    expect(formats[0][0]).toBe("General");
  });

  test("each style is applied to rectangles that cover exactly the cells that have it", async () => {
    const model = sessionModel(3, 4);
    const book = installMockExcel(["Sheet1"]);
    await writeSheet(model);
    const styled = book.ranges.filter(
      (r) => r.sheet === "Session matchpoints" && r.range.formulas === undefined,
    );
    const byCell = new Map(model.cells.map((c) => [`${c.row},${c.col}`, c.style]));
    const boldRanges = styled.filter((r) => r.range.format.font.bold === true);
    // Every bold cell of the model is inside a bold range, and every bold range holds only bold cells.
    for (const c of model.cells.filter((c) => c.style?.bold)) {
      expect(boldRanges.some((r) => covers(r.address, c.row, c.col))).toBe(true);
    }
    for (const r of boldRanges) {
      const a = parseAddress(r.address);
      for (let row = a.top; row <= a.bottom; row++)
        for (let col = a.left; col <= a.right; col++) expect(byCell.get(`${row},${col}`)?.bold).toBe(true);
    }
    // Board titles: "A3:B3" filled light blue; header rows underlined and centred as one rectangle each.
    const title = styled.find((r) => r.address === "A3:B3")!;
    expect(title.range.format.fill.color).toBe("#DDEBF7");
    const header = styled.find((r) => r.address === "A4:E4")!;
    expect(header.range.format.horizontalAlignment).toBe("Center");
    expect(header.range.format.borders.items.EdgeBottom.style).toBe("Continuous");
    // Grouping: 3 titles + 3 headers + the heading + "Total" + the bold total = 9 ranges, not one per cell.
    const formatted = styled.filter(
      (r) => r.range.format.font.bold !== undefined || r.range.format.font.italic !== undefined,
    );
    expect(formatted.length).toBe(9);
  });

  test("column widths in runs of equal width, in points (7 pixels a character + 5, at 0.75 point a pixel)", async () => {
    const book = installMockExcel([]);
    await writeSheet(sessionModel(1, 2));
    const widths = book.ranges
      .filter((r) => r.range.format.columnWidth !== undefined)
      .map((r) => [r.address, r.range.format.columnWidth]);
    // 8 characters: (56 + 5) x 0.75 = 45.75; 7: (49 + 5) x 0.75 = 40.5; 12: (84 + 5) x 0.75 = 66.75.
    expect(widths).toEqual([
      ["A:B", 45.75],
      ["C:D", 40.5],
      ["E:E", 66.75],
    ]);
  });

  test("colour scales: a three-colour scale on each block the model names", async () => {
    const model = sessionModel(2, 3);
    const book = installMockExcel([]);
    await writeSheet(model);
    const scaled = book.ranges.filter((r) => r.range.conditionalFormats.added.length > 0);
    expect(scaled.map((r) => r.address)).toEqual(["E5:E7", "E11:E13"]);
    expect(scaled[0].range.conditionalFormats.added[0]).toEqual({
      type: "ColorScale",
      colorScale: {
        criteria: {
          minimum: { type: "LowestValue", color: "#F8696B" },
          midpoint: { type: "Percentile", formula: "50", color: "#FFFFFF" },
          maximum: { type: "HighestValue", color: "#63BE7B" },
        },
      },
    });
  });

  test("existing sheets are never touched: every range written belongs to the new sheet", async () => {
    const book = installMockExcel(["Sheet1", "Traveller", "Session matchpoints"]);
    const written = await writeSheet(sessionModel(2, 3));
    expect(written.name).toBe("Session matchpoints (2)");
    expect(new Set(book.ranges.map((r) => r.sheet))).toEqual(new Set(["Session matchpoints (2)"]));
    expect(book.sheetNames.slice(0, 3)).toEqual(["Sheet1", "Traveller", "Session matchpoints"]);
  });

  test("without ExcelApi 1.6 it still writes (no suspension, no colour scales) in 2 syncs", async () => {
    const book = installMockExcel([], undefined, (v) => Number(v.split(".")[1]) < 6);
    await writeSheet(sessionModel(2, 3));
    expect(book.suspendedAt).toBeNull();
    expect(book.ranges.some((r) => r.range.conditionalFormats.added.length > 0)).toBe(false);
    expect(book.syncs).toBe(2);
  });

  test("the print setup goes in the same batch: landscape, all columns on one page wide, as many pages down as needed, title rows on every page", async () => {
    const book = installMockExcel([]);
    await writeSheet({
      ...sessionModel(2, 3),
      print: { orientation: "landscape", fitToWidth: 1, titleRows: 2 },
    });
    // Excel's "fit all columns on one page": 1 page across, 0 (automatic) pages down; rows 1 and 2
    // printed at the top of every page.
    expect(book.added[0].pageLayout).toEqual({
      orientation: "Landscape",
      zoom: { horizontalFitToPages: 1, verticalFitToPages: 0 },
      printTitleRows: "$1:$2",
    });
    expect(book.syncs).toBe(2);
  });

  test("page breaks: a break above each row that starts a page (A1 addresses, rows from 1)", async () => {
    const book = installMockExcel([]);
    await writeSheet({ ...sessionModel(2, 3), print: { orientation: "landscape", breaks: [4, 9] } });
    // 0-based rows 4 and 9 are rows 5 and 10: breaks above A5 and A10.
    expect(book.added[0].pageLayout).toEqual({ orientation: "Landscape", pageBreaks: ["A5", "A10"] });
    expect(book.syncs).toBe(2);
  });

  test("portrait without fitting sets the orientation only; a model without a print setup sets nothing", async () => {
    const book = installMockExcel([]);
    await writeSheet({ ...sessionModel(1, 2), print: { orientation: "portrait" } });
    await writeSheet(sessionModel(1, 2));
    expect(book.added.map((s) => s.pageLayout)).toEqual([{ orientation: "Portrait" }, {}]);
  });

  test("without ExcelApi 1.9 the print setup is left out and the sheet is still written in 2 syncs", async () => {
    const book = installMockExcel([], undefined, (v) => Number(v.split(".")[1]) < 9);
    await writeSheet({
      ...sessionModel(2, 3),
      print: { orientation: "landscape", fitToWidth: 1, titleRows: 2 },
    });
    expect(book.added[0].pageLayout).toEqual({});
    expect(book.added[0].frozenRows).toBe(2);
    expect(book.syncs).toBe(2);
  });

  test("a model with a formula that does not start with = is refused before Excel is touched", async () => {
    const book = installMockExcel([]);
    await expect(
      writeSheet({ name: "Bad", blocks: [], cells: [{ row: 0, col: 0, formula: "SUM(A2:A3)" }] }),
    ).rejects.toThrow('must start with "="');
    expect(book.syncs).toBe(0);
    expect(book.added).toEqual([]);
  });
});

describe("writeSheet with the results sheet the pane builds", () => {
  /** A worked example's sheet, as the pane builds it with the example's choices and `change`. */
  function built(id: string, change: Partial<FormChoices>) {
    const ex = WORKED_EXAMPLES.find((e) => e.id === id)!;
    return scoredArea(exampleArea(ex), { ...ex.options, ...change }).sheet;
  }

  test("the three-board Mitchell scored all three ways goes in 2 syncs, every cell of the model written", async () => {
    const model = built("mitchell", { method: "all" });
    const book = installMockExcel(["Sheet1"]);
    const written = await writeSheet(model);
    expect(written.name).toBe("Session all methods");
    expect(book.syncs).toBe(2);
    const formulas = writtenBlock(book, written.name).range.formulas!;
    for (const cell of model.cells) {
      const got = formulas[cell.row][cell.col];
      if (cell.formula) expect(got).toBe(cell.formula);
      else if (typeof cell.value === "number") expect(got).toBe(cell.value);
    }
    expect(model.cells.filter((c) => c.formula).length).toBeGreaterThan(100);
  });

  test("the results sheet prints landscape, one page wide, within its print area and breaks, written in the same 2 syncs", async () => {
    const model = built("club-board-15", {});
    const book = installMockExcel([]);
    await writeSheet(model);
    // The title and the options' two lines: the rows kept in view, not printed on every page.
    expect(model.frozenRows).toBe(3);
    expect(model.print).toMatchObject({ orientation: "landscape", fitToWidth: 1 });
    expect(model.print?.titleRows).toBeUndefined();
    const lastRow = Math.max(...model.cells.map((c) => c.row));
    expect(model.print?.area).toMatch(new RegExp(`^A1:[A-Z]+${lastRow + 1}$`));
    expect(book.added[0].pageLayout).toEqual({
      orientation: "Landscape",
      zoom: { horizontalFitToPages: 1, verticalFitToPages: 0 },
      printArea: model.print!.area,
      pageBreaks: (model.print!.breaks ?? []).map((r) => `A${r + 1}`),
    });
    expect(book.syncs).toBe(2);
  });

  test("the cross-IMP matrix of board 15 gets a colour scale centred on 0 IMPs", async () => {
    const model = built("club-board-15", {});
    const book = installMockExcel([]);
    await writeSheet(model);
    const scales = book.ranges.flatMap((r) =>
      r.range.conditionalFormats.added.filter((f) => f.type === "ColorScale"),
    );
    expect(scales.length).toBe(model.colourScales?.length);
    expect(scales.length).toBeGreaterThan(0);
    expect(scales[0].colorScale.criteria).toMatchObject({ midpoint: { type: "Number", formula: "0" } });
  });
});

describe("a traveller with problems writes nothing", () => {
  test("no sheet is added, no sync is made, and the problems come back with their addresses", async () => {
    const book = installMockExcel(["Sheet1"]);
    const area = {
      sheet: "Sheet1",
      range: "B2:F4",
      top: 1,
      left: 1,
      values: [
        ["Board", "NS", "EW", "Contract", "Score"],
        [1, 1, 2, "4Z", 420],
        [1, 3, 4, "4S", "four"],
      ],
    };
    // The pane refuses the reading before anything is scored, so nothing reaches the writer.
    const outcome = refusal(readArea(area));
    if (outcome === null) await writeSheet(sessionModel(1, 1));
    expect(outcome?.kind).toBe("problems");
    if (outcome?.kind !== "problems") return;
    // Row 1, column 3 of the area (which starts at B2) is E3; row 2, column 4 is F4.
    expect(outcome.problems).toHaveLength(2);
    expect(outcome.problems[0]).toMatch(/^Sheet1!E3: "4Z"/);
    expect(outcome.problems[1]).toMatch(/^Sheet1!F4: "four"/);
    expect(book.added).toEqual([]);
    expect(book.ranges).toEqual([]);
    expect(book.syncs).toBe(0);
  });
});
