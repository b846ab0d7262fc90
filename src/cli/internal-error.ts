// What the command line prints when something it did not expect goes wrong (a bug of the add-in,
// not a file or a flag of the user's): one line saying so, with the error's own words, and what to
// send with a report. No stack trace unless asked for (BRIDGE_DEBUG set in the environment).

/** Control characters out of a line about to reach a terminal. */
function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ");
}

/**
 * The lines for an unexpected error: what happened, and what to report.
 *
 * @example
 * internalErrorLines(new TypeError("x is undefined"), ["club.pbn"], false);
 * // "Internal error (a bug of the add-in, not of your file): TypeError: x is undefined\nPlease report it with the file club.pbn and the command line you ran; BRIDGE_DEBUG=1 prints the details.\n"
 */
export function internalErrorLines(e: unknown, argv: readonly string[], debug: boolean): string {
  const what = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  const file = argv.find((a) => !a.startsWith("-"));
  const lines = [
    `Internal error (a bug of the add-in, not of your file): ${printable(what).slice(0, 300)}`,
    `Please report it with ${file === undefined ? "the input file" : `the file ${printable(file)}`} and the command line you ran; BRIDGE_DEBUG=1 prints the details.`,
  ];
  if (debug && e instanceof Error && e.stack) lines.push(e.stack);
  return `${lines.join("\n")}\n`;
}
