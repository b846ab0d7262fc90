/**
 * The pane's scoring choices: what the director picks (as the form holds it, numbers as typed),
 * the defaults, checking them into the engine's options, and reading back what was saved in the
 * document (which may come from an older version of the add-in, or be damaged).
 */
import {
  DEFAULT_BOARD_OPTIONS,
  EXPECTED_CHOICES,
  type BoardScoringOptions,
  type ExpectedResults,
  type ScoringMethod,
  type Movement,
  IMP_TABLE_NAMES,
  type ImpTableName,
  ROUNDING_MODES,
  type RoundingMode,
  DATUM_METHODS,
  isTrim,
  type DatumMethod,
  CROSS_IMP_DIVISOR_WORDS,
  type CrossImpDivisorWord,
  MATCHPOINT_SCALES,
  type MatchpointScale,
  cellText,
  readNumberCell,
} from "../scoring";
import { SHEET_METHODS, type SheetMethod } from "../sheet/names";
import { sheetMethods } from "../sheet/results";

/** A method, or all three side by side (for teaching): the results sheet's methods. */
export type PaneMethod = SheetMethod;

/** The movement: who is the same pair from board to board (for the session summary). */
export type PaneMovement = Movement;

/** What the cross-IMP totals are divided by: one of the engine's words, or "number" (`divisorNumber`). */
export type DivisorChoice = CrossImpDivisorWord | "number";

/**
 * Results expected per board (N): the tables on the traveller (the default: an A= or NP row brings
 * in Neuberg and the cross-IMP factor N/n), the results obtained (no Neuberg, no factoring), or a
 * number (`expectedNumber`).
 */
export type ExpectedChoice = Exclude<ExpectedResults, number> | "number";

/** The pane's choices, as the form holds them (numbers as typed, so a half-typed value is kept). */
export interface PaneOptions {
  readonly method: PaneMethod;
  readonly movement: PaneMovement;
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
  /**
   * Which version of the choices this is, saved with them: settings saved before N defaulted to
   * the tables (no version) had "results" as their default, see {@link restoreOptions}.
   */
  readonly version: number;
}

/** The version of the saved choices since "tables" became the default number of results expected. */
export const OPTIONS_VERSION = 2;

/**
 * The pane's first choices: matchpoints, a Mitchell, and the engine's defaults for everything else
 * (DEFAULT_BOARD_OPTIONS: WBF scale, no trim, datum rounded half away from zero to 10, ...).
 */
export const DEFAULT_OPTIONS: PaneOptions = {
  method: "mp",
  movement: "mitchell",
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
  version: OPTIONS_VERSION,
};

/** Labels for the pane's choices. */
export const METHOD_LABELS: Readonly<Record<PaneMethod, string>> = {
  butler: "Butler",
  cross: "Cross-IMPs",
  mp: "Matchpoints",
  all: "All three (teaching)",
};

export const ROUNDING_LABELS: Readonly<Record<RoundingMode, string>> = {
  halfAwayFromZero: "Half away from zero (485 to 490)",
  halfEven: "Half to even (485 to 480)",
  halfUp: "Half up (-485 to -480)",
  none: "No rounding",
};

export const DIVISOR_LABELS: Readonly<Record<DivisorChoice, string>> = {
  comparisons: "Comparisons (n - 1)",
  scores: "Scores (n)",
  total: "Nothing (totals)",
  number: "A number...",
};

export const EXPECTED_LABELS: Readonly<Record<ExpectedChoice, string>> = {
  tables: "Tables on the traveller (Neuberg for A= / NP)",
  results: "Results obtained (no Neuberg)",
  number: "A number",
};

const MOVEMENTS: readonly PaneMovement[] = ["mitchell", "howell"];
/** The engine's divisor words (CROSS_IMP_DIVISOR_WORDS, the default first), then a number. */
export const DIVISORS: readonly DivisorChoice[] = [...CROSS_IMP_DIVISOR_WORDS, "number"];
/** The engine's named choices of N (EXPECTED_CHOICES, the default first), then a number. */
export const EXPECTEDS: readonly ExpectedChoice[] = [...EXPECTED_CHOICES, "number"];

/** The form fields that hold typed numbers, which can be wrong. */
export type NumberField = "trim" | "roundTo" | "divisorNumber" | "expectedNumber";

/**
 * The checked choices: the method ("all" for the three side by side), the movement and the
 * engine's options that the method uses. The shape the results sheet builder takes.
 */
export interface CheckedOptions extends Omit<BoardScoringOptions, "method"> {
  readonly method: PaneMethod;
  readonly movement: PaneMovement;
}

/** Either the checked options, or a message for each field that is wrong. */
export type CheckResult =
  | { readonly ok: true; readonly options: CheckedOptions }
  | { readonly ok: false; readonly errors: Readonly<Partial<Record<NumberField, string>>> };

/**
 * A number typed into the form, or null: read as a cell's number is (readNumberCell: odd spaces,
 * minus-like dashes, ".1" and "10."), and a trailing "%" makes a share ("10%" is 0.1).
 */
function number(text: string): number | null {
  const t = cellText(text);
  const percent = t.endsWith("%");
  const n = readNumberCell(percent ? t.slice(0, -1) : t);
  return n !== null && percent ? n / 100 : n;
}

/**
 * Checks the form's choices and turns them into the engine's options. Only the fields the chosen
 * method uses are checked (a half-typed divisor does not stop a Butler score). Each message says
 * what was typed and what is wanted.
 *
 * @example
 * checkOptions({ ...DEFAULT_OPTIONS, method: "butler", trim: "1" });
 * // { ok: true, options: { impTable: "WBF", trim: 1, roundTo: 10, ..., method: "butler", movement: "mitchell" } }
 * checkOptions({ ...DEFAULT_OPTIONS, method: "cross", divisor: "number", divisorNumber: "0" });
 * // { ok: false, errors: { divisorNumber: "The divisor must be a number above 0, not \"0\"." } }
 */
export function checkOptions(o: PaneOptions): CheckResult {
  const methods = sheetMethods(o.method);
  const uses = (m: ScoringMethod): boolean => methods.includes(m);
  const errors: Partial<Record<NumberField, string>> = {};
  const board: { -readonly [K in keyof Omit<BoardScoringOptions, "method">]: BoardScoringOptions[K] } = {};

  if (uses("butler") || uses("cross")) board.impTable = o.impTable;
  if (uses("butler")) {
    const trim = number(o.trim === "" ? "0" : o.trim);
    if (trim === null || !isTrim(trim)) {
      errors.trim = `Trim "${o.trim}" is not a count or a share: type 0 for none, a whole number such as 1 (one score from each end), or a share below 0.5 such as 0.1.`;
    } else board.trim = trim;
    const roundTo = number(o.roundTo === "" ? "0" : o.roundTo);
    if (roundTo === null || roundTo < 0) {
      errors.roundTo = `Round to "${o.roundTo}" is not a step: type 10 for the usual datum, or 0 for none.`;
    } else board.roundTo = roundTo;
    board.rounding = o.rounding;
    board.datum = o.datum;
  }
  if (uses("cross")) {
    if (o.divisor === "number") {
      const d = number(o.divisorNumber);
      if (d === null || d <= 0) {
        errors.divisorNumber = `The divisor must be a number above 0, not "${o.divisorNumber}".`;
      } else board.divisor = d;
    } else board.divisor = o.divisor;
  }
  if (uses("mp")) board.scale = o.scale;
  if (uses("cross") || uses("mp")) {
    if (o.expected === "tables" || o.expected === "results") board.expected = o.expected;
    else if (o.expected === "number") {
      const n = number(o.expectedNumber);
      if (n === null || !Number.isInteger(n) || n < 1) {
        errors.expectedNumber = `Results expected must be a whole number of 1 or more, not "${o.expectedNumber}".`;
      } else board.expected = n;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, options: { ...board, method: o.method, movement: o.movement } };
}

/**
 * The pane's options from what was saved in the document: every field that is present and valid
 * is kept, anything else falls back to its default (so an old or damaged setting never stops the
 * pane from opening).
 *
 * Settings saved before version 2 hold expected "results" because that was then the default (the
 * pane saves every choice), not because the director chose it: they are read as "tables", today's
 * default, so an A= or NP row brings in Neuberg there too. A "results" saved from version 2 on
 * was chosen, and is kept.
 *
 * @example
 * restoreOptions({ method: "mp", scale: "ACBL", trim: 7 }); // { ...DEFAULT_OPTIONS, method: "mp", scale: "ACBL" }
 * restoreOptions({ method: "mp", expected: "results" }); // expected "tables": saved before version 2
 * restoreOptions(null); // DEFAULT_OPTIONS
 */
export function restoreOptions(saved: unknown): PaneOptions {
  if (saved === null || typeof saved !== "object" || Array.isArray(saved)) return DEFAULT_OPTIONS;
  const s = saved as Record<string, unknown>;
  const pick = <T extends string>(key: keyof PaneOptions, allowed: readonly T[], fallback: T): T =>
    typeof s[key] === "string" && (allowed as readonly string[]).includes(s[key] as string)
      ? (s[key] as T)
      : fallback;
  const text = (key: NumberField): string =>
    typeof s[key] === "string" && (s[key] as string).length <= 20 ? (s[key] as string) : DEFAULT_OPTIONS[key];
  const d = DEFAULT_OPTIONS;
  const version = typeof s.version === "number" && Number.isSafeInteger(s.version) ? s.version : 1;
  const expected = pick("expected", EXPECTEDS, d.expected);
  return {
    method: pick("method", SHEET_METHODS, d.method),
    movement: pick("movement", MOVEMENTS, d.movement),
    impTable: pick("impTable", IMP_TABLE_NAMES, d.impTable),
    trim: text("trim"),
    roundTo: text("roundTo"),
    rounding: pick("rounding", ROUNDING_MODES, d.rounding),
    datum: pick("datum", DATUM_METHODS, d.datum),
    divisor: pick("divisor", DIVISORS, d.divisor),
    divisorNumber: text("divisorNumber"),
    expected: expected === "results" && version < OPTIONS_VERSION ? "tables" : expected,
    expectedNumber: text("expectedNumber"),
    scale: pick("scale", MATCHPOINT_SCALES, d.scale),
    version: OPTIONS_VERSION,
  };
}
