// The largest session each output of the command line is written for. Every output is made whole
// in memory before it is written (a workbook is a zip of its sheets, a web page one document), and
// Node's heap is capped (`npm run score`): past these sizes the run would need more than 2 GB, so
// it is refused before anything is scored, saying the limit and what to do instead. Text and
// --json are written for any file the readers accept (1,048,576 results). docs/formats.md ("Any
// file, any size", Memory) gives the figures measured.
import type { BridgeEvent } from "../event";
import type { OutputRequest } from "./outputs";

/** The most results (traveller rows, over every section) an output is written for, by its flag. */
export const OUTPUT_RESULT_LIMITS: ReadonlyMap<string, number> = new Map([
  ["--xlsx", 200_000],
  ["--html", 50_000],
]);

/** How many results (rows of its travellers) the event holds, over every section. */
export function resultCount(event: BridgeEvent): number {
  let n = 0;
  for (const s of event.sections) for (const b of s.traveller.boards) n += b.rows.length;
  return n;
}

/**
 * The message refusing the first output asked for whose limit the event passes, naming the file,
 * its count, the limit and what to do; null when every output can be written.
 *
 * @example
 * outputTooLarge(event, [[xlsx, "out.xlsx"]]);
 * // "big.csv has 1,048,575 results: --xlsx writes at most 200,000 (a larger workbook needs more than 2 GB of memory). Split the file into sessions or sections of fewer results, or use --json, which scores it whole.\n"
 */
export function outputTooLarge(event: BridgeEvent, outputs: OutputRequest): string | null {
  let count: number | null = null;
  for (const [output] of outputs) {
    const limit = OUTPUT_RESULT_LIMITS.get(output.flag);
    if (limit === undefined) continue;
    count ??= resultCount(event);
    if (count <= limit) continue;
    return `${event.source.name} has ${count.toLocaleString("en-GB")} results: ${output.flag} writes at most ${limit.toLocaleString("en-GB")} (a larger ${output.flag === "--xlsx" ? "workbook" : "web page"} needs more than 2 GB of memory). Split the file into sessions or sections of fewer results, or use --json, which scores it whole.\n`;
  }
  return null;
}
