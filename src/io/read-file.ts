// Telling a file apart by its content (never its name): a PBN file, a USEBIO file, a traveller
// (CSV text), or none of these; and reading a PBN or USEBIO file into the results-file model.
// Shared by the command line and the pane.
import { decodeBytes } from "./decode";
import { looksLikePbn, readPbn } from "./pbn";
import { ResultsFile, ResultsFileError } from "./results-file";
import { looksLikeUsebio, readUsebio } from "./usebio";

/** The formats the add-in reads, for the message about a file it cannot place. */
export const FORMATS_READ =
  "a traveller as CSV (a header row such as Board, NS, EW, Contract, By, Tricks, Score), a PBN file (PBN Standard 2.1, with [ScoreTable] results) or a USEBIO XML file (USEBIO 1.2)";

/** What kind of file the bytes hold. */
export type InputKind = "pbn" | "usebio" | "traveller" | "unknown";

/**
 * What a file holds, from its content: PBN (tag pairs such as [Event "..."]), USEBIO (an XML
 * document whose root is USEBIO), a traveller (text), or something else (binary, or XML of another
 * kind, or a workbook).
 *
 * @example
 * detectInput('[Event "Club"]\n[Board "1"]'); // "pbn"
 */
export function detectInput(text: string): InputKind {
  if (looksLikeUsebio(text)) return "usebio";
  if (looksLikePbn(text)) return "pbn";
  const head = text.slice(0, 2000);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000e-\u001a]/.test(head) || /^PK/.test(head)) return "unknown";
  if (/^\s*<(\?xml|!DOCTYPE|html|[A-Za-z])/i.test(head)) return "unknown";
  return "traveller";
}

/** Options of {@link readResultsFile}. */
export interface ReadResultsOptions {
  /**
   * Give a teams event's sections (kind "teams", whose grid is a teams scoresheet) to a caller
   * that scores teams events. Without it a teams file is refused with a message, as the callers
   * that score only pairs results files need.
   */
  readonly teams?: boolean;
}

/**
 * Reads a results file's bytes (or text) by its content; null when it is a traveller (a CSV).
 *
 * @example
 * readResultsFile(pbnText, "club.pbn")?.sections[0].boards[0].rows[0].score; // 420
 * readResultsFile(teamsPbn, "match.pbn", { teams: true })?.sections[0].kind; // "teams"
 */
export function readResultsFile(
  input: Uint8Array | string,
  file: string,
  options: ReadResultsOptions = {},
): ResultsFile | null {
  const text = typeof input === "string" ? input : decodeBytes(input);
  const kind = detectInput(text);
  if (kind === "unknown")
    throw new ResultsFileError(file, [`this is not a file the add-in reads: it reads ${FORMATS_READ}.`]);
  if (kind === "traveller") return null;
  const results = kind === "pbn" ? readPbn(text, file) : readUsebio(text, file);
  const teams = results.sections.find((s) => s.kind === "teams");
  if (teams && !options.teams) {
    const name = [teams.event, teams.section && `section ${teams.section}`].filter(Boolean).join(", ");
    throw new ResultsFileError(file, [
      `${name ? `${name}: ` : ""}a teams event (matches played in two rooms): this reads pairs results files (matchpoints, Butler, cross-IMPs); score a teams event from its teams scoresheet (Round, Board, Room, NS, EW, Contract, By, Tricks, NS score).`,
    ]);
  }
  return results;
}
