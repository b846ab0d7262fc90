import * as fs from "node:fs";
import * as path from "node:path";
import { readTraveller, refuseProblems, type ScoredSession, type Traveller } from "../scoring";
import { sectionGrid, type ResultsFile } from "../io/results-file";
import { sectionOptions, sectionTitle } from "./input";
import { scoreForSheet } from "../sheet/results";
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
  /** The event's title when the rows hold none (a results file's event and section). */
  readonly title?: string | null;
}

/** Each output's text. */
export function outputText(kind: OutputKind, event: ScoredEvent): string {
  const title = event.title ?? eventTitle(event.rows, event.traveller);
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

/**
 * The outputs of a results file (PBN or USEBIO read in): each section scored as the command line
 * scores it (the file's method, scale and movement unless a flag names them), written to the
 * files asked for; with several sections, each file's name gets the section's ("out-A.html").
 * A section with problems is refused (TravellerError), as the scoring itself refuses it.
 *
 * @example
 * writeResultsFileOutputs({ html: "out.html" }, file, options, argv); // ["Wrote out.html (the results web page)."]
 */
export function writeResultsFileOutputs(
  outputs: Outputs,
  results: ResultsFile,
  options: ResultsSheetOptions,
  argv: readonly string[],
): string[] {
  const count = results.sections.length;
  return results.sections.flatMap((section, k) => {
    const rows = sectionGrid(section).cells;
    const traveller = readTraveller(rows);
    refuseProblems(traveller.problems, sectionTitle(section, k, count));
    const sectionOpts = sectionOptions(section, options, argv);
    const sessions = scoreForSheet(traveller, sectionOpts);
    const suffix = count === 1 ? "" : `-${(section.section || String(k + 1)).replace(/[^\w.-]+/g, "_")}`;
    const named: Outputs = Object.fromEntries(
      Object.entries(outputs).map(([kind, file]) => {
        const ext = path.extname(file);
        return [kind, `${file.slice(0, file.length - ext.length)}${suffix}${ext}`];
      }),
    );
    return writeOutputs(named, {
      rows,
      traveller,
      sessions,
      options: sectionOpts,
      title: sectionTitle(section, k, count),
    });
  });
}
