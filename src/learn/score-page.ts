/**
 * The teaching page's scoring: a traveller's CSV text and the pane's choices in, the results web
 * page out (with its workings open), or the problems that stop it being scored. The same reader,
 * engine, sheet model and page writer as the command line's --html; nothing leaves the browser.
 */
import { CsvError, readCsv } from "../io/csv";
import { readResultsFile } from "../io/read-file";
import { ResultsFileError, sectionGrid } from "../io/results-file";
import { formatProblem, readTraveller, ScoringError, TravellerError } from "../scoring";
import { eventTitle } from "../sheet/event-title";
import { buildSheetWithSummary } from "../sheet/results";
import { checkOptions, type PaneOptions } from "../taskpane/options";
import { renderHtmlPage } from "../writers/html";

export type ScoredPage =
  | { readonly ok: true; readonly html: string; readonly boards: number }
  | { readonly ok: false; readonly problems: readonly string[] };

/** Where a problem is, in the CSV's own terms: its line and column (1-based). */
const where = (row: number, column: number): string => `Line ${row + 1}, column ${column + 1}`;

/**
 * Scores a traveller's CSV text, or a results file (PBN or USEBIO, as text or bytes: its first
 * section), with the pane's choices into the results page
 * (workings open).
 *
 * @example
 * scorePage("NS,EW,Score\n1,2,420\n3,4,-50\n", { ...DEFAULT_OPTIONS, method: "mp" }); // { ok: true, html: "<!DOCTYPE html>...", boards: 1 }
 * scorePage("NS,EW,Score\n1,2,4Z\n", DEFAULT_OPTIONS); // { ok: false, problems: ["Line 2, column 3: ..."] }
 */
export function scorePage(input: string | Uint8Array, choices: PaneOptions): ScoredPage {
  if (typeof input === "string" && input.trim() === "")
    return { ok: false, problems: ["Paste a traveller, open a file or pick an example first."] };
  const checked = checkOptions(choices);
  if (!checked.ok) return { ok: false, problems: Object.values(checked.errors) };
  try {
    const section = readResultsFile(input, "The file")?.sections[0];
    const rows =
      section !== undefined
        ? sectionGrid(section).cells
        : readCsv(typeof input === "string" ? input : new TextDecoder().decode(input)).rows;
    const traveller = readTraveller(rows);
    if (traveller.problems.length > 0)
      return { ok: false, problems: traveller.problems.map((p) => formatProblem(p, where)) };
    const sheet = buildSheetWithSummary(traveller, checked.options);
    const title =
      section !== undefined
        ? [section.event, section.section && `section ${section.section}`].filter((x) => x).join(", ") || null
        : eventTitle(rows, traveller);
    const html = renderHtmlPage(sheet, { eventTitle: title, workingsOpen: true });
    return { ok: true, html, boards: traveller.boards.length };
  } catch (e) {
    if (e instanceof TravellerError)
      return { ok: false, problems: e.problems.map((p) => formatProblem(p, where)) };
    if (e instanceof ScoringError || e instanceof CsvError || e instanceof ResultsFileError)
      return { ok: false, problems: [e.message] };
    throw e;
  }
}
