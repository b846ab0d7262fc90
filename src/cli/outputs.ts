// The output flags of a command line (--xlsx, --html, --pbn, --usebio: each from the output
// registry), read into the outputs to write and the file each goes to.
import type { BoardsPerPage } from "../writers/hand-records-page";
import { OUTPUTS, type OutputFormat } from "../writers/outputs";
import type { Paper } from "./pdf";

/** The outputs a command line asks for, each with the file to write. */
export type OutputRequest = readonly (readonly [OutputFormat, string])[];

/** Every output's flag, in the registry's order. */
export const OUTPUT_FLAGS: readonly string[] = OUTPUTS.map((o) => o.flag);

/**
 * The output files the flags name, in the registry's order.
 *
 * @example
 * readOutputs(new Map([["--html", "out.html"]])); // [[the web page's entry, "out.html"]]
 */
export function readOutputs(values: ReadonlyMap<string, string>): OutputRequest {
  return OUTPUTS.flatMap((o) => {
    const file = values.get(o.flag);
    return file === undefined ? [] : [[o, file] as const];
  });
}

/** How a printed output is laid out (--boards-per-page) and the paper its PDF is on (--paper). */
export interface PrintChoices {
  readonly boardsPerPage?: BoardsPerPage;
  readonly paper?: Paper;
}

/**
 * The print choices of a command line's values as the flag table read them (only those given).
 *
 * @example
 * printChoices(new Map([["--boards-per-page", 4]])); // { boardsPerPage: 4 }
 */
export function printChoices(read: ReadonlyMap<string, unknown>): PrintChoices {
  const boardsPerPage = read.get("--boards-per-page") as BoardsPerPage | undefined;
  const paper = read.get("--paper") as Paper | undefined;
  return {
    ...(boardsPerPage !== undefined ? { boardsPerPage } : {}),
    ...(paper !== undefined ? { paper } : {}),
  };
}
