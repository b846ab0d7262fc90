// A director's evening in the built pane (dist/, from `npm run build`) in headless Chromium, with
// Excel faked (test/support/pane-browser.ts and fake-excel.js): a 7-table, 21-board Mitchell with
// a names table, scored; the method changed and Score pressed again on the results sheet the pane
// left selected (the traveller is scored again, no problem listed, Replace answered); then a PBN
// file of two sections with a deal opened, both sections written in one Score with the board's
// hands, double-dummy table and par, and saved as web pages and PBN files that carry the deal.
//
// Needs /usr/bin/chromium (scripts/setup.sh installs it). Without it the suite is skipped with a
// warning, except in CI (env CI set), where it fails.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { fakeState as fake, ROOT, startPaneBrowser, type PaneBrowser } from "../support/pane-browser";
import { browserSuite } from "../support/chromium";
import { mitchell } from "../support/movements";

const suite = browserSuite(
  "the evening in the task pane",
  "*** Install Debian's chromium (bash scripts/setup.sh) to run them; in CI they must run. ***\n",
);

let browser: PaneBrowser | undefined;

/**
 * The club's Mitchell: 7 tables, 7 rounds of 3 boards (21 boards, each played at the 7 tables),
 * NS pairs 1-7 sitting still and EW pairs 8-14 moving, typed with its Round and Table columns.
 */
function eveningRows(): unknown[][] {
  const session = mitchell(7, 7, 3, 21);
  return [
    ["Board", "Round", "Table", "NS", "EW", "Score"],
    ...session.rows.map((r) => [r.board, r.round, r.table, r.ns, r.ew + 7, r.score]),
  ];
}

/** The names table: pair number, then the pair's names (invented). */
const NAMES = Array.from({ length: 14 }, (_, i) => [i + 1, `Player ${2 * i + 1} & Player ${2 * i + 2}`]);

/** Moves the fake Excel's selection, as the director clicking a cell. */
const select = (page: Page, sheet: string, address: string) =>
  page.evaluate(
    ([s, a]) => {
      (window as unknown as { __excel: { selection: unknown } }).__excel.selection = { sheet: s, address: a };
    },
    [sheet, address],
  );

/** Every text and formula of a sheet the fake Excel holds. */
async function cellTexts(page: Page, sheet: string): Promise<string[]> {
  const cells = (await fake(page)).sheets[sheet]?.cells ?? {};
  return Object.values(cells).map((c) => String(c.formula ?? c.value ?? ""));
}

suite("the director's evening in the pane", () => {
  beforeAll(async () => {
    browser = await startPaneBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  test("score, change the method, Score again from the results sheet, then a two-section file in one Score", async () => {
    const opened = await browser!.openWatched({
      sheets: {
        Names: { top: 0, left: 0, rows: NAMES },
        "Club night": { top: 0, left: 0, rows: eveningRows() },
      },
      selection: { sheet: "Names", address: "A1:B14" },
      // A cell of a results sheet reads only its block, as in Excel: a board's, not the note.
      currentRegion: true,
    });
    const page = opened.page;
    expect(opened.errors).toEqual([]);
    const score = page.getByRole("button", { name: "Score", exact: true });

    // The names table first, then the traveller.
    await page.getByRole("button", { name: "Use the selection as the names table" }).click();
    await page.getByText("Names table: Names!A1:B14").waitFor();
    await select(page, "Club night", "C5");
    await score.click();
    // 21 boards played at 7 tables each: 147 results.
    await page.getByText('Wrote the sheet "Session matchpoints"').waitFor({ timeout: 60_000 });
    await page.getByText(/Matchpoints: 21 boards, 147 tables \(Mitchell/).waitFor();
    expect(
      (await cellTexts(page, "Session matchpoints")).some((t) => t.includes("Player 1 & Player 2")),
    ).toBe(true);
    // Writing the sheet left its A1 selected.
    expect((await fake(page)).selection).toEqual({ sheet: "Session matchpoints", address: "A1" });
    // The message names each direction's winner, and its link selects the ranking on the sheet.
    await page
      // (pairs tied at the top all named, "and" between them)
      .getByText(
        /^First: NS pair \d+, Player \d+ & Player \d+ \([\d.]+%\)( and NS pair [^;]+)?; EW pair \d+, Player/,
      )
      .waitFor();
    await page.getByRole("button", { name: "Show the ranking" }).click();
    await page.waitForFunction(
      () =>
        (window as unknown as { __excel: { selection: { address: string } } }).__excel.selection.address !==
        "A1",
    );
    const shown = (await fake(page)).selection;
    expect(shown.sheet).toBe("Session matchpoints");
    expect(shown.address).toMatch(/^A\d+:[A-Z]+\d+$/);
    // Its first row is the ranking's title.
    const firstRow = Number(/^A(\d+)/.exec(shown.address)![1]) - 1;
    expect(String((await fake(page)).sheets["Session matchpoints"].cells[`${firstRow},0`]?.value)).toMatch(
      /ranking/i,
    );

    // Cross-IMPs now, and Score pressed with a cell of the results sheet selected: the traveller
    // it came from is scored again, and the pane asks about the earlier results first.
    await page.getByLabel("Cross-IMPs").check();
    await select(page, "Session matchpoints", "D40");
    await score.click();
    await page.getByText("Replace the earlier results?").waitFor();
    // Nothing was refused or listed about the results sheet's own formulas.
    await expect(page.getByText(/problems?/i).count()).resolves.toBe(0);
    await expect(page.getByText("Nothing was written").count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Replace", exact: true }).click();
    await page.getByText('Wrote the sheet "Session cross-IMPs"').waitFor({ timeout: 60_000 });
    await page
      .getByText(/It replaces the earlier results "Session matchpoints"\. Cross-IMPs: 21 boards, 147 tables/)
      .waitFor();
    let state = await fake(page);
    expect(state.order).toEqual(["Names", "Club night", "Session cross-IMPs"]);
    expect(state.sheets["Session cross-IMPs"].cells["3,0"]?.value).toMatch(/ from 'Club night'!A1:F148\.$/);

    // A two-section PBN file: both sections go on sheets of their own, and both are scored in
    // the one Score, each results sheet noted with its own section's traveller.
    await page.getByTestId("results-file").setInputFiles({
      name: "meadow-sections.pbn",
      mimeType: "application/octet-stream",
      buffer: fs.readFileSync(path.join(ROOT, "test", "fixtures", "files", "meadow-sections.pbn")),
    });
    await page.getByText(/^Wrote 2 sheets: /).waitFor({ timeout: 60_000 });
    state = await fake(page);
    const added = state.order.slice(3);
    expect(added.slice(0, 2)).toEqual(["Meadow Monday A", "Meadow Monday B"]);
    const results = added.slice(2);
    expect(results).toHaveLength(2);
    expect(results.map((name) => state.sheets[name].cells["3,0"]?.value)).toEqual([
      expect.stringMatching(/ from 'Meadow Monday A'!A1:K4\.$/),
      expect.stringMatching(/ from 'Meadow Monday B'!A1:K3\.$/),
    ]);
    await page.getByText(`Wrote 2 sheets: "${results[0]}", "${results[1]}"`).waitFor();

    // Both sections play board 1, whose deal the file gives with its double-dummy table (North
    // and South make 13 tricks in every strain): on each results sheet, board 1 has its hands,
    // the table and par, 7NT by North or South, 1520 at love all.
    for (const name of results) {
      const texts = await cellTexts(page, name);
      expect(texts).toContain("Board 1: the deal");
      expect(texts).toContain("AKQJ"); // North's spades
      expect(texts.find((t) => t.startsWith("Double-dummy tricks"))).toMatch(
        /^Double-dummy tricks \(as the file publishes them\); par NS 1520 \(NS 7NT\)$/,
      );
    }

    // Saved as a web page and as PBN: a file for each section, named after its results sheet,
    // each with board 1's deal.
    const downloads: { name: string; text: string }[] = [];
    page.on("download", (d) => {
      void d
        .path()
        .then((p) => downloads.push({ name: d.suggestedFilename(), text: fs.readFileSync(p!, "utf8") }));
    });
    await page.getByRole("button", { name: "Web page", exact: true }).click();
    await page.getByText(`Saved ${results[1]}.html.`, { exact: false }).waitFor();
    await page.getByRole("button", { name: "PBN", exact: true }).click();
    await page.getByText(`Saved ${results[1]}.pbn.`, { exact: false }).waitFor();
    for (let waited = 0; downloads.length < 4 && waited < 50; waited++) await page.waitForTimeout(100);
    expect(downloads.map((d) => d.name).sort()).toEqual(
      [`${results[0]}.html`, `${results[1]}.html`, `${results[0]}.pbn`, `${results[1]}.pbn`].sort(),
    );
    for (const d of downloads)
      expect(d.text).toContain(d.name.endsWith(".pbn") ? '[Deal "N:AKQJ.AKQ.AKQ.AKQ' : "Board 1: the deal");

    expect(opened.errors).toEqual([]);
    await page.close();
  }, 180_000);

  test("Learn: an example scored, then Score again on its results sheet scores the example again", async () => {
    const opened = await browser!.openWatched({
      sheets: { Sheet1: { top: 0, left: 0, rows: [["Notes"]] } },
      selection: { sheet: "Sheet1", address: "A1" },
      currentRegion: true,
    });
    const page = opened.page;
    await page.getByRole("button", { name: /Learn: worked examples/ }).click();
    await page.getByRole("button", { name: "Insert A three-table Mitchell" }).click();
    await page.getByText(/^Inserted "/).waitFor();
    const score = page.getByRole("button", { name: "Score", exact: true });
    await score.click();
    await page.getByText(/^Wrote the sheet "/).waitFor();
    const first = (await fake(page)).order.at(-1)!;
    // Its results sheet is selected: Score again asks about it, and lists no problem.
    await score.click();
    await page.getByText("Replace the earlier results?").waitFor();
    await expect(page.getByText(/problems?/i).count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Keep both", exact: true }).click();
    await page.getByText(/^Wrote the sheet "/).waitFor();
    const order = (await fake(page)).order;
    expect(order.slice(-2)).toEqual([first, `${first} (2)`]);
    expect(opened.errors).toEqual([]);
    await page.close();
  }, 120_000);
});
