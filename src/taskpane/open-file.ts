/**
 * "Open a results file" in the pane, without Office.js or React: the file's bytes (read in the
 * pane; nothing is uploaded) become travellers in the layout a director would type, one new sheet
 * per section, each with the choices the file names (its method, matchpoint scale and movement).
 * A traveller CSV is put on a sheet as it is. A file that cannot be read changes nothing.
 */
import { decodeBytes } from "../io/decode";
import { readResultsFile } from "../io/read-file";
import { comparePublished } from "../io/published";
import { ResultsFileError, sectionGrid, type FileSection, type GridCell } from "../io/results-file";
import { readTraveller, ScoringError, TravellerError } from "../scoring";
import { scoreForSheet } from "../sheet/results";
import type { WorkedExample } from "./examples";
import type { CheckedOptions, PaneOptions } from "./options";

/** What opening a file came to: the sheets to insert (each as a traveller), or why there are none. */
export type OpenedFile =
  | {
      readonly kind: "opened";
      readonly sheets: readonly WorkedExample[];
      /** The file's sections, one per sheet (none for a traveller CSV). */
      readonly sections: readonly FileSection[];
    }
  | { readonly kind: "failed"; readonly message: string };

/** A CSV field: quoted when it holds a comma, a quote or a line break. */
function csvField(value: GridCell): string {
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The choices a section's file names (only those it names). */
function sectionChoices(section: FileSection): Partial<PaneOptions> {
  const s = section.scoring;
  return {
    ...(s.method ? { method: s.method } : {}),
    ...(s.scale ? { scale: s.scale } : {}),
    ...(s.movement ? { movement: s.movement } : {}),
  };
}

/** The sheet name a file or section is put on: "club-pairs A", "Thursday Pairs". */
function sheetNameOf(file: string, section: FileSection | null): string {
  const base = file.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "");
  if (section === null) return base || "Traveller";
  return [section.event || base, section.section].filter(Boolean).join(" ");
}

/**
 * Reads a file the director chose: a PBN or USEBIO file by its content, else a traveller CSV.
 *
 * @example
 * openFile("club.pbn", bytes); // { kind: "opened", sheets: [{ sheetName: "Club Pairs A", csv: "Board,Table,NS,...", options: { method: "mp", ... } }] }
 */
export function openFile(name: string, bytes: Uint8Array): OpenedFile {
  try {
    const results = readResultsFile(bytes, name);
    if (results === null) {
      const csv = decodeBytes(bytes);
      return { kind: "opened", sheets: [example(name, sheetNameOf(name, null), csv, {})], sections: [] };
    }
    return {
      kind: "opened",
      sheets: results.sections.map((section) =>
        example(
          name,
          sheetNameOf(name, section),
          sectionGrid(section)
            .cells.map((row) => row.map(csvField).join(","))
            .join("\n"),
          sectionChoices(section),
        ),
      ),
      sections: results.sections,
    };
  } catch (e) {
    if (e instanceof ResultsFileError) return { kind: "failed", message: e.message };
    throw e;
  }
}

function example(file: string, sheetName: string, csv: string, options: Partial<PaneOptions>): WorkedExample {
  return { id: `file:${file}:${sheetName}`, sheetName, title: sheetName, description: file, csv, options };
}

/**
 * What the file's published results (MP_NS, Percentage_NS, NS_MATCH_POINTS, ...) say against the
 * add-in's under the choices the section is scored with: a sentence for the pane's message, or ""
 * when the file publishes none (or the section cannot be scored; Score then says why).
 *
 * @example
 * publishedNote(section, checked); // "The file's published results agree with the add-in's (48 figures compared)."
 */
export function publishedNote(section: FileSection, options: CheckedOptions): string {
  const traveller = readTraveller(sectionGrid(section).cells);
  if (traveller.problems.length > 0) return "";
  try {
    const { compared, differences } = comparePublished(section, scoreForSheet(traveller, options));
    if (compared === 0) return "";
    if (differences.length === 0)
      return `The file's published results agree with the add-in's (${compared} figures compared).`;
    const shown = differences.slice(0, 3).join(" ");
    return `The file's published results differ from the add-in's in ${differences.length} of ${compared} figures: ${shown}${differences.length > 3 ? " ..." : ""}`;
  } catch (e) {
    if (e instanceof TravellerError || e instanceof ScoringError) return "";
    throw e;
  }
}
