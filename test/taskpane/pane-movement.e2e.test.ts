// The built pane's Make a movement panel in headless Chromium with Excel faked in the page
// (test/support/pane-browser.ts): its fields and the usual one chosen, a field's problem said
// beside it, and nothing written into the workbook for a form with a problem.
import { fakeState as fake, startPaneBrowser, type PaneBrowser } from "../support/pane-browser";
import { browserSuite } from "../support/chromium";

const suite = browserSuite(
  "the Make a movement panel's end-to-end tests",
  "*** Install Debian's chromium (bash scripts/setup.sh) to run them; in CI they must run. ***\n",
);

let browser: PaneBrowser | undefined;

suite("Make a movement in the pane", () => {
  beforeAll(async () => {
    browser = await startPaneBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  test("the panel's fields; tables typed wrong are named beside the field, and no sheet is added", async () => {
    const { page, errors } = await browser!.openWatched({
      sheets: { Sheet1: { top: 0, left: 0, rows: [["Notes"]] } },
      selection: { sheet: "Sheet1", address: "A1" },
    });
    expect(errors).toEqual([]);
    const panel = page.getByRole("region", { name: "Make a movement" });
    await panel.waitFor();
    const kind = panel.getByLabel("Movement");
    await expect(kind.inputValue()).resolves.toBe("usual");
    await panel.getByLabel("Tables").fill("seven");
    await panel.getByLabel("Boards").fill("21");
    await panel.getByRole("button", { name: "Make the movement" }).click();
    await panel.getByText('Tables: give a whole number from 2 to 60 ("seven" typed).').first().waitFor();
    await expect(panel.getByLabel("Tables").getAttribute("aria-invalid")).resolves.toBe("true");
    const state = await fake(page);
    expect(state.order).toEqual(["Sheet1"]);
    await page.close();
  }, 60_000);
});
