// What the command line prints of a scored event: each section's results sheet as text (the
// workings board by board, then the ranking), headed by the section's name when the input was a
// results file, with the file's published results compared and the names it gives.
import { METHOD_NAMES } from "../scoring";
import type { ScoredEvent, ScoredPairsSection, ScoredSection } from "../event";
import type { PublishedCheck } from "../io/published";
import { renderRanking, renderSheet } from "../writers/text";

/**
 * A pairs section's sheet as text, and its ranking: a one-board sheet has no session summary (it
 * would repeat the board's results), so its ranking is printed from the sheet laid out with one.
 */
function sheetText(s: ScoredSection): string {
  if (s.kind === "teams") return renderSheet(s.sheet) + publishedText(s.published);
  const ranking = s.section.traveller.boards.length === 1 ? renderRanking(s.withSummary()) : "";
  return renderSheet(s.sheet) + ranking;
}

/** The line comparing a file's published results with the add-in's ("" when nothing was compared). */
function publishedText(p: PublishedCheck | null): string {
  if (p === null || p.compared === 0) return "";
  return p.differences.length === 0
    ? `The file's published results agree with the add-in's (${p.compared} figures compared).\n`
    : `The file's published results differ from the add-in's in ${p.differences.length} of ${p.compared} figures:\n${p.differences.map((d) => `  ${d}\n`).join("")}`;
}

/** A results file's section: its heading, the sheet, the published comparison and its names. */
function fileSectionText(s: ScoredPairsSection): string {
  const described = s.section.stated.described;
  const lines = [
    `=== ${s.section.title} (${METHOD_NAMES[s.sessions[0].method]}${described ? `; the file says "${described}"` : ""}) ===\n`,
    sheetText(s),
  ];
  lines.push(publishedText(s.published));
  // The file's names, when they are the ones the rankings show (a --names table wins over them).
  const names = s.options.names === s.section.names ? s.section.names : new Map<string, string>();
  if (names.size > 0)
    lines.push(`Names:\n${[...names].map(([pair, who]) => `  ${pair}: ${who}\n`).join("")}`);
  lines.push("\n");
  return lines.join("");
}

/**
 * The text the command line prints for a scored event.
 *
 * @example
 * printEvent(scoreEvent(openInput(csv, "board15.csv"), { pairs: { method: "cross" } }));
 * // "Board 15 cross-IMPs: board 15, scored with live formulas\n..."
 */
export function printEvent(scored: ScoredEvent): string {
  return scored.sections
    .map((s) => (s.kind === "pairs" && s.section.file !== null ? fileSectionText(s) : sheetText(s)))
    .join("");
}
