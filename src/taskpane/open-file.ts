/**
 * "Open a results file" in the pane, without Office.js or React: the file's bytes (read in the
 * pane; nothing is uploaded) are opened by the input registry (src/event/inputs.ts: a PBN or USEBIO
 * file or a traveller CSV, told by its content), and each section goes on a new sheet as the
 * traveller a director would type, with the choices the file states (its method, matchpoint scale
 * and movement) for the form. A file that cannot be read changes nothing.
 */
import {
  EventError,
  InputError,
  openInput,
  scoreEvent,
  statedChoices,
  type BridgeEvent,
  type EventSection,
  type UserChoices,
} from "../event";
import { ScoringError, TravellerError } from "../scoring";
import type { WorkedExample } from "./examples";
import { formChoices } from "./options";

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

/** A CSV field: quoted when it holds a comma, a quote or a line break. */
function csvField(value: unknown): string {
  const s = value === null || value === undefined ? "" : String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The sheet name a section is put on: "Club Pairs A" (the file's event and section), else the file's name. */
function sheetNameOf(file: string, section: EventSection): string {
  const base = file.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "");
  if (section.file === null) return base || "Traveller";
  return [section.file.event || base, section.file.section].filter(Boolean).join(" ");
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
  if (event.sections.length === 0) return { kind: "failed", message: `${name} holds no traveller.` };
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
    options: formChoices(statedChoices(section)),
  };
}

/**
 * What a section's published results (MP_NS, Percentage_NS, NS_MATCH_POINTS, ...) say against the
 * add-in's when the section is scored with `choices`: a sentence for the pane's message, or ""
 * when the section publishes none (a traveller CSV, a teams scoresheet) or cannot be scored
 * (Score then says why).
 *
 * @example
 * publishedNote(opened.event, 1, choices); // "The file's published results agree with the add-in's (48 figures compared)."
 */
export function publishedNote(event: BridgeEvent, index: number, choices: UserChoices): string {
  const section = event.sections[index];
  if (section === undefined || section.file === null || section.problems.length > 0) return "";
  let published;
  try {
    const scored = scoreEvent({ ...event, sections: [section] }, choices).sections[0];
    published = scored.kind === "pairs" ? scored.published : null;
  } catch (e) {
    if (e instanceof TravellerError || e instanceof ScoringError) return "";
    throw e;
  }
  if (published === null || published.compared === 0) return "";
  const { compared, differences } = published;
  if (differences.length === 0)
    return `The file's published results agree with the add-in's (${compared} figures compared).`;
  const shown = differences.slice(0, 3).join(" ");
  return `The file's published results differ from the add-in's in ${differences.length} of ${compared} figures: ${shown}${differences.length > 3 ? " ..." : ""}`;
}
