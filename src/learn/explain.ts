/**
 * The workings of one scored board told in the words of its method, step by step, for a table the
 * reader follows: what each step is for, and a worked line with that table's numbers ("+620
 * against a datum of +440: 180 points, 5 IMPs"). Every number in the text is read from the
 * engine's scored board (its tables and workings), never worked out again here, so the lesson and
 * the results cannot disagree. Pure: no DOM, no React.
 */
import {
  DIVISOR_PROSE,
  METHOD_NAMES,
  METHOD_TRAITS,
  ROUNDING_PROSE,
  signed,
  workingsFrequencies,
  type BoardWorkings,
  type ButlerWorkings,
  type CrossWorkings,
  type MatchpointWorkings,
  type ScoredBoard,
  type ScoredTable,
  type ScoringMethod,
} from "../scoring";

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
  const steps: Step[] = [travellerStep(board, t), frequencyStep(board, t)];
  const methodSteps = METHOD_STEPS[w.method] as (w: BoardWorkings, t: ScoredTable | null) => Step[];
  steps.push(...methodSteps(w, t));
  return steps;
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
    why: `Board ${board.board} was played at ${board.tableCount} tables and has ${board.results} results. Every score is written from North-South's side: East-West's is the same number with the sign turned over. The board is scored by ${METHOD_NAMES[board.method]}.`,
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
    why: "The scores are sorted from the best for North-South down, each once, with how many tables got it. Tables with the same score get the same result.",
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
    why: "Butler scoring pretends each pair played a teams match against the whole field. The field's score is the datum: the average North-South score, so that one good or bad table cannot set the standard alone (very high and low scores are often dropped first).",
    worked: [
      `${dropped} The ${w.dropped.length === 0 ? "scores" : "remaining scores"}: ${how}, ${rounded}: a datum of ${score(w.datum)}.`,
    ],
    terms: ["datum", "butler"],
  };
  const d = t?.nsScore == null ? undefined : w.differences.find((x) => x.score === t.nsScore);
  const differences: Step = {
    id: "differences",
    title: "Differences and IMPs",
    why: "Each score is compared with the datum, as a teams match compares the two tables, and the difference in points is turned into IMPs on the IMP scale. East-West get the same IMPs with the sign turned over.",
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
    why: `With cross-IMPs there is no datum: each score is IMPed against every other score on the board, as if the pair had played a short match against each other table. With ${w.n} results, each makes ${w.comparisons} comparisons.`,
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
    why: "The IMPs of a score's comparisons are added up. Every comparison is counted once from each side, so the totals of all the tables add up to zero.",
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
    why: `A total grows with the number of tables: with ten tables a score meets nine others. Dividing brings it back to the size of one match's IMPs, so boards and sessions of different sizes compare fairly. Here the totals are divided by ${
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
    why: `Matchpoints reward the rank of a score, not its size: ${perWin} for each score in the same direction it beat and ${perTie} for each it tied with. Beating the field by 10 points is worth as much as beating it by 1000. East-West get what North-South did not: the top less North-South's matchpoints.`,
    worked,
    terms: ["matchpoint", "top"],
  };
  const steps = [matchpoints];
  if (w.expected !== w.n) {
    const add = perTie === 1 ? "1" : "0.5";
    steps.push({
      id: "neuberg",
      title: "Neuberg's formula",
      why: `The board has ${w.n} results where ${w.expected} were expected, so its top is smaller than the others'. Neuberg's formula scales the matchpoints up to the full top of ${shown(w.top)}, as if the missing tables had scored like the ones that played: add ${add}, multiply by ${w.expected}/${w.n}, take ${add} away.`,
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
  const columns = FREQUENCY_COLUMNS[board.method] as FrequencyColumns<ScoringMethod>;
  return { head: columns.head, rows: columns.rows(board.workings) };
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
  if (!METHOD_TRAITS[board.method].top || !("scale" in w)) return worked;
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
