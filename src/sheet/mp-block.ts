/**
 * The matchpoint workings of a board on the results sheet: n, N, Neuberg's factor and the top,
 * then each table's results beaten and tied, its matchpoints and the same after Neuberg, on the
 * traveller or once per distinct score on the board's frequency table.
 */
import { awardPercent, MatchpointWorkings } from "../scoring";
import { rangeRef } from "../grid/a1";
import { BoardContext, MethodBlock, startBlock, sumArgs, VALUE_COL, writeCounts } from "./block";
import { TABLE_HEADS, writeEachTable } from "./each-table";
import { FrequencyRefs } from "./board-layout";
import { lookupByScore } from "./frequency-block";
import { columnsOf, type Head, writeHeader } from "./builder";
import { columnFormat, FMT } from "./styles";
import { TravellerRefs } from "./traveller-block";

/**
 * Writes the matchpoint workings of a board from `b.row` on: n, N, Neuberg's factor N/n and the
 * top; then for each table the results it beat and tied with (COUNTIF over the traveller's NS
 * scores, SUMIF over the weights of weighted parts), its matchpoints (EBU 2 per beat and 1 per
 * tie, ACBL half that), the same after Neuberg, and EW's matchpoints (the top less NS's). Awards
 * get their percentage of the top. On a board worked on its frequency table (`ctx.freq`), the
 * matchpoints are worked once per distinct score on that table and each table looks its own up.
 *
 * @example
 * const block = writeMatchpointBlock(context); // block.top is the cell of the board's top
 */
export function writeMatchpointBlock(ctx: BoardContext): MethodBlock {
  const { b, scored } = ctx;
  const w = scored.workings as MatchpointWorkings;
  const head = writeMatchpointHead(ctx, w);
  const { nRef, top } = head;
  const resultCells: string[] = [];
  const { ns, ew, sidesAddUp } = writeMatchpointTables(ctx, w, head, resultCells);
  b.row++;
  const check = scored.checks.find((c) => c.id === "resultsAddUp");
  return {
    ns,
    ew,
    top,
    sidesAddUp,
    checks: [
      {
        description: "The NS matchpoints of the results add to n x top / 2",
        formula: `=IF(ROUND(SUM(${sumArgs(resultCells)})-${nRef}*${top}/2,6)=0,"OK","CHECK")`,
        holds: check?.holds !== false,
      },
    ],
  };
}

/** The head of the matchpoint workings: the cells of n, N, the tables tied with every result and the top. */
interface MatchpointHead {
  readonly acbl: boolean;
  readonly nRef: string;
  readonly bigN: string;
  /** The cell of the award tables counted as ties (null: Neuberg). */
  readonly ties: string | null;
  /** The ties are added after Neuberg (the award tables factored, the tables not played tied). */
  readonly mixed: boolean;
  readonly top: string;
}

/**
 * The block's title (the scale) and its head: n, N and Neuberg's factor, the tables counted as
 * a tie with every result when there are any, and the top.
 */
function writeMatchpointHead(ctx: BoardContext, w: MatchpointWorkings): MatchpointHead {
  const { b } = ctx;
  const acbl = w.scale === "ACBL";
  const label = startBlock(
    ctx,
    `Matchpoints (${w.scale} scale: ${acbl ? "1 for each result beaten, 1/2 for each tie" : "2 for each result beaten, 1 for each tie"})`,
  );
  // An award (or a table not played) as a tie: no Neuberg, so N is the results obtained whatever
  // the traveller's rows; with only the tables not played as ties, N counts the award tables too,
  // as given, and those are factored by Neuberg.
  const mixed = w.ties !== undefined && w.expected !== w.n;
  const countsCtx =
    w.ties !== undefined
      ? { ...ctx, options: { ...ctx.options, expected: mixed ? w.expected : ("results" as const) } }
      : ctx;
  const { nRef, bigN } = writeCounts(
    countsCtx,
    { n: w.n, expected: w.expected, factor: w.neuberg },
    "Neuberg's factor N/n",
  );
  // An award counted as a tie with every result (no Neuberg): each award table adds a comparison.
  let ties: string | null = null;
  const tiedTables =
    ctx.options.notPlayedTie !== true
      ? "Award tables"
      : ctx.options.awardTie === true
        ? "Award tables and tables that did not play"
        : "Tables that did not play";
  if (w.ties !== undefined) {
    label(
      `${tiedTables}, each a tie with every result`,
      mixed ? "Neuberg for the award tables" : "no Neuberg",
    );
    ties = b.value(b.row++, VALUE_COL, w.ties, FMT.whole);
  }
  const plusTies = ties === null ? "" : `+${ties}`;
  label(
    "Top",
    `${acbl ? "N - 1" : "2 (N - 1)"}${ties === null ? "" : ` with the ${tiedTables.toLowerCase()}`}`,
  );
  const top = b.formula(
    b.row++,
    VALUE_COL,
    acbl ? `=${bigN}-1${plusTies}` : `=2*(${bigN}-1${plusTies})`,
    w.top,
    FMT.whole,
    "top",
  );
  b.row++;
  return { acbl, nRef, bigN, ties, mixed, top };
}

/**
 * Each table's matchpoints: a plain score's beaten, tied, matchpoints and Neuberg (or, on the
 * frequency table, its matchpoints looked up by its score), an award's percentage of the top, and
 * the parts of weighted scores; each NS result's cell is added to `resultCells`, for the check.
 */
function writeMatchpointTables(
  ctx: BoardContext,
  w: MatchpointWorkings,
  head: MatchpointHead,
  resultCells: string[],
): ReturnType<typeof writeEachTable> {
  const { b, scored, traveller: t } = ctx;
  const { acbl, nRef, bigN, ties, mixed, top } = head;
  const weights = t.partNsWeights !== null;
  /** The engine's workings row of a score on the board (its beaten, tied and matchpoints). */
  const rowOf = (score: number) => w.rows.find((x) => x.score === score)!;
  // One format per column: whole matchpoints as 8, or every one to 2 decimals as 8.00 beside 3.50.
  const rawFmt = columnFormat(
    w.rows.map((x) => x.beforeNeuberg),
    FMT.whole,
    FMT.mp,
  );
  const resultFmt = columnFormat(
    [...scored.tables.flatMap((x) => [x.nsResult, x.ewResult]), ...w.rows.map((x) => x.ns)],
    FMT.whole,
    FMT.mp,
  );
  /** Writes beaten, tied, MP and Neuberg MP for the score in cell `s`; returns the last. */
  const workings = (r: number, s: string, score: number, result: number): string => {
    const { beaten, tied, beforeNeuberg } = rowOf(score);
    const e = b.formula(r, 4, `=${countBelow(s, t)}`, beaten, weights ? FMT.mp : FMT.whole);
    const f = b.formula(r, 5, `=${countEqual(s, t)}`, tied, weights ? FMT.mp : FMT.whole);
    const g = b.formula(r, 6, acbl ? `=${e}+${f}/2` : `=2*${e}+${f}`, beforeNeuberg, rawFmt);
    const neuberg = acbl ? `(${g}+0.5)*${bigN}/${nRef}-0.5` : `(${g}+1)*${bigN}/${nRef}-1`;
    const neu = ties === null ? neuberg : `${mixed ? neuberg : g}+${ties}${acbl ? "/2" : ""}`;
    return b.formula(r, 7, `=${roundedTo(neu, w.round)}`, result, resultFmt, "result");
  };
  const neuberg = acbl ? "(MP + 1/2) x N/n - 1/2" : "(MP + 1) x N/n - 1";
  // On the frequency table: each distinct score's matchpoints once; a table looks its own up.
  const freq = ctx.freq ?? null;
  const onTable =
    freq === null
      ? null
      : writeMatchpointsOnFrequency(ctx, freq, {
          rowOf,
          rawFmt,
          resultFmt,
          acbl,
          nRef,
          bigN,
          neuberg,
          ties,
          mixed,
          round: w.round,
        });
  const plainWorkings = (r: number, s: string, score: number, result: number): string =>
    onTable === null
      ? workings(r, s, score, result)
      : b.formula(r, 4, `=${lookupByScore(s, onTable, freq!)}`, result, resultFmt, "result");
  const [nsCol, ewCol] = onTable === null ? [7, 8] : [4, 5];
  // Awards from each pair's session (Law 12C2 as the ACBL and EBU apply it): the percentage the
  // session gave, shown with its workings in the summary; otherwise the award's own percentage.
  const fromSession = ctx.options.awards === "session";
  const pct = (award: Parameters<typeof awardPercent>[0], used: number | null): number =>
    fromSession && award.kind === "average" && award.level !== "A=" && used !== null
      ? used
      : awardPercent(award);
  return writeEachTable(ctx, {
    title: `Matchpoints: each table (NS MP after Neuberg: ${neuberg})`,
    heads: [...TABLE_HEADS, ...(onTable === null ? COUNTS : []), ["NS MP", "result"], ["EW MP", "result"]],
    nsCol,
    ewCol,
    ewName: "EW matchpoints",
    resultFormat: resultFmt,
    plain: (r, s, score, table) => {
      const h = plainWorkings(r, s, score, table.nsResult!);
      resultCells.push(h);
      return h;
    },
    awardNs: (r, e, table) =>
      b.formula(r, nsCol, `=${top}*${pct(e.ns, table.nsPercent)}/100`, table.nsResult, resultFmt, "result"),
    awardEw: (r, e, table) =>
      b.formula(r, ewCol, `=${top}*${pct(e.ew, table.ewPercent)}/100`, table.ewResult, resultFmt, "result"),
    awardNote: (e, table) =>
      `Award: ${table.award!.ns} is ${pct(e.ns, table.nsPercent)}% of the top to NS, ${table.award!.ew} ${pct(e.ew, table.ewPercent)}% to EW${fromSession ? " (from each pair's session: the session awards in the summary)" : ""}`,
    // Awards from the session need not add to the top (each pair's own percentage).
    awardAddsUp: (e) =>
      !(fromSession && [e.ns, e.ew].some((a) => a.kind === "average" && a.level !== "A=")) &&
      awardPercent(e.ns) + awardPercent(e.ew) === 100,
    ewFormula: (nsCell) => `=${top}-${nsCell}`,
    parts: {
      title: "Parts of weighted scores: each part's matchpoints",
      heads: [...TABLE_HEADS, ...(onTable === null ? COUNTS : []), ["NS MP", "result"], ["Weight", "weight"]],
      weightCol: ewCol,
      format: resultFmt,
      write: (r, s, p) => void plainWorkings(r, s, p.score, rowOf(p.score).ns),
      done: (_row, _table, _first, _last, nsCell) => void resultCells.push(nsCell),
    },
  });
}

/** The columns of the results a score beat and tied with, and its matchpoints before Neuberg. */
const COUNTS: readonly Head[] = [
  ["Beaten", "working"],
  ["Tied", "working"],
  ["MP", "working"],
];

/**
 * A formula rounded as the engine rounds matchpoints after Neuberg (half away from zero, as Excel's
 * ROUND): to k decimals for a step of 10^-k, else to a multiple of the step; as it is without one.
 *
 * @example
 * roundedTo("(G9+1)*C5/C4-1", 0.01); // "ROUND((G9+1)*C5/C4-1,2)"
 */
export function roundedTo(formula: string, step: number | undefined): string {
  if (step === undefined || step <= 0) return formula;
  const k = -Math.log10(step);
  if (Number.isInteger(Math.round(k * 1e9) / 1e9)) return `ROUND(${formula},${Math.round(k)})`;
  return `ROUND((${formula})/${step},0)*${step}`;
}

function countBelow(s: string, t: TravellerRefs): string {
  const plain = `COUNTIF(${t.scores},"<"&${s})`;
  return t.partScores === null ? plain : `${plain}+SUMIF(${t.partScores},"<"&${s},${t.partNsWeights})`;
}

function countEqual(s: string, t: TravellerRefs): string {
  const plain = `COUNTIF(${t.scores},${s})-1`;
  return t.partScores === null ? plain : `${plain}+SUMIF(${t.partScores},${s},${t.partNsWeights})`;
}

/**
 * Writes the matchpoints of a board on its frequency table from `b.row` on: one row per distinct
 * score (highest first) with its frequency, the frequency of the scores below it (SUMIF over the
 * table), its ties (its own frequency less itself), its matchpoints (EBU: 2 x below + ties; ACBL
 * half that) and the same after Neuberg. Returns the range of the last, which each table looks
 * its score up in.
 *
 * @example
 * const nsMp = writeMatchpointsOnFrequency(ctx, freq, cells); // "$F$40:$F$62"
 */
function writeMatchpointsOnFrequency(
  ctx: BoardContext,
  f: FrequencyRefs,
  c: {
    readonly rowOf: (score: number) => MatchpointWorkings["rows"][number];
    readonly rawFmt: string;
    readonly resultFmt: string;
    readonly acbl: boolean;
    readonly nRef: string;
    readonly bigN: string;
    readonly neuberg: string;
    /** The cell of the award tables counted as ties (null: Neuberg), and the rounding step. */
    readonly ties: string | null;
    /** The ties are added after Neuberg (the award tables factored, the tables not played tied). */
    readonly mixed: boolean;
    readonly round: number | undefined;
  },
): string {
  const { b } = ctx;
  const whole = f.rows.every((x) => Number.isInteger(x.frequency));
  const freqFmt = whole ? FMT.whole : "0.####";
  const countFmt = whole ? FMT.whole : FMT.mp;
  const title = `Matchpoints on the frequency table (NS MP after Neuberg: ${c.neuberg})`;
  const titleRow = b.row;
  b.text(b.row++, 0, title, "section");
  b.lines(
    0,
    c.acbl
      ? "MP: the frequency below, plus half of the ties (the score's own frequency less the table itself)"
      : "MP: 2 x the frequency below, plus the ties (the score's own frequency less the table itself)",
    "note",
  );
  const columns = columnsOf([
    ["NS score", "score"],
    ["Frequency", "frequency"],
    ["Below", "working"],
    ["Tied", "working"],
    ["MP", "working"],
    ["NS MP", "working"],
  ]);
  const header = writeHeader(b, columns);
  const top = b.row;
  f.rows.forEach((x, k) => {
    const r = b.row++;
    const row = c.rowOf(x.score);
    const s = b.formula(r, 0, `=${f.scoreCells[k]}`, x.score, FMT.score);
    const fr = b.formula(r, 1, `=${f.freqCells[k]}`, x.frequency, freqFmt);
    const below = b.formula(r, 2, `=SUMIF(${f.scores},"<"&${s},${f.freqs})`, row.beaten, countFmt);
    const tied = b.formula(r, 3, `=${fr}-1`, row.tied, countFmt);
    const mp = b.formula(
      r,
      4,
      c.acbl ? `=${below}+${tied}/2` : `=2*${below}+${tied}`,
      row.beforeNeuberg,
      c.rawFmt,
    );
    // As on each table: an award as a tie adds the ties, else Neuberg; then the rounding, if any.
    const neuberg = c.acbl ? `(${mp}+0.5)*${c.bigN}/${c.nRef}-0.5` : `(${mp}+1)*${c.bigN}/${c.nRef}-1`;
    const neu = c.ties === null ? neuberg : `${c.mixed ? neuberg : mp}+${c.ties}${c.acbl ? "/2" : ""}`;
    b.formula(r, 5, `=${roundedTo(neu, c.round)}`, row.ns, c.resultFmt);
  });
  b.table({ title, titleRow, header, rows: [top, b.row - 1], columns });
  b.row++;
  return rangeRef(top, 5, b.row - 2, 5, { absolute: true });
}
