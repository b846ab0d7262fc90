// The sheet of an event of several sessions: each pair's score in every session (the sessions'
// results, as values), then the event's arithmetic as live formulas: the total or the mean, the
// carry-forward or best N read from a cell the director can change (only the one asked for), and
// live ranks; with handicaps, a handicapped ranking of its own, in the order of its figure. The
// engine's places (ties "=2", as a session's ranking writes them) stand beside the live ranks, and
// they agree.
import { handicappedLines, type SeriesFinal, type SeriesLine, type SeriesRanking } from "../scoring";
import { cellRef, rangeRef } from "../grid/a1";
import { columnsOf, SheetBuilder, writeHeader, type Head } from "./builder";
import type { SheetModel } from "./model";
import { uniqueSheetName } from "./names";
import { numberCell } from "./number-format";
import { columnFormat, FMT, RESULT_FORMATS } from "./styles";

/** Options of the event sheet. */
export interface SeriesSheetOptions {
  /** Names of the sheets already in the workbook. */
  readonly existingNames?: readonly string[];
}

const BASIS_WORDS = {
  mean: "mean percentage",
  total: "total matchpoints",
  imps: "total IMPs",
} as const;

/** The number format of each figure of an event's ranking: the sheet's, and the text's too. */
export interface SeriesFormats {
  /** Each session's score. */
  readonly session: string;
  /** The event score. */
  readonly event: string;
  /** A handicap, and the handicapped score. */
  readonly handicap: string;
  readonly handicapped: string;
}

/**
 * One number format per figure of the event (docs/conventions.md, "Events of several sessions"):
 * a percentage always to 2 decimals; matchpoints and IMPs as a session's results are shown, whole
 * when every figure of the column is whole, else each to 2 decimals (IMPs and handicaps signed).
 *
 * @example
 * seriesFormats(rankSeries(sessions, { basis: "mean" })).event; // "0.00"
 * seriesFormats(rankSeries(sessions, { basis: "total" })).session; // "0" when every session's matchpoints are whole
 */
export function seriesFormats(ranking: SeriesRanking): SeriesFormats {
  const unit = RESULT_FORMATS[ranking.basis === "imps" ? "imps" : "matchpoints"];
  const figure = (xs: readonly (number | null | undefined)[]): string =>
    ranking.basis === "mean" ? FMT.percent : columnFormat(xs, unit.whole, unit.decimal);
  const lines = ranking.lines;
  return {
    session: figure(lines.flatMap((l) => l.sessions)),
    event: figure(lines.map((l) => l.score)),
    handicap:
      ranking.basis === "mean"
        ? FMT.decimal
        : columnFormat(
            lines.map((l) => l.handicap),
            FMT.imps,
            FMT.decimal,
          ),
    handicapped: figure(lines.map((l) => l.handicapped)),
  };
}

/**
 * A live place, as a session summary writes it: the pairs ahead on `range` plus one, "=" in front
 * when another pair has the same figure ("=2").
 */
function livePlace(range: string, cell: string): string {
  return `=IF(COUNTIF(${range},${cell})>1,"=","")&(COUNTIF(${range},">"&${cell})+1)`;
}

/** The settings the formulas read (only those asked for), and the lines saying how the event counts. */
function writeSettings(b: SheetBuilder, ranking: SeriesRanking): { carry: string; best: string } {
  const carry = cellRef(1, 1, { absolute: true });
  const best = cellRef(1, 1, { absolute: true });
  if (ranking.carry !== null) {
    b.value(1, 0, "Carried forward", undefined, "label");
    b.value(1, 1, ranking.carry, "0%");
  } else if (ranking.best !== null) {
    b.value(1, 0, "Best N", undefined, "label");
    b.value(1, 1, ranking.best, FMT.whole);
  }
  b.text(
    2,
    0,
    ranking.carry !== null
      ? `The first session (${ranking.sessions[0]}) counts the share carried forward.`
      : ranking.best !== null
        ? `Each pair's best N of the ${ranking.sessions.length} sessions count.`
        : "Every session counts in full.",
    "note",
  );
  b.text(3, 0, ranking.sessions.map((s, k) => `S${k + 1}: ${s}`).join("; "), "note");
  return { carry, best };
}

/** The event score's formula for the row's sessions (`all`, the first and the later ones). */
function eventFormula(ranking: SeriesRanking, r: number, cells: { carry: string; best: string }): string {
  const m = ranking.sessions.length;
  const all = rangeRef(r, S0, r, S0 + m - 1);
  const later = m > 1 ? rangeRef(r, S0 + 1, r, S0 + m - 1) : null;
  const first = cellRef(r, S0);
  const mean = ranking.basis === "mean";
  if (ranking.carry !== null && later !== null) {
    const c = cells.carry;
    return mean
      ? `=ROUND((${c}*N(${first})+SUM(${later}))/(${c}*COUNT(${first})+COUNT(${later})),4)`
      : `=ROUND(${c}*N(${first})+SUM(${later}),4)`;
  }
  if (ranking.best !== null) {
    // The N largest of the pair's sessions: LARGE(…, j) for j up to N, no more than it played.
    const k = `MIN(${cells.best},COUNT(${all}))`;
    const terms = Array.from({ length: m }, (_, j) => `IF(${k}>=${j + 1},LARGE(${all},${j + 1}),0)`).join(
      "+",
    );
    return mean ? `=ROUND((${terms})/${k},4)` : `=ROUND(${terms},4)`;
  }
  return mean ? `=ROUND(AVERAGE(${all}),4)` : `=ROUND(SUM(${all}),4)`;
}

/** The first session's column: after Place, Pair and Names. */
const S0 = 3;

/** The pair's number (a number where it is one) and names, in columns B and C. */
function writePair(b: SheetBuilder, r: number, l: SeriesLine): void {
  b.value(r, 1, numberCell(l.pair), FMT.whole);
  b.value(r, 2, l.names ?? "");
}

/**
 * The event's ranking: place (the engine's), pair, names, each session's score, the event score
 * (a formula), a live place. Returns the row of each pair's event score, by its key.
 */
function writeEventTable(
  b: SheetBuilder,
  ranking: SeriesRanking,
  formats: SeriesFormats,
  cells: { carry: string; best: string },
): Map<string, string> {
  const title = "Event ranking";
  const titleRow = b.row;
  b.text(b.row++, 0, title, "section");
  const m = ranking.sessions.length;
  const heads: Head[] = [
    ["Place", "place"],
    ["Pair", "pair"],
    ["Names", "names"],
    ...ranking.sessions.map((_, k): Head => [`S${k + 1}`, ranking.basis === "mean" ? "percent" : "total"]),
    ["Event", ranking.basis === "mean" ? "percent" : "total"],
    ["Rank", "rank"],
  ];
  const columns = columnsOf(heads);
  const header = writeHeader(b, columns);
  const first = b.row;
  const last = first + ranking.lines.length - 1;
  const eventCol = S0 + m;
  // The live place counts the ranked pairs only: a ladder's pairs below the minimum come after them.
  const ranked = ranking.lines.filter((l) => l.unranked !== true).length;
  const events = rangeRef(first, eventCol, first + Math.max(ranked, 1) - 1, eventCol, { absolute: true });
  const eventCells = new Map<string, string>();
  ranking.lines.forEach((l, i) => {
    const r = first + i;
    b.value(r, 0, l.rank, undefined, "rank");
    writePair(b, r, l);
    l.sessions.forEach((x, k) => {
      if (x !== null) b.value(r, S0 + k, x, formats.session);
    });
    eventCells.set(l.key, b.formula(r, eventCol, eventFormula(ranking, r, cells), l.score, formats.event));
    if (l.unranked !== true)
      b.formula(r, eventCol + 1, livePlace(events, cellRef(r, eventCol)), l.rank, undefined, "rank");
  });
  b.row = last + 1;
  b.table({
    title,
    titleRow,
    header,
    rows: [first, last],
    columns,
    ranking: ranking.lines.map((_, i) => first + i),
  });
  return eventCells;
}

/**
 * The handicapped ranking, in the order of its own figure: place (the engine's), pair, names, the
 * event score (read from the event's ranking), the boards counted (IMPs), the handicap, the
 * handicapped score (a formula) and a live place.
 */
function writeHandicapTable(
  b: SheetBuilder,
  ranking: SeriesRanking,
  formats: SeriesFormats,
  eventCells: ReadonlyMap<string, string>,
): void {
  const lines = handicappedLines(ranking);
  const imps = ranking.basis === "imps";
  const title = "Handicapped ranking";
  b.row++;
  const titleRow = b.row;
  b.text(b.row++, 0, title, "section");
  const heads: Head[] = [
    ["Place", "place"],
    ["Pair", "pair"],
    ["Names", "names"],
    ["Event", imps ? "total" : "percent"],
    ...(imps ? ([["Boards", "played"]] as Head[]) : []),
    ["Handicap", "working"],
    ["Handicapped", "result"],
    ["Rank", "rank"],
  ];
  const columns = columnsOf(heads);
  const header = writeHeader(b, columns);
  const first = b.row;
  const last = first + lines.length - 1;
  const hcpCol = imps ? 5 : 4;
  const hCol = hcpCol + 1;
  const handicapped = rangeRef(first, hCol, last, hCol, { absolute: true });
  lines.forEach((l, i) => {
    const r = first + i;
    b.value(r, 0, l.handicapRank ?? "", undefined, "rank");
    writePair(b, r, l);
    const event = b.formula(r, 3, `=${eventCells.get(l.key)!}`, l.score, formats.event);
    if (imps) b.value(r, 4, l.boards, FMT.whole);
    const hcp = b.value(r, hcpCol, l.handicap ?? 0, formats.handicap);
    const formula = imps ? `=ROUND(${event}+${hcp}*${cellRef(r, 4)},4)` : `=ROUND(${event}+${hcp},4)`;
    b.formula(r, hCol, formula, l.handicapped!, formats.handicapped);
    b.formula(r, hCol + 1, livePlace(handicapped, cellRef(r, hCol)), l.handicapRank ?? "", undefined, "rank");
  });
  b.row = last + 1;
  b.table({ title, titleRow, header, rows: [first, last], columns, ranking: lines.map((_, i) => first + i) });
}

/**
 * A final from the qualifying session: its pairs ranked on their own, place (the engine's), pair,
 * names, the event score (read from the event's ranking, so it follows the carry-forward's cell)
 * and a live place among the final's pairs.
 */
function writeFinalTable(
  b: SheetBuilder,
  ranking: SeriesRanking,
  final: SeriesFinal,
  formats: SeriesFormats,
  eventCells: ReadonlyMap<string, string>,
): void {
  const title = `Final ${final.name}: ${final.qualifiers.length} pair${final.qualifiers.length === 1 ? "" : "s"} from ${ranking.sessions[0]}`;
  b.row++;
  const titleRow = b.row;
  b.text(b.row++, 0, title, "section");
  const columns = columnsOf([
    ["Place", "place"],
    ["Pair", "pair"],
    ["Names", "names"],
    ["Event", ranking.basis === "mean" ? "percent" : "total"],
    ["Rank", "rank"],
  ]);
  const header = writeHeader(b, columns);
  const first = b.row;
  const last = first + final.lines.length - 1;
  const scores = rangeRef(first, 3, Math.max(first, last), 3, { absolute: true });
  final.lines.forEach((l, i) => {
    const r = first + i;
    b.value(r, 0, l.rank, undefined, "rank");
    writePair(b, r, l);
    b.formula(r, 3, `=${eventCells.get(l.key)!}`, l.score, formats.event);
    b.formula(r, 4, livePlace(scores, cellRef(r, 3)), l.rank, undefined, "rank");
  });
  b.row = last + 1;
  b.table({
    title,
    titleRow,
    header,
    rows: [first, last],
    columns,
    ranking: final.lines.map((_, i) => first + i),
  });
}

/**
 * The event sheet (docs/conventions.md, "Events of several sessions"): the setting asked for (the
 * share carried forward, or best N) in a cell of its own, then the event's ranking, one row a
 * pair: place (the engine's), pair, names, each session's score, the event score as a formula of
 * them and of the setting, a live place; with handicaps, the handicapped ranking after it, sorted
 * by the handicapped score, with its own places. Shared places are written "=2" throughout.
 *
 * @example
 * buildSeriesSheet(rankSeries(sessions, { basis: "mean", carry: 0.5 })).cells.find((c) => c.formula); // the first event score
 */
export function buildSeriesSheet(ranking: SeriesRanking, options: SeriesSheetOptions = {}): SheetModel {
  const b = new SheetBuilder();
  const m = ranking.sessions.length;
  const title = `Event of ${m} session${m === 1 ? "" : "s"}: ${BASIS_WORDS[ranking.basis]}`;
  b.block({ kind: "title", title });
  b.text(0, 0, title, "title");
  const cells = writeSettings(b, ranking);
  const formats = seriesFormats(ranking);
  b.row = 5;
  b.block({ kind: "summary", title: "Event ranking" });
  const eventCells = writeEventTable(b, ranking, formats, cells);
  if (handicappedLines(ranking).length > 0) writeHandicapTable(b, ranking, formats, eventCells);
  for (const final of ranking.finals ?? []) writeFinalTable(b, ranking, final, formats, eventCells);
  b.lines(
    0,
    `Place is the engine's (level scores share it: =2); Rank counts the pairs ahead, live.${
      ranking.minSessions !== undefined
        ? ` A pair with no place played fewer than ${ranking.minSessions} sessions: listed, not ranked.`
        : ""
    }${
      ranking.carry !== null || ranking.best !== null
        ? " Change the setting above and the scores follow."
        : ""
    }`,
    "note",
  );
  return {
    ...b.build(uniqueSheetName("Event", options.existingNames ?? []), 6),
    print: { orientation: "landscape", fitToWidth: 1, titleRows: 1 },
  };
}
