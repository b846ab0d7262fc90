// The results web page (src/writers/html.ts) of every example in headless Chromium (Debian's
// chromium driven by playwright-core), at 1280 and 360 px wide. The page is served by route
// interception from memory; every other request is refused and fails the test, so a page that
// fetched anything (a font, a script, an image) would be caught. Each page is checked with
// axe-core (WCAG 2.1 AA: no violations), with the workings hidden and shown; at 360 px the page,
// its ranking and its travellers must not scroll sideways. The results site (scorecards, long
// names) is followed link by link: ranking, scorecard, board, ranking; at 360 px every table fits
// or scrolls inside a focusable, labelled region. Screenshots are kept in
// test-artifacts/html/; UPDATE_DOCS_SCREENSHOT=1 also refreshes docs/images/results-page*.png.
//
// Needs /usr/bin/chromium; without it the suite is skipped with a warning, except in CI.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { readCsv } from "../../src/io/csv";
import { readTraveller } from "../../src/scoring";
import { eventTitle } from "../../src/sheet/event-title";
import { buildSheetWithSummary, ResultsSheetOptions } from "../../src/sheet/results";
import { renderHtmlPage } from "../../src/writers/html";
import { pairScorecards } from "../../src/writers/scorecards";
import { scoreForSheet } from "../../src/sheet/results";
import { main } from "../../src/cli/score";
import { readInputFile } from "../../src/cli/files";
import os from "node:os";
import { axeLines, browserSuite, launchChromium, ROOT } from "../support/chromium";
import { sessionRows } from "../support/sessions";

const ARTIFACTS = path.join(ROOT, "test-artifacts", "html");
/** Where the page is served from: nothing is ever fetched from this (made-up) host. */
const PAGE_URL = "http://results.invalid/page.html";

const suite = browserSuite("the results page browser tests");

const EXAMPLES = fs.readdirSync(path.join(ROOT, "examples")).filter((f) => f.endsWith(".csv"));
/** Each example by cross-IMPs and matchpoints; Butler on the examples that explain it. */
const RUNS = EXAMPLES.flatMap((file) =>
  (/butler|weighted-ruling\.csv/.test(file)
    ? (["cross", "mp", "butler"] as const)
    : (["cross", "mp"] as const)
  ).map((method) => [file, method] as const),
);

function pageOf(file: string, options: ResultsSheetOptions): string {
  const rows = readCsv(fs.readFileSync(path.join(ROOT, "examples", file), "utf8")).rows;
  const traveller = readTraveller(rows);
  // The site, as the command line writes it: each pair's scorecard, linked from the ranking and the boards.
  return renderHtmlPage(buildSheetWithSummary(traveller, options), {
    eventTitle: eventTitle(rows, traveller),
    scorecards: pairScorecards(scoreForSheet(traveller, options)[0], traveller),
  });
}

let browser: Browser;

/** Opens a page at the given width; every request but the page itself is refused and listed. */
async function open(html: string, width: number): Promise<{ page: Page; refused: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const refused: string[] = [];
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (url === PAGE_URL) return route.fulfill({ body: html, contentType: "text/html; charset=utf-8" });
    refused.push(url);
    return route.abort();
  });
  await page.goto(PAGE_URL);
  return { page, refused };
}

const axe = axeLines;

suite("the results web page in headless Chromium", () => {
  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const [file, method] of RUNS)
    test(`${file}, ${method}: 1280 and 360 px, no request, no axe violation, nothing wider than a phone`, async () => {
      const html = pageOf(file, { method });
      const name = `${file.replace(/\.csv$/, "")}-${method}`;
      for (const width of [1280, 360]) {
        const { page, refused } = await open(html, width);
        // axe is slow on a page full of workings: the page as players see it at phone width,
        // and with the workings shown at desktop width.
        if (width === 360) expect(await axe(page)).toEqual([]);
        if (width === 360) {
          const sizes = await page.evaluate(() => ({
            page: document.documentElement.scrollWidth,
            window: window.innerWidth,
            wide: [...document.querySelectorAll<HTMLElement>(".fit")]
              .filter((e) => e.scrollWidth > e.clientWidth)
              .map((e) => e.querySelector("table")?.getAttribute("aria-labelledby") ?? "?"),
          }));
          expect(sizes.page).toBeLessThanOrEqual(sizes.window);
          expect(sizes.wide).toEqual([]);
        }
        await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}.png`), fullPage: true });
        // The workings, shown: still no violation, and the page itself still never scrolls sideways.
        await page.getByLabel("Show workings").check();
        if (width === 1280) expect(await axe(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        await page.screenshot({
          path: path.join(ARTIFACTS, `${name}-${width}-workings.png`),
          fullPage: true,
        });
        expect(refused).toEqual([]);
        await page.close();
      }
    }, 120_000);

  test("the Mitchell's ranking by matchpoints reads as the examples' README works it out, best first", async () => {
    const { page, refused } = await open(pageOf("mitchell-session.csv", { method: "mp" }), 360);
    const rows = async (field: string): Promise<string[][]> =>
      page
        .getByRole("table", { name: field })
        .locator("tbody tr")
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? "")));
    // Rank, pair, boards, total, average, %: NS 3 7.5 of 12 (62.5%), NS 2 6.5 of 12, NS 1 2 of 8 (NP on board 3).
    expect(await rows("NS pairs")).toEqual([
      ["1", "NS 3", "3", "7.50", "2.50", "62.50"],
      ["2", "NS 2", "3", "6.50", "2.17", "54.17"],
      // Each column with the same decimals: NS 1's 2 and 1 and 25 as 2.00, 1.00, 25.00.
      ["3", "NS 1", "2", "2.00", "1.00", "25.00"],
    ]);
    expect((await rows("EW pairs")).map((r) => [r[1], r[5]])).toEqual([
      ["EW 1", "95.83"],
      ["EW 3", "37.50"],
      ["EW 2", "0.00"],
    ]);
    const shot = await page.screenshot({ fullPage: false });
    if (process.env.UPDATE_DOCS_SCREENSHOT)
      fs.writeFileSync(path.join(ROOT, "docs", "images", "results-page-phone.png"), shot);
    expect(refused).toEqual([]);
    await page.close();
  }, 60_000);

  test("the results site at 360 px with long names: % shows, ranking -> scorecard -> board -> ranking in three clicks", async () => {
    const rows = readCsv(fs.readFileSync(path.join(ROOT, "examples", "mitchell-session.csv"), "utf8")).rows;
    const traveller = readTraveller(rows);
    // Real-length names: the longest a club's list is likely to hold, for every pair.
    const long = "Margaret Fitzgerald-Hamilton & Christopher Worthington";
    const names = new Map(["NS 1", "NS 2", "NS 3", "EW 1", "EW 2", "EW 3"].map((p) => [p, long]));
    const options = { method: "mp", names } as const;
    const html = renderHtmlPage(buildSheetWithSummary(traveller, options), {
      eventTitle: eventTitle(rows, traveller),
      scorecards: pairScorecards(scoreForSheet(traveller, options)[0], traveller),
    });
    const { page, refused } = await open(html, 360);
    // Every table fits its box, or its box scrolls as a region that takes the focus and is labelled.
    const tables = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("table")]
          .filter((t) => t.offsetParent !== null)
          .map((t) => {
            const box = t.parentElement!;
            const region =
              box.getAttribute("role") === "region" &&
              box.getAttribute("tabindex") === "0" &&
              (box.hasAttribute("aria-label") || box.hasAttribute("aria-labelledby"));
            return {
              label: t.getAttribute("aria-labelledby") ?? t.getAttribute("aria-label"),
              wide: box.scrollWidth > box.clientWidth,
              region,
            };
          })
          .filter((t) => t.wide && !t.region),
      );
    expect(await tables()).toEqual([]);
    // The ranking's % column is inside the window: its right edge at most 360 px.
    const percent = await page.evaluate(() => {
      const cell = document.querySelector("#ranking tbody tr td:last-child")!;
      return { right: cell.getBoundingClientRect().right, text: cell.textContent };
    });
    expect(percent.right).toBeLessThanOrEqual(360);
    expect(percent.text).toBe("62.50");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // One: NS 3 in the ranking opens its scorecard.
    await page.locator("#ranking").getByRole("link", { name: "NS 3", exact: true }).click();
    const card = page.locator("#pair-NS-3");
    await expect(card.isVisible()).resolves.toBe(true);
    expect(await tables()).toEqual([]);
    expect(await axe(page)).toEqual([]);
    expect(await card.locator("tbody tr").first().textContent()).toContain("EW 2");
    const shot = await page.screenshot({ fullPage: false });
    if (process.env.UPDATE_DOCS_SCREENSHOT)
      fs.writeFileSync(path.join(ROOT, "docs", "images", "results-site-phone.png"), shot);
    // Two: its board 3 leads to the board, whose traveller names NS 3 as a link back to the card.
    await card.getByRole("link", { name: "3", exact: true }).click();
    expect(new URL(page.url()).hash).toBe("#board-3");
    const board = page.locator("#board-3");
    expect(await board.getByRole("link", { name: "3", exact: true }).first().getAttribute("href")).toBe(
      "#pair-NS-3",
    );
    // Three: back to the ranking.
    await board.getByRole("link", { name: "Back to the ranking" }).click();
    expect(new URL(page.url()).hash).toBe("#ranking");
    await expect(page.locator("#ranking").isVisible()).resolves.toBe(true);
    // The ranking is in the window again: its top within the first screen.
    const top = await page.evaluate(() => document.querySelector("#ranking")!.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(5);
    expect(refused).toEqual([]);
    await page.close();
  }, 90_000);

  test("a Howell's scorecard (where the pair sat on each board) at 360 px: fits or scrolls as a labelled region, no axe violation", async () => {
    const { page, refused } = await open(
      pageOf("howell-session.csv", { method: "mp", movement: "howell" }),
      360,
    );
    await page.locator("#ranking").getByRole("link", { name: "2", exact: true }).click();
    const card = page.locator("#pair-2");
    await expect(card.isVisible()).resolves.toBe(true);
    expect(await card.locator("thead th").first().textContent()).toBe("Board");
    expect((await card.locator("thead th").allTextContents())[1]).toBe("Sat");
    const wide = await card.evaluate((c) => {
      const box = c.querySelector("table")!.parentElement!;
      return box.scrollWidth > box.clientWidth && box.getAttribute("role") !== "region";
    });
    expect(wide).toBe(false);
    expect(await axe(page)).toEqual([]);
    expect(refused).toEqual([]);
    await page.close();
  }, 60_000);

  test("a Bridgemate database's page, scored as the command line does: headed by its date, every table fits 360 px or scrolls as a labelled region", async () => {
    const out = path.join(os.tmpdir(), `e2e-${process.pid}-club.html`);
    const written = new Map<string, string>();
    const code = await main(
      [path.join(ROOT, "test", "fixtures", "files", "club-session.bws"), "--no-dd", "--html", out],
      {
        out: () => undefined,
        err: () => undefined,
        readFile: (p) => fs.readFileSync(p, "utf8"),
        readBytes: readInputFile,
        writeFile: (p, content) => void written.set(p, String(content)),
      },
    );
    expect(code).toBe(0);
    const { page, refused } = await open(written.get(out)!, 360);
    expect(await page.locator("h1").textContent()).toBe("Results of 19 January 2026");
    // The director's note is behind the workings switch: not shown to players.
    await expect(page.getByText(/ScoringType/).isVisible()).resolves.toBe(false);
    // The first NS pair's scorecard, opened from the ranking: 27 boards, each table fitting or a labelled region.
    await page.locator("#ranking tbody th a").first().click();
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll("table")]
        .filter((t) => t.offsetParent !== null)
        .filter((t) => {
          const box = t.parentElement!;
          const region = box.getAttribute("role") === "region" && box.getAttribute("tabindex") === "0";
          return box.scrollWidth > box.clientWidth && !region;
        })
        .map((t) => t.getAttribute("aria-labelledby") ?? t.getAttribute("aria-label")),
    );
    expect(wide).toEqual([]);
    // The ranking's % column (its last) is inside the window on every row, with the file's names.
    const rights = await page.evaluate(() =>
      [...document.querySelectorAll("#ranking tbody tr td:last-child")].map(
        (c) => c.getBoundingClientRect().right,
      ),
    );
    expect(rights.length).toBeGreaterThan(10);
    expect(Math.max(...rights)).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(refused).toEqual([]);
    await page.close();
  }, 120_000);

  test("board 15 by cross-IMPs (divided by nothing): each computed cell shows its formula on focus", async () => {
    const { page } = await open(pageOf("club-board-15.csv", { method: "cross", divisor: "total" }), 1280);
    // Each pair's result is in the traveller's table, its NS column the last headed "NS".
    const results = page.getByRole("table", { name: "The traveller and each pair's result" });
    const column = await results
      .locator("thead th")
      .evaluateAll((ths) => ths.map((th) => th.textContent).lastIndexOf("NS"));
    expect(column).toBeGreaterThan(2);
    // The club's explanation: cross-IMP totals 31, -1, -27, -27, 24 for the tables in order.
    const ns = await results
      .locator("tbody tr")
      .evaluateAll(
        (trs, c) => trs.map((tr) => (tr.children[c].firstChild?.textContent ?? "").trim()),
        column,
      );
    expect(ns).toEqual(["+31", "-1", "-27", "-27", "+24"]);
    // The formula bar is hidden until a computed cell is focused; the workings' cells are behind the switch.
    const firstTip = page.locator(".tip").first();
    await expect(firstTip.isVisible()).resolves.toBe(false);
    await page.getByLabel("Show workings").check();
    // From the switch, past the links (the ranking's pairs, the boards), to the first computed cell.
    for (let k = 0; k < 60; k++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.classList.contains("f") ?? false)) break;
    }
    const focused = page.locator(":focus .tip");
    await expect(focused.isVisible()).resolves.toBe(true);
    expect(await focused.textContent()).toMatch(/^[A-Z]+\d+ =/);
    const shot = await page.screenshot({ fullPage: false });
    if (process.env.UPDATE_DOCS_SCREENSHOT)
      fs.writeFileSync(path.join(ROOT, "docs", "images", "results-page.png"), shot);
    await page.close();
  }, 60_000);
  test("printed: no switch and no formula bar; with the workings shown, each board starts a new page", async () => {
    const { page } = await open(pageOf("mitchell-session.csv", { method: "mp" }), 1280);
    await page.emulateMedia({ media: "print" });
    const looks = () =>
      page.evaluate(() => ({
        label: getComputedStyle(document.querySelector(".switch")!).display,
        breaks: [...document.querySelectorAll("section.board")].map((e) => getComputedStyle(e).breakBefore),
      }));
    expect(await looks()).toEqual({ label: "none", breaks: ["auto", "auto", "auto"] });
    // The switch is not printed, so it is turned on on screen, as a reader would before printing.
    await page.emulateMedia({ media: "screen" });
    await page.getByLabel("Show workings").check();
    await page.emulateMedia({ media: "print" });
    expect(await looks()).toEqual({ label: "none", breaks: ["page", "page", "page"] });
    const pdf = await page.pdf({ format: "A4" });
    expect(pdf.length).toBeGreaterThan(10_000);
    await page.close();
  }, 60_000);

  test("printed to PDF: every table's heading row repeats on each page, a short table is never split, nothing underlined", async () => {
    // 36 boards of 20 tables: tables of 20 rows, a ranking of 20 pairs a direction, many pages.
    const rows = sessionRows(36, 20);
    const html = renderHtmlPage(buildSheetWithSummary(readTraveller(rows), { method: "mp" }), {
      eventTitle: "Club pairs",
    });
    const { page } = await open(html, 1280);
    await page.emulateMedia({ media: "print" });
    const print = await page.evaluate(() => {
      const tables = [...document.querySelectorAll("table")].filter((t) => t.offsetParent !== null);
      return {
        tables: tables.length,
        // Each table's heading row is printed again at the top of every page it runs on to.
        headless: tables.filter((t) => getComputedStyle(t.tHead!).display !== "table-header-group").length,
        // A table of up to 25 rows is kept whole (on the page of its heading, which avoids a break after it).
        split: tables.filter(
          (t) => t.tBodies[0].rows.length <= 25 && getComputedStyle(t).breakInside !== "avoid",
        ).length,
        headings: [...document.querySelectorAll("h2,h3")].filter(
          (h) => (h as HTMLElement).offsetParent !== null && getComputedStyle(h).breakAfter !== "avoid",
        ).length,
        underlined: [...document.querySelectorAll("main *")].filter(
          (e) => getComputedStyle(e).textDecorationLine !== "none",
        ).length,
      };
    });
    expect(print).toEqual({ tables: expect.any(Number), headless: 0, split: 0, headings: 0, underlined: 0 });
    // The ranking's two tables and 36 boards' tables.
    expect(print.tables).toBeGreaterThanOrEqual(38);
    const pdf = await page.pdf({ format: "A4" });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // Many pages: the count of page objects in the file.
    expect((pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBeGreaterThan(10);
    await page.close();
  }, 90_000);
});
