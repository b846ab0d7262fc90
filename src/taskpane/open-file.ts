/**
 * "Open a results file" in the pane, without Office.js or React: the file's bytes (read in the
 * pane; nothing is uploaded) are opened by the input registry (src/event/inputs.ts: a PBN or USEBIO
 * file or a traveller CSV, told by its content), and each section goes on a new sheet as the
 * traveller a director would type, with the choices the file states (its method, matchpoint scale
 * and movement) for the form. A file that cannot be read changes nothing, nor does one in which a
 * section holds no traveller or teams scoresheet at all (no header row, or no result under it):
 * nothing would be scored from its sheet. A traveller with problems still goes on its sheet, where
 * the director can put them right.
 */
import {
  asFormChoices,
  EventError,
  INPUT_FORMATS,
  nothingToScore,
  InputError,
  openInput,
  statedChoices,
  type BridgeEvent,
  type EventSection,
  type ScoredSection,
} from "../event";
import { comparePublished } from "../io/published";
import type { FileSection } from "../io/results-file";
import type { WorkedExample } from "../ui/examples";

/** What opening a file came to: the sheets to insert (each as a traveller), or why there are none. */
export type OpenedFile =
  | {
      readonly kind: "opened";
      /** One sheet per section, in the file's order. */
      readonly sheets: readonly WorkedExample[];
      /** The file opened as an event: its sections, each with the file's own results. */
      readonly event: BridgeEvent;
    }
  | { readonly kind: "failed"; readonly message: string };

/**
 * The hint under "Open a results file": every format the input registry reads, each with the
 * extensions the picker offers for it, so a format added there is named here too.
 *
 * @example
 * pickerHint(); // "Reads a Bridgemate database (.bws), ... or a traveller as CSV (.csv, .txt): each section ..."
 */
export function pickerHint(): string {
  const each = INPUT_FORMATS.map(
    (f) => `${f.describes.replace(/\s*\(.*$/, "")} (${f.extensions.join(", ")})`,
  );
  const listed = `${each.slice(0, -1).join(", ")} or ${each[each.length - 1]}`;
  return `Reads ${listed}: each section goes on a new sheet and is scored. The file is read here; nothing is uploaded.`;
}

/** A CSV field: quoted when it holds a comma, a quote or a line break. */
function csvField(value: unknown): string {
  const s = value === null || value === undefined ? "" : String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The sheet name a section is put on: "Club Pairs A" (the file's event and section; "Club Pairs
 * s2 A" for a session of a file of several), else the file's name.
 */
function sheetNameOf(file: string, section: EventSection): string {
  const base = file.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "");
  if (section.file === null) return base || "Traveller";
  const session = section.file.session ? `s${section.file.session}` : "";
  return [section.file.event || base, session, section.file.section].filter(Boolean).join(" ");
}

/**
 * Reads a file the director chose: a PBN or USEBIO file by its content, else a traveller CSV;
 * each section becomes a sheet of its cells, with the choices the file states.
 *
 * @example
 * openFile("club.pbn", bytes); // { kind: "opened", sheets: [{ sheetName: "Club Pairs A", csv: "Board,Table,NS,...", options: { method: "mp", ... } }], event }
 */
export function openFile(name: string, bytes: Uint8Array): OpenedFile {
  let event: BridgeEvent;
  try {
    event = openInput(bytes, name);
  } catch (e) {
    if (e instanceof InputError || e instanceof EventError) return { kind: "failed", message: e.message };
    throw e;
  }
  const refusal = nothingToScore(event, name);
  if (refusal !== null) {
    // "holds no traveller." alone, as before; a section's refusal says nothing was written.
    return {
      kind: "failed",
      message: event.sections.length === 0 ? refusal : `${refusal} Nothing was written.`,
    };
  }
  return {
    kind: "opened",
    sheets: event.sections.map((section) =>
      example(
        name,
        sheetNameOf(name, section),
        section.rows.map((row) => row.map(csvField).join(",")).join("\n"),
        section,
      ),
    ),
    event,
  };
}

function example(file: string, sheetName: string, csv: string, section: EventSection): WorkedExample {
  return {
    id: `file:${file}:${sheetName}`,
    sheetName,
    title: sheetName,
    description: file,
    csv,
    options: asFormChoices(statedChoices(section)),
  };
}

/**
 * What a file section's published results (MP_NS, Percentage_NS, NS_MATCH_POINTS, ...) say
 * against the add-in's, once the sheet made of that section is scored (`scored`, its traveller
 * laid out row for row as the file's): a sentence for the pane's message, or "" when the file
 * publishes nothing comparable or the sheet is a teams scoresheet. Nothing is scored again.
 *
 * @example
 * publishedNote(opened.event.sections[1].file, scored.sections[0]); // "The file's published results agree with the add-in's (48 figures compared)."
 */
export function publishedNote(file: FileSection, scored: ScoredSection): string {
  if (scored.kind !== "pairs") return "";
  const { compared, differences } = comparePublished(file, scored.sessions);
  if (compared === 0) return "";
  if (differences.length === 0)
    return `The file's published results agree with the add-in's (${compared} figures compared).`;
  const shown = differences.slice(0, 3).join(" ");
  return `The file's published results differ from the add-in's in ${differences.length} of ${compared} figures: ${shown}${differences.length > 3 ? " ..." : ""}`;
}
