// `npm run dd -- deals.pbn --hand-records out.html|out.pdf`: the hand-record sheet of a file of
// deals alone (no results to score), each deal solved as `npm run dd` solves them. The sheet is
// headed by the file's own [Event], [Date] and [Site] (a PBN file's first of each), else by the
// file's name; its name is checked before anything is solved, and written as every output of the
// command line is (never over the file read, nor over a file the add-in did not write without
// --force).
import * as path from "node:path";
import { decodeBytes } from "../../io/decode";
import { readTagLine } from "../../io/pbn/tags";
import { looksBinary, withoutControls } from "../../io/text";
import {
  renderHandRecordsPage,
  type BoardsPerPage,
  type HandRecordBoard,
} from "../../writers/hand-records-page";
import { outputNamed } from "../../writers/outputs";
import { isPdfName, pdfProblem, printToPdf, type Paper } from "../pdf";
import { outputWriter, outputsProblem, type WriteRules } from "../write-file";
import type { CliIO } from "../io";

/** What a dd command line asks of the sheet: where it goes, and how it is printed. */
export interface SheetRequest {
  readonly file: string;
  readonly boardsPerPage?: BoardsPerPage;
  readonly paper?: Paper;
  readonly force: boolean;
}

/** The most lines of a file looked through for its heading's tags. */
const HEADING_LINES = 10_000;

/**
 * A PBN file's heading: its first [Event], [Date] and [Site] values (a file of another kind has
 * none). Only the first HEADING_LINES lines are looked at, so a huge file costs no more.
 *
 * @example
 * pbnHeading(bytes); // { event: "Tuesday Pairs", date: "2026.12.01", site: "Harbour Bridge Club" }
 */
export function pbnHeading(bytes: Uint8Array): { event?: string; date?: string; site?: string } {
  const text = decodeBytes(bytes);
  if (looksBinary(text) || text.trimStart().startsWith("<")) return {};
  const found: { event?: string; date?: string; site?: string } = {};
  let start = 0;
  for (let n = 0; n < HEADING_LINES && start < text.length; n++) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const tag = readTagLine(text.slice(start, end));
    start = end + 1;
    if (tag === null) continue;
    const key = ({ Event: "event", Date: "date", Site: "site" } as const)[tag.name];
    const value = withoutControls(tag.value.replace(/\\(.)/g, "$1")).trim();
    if (key !== undefined && found[key] === undefined && value !== "" && value !== "?" && value !== "#")
      found[key] = value;
    if (found.event !== undefined && found.date !== undefined && found.site !== undefined) break;
  }
  return found;
}

/**
 * Why the sheet cannot be written where it is asked (a PDF without Chromium, the file read, a
 * file of someone else's without --force), or null: checked before any deal is solved.
 */
export function sheetProblem(request: SheetRequest, input: string): string | null {
  const output = outputNamed("hand-records");
  const rules: WriteRules = { inputs: [input], force: request.force };
  return pdfProblem([[output, request.file]]) ?? outputsProblem([request.file], rules);
}

/**
 * Writes the sheet of the deals solved; returns null when written (after saying so on `io.out`),
 * else the line that says why it was not.
 */
export async function writeSheet(
  boards: readonly HandRecordBoard[],
  source: { readonly input: string; readonly bytes: Uint8Array },
  request: SheetRequest,
  io: Pick<CliIO, "out" | "writeFile">,
): Promise<string | null> {
  const heading = pbnHeading(source.bytes);
  const page = renderHandRecordsPage(boards, {
    title: heading.event ?? path.basename(source.input),
    date: heading.date ?? null,
    venue: heading.site ?? null,
    ...(request.boardsPerPage !== undefined ? { boardsPerPage: request.boardsPerPage } : {}),
  });
  const content = isPdfName(request.file) ? await printToPdf(page, request.paper ?? "A4") : page;
  const write = outputWriter(io, { inputs: [source.input], force: request.force });
  const problem = write(request.file, content);
  if (problem !== null) return problem;
  io.out(
    `Wrote ${request.file} (the hand-record sheet, ${boards.length} board${boards.length === 1 ? "" : "s"}).\n`,
  );
  return null;
}
