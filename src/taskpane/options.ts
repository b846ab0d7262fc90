/**
 * The pane's choices read back from what was saved in the document, which may come from an older
 * version of the add-in or be damaged: the form's choices themselves (their fields, defaults and
 * checking) are the event layer's (src/event/forms.ts), shared with the teaching page.
 */
import {
  IMP_TABLE_NAMES,
  ROUNDING_MODES,
  DATUM_METHODS,
  MATCHPOINT_SCALES,
  AWARD_RULES,
  SESSION_PERCENTS,
  TIE_BREAK_RULES,
  PRESET_NAMES,
  BAM_SCALES,
  TEAMS_METHODS,
  TEAMS_VP_CHOICES,
} from "../scoring";
import { SHEET_METHODS } from "../sheet/names";
import {
  BYE_VP_CHOICES,
  DEFAULT_FORM_CHOICES,
  DIVISORS,
  EXPECTEDS,
  FORM_CHOICES_VERSION,
  MOVEMENT_FIELDS,
  type FormChoices,
  type NumberField,
  type SavedScale,
} from "../event";
import { restoreNames } from "./names";
import { restoreScale } from "./scale-tables";

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
 * restoreOptions({ method: "mp", scale: "ACBL", trim: 7 }); // { ...DEFAULT_FORM_CHOICES, method: "mp", scale: "ACBL" }
 * restoreOptions({ method: "mp", expected: "results" }); // expected "tables": saved before version 2
 * restoreOptions(null); // DEFAULT_FORM_CHOICES
 */
export function restoreOptions(saved: unknown): FormChoices {
  if (saved === null || typeof saved !== "object" || Array.isArray(saved)) return DEFAULT_FORM_CHOICES;
  const s = saved as Record<string, unknown>;
  const pick = <T extends string>(key: keyof FormChoices, allowed: readonly T[], fallback: T): T =>
    typeof s[key] === "string" && (allowed as readonly string[]).includes(s[key] as string)
      ? (s[key] as T)
      : fallback;
  const text = (key: NumberField): string =>
    typeof s[key] === "string" && (s[key] as string).length <= 20
      ? (s[key] as string)
      : DEFAULT_FORM_CHOICES[key];
  const d = DEFAULT_FORM_CHOICES;
  const version = typeof s.version === "number" && Number.isSafeInteger(s.version) ? s.version : 1;
  const expected = pick("expected", EXPECTEDS, d.expected);
  const movement = pick("movement", MOVEMENT_FIELDS, d.movement);
  return {
    method: pick("method", SHEET_METHODS, d.method),
    // Before version 3 the pane saved "mitchell" as its default, not as a choice: told from the
    // pair numbers now. A saved "howell" was chosen, and is kept.
    movement: movement === "mitchell" && version < 3 ? "auto" : movement,
    impTable: pick("impTable", IMP_TABLE_NAMES, d.impTable),
    trim: text("trim"),
    roundTo: text("roundTo"),
    rounding: pick("rounding", ROUNDING_MODES, d.rounding),
    datum: pick("datum", DATUM_METHODS, d.datum),
    divisor: pick("divisor", DIVISORS, d.divisor),
    divisorNumber: text("divisorNumber"),
    expected: expected === "results" && version < 2 ? "tables" : expected,
    expectedNumber: text("expectedNumber"),
    scale: pick("scale", MATCHPOINT_SCALES, d.scale),
    rules: pick("rules", PRESET_NAMES, d.rules),
    impCap: text("impCap"),
    mpRound: text("mpRound"),
    awardImps: text("awardImps"),
    awards: pick("awards", AWARD_RULES, d.awards),
    awardTie: s.awardTie === true,
    sessionPercent: pick("sessionPercent", SESSION_PERCENTS, d.sessionPercent),
    tieBreak: pick("tieBreak", TIE_BREAK_RULES, d.tieBreak),
    teamsMethod: pick("teamsMethod", TEAMS_METHODS, d.teamsMethod),
    teamsVp: pick("teamsVp", TEAMS_VP_CHOICES, d.teamsVp),
    bamScale: pick("bamScale", BAM_SCALES, d.bamScale),
    teamsDraw: s.teamsDraw === true,
    teamsByeVp: pick("teamsByeVp", BYE_VP_CHOICES, d.teamsByeVp),
    teamsArrears: s.teamsArrears === true,
    acceptPairs:
      typeof s.acceptPairs === "string" && s.acceptPairs.length <= 200 ? s.acceptPairs : d.acceptPairs,
    arrowSwitch: text("arrowSwitch"),
    // A fouled board belongs to one session: never carried over to the next.
    fouled: "",
    across: s.across === true,
    oneWinner: s.oneWinner === true,
    ...restoreNames(s.names),
    ...given("impScale", restoreScale("imp", s.impScale)),
    ...given("vpScale", restoreScale("vp", s.vpScale)),
    version: FORM_CHOICES_VERSION,
  };
}

/** `{ [key]: scale }` when there is a scale, else nothing. */
const given = <K extends string>(key: K, scale: SavedScale | undefined): Partial<Record<K, SavedScale>> =>
  scale ? ({ [key]: scale } as Record<K, SavedScale>) : {};
