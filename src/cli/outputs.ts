// The output flags of a command line (--xlsx, --html, --pbn, --usebio: each from the output
// registry), read into the outputs to write and the file each goes to.
import { OUTPUTS, type OutputFormat } from "../writers/outputs";

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
