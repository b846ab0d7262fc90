import {
  type PairNames,
  BoardScoringOptions,
  DEFAULT_BOARD_OPTIONS,
  DEFAULT_MOVEMENT,
  sheetMethods,
  ScoredBoard,
  ScoringMethod,
  Movement,
  scoreSession,
  ScoredSession,
  type Seat,
  vulText,
  METHOD_LABELS,
  METHOD_NAMES,
  METHOD_TRAITS,
  ROUNDING_PROSE,
  type ResultUnit,
  refuseProblems,
  Traveller,
  TravellerBoard,
  regulationLines,
  TRIM_RULE_PROSE,
  type PresetName,
  MOVEMENT_NAMES,
  boardName,
  suspiciousScores,
} from "../scoring";
import { rangeRef } from "../grid/a1";
import { BoardContext, MethodBlock } from "./block";
import { checkText, MATRIX_MAX_TABLES, usesFrequencyTable } from "./board-layout";
import { columnsOf, type Head, SheetBuilder, writeHeader } from "./builder";
import { writeButlerBlock } from "./butler-block";
import { writeFrequencyBlock } from "./frequency-block";
import { writeCrossBlock } from "./cross-block";
import { impScaleHeight, impScaleRefs, ImpScaleRefs, writeImpScale } from "./impscale";
import { writeMatchpointBlock } from "./mp-block";
import { resultsSheetName, SheetMethod, uniqueSheetName } from "./names";
import { PrintSetup, SheetModel } from "./model";
import { columnFormat, FMT, RESULT_FORMATS } from "./styles";
import { BoardResultCells, writeSessionSummary } from "./summary";
import { backLink, rankingHeight, writeRankingBlock } from "./ranking-block";
import { writeTravellerBlock } from "./traveller-block";
import { TABLE_HEADS } from "./each-table";
import { writePublishedBlock } from "./published-block";
import { writeAgainstParBlock } from "./par-block";

/** Options of the results sheet: the method ("all" for the three side by side) and the engine's options. */
export interface ResultsSheetOptions extends Omit<BoardScoringOptions, "method"> {
  readonly method: SheetMethod;
  /** Who is the same pair from board to board, for the session summary (default Mitchell). */
  readonly movement?: Movement;
  /**
   * How the movement was told from the pair numbers when nobody named it ("Howell, told from the
   * pair numbers: ..."): the sheet's title says so, so the director can see it and choose otherwise.
   */
  readonly movementTold?: string;
  /**
   * What was told from a results file's own published figures, or found odd in it ("scored across
   * the field: the published top is 32 on board 1"): the sheet says each under its title.
   */
  readonly fromFile?: readonly string[];
  /** The named preset the options came from, named on the sheet with every setting it took. */
  readonly rules?: PresetName;
  /** Names of the sheets already in the workbook: the sheet's name is made unique against them. */
  readonly existingNames?: readonly string[];
  /**
   * The sheet's name, when it is not the one told from its boards and method (a part of a session
   * split across sheets: "Boards 1-12 matchpoints"); already unique in the workbook.
   */
  readonly sheetName?: string;
  /** Lines said under the options (a part of a split session: where the rest of the session is). */
  readonly notes?: readonly string[];
  /** The pairs' names (a names table), shown beside the pair numbers in the session summary. */
  readonly names?: PairNames;
}

/**
 * How a results sheet prints, for the noticeboard: landscape, every column on one page width,
 * as many pages down as the boards need. Each sheet adds its title rows (the sheet's title and
 * the options), printed again at the top of every page.
 */
export const RESULTS_PRINT: PrintSetup = { orientation: "landscape", fitToWidth: 1 };

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
): Generator<void, { model: SheetModel; builder: SheetBuilder; scaleRows: [number, number] | null }, void> {
  const methods = sessions.map((s) => s.method);
  // A fouled board's groups are one board.
  const boardNumbers = [...new Set(traveller.boards.map((x) => x.board))];
  const b = new SheetBuilder();
  const name =
    options.sheetName ??
    uniqueSheetName(resultsSheetName(boardNumbers, options.method), options.existingNames ?? []);
  const title = `${name}: ${boardNumbers.length === 1 ? `board ${boardNumbers[0]}` : boardsWords(boardNumbers.length, options)}, scored with live formulas`;
  const titleRows = writeSheetTitle(b, title, methods, options);
  b.row++;
  // The ranking first when the sheet has a session summary: its rows are kept free here and
  // written once the summary says where its figures stand.
  const rankingTop = summary ? b.row : null;
  if (summary) b.row += rankingHeight(sessions, traveller.boards.length);
  const afterRanking = b.row;

  let scale: ImpScaleRefs | null = null;
  let scaleRows: [number, number] | null = null;
  if (methods.some(needsImpScale)) {
    const table = options.impScale ?? options.impTable ?? DEFAULT_BOARD_OPTIONS.impTable;
    const cap = options.impCap ?? null;
    scaleRows = [b.row, b.row + impScaleHeight(table) - 1];
    scale =
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
  }

  const perMethod = new Map<ScoringMethod, Map<number, BoardResultCells>>(methods.map((m) => [m, new Map()]));
  // Suspicious scores, flagged on their rows (warnings: the scores are used as they stand).
  const warnings = new Map<number, string>();
  for (const w of suspiciousScores(traveller)) {
    warnings.set(w.row, warnings.has(w.row) ? `${warnings.get(w.row)!} ${w.text}` : w.text);
  }
  const boardRows: { board: number; row: number; name: string }[] = [];
  const scoredOf = sessions.map(scoredBoardsByName);
  for (const board of traveller.boards) {
    const scoredByMethod = scoredOf.map((of) => of(board));
    boardRows.push({ board: board.board, row: b.row, name: boardName(board) });
    writeBoard(b, board, methods, scoredByMethod, scale, options, perMethod, warnings, rankingTop);
    yield;
  }
  const summaryRow = b.row;
  if (summary) {
    const places = sessions.map((session) => {
      const place = writeSessionSummary(b, session, perMethod.get(session.method)!);
      b.row++;
      return place;
    });
    writeRankingBlock(b, rankingTop!, places, boardRows);
  }
  const built = b.build(name, titleRows);
  // The ranking, written last, is read first: after the title.
  const blocks = [
    ...built.blocks.filter((x) => x.kind === "title"),
    ...built.blocks.filter((x) => x.kind === "ranking"),
    ...built.blocks.filter((x) => x.kind !== "title" && x.kind !== "ranking"),
  ];
  // A page for the ranking, then one for each board and one for the summary.
  const breaks = summary
    ? [afterRanking, ...boardRows.slice(1).map((x) => x.row), summaryRow]
    : boardRows.slice(1).map((x) => x.row);
  const model: SheetModel = {
    ...built,
    blocks,
    print: { ...printSetup(blocks), titleRows, ...(breaks.length > 0 ? { breaks } : {}) },
  };
  return { model, builder: b, scaleRows };
}

/**
 * "36 boards (Mitchell)": a session's boards and its movement, as its sheet's title says them.
 *
 * @example
 * boardsWords(36, { method: "mp", movement: "howell" }); // "36 boards (Howell)"
 */
export function boardsWords(boards: number, options: ResultsSheetOptions): string {
  const movement = options.movementTold ?? MOVEMENT_NAMES[options.movement ?? DEFAULT_MOVEMENT];
  return `${boards} boards (${movement})`;
}

/**
 * Writes a results sheet's title from `b.row` on (opening its block): the title, each method's
 * options, the regulations', what was read from the file and any notes; returns the rows it took
 * (those printed again at the top of every page).
 *
 * @example
 * writeSheetTitle(b, "Session matchpoints: 3 boards (Mitchell), scored with live formulas", ["mp"], options); // 2
 */
export function writeSheetTitle(
  b: SheetBuilder,
  title: string,
  methods: readonly ScoringMethod[],
  options: ResultsSheetOptions,
): number {
  b.block({ kind: "title", title });
  b.text(b.row++, 0, title, "title");
  for (const m of methods) b.lines(0, OPTIONS_LINES[m](options), "label");
  for (const line of regulationLines(options)) b.lines(0, line, "label");
  if (options.once === "par")
    b.lines(
      0,
      "A board played once is scored against its par from the deal: the IMPs of the score less par, or at matchpoints par as the one other result.",
      "label",
    );
  for (const note of options.fromFile ?? []) b.lines(0, `Read from the file: ${note}.`, "label");
  for (const note of options.notes ?? []) b.lines(0, note, "label");
  return b.row;
}

/**
 * The sheet printed landscape, one page wide ({@link RESULTS_PRINT}), unless its session summary
 * (a column per board) is wider than the rest: fitted to one page, its many boards would shrink
 * every page to unreadable type, so the sheet prints at full size and the summary runs on to the
 * pages to its right.
 */
function printSetup(blocks: readonly SheetModel["blocks"][number][]): PrintSetup {
  let rest = 0;
  let summary = 0;
  for (const x of blocks)
    if (x.kind === "summary") summary = Math.max(summary, x.columns[1]);
    else rest = Math.max(rest, x.columns[1]);
  return summary > rest ? { orientation: RESULTS_PRINT.orientation } : RESULTS_PRINT;
}

/** The options a method was scored with, as the line under the sheet's title says them. */
type OptionsLine = (o: Omit<BoardScoringOptions, "method">) => string;

/** The IMP scale in the options line: a given scale (named on a line of its own) is just "given". */
function impsWords(o: Omit<BoardScoringOptions, "method">): string {
  return o.impScale !== undefined
    ? "IMPs on the given scale"
    : `${o.impTable ?? DEFAULT_BOARD_OPTIONS.impTable} IMPs`;
}

/** Each method's options line (a new method adds its own: the compiler asks for it). */
const OPTIONS_LINES: { readonly [M in ScoringMethod]: OptionsLine } = {
  butler: (o) => {
    const d = DEFAULT_BOARD_OPTIONS;
    const trim =
      typeof o.trim === "string"
        ? `, dropping ${TRIM_RULE_PROSE[o.trim]}`
        : o.trim
          ? `, dropping ${o.trim}${Number.isInteger(o.trim) ? "" : " of the results"} from each end`
          : "";
    const roundTo = o.roundTo ?? d.roundTo;
    const rounding = o.rounding ?? d.rounding;
    const round =
      roundTo === 0 || rounding === "none"
        ? "not rounded"
        : `rounded to ${roundTo} (${ROUNDING_PROSE[rounding]})`;
    return `Butler: datum the ${o.datum ?? d.datum}${trim}, ${round}, ${impsWords(o)}`;
  },
  cross: (o) => {
    const expected = expectedWords(o.expected, "totals factored by N/n", "no factoring");
    return `cross-IMPs: divisor ${o.divisor ?? DEFAULT_BOARD_OPTIONS.divisor}, ${expected}, ${impsWords(o)}`;
  },
  mp: (o) =>
    `matchpoints: ${o.scale ?? DEFAULT_BOARD_OPTIONS.scale} scale, ${expectedWords(o.expected, "Neuberg", "no Neuberg")}`,
};

/** Each method's workings block (a new method adds its own: the compiler asks for it). */
const WORKINGS: { readonly [M in ScoringMethod]: (ctx: BoardContext) => MethodBlock } = {
  butler: writeButlerBlock,
  cross: writeCrossBlock,
  mp: writeMatchpointBlock,
};

/** How N was chosen, in words: the tables on each traveller (the default), the results, or a number. */
function expectedWords(given: BoardScoringOptions["expected"], on: string, off: string): string {
  const expected = given ?? DEFAULT_BOARD_OPTIONS.expected;
  if (expected === "tables")
    return `${on} where a board has fewer results than tables (N = tables on the traveller)`;
  if (expected === "results") return `${off} (N = results obtained)`;
  return `${on} to ${expected} results expected`;
}

/** Each seat as a board's title names its dealer. */
const SEAT: Readonly<Record<Seat, string>> = { N: "North", E: "East", S: "South", W: "West" };

function writeBoard(
  b: SheetBuilder,
  board: TravellerBoard,
  methods: readonly ScoringMethod[],
  scored: readonly (ScoredBoard | null)[],
  scale: ImpScaleRefs | null,
  options: ResultsSheetOptions,
  perMethod: Map<ScoringMethod, Map<number, BoardResultCells>>,
  warnings: ReadonlyMap<number, string>,
  rankingTop: number | null,
): void {
  const title = `${boardName(board)}: dealer ${SEAT[board.dealer]}, ${vulText(board.vulnerability)}`;
  b.block({ kind: "board", board: board.board, title });
  b.text(b.row, 0, title, "heading");
  for (let c = 1; c <= 10; c++) b.put(b.row, c, { look: "heading" });
  // In the title's band, clear of the title (which runs on over the band's first cells).
  if (rankingTop !== null) backLink(b, b.row, 7, rankingTop);
  b.row++;
  // What was counted on this board; the options, the same for every board, head the sheet.
  methods.forEach((m, k) => {
    const s = scored[k];
    const counts =
      s === null ? "no results" : `${s.results} results of ${s.expected} expected, ${s.tableCount} tables`;
    b.text(b.row++, 0, `${METHOD_NAMES[m]}: ${counts}`, "label");
  });
  b.row++;
  const traveller = writeTravellerBlock(b, board, options.names, warnings);
  if (scored.every((s) => s === null)) {
    const note = "Not played at any table: nothing to score.";
    b.block({ kind: "note", board: board.board, title: note });
    b.text(b.row++, 0, note, "note");
    b.row++;
    return;
  }
  // Large boards and boards with weighted scores: the methods work on the board's frequency table.
  const freq = usesFrequencyTable(board)
    ? writeFrequencyBlock(
        b,
        scored.find((s) => s !== null)!,
        traveller,
      )
    : null;
  const blocks: MethodBlock[] = methods.map((m, k) => {
    const ctx: BoardContext = {
      b,
      scored: scored[k]!,
      traveller,
      scale,
      options: { ...options, method: m },
      freq,
    };
    // A board played once, scored against its par: the par's workings in place of the method's.
    return scored[k]!.againstPar !== undefined ? writeAgainstParBlock(ctx) : WORKINGS[m](ctx);
  });

  // Each pair's result, side by side for every method.
  const resultsTitle = "Each pair's result";
  b.block({ kind: "results", board: board.board, title: resultsTitle });
  const resultsTitleRow = b.row;
  b.text(b.row++, 0, resultsTitle, "section");
  const all = methods.length > 1;
  const groups = methods.map((m): Head[] => {
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
  });
  let col = 4;
  const starts = groups.map((g) => {
    const s = col;
    col += g.length;
    return s;
  });
  const columns = columnsOf([...TABLE_HEADS, ...groups.flat()]);
  const header = writeHeader(b, columns);
  const first = b.row;
  const resultCells = methods.map(() => ({ ns: [] as (string | null)[], ew: [] as (string | null)[] }));
  // One format per column: whole results as they are, or every one to 2 decimals.
  const formats = methods.map((m, k) => {
    const { whole, decimal } = RESULT_FORMATS[METHOD_TRAITS[m].unit];
    const tables = scored[k]!.tables;
    const sums = tables
      .filter((_, i) => blocks[k].sidesAddUp[i])
      .map((x) => (x.nsResult ?? 0) + (x.ewResult ?? 0));
    return {
      result: columnFormat(
        tables.flatMap((x) => [x.nsResult, x.ewResult]),
        whole,
        decimal,
      ),
      sum: columnFormat(sums, whole, decimal),
    };
  });
  board.rows.forEach((row, i) => {
    const r = b.row++;
    b.value(r, 0, traveller.tables[i].label);
    b.value(r, 1, row.ns);
    b.value(r, 2, row.ew);
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
    methods.forEach((m, k) => {
      const block = blocks[k];
      const table = scored[k]!.tables[i];
      const c0 = starts[k];
      const { result: resultFmt, sum: sumFmt } = formats[k];
      const nsRef =
        block.ns[i] === null
          ? null
          : b.formula(r, c0, `=${block.ns[i]}`, table.nsResult, resultFmt, "result");
      const ewRef =
        block.ew[i] === null
          ? null
          : b.formula(r, c0 + 1, `=${block.ew[i]}`, table.ewResult, resultFmt, "result");
      resultCells[k].ns.push(nsRef);
      resultCells[k].ew.push(ewRef);
      let sumCol = c0 + 2;
      if (METHOD_TRAITS[m].percentages) {
        if (nsRef !== null) b.formula(r, c0 + 2, `=${nsRef}/${block.top}*100`, table.nsPercent, FMT.percent);
        if (ewRef !== null) b.formula(r, c0 + 3, `=${ewRef}/${block.top}*100`, table.ewPercent, FMT.percent);
        sumCol = c0 + 4;
      }
      if (block.sidesAddUp[i] && nsRef !== null && ewRef !== null) {
        const sum = table.nsResult! + table.ewResult!;
        b.formula(r, sumCol, `=${nsRef}+${ewRef}`, sum, sumFmt);
      }
    });
  });
  const last = b.row - 1;
  b.table({ title: resultsTitle, titleRow: resultsTitleRow, header, rows: [first, last], columns });
  b.row++;
  writePublishedBlock(
    b,
    board,
    methods.map((m, k) => ({
      method: m,
      ns: resultCells[k].ns,
      ew: resultCells[k].ew,
      top: blocks[k].top,
      values: scored[k]!.tables.map((t) => ({
        ns: t.nsResult,
        ew: t.ewResult,
        nsPercent: t.nsPercent,
        ewPercent: t.ewPercent,
      })),
    })),
  );

  // The checks: a table without a header, OK or CHECK beside what is checked.
  const checksTitle = "Checks";
  b.block({ kind: "checks", board: board.board, title: checksTitle });
  const checksTitleRow = b.row;
  b.text(b.row++, 0, checksTitle, "section");
  const firstCheck = b.row;
  if (freq !== null) writeCheck(b, freq.check.description, freq.check);
  methods.forEach((m, k) => {
    const block = blocks[k];
    const s = scored[k]!;
    const name = all ? `${METHOD_NAMES[m]}: ` : "";
    if (block.sidesAddUp.some((x) => x)) {
      const c = starts[k] + groups[k].length - 1;
      const sums = rangeRef(first, c, last, c);
      const toTop = METHOD_TRAITS[m].sidesAddTo === "top";
      const target = toTop ? block.top! : "0";
      const holds = s.checks.find((x) => x.id === "sidesAddUp")?.holds !== false;
      writeCheck(b, `${name}NS + EW on each table ${toTop ? "add to the top" : "add to 0"}`, {
        formula: `=IF(COUNTIF(${sums},${target})=COUNT(${sums}),"OK","CHECK")`,
        holds,
      });
    }
    for (const check of block.checks) writeCheck(b, `${name}${check.description}`, check);
    const cells: BoardResultCells = {
      scored: s,
      ns: resultCells[k].ns,
      ew: resultCells[k].ew,
      top: block.top,
    };
    const byBoard = perMethod.get(m)!;
    // A fouled board's groups are one board of the summary: their tables side by side, each pair
    // found in its own group's block; every group's top is the whole board's (Neuberg to N).
    const before = byBoard.get(board.board);
    byBoard.set(
      board.board,
      before === undefined
        ? cells
        : {
            scored: { ...before.scored, tables: [...before.scored.tables, ...s.tables] },
            ns: [...before.ns, ...cells.ns],
            ew: [...before.ew, ...cells.ew],
            top: before.top,
          },
    );
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

/** What follows NS and EW in the heads of a method's results: " MP" for matchpoints, nothing for IMPs. */
const UNIT_HEADS: Readonly<Record<ResultUnit, string>> = { imps: "", matchpoints: " MP" };

/** The formats of a column of results: whole results as they are, or every one to 2 decimals. */

/** The columns of the checks, which the sheet does not head. */
const CHECK_COLUMNS = columnsOf([
  ["Check", "check"],
  ["What is checked", "label"],
]);

/** A check on `b.row`: its OK or CHECK in column A, what it checks beside it in B. */
function writeCheck(
  b: SheetBuilder,
  description: string,
  check: { readonly formula: string; readonly holds: boolean },
): void {
  b.formula(b.row, 0, check.formula, checkText(check.holds), undefined, "check");
  b.text(b.row++, 1, description, "label");
}
