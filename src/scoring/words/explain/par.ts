// The words of a board played only once and scored against its par: the one step, and the tips of
// its numbers.
import type { ScoredTable } from "../../board/scored-board";
import type { AgainstParWorkings } from "../../board/workings";
import type { Step } from "./glossary";
import { imps, score, shown, type BoardLine, type NumberTip } from "./sentences";

/**
 * How a board played once was scored against its par, in one sentence: "+420 against a par of
 * +620: -200 points, -5 IMPs." or "+420 against a par of +620: below par, 0 matchpoints of a top of 2."
 */
export function againstParLine(w: AgainstParWorkings): string {
  const head = `${score(w.score)} against a par of ${score(w.par)}`;
  if (w.imps !== null) return `${head}: ${shown(w.difference)} points, ${imps(w.imps)}.`;
  const where =
    w.difference > 0
      ? "above par, the top"
      : w.difference === 0
        ? "equal to par, half the top"
        : "below par, nothing";
  return `${head}: ${where}, ${shown(w.matchpoints ?? 0)} matchpoints of a top of ${shown(w.top ?? 0)} (par counts as the one other result).`;
}

export function parStep(w: AgainstParWorkings): Step {
  return {
    id: "differences",
    title: "Against par",
    why: "The board was played only once, so there is no field to compare with: par, the score of best bidding and play by both sides (double dummy), stands in for it.",
    worked: [againstParLine(w)],
    terms: [],
  };
}

/** The board's own numbers against par: the results, the par and the top. */
export function parBoardLine(results: number, w: AgainstParWorkings): BoardLine {
  return {
    text: `The board was played once and is scored against its par: ${againstParLine(w)}`,
    values: [results, w.par, ...(w.top === null ? [] : [w.top])],
  };
}

/** The tips of the table's score against par: the difference and each side's result (none without results). */
export function parScoreTips(w: AgainstParWorkings, t: ScoredTable | undefined): NumberTip[] {
  if (t === undefined || t.nsResult === null || t.ewResult === null) return [];
  const line = againstParLine(w);
  return [
    { value: w.difference, of: "working", text: line },
    { value: t.nsResult, of: "result", side: "NS", text: line },
    { value: t.ewResult, of: "result", side: "EW", text: line },
  ];
}
