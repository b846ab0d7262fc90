// The words of a command line, split the one way every command reads them: `--flag value` or
// `--flag=value` for an option that takes a value, a bare `--flag` for a switch, anything not
// starting with "-" (or "-" alone) a file.
import type { DoubleDummyChoice } from "../event";

/** One word (or flag and value) of a command line. */
export type ArgWord =
  /** An option that takes a value, with it. */
  | { readonly kind: "value"; readonly name: string; readonly value: string }
  /** An option that takes a value, without one (at the end, or followed by another --flag). */
  | { readonly kind: "missing"; readonly name: string }
  /** Any other word starting with "-": a switch, or an option the command does not know. */
  | { readonly kind: "switch"; readonly name: string }
  /** A file. */
  | { readonly kind: "file"; readonly arg: string };

/**
 * The command line's words in order; `takesValue` says which flags take a value (the word after
 * them, unless it is another --flag, or the text after "=").
 *
 * @example
 * splitArgs(["b.csv", "--method=mp", "--json"], (n) => n === "--method");
 * // [{ kind: "file", arg: "b.csv" }, { kind: "value", name: "--method", value: "mp" }, { kind: "switch", name: "--json" }]
 */
export function splitArgs(argv: readonly string[], takesValue: (name: string) => boolean): ArgWord[] {
  const words: ArgWord[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const [name, inline] =
      a.startsWith("--") && a.includes("=")
        ? [a.slice(0, a.indexOf("=")), a.slice(a.indexOf("=") + 1)]
        : [a, undefined];
    if (takesValue(name)) {
      const v = inline ?? argv[++i];
      words.push(
        v === undefined || (inline === undefined && v.startsWith("--"))
          ? { kind: "missing", name }
          : { kind: "value", name, value: v },
      );
    } else if (name.startsWith("-") && name !== "-") words.push({ kind: "switch", name });
    else words.push({ kind: "file", arg: a });
  }
  return words;
}

/**
 * The double-dummy choice a switch makes (--no-dd: "none", --dd-check: "solve"), given the one
 * made before it. Both given is a problem, added to `errors`.
 *
 * @example
 * ddSwitch("--no-dd", undefined, errors); // "none"
 */
export function ddSwitch(
  name: "--no-dd" | "--dd-check",
  before: DoubleDummyChoice | undefined,
  errors: string[],
): DoubleDummyChoice {
  const asked = name === "--no-dd" ? "none" : "solve";
  if (before !== undefined && before !== asked)
    errors.push("--no-dd and --dd-check contradict each other: give one.");
  return asked;
}
