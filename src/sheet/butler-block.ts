/**
 * The Butler workings of a board on the results sheet: the datum step by step (trimmed, mean or
 * median, rounded), then each table's difference from the datum and its IMPs, on the traveller or
 * once per distinct score on the board's frequency table.
 */
import {
  awardImps,
  DEFAULT_REGULATION_OPTIONS,
  ButlerWorkings,
  RoundingMode,
  ROUNDING_PROSE,
  signed,
  TRIM_RULE_PROSE,
} from "../scoring";
import { BoardContext, MethodBlock, needScale, NOTE_COL, startBlock, VALUE_COL } from "./block";
import { rangeRef } from "../grid/a1";
import { columnsOf, type Head, writeHeader } from "./builder";
import { TABLE_HEADS, writeEachTable } from "./each-table";
import { FrequencyRefs } from "./board-layout";
import { lookupByScore } from "./frequency-block";
import { impOf, type ImpScaleRefs } from "./impscale";
import { columnFormat, FMT, plainFormat } from "./styles";
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
 * parts' weights and IMPs. On a board worked on its frequency table (`ctx.freq`), the trim, the
 * sum and the differences are taken over that table, once per distinct score, and each table
 * looks its IMPs up by its score.
 *
 * @example
 * const block = writeButlerBlock(context); // block.ns[0] is the cell of table 1's NS IMPs
 */
export function writeButlerBlock(ctx: BoardContext): MethodBlock {
  const scale = needScale(ctx, "Butler");
  const w = ctx.scored.workings as ButlerWorkings;
  const datumRef = writeDatum(ctx, w);
  const { ns, ew, sidesAddUp } = writeAgainstDatum(ctx, w, datumRef, scale);
  ctx.b.row++;
  return { ns, ew, top: null, sidesAddUp, checks: [] };
}

/** A label writer of the workings' head (see startBlock). */
type Label = ReturnType<typeof startBlock>;

/**
 * The datum step by step from `b.row` on: the results counted, the sum and count of the results
 * kept (see {@link writeSumAndCount}), the mean or the median, and the datum rounded; returns the
 * datum's cell.
 */
function writeDatum(ctx: BoardContext, w: ButlerWorkings): string {
  const { b, scored, traveller: t } = ctx;
  const weights = t.partNsWeights !== null;
  const label = startBlock(ctx, "Butler: the datum");

  // The engine's count of results: a weighted table's parts add up to one result.
  label("Results on the board (n)");
  const nRef = b.formula(b.row++, VALUE_COL, `=${resultsCount(t)}`, scored.results, FMT.whole);
  const { sumRef, countRef } = writeSumAndCount(ctx, w, label, nRef);
  label("Mean");
  const meanRef = b.formula(b.row++, VALUE_COL, `=${sumRef}/${countRef}`, w.mean, "0.00");
  let unrounded = meanRef;
  if (w.datumMethod === "median") {
    label("Median");
    if (!weights) unrounded = b.formula(b.row++, VALUE_COL, `=MEDIAN(${t.scores})`, w.median, "0.0");
    else {
      unrounded = b.value(b.row, VALUE_COL, w.median, "0.0");
      b.text(b.row++, NOTE_COL, "engine's value: no formula for a weighted median", "note");
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
    "datum",
  );
  b.row++;
  return datumRef;
}

/** The cells of the sum of the scores the datum is taken over and of how many they are. */
interface SumAndCount {
  readonly sumRef: string;
  readonly countRef: string;
}

/**
 * The sum of the scores and their count: of every score, or when the datum trims, of those left
 * once k are dropped from each end (see {@link writeTrimmed}).
 */
function writeSumAndCount(ctx: BoardContext, w: ButlerWorkings, label: Label, nRef: string): SumAndCount {
  const { b, traveller: t } = ctx;
  if (w.trimmedPerEnd > 0) return writeTrimmed(ctx, w, label, nRef);
  const freq = ctx.freq ?? null;
  label("Sum of the scores", freq === null ? undefined : "score x frequency, over the frequency table");
  const sum =
    freq !== null
      ? `=SUMPRODUCT(${freq.scores},${freq.freqs})`
      : t.partNsWeights !== null
        ? `=SUM(${t.scores})+SUMPRODUCT(${t.partScores},${t.partNsWeights})`
        : `=SUM(${t.scores})`;
  return { sumRef: b.formula(b.row++, VALUE_COL, sum, w.sum, sumFormat(w.sum)), countRef: nRef };
}

/**
 * A trimmed datum's k and what is left: on the traveller, the scores dropped (LARGE and SMALL) and
 * the sum and count of the rest; on the frequency table, the frequencies kept and their sums; with
 * weighted parts and no formula to trim them, the engine's values.
 */
function writeTrimmed(ctx: BoardContext, w: ButlerWorkings, label: Label, nRef: string): SumAndCount {
  const { b, traveller: t } = ctx;
  const k = w.trimmedPerEnd;
  const n = ctx.scored.results;
  const freq = ctx.freq ?? null;
  const weights = t.partNsWeights !== null;
  label("Dropped from each end (k)");
  const kRef = b.value(b.row, VALUE_COL, k, FMT.whole);
  const trim = ctx.options.trim;
  if (typeof trim === "string") {
    b.text(b.row, NOTE_COL, `${TRIM_RULE_PROSE[trim]}, of ${n} results`, "note");
  } else if (trim !== undefined && !Number.isInteger(trim)) {
    b.text(b.row, NOTE_COL, `${trim} of the ${n} results, rounded`, "note");
  }
  b.row++;
  const dropped = freq === null && !weights ? writeDropped(ctx, w, label) : [];
  if (freq !== null) {
    const kept = writeTrimmedFrequencies(ctx, freq, w, kRef);
    label("Sum of the rest", "score x kept, over the frequency table");
    const sumRef = b.formula(
      b.row++,
      VALUE_COL,
      `=SUMPRODUCT(${freq.scores},${kept})`,
      w.sum,
      sumFormat(w.sum),
    );
    label("Results left", "the frequencies kept");
    return {
      sumRef,
      countRef: b.formula(b.row++, VALUE_COL, `=SUM(${kept})`, w.count, plainFormat(w.count)),
    };
  }
  if (!weights) {
    label("Sum of the rest");
    const sumRef = b.formula(
      b.row++,
      VALUE_COL,
      `=SUM(${t.scores})-SUM(${dropped.join(",")})`,
      w.sum,
      FMT.score,
    );
    label("Results left");
    return { sumRef, countRef: b.formula(b.row++, VALUE_COL, `=${nRef}-2*${kRef}`, w.count, FMT.whole) };
  }
  label("Sum of the rest");
  const sumRef = b.value(b.row, VALUE_COL, w.sum, sumFormat(w.sum));
  b.text(b.row++, NOTE_COL, "engine's value: no formula trims weighted parts", "note");
  label("Results left");
  return { sumRef, countRef: b.value(b.row++, VALUE_COL, w.count, plainFormat(w.count)) };
}

/** The k scores dropped from the top (LARGE) and from the bottom (SMALL), a row each; their cells. */
function writeDropped(ctx: BoardContext, w: ButlerWorkings, label: Label): string[] {
  const { b, traveller: t } = ctx;
  const k = w.trimmedPerEnd;
  const dropped: string[] = [];
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
  return dropped;
}

/**
 * Each table against the datum (the datum's cell `datumRef`): its difference and IMPs, or on the
 * frequency table its IMPs looked up by its score; awards as their IMP values with a note, then the
 * parts of weighted scores and their weighted sums.
 */
function writeAgainstDatum(
  ctx: BoardContext,
  w: ButlerWorkings,
  datumRef: string,
  scale: ImpScaleRefs,
): ReturnType<typeof writeEachTable> {
  const { b, scored } = ctx;
  const plus = ctx.options.awardImps ?? DEFAULT_REGULATION_OPTIONS.awardImps; // average plus, in IMPs (Law 12C2 unless the options say)
  const freq = ctx.freq ?? null;
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
  // On the frequency table: each distinct score against the datum once; a table looks its IMPs up.
  const onTable = freq === null ? null : writeAgainstDatumOnFrequency(ctx, freq, w, datumRef, diffFmt);
  const [nsCol, ewCol] = onTable === null ? [5, 6] : [4, 5];
  /**
   * Writes the difference of the score in cell `s` from the datum and its IMPs (on the frequency
   * table: looks its IMPs up): a table's NS result (`nsResult`, in bold) when given, else a
   * part's IMPs. Returns the IMPs' cell.
   */
  const againstDatum = (r: number, s: string, score: number, nsResult?: number | null): string => {
    if (onTable !== null) {
      const imps = `=${lookupByScore(s, onTable, freq!)}`;
      const d = w.differences.find((x) => x.score === score);
      if (!d) throw new Error(`No Butler difference for ${score} on board ${scored.board}.`);
      return nsResult === undefined
        ? b.formula(r, 4, imps, d.imps, FMT.imps)
        : b.formula(r, 4, imps, nsResult, resultFmt, "result");
    }
    const d = w.differences.find((x) => x.score === score);
    if (!d) throw new Error(`No Butler difference for ${score} on board ${scored.board}.`);
    const diff = b.formula(r, 4, `=${s}-${datumRef}`, d.difference, diffFmt);
    const imps = `=${impOf(diff, scale)}`;
    return nsResult === undefined
      ? b.formula(r, 5, imps, d.imps, FMT.imps)
      : b.formula(r, 5, imps, nsResult, resultFmt, "result");
  };
  return writeEachTable(ctx, {
    title: "Butler: each score against the datum",
    heads: [
      ...TABLE_HEADS,
      ...(onTable === null ? [DIFFERENCE] : []),
      ["NS IMPs", "result"],
      ["EW IMPs", "result"],
    ],
    nsCol,
    ewCol,
    ewName: "EW IMPs",
    resultFormat: resultFmt,
    plain: (r, s, score, table) => againstDatum(r, s, score, table.nsResult),
    awardNs: (r, e) => b.value(r, nsCol, awardImps(e.ns, plus), resultFmt, "result"),
    awardEw: (r, e) => b.value(r, ewCol, awardImps(e.ew, plus), resultFmt, "result"),
    awardNote: (e, table) =>
      `Award: ${table.award!.ns} ${signed(awardImps(e.ns, plus))} IMPs to NS, ${table.award!.ew} ${signed(awardImps(e.ew, plus))} to EW`,
    awardAddsUp: (e) => awardImps(e.ns, plus) + awardImps(e.ew, plus) === 0,
    ewFormula: (nsCell) => `=-${nsCell}`,
    parts: {
      title: "Parts of weighted scores against the datum",
      heads: [
        ...TABLE_HEADS,
        ...(onTable === null ? [DIFFERENCE] : []),
        ["NS IMPs", "result"],
        ["Weight", "weight"],
      ],
      weightCol: ewCol,
      format: resultFmt,
      write: (r, s, p) => void againstDatum(r, s, p.score),
    },
  });
}

/** The column of each score's difference from the datum. */
const DIFFERENCE: Head = ["Difference", "working"];

/** A sum of scores: signed as scores are when whole, else to up to 2 decimals (weighted parts). */
function sumFormat(x: number): string {
  return Number.isInteger(x) ? FMT.score : "0.##";
}

/** The number format of frequencies: whole counts as they are, weighted ones to 4 decimals. */
function freqFormat(f: FrequencyRefs): string {
  return f.rows.every((x) => Number.isInteger(x.frequency)) ? FMT.whole : "0.####";
}

/**
 * Writes the frequency table trimmed for the Butler datum from `b.row` on: per distinct score
 * (highest first) its frequency, what is dropped from the top (k less the frequency above it, no
 * less than 0 and no more than its own), the same from the bottom, and what is kept. Returns the
 * range of what is kept.
 *
 * @example
 * const kept = writeTrimmedFrequencies(ctx, freq, workings, "$E$30"); // "$E$33:$E$55"
 */
function writeTrimmedFrequencies(
  ctx: BoardContext,
  f: FrequencyRefs,
  w: ButlerWorkings,
  kRef: string,
): string {
  const { b } = ctx;
  const fmt = freqFormat(f);
  const title = "The frequency table trimmed: k dropped from each end";
  const titleRow = b.row;
  b.text(b.row++, 0, title, "section");
  const columns = columnsOf([
    ["NS score", "score"],
    ["Frequency", "frequency"],
    ["From the top", "working"],
    ["From the bottom", "working"],
    ["Kept", "frequency"],
  ]);
  const header = writeHeader(b, columns);
  const top = b.row;
  const droppedOf = (score: number, end: "top" | "bottom"): number =>
    w.dropped.filter((x) => x.score === score && x.end === end).reduce((a, x) => a + x.frequency, 0);
  f.rows.forEach((x, k) => {
    const r = b.row++;
    const s = b.formula(r, 0, `=${f.scoreCells[k]}`, x.score, FMT.score);
    const fr = b.formula(r, 1, `=${f.freqCells[k]}`, x.frequency, fmt);
    const high = droppedOf(x.score, "top");
    const low = droppedOf(x.score, "bottom");
    const above = b.formula(
      r,
      2,
      `=MIN(${fr},MAX(0,${kRef}-SUMIF(${f.scores},">"&${s},${f.freqs})))`,
      high,
      fmt,
    );
    const below = b.formula(
      r,
      3,
      `=MIN(${fr},MAX(0,${kRef}-SUMIF(${f.scores},"<"&${s},${f.freqs})))`,
      low,
      fmt,
    );
    b.formula(r, 4, `=${fr}-${above}-${below}`, x.frequency - high - low, fmt);
  });
  b.table({ title, titleRow, header, rows: [top, b.row - 1], columns });
  b.row++;
  return rangeRef(top, 4, b.row - 2, 4, { absolute: true });
}

/**
 * Writes each distinct score of the frequency table against the datum from `b.row` on: its
 * frequency, its difference from the datum and the IMPs of that difference looked up on the
 * sheet's IMP scale. Returns the range of the IMPs, which each table looks its score up in.
 *
 * @example
 * const imps = writeAgainstDatumOnFrequency(ctx, freq, workings, "E40", "+0;-0;0"); // "$D$44:$D$66"
 */
function writeAgainstDatumOnFrequency(
  ctx: BoardContext,
  f: FrequencyRefs,
  w: ButlerWorkings,
  datumRef: string,
  diffFmt: string,
): string {
  const { b } = ctx;
  const scale = needScale(ctx, "Butler");
  const title = `Butler on the frequency table: each distinct score against the datum (${scale.table} scale)`;
  const titleRow = b.row;
  b.text(b.row++, 0, title, "section");
  const columns = columnsOf([
    ["NS score", "score"],
    ["Frequency", "frequency"],
    DIFFERENCE,
    ["NS IMPs", "working"],
  ]);
  const header = writeHeader(b, columns);
  const top = b.row;
  f.rows.forEach((x, k) => {
    const r = b.row++;
    const d = w.differences.find((y) => y.score === x.score);
    if (!d) throw new Error(`No Butler difference for ${x.score} on board ${ctx.scored.board}.`);
    const s = b.formula(r, 0, `=${f.scoreCells[k]}`, x.score, FMT.score);
    b.formula(r, 1, `=${f.freqCells[k]}`, x.frequency, freqFormat(f));
    const diff = b.formula(r, 2, `=${s}-${datumRef}`, d.difference, diffFmt);
    b.formula(r, 3, `=${impOf(diff, scale)}`, d.imps, FMT.imps);
  });
  b.table({ title, titleRow, header, rows: [top, b.row - 1], columns });
  b.row++;
  return rangeRef(top, 3, b.row - 2, 3, { absolute: true });
}
