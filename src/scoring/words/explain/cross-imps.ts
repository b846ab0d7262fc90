// The words of a board scored by cross-IMPs: the comparisons, totals and divisor (steps), and the
// tips of the board's numbers, each score's totals and result, and one comparison.
import { DIVISOR_PROSE } from "../present";
import type { ScoredBoard, ScoredTable } from "../../board/scored-board";
import type { CrossWorkings } from "../../board/workings";
import { ABOUT, type Step } from "./glossary";
import { imps, same, score, shown, tableName, times, type BoardLine, type NumberTip } from "./sentences";

export function crossSteps(w: CrossWorkings, t: ScoredTable | null): Step[] {
  const row = t?.nsScore == null ? undefined : w.rows.find((r) => r.score === t.nsScore);
  const comparisons: Step = {
    id: "comparisons",
    title: "IMPs per comparison",
    why: `${ABOUT.comparisons} With ${w.n} results, each makes ${w.comparisons} comparisons.`,
    worked:
      row === undefined
        ? []
        : row.comparisons === null
          ? [
              `${score(row.score)} is compared with every other score; the comparisons are not listed for a board this large.`,
            ]
          : row.comparisons.map(
              (c) =>
                `${score(row.score)} against ${score(c.against)}${c.frequency === 1 ? "" : ` (${times(c.frequency)})`}: ${shown(c.difference)} points, ${imps(c.imps)}${c.frequency === 1 ? "" : " each"}.`,
            ),
    terms: ["crossImps", "comparison", "difference", "imp"],
  };
  const totals: Step = {
    id: "totals",
    title: "Totals",
    why: ABOUT.totals,
    worked: row === undefined ? [] : [`${score(row.score)} totals ${imps(row.total)}.`],
    terms: ["comparison"],
  };
  const missing =
    w.factor === 1
      ? ""
      : ` The board has ${w.n} results of the ${w.expected} expected, so each total is first multiplied by ${w.expected}/${w.n} to stand for the full board: ${row === undefined ? "" : `${shown(row.total)} x ${shown(w.factor)} = ${shown(row.factored)}.`}`;
  const divisor: Step = {
    id: "divisor",
    title: "The divisor",
    why: `${ABOUT.divisor} Here the totals are divided by ${
      typeof w.divisor === "number" ? `${w.divisor}` : DIVISOR_PROSE[w.divisor]
    }.${missing}`,
    worked:
      row === undefined
        ? []
        : [
            w.divisorUsed === 1
              ? `${score(row.score)} keeps its total: ${imps(row.result)}.`
              : `${shown(row.factored)} divided by ${shown(w.divisorUsed)}: ${imps(row.result)} for ${score(row.score)}.`,
          ],
    terms: ["divisor"],
  };
  return [comparisons, totals, divisor];
}

/** The board's own numbers: the results counted and expected, the factor, the comparisons, the divisor. */
export function crossBoardLine(w: CrossWorkings): BoardLine {
  return {
    text: `The board has ${w.n} results of the ${w.expected} expected (N/n = ${shown(w.factor)}). Each score makes ${w.comparisons} comparisons, and the totals are divided by ${shown(w.divisorUsed)}.`,
    values: [w.n, w.expected, w.factor, w.comparisons, w.divisorUsed],
  };
}

/**
 * The tips of one North-South score's total, factored total and each side's result (none for a
 * score not on the board); `t` is a table with that score, whose comparisons are listed, or null.
 */
export function crossScoreTips(w: CrossWorkings, s: number, t: ScoredTable | null): NumberTip[] {
  const row = w.rows.find((r) => same(r.score, s));
  if (row === undefined) return [];
  const [comparisons] = crossSteps(w, t);
  const listed = t === null ? [] : comparisons.worked;
  const total = [...listed, `${score(s)} totals ${imps(row.total)}.`].join(" ");
  const factored =
    w.factor === 1
      ? total
      : `${score(s)} totals ${imps(row.total)}, times ${w.expected}/${w.n} for the missing results: ${shown(row.total)} x ${shown(w.factor)} = ${shown(row.factored)}.`;
  const result =
    w.divisorUsed === 1
      ? `${factored} ${score(s)} keeps its total: ${imps(row.result)}.`
      : `${factored} ${shown(row.factored)} divided by ${shown(w.divisorUsed)}: ${imps(row.result)} for ${score(s)}.`;
  return [
    { value: row.total, of: "working", text: total },
    { value: row.factored, of: "working", text: factored },
    { value: row.result, of: "result", side: "NS", text: result },
    {
      value: -row.result,
      of: "result",
      side: "EW",
      text: `${result} East-West get the same with the sign turned over: ${imps(-row.result)}.`,
    },
  ];
}

/**
 * One comparison of a cross-IMP board: a table's score against another table's, its difference in
 * points and its IMPs. Empty when either table has no plain score, or the board is not cross-IMPs.
 *
 * @example
 * comparisonTips(scoreBoard(board, { method: "cross" }), 0, 1);
 * // [{ value: 180, text: "+620 (NS 1 v EW 11) against +440 (NS 2 v EW 12): 180 points, +5 IMPs." }, { value: 5, ... }]
 */
export function comparisonTips(board: ScoredBoard, table: number, against: number): readonly NumberTip[] {
  const w = board.workings;
  const a = board.tables[table];
  const b = board.tables[against];
  if (w.method !== "cross" || a?.nsScore == null || b?.nsScore == null || table === against) return [];
  const row = w.rows.find((r) => same(r.score, a.nsScore!));
  const c = row?.comparisons?.find((x) => same(x.against, b.nsScore!));
  const difference = a.nsScore - b.nsScore;
  const text =
    c === undefined
      ? `${score(a.nsScore)} (${tableName(a)}) against ${score(b.nsScore)} (${tableName(b)}): ${shown(difference)} points, the same score.`
      : `${score(a.nsScore)} (${tableName(a)}) against ${score(b.nsScore)} (${tableName(b)}): ${shown(c.difference)} points, ${imps(c.imps)}.`;
  return [
    { value: difference, of: "working", text },
    { value: c?.imps ?? 0, of: "working", text },
  ];
}
