// The workings of a board told step by step for one table: the traveller and the frequencies,
// which every method shares, then the method's own steps (its module's).
import { METHOD_NAMES } from "../present";
import type { ScoringMethod } from "../../model/methods";
import type { ScoredBoard, ScoredTable } from "../../board/scored-board";
import { workingsFrequencies, type BoardWorkings } from "../../board/workings";
import { ABOUT, type Step } from "./glossary";
import { score, tableName, times, type WorkingsOf } from "./sentences";
import { parStep } from "./par";
import { butlerSteps } from "./butler";
import { crossSteps } from "./cross-imps";
import { mpSteps } from "./matchpoints";

/** Each method's steps after the frequencies, as data (a method is never told by its name). */
const METHOD_STEPS: {
  readonly [M in ScoringMethod]: (w: WorkingsOf<M>, t: ScoredTable | null) => Step[];
} = {
  butler: (w, t) => butlerSteps(w, t),
  cross: (w, t) => crossSteps(w, t),
  mp: (w, t) => mpSteps(w, t),
};

/**
 * The workings of a scored board told step by step, with the worked lines of one table (its index
 * among the board's tables). A table with no plain score (an award, a weighted score, not played)
 * gets the steps' explanations with a line saying how it was scored instead.
 *
 * @example
 * explainBoard(scoreBoard(board, { method: "butler" }), 0).find((s) => s.id === "differences")?.worked;
 * // ["+620 against a datum of +440: 180 points, 5 IMPs"]
 */
export function explainBoard(board: ScoredBoard, table: number): readonly Step[] {
  const t = board.tables[table] ?? null;
  const w = board.workings;
  if (w.method === "par") return [travellerStep(board, t), parStep(w)];
  const steps: Step[] = [travellerStep(board, t), frequencyStep(board, t)];
  const methodSteps = METHOD_STEPS[w.method] as (w: BoardWorkings, t: ScoredTable | null) => Step[];
  steps.push(...methodSteps(w, t));
  return steps;
}

export function travellerStep(board: ScoredBoard, t: ScoredTable | null): Step {
  const worked: string[] = [];
  if (t !== null) {
    if (t.nsScore !== null)
      worked.push(
        `${tableName(t)} scored ${score(t.nsScore)} for North-South (${score(-t.nsScore)} for East-West).`,
      );
    else if (t.award !== null)
      worked.push(
        `${tableName(t)} was given an award: ${t.award.ns} to North-South, ${t.award.ew} to East-West.`,
      );
    else if (t.weighted !== null)
      worked.push(`${tableName(t)} was given a weighted score, each part scored in its share.`);
    else worked.push(`${tableName(t)} did not play the board.`);
  }
  return {
    id: "traveller",
    title: "The traveller",
    why: `Board ${board.board} was played at ${board.tableCount} tables and has ${board.results} results. ${ABOUT.traveller} The board is scored by ${METHOD_NAMES[board.method]}.`,
    worked,
    terms: ["traveller"],
  };
}

function frequencyStep(board: ScoredBoard, t: ScoredTable | null): Step {
  const rows = workingsFrequencies(board.workings);
  const row = t?.nsScore === null || t === null ? undefined : rows.find((r) => r.score === t.nsScore);
  return {
    id: "frequencies",
    title: "Frequencies",
    why: ABOUT.frequencies,
    worked: row === undefined ? [] : [`${score(row.score)} was scored at ${times(row.frequency)}.`],
    terms: ["frequency"],
  };
}
