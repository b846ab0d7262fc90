// The teams results page (src/writers/html-teams.ts) in headless Chromium (Debian's chromium
// driven by playwright-core), for a teams match (with and without its deals), a round robin and a 3-round Swiss, as the html
// output writes it. The page is served by route interception from memory; any other request is
// refused and fails the test. At 360 px, with the workings and every folded scale open: the page
// never scrolls sideways, no table is wider than the page unless it sits in a focusable labelled
// region that scrolls, "Closed" (a room) is never broken over two lines, and axe-core (WCAG 2.1
// AA) finds no violation (serious, critical or any other). Then the links are followed by clicking: standings,
// a team's match, back. Screenshots go to test-artifacts/html-teams/; UPDATE_DOCS_SCREENSHOT=1
// also refreshes docs/images/teams-page-phone.png and docs/images/teams-swiss-phone.png.
//
// Needs /usr/bin/chromium; without it the suite is skipped with a warning, except in CI.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { openInput, scoreEvent, withHandRecords } from "../../src/event";
import { formatDeal, parseDeal, tableFromDoubleDummyTricks } from "../../src/scoring";
import { outputNamed } from "../../src/writers/outputs";
import { browserSuite, launchChromium, ROOT, runAxe, WCAG_21_AA } from "../support/chromium";

const ARTIFACTS = path.join(ROOT, "test-artifacts", "html-teams");
/** Where the page is served from: nothing is ever fetched from this (made-up) host. */
const PAGE_URL = "http://results.invalid/teams.html";

const suite = browserSuite("the teams page browser tests");

const PAGES = [
  ["a teams match", path.join(ROOT, "examples", "teams-match.csv")],
  ["a round robin", path.join(ROOT, "test", "fixtures", "teams-round-robin.csv")],
  ["a 3-round Swiss", path.join(ROOT, "test", "fixtures", "teams-swiss-3-rounds.csv")],
  ["a match with its deals", path.join(ROOT, "test", "fixtures", "files", "teams-deals.pbn")],
] as const;

/** The html output's page of a file, with its deals (and their published tables) when it gives them. */
async function pageOf(file: string): Promise<string> {
  const event = openInput(fs.readFileSync(file), path.basename(file));
  const tables = new Map(
    (event.sections[0].file?.deals ?? []).map((d) => [
      formatDeal(parseDeal(d.deal!)),
      tableFromDoubleDummyTricks(d.doubleDummyTricks!)!.tricks.map((r) => r.map((x) => x!)),
    ]),
  );
  const { scored } = await withHandRecords(scoreEvent(event, {}), "published", (deal) =>
    Promise.resolve({ tricks: tables.get(deal)! }),
  );
  const [page] = await outputNamed("html").write(scored);
  return String(page.content);
}

let browser: Browser;

/** Opens a page at the given width; every request but the page itself is refused and listed. */
async function open(html: string, width: number): Promise<{ page: Page; refused: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 780 } });
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

/** What is too wide at this width: each table wider than the page outside a scrolling region, each wrapped "Closed". */
async function tooWide(
  page: Page,
): Promise<{ page: boolean; tables: string[]; wrapped: number; rooms: number }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const inRegion = (e: Element): boolean => {
      const r = e.closest<HTMLElement>(".scroll");
      return (
        r !== null &&
        r.getAttribute("role") === "region" &&
        r.tabIndex === 0 &&
        (r.getAttribute("aria-labelledby") ?? "") !== "" &&
        getComputedStyle(r).overflowX === "auto"
      );
    };
    const tables = [...document.querySelectorAll("table")]
      .filter((t) => t.getBoundingClientRect().right > width + 0.5 && !inRegion(t))
      .map((t) => t.getAttribute("aria-labelledby") ?? t.getAttribute("aria-label") ?? "?");
    const rooms = [...document.querySelectorAll("td")].filter((td) => td.textContent === "Closed");
    const wrapped = rooms.filter((td) => {
      const range = document.createRange();
      range.selectNodeContents(td);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
    }).length;
    return {
      page: document.documentElement.scrollWidth > window.innerWidth,
      tables,
      wrapped,
      rooms: rooms.length,
    };
  });
}

suite("the teams results page in headless Chromium", () => {
  beforeAll(async () => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const [name, file] of PAGES)
    test(`${name} at 360 px: nothing scrolls sideways outside a labelled region, "Closed" whole, no axe violation`, async () => {
      const { page, refused } = await open(await pageOf(file), 360);
      // No violation at all (so none serious or critical), whatever its impact.
      const serious = async (): Promise<string[]> =>
        (await runAxe(page, WCAG_21_AA)).map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
        );
      // As the players see it first.
      expect(await serious()).toEqual([]);
      const first = await tooWide(page);
      expect(first).toEqual({ page: false, tables: [], wrapped: 0, rooms: first.rooms });
      expect(first.rooms).toBeGreaterThanOrEqual(2);
      const base = path.basename(file).replace(/\.\w+$/, "");
      await page.screenshot({ path: path.join(ARTIFACTS, `${base}-360.png`), fullPage: true });
      // With the workings shown and every scale unfolded: still nothing wider than the phone.
      await page.getByLabel("Show workings").check();
      await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
      expect(await serious()).toEqual([]);
      expect(await tooWide(page)).toEqual({ page: false, tables: [], wrapped: 0, rooms: first.rooms });
      await page.screenshot({ path: path.join(ARTIFACTS, `${base}-360-workings.png`), fullPage: true });
      expect(refused).toEqual([]);
      await page.close();
    }, 120_000);

  test("the Swiss: standings -> a team's matches -> its match -> back to the standings, by clicking", async () => {
    const { page, refused } = await open(await pageOf(PAGES[2][1]), 360);
    const hash = () => page.evaluate(() => window.location.hash);
    const shot = await page.screenshot({ fullPage: false });
    if (process.env.UPDATE_DOCS_SCREENSHOT)
      fs.writeFileSync(path.join(ROOT, "docs", "images", "teams-swiss-phone.png"), shot);
    const standings = page.getByRole("table", { name: "Standings after round 3" });
    await standings.getByRole("link", { name: "Aces" }).click();
    expect(await hash()).toMatch(/^#team-\d+$/);
    const list = page.locator(await hash());
    await expect(list.getByRole("heading", { name: "Aces" }).isVisible()).resolves.toBe(true);
    // Aces met Knights in round 1 (fixture): the first of its matches.
    await list.getByRole("link", { name: /^Round 1: v Knights/ }).click();
    const card = page.locator(await hash());
    expect(await card.getByRole("heading").first().textContent()).toBe("Round 1, table 1: Aces v Knights");
    expect(await card.isVisible()).toBe(true);
    await card.getByRole("link", { name: "Back to the standings" }).click();
    expect(await hash()).toBe("#standings");
    // Round 2's table 3 links to its card too.
    await page.getByRole("table", { name: "Round 2" }).getByRole("link", { name: /^3/ }).click();
    expect(
      await page
        .locator(await hash())
        .getByRole("heading")
        .first()
        .textContent(),
    ).toBe("Round 2, table 3: Bishops v Falcons");
    expect(refused).toEqual([]);
    await page.close();
  }, 60_000);

  test("the match: each team in the standings links to the match's card, and back", async () => {
    const { page, refused } = await open(await pageOf(PAGES[0][1]), 360);
    const shot = await page.screenshot({ fullPage: false });
    if (process.env.UPDATE_DOCS_SCREENSHOT)
      fs.writeFileSync(path.join(ROOT, "docs", "images", "teams-page-phone.png"), shot);
    await page.getByRole("table", { name: "Standings" }).getByRole("link", { name: "Kings" }).click();
    expect(await page.evaluate(() => window.location.hash)).toBe("#m1");
    await page.locator("#m1").getByRole("link", { name: "Back to the standings" }).click();
    expect(await page.evaluate(() => window.location.hash)).toBe("#standings");
    expect(refused).toEqual([]);
    await page.close();
  }, 60_000);
});
