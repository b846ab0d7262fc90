/**
 * Every word the program shows people for its choices and readings, in one place: the results
 * sheet, the task pane and the command line all take their wording from here, so a method, a
 * rounding or a vulnerability is said the same way everywhere.
 *
 * Where a form and a sentence need different words for the same thing, both are kept, named for
 * their use: `*_NAMES` and `*_PROSE` go inside sentences and titles (the sheet, messages, the
 * command line), `*_LABELS` are the captions of the pane's controls.
 */
import type { BamScale, TeamsMethod } from "./teams/model";
import type { TeamsVpChoice } from "./teams/vp-choice";
import type { ImpTableName } from "./rules/imp";
import type { DatumMethod } from "./rules/butler";
import type { CrossImpDivisorWord } from "./rules/crossimp";
import type { MatchpointScale } from "./rules/matchpoints";
import type { RoundingMode } from "./rules/rounding";
import type { Side, Vulnerability } from "./model/seats";
import type { ColumnRole } from "./traveller/headers";
import type { MethodChoice } from "./options";

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

/** Each column role with the headers recognised for it, for messages ("NS, N/S, Pair NS, ..."). */
// prettier-ignore
export const ROLE_NAMES: Readonly<Record<ColumnRole, string>> = {
  board: "Board (Bd)", table: "Table", ns: "NS pair (NS, N/S, Pair NS)", ew: "EW pair (EW, E/W, Pair EW)",
  contract: "Contract (Bid, Cont)", declarer: "Declarer (By, Dec)", lead: "Lead (Ld)",
  result: "Result (Tricks, Tks, Made)", score: "Score (NS Score)",
  scorePlus: "+Sc (NS+)", scoreMinus: "-Sc (NS-)",
  north: "North", south: "South", east: "East", west: "West",
  publishedNs: "% NS (MP_NS, IMP_NS, PUNKTY NS)", publishedEw: "% EW (MP_EW, IMP_EW, PUNKTY EW)",
  room: "Room (Rm)",
};

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
 * A vulnerability in words, for messages, the sheet's board titles and the pane.
 *
 * @example
 * vulText("NS"); // "NS vulnerable"
 * vulText("None"); // "nobody vulnerable"
 * vulText("All"); // "both sides vulnerable"
 */
export function vulText(v: Vulnerability): string {
  return v === "None" ? "nobody vulnerable" : v === "All" ? "both sides vulnerable" : `${v} vulnerable`;
}

/**
 * A score with its sign, as a traveller shows it: "+" before a gain, "-" before a loss, 0 bare.
 *
 * @example
 * signed(420); // "+420"
 * signed(-50); // "-50"
 * signed(0); // "0"
 */
export function signed(x: number): string {
  return x > 0 ? `+${x}` : String(x);
}

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
