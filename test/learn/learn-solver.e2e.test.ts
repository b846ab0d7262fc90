// The teaching page's double-dummy solving in headless Chromium (dist/learn.html, so build first):
// a typed deal is solved in a Web Worker started from the page itself (no file is fetched for
// it), to the same table as the core's solver run here under Node and as libdds (the reference
// solver) where it is installed; while it searches, the page keeps drawing frames and answers a
// form; Cancel stops it; a deal that is not one gets the core's own message. A results file's
// deal without a table is solved on request and shown on its results page.
//
// Needs /usr/bin/chromium; without it the suite is skipped with a warning, except in CI.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { parseDeal, solveTable, tableByDeclarer } from "../../src/scoring";
import { browserSuite, launchChromium, ROOT, runAxe, WCAG_21_AA } from "../support/chromium";
import { ddsHarness, runHarness } from "../support/libdds";

const DIST = path.join(ROOT, "dist");
const BASE = "http://learn.invalid/";
const suite = browserSuite("the teaching page's solver browser tests");

// The slowest seeded deal found (long suits and voids; seed 9090 of the double-dummy checks):
// about 3.5 s of the solver's work on this machine, long enough to act on the page while it
// searches. (Each deal used here before became a moment's work as the solver was made faster.)
const SLOW_DEAL = "N:9743.Q82.K84.K86 AT86.A7.T65.QJ72 KQJ52.T643.73.95 .KJ95.AQJ92.AT43";
// North holds every top card: a deal solved in a moment.
const EASY_DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";

let browser: Browser;

async function open(): Promise<{ page: Page; refused: string[]; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const refused: string[] = [];
  const errors: string[] = [];
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(BASE)) {
      const file = path.join(DIST, new URL(url).pathname);
      if (file.startsWith(DIST + path.sep) && fs.existsSync(file))
        return route.fulfill({
          path: file,
          contentType: file.endsWith(".html") ? "text/html; charset=utf-8" : "text/javascript",
        });
    }
    // A blob: worker is not a request; anything else is refused and fails the test.
    refused.push(url);
    return route.abort();
  });
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${BASE}learn.html`);
  await page.getByRole("heading", { name: "Learn bridge scoring" }).waitFor();
  return { page, refused, errors };
}

/** The rows of a table of tricks: declarer, then the five strains in the page's order. */
const rowsOf = (table: Locator): Promise<string[][]> =>
  table
    .locator("tbody tr")
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => (c.textContent ?? "").trim())));

/**
 * The core's table as a page lays it out: a row per declarer (North, East, South, West on the
 * solver's form; N, S, E, W on the results page), NT then spades down to clubs.
 */
function expectedRows(
  tricks: readonly (readonly number[])[],
  names: readonly string[],
  seats: readonly ("N" | "E" | "S" | "W")[] = ["N", "E", "S", "W"],
): string[][] {
  const byDeclarer = tableByDeclarer({ tricks });
  return seats.map((seat, k) => [
    names[k],
    ...(["NT", "S", "H", "D", "C"] as const).map((s) => String(byDeclarer[seat][s])),
  ]);
}

suite("the teaching page's solver in headless Chromium", () => {
  beforeAll(async () => {
    if (!fs.existsSync(path.join(DIST, "learn.html")))
      throw new Error("dist/learn.html is missing: run `npm run build` first.");
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  test("a typed deal is solved in the worker to the core's table while the page keeps working", async () => {
    const core = solveTable(parseDeal(SLOW_DEAL)).tricks;
    if (ddsHarness()) {
      // libdds prints declarer N, E, S, W, each by strain S, H, D, C, NT: the core's own layout.
      const [line] = runHarness([`${SLOW_DEAL}|0|0`]);
      const twenty = line.split(" ").slice(0, 20).map(Number);
      expect(core.map((row) => [...row])).toEqual([0, 1, 2, 3].map((p) => twenty.slice(p * 5, p * 5 + 5)));
    }
    const { page, refused, errors } = await open();
    // Frames drawn while the solver works: the page's thread is free only if the search is elsewhere.
    await page.evaluate(() => {
      const w = window as unknown as { frames_: number };
      w.frames_ = 0;
      const tick = (): void => {
        w.frames_++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const frames = (): Promise<number> =>
      page.evaluate(() => (window as unknown as { frames_: number }).frames_);
    await page.getByLabel("A deal in PBN notation").fill(SLOW_DEAL);
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    const status = page.getByRole("status").filter({ hasText: /Solving in the background|Solved in/ });
    await status.filter({ hasText: "Solving in the background" }).waitFor();
    const started = Date.now();
    const framesBefore = await frames();
    // Meanwhile, the contract lesson further down answers: seven spades doubled, four tricks.
    await page.getByLabel("Contract", { exact: true }).fill("7SX");
    await page.getByLabel("Tricks taken").selectOption("4");
    await expect(
      page.getByRole("table", { name: "The contract's score by its parts" }).textContent(),
    ).resolves.toContain("-2300");
    // ... and the solve's clock has moved on by the second: still solving, a second or more in.
    await status
      .filter({ hasText: /Solving in the background: [1-9]\d* s so far/ })
      .waitFor({ timeout: 60_000 });
    const framesDuring = (await frames()) - framesBefore;
    const seconds = (Date.now() - started) / 1000;
    const table = page.getByRole("table", { name: /^Tricks each declarer takes double dummy/ });
    await table.waitFor({ timeout: 120_000 });
    // At least 10 frames a second (a page blocked by the search would draw none).
    expect(framesDuring).toBeGreaterThanOrEqual(Math.floor(10 * seconds));
    expect(await rowsOf(table)).toEqual(expectedRows(core, ["North", "East", "South", "West"]));
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /^Solved in \d+\.\d s\.$/ })
        .count(),
    ).resolves.toBe(1);
    const violations = (await runAxe(page, WCAG_21_AA)).map((v) => `${v.id} (${v.nodes.length})`);
    expect(violations).toEqual([]);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  test("Cancel stops the solver at once; the page then solves another deal", async () => {
    const { page, errors } = await open();
    await page.getByLabel("A deal in PBN notation").fill(SLOW_DEAL);
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Solving in the background" }).waitFor();
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    // Well before the deal could be solved (several seconds).
    await page.getByRole("status").filter({ hasText: "Cancelled" }).waitFor({ timeout: 1_000 });
    await expect(page.getByRole("table", { name: /^Tricks each declarer/ }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Cancel", exact: true }).isDisabled()).resolves.toBe(true);
    await page.getByLabel("A deal in PBN notation").fill(EASY_DEAL);
    await page.getByRole("button", { name: "Solve", exact: true }).click();
    const table = page.getByRole("table", { name: /^Tricks each declarer takes double dummy/ });
    await table.waitFor({ timeout: 60_000 });
    // North's thirteen top cards take every trick in notrump and spades; in hearts, diamonds and
    // clubs East-West hold seven trumps to North-South's six, and one of them makes.
    const thirteen = ["13", "13", "12", "12", "12"];
    const none = ["0", "0", "1", "1", "1"];
    expect(await rowsOf(table)).toEqual([
      ["North", ...thirteen],
      ["East", ...none],
      ["South", ...thirteen],
      ["West", ...none],
    ]);
    expect(await rowsOf(table)).toEqual(
      expectedRows(solveTable(parseDeal(EASY_DEAL)).tricks, ["North", "East", "South", "West"]),
    );
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  test("a deal that is not one gets the core's message, with nothing solved", async () => {
    const { page } = await open();
    const messageOf = (text: string): string => {
      try {
        parseDeal(text);
      } catch (e) {
        return (e as Error).message;
      }
      throw new Error(`${text} was read as a deal`);
    };
    // East's first spade is North's ace again; then South with twelve cards.
    const twice = "N:AKQJ.AKQ.AKQ.AKQ A987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";
    const short = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 654.876.876.876 32.5432.5432.5432";
    expect(messageOf(twice)).toMatch(/The SA is in both N's and E's hands/);
    for (const bad of [twice, short]) {
      await page.getByLabel("A deal in PBN notation").fill(bad);
      await page.getByRole("button", { name: "Solve", exact: true }).click();
      await page.getByText(messageOf(bad), { exact: true }).waitFor({ timeout: 5_000 });
      await expect(page.getByRole("table", { name: /^Tricks each declarer/ }).count()).resolves.toBe(0);
    }
    await page.close();
  }, 60_000);

  test("a results file's deal without a table is solved on request and shown on its results page", async () => {
    const { page, refused } = await open();
    const pbn = path.join(ROOT, "test", "fixtures", "files", "club-pairs.pbn");
    const deal = /\[Deal "([^"]+)"\]/.exec(fs.readFileSync(pbn, "utf8"))![1];
    const core = solveTable(parseDeal(deal)).tricks;
    await page.getByLabel(/Open a file/).setInputFiles(pbn);
    await page.getByLabel("Matchpoints").check();
    await page.getByRole("button", { name: "Score", exact: true }).click();
    const region = page.getByRole("region", { name: "4. The results page, with the workings" });
    await region.getByText("One deal of this file has no double-dummy table.").waitFor();
    await expect(region.getByRole("table", { name: /^Double-dummy tricks/ }).count()).resolves.toBe(0);
    await region.getByRole("button", { name: "Solve the deals" }).click();
    const table = region.getByRole("table", { name: /^Double-dummy tricks; par / }).first();
    await table.waitFor({ timeout: 120_000 });
    expect(await rowsOf(table)).toEqual(expectedRows(core, ["N", "S", "E", "W"], ["N", "S", "E", "W"]));
    await expect(region.getByText("One deal of this file has no double-dummy table.").count()).resolves.toBe(
      0,
    );
    const violations = (await runAxe(page, WCAG_21_AA)).map((v) => `${v.id} (${v.nodes.length})`);
    expect(violations).toEqual([]);
    expect(refused).toEqual([]);
    await page.close();
  }, 180_000);
});
