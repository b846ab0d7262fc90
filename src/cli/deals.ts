// --deals FILE on the command line: a hand-record file (a PBN file of deals, a dealing program's
// file of one deal a line, a USEBIO HANDSET, a Bridgemate HandRecord, or a dealing machine's or
// program's LIN, DUP, BRI, DGE or DLM file, told by its content and name) read as every input is
// read, and joined to the event's boards by number (src/event/deals.ts), so a traveller of scores
// alone is written with its hand records as a results file with deals is.
import * as path from "node:path";
import { joinHandRecords, type BridgeEvent, type DealsJoined } from "../event";
import { readHandRecordFile } from "../io/hand-records";
import { fileMessage, readInputFile } from "./files";
import type { CliIO } from "./io";

/**
 * The event with the deal file's deals joined, and the warnings (the file's lines that are no
 * deal among them); or, when the file cannot be read or holds no deal, the message that says so.
 *
 * @example
 * joinDealFile(event, "deals.pbn", io); // { event, warnings: ["Board 3 has no deal in deals.pbn: shown without hands."] }
 */
export function joinDealFile(
  event: BridgeEvent,
  file: string,
  io: CliIO,
): DealsJoined | { readonly failed: string } {
  let bytes: Uint8Array;
  try {
    bytes = (io.readBytes ?? readInputFile)(file);
  } catch (e) {
    return { failed: `--deals: ${fileMessage("read", file, e)}` };
  }
  const read = readHandRecordFile(bytes, file);
  const name = path.basename(file);
  if (read.records.length === 0)
    return {
      failed: `--deals ${file}: no deal could be read${read.problems.length > 0 ? `: ${read.problems.slice(0, 3).join(" ")}` : "."} Expected a PBN file with [Deal] tags, a USEBIO file with its HANDSET, a Bridgemate database with its HandRecord, a text file of one PBN deal a line, a BBO LIN file (md| tags), or a dealing machine's DUP, BRI, DGE or DLM file.`,
    };
  const joined = joinHandRecords(event, read.records, name);
  return {
    event: joined.event,
    warnings: [...read.problems.map((p) => `${name}, ${p}`), ...joined.warnings],
  };
}
