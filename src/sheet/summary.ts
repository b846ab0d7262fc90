import {
  ScoredBoard,
  ScoringMethod,
  Ranking,
  ScoredSession,
  METHOD_NAMES,
  METHOD_TRAITS,
  fieldName,
  type MethodTraits,
  type RankedBy,
  type ResultUnit,
  type SessionAward,
} from "../scoring";
import { compareFieldPairs } from "./pair-order";
import { cellRef, rangeRef } from "../grid/a1";
import { SheetBuilder, writeHeader } from "./builder";
import type { SheetColumn, SheetTable } from "./model";
import { numberCell } from "./number-format";
import { columnFormat, FMT, RESULT_FORMATS } from "./styles";

/** Where one board's results stand on the sheet, for one method. */
export interface BoardResultCells {
  readonly scored: ScoredBoard;
  /** Per table: NS's and EW's result cells in the board's results section. */
  readonly ns: readonly (string | null)[];
  readonly ew: readonly (string | null)[];
  /** Matchpoints: the board's top cell. */
  readonly top: string | null;
}

/**
 * Where each column of a field stands: the pair, the figures, the place, the pair's line in the
 * ranking at the top of the sheet, then a column per board; the pairs' names (with a names table)
 * come after the last board, as text that runs on to the right, so they widen no column the
 * boards' workings above share.
 */
export const SUMMARY_COL = {
  pair: 0,
  played: 1,
  total: 2,
  average: 3,
  tops: 4,
  percent: 5,
  rank: 6,
  order: 7,
  boards: 8,
} as const;
const COL = SUMMARY_COL;

/** Where a field of the summary stands, for the ranking at the top of the sheet. */
export interface SummaryField {
  /** "NS pairs", "EW pairs" or "All pairs". */
  readonly title: string;
  /** The first and last rows of its pairs (in pair number order). */
  readonly rows: readonly [number, number];
  /** The column of each figure, null where the method has none (no percentage for IMPs). */
  readonly columns: {
    readonly pair: number;
    readonly played: number;
    readonly total: number;
    readonly average: number;
    readonly percent: number | null;
    readonly rank: number;
    readonly order: number;
    readonly names: number | null;
  };
  /** The pairs in the order of the ranking (best first), as the engine ranks them. */
  readonly ranked: Ranking["pairs"];
}

/** Where a method's session summary stands: its heading row and its fields. */
export interface SummaryPlace {
  readonly method: ScoringMethod;
  readonly heading: number;
  readonly fields: readonly SummaryField[];
}

/**
 * Writes the session summary of one method from `b.row` on: for each field (NS and EW in a
 * Mitchell, everyone in a Howell) one line per pair, in pair number order (with the pair's names
 * beside its number when a names table gives them), with each board's result as a
 * reference to the board's block, the boards played (COUNT), total (SUM), average per board
 * played, for matchpoints the tops of the boards played and the percentage, and the place (ties
 * share it, shown "=2") counted with COUNTIF. Cached values are the session engine's. Opens the
 * method's summary block; each field is a table that declares its pairs' ranking order.
 *
 * @example
 * writeSessionSummary(builder, session, cellsByBoard); // after the last board's block
 */
export function writeSessionSummary(
  b: SheetBuilder,
  session: ScoredSession,
  cells: ReadonlyMap<number, BoardResultCells>,
  lastCol: number = Infinity,
): SummaryPlace {
  const method: ScoringMethod = session.method;
  const traits = METHOD_TRAITS[method];
  const boards = [...cells.keys()].sort((x, y) => x - y);
  const named = session.rankings.some((r) => r.pairs.some((p) => p.names !== undefined));
  const bands = summaryBands(boards, lastCol, named);
  const heading = writeSummaryHeading(
    b,
    session,
    COL.boards + bands[0].length,
    "each board's cell refers to its block above",
  );
  const tops = traits.top ? writeTops(b, bands, cells) : null;
  const fields = session.rankings.map((ranking) =>
    writeField(
      b,
      ranking,
      bands,
      cells,
      traits,
      tops,
      named,
      session.sessionPercent === "mean",
      session.sessionAwards ?? [],
    ),
  );
  // A tie for first broken by the tie-break rule: how, once a field.
  for (const ranking of session.rankings)
    for (const note of new Set(ranking.pairs.flatMap((p) => (p.tieBreak === undefined ? [] : [p.tieBreak]))))
      b.lines(0, `${fieldName(ranking.field)}: ${note}`, "note");
  // Awards valued from each pair's session (Law 12C2): the percentage each one used, and why.
  for (const a of session.sessionAwards ?? []) {
    const own =
      a.ownPercent === null
        ? "no other board with a result, so the fixed value"
        : `${twoPlaces(a.ownPercent)}% on its ${a.boardsUsed} other board${a.boardsUsed === 1 ? "" : "s"} with a result`;
    const rule = a.award === "A+" ? "the better of 60% and it" : "the lesser of 40% and it";
    b.lines(
      0,
      `Board ${a.board}, ${a.pair}: ${a.award} is ${twoPlaces(a.percent)}% (${own}; ${rule})`,
      "note",
    );
  }
  return { method, heading, fields };
}

/**
 * Columns kept free right of a band's last board for the pairs' names, which run on over them: the
 * names are printed whole within the sheet's width.
 */
const NAMES_ROOM = 2;

/** The fewest boards a band holds, however narrow the sheet. */
const BAND_MIN = 4;

/**
 * The session's boards in bands that each fit in the columns up to `lastCol` (with room for the
 * names after the band's last board): one band when every board fits, as on any sheet whose
 * boards are fewer than its blocks' columns. A sheet is printed one page wide, so a summary of a
 * column per board wider than the boards above it would shrink every page; in bands of boards,
 * each repeating the pairs (and names), it prints at the boards' own scale.
 *
 * @example
 * summaryBands([1, 2, 3, 4, 5, 6], 12, false); // [[1, 2, 3], [4, 5, 6]]: five boards to a band at most
 */
export function summaryBands(boards: readonly number[], lastCol: number, named: boolean): number[][] {
  const room = Math.max(BAND_MIN, lastCol - COL.boards + 1 - (named ? NAMES_ROOM : 0));
  if (boards.length <= room) return [[...boards]];
  // As many bands as the room needs, their boards shared out evenly (the first ones a board more).
  const count = Math.ceil(boards.length / room);
  const out: number[][] = [];
  let from = 0;
  for (let k = 0; k < count; k++) {
    const size = Math.floor(boards.length / count) + (k < boards.length % count ? 1 : 0);
    out.push(boards.slice(from, (from += size)));
  }
  return out;
}

/**
 * The top of each board, one row for each band of boards (its boards in the band's columns); the
 * absolute range of each band's tops.
 */
function writeTops(
  b: SheetBuilder,
  bands: readonly (readonly number[])[],
  cells: ReadonlyMap<number, BoardResultCells>,
): string[] {
  return bands.map((band) => {
    const label =
      bands.length === 1 ? "Top of each board" : `Top of boards ${band[0]}-${band[band.length - 1]}`;
    b.text(b.row, 0, label, "label");
    band.forEach((bd, j) => {
      const c = cells.get(bd)!;
      b.formula(b.row, COL.boards + j, `=${c.top}`, c.scored.top, FMT.whole);
    });
    return rangeRef(b.row, COL.boards, b.row++, COL.boards + band.length - 1, { absolute: true });
  });
}

/**
 * Opens a method's session summary block and writes its heading from `b.row` on: the title in a
 * band `width` columns wide, then what ranks the pairs and `where` the figures come from. Returns
 * the heading's row.
 *
 * @example
 * writeSummaryHeading(b, session, 11, "each board's cell refers to its block above"); // b.row before
 */
export function writeSummaryHeading(
  b: SheetBuilder,
  session: ScoredSession,
  width: number,
  where: string,
): number {
  const method = session.method;
  const traits = METHOD_TRAITS[method];
  const heading = b.row;
  const field =
    session.movement === "howell"
      ? "Howell (one field)"
      : session.oneWinner
        ? "Mitchell, arrow-switched (one field: NS and EW ranked together)"
        : "Mitchell (NS and EW ranked apart)";
  const title = `Session summary: ${METHOD_NAMES[method]}, ${field}`;
  b.block({ kind: "summary", method, title });
  b.text(b.row, 0, title, "heading");
  for (let c = 1; c < width; c++) b.put(b.row, c, { look: "heading" });
  b.row++;
  b.lines(0, `${RANKED_BY[traits.session.rankedBy](traits.unit)}; ${where}`, "label");
  return heading;
}

const UNIT_WORDS: Readonly<Record<ResultUnit, string>> = { imps: "IMPs", matchpoints: "matchpoints" };

/** How the summary says what ranks the pairs, for results of a unit. */
const RANKED_BY: Readonly<Record<RankedBy, (unit: ResultUnit) => string>> = {
  average: (unit) => `Ranked by ${UNIT_WORDS[unit]} per board played`,
  percentage: () => "Ranked by percentage of the tops of the boards played",
};

/** The formats of a method's results: on each board (whole) and as totals and averages. */

/**
 * An average plus or minus valued from the pair's session, live: the board's top times the better
 * of 60% and (the lesser of 40% and) the pair's percentage on its other boards with a result, taken
 * from the cells of its own row (total over tops, or the mean of the boards'). Null when it has no
 * such board (the award keeps its fixed value, from the board's block).
 */
function sessionAwardFormula(
  award: SessionAward,
  pairBoards: readonly { readonly board: number; readonly kind: string; readonly result: number | null }[],
  at: (board: number) => string,
  cells: ReadonlyMap<number, BoardResultCells>,
  mean: boolean,
): string | null {
  const others = pairBoards.filter((x) => x.kind !== "artificial" && x.result !== null && cells.has(x.board));
  if (others.length === 0) return null;
  const top = (bd: number) => cells.get(bd)!.top!;
  const own = mean
    ? `(${others.map((x) => `${at(x.board)}/${top(x.board)}`).join("+")})/${others.length}*100`
    : `SUM(${others.map((x) => at(x.board)).join(",")})/(${others.map((x) => top(x.board)).join("+")})*100`;
  const pick = award.award === "A+" ? `MAX(60,${own})` : `MIN(40,${own})`;
  return `=${top(award.board)}*${pick}/100`;
}

/** A percentage as a note shows it: to two decimals, without trailing zeros. */
function twoPlaces(x: number): string {
  return String(Math.round(x * 100) / 100);
}

/**
 * The columns of a field of the session summary: the pair, its figures, its place and line, a
 * column for each of `boards`, and the names in `namesCol` (null: none).
 *
 * @example
 * summaryColumns(METHOD_TRAITS.mp, [1, 2], null).map((c) => c.label); // ["Pair", "Boards", "Total", "Average", "Tops", "%", "Rank", "Line", "Bd 1", "Bd 2"]
 */
export function summaryColumns(
  traits: MethodTraits,
  boards: readonly number[],
  namesCol: number | null,
): SheetColumn[] {
  return [
    { col: COL.pair, label: "Pair", role: "pair" },
    { col: COL.played, label: "Boards", role: "played" },
    { col: COL.total, label: "Total", role: "total" },
    { col: COL.average, label: "Average", role: "average" },
    ...(traits.percentages
      ? ([
          { col: COL.tops, label: "Tops", role: "tops" },
          { col: COL.percent, label: "%", role: "percent" },
        ] as const)
      : []),
    { col: COL.rank, label: "Rank", role: "rank" },
    { col: COL.order, label: "Line", role: "working" },
    ...boards.map((bd, j): SheetColumn => ({ col: COL.boards + j, label: `Bd ${bd}`, role: "result" })),
    ...(namesCol !== null ? [{ col: namesCol, label: "Names", role: "names" } as const] : []),
  ];
}

/**
 * Where each pair sat on each board, looked up by key: the table of a board where a pair of a home
 * direction sat in a seat against an opponent (-1: none). The home direction tells apart, in an
 * arrow-switched Mitchell, NS 3 against EW 2 in the NS seat and EW 3 against NS 2 in the same seat
 * at a switched table. A search of the board's tables for every pair takes time growing with the
 * square of a board of many tables.
 */
function seatsOf(
  cells: ReadonlyMap<number, BoardResultCells>,
): (bd: number, seat: "NS" | "EW", home: "NS" | "EW", pair: string, opponents: string) => number {
  const seats = new Map<number, Map<string, number>>();
  return (bd, seat, home, pair, opponents) => {
    let index = seats.get(bd);
    if (index === undefined) {
      index = new Map();
      cells.get(bd)!.scored.tables.forEach((t, k) => {
        const [nsHome, ewHome] = t.arrowSwitched ? ["EW", "NS"] : ["NS", "EW"];
        const ns = `NS ${nsHome} ${t.ns} ${t.ew}`;
        const ew = `EW ${ewHome} ${t.ew} ${t.ns}`;
        if (!index!.has(ns)) index!.set(ns, k);
        if (!index!.has(ew)) index!.set(ew, k);
      });
      seats.set(bd, index);
    }
    return index.get(`${seat} ${home} ${pair} ${opponents}`) ?? -1;
  };
}

/**
 * Each item's first place in a list, counted from `from`, by key: each pair's line in the ranking
 * or row in number order (a search of the field for every pair takes time growing with the square
 * of a field of a hundred thousand pairs).
 */
function firstIndexes<T>(xs: readonly T[], from: number): Map<T, number> {
  const out = new Map<T, number>();
  xs.forEach((x, k) => {
    if (!out.has(x)) out.set(x, k + from);
  });
  return out;
}

function writeField(
  b: SheetBuilder,
  ranking: Ranking,
  bands: readonly (readonly number[])[],
  cells: ReadonlyMap<number, BoardResultCells>,
  traits: MethodTraits,
  tops: readonly string[] | null,
  named: boolean,
  mean: boolean = false,
  awards: readonly SessionAward[] = [],
): SummaryField {
  const boards = bands.flat();
  const namesCol = named ? COL.boards + bands[0].length : null;
  const columns = summaryColumns(traits, bands[0], namesCol);
  b.row++;
  const title = fieldName(ranking.field);
  const titleRow = b.row;
  b.text(b.row++, 0, title, "section");
  const header = writeHeader(b, columns);
  const first = b.row;
  const last = first + ranking.pairs.length - 1;
  // The later bands under the table, each after an empty row, its title and its header.
  const bandFirst = bands.map((_, k) =>
    k === 0 ? first : last + 1 + (k - 1) * (ranking.pairs.length + 3) + 3,
  );
  const place = boardPlaces(bands, bandFirst);
  const byPercent = traits.session.rankedBy === "percentage";
  const keyCol = byPercent ? COL.percent : COL.average;
  const formats = RESULT_FORMATS[traits.unit];
  const totalFmt = formats.decimal;
  // One format per board's column: whole results as they are, or every one to 2 decimals.
  const boardFmt = new Map(
    boards.map((bd) => [
      bd,
      columnFormat(
        cells.get(bd)!.scored.tables.flatMap((x) => [x.nsResult, x.ewResult]),
        formats.whole,
        totalFmt,
      ),
    ]),
  );
  const tableOf = seatsOf(cells);
  const awardOf = new Map<string, (typeof awards)[number]>();
  for (const a of awards) if (!awardOf.has(`${a.board} ${a.pair}`)) awardOf.set(`${a.board} ${a.pair}`, a);
  // Pairs in number order, so the rows stay put when a score is edited; the Rank column is live.
  // One field of a Mitchell (one winner): its NS pairs, then its EW pairs, as the session ranks ties.
  const pairs = [...ranking.pairs].sort(compareFieldPairs);
  const lineOf = firstIndexes(ranking.pairs, 1);
  const placeOf = firstIndexes(pairs, 0);
  pairs.forEach((pair, i) => {
    const r = b.row++;
    const at = (bd: number): string => cellRef(place(bd).row + i, place(bd).col);
    for (const k of bands.keys()) {
      b.value(bandFirst[k] + i, COL.pair, numberCell(pair.id), FMT.whole);
      // Text from the director's names table: a value, never a formula, whatever it starts with;
      // it runs on to the right, over the empty cells after the band's last board.
      if (namesCol !== null && pair.names !== undefined)
        b.put(bandFirst[k] + i, COL.boards + bands[k].length, { value: pair.names, overflow: true });
    }
    const onBoard = new Map<number, (typeof pair.boards)[number]>();
    for (const x of pair.boards) if (!onBoard.has(x.board)) onBoard.set(x.board, x);
    for (const bd of boards) {
      const pb = onBoard.get(bd);
      if (!pb || pb.result === null) continue;
      const c = cells.get(bd)!;
      // The table where the pair sat in that seat against that opponent (an arrow-switched table
      // may put a home EW pair in the NS seat beside the home NS pair of the same number).
      // A Howell's pair has no home direction: its seat is the key.
      const t = tableOf(bd, pb.direction, pair.direction ?? pb.direction, pair.pair, pb.opponents);
      const ref = t < 0 ? null : pb.direction === "NS" ? c.ns[t] : c.ew[t];
      if (ref === null) continue;
      const award = awardOf.get(`${bd} ${pair.id}`);
      const live = award === undefined ? null : sessionAwardFormula(award, pair.boards, at, cells, mean);
      b.formula(place(bd).row + i, place(bd).col, live ?? `=${ref}`, pb.result, boardFmt.get(bd));
    }
    const rows = bands.map((band, k) =>
      rangeRef(bandFirst[k] + i, COL.boards, bandFirst[k] + i, COL.boards + band.length - 1),
    );
    writeFigures(b, r, pair, rows, traits.percentages ? tops : null, mean, totalFmt);
    writePlace(b, r, [first, last], keyCol, pair.rank, lineOf.get(pair)!, brokenTie(pair));
  });
  const field = closeField(b, { title, titleRow, header, rows: [first, last], columns }, ranking, placeOf, {
    percentages: traits.percentages,
    names: namesCol,
  });
  for (let k = 1; k < bands.length; k++)
    writeBandTable(b, title, bands[k], bandFirst[k], pairs.length, named);
  return field;
}

/**
 * A pair's figures on row `r`, live over its boards' cells (`rows`: the range of its row in each
 * band): boards played (COUNT), total (SUM), average per board played and, with the tops of each
 * band (`tops`, matchpoints), the tops of the boards played and the percentage (the total over the
 * tops, or the mean of the boards' percentages). Cached values are the engine's.
 */
function writeFigures(
  b: SheetBuilder,
  r: number,
  pair: Ranking["pairs"][number],
  rows: readonly string[],
  tops: readonly string[] | null,
  mean: boolean,
  totalFmt: string,
): void {
  const all = rows.join(",");
  const played = b.formula(r, COL.played, `=COUNT(${all})`, pair.boardsPlayed, FMT.whole);
  const total = b.formula(r, COL.total, `=SUM(${all})`, pair.total, totalFmt);
  if (pair.average !== null)
    b.formula(r, COL.average, `=ROUND(${total}/${played},9)`, pair.average, totalFmt);
  if (tops === null || pair.tops === null || pair.boardsPlayed === 0) return;
  // A term for each band, added up (one band: the term alone).
  const each = (f: (row: string, top: string) => string): string =>
    rows.map((row, k) => f(row, tops[k])).join("+");
  const topsCell = b.formula(
    r,
    COL.tops,
    `=${each((row, top) => `SUMPRODUCT(ISNUMBER(${row})*${top})`)}`,
    pair.tops,
    FMT.whole,
  );
  const shares = each((row, top) => `SUMPRODUCT(ISNUMBER(${row})*IFERROR(${row}/${top},0))`);
  const percent = mean
    ? `=ROUND(${rows.length > 1 ? `(${shares})` : shares}/${played}*100,9)`
    : `=ROUND(${total}/${topsCell}*100,9)`;
  b.formula(r, COL.percent, percent, pair.percentage, FMT.percent, "result");
}

/** Where each board's cells stand: the first row of its band and its column. */
function boardPlaces(
  bands: readonly (readonly number[])[],
  bandFirst: readonly number[],
): (board: number) => { readonly row: number; readonly col: number } {
  const at = new Map<number, { row: number; col: number }>();
  bands.forEach((band, k) => band.forEach((bd, j) => at.set(bd, { row: bandFirst[k], col: COL.boards + j })));
  return (board) => at.get(board)!;
}

/**
 * Declares a later band of a field's boards (its cells are written with the field's), headed
 * like the field with its boards named, the pair and names repeated: a table of the pairs' results
 * on those boards, whose figures the field's table above sums up.
 */
function writeBandTable(
  b: SheetBuilder,
  field: string,
  band: readonly number[],
  first: number,
  pairs: number,
  named: boolean,
): void {
  b.row++;
  const title = `${field}: boards ${band[0]}-${band[band.length - 1]}`;
  const titleRow = b.row;
  b.text(b.row++, 0, title, "section");
  const columns: SheetColumn[] = [
    { col: COL.pair, label: "Pair", role: "pair" },
    ...band.map((bd, j): SheetColumn => ({ col: COL.boards + j, label: `Bd ${bd}`, role: "result" })),
    ...(named ? [{ col: COL.boards + band.length, label: "Names", role: "names" } as const] : []),
  ];
  const header = writeHeader(b, columns);
  b.row = first + pairs;
  b.table({ title, titleRow, header, rows: [first, first + pairs - 1], columns, band: true });
}

/**
 * Declares a field's table of pairs (its rows in pair number order, `placeOf` each pair's place
 * among them, ranked as `ranking`) and says where its figures stand, for the ranking at the top.
 */
export function closeField(
  b: SheetBuilder,
  table: Omit<SheetTable, "ranking"> & { readonly rows: readonly [number, number] },
  ranking: Ranking,
  placeOf: ReadonlyMap<Ranking["pairs"][number], number>,
  has: { readonly percentages: boolean; readonly names: number | null },
): SummaryField {
  const first = table.rows[0];
  b.table({ ...table, ranking: ranking.pairs.map((p) => first + placeOf.get(p)!) });
  return {
    title: table.title,
    rows: table.rows,
    columns: {
      pair: COL.pair,
      played: COL.played,
      total: COL.total,
      average: COL.average,
      percent: has.percentages ? COL.percent : null,
      rank: COL.rank,
      order: COL.order,
      names: has.names,
    },
    ranked: ranking.pairs,
  };
}

/**
 * A pair's place on row `r` of a field (its pairs in `rows`, ranked by the figure in column
 * `keyCol`), live: ties share it, shown "=2", counted with COUNTIF; and the pair's line in the
 * ranking at the top of the sheet: the pairs ahead of it, and those level with it from the first
 * row to its own (so pairs level keep pair number order); pairs without a figure to rank by come
 * last, in pair number order, as the session ranks them. `rank` and `line` are the engine's.
 *
 * @example
 * writePlace(b, 12, [10, 17], SUMMARY_COL.percent, "=2", 3); // G13 and H13
 */
export function writePlace(
  b: SheetBuilder,
  r: number,
  rows: readonly [number, number],
  keyCol: number,
  rank: string | null,
  line: number,
  fixed: boolean = false,
): void {
  const [first, last] = rows;
  if (fixed && rank !== null) {
    // A tie broken by the tie-break rule: a decision, not a count, so the engine's place is written.
    b.text(r, COL.rank, rank, { role: "rank", align: "Center" });
    b.value(r, COL.order, line, FMT.whole);
    return;
  }
  const keys = rangeRef(first, keyCol, last, keyCol, { absolute: true });
  if (rank !== null) {
    const key = rangeRef(r, keyCol, r, keyCol);
    b.formula(
      r,
      COL.rank,
      `=IF(COUNTIF(${keys},${key})>1,"=","")&(COUNTIF(${keys},">"&${key})+1)`,
      rank,
      undefined,
      { role: "rank", align: "Center" },
    );
  }
  const own = cellRef(r, keyCol);
  const upTo = `${cellRef(first, keyCol, { absolute: true })}:${own}`;
  b.formula(
    r,
    COL.order,
    `=IF(ISNUMBER(${own}),COUNTIF(${keys},">"&${own})+COUNTIF(${upTo},${own}),COUNT(${keys})+ROWS(${upTo})-COUNT(${upTo}))`,
    line,
    FMT.whole,
  );
}

/** A pair placed by a tie-break rule (its place alone, not shared). */
export function brokenTie(pair: Ranking["pairs"][number]): boolean {
  return pair.tieBreak !== undefined && pair.rank !== null && !pair.rank.startsWith("=");
}
