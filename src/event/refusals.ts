// Why an event cannot be scored, worded once for every front end: the problems of its sections,
// each named where the input has it (an Excel address, a CSV line and column, a results file's
// line), and what scoring itself refused.
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
 * What scoring refused, named in the section's terms: the problems of a TravellerError (a pair
 * twice on a board, seen only when scoring) as lines, or a ScoringError's message; null for any
 * other error, which is no refusal but a fault.
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
  return null;
}
