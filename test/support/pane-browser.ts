// The built pane (dist/) in headless Chromium with Excel faked in the page, for the browser tests
// (pane.e2e.test.ts, pane-a11y.e2e.test.ts): a local http server for dist/, office.js from
// node_modules with test/support/fake-excel.js appended, every other request refused (and listed).
// Also axe-core, injected into the page, to check WCAG 2.1 AA. Chromium itself, its flags and
// axe-core are in test/support/chromium.ts, shared with the other browser tests.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM, LAUNCH_FLAGS, requireChromium, ROOT, runAxe, WCAG_21_AA } from "./chromium";

export { ROOT };
const DIST = path.join(ROOT, "dist");
const OFFICE_DIST = path.join(ROOT, "node_modules", "@microsoft", "office-js", "dist");
const FAKE_EXCEL = path.join(__dirname, "fake-excel.js");
export const ARTIFACTS = path.join(ROOT, "test-artifacts");
const OFFICE_CDN = "https://appsforoffice.microsoft.com/lib/1/hosted/";

/**
 * Board 15 of the club's "Cross-IMP Scoring" explanation as a club types it, for a sheet at B2 (a
 * title row above the header).
 */
export const BOARD_15 = [
  ["Board No 15 N/S Vul Dealer South"],
  ["NS", "EW", "Bid", "By", "Ld", "Tks", "+Sc", "-Sc"],
  [3, 6, "4♥", "E", "♠7", 8, 100, ""],
  [4, 5, "2♠", "N", "♣2", 6, "", 200],
  [7, 1, "3NT", "E", "♣2", 10, "", 430],
  [9, 8, "3NT", "E", "♣7", 10, "", 430],
  [10, 2, "5♦", "W", "♣A", 10, 50, ""],
];

/** A workbook for fake-excel.js (see there), and how it misbehaves. */
export interface FakeSetup {
  sheets: Record<string, { top: number; left: number; rows: unknown[][] }>;
  selection: { sheet: string; address: string };
  /** Milliseconds each context.sync() takes. */
  syncDelay?: number;
  /** The sync (counted within the run that adds a sheet) that fails. */
  failWriteAtSync?: number;
  protected?: boolean;
  /** Office's theme colours. */
  theme?: { bodyBackgroundColor: string; bodyForegroundColor: string };
  /**
   * The block around a cell is Excel's current region (bounded by empty rows and columns all
   * round), not the whole used range of its sheet.
   */
  currentRegion?: boolean;
}

/** What fake-excel.js holds: the sheets in order, those added and deleted, each Excel.run, the cells. */
export interface FakeState {
  order: string[];
  added: { name: string }[];
  deleted: string[];
  runs: { syncs: number; added: string[]; suspendedAt: number | null }[];
  sheets: Record<
    string,
    {
      cells: Record<string, { value?: unknown; formula?: string; numberFormat?: string }>;
      frozenRows: number;
      scales: { range: string }[];
      widths: Record<number, number>;
      pageLayout: { orientation?: string; zoom?: unknown; printTitleRows?: string; printArea?: string };
    }
  >;
  selection: { sheet: string; address: string };
  settings: Record<string, unknown>;
}

/** A pane opened in a new page, with what it asked for that was refused and the errors it threw. */
export interface OpenedPane {
  readonly page: Page;
  /** Every request other than the local server and office.js's own files, refused. */
  readonly refused: string[];
  /** The page's uncaught errors, from the moment it opened. */
  readonly errors: string[];
}

/** A running server and browser. */
export interface PaneBrowser {
  /** The pane in a new page, once its heading shows (see {@link OpenedPane} for what is watched). */
  open: (setup: FakeSetup | null) => Promise<Page>;
  /** {@link PaneBrowser.open}, with the requests refused and the page's errors. */
  openWatched: (setup: FakeSetup | null) => Promise<OpenedPane>;
  close: () => Promise<void>;
}

function newest(dir: string): number {
  return Math.max(
    ...fs.readdirSync(dir, { withFileTypes: true }).map((e) => {
      const p = path.join(dir, e.name);
      return e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs;
    }),
  );
}

function serveDist(req: http.IncomingMessage, res: http.ServerResponse): void {
  const file = path.join(DIST, decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname));
  if (!file.startsWith(DIST + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404).end();
    return;
  }
  const type = file.endsWith(".html")
    ? "text/html; charset=utf-8"
    : file.endsWith(".js")
      ? "text/javascript"
      : "application/octet-stream";
  res.writeHead(200, { "content-type": type });
  fs.createReadStream(file).pipe(res);
}

/** Starts the server and the browser (Chromium must be installed; dist/ must be newer than src/). */
export async function startPaneBrowser(): Promise<PaneBrowser> {
  requireChromium();
  if (!fs.existsSync(path.join(DIST, "taskpane.html")))
    throw new Error("dist/taskpane.html is missing: run `npm run build` first.");
  if (newest(path.join(ROOT, "src")) > fs.statSync(path.join(DIST, "taskpane.js")).mtimeMs)
    throw new Error("dist/taskpane.js is older than src/: run `npm run build` first.");
  const server = http.createServer(serveDist);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-pane-"));
  const browser: BrowserContext = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: LAUNCH_FLAGS,
    viewport: { width: 350, height: 900 },
  });

  /**
   * With a setup, office.js is followed by the fake Excel holding that workbook; without one, the
   * page is a plain browser (Office.onReady gives no host).
   */
  const openWatched = async (setup: FakeSetup | null): Promise<OpenedPane> => {
    const page = await browser.newPage();
    const refused: string[] = [];
    const errors: string[] = [];
    await page.route("**/*", async (route) => {
      const url = route.request().url();
      if (url.startsWith(baseUrl)) return route.continue();
      if (url.startsWith(OFFICE_CDN)) {
        const file = path.join(OFFICE_DIST, new URL(url).pathname.slice(new URL(OFFICE_CDN).pathname.length));
        if (file.startsWith(OFFICE_DIST + path.sep) && fs.existsSync(file)) {
          if (setup && file.endsWith(`${path.sep}office.js`)) {
            const body = `${fs.readFileSync(file, "utf8")}\n;${fs.readFileSync(FAKE_EXCEL, "utf8")}\n;installFakeExcel(${JSON.stringify(setup)});`;
            return route.fulfill({ body, contentType: "text/javascript" });
          }
          return route.fulfill({ path: file, contentType: "text/javascript" });
        }
      }
      refused.push(url);
      return route.abort();
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${baseUrl}taskpane.html`);
    await page.getByRole("heading", { name: "Bridge Scoring" }).waitFor();
    return { page, refused, errors };
  };
  const open = async (setup: FakeSetup | null): Promise<Page> => (await openWatched(setup)).page;

  const close = async () => {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(userDataDir, { recursive: true, force: true });
  };
  return { open, openWatched, close };
}

/** What the fake Excel holds. */
export async function fakeState(page: Page): Promise<FakeState> {
  return JSON.parse(
    await page.evaluate(() => (window as unknown as { __excelSnapshot: () => string }).__excelSnapshot()),
  ) as FakeState;
}

/** One axe-core violation, as the test reports it: the rule and the elements that break it. */
export interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly targets: string[];
}

/**
 * Runs axe-core on the page against WCAG 2.0 and 2.1, levels A and AA (once its transitions have
 * settled: see runAxe); its violations.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  return (await runAxe(page, WCAG_21_AA)).map((v) => ({
    id: v.id,
    impact: v.impact,
    targets: v.nodes.map((n) => n.target.join(" ")),
  }));
}

/**
 * The pane as it stands, at 300 and at 350 px wide and 640 px high: the page never scrolls sideways
 * (the scrolling element is no wider than its view), and the sticky Score row at the foot takes at
 * most a fifth of the height (128 px). `state` names the pane's state in a failure. The viewport
 * is put back as it was.
 */
export async function fitsNarrow(page: Page, state: string): Promise<void> {
  const before = page.viewportSize();
  for (const width of [300, 350]) {
    await page.setViewportSize({ width, height: 640 });
    const seen = await page.evaluate(() => {
      const doc = document.scrollingElement!;
      const row = document.querySelector('section[aria-label="Score"]')?.getBoundingClientRect().height ?? 0;
      return { sideways: doc.scrollWidth - doc.clientWidth, row: Math.round(row) };
    });
    // Named, so a failure says where and by how much: the pixels it scrolls sideways, the row's height.
    expect({ state, width, sideways: seen.sideways }).toEqual({ state, width, sideways: 0 });
    expect({ state, width, scoreRow: Math.min(seen.row, 128) }).toEqual({ state, width, scoreRow: seen.row });
  }
  if (before) await page.setViewportSize(before);
}
