/**
 * One board of a results sheet, written in the order a director checks it: the board's title and
 * what was counted, the traveller as read, each method's workings (on the board's frequency table
 * for large boards), each pair's result side by side for every method, the published results
 * beside the add-in's, and the checks. It also records each pair's result cells for the session
 * summary. The sheet around the boards (title, ranking, IMP scale, summary) is laid out in
 * results.ts.
 */
import {
  METHOD_NAMES,
  METHOD_TRAITS,
  type ResultUnit,
  ScoredBoard,
  ScoringMethod,
  type Seat,
  TravellerBoard,
  boardName,
  vulText,
} from "../scoring";
import { rangeRef } from "../grid/a1";
import { BoardContext, MethodBlock } from "./block";
import { checkText, type FrequencyRefs, usesFrequencyTable } from "./board-layout";
import { columnsOf, type Head, SheetBuilder, writeHeader } from "./builder";
import { writeButlerBlock } from "./butler-block";
import { writeCrossBlock } from "./cross-block";
import { writeFrequencyBlock } from "./frequency-block";
import { ImpScaleRefs } from "./impscale";
import { writeMatchpointBlock } from "./mp-block";
import { writeAgainstParBlock } from "./par-block";
import { writePublishedBlock } from "./published-block";
import { backLink } from "./ranking-block";
import type { ResultsSheetOptions } from "./results-options";
import { numberCell } from "./number-format";
import { columnFormat, FMT, RESULT_FORMATS } from "./styles";
import { BoardResultCells } from "./summary";
import { TABLE_HEADS } from "./each-table";
import { TravellerRefs, writeTravellerBlock } from "./traveller-block";

/** What every board of a sheet is written with: the same from board to board. */
export interface SheetBoards {
  readonly b: SheetBuilder;
  /** The sheet's methods, in the order their blocks are written. */
  readonly methods: readonly ScoringMethod[];
  /** The IMP scale block (null when no method needs it). */
  readonly scale: ImpScaleRefs | null;
  readonly options: ResultsSheetOptions;
  /** Each method's result cells by board, filled in board by board for the session summary. */
  readonly perMethod: Map<ScoringMethod, Map<number, BoardResultCells>>;
  /** Suspicious scores' texts by traveller row, flagged on their rows. */
  readonly warnings: ReadonlyMap<number, string>;
  /** The ranking's first row, which each board's title links back to (null: no ranking). */
  readonly rankingTop: number | null;
}

/** One board being written: the board, its scoring by each method (null where not played). */
interface BoardAt {
  readonly sheet: SheetBoards;
  readonly board: TravellerBoard;
  readonly scored: readonly (ScoredBoard | null)[];
}

/** A played board once its workings are written: each method's scoring and workings block. */
interface WorkedBoard extends BoardAt {
  readonly scored: readonly ScoredBoard[];
  readonly blocks: readonly MethodBlock[];
  readonly traveller: TravellerRefs;
  readonly freq: FrequencyRefs | null;
}

/** Where the table of each pair's result stands, and its cells of each method's results. */
interface ResultsTable {
  /** Its first and last data rows. */
  readonly first: number;
  readonly last: number;
  /** Per method: its group of columns' first column and its heads. */
  readonly starts: readonly number[];
  readonly groups: readonly Head[][];
  /** Per method, per table: the cell of NS's and EW's result (null when not played). */
  readonly cells: readonly { readonly ns: (string | null)[]; readonly ew: (string | null)[] }[];
}

/**
 * Writes a board from `b.row` on (see the top of this file): a board played at no table has its
 * title, its traveller and a note that there is nothing to score.
 */
export function writeBoard(
  sheet: SheetBoards,
  board: TravellerBoard,
  scored: readonly (ScoredBoard | null)[],
): void {
  const at: BoardAt = { sheet, board, scored };
  writeBoardTitle(at);
  const traveller = writeTravellerBlock(sheet.b, board, sheet.options.names, sheet.warnings);
  if (scored.every((s) => s === null)) {
    writeNotPlayed(sheet.b, board);
    return;
  }
  const worked = writeWorkings(at, traveller);
  const results = writeResultsTable(worked);
  writePublishedBlock(sheet.b, board, publishedOf(worked, results));
  writeChecks(worked, results);
  worked.scored.forEach((_, k) => addToSummary(worked, k, results));
}

/** Each seat as a board's title names its dealer. */
const SEAT: Readonly<Record<Seat, string>> = { N: "North", E: "East", S: "South", W: "West" };

/** The board's title in its heading band (with the link back to the ranking), then what each method counted. */
function writeBoardTitle({ sheet, board, scored }: BoardAt): void {
  const { b } = sheet;
  const title = `${boardName(board)}: dealer ${SEAT[board.dealer]}, ${vulText(board.vulnerability)}`;
  b.block({ kind: "board", board: board.board, title });
  b.text(b.row, 0, title, "heading");
  for (let c = 1; c <= 10; c++) b.put(b.row, c, { look: "heading" });
  // In the title's band, clear of the title (which runs on over the band's first cells).
  if (sheet.rankingTop !== null) backLink(b, b.row, 7, sheet.rankingTop);
  b.row++;
  // What was counted on this board; the options, the same for every board, head the sheet.
  sheet.methods.forEach((m, k) => {
    const s = scored[k];
    const counts =
      s === null ? "no results" : `${s.results} results of ${s.expected} expected, ${s.tableCount} tables`;
    b.text(b.row++, 0, `${METHOD_NAMES[m]}: ${counts}`, "label");
  });
  b.row++;
}

/** The note of a board played at no table, in place of its workings. */
function writeNotPlayed(b: SheetBuilder, board: TravellerBoard): void {
  const note = "Not played at any table: nothing to score.";
  b.block({ kind: "note", board: board.board, title: note });
  b.text(b.row++, 0, note, "note");
  b.row++;
}

/** Each method's workings block (a new method adds its own: the compiler asks for it). */
const WORKINGS: { readonly [M in ScoringMethod]: (ctx: BoardContext) => MethodBlock } = {
  butler: writeButlerBlock,
  cross: writeCrossBlock,
  mp: writeMatchpointBlock,
};

/**
 * The board's frequency table where its methods work on one (large boards and boards with
 * weighted scores), then each method's workings: a board played once and scored against its par
 * has the par's workings in place of the method's.
 */
function writeWorkings(at: BoardAt, traveller: TravellerRefs): WorkedBoard {
  const { sheet, board } = at;
  const { b } = sheet;
  const freq = usesFrequencyTable(board)
    ? writeFrequencyBlock(
        b,
        at.scored.find((s) => s !== null)!,
        traveller,
      )
    : null;
  // A board played at some table is scored by every method.
  const scored = at.scored as readonly ScoredBoard[];
  const blocks = sheet.methods.map((m, k) => {
    const ctx: BoardContext = {
      b,
      scored: scored[k],
      traveller,
      scale: sheet.scale,
      options: { ...sheet.options, method: m },
      freq,
    };
    return scored[k].againstPar !== undefined ? writeAgainstParBlock(ctx) : WORKINGS[m](ctx);
  });
  return { ...at, scored, blocks, traveller, freq };
}

/** What follows NS and EW in the heads of a method's results: " MP" for matchpoints, nothing for IMPs. */
const UNIT_HEADS: Readonly<Record<ResultUnit, string>> = { imps: "", matchpoints: " MP" };

/** A method's group of columns in the table of each pair's result (named by method when there are several). */
function resultHeads(m: ScoringMethod, all: boolean): Head[] {
  const name = all ? `${METHOD_NAMES[m]} ` : "";
  const unit = UNIT_HEADS[METHOD_TRAITS[m].unit];
  return [
    [`${name}NS${unit}`, "result"],
    [`${name}EW${unit}`, "result"],
    ...(METHOD_TRAITS[m].percentages
      ? ([
          ["NS %", "percent"],
          ["EW %", "percent"],
        ] as const)
      : []),
    ["NS + EW", "sum"],
  ];
}

/** A method's formats of its results and of its sums: one format per column. */
interface ResultFormats {
  readonly result: string;
  readonly sum: string;
}

/** One format per column: whole results as they are, or every one to 2 decimals. */
function resultFormats(m: ScoringMethod, scored: ScoredBoard, block: MethodBlock): ResultFormats {
  const { whole, decimal } = RESULT_FORMATS[METHOD_TRAITS[m].unit];
  const tables = scored.tables;
  const sums = tables.filter((_, i) => block.sidesAddUp[i]).map((x) => (x.nsResult ?? 0) + (x.ewResult ?? 0));
  return {
    result: columnFormat(
      tables.flatMap((x) => [x.nsResult, x.ewResult]),
      whole,
      decimal,
    ),
    sum: columnFormat(sums, whole, decimal),
  };
}

/** Each pair's result, side by side for every method, as a table headed by the traveller's columns. */
function writeResultsTable(worked: WorkedBoard): ResultsTable {
  const { sheet, board } = worked;
  const { b, methods } = sheet;
  const resultsTitle = "Each pair's result";
  b.block({ kind: "results", board: board.board, title: resultsTitle });
  const resultsTitleRow = b.row;
  b.text(b.row++, 0, resultsTitle, "section");
  const groups = methods.map((m) => resultHeads(m, methods.length > 1));
  let col = 4;
  const starts = groups.map((g) => {
    const s = col;
    col += g.length;
    return s;
  });
  const columns = columnsOf([...TABLE_HEADS, ...groups.flat()]);
  const header = writeHeader(b, columns);
  const first = b.row;
  const cells = methods.map(() => ({ ns: [] as (string | null)[], ew: [] as (string | null)[] }));
  const formats = methods.map((m, k) => resultFormats(m, worked.scored[k], worked.blocks[k]));
  board.rows.forEach((_, i) => {
    const r = b.row++;
    writeTableCells(worked, r, i);
    methods.forEach((_, k) => {
      const [ns, ew] = writeMethodResults(worked, { r, i, k, c0: starts[k], formats: formats[k] });
      cells[k].ns.push(ns);
      cells[k].ew.push(ew);
    });
  });
  const last = b.row - 1;
  b.table({ title: resultsTitle, titleRow: resultsTitleRow, header, rows: [first, last], columns });
  b.row++;
  return { first, last, starts, groups, cells };
}

/** A row's table, pairs and score (a formula on the traveller's score, or why there is none). */
function writeTableCells({ sheet, board, traveller }: WorkedBoard, r: number, i: number): void {
  const { b } = sheet;
  const row = board.rows[i];
  b.value(r, 0, numberCell(traveller.tables[i].label), FMT.whole);
  b.value(r, 1, numberCell(row.ns), FMT.whole);
  b.value(r, 2, numberCell(row.ew), FMT.whole);
  const tr = traveller.tables[i];
  if (tr.score !== null)
    b.formula(r, 3, `=${tr.score}`, row.entry.kind === "plain" ? row.entry.score : null, FMT.score);
  else
    b.value(
      r,
      3,
      row.entry.kind === "notPlayed" ? "NP" : row.entry.kind === "weighted" ? "weighted" : "award",
      undefined,
      { align: "Right" },
    );
}

/** Where a method's results go on a row: the sheet's row, the table's index, the method's and its first column. */
interface ResultsAt {
  readonly r: number;
  readonly i: number;
  readonly k: number;
  readonly c0: number;
  readonly formats: ResultFormats;
}

/**
 * A method's results on a row: NS's and EW's (formulas on its workings), their percentages of the
 * top, and their sum where the sides should add up; returns the cells of NS's and EW's result.
 */
function writeMethodResults(worked: WorkedBoard, at: ResultsAt): [string | null, string | null] {
  const { b, methods } = worked.sheet;
  const { r, i, k, c0 } = at;
  const block = worked.blocks[k];
  const table = worked.scored[k].tables[i];
  const { result: resultFmt, sum: sumFmt } = at.formats;
  const nsRef =
    block.ns[i] === null ? null : b.formula(r, c0, `=${block.ns[i]}`, table.nsResult, resultFmt, "result");
  const ewRef =
    block.ew[i] === null
      ? null
      : b.formula(r, c0 + 1, `=${block.ew[i]}`, table.ewResult, resultFmt, "result");
  let sumCol = c0 + 2;
  if (METHOD_TRAITS[methods[k]].percentages) {
    if (nsRef !== null) b.formula(r, c0 + 2, `=${nsRef}/${block.top}*100`, table.nsPercent, FMT.percent);
    if (ewRef !== null) b.formula(r, c0 + 3, `=${ewRef}/${block.top}*100`, table.ewPercent, FMT.percent);
    sumCol = c0 + 4;
  }
  if (block.sidesAddUp[i] && nsRef !== null && ewRef !== null) {
    const sum = table.nsResult! + table.ewResult!;
    b.formula(r, sumCol, `=${nsRef}+${ewRef}`, sum, sumFmt);
  }
  return [nsRef, ewRef];
}

/** Each method's results as the published results block compares them: cells and values. */
function publishedOf(worked: WorkedBoard, results: ResultsTable): Parameters<typeof writePublishedBlock>[2] {
  return worked.sheet.methods.map((m, k) => ({
    method: m,
    ns: results.cells[k].ns,
    ew: results.cells[k].ew,
    top: worked.blocks[k].top,
    values: worked.scored[k].tables.map((t) => ({
      ns: t.nsResult,
      ew: t.ewResult,
      nsPercent: t.nsPercent,
      ewPercent: t.ewPercent,
    })),
  }));
}

/** The columns of the checks, which the sheet does not head. */
const CHECK_COLUMNS = columnsOf([
  ["Check", "check"],
  ["What is checked", "label"],
]);

/**
 * The checks: a table without a header, OK or CHECK beside what is checked: the frequency
 * table's, then each method's (its sides add up on each table, then its workings' own checks).
 */
function writeChecks(worked: WorkedBoard, results: ResultsTable): void {
  const { sheet, board, freq } = worked;
  const { b, methods } = sheet;
  const checksTitle = "Checks";
  b.block({ kind: "checks", board: board.board, title: checksTitle });
  const checksTitleRow = b.row;
  b.text(b.row++, 0, checksTitle, "section");
  const firstCheck = b.row;
  if (freq !== null) writeCheck(b, freq.check.description, freq.check);
  methods.forEach((m, k) => {
    const block = worked.blocks[k];
    const name = methods.length > 1 ? `${METHOD_NAMES[m]}: ` : "";
    if (block.sidesAddUp.some((x) => x)) writeSidesCheck(worked, k, name, results);
    for (const check of block.checks) writeCheck(b, `${name}${check.description}`, check);
  });
  b.table({
    title: checksTitle,
    titleRow: checksTitleRow,
    header: null,
    rows: [firstCheck, b.row - 1],
    columns: CHECK_COLUMNS,
  });
  b.row++;
}

/** A method's check that NS + EW on each table add to the top (matchpoints) or to 0 (IMPs). */
function writeSidesCheck(worked: WorkedBoard, k: number, name: string, results: ResultsTable): void {
  const m = worked.sheet.methods[k];
  const block = worked.blocks[k];
  const c = results.starts[k] + results.groups[k].length - 1;
  const sums = rangeRef(results.first, c, results.last, c);
  const toTop = METHOD_TRAITS[m].sidesAddTo === "top";
  const target = toTop ? block.top! : "0";
  const holds = worked.scored[k].checks.find((x) => x.id === "sidesAddUp")?.holds !== false;
  writeCheck(worked.sheet.b, `${name}NS + EW on each table ${toTop ? "add to the top" : "add to 0"}`, {
    formula: `=IF(COUNTIF(${sums},${target})=COUNT(${sums}),"OK","CHECK")`,
    holds,
  });
}

/** A check on `b.row`: its OK or CHECK in column A, what it checks beside it in B. */
function writeCheck(
  b: SheetBuilder,
  description: string,
  check: { readonly formula: string; readonly holds: boolean },
): void {
  b.formula(b.row, 0, check.formula, checkText(check.holds), undefined, "check");
  b.text(b.row++, 1, description, "label");
}

/**
 * Records a method's result cells of the board for the session summary. A fouled board's groups
 * are one board of the summary: their tables side by side, each pair found in its own group's
 * block; every group's top is the whole board's (Neuberg to N).
 */
function addToSummary(worked: WorkedBoard, k: number, results: ResultsTable): void {
  const s = worked.scored[k];
  const cells: BoardResultCells = {
    scored: s,
    ns: results.cells[k].ns,
    ew: results.cells[k].ew,
    top: worked.blocks[k].top,
  };
  const byBoard = worked.sheet.perMethod.get(worked.sheet.methods[k])!;
  const before = byBoard.get(worked.board.board);
  byBoard.set(
    worked.board.board,
    before === undefined
      ? cells
      : {
          scored: { ...before.scored, tables: [...before.scored.tables, ...s.tables] },
          ns: [...before.ns, ...cells.ns],
          ew: [...before.ew, ...cells.ew],
          top: before.top,
        },
  );
}
