/**
 * The cross-IMP workings of a board on the results sheet: n, N, the factor and the divisor, the
 * comparison matrices of a small board (or the matrix of its distinct scores on the frequency
 * table, in strips), then each table's total, factored and divided.
 */
import {
  awardImps,
  DEFAULT_REGULATION_OPTIONS,
  cappedImpTable,
  CrossWorkings,
  DIVISOR_PROSE,
  imp,
} from "../scoring";
import { rangeRef } from "../grid/a1";
import { columnsOf, type Head, writeHeader } from "./builder";
import { BoardContext, MethodBlock, needScale, startBlock, sumArgs, VALUE_COL, writeCounts } from "./block";
import { TABLE_HEADS, writeEachTable, writeTableCells } from "./each-table";
import { FrequencyRefs, MATRIX_MAX_TABLES } from "./board-layout";
import { lookupByScore } from "./frequency-block";
import { impOf, ImpScaleRefs } from "./impscale";
import { CellRole, SheetColumn } from "./model";
import { columnFormat, FMT, IMP_SCALE_COLOURS, plainFormat } from "./styles";
import { TravellerRefs } from "./traveller-block";

/**
 * The formula text (without "=") for the raw cross-IMP total of the score in cell `score`: for
 * each band's lower bound b, the results at least b below it add an IMP and those at least b
 * above it take one away, which is the sum of IMP(score - r) over every other result r. Parts of
 * weighted scores count with their weights. Used only where a board has neither a comparison
 * matrix nor a frequency table: fewer than two plain results and no weighted score.
 *
 * @example
 * crossTotalFormula("D30", refs, scale); // "SUMPRODUCT(COUNTIF($K$12:$K$16,\"<=\"&(D30-$M$8:$M$31))-COUNTIF($K$12:$K$16,\">=\"&(D30+$M$8:$M$31)))"
 */
export function crossTotalFormula(score: string, t: TravellerRefs, scale: ImpScaleRefs): string {
  const plain = `SUMPRODUCT(COUNTIF(${t.scores},"<="&(${score}-${scale.bands}))-COUNTIF(${t.scores},">="&(${score}+${scale.bands})))`;
  const w = t.partNsWeights;
  if (t.partScores === null || w === null) return plain;
  const cs = t.partScores;
  return `${plain}+SUMPRODUCT(SUMIF(${cs},"<="&(${score}-${scale.bands}),${w})-SUMIF(${cs},">="&(${score}+${scale.bands}),${w}))`;
}

/**
 * Writes the cross-IMP workings of a board from `b.row` on: n, N, the factor N/n and the divisor;
 * on boards of up to {@link MATRIX_MAX_TABLES} results (without weighted scores) the matrix of
 * differences between every two results and the matrix of their IMPs (with a colour scale); then
 * each table's total (the sum of its row of the matrix, or a per-pair COUNTIF formula), the total
 * factored by N/n, the result after dividing, and EW's result. Awards total their IMPs times N - 1.
 * On a board worked on its frequency table (`ctx.freq`: above the matrix size, or with weighted
 * scores), each distinct score's total is worked once on that table and each table looks its
 * total up by its score.
 *
 * @example
 * const block = writeCrossBlock(context); // block.ns[1] is the cell of table 2's NS cross-IMPs
 */
export function writeCrossBlock(ctx: BoardContext): MethodBlock {
  const { b, scored, traveller: t } = ctx;
  const scale = needScale(ctx, "Cross-IMP");
  const w = scored.workings as CrossWorkings;
  const weights = t.partNsWeights !== null;
  const counts = writeCrossCounts(ctx, w);
  const plainIdx = scored.tables.map((x, i) => (x.kind === "plain" ? i : -1)).filter((i) => i >= 0);
  const freq = ctx.freq ?? null;
  const matrix = freq === null && !weights && plainIdx.length >= 2 && plainIdx.length <= MATRIX_MAX_TABLES;
  const totalCells = matrix ? writeCrossMatrix(ctx, plainIdx, scale) : new Map<number, string>();

  // On the frequency table: each distinct score's total once; a table looks its total up.
  const freqTotals = freq === null ? null : writeCrossOnFrequency(ctx, freq, scale, w, counts);
  /** The formula text of the raw total of the score in cell `s` when it is not in the matrix. */
  const totalOf = (s: string): string =>
    freqTotals === null ? crossTotalFormula(s, t, scale) : lookupByScore(s, freqTotals, freq!);
  if (!matrix && freq === null) {
    b.lines(
      0,
      weights
        ? "Weighted scores: each total is counted band by band with COUNTIF and SUMIF against the IMP scale"
        : `More than ${MATRIX_MAX_TABLES} results: each total is counted band by band with COUNTIF against the IMP scale, instead of a comparison matrix`,
      "note",
    );
  }
  const resultTotals: string[] = [];
  const { ns, ew, sidesAddUp } = writeCrossTables(ctx, {
    w,
    counts,
    formats: crossFormats(ctx, w),
    totalCells,
    totalOf,
    resultTotals,
  });
  b.row++;
  const check = scored.checks.find((c) => c.id === "resultsAddUp");
  return {
    ns,
    ew,
    top: null,
    sidesAddUp,
    checks: [
      {
        description: "The cross-IMP totals of the results add to 0",
        formula: `=IF(ROUND(SUM(${sumArgs(resultTotals)}),6)=0,"OK","CHECK")`,
        holds: check?.holds !== false,
      },
    ],
  };
}

/** The head of the workings: n, N, the factor N/n and the divisor; the cells of n, N and the divisor. */
function writeCrossCounts(ctx: BoardContext, w: CrossWorkings): CrossCounts {
  const { b } = ctx;
  const label = startBlock(ctx, "Cross-IMPs: results, factor and divisor");
  const { nRef, bigN } = writeCounts(ctx, { n: w.n, expected: w.expected, factor: w.factor }, "Factor N/n");
  label("Divisor", typeof w.divisor === "number" ? "as given" : DIVISOR_PROSE[w.divisor]);
  const divFormula = w.divisor === "comparisons" ? `=${bigN}-1` : w.divisor === "scores" ? `=${bigN}` : null;
  const divRef =
    divFormula === null
      ? b.value(b.row++, VALUE_COL, w.divisorUsed, plainFormat(w.divisorUsed))
      : b.formula(b.row++, VALUE_COL, divFormula, w.divisorUsed, FMT.whole);
  b.row++;
  return { nRef, bigN, divRef };
}

/**
 * The comparison matrices of a board's plain results (`plainIdx`, by table): the differences
 * between every two NS scores, then the IMPs of each difference (with a colour scale); returns
 * each plain table's total as the formula text summing its row of IMPs.
 */
function writeCrossMatrix(
  ctx: BoardContext,
  plainIdx: readonly number[],
  scale: ImpScaleRefs,
): Map<number, string> {
  const { b, scored, traveller: t } = ctx;
  const scores = plainIdx.map((i) => scored.tables[i].nsScore!);
  const columns = columnsOf([
    ...TABLE_HEADS,
    ...plainIdx.map((i): Head => [`T${t.tables[i].label}`, "working"]),
  ]);
  /** Writes a matrix's title and header and declares it: a row for each result. */
  const head = (title: string): void => {
    const titleRow = b.row;
    b.text(b.row++, 0, title, "section");
    const header = writeHeader(b, columns);
    b.table({ title, titleRow, header, rows: [header + 1, header + plainIdx.length], columns });
  };
  const rowStart = (i: number): number => {
    const r = b.row++;
    writeTableCells(ctx, r, i);
    return r;
  };
  head("Differences: the row's NS score minus the column's");
  const diffTop = b.row;
  const scoreCells = plainIdx.map((i, j) =>
    b.formula(rowStart(i), 3, `=${t.tables[i].score}`, scores[j], FMT.score),
  );
  plainIdx.forEach((_, j) => {
    plainIdx.forEach((__, k) => {
      if (j !== k)
        b.formula(diffTop + j, 4 + k, `=${scoreCells[j]}-${scoreCells[k]}`, scores[j] - scores[k], FMT.score);
    });
  });
  b.row++;
  head(
    `IMPs for each difference (${typeof scale.table === "object" ? scale.table.title : `${scale.table} scale`}${scale.cap ? `, capped at ${scale.cap}` : ""})`,
  );
  const impTop = b.row;
  plainIdx.forEach((i, j) => {
    const r = rowStart(i);
    b.formula(r, 3, `=${scoreCells[j]}`, scores[j], FMT.score);
    plainIdx.forEach((__, k) => {
      if (j === k) return;
      const diff = rangeRef(diffTop + j, 4 + k, diffTop + j, 4 + k);
      b.formula(
        r,
        4 + k,
        `=${impOf(diff, scale)}`,
        imp(scores[j] - scores[k], cappedImpTable(scale.table, scale.cap)),
        FMT.imps,
      );
    });
  });
  const last = 4 + plainIdx.length - 1;
  b.colourScale({
    range: rangeRef(impTop, 4, impTop + plainIdx.length - 1, last),
    ...IMP_SCALE_COLOURS,
    midValue: 0,
  });
  const totalCells = new Map<number, string>();
  plainIdx.forEach((i, j) => totalCells.set(i, `SUM(${rangeRef(impTop + j, 4, impTop + j, last)})`));
  b.row++;
  return totalCells;
}

/** The formats of the totals, the factored totals and the results: one per column. */
interface CrossFormats {
  readonly total: string;
  readonly factored: string;
  readonly result: string;
}

/** One format per column: whole IMPs as +31, or every one to 2 decimals as +6.00 beside +7.75. */
function crossFormats({ scored }: BoardContext, w: CrossWorkings): CrossFormats {
  return {
    total: columnFormat(
      [...w.rows.map((x) => x.total), ...scored.tables.map((x) => x.nsTotal)],
      FMT.imps,
      FMT.decimal,
    ),
    factored: columnFormat(
      w.rows.map((x) => x.factored),
      FMT.imps,
      FMT.decimal,
    ),
    result: columnFormat(
      [...w.rows.map((x) => x.result), ...scored.tables.flatMap((x) => [x.nsResult, x.ewResult])],
      FMT.imps,
      FMT.decimal,
    ),
  };
}

/** What the table of each table's cross-IMPs is written with. */
interface CrossTables {
  readonly w: CrossWorkings;
  readonly counts: CrossCounts;
  readonly formats: CrossFormats;
  /** A plain table's total on the comparison matrix, by table (none without the matrix). */
  readonly totalCells: ReadonlyMap<number, string>;
  /** The formula text of the total of the score in a cell, off the matrix. */
  readonly totalOf: (score: string) => string;
  /** Filled in: each table's total cell, for the check that they add to 0. */
  readonly resultTotals: string[];
}

/**
 * Each table's cross-IMPs: its total, factored by N/n and divided, NS's and EW's result; an
 * award's IMPs times N - 1, not factored; the parts of a weighted score each worked so, their
 * total weighted.
 */
function writeCrossTables(ctx: BoardContext, x: CrossTables): ReturnType<typeof writeEachTable> {
  const { b, scored } = ctx;
  const plus = ctx.options.awardImps ?? DEFAULT_REGULATION_OPTIONS.awardImps; // average plus, in IMPs (Law 12C2 unless the options say)
  const { w, formats, totalOf, resultTotals } = x;
  const { nRef, bigN, divRef } = x.counts;
  /** Writes a total (cell `total`) factored by N/n in column F and divided in G; returns G's cell. */
  const factorAndDivide = (
    r: number,
    total: string,
    factored: number,
    result: number | null,
    role?: CellRole,
  ): string => {
    const f = b.formula(r, 5, `=${total}*${bigN}/${nRef}`, factored, formats.factored);
    return b.formula(r, 6, `=${f}/${divRef}`, result, formats.result, role);
  };
  return writeEachTable(ctx, {
    title: "Cross-IMPs: each table",
    heads: [...TABLE_HEADS, TOTAL, FACTORED, ["NS result", "result"], ["EW result", "result"]],
    nsCol: 6,
    ewCol: 7,
    ewName: "EW results",
    resultFormat: formats.result,
    plain: (r, s, score, table, i) => {
      const total = b.formula(r, 4, `=${x.totalCells.get(i) ?? totalOf(s)}`, table.nsTotal, formats.total);
      resultTotals.push(total);
      const row = w.rows.find((y) => y.score === score);
      if (!row) throw new Error(`No cross-IMP row for ${score} on board ${scored.board}.`);
      return factorAndDivide(r, total, row.factored, table.nsResult, "result");
    },
    awardNs: (r, e, table) => {
      const total = b.formula(r, 4, `=${awardImps(e.ns, plus)}*(${bigN}-1)`, table.nsTotal, formats.total);
      return b.formula(r, 6, `=${total}/${divRef}`, table.nsResult, formats.result, "result");
    },
    awardEw: (r, e, table) =>
      b.formula(
        r,
        7,
        `=${awardImps(e.ew, plus)}*(${bigN}-1)/${divRef}`,
        table.ewResult,
        formats.result,
        "result",
      ),
    awardNote: (e) =>
      `Award: ${awardImps(e.ns, plus)} IMPs (NS) and ${awardImps(e.ew, plus)} (EW) for each of the N - 1 comparisons, not factored`,
    awardAddsUp: (e) => awardImps(e.ns, plus) + awardImps(e.ew, plus) === 0,
    ewFormula: (nsCell) => `=-${nsCell}`,
    parts: {
      title: "Parts of weighted scores: each part's cross-IMPs",
      heads: [...TABLE_HEADS, TOTAL, FACTORED, ["Result", "result"], ["Weight", "weight"]],
      weightCol: 7,
      format: formats.result,
      write: (r, s, p) => {
        const wr = w.rows.find((y) => y.score === p.score)!;
        const total = b.formula(r, 4, `=${totalOf(s)}`, wr.total, formats.total);
        factorAndDivide(r, total, wr.factored, wr.result);
      },
      done: (row, table, first, last) =>
        void resultTotals.push(
          b.formula(
            row,
            4,
            `=SUMPRODUCT(${rangeRef(first, 7, last, 7)},${rangeRef(first, 4, last, 4)})`,
            scored.tables[table].nsTotal,
            formats.total,
          ),
        ),
    },
  });
}

/** The columns of a cross-IMP total and of the total factored by N/n. */
const TOTAL: Head = ["Total", "working"];
const FACTORED: Head = ["x N/n", "working"];

/**
 * The most columns of IMPs the cross-IMP matrix of a frequency table puts side by side: a board
 * with more distinct scores continues its matrix in strips of this many columns, one under
 * another, so the sheet stays about as wide as its traveller and the IMP scale beside it.
 */
export const FREQUENCY_MATRIX_COLUMNS = 10;

/** The cells of n, N and the divisor, at the head of the workings. */
interface CrossCounts {
  readonly nRef: string;
  readonly bigN: string;
  readonly divRef: string;
}

/** The cross-IMP matrix of a frequency table as its strips are written. */
interface FrequencyMatrix {
  readonly ctx: BoardContext;
  readonly f: FrequencyRefs;
  readonly scale: ImpScaleRefs;
  /** The format of the frequencies: whole, or with the decimals of a weighted score's parts. */
  readonly freqFmt: string;
}

/** One strip of the matrix: its columns (indexes of distinct scores), its first heads and title. */
interface Strip {
  readonly cols: readonly number[];
  readonly heads: readonly Head[];
  readonly title: string;
  readonly titleRow: number;
}

/** The matrix's first column, after score, frequency, total, x N/n and result. */
const STRIP_FIRST = 5;

/**
 * Writes the cross-IMPs of a board on its frequency table from `b.row` on: one row per distinct
 * score (highest first) with its frequency, its total (the SUMPRODUCT of the frequencies with the
 * IMPs of its row), the total factored by N/n and the result after dividing, then the IMPs of its
 * difference from every other distinct score (looked up on the sheet's IMP scale), under a row
 * of each column's frequency. The IMPs stand in strips of at most
 * {@link FREQUENCY_MATRIX_COLUMNS} columns, the first beside the totals, the others under it.
 * Returns the range of the totals, which each table looks its score up in.
 *
 * @example
 * const totals = writeCrossOnFrequency(ctx, freq, scale, workings, cells); // "$C$40:$C$62"
 */
function writeCrossOnFrequency(
  ctx: BoardContext,
  f: FrequencyRefs,
  scale: ImpScaleRefs,
  w: CrossWorkings,
  cells: CrossCounts,
): string {
  const { b } = ctx;
  const d = f.rows.length;
  const freqFmt = f.rows.every((x) => Number.isInteger(x.frequency)) ? FMT.whole : "0.####";
  const matrix: FrequencyMatrix = { ctx, f, scale, freqFmt };
  const strips: number[][] = [];
  for (let j = 0; j < d; j += FREQUENCY_MATRIX_COLUMNS)
    strips.push(f.rows.slice(j, j + FREQUENCY_MATRIX_COLUMNS).map((_, i) => j + i));

  const title = `Cross-IMPs on the frequency table: the IMPs of the row's score against each column's (${scale.table} scale)`;
  const titleRow = b.row;
  b.text(b.row++, 0, title, "section");
  b.lines(
    0,
    strips.length === 1
      ? "Each total is the SUMPRODUCT of the frequencies over the columns with the IMPs of its row; then factored by N/n and divided"
      : `Each total is the SUMPRODUCT of the frequencies over the columns with the IMPs of its row, here and in the ${strips.length - 1} strip${strips.length > 2 ? "s" : ""} of columns under this table; then factored by N/n and divided`,
    "note",
  );
  const score: Head = ["NS score", "score"];
  const heads: Head[] = [score, ["Frequency", "frequency"], TOTAL, FACTORED, ["Result", "working"]];
  const firstStrip = writeStrip(matrix, { cols: strips[0], heads, title, titleRow }, null);
  const top = firstStrip.top;
  const products = [firstStrip.product];
  strips.slice(1).forEach((cols) => {
    b.row++;
    const stripTitle = `Cross-IMPs on the frequency table, continued: against ${scoreLabel(f, cols[0])} to ${scoreLabel(f, cols[cols.length - 1])}`;
    const stripTitleRow = b.row;
    b.text(b.row++, 0, stripTitle, "section");
    products.push(
      writeStrip(matrix, { cols, heads: [score], title: stripTitle, titleRow: stripTitleRow }, top).product,
    );
  });
  writeFrequencyTotals(matrix, w, cells, { top, products });
  b.row++;
  return rangeRef(top, 2, top + d - 1, 2, { absolute: true });
}

/** A distinct score as a column of the matrix is headed: "+420", "-50". */
function scoreLabel(f: FrequencyRefs, j: number): string {
  const x = f.rows[j].score;
  return x > 0 ? `+${x}` : String(x);
}

/**
 * Writes a strip's row of frequencies, its header (after its heads) and its IMPs, a row for each
 * distinct score (the row's score in column A, in each strip: the first strip's own, `top` null,
 * refers to the frequency table; later strips refer to the first's, from `top` on). Returns the
 * strip's first row and its products for the totals, as SUMPRODUCT arguments per row: the
 * frequencies' range, and row k's IMPs.
 */
function writeStrip(
  m: FrequencyMatrix,
  strip: Strip,
  top: number | null,
): { top: number; product: (k: number) => string } {
  const { ctx, f, scale } = m;
  const { b } = ctx;
  const first = STRIP_FIRST;
  const { cols } = strip;
  const freqRow = b.row++;
  b.text(freqRow, 0, "Frequency of the column's score", "label");
  cols.forEach((j, i) => b.formula(freqRow, first + i, `=${f.freqCells[j]}`, f.rows[j].frequency, m.freqFmt));
  const last = first + cols.length - 1;
  const freqRange = rangeRef(freqRow, first, freqRow, last, { absolute: true });
  const columns: SheetColumn[] = [
    ...columnsOf(strip.heads),
    ...cols.map((j, i) => ({ col: first + i, label: scoreLabel(f, j), role: "working" as const })),
  ];
  const header = writeHeader(b, columns);
  const stripTop = b.row;
  const scoresTop = top ?? stripTop;
  f.rows.forEach((x, k) => {
    const r = b.row++;
    const s =
      top === null
        ? b.formula(r, 0, `=${f.scoreCells[k]}`, x.score, FMT.score)
        : b.formula(r, 0, `=${rangeRef(top + k, 0, top + k, 0)}`, x.score, FMT.score);
    cols.forEach((j, i) => {
      if (j === k) return;
      const other = rangeRef(scoresTop + j, 0, scoresTop + j, 0, { absolute: true });
      b.formula(
        r,
        first + i,
        `=${impOf(`(${s}-${other})`, scale)}`,
        imp(x.score - f.rows[j].score, cappedImpTable(scale.table, scale.cap)),
        FMT.imps,
      );
    });
  });
  b.table({ title: strip.title, titleRow: strip.titleRow, header, rows: [stripTop, b.row - 1], columns });
  if (f.rows.length > 1)
    b.colourScale({
      range: rangeRef(stripTop, first, stripTop + f.rows.length - 1, last),
      ...IMP_SCALE_COLOURS,
      midValue: 0,
    });
  return {
    top: stripTop,
    product: (k) => `${freqRange},${rangeRef(stripTop + k, first, stripTop + k, last)}`,
  };
}

/**
 * Each distinct score's frequency, total (the sum of its products over every strip), factored
 * total and result, beside the first strip (from row `top`).
 */
function writeFrequencyTotals(
  m: FrequencyMatrix,
  w: CrossWorkings,
  cells: CrossCounts,
  strips: { readonly top: number; readonly products: readonly ((k: number) => string)[] },
): void {
  const { ctx, f } = m;
  const { b } = ctx;
  const rowOf = (score: number) => {
    const x = w.rows.find((y) => y.score === score);
    if (!x) throw new Error(`No cross-IMP row for ${score} on board ${ctx.scored.board}.`);
    return x;
  };
  const rows = f.rows.map((x) => rowOf(x.score));
  const fmt = (xs: number[]) => columnFormat(xs, FMT.imps, FMT.decimal);
  const totalFmt = fmt(rows.map((x) => x.total));
  const factoredFmt = fmt(rows.map((x) => x.factored));
  const resultFmt = fmt(rows.map((x) => x.result));
  f.rows.forEach((x, k) => {
    const r = strips.top + k;
    b.formula(r, 1, `=${f.freqCells[k]}`, x.frequency, m.freqFmt);
    const row = rows[k];
    const sum = strips.products.map((p) => `SUMPRODUCT(${p(k)})`).join("+");
    const total = b.formula(r, 2, `=${sum}`, row.total, totalFmt);
    const factored = b.formula(r, 3, `=${total}*${cells.bigN}/${cells.nRef}`, row.factored, factoredFmt);
    b.formula(r, 4, `=${factored}/${cells.divRef}`, row.result, resultFmt);
  });
}
