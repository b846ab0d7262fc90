// The sheet of an event of several sessions: each pair's score in every session (the sessions'
// results, as values), then the event's arithmetic as live formulas: the total or the mean, the
// carry-forward and best N read from cells the director can change, the handicapped score, and
// live ranks. The engine's ranking (its places, "2=") stands beside them, and they agree.
import type { SeriesRanking } from "../scoring";
import { cellRef, rangeRef } from "../grid/a1";
import { columnsOf, SheetBuilder, writeHeader, type Head } from "./builder";
import type { SheetModel } from "./model";
import { uniqueSheetName } from "./names";
import { numberCell } from "./number-format";
import { FMT } from "./styles";

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

/**
 * The event sheet (docs/conventions.md, "Events of several sessions"): a line of settings (the
 * share carried forward, best N), then one row a pair: place (the engine's), pair, names, each
 * session's score, the event score as a formula of them and of the settings, a live rank; with
 * handicaps, the handicap, the handicapped score (a formula) and its live rank.
 *
 * @example
 * buildSeriesSheet(rankSeries(sessions, { basis: "mean", carry: 0.5 })).cells.find((c) => c.formula); // the first event score
 *
 * One piece, about 130 lines: the settings row it writes first is what every pair's event
 * score formula reads, and the columns of the handicaps depend on the same running layout, so the
 * settings, the rows and the table declaring them are kept together.
 */
export function buildSeriesSheet(ranking: SeriesRanking, options: SeriesSheetOptions = {}): SheetModel {
  const b = new SheetBuilder();
  const m = ranking.sessions.length;
  const title = `Event of ${m} session${m === 1 ? "" : "s"}: ${BASIS_WORDS[ranking.basis]}`;
  b.block({ kind: "title", title });
  b.text(0, 0, title, "title");
  // The settings the formulas read.
  b.value(1, 0, "Carried forward", undefined, "label");
  b.value(1, 1, ranking.carry ?? 1, "0%");
  const carryCell = cellRef(1, 1, { absolute: true });
  b.value(1, 2, "Best N", undefined, "label");
  b.value(1, 3, ranking.best ?? m, FMT.whole);
  const bestCell = cellRef(1, 3, { absolute: true });
  b.text(
    2,
    0,
    ranking.carry !== null
      ? `The first session (${ranking.sessions[0]}) counts the share carried forward.`
      : ranking.best !== null
        ? "Each pair's best N sessions count."
        : "Every session counts in full.",
    "note",
  );
  b.text(3, 0, ranking.sessions.map((s, k) => `S${k + 1}: ${s}`).join("; "), "note");

  b.row = 5;
  const tableTitle = "Event ranking";
  b.block({ kind: "summary", title: tableTitle });
  const titleRow = b.row;
  b.text(b.row++, 0, tableTitle, "section");
  const withH = ranking.lines.some((l) => l.handicapped !== undefined);
  const withBoards = withH && ranking.basis === "imps";
  const heads: Head[] = [
    ["Place", "place"],
    ["Pair", "pair"],
    ["Names", "names"],
    ...ranking.sessions.map((_, k): Head => [`S${k + 1}`, ranking.basis === "mean" ? "percent" : "total"]),
    ["Event", ranking.basis === "mean" ? "percent" : "total"],
    ["Rank", "rank"],
    ...(withH
      ? ([
          ...(withBoards ? ([["Boards", "played"]] as Head[]) : []),
          ["Handicap", "working"],
          ["Handicapped", "result"],
          ["Handicapped rank", "rank"],
        ] as Head[])
      : []),
  ];
  const columns = columnsOf(heads);
  const header = writeHeader(b, columns);
  const first = b.row;
  const last = first + ranking.lines.length - 1;
  const s0 = 3;
  const eventCol = s0 + m;
  const rankCol = eventCol + 1;
  const boardsCol = rankCol + 1;
  const hcpCol = withBoards ? boardsCol + 1 : rankCol + 1;
  const hCol = hcpCol + 1;
  const hRankCol = hCol + 1;
  const events = rangeRef(first, eventCol, last, eventCol, { absolute: true });
  const handicapped = rangeRef(first, hCol, last, hCol, { absolute: true });
  const fmt = ranking.basis === "mean" ? "0.00" : "0.##";
  ranking.lines.forEach((l, i) => {
    const r = first + i;
    b.value(r, 0, l.rank, undefined, "rank");
    b.value(r, 1, numberCell(l.pair), FMT.whole);
    b.value(r, 2, l.names ?? "");
    l.sessions.forEach((x, k) => {
      if (x !== null) b.value(r, s0 + k, x, fmt);
    });
    const all = rangeRef(r, s0, r, s0 + m - 1);
    const later = m > 1 ? rangeRef(r, s0 + 1, r, s0 + m - 1) : null;
    const firstCell = cellRef(r, s0);
    let formula: string;
    if (ranking.carry !== null && later !== null) {
      formula =
        ranking.basis === "mean"
          ? `=ROUND((${carryCell}*N(${firstCell})+SUM(${later}))/(${carryCell}*COUNT(${firstCell})+COUNT(${later})),4)`
          : `=ROUND(${carryCell}*N(${firstCell})+SUM(${later}),4)`;
    } else if (ranking.best !== null) {
      // The N largest of the pair's sessions: LARGE(…, j) for j up to N, no more than it played.
      const k = `MIN(${bestCell},COUNT(${all}))`;
      const terms = Array.from({ length: m }, (_, j) => `IF(${k}>=${j + 1},LARGE(${all},${j + 1}),0)`).join(
        "+",
      );
      formula = ranking.basis === "mean" ? `=ROUND((${terms})/${k},4)` : `=ROUND(${terms},4)`;
    } else formula = ranking.basis === "mean" ? `=ROUND(AVERAGE(${all}),4)` : `=ROUND(SUM(${all}),4)`;
    b.formula(r, eventCol, formula, l.score, fmt);
    const above = ranking.lines.filter((o) => o.score > l.score + 1e-9).length;
    b.formula(r, rankCol, `=SUMPRODUCT(--(${events}>${cellRef(r, eventCol)}))+1`, above + 1, FMT.whole);
    if (withH) {
      if (withBoards) b.value(r, boardsCol, l.boards, FMT.whole);
      b.value(r, hcpCol, l.handicap ?? 0, "0.##");
      b.formula(
        r,
        hCol,
        withBoards
          ? `=ROUND(${cellRef(r, eventCol)}+${cellRef(r, hcpCol)}*${cellRef(r, boardsCol)},4)`
          : `=ROUND(${cellRef(r, eventCol)}+${cellRef(r, hcpCol)},4)`,
        l.handicapped ?? l.score,
        fmt,
      );
      const hAbove = ranking.lines.filter(
        (o) => (o.handicapped ?? o.score) > (l.handicapped ?? l.score) + 1e-9,
      ).length;
      b.formula(r, hRankCol, `=SUMPRODUCT(--(${handicapped}>${cellRef(r, hCol)}))+1`, hAbove + 1, FMT.whole);
    }
  });
  b.row = last + 1;
  b.table({
    title: tableTitle,
    titleRow,
    header,
    rows: [first, last],
    columns,
    ranking: ranking.lines.map((_, i) => first + i),
  });
  b.lines(
    0,
    "Place is the engine's (level scores share it: 2=); Rank counts the pairs ahead on the Event column, live. Change the share carried forward or N above and the scores follow.",
    "note",
  );
  return {
    ...b.build(uniqueSheetName("Event", options.existingNames ?? []), 6),
    print: { orientation: "landscape", fitToWidth: 1, titleRows: 1 },
  };
}
