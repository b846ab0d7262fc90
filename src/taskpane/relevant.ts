/**
 * What the form needs to know of the traveller the pane has read, to show only the options that
 * do something for it (src/ui/shown-options.ts). Pure: the form asks, the state is not changed.
 */
import { withSections } from "../event";
import type { ReadShape } from "../ui/shown-options";
import { sectionOf, type Reading } from "./workflow";

/**
 * The shape of a pairs traveller read, or null when nothing (or a teams scoresheet) is read.
 *
 * @example
 * readShape(readArea(BOARD_2)); // { boards: 1, sections: false }
 */
export function readShape(reading: Reading | null): ReadShape | null {
  if (reading === null) return null;
  const section = sectionOf(reading);
  if (section.teams !== null || section.traveller.headers.length === 0) return null;
  return {
    boards: section.traveller.boards.length,
    sections: withSections(reading.event, false).sections.length > 1,
  };
}
