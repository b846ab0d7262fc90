// A pairs traveller or results file on the command line: its flags read (only those given: what
// the file says, then the defaults, decide the rest, as in every front end), the names table and an
// IMP scale of the director's own read, then scored, printed and written (score-and-write.ts).
import type { BridgeEvent, ChoiceOutsideEvent, DoubleDummyChoice, UserChoices } from "../../event";
import { choicesOutsideEvent, withSections } from "../../event";
import {
  type ArrowSwitchChoice,
  type FouledChoice,
  type OptionName,
  type OptionValues,
  type PresetName,
  type BoardScoringOptions,
} from "../../scoring";
import { lexCommand, readValues } from "../args";
import { FLAGS } from "../flags";
import { EXIT, type CliIO } from "../io";
import { loadNames } from "../names";
import { printChoices, readOutputs, type OutputRequest, type PrintChoices } from "../outputs";
import { isScaleFile, readScaleFile, withPreset } from "../regulation-flags";
import { scaleFileError, scoreAndWrite } from "./score-and-write";
import { unknownOption, USAGE } from "../usage";

/** Flags of a teams scoresheet, refused on a pairs traveller: the teams flags with a value a traveller has not. */
export const TEAMS_ONLY = FLAGS.filter(
  (f) =>
    f.value !== undefined &&
    f.commands.includes("teams") &&
    !FLAGS.some((g) => g.name === f.name && g.commands.includes("score")),
).map((f) => f.name);

/** The flags a pairs traveller reads past with their value (to refuse the teams flags in its own words). */
export function takesValueForScore(name: string): boolean {
  return (
    TEAMS_ONLY.includes(name) ||
    FLAGS.some((f) => f.name === name && f.value !== undefined && f.commands.includes("score"))
  );
}

/** What the command line asked for. */
export interface CliRequest extends PrintChoices {
  readonly file: string;
  /** The options the flags set, and only those (the file's and the defaults decide the rest). */
  readonly options: UserChoices["pairs"] & object;
  readonly json: boolean;
  /** --ranking: print only the ranking. */
  readonly rankingOnly: boolean;
  /** A scale file to read before scoring: --imp-table FILE.csv. */
  readonly impFile?: string;
  /** The names table's CSV file (--names), when given. */
  readonly names?: string | null;
  /** The files to write. */
  readonly outputs: OutputRequest;
  /** --html-warnings: the web page lists the scores that look mistyped, for the director. */
  readonly htmlWarnings?: boolean;
  /** The pairs accepted as late pairs or substitutes (--accept-pairs). */
  readonly acceptPairs?: readonly string[];
  /** The arrow-switched rounds or boards (--arrow-switch). */
  readonly arrowSwitch?: ArrowSwitchChoice;
  /** A Section column's sections scored across the field (--across), not section by section. */
  readonly across?: boolean;
  /** --as-entered: what looks mistyped in the movement is scored as entered, and said. */
  readonly asEntered?: boolean;
  /** How a results file's deals get their double-dummy tables (--no-dd, --dd-check; else "published"). */
  readonly dd?: DoubleDummyChoice;
  /** The fouled boards and each version's tables (--fouled). */
  readonly fouled?: FouledChoice;
  /** --force: an existing output file the add-in did not write may be replaced. */
  readonly force?: boolean;
  /** A hand-record file whose deals are joined to the boards by number (--deals). */
  readonly deals?: string;
  /** The values of the flags that name rounds, boards, tables or pairs, as typed (for a refusal). */
  readonly typed?: Readonly<Partial<Record<ChoiceOutsideEvent["choice"], string>>>;
}

/** The flag of each choice that names what an event may not have. */
const CHOICE_FLAGS: Readonly<Record<ChoiceOutsideEvent["choice"], string>> = {
  arrowSwitch: "--arrow-switch",
  fouled: "--fouled",
  acceptPairs: "--accept-pairs",
};

/**
 * The lines refusing the choices that name a round, board, table or pair the event does not have
 * (or an arrow switch in a Howell), each after its flag and value as typed; "" when there are none.
 *
 * @example
 * choicesRefused(event, choices, request); // "--arrow-switch rounds 999: the session has rounds 1 to 7.\n"
 */
export function choicesRefused(
  event: BridgeEvent,
  choices: UserChoices,
  request: Pick<CliRequest, "typed">,
): string {
  return choicesOutsideEvent(event, choices)
    .map((p) => {
      const typed = request.typed?.[p.choice];
      return `${CHOICE_FLAGS[p.choice]}${typed === undefined ? "" : ` ${typed}`}: ${p.message}\n`;
    })
    .join("");
}

/** A command line that cannot be run: its problems, for exit code 2. */
export class UsageError extends Error {}

/**
 * Reads the command line's arguments (after `npm run score --`) for a pairs event. Unknown
 * options, missing values and values an option does not take are all listed in one UsageError.
 *
 * @example
 * parseArgs(["board15.csv", "--method", "cross", "--divisor", "total"]).options.divisor; // "total"
 */
export function parseArgs(typed: readonly string[]): CliRequest | "help" {
  const argv = joinArrowSwitch(typed);
  const errors: string[] = [];
  const lexed = lexCommand(argv, "score", errors, {
    unknown: (name) => unknownOption(`Unknown option ${name}.`, "score"),
    refuses: {
      names: TEAMS_ONLY,
      message: (name) =>
        `${name} is for a teams scoresheet (victory points and board-a-match score matches), not a pairs traveller.`,
    },
  });
  if (lexed === "help") return "help";
  const { files, values, switches, dd } = lexed;
  if (files.length === 0) errors.push("Give the traveller's CSV file.");
  if (files.length > 1) errors.push(`Give one traveller file, not ${files.length} (${files.join(", ")}).`);

  // Each value as the flag table reads it (a refusal is a usage line naming the flag); a board
  // played once scored against par needs the deals' tables, said after --once's own refusal.
  const read = readValues("score", values, errors, (name, got) => {
    if (name === "--once" && got.get("--once") === "par" && dd === "none")
      errors.push(
        "--once par scores a board played once against its par, which needs the deals' double-dummy tables: leave out --no-dd.",
      );
  });
  const option = <K extends OptionName>(flag: string): OptionValues[K] | undefined =>
    read.get(flag) as OptionValues[K] | undefined;
  const impFile = values.get("--imp-table");
  const given = {
    method: option<"method">("--method"),
    divisor: option<"divisor">("--divisor"),
    trim: option<"trim">("--trim"),
    roundTo: option<"roundTo">("--round-to"),
    rounding: option<"rounding">("--rounding"),
    datum: option<"datum">("--datum"),
    expected: option<"expected">("--expected"),
    scale: option<"scale">("--scale"),
    movement: option<"movement">("--movement"),
    impTable: option<"impTable">("--imp-table"),
    once: option<"once">("--once"),
  };
  const regulations = regulationOptions(read, switches.has("--award-tie"));
  const oneWinner = switches.has("--one-winner") ? { oneWinner: true } : {};
  const acceptPairs = (read.get("--accept-pairs") as string[] | undefined) ?? [];
  const arrowSwitch = read.get("--arrow-switch") as ArrowSwitchChoice | undefined;
  const fouled = read.get("--fouled") as FouledChoice | undefined;
  const htmlWarnings = switches.has("--html-warnings");
  const json = switches.has("--json");
  const rankingOnly = switches.has("--ranking");
  const across = switches.has("--across");
  const asEntered = switches.has("--as-entered");
  const strata = option<"strata">("--strata");
  const strataBy = option<"strataBy">("--strata-by");
  if (strataBy !== undefined && strata === undefined)
    errors.push(
      "--strata-by says how a pair's stratum is taken: give --strata too (such as A:2000,B:500,C:0).",
    );
  if (strata !== undefined && !values.has("--names"))
    errors.push(
      "--strata places each pair by its players' masterpoints: give --names names.csv with a Masterpoints (or Rating) column.",
    );
  if (htmlWarnings && !values.has("--html")) {
    errors.push("--html-warnings lists the warnings on the results web page: give --html out.html too.");
  }
  if (errors.length > 0) throw new UsageError(errors.join("\n"));
  const set = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
  return {
    file: files[0],
    options: withPreset({
      ...regulations,
      ...set,
      ...oneWinner,
      ...(strata !== undefined ? { strata: { strata, by: strataBy ?? "higher" } } : {}),
    }),
    json,
    rankingOnly,
    names: values.get("--names") ?? null,
    ...(impFile !== undefined && isScaleFile(impFile) ? { impFile } : {}),
    outputs: readOutputs(values),
    ...printChoices(read),
    ...(htmlWarnings ? { htmlWarnings } : {}),
    ...(acceptPairs.length > 0 ? { acceptPairs } : {}),
    ...(arrowSwitch !== undefined ? { arrowSwitch } : {}),
    ...(across ? { across } : {}),
    ...(asEntered ? { asEntered } : {}),
    ...(dd !== undefined ? { dd } : {}),
    ...(fouled !== undefined ? { fouled } : {}),
    ...(switches.has("--force") ? { force: true } : {}),
    ...(values.has("--deals") ? { deals: values.get("--deals") } : {}),
    ...(arrowSwitch !== undefined || fouled !== undefined || acceptPairs.length > 0
      ? {
          typed: {
            ...(arrowSwitch !== undefined ? { arrowSwitch: values.get("--arrow-switch") } : {}),
            ...(fouled !== undefined ? { fouled: values.get("--fouled") } : {}),
            ...(acceptPairs.length > 0 ? { acceptPairs: values.get("--accept-pairs") } : {}),
          },
        }
      : {}),
  };
}

/**
 * `--arrow-switch rounds 7` as one flag and its value: the word and the numbers after it are
 * joined ("rounds 7"), so the numbers are not taken for the file.
 *
 * @example
 * joinArrowSwitch(["s.csv", "--arrow-switch", "boards", "19-21"]); // ["s.csv", "--arrow-switch", "boards 19-21"]
 */
export function joinArrowSwitch(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const next = argv[i + 1];
    if (
      argv[i] === "--arrow-switch" &&
      next !== undefined &&
      /^(rounds?|boards?)$/i.test(next) &&
      i + 2 < argv.length
    ) {
      out.push(argv[i], `${next} ${argv[i + 2]}`);
      i += 2;
    } else out.push(argv[i]);
  }
  return out;
}

/** The options the regulation flags set (a named preset, the IMP cap, rounded matchpoints, awards). */
function regulationOptions(
  read: ReadonlyMap<string, unknown>,
  awardTie: boolean,
): Partial<BoardScoringOptions> & { rules?: PresetName } {
  const rules = read.get("--rules") as PresetName | undefined;
  const given: Record<string, unknown> = {
    impCap: read.get("--imp-cap"),
    mpRound: read.get("--mp-round"),
    awards: read.get("--awards"),
    awardImps: read.get("--award-imps"),
    sessionPercent: read.get("--session-percent"),
    tieBreak: read.get("--tie-break"),
    ...(awardTie ? { awardTie: true } : {}),
  };
  const set = Object.fromEntries(Object.entries(given).filter(([, x]) => x !== undefined));
  return { ...(rules !== undefined ? { rules } : {}), ...set };
}

/**
 * A pairs event: the flags read, the names table and a scale file read, its sections scored one
 * by one or across the field, then printed and written. Returns the exit code.
 */
export async function runScore(
  opened: BridgeEvent | { readonly failed: string } | null,
  argv: readonly string[],
  io: CliIO,
): Promise<number> {
  let request: CliRequest | "help";
  try {
    request = parseArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err(`${e.message}\n\n${USAGE}`);
    return EXIT.badUsage;
  }
  if (request === "help") {
    io.out(USAGE);
    return EXIT.ok;
  }
  let options = request.options;
  if (request.names) {
    const read = loadNames(request.names, io.readFile);
    if ("errors" in read) {
      io.err(`${read.errors.join("\n")}\n`);
      return EXIT.badTraveller;
    }
    if (read.note !== undefined) io.err(`${read.note}\n`);
    if (options.strata !== undefined && read.ratings.size === 0) {
      io.err(
        `--strata needs the players' masterpoints: ${request.names} has no Masterpoints (or Rating) column with a number in it.\n`,
      );
      return EXIT.badUsage;
    }
    options = { ...options, names: read.names, ...(read.ratings.size > 0 ? { ratings: read.ratings } : {}) };
  }
  // A scale of the director's own, read and checked before the traveller.
  if (request.impFile !== undefined) {
    try {
      options = { ...options, impScale: readScaleFile("imp", io.readFile(request.impFile), request.impFile) };
    } catch (e) {
      io.err(scaleFileError(request.impFile, e));
      return EXIT.badUsage;
    }
  }
  // parseArgs refuses a command line without a file, so the file was opened before.
  const event = opened!;
  if ("failed" in event) {
    io.err(event.failed);
    return EXIT.badTraveller;
  }
  const accept = request.acceptPairs ? { acceptPairs: request.acceptPairs } : {};
  const arrows = request.arrowSwitch ? { arrowSwitch: request.arrowSwitch } : {};
  const fouled = request.fouled ? { fouled: request.fouled } : {};
  const asEntered = request.asEntered ? { asEntered: true } : {};
  const choices: UserChoices = { pairs: options, ...accept, ...arrows, ...fouled, ...asEntered };
  // A round, board, table or pair named that the event does not have: the request cannot be met.
  const refused = choicesRefused(event, choices, request);
  if (refused !== "") {
    io.err(refused);
    return EXIT.badUsage;
  }
  // A Section column: its sections scored one by one, or across the field (--across).
  const sectioned = withSections(event, request.across === true);
  const read = [
    request.file,
    ...(request.names ? [request.names] : []),
    ...(request.impFile ? [request.impFile] : []),
    ...(request.deals ? [request.deals] : []),
  ];
  return scoreAndWrite(sectioned, choices, read, request, io);
}
