/**
 * "Open a results file" in the pane, without Office.js or React: the file's bytes (read in the
 * pane; nothing is uploaded) become travellers in the layout a director would type, one new sheet
 * per section, each with the choices the file names (its method, matchpoint scale and movement).
 * A traveller CSV is put on a sheet as it is. A file that cannot be read changes nothing.
 */
import { decodeBytes } from "../io/decode";
import { readResultsFile } from "../io/read-file";
import { ResultsFileError, sectionGrid, type FileSection, type GridCell } from "../io/results-file";
import type { WorkedExample } from "./examples";
import type { PaneOptions } from "./options";

/** What opening a file came to: the sheets to insert (each as a traveller), or why there are none. */
export type OpenedFile =
  | { readonly kind: "opened"; readonly sheets: readonly WorkedExample[] }
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
      return { kind: "opened", sheets: [example(name, sheetNameOf(name, null), csv, {})] };
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
    };
  } catch (e) {
    if (e instanceof ResultsFileError) return { kind: "failed", message: e.message };
    throw e;
  }
}

function example(file: string, sheetName: string, csv: string, options: Partial<PaneOptions>): WorkedExample {
  return { id: `file:${file}:${sheetName}`, sheetName, title: sheetName, description: file, csv, options };
}
