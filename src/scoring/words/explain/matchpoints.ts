// The words of a board scored by matchpoints: the matchpoints and Neuberg's formula (steps), the
// count worked out in full, and the tips of the board's numbers and of each score's matchpoints.
import { METHOD_TRAITS } from "../../model/methods";
import type { ScoredBoard, ScoredTable } from "../../board/scored-board";
import type { MatchpointWorkings } from "../../board/workings";
import { ABOUT, type Step } from "./glossary";
import { same, score, shown, type BoardLine, type NumberTip } from "./sentences";

export function mpSteps(w: MatchpointWorkings, t: ScoredTable | null): Step[] {
  const row = t?.nsScore == null ? undefined : w.rows.find((r) => r.score === t.nsScore);
  const perWin = w.scale === "ACBL" ? 1 : 2;
  const perTie = w.scale === "ACBL" ? 0.5 : 1;
  const worked: string[] =
    row === undefined
      ? []
      : [
          `${score(row.score)} beat ${shown(row.beaten)} result${row.beaten === 1 ? "" : "s"} and tied with ${shown(row.tied)}: ${shown(row.beforeNeuberg)} matchpoints${w.expected === w.n ? ` of a top of ${shown(w.top)}` : ""}.`,
        ];
  if (row !== undefined && w.expected === w.n)
    worked.push(`That is ${shown(row.nsPercent)}% of the top; East-West get ${shown(row.ew)}.`);
  const matchpoints: Step = {
    id: "matchpoints",
    title: "Matchpoints",
    why: `${ABOUT.matchpoints} Here ${perWin} for each score beaten and ${perTie} for each tie.`,
    worked,
    terms: ["matchpoint", "top"],
  };
  const steps = [matchpoints];
  if (w.expected !== w.n) {
    const add = perTie === 1 ? "1" : "0.5";
    steps.push({
      id: "neuberg",
      title: "Neuberg's formula",
      why: `${ABOUT.neuberg} Here the board has ${w.n} results where ${w.expected} were expected, and a full top of ${shown(w.top)}: add ${add}, multiply by ${w.expected}/${w.n}, take ${add} away.`,
      worked:
        row === undefined
          ? []
          : [
              `(${shown(row.beforeNeuberg)} + ${add}) x ${w.expected}/${w.n} - ${add} = ${shown(row.ns)} matchpoints of ${shown(w.top)}, ${shown(row.nsPercent)}%.`,
            ],
      terms: ["neuberg", "top"],
    });
  }
  return steps;
}

/** The matchpoint lines with the count worked out in full: "2 x 3 + 1 x 1 = 7 matchpoints". */
export function mpArithmetic(board: ScoredBoard, s: number, worked: readonly string[]): readonly string[] {
  const w = board.workings;
  // Only a method with a top counts matchpoints; its workings are the ones with a scale.
  if (!METHOD_TRAITS[board.method].top || w.method !== "mp") return worked;
  const row = w.rows.find((r) => r.score === s);
  if (row === undefined) return worked;
  const perWin = w.scale === "ACBL" ? 1 : 2;
  const perTie = w.scale === "ACBL" ? 0.5 : 1;
  const sum = `: ${perWin} x ${shown(row.beaten)} + ${perTie} x ${shown(row.tied)} = ${shown(row.beforeNeuberg)} matchpoints`;
  return worked.map((line, i) => (i === 0 ? line.replace(/: [\d.]+ matchpoints/, sum) : line));
}

/** The board's own numbers: the results counted and expected, Neuberg's factor, the top. */
export function mpBoardLine(w: MatchpointWorkings): BoardLine {
  const perWin = w.scale === "ACBL" ? 1 : 2;
  return {
    text: `The board has ${w.n} results of the ${w.expected} expected (N/n = ${shown(w.neuberg)}). The top is ${perWin} x (${w.expected} - 1) = ${shown(w.top)} matchpoints.`,
    values: [w.n, w.expected, w.neuberg, w.top],
  };
}

/** The tips of one North-South score's counts, matchpoints and percentages, each side's (none for a score not on the board). */
export function mpScoreTips(w: MatchpointWorkings, s: number): NumberTip[] {
  const row = w.rows.find((r) => same(r.score, s));
  if (row === undefined) return [];
  const perWin = w.scale === "ACBL" ? 1 : 2;
  const perTie = w.scale === "ACBL" ? 0.5 : 1;
  const counted = `${score(s)} beat ${shown(row.beaten)} result${row.beaten === 1 ? "" : "s"} and tied with ${shown(row.tied)}: ${perWin} x ${shown(row.beaten)} + ${perTie} x ${shown(row.tied)} = ${shown(row.beforeNeuberg)} matchpoints.`;
  const add = perTie === 1 ? "1" : "0.5";
  const ns =
    w.expected === w.n
      ? `${counted} The top is ${shown(w.top)}.`
      : `${counted} Neuberg's formula, with ${w.n} results of ${w.expected} expected: (${shown(row.beforeNeuberg)} + ${add}) x ${w.expected}/${w.n} - ${add} = ${shown(row.ns)} matchpoints of a top of ${shown(w.top)}.`;
  const ew = `${ns} East-West get the top less North-South's: ${shown(w.top)} - ${shown(row.ns)} = ${shown(row.ew)}.`;
  return [
    { value: row.beaten, of: "working", text: counted },
    { value: row.tied, of: "working", text: counted },
    { value: row.beforeNeuberg, of: "working", text: counted },
    { value: row.ns, of: "result", side: "NS", text: ns },
    { value: row.ew, of: "result", side: "EW", text: ew },
    {
      value: row.nsPercent,
      of: "percent",
      side: "NS",
      text: `${ns} ${shown(row.ns)} of ${shown(w.top)} is ${shown(row.nsPercent)}%.`,
    },
    {
      value: 100 - row.nsPercent,
      of: "percent",
      side: "EW",
      text: `${ew} ${shown(row.ew)} of ${shown(w.top)} is ${shown(100 - row.nsPercent)}%.`,
    },
  ];
}
