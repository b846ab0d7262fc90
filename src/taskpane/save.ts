/**
 * The results files the pane saves after scoring: the results web page, a PBN file or a USEBIO
 * file, made from the traveller the pane read and the choices it scored with, by the same writers
 * as the command line's --html, --pbn and --usebio. Pure: saving the file is the host's business
 * (src/office/save-file.ts).
 */
import type { ScoredSession, Traveller } from "../scoring";
import { eventTitle } from "../sheet/event-title";
import { buildSheetWithSummary, scoreForSheet } from "../sheet/results";
import { renderHtmlPage } from "../writers/html";
import { oneSession, writePbn } from "../writers/pbn";
import { writeUsebio } from "../writers/usebio";
import type { CheckedOptions } from "./options";

export type ResultKind = "html" | "pbn" | "usebio";

/** A file to save: its name, media type and text. */
export interface ResultFile {
  readonly name: string;
  readonly type: string;
  readonly text: string;
}

const FILES: Readonly<Record<ResultKind, { ext: string; type: string }>> = {
  html: { ext: "html", type: "text/html;charset=utf-8" },
  pbn: { ext: "pbn", type: "text/plain;charset=utf-8" },
  usebio: { ext: "xml", type: "application/xml;charset=utf-8" },
};

/**
 * The file of one kind for a traveller scored with the checked choices. Throws the scorer's
 * TravellerError or ScoringError (a PBN or USEBIO file of "all three" methods is refused).
 *
 * @example
 * resultFile("pbn", traveller, cells, { method: "mp", movement: "mitchell" }, "Board 1 matchpoints").name; // "Board 1 matchpoints.pbn"
 */
export function resultFile(
  kind: ResultKind,
  traveller: Traveller,
  cells: readonly (readonly unknown[])[],
  options: CheckedOptions,
  baseName: string,
): ResultFile {
  const sessions: readonly ScoredSession[] = scoreForSheet(traveller, options);
  const title = eventTitle(cells, traveller);
  const text =
    kind === "html"
      ? renderHtmlPage(buildSheetWithSummary(traveller, options, sessions), { eventTitle: title })
      : kind === "pbn"
        ? writePbn(traveller, oneSession(sessions, "A PBN file"), { event: title })
        : writeUsebio(traveller, oneSession(sessions, "A USEBIO file"), { event: title });
  const safe =
    baseName
      .replace(/[\\/:*?"<>|]+/g, " ")
      .replace(/\s+/g, " ")
      .trim() || "results";
  return { name: `${safe}.${FILES[kind].ext}`, type: FILES[kind].type, text };
}
