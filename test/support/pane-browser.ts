// The built pane (dist/) in headless Chromium with Excel faked in the page, for browser tests
// other than pane.e2e.test.ts (which keeps its own copy of the same harness): a local http server
// for dist/, office.js from node_modules with test/support/fake-excel.js appended, every other
// request refused. Also axe-core, injected into the page, to check WCAG 2.1 AA.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { chromium, type BrowserContext, type Page } from "playwright-core";

export const ROOT = path.resolve(__dirname, "..", "..");
const DIST = path.join(ROOT, "dist");
const OFFICE_DIST = path.join(ROOT, "node_modules", "@microsoft", "office-js", "dist");
const FAKE_EXCEL = path.join(__dirname, "fake-excel.js");
const AXE = path.join(ROOT, "node_modules", "axe-core", "axe.min.js");
export const ARTIFACTS = path.join(ROOT, "test-artifacts");
export const CHROMIUM = "/usr/bin/chromium";
const OFFICE_CDN = "https://appsforoffice.microsoft.com/lib/1/hosted/";
const LAUNCH_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
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
}

export interface FakeState {
  order: string[];
  added: { name: string }[];
  deleted: string[];
  runs: { syncs: number; added: string[]; suspendedAt: number | null }[];
  sheets: Record<string, { cells: Record<string, { value?: unknown; formula?: string }> }>;
}

export const hasChromium = fs.existsSync(CHROMIUM);

/** A running server and browser. */
export interface PaneBrowser {
  open: (setup: FakeSetup | null) => Promise<Page>;
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

/** Starts the server and the browser (dist/ must be newer than src/). */
export async function startPaneBrowser(): Promise<PaneBrowser> {
  if (!fs.existsSync(path.join(DIST, "taskpane.html")))
    throw new Error("dist/taskpane.html is missing: run `npm run build` first.");
  if (newest(path.join(ROOT, "src")) > fs.statSync(path.join(DIST, "taskpane.js")).mtimeMs)
    throw new Error("dist/taskpane.js is older than src/: run `npm run build` first.");
  const server = http.createServer(serveDist);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-pane-a11y-"));
  const browser: BrowserContext = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: LAUNCH_FLAGS,
    viewport: { width: 350, height: 900 },
  });

  const open = async (setup: FakeSetup | null): Promise<Page> => {
    const page = await browser.newPage();
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
      return route.abort();
    });
    await page.goto(`${baseUrl}taskpane.html`);
    await page.getByRole("heading", { name: "Bridge Scoring" }).waitFor();
    return page;
  };

  const close = async () => {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(userDataDir, { recursive: true, force: true });
  };
  return { open, close };
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
 * Runs axe-core on the page against WCAG 2.0 and 2.1, levels A and AA; its violations. Waits
 * first for the transitions and animations that end (a message fading in, a button's colour
 * changing as it is enabled), so colours are checked as they settle, not halfway.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const loaded = await page.evaluate(
    () => typeof (window as unknown as { axe?: unknown }).axe !== "undefined",
  );
  if (!loaded) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: unknown,
          ) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
  });
}
