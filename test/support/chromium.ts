// Headless Chromium for the browser tests (the pane, the results web page, the teaching page):
// Debian's chromium driven by playwright-core, the flags it is launched with, the suite that is
// skipped with a warning where it is missing (except in CI, where the tests must run), and
// axe-core run in a page.
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";

export const ROOT = path.resolve(__dirname, "..", "..");
export const CHROMIUM = "/usr/bin/chromium";
const AXE = path.join(ROOT, "node_modules", "axe-core", "axe.min.js");
export const LAUNCH_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const hasChromium = fs.existsSync(CHROMIUM);

/**
 * `describe` where Chromium is installed or in CI; elsewhere `describe.skip`, after a warning
 * that the tests named by `what` are skipped (and `hint`, a further line, if given).
 */
export function browserSuite(what: string, hint = ""): jest.Describe {
  if (!hasChromium && !process.env.CI)
    console.warn(`\n*** SKIPPING ${what}: ${CHROMIUM} is missing. ***\n${hint}`);
  return hasChromium || process.env.CI ? describe : describe.skip;
}

/** Throws where Chromium is missing (so in CI, where the suite is not skipped without it). */
export function requireChromium(): void {
  if (!hasChromium)
    throw new Error(`${CHROMIUM} is missing and CI is set: install chromium (scripts/setup.sh).`);
}

/** A new headless browser (see {@link requireChromium}). */
export function launchChromium(): Promise<Browser> {
  requireChromium();
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: LAUNCH_FLAGS });
}

/** WCAG 2.0 and 2.1, levels A and AA, as axe-core tags them. */
export const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** One axe-core violation: the rule, how bad, what it asks, and the elements that break it. */
export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: { target: string[] }[];
}

/**
 * Runs axe-core (injected into the page the first time) on the whole page with these tags. Waits
 * first for the transitions and animations that end (a message fading in, a button's colour
 * changing as it is enabled), so colours are checked as they settle, not halfway.
 */
export async function runAxe(page: Page, tags: readonly string[]): Promise<AxeViolation[]> {
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
  return page.evaluate(async (values) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values } });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  }, tags);
}

/**
 * axe-core's WCAG 2.1 AA violations and its best practices, each a line: the rule, what it asks,
 * and the elements that break it (an empty list when the page passes).
 */
export async function axeLines(page: Page): Promise<string[]> {
  const violations = await runAxe(page, [...WCAG_21_AA, "best-practice"]);
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
