// How each number of a board's workings was reached, as tips beside the numbers: the frequency
// table as each method lays it out and a tip for each of its cells, one table's result in words,
// and the numbers of the board, of a score, of a table and of a comparison, each with its words.
import type { ScoringMethod } from "../../model/methods";
import type { ScoredBoard } from "../../board/scored-board";
import { workingsFrequencies } from "../../board/workings";
import { ABOUT, type StepId } from "./glossary";
import {
  same,
  score,
  shown,
  tableName,
  times,
  type BoardLine,
  type NumberTip,
  type TipOf,
  type WorkingsOf,
} from "./sentences";
import { explainBoard, travellerStep } from "./steps";
import { parBoardLine, parScoreTips } from "./par";
import { butlerBoardLine, butlerScoreTips } from "./butler";
import { crossBoardLine, crossScoreTips } from "./cross-imps";
import { mpArithmetic, mpBoardLine, mpScoreTips } from "./matchpoints";

/** The columns of a method's frequency table: their headings, and each row's figures. */
interface FrequencyColumns<M extends ScoringMethod> {
  readonly head: readonly string[];
  readonly rows: (w: WorkingsOf<M>) => (number | null)[][];
}

/** Each method's frequency table, as data (a method is never told by its name). */
const FREQUENCY_COLUMNS: { readonly [M in ScoringMethod]: FrequencyColumns<M> } = {
  butler: {
    head: ["Score", "Tables", "Difference", "IMPs"],
    rows: (w) =>
      w.scores.map((r) => {
        const d = w.differences.find((x) => x.score === r.score);
        return [r.score, r.frequency, d?.difference ?? null, d?.imps ?? null];
      }),
  },
  cross: {
    head: ["Score", "Tables", "Total", "Result"],
    rows: (w) => w.rows.map((r) => [r.score, r.frequency, r.total, r.result]),
  },
  mp: {
    head: ["Score", "Tables", "Matchpoints", "%"],
    rows: (w) => w.rows.map((r) => [r.score, r.frequency, r.ns, r.nsPercent]),
  },
};

/**
 * A board's frequency table as its method lays it out: the headings, and each score's row.
 *
 * @example
 * frequencyColumns(scoreBoard(board, { method: "mp" })).head; // ["Score", "Tables", "Matchpoints", "%"]
 */
export function frequencyColumns(board: ScoredBoard): {
  readonly head: readonly string[];
  readonly rows: (number | null)[][];
} {
  const w = board.workings;
  if (w.method === "par") {
    const t = board.tables[0];
    return {
      head: ["Score", "Tables", "Par", "Difference", w.imps !== null ? "IMPs" : "Matchpoints"],
      rows: [[w.score, 1, w.par, w.difference, t?.nsResult ?? null]],
    };
  }
  const columns = FREQUENCY_COLUMNS[board.method] as FrequencyColumns<ScoringMethod>;
  return { head: columns.head, rows: columns.rows(w as WorkingsOf<ScoringMethod>) };
}

/**
 * Which steps' worked lines explain each column after "Score" and "Tables", by method: a number in
 * the frequency table is explained by the lines of the steps that reached it.
 */
const TIP_STEPS: { readonly [M in ScoringMethod]: readonly (readonly StepId[])[] } = {
  butler: [["differences"], ["datum", "differences"]],
  cross: [
    ["comparisons", "totals"],
    ["totals", "divisor"],
  ],
  mp: [
    ["matchpoints", "neuberg"],
    ["matchpoints", "neuberg"],
  ],
};

/**
 * How each number of a board's frequency table was reached, in bridge words: one tip per cell of
 * `frequencyColumns(board).rows`, made of the worked lines of the steps that produced it (the same
 * lines the lesson shows for a followed table with that score), so a tip's numbers are the
 * engine's. A cell with nothing to explain gets "".
 *
 * @example
 * frequencyTips(scoreBoard(board, { method: "mp" }))[0][2];
 * // "+450 beat 3 results and tied with 0: 2 x 3 + 1 x 0 = 6 matchpoints of a top of 6. ..." (450, 420, 420, -50)
 */
export function frequencyTips(board: ScoredBoard): string[][] {
  const { rows } = frequencyColumns(board);
  const columns = TIP_STEPS[board.method];
  return rows.map((r) => {
    const s = r[0];
    const k = board.tables.findIndex((t) => t.nsScore !== null && t.nsScore === s);
    if (s === null || k < 0) return r.map(() => "");
    const steps = explainBoard(board, k);
    const lines = (ids: readonly StepId[]): string =>
      steps
        .filter((x) => ids.includes(x.id))
        .flatMap((x) => (x.id === "matchpoints" ? mpArithmetic(board, s, x.worked) : x.worked))
        .join(" ");
    return r.map((_, j) =>
      j === 0
        ? `${score(s)} for North-South is ${score(-s)} for East-West.`
        : j === 1
          ? lines(["frequencies"])
          : lines(columns[j - 2] ?? []),
    );
  });
}

/**
 * How one table's result on a board was reached, in bridge words: the worked lines of the steps
 * that end in it (for a table with no plain score, how it was scored instead). "" when the table
 * has no result.
 *
 * @example
 * resultTip(scoreBoard(board, { method: "butler", trim: 0 }), 1);
 * // "No score was dropped. ... a datum of +490. -100 against a datum of +490: -590 points, -11 IMPs."
 */
export function resultTip(board: ScoredBoard, table: number): string {
  const t = board.tables[table];
  if (t === undefined || t.nsResult === null) return "";
  const steps = explainBoard(board, table);
  if (t.nsScore === null) return steps.find((s) => s.id === "traveller")?.worked.join(" ") ?? "";
  const ids = TIP_STEPS[board.method].at(-1) ?? [];
  return steps
    .filter((s) => ids.includes(s.id))
    .flatMap((s) => (s.id === "matchpoints" ? mpArithmetic(board, t.nsScore ?? 0, s.worked) : s.worked))
    .join(" ");
}

/**
 * The tip of a number from a list of tips: the first whose value is that number; "" when none is
 * (the number is then not one these words explain).
 *
 * @example
 * tipFor([{ value: 5, text: "+620 against a datum of +440: 180 points, +5 IMPs." }], 5); // "+620 against ..."
 */
export function tipFor(tips: readonly NumberTip[], value: number, of?: TipOf, side?: "NS" | "EW"): string {
  const fits = tips.filter((t) => same(t.value, value) && (of === undefined || t.of === of));
  return (fits.find((t) => t.side === undefined || t.side === side) ?? fits[0])?.text ?? "";
}

/**
 * The numbers of a board's workings that belong to no one score (results counted and expected,
 * the datum and what it came from, the factor, the divisor, the top), each with one sentence
 * holding them all.
 *
 * @example
 * boardTips(scoreBoard(board, { method: "mp" }));
 * // [{ value: 5, text: "The board has 5 results of the 5 expected (N/n = 1). The top is 2 x (5 - 1) = 8 matchpoints." }, ...]
 */
export function boardTips(board: ScoredBoard): readonly NumberTip[] {
  const w = board.workings;
  let line: BoardLine;
  if (w.method === "par") line = parBoardLine(board.results, w);
  else if (w.method === "butler") line = butlerBoardLine(board.results, w);
  else if (w.method === "cross") line = crossBoardLine(w);
  else line = mpBoardLine(w);
  const { text } = line;
  return line.values.map((value) => ({ value, of: "board", text }));
}

/**
 * A North-South score and how many tables scored it, whatever the method: the numbers of the
 * traveller and the frequency table. Empty for a score not on the board.
 *
 * @example
 * frequencyLineTips(scoreBoard(board, { method: "mp" }), 420).map((t) => t.text);
 * // ["+420 for North-South is -420 for East-West.", "+420 was scored at 2 tables."]
 */
export function frequencyLineTips(board: ScoredBoard, s: number): readonly NumberTip[] {
  const f = workingsFrequencies(board.workings).find((r) => same(r.score, s));
  if (f === undefined) return [];
  return [
    { value: s, of: "score", text: `${score(s)} for North-South is ${score(-s)} for East-West.` },
    { value: f.frequency, of: "frequency", text: `${score(s)} was scored at ${times(f.frequency)}.` },
  ];
}

/**
 * The numbers of a board's workings for one North-South score (a row of its workings), each with
 * the worked lines that reach it: the score, its frequency, and by method its difference and IMPs,
 * its totals and result, or its counts and matchpoints, for North-South and for East-West. Empty
 * for a score not on the board.
 *
 * @example
 * scoreTips(scoreBoard(board, { method: "butler" }), 620).find((t) => t.value === 5)?.text;
 * // "The scores: ... a datum of +440. +620 against a datum of +440: 180 points, +5 IMPs."
 */
export function scoreTips(board: ScoredBoard, s: number): readonly NumberTip[] {
  const k = board.tables.findIndex((t) => t.nsScore !== null && same(t.nsScore, s));
  const out: NumberTip[] = [...frequencyLineTips(board, s)];
  if (out.length === 0) return [];
  const w = board.workings;
  if (w.method === "par") out.push(...parScoreTips(w, board.tables[k]));
  else if (w.method === "butler") out.push(...butlerScoreTips(w, s));
  else if (w.method === "cross") out.push(...crossScoreTips(w, s, k < 0 ? null : board.tables[k]));
  else out.push(...mpScoreTips(w, s));
  return out;
}

/**
 * The numbers of one table's result (its position among the board's tables): North-South's and
 * East-West's result and percentage, each with the worked lines that reach it; for a table with no
 * plain score (an award, a weighted score), how it was scored instead.
 *
 * @example
 * tableTips(scoreBoard(board, { method: "mp" }), 0).find((t) => t.value === 6)?.text;
 * // "+620 beat 3 results and tied with 0: 2 x 3 + 1 x 0 = 6 matchpoints. The top is 8."
 */
export function tableTips(board: ScoredBoard, table: number): readonly NumberTip[] {
  const t = board.tables[table];
  if (t === undefined) return [];
  if (t.nsScore !== null) {
    const tips = scoreTips(board, t.nsScore);
    return tips.length === 0 ? [] : tips;
  }
  const how = travellerStep(board, t).worked.join(" ");
  const out: NumberTip[] = [];
  if (t.weighted !== null) {
    // Each part scored as a share of a table with its score, and the shares of the parts' results added.
    const parts = [
      ["NS", "North-South", t.weighted.ns, t.nsResult],
      ["EW", "East-West", t.weighted.ew, t.ewResult],
    ] as const;
    const percents = { NS: t.nsPercent, EW: t.ewPercent };
    for (const [side, who, list, result] of parts) {
      if (result === null || list.length === 0) continue;
      const each = list.map((p) => `${shown(p.weight * 100)}% of ${score(p.score)} (${shown(p.result)})`);
      const sum = list.map((p) => `${shown(p.weight)} x ${shown(p.result)}`).join(" + ");
      const text = `${tableName(t)} was given a weighted score: ${each.join(", ")}. ${ABOUT.weighted} ${who}: ${sum} = ${shown(result)}.`;
      out.push({ value: result, of: "result", side, text });
      const percent = percents[side];
      if (percent !== null && board.top !== null)
        out.push({
          value: percent,
          of: "percent",
          side,
          text: `${text} ${shown(result)} of a top of ${shown(board.top)} is ${shown(percent)}%.`,
        });
    }
    return out;
  }
  const sides = [
    ["NS", "North-South", t.nsResult, t.nsPercent],
    ["EW", "East-West", t.ewResult, t.ewPercent],
  ] as const;
  for (const [side, who, result, percent] of sides) {
    if (result !== null)
      out.push({ value: result, of: "result", side, text: `${how} ${who} get ${shown(result)}.` });
    if (percent !== null)
      out.push({ value: percent, of: "percent", side, text: `${how} ${who} get ${shown(percent)}%.` });
  }
  return out;
}
