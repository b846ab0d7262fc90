import { ScoredBoard, workingsFrequencies } from "../scoring";
import { absoluteRef, rangeRef } from "../grid/a1";
import { FrequencyRefs, MATRIX_MAX_TABLES } from "./board-layout";
import { columnsOf, SheetBuilder, writeHeader } from "./builder";
import { FMT } from "./styles";
import { resultsCount, TravellerRefs } from "./traveller-block";

// Boards above the matrix size, and boards with weighted scores, are worked on their frequency
// table: the distinct NS scores, highest first, each with how often it was scored (a part of a
// weighted score adds its weight). Each method works once per distinct score, and each table's
// result is one lookup of its score, so the sheet's work grows with the results plus the square of
// the distinct scores (rarely above 60), not with the square of the results.

/**
 * The engine's frequency table of a scored board, highest score first: each method's workings
 * carry it (NS's weighting on a board whose weighted scores are split).
 *
 * @example
 * engineFrequencies(scored); // [{ score: 980, frequency: 3 }, { score: 480, frequency: 11 }, ...]
 */
export function engineFrequencies(scored: ScoredBoard): { score: number; frequency: number }[] {
  return workingsFrequencies(scored.workings)
    .map((x) => ({ score: x.score, frequency: x.frequency }))
    .sort((a, b) => b.score - a.score);
}

/**
 * The formula text (without "=") that looks up, in the column `column` of a table whose rows are
 * the board's distinct scores, the value on the row of the score in cell `score` (an exact match:
 * a score the table does not hold shows #N/A).
 *
 * @example
 * lookupByScore("D40", "$C$20:$C$31", refs); // "INDEX($C$20:$C$31,MATCH(D40,$A$12:$A$23,0))"
 */
export function lookupByScore(score: string, column: string, f: FrequencyRefs): string {
  return `INDEX(${column},MATCH(${score},${f.scores},0))`;
}

/**
 * Writes a board's frequency table from `b.row` on, as a block of its own after the traveller: a
 * title, a note saying why this board is worked this way, then one row per distinct NS score,
 * highest first, with its frequency. The scores are live formulas over the traveller (the
 * highest, then each the largest below the one above it), and so are the frequencies (COUNTIF of
 * the score, plus SUMIF of the NS weights of the parts of weighted scores). On a board whose
 * weighted scores give EW a different weighting the scores are NS's, written as the engine found
 * them (the parts' range also holds EW's). Leaves `b.row` after the block's empty row.
 *
 * @example
 * const f = writeFrequencyBlock(b, scored, refs); // f.scores is "$A$30:$A$52" for 23 distinct scores
 */
export function writeFrequencyBlock(b: SheetBuilder, scored: ScoredBoard, t: TravellerRefs): FrequencyRefs {
  const rows = engineFrequencies(scored);
  const weighted = t.partScores !== null && t.partNsWeights !== null;
  const plain = t.tables.filter((x) => x.row.entry.kind === "plain").length;
  const title = "The frequency table: each distinct NS score and how often it was scored";
  b.block({ kind: "frequency", board: scored.board, title });
  const titleRow = b.row;
  b.text(b.row++, 0, title, "section");
  const why = weighted
    ? "This board has weighted scores"
    : `This board has ${plain} results, more than the ${MATRIX_MAX_TABLES} a comparison matrix shows`;
  b.lines(
    0,
    `${why}: each method works once on each of its ${rows.length} distinct scores below, and each table's result is looked up by its score.${weighted ? " A part of a weighted score adds its weight to its score's frequency." : ""}`,
    "note",
  );
  const columns = columnsOf([
    ["NS score", "score"],
    ["Frequency", "frequency"],
  ]);
  const header = writeHeader(b, columns);
  const first = b.row;
  const last = first + rows.length - 1;
  const S = t.scores;
  const P = t.partScores;
  const W = t.partNsWeights;
  const scoreCells: string[] = [];
  const freqCells: string[] = [];
  const freqFmt = rows.every((x) => Number.isInteger(x.frequency)) ? FMT.whole : "0.####";
  rows.forEach((x, i) => {
    const r = b.row++;
    const prev = i === 0 ? null : rangeRef(r - 1, 0, r - 1, 0);
    let scoreFormula: string | null;
    if (t.split) scoreFormula = null;
    else if (!weighted)
      scoreFormula = prev === null ? `MAX(${S})` : `LARGE(${S},COUNTIF(${S},">="&${prev})+1)`;
    else if (prev === null) scoreFormula = `MAX(${S},${P})`;
    else {
      // The largest score below the one above, in either range; a range with none left gives the
      // smallest score of all, which never beats the other's.
      const next = (range: string): string =>
        `IFERROR(LARGE(${range},COUNTIF(${range},">="&${prev})+1),MIN(${S},${P}))`;
      scoreFormula = `MAX(${next(S)},${next(P!)})`;
    }
    const s =
      scoreFormula === null
        ? b.value(r, 0, x.score, FMT.score)
        : b.formula(r, 0, `=${scoreFormula}`, x.score, FMT.score);
    const count = weighted ? `COUNTIF(${S},${s})+SUMIF(${P},${s},${W})` : `COUNTIF(${S},${s})`;
    const f = b.formula(r, 1, `=${count}`, x.frequency, freqFmt);
    scoreCells.push(absoluteRef(s));
    freqCells.push(absoluteRef(f));
  });
  b.table({ title, titleRow, header, rows: [first, last], columns });
  if (t.split)
    b.lines(
      0,
      "NS's scores as the engine found them: a weighted score gives EW a different weighting, so the parts listed under the traveller are not all NS's",
      "note",
    );
  b.row++;
  const scores = rangeRef(first, 0, last, 0, { absolute: true });
  const freqs = rangeRef(first, 1, last, 1, { absolute: true });
  return {
    scores,
    freqs,
    scoreCells,
    freqCells,
    rows,
    check: {
      description: "The frequency table counts every result: its frequencies add up to n",
      formula: `=IF(IFERROR(ROUND(SUM(${freqs})-(${resultsCount(t)}),6)=0,FALSE),"OK","CHECK")`,
      holds: true,
    },
  };
}
