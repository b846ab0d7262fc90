// Refresh from the file in the built pane (dist/, from `npm run build`) in headless Chromium, with
// Excel faked (test/support/pane-browser.ts and fake-excel.js) and the File System Access picker
// faked in the page: a traveller CSV opened through the picker (its handle kept) and scored; the
// file then gains a table on disk and Refresh from the file scores the new one over the same
// sheets; then the file cannot be read again, the pane says so, and Pick the file again carries
// the refresh on. A score the director put right on the traveller sheet is kept through a refresh.
//
// Needs /usr/bin/chromium (scripts/setup.sh installs it). Without it the suite is skipped with a
// warning, except in CI (env CI set), where it fails.
import type { Page } from "playwright-core";
import { fakeState as fake, startPaneBrowser, type PaneBrowser } from "../support/pane-browser";
import { browserSuite } from "../support/chromium";

const suite = browserSuite(
  "Refresh from the file in the task pane",
  "*** Install Debian's chromium (bash scripts/setup.sh) to run them; in CI they must run. ***\n",
);

let browser: PaneBrowser | undefined;

// One board of the club's evening: two tables in, then a third.
const EARLY = "Board,NS,EW,Score\n1,1,2,420\n1,3,4,-50\n";
const LATER = `${EARLY}1,5,6,450\n`;

/**
 * A File System Access picker in the page: each getFile() of its handle gives `window.__onDisk`
 * as the file holds it now, or fails as Chromium does once `window.__unreadable` is set.
 */
async function fakePicker(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    const handle = {
      kind: "file",
      name: "club.csv",
      getFile: async () => {
        if (w.__unreadable) throw new DOMException("The file could not be read.", "NotReadableError");
        return new File([String(w.__onDisk)], "club.csv");
      },
    };
    w.showOpenFilePicker = async () => [handle];
  });
}

const setDisk = (page: Page, text: string, unreadable = false) =>
  page.evaluate(
    ([t, u]) => {
      const w = window as unknown as Record<string, unknown>;
      w.__onDisk = t;
      w.__unreadable = u;
    },
    [text, unreadable] as const,
  );

/** The traveller's scores as the fake Excel holds its sheet (column D, under the header). */
async function scores(page: Page, sheet: string): Promise<unknown[]> {
  const cells = (await fake(page)).sheets[sheet]?.cells ?? {};
  const out: unknown[] = [];
  for (let r = 1; cells[`${r},3`] !== undefined; r++) out.push(cells[`${r},3`].value);
  return out;
}

suite("Refresh from the file", () => {
  beforeAll(async () => {
    browser = await startPaneBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  test("the file read again through its handle, scored over the same sheets; unreadable, picked again", async () => {
    const opened = await browser!.openWatched({
      sheets: { Sheet1: { top: 0, left: 0, rows: [["Tonight's notes"]] } },
      selection: { sheet: "Sheet1", address: "A1" },
    });
    const page = opened.page;
    expect(opened.errors).toEqual([]);
    await fakePicker(page);
    await setDisk(page, EARLY);

    await page.getByRole("button", { name: "Open a results file" }).click();
    await page.getByText(/^Wrote the sheet /).waitFor();
    const first = await fake(page);
    expect(await scores(page, "club")).toEqual([420, -50]);

    // A table more on disk: Refresh reads it again through the handle, no question asked.
    await setDisk(page, LATER);
    await page.getByRole("button", { name: "Refresh from the file" }).click();
    await page.getByText(/^Read club\.csv again\. It replaces the earlier results /).waitFor();
    const after = await fake(page);
    expect(after.order).toEqual(first.order);
    expect(await scores(page, "club")).toEqual([420, -50, 450]);
    expect(after.sheets.Sheet1.cells).toEqual(first.sheets.Sheet1.cells);

    // The file can no longer be read: the plain word, and Pick the file again goes on with it.
    await setDisk(page, LATER, true);
    await page.getByRole("button", { name: "Refresh from the file" }).click();
    await page.getByText("This Excel does not let the pane read the file again: pick it again.").waitFor();
    await setDisk(page, `${LATER}1,7,8,400\n`);
    await page.getByRole("button", { name: "Pick the file again" }).click();
    await page.getByText(/^Read club\.csv again\./).waitFor();
    expect(await scores(page, "club")).toEqual([420, -50, 450, 400]);
    expect((await fake(page)).order).toEqual(first.order);
    expect(opened.errors).toEqual([]);
    await page.close();
  }, 60_000);

  test("a score put right by hand on the traveller sheet survives the refresh; the file's rows go on a new sheet", async () => {
    const opened = await browser!.openWatched({
      sheets: { Sheet1: { top: 0, left: 0, rows: [["Tonight's notes"]] } },
      selection: { sheet: "Sheet1", address: "A1" },
    });
    const page = opened.page;
    await fakePicker(page);
    await setDisk(page, EARLY);
    await page.getByRole("button", { name: "Open a results file" }).click();
    await page.getByText(/^Wrote the sheet /).waitFor();
    // The director types -100 over table 2's -50 in D3 of the traveller sheet, as Excel would keep it.
    await page.evaluate(() => {
      const w = window as unknown as {
        __excel: { sheets: Record<string, { cells: Record<string, unknown> }> };
      };
      w.__excel.sheets.club.cells["2,3"] = { value: -100 };
    });
    const typed = JSON.stringify((await fake(page)).sheets.club.cells);

    await setDisk(page, LATER);
    await page.getByRole("button", { name: "Refresh from the file" }).click();
    await page.getByText(/changed by hand since it was read from the file/).waitFor();
    const after = await fake(page);
    expect(JSON.stringify(after.sheets.club.cells)).toBe(typed);
    expect(await scores(page, "club (2)")).toEqual([420, -50, 450]);
    expect(await page.getByText(/the file's new results are on "club \(2\)"/).count()).toBe(1);
    expect(opened.errors).toEqual([]);
    await page.close();
  }, 60_000);
});
