import { awardImps, ButlerWorkings, RoundingMode, ROUNDING_PROSE, signed, TRIM_RULE_PROSE } from "../scoring";
import { BoardContext, MethodBlock, needScale, NOTE_COL, startBlock, VALUE_COL } from "./block";
import { writeEachTable } from "./each-table";
import { impOf } from "./impscale";
import { columnFormat, FMT, NOTE, plainFormat, RESULT } from "./styles";
import { resultsCount } from "./traveller-block";

/**
 * The formula text (without "=") that rounds `x` (a cell) to a multiple of `step` the named way,
 * with functions every spreadsheet has: ROUND (half away from zero), the half-even variant built
 * from ROUNDDOWN (a value exactly half-way goes to the even multiple), and half up the same way
 * (a half goes up by 1/2; INT is avoided, as not every spreadsheet floors negative numbers with it).
 *
 * @example
 * roundFormula("D20", 10, "halfAwayFromZero"); // "ROUND(D20,-1)"
 * roundFormula("D20", 10, "halfEven"); // "IF(ABS(D20/10-ROUNDDOWN(D20/10,0))=0.5,2*ROUND(D20/10/2,0),ROUND(D20/10,0))*10"
 */
export function roundFormula(x: string, step: number, rounding: RoundingMode): string {
  if (rounding === "none" || step === 0) return x;
  if (rounding === "halfAwayFromZero")
    return step === 10 ? `ROUND(${x},-1)` : `ROUND(${x}/${step},0)*${step}`;
  const q = `${x}/${step}`;
  if (rounding === "halfUp") return `IF(ABS(${q}-ROUNDDOWN(${q},0))=0.5,${q}+0.5,ROUND(${q},0))*${step}`;
  return `IF(ABS(${q}-ROUNDDOWN(${q},0))=0.5,2*ROUND(${q}/2,0),ROUND(${q},0))*${step}`;
}

/**
 * Writes the Butler workings of a board from `b.row` on: the datum step by step (results counted,
 * what trimming drops with LARGE and SMALL, sum, count, mean or MEDIAN, the rounding), then each
 * table's difference from the datum and its IMPs looked up in the sheet's IMP scale. Awards are
 * written as their IMP values with a note; a weighted table's IMPs are the SUMPRODUCT of its
 * parts' weights and IMPs.
 *
 * @example
 * const block = writeButlerBlock(context); // block.ns[0] is the cell of table 1's NS IMPs
 */
export function writeButlerBlock(ctx: BoardContext): MethodBlock {
  const { b, scored, traveller: t } = ctx;
  const plus = ctx.options.awardImps ?? 3; // average plus, in IMPs (Law 12C2 unless the options say)
  const scale = needScale(ctx, "Butler");
  const w = scored.workings as ButlerWorkings;
  const weights = t.partNsWeights !== null;
  const label = startBlock(ctx, "Butler: the datum");

  // The engine's count of results: a weighted table's parts add up to one result.
  const n = scored.results;
  label("Results on the board (n)");
  const nRef = b.formula(b.row++, VALUE_COL, `=${resultsCount(t)}`, n, FMT.whole);

  const k = w.trimmedPerEnd;
  const exactByFormula = !weights || (k === 0 && w.datumMethod === "mean");
  let sumRef: string;
  let countRef: string;
  let dropped: string[] = [];
  if (k > 0) {
    label("Dropped from each end (k)");
    const kRef = b.value(b.row, VALUE_COL, k, FMT.whole);
    const trim = ctx.options.trim;
    if (typeof trim === "string") {
      b.text(b.row, NOTE_COL, `${TRIM_RULE_PROSE[trim]}, of ${n} results`, NOTE);
    } else if (trim !== undefined && !Number.isInteger(trim)) {
      b.text(b.row, NOTE_COL, `${trim} of the ${n} results, rounded`, NOTE);
    }
    b.row++;
    if (!weights) {
      const top = w.dropped
        .filter((d) => d.end === "top")
        .flatMap((d) => Array(d.frequency).fill(d.score) as number[]);
      const bottom = w.dropped
        .filter((d) => d.end === "bottom")
        .flatMap((d) => Array(d.frequency).fill(d.score) as number[]);
      label("Dropped from the top");
      for (let i = 0; i < k; i++) {
        dropped.push(b.formula(b.row, VALUE_COL + i, `=LARGE(${t.scores},${i + 1})`, top[i], FMT.score));
      }
      b.row++;
      label("Dropped from the bottom");
      for (let i = 0; i < k; i++) {
        dropped.push(b.formula(b.row, VALUE_COL + i, `=SMALL(${t.scores},${i + 1})`, bottom[i], FMT.score));
      }
      b.row++;
    }
    if (exactByFormula) {
      label("Sum of the rest");
      sumRef = b.formula(b.row++, VALUE_COL, `=SUM(${t.scores})-SUM(${dropped.join(",")})`, w.sum, FMT.score);
      label("Results left");
      countRef = b.formula(b.row++, VALUE_COL, `=${nRef}-2*${kRef}`, w.count, FMT.whole);
    } else {
      dropped = [];
      label("Sum of the rest");
      sumRef = b.value(b.row, VALUE_COL, w.sum, sumFormat(w.sum));
      b.text(b.row++, NOTE_COL, "engine's value: no formula trims weighted parts", NOTE);
      label("Results left");
      countRef = b.value(b.row++, VALUE_COL, w.count, plainFormat(w.count));
    }
  } else {
    label("Sum of the scores");
    const sum = weights
      ? `=SUM(${t.scores})+SUMPRODUCT(${t.partScores},${t.partNsWeights})`
      : `=SUM(${t.scores})`;
    sumRef = b.formula(b.row++, VALUE_COL, sum, w.sum, sumFormat(w.sum));
    countRef = nRef;
  }
  label("Mean");
  const meanRef = b.formula(b.row++, VALUE_COL, `=${sumRef}/${countRef}`, w.mean, "0.00");
  let unrounded = meanRef;
  if (w.datumMethod === "median") {
    label("Median");
    if (!weights) unrounded = b.formula(b.row++, VALUE_COL, `=MEDIAN(${t.scores})`, w.median, "0.0");
    else {
      unrounded = b.value(b.row, VALUE_COL, w.median, "0.0");
      b.text(b.row++, NOTE_COL, "engine's value: no formula for a weighted median", NOTE);
    }
  }
  label(
    "Datum",
    w.roundTo === 0 || w.rounding === "none"
      ? "not rounded"
      : `rounded to ${w.roundTo}, ${ROUNDING_PROSE[w.rounding]}${w.rounding === "halfAwayFromZero" ? ", as ROUND" : ""}`,
  );
  const datumRef = b.formula(
    b.row++,
    VALUE_COL,
    `=${roundFormula(unrounded, w.roundTo, w.rounding)}`,
    w.datum,
    Number.isInteger(w.datum) ? FMT.score : "0.00",
    RESULT,
  );
  b.row++;

  // Each table against the datum, then the parts of weighted scores and their weighted sums.
  // One format per column: whole numbers as +13, or every one to 2 decimals beside a +2.40.
  const diffFmt = columnFormat(
    w.differences.map((x) => x.difference),
    FMT.score,
    FMT.decimal,
  );
  const resultFmt = columnFormat(
    scored.tables.flatMap((x) => [x.nsResult, x.ewResult]),
    FMT.imps,
    FMT.decimal,
  );
  /**
   * Writes the difference of the score in cell `s` from the datum and its IMPs: a table's NS
   * result (`nsResult`, in bold) when given, else a part's IMPs. Returns the IMPs' cell.
   */
  const againstDatum = (r: number, s: string, score: number, nsResult?: number | null): string => {
    const d = w.differences.find((x) => x.score === score);
    if (!d) throw new Error(`No Butler difference for ${score} on board ${scored.board}.`);
    const diff = b.formula(r, 4, `=${s}-${datumRef}`, d.difference, diffFmt);
    const imps = `=${impOf(diff, scale)}`;
    return nsResult === undefined
      ? b.formula(r, 5, imps, d.imps, FMT.imps)
      : b.formula(r, 5, imps, nsResult, resultFmt, RESULT);
  };
  const { ns, ew, sidesAddUp } = writeEachTable(ctx, {
    title: "Butler: each score against the datum",
    heads: ["Table", "NS", "EW", "NS score", "Difference", "NS IMPs", "EW IMPs"],
    nsCol: 5,
    ewCol: 6,
    ewName: "EW IMPs",
    resultFormat: resultFmt,
    plain: (r, s, score, table) => againstDatum(r, s, score, table.nsResult),
    awardNs: (r, e) => b.value(r, 5, awardImps(e.ns, plus), resultFmt, RESULT),
    awardEw: (r, e) => b.value(r, 6, awardImps(e.ew, plus), resultFmt, RESULT),
    awardNote: (e, table) =>
      `Award: ${table.award!.ns} ${signed(awardImps(e.ns, plus))} IMPs to NS, ${table.award!.ew} ${signed(awardImps(e.ew, plus))} to EW`,
    awardAddsUp: (e) => awardImps(e.ns, plus) + awardImps(e.ew, plus) === 0,
    ewFormula: (nsCell) => `=-${nsCell}`,
    parts: {
      title: "Parts of weighted scores against the datum",
      heads: ["Table", "NS", "EW", "NS score", "Difference", "NS IMPs", "Weight"],
      weightCol: 6,
      format: resultFmt,
      write: (r, s, p) => void againstDatum(r, s, p.score),
    },
  });
  b.row++;
  return { ns, ew, top: null, sidesAddUp, checks: [] };
}

/** A sum of scores: signed as scores are when whole, else to up to 2 decimals (weighted parts). */
function sumFormat(x: number): string {
  return Number.isInteger(x) ? FMT.score : "0.##";
}
