/**
 * The results files the pane saves after scoring: each output of the registry the pane offers a
 * button for (src/writers/outputs.ts: the web page, PBN, USEBIO), made from the event the results
 * sheet was scored as (kept from the Score, never scored again), by the same writers as the
 * command line's --html, --pbn and --usebio. Pure: saving the file is the host's business
 * (src/office/save-file.ts).
 */
import type { ScoredEvent } from "../event";
import type { FileToSave } from "../office/save-file";
import { OUTPUTS, outputNamed, type OutputFormat } from "../writers/outputs";

/**
 * A results sheet written: its name, and the event scored for it (its one section the sheet's);
 * or the sheets of a Score of several sections, `sheets` naming each section's sheet in order.
 */
export interface WrittenResults {
  readonly sheet: string;
  readonly scored: ScoredEvent;
  readonly sheets?: readonly string[];
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
 * The file of one output (by its registry name) for the results written: the scored event as the
 * output writes it, named after the results sheet with the output's extension. Rejects with the
 * writer's error for an event it cannot hold (a PBN or USEBIO file of "all three" methods).
 *
 * @example
 * await resultFile("pbn", { sheet: "Board 1 matchpoints", scored }); // { name: "Board 1 matchpoints.pbn", type: "text/plain;charset=utf-8", text: "% PBN 2.1 ..." }
 */
export async function resultFile(kind: string, written: WrittenResults): Promise<FileToSave> {
  const [file] = await resultFiles(kind, written);
  return file;
}

/**
 * The files of one output for the results written: one for the sheet, or one for each section of
 * a Score of several (the output writes a file a section), each named after its section's sheet.
 *
 * @example
 * await resultFiles("html", { sheet: "A matchpoints", sheets: ["A matchpoints", "B matchpoints"], scored });
 * // [{ name: "A matchpoints.html", ... }, { name: "B matchpoints.html", ... }]
 */
export async function resultFiles(kind: string, written: WrittenResults): Promise<FileToSave[]> {
  const output = outputNamed(kind);
  const files = await output.write(written.scored);
  return files.map((file, i) => {
    const text = typeof file.content === "string" ? file.content : new TextDecoder().decode(file.content);
    const sheet = written.sheets?.[i] ?? (i === 0 ? written.sheet : `${written.sheet}${file.suffix}`);
    return { name: `${fileBase(sheet)}${output.nameEnd ?? ""}.${output.extension}`, type: output.mime, text };
  });
}
