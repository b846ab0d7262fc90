// The usage text and --help, made from the flag table (flags.ts) and, for the files the command
// line reads, from the input registry (src/event/inputs.ts): a flag or an input format added there
// is in the usage without a word written here. Each command's section lists its own flags, a line
// each, then the flags it shares with the command it builds on.
import { INPUT_FORMATS } from "../event";
import {
  aboutIn,
  COMMANDS,
  commandNamed,
  flagsOf,
  ownFlags,
  validOptions,
  type CommandName,
  type Flag,
} from "./flags";

/** The column the flags' descriptions start at (counting from 0). */
const ABOUT_AT = 34;

/** The widest a flag's line gets before what it does goes on to the next. */
const FLAG_LINE_WIDTH = 120;

/** A flag as the usage names it: its name and its value's placeholder. */
export function flagSpelling(flag: Flag): string {
  return flag.value === undefined ? flag.name : `${flag.name} ${flag.value}`;
}

/**
 * A flag's line in a command's section: its spelling, then what it does from column 34 (on the
 * next line when the spelling is longer), wrapped within 120 columns.
 *
 * @example
 * flagLine(FLAGS[0], "score"); // "  --method butler|cross|mp|all    scoring method (default: ...)\n"
 */
export function flagLine(flag: Flag, command: CommandName): string {
  const spelling = `  ${flagSpelling(flag)}`;
  const indent = " ".repeat(ABOUT_AT);
  const about = wrapped(aboutIn(flag, command), FLAG_LINE_WIDTH - ABOUT_AT, indent).slice(ABOUT_AT);
  return spelling.length < ABOUT_AT
    ? `${spelling.padEnd(ABOUT_AT)}${about}`
    : `${spelling}\n${indent}${about}`;
}

/** Text wrapped to lines of `width` (100 columns) after `indent`, each line indented. */
export function wrapped(text: string, width = 100, indent = ""): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  return `${[...lines, line].map((l) => `${indent}${l}`).join("\n")}\n`;
}

/**
 * The message for an option a command does not take: what was typed, then every option the
 * command takes, wrapped to 100 columns (so that no line of it is cut as a quoted file's is).
 *
 * @example
 * unknownOption("Unknown option --colour.", "score"); // "Unknown option --colour. Valid options: --method, ...\n..."
 */
export function unknownOption(said: string, command: CommandName, lead = "Valid options:"): string {
  return wrapped(`${said} ${lead} ${validOptions(command).join(", ")}.`).trimEnd();
}

/** The files the command line reads, from the input registry: each format's extensions and what it is. */
function inputsText(): string {
  const formats = [...INPUT_FORMATS].reverse();
  const width = Math.max(...formats.map((f) => f.extensions.join(" ").length)) + 4;
  return `FILE is told apart by its content; the command line reads:\n${formats
    .map((f) => `  ${f.extensions.join(" ").padEnd(width)}${f.describes}\n`)
    .join("")}`;
}

/** A command's section: what it does, then its flags (sectionFlags), under "Options:" for a command of its own. */
export function commandSection(command: CommandName): string {
  const c = commandNamed(command);
  return `${wrapped(c.about)}${c.base === undefined ? "Options:\n" : ""}${sectionFlags(command)}`;
}

/**
 * A command's flags in its section: its own a line each, the flags of its base it describes in
 * its own words, and the names of the rest of its base's, which it takes as they are.
 */
export function sectionFlags(command: CommandName): string {
  const c = commandNamed(command);
  const own = ownFlags(command);
  const shared = c.base === undefined ? [] : flagsOf(command).filter((f) => !own.includes(f));
  const reworded = shared.filter((f) => f.aboutIn?.[command] !== undefined);
  const same = [...new Set(shared.filter((f) => !reworded.includes(f)).map((f) => f.name))];
  const base = c.base === "teams" ? "a teams scoresheet" : "a traveller";
  const asBase =
    same.length === 0 ? "" : `${wrapped(same.join(", "), 98, "  ")}${" ".repeat(ABOUT_AT)}as for ${base}\n`;
  return `${[...own, ...reworded].map((f) => flagLine(f, command)).join("")}${asBase}`;
}

/** The usage of `npm run score`: how each of its commands is run, the files it reads, each command's flags. */
export const USAGE = `Usage: ${COMMANDS.filter(
  (c) => c.name !== "dd" && c.name !== "deal" && c.name !== "movement" && c.name !== "teams",
)
  .map((c) => c.synopsis)
  .join("\n       ")}

${inputsText()}
${["score", "teams", "draw", "series"].map((c) => commandSection(c as CommandName)).join("\n")}`;

/** The usage of `npm run dd`: the hand-record files it reads (not results), then its flags. */
export const DD_USAGE = `Usage: ${commandNamed("dd").synopsis}

${wrapped(
  `${commandNamed("dd").about} FILE is a PBN file (its [Deal] tags; [Board], [Dealer] and [Vulnerable] as given, or as on printed boards from the board number), a USEBIO file (its HANDSET), a Bridgemate database (its HandRecord), a text file of one PBN deal a line ("N:AKQ2.KJ3.T98.765 ..."; boards 1, 2, 3, ... in order), a BBO LIN file (its md| tags) or a dealing machine's DUP, BRI, DGE or DLM file. A table or par the file publishes ([OptimumResultTable], [DoubleDummyTricks], [OptimumScore], Bridgemate's HandEvaluation) is checked against the solver's: each figure that differs is reported, and the exit code is 1.`,
)}Options:\n${sectionFlags("dd")}`;

/** The usage of `npm run deal`: what it writes, then its flags. */
export const DEAL_USAGE = `Usage: ${commandNamed("deal").synopsis}

${commandSection("deal")}`;

/** The usage of `npm run movement`: what it makes, then its flags. */
export const MOVEMENT_USAGE = `Usage: ${commandNamed("movement").synopsis}

${commandSection("movement")}`;
