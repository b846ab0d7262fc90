// The command line's router: main() picks the command from the flag table (a flag that picks a
// command, such as --draw or a series flag, or several files; else the file is scored, and its
// content says whether as a pairs or a teams event), opens the file when there is one, and runs
// the command (pairs.ts, teams.ts, draw.ts, series.ts). Every front end's work after that is the event layer's.
import {
  EventError,
  InputError,
  nothingToScore,
  openInput,
  sectionWithProblems,
  type BridgeEvent,
} from "../event";
import { ScoringError } from "../scoring";
import { fileWordProblem, splitArgs } from "./args";
import { runDraw } from "./commands/draw";
import { runLive } from "./commands/live";
import { joinArrowSwitch, runScore, takesValueForScore, TEAMS_ONLY } from "./commands/pairs";
import { runSeries } from "./commands/series";
import { runTeams } from "./commands/teams";
import { fileMessage } from "./files";
import { COMMANDS, FLAGS, flagIn, ownFlags, type CommandName } from "./flags";
import { EXIT, PROCESS_IO, type CliIO } from "./io";
import { USAGE } from "./usage";

/** A flag's name as typed, before any "=value". */
const nameOf = (word: string): string =>
  word.startsWith("--") && word.includes("=") ? word.slice(0, word.indexOf("=")) : word;

/** Whether a flag takes a value in any command: a word after it is that value, never a file. */
const takesValueAnywhere = (name: string): boolean =>
  takesValueForScore(name) || FLAGS.some((f) => f.name === name && f.value !== undefined);

/**
 * Whether a command line picks the command: a switch of the command's that picks it given
 * anywhere, a flag with a value that picks it given where a flag is read, or (a command of
 * several files) more than one file.
 */
function picks(command: CommandName, argv: readonly string[]): boolean {
  const picking = ownFlags(command).filter((f) => f.picks);
  if (picking.some((f) => f.value === undefined && argv.includes(f.name))) return true;
  const valued = picking.filter((f) => f.value !== undefined).map((f) => f.name);
  let files = 0;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const name = nameOf(a);
    if (valued.includes(name)) return true;
    if (takesValueAnywhere(name) && !a.includes("=")) i++;
    else if (!a.startsWith("-") || a === "-") files++;
  }
  return COMMANDS.find((c) => c.name === command)?.severalFiles === true && files > 1;
}

/**
 * The command a command line runs: "help" when --help (or -h) is given (the pairs reading of the
 * flags prints the usage), else the first command with a base whose flags pick it, else "score"
 * (a pairs or a teams event, as the file says).
 *
 * @example
 * pickCommand(["swiss.csv", "--draw"]); // "draw"
 */
export function pickCommand(argv: readonly string[]): "help" | CommandName {
  if (argv.some((a) => flagIn("score", a)?.name === "--help")) return "help";
  return COMMANDS.find((c) => c.base !== undefined && picks(c.name, argv))?.name ?? "score";
}

/** The first argument that is neither a flag nor a flag's value: the file to score. */
function fileArgument(argv: readonly string[]): string | null {
  return splitArgs(argv, takesValueForScore).find((w) => w.kind === "file")?.arg ?? null;
}

/** Opens the file named on the command line: the event, or the message why it cannot be read. */
function openFile(file: string, io: CliIO): BridgeEvent | { readonly failed: string } {
  try {
    const event = openInput(io.readBytes?.(file) ?? io.readFile(file), file);
    // A section with nothing to score (a header row and no result under it) is refused in the
    // pane's words, rather than printed as an empty ranking. Problems, when there are some, are
    // reported later in full, with the formats the command line reads.
    const refusal = sectionWithProblems(event) === null ? nothingToScore(event, file) : null;
    return refusal === null ? event : { failed: `${refusal}\n` };
  } catch (e) {
    if (e instanceof InputError || e instanceof EventError) return { failed: `${e.message}\n` };
    if (e instanceof ScoringError) return { failed: `${file} cannot be scored: ${e.message}\n` };
    return { failed: `${fileMessage("read", file, e)}\n` };
  }
}

/**
 * Runs the command line: picks the command, opens the file into an event, scores it with the
 * flags' choices, prints the workings (or JSON) and writes the files asked for. Returns the exit
 * code: 0 done, 1 the file has problems (each listed with its line and column) or cannot be
 * scored, 2 the command line is wrong.
 *
 * @example
 * await main(["examples/club-board-15.csv", "--method", "cross", "--divisor", "total"]); // 0, the workings printed
 */
export async function main(given: readonly string[], io: CliIO = PROCESS_IO): Promise<number> {
  const argv = joinArrowSwitch(given);
  const command = pickCommand(argv);
  // A word in a file's place that cannot name a file ("", "-", "—json") is a usage error of its
  // own, before it is taken for a second session of a series or looked for on disk.
  const wordProblem = splitArgs(argv, takesValueAnywhere)
    .flatMap((w) => (w.kind === "file" ? [fileWordProblem(w.arg)] : []))
    .find((p) => p !== null);
  if (command !== "help" && wordProblem !== undefined) {
    io.err(`${wordProblem}\n\n${USAGE}`);
    return EXIT.badUsage;
  }
  if (command === "draw") return runDraw(argv, io);
  if (command === "live") return runLive(argv, io);
  if (command === "series") return runSeries(argv, io);
  const file = command === "help" ? null : fileArgument(argv);
  let opened = file === null ? null : openFile(file, io);
  // A file of deals with no results to score: the hand-record sheet is npm run dd's.
  if (opened !== null && "failed" in opened && argv.some((a) => nameOf(a) === "--hand-records"))
    opened = {
      failed: `${opened.failed}The hand-record sheet of a file of deals alone is written by npm run dd -- ${file} --hand-records out.pdf\n`,
    };
  if (opened !== null && "kind" in opened && opened.kind === "teams") return runTeams(opened, argv, io);
  // A file that cannot be read may be a teams file: its problems say more than that a teams flag
  // (--vp-table, --vp, --bam-scale) is not one a pairs traveller takes.
  if (opened !== null && "failed" in opened && argv.some((a) => TEAMS_ONLY.includes(a.split("=")[0]))) {
    io.err(opened.failed);
    return EXIT.badTraveller;
  }
  return runScore(opened, argv, io);
}
