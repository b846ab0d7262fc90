// What a file's own words for its scoring name: the pairs method, the teams method, and a Butler
// datum's trim and kind.
import type { DatumMethod, ScoringMethod, TeamsMethod, Trim } from "../../scoring";

/**
 * The teams method a file's own words for its scoring name: IMPs (`IMP`, `IMPS`), board-a-match
 * (`BAM`, `Board-a-match`, and the British point-a-board: `PAB`, `Point-a-board`) or aggregate
 * (`Aggregate`, `TotalPoints`, `Total points`). Null for words it does not know.
 *
 * @example
 * teamsMethodFromWords("BAM"); // "bam"
 * teamsMethodFromWords("PAB"); // "bam"
 */
export function teamsMethodFromWords(words: string): TeamsMethod | null {
  const w = words.toUpperCase();
  if (/(^|[^A-Z])(BAM|PAB)([^A-Z]|$)|(BOARD|POINT)[\s_-]*A[\s_-]*(MATCH|BOARD)/.test(w)) return "bam";
  if (/AGGREGATE|TOTAL[\s_-]*(POINTS?|SCORES?)/.test(w)) return "aggregate";
  if (/IMP/.test(w)) return "imps";
  return null;
}

/**
 * The method a file's own words for its scoring name: matchpoints (`MatchPoints`, `MP`,
 * `MP_PAIRS`), Butler, or cross-IMPs (`Cross`, `IMP` for pairs). Null for words it does not know.
 */
export function methodFromWords(words: string): ScoringMethod | null {
  const w = words.toUpperCase();
  if (/BUTLER/.test(w)) return "butler";
  if (/CROSS|XIMP/.test(w)) return "cross";
  if (/MATCH\s*-?_?POINT|(^|[^A-Z])MP|^MP|NEUBERG/.test(w)) return "mp";
  if (/IMP/.test(w)) return "cross";
  return null;
}

/**
 * A Butler datum's trim and kind as a file's own words for its scoring say them: Ruter and Magic
 * Contest write `IMP;Butler-2;Mean`, the top and the bottom score dropped (2 in all) and the mean
 * of the rest; `Butler-0` drops none; `Median` is the median (a bare `Butler` says no trim). A number of scores
 * dropped that is not 0 or 2 is not read (how a program would drop it from a board of few results
 * is not known): `note` says so, and the add-in's trim stands.
 *
 * @example
 * butlerFromWords("IMP;Butler-2;Mean"); // { trim: "one", datum: "mean" }
 */
export function butlerFromWords(words: string): { trim?: Trim; datum?: DatumMethod; note?: string } {
  const w = words.toUpperCase();
  if (!/BUTLER/.test(w)) return {};
  const datum: DatumMethod | undefined = /MEDIAN/.test(w) ? "median" : /MEAN/.test(w) ? "mean" : undefined;
  const dropped = /BUTLER\s*-\s*(\d+)/.exec(w);
  // Two in all: one from each end, where a board has three results or more (the trim rule "one").
  const trim: Trim | undefined =
    dropped === null ? undefined : dropped[1] === "0" ? 0 : dropped[1] === "2" ? "one" : undefined;
  return {
    ...(trim !== undefined ? { trim } : {}),
    ...(datum !== undefined ? { datum } : {}),
    ...(dropped !== null && trim === undefined
      ? {
          note: `the scoring "${words}" drops ${dropped[1]} scores of each board's datum, which is not read: the datum is trimmed as the options say`,
        }
      : {}),
  };
}
