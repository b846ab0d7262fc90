// BRIDGE.DDTRICKS in the built pane's runtime (dist/taskpane.html, so build first), in headless
// Chromium: the function office.js has registered is called as Excel would call it, and answers
// with the core's table (solved here under Node) from a Web Worker: a worker is started, and the
// page keeps drawing frames while the deal is solved. Outside Excel office.js still keeps the
// functions it is handed, which is what makes the call possible here.
//
// Needs /usr/bin/chromium; without it the suite is skipped with a warning, except in CI.
import { parseDeal, solveTable, tableByDeclarer } from "../../src/scoring";
import { browserSuite } from "../support/chromium";
import { startPaneBrowser, type PaneBrowser } from "../support/pane-browser";

const suite = browserSuite("the pane's solver browser test");
// Board 1 of test/fixtures/files/club-pairs.pbn: a deal of a second or more.
const DEAL = "N:AKQ2.K32.Q54.T98 JT9.AQ4.K32.7654 8765.T98.AJ9.K32 43.J765.T876.AQJ";

let browser: PaneBrowser | undefined;

suite("BRIDGE.DDTRICKS in the pane's runtime", () => {
  beforeAll(async () => {
    browser = await startPaneBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  test("spills the core's table, solved in a Web Worker while the page keeps drawing", async () => {
    const byDeclarer = tableByDeclarer(solveTable(parseDeal(DEAL)));
    const expected = (["N", "E", "S", "W"] as const).map((seat) =>
      (["C", "D", "H", "S", "NT"] as const).map((s) => byDeclarer[seat][s]),
    );
    const { page, errors } = await browser!.openWatched(null);
    const got = await page.evaluate(async (deal) => {
      const w = window as unknown as {
        CustomFunctions: { _association: { mappings: Record<string, (...a: unknown[]) => unknown> } };
        Worker: typeof Worker;
      };
      const mappings = w.CustomFunctions._association.mappings;
      const ddtricks = mappings.DDTRICKS ?? mappings.ddtricks;
      if (typeof ddtricks !== "function")
        return { error: `no DDTRICKS among ${Object.keys(mappings).join(", ")}` };
      // Count the workers started, and the frames drawn while the function works.
      let workers = 0;
      const Original = w.Worker;
      w.Worker = class extends Original {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          workers++;
        }
      };
      let frames = 0;
      let running = true;
      const tick = (): void => {
        frames++;
        if (running) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      const started = performance.now();
      const table = (await ddtricks(deal, null, null)) as number[][];
      running = false;
      return { table, workers, frames, seconds: (performance.now() - started) / 1000 };
    }, DEAL);
    if ("error" in got) throw new Error(got.error);
    expect(got.table).toEqual(expected);
    expect(got.workers).toBe(1);
    // At least 10 frames a second of the solve (a page blocked by the search would draw none).
    expect(got.frames).toBeGreaterThanOrEqual(Math.floor(10 * got.seconds));
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
