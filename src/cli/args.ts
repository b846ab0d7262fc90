// The words of a command line, split the one way every command reads them: `--flag value` or
// `--flag=value` for an option that takes a value, a bare `--flag` for a switch, anything not
// starting with "-" (or "-" alone) a file; and the values read as the flag table (flags.ts) says.
import type { DoubleDummyChoice } from "../event";
import { flagIn, flagsOf, ownFlags, takesValueIn, type CommandName } from "./flags";

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

/** A flag's value as read by the flag table: what it sets (undefined: nothing), by flag. */
export type ReadValues = ReadonlyMap<string, unknown>;

/**
 * The values a command line gave, each read as the flag table says (the text itself for a flag
 * with no reader), in the table's order; each refusal is added to `errors` after its flag's name.
 * `after` is called after each flag is read, for a check that must be said at that place.
 *
 * @example
 * readValues("draw", new Map([["--seed", "x"]]), errors); // errors: ['--seed: expected a whole number, 0 or more, not "x".']
 */
export function readValues(
  command: CommandName,
  given: ReadonlyMap<string, string>,
  errors: string[],
  after?: (name: string, read: ReadonlyMap<string, unknown>) => void,
): Map<string, unknown> {
  const read = new Map<string, unknown>();
  for (const flag of flagsOf(command)) {
    if (flag.value === undefined) continue;
    const text = given.get(flag.name);
    if (text !== undefined) {
      const r = flag.read ? flag.read(text) : { ok: true as const, value: text };
      if (r.ok) read.set(flag.name, r.value);
      else errors.push(`${flag.name}: ${r.message}`);
    }
    after?.(flag.name, read);
  }
  return read;
}

/** A command line with a command's own flags taken out, the rest left for its base command. */
export interface OwnFlags {
  /** The own flags' values as typed. */
  readonly values: ReadonlyMap<string, string>;
  /** The own switches given. */
  readonly switches: ReadonlySet<string>;
  /** The files, in order. */
  readonly files: readonly string[];
  /** Every other word, in order (files not among them). */
  readonly rest: readonly string[];
  /** Every word but the own flags, in order (files among them). */
  readonly others: readonly string[];
  /** An own flag without its value: "--best needs a value." */
  readonly errors: readonly string[];
}

/**
 * Takes a command's own flags (those its base does not take) out of a command line. An own flag
 * with a value takes the word after it unless that is another --flag (or the text after "="); a
 * flag of the base command that `baseTakesValue` names keeps the word after it with it.
 *
 * @example
 * takeOwnFlags(["s1.csv", "s2.csv", "--event", "total"], "series").values.get("--event"); // "total"
 */
export function takeOwnFlags(
  argv: readonly string[],
  command: CommandName,
  baseTakesValue: (name: string) => boolean = () => false,
): OwnFlags {
  const own = ownFlags(command);
  const values = new Map<string, string>();
  const switches = new Set<string>();
  const files: string[] = [];
  const rest: string[] = [];
  const others: string[] = [];
  const errors: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const eq = a.startsWith("--") ? a.indexOf("=") : -1;
    const name = eq >= 0 ? a.slice(0, eq) : a;
    const flag = own.find((f) => f.name === name);
    if (flag !== undefined && flag.value === undefined) switches.add(name);
    else if (flag !== undefined) {
      const v = eq >= 0 ? a.slice(eq + 1) : argv[i + 1];
      if (v === undefined || (eq < 0 && v.startsWith("--"))) errors.push(`${name} needs a value.`);
      else {
        values.set(name, v);
        if (eq < 0) i++;
      }
    } else if (baseTakesValue(name)) {
      rest.push(a);
      others.push(a);
      if (eq < 0 && argv[i + 1] !== undefined) {
        rest.push(argv[++i]);
        others.push(argv[i]);
      }
    } else {
      if (!a.startsWith("-") || a === "-") files.push(a);
      else rest.push(a);
      others.push(a);
    }
  }
  return { values, switches, files, rest, others, errors };
}

/** A command line's words sorted by the flag table: its files, values and switches. */
export interface Lexed {
  readonly files: readonly string[];
  /** Each flag's value as typed (the last, when one is given twice). */
  readonly values: ReadonlyMap<string, string>;
  /** The switches given, by name. */
  readonly switches: ReadonlySet<string>;
  /** How a results file's deals get their tables (--no-dd, --dd-check), when one was given. */
  readonly dd?: DoubleDummyChoice;
}

/** How a command refuses a flag it does not take. */
export interface LexOptions {
  /** The message for a flag the command does not know. */
  readonly unknown: (name: string) => string;
  /**
   * Flags of another command this one reads with their value, to refuse in its own words (a teams
   * flag on a pairs traveller) rather than as unknown.
   */
  readonly refuses?: { readonly names: readonly string[]; readonly message: (name: string) => string };
}

/**
 * A command's words read by the flag table: a value for each flag that takes one, each switch,
 * each file; a missing value, a flag the command does not take and two contradicting double-dummy
 * switches are added to `errors` in the order they come. "help" when the command takes --help
 * and it is given.
 *
 * @example
 * lexCommand(["t.csv", "--json"], "teams", errors, { unknown: (n) => `${n}?` }).switches; // Set { "--json" }
 */
export function lexCommand(
  argv: readonly string[],
  command: CommandName,
  errors: string[],
  options: LexOptions,
): Lexed | "help" {
  const files: string[] = [];
  const values = new Map<string, string>();
  const switches = new Set<string>();
  let dd: DoubleDummyChoice | undefined;
  const refused = options.refuses?.names ?? [];
  const valued = (name: string): boolean => takesValueIn(command, name) || refused.includes(name);
  for (const w of splitArgs(argv, valued)) {
    if (w.kind !== "file" && refused.includes(w.name)) errors.push(options.refuses!.message(w.name));
    else if (w.kind === "file") files.push(w.arg);
    else if (w.kind === "value") values.set(w.name, w.value);
    else if (w.kind === "missing") errors.push(`${w.name} needs a value.`);
    else {
      const flag = flagIn(command, w.name);
      if (flag?.name === "--help") return "help";
      if (flag === undefined) errors.push(options.unknown(w.name));
      else if (flag.name === "--no-dd" || flag.name === "--dd-check") dd = ddSwitch(flag.name, dd, errors);
      else switches.add(flag.name);
    }
  }
  return { files, values, switches, ...(dd !== undefined ? { dd } : {}) };
}

/** Dashes a keyboard or a word processor puts where two hyphens were meant (an em dash, a minus). */
const DASH_LIKE = /^[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]+(?=\p{L})/u;

/**
 * Why a word in a file's place on the command line cannot be a file's name, or null: an empty
 * word (a variable that was not set), "-" (standard input, which the command line does not read:
 * results files are read whole from disk), and a flag typed with a dash other than the hyphen
 * ("—json" from a word processor), which would otherwise be looked for as a file.
 *
 * @example
 * fileWordProblem("—json"); // "—json is not a file nor a flag: flags begin with two hyphens; did you mean --json?"
 */
export function fileWordProblem(word: string): string | null {
  if (word.trim() === "")
    return 'An empty word was given where a file is named (""); name the file, or leave the word out.';
  if (word === "-")
    return '"-" (standard input) is not read: results are read from a file; name the file itself.';
  const dash = DASH_LIKE.exec(word);
  if (dash !== null)
    return `${word} is not a file nor a flag: flags begin with two hyphens; did you mean --${word.slice(dash[0].length)}?`;
  return null;
}
