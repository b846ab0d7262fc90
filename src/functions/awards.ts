// What an artificial score in a `score` cell gets in each method, so a director can point a function
// at a whole traveller column (results and awards together) and read every table's score. The
// values are the core's (src/scoring/rules/awards.ts): A= is 50% of the top or 0 IMPs, A+ 60% or +3,
// A- 40% or -3, a percentage award its percentage (and, in IMP methods, only 40, 50 or 60%). A
// score cell is North-South's, so a split award such as A+/A- gives North-South's part. NP (not
// played) gets a blank.
import {
  awardImps,
  awardMatchpoints,
  awardPercent,
  type ArtificialEntry,
  awardCrossImps,
  type CrossImpTable,
  type MatchpointTable,
} from "../scoring";

/**
 * The matchpoints (or the percentage) of an award on a board scored as `table`: its share of the
 * table's top (after Neuberg, the top of the expected number of results).
 *
 * @example
 * matchpointAward(parseArtificial("A+")!, matchpointTable([600, -100, -100, -200, -300], { expected: 6 }), false); // 6
 */
export function matchpointAward(
  entry: ArtificialEntry,
  table: MatchpointTable,
  percent: boolean,
): number | "" {
  if (entry.kind === "notPlayed") return "";
  return percent ? awardPercent(entry.ns) : awardMatchpoints(entry.ns, table.top).toNumber();
}

/**
 * The cross-IMPs of an award on a board scored as `table`: its IMPs for each comparison the table
 * would have made (one fewer than the results expected), divided as the other results were. So A+
 * is +3 divided by comparisons, and +3 times the comparisons as a total.
 *
 * @example
 * crossImpAward(parseArtificial("A-")!, crossImpTable([620, -100, 650], { expected: 4 })); // -3
 */
export function crossImpAward(entry: ArtificialEntry, table: CrossImpTable): number | "" {
  if (entry.kind === "notPlayed") return "";
  return awardCrossImps(entry.ns, table).result.toNumber();
}

/**
 * The Butler IMPs of an award: A= 0, A+ +3, A- -3.
 *
 * @example
 * butlerAward(parseArtificial("A+/A-")!); // 3
 */
export function butlerAward(entry: ArtificialEntry): number | "" {
  return entry.kind === "notPlayed" ? "" : awardImps(entry.ns);
}
