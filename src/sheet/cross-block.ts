import { awardImps, cappedImpTable, CrossWorkings, DIVISOR_PROSE, imp } from "../scoring";
import { rangeRef } from "../grid/a1";
import { columnsOf, writeHeader } from "./builder";
import { BoardContext, MethodBlock, needScale, startBlock, sumArgs, VALUE_COL, writeCounts } from "./block";
import { writeEachTable, writeTableCells } from "./each-table";
import { impOf, ImpScaleRefs } from "./impscale";
import { CellStyle } from "./model";
import { columnFormat, FMT, IMP_SCALE_COLOURS, NOTE, plainFormat, RESULT, SECTION } from "./styles";
import { TravellerRefs } from "./traveller-block";

/**
 * The largest board (in results) whose cross-IMPs are shown as a comparison matrix. Above it, and
 * on boards with weighted scores, each total is one formula per pair that counts, band by band,
 * the results far enough below and above the score (SUMPRODUCT over COUNTIF against the IMP
 * scale's bounds).
 */
export const MATRIX_MAX_TABLES = 16;

/**
 * The formula text (without "=") for the raw cross-IMP total of the score in cell `score`: for
 * each band's lower bound b, the results at least b below it add an IMP and those at least b
 * above it take one away, which is the sum of IMP(score - r) over every other result r. Parts of
 * weighted scores count with their weights.
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
 *
 * @example
 * const block = writeCrossBlock(context); // block.ns[1] is the cell of table 2's NS cross-IMPs
 */
export function writeCrossBlock(ctx: BoardContext): MethodBlock {
  const { b, scored, traveller: t } = ctx;
  const plus = ctx.options.awardImps ?? 3; // average plus, in IMPs (Law 12C2 unless the options say)
  const scale = needScale(ctx, "Cross-IMP");
  const w = scored.workings as CrossWorkings;
  const weights = t.partNsWeights !== null;
  const label = startBlock(ctx, "Cross-IMPs: results, factor and divisor");
  const { nRef, bigN } = writeCounts(ctx, { n: w.n, expected: w.expected, factor: w.factor }, "Factor N/n");
  label("Divisor", typeof w.divisor === "number" ? "as given" : DIVISOR_PROSE[w.divisor]);
  const divFormula = w.divisor === "comparisons" ? `=${bigN}-1` : w.divisor === "scores" ? `=${bigN}` : null;
  const divRef =
    divFormula === null
      ? b.value(b.row++, VALUE_COL, w.divisorUsed, plainFormat(w.divisorUsed))
      : b.formula(b.row++, VALUE_COL, divFormula, w.divisorUsed, FMT.whole);
  b.row++;

  const plainIdx = scored.tables.map((x, i) => (x.kind === "plain" ? i : -1)).filter((i) => i >= 0);
  const matrix = !weights && plainIdx.length >= 2 && plainIdx.length <= MATRIX_MAX_TABLES;
  const totalCells = new Map<number, string>();
  if (matrix) {
    const scores = plainIdx.map((i) => scored.tables[i].nsScore!);
    const heads = ["Table", "NS", "EW", "NS score", ...plainIdx.map((i) => `T${t.tables[i].label}`)];
    const columns = columnsOf(heads);
    /** Writes a matrix's title and header and declares it: a row for each result. */
    const head = (title: string): void => {
      b.text(b.row++, 0, title, SECTION);
      const header = writeHeader(b, columns);
      b.table({ title, header, rows: [header + 1, header + plainIdx.length], columns });
    };
    const rowStart = (i: number): number => {
      const r = b.row++;
      writeTableCells(ctx, r, i);
      return r;
    };
    head("Differences: the row's NS score minus the column's");
    const diffTop = b.row;
    const scoreCells: string[] = [];
    plainIdx.forEach((i, j) => {
      const r = rowStart(i);
      scoreCells.push(b.formula(r, 3, `=${t.tables[i].score}`, scores[j], FMT.score));
    });
    plainIdx.forEach((_, j) => {
      plainIdx.forEach((__, k) => {
        if (j !== k)
          b.formula(
            diffTop + j,
            4 + k,
            `=${scoreCells[j]}-${scoreCells[k]}`,
            scores[j] - scores[k],
            FMT.score,
          );
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
    plainIdx.forEach((i, j) => totalCells.set(i, `SUM(${rangeRef(impTop + j, 4, impTop + j, last)})`));
    b.row++;
  }

  if (!matrix) {
    b.lines(
      0,
      weights
        ? "Weighted scores: each total is counted band by band with COUNTIF and SUMIF against the IMP scale"
        : `More than ${MATRIX_MAX_TABLES} results: each total is counted band by band with COUNTIF against the IMP scale, instead of a comparison matrix`,
      NOTE,
    );
  }
  // One format per column: whole IMPs as +31, or every one to 2 decimals as +6.00 beside +7.75.
  const totalFmt = columnFormat(
    [...w.rows.map((x) => x.total), ...scored.tables.map((x) => x.nsTotal)],
    FMT.imps,
    FMT.decimal,
  );
  const factoredFmt = columnFormat(
    w.rows.map((x) => x.factored),
    FMT.imps,
    FMT.decimal,
  );
  const resultFmt = columnFormat(
    [...w.rows.map((x) => x.result), ...scored.tables.flatMap((x) => [x.nsResult, x.ewResult])],
    FMT.imps,
    FMT.decimal,
  );
  /** Writes a total (cell `total`) factored by N/n in column F and divided in G; returns G's cell. */
  const factorAndDivide = (
    r: number,
    total: string,
    factored: number,
    result: number | null,
    style?: CellStyle,
  ): string => {
    const f = b.formula(r, 5, `=${total}*${bigN}/${nRef}`, factored, factoredFmt);
    return b.formula(r, 6, `=${f}/${divRef}`, result, resultFmt, style);
  };
  const resultTotals: string[] = [];
  const { ns, ew, sidesAddUp } = writeEachTable(ctx, {
    title: "Cross-IMPs: each table",
    heads: ["Table", "NS", "EW", "NS score", "Total", "x N/n", "NS result", "EW result"],
    nsCol: 6,
    ewCol: 7,
    ewName: "EW results",
    resultFormat: resultFmt,
    plain: (r, s, score, table, i) => {
      const total = b.formula(
        r,
        4,
        `=${totalCells.get(i) ?? crossTotalFormula(s, t, scale)}`,
        table.nsTotal,
        totalFmt,
      );
      resultTotals.push(total);
      const row = w.rows.find((x) => x.score === score);
      if (!row) throw new Error(`No cross-IMP row for ${score} on board ${scored.board}.`);
      return factorAndDivide(r, total, row.factored, table.nsResult, RESULT);
    },
    awardNs: (r, e, table) => {
      const total = b.formula(r, 4, `=${awardImps(e.ns, plus)}*(${bigN}-1)`, table.nsTotal, totalFmt);
      return b.formula(r, 6, `=${total}/${divRef}`, table.nsResult, resultFmt, RESULT);
    },
    awardEw: (r, e, table) =>
      b.formula(r, 7, `=${awardImps(e.ew, plus)}*(${bigN}-1)/${divRef}`, table.ewResult, resultFmt, RESULT),
    awardNote: (e) =>
      `Award: ${awardImps(e.ns, plus)} IMPs (NS) and ${awardImps(e.ew, plus)} (EW) for each of the N - 1 comparisons, not factored`,
    awardAddsUp: (e) => awardImps(e.ns, plus) + awardImps(e.ew, plus) === 0,
    ewFormula: (nsCell) => `=-${nsCell}`,
    parts: {
      title: "Parts of weighted scores: each part's cross-IMPs",
      heads: ["Table", "NS", "EW", "NS score", "Total", "x N/n", "Result", "Weight"],
      weightCol: 7,
      format: resultFmt,
      write: (r, s, p) => {
        const wr = w.rows.find((x) => x.score === p.score)!;
        const total = b.formula(r, 4, `=${crossTotalFormula(s, t, scale)}`, wr.total, totalFmt);
        factorAndDivide(r, total, wr.factored, wr.result);
      },
      done: (row, table, first, last) =>
        void resultTotals.push(
          b.formula(
            row,
            4,
            `=SUMPRODUCT(${rangeRef(first, 7, last, 7)},${rangeRef(first, 4, last, 4)})`,
            scored.tables[table].nsTotal,
            totalFmt,
          ),
        ),
    },
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
