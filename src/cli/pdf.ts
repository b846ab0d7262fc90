// A printable output written as a PDF (--hand-records out.pdf): the page printed by a headless
// Chromium, driven by playwright-core, on A4 or Letter. Nothing is fetched: the page is
// self-contained, runs no script (JavaScript is off in the browser's context) and every request it
// might make is refused. The browser and the library are looked for before anything is scored, so
// a run that cannot print says so at once, with what to do instead.
import * as fs from "node:fs";
import * as path from "node:path";
import type { OutputFormat } from "../writers/outputs";

/** The papers a PDF is printed on. */
export type Paper = "A4" | "Letter";

/** Where Chromium is looked for (unless $CHROMIUM names it): where Linux distributions put it. */
const CHROMIUM_PLACES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The browser's flags: headless, and nothing that talks to a server of its own. */
const LAUNCH_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Whether a file's name asks for a PDF. */
export function isPdfName(file: string): boolean {
  return path.extname(file).toLowerCase() === ".pdf";
}

/** The Chromium found: the one $CHROMIUM names when it is set, else the first of CHROMIUM_PLACES; or null. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | null {
  const places = env.CHROMIUM ? [env.CHROMIUM] : CHROMIUM_PLACES;
  return places.find((p) => fs.existsSync(p)) ?? null;
}

type Playwright = typeof import("playwright-core");

/** playwright-core, or null when it is not installed (the command line's bundle requires it from node_modules). */
function loadPlaywright(): Playwright | null {
  try {
    return require("playwright-core") as Playwright;
  } catch {
    return null;
  }
}

/**
 * Why the PDFs asked for cannot be written, or null: a ".pdf" name for an output that is no page
 * to print, or no Chromium (or no playwright-core) to print with.
 *
 * @example
 * pdfProblem([[handRecords, "out.pdf"]]); // null where Chromium is installed
 */
export function pdfProblem(
  outputs: readonly (readonly [OutputFormat, string])[],
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  const pdfs = outputs.filter(([, file]) => isPdfName(file));
  if (pdfs.length === 0) return null;
  const [notPrinted] = pdfs.filter(([o]) => o.printable !== true);
  if (notPrinted !== undefined)
    return `${notPrinted[0].flag} ${notPrinted[1]}: ${notPrinted[0].flag} writes a .${notPrinted[0].extension} file, not a PDF; only a page made to be printed (--hand-records) is written as a PDF.`;
  const [output, file] = pdfs[0];
  const base = file.slice(0, file.length - path.extname(file).length);
  const instead = `write ${base}.html and print it from a browser`;
  if (chromiumPath(env) === null)
    return `${output.flag} ${file} needs Chromium to print the PDF, and none was found (${env.CHROMIUM ? `CHROMIUM is ${env.CHROMIUM}` : `${CHROMIUM_PLACES.join(", ")}, or the CHROMIUM environment variable`}): install it (apt-get install chromium), or ${instead}.`;
  if (loadPlaywright() === null)
    return `${output.flag} ${file} needs the playwright-core package to drive Chromium, and it is not installed (npm install): or ${instead}.`;
  return null;
}

/**
 * A self-contained page printed to PDF by Chromium on the paper given, with its backgrounds
 * (the page's own @page margins). Rejects when the browser cannot be started.
 *
 * @example
 * const pdf = await printToPdf(renderHandRecordsPage(boards), "Letter"); // the PDF's bytes
 */
export async function printToPdf(html: string, paper: Paper): Promise<Uint8Array> {
  const playwright = loadPlaywright();
  const executablePath = chromiumPath();
  if (playwright === null || executablePath === null) throw new Error("Chromium cannot be started.");
  const browser = await playwright.chromium.launch({ executablePath, headless: true, args: LAUNCH_FLAGS });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
    const page = await context.newPage();
    await page.route("**/*", (route) => route.abort());
    await page.setContent(html, { waitUntil: "load" });
    return new Uint8Array(await page.pdf({ format: paper, printBackground: true }));
  } finally {
    await browser.close();
  }
}
