// The words of a board scored by Butler: the datum and the differences (steps), and the tips of
// the numbers of the datum and of each score's IMPs.
import { ROUNDING_PROSE } from "../present";
import type { ScoredTable } from "../../board/scored-board";
import type { ButlerWorkings } from "../../board/workings";
import { ABOUT, type Step } from "./glossary";
import { imps, same, score, shown, type BoardLine, type NumberTip } from "./sentences";

export function butlerSteps(w: ButlerWorkings, t: ScoredTable | null): Step[] {
  const how =
    w.datumMethod === "median"
      ? `the median of the scores is ${shown(w.unrounded)}`
      : `they add up to ${shown(w.sum)} over ${shown(w.count)} results, an average of ${shown(w.unrounded)}`;
  const dropped =
    w.dropped.length === 0
      ? "No score was dropped."
      : `Dropped first, ${shown(w.trimmedPerEnd)} from each end: ${w.dropped
          .map((d) => `${score(d.score)} (${d.end === "top" ? "top" : "bottom"})`)
          .join(", ")}.`;
  const rounded =
    w.rounding === "none" ? "not rounded" : `rounded to ${w.roundTo}, ${ROUNDING_PROSE[w.rounding]}`;
  const datum: Step = {
    id: "datum",
    title: "The datum",
    why: ABOUT.datum,
    worked: [
      `${dropped} The ${w.dropped.length === 0 ? "scores" : "remaining scores"}: ${how}, ${rounded}: a datum of ${score(w.datum)}.`,
    ],
    terms: ["datum", "butler"],
  };
  const d = t?.nsScore == null ? undefined : w.differences.find((x) => x.score === t.nsScore);
  const differences: Step = {
    id: "differences",
    title: "Differences and IMPs",
    why: ABOUT.differences,
    worked:
      d === undefined
        ? []
        : [
            `${score(d.score)} against a datum of ${score(w.datum)}: ${shown(d.difference)} points, ${imps(d.imps)}.`,
          ],
    terms: ["difference", "imp"],
  };
  return [datum, differences];
}

/** The board's own numbers of the datum: the results, and what the datum was worked from. */
export function butlerBoardLine(results: number, w: ButlerWorkings): BoardLine {
  const datum = butlerSteps(w, null)[0].worked[0];
  return {
    text: `The board has ${results} result${results === 1 ? "" : "s"}. ${datum}`,
    values: [results, w.count, w.sum, w.mean, w.unrounded, w.datum, ...(w.median === null ? [] : [w.median])],
  };
}

/** The tips of one North-South score's difference and IMPs, each side's (none for a score not on the board). */
export function butlerScoreTips(w: ButlerWorkings, s: number): NumberTip[] {
  const d = w.differences.find((x) => same(x.score, s));
  if (d === undefined) return [];
  const [datum] = butlerSteps(w, null);
  const line = `${datum.worked[0]} ${score(s)} against a datum of ${score(w.datum)}: ${shown(d.difference)} points, ${imps(d.imps)}.`;
  return [
    { value: d.difference, of: "working", text: line },
    { value: d.imps, of: "working", text: line },
    { value: d.imps, of: "result", side: "NS", text: line },
    {
      value: -d.imps,
      of: "result",
      side: "EW",
      text: `${line} East-West get the same with the sign turned over: ${imps(-d.imps)}.`,
    },
  ];
}
