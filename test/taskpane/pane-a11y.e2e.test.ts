// The pane for everyone, in headless Chromium (the built dist/, Excel faked in the page; see
// test/support/pane-browser.ts): axe-core finds no WCAG 2.1 A or AA violation in any state a
// director meets (empty, read, problems listed, every option open, scoring, written, scores to
// check listed with links to their cells, error, the question before a very large read, the
// question whether to replace earlier results), each at 300
// and 350 px without sideways scrolling, in Office's dark theme or in forced colours (Windows high
// contrast); the workflow goes by keyboard alone; the focus moves to the outcome; a failed write
// leaves nothing behind. What axe found in each state is written to test-artifacts/axe-pane.json,
// with screenshots of the dark and high-contrast panes, of the progress bar and of the scores to
// check (UPDATE_DOCS_SCREENSHOT=1 also puts the last in docs/images/).
//
// Needs /usr/bin/chromium, like pane.e2e.test.ts (skipped with a warning without it, except in CI).
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import {
  ARTIFACTS,
  axeViolations,
  BOARD_15,
  fakeState,
  fitsNarrow,
  ROOT,
  startPaneBrowser,
  type FakeSetup,
  type PaneBrowser,
  type Violation,
} from "../support/pane-browser";
import { browserSuite } from "../support/chromium";

const suite = browserSuite("the pane's accessibility tests");

const WITH_4Z = BOARD_15.map((r, i) => (i === 3 ? r.map((v, j) => (j === 2 ? "4Z" : v)) : [...r]));

const board15 = (extra: Partial<FakeSetup> = {}): FakeSetup => ({
  sheets: { Sheet1: { top: 1, left: 1, rows: BOARD_15 } },
  selection: { sheet: "Sheet1", address: "D5" },
  ...extra,
});

const DARK = { bodyBackgroundColor: "#262626", bodyForegroundColor: "#FFFFFF" };

/** What axe found in each state checked, kept for the report. */
const found: Record<string, Violation[]> = {};

/** No violation in the state, and (fitsNarrow) no sideways scroll at 300 and 350 px, the Score row small. */
async function expectAccessible(page: Page, state: string): Promise<void> {
  const violations = await axeViolations(page);
  found[state] = violations;
  expect([state, violations]).toEqual([state, []]);
  await fitsNarrow(page, state);
}

/**
 * A screenshot of the pane at 350 px, from the Score button down (the warnings and the outcome),
 * kept in test-artifacts/; UPDATE_DOCS_SCREENSHOT=1 also writes it to docs/images/.
 */
async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 350, height: 900 });
  const outcome = page.getByTestId("score-outcome");
  await outcome.scrollIntoViewIfNeeded();
  const shot = await outcome.screenshot({ path: path.join(ARTIFACTS, name) });
  expect(shot.length).toBeGreaterThan(5_000);
  if (process.env.UPDATE_DOCS_SCREENSHOT) fs.writeFileSync(path.join(ROOT, "docs", "images", name), shot);
}

/** A description of the element with the keyboard focus: its role or tag, and its name. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return "";
    const input = el as HTMLInputElement;
    const label = input.labels?.[0]?.textContent ?? el.getAttribute("aria-label") ?? el.textContent ?? "";
    const kind = el.tagName === "INPUT" ? `input[${input.type}]` : el.tagName.toLowerCase();
    return `${kind}: ${label.trim()}`;
  });

/** Presses Tab until the focus is on what `want` matches (at most 40 times). */
async function tabTo(page: Page, want: RegExp): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if (want.test(await focused(page))) return;
  }
  throw new Error(`Tab never reached ${want}; the focus is on "${await focused(page)}"`);
}

suite("the pane for everyone (headless Chromium, axe-core)", () => {
  let pane: PaneBrowser;
  beforeAll(async () => {
    pane = await startPaneBrowser();
  }, 60_000);
  afterAll(async () => {
    await pane?.close();
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    fs.writeFileSync(path.join(ARTIFACTS, "axe-pane.json"), JSON.stringify(found, null, 2));
  });

  test("empty, read, every option open, written: no violations; keyboard alone reads, chooses and scores; the focus goes to the result", async () => {
    const page = await pane.open({
      sheets: { Sheet1: { top: 0, left: 0, rows: [["Notes"]] } },
      selection: { sheet: "Sheet1", address: "A1" },
    });
    await expectAccessible(page, "empty");
    await page.close();

    const p = await pane.open(board15());
    await p.getByText("1 board, 5 tables").waitFor();
    await expectAccessible(p, "read");

    // Keyboard only: Read again, the method (arrow keys in the radio group), Score.
    await tabTo(p, /^button: Read again$/);
    await p.keyboard.press("Enter");
    await tabTo(p, /^input\[radio\]: Matchpoints$/);
    // The methods in order: Butler, cross-IMPs, matchpoints, all three; Down from matchpoints is "all three".
    await p.keyboard.press("ArrowDown");
    await expect(p.getByLabel("All three (teaching)").isChecked()).resolves.toBe(true);
    // Every option of every method is now on show.
    await expect(p.getByText("Butler datum").isVisible()).resolves.toBe(true);
    await expect(p.getByText("Cross-IMPs", { exact: true }).first().isVisible()).resolves.toBe(true);
    await expectAccessible(p, "options open");
    // The live region is in the page, empty, before there is anything to say.
    await expect(p.getByTestId("outcome").textContent()).resolves.toBe("");
    await tabTo(p, /^button: Score$/);
    await p.keyboard.press("Enter");
    await p.getByText('Wrote the sheet "Board 15 all methods"').waitFor();
    // The focus is on the outcome, and the live region says it.
    await expect(focused(p)).resolves.toMatch(/Wrote the sheet "Board 15 all methods"/);
    await expect(p.getByTestId("outcome").textContent()).resolves.toMatch(
      /^Wrote the sheet "Board 15 all methods"/,
    );
    await expectAccessible(p, "written");
    await p.close();
  }, 90_000);

  test("problems listed: no violations; Score by keyboard puts the focus on the first problem and the alert says why", async () => {
    const page = await pane.open({
      sheets: { Sheet1: { top: 1, left: 1, rows: WITH_4Z } },
      selection: { sheet: "Sheet1", address: "B2:I8" },
    });
    await page.getByText(/1 problem/).waitFor();
    await tabTo(page, /^button: Score$/);
    await page.keyboard.press("Enter");
    await page.getByText("Nothing was written").waitFor();
    await expect(focused(page)).resolves.toMatch(/Sheet1!D5: "4Z"/);
    await expect(page.getByTestId("outcome").textContent()).resolves.toMatch(/^Nothing was written/);
    await expectAccessible(page, "problems listed");
    await page.close();
  }, 60_000);

  test("scoring: a progress bar with the step after half a second, no violations while it runs", async () => {
    // Each sync takes 0.8 s: the read alone takes over 2 s, the write over 1.5 s.
    const page = await pane.open(board15({ syncDelay: 800 }));
    await page.getByText("1 board, 5 tables").waitFor();
    await page.getByRole("button", { name: "Score", exact: true }).click();
    // (Fluent's spinners are progress bars too: this one is named after the step.)
    const bar = page.getByRole("progressbar", {
      name: /^(Reading the traveller|Scoring the boards and building the sheet|Writing the new sheet)(:.*)?$/,
    });
    await bar.waitFor({ timeout: 10_000 });
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, "taskpane-progress.png") });
    await expectAccessible(page, "scoring");
    // The bar stays from reading to writing; writing names its share once a request is written.
    await page
      .getByRole("progressbar", { name: /^Writing the new sheet(:.*)?$/ })
      .waitFor({ timeout: 10_000 });
    await page.getByText('Wrote the sheet "Board 15 matchpoints"').waitFor({ timeout: 20_000 });
    await expect(bar.count()).resolves.toBe(0);
    await page.close();
  }, 60_000);

  test("error: a write that fails in its first request leaves no sheet behind, says what to do, no violations", async () => {
    const page = await pane.open(board15({ failWriteAtSync: 2 }));
    await page.getByText("1 board, 5 tables").waitFor();
    await page.getByRole("button", { name: "Score", exact: true }).click();
    await page.getByText("Excel could not finish", { exact: true }).waitFor();
    await expect(focused(page)).resolves.toMatch(/Excel stopped the write .*Nothing was left behind/);
    const state = await fakeState(page);
    expect(state.added.map((s) => s.name)).toEqual(["Board 15 matchpoints"]);
    expect(state.deleted).toEqual(["Board 15 matchpoints"]);
    expect(state.order).toEqual(["Sheet1"]);
    await expectAccessible(page, "error");
    await page.close();
  }, 60_000);

  test("a protected workbook: refused before anything is added, with what to do", async () => {
    const page = await pane.open(board15({ protected: true }));
    await page.getByText("1 board, 5 tables").waitFor();
    await page.getByRole("button", { name: "Score", exact: true }).click();
    await page.getByText(/Unprotect it \(Review, Protect Workbook\)/).waitFor();
    const state = await fakeState(page);
    expect(state.added).toEqual([]);
    expect(state.order).toEqual(["Sheet1"]);
    await page.close();
  }, 60_000);

  test("a block of 120,000 cells: the pane asks before reading it; Cancel reads nothing", async () => {
    // Two filled cells, A1 and J12000: the block around A1 is A1:J12000, 10 x 12,000 cells.
    const page = await pane.open({
      sheets: {
        Big: {
          top: 0,
          left: 0,
          rows: [["Board"], ...Array.from({ length: 11998 }, () => []), new Array(10).fill(1)],
        },
      },
      selection: { sheet: "Big", address: "A1" },
    });
    await page.getByText("Read 120,000 cells?").waitFor();
    await expect(focused(page)).resolves.toMatch(/^button: Read it all$/);
    await expectAccessible(page, "asking before a large read");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter"); // Cancel
    await expect(page.getByText("Read 120,000 cells?").count()).resolves.toBe(0);
    await page.close();
  }, 60_000);

  test("scoring a traveller again: the question whether to replace its results, answered by keyboard, no violations", async () => {
    const page = await pane.open(board15());
    await page.getByText("1 board, 5 tables").waitFor();
    await page.getByRole("button", { name: "Score", exact: true }).click();
    await page.getByText('Wrote the sheet "Board 15 matchpoints"').waitFor();
    // The director clicks in the traveller again (writing selected the new sheet's A1), and scores.
    await page.evaluate(() => {
      (window as unknown as { __excel: { selection: unknown } }).__excel.selection = {
        sheet: "Sheet1",
        address: "D5",
      };
    });
    await page.getByRole("button", { name: "Score", exact: true }).click();
    await page.getByText("Replace the earlier results?").waitFor();
    await expect(focused(page)).resolves.toMatch(/^button: Replace$/);
    await expectAccessible(page, "asking whether to replace");
    await page.keyboard.press("Enter");
    await page.getByText(/It replaces the earlier results/).waitFor();
    expect((await fakeState(page)).order).toEqual(["Sheet1", "Board 15 matchpoints"]);
    await page.close();
  }, 60_000);

  test("scores that look mistyped: their own list above the outcome, each cell a link that selects it; no violations, light and dark", async () => {
    // Board 1: five tables 3H by E -140 and one 2H+1 by W -140, so hearts were EW's; the fourth
    // row (Sheet1!F4) has 3H by N +140, its declarer and sign turned. And a passed-out board 2
    // scored +420 (Sheet1!F9).
    const rows = [
      ["Board", "NS", "EW", "Contract", "By", "Score"],
      [1, 1, 1, "3H", "E", -140],
      [1, 2, 2, "3H", "E", -140],
      [1, 3, 3, "3H", "N", 140],
      [1, 4, 4, "3H", "E", -140],
      [1, 5, 5, "3H", "E", -140],
      [1, 6, 6, "3H", "E", -140],
      [1, 7, 7, "2H", "W", -140],
      [2, 1, 1, "Pass", "", 420],
      [2, 2, 2, "4S", "N", 620],
    ];
    for (const [look, theme] of [
      ["light", undefined],
      ["dark", DARK],
    ] as const) {
      const page = await pane.open({
        sheets: { Sheet1: { top: 0, left: 0, rows } },
        selection: { sheet: "Sheet1", address: "A1" },
        ...(theme ? { theme } : {}),
      });
      await page.getByText("2 boards, 9 tables").waitFor();
      await tabTo(page, /^button: Score$/);
      await page.keyboard.press("Enter");
      await page.getByText(/^Wrote the sheet/).waitFor();
      const list = page.getByRole("list", { name: "2 scores to check" });
      await expect(list.getByRole("listitem").allTextContents()).resolves.toEqual([
        expect.stringMatching(
          /^Sheet1!F4: 3H by N scored \+140 for NS here, where the other 6 tables in hearts were all made by EW/,
        ),
        expect.stringMatching(/^Sheet1!F9: Board 2 is passed out here but scored \+420 for NS/),
      ]);
      // Above the message, which says the sheet was written and where to look.
      const outcome = page.getByTestId("outcome");
      await expect(outcome.textContent()).resolves.toMatch(/^2 scores to check.*Wrote the sheet/);
      await expect(outcome.textContent()).resolves.toMatch(/2 scores look mistyped: see the list above/);
      // The link is named by its cell and selects it.
      await page.getByRole("button", { name: "Sheet1!F9" }).click();
      await page.waitForFunction(
        () =>
          (window as unknown as { __excel: { selection: { address: string } } }).__excel.selection.address ===
          "F9",
      );
      await expect(fakeState(page).then((f) => f.selection)).resolves.toEqual({
        sheet: "Sheet1",
        address: "F9",
      });
      await expectAccessible(page, `warnings listed, ${look}`);
      await shoot(page, `taskpane-warnings${look === "dark" ? "-dark" : ""}.png`);
      await page.close();
    }
  }, 90_000);

  test("Office's dark theme and Windows high contrast: followed, no violations, screenshots kept", async () => {
    const page = await pane.open(board15({ theme: DARK }));
    await page.getByText("1 board, 5 tables").waitFor();
    await expect(page.locator("[data-look]").getAttribute("data-look")).resolves.toBe("dark");
    // The pane's background is dark: every channel under 0x40.
    const background = await page
      .locator("[data-look]")
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    const channels = (background.match(/\d+/g) ?? []).slice(0, 3).map(Number);
    expect(channels.every((c) => c < 64)).toBe(true);
    await expectAccessible(page, "dark theme, read");
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: path.join(ARTIFACTS, "taskpane-dark.png"), fullPage: true });

    await page.emulateMedia({ forcedColors: "active" });
    await page.locator('[data-look="highContrast"]').waitFor();
    await expectAccessible(page, "high contrast, read");
    await page.screenshot({ path: path.join(ARTIFACTS, "taskpane-high-contrast.png"), fullPage: true });
    await page.close();
  }, 60_000);
});
