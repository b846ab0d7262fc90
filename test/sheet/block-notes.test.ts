import * as fs from "node:fs";
import * as path from "node:path";
import { readCsv } from "../../src/io/csv";
import { ABOUT, GLOSSARY, readTraveller, scoreBoard, explainBoard } from "../../src/scoring";
import { cellRef } from "../../src/grid/a1";
import { blockNotes } from "../../src/sheet/block-notes";
import { buildSheetWithSummary } from "../../src/sheet/results";
import { renderHtmlPage } from "../../src/writers/html";
import { workbookFromModels } from "../../src/writers/xlsx";
import { writeSheet } from "../../src/office/write-sheet";
import { installMockExcel, uninstallMockExcel } from "../support/mock-excel";

const FIVE = "Board,NS,EW,Score\n1,1,11,620\n1,2,12,440\n1,3,13,-100\n1,4,14,420\n1,5,15,650\n";
const WEIGHTED = fs.readFileSync(path.join(__dirname, "..", "..", "examples", "weighted-ruling.csv"), "utf8");

const sheetOf = (csv: string, method: "butler" | "cross" | "mp" | "all") =>
  buildSheetWithSummary(readTraveller(readCsv(csv).rows), { method });

describe("each block of the workings carries its explanation, from the one source", () => {
  test("all methods: each block's note is the core's text, on the cell of the block's title", () => {
    const sheet = sheetOf(FIVE, "all");
    const at = new Map(sheet.cells.map((c) => [cellRef(c.row, c.col), c]));
    const notes = blockNotes(sheet);
    const byTitle = new Map(
      notes.map((n) => [String(at.get(cellRef(n.row, n.col))?.value), n.text] as const),
    );
    expect(byTitle.get("The traveller as read")).toBe(ABOUT.traveller);
    expect(byTitle.get("Butler: the datum")).toBe(`${ABOUT.datum} ${ABOUT.differences}`);
    expect(byTitle.get("Cross-IMPs: results, factor and divisor")).toBe(
      `${ABOUT.comparisons} ${ABOUT.totals} ${ABOUT.divisor}`,
    );
    expect([...byTitle.keys()].find((t) => t.startsWith("Matchpoints"))).toBeDefined();
    expect(byTitle.get("Each pair's result")).toBe(ABOUT.results);
    expect(byTitle.get("WBF IMP scale")).toBe(GLOSSARY.find((g) => g.id === "imp")!.meaning);
    // Three session summaries (one a method), each with the summary's text.
    expect(notes.filter((n) => n.text === ABOUT.summary)).toHaveLength(3);
    // Every note hangs on a cell holding its block's title text.
    for (const n of notes) expect(typeof at.get(cellRef(n.row, n.col))?.value).toBe("string");
  });

  test("the teaching page's steps say the same words (one source, not copies)", () => {
    const board = scoreBoard(readTraveller(readCsv(FIVE).rows).boards[0], { method: "butler" });
    const steps = explainBoard(board, 0);
    for (const s of steps) expect(s.why).toContain(ABOUT[s.id]);
  });

  test("a board with a weighted score: its frequency table says how the weights count", () => {
    const notes = blockNotes(sheetOf(WEIGHTED, "mp"));
    expect(notes.map((n) => n.text)).toContain(`${ABOUT.frequencies} ${ABOUT.weighted}`);
  });

  test("the workbook puts each note on its cell and leaves every formula as it was", async () => {
    const sheet = sheetOf(FIVE, "butler");
    const notes = blockNotes(sheet);
    const ws = workbookFromModels([sheet]).worksheets[0];
    for (const n of notes) expect(ws.getCell(n.row + 1, n.col + 1).note).toBe(n.text);
    for (const c of sheet.cells.filter((x) => x.formula !== undefined))
      expect((ws.getCell(c.row + 1, c.col + 1).value as { formula: string }).formula).toBe(
        c.formula!.slice(1),
      );
    // The notes come from the blocks: building the sheet moved nothing (the model has no note).
    expect(JSON.stringify(sheet)).not.toContain(ABOUT.datum);
  });

  test("Excel gets the notes through Office.js (ExcelApi 1.18), an older Excel goes without", async () => {
    const sheet = sheetOf(FIVE, "mp");
    const notes = blockNotes(sheet);
    try {
      const book = installMockExcel(["Sheet1"]);
      await writeSheet(sheet);
      expect(book.added[0].notes).toEqual(
        notes.map((n) => ({ address: cellRef(n.row, n.col), content: n.text })),
      );
      const old = installMockExcel(["Sheet1"], undefined, (v) => Number(v.split(".")[1]) < 18);
      await writeSheet(sheet);
      expect(old.added[0].notes).toBeUndefined();
    } finally {
      uninstallMockExcel();
    }
  });

  test('the web page folds each note under its block as "How this is worked out"', () => {
    const sheet = sheetOf(FIVE, "cross");
    const html = renderHtmlPage(sheet);
    // A traveller shown with each pair's result in one table folds both blocks' notes under it.
    const folded = [
      ...html.matchAll(/<details class="about"><summary>How this is worked out<\/summary>(.*?)<\/details>/g),
    ].flatMap((m) => [...m[1].matchAll(/<p>([^<]*)<\/p>/g)].map((p) => p[1].replace(/&#39;/g, "'")));
    expect(folded.sort()).toEqual(
      blockNotes(sheet)
        .map((n) => n.text)
        .sort(),
    );
  });
});
