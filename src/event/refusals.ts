// Why an event cannot be scored, worded once for every front end: the problems of its sections,
// each named where the input has it (an Excel address, a CSV line and column, a results file's
// line), and what scoring itself refused.
import { GridLimitError, MAX_COL, MAX_ROW } from "../grid/a1";
import { formatProblem, ScoringError, TravellerError, untilPutRight } from "../scoring";
import { BoardTooLargeError } from "../sheet/split";

export { untilPutRight };
import type { BridgeEvent, EventSection } from "./model";

/** One line per problem of a section: `Sheet1!D5: "4Z" is not a contract ...`. */
export function problemLines(section: EventSection): string[] {
  return section.problems.map((p) => formatProblem(p, section.locate));
}

/** Whether a section has nothing to score: no header row was found, or no board (or match) under it. */
function holdsNothing(section: EventSection): boolean {
  if (section.teams !== null) return section.teams.matches.length === 0;
  return section.traveller.headers.length === 0 || section.traveller.boards.length === 0;
}

/**
 * Why the event opened from `name` has nothing to score, or null when every section has something:
 * a file with no section, or a section with no board (or match) under its header row, named with
 * its first problems when it has some. Every front end refuses such an event with this message
 * rather than scoring nothing.
 *
 * @example
 * nothingToScore(openInput("Board,NS,EW,Score\n", "empty.csv"), "empty.csv");
 * // "empty.csv cannot be scored: it has a header row but no result under it."
 */
export function nothingToScore(event: BridgeEvent, name: string): string | null {
  if (event.sections.length === 0) return `${name} holds no traveller.`;
  const empty = event.sections.find(holdsNothing);
  if (empty === undefined) return null;
  const why = problemLines(empty).slice(0, 3).join(" ");
  const label = empty.file?.section || empty.title || "";
  const which = event.sections.length > 1 && label !== "" ? ` (section ${label})` : "";
  return `${name}${which} cannot be scored: ${why !== "" ? why : "it has a header row but no result under it."}`;
}

/** The first section with problems, or null when every section can be scored. */
export function sectionWithProblems(event: BridgeEvent): EventSection | null {
  return event.sections.find((s) => s.problems.length > 0) ?? null;
}

/**
 * Why a section's results sheet cannot be laid out: it would pass Excel's last row or column; or
 * one of its boards (`board`) would pass the last row on its own, where splitting the session
 * across sheets by whole boards finds it no room.
 *
 * @example
 * tooBigForExcel(section, "rows"); // "The results sheet of 1 board and 2,000,000 results would need more than Excel's 1,048,576 rows: ..."
 */
export function tooBigForExcel(
  section: EventSection,
  limit: "rows" | "columns",
  board: number | null = null,
): string {
  const boards = section.traveller.boards;
  let results = 0;
  for (const b of boards) results += b.rows.length;
  const rows = `Excel's ${(MAX_ROW + 1).toLocaleString("en-GB")} rows`;
  const json = "the command line's --json scores it whole, with no sheet";
  if (board !== null)
    return `Board ${board} has too many tables for a sheet of its own: its workings would need more than ${rows}, and a session too large for one sheet is split across sheets by whole boards; ${json}.`;
  const grid =
    limit === "rows"
      ? `more than ${rows}`
      : `more than Excel's ${(MAX_COL + 1).toLocaleString("en-GB")} columns (a column per board in the ranking)`;
  const size = `${boards.length.toLocaleString("en-GB")} board${boards.length === 1 ? "" : "s"} and ${results.toLocaleString("en-GB")} results`;
  // One board cannot be cut into parts of fewer boards: only the sheet-free JSON scores it.
  const todo =
    new Set(boards.map((b) => b.board)).size === 1
      ? `a board of this many tables has no room on one sheet; ${json}.`
      : "the command line's --xlsx writes it as a workbook split across sheets (a ranking sheet, then its boards in parts, each on a sheet of its own); or score the traveller in parts of fewer boards.";
  return `The results sheet of ${size} would need ${grid}: ${todo}`;
}

/**
 * What scoring refused, named in the section's terms: the problems of a TravellerError (a pair
 * twice on a board, seen only when scoring) as lines, or a ScoringError's message; null for any
 * other error, which is no refusal but a fault. A results sheet past Excel's grid is refused too,
 * saying what to do.
 *
 * @example
 * refusedBy(section, e); // { problems: ["board15.csv: line 4, column 2 (NS): Pair 3 is on board 1 twice ..."] }
 */
export function refusedBy(
  section: EventSection,
  e: unknown,
): { readonly problems: readonly string[] } | { readonly message: string } | null {
  if (e instanceof TravellerError && e.problems.length > 0) {
    return { problems: e.problems.map((p) => formatProblem(p, section.locate)) };
  }
  if (e instanceof TravellerError || e instanceof ScoringError) return { message: e.message };
  if (e instanceof GridLimitError)
    return { message: tooBigForExcel(section, e.limit, e instanceof BoardTooLargeError ? e.board : null) };
  return null;
}
