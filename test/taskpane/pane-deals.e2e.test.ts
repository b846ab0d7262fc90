// Hand records in the built pane (dist/, so build first), in headless Chromium with Excel faked:
// a PBN file with deals opened through the file picker is scored with each board's hands, its
// double-dummy table and par beside it (solved in the pane's Web Worker, the file giving no table),
// and the web page and PBN file saved from the pane carry the deal; a CSV traveller on a sheet
// takes its deals from a deal file with Add hand records.
//
// Needs /usr/bin/chromium; without it the suite is skipped with a warning, except in CI.
import fs from "node:fs";
import path from "node:path";
import { parOf, parseDeal, solveTable } from "../../src/scoring";
import { browserSuite } from "../support/chromium";
import { fakeState as fake, ROOT, startPaneBrowser, type PaneBrowser } from "../support/pane-browser";

const suite = browserSuite("the pane's hand-records browser test");
const FIXTURES = path.join(ROOT, "test", "fixtures");
// club-pairs.pbn: sections A and B of boards 1 to 3; board 1 (dealer N, nobody vulnerable) alone
// has its deal, and no table. Section B, the last, is scored as the file is opened.
const CLUB = fs.readFileSync(path.join(FIXTURES, "files", "club-pairs.pbn"));
const CLUB_BOARD_1 = "N:AKQ2.K32.Q54.T98 JT9.AQ4.K32.7654 8765.T98.AJ9.K32 43.J765.T876.AQJ";

let browser: PaneBrowser | undefined;

/** The cells of a sheet of the fake workbook, as text. */
const texts = (cells: Record<string, { value?: unknown }>): string[] =>
  Object.values(cells).map((c) => String(c.value ?? ""));

/** The par as the sheet words it ("NS 90 (NS 1NT)"), worked out here from the core's table. */
function parWords(deal: string): string {
  const par = parOf(solveTable(parseDeal(deal)), "None", "N");
  return par.score === 0 ? "0 (passed out)" : `${par.score > 0 ? "NS" : "EW"} ${Math.abs(par.score)}`;
}

suite("hand records in the pane", () => {
  beforeAll(async () => {
    browser = await startPaneBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  test("a PBN file with deals: each board's hands, table and par on the sheet, and in the web page and PBN saved", async () => {
    const { page, errors } = await browser!.openWatched({
      sheets: { Sheet1: { top: 0, left: 0, rows: [["Notes"]] } },
      selection: { sheet: "Sheet1", address: "A1" },
    });
    await page.getByTestId("results-file").setInputFiles({
      name: "club-pairs.pbn",
      mimeType: "application/octet-stream",
      buffer: CLUB,
    });
    // Sections A and B (both play board 1), each its own results sheet, in one Score.
    await page.getByText(/^Wrote 2 sheets: "/).waitFor({ timeout: 90_000 });
    const state = await fake(page);
    const results = state.order[state.order.length - 1];
    const cells = texts(state.sheets[results].cells);
    expect(cells).toContain("Board 1: the deal");
    // North's spades, East's, South's, West's: as the file deals them.
    for (const holding of ["AKQ2", "JT9", "8765", "43"]) expect(cells).toContain(holding);
    const title = cells.find((t) => t.startsWith("Double-dummy tricks"));
    expect(title).toMatch(new RegExp(`^Double-dummy tricks; par ${parWords(CLUB_BOARD_1)} \\(`));
    // The table as the core solves the deal (here under Node): declarers N, S, E, W; NT, S, H, D, C.
    const sheetCells = state.sheets[results].cells;
    const at = Object.entries(sheetCells).find(([, c]) =>
      String(c.value).startsWith("Double-dummy tricks"),
    )![0];
    const [r, c] = at.split(",").map(Number);
    const tricks = solveTable(parseDeal(CLUB_BOARD_1)).tricks;
    ["N", "S", "E", "W"].forEach((seat, k) => {
      const row = r + 2 + k;
      expect(sheetCells[`${row},${c}`].value).toBe(seat);
      const seatIndex = "NESW".indexOf(seat);
      [4, 0, 1, 2, 3].forEach((strain, s) =>
        expect(sheetCells[`${row},${c + 1 + s}`].value).toBe(tricks[seatIndex][strain]),
      );
    });
    // Only board 1 has a deal.
    expect(cells.filter((t) => /^Board \d+: the deal$/.test(t))).toEqual(["Board 1: the deal"]);
    // The deals are kept in the document for the sheets the sections went on.
    expect(Object.keys(state.settings["bridgeScoring.deals"] as object)).toHaveLength(2);

    const save = async (button: string): Promise<string> => {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: button, exact: true }).click(),
      ]);
      return fs.readFileSync((await download.path())!, "utf8");
    };
    const html = await save("Web page");
    expect(html).toContain("Board 1: the deal");
    expect(html).toContain("AKQ2");
    const pbn = await save("PBN");
    expect(pbn).toContain(`[Deal "${CLUB_BOARD_1}"]`);
    expect(pbn).toContain("[OptimumResultTable");
    expect(await save("USEBIO")).toContain("<HANDSET>");
    expect(errors).toEqual([]);
    await page.close();
  }, 150_000);

  test("Add hand records: a CSV traveller on a sheet takes a deal file's deals by board number", async () => {
    const csv = fs.readFileSync(path.join(ROOT, "examples", "mitchell-session.csv"), "utf8");
    const rows = csv
      .trim()
      .split("\n")
      .map((l) => l.split(",").map((v) => (/^-?\d+$/.test(v) ? Number(v) : v.replace(/^"|"$/g, ""))));
    const { page, errors } = await browser!.openWatched({
      sheets: { Sheet1: { top: 0, left: 0, rows } },
      selection: { sheet: "Sheet1", address: "B3" },
    });
    await page.getByText("3 boards, 9 tables").waitFor();
    await page.getByTestId("hand-records-file").setInputFiles({
      name: "mitchell-deals.pbn",
      mimeType: "application/octet-stream",
      buffer: fs.readFileSync(path.join(FIXTURES, "hand-records", "mitchell-deals.pbn")),
    });
    await page.getByText("Hand records kept for Sheet1!A1:J11").waitFor();
    // The boards without a deal are named.
    await page.getByText(/Board 3 has no deal in mitchell-deals\.pbn/).waitFor();
    await page.getByRole("button", { name: "Score", exact: true }).click();
    await page.getByText('Wrote the sheet "Session matchpoints"').waitFor({ timeout: 90_000 });
    const cells = texts((await fake(page)).sheets["Session matchpoints"].cells);
    expect(cells.filter((t) => /^Board \d+: the deal$/.test(t))).toEqual([
      "Board 1: the deal",
      "Board 2: the deal",
    ]);
    expect(cells.filter((t) => t.startsWith("Double-dummy tricks; par "))).toHaveLength(2);
    expect(errors).toEqual([]);
    await page.close();
  }, 150_000);
});
