import { BoardScoringOptions, ScoredBoard } from "../scoring";
import { parseCellRef } from "../grid/a1";
import { SheetBuilder } from "./builder";
import type { CheckSpec, FrequencyRefs } from "./board-layout";
import { ImpScaleRefs } from "./impscale";
import { FMT, plainFormat } from "./styles";
import { resultsCount, TravellerRefs } from "./traveller-block";

/** What a method's workings block gets: the sheet, the scored board and where its traveller is. */
export interface BoardContext {
  readonly b: SheetBuilder;
  readonly scored: ScoredBoard;
  readonly traveller: TravellerRefs;
  /** The IMP scale block (null on a matchpoints-only sheet). */
  readonly scale: ImpScaleRefs | null;
  readonly options: BoardScoringOptions;
  /** The board's frequency table, when its workings go on it (see usesFrequencyTable). */
  readonly freq?: FrequencyRefs | null;
}

/**
 * Where the lines of label and value at the head of a method's workings put their value: a label in
 * column A runs on over B to D (at least 27 characters wide, the traveller block's Table, NS, EW
 * and Contract), so labels are kept to 27 characters, and what a label needs said about its value
 * ("the tables on the traveller", "2 (N - 1)") goes after the value, in {@link NOTE_COL}.
 */
export const VALUE_COL = 4;
/**
 * The column of the words after a value (see {@link VALUE_COL}): one empty column after it, as the
 * value stands at the right of its cell. From G to K there are at least 49 characters.
 */
export const NOTE_COL = VALUE_COL + 2;

/** What a method's workings block leaves for the results, checks and session summary. */
export interface MethodBlock {
  /** Per table (as on the traveller): the cell of NS's and EW's result, null when not played. */
  readonly ns: readonly (string | null)[];
  readonly ew: readonly (string | null)[];
  /** Matchpoints: the top's cell. */
  readonly top: string | null;
  /**
   * Per table: whether NS + EW should come to 0 (IMPs) or the top (matchpoints); false for
   * split awards and on boards with split weightings, and for tables without a result.
   */
  readonly sidesAddUp: readonly boolean[];
  /** Checks on the workings themselves (totals add to 0, matchpoints add up). */
  readonly checks: readonly CheckSpec[];
}

/**
 * A list of cells as SUM() arguments, joining runs of cells one under another into ranges so the
 * formula stays short.
 *
 * @example
 * sumArgs(["G20", "G21", "G22", "G24"]); // "G20:G22,G24"
 */
export function sumArgs(refs: readonly string[]): string {
  const parsed = refs.map((ref) => {
    const cell = parseCellRef(ref);
    if (cell === null) throw new Error(`Not a cell address: ${ref}`);
    return { ...cell, ref };
  });
  const out: string[] = [];
  let i = 0;
  while (i < parsed.length) {
    let j = i;
    while (
      j + 1 < parsed.length &&
      parsed[j + 1].col === parsed[i].col &&
      parsed[j + 1].absoluteCol === parsed[i].absoluteCol &&
      parsed[j + 1].row === parsed[j].row + 1
    )
      j++;
    out.push(j === i ? parsed[i].ref : `${parsed[i].ref}:${parsed[j].ref}`);
    i = j + 1;
  }
  return out.length === 0 ? "0" : out.join(",");
}

/**
 * Writes the "Results expected (N)" line of a matchpoint or cross-IMP block in row `row` and
 * returns N's cell (in {@link VALUE_COL}, how N was chosen after it). N is shown as it was chosen:
 * by default (or "tables") a formula counting the rows of the board's traveller, so an A= or NP
 * row shows up in N; with "results" a formula taking n (cell `nRef`), so the factor N/n is 1; a
 * number given is written as that number.
 *
 * @example
 * const bigN = writeExpected(b, 5, ctx, "$E$5", 6); // "=ROWS($K$3:$K$8)" in E6 when N is the tables
 */
export function writeExpected(
  b: SheetBuilder,
  row: number,
  ctx: BoardContext,
  nRef: string,
  expected: number,
): string {
  const chosen = ctx.options.expected;
  b.text(row, 0, "Results expected (N)", "label");
  // A fouled board's group is factored to its whole board, whose rows are not all in this block.
  if (
    ctx.scored.fouled !== undefined &&
    (chosen === undefined || chosen === null || chosen === "tables" || chosen === "results")
  ) {
    const of = chosen === "results" ? "results" : "tables";
    b.text(row, NOTE_COL, `the ${of} of the whole board (fouled: every version)`, "label");
    return b.value(row, VALUE_COL, expected, FMT.whole);
  }
  if (chosen === undefined || chosen === null || chosen === "tables") {
    b.text(row, NOTE_COL, "the tables on the traveller", "label");
    return b.formula(row, VALUE_COL, `=ROWS(${ctx.traveller.scores})`, expected, FMT.whole);
  }
  if (chosen === "results") {
    b.text(row, NOTE_COL, "the results obtained, so N/n = 1", "label");
    return b.formula(row, VALUE_COL, `=${nRef}`, expected, FMT.whole);
  }
  b.text(row, NOTE_COL, "as given", "label");
  return b.value(row, VALUE_COL, expected, FMT.whole);
}

/**
 * Starts a method's workings: opens its block (see SheetBuilder.block), writes its title on
 * `b.row`, moves to the next row and returns a function that writes a label in column A of the
 * current row and, when given, the words that follow its value (in {@link NOTE_COL}); the caller
 * writes the value in {@link VALUE_COL}.
 *
 * @example
 * const label = startBlock(ctx, "Matchpoints");
 * label("Top", "2 (N - 1)"); // "Top" in column A of the row after the title, "2 (N - 1)" in G
 */
export function startBlock(ctx: BoardContext, title: string): (text: string, after?: string) => void {
  const { b } = ctx;
  b.block({ kind: "workings", board: ctx.scored.board, method: ctx.options.method, title });
  b.text(b.row++, 0, title, "section");
  return (text, after) => {
    b.text(b.row, 0, text, "label");
    if (after !== undefined) b.text(b.row, NOTE_COL, after, "label");
  };
}

/**
 * The IMP scale block, which Butler and cross-IMP workings look their IMPs up in; an error naming
 * the method when the sheet has none.
 *
 * @example
 * const scale = needScale(ctx, "Butler"); // throws "Butler workings need the IMP scale block." without one
 */
export function needScale(ctx: BoardContext, method: string): ImpScaleRefs {
  if (ctx.scale === null) throw new Error(`${method} workings need the IMP scale block.`);
  return ctx.scale;
}

/**
 * Writes the lines that follow a matchpoint or cross-IMP block's title, values in
 * {@link VALUE_COL}: the results on the board (n, counting weighted parts by their weights), the
 * results expected (N, see {@link writeExpected}) and the factor N/n under `factorLabel` (1, 1.2,
 * 1.3333: see {@link plainFormat}). Returns n's and N's cells.
 *
 * @example
 * const { nRef, bigN } = writeCounts(ctx, { n: 5, expected: 6, factor: 1.2 }, "Factor N/n");
 */
export function writeCounts(
  ctx: BoardContext,
  counts: { readonly n: number; readonly expected: number; readonly factor: number },
  factorLabel: string,
): { nRef: string; bigN: string } {
  const { b } = ctx;
  b.text(b.row, 0, "Results on the board (n)", "label");
  const nRef = b.formula(
    b.row++,
    VALUE_COL,
    `=${resultsCount(ctx.traveller)}`,
    counts.n,
    plainFormat(counts.n),
  );
  const bigN = writeExpected(b, b.row++, ctx, nRef, counts.expected);
  b.text(b.row, 0, factorLabel, "label");
  b.formula(b.row++, VALUE_COL, `=${bigN}/${nRef}`, counts.factor, plainFormat(counts.factor, 4));
  return { nRef, bigN };
}
