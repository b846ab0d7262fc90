import {
  DEFAULT_BOARD_OPTIONS,
  DEFAULT_MOVEMENT,
  sheetMethods,
  ScoredBoard,
  ScoringMethod,
  scoreSession,
  ScoredSession,
  METHOD_LABELS,
  METHOD_TRAITS,
  refuseProblems,
  Traveller,
  boardName,
  suspiciousScores,
} from "../scoring";
import { MATRIX_MAX_TABLES, usesFrequencyTable } from "./board-layout";
import type { ResultsSheetOptions } from "./results-options";
export type { ResultsSheetOptions } from "./results-options";
import { writeBoard, type SheetBoards } from "./board-sheet";
import { SheetBuilder } from "./builder";
import { impScaleHeight, impScaleRefs, ImpScaleRefs, writeImpScale } from "./impscale";
import { resultsSheetName, SheetMethod, uniqueSheetName } from "./names";
import { SheetModel } from "./model";
import { withPrintPages, type PrintBase } from "./print-pages";
import { writeSessionSummary } from "./summary";
import { writeStrataBlock } from "./strata-block";
import { rankingHeight, writeRankingBlock } from "./ranking-block";
import { boardsWords, writeSheetTitle } from "./sheet-title";

/**
 * The results sheet of a traveller, as a model: its options, the methods it is scored by, and its
 * layout around the boards (the title, the ranking kept free at the top, the IMP scale, the boards
 * one after another, the session summaries and the ranking, then the print setup), laid out in
 * one or two passes (a draft shows where the IMP scale goes). Each board is written by
 * board-sheet.ts, the title rows by sheet-title.ts.
 */
/**
 * How a results sheet prints, for the noticeboard: landscape, every column on one page width,
 * as many pages down as the boards need. Each sheet adds its pages (print-pages.ts): the ranking's,
 * then a page from each board's title, then the session summary's. No rows are repeated on every
 * page: each page opens with what it holds (the sheet's title on the ranking's page).
 */
export const RESULTS_PRINT: PrintBase = { orientation: "landscape", fitToWidth: 1 };

/**
 * A session's scored boards found by their number and fouled group (the first when two share
 * them), as the sheet lays out each board of its traveller: a map made once, since a search of the
 * boards for each board would take time growing with the square of their count (a session of tens
 * of thousands of boards).
 *
 * @example
 * scoredBoardsByName(session)({ board: 7, fouled: { group: "B", ... } }); // board 7's group B, or null
 */
export function scoredBoardsByName(
  session: ScoredSession,
): (board: { readonly board: number; readonly fouled?: { readonly group: string } }) => ScoredBoard | null {
  const byName = new Map<string, ScoredBoard>();
  const name = (board: number, group: string | undefined): string =>
    group === undefined ? String(board) : `${board} ${group}`;
  for (const x of session.boards) {
    const key = name(x.board, x.fouled?.group);
    if (!byName.has(key)) byName.set(key, x);
  }
  return (board) => byName.get(name(board.board, board.fouled?.group)) ?? null;
}

/**
 * Scores a traveller by each method of the sheet (see scoreSession): one ScoredSession per method.
 * A traveller with problems is refused with a TravellerError listing them.
 *
 * @example
 * scoreForSheet(readTraveller(cells), { method: "cross", divisor: "total" })[0].boards[0].tables[0].nsResult; // 31 on board 15 of the club's "Cross-IMP Scoring" explanation
 */
export function scoreForSheet(traveller: Traveller, options: ResultsSheetOptions): ScoredSession[] {
  refuseProblems(traveller.problems, "The traveller");
  const movement = options.movement ?? DEFAULT_MOVEMENT;
  return sheetMethods(options.method).map((method) =>
    scoreSession(traveller, { ...options, method, movement }),
  );
}

/**
 * Builds the results sheet of a traveller as a model (no Office.js): a title and each method's
 * options (the rows kept in view, and repeated at the top of every printed page), then per board,
 * in the order a director checks it, a title (board, dealer, vulnerability, results counted), the
 * traveller as read, the workings of each method as live formulas over the cells above them,
 * each pair's result and the checks (each OK or CHECK beside what it checks); several boards end
 * with a session summary whose cells refer to the boards' blocks. For IMPs the sheet carries the
 * IMP scale its formulas look up, as a block of two columns (From, IMPs) at the top, right of
 * what the rows beside it hold, so it makes the sheet no wider than it must. Every formula cell
 * carries the engine's value. Running text is wrapped to lines that fit the printed page, which
 * is set up landscape, one page wide ({@link RESULTS_PRINT}). A traveller with problems is
 * refused (TravellerError) and nothing is built. A caller that has already scored the traveller
 * with {@link scoreForSheet} and the same options passes the sessions, so it is not scored twice.
 *
 * @example
 * const sheet = buildResultsSheet(readTraveller(cells), { method: "cross", divisor: "total" });
 * sheet.name; // "Board 15 cross-IMPs"
 */
export function buildResultsSheet(
  traveller: Traveller,
  options: ResultsSheetOptions,
  sessions: readonly ScoredSession[] = scoreForSheet(traveller, options),
): SheetModel {
  return finished(sheetSteps(traveller, options, sessions, traveller.boards.length > 1));
}

/**
 * {@link buildResultsSheet} as steps: the generator yields after each board it lays out (once
 * for each pass: {@link layoutPasses}) and returns the sheet, so a caller can pause between boards.
 * `summary` says whether the sheet ends with the session summary (and starts with the ranking):
 * by default when it has several boards.
 *
 * @example
 * const steps = resultsSheetSteps(traveller, options, sessions);
 * let step = steps.next();
 * while (!step.done) step = steps.next(); // step.value: the sheet buildResultsSheet builds
 */
export function resultsSheetSteps(
  traveller: Traveller,
  options: ResultsSheetOptions,
  sessions: readonly ScoredSession[],
  summary: boolean = traveller.boards.length > 1,
): Generator<void, SheetModel, void> {
  return sheetSteps(traveller, options, sessions, summary);
}

/**
 * How many times the sheet's boards are laid out: twice when a method needs the IMP scale (a
 * draft shows where the scale goes), else once.
 *
 * @example
 * layoutPasses("mp"); // 1
 */
export function layoutPasses(method: SheetMethod): number {
  return sheetMethods(method).some(needsImpScale) ? 2 : 1;
}

/** Whether a method's workings look IMPs up on the sheet's IMP scale block. */
function needsImpScale(method: ScoringMethod): boolean {
  return METHOD_TRAITS[method].sheetBlocks.includes("impScale");
}

/**
 * The results sheet of {@link buildResultsSheet} with its session summary blocks even for one
 * board, where the results sheet has none (they would repeat the board's results): what the
 * command line prints the session's ranking from.
 *
 * @example
 * const sheet = buildSheetWithSummary(traveller, { method: "mp" });
 * sheet.blocks.filter((x) => x.kind === "summary").length; // 1
 */
export function buildSheetWithSummary(
  traveller: Traveller,
  options: ResultsSheetOptions,
  sessions: readonly ScoredSession[] = scoreForSheet(traveller, options),
): SheetModel {
  return finished(sheetSteps(traveller, options, sessions, true));
}

/** What a generator of steps returns, its steps taken one after another without a pause. */
function finished<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

function* sheetSteps(
  traveller: Traveller,
  options: ResultsSheetOptions,
  sessions: readonly ScoredSession[],
  summary: boolean,
): Generator<void, SheetModel, void> {
  // A draft without the IMP scale shows how far right the rows beside it reach; the scale then
  // stands two columns further on (the first a narrow gap). Nothing else depends on its column.
  const draft = yield* layOutSheet(traveller, options, sessions, null, summary);
  if (draft.scaleRows === null) return draft.model;
  const [top, bottom] = draft.scaleRows;
  const scaleCol = draft.builder.lastColumn(top, bottom) + 2;
  return (yield* layOutSheet(traveller, options, sessions, scaleCol, summary)).model;
}

/** A sheet laid out: its model, the builder it was laid out with, and the rows its IMP scale takes (null: none). */
interface LaidOut {
  readonly model: SheetModel;
  readonly builder: SheetBuilder;
  readonly scaleRows: [number, number] | null;
}

/**
 * The sheet with the IMP scale's top-left cell in column `scaleCol` (null: a draft without the
 * scale's cells, whose formulas point at column A), ending with the session summaries when
 * `summary` is true, and the rows the scale takes (null when no method needs it). Yields after
 * each board.
 */
function* layOutSheet(
  traveller: Traveller,
  options: ResultsSheetOptions,
  sessions: readonly ScoredSession[],
  scaleCol: number | null,
  summary: boolean,
): Generator<void, LaidOut, void> {
  const methods = sessions.map((s) => s.method);
  const b = new SheetBuilder();
  const name = sheetNameOf(traveller, options);
  const titleRows = writeSheetTitle(b, titleOf(name, traveller, options), methods, options);
  b.row++;
  // The ranking first when the sheet has a session summary: its rows are kept free here and
  // written once the summary says where its figures stand.
  const rankingTop = summary ? b.row : null;
  if (summary) b.row += rankingHeight(sessions, traveller.boards.length);
  const { scale, scaleRows } = writeScaleBlock(b, traveller, options, methods, scaleCol);

  const sheet: SheetBoards = {
    b,
    methods,
    scale,
    options,
    perMethod: new Map(methods.map((m) => [m, new Map()])),
    warnings: warningsByRow(traveller),
    rankingTop,
  };
  const boardRows: BoardRow[] = [];
  const scoredOf = sessions.map(scoredBoardsByName);
  for (const board of traveller.boards) {
    boardRows.push({ board: board.board, row: b.row, name: boardName(board) });
    writeBoard(
      sheet,
      board,
      scoredOf.map((of) => of(board)),
    );
    yield;
  }
  // The summary's boards in bands no wider than the boards above it, so the sheet prints one
  // page wide at the boards' scale.
  if (summary) writeSummaries(sheet, sessions, boardRows, b.lastColumn(0, b.row - 1));
  return { model: modelOf(b, name, titleRows), builder: b, scaleRows };
}

/** A board's first row on the sheet and its name, for the ranking's links. */
interface BoardRow {
  readonly board: number;
  readonly row: number;
  readonly name: string;
}

/** The sheet's name: the one given, else told from its boards and method, unique in the workbook. */
function sheetNameOf(traveller: Traveller, options: ResultsSheetOptions): string {
  return (
    options.sheetName ??
    uniqueSheetName(resultsSheetName(boardNumbers(traveller), options.method), options.existingNames ?? [])
  );
}

/** The numbers of a traveller's boards, each once (a fouled board's groups are one board). */
function boardNumbers(traveller: Traveller): number[] {
  return [...new Set(traveller.boards.map((x) => x.board))];
}

/** The sheet's title: its name, its board or boards, and that it is scored with live formulas. */
function titleOf(name: string, traveller: Traveller, options: ResultsSheetOptions): string {
  const numbers = boardNumbers(traveller);
  return `${name}: ${numbers.length === 1 ? `board ${numbers[0]}` : boardsWords(numbers.length, options)}, scored with live formulas`;
}

/**
 * When a method needs it, the IMP scale from `b.row` on in column `scaleCol` (null: only its
 * references, for the draft), and under the title a note for each method that shows a comparison
 * matrix; the scale's references and the rows it takes, or nulls.
 */
function writeScaleBlock(
  b: SheetBuilder,
  traveller: Traveller,
  options: ResultsSheetOptions,
  methods: readonly ScoringMethod[],
  scaleCol: number | null,
): { scale: ImpScaleRefs | null; scaleRows: [number, number] | null } {
  if (!methods.some(needsImpScale)) return { scale: null, scaleRows: null };
  const table = options.impScale ?? options.impTable ?? DEFAULT_BOARD_OPTIONS.impTable;
  const cap = options.impCap ?? null;
  const scaleRows: [number, number] = [b.row, b.row + impScaleHeight(table) - 1];
  const scale =
    scaleCol === null ? impScaleRefs(table, b.row, 0, cap) : writeImpScale(b, table, b.row, scaleCol, cap);
  for (const m of methods.filter((x) => METHOD_TRAITS[x].sheetBlocks.includes("comparisonMatrix"))) {
    // A sheet whose boards all keep the comparison matrix keeps the note it always had.
    const note = traveller.boards.some(usesFrequencyTable)
      ? `${METHOD_LABELS[m]}: boards of up to ${MATRIX_MAX_TABLES} results show the comparison matrix; larger boards and boards with weighted scores are worked on their frequency table, once for each distinct score.`
      : `${METHOD_LABELS[m]}: boards of up to ${MATRIX_MAX_TABLES} results show the comparison matrix; larger boards and boards with weighted scores count each total with COUNTIF, band by band.`;
    b.block({ kind: "note", title: note });
    b.lines(0, note, "note");
    b.row++;
  }
  return { scale, scaleRows };
}

/** Suspicious scores' texts by their traveller row (warnings: the scores are used as they stand). */
function warningsByRow(traveller: Traveller): Map<number, string> {
  const warnings = new Map<number, string>();
  for (const w of suspiciousScores(traveller)) {
    warnings.set(w.row, warnings.has(w.row) ? `${warnings.get(w.row)!} ${w.text}` : w.text);
  }
  return warnings;
}

/** Each method's session summary after the boards, then the ranking in the rows kept for it. */
function writeSummaries(
  sheet: SheetBoards,
  sessions: readonly ScoredSession[],
  boardRows: readonly BoardRow[],
  lastCol: number,
): void {
  const { b } = sheet;
  const places = sessions.map((session) => {
    const place = writeSessionSummary(b, session, sheet.perMethod.get(session.method)!, lastCol);
    b.row++;
    writeStrataBlock(b, session);
    return place;
  });
  writeRankingBlock(b, sheet.rankingTop!, places, boardRows);
}

/** The sheet's model: its blocks in reading order, and how it prints (print-pages.ts). */
function modelOf(b: SheetBuilder, name: string, titleRows: number): SheetModel {
  const built = b.build(name, titleRows);
  // The ranking, written last, is read first: after the title.
  const blocks = [
    ...built.blocks.filter((x) => x.kind === "title"),
    ...built.blocks.filter((x) => x.kind === "ranking"),
    ...built.blocks.filter((x) => x.kind !== "title" && x.kind !== "ranking"),
  ];
  return withPrintPages({ ...built, blocks }, RESULTS_PRINT);
}
