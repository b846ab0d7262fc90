import type { BoardScoringOptions } from "../model/options";

// Named presets: every option a federation's regulations (or its scoring program's documentation)
// settle, set at once. A setting that no document we could read settles is left at this add-in's
// default, and docs/conventions.md ("Regulations: named presets") says so beside each preset.

/** The presets a director may choose: this add-in's defaults, then the federations. */
export type PresetName = "default" | "WBF" | "EBU" | "ACBL" | "ABF";

export const PRESET_NAMES: readonly PresetName[] = ["default", "WBF", "EBU", "ACBL", "ABF"];

/** The options a preset may set. */
export type PresetOptions = Pick<
  BoardScoringOptions,
  | "impTable"
  | "trim"
  | "roundTo"
  | "rounding"
  | "divisor"
  | "expected"
  | "scale"
  | "awardImps"
  | "awards"
  | "sessionPercent"
  | "awardTie"
>;

/** One setting of a preset and the document it comes from. */
export interface PresetSetting<K extends keyof PresetOptions = keyof PresetOptions> {
  readonly option: K;
  readonly value: NonNullable<PresetOptions[K]>;
  readonly source: string;
}

/** A named preset: its title and each setting it takes, with its source. */
export interface Preset {
  readonly name: PresetName;
  readonly title: string;
  readonly settings: readonly PresetSetting[];
}

const setting = <K extends keyof PresetOptions>(
  option: K,
  value: NonNullable<PresetOptions[K]>,
  source: string,
): PresetSetting => ({ option, value, source }) as PresetSetting;

const LAW_12C2 = "Laws of Duplicate Bridge 2017, Law 12C2";
const WBFLC_1998 =
  "WBF Laws Committee minutes of 30 August 1998, as the EBU White Book quotes them (average plus 60% or the session average, whichever is greater; average minus 40% or it, whichever is less)";
const NEUBERG_1991 =
  "the Neuberg formula adopted by the WBF and ACBL in 1991 (ACBL Bulletin, June 1991, as the ASE Scorer's help on average scores reports it)";
const ACBLSCORE_IMPS = 'ACBLscore manual, "IMP scoring methods"';

/** Every preset, in the order a director meets them. */
export const PRESETS: Readonly<Record<PresetName, Preset>> = {
  default: { name: "default", title: "This add-in's defaults", settings: [] },
  WBF: {
    name: "WBF",
    title: "WBF",
    settings: [
      setting("impTable", "WBF", "WBF IMP scale (in force since 1962)"),
      setting("awardImps", 3, LAW_12C2),
      setting("expected", "tables", NEUBERG_1991),
      setting("awards", "session", WBFLC_1998),
    ],
  },
  EBU: {
    name: "EBU",
    title: "EBU",
    settings: [
      setting(
        "awards",
        "session",
        "EBU White Book on Law 12C2 (average plus 60% or the session average, whichever is greater; average minus 40% or it, whichever is less); EBU forum answers on artificial scores, which add that EBUScore and ScoreBridge apply it",
      ),
      setting(
        "expected",
        "tables",
        "EBU forum answer on artificial scores: the real results on the board are factored by Neuberg's formula",
      ),
      setting("awardImps", 3, LAW_12C2),
    ],
  },
  ACBL: {
    name: "ACBL",
    title: "ACBL",
    settings: [
      setting("scale", "ACBL", `${NEUBERG_1991}: M = N x S / n + (N - n) / 2n, a half point a tie`),
      setting("expected", "tables", NEUBERG_1991),
      setting("trim", 0.05, `${ACBLSCORE_IMPS}: the datum drops 5% of the scores from each end by default`),
      setting(
        "rounding",
        "halfEven",
        `${ACBLSCORE_IMPS}: a datum ending in 5 is rounded to the even ten (425 to 420, 435 to 440)`,
      ),
      setting("roundTo", 10, `${ACBLSCORE_IMPS}: the datum is rounded to the nearest 10`),
      setting(
        "divisor",
        "comparisons",
        `${ACBLSCORE_IMPS}: "Average IMPs" divides the total by the number of comparisons`,
      ),
      setting("awardImps", 3, `${ACBLSCORE_IMPS}: AVE+ 3 IMPs`),
    ],
  },
  ABF: { name: "ABF", title: "ABF (Australia)", settings: [] },
};

/**
 * A preset as a director types its name, without regard to case or surrounding spaces
 * ("defaults", "add-in" and "none" name this add-in's defaults; "Australia" the ABF); undefined
 * for anything else.
 *
 * @example
 * readPresetName(" ebu "); // "EBU"
 * readPresetName("defaults"); // "default"
 * readPresetName("NBB"); // undefined
 */
export function readPresetName(text: string): PresetName | undefined {
  const v = text.trim().toLowerCase();
  if (["default", "defaults", "add-in", "addin", "none"].includes(v)) return "default";
  if (v === "australia") return "ABF";
  return PRESET_NAMES.find((n) => n.toLowerCase() === v);
}

/**
 * The options a preset sets, to spread under what a director sets after it (each option stays
 * changeable: a later setting wins).
 *
 * @example
 * presetOptions("ACBL").scale; // "ACBL"
 * presetOptions("default"); // {}
 */
export function presetOptions(name: PresetName): PresetOptions {
  const out: Record<string, unknown> = {};
  for (const s of PRESETS[name].settings) out[s.option] = s.value;
  return out as PresetOptions;
}
