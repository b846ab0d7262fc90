// A board's hand record on the results web page in headless Chromium at 360 px: no axe violation
// (WCAG 2.1 AA and best practices), the page does not scroll sideways, and the hands and the
// double-dummy table fit a phone's width (the table of each result against them may scroll within
// its own frame). Needs /usr/bin/chromium; skipped with a warning without it, except in CI.
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { openInput, scoreEvent, withHandRecords } from "../../src/event";
import { outputNamed } from "../../src/writers/outputs";
import { browserSuite, launchChromium, ROOT, runAxe, WCAG_21_AA } from "../support/chromium";

const PAGE_URL = "http://results.invalid/page.html";
const suite = browserSuite("the hand record browser tests");
let browser: Browser;

async function pageHtml(): Promise<string> {
  const file = path.join(ROOT, "test", "fixtures", "files", "club-pairs.pbn");
  const scored = scoreEvent(openInput(fs.readFileSync(file), "club-pairs.pbn"), {});
  // The layout is what is tested, not the solver: every declarer takes 7 tricks in every strain.
  const { scored: withDeals } = await withHandRecords(scored, "solve", async () => ({
    tricks: [0, 1, 2, 3].map(() => [7, 7, 7, 7, 7]),
  }));
  const [first] = await outputNamed("html").write(withDeals);
  return String(first.content);
}

suite("a board's hand record on the results page", () => {
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  test("at 360 px: no axe violation, nothing wider than the phone but the comparison's own frame", async () => {
    const html = await pageHtml();
    expect(html).toContain("Board 1: the deal");
    const page = await browser.newPage({ viewport: { width: 360, height: 900 } });
    await page.route("**/*", (route) =>
      route.request().url() === PAGE_URL
        ? route.fulfill({ body: html, contentType: "text/html; charset=utf-8" })
        : route.abort(),
    );
    await page.goto(PAGE_URL);
    const violations = await runAxe(page, [...WCAG_21_AA, "best-practice"]);
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
      [],
    );
    const widths = await page.evaluate(() => {
      const wide = (e: Element | null | undefined): boolean =>
        e instanceof HTMLElement && e.scrollWidth > e.clientWidth;
      const hands = document.querySelector('table[aria-label="The hands"]')?.parentElement;
      const ddHeading = [...document.querySelectorAll("h3")].find((h) =>
        h.textContent!.startsWith("Double-dummy"),
      );
      return {
        page: document.documentElement.scrollWidth,
        window: window.innerWidth,
        handsWide: wide(hands),
        ddWide: wide(ddHeading?.nextElementSibling),
      };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    expect(widths.handsWide).toBe(false);
    expect(widths.ddWide).toBe(false);
    await page.close();
  }, 120_000);
});
