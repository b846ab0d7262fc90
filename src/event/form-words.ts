// The scoring form's choices said as option words (option-words.ts): the text a session function
// (=BRIDGE.RANKING and its kin) takes as its `options`, so a formula the pane inserts scores the
// traveller with the choices the pane's Score would use. The words name only what differs from
// what the formula would take anyway: the preset the form was set from (its settings then come
// with it), and each option the method uses that is not at the preset's or the default's value.
import {
  DEFAULT_BOARD_OPTIONS,
  DEFAULT_REGULATION_OPTIONS,
  presetOptions,
  readArrowSwitch,
  readFouled,
  ScoringError,
  sheetMethods,
  usesOptions,
  type ArrowSwitchChoice,
  type FouledChoice,
  type MethodOptionGroup,
  type OptionName,
} from "../scoring";
import { acceptedPairs, checkOptions, type CheckedOptions, type FormChoices } from "./forms";
import { PAIRS_OPTION_WORDS } from "./option-words";

/** The options of each group a method takes, as the form sets them, in the order they are written. */
export const GROUP_OPTIONS: Readonly<Record<MethodOptionGroup, readonly OptionName[]>> = {
  imps: ["impTable", "impCap", "awardImps"],
  datum: ["trim", "roundTo", "rounding", "datum"],
  divisor: ["divisor"],
  expected: ["expected"],
  matchpoints: ["scale", "mpRound", "awards", "awardTie", "sessionPercent"],
};

/**
 * The word each option is written with: the option words' own table turned round (the command
 * line's flag without its dashes), and award-tie, which the words read as a finding's yes or no.
 */
const OPTION_WORD: Readonly<Partial<Record<OptionName, string>>> = {
  ...Object.fromEntries(Object.entries(PAIRS_OPTION_WORDS).map(([word, option]) => [option, word])),
  awardTie: "award-tie",
};

/** What the engine takes for an option nobody sets (undefined: none, such as no IMP cap). */
const DEFAULTS: Readonly<Record<string, unknown>> = {
  ...DEFAULT_BOARD_OPTIONS,
  ...DEFAULT_REGULATION_OPTIONS,
};

/**
 * The options the form's method uses, in the order they are written: those of each group its
 * method (each of the three, for "all") takes.
 *
 * @example
 * usedOptions("cross"); // ["impTable", "impCap", "awardImps", "divisor", "expected"]
 */
export function usedOptions(method: FormChoices["method"]): OptionName[] {
  const methods = sheetMethods(method);
  const groups = (Object.keys(GROUP_OPTIONS) as MethodOptionGroup[]).filter((g) => usesOptions(methods, g));
  return groups.flatMap((g) => GROUP_OPTIONS[g]);
}

/** An option's value as one word of text, read back the same by the core's reader. */
function valueText(value: unknown): string {
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/** The same value: numbers and words compared as they are, anything else by its JSON. */
const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The arrow switch as its word takes it ("rounds 6,7", "boards 19,20,21"). */
function arrowSwitchText(choice: ArrowSwitchChoice): string {
  return choice.rounds !== undefined
    ? `rounds ${choice.rounds.join(",")}`
    : `boards ${(choice.boards ?? []).join(",")}`;
}

/**
 * The fouled boards as their words take them, one `fouled` a board ("fouled 7: A 1,2,3, B 4,5"):
 * a formula's text separates its options with semicolons, as readFouled separates boards, and the
 * words read a `fouled` given again as one more board.
 */
function fouledWords(choice: FouledChoice): string[] {
  return choice.boards.map(
    (b) => `fouled ${b.board}: ${b.versions.map((v) => `${v.version} ${v.tables.join(",")}`).join(", ")}`,
  );
}

/** The words of the options the method uses, each only when it differs from what the words would give without it. */
function optionWords(o: FormChoices, checked: CheckedOptions): string[] {
  const base: Readonly<Record<string, unknown>> = {
    ...DEFAULTS,
    ...(checked.rules === undefined ? {} : presetOptions(checked.rules)),
  };
  const given = checked as unknown as Readonly<Record<string, unknown>>;
  const out: string[] = [];
  // The tie-break for first place is every method's (no group's).
  for (const option of [...usedOptions(o.method), "tieBreak" as const]) {
    // The pane's scoring takes the engine's default for an option it leaves out.
    const value = given[option] ?? DEFAULTS[option];
    if (same(value, base[option])) continue;
    if (value === undefined)
      throw new ScoringError(`The ${option} of the preset cannot be taken back in a formula's words.`);
    out.push(`${OPTION_WORD[option]} ${valueText(value)}`);
  }
  return out;
}

/**
 * The form's choices as the option words of a session function: the preset alone ("EBU"), then
 * `word value` for each option the method uses that differs from the preset's (or the default's)
 * value, then the movement chosen and the findings (accept-pairs, arrow-switch, fouled), apart
 * with "; ". `pairsChoicesFromWords(splitOptionWords(text))` reads them back to the options the
 * pane's Score scores with. The choices must be ones Score takes (checkOptions); choices no words
 * can say throw a ScoringError that says why: the IMP scale selected for the workbook under a
 * method of IMPs. The method and the names table are no
 * option words (the method is the formula's own argument; the names come from the traveller).
 *
 * @example
 * formOptionWords(DEFAULT_FORM_CHOICES); // ""
 * formOptionWords({ ...DEFAULT_FORM_CHOICES, method: "cross", rules: "EBU", awards: "session", divisor: "total" });
 * // "EBU; divisor total"
 */
export function formOptionWords(o: FormChoices): string {
  if (o.impScale && usesOptions(sheetMethods(o.method), "imps"))
    throw new ScoringError(
      "The IMP scale selected for this workbook has no word in a formula's options: use a named IMP scale (IMP table) for a live ranking, or score with Score.",
    );
  const checked = checkOptions(o);
  if (!checked.ok) {
    const [field, message] = Object.entries(checked.errors)[0] ?? ["options", "not taken"];
    throw new ScoringError(`${field}: ${message}`);
  }
  const words: string[] = [];
  if (checked.options.rules !== undefined) words.push(checked.options.rules);
  words.push(...optionWords(o, checked.options));
  if (o.movement !== "auto") words.push(`movement ${o.movement}`);
  const accept = acceptedPairs(o.acceptPairs).map((p) => p.replace(/\s+/g, " "));
  if (accept.length > 0) words.push(`accept-pairs ${accept.join(", ")}`);
  if (o.arrowSwitch.trim() !== "") {
    const read = readArrowSwitch(o.arrowSwitch);
    if (read.ok) words.push(`arrow-switch ${arrowSwitchText(read.choice)}`);
  }
  if (o.fouled.trim() !== "") {
    const read = readFouled(o.fouled);
    if (read.ok) words.push(...fouledWords(read.choice));
  }
  if (o.oneWinner) words.push("one-winner yes");
  if (o.across) words.push("across");
  return words.join("; ");
}
