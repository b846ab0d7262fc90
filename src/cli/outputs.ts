import * as fs from "node:fs";
import type { ScoredSession, Traveller } from "../scoring";
import type { CellValue } from "../sheet/model";
import { eventTitle } from "../sheet/event-title";
import { buildSheetWithSummary, ResultsSheetOptions } from "../sheet/results";
import { renderHtmlPage } from "../writers/html";
import { oneSession, writePbn } from "../writers/pbn";
import { writeUsebio } from "../writers/usebio";

/**
 * The files the command line writes besides the workbook: the results web page (--html), a PBN
 * file (--pbn) and a USEBIO file (--usebio), the last two of one method's results. Each
 * flag takes the file to write; score.ts reads them with the other flags and calls
 * {@link writeOutputs} once the traveller is scored.
 */
export const OUTPUT_FLAGS = { "--html": "html", "--pbn": "pbn", "--usebio": "usebio" } as const;

export type OutputKind = (typeof OUTPUT_FLAGS)[keyof typeof OUTPUT_FLAGS];
export type Outputs = Partial<Record<OutputKind, string>>;

/** The output files the command line names, from its flags' values. */
export function readOutputs(values: ReadonlyMap<string, string>): Outputs {
  const out: Outputs = {};
  for (const [flag, kind] of Object.entries(OUTPUT_FLAGS)) {
    const v = values.get(flag);
    if (v !== undefined) out[kind] = v;
  }
  return out;
}

/** What every output is written from: the traveller as read (and its file's rows), scored. */
export interface ScoredEvent {
  readonly rows: readonly (readonly CellValue[])[];
  readonly traveller: Traveller;
  readonly sessions: readonly ScoredSession[];
  readonly options: ResultsSheetOptions;
}

/** Each output's text. */
export function outputText(kind: OutputKind, event: ScoredEvent): string {
  const title = eventTitle(event.rows, event.traveller);
  switch (kind) {
    case "html":
      return renderHtmlPage(buildSheetWithSummary(event.traveller, event.options, event.sessions), {
        eventTitle: title,
      });
    case "pbn":
      return writePbn(event.traveller, oneSession(event.sessions, "A PBN file"), { event: title });
    case "usebio":
      return writeUsebio(event.traveller, oneSession(event.sessions, "A USEBIO file"), { event: title });
  }
}

/**
 * Writes each output asked for and returns a line for each file written ("Wrote results.html.").
 *
 * @example
 * writeOutputs({ html: "out.html" }, event); // ["Wrote out.html (the results web page)."]
 */
export function writeOutputs(outputs: Outputs, event: ScoredEvent): string[] {
  const words: Record<OutputKind, string> = {
    html: "the results web page",
    pbn: "PBN 2.1",
    usebio: "USEBIO 1.2",
  };
  return (Object.entries(outputs) as [OutputKind, string][]).map(([kind, file]) => {
    fs.writeFileSync(file, outputText(kind, event), "utf8");
    return `Wrote ${file} (${words[kind]}).`;
  });
}
