/**
 * Every option a director types, read once: from a worksheet cell handed to a custom function, a
 * flag's value on the command line, or a field of the task pane. Each reader turns what was typed
 * into the core's typed value, or refuses it with the one message that option has, which names
 * what was typed and lists what is accepted. The front ends differ only in how they show it.
 *
 * Words are matched without regard to case or surrounding (odd) spaces; numbers are read as a
 * cell's number is (readNumberCell). A blank is the front end's business (each has its own
 * default for one), so a blank reaching a reader here is refused like any other value.
 */
import { quote, ScoringError } from "../base/errors";
import { IMP_TABLE_NAMES, readImpTableName, type ImpTableName } from "../rules/imp";
import { isTrim, DATUM_METHODS, TRIM_RULES, type DatumMethod, type Trim } from "../rules/butler";
import { isImpCap } from "../rules/imp";
import { isAwardImps } from "../rules/awards";
import {
  AWARD_RULES,
  ONCE_RULES,
  SESSION_PERCENTS,
  TIE_BREAK_RULES,
  STRATA_BY,
  type StrataBy,
  type Stratum,
  type TieBreakRule,
  type AwardRule,
  type OnceRule,
  type SessionPercent,
} from "../model/options";
import { PRESET_NAMES, readPresetName, type PresetName } from "./regulations";
import { parseStrata } from "../session/strata";
import { CROSS_IMP_DIVISOR_WORDS, parseCrossImpDivisor, type CrossImpDivisor } from "../rules/crossimp";
import { MATCHPOINT_SCALES, parseMatchpointScale, type MatchpointScale } from "../rules/matchpoints";
import { readRoundingWord, ROUNDING_MODES, TYPED_ROUNDING_WORDS, type RoundingMode } from "../rules/rounding";
import {
  EXPECTED_CHOICES,
  METHOD_CHOICES,
  type ExpectedResults,
  type MethodChoice,
  type Movement,
} from "../model/methods";
import { cellText, readNumberCell } from "../base/cells";
import { BAM_SCALES, TEAMS_METHODS, type BamScale, type TeamsMethod } from "../teams/model";
import { TEAMS_VP_CHOICES, type TeamsVpChoice } from "../teams/vp-choice";

/** The movements, the default first. */
export const MOVEMENTS: readonly Movement[] = ["mitchell", "howell"];

/** The 20-VP scales: the WBF continuous scale, or the classic whole-number table. */
export type VpScale = "WBF" | "table";

/** The VP scales, the default first. */
const VP_SCALES: readonly VpScale[] = ["WBF", "table"];

/** How matchpoints are reported: on the EBU or ACBL scale, or as a percentage of the top. */
export interface MatchpointOutput {
  readonly scale: MatchpointScale;
  readonly percent: boolean;
}

/** What each option is read into. */
export interface OptionValues {
  /** The IMP scale (WBF, 1961, 1948, EMP1938). */
  readonly impTable: ImpTableName;
  /** Butler: scores dropped from each end, a count or a share below 0.5, or a rule by n. */
  readonly trim: Trim;
  /** Butler: the multiple the datum is rounded to (0: not rounded). */
  readonly roundTo: number;
  /** Butler: how a datum half-way between two multiples is rounded. */
  readonly rounding: RoundingMode;
  /** Butler: the datum is the mean or the median. */
  readonly datum: DatumMethod;
  /** Cross-IMPs: what the totals are divided by. */
  readonly divisor: CrossImpDivisor;
  /** Matchpoints and cross-IMPs: the results expected on each board (N). */
  readonly expected: ExpectedResults;
  /** Matchpoints: the EBU or ACBL scale. */
  readonly scale: MatchpointScale;
  /** Matchpoints as the custom functions report them: a scale, or a percentage of the top. */
  readonly matchpointOutput: MatchpointOutput;
  /** Who is the same pair from board to board. */
  readonly movement: Movement;
  /** The scoring method, or all three. */
  readonly method: MethodChoice;
  /** Victory points: the WBF scale or the classic table. */
  readonly vpScale: VpScale;
  /** Butler and cross-IMPs: the most IMPs one comparison can give. */
  readonly impCap: number;
  /** Matchpoints: the step they are rounded to after Neuberg. */
  readonly mpRound: number;
  /** Matchpoints: average plus and minus fixed, or from the pair's session. */
  readonly awards: AwardRule;
  /** IMPs: what average plus is worth (average minus: minus that). */
  readonly awardImps: number;
  /** Matchpoints: an award counts as a tie with every result (yes) or brings in Neuberg (no). */
  readonly awardTie: boolean;
  /** Matchpoint sessions: total over tops, or the mean of the boards' percentages. */
  readonly sessionPercent: SessionPercent;
  /** Pairs sessions: how a tie for first place is broken, or shared. */
  readonly tieBreak: TieBreakRule;
  /** Pairs sessions: the strata, each a name and its least masterpoints, highest first. */
  readonly strata: readonly Stratum[];
  /** Pairs sessions: a pair's rating for its stratum, its higher-rated player's or the mean. */
  readonly strataBy: StrataBy;
  /** An arrow-switched Mitchell: ranked as one field (yes), or NS and EW apart (no). */
  readonly oneWinner: boolean;
  /** A board played only once: scored as any board ("field") or against its par ("par"). */
  readonly once: OnceRule;
  /** A named set of every option: a federation's regulations, or this add-in's defaults. */
  readonly rules: PresetName;
  /** Teams events: how a match is scored (IMPs, board-a-match, aggregate). */
  readonly teamsMethod: TeamsMethod;
  /** Teams events: the VP scale of a match (WBF, the discrete table) or none. */
  readonly teamsVp: TeamsVpChoice;
  /** Teams events, board-a-match: 1/0.5/0 (standard) or 2/1/0 (British). */
  readonly bamScale: BamScale;
}

/** The options a director types. */
export type OptionName = keyof OptionValues;

/** What reading an option gives: its value, or the option's message about what was typed. */
export type OptionRead<K extends OptionName> =
  | { readonly ok: true; readonly value: OptionValues[K] }
  | { readonly ok: false; readonly option: K; readonly message: string };

/** An option that was refused; `option` says which. A ScoringError, so adapters show it as one. */
export class OptionError extends ScoringError {
  readonly option: OptionName;

  constructor(option: OptionName, message: string) {
    super(message);
    this.name = "OptionError";
    this.option = option;
  }
}

/** "a, b or c". */
function orList(words: readonly string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}` : words[0];
}

/** A word typed in any case, with any spaces around it, as one of `words`; undefined if none. */
function word<T extends string>(value: unknown, words: readonly T[]): T | undefined {
  const typed = cellText(value).toLowerCase();
  return words.find((w) => w.toLowerCase() === typed);
}

/** A typed number as a cell's number; for a share, a trailing "%" divides by 100 ("10%" is 0.1). */
function number(value: unknown, percent: boolean = false): number | null {
  const text = cellText(value);
  if (percent && text.endsWith("%")) {
    const n = readNumberCell(text.slice(0, -1));
    return n === null ? null : n / 100;
  }
  return readNumberCell(value);
}

/** A reader of typed numbers that takes those `ok` accepts (`percent`: "10%" is 0.1). */
function numberWhere(
  ok: (x: number) => boolean,
  percent: boolean = false,
): (value: unknown) => number | undefined {
  return (value) => {
    const x = number(value, percent);
    return x !== null && ok(x) ? x : undefined;
  };
}

/** Runs one of the core's throwing parsers; undefined where it refuses. */
function attempt<T>(parse: () => T): T | undefined {
  try {
    return parse();
  } catch (e) {
    if (e instanceof ScoringError) return undefined;
    throw e;
  }
}

/** How each option is read: its name in a message, what it accepts, and the reader. */
interface OptionSpec<T> {
  readonly name: string;
  readonly accepts: string;
  readonly read: (value: unknown) => T | undefined;
}

/** yes or no (true and false, on and off too). */
function yesNo(v: unknown): boolean | undefined {
  const w = word(v, ["yes", "no", "true", "false", "on", "off"]);
  return w === undefined ? undefined : w === "yes" || w === "true" || w === "on";
}

const wholeNumber = numberWhere((x) => Number.isInteger(x) && x >= 1);

const SPECS: { readonly [K in OptionName]: OptionSpec<OptionValues[K]> } = {
  impTable: {
    name: "The IMP scale",
    accepts: orList(IMP_TABLE_NAMES),
    read: (v) => readImpTableName(cellText(v)),
  },
  trim: {
    name: "The trim",
    accepts: `0 for none, a whole number of scores to drop from each end (such as 1), a share of them below 0.5 (such as 0.1 or 10%), or a rule by the number of results: ${orList(TRIM_RULES)}`,
    read: (v) => word(v, TRIM_RULES) ?? numberWhere(isTrim, true)(v),
  },
  roundTo: {
    name: "The datum's rounding step",
    accepts: "a number 0 or above: 10 rounds the datum to tens, 0 leaves it unrounded",
    read: numberWhere((x) => x >= 0),
  },
  rounding: {
    name: "The rounding",
    accepts: `${orList(Object.keys(TYPED_ROUNDING_WORDS))} (or a mode by its name: ${ROUNDING_MODES.filter((m) => m !== "none").join(", ")})`,
    read: (v) => readRoundingWord(cellText(v)),
  },
  datum: {
    name: "The datum",
    accepts: orList(DATUM_METHODS),
    read: (v) => word(v, DATUM_METHODS),
  },
  divisor: {
    name: "The cross-IMP divisor",
    accepts: orList([...CROSS_IMP_DIVISOR_WORDS, "a number above 0"]),
    read: (v) => attempt(() => parseCrossImpDivisor(typeof v === "string" ? cellText(v) : v)),
  },
  expected: {
    name: "Results expected",
    accepts:
      "tables (the default: every table on the traveller), results (those obtained, no Neuberg) or a whole number of 1 or more",
    read: (v) => word(v, EXPECTED_CHOICES) ?? wholeNumber(v),
  },
  scale: {
    name: "The matchpoint scale",
    accepts: orList(MATCHPOINT_SCALES),
    read: (v) => attempt(() => parseMatchpointScale(cellText(v))),
  },
  matchpointOutput: {
    name: "The matchpoint scale",
    accepts: orList([...MATCHPOINT_SCALES, "percent"]),
    read: (v) => {
      if (word(v, ["percent"]) !== undefined) return { scale: "EBU", percent: true };
      const scale = attempt(() => parseMatchpointScale(cellText(v)));
      return scale === undefined ? undefined : { scale, percent: false };
    },
  },
  movement: {
    name: "The movement",
    accepts: orList(MOVEMENTS),
    read: (v) => word(v, MOVEMENTS),
  },
  method: {
    name: "The method",
    accepts: orList(METHOD_CHOICES),
    read: (v) => word(v, METHOD_CHOICES),
  },
  vpScale: {
    name: "The VP scale",
    accepts: orList(VP_SCALES),
    read: (v) => word(v, VP_SCALES),
  },
  impCap: {
    name: "The IMP cap",
    accepts: "a whole number of IMPs, 1 or more (such as 17)",
    read: numberWhere(isImpCap),
  },
  mpRound: {
    name: "The matchpoints' rounding step",
    accepts: "a number 0 or above: 0.01 rounds matchpoints to hundredths after Neuberg, 0 leaves them exact",
    read: numberWhere((x) => x >= 0),
  },
  awards: {
    name: "The matchpoint awards",
    accepts:
      "fixed (60% and 40%) or session (the better of 60% and the pair's session, the lesser of 40% and it)",
    read: (v) => word(v, AWARD_RULES),
  },
  awardImps: {
    name: "The IMPs of average plus",
    accepts: "a number above 0 (3 by Law 12C2)",
    read: numberWhere(isAwardImps),
  },
  awardTie: {
    name: "An award as a tie",
    accepts: "yes (an award counts as a tie with every result, no Neuberg) or no",
    read: yesNo,
  },
  oneWinner: {
    name: "One winner",
    accepts: "yes (an arrow-switched Mitchell ranked as one field, NS and EW together) or no",
    read: yesNo,
  },
  sessionPercent: {
    name: "The session percentage",
    accepts: "tops (total matchpoints over total tops) or mean (the mean of the boards' percentages)",
    read: (v) => word(v, SESSION_PERCENTS),
  },
  tieBreak: {
    name: "The tie-break",
    accepts:
      "share (tied pairs share the place, the default), EBU (head to head, then point-a-board count-back) or code81 (board by board against each other, then tops)",
    read: (v) => word(v, TIE_BREAK_RULES),
  },
  strata: {
    name: "The strata",
    accepts:
      "each stratum's name and least masterpoints, highest first and the last at 0, such as A:2000,B:500,C:0",
    read: (v) => attempt(() => parseStrata(cellText(v))),
  },
  strataBy: {
    name: "A pair's stratum",
    accepts: "higher (by its higher-rated player, the default) or mean (by the mean of its players')",
    read: (v) => word(v, STRATA_BY),
  },
  once: {
    name: "A board played once",
    accepts:
      "field (scored as any board, the default) or par (against its par from the deal: IMPs of the score less par, or at matchpoints par as the one other result)",
    read: (v) => word(v, ONCE_RULES),
  },
  rules: {
    name: "The regulations",
    accepts: orList(PRESET_NAMES),
    read: (v) => readPresetName(cellText(v)),
  },
  teamsMethod: {
    name: "The teams method",
    accepts: `${orList(TEAMS_METHODS)} (bam: board-a-match)`,
    read: (v) => word(v, TEAMS_METHODS),
  },
  teamsVp: {
    name: "The VP scale",
    accepts: orList(TEAMS_VP_CHOICES),
    read: (v) => word(v, TEAMS_VP_CHOICES),
  },
  bamScale: {
    name: "The board-a-match scale",
    accepts: `${orList(BAM_SCALES)} (1, 1/2, 0 or 2, 1, 0 a board)`,
    read: (v) => word(v, BAM_SCALES),
  },
};

/**
 * The message an option gives for what was typed: "<the option> cannot be <typed>: use <what it
 * accepts>."
 *
 * @example
 * optionMessage("datum", "mode"); // 'The datum cannot be "mode": use mean or median.'
 */
function optionMessage(option: OptionName, typed: unknown): string {
  const spec = SPECS[option];
  return `${spec.name} cannot be ${quote(typed)}: use ${spec.accepts}.`;
}

/**
 * Reads what a director typed for `option`: the typed value, or `{ ok: false }` with the option's
 * message.
 *
 * @example
 * readOption("trim", "10%"); // { ok: true, value: 0.1 }
 * readOption("rounding", " Even "); // { ok: true, value: "halfEven" }
 * readOption("divisor", "0"); // { ok: false, option: "divisor", message: 'The cross-IMP divisor cannot be "0": ...' }
 */
export function readOption<K extends OptionName>(option: K, typed: unknown): OptionRead<K> {
  const spec = SPECS[option] as OptionSpec<OptionValues[K]>;
  const value = spec.read(typed);
  if (value !== undefined) return { ok: true, value };
  return { ok: false, option, message: optionMessage(option, typed) };
}

/**
 * As {@link readOption}, but throws the refusal as an {@link OptionError}.
 *
 * @example
 * parseOption("impTable", "emp"); // "EMP1938"
 * parseOption("movement", "swiss"); // throws OptionError (option "movement")
 */
export function parseOption<K extends OptionName>(option: K, typed: unknown): OptionValues[K] {
  const read = readOption(option, typed);
  if (read.ok) return read.value;
  throw new OptionError(option, read.message);
}
