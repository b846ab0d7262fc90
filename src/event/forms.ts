/**
 * The scoring form's choices, shared by the task pane and the teaching page: what the director
 * picks (as the form holds it, numbers as typed), the defaults, checking them into the engine's
 * options, and turning them into the event layer's choices. Reading back choices saved in a
 * document is the pane's (src/taskpane/options.ts).
 */
import {
  DEFAULT_BOARD_OPTIONS,
  DEFAULT_REGULATION_OPTIONS,
  DEFAULT_TEAMS_OPTIONS,
  EXPECTED_CHOICES,
  type BoardScoringOptions,
  type ExpectedResults,
  type MethodOptionGroup,
  usesOptions,
  type Movement,
  type ImpTableName,
  type RoundingMode,
  type DatumMethod,
  CROSS_IMP_DIVISOR_WORDS,
  type CrossImpDivisorWord,
  type MatchpointScale,
  MOVEMENTS,
  readArrowSwitch,
  readFouled,
  readOption,
  sheetMethods,
  type OptionName,
  type OptionValues,
  type AwardRule,
  type SessionPercent,
  type TieBreakRule,
  type PresetName,
  type BamScale,
  type TeamsMethod,
  type TeamsVpChoice,
} from "../scoring";
import type { SheetMethod } from "../sheet/names";
import { DEFAULT_METHOD, type TeamsChoices, type UserChoices } from "./choices";
import type { PairNames } from "../scoring";
import { impScaleOf, vpScaleOf, type SavedNames, type SavedScale } from "./given-tables";

/** What the cross-IMP totals are divided by: one of the engine's words, or "number" (`divisorNumber`). */
export type DivisorChoice = CrossImpDivisorWord | "number";

/**
 * Results expected per board (N): the tables on the traveller (the default: an A= or NP row brings
 * in Neuberg and the cross-IMP factor N/n), the results obtained (no Neuberg, no factoring), or a
 * number (`expectedNumber`).
 */
export type ExpectedChoice = Exclude<ExpectedResults, number> | "number";

/** The movement as the form holds it: told from the pair numbers ("auto"), or chosen. */
export type MovementField = Movement | "auto";

/** The movement's choices, the default first. */
export const MOVEMENT_FIELDS: readonly MovementField[] = ["auto", ...MOVEMENTS];

/** The form's choices, as it holds them (numbers as typed, so a half-typed value is kept). */
export interface FormChoices {
  /** A method, or all three side by side (for teaching): the results sheet's methods. */
  readonly method: SheetMethod;
  /**
   * The movement: who is the same pair from board to board (for the session summary); "auto"
   * leaves it to the pair numbers (a pair that sits NS on one board and EW on another: a Howell).
   */
  readonly movement: MovementField;
  readonly impTable: ImpTableName;
  readonly trim: string;
  readonly roundTo: string;
  readonly rounding: RoundingMode;
  readonly datum: DatumMethod;
  readonly divisor: DivisorChoice;
  readonly divisorNumber: string;
  readonly expected: ExpectedChoice;
  readonly expectedNumber: string;
  readonly scale: MatchpointScale;
  /** The regulations the options were set from (each stays changeable): a preset's name. */
  readonly rules: PresetName;
  /** The regulations' options, as typed: IMP cap and matchpoint rounding ("" for none), award IMPs. */
  readonly impCap: string;
  readonly mpRound: string;
  readonly awardImps: string;
  readonly awards: AwardRule;
  readonly awardTie: boolean;
  readonly sessionPercent: SessionPercent;
  /** Pairs: how a tie for first place is broken, or shared (the default). */
  readonly tieBreak: TieBreakRule;
  /** Teams events: IMPs, board-a-match or aggregate. */
  readonly teamsMethod: TeamsMethod;
  /** Teams events: the VP scale (under IMPs). */
  readonly teamsVp: TeamsVpChoice;
  /** Teams events, board-a-match: 1/0.5/0 or 2/1/0. */
  readonly bamScale: BamScale;
  /** Teams events: write the next round's Swiss draw (with the standings it comes from) instead of the results. */
  readonly teamsDraw: boolean;
  /** The Swiss draw: the VPs a bye scores, and whether the round is drawn in arrears. */
  readonly teamsByeVp: ByeVpChoice;
  readonly teamsArrears: boolean;
  /**
   * Pair numbers (commas between) the director accepts as late pairs or substitutes: they may play
   * far fewer boards than their field, or in another pair's place, and the sheet notes them.
   */
  readonly acceptPairs: string;
  /** The arrow-switched rounds or boards as typed ("rounds 7", "boards 19-21"); blank for none. */
  readonly arrowSwitch: string;
  /** The fouled boards' versions by table as typed ("7: A 1-3, B 4-5"); blank for none. */
  readonly fouled: string;
  /** An arrow-switched Mitchell ranked as one field (NS and EW together), not NS and EW apart. */
  readonly oneWinner: boolean;
  /** A Section column's sections scored across the field, not section by section. */
  readonly across: boolean;
  /** The names table selected once for this workbook (see given-tables.ts), when there is one. */
  readonly names?: SavedNames;
  /** A federation's IMP scale selected for this workbook (see given-tables.ts): instead of impTable. */
  readonly impScale?: SavedScale;
  /** A federation's VP scale selected for this workbook: teams events' VPs, instead of teamsVp. */
  readonly vpScale?: SavedScale;
  /**
   * Which version of the choices this is, saved with them: settings saved before N defaulted to
   * the tables (no version) had "results" as their default, which the pane reads back as "tables"
   * (its restoreOptions).
   */
  readonly version: number;
}

/**
 * The version of the choices, saved with them: 2 since "tables" became the default number of
 * results expected, 3 since the movement is told from the pair numbers unless chosen.
 */
export const FORM_CHOICES_VERSION = 3;

/**
 * The form's first choices: the event layer's default method (matchpoints), the movement told
 * from the pair numbers, and the engine's defaults for everything else (DEFAULT_BOARD_OPTIONS: WBF
 * scale, no trim, datum rounded half away from zero to 10, ...).
 */
export const DEFAULT_FORM_CHOICES: FormChoices = {
  method: DEFAULT_METHOD,
  movement: "auto",
  impTable: DEFAULT_BOARD_OPTIONS.impTable,
  trim: String(DEFAULT_BOARD_OPTIONS.trim),
  roundTo: String(DEFAULT_BOARD_OPTIONS.roundTo),
  rounding: DEFAULT_BOARD_OPTIONS.rounding,
  datum: DEFAULT_BOARD_OPTIONS.datum,
  divisor: DEFAULT_BOARD_OPTIONS.divisor,
  divisorNumber: "",
  expected: DEFAULT_BOARD_OPTIONS.expected,
  expectedNumber: "",
  scale: DEFAULT_BOARD_OPTIONS.scale,
  rules: "default",
  impCap: "",
  mpRound: "",
  awardImps: String(DEFAULT_REGULATION_OPTIONS.awardImps),
  awards: DEFAULT_REGULATION_OPTIONS.awards,
  awardTie: DEFAULT_REGULATION_OPTIONS.awardTie,
  sessionPercent: DEFAULT_REGULATION_OPTIONS.sessionPercent,
  tieBreak: "share",
  teamsMethod: DEFAULT_TEAMS_OPTIONS.method,
  teamsVp: DEFAULT_TEAMS_OPTIONS.vp,
  bamScale: DEFAULT_TEAMS_OPTIONS.bamScale,
  teamsDraw: false,
  teamsByeVp: "12",
  teamsArrears: false,
  acceptPairs: "",
  arrowSwitch: "",
  fouled: "",
  oneWinner: false,
  across: false,
  version: FORM_CHOICES_VERSION,
};

/** A change the director makes to some of the form's fields. */
export type OptionsChange = (change: Partial<FormChoices>) => void;

/** The VPs a bye may score in the pane's Swiss draw (of 20), the default first. */
export const BYE_VP_CHOICES = ["12", "10", "11", "13", "14", "15", "16", "18", "20", "0"] as const;
export type ByeVpChoice = (typeof BYE_VP_CHOICES)[number];

/** The engine's divisor words (CROSS_IMP_DIVISOR_WORDS, the default first), then a number. */
export const DIVISORS: readonly DivisorChoice[] = [...CROSS_IMP_DIVISOR_WORDS, "number"];
/** The engine's named choices of N (EXPECTED_CHOICES, the default first), then a number. */
export const EXPECTEDS: readonly ExpectedChoice[] = [...EXPECTED_CHOICES, "number"];

/** The form fields that hold typed numbers, which can be wrong. */
export type NumberField =
  | "trim"
  | "roundTo"
  | "divisorNumber"
  | "expectedNumber"
  | "impCap"
  | "mpRound"
  | "awardImps"
  | "arrowSwitch"
  | "fouled";

/**
 * The checked choices: the method ("all" for the three side by side), the movement and the
 * engine's options that the method uses. The shape the results sheet builder takes.
 */
export interface CheckedOptions extends Omit<BoardScoringOptions, "method"> {
  readonly method: SheetMethod;
  /** The movement chosen; absent when it is left to the pair numbers. */
  readonly movement?: Movement;
  /** The named preset the options were set from, for the results sheet to name. */
  readonly rules?: PresetName;
  /** The pairs' names from the names table, for the rankings and the workings. */
  readonly names?: PairNames;
  /** An arrow-switched Mitchell ranked as one field. */
  readonly oneWinner?: boolean;
}

/** Either the checked options, or a message for each field that is wrong. */
export type CheckResult =
  | { readonly ok: true; readonly options: CheckedOptions }
  | { readonly ok: false; readonly errors: Readonly<Partial<Record<NumberField, string>>> };

/**
 * Checks the form's choices and turns them into the engine's options. Only the fields the chosen
 * method uses are checked (a half-typed divisor does not stop a Butler score). Typed numbers are
 * read by the core's readOption, and a field it refuses gets the option's message, which says what
 * was typed and what is accepted. A blank trim or step is 0.
 *
 * @example
 * checkOptions({ ...DEFAULT_FORM_CHOICES, method: "butler", trim: "1" });
 * // { ok: true, options: { impTable: "WBF", trim: 1, roundTo: 10, ..., method: "butler", movement: "mitchell" } }
 * checkOptions({ ...DEFAULT_FORM_CHOICES, method: "cross", divisor: "number", divisorNumber: "0" });
 * // { ok: false, errors: { divisorNumber: "The cross-IMP divisor cannot be \"0\": use comparisons, ..." } }
 */
export function checkOptions(o: FormChoices): CheckResult {
  const methods = sheetMethods(o.method);
  // Each method says which groups of options it takes (the core's METHOD_TRAITS).
  const uses = (group: MethodOptionGroup): boolean => usesOptions(methods, group);
  const errors: Partial<Record<NumberField, string>> = {};
  const board: { -readonly [K in keyof Omit<BoardScoringOptions, "method">]: BoardScoringOptions[K] } = {};
  /** The typed value of a field as `option` reads it; undefined (and the message kept) when refused. */
  const typed = <K extends OptionName>(
    field: NumberField,
    option: K,
    text: string,
  ): OptionValues[K] | undefined => {
    const read = readOption(option, text);
    if (read.ok) return read.value;
    errors[field] = read.message;
    return undefined;
  };

  if (uses("imps")) board.impTable = o.impTable;
  // A given IMP scale (selected in the pane) is used instead of the named one, as --imp-table FILE.
  if (uses("imps") && o.impScale) board.impScale = impScaleOf(o.impScale);
  if (uses("datum")) {
    board.trim = typed("trim", "trim", o.trim === "" ? "0" : o.trim);
    board.roundTo = typed("roundTo", "roundTo", o.roundTo === "" ? "0" : o.roundTo);
    board.rounding = o.rounding;
    board.datum = o.datum;
  }
  if (uses("divisor")) {
    board.divisor = o.divisor === "number" ? typed("divisorNumber", "divisor", o.divisorNumber) : o.divisor;
  }
  if (uses("matchpoints")) board.scale = o.scale;
  // The regulations' options: only those set away from their defaults reach the engine.
  if (uses("imps")) {
    if (o.impCap.trim() !== "") board.impCap = typed("impCap", "impCap", o.impCap);
    if (o.awardImps.trim() !== "" && o.awardImps.trim() !== DEFAULT_FORM_CHOICES.awardImps)
      board.awardImps = typed("awardImps", "awardImps", o.awardImps);
  }
  if (uses("matchpoints")) {
    if (o.mpRound.trim() !== "") board.mpRound = typed("mpRound", "mpRound", o.mpRound);
    if (o.awards !== DEFAULT_REGULATION_OPTIONS.awards) board.awards = o.awards;
    if (o.awardTie) board.awardTie = true;
    if (o.sessionPercent !== DEFAULT_REGULATION_OPTIONS.sessionPercent)
      board.sessionPercent = o.sessionPercent;
  }
  if (o.tieBreak !== "share") board.tieBreak = o.tieBreak;
  if (uses("expected")) {
    if (o.expected === "tables" || o.expected === "results") board.expected = o.expected;
    else if (o.expected === "number") board.expected = typed("expectedNumber", "expected", o.expectedNumber);
  }
  if (o.arrowSwitch.trim() !== "") {
    const read = readArrowSwitch(o.arrowSwitch);
    if (!read.ok) errors.arrowSwitch = read.message;
  }
  if (o.fouled.trim() !== "") {
    const read = readFouled(o.fouled);
    if (!read.ok) errors.fouled = read.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const rules = o.rules === "default" ? {} : { rules: o.rules };
  const names = o.names ? { names: new Map(o.names.pairs) } : {};
  const movement = o.movement === "auto" ? {} : { movement: o.movement };
  const oneWinner = o.oneWinner ? { oneWinner: true } : {};
  return { ok: true, options: { ...board, ...rules, method: o.method, ...movement, ...names, ...oneWinner } };
}

/**
 * The teams choices of the form's choices: VPs only under IMPs (they convert an IMP margin).
 *
 * @example
 * teamsChoices({ ...DEFAULT_FORM_CHOICES, teamsMethod: "bam" }).vp; // "none"
 */
export function teamsChoices(o: FormChoices): TeamsChoices {
  return {
    method: o.teamsMethod,
    vp: o.teamsMethod === "imps" ? o.teamsVp : "none",
    bamScale: o.bamScale,
    impTable: o.impTable,
    ...(o.impScale ? { impScale: impScaleOf(o.impScale) } : {}),
    ...(o.vpScale && o.teamsMethod === "imps" ? { vpTable: vpScaleOf(o.vpScale) } : {}),
  };
}

/**
 * The form's choices as the event layer takes them: everything the form holds is the user's
 * choice (the form always has a method), except a movement left to the pair numbers.
 *
 * @example
 * userChoices(DEFAULT_FORM_CHOICES, checked); // { pairs: { method: "mp", ... }, teams: { method: "imps", vp: "wbf", ... } }
 */
export function userChoices(o: FormChoices, checked: CheckedOptions): UserChoices {
  const accept = acceptedPairs(o.acceptPairs);
  const arrows = o.arrowSwitch.trim() === "" ? null : readArrowSwitch(o.arrowSwitch);
  const fouled = o.fouled.trim() === "" ? null : readFouled(o.fouled);
  return {
    pairs: checked,
    teams: teamsChoices(o),
    ...(accept.length > 0 ? { acceptPairs: accept } : {}),
    ...(arrows !== null && arrows.ok ? { arrowSwitch: arrows.choice } : {}),
    ...(fouled !== null && fouled.ok ? { fouled: fouled.choice } : {}),
    ...(o.across ? { across: true } : {}),
    // The form keeps its Movement from one session to the next: one the pair numbers contradict is asked.
    ...(o.movement !== "auto" ? { movementRemembered: true } : {}),
  };
}

/**
 * The pair numbers typed in Accept pairs: split at commas or semicolons, blanks dropped.
 *
 * @example
 * acceptedPairs("11, NS 12;"); // ["11", "NS 12"]
 */
export function acceptedPairs(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
}

/**
 * What an input says about its scoring, as the form's fields: the pane and the teaching page set
 * their forms from it when a file is opened (the director may then change any of them).
 *
 * @example
 * asFormChoices(statedChoices(section)); // { method: "mp", scale: "EBU" }
 */
export function asFormChoices(stated: UserChoices): Partial<FormChoices> {
  const p = stated.pairs ?? {};
  const t = stated.teams ?? {};
  return {
    ...(p.method !== undefined ? { method: p.method } : {}),
    ...(p.scale !== undefined ? { scale: p.scale } : {}),
    ...(p.movement !== undefined ? { movement: p.movement } : {}),
    // A Butler trim and datum, a cross-IMP divisor and the results expected, as the file says them.
    ...(p.trim !== undefined ? { trim: String(p.trim) } : {}),
    ...(p.datum !== undefined ? { datum: p.datum } : {}),
    ...(typeof p.divisor === "number"
      ? { divisor: "number" as const, divisorNumber: String(p.divisor) }
      : p.divisor === "comparisons" || p.divisor === "scores" || p.divisor === "total"
        ? { divisor: p.divisor }
        : {}),
    ...(typeof p.expected === "number"
      ? { expected: "number" as const, expectedNumber: String(p.expected) }
      : p.expected === "tables" || p.expected === "results"
        ? { expected: p.expected }
        : {}),
    ...(t.method !== undefined ? { teamsMethod: t.method } : {}),
    ...(t.bamScale !== undefined ? { bamScale: t.bamScale } : {}),
  };
}
