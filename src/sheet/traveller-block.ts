import { awardToString, pairNames, type PairNames, TravellerBoard, TravellerRow } from "../scoring";
import { rangeRef } from "../grid/a1";
import { columnsOf, type Head, SheetBuilder, writeHeader } from "./builder";
import { SheetColumn } from "./model";
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
const CENTRE = { align: "Center" } as const;
/** An award or NP where a score would be: to the right, as the scores above and below it. */
const RIGHT = { align: "Right" } as const;

/**
 * Writes a board's traveller as read, from `b.row` on: one line per table with the contract, the
 * score entered beside the score computed from the contract (a formula flags when they differ),
 * and the NS score the workings use (a formula taking the entered score, else the computed one).
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
  // The pairs' names, when a names table gives them, at the right where they move nothing.
  const named = board.rows.map((row) => [pairNames(names, row.ns, "NS"), pairNames(names, row.ew, "EW")]);
  if (named.some(([ns, ew]) => ns !== null || ew !== null))
    heads.push(["NS names", "names"], ["EW names", "names"]);
  else named.length = 0;
  // A suspicious score's warning, at the right of everything else, on boards that have one.
  const flags = board.rows.map((row) => warnings?.get(row.row) ?? null);
  const flagCol = heads.length;
  if (flags.some((f) => f !== null)) heads.push(["Warning", "note"]);
  const columns = columnsOf(heads);
  const header = writeHeader(b, columns);
  const first = b.row;
  const tables: TableRefs[] = [];
  board.rows.forEach((row, i) => {
    const r = b.row++;
    const label = row.table ?? String(i + 1);
    b.value(r, C.table, label);
    b.value(r, C.ns, row.ns);
    b.value(r, C.ew, row.ew);
    // Names are text from the director's table: values, never formulas.
    if (named[i]?.[0]) b.value(r, C.score + 1, named[i][0]);
    if (named[i]?.[1]) b.value(r, C.score + 2, named[i][1]);
    if (flags[i] !== null) b.value(r, flagCol, flags[i], undefined, "flag");
    if (row.contract !== null) b.value(r, C.contract, row.contract);
    if (row.declarer !== null) b.value(r, C.by, row.declarer);
    if (row.lead !== null) b.value(r, C.lead, row.lead);
    if (row.tricks !== null) b.value(r, C.tricks, row.tricks, FMT.whole);
    const e = row.entry;
    let score: string | null = null;
    if (e.kind === "plain") {
      const entered = row.scoreEntered === null ? null : b.value(r, C.entered, row.scoreEntered, FMT.score);
      const computed =
        row.scoreComputed === null ? null : b.value(r, C.computed, row.scoreComputed, FMT.score);
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
        score = b.formula(r, C.score, `=IF(ISNUMBER(${entered}),${entered},${computed})`, e.score, FMT.score);
      } else if (entered !== null || computed !== null) {
        score = b.formula(r, C.score, `=${entered ?? computed}`, e.score, FMT.score);
      } else score = b.value(r, C.score, e.score, FMT.score);
    } else if (e.kind === "weighted") {
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
    tables.push({ row, label, score });
  });
  b.table({ title, titleRow, header, rows: [first, b.row - 1], columns });
  const scores = rangeRef(first, C.score, b.row - 1, C.score, { absolute: true });

  const parts: PartRefs[] = [];
  const weighted = board.rows
    .map((row, i) => ({ row, i }))
    .filter(({ row }) => row.entry.kind === "weighted");
  const split = weighted.some(({ row }) => row.entry.kind === "weighted" && row.entry.split);
  let partScores: string | null = null;
  let partNsWeights: string | null = null;
  if (weighted.length > 0) {
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
          b.value(r, C.table, tables[i].label);
          b.value(r, C.ns, row.ns);
          b.value(r, C.ew, row.ew);
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
    partScores = rangeRef(pFirst, C.score, b.row - 1, C.score, { absolute: true });
    partNsWeights = rangeRef(pFirst, C.entered, b.row - 1, C.entered, { absolute: true });
  }
  b.row++;
  return { tables, scores, parts, partScores, partNsWeights, split };
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
