/**
 * The teaching page's scoring: the same road as the pane and the command line. The pasted text
 * or opened file is opened into an event (a traveller, a teams scoresheet, or a PBN or USEBIO
 * file, told by its content), scored with the form's choices, and written as the results web page
 * by the output registry's page writer, with its workings open. Nothing leaves the browser.
 */
import {
  InputError,
  EventError,
  openInput,
  problemLines,
  refusedBy,
  scoreEvent,
  sectionWithProblems,
  type BridgeEvent,
} from "../event";
import { checkOptions, userChoices, type PaneOptions } from "../taskpane/options";
import { outputNamed } from "../writers/outputs";

export type ScoredPage =
  | { readonly ok: true; readonly html: string; readonly boards: number }
  | { readonly ok: false; readonly problems: readonly string[] };

/** What the teaching page calls text pasted into its box, in messages. */
export const PASTED = "The traveller";

/**
 * Opens the box's text, or a file's bytes, as an event: null when it cannot be read (the kind of
 * event then shows no options of its own).
 *
 * @example
 * peekEvent(teamsCsv, "teams.csv")?.kind; // "teams"
 */
export function peekEvent(input: string | Uint8Array, name: string): BridgeEvent | null {
  if (typeof input === "string" && input.trim() === "") return null;
  try {
    return openInput(input, name);
  } catch (e) {
    if (e instanceof InputError || e instanceof EventError) return null;
    throw e;
  }
}

/**
 * Scores pasted text or an opened file with the form's choices into the results page (workings
 * open) of its first section, or the problems that stop it, each named where it is.
 *
 * @example
 * await scorePage("NS,EW,Score\n1,2,420\n3,4,-50\n", { ...DEFAULT_OPTIONS, method: "mp" }); // { ok: true, html: "<!DOCTYPE html>...", boards: 1 }
 * await scorePage("NS,EW,Score\n1,2,4Z\n", DEFAULT_OPTIONS); // { ok: false, problems: ["The traveller: line 2, column 3 (Score): ..."] }
 */
export async function scorePage(
  input: string | Uint8Array,
  choices: PaneOptions,
  name: string = PASTED,
): Promise<ScoredPage> {
  if (typeof input === "string" && input.trim() === "")
    return { ok: false, problems: ["Paste a traveller, open a file or pick an example first."] };
  const checked = checkOptions(choices);
  if (!checked.ok) return { ok: false, problems: Object.values(checked.errors) };
  let opened: BridgeEvent;
  try {
    opened = openInput(input, name);
  } catch (e) {
    if (e instanceof InputError || e instanceof EventError) return { ok: false, problems: [e.message] };
    throw e;
  }
  // The page shows one section, the file's first: only it is checked and scored.
  const event: BridgeEvent = { ...opened, sections: opened.sections.slice(0, 1) };
  const bad = sectionWithProblems(event);
  if (bad !== null) return { ok: false, problems: problemLines(bad) };
  try {
    const scored = scoreEvent(event, userChoices(choices, checked.options));
    const [page] = await outputNamed("html").write(scored, { workingsOpen: true });
    return {
      ok: true,
      html: String(page.content),
      boards: scored.sections[0].section.traveller.boards.length,
    };
  } catch (e) {
    const refused = refusedBy(event.sections[0], e);
    if (refused === null) throw e;
    return { ok: false, problems: "problems" in refused ? refused.problems : [refused.message] };
  }
}
