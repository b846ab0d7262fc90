/**
 * The Regulations choice of the pane: a named preset sets every option of the form at once (those
 * it does not settle go back to their defaults), and each stays changeable after. Pure: the
 * component hands the change to the reducer like any other option change.
 */
import { presetOptions, type PresetName } from "../scoring";
import { DEFAULT_FORM_CHOICES, type FormChoices } from "../event";

/** The options a preset is made of, as the form holds them; the method and movement are kept. */
export type PresetChange = Omit<FormChoices, "method" | "movement" | "version">;

/**
 * The form's fields under a preset: each option the preset sets, as the form holds it (numbers as
 * text), and every other option at its default.
 *
 * @example
 * presetChange("ACBL").scale; // "ACBL"
 * presetChange("ACBL").trim; // "0.05"
 * presetChange("default").awards; // "fixed"
 */
export function presetChange(name: PresetName): PresetChange {
  const p = presetOptions(name);
  const { method: _m, movement: _v, version: _n, ...d } = DEFAULT_FORM_CHOICES;
  void _m;
  void _v;
  void _n;
  const text = (x: number | string | undefined, fallback: string): string =>
    x === undefined ? fallback : String(x);
  return {
    ...d,
    rules: name,
    ...(p.impTable !== undefined ? { impTable: p.impTable } : {}),
    trim: text(p.trim, d.trim),
    roundTo: text(p.roundTo, d.roundTo),
    ...(p.rounding !== undefined ? { rounding: p.rounding } : {}),
    ...(typeof p.divisor === "string" && p.divisor !== undefined
      ? { divisor: p.divisor as FormChoices["divisor"] }
      : {}),
    ...(p.expected === "tables" || p.expected === "results" ? { expected: p.expected } : {}),
    ...(p.scale !== undefined ? { scale: p.scale } : {}),
    awardImps: text(p.awardImps, d.awardImps),
    ...(p.awards !== undefined ? { awards: p.awards } : {}),
    ...(p.sessionPercent !== undefined ? { sessionPercent: p.sessionPercent } : {}),
    ...(p.awardTie !== undefined ? { awardTie: p.awardTie } : {}),
  };
}
