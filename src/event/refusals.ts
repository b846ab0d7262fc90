// Why an event cannot be scored, worded once for every front end: the problems of its sections,
// each named where the input has it (an Excel address, a CSV line and column, a results file's
// line), and what scoring itself refused.
import { GridLimitError, MAX_COL, MAX_ROW } from "../grid/a1";
import { formatProblem, ScoringError, TravellerError, untilPutRight } from "../scoring";

export { untilPutRight };
import type { BridgeEvent, EventSection } from "./model";

/** One line per problem of a section: `Sheet1!D5: "4Z" is not a contract ...`. */
export function problemLines(section: EventSection): string[] {
  return section.problems.map((p) => formatProblem(p, section.locate));
}

/** The first section with problems, or null when every section can be scored. */
export function sectionWithProblems(event: BridgeEvent): EventSection | null {
  return event.sections.find((s) => s.problems.length > 0) ?? null;
}

/**
 * Why a section's results sheet cannot be laid out: it would pass Excel's last row or column.
 *
 * @example
 * tooBigForExcel(section, "rows"); // "The results sheet of its 200,000 results would need more than Excel's 1,048,576 rows: ..."
 */
export function tooBigForExcel(section: EventSection, limit: "rows" | "columns"): string {
  const boards = section.traveller.boards;
  let results = 0;
  for (const b of boards) results += b.rows.length;
  const grid =
    limit === "rows"
      ? `more than Excel's ${(MAX_ROW + 1).toLocaleString("en-GB")} rows`
      : `more than Excel's ${(MAX_COL + 1).toLocaleString("en-GB")} columns (a column per board in the ranking)`;
  const size = `${boards.length.toLocaleString("en-GB")} board${boards.length === 1 ? "" : "s"} and ${results.toLocaleString("en-GB")} results`;
  // One board cannot be cut into parts of fewer boards: only the sheet-free JSON scores it.
  const todo =
    boards.length === 1
      ? "a board of this many tables has no room on one sheet; the command line's --json scores it whole, with no sheet."
      : "score the traveller in parts of fewer boards, each on a sheet of its own (the command line's --json scores it whole, with no sheet).";
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
  if (e instanceof GridLimitError) return { message: tooBigForExcel(section, e.limit) };
  return null;
}
