/**
 * The workings of one scored board told in the words of its method, step by step, for a table the
 * reader follows: what each step is for, and a worked line with that table's numbers ("+620
 * against a datum of +440: 180 points, 5 IMPs"). Every number in the text is read from the
 * engine's scored board (its tables and workings), never worked out again here, so the lesson and
 * the results cannot disagree. Pure: no DOM, no React.
 */
import { DIVISOR_PROSE, METHOD_NAMES, ROUNDING_PROSE, signed } from "./present";
import { METHOD_TRAITS, type ScoringMethod } from "../model/methods";
import type { ScoredBoard, ScoredTable } from "../board/scored-board";
import {
  workingsFrequencies,
  type BoardWorkings,
  type AgainstParWorkings,
  type ButlerWorkings,
  type CrossWorkings,
  type MatchpointWorkings,
} from "../board/workings";

/** A method's own workings. */
type WorkingsOf<M extends ScoringMethod> = Extract<BoardWorkings, { readonly method: M }>;

/** Each method's steps after the frequencies, as data (a method is never told by its name). */
const METHOD_STEPS: {
  readonly [M in ScoringMethod]: (w: WorkingsOf<M>, t: ScoredTable | null) => Step[];
} = {
  butler: (w, t) => butlerSteps(w, t),
  cross: (w, t) => crossSteps(w, t),
  mp: (w, t) => mpSteps(w, t),
};

/** The terms the lesson uses, each explained once in the glossary and linked where it is used. */
export type TermId =
  | "traveller"
  | "frequency"
  | "datum"
  | "difference"
  | "imp"
  | "butler"
  | "crossImps"
  | "comparison"
  | "divisor"
  | "matchpoint"
  | "top"
  | "neuberg";

export interface Term {
  readonly id: TermId;
  readonly term: string;
  readonly meaning: string;
}

/** The glossary, in the order a pupil meets the terms. */
export const GLOSSARY: readonly Term[] = [
  {
    id: "traveller",
    term: "Traveller",
    meaning:
      "The slip that travels with a board: one line for each table that played it, with the pairs, the contract, the tricks and the score (written from North-South's side).",
  },
  {
    id: "frequency",
    term: "Frequency",
    meaning:
      "How many tables got each score. Tables with the same score are scored alike, so the workings list each score once with its frequency.",
  },
  {
    id: "datum",
    term: "Datum",
    meaning:
      "The score a pair is measured against in Butler scoring: the average (or median) of the North-South scores, often after dropping the top and bottom ones, rounded to 10. It stands in for the score at the other table of a teams match.",
  },
  {
    id: "difference",
    term: "Difference",
    meaning: "A score minus the score it is compared with, in points: what the IMP scale turns into IMPs.",
  },
  {
    id: "imp",
    term: "IMP",
    meaning:
      "International Match Point. A difference in points is looked up on the IMP scale: small differences count nearly in full, large ones much less (20 to 40 points is 1 IMP; 4000 or more is 24), so one wild board cannot swamp a session.",
  },
  {
    id: "butler",
    term: "Butler",
    meaning:
      "Pairs scored as if each were in a teams match against the field: every North-South score is IMPed against the board's datum.",
  },
  {
    id: "crossImps",
    term: "Cross-IMPs",
    meaning:
      "Every score on the board is IMPed against every other score in the same direction, and the IMPs are added up. No datum is needed, so one odd score does not move everybody's result.",
  },
  {
    id: "comparison",
    term: "Comparison",
    meaning:
      "One score set against one other score on the same board. With n results each score makes n - 1 comparisons.",
  },
  {
    id: "divisor",
    term: "Divisor",
    meaning:
      "What cross-IMP totals are divided by. The totals grow with the number of tables, so they are divided (by the comparisons, or by the results) to bring them back to the size of one match's IMPs.",
  },
  {
    id: "matchpoint",
    term: "Matchpoint",
    meaning:
      "Pairs scoring by rank: a score gets 2 matchpoints for each score in its direction it beat and 1 for each it tied with (the ACBL counts 1 and a half). How much it beat them by does not matter.",
  },
  {
    id: "top",
    term: "Top",
    meaning:
      "The most matchpoints a board can give, for beating every other score: 2 x (results - 1). A percentage is the matchpoints over the top.",
  },
  {
    id: "neuberg",
    term: "Neuberg's formula",
    meaning:
      "When a board has fewer results than it should (an award, a table that did not play it), its matchpoints are scaled up to the top the full board would have had, so that every board counts the same: (matchpoints + 1) x N / n - 1, with N results expected and n obtained (half instead of 1 on the ACBL scale).",
  },
];

/** The steps of the workings, in the order they are worked. */
export type StepId =
  | "traveller"
  | "frequencies"
  | "datum"
  | "differences"
  | "comparisons"
  | "totals"
  | "divisor"
  | "matchpoints"
  | "neuberg";

/**
 * What each part of the workings is for, in plain words that hold for every board: the one source
 * of these explanations. The teaching page adds the board's own numbers after them; the results
 * sheet and the web page show them folded under each block of the workings.
 */
export type AboutId = StepId | "weighted" | "results" | "summary" | "vps";

export const ABOUT: { readonly [A in AboutId]: string } = {
  traveller:
    "Every score is written from North-South's side: East-West's is the same number with the sign turned over.",
  frequencies:
    "The scores are sorted from the best for North-South down, each once, with how many tables got it. Tables with the same score get the same result.",
  datum:
    "Butler scoring pretends each pair played a teams match against the whole field. The field's score is the datum: the average North-South score, so that one good or bad table cannot set the standard alone (very high and low scores are often dropped first).",
  differences:
    "Each score is compared with the datum, as a teams match compares the two tables, and the difference in points is turned into IMPs on the IMP scale. East-West get the same IMPs with the sign turned over.",
  comparisons:
    "With cross-IMPs there is no datum: each score is IMPed against every other score on the board, as if the pair had played a short match against each other table.",
  totals:
    "The IMPs of a score's comparisons are added up. Every comparison is counted once from each side, so the totals of all the tables add up to zero.",
  divisor:
    "A total grows with the number of tables: with ten tables a score meets nine others. Dividing brings it back to the size of one match's IMPs, so boards and sessions of different sizes compare fairly. A board with results missing is first scaled up by the results expected over the results obtained.",
  matchpoints:
    "Matchpoints reward the rank of a score, not its size: a score earns matchpoints for each score in the same direction it beat, and half as many for each it tied with. Beating the field by 10 points is worth as much as beating it by 1000. East-West get what North-South did not: the top less North-South's matchpoints.",
  neuberg:
    "When a board has fewer results than expected (an award, a table that did not play it), its top is smaller than the others'. Neuberg's formula scales the matchpoints up to the full top, as if the missing tables had scored like the ones that played: add 1 (a half on the ACBL scale), multiply by the results expected over the results obtained, take the 1 (or the half) away again.",
  weighted:
    "A weighted score (a ruling such as 60% of +420 and 40% of -50) counts each part as that share of a table with its score. Every table is scored against these shares, and the weighted table gets the shares of its parts' results.",
  results:
    "Each pair's result on the board, read from the workings above: North-South's and East-West's. Scored in IMPs the two add up to zero; in matchpoints they add up to the top.",
  summary:
    "Each pair's results on the boards it played, added up. The ranking sorts the pairs by their total per board played (or their percentage of the tops), so a pair that played fewer boards is not put behind.",
  vps: "A match's IMPs are turned into victory points on a VP scale: a bigger win earns more, but with a limit, so one big match cannot decide the event. The two teams' VPs add up to the scale's total.",
};

/** One step of the workings: what it is for, and what it gives the followed table. */
export interface Step {
  readonly id: StepId;
  readonly title: string;
  /** What the step does and why, in plain words, the same for every table. */
  readonly why: string;
  /** The followed table's numbers at this step, each a sentence. */
  readonly worked: readonly string[];
  /** The glossary terms the step uses. */
  readonly terms: readonly TermId[];
}

/**
 * A number as the lesson writes it: whole numbers as they are, others to at most two decimals.
 *
 * @example
 * shown(3.25); // "3.25"
 * shown(5 / 3); // "1.67"
 */
export function shown(x: number): string {
  return String(Math.round(x * 100) / 100);
}

const score = (x: number): string => signed(x);
const times = (k: number): string => (k === 1 ? "1 table" : `${shown(k)} tables`);
const imps = (k: number): string => `${signed(Number(shown(k)))} IMP${Math.abs(k) === 1 ? "" : "s"}`;

/** The name the lesson gives a table: "NS 3 v EW 6". */
export function tableName(t: ScoredTable): string {
  return `NS ${t.ns} v EW ${t.ew}`;
}

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

function parStep(w: AgainstParWorkings): Step {
  return {
    id: "differences",
    title: "Against par",
    why: "The board was played only once, so there is no field to compare with: par, the score of best bidding and play by both sides (double dummy), stands in for it.",
    worked: [againstParLine(w)],
    terms: [],
  };
}

function travellerStep(board: ScoredBoard, t: ScoredTable | null): Step {
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

function butlerSteps(w: ButlerWorkings, t: ScoredTable | null): Step[] {
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

function crossSteps(w: CrossWorkings, t: ScoredTable | null): Step[] {
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

function mpSteps(w: MatchpointWorkings, t: ScoredTable | null): Step[] {
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

/** The matchpoint lines with the count worked out in full: "2 x 3 + 1 x 1 = 7 matchpoints". */
function mpArithmetic(board: ScoredBoard, s: number, worked: readonly string[]): readonly string[] {
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
 * What a number of the workings is: a score, how often it was scored, a step on the way (a
 * difference, a count, a total), a table's result or percentage, or a number of the whole board.
 */
export type TipOf = "score" | "frequency" | "working" | "result" | "percent" | "board";

/** A number of the workings, what it is, and the words saying how it was reached. */
export interface NumberTip {
  readonly value: number;
  readonly of: TipOf;
  readonly text: string;
  /** Whose result or percentage it is, when it is a side's. */
  readonly side?: "NS" | "EW";
}

/** Whether two of the engine's numbers are the same (they come from one computation). */
const same = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));

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
  let text: string;
  let values: number[];
  if (w.method === "par") {
    text = `The board was played once and is scored against its par: ${againstParLine(w)}`;
    values = [board.results, w.par, ...(w.top === null ? [] : [w.top])];
  } else if (w.method === "butler") {
    const datum = butlerSteps(w, null)[0].worked[0];
    text = `The board has ${board.results} result${board.results === 1 ? "" : "s"}. ${datum}`;
    values = [
      board.results,
      w.count,
      w.sum,
      w.mean,
      w.unrounded,
      w.datum,
      ...(w.median === null ? [] : [w.median]),
    ];
  } else if (w.method === "cross") {
    text = `The board has ${w.n} results of the ${w.expected} expected (N/n = ${shown(w.factor)}). Each score makes ${w.comparisons} comparisons, and the totals are divided by ${shown(w.divisorUsed)}.`;
    values = [w.n, w.expected, w.factor, w.comparisons, w.divisorUsed];
  } else {
    const perWin = w.scale === "ACBL" ? 1 : 2;
    text = `The board has ${w.n} results of the ${w.expected} expected (N/n = ${shown(w.neuberg)}). The top is ${perWin} x (${w.expected} - 1) = ${shown(w.top)} matchpoints.`;
    values = [w.n, w.expected, w.neuberg, w.top];
  }
  return values.map((value) => ({ value, of: "board", text }));
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
  if (w.method === "par") {
    const t = board.tables[k];
    if (t === undefined || t.nsResult === null || t.ewResult === null) return out;
    const line = againstParLine(w);
    out.push(
      { value: w.difference, of: "working", text: line },
      { value: t.nsResult, of: "result", side: "NS", text: line },
      { value: t.ewResult, of: "result", side: "EW", text: line },
    );
  } else if (w.method === "butler") {
    const d = w.differences.find((x) => same(x.score, s));
    if (d === undefined) return out;
    const [datum] = butlerSteps(w, null);
    const line = `${datum.worked[0]} ${score(s)} against a datum of ${score(w.datum)}: ${shown(d.difference)} points, ${imps(d.imps)}.`;
    out.push(
      { value: d.difference, of: "working", text: line },
      { value: d.imps, of: "working", text: line },
      { value: d.imps, of: "result", side: "NS", text: line },
      {
        value: -d.imps,
        of: "result",
        side: "EW",
        text: `${line} East-West get the same with the sign turned over: ${imps(-d.imps)}.`,
      },
    );
  } else if (w.method === "cross") {
    const row = w.rows.find((r) => same(r.score, s));
    if (row === undefined) return out;
    const [comparisons] = crossSteps(w, k < 0 ? null : board.tables[k]);
    const listed = k < 0 ? [] : comparisons.worked;
    const total = [...listed, `${score(s)} totals ${imps(row.total)}.`].join(" ");
    const factored =
      w.factor === 1
        ? total
        : `${score(s)} totals ${imps(row.total)}, times ${w.expected}/${w.n} for the missing results: ${shown(row.total)} x ${shown(w.factor)} = ${shown(row.factored)}.`;
    const result =
      w.divisorUsed === 1
        ? `${factored} ${score(s)} keeps its total: ${imps(row.result)}.`
        : `${factored} ${shown(row.factored)} divided by ${shown(w.divisorUsed)}: ${imps(row.result)} for ${score(s)}.`;
    out.push(
      { value: row.total, of: "working", text: total },
      { value: row.factored, of: "working", text: factored },
      { value: row.result, of: "result", side: "NS", text: result },
      {
        value: -row.result,
        of: "result",
        side: "EW",
        text: `${result} East-West get the same with the sign turned over: ${imps(-row.result)}.`,
      },
    );
  } else {
    const row = w.rows.find((r) => same(r.score, s));
    if (row === undefined) return out;
    const perWin = w.scale === "ACBL" ? 1 : 2;
    const perTie = w.scale === "ACBL" ? 0.5 : 1;
    const counted = `${score(s)} beat ${shown(row.beaten)} result${row.beaten === 1 ? "" : "s"} and tied with ${shown(row.tied)}: ${perWin} x ${shown(row.beaten)} + ${perTie} x ${shown(row.tied)} = ${shown(row.beforeNeuberg)} matchpoints.`;
    const add = perTie === 1 ? "1" : "0.5";
    const ns =
      w.expected === w.n
        ? `${counted} The top is ${shown(w.top)}.`
        : `${counted} Neuberg's formula, with ${w.n} results of ${w.expected} expected: (${shown(row.beforeNeuberg)} + ${add}) x ${w.expected}/${w.n} - ${add} = ${shown(row.ns)} matchpoints of a top of ${shown(w.top)}.`;
    const ew = `${ns} East-West get the top less North-South's: ${shown(w.top)} - ${shown(row.ns)} = ${shown(row.ew)}.`;
    out.push(
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
    );
  }
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
