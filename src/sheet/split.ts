// A session too large for one sheet of Excel, split across sheets. Its results sheet would pass
// the grid when its session summary needs a column per board past the last column, or its boards'
// workings more rows than a sheet has. Then the boards are cut into runs of whole boards, each
// laid out on a part sheet of its own as the results sheet of those boards is (their workings, a
// summary and a ranking of them), and a ranking sheet comes first: the whole session's summary,
// each pair's boards played, total and tops added up live from the part sheets' summaries, its
// average, percentage and place worked from those, and the ranking read from it, as on any
// results sheet. The part sheets are scored as sessions of their own boards (each board's result
// depends on its own board only), and the ranking sheet's cached figures are the whole session's.
import { cellRef, GridLimitError, MAX_COL, MAX_ROW, sheetPrefix } from "../grid/a1";
import {
  fieldName,
  METHOD_NAMES,
  METHOD_TRAITS,
  ScoringError,
  type Ranking,
  type ScoredSession,
  type ScoringMethod,
  type Traveller,
  type TravellerBoard,
} from "../scoring";
import { SheetBuilder, writeHeader } from "./builder";
import type { SheetModel } from "./model";
import { headOf } from "../grid/characters";
import { MAX_SHEET_NAME_LENGTH, resultsSheetName, sheetNamesList, uniqueSheetName } from "./names";
import { rankingHeight, writeRankingBlock } from "./ranking-block";
import { withPrintPages } from "./print-pages";
import { RESULTS_PRINT, resultsSheetSteps, scoreForSheet, type ResultsSheetOptions } from "./results";
import { boardsWords, writeSheetTitle } from "./sheet-title";
import { numberCell } from "./number-format";
import { FMT, RESULT_FORMATS } from "./styles";
import { compareFieldPairs } from "./pair-order";
import {
  closeField,
  summaryColumns,
  SUMMARY_COL as COL,
  writePlace,
  brokenTie,
  writeSummaryHeading,
  type SummaryField,
  type SummaryPlace,
} from "./summary";

/**
 * The grid a session's sheets must fit: its rows and columns (Excel's by default), and the most
 * boards on one sheet (absent: as many as the session summary's columns allow). Tests pass small
 * limits to split a small session.
 */
export interface SplitLimits {
  readonly rows: number;
  readonly columns: number;
  readonly boards?: number;
}

/**
 * A board whose workings pass a sheet's last row on their own: a session is split across sheets
 * by whole boards, so no split finds it room.
 */
export class BoardTooLargeError extends GridLimitError {
  constructor(readonly board: number) {
    super("rows", `Board ${board} alone passes the sheet's last row.`);
    this.name = "BoardTooLargeError";
  }
}

/** Excel's grid: 1,048,576 rows and 16,384 columns. */
export const EXCEL_LIMITS: SplitLimits = { rows: MAX_ROW + 1, columns: MAX_COL + 1 };

/**
 * The rows a part may fill: the grid's, less a margin of a sixty-fourth (16,384 rows of Excel's),
 * since a board's rows are estimated from above but not counted before it is laid out.
 */
function rowBudget(limits: SplitLimits): number {
  return limits.rows - Math.floor(limits.rows / 64);
}

/**
 * The most rows a part is planned to fill, whatever the grid: a quarter of Excel's. A part is laid
 * out whole before it is written, and a part of millions of cells kept the garbage collector busy
 * for most of the time the workbook took (a 200,000-row session: 70 s of processor in two parts of
 * 15,000 boards, against 11.5 s for 8,000 boards in parts of 2,000 boards).
 */
const PART_ROWS = 262_144;

/**
 * The most boards on one sheet: the session summary has eight columns before a column per board,
 * and one after them for the pairs' names; a margin of a 256th of the columns (64 of Excel's) is
 * kept free.
 */
function boardsBudget(limits: SplitLimits): number {
  const byColumns = limits.columns - COL.boards - 1 - Math.floor(limits.columns / 256);
  return Math.max(1, Math.min(byColumns, limits.boards ?? byColumns));
}

/**
 * The rows a board's blocks take at most, roughly: its title and counts, its traveller and each
 * pair's result (a row a table each), each method's workings (a comparison matrix or a frequency
 * table, a row a table or a distinct score), the checks. Measured on sessions of 2 to 40 tables,
 * scored one way and all three: 46 rows for a board of 8 tables by matchpoints, 107 by all three.
 */
function boardRows(board: TravellerBoard, methods: number): number {
  return 20 + board.rows.length * (3 + 3 * methods);
}

/**
 * The rows a sheet of `boards` boards takes besides its boards: the title and options, the
 * ranking at the top and the session summary at the end (each a row a pair of every field, and
 * their headings), from above.
 */
function fixedRows(sessions: readonly ScoredSession[], boards: number): number {
  let summary = 0;
  for (const s of sessions) {
    summary += 4 + (s.sessionAwards?.length ?? 0);
    for (const r of s.rankings) summary += 4 + r.pairs.length;
  }
  return 60 + rankingHeight(sessions, boards) + summary;
}

/** The traveller's boards, a fouled board's groups together, in the order the traveller has them. */
function boardGroups(traveller: Traveller): TravellerBoard[][] {
  const groups = new Map<number, TravellerBoard[]>();
  for (const b of traveller.boards) {
    const group = groups.get(b.board);
    if (group === undefined) groups.set(b.board, [b]);
    else group.push(b);
  }
  return [...groups.values()];
}

/**
 * Why a session's results sheet cannot be one sheet within the limits, or null when it can: a
 * column per board in the session summary past the last column ("columns"), or more rows than the
 * sheet has, as estimated from above ("rows"). A sheet of one board has no summary, and cannot be
 * split by boards: null (laying it out finds whether it fits).
 *
 * @example
 * tooLargeFor(traveller, sessions); // "columns" for 25,000 boards
 */
export function tooLargeFor(
  traveller: Traveller,
  sessions: readonly ScoredSession[],
  limits: SplitLimits = EXCEL_LIMITS,
): "rows" | "columns" | null {
  const groups = boardGroups(traveller);
  if (groups.length <= 1) return null;
  if (groups.length > boardsBudget(limits)) return "columns";
  let rows = fixedRows(sessions, groups.length);
  for (const b of traveller.boards) rows += boardRows(b, sessions.length);
  return rows > rowBudget(limits) ? "rows" : null;
}

/**
 * The session's boards cut into runs of whole boards (a fouled board's groups stay together), in
 * the traveller's order, each estimated to fit the limits as the results sheet of its boards.
 *
 * @example
 * planParts(traveller, sessions, { ...EXCEL_LIMITS, boards: 2 }).map((p) => p.length); // [2, 2, 2] for 6 boards
 */
export function planParts(
  traveller: Traveller,
  sessions: readonly ScoredSession[],
  limits: SplitLimits = EXCEL_LIMITS,
): TravellerBoard[][] {
  const most = boardsBudget(limits);
  const budget = Math.min(rowBudget(limits), PART_ROWS);
  const fixed = fixedRows(sessions, most);
  const parts: TravellerBoard[][] = [];
  let part: TravellerBoard[] = [];
  let count = 0;
  let rows = fixed;
  for (const group of boardGroups(traveller)) {
    const needs = group.reduce((n, b) => n + boardRows(b, sessions.length), 0);
    if (count > 0 && (count + 1 > most || rows + needs > budget)) {
      parts.push(part);
      part = [];
      count = 0;
      rows = fixed;
    }
    part.push(...group);
    count++;
    rows += needs;
  }
  if (part.length > 0) parts.push(part);
  return parts;
}

/**
 * A part's sheet name: its boards and the method ("Boards 1-8190 matchpoints"), or its boards
 * alone when that passes 31 characters.
 *
 * @example
 * partName([1, 2, 3], "mp"); // "Boards 1-3 matchpoints"
 */
export function partName(boards: readonly number[], method: ResultsSheetOptions["method"]): string {
  const first = boards[0];
  const last = boards[boards.length - 1];
  const which = first === last ? `Board ${first}` : `Boards ${first}-${last}`;
  const full = `${which} ${METHOD_NAMES[method]}`;
  return full.length <= MAX_SHEET_NAME_LENGTH ? full : headOf(which, MAX_SHEET_NAME_LENGTH);
}

/** A part laid out: its sheet's name, its boards and where each pair's figures stand in its summaries. */
interface Part {
  readonly name: string;
  readonly boards: readonly number[];
  readonly summaries: ReadonlyMap<ScoringMethod, PartSummary>;
}

/** Where a part's summary of one method has each pair's figures: their columns, and each pair's row. */
interface PartSummary {
  readonly played: number;
  readonly total: number;
  readonly tops: number | null;
  readonly percent: number | null;
  readonly rows: ReadonlyMap<string, number>;
}

/** Whether a sheet's blocks stay within the limits. */
function fits(model: SheetModel, limits: SplitLimits): boolean {
  return model.blocks.every((x) => x.rows[1] < limits.rows && x.columns[1] < limits.columns);
}

/**
 * A session split across sheets, laid out when its sheets are asked for: a part's sheet is made,
 * handed over and not kept (a part of twelve thousand boards is millions of cells), and the
 * ranking sheet, which comes first in the workbook, is made from what the parts left behind: each
 * pair's row on each part.
 */
/** Changes made to a split session's sheets as they are made (each leaves its sheet as it is when absent). */
export interface SheetChanges {
  readonly part?: (part: SheetModel) => SheetModel;
  readonly ranking?: (ranking: SheetModel) => SheetModel;
}

export interface SplitSheets {
  /** Which edge of the grid one sheet would pass: the rows, or the columns (a column per board). */
  readonly reason: "rows" | "columns";
  /** The ranking sheet's name ("Session matchpoints"), first in the workbook. */
  readonly rankingName: string;
  /** The parts' sheet names as planned (a part found too large once laid out is cut in two). */
  readonly partNames: readonly string[];
  /**
   * Lays out the parts one after another, yielding each part's sheet (keep it no longer than it is
   * needed); returns the ranking sheet. A single board too large for a sheet is refused
   * (BoardTooLargeError).
   */
  sheets(): Generator<SheetModel, SheetModel, void>;
  /**
   * The same session with each sheet passed through a change as it is made: each part's (deals set
   * beside its boards), the ranking sheet's (an individual event's ranking by player).
   */
  map(change: SheetChanges): SplitSheets;
}

/**
 * Every sheet of a split session at once: the ranking sheet, then each part's.
 *
 * @example
 * allSheets(split).map((s) => s.name); // ["Session matchpoints", "Boards 1-2 matchpoints", ...]
 */
export function allSheets(split: SplitSheets): SheetModel[] {
  const parts: SheetModel[] = [];
  const steps = split.sheets();
  for (;;) {
    const step = steps.next();
    if (step.done) return [step.value, ...parts];
    parts.push(step.value);
  }
}

/**
 * A session split across sheets ({@link SplitSheets}): its ranking sheet first, then a part sheet
 * for each run of boards ({@link planParts}), each within the limits. A part found too large once
 * laid out is cut in two and laid out again. A session whose averages plus and minus are valued
 * from each pair's session is refused (a ScoringError: they would depend on other sheets).
 *
 * @example
 * const split = splitSheets(traveller, options, sessions, EXCEL_LIMITS, "columns");
 * allSheets(split).map((s) => s.name); // ["Session matchpoints", "Boards 1-15147 matchpoints", "Boards 15148-25000 matchpoints"]
 */
export function splitSheets(
  traveller: Traveller,
  options: ResultsSheetOptions,
  sessions: readonly ScoredSession[],
  limits: SplitLimits,
  reason: "rows" | "columns",
  change: SheetChanges = {},
): SplitSheets {
  if (sessions.some((s) => (s.sessionAwards?.length ?? 0) > 0))
    throw new ScoringError(
      "This session is too large for one sheet of Excel, and a sheet split in parts cannot value an average plus or minus from the pair's whole session (its other boards are on other sheets): score it with the fixed awards (--awards fixed), or its boards in parts, each on a sheet of its own.",
    );
  const numbers = [...new Set(traveller.boards.map((x) => x.board))];
  const rankingName = uniqueSheetName(resultsSheetName(numbers, options.method), options.existingNames ?? []);
  const plan = planParts(traveller, sessions, limits);
  const planned: string[] = [];
  for (const boards of plan)
    planned.push(
      uniqueSheetName(partName([...new Set(boards.map((x) => x.board))], options.method), [
        ...sheetNamesList(options.existingNames),
        rankingName,
        ...planned,
      ]),
    );
  function* sheets(): Generator<SheetModel, SheetModel, void> {
    const taken = [...sheetNamesList(options.existingNames), rankingName];
    const queue = [...plan];
    const parts: Part[] = [];
    while (queue.length > 0) {
      const boards = queue.shift()!;
      const partBoards = [...new Set(boards.map((x) => x.board))];
      const name = uniqueSheetName(partName(partBoards, options.method), taken);
      const model = partSheet(traveller, boards, options, name, rankingName, limits);
      if (model === null) {
        if (partBoards.length === 1) throw new BoardTooLargeError(partBoards[0]);
        // Cut in two at a board (a fouled board's groups together), and each half laid out again.
        const half = boards.findIndex((x) => x.board === partBoards[Math.floor(partBoards.length / 2)]);
        queue.unshift(boards.slice(0, half), boards.slice(half));
        continue;
      }
      taken.push(name);
      parts.push({ name, boards: partBoards, summaries: summariesOf(model) });
      yield change.part?.(model) ?? model;
    }
    const ranking = rankingSheet(rankingName, numbers.length, options, sessions, parts);
    return change.ranking?.(ranking) ?? ranking;
  }
  return {
    reason,
    rankingName,
    partNames: planned,
    sheets,
    map: (next) =>
      splitSheets(traveller, options, sessions, limits, reason, {
        part: (m) => then(change.part, next.part, m),
        ranking: (m) => then(change.ranking, next.ranking, m),
      }),
  };
}

/** A sheet passed through one change, then another (either may be absent). */
function then(
  first: ((m: SheetModel) => SheetModel) | undefined,
  second: ((m: SheetModel) => SheetModel) | undefined,
  m: SheetModel,
): SheetModel {
  const once = first?.(m) ?? m;
  return second?.(once) ?? once;
}

/**
 * A part's sheet: the results sheet of its boards, with their summary and ranking (scored as a
 * session of those boards alone) and a note saying where the whole session's ranking is; null when
 * it passes the limits.
 */
function partSheet(
  traveller: Traveller,
  boards: readonly TravellerBoard[],
  options: ResultsSheetOptions,
  name: string,
  rankingName: string,
  limits: SplitLimits,
): SheetModel | null {
  const numbers = [...new Set(boards.map((x) => x.board))];
  const partTraveller: Traveller = { ...traveller, boards: [...boards] };
  const which =
    numbers.length === 1 ? `board ${numbers[0]}` : `boards ${numbers[0]} to ${numbers[numbers.length - 1]}`;
  const partOptions: ResultsSheetOptions = {
    ...options,
    sheetName: name,
    notes: [
      ...(options.notes ?? []),
      `Part of a session too large for one sheet: ${which} here; the whole session's ranking, from every part, is on the sheet "${rankingName}".`,
    ],
  };
  try {
    const steps = resultsSheetSteps(partTraveller, partOptions, scoreForSheet(partTraveller, options), true);
    for (;;) {
      const step = steps.next();
      if (step.done) return fits(step.value, limits) ? step.value : null;
    }
  } catch (e) {
    if (e instanceof GridLimitError) return null;
    throw e;
  }
}

/** Where each method's summary on a part's sheet has each pair's figures (read from its cells). */
function summariesOf(model: SheetModel): Map<ScoringMethod, PartSummary> {
  const out = new Map<ScoringMethod, PartSummary>();
  // The data rows of every summary table, and the map of pairs each fills.
  const fill = new Map<number, { col: number; rows: Map<string, number> }>();
  for (const block of model.blocks) {
    if (block.kind !== "summary" || block.method === undefined) continue;
    const rows = new Map<string, number>();
    let summary: PartSummary | null = null;
    for (const table of block.tables.filter((t) => t.band !== true)) {
      const col = (role: string): number | null => table.columns.find((c) => c.role === role)?.col ?? null;
      summary ??= {
        played: col("played")!,
        total: col("total")!,
        tops: col("tops"),
        percent: col("percent"),
        rows,
      };
      for (let r = table.rows[0]; r <= table.rows[1]; r++) fill.set(r, { col: col("pair")!, rows });
    }
    if (summary !== null) out.set(block.method, summary);
  }
  for (const c of model.cells) {
    const at = fill.get(c.row);
    if (at !== undefined && c.col === at.col && c.value !== undefined && c.value !== null)
      at.rows.set(String(c.value), c.row);
  }
  return out;
}

/** The line over the ranking's links to the parts. */
const PARTS_NOTE =
  "Each part's sheet, with the workings of its boards and a summary of them; each pair's figures from every part are added up in the session summary at the end:";

/**
 * The ranking sheet of a split session: its title and options, a note saying how it is split, the
 * ranking with a link to each part, and each method's session summary of live sums of the parts'.
 */
function rankingSheet(
  name: string,
  boards: number,
  options: ResultsSheetOptions,
  sessions: readonly ScoredSession[],
  parts: readonly Part[],
): SheetModel {
  const b = new SheetBuilder();
  const title = `${name}: ${boardsWords(boards, options)}, on ${parts.length} sheets, scored with live formulas`;
  const split = `Too large for one sheet of Excel, the session is split by boards: ${parts.map((p) => `"${p.name}"`).join(", ")}. Each holds its boards' workings and a summary of them; each pair's boards, total${sessions.some((s) => METHOD_TRAITS[s.method].percentages) ? " and tops" : ""} here are the sums of its figures on those sheets, and its average, percentage and place are worked from them.`;
  const titleRows = writeSheetTitle(
    b,
    title,
    sessions.map((s) => s.method),
    { ...options, notes: [...(options.notes ?? []), split] },
  );
  b.row++;
  const rankingTop = b.row;
  b.row += rankingHeight(sessions, parts.length, PARTS_NOTE);
  const places = sessions.map((session) => {
    const place = writePartsSummary(b, session, parts);
    b.row++;
    return place;
  });
  writeRankingBlock(
    b,
    rankingTop,
    places,
    parts.map((p) => ({ board: p.boards[0], row: 0, name: p.name, sheet: p.name })),
    PARTS_NOTE,
  );
  const built = b.build(name, titleRows);
  const blocks = [
    ...built.blocks.filter((x) => x.kind === "title"),
    ...built.blocks.filter((x) => x.kind === "ranking"),
    ...built.blocks.filter((x) => x.kind !== "title" && x.kind !== "ranking"),
  ];
  return withPrintPages({ ...built, blocks }, RESULTS_PRINT);
}

/**
 * A method's session summary on the ranking sheet, from `b.row` on: each field's pairs in pair
 * number order, each with its boards played, total and (matchpoints) tops as sums of the cells of
 * its row in each part's summary, its average and percentage worked from them, its place and its
 * line in the ranking; cached values are the whole session's.
 */
function writePartsSummary(b: SheetBuilder, session: ScoredSession, parts: readonly Part[]): SummaryPlace {
  const method = session.method;
  const named = session.rankings.some((r) => r.pairs.some((p) => p.names !== undefined));
  const heading = writeSummaryHeading(
    b,
    session,
    COL.order + 1,
    "each pair's boards, total and tops add up its figures on the part sheets",
  );
  const fields = session.rankings.map((ranking) => writePartsField(b, session, ranking, parts, named));
  return { method, heading, fields };
}

function writePartsField(
  b: SheetBuilder,
  session: ScoredSession,
  ranking: Ranking,
  parts: readonly Part[],
  named: boolean,
): SummaryField {
  const traits = METHOD_TRAITS[session.method];
  const namesCol = named ? COL.boards : null;
  const columns = summaryColumns(traits, [], namesCol);
  b.row++;
  const title = fieldName(ranking.field);
  const titleRow = b.row;
  b.text(b.row++, 0, title, "section");
  const header = writeHeader(b, columns);
  const first = b.row;
  const last = first + ranking.pairs.length - 1;
  const keyCol = traits.session.rankedBy === "percentage" ? COL.percent : COL.average;
  const totalFmt = RESULT_FORMATS[traits.unit].decimal;
  const summaries = parts.map((p) => ({
    sheet: sheetPrefix(p.name),
    summary: p.summaries.get(session.method),
  }));
  const pairs = [...ranking.pairs].sort(compareFieldPairs);
  const lineOf = new Map(ranking.pairs.map((p, k) => [p, k + 1]));
  const placeOf = new Map(pairs.map((p, k) => [p, k]));
  for (const pair of pairs) {
    const r = b.row++;
    b.value(r, COL.pair, numberCell(pair.id), FMT.whole);
    if (namesCol !== null && pair.names !== undefined)
      b.put(r, namesCol, { value: pair.names, overflow: true });
    // The pair's row in each part that has it (a part where it sat out has none).
    const at = summaries.flatMap(({ sheet, summary }) => {
      const row = summary?.rows.get(pair.id);
      return summary === undefined || row === undefined ? [] : [{ sheet, summary, row }];
    });
    const sum = (col: (s: PartSummary) => number | null): string =>
      `=SUM(${at.map((x) => `${x.sheet}${cellRef(x.row, col(x.summary)!)}`).join(",")})`;
    if (at.length === 0) continue;
    const played = b.formula(
      r,
      COL.played,
      sum((s) => s.played),
      pair.boardsPlayed,
      FMT.whole,
    );
    const total = b.formula(
      r,
      COL.total,
      sum((s) => s.total),
      pair.total,
      totalFmt,
    );
    if (pair.average !== null)
      b.formula(r, COL.average, `=ROUND(${total}/${played},9)`, pair.average, totalFmt);
    if (traits.percentages && pair.tops !== null && pair.boardsPlayed > 0) {
      const tops = b.formula(
        r,
        COL.tops,
        sum((s) => s.tops),
        pair.tops,
        FMT.whole,
      );
      // The mean of the boards' percentages: each part's mean weighted by its boards played.
      const percent =
        session.sessionPercent === "mean"
          ? `=ROUND((${at.map((x) => `${x.sheet}${cellRef(x.row, x.summary.percent!)}*${x.sheet}${cellRef(x.row, x.summary.played)}`).join("+")})/${played},9)`
          : `=ROUND(${total}/${tops}*100,9)`;
      b.formula(r, COL.percent, percent, pair.percentage, FMT.percent, "result");
    }
    writePlace(b, r, [first, last], keyCol, pair.rank, lineOf.get(pair)!, brokenTie(pair));
  }
  return closeField(b, { title, titleRow, header, rows: [first, last], columns }, ranking, placeOf, {
    percentages: traits.percentages,
    names: namesCol,
  });
}
