// The teaching page (dist/learn.html, so build first) in headless Chromium (Debian's chromium
// driven by playwright-core). The built files are served by route interception from dist/; every
// other request is refused and fails the test: the page runs without Office and sends nothing.
// A traveller pasted in, or a worked example picked, scores to the same numbers as the command
// line gives for the same file and options. A screenshot is kept in test-artifacts/learn.png;
// UPDATE_DOCS_SCREENSHOT=1 also refreshes docs/images/learn-page.png.
//
// Needs /usr/bin/chromium; without it the suite is skipped with a warning, except in CI.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Frame, Page } from "playwright-core";
import { main } from "../../src/cli/score";
import { browserSuite, launchChromium, ROOT, runAxe, WCAG_21_AA } from "../support/chromium";

const DIST = path.join(ROOT, "dist");
const ARTIFACTS = path.join(ROOT, "test-artifacts");
const BASE = "http://learn.invalid/";

const suite = browserSuite("the teaching page browser tests");

let browser: Browser;

async function open(): Promise<{ page: Page; refused: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const refused: string[] = [];
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
    refused.push(url);
    return route.abort();
  });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${BASE}learn.html`);
  await page.getByRole("heading", { name: "Learn bridge scoring" }).waitFor();
  expect(errors).toEqual([]);
  return { page, refused };
}

/** The command line's JSON for a file and flags (the same engine, read from the file itself). */
async function cliJson(
  file: string,
  flags: string[],
): Promise<{
  boards: { tables: { nsResult: number | null }[] }[];
  ranking: { field: string; pairs: { pair: string; percentage?: number; total: number }[] }[];
}> {
  let out = "";
  const code = await main([path.join(ROOT, "examples", file), ...flags, "--json"], {
    out: (t) => (out += t),
    err: (t) => (out += t),
    readFile: (p) => fs.readFileSync(p, "utf8"),
  });
  expect(code).toBe(0);
  return JSON.parse(out);
}

/** The results page in its frame, once scored. */
async function results(page: Page): Promise<Frame> {
  const handle = await page.getByTitle("Results page").elementHandle();
  const frame = await handle!.contentFrame();
  await frame!.getByRole("heading", { level: 1 }).waitFor();
  return frame!;
}

const cellsOf = (frame: Frame, table: string): Promise<string[][]> =>
  frame
    .getByRole("table", { name: table, exact: true })
    .first()
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.children].map((c) => (c.firstChild?.textContent ?? "").trim())),
    );

suite("the teaching page in headless Chromium", () => {
  beforeAll(async () => {
    if (!fs.existsSync(path.join(DIST, "learn.html")))
      throw new Error("dist/learn.html is missing: run `npm run build` first.");
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  test("a pasted traveller scores to the command line's numbers, with nothing fetched", async () => {
    const { page, refused } = await open();
    const csv = fs.readFileSync(path.join(ROOT, "examples", "club-board-15.csv"), "utf8");
    await page.getByLabel(/Or paste the traveller/).fill(csv);
    await page.getByLabel("Cross-IMPs").check();
    await page.getByLabel("Divide each total by").selectOption("total");
    await page.getByRole("button", { name: "Score", exact: true }).click();
    const frame = await results(page);
    const ns = (await cellsOf(frame, "Each pair's result")).map((r) => r[4]);
    // The club's explanation: 31, -1, -27, -27, 24; and the command line says the same.
    expect(ns).toEqual(["+31", "-1", "-27", "-27", "+24"]);
    const cli = await cliJson("club-board-15.csv", ["--method", "cross", "--divisor", "total"]);
    expect(ns.map(Number)).toEqual(cli.boards[0].tables.map((t) => t.nsResult));
    // The workings are open on the teaching page.
    await expect(frame.getByLabel("Show workings").isChecked()).resolves.toBe(true);
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const shot = await page.screenshot({ path: path.join(ARTIFACTS, "learn.png") });
    if (process.env.UPDATE_DOCS_SCREENSHOT)
      fs.writeFileSync(path.join(ROOT, "docs", "images", "learn-page.png"), shot);
    expect(refused).toEqual([]);
    await page.close();
  }, 120_000);

  test("a worked example picked from the list ranks as the command line does; axe finds no violation", async () => {
    const { page, refused } = await open();
    await page.getByLabel("A worked example").selectOption({ label: "A three-table Mitchell" });
    await page.getByRole("button", { name: "Score", exact: true }).click();
    const frame = await results(page);
    const cli = await cliJson("mitchell-session.csv", ["--method", "mp", "--movement", "mitchell"]);
    for (const field of cli.ranking) {
      const name = field.field === "NS" ? "NS pairs" : "EW pairs";
      // The ranking comes first; the full session summary (in the workings) has the same name.
      const rows = await frame
        .getByRole("table", { name, exact: true })
        .first()
        .locator("tbody tr")
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? "")));
      // Pair and percentage, best first: NS 3 62.50, NS 2 54.17, NS 1 25 (the examples' README).
      expect(rows.map((r) => [r[1], Number(r[5])])).toEqual(
        field.pairs.map((p) => [expect.stringContaining(p.pair), Number(p.percentage!.toFixed(2))]),
      );
    }
    const violations = (await runAxe(page, WCAG_21_AA)).map((v) => `${v.id} (${v.nodes.length})`);
    expect(violations).toEqual([]);
    expect(refused).toEqual([]);
    await page.close();
  }, 120_000);

  test("a traveller with a mistake lists its problems instead of a page", async () => {
    const { page } = await open();
    await page
      .getByLabel(/Or paste the traveller/)
      .fill("Board,NS,EW,Contract,By,Tricks\n1,1,2,4Z,N,10\n1,3,4,4S,N,10\n");
    await page.getByRole("button", { name: "Score", exact: true }).click();
    await page.getByText("This traveller cannot be scored yet").waitFor();
    // Named as the teaching page names pasted text: its line and column, and the column's header.
    await expect(
      page.getByText(/The traveller: line 2, column 4 \(Contract\): "4Z"/).isVisible(),
    ).resolves.toBe(true);
    await page.close();
  }, 60_000);
  test("an opened PBN file scores to the command line's numbers for that file", async () => {
    const { page, refused } = await open();
    const pbn = path.join(ROOT, "test", "fixtures", "files", "club-pairs.pbn");
    await page.getByLabel(/Open a file/).setInputFiles(pbn);
    await page.getByLabel("Matchpoints").check();
    await page.getByRole("button", { name: "Score", exact: true }).click();
    const frame = await results(page);
    let out = "";
    const code = await main([pbn, "--json"], {
      out: (t) => (out += t),
      err: (t) => (out += t),
      readFile: (p) => fs.readFileSync(p, "utf8"),
      readBytes: (p) => new Uint8Array(fs.readFileSync(p)),
    });
    expect(code).toBe(0);
    const cli = JSON.parse(out) as { sections: { boards: { tables: { nsResult: number | null }[] }[] }[] };
    const boards = cli.sections[0].boards;
    const tables = frame.getByRole("table", { name: "Each pair's result", exact: true });
    expect(await tables.count()).toBe(boards.length);
    for (const [k, board] of boards.entries()) {
      const ns = await tables
        .nth(k)
        .locator("tbody tr")
        .evaluateAll((trs) => trs.map((tr) => (tr.children[4].firstChild?.textContent ?? "").trim()));
      // The page shows two decimals (Neuberg gives thirds: 1.67 for 1 2/3).
      expect(ns.map(Number)).toEqual(
        board.tables.map((t) => (t.nsResult === null ? 0 : Number(t.nsResult.toFixed(2)))),
      );
    }
    expect(refused).toEqual([]);
    await page.close();
  }, 120_000);
});
