// The built task pane (dist/, from `npm run build`) in headless Chromium (Debian's chromium driven
// by playwright-core), served from a local http server on 127.0.0.1 (test/support/pane-browser.ts,
// shared with the accessibility tests). office.js comes from node_modules/@microsoft/office-js
// through route interception (no network); appended to it, test/support/fake-excel.js stands in
// for Excel: it serves a traveller as the selection and records every sheet written. Then: choose a method, click Score, see the new sheet or the list
// of problems. A screenshot of the pane at task pane width is kept in test-artifacts/.
//
// Needs /usr/bin/chromium (scripts/setup.sh installs it). Without it the suite is skipped with a
// warning, except in CI (env CI set), where it fails.
import fs from "node:fs";
import path from "node:path";
import { readCsv } from "../../src/io/csv";
import { readTraveller } from "../../src/scoring";
import { writePbn } from "../support/pbn-writer";
import { sessionRows } from "../support/sessions";
import {
  ARTIFACTS,
  fakeState as fake,
  ROOT,
  startPaneBrowser,
  BOARD_15,
  fitsNarrow,
  type FakeSetup,
  type OpenedPane,
  type PaneBrowser,
} from "../support/pane-browser";
import { browserSuite } from "../support/chromium";

const suite = browserSuite(
  "the task pane end-to-end tests",
  "*** Install Debian's chromium (bash scripts/setup.sh) to run them; in CI they must run. ***\n",
);

let browser: PaneBrowser | undefined;

/**
 * Opens the pane in a new page (see test/support/pane-browser.ts), and checks it threw nothing
 * as it opened.
 */
async function openPane(setup: FakeSetup | null): Promise<OpenedPane> {
  const opened = await browser!.openWatched(setup);
  expect(opened.errors).toEqual([]);
  return opened;
}

suite("the task pane in headless Chromium", () => {
  beforeAll(async () => {
    // Refuses a dist/ older than src/: the pane's bundle holds the core, the sheet and the Office
    // writer too, not only src/taskpane.
    browser = await startPaneBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  test("outside Excel the pane still renders, says it is not in Excel, and cannot score", async () => {
    const { page, refused } = await openPane(null);
    await expect(page.getByText("Not running in Excel").isVisible()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Score", exact: true }).isDisabled()).resolves.toBe(true);
    await fitsNarrow(page, "outside Excel");
    // The pane itself asks for nothing remote (office.js may try its own telemetry host outside Office).
    expect(refused.filter((u) => !u.includes("telemetryservice.firstpartyapps.oaspapps.com"))).toEqual([]);
    await page.close();
  }, 60_000);

  test("Insert a live ranking: RANKING on a new sheet, BOARDRESULTS beside the traveller; never over a filled cell", async () => {
    const { page } = await openPane({
      sheets: { Sheet1: { top: 1, left: 1, rows: BOARD_15 } },
      selection: { sheet: "Sheet1", address: "D5" },
    });
    await page.getByText("1 board, 5 tables").waitFor();
    await page.getByLabel("Each row's results beside the traveller (BOARDRESULTS)").check();
    await page.getByRole("button", { name: "Insert a live ranking" }).click();
    await page.getByText("Live ranking inserted").waitFor();
    let state = await fake(page);
    expect(state.order).toEqual(["Sheet1", "Live ranking"]);
    // The traveller is B2:I8 (7 rows, 8 columns): RANKING in A1, BOARDRESULTS in J2 (row 1, column 9).
    expect(state.sheets["Live ranking"].cells["0,0"].formula).toBe('=BRIDGE.RANKING(Sheet1!$B$2:$I$8,"mp")');
    expect(state.sheets.Sheet1.cells["1,9"].formula).toBe('=BRIDGE.BOARDRESULTS(Sheet1!$B$2:$I$8,"mp")');
    // A cell of the traveller named: nothing is written, and the pane says which cell.
    const filled = Object.keys(state.sheets.Sheet1.cells).length;
    await page.getByLabel("Live ranking at cell").fill("C3");
    await page.getByRole("button", { name: "Insert a live ranking" }).click();
    await page.getByText("Sheet1!C3 is not empty: nothing was written", { exact: false }).waitFor();
    state = await fake(page);
    expect(state.order).toEqual(["Sheet1", "Live ranking"]);
    expect(Object.keys(state.sheets.Sheet1.cells)).toHaveLength(filled);
    await fitsNarrow(page, "a live ranking refused");
    await page.close();
  }, 60_000);

  test("choose cross-IMPs, divide by nothing, Score: a new sheet is written in at most 3 syncs", async () => {
    const { page, refused } = await openPane({
      sheets: { Sheet1: { top: 1, left: 1, rows: BOARD_15 } },
      selection: { sheet: "Sheet1", address: "D5" },
    });
    // The pane read the block around the selected cell as it opened.
    await page.getByText("1 board, 5 tables").waitFor();
    await expect(page.getByText("Sheet1!B2:I8").isVisible()).resolves.toBe(true);
    await fitsNarrow(page, "a board read");
    // Nothing to save before a sheet is written.
    await expect(page.getByText("Save the results as").count()).resolves.toBe(0);
    // Butler's datum: Trim each end and Round to side by side.
    await page.getByLabel("Butler", { exact: true }).check();
    await page.getByLabel("Round to").waitFor();
    await fitsNarrow(page, "Butler's options");
    // All three methods: every method's options at once.
    await page.getByLabel("All three (teaching)").check();
    await page.getByLabel("Divide each total by").selectOption("number");
    await page.getByLabel("Divisor", { exact: true }).waitFor();
    await fitsNarrow(page, "every method's options");
    await page.getByLabel("Cross-IMPs").check();
    await page.getByLabel("Divide each total by").selectOption("total");
    await page.getByRole("button", { name: "Score", exact: true }).click();
    await page.getByText('Wrote the sheet "Board 15 cross-IMPs"').waitFor();
    await fitsNarrow(page, "written, with the Save buttons");
    await expect(page.getByText("Save the results as").count()).resolves.toBe(1);

    const state = await fake(page);
    expect(state.order).toEqual(["Sheet1", "Board 15 cross-IMPs"]);
    const writing = state.runs.filter((r) => r.added.length > 0);
    expect(writing).toHaveLength(1);
    expect(writing[0].syncs).toBeLessThanOrEqual(3);
    // Calculation was suspended inside the run that wrote, before its last sync.
    expect(writing[0].suspendedAt).not.toBeNull();
    expect(writing[0].suspendedAt!).toBeLessThan(writing[0].syncs);
    const sheet = state.sheets["Board 15 cross-IMPs"];
    const cells = Object.values(sheet.cells);
    // The traveller's scores are on the sheet, and the workings are formulas.
    for (const score of [100, -200, -430, 50]) expect(cells.some((c) => c.value === score)).toBe(true);
    expect(cells.filter((c) => c.formula?.startsWith("=")).length).toBeGreaterThan(20);
    expect(sheet.frozenRows).toBeGreaterThan(0);
    // It prints landscape, every column on one page width, within its print area (set in the
    // same run, no extra sync); each page opens with what it holds, no rows repeated on every page.
    expect(sheet.pageLayout).toMatchObject({
      orientation: "Landscape",
      zoom: { horizontalFitToPages: 1, verticalFitToPages: 0 },
      printArea: expect.stringMatching(/^A1:[A-Z]+\d+$/),
    });
    expect(sheet.pageLayout.printTitleRows).toBeUndefined();
    // The sheet the director typed is unchanged.
    expect(Object.keys(state.sheets.Sheet1.cells)).toHaveLength(
      BOARD_15.flat().filter((v) => v !== "").length,
    );
    // The choices are remembered in the document.
    expect(state.settings["bridgeScoring.pane"]).toMatchObject({ method: "cross", divisor: "total" });
    expect(refused.filter((u) => !u.includes("telemetryservice.firstpartyapps.oaspapps.com"))).toEqual([]);

    // Readable at the narrowest task pane: nothing sticks out sideways at 320 px.
    await page.setViewportSize({ width: 320, height: 900 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 350, height: 900 });

    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    const shot = await page.screenshot({ path: path.join(ARTIFACTS, "taskpane.png") });
    expect(shot.length).toBeGreaterThan(10_000);
    if (process.env.UPDATE_DOCS_SCREENSHOT) {
      fs.mkdirSync(path.join(ROOT, "docs", "images"), { recursive: true });
      fs.writeFileSync(path.join(ROOT, "docs", "images", "taskpane.png"), shot);
    }
    await page.close();
  }, 60_000);

  test("a traveller with problems: each is listed by its Excel address, and Score writes nothing", async () => {
    const rows = BOARD_15.map((r) => [...r]);
    rows[3][2] = "4Z"; // table 2's contract, at D5 (the block starts at B2)
    const { page } = await openPane({
      sheets: { Sheet1: { top: 1, left: 1, rows } },
      selection: { sheet: "Sheet1", address: "B2:I8" },
    });
    await page.getByText(/1 problem/).waitFor();
    const problems = page.getByRole("list", { name: "Problems" });
    await expect(problems.textContent()).resolves.toMatch(/Sheet1!D5: "4Z"/);

    await page.getByRole("button", { name: "Score", exact: true }).click();
    await page.getByText("Nothing was written").waitFor();
    await fitsNarrow(page, "problems listed");
    // The keyboard focus moves to the problems.
    await expect(page.evaluate(() => document.activeElement?.textContent ?? "")).resolves.toMatch(
      /Sheet1!D5/,
    );
    const state = await fake(page);
    expect(state.added).toEqual([]);
    expect(state.order).toEqual(["Sheet1"]);
    await page.close();
  }, 60_000);

  test("a missing line is asked with its fix, and Score as entered writes the sheet saying so", async () => {
    // Three tables of a Mitchell, two boards a round (boards 1-2 at NS 1 v EW 1, NS 2 v EW 2, NS 3
    // v EW 3); NS 3 v EW 3's line of board 2 is missing: asked, not refused.
    const rows: unknown[][] = [
      ["Board", "NS", "EW", "Score"],
      [1, 1, 1, 420],
      [1, 2, 2, 450],
      [1, 3, 3, -50],
      [2, 1, 1, 110],
      [2, 2, 2, 140],
    ];
    const { page } = await openPane({
      sheets: { Sheet1: { top: 0, left: 0, rows } },
      selection: { sheet: "Sheet1", address: "A1:D6" },
    });
    await page.getByText("2 boards, 5 tables").waitFor();
    await page.getByRole("button", { name: "Score", exact: true }).click();
    await page.getByText("Nothing was written").waitFor();
    const asked = page.getByRole("list", { name: "Rows that look mistyped" });
    // The pairing's line on board 1 (row 4 of the sheet, its Board column) is named, with the fix.
    await expect(asked.textContent()).resolves.toMatch(
      /Sheet1!A4: Board 2 has no result for NS 3 v EW 3, .*Suggested: type the board's result, NP or an award\./,
    );
    await fitsNarrow(page, "a row asked about");
    expect((await fake(page)).added).toEqual([]);
    await page.getByRole("button", { name: "Score as entered" }).click();
    await page.getByText(/Wrote the sheet/).waitFor();
    await expect(
      page
        .getByText(/Scored as played/)
        .first()
        .textContent(),
    ).resolves.toMatch(/Board 2 has no result for NS 3 v EW 3/);
    expect((await fake(page)).added).toHaveLength(1);
    await page.close();
  }, 60_000);

  test("a column read wrongly is corrected from its dropdown, without touching the sheet", async () => {
    // "Outcome" is not a header the reader knows, so the tricks are missing until the director says what it is.
    const rows = [
      ["Board", "NS", "EW", "Contract", "By", "Outcome"],
      [15, 3, 6, "4H", "E", 8],
      [15, 4, 5, "2S", "N", 6],
    ];
    const { page } = await openPane({
      sheets: { Sheet1: { top: 0, left: 0, rows } },
      selection: { sheet: "Sheet1", address: "A1" },
    });
    await page
      .getByText(/problem/)
      .first()
      .waitFor();
    await page.getByRole("button", { name: /Columns read as/ }).click();
    await fitsNarrow(page, "the columns read, open");
    await page.getByLabel("Outcome").selectOption("result");
    await page.getByText("1 board, 2 tables").waitFor();
    await expect(page.getByRole("list", { name: "Problems" }).count()).resolves.toBe(0);
    const state = await fake(page);
    expect(state.added).toEqual([]);
    await page.close();
  }, 60_000);

  test("Learn: an example goes onto a new sheet, selected, and Score (keyboard only) scores it all three ways", async () => {
    const { page } = await openPane({
      sheets: { Sheet1: { top: 0, left: 0, rows: [["Notes"]] } },
      selection: { sheet: "Sheet1", address: "A1" },
    });
    await page.getByRole("button", { name: /Learn: worked examples/ }).click();
    await fitsNarrow(page, "the worked examples, open");
    await page.getByRole("button", { name: "Insert Butler against cross-IMPs" }).click();
    await page.getByText('Inserted "Example Butler v cross"').waitFor();
    await page.getByText("3 boards, 12 tables").waitFor();
    await expect(page.getByLabel("All three (teaching)").isChecked()).resolves.toBe(true);
    let state = await fake(page);
    expect(state.order).toEqual(["Sheet1", "Example Butler v cross"]);
    expect(state.selection).toEqual({ sheet: "Example Butler v cross", address: "A1:F13" });

    // The focus is on Score after inserting; Enter scores.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Score");
    await page.keyboard.press("Enter");
    await page.getByText('Wrote the sheet "Session all methods"').waitFor();
    state = await fake(page);
    expect(state.order).toEqual(["Sheet1", "Example Butler v cross", "Session all methods"]);
    expect(state.runs.filter((r) => r.added.length > 0).every((r) => r.syncs <= 3)).toBe(true);
    await page.close();
  }, 60_000);
  test("after scoring, Save results as PBN downloads the file; outside Excel the pane links to the teaching page", async () => {
    const { page } = await openPane({
      sheets: { Sheet1: { top: 1, left: 1, rows: BOARD_15 } },
      selection: { sheet: "Sheet1", address: "D5" },
    });
    await page.getByText("1 board, 5 tables").waitFor();
    await page.getByLabel("Cross-IMPs").check();
    await page.getByLabel("Divide each total by").selectOption("total");
    await page.getByRole("button", { name: "Score", exact: true }).click();
    await page.getByText('Wrote the sheet "Board 15 cross-IMPs"').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "PBN", exact: true }).click(),
    ]);
    // Named after the results sheet just written.
    expect(download.suggestedFilename()).toBe("Board 15 cross-IMPs.pbn");
    const pbn = fs.readFileSync((await download.path())!, "utf8");
    // The club's board 15: cross-IMP totals 31, -1, -27, -27, 24 (IMP_NS, before the last column).
    const rows = pbn.split("\r\n").filter((l) => /^\s*"\d+"\s+"\d+"\s+"\d+"/.test(l));
    expect(rows.map((r) => r.trim().split(/\s+/).slice(-2)[0])).toEqual([
      '"31"',
      '"-1"',
      '"-27"',
      '"-27"',
      '"24"',
    ]);
    await page.getByText("Saved Board 15 cross-IMPs.pbn.").waitFor();
    await page.close();

    const outside = await openPane(null);
    await expect(
      outside.page.getByRole("link", { name: "teaching page" }).getAttribute("href"),
    ).resolves.toBe("learn.html");
    await outside.page.close();
  }, 60_000);

  test("a federation's IMP scale from a range: a bad cell is named, a good range is kept and scores the board", async () => {
    // A coarse scale made up for the test (0-99: 0, 100-249: 1, 250-499: 2, 500 up: 3), at A1 of
    // a sheet of its own; B4 first holds a typing slip.
    const scale = [
      ["From", "IMPs"],
      [0, 0],
      [100, 1],
      [250, "x"],
      [500, 3],
    ];
    const { page } = await openPane({
      sheets: {
        Sheet1: { top: 1, left: 1, rows: BOARD_15 },
        Scales: { top: 0, left: 0, rows: scale },
      },
      selection: { sheet: "Sheet1", address: "D5" },
    });
    await page.getByText("1 board, 5 tables").waitFor();
    const select = (sheet: string, address: string) =>
      page.evaluate(
        ([s, a]) => {
          (window as unknown as { __excel: { selection: unknown } }).__excel.selection = {
            sheet: s,
            address: a,
          };
        },
        [sheet, address],
      );
    await select("Scales", "A1:B5");
    const use = page.getByRole("button", { name: "Use the selection as the IMP scale" });
    await use.click();
    await page.getByText('Scales!B4 is "x": expected a number', { exact: false }).waitFor();
    expect(JSON.stringify((await fake(page)).settings)).not.toContain("Scales!");
    // The slip put right, the range is taken and kept with the workbook's choices.
    await page.evaluate(() => {
      const cells = (
        window as unknown as {
          __excel: { sheets: Record<string, { cells: Record<string, { value?: unknown }> }> };
        }
      ).__excel.sheets.Scales.cells;
      cells["3,1"] = { ...cells["3,1"], value: 2 };
    });
    await use.click();
    await page.getByText("IMP scale: Scales!A1:B5, 4 bands.").waitFor();
    await expect(page.getByRole("button", { name: "Built-in IMP scale" }).isVisible()).resolves.toBe(true);
    // Score board 15 by cross-IMPs: the sheet says which scale it was given.
    await select("Sheet1", "D5");
    await page.getByLabel("Cross-IMPs").check();
    await page.getByRole("button", { name: "Score", exact: true }).click();
    await page.getByText('Wrote the sheet "Board 15 cross-IMPs"').waitFor();
    const state = await fake(page);
    const cells = Object.values(state.sheets["Board 15 cross-IMPs"].cells);
    expect(cells.some((c) => c.value === "IMP scale given: Given IMP scale (Scales!A1:B5)")).toBe(true);
    expect(JSON.stringify(state.settings)).toContain("Scales!A1:B5");
    await page.close();
  }, 60_000);

  test("Open a results file: a PBN file through the file picker gives the same results sheet as the equivalent CSV", async () => {
    // The Mitchell example as a director typed it (Sheet1), and the same traveller as a PBN file.
    const csv = fs.readFileSync(path.join(ROOT, "examples", "mitchell-session.csv"), "utf8");
    const rows = readCsv(csv).rows.map((r) => r.map((c) => (/^-?\d+$/.test(c.trim()) ? Number(c) : c)));
    const pbn = writePbn(readTraveller(readCsv(csv).rows), "Club pairs");
    const { page } = await openPane({
      sheets: { Sheet1: { top: 0, left: 0, rows } },
      selection: { sheet: "Sheet1", address: "B3" },
    });
    await page.getByText("3 boards, 9 tables").waitFor();
    await page.getByRole("button", { name: "Score", exact: true }).click();
    await page.getByText('Wrote the sheet "Session matchpoints"').waitFor();

    await page.getByTestId("results-file").setInputFiles({
      name: "club.pbn",
      mimeType: "application/octet-stream",
      buffer: Buffer.from(pbn, "utf8"),
    });
    await page.getByText('Wrote the sheet "Session matchpoints (2)"').waitFor();
    const state = await fake(page);
    // The traveller went on a new sheet of its own, then its results sheet; Sheet1 is untouched.
    expect(state.order).toEqual(["Sheet1", "Session matchpoints", "Club pairs", "Session matchpoints (2)"]);
    expect(Object.keys(state.sheets.Sheet1.cells)).toHaveLength(rows.flat().filter((v) => v !== "").length);
    const traveller = state.sheets["Club pairs"].cells;
    expect(
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((c) => traveller[`0,${c}`]?.value ?? traveller[`0,${c}`]?.formula),
    ).toEqual(["Board", "Table", "NS", "EW", "Contract", "By", "Lead", "Tricks", "Score"]);
    // Every cell of the two results sheets alike: values, formulas and formats.
    const fromCsv = state.sheets["Session matchpoints"].cells;
    const fromPbn = state.sheets["Session matchpoints (2)"].cells;
    expect(Object.keys(fromPbn).length).toBeGreaterThan(100);
    // The title names its own sheet, and the movement as each input shows it: the CSV's Round
    // column gives the rounds, the PBN file (no round in its traveller) only the board sets.
    // Everything else is the same.
    expect(fromPbn["0,0"].value).toBe(
      String(fromCsv["0,0"].value)
        .replace("Session matchpoints", "Session matchpoints (2)")
        .replace("3 rounds, ", "")
        .replace(" (Round column)", ""),
    );
    // The row under the title names the traveller each was scored from.
    expect(fromCsv["3,0"].value).toMatch(/ from Sheet1!A1:J11\.$/);
    expect(fromPbn["3,0"].value).toMatch(/ from 'Club pairs'!A1:I10\.$/);
    expect({ ...fromPbn, "0,0": null, "3,0": null }).toEqual({ ...fromCsv, "0,0": null, "3,0": null });
    await page.close();
  }, 60_000);
  test("Open a results file: a Bridgemate database (.bws) through the file picker is read in the browser and scored", async () => {
    // The club's 11-table Mitchell of 27 boards (invented names), read by mdb-reader in the pane.
    const bws = fs.readFileSync(path.join(ROOT, "test", "fixtures", "files", "club-session.bws"));
    const { page } = await openPane({
      sheets: { Sheet1: { top: 0, left: 0, rows: [["Notes"]] } },
      selection: { sheet: "Sheet1", address: "A1" },
    });
    await page.getByTestId("results-file").setInputFiles({
      name: "club-session.bws",
      mimeType: "application/octet-stream",
      buffer: bws,
    });
    await page.getByText('Wrote the sheet "Session matchpoints"').waitFor();
    const state = await fake(page);
    expect(state.order).toEqual(["Sheet1", "club-session A", "Session matchpoints"]);
    // The traveller sheet: the header and the 297 results.
    const rowsOf = new Set(Object.keys(state.sheets["club-session A"].cells).map((k) => k.split(",")[0]));
    expect(rowsOf.size).toBe(298);
    await page.close();
  }, 90_000);

  test("Learn: the teams match is read as a teams event, offers the teams choices, and scores to a Teams sheet", async () => {
    const { page } = await openPane({
      sheets: { Sheet1: { top: 0, left: 0, rows: [["Notes"]] } },
      selection: { sheet: "Sheet1", address: "A1" },
    });
    await page.getByRole("button", { name: /Learn: worked examples/ }).click();
    await page.getByRole("button", { name: "Insert A teams match in IMPs" }).click();
    await page.getByText('Inserted "Example teams match"').waitFor();
    // The matches read: two teams, one round, one match of 8 boards.
    await page.getByText("Round 1: Aces v Kings, 8 boards").waitFor();
    await expect(page.getByLabel("IMPs", { exact: true }).isChecked()).resolves.toBe(true);
    await fitsNarrow(page, "a teams match read");
    await page.getByRole("button", { name: "Score", exact: true }).click();
    await page.getByText('Wrote the sheet "Teams"').waitFor();
    await page.getByText(/Teams, IMPs: 1 match of 2 teams over 1 round/).waitFor();
    const state = await fake(page);
    expect(state.order).toEqual(["Sheet1", "Example teams match", "Teams"]);
    expect(state.runs.filter((r) => r.added.length > 0).every((r) => r.syncs <= 3)).toBe(true);
    // Saved as a web page: the match's VPs (10 IMPs over 8 boards is 13.78 to 6.22 on the WBF
    // scale), not the rows ranked as pairs by matchpoint percentage.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Web page", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Teams.html");
    const html = fs.readFileSync((await download.path())!, "utf8");
    for (const text of ["Aces", "Kings", "13.78", "6.22"]) expect(html).toContain(text);
    expect(html).not.toMatch(/\d+\.\d\d%/);
    await page.close();
  }, 60_000);

  test("a 36-board, 20-table session by all three methods: the bar counts the boards, and the pane answers between them", async () => {
    const rows = sessionRows(36, 20);
    const { page } = await openPane({
      sheets: { Sheet1: { top: 0, left: 0, rows } },
      selection: { sheet: "Sheet1", address: "A1" },
    });
    await page.getByText("36 boards, 720 tables").waitFor();
    await page.getByLabel("All three (teaching)").check();
    // A timer in the page notes the bar's count each time it runs: it runs only when the pane is
    // not busy, so counts noted while scoring show the pane let the browser in between boards.
    await page.evaluate(() => {
      const w = window as unknown as { __counts: string[] };
      w.__counts = [];
      setInterval(() => {
        const m = /\d+ of \d+ boards? (scored|laid out on the sheet)/.exec(document.body.innerText);
        if (m && w.__counts[w.__counts.length - 1] !== m[0]) w.__counts.push(m[0]);
      }, 10);
    });
    await page.getByRole("button", { name: "Score", exact: true }).click();
    // The progress bar shows once the work has run half a second, and stays until it is done.
    await page.getByRole("progressbar").waitFor({ timeout: 90_000 });
    await fitsNarrow(page, "scoring, with the progress bar");
    // Not a wait for the bar itself: on a busy machine a wait can poll between two of its states;
    // the timer above has noted every count the bar showed.
    await page.getByText('Wrote the sheet "Session all methods"').waitFor({ timeout: 90_000 });
    const counts = await page.evaluate(() => (window as unknown as { __counts: string[] }).__counts);
    // Several different counts were seen as the work went on, each of the 36 boards scored or of
    // the 72 layings out (36 boards, a draft and the sheet).
    expect(counts.length).toBeGreaterThanOrEqual(2);
    for (const c of counts) expect(c).toMatch(/^\d+ of (36 boards scored|72 boards laid out on the sheet)$/);
    const state = await fake(page);
    expect(state.order).toEqual(["Sheet1", "Session all methods"]);
    await page.close();
  }, 120_000);

  test("scoring a traveller again asks first; Replace puts the new results in place of the earlier ones", async () => {
    const { page } = await openPane({
      sheets: { Sheet1: { top: 1, left: 1, rows: BOARD_15 } },
      selection: { sheet: "Sheet1", address: "D5" },
    });
    await page.getByText("1 board, 5 tables").waitFor();
    const score = page.getByRole("button", { name: "Score", exact: true });
    // Writing a sheet selects its A1: the director clicks in the traveller again before each Score.
    const backToTraveller = () =>
      page.evaluate(() => {
        (window as unknown as { __excel: { selection: unknown } }).__excel.selection = {
          sheet: "Sheet1",
          address: "D5",
        };
      });
    await score.click();
    await page.getByText('Wrote the sheet "Board 15 matchpoints"').waitFor();
    let state = await fake(page);
    // The row under the title says when and from where it was scored.
    expect(String(state.sheets["Board 15 matchpoints"].cells["3,0"]?.value)).toMatch(
      /^Scored on \d{1,2} [A-Z][a-z]+ \d{4} at \d\d:\d\d from Sheet1!B2:I8\.$/,
    );

    await backToTraveller();
    await score.click();
    await page.getByText("Replace the earlier results?").waitFor();
    // The focus is on the answer; nothing more was written yet.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Replace");
    expect((await fake(page)).order).toEqual(["Sheet1", "Board 15 matchpoints"]);
    await fitsNarrow(page, "the question whether to replace");
    await page.getByRole("button", { name: "Replace", exact: true }).click();
    await page.getByText(/It replaces the earlier results "Board 15 matchpoints"\./).waitFor();
    state = await fake(page);
    expect(state.order).toEqual(["Sheet1", "Board 15 matchpoints"]);
    expect(state.deleted).toEqual(["Board 15 matchpoints old"]);

    // Keep both: a second sheet beside it.
    await backToTraveller();
    await score.click();
    await page.getByRole("button", { name: "Keep both", exact: true }).click();
    await page.getByText('Wrote the sheet "Board 15 matchpoints (2)"').waitFor();
    expect((await fake(page)).order).toEqual(["Sheet1", "Board 15 matchpoints", "Board 15 matchpoints (2)"]);
    await page.close();
  }, 60_000);
});
