// The results sheet printed as a director hands it round: page 1 the ranking, then a page from
// each board's title (its traveller, workings and hand record), then the session summary, all
// landscape and one page wide. The session is a Thursday club's: a seven-table Mitchell of 21
// boards, three a round, every pair named (test/support/print-session.ts). The plan is checked on
// the model (fast), then the saved workbook is printed to PDF by LibreOffice and read page by page.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { openInput, scoreEvent, type ScoredPairsSection } from "../../src/event";
import { cellRef } from "../../src/grid/a1";
import { cellTips } from "../../src/writers/cell-tips";
import { readNamesFile } from "../../src/cli/names";
import type { SheetBlock, SheetModel } from "../../src/sheet/model";
import { rowsPerPage, withPrintPages } from "../../src/sheet/print-pages";
import { summaryBands } from "../../src/sheet/summary";
import { runCliOnDisk } from "../support/cli";
import { findSoffice, hasPdftotext, printedPages } from "../support/libreoffice";
import { printSessionCsv, printSessionNames } from "../support/print-session";
import { renderRanking } from "../../src/writers/text";

function sessionSheet(method: "mp" | "all"): SheetModel {
  const named = readNamesFile("names.csv", printSessionNames());
  if (!("names" in named)) throw new Error(named.errors.join("\n"));
  const event = openInput(printSessionCsv(), "thursday.csv");
  return scoreEvent(event, { pairs: { method, names: named.names } }).sections[0].sheet;
}

/**
 * The blocks a page break above `row` would cut: those holding both the row above it and it,
 * unless it is a ranking's or a summary's break on the empty row above one of its tables' titles.
 */
function cutBy(model: SheetModel, row: number): SheetBlock[] {
  const between = (x: SheetBlock) =>
    (x.kind === "ranking" || x.kind === "summary") && x.tables.some((t) => t.titleRow === row + 1);
  return model.blocks.filter((x) => x.rows[0] < row && x.rows[1] >= row && !between(x));
}

/** Each printed page's first and last row, from the breaks. */
function pagesOf(model: SheetModel, lastRow: number): [number, number][] {
  const starts = [0, ...(model.print!.breaks ?? [])];
  return starts.map((s, k) => [s, k + 1 < starts.length ? starts[k + 1] - 1 : lastRow]);
}

function lastRowOf(model: SheetModel): number {
  return model.cells.reduce((m, c) => Math.max(m, c.row), 0);
}

function lastColOf(model: SheetModel): number {
  return model.blocks.reduce((m, x) => Math.max(m, x.columns[1]), 0);
}

describe("the 21-board session's print plan", () => {
  const sheet = sessionSheet("mp");
  const boards = sheet.blocks.filter((x) => x.kind === "board");

  test("landscape, one page wide and as many down as needed, no rows repeated on every page", () => {
    expect(sheet.print).toMatchObject({ orientation: "landscape", fitToWidth: 1 });
    expect(sheet.print!.titleRows).toBeUndefined();
    // The print area: every block's columns, down to the last row.
    expect(sheet.print!.area).toBe(`A1:U${lastRowOf(sheet) + 1}`);
    expect(lastColOf(sheet)).toBe(20);
  });

  test("a page from each board's title and one for the summary: 1 + 21 + 1 pages", () => {
    expect(boards.map((x) => x.board)).toEqual(Array.from({ length: 21 }, (_, k) => k + 1));
    const summary = sheet.blocks.find((x) => x.kind === "summary")!;
    expect(sheet.print!.breaks).toEqual([...boards.map((x) => x.rows[0]), summary.rows[0]]);
    // Each board's page holds all its blocks and no other board's.
    const pages = pagesOf(sheet, lastRowOf(sheet));
    boards.forEach((board, k) => {
      const [top, bottom] = pages[k + 1];
      const own = sheet.blocks.filter((x) => x.board === board.board);
      for (const x of own) expect([x.rows[0] >= top, x.rows[1] <= bottom]).toEqual([true, true]);
    });
  });

  test("no page break falls inside a block", () => {
    for (const row of sheet.print!.breaks!) expect(cutBy(sheet, row)).toEqual([]);
  });

  test("the summary's 21 boards in two bands within the boards' columns, each with the pair and names", () => {
    // Columns I to U (8 to 20) hold 13 columns; two are kept for the names: 11 boards at most to
    // a band, so 21 boards are shared out 11 and 10.
    const summary = sheet.blocks.find((x) => x.kind === "summary")!;
    expect(summary.columns[1]).toBeLessThanOrEqual(20);
    const titles = summary.tables.map((t) => t.title);
    expect(titles).toEqual(["NS pairs", "NS pairs: boards 12-21", "EW pairs", "EW pairs: boards 12-21"]);
    for (const t of summary.tables) {
      expect(t.columns[0].role).toBe("pair");
      expect(t.columns[t.columns.length - 1].role).toBe("names");
    }
    const results = (t: (typeof summary.tables)[number]) =>
      t.columns.filter((c) => c.role === "result").length;
    expect(summary.tables.map(results)).toEqual([11, 10, 11, 10]);
  });

  test("each pair's total still adds every board, across both bands", () => {
    // NS 1's total is the sum of its 21 board cells, 11 on its row of the first band and 10 on its
    // row of the second; and COUNT finds all 21.
    const summary = sheet.blocks.find((x) => x.kind === "summary")!;
    const [main, band] = summary.tables;
    const at = new Map(sheet.cells.map((c) => [`${c.row},${c.col}`, c]));
    for (let i = 0; i <= main.rows[1] - main.rows[0]; i++) {
      const r = main.rows[0] + i;
      const r2 = band.rows[0] + i;
      expect(at.get(`${r2},0`)!.value).toBe(at.get(`${r},0`)!.value);
      const cellsOf = (row: number, t: typeof main) =>
        t.columns.filter((c) => c.role === "result").map((c) => at.get(`${row},${c.col}`)!.value as number);
      const boardsOf = [...cellsOf(r, main), ...cellsOf(r2, band)];
      expect(boardsOf).toHaveLength(21);
      const total = main.columns.find((c) => c.role === "total")!.col;
      expect(at.get(`${r},${total}`)!.value).toBeCloseTo(
        boardsOf.reduce((s, x) => s + x, 0),
        9,
      );
      expect(at.get(`${r},1`)!.formula).toMatch(/^=COUNT\([A-Z]+\d+:[A-Z]+\d+,[A-Z]+\d+:[A-Z]+\d+\)$/);
    }
  });

  test("a pair's total explained over both bands: its 21 boards, in board order", () => {
    // The web page's tip on NS 1's total lists each board the pair played, from both bands.
    const named = readNamesFile("names.csv", printSessionNames());
    if (!("names" in named)) throw new Error(named.errors.join("\n"));
    const section = scoreEvent(openInput(printSessionCsv(), "thursday.csv"), {
      pairs: { method: "mp", names: named.names },
    }).sections[0] as ScoredPairsSection;
    const tips = cellTips(section.sheet, section.sessions);
    const main = section.sheet.blocks.find((x) => x.kind === "summary")!.tables[0];
    const total = main.columns.find((c) => c.role === "total")!.col;
    const tip = tips.get(cellRef(main.rows[0], total))!;
    const boards = [...tip.matchAll(/board (\d+) /g)].map((m) => Number(m[1]));
    expect(boards).toEqual(Array.from({ length: 21 }, (_, k) => k + 1));
    expect(tip).toMatch(/^The pair's results on the 21 boards it played: .*; 139 matchpoints in all\.$/);
  });

  test("the ranking read from the banded summary has one field per direction, seven pairs each", () => {
    // The bands hold the same pairs again: the command line's ranking lists each pair once.
    const text = renderRanking(sheet);
    expect(text.match(/^(NS|EW) pairs.*$/gm)).toEqual(["NS pairs", "EW pairs"]);
    expect(text.match(/^=?\d+\s+(NS|EW) \d/gm)).toHaveLength(14);
  });
});

describe("the rows a page holds", () => {
  test("at full size, or at the scale that fits the columns to the page's width", () => {
    // A4 landscape less the margins of 0.75 inch at top and bottom: (8.27 - 1.5) x 72 = 487.4
    // points, 32 rows of 15 points. Six columns of 8.43 characters (64 pixels, 48 points) are
    // 288 points, within Letter's 9.6 inches (691.2 points) less margins: 100%.
    expect(rowsPerPage(5, {})).toBe(32);
    // Twenty columns of 12 characters: (84 + 5) pixels, 66.75 points each, 1,335 in all; fitted
    // to 691.2 points, 51% (Excel's whole percent, rounded down): 487.4 / (15 x 0.51) = 63.7.
    const widths = Object.fromEntries(Array.from({ length: 20 }, (_, c) => [c, 12]));
    expect(rowsPerPage(19, widths)).toBe(63);
  });
});

describe("bands of the summary", () => {
  test("one band when every board fits; else as few bands as fit, shared out evenly", () => {
    // Board columns start at I (8); a last column of 20 leaves 13, 11 with the names' room.
    expect(summaryBands([1, 2, 3], 20, true)).toEqual([[1, 2, 3]]);
    const boards = Array.from({ length: 21 }, (_, k) => k + 1);
    expect(summaryBands(boards, 20, false).map((b) => b.length)).toEqual([11, 10]);
    expect(summaryBands(boards, 20, true).map((b) => b.length)).toEqual([11, 10]);
    expect(summaryBands(boards, 15, true).map((b) => b.length)).toEqual([6, 5, 5, 5]);
  });
});

describe("all three methods", () => {
  const sheet = sessionSheet("all");
  const perPage = rowsPerPage(lastColOf(sheet), sheet.columnWidths ?? {});

  test("a board taller than a page breaks between its blocks, the next page headed with its title", () => {
    const print = sheet.print!;
    for (const row of print.breaks!) expect(cutBy(sheet, row)).toEqual([]);
    const at = new Map(sheet.cells.map((c) => [`${c.row},${c.col}`, c]));
    // Every repeated title is a break, and names the board whose blocks follow it.
    expect(print.repeats!.length).toBeGreaterThan(0);
    for (const row of print.repeats!) {
      expect(print.breaks).toContain(row);
      const next = sheet.blocks.find((x) => x.rows[0] > row && x.board !== undefined)!;
      const title = sheet.blocks.find((x) => x.kind === "board" && x.board === next.board)!.title;
      expect(at.get(`${row},0`)!.value).toBe(`${title} (continued)`);
    }
  });

  test("every page of a board fits the page at the fitted scale, or is one block", () => {
    for (const [top, bottom] of pagesOf(sheet, lastRowOf(sheet))) {
      const height = bottom - top + 1;
      const single = sheet.blocks.filter((x) => x.rows[0] >= top && x.rows[0] <= bottom && !x.beside);
      if (height > perPage) expect(single.length).toBe(1);
    }
  });

  test("planned again (as after the deals are laid beside the boards), nothing is repeated twice", () => {
    const again = withPrintPages(sheet, sheet.print!);
    expect(again.print).toEqual(sheet.print);
    expect(again.cells.length).toBe(sheet.cells.length);
  });
});

// LibreOffice prints the workbooks the command line saves: the 21-board session, and a PBN file of
// 16 boards with their deals and published double-dummy tables. One conversion for both. Skipped
// where soffice is missing outside CI, as the other LibreOffice checks are.
const soffice = findSoffice();
(soffice || process.env.CI ? test : test.skip)(
  "LibreOffice prints the saved workbooks: the ranking, a page from each board's title, the summary",
  async () => {
    if (!soffice) throw new Error("CI is set but soffice was not found: install libreoffice-calc.");
    if (!hasPdftotext())
      throw new Error("pdftotext was not found: install poppler-utils (scripts/setup.sh).");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-print-"));
    try {
      const csv = path.join(dir, "thursday.csv");
      const names = path.join(dir, "names.csv");
      fs.writeFileSync(csv, printSessionCsv());
      fs.writeFileSync(names, printSessionNames());
      const session = path.join(dir, "thursday.xlsx");
      const deals = path.join(dir, "deals.xlsx");
      const runs = [
        await runCliOnDisk([csv, "--names", names, "--xlsx", session]),
        await runCliOnDisk(["test/fixtures/files/ruter-cross2.pbn", "--xlsx", deals]),
      ];
      expect(runs.map((r) => [r.code, r.err])).toEqual([
        [0, ""],
        [0, ""],
      ]);
      const [thursday, withDeals] = printedPages(soffice, [session, deals]);
      expectSessionPages(thursday);
      expectEnginesRanking(thursday[0], runs[0].out);
      expectDealPages(withDeals);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
  300_000,
);

/** A page's first line with text. */
function firstLine(page: string): string {
  return page
    .split("\n")
    .find((l) => l.trim() !== "")!
    .trim();
}

function expectSessionPages(pages: readonly string[]): void {
  // 1 ranking page + 21 board pages + 1 summary page (each band of 7 pairs, 45 rows, fits it).
  expect(pages).toHaveLength(23);
  // Page 1: the title and the ranking with every pair's names, and no board.
  expect(pages[0]).toMatch(/Ranking: matchpoints/);
  for (const line of printSessionNames().split("\n").slice(1)) {
    const [, a, b] = line.split(",");
    expect(pages[0]).toContain(`${a} & ${b}`);
  }
  expect(pages[0]).not.toMatch(/Board 1: dealer/);
  // Pages 2 to 22: board k from its title, its traveller, workings and checks, and no other board.
  for (let k = 1; k <= 21; k++) {
    const page = pages[k];
    expect(firstLine(page)).toMatch(new RegExp(`^Board ${k}: dealer`));
    expect(page).toContain("The traveller as read");
    expect(page).toContain("Each pair's result");
    expect(page).toContain("Checks");
    expect(page.match(/Board \d+: dealer/g)).toHaveLength(1);
  }
  // The summary's page: both directions, both bands, each band's pairs with their names.
  const summary = pages[22];
  expect(firstLine(summary)).toMatch(/^Session summary: matchpoints/);
  for (const title of ["NS pairs", "NS pairs: boards 12-21", "EW pairs", "EW pairs: boards 12-21"])
    expect(summary).toContain(title);
  expect(summary.match(/Ann Smith & Fred Brown/g)).toHaveLength(2);
}

/**
 * The ranking LibreOffice printed (recalculated from the formulas: the summary's totals over both
 * bands of boards) is the engine's, as the command line printed it: each pair's line, found by its
 * names, with its total and percentage.
 */
function expectEnginesRanking(page: string, cliText: string): void {
  const lines = [...cliText.matchAll(/^=?\d+\s+(?:NS|EW) \d+\s+(.+?)\s+21\s+(\d+)\s+[\d.]+\s+([\d.]+)$/gm)];
  expect(lines).toHaveLength(14);
  for (const [, names, total, percent] of lines) {
    const printed = page.split("\n").find((l) => l.includes(names))!;
    expect(printed).toMatch(new RegExp(`\\b${total}(\\.00)?\\b.*\\b${percent.replace(".", "\\.")}\\b`));
  }
}

function expectDealPages(pages: readonly string[]): void {
  // Boards 17 to 32 of a twelve-table cross-IMP session: each board's first page holds its title,
  // its hands and double-dummy table and par beside the traveller; a board of twelve tables (a
  // twelve-by-twelve matrix) runs on to pages headed with its title again. The first board's page
  // opens with the note on the comparison matrix, printed with it.
  const title = (board: number) => new RegExp(`^\\s*Board ${board}: dealer [^(]*$`, "m");
  const startOf = (board: number) => pages.findIndex((p) => title(board).test(p));
  expect(pages[0]).toMatch(/Ranking: cross-IMPs/);
  for (let board = 17; board <= 32; board++) {
    const first = startOf(board);
    expect(first).toBeGreaterThan(0);
    const page = pages[first];
    if (board > 17) expect(firstLine(page)).toMatch(title(board));
    expect(page).toMatch(/Double-dummy tricks/);
    expect(page).toMatch(/par (NS|EW)/);
    expect(page).toMatch(/North/);
    // Every page until the next board's (or the summary's) is this board's, headed with its title.
    const next = board < 32 ? startOf(board + 1) : pages.length - 1;
    for (let k = first + 1; k < next; k++)
      expect(firstLine(pages[k])).toMatch(new RegExp(`^Board ${board}: .*\\(continued\\)$`));
  }
  expect(firstLine(pages[pages.length - 1])).toMatch(/^Session summary: cross-IMPs/);
}
