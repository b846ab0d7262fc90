// What the command line prints of a scored event: each section's ranking first, sorted by place,
// then its results sheet as text (the workings board by board, the session summary), headed by
// the section's name when the input was a results file, with the file's published results
// compared and the names it gives. Everything is laid out within the terminal's width.
import { METHOD_NAMES } from "../scoring";
import { playerRankingText, type ScoredEvent, type ScoredPairsSection, type ScoredSection } from "../event";
import type { PublishedCheck } from "../io/published";
import type { SheetBlock } from "../sheet/model";
import {
  renderRanking,
  renderSessionRanking,
  renderSheet,
  strataText,
  tieBreakText,
  TEXT_WIDTH,
} from "../writers/text";
import { GridLimitError, MAX_ROW } from "../grid/a1";

/** How the command line prints: the terminal's width, and whether only the rankings. */
export interface PrintOptions {
  /** The widest line (default: 100 characters, what is assumed when the output is no terminal). */
  readonly width?: number;
  /** Only each section's ranking (or a teams event's standings), without the workings. */
  readonly rankingOnly?: boolean;
}

/** The blocks of a teams sheet that rank: the standings, and the Butler ranking of the pairs. */
const RANKS = (block: SheetBlock): boolean => block.kind === "standings" || block.kind === "summary";

/**
 * A section's ranking, then (unless only the ranking is asked for) its sheet as text. A pairs
 * ranking is the session summary's pairs in order of place; a one-board sheet has no session
 * summary (it would repeat the board's results), so its ranking comes from the sheet laid out with
 * one. A teams event's ranking is its standings block.
 */
function sheetText(s: ScoredSection, options: PrintOptions): string {
  const width = options.width ?? TEXT_WIDTH;
  if (s.kind === "teams") {
    const ranking = renderSheet(s.sheet, { width, blocks: RANKS });
    return options.rankingOnly
      ? ranking
      : `${ranking}\n${renderSheet(s.sheet, { width, blocks: (b) => !RANKS(b) })}${publishedText(s.published)}${fromFileText(s.section.file?.notes)}`;
  }
  // Split across sheets: its ranking from the sessions (the same text), its workings on the sheets
  // of the workbook, which are laid out only when it is written.
  if (s.split !== undefined) {
    const ranking =
      renderSessionRanking(s.sessions, width) + tieBreakText(s.sessions) + strataText(s.sessions);
    const boards = new Set(s.section.traveller.boards.map((b) => b.board)).size;
    return options.rankingOnly
      ? ranking
      : `${ranking}The workings of its ${boards.toLocaleString("en-GB")} boards are too many for one sheet of Excel: --xlsx writes them on ${s.split.partNames.length} sheets, after the ranking on "${s.split.rankingName}".\n`;
  }
  const ranking = pairsRanking(s, width) + tieBreakText(s.sessions) + strataText(s.sessions);
  // The sheet's own ranking at its top is the one just printed.
  const workings = (): string => renderSheet(s.sheet, { width, blocks: (b) => b.kind !== "ranking" });
  return options.rankingOnly ? ranking : `${ranking}${workings()}`;
}

/**
 * A pairs section's ranking, from its sheet with the session summary; when that sheet cannot be
 * laid out within Excel's last row (one board of well over a hundred thousand tables, whose own
 * sheet fits), from the sessions, in the same columns and order (the same text). A one-board
 * sheet that leaves fewer rows than twice the pairs it ranks is not laid out again only to fail
 * (a board of 150,000 tables: a second sheet of millions of cells, most of its memory).
 */
function pairsRanking(s: ScoredPairsSection, width: number): string {
  let rows = 0;
  for (const c of s.sheet.cells) rows = Math.max(rows, c.row + 1);
  // Laid out with its summary, a one-board sheet lists each pair twice more: in the summary, and in
  // the ranking at its top.
  for (const session of s.sessions) for (const r of session.rankings) rows += 2 * r.pairs.length;
  if (rows > MAX_ROW + 1) return renderSessionRanking(s.sessions, width);
  try {
    return renderRanking(s.withSummary(), width);
  } catch (e) {
    if (!(e instanceof GridLimitError)) throw e;
    return renderSessionRanking(s.sessions, width);
  }
}

/** What a teams file's reader noted (how it took the file's rounds), a line each; "" for none. */
function fromFileText(notes: readonly string[] | undefined): string {
  return (notes ?? []).map((n) => `Read from the file: ${n}.\n`).join("");
}

/** The line comparing a file's published results with the add-in's ("" when nothing was compared). */
function publishedText(p: PublishedCheck | null): string {
  if (p === null || p.compared === 0) return "";
  return p.differences.length === 0
    ? `The file's published results agree with the add-in's (${p.compared} figures compared).\n`
    : `The file's published results differ from the add-in's in ${p.differences.length} of ${p.compared} figures:\n${p.differences.map((d) => `  ${d}\n`).join("")}`;
}

/** A results file's section: its heading, the sheet, the published comparison and its names. */
function fileSectionText(s: ScoredPairsSection, options: PrintOptions): string {
  const described = s.section.stated.described;
  // An individual event: its players ranked first (the sheet's pairs are its partnerships).
  const players = (s.players ?? []).map((r) => `${playerRankingText(r)}\n`).join("");
  const lines = [
    `=== ${s.section.title} (${METHOD_NAMES[s.sessions[0].method]}${described ? `; the file says "${described}"` : ""}) ===\n`,
    players !== "" && options.rankingOnly ? players : `${players}${sheetText(s, options)}`,
  ];
  if (options.rankingOnly) return lines.join("");
  lines.push(publishedText(s.published));
  // The file's names, when they are the ones the rankings show (a --names table wins over them).
  const names = s.options.names === s.section.names ? s.section.names : new Map<string, string>();
  if (names.size > 0)
    lines.push(`Names:\n${[...names].map(([pair, who]) => `  ${pair}: ${who}\n`).join("")}`);
  lines.push("\n");
  return lines.join("");
}

/**
 * The text the command line prints for a scored event: each section's ranking, then its workings.
 *
 * @example
 * printEvent(scoreEvent(openInput(csv, "board15.csv"), { pairs: { method: "cross" } }));
 * // "Session ranking: cross-IMPs\nNS pairs\nRank  Pair ..."
 */
export function printEvent(scored: ScoredEvent, options: PrintOptions = {}): string {
  return scored.sections
    .map((s) =>
      s.kind === "pairs" && s.section.file !== null ? fileSectionText(s, options) : sheetText(s, options),
    )
    .join("");
}

/**
 * What standard error says when the event layer refuses an input: its problems one a line, or its
 * one message, under "FILE cannot be scored".
 */
export function refusalWords(
  what: string,
  refused: { readonly problems: readonly string[] } | { readonly message: string },
): string {
  return "problems" in refused
    ? `${what} cannot be scored:\n${refused.problems.map((l) => `  ${l}\n`).join("")}`
    : `${what} cannot be scored: ${refused.message}\n`;
}
