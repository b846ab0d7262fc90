/**
 * The results files the pane saves after scoring: each output of the registry the pane offers a
 * button for (src/writers/outputs.ts: the web page, PBN, USEBIO), made from the reading's event
 * scored with the choices the results sheet was scored with, by the same writers as the command
 * line's --html, --pbn and --usebio. Pure: saving the file is the host's business
 * (src/office/save-file.ts).
 */
import { scoreEvent } from "../event";
import { OUTPUTS, outputNamed, type OutputFormat } from "../writers/outputs";
import type { UserChoices } from "../event";
import type { Reading } from "./workflow";

/** A results sheet written: its name, the reading it was scored from and the choices it was scored with. */
export interface WrittenResults {
  readonly sheet: string;
  readonly reading: Reading;
  readonly choices: UserChoices;
}

/** A file to save: its name, media type and text. */
export interface ResultFile {
  readonly name: string;
  readonly type: string;
  readonly text: string;
}

/** The outputs the pane offers a Save button for (the workbook is not one: Excel is the workbook). */
export const SAVE_OUTPUTS: readonly OutputFormat[] = OUTPUTS.filter((o) => o.button !== null);

/** A file name made of a sheet's name: no character a file system refuses, never empty. */
function fileBase(sheet: string): string {
  return (
    sheet
      .replace(/[\\/:*?"<>|]+/g, " ")
      .replace(/\s+/g, " ")
      .trim() || "results"
  );
}

/**
 * The file of one output (by its registry name) for the results written: the reading's event scored
 * with the same choices, named after the results sheet with the output's extension. Rejects with
 * the scorer's TravellerError or ScoringError (a PBN or USEBIO file of "all three" methods is
 * refused), or the writer's error for an event it cannot hold.
 *
 * @example
 * await resultFile("pbn", { sheet: "Board 1 matchpoints", reading, choices }); // { name: "Board 1 matchpoints.pbn", type: "text/plain;charset=utf-8", text: "% PBN 2.1 ..." }
 */
export async function resultFile(kind: string, written: WrittenResults): Promise<ResultFile> {
  const output = outputNamed(kind);
  const { reading, choices } = written;
  const scored = scoreEvent(reading.event, choices, { existingNames: reading.area.sheetNames ?? [] });
  // The reading's event has one section, so the output writes one file.
  const [file] = await output.write(scored);
  const text = typeof file.content === "string" ? file.content : new TextDecoder().decode(file.content);
  return { name: `${fileBase(written.sheet)}.${output.extension}`, type: output.mime, text };
}
