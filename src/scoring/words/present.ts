/**
 * Every word the program shows people for its choices and readings, in one place: the results
 * sheet, the task pane and the command line all take their wording from here, so a method, a
 * rounding or a vulnerability is said the same way everywhere.
 *
 * Where a form and a sentence need different words for the same thing, both are kept, named for
 * their use: `*_NAMES` and `*_PROSE` go inside sentences and titles (the sheet, messages, the
 * command line), `*_LABELS` are the captions of the pane's controls.
 */
import type { BamScale, TeamsMethod } from "../teams/model";
import type { TeamsVpChoice } from "../teams/vp-choice";
import type { ImpTableName } from "../rules/imp";
import type { DatumMethod } from "../rules/butler";
import type { CrossImpDivisorWord } from "../rules/crossimp";
import type { MatchpointScale } from "../rules/matchpoints";
import type { RoundingMode } from "../rules/rounding";
import type { Side } from "../base/seats";
import type { ColumnRole } from "../traveller/headers";
import type { MethodChoice } from "../model/methods";
import type { TrimRule } from "../rules/butler";
import type { AwardRule, BoardScoringOptions, SessionPercent, TieBreakRule } from "../model/options";
import { PRESETS, type PresetName, type PresetOptions } from "../options/regulations";

// The words the core's own messages use live below them, beside what they name; they are
// listed here with the rest, so every word is still found through this module.
export { ROLE_NAMES } from "../traveller/headers";
export { signed, vulText } from "../base/words";

// The tables are glossaries, each kept on as few lines as it fits (hence prettier-ignore).

/** Each method as sheet names, titles and the command line's headings name it. */
// prettier-ignore
export const METHOD_NAMES: Readonly<Record<MethodChoice, string>> = {
  butler: "Butler", cross: "cross-IMPs", mp: "matchpoints", all: "all methods",
};

/** Each method as the pane's choice of method shows it. */
// prettier-ignore
export const METHOD_LABELS: Readonly<Record<MethodChoice, string>> = {
  butler: "Butler", cross: "Cross-IMPs", mp: "Matchpoints", all: "All three (teaching)" };

/** Each rounding mode in a sentence: "rounded to 10, half away from zero". */
// prettier-ignore
export const ROUNDING_PROSE: Readonly<Record<RoundingMode, string>> = {
  halfAwayFromZero: "half away from zero", halfEven: "half to even", halfUp: "half up", none: "not rounded",
};

/** Each rounding mode as the pane's drop-down shows it, with an example. */
// prettier-ignore
export const ROUNDING_LABELS: Readonly<Record<RoundingMode, string>> = {
  halfAwayFromZero: "Half away from zero (485 to 490)", halfEven: "Half to even (485 to 480)",
  halfUp: "Half up (-485 to -480)", none: "No rounding",
};

/** Each named cross-IMP divisor in a sentence, after the divisor's value. */
// prettier-ignore
export const DIVISOR_PROSE: Readonly<Record<CrossImpDivisorWord, string>> = {
  comparisons: "the number of comparisons, N - 1", scores: "the number of results, N",
  total: "none: the totals as they are",
};

/** Each divisor choice as the pane's drop-down shows it; "number" opens a field for one. */
// prettier-ignore
export const DIVISOR_LABELS: Readonly<Record<CrossImpDivisorWord | "number", string>> = {
  comparisons: "Comparisons (n - 1)", scores: "Scores (n)", total: "Nothing (totals)", number: "A number...",
};

/** Each choice of results expected (N) as the pane's drop-down shows it. */
// prettier-ignore
export const EXPECTED_LABELS: Readonly<Record<"tables" | "results" | "number", string>> = {
  tables: "Tables on the traveller (Neuberg for A= / NP)", results: "Results obtained (no Neuberg)",
  number: "A number",
};

/** Each IMP scale as the pane's drop-down shows it. */
// prettier-ignore
export const IMP_TABLE_LABELS: Readonly<Record<ImpTableName, string>> = {
  WBF: "WBF (since 1962)", "1961": "IMP 1961", "1948": "IMP 1948", EMP1938: "EMP 1938" };

/** Each datum method as the pane's drop-down shows it. */
// prettier-ignore
export const DATUM_LABELS: Readonly<Record<DatumMethod, string>> = {
  mean: "Mean of the scores", median: "Median of the scores" };

/** Each matchpoint scale as the pane's drop-down shows it. */
// prettier-ignore
export const SCALE_LABELS: Readonly<Record<MatchpointScale, string>> = {
  EBU: "EBU: 2 per result beaten", ACBL: "ACBL: 1 per result beaten" };

/** Each column role as the pane's drop-down of roles shows it, without the spellings. */
// prettier-ignore
export const ROLE_LABELS: Readonly<Record<ColumnRole, string>> = {
  board: "Board", table: "Table", ns: "NS pair", ew: "EW pair",
  contract: "Contract", declarer: "Declarer", lead: "Lead",
  result: "Result (tricks)", score: "NS score", scorePlus: "NS + score", scoreMinus: "NS - score",
  room: "Room (teams)",
  north: "North player", south: "South player", east: "East player", west: "West player",
  publishedNs: "Published NS result", publishedEw: "Published EW result",
};

/**
 * The heading of a ranking's field: the pairs ranked together.
 *
 * @example
 * fieldName("NS"); // "NS pairs"
 * fieldName("all"); // "All pairs"
 */
export function fieldName(field: Side | "all"): string {
  return field === "all" ? "All pairs" : `${field} pairs`;
}

/** The trims by the number of results, in words. */
export const TRIM_RULE_PROSE: Readonly<Record<TrimRule, string>> = {
  one: "one score from each end",
  tenth: "ceil(10% of the results) from each end when there are more than 5",
  fifteenth: "ceil((results - 10) / 15) + 1 from each end",
};

/** The matchpoint awards, as a field offers them. */
export const AWARD_RULE_LABELS: Readonly<Record<AwardRule, string>> = {
  fixed: "60% and 40%",
  session: "The pair's session, if better (worse for A-)",
};

/** The session percentages, as a field offers them. */
export const SESSION_PERCENT_LABELS: Readonly<Record<SessionPercent, string>> = {
  tops: "Total over tops",
  mean: "Mean of the boards",
};

/** Each tie-break for first place, as the pane offers it. */
export const TIE_BREAK_LABELS: Readonly<Record<TieBreakRule, string>> = {
  share: "Shared (the default)",
  EBU: "EBU: head to head, then count-back",
  code81: "Board by board, then tops (Code art. 81)",
};

/** The presets, as the Regulations choice offers them. */
export const PRESET_LABELS: Readonly<Record<PresetName, string>> = {
  default: "This add-in's defaults",
  WBF: "WBF",
  EBU: "EBU (England)",
  ACBL: "ACBL (North America)",
  ABF: "ABF (Australia)",
};

/** What each option a preset may set is called in its lines. */
const PRESET_OPTION_WORDS: Readonly<Record<keyof PresetOptions, string>> = {
  impTable: "IMP scale",
  trim: "Butler trim",
  roundTo: "datum rounded to",
  rounding: "datum rounding",
  divisor: "cross-IMP divisor",
  expected: "results expected",
  scale: "matchpoint scale",
  awardImps: "average plus in IMPs",
  awards: "matchpoint awards",
  sessionPercent: "session percentage",
  awardTie: "award as a tie",
};

/**
 * The lines that say which rule was used for each of the regulations' options set away from this
 * add-in's default, and, under a preset, the preset and every setting it took with its source.
 * Nothing for the defaults, so a sheet scored as before reads as before.
 *
 * @example
 * regulationLines({ impCap: 17 }); // ["IMPs capped at 17 a comparison (Butler and cross-IMPs)"]
 */
export function regulationLines(
  o: Partial<Omit<BoardScoringOptions, "method">> & { readonly rules?: PresetName },
): string[] {
  const lines: string[] = [];
  if (o.rules !== undefined) {
    const preset = PRESETS[o.rules];
    lines.push(
      preset.settings.length === 0
        ? `Regulations: ${PRESET_LABELS[o.rules]} (every option at this add-in's default)`
        : `Regulations: ${PRESET_LABELS[o.rules]}; any option not listed is at this add-in's default`,
    );
    for (const s of preset.settings) {
      lines.push(`  ${PRESET_OPTION_WORDS[s.option]}: ${String(s.value)} (${s.source})`);
    }
  }
  if (o.impScale !== undefined) lines.push(`IMP scale given: ${o.impScale.title}`);
  if (o.impCap !== undefined) lines.push(`IMPs capped at ${o.impCap} a comparison (Butler and cross-IMPs)`);
  if (o.awardImps !== undefined && o.awardImps !== 3) {
    lines.push(`Average plus ${o.awardImps} IMPs, average minus -${o.awardImps} (Butler and cross-IMPs)`);
  }
  if (o.mpRound !== undefined && o.mpRound > 0) {
    lines.push(`Matchpoints rounded to ${o.mpRound} after Neuberg, before percentages`);
  }
  if (o.awardTie === true) lines.push("An award table counts as a tie with every result (no Neuberg)");
  if (o.notPlayedTie === true)
    lines.push("A table not played counts as a tie with every result (no Neuberg)");
  if (o.awards === "session") {
    lines.push(
      "Average plus at matchpoints: the better of 60% and the pair's percentage on the boards it played; average minus the lesser of 40% and it (Law 12C2)",
    );
  }
  if (o.sessionPercent === "mean") lines.push("Session percentage: the mean of the boards' percentages");
  if (o.tieBreak === "EBU")
    lines.push(
      "A tie for first broken as the EBU splits ties: head to head, then point-a-board count-back (awards still shared)",
    );
  if (o.tieBreak === "code81")
    lines.push(
      "A tie for first broken board by board against each other, then by tops (the Code's article 81)",
    );
  return lines;
}
/** Each teams method as the pane shows it. */
export const TEAMS_METHOD_LABELS: Readonly<Record<TeamsMethod, string>> = {
  imps: "IMPs",
  bam: "Board-a-match",
  aggregate: "Aggregate (total points)",
};

/** Each teams VP scale as the pane's drop-down shows it. */
export const TEAMS_VP_LABELS: Readonly<Record<TeamsVpChoice, string>> = {
  wbf: "WBF 2013 (continuous, for the match's length)",
  discrete: "Discrete 20-VP table",
  none: "No VPs (rank by IMPs)",
};

/** Each board-a-match scale as the pane's drop-down shows it. */
export const BAM_SCALE_LABELS: Readonly<Record<BamScale, string>> = {
  standard: "1, 1/2, 0 a board",
  british: "2, 1, 0 a board (British)",
};
