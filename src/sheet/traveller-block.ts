/**
 * A board's traveller as the results sheet shows it: the traveller as read (with the contract's
 * score worked live by its parts, the pairs' names and the warnings where a board has them), the
 * parts of weighted scores under it, and the references the workings count on.
 */
import {
  awardToString,
  isVulnerable,
  pairNames,
  parseContract,
  type PairNames,
  TravellerBoard,
  TravellerRow,
  type Seat,
  type Vulnerability,
} from "../scoring";
import { cellRef, rangeRef } from "../grid/a1";
import { columnsOf, type Head, SheetBuilder, writeHeader } from "./builder";
import { SheetColumn } from "./model";
import { numberCell } from "./number-format";
import { FMT } from "./styles";

/** One part of a weighted score as placed on the sheet. */
export interface PartRefs {
  /** The table (index into the board's rows) it belongs to. */
  readonly table: number;
  readonly side: "both" | "NS" | "EW";
  readonly score: number;
  readonly weight: number;
  /** Its NS score cell and its weight cell. */
  readonly scoreRef: string;
  readonly weightRef: string;
}

/** One traveller row as placed on the sheet. */
export interface TableRefs {
  readonly row: TravellerRow;
  readonly label: string;
  /** The NS score cell of a plain result (null for awards, not-played and weighted rows). */
  readonly score: string | null;
}

/** Where the traveller block put things: what the workings' formulas refer to. */
export interface TravellerRefs {
  readonly tables: readonly TableRefs[];
  /** The NS score column of the whole board (numbers for results, text for awards and NP, empty for weighted scores). */
  readonly scores: string;
  /**
   * Parts of weighted scores, and the ranges of their NS scores and NS weights (null when none):
   * the formulas count NS's weighting; on a split weighting EW's results are the engine's values.
   */
  readonly parts: readonly PartRefs[];
  readonly partScores: string | null;
  readonly partNsWeights: string | null;
  /** True when some weighted score gives NS and EW different weightings. */
  readonly split: boolean;
}

/** Columns of the traveller block. */
export const TRAVELLER_COLUMNS = {
  table: 0,
  ns: 1,
  ew: 2,
  contract: 3,
  by: 4,
  lead: 5,
  tricks: 6,
  entered: 7,
  computed: 8,
  agree: 9,
  score: 10,
} as const;

const C = TRAVELLER_COLUMNS;

/**
 * The parts of the score a contract gives, each a column after the NS score, in the order of the
 * scoring table of the "Bridge scoring" article: whether declarer's side is vulnerable, the
 * contract points, overtricks, the game or part-score bonus, the slam bonus, the bonus for making
 * a doubled or redoubled contract (the "insult"), the penalty for undertricks, and their sum:
 * declarer's score. Short labels: their columns are shared with the tables below.
 */
export const CONTRACT_PARTS: readonly Head[] = [
  ["Vul", "component"],
  ["Contract pts", "component"],
  ["Overtricks", "component"],
  ["Game/part", "component"],
  ["Slam", "component"],
  ["Insult", "component"],
  ["Penalty", "component"],
  ["Declarer", "component"],
];
const P = { vul: 0, points: 1, over: 2, bonus: 3, slam: 4, insult: 5, penalty: 6, declarer: 7 } as const;

/** A part's value as the engine works it, for the cell's cached value. */
interface PartValues {
  readonly vul: string;
  readonly points: number;
  readonly over: number;
  readonly bonus: number;
  readonly slam: number;
  readonly insult: number;
  readonly penalty: number;
  readonly declarer: number;
}

/**
 * The parts of a contract's score for declarer (the scoring table of the "Bridge scoring" article):
 * what the formulas of {@link writeContractParts} compute, worked here for their cached values.
 */
function partValues(contract: string, tricks: number, vulnerable: boolean): PartValues {
  const c = parseContract(contract);
  const vul = vulnerable ? "yes" : "no";
  if (c.kind === "pass")
    return { vul, points: 0, over: 0, bonus: 0, slam: 0, insult: 0, penalty: 0, declarer: 0 };
  const d = c.doubling === "XX" ? 4 : c.doubling === "X" ? 2 : 1;
  const minor = c.strain === "C" || c.strain === "D";
  const need = c.level + 6;
  const made = tricks >= need;
  const points = made ? ((minor ? 20 : 30) * c.level + (c.strain === "NT" ? 10 : 0)) * d : 0;
  const overCount = Math.max(0, tricks - need);
  const over = overCount * (d === 1 ? (minor ? 20 : 30) : ((vulnerable ? 200 : 100) * d) / 2);
  const bonus = made ? (points >= 100 ? (vulnerable ? 500 : 300) : 50) : 0;
  const slam = !made
    ? 0
    : c.level === 6
      ? vulnerable
        ? 750
        : 500
      : c.level === 7
        ? vulnerable
          ? 1500
          : 1000
        : 0;
  const insult = made ? (d === 2 ? 50 : d === 4 ? 100 : 0) : 0;
  const n = Math.max(0, need - tricks);
  const penalty =
    n === 0
      ? 0
      : -(d === 1
          ? n * (vulnerable ? 100 : 50)
          : ((vulnerable ? 300 * n - 100 : n <= 3 ? 200 * n - 100 : 300 * n - 400) * d) / 2);
  return {
    vul,
    points,
    over,
    bonus,
    slam,
    insult,
    penalty,
    declarer: points + over + bonus + slam + insult + penalty,
  };
}

/** A result as played: its contract as text ("4H", "3NTX", "Pass"), declarer and tricks. */
export interface PlayedResult {
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
}

/** The columns on a row holding the contract, declarer and tricks, which the parts' formulas read. */
export interface ContractColumns {
  readonly contract: number;
  readonly by: number;
  readonly tricks: number;
}

/**
 * Writes a row's contract score by its parts, from column `at` on, as live formulas over the
 * row's contract, declarer and tricks cells (in `cols`) and the board's vulnerability; returns
 * declarer's score's cell. A passed-out board scores 0 in every part.
 *
 * @example
 * writeContractParts(b, 4, 11, row, "None"); // "S5": declarer's score, =L5+M5+...
 */
export function writeContractParts(
  b: SheetBuilder,
  r: number,
  at: number,
  row: PlayedResult,
  vulnerability: Vulnerability,
  cols: ContractColumns = C,
): string {
  const contract = cellRef(r, cols.contract);
  const by = cellRef(r, cols.by);
  const tricks = cellRef(r, cols.tricks);
  const ref = (k: number): string => cellRef(r, at + k);
  const nsSide = row.declarer === "N" || row.declarer === "S";
  const values = partValues(
    row.contract!,
    row.tricks ?? 0,
    row.declarer !== null && isVulnerable(vulnerability, nsSide ? "NS" : "EW"),
  );
  // The contract's level, strain, doubling (1, 2 or 4: 2 to the number of X) and declarer's
  // vulnerability, as the formulas read them from the contract's text ("4H", "3NTX", "Pass").
  const pass = `${contract}="Pass"`;
  const level = `VALUE(LEFT(${contract},1))`;
  const minor = `OR(MID(${contract},2,1)="C",MID(${contract},2,1)="D")`;
  const nt = `MID(${contract},2,1)="N"`;
  const dbl = `2^(LEN(${contract})-LEN(SUBSTITUTE(${contract},"X","")))`;
  const vul = `${ref(P.vul)}="yes"`;
  const made = `${tricks}>=${level}+6`;
  const nsVul = isVulnerable(vulnerability, "NS") ? "yes" : "no";
  const ewVul = isVulnerable(vulnerability, "EW") ? "yes" : "no";
  const part = (k: number, formula: string, value: number | string): void => {
    b.formula(r, at + k, formula, value, typeof value === "number" ? FMT.whole : undefined);
  };
  part(
    P.vul,
    `=IF(OR(${by}="N",${by}="S"),"${nsVul}",IF(OR(${by}="E",${by}="W"),"${ewVul}","no"))`,
    values.vul,
  );
  part(
    P.points,
    `=IF(${pass},0,IF(${made},(IF(${minor},20,30)*${level}+IF(${nt},10,0))*${dbl},0))`,
    values.points,
  );
  part(
    P.over,
    `=IF(${pass},0,MAX(0,${tricks}-${level}-6)*IF(${dbl}=1,IF(${minor},20,30),IF(${vul},200,100)*${dbl}/2))`,
    values.over,
  );
  part(P.bonus, `=IF(${pass},0,IF(${made},IF(${ref(P.points)}>=100,IF(${vul},500,300),50),0))`, values.bonus);
  part(
    P.slam,
    `=IF(${pass},0,IF(${made},IF(${level}=6,IF(${vul},750,500),IF(${level}=7,IF(${vul},1500,1000),0)),0))`,
    values.slam,
  );
  part(P.insult, `=IF(${pass},0,IF(${made},IF(${dbl}=2,50,IF(${dbl}=4,100,0)),0))`, values.insult);
  // Undertricks n: undoubled 50 (100 vulnerable) each; doubled, not vulnerable 100, 300, 500 and
  // 300 more for each after the third, vulnerable 200 and 300 more for each after; redoubled twice that.
  const n = `(${level}+6-${tricks})`;
  part(
    P.penalty,
    `=IF(${pass},0,IF(${made},0,-IF(${dbl}=1,${n}*IF(${vul},100,50),IF(${vul},300*${n}-100,IF(${n}<=3,200*${n}-100,300*${n}-400))*${dbl}/2)))`,
    values.penalty,
  );
  return b.formula(
    r,
    at + P.declarer,
    `=${[P.points, P.over, P.bonus, P.slam, P.insult, P.penalty].map(ref).join("+")}`,
    values.declarer,
    FMT.score,
    "result",
  );
}
const CENTRE = { align: "Center" } as const;
/** An award or NP where a score would be: to the right, as the scores above and below it. */
const RIGHT = { align: "Right" } as const;

/**
 * Writes a board's traveller as read, from `b.row` on: one line per table with the contract, the
 * score entered beside the score computed from the contract (a formula flags when they differ),
 * and the NS score the workings use (a formula taking the contract's score, else the one
 * entered). The contract's score is worked live by its parts in the columns after the NS score
 * (see {@link writeContractParts}), so a corrected contract or tricks moves every result.
 * Parts of weighted scores follow in a small table of their own (score and weight per part).
 * With a names table, each pair's names stand at the right of its row (NS names, EW names). A
 * board with a suspicious score (`warnings`, by row) gets a Warning column at the right, flagging
 * each such row with what looks wrong; the score is used as it stands.
 * Opens the board's traveller block and declares its tables; leaves `b.row` on the first row
 * after the block.
 *
 * @example
 * const refs = writeTravellerBlock(new SheetBuilder(), readTraveller(cells).boards[0]);
 * refs.scores; // "$K$3:$K$7", the NS score column the workings count
 */
export function writeTravellerBlock(
  b: SheetBuilder,
  board: TravellerBoard,
  names?: PairNames,
  warnings?: ReadonlyMap<number, string>,
): TravellerRefs {
  const title = "The traveller as read";
  b.block({ kind: "traveller", board: board.board, title });
  const titleRow = b.row;
  b.text(b.row++, 0, title, "section");
  const layout = travellerLayout(board, names, warnings);
  const header = writeHeader(b, layout.columns);
  const first = b.row;
  const tables = board.rows.map((_, i) => writeTravellerRow(b, layout, board, i));
  b.table({ title, titleRow, header, rows: [first, b.row - 1], columns: layout.columns });
  b.suitColumn("contract", C.contract, first, b.row - 1);
  b.suitColumn("lead", C.lead, first, b.row - 1);
  const scores = rangeRef(first, C.score, b.row - 1, C.score, { absolute: true });
  const weighted = writeWeightedParts(b, board, tables);
  b.row++;
  return { tables, scores, ...weighted };
}

/** Which columns a board's traveller has, and what goes in those that only some boards have. */
interface TravellerLayout {
  readonly columns: SheetColumn[];
  /** Per row: whether its contract's score is worked live by its parts. */
  readonly live: readonly boolean[];
  /** The first column of the contract's parts. */
  readonly partsAt: number;
  /** The column of NS's names (EW's after it). */
  readonly namesAt: number;
  /** Per row: NS's and EW's names (none when no row has any). */
  readonly named: readonly (readonly [string | null, string | null])[];
  /** Per row: its warning (null: none), in column `flagCol`. */
  readonly flags: readonly (string | null)[];
  readonly flagCol: number;
}

/**
 * The traveller's columns: the traveller's own, then the contract's parts when some row has a
 * contract scored from it, the pairs' names when a names table gives them, and a Warning column on
 * boards with a suspicious score.
 */
function travellerLayout(
  board: TravellerBoard,
  names: PairNames | undefined,
  warnings: ReadonlyMap<number, string> | undefined,
): TravellerLayout {
  const heads: Head[] = [
    ["Table", "table"],
    ["NS", "pair"],
    ["EW", "pair"],
    ["Contract", "contract"],
    ["By", "declarer"],
    ["Lead", "lead"],
    ["Tricks", "tricks"],
    ["Entered", "entered"],
    ["From contract", "computed"],
    ["Agree", "agreement"],
    ["NS score", "score"],
  ];
  // The contract's score by its parts, live, when some row has a contract scored from it.
  const live = board.rows.map(
    (row) => row.entry.kind === "plain" && row.contract !== null && row.scoreComputed !== null,
  );
  const withParts = live.some((x) => x);
  if (withParts) heads.push(...CONTRACT_PARTS);
  const partsAt = C.score + 1;
  // The pairs' names, when a names table gives them, at the right where they move nothing.
  const namesAt = withParts ? partsAt + CONTRACT_PARTS.length : C.score + 1;
  const named = board.rows.map(
    (row) => [pairNames(names, row.ns, "NS"), pairNames(names, row.ew, "EW")] as const,
  );
  if (named.some(([ns, ew]) => ns !== null || ew !== null))
    heads.push(["NS names", "names"], ["EW names", "names"]);
  else named.length = 0;
  // A suspicious score's warning, at the right of everything else, on boards that have one.
  const flags = board.rows.map((row) => warnings?.get(row.row) ?? null);
  const flagCol = heads.length;
  if (flags.some((f) => f !== null)) heads.push(["Warning", "note"]);
  return { columns: columnsOf(heads), live, partsAt, namesAt, named, flags, flagCol };
}

/** Writes row `i` of the traveller on `b.row`: what was read, and the NS score the workings use. */
function writeTravellerRow(
  b: SheetBuilder,
  layout: TravellerLayout,
  board: TravellerBoard,
  i: number,
): TableRefs {
  const row = board.rows[i];
  const { named, flags } = layout;
  const r = b.row++;
  const label = row.table ?? String(i + 1);
  b.value(r, C.table, numberCell(label), FMT.whole);
  b.value(r, C.ns, numberCell(row.ns), FMT.whole);
  b.value(r, C.ew, numberCell(row.ew), FMT.whole);
  // Names are text from the director's table: values, never formulas.
  if (named[i]?.[0]) b.value(r, layout.namesAt, named[i][0]);
  if (named[i]?.[1]) b.value(r, layout.namesAt + 1, named[i][1]);
  if (flags[i] !== null) b.value(r, layout.flagCol, flags[i], undefined, "flag");
  if (row.contract !== null) b.value(r, C.contract, row.contract);
  if (row.declarer !== null) b.value(r, C.by, row.declarer);
  if (row.lead !== null) b.value(r, C.lead, row.lead);
  if (row.tricks !== null) b.value(r, C.tricks, row.tricks, FMT.whole);
  const e = row.entry;
  let score: string | null = null;
  if (e.kind === "plain") score = writePlainScore(b, layout, board, i, r);
  else if (e.kind === "weighted") {
    // The entry ("30% 1430, 40% 680, ...") runs on over the empty cells to its right, from the
    // contract's cell when the row has no contract, so it neither widens a column every later
    // table shares nor is cut off; its parts are listed under the traveller. The NS score cell
    // stays empty: the workings count the parts instead.
    const bare = row.contract === null && row.declarer === null && row.lead === null && row.tricks === null;
    b.text(r, bare ? C.contract : C.entered, e.text);
  } else {
    b.value(r, C.entered, e.text, undefined, RIGHT);
    const shown = e.kind === "artificial" ? `${awardToString(e.ns)} / ${awardToString(e.ew)}` : "NP";
    b.value(r, C.score, shown, undefined, RIGHT);
  }
  return { row, label, score };
}

/**
 * A plain score's cells on sheet row `r`: the score entered, the score from the contract (live
 * by its parts where it can be), whether the two agree, and the NS score the workings use; returns
 * the NS score's cell.
 */
function writePlainScore(
  b: SheetBuilder,
  layout: TravellerLayout,
  board: TravellerBoard,
  i: number,
  r: number,
): string {
  const row = board.rows[i];
  const e = row.entry;
  if (e.kind !== "plain") throw new Error("Not a plain score.");
  const entered = row.scoreEntered === null ? null : b.value(r, C.entered, row.scoreEntered, FMT.score);
  // The score from the contract: declarer's score from its parts, NS's sign.
  let computed: string | null = null;
  if (layout.live[i]) {
    const declarer = writeContractParts(b, r, layout.partsAt, row, board.vulnerability);
    const ew = row.declarer === "E" || row.declarer === "W";
    computed = b.formula(r, C.computed, ew ? `=-${declarer}` : `=${declarer}`, row.scoreComputed, FMT.score);
  } else if (row.scoreComputed !== null) computed = b.value(r, C.computed, row.scoreComputed, FMT.score);
  if (entered !== null && computed !== null) {
    const agree = row.scoreEntered === row.scoreComputed;
    // Centred, so "yes" does not run into the score computed, right-aligned beside it.
    b.formula(
      r,
      C.agree,
      `=IF(${entered}=${computed},"yes","NO")`,
      agree ? "yes" : "NO",
      undefined,
      agree ? CENTRE : { role: "flag", align: "Center" },
    );
    // The contract's score counts, so correcting the contract or the tricks moves every
    // result; the score entered stays beside it, and Agree says whether the two still agree.
    return b.formula(r, C.score, `=IF(ISNUMBER(${computed}),${computed},${entered})`, e.score, FMT.score);
  }
  if (entered !== null || computed !== null)
    return b.formula(r, C.score, `=${entered ?? computed}`, e.score, FMT.score);
  return b.value(r, C.score, e.score, FMT.score);
}

/** What the parts of weighted scores leave for the workings (see {@link TravellerRefs}). */
type WeightedRefs = Pick<TravellerRefs, "parts" | "partScores" | "partNsWeights" | "split">;

/**
 * The parts of the board's weighted scores, in a small table under the traveller (table, pairs,
 * part, its weight or NS's and EW's, and its NS score), when the board has any.
 */
function writeWeightedParts(
  b: SheetBuilder,
  board: TravellerBoard,
  tables: readonly TableRefs[],
): WeightedRefs {
  const parts: PartRefs[] = [];
  const weighted = board.rows
    .map((row, i) => ({ row, i }))
    .filter(({ row }) => row.entry.kind === "weighted");
  const split = weighted.some(({ row }) => row.entry.kind === "weighted" && row.entry.split);
  if (weighted.length === 0) return { parts, partScores: null, partNsWeights: null, split };
  b.row++;
  const partsTitle = "Weighted scores (Law 12C1(c)): a part adds its weight to its score's frequency";
  const partsTitleRow = b.row;
  b.text(b.row++, 0, partsTitle, "section");
  const partsColumns: SheetColumn[] = [
    { col: C.table, label: "Table", role: "table" },
    { col: C.ns, label: "NS", role: "pair" },
    { col: C.ew, label: "EW", role: "pair" },
    { col: C.contract, label: "Part", role: "part" },
    { col: C.entered, label: split ? "NS weight" : "Weight", role: "weight" },
    ...(split ? [{ col: C.computed, label: "EW weight", role: "weight" } as const] : []),
    { col: C.score, label: "NS score", role: "score" },
  ];
  const partsHeader = writeHeader(b, partsColumns);
  const pFirst = b.row;
  for (const { row, i } of weighted) {
    const e = row.entry;
    if (e.kind !== "weighted") continue;
    const sides: ["both" | "NS" | "EW", typeof e.ns][] = e.split
      ? [
          ["NS", e.ns],
          ["EW", e.ew],
        ]
      : [["both", e.ns]];
    for (const [side, list] of sides) {
      for (const part of list) {
        const r = b.row++;
        b.value(r, C.table, numberCell(tables[i].label), FMT.whole);
        b.value(r, C.ns, numberCell(row.ns), FMT.whole);
        b.value(r, C.ew, numberCell(row.ew), FMT.whole);
        b.text(r, C.contract, side === "both" ? part.text : `${side}: ${part.text}`);
        const nsW = side === "EW" ? null : b.value(r, C.entered, part.weight, FMT.weight);
        const ewW = side === "NS" || !split ? null : b.value(r, C.computed, part.weight, FMT.weight);
        const scoreRef = b.value(r, C.score, part.score, FMT.score);
        parts.push({
          table: i,
          side,
          score: part.score,
          weight: part.weight,
          scoreRef,
          weightRef: (nsW ?? ewW)!,
        });
      }
    }
  }
  b.table({
    title: partsTitle,
    titleRow: partsTitleRow,
    header: partsHeader,
    rows: [pFirst, b.row - 1],
    columns: partsColumns,
  });
  return {
    parts,
    partScores: rangeRef(pFirst, C.score, b.row - 1, C.score, { absolute: true }),
    partNsWeights: rangeRef(pFirst, C.entered, b.row - 1, C.entered, { absolute: true }),
    split,
  };
}

/**
 * The formula text (without "=") for the number of results on a board: the whole results in the
 * NS score column plus the NS weights of the parts of weighted scores.
 *
 * @example
 * resultsCount(refs); // "COUNT($K$5:$K$9)" on a board without weighted scores
 */
export function resultsCount(t: TravellerRefs): string {
  const w = t.partNsWeights;
  return w === null ? `COUNT(${t.scores})` : `COUNT(${t.scores})+SUM(${w})`;
}
