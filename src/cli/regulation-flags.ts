// The command line's flags for other programs' and federations' conventions (a named preset, the
// IMP cap, rounded matchpoints, awards, the session percentage, given IMP and VP scales), read by
// the core's readOption like every other flag. score.ts calls these three functions.
import { readCsv } from "../io/csv";
import {
  presetOptions,
  readImpScaleGrid,
  readOption,
  readVpScaleGrid,
  type BoardScoringOptions,
  type ImpTable,
  type OptionName,
  type PresetName,
  type VpScaleTable,
} from "../scoring";

/** The flags with a value, and the option each sets. */
export const REGULATION_FLAGS = {
  "--rules": "rules",
  "--imp-cap": "impCap",
  "--mp-round": "mpRound",
  "--awards": "awards",
  "--award-imps": "awardImps",
  "--session-percent": "sessionPercent",
} as const satisfies Readonly<Record<string, OptionName>>;

/** The flag without a value: an award counts as a tie with every result. */
export const AWARD_TIE_FLAG = "--award-tie";

/** What the usage says about these flags. */
export const REGULATION_USAGE = `  --rules WBF|EBU|ACBL|ABF|default every option as that federation's regulations set it (each setting's
                                    source is on the sheet and in the docs); any option given as well wins
  --imp-cap N                       Butler and cross-IMPs: each comparison capped at N IMPs (17 in some programs)
  --award-imps N                    Butler and cross-IMPs: average plus worth N IMPs, average minus -N (default 3)
  --mp-round STEP                   matchpoints rounded to STEP after Neuberg, before percentages (such as 0.01)
  --awards fixed|session            matchpoints: average plus and minus 60% and 40% (fixed, the default), or
                                    the better of 60% and the pair's session (the lesser of 40% and it)
  --award-tie                       matchpoints: an award counts as a tie with every result (no Neuberg)
  --session-percent tops|mean       matchpoint sessions: total over tops (default), or the mean of the boards'
`;

/** The options these flags set, from each flag's typed value; refusals go to `errors`, naming the flag. */
export function regulationOptions(
  values: ReadonlyMap<string, string>,
  awardTie: boolean,
  errors: string[],
): Partial<BoardScoringOptions> & { rules?: PresetName } {
  const read = <F extends keyof typeof REGULATION_FLAGS>(flag: F) => {
    const v = values.get(flag);
    if (v === undefined) return undefined;
    const r = readOption(REGULATION_FLAGS[flag], v);
    if (r.ok) return r.value;
    errors.push(`${flag}: ${r.message}`);
    return undefined;
  };
  const rules = read("--rules") as PresetName | undefined;
  const given: Record<string, unknown> = {
    impCap: read("--imp-cap"),
    mpRound: read("--mp-round"),
    awards: read("--awards"),
    awardImps: read("--award-imps"),
    sessionPercent: read("--session-percent"),
    ...(awardTie ? { awardTie: true } : {}),
  };
  const set = Object.fromEntries(Object.entries(given).filter(([, x]) => x !== undefined));
  return { ...(rules !== undefined ? { rules } : {}), ...set };
}

/** A preset's options under the options given (a given option wins over the preset's). */
export function withPreset<T extends { rules?: PresetName }>(options: T): T {
  return options.rules === undefined ? options : { ...presetOptions(options.rules), ...options };
}

/** Whether an --imp-table value names a file (a CSV) rather than a built-in scale. */
export function isScaleFile(value: string): boolean {
  return /\.(csv|txt)$/i.test(value.trim());
}

/** Reads a scale file: its CSV as cells (numbers as numbers), then the core's checks. */
export function readScaleFile(kind: "imp", text: string, file: string): ImpTable;
export function readScaleFile(kind: "vp", text: string, file: string): VpScaleTable;
export function readScaleFile(kind: "imp" | "vp", text: string, file: string): ImpTable | VpScaleTable {
  const rows = readCsv(text).rows; // cells as text: the core reads "20" as a cell's number
  const title = file.replace(/^.*[\\/]/, "");
  return kind === "imp" ? readImpScaleGrid(rows, undefined, title) : readVpScaleGrid(rows, undefined, title);
}
