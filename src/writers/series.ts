// An event of several sessions as the command line prints and writes it: each session's ranking
// and the event's as text, the event's ranking as JSON (alone, beside a file's sessions, or as the
// document of an event of several files), and the event sheet as a workbook.
import {
  handicappedLines,
  type SeriesBasis,
  type SeriesFinal,
  type SeriesLine,
  type SeriesRanking,
  type SeriesSession,
} from "../scoring";
import { formatValue } from "../sheet/number-format";
import { buildSeriesSheet, seriesFormats, type SeriesFormats } from "../sheet/series-sheet";
import { xlsxBuffer } from "./xlsx";

/** A percentage, always to 2 decimals (as the sheet's "0.00"). */
const FMT_PERCENT = "0.00";

/** A share carried forward as the heading says it: "50%", "12.5%". */
const share = (x: number): string => `${Number((x * 100).toFixed(2))}%`;

/** A column of a text table: its heading, its cells, and which side they line up on. */
interface TextColumn {
  readonly head: string;
  readonly cells: readonly string[];
  readonly right?: boolean;
}

/** A table of text: each column as wide as its widest cell, two spaces apart, indented by two. */
function textTable(columns: readonly TextColumn[]): string {
  const widths = columns.map((c) => c.cells.reduce((w, x) => Math.max(w, x.length), c.head.length));
  const pad = (x: string, k: number) => (columns[k].right ? x.padStart(widths[k]) : x.padEnd(widths[k]));
  const row = (cells: readonly string[]) => `  ${cells.map(pad).join("  ")}`.trimEnd();
  const rows = columns[0]?.cells.map((_, i) => row(columns.map((c) => c.cells[i]))) ?? [];
  return [row(columns.map((c) => c.head)), ...rows].map((l) => `${l}\n`).join("");
}

/** The pair and (when any pair has them) names columns of a table of lines. */
function pairColumns(lines: readonly { readonly pair: string; readonly names?: string }[]): TextColumn[] {
  return [
    { head: "Pair", cells: lines.map((l) => l.pair) },
    ...(lines.some((l) => l.names !== undefined)
      ? [{ head: "Names", cells: lines.map((l) => l.names ?? "") }]
      : []),
  ];
}

/**
 * The event's ranking of a file's sessions as text (printed after the sessions' workings), with
 * the line saying how to rank it otherwise.
 *
 * @example
 * sessionsEventText(sessionsEventRanking(scored, "season.pbn")!); // "Event ranking (mean percentage):\n..."
 */
export function sessionsEventText(ranking: SeriesRanking): string {
  const other = ranking.basis === "imps" ? "" : "(--event total ranks it by total matchpoints instead.)\n";
  return `${seriesRankingText(ranking)}${other}`;
}

/**
 * The event's ranking as text: each session's score, counted or (in brackets) not, the event
 * score, each figure in its one number format (seriesFormats: percentages to 2 decimals), names
 * and figures in aligned columns, ties written "=2"; the sessions' names under it, one a line; with
 * handicaps, the handicapped ranking after it, in the order of its own figure. Only the settings
 * asked for are said.
 *
 * @example
 * seriesRankingText(rankSeries(sessions, { basis: "mean" })); // "Event ranking (mean percentage):\n  Rank  Pair ..."
 */
export function seriesRankingText(r: SeriesRanking): string {
  const unit =
    r.basis === "mean" ? "mean percentage" : r.basis === "total" ? "total matchpoints" : "total IMPs";
  const how = [
    unit,
    r.carry !== null ? `${share(r.carry)} of ${r.sessions[0]} carried forward` : "",
    r.best !== null ? `each pair's best ${r.best} of ${r.sessions.length} sessions` : "",
  ].filter(Boolean);
  const f = seriesFormats(r);
  const brackets = r.best !== null;
  const sessionCell = (x: number | null, counted: boolean): string => {
    if (x === null) return brackets ? "- " : "-";
    const v = formatValue(x, f.session);
    return brackets ? (counted ? `${v} ` : `(${v})`) : v;
  };
  const out = [`Event ranking (${how.join("; ")}):\n`];
  out.push(
    textTable([
      { head: "Rank", cells: r.lines.map((l) => l.rank) },
      ...pairColumns(r.lines),
      ...r.sessions.map((_, k) => ({
        head: `S${k + 1}`,
        cells: r.lines.map((l) => sessionCell(l.sessions[k], l.counted[k])),
        right: true,
      })),
      { head: "Event", cells: r.lines.map((l) => formatValue(l.score, f.event)), right: true },
      // A total of matchpoints: its percentage of the tops of the sessions counted, where known.
      ...(r.lines.some((l) => l.percentage !== undefined)
        ? [{ head: "%", cells: r.lines.map((l) => formatValue(l.percentage, FMT_PERCENT)), right: true }]
        : []),
    ]),
  );
  out.push(r.sessions.map((s, k) => `  S${k + 1}: ${s}\n`).join(""));
  if (brackets) out.push("A session in brackets does not count.\n");
  if (r.minSessions !== undefined && r.lines.some((l) => l.unranked === true))
    out.push(
      `A pair without a rank played fewer than ${r.minSessions} sessions: listed after the ranked pairs, not ranked.\n`,
    );
  for (const final of r.finals ?? []) out.push(`\n${finalText(r, final, f)}`);
  const handicapped = handicappedLines(r);
  if (handicapped.length > 0) out.push(`\n${handicappedText(r, handicapped, f)}`);
  return out.join("");
}

/** A final from the qualifying session as text: its pairs ranked on their own, rank, pair, names, event score. */
function finalText(r: SeriesRanking, final: SeriesFinal, f: SeriesFormats): string {
  const from = `${final.qualifiers.length} pair${final.qualifiers.length === 1 ? "" : "s"} from ${r.sessions[0]}`;
  const carried = r.carry !== null ? `, ${share(r.carry)} of it carried forward` : "";
  return `Final ${final.name} (${from}${carried}):\n${textTable([
    { head: "Rank", cells: final.lines.map((l) => l.rank) },
    ...pairColumns(final.lines),
    { head: "Event", cells: final.lines.map((l) => formatValue(l.score, f.event)), right: true },
  ])}`;
}

/** The handicapped ranking as text: rank, pair, names, event score, (boards,) handicap, handicapped score. */
function handicappedText(r: SeriesRanking, lines: readonly SeriesLine[], f: SeriesFormats): string {
  const imps = r.basis === "imps";
  const how = imps
    ? "total IMPs plus each pair's handicap in IMPs a board times the boards counted"
    : "mean percentage plus each pair's handicap in percentage points";
  return `Handicapped ranking (${how}):\n${textTable([
    { head: "Rank", cells: lines.map((l) => l.handicapRank ?? "") },
    ...pairColumns(lines),
    { head: "Event", cells: lines.map((l) => formatValue(l.score, f.event)), right: true },
    ...(imps ? [{ head: "Boards", cells: lines.map((l) => String(l.boards)), right: true }] : []),
    { head: "Handicap", cells: lines.map((l) => formatValue(l.handicap ?? 0, f.handicap)), right: true },
    { head: "Handicapped", cells: lines.map((l) => formatValue(l.handicapped!, f.handicapped)), right: true },
  ])}`;
}

/** A session's ranking as text (its pairs best first, by the event's unit, in the event's format). */
function sessionText(s: SeriesSession, basis: SeriesBasis, format: string): string {
  const score = (e: SeriesSession["entries"][number]) => (basis === "mean" ? e.percentage : e.total);
  const sorted = [...s.entries].sort((a, b) => (score(b) ?? 0) - (score(a) ?? 0));
  const unit = basis === "mean" ? "%" : basis === "total" ? "MPs" : "IMPs";
  const table = textTable([
    ...pairColumns(sorted),
    { head: unit, cells: sorted.map((e) => formatValue(score(e), format)), right: true },
  ]);
  return `Session: ${s.title}\n${table}\n`;
}

/**
 * An event of several files as text: each session's ranking in the event's unit, then the event's.
 *
 * @example
 * seriesText(sessions, rankEvent(sessions, { basis: "mean" })); // "Session: monday\n  Pair ..."
 */
export function seriesText(sessions: readonly SeriesSession[], ranking: SeriesRanking): string {
  const format = seriesFormats(ranking).session;
  return sessions.map((s) => sessionText(s, ranking.basis, format)).join("") + seriesRankingText(ranking);
}

/**
 * The event's ranking in --json as a session's is: one field ("all") of pairs, each with its
 * event `total` (a total of matchpoints or IMPs) or `percentage` (a mean percentage), and beside a
 * total of matchpoints its percentage of the tops, with each session's score, the boards and rank.
 *
 * @example
 * seriesJson(ranking).ranking[0].pairs[0]; // { pair: "2", sessions: [1279.375, 805], total: 2084.375, percentage: 58.39, ... }
 */
export function seriesJson(ranking: SeriesRanking): {
  basis: SeriesBasis;
  carry: number | null;
  best: number | null;
  minSessions?: number;
  ranking: { field: "all"; pairs: (SeriesLine & { total?: number })[] }[];
  finals?: { name: string; qualifiers: readonly string[]; pairs: (SeriesLine & { total?: number })[] }[];
} {
  const pairs = (lines: readonly SeriesLine[]) =>
    lines.map((l) => ({
      ...l,
      ...(ranking.basis === "mean" ? { percentage: l.score } : { total: l.score }),
    }));
  return {
    basis: ranking.basis,
    carry: ranking.carry,
    best: ranking.best,
    ...(ranking.minSessions !== undefined ? { minSessions: ranking.minSessions } : {}),
    ranking: [{ field: "all", pairs: pairs(ranking.lines) }],
    ...(ranking.finals !== undefined
      ? {
          finals: ranking.finals.map((f) => ({
            name: f.name,
            qualifiers: f.qualifiers,
            pairs: pairs(f.lines),
          })),
        }
      : {}),
  };
}

/**
 * An event of several files as one JSON document (with its newline): the event's ranking as a
 * session's, how it was ranked, each session's name (its file and date beside) and pairs, the
 * event's lines and, with handicaps, the same lines in the handicapped ranking's order
 * (`handicappedRanking`). Figures are the numbers as computed, unrounded by any format.
 */
export function seriesDocument(sessions: readonly SeriesSession[], ranking: SeriesRanking): string {
  return `${JSON.stringify(
    {
      event: seriesJson(ranking),
      basis: ranking.basis,
      carry: ranking.carry,
      best: ranking.best,
      sessions: sessions.map((s) => ({
        title: s.title,
        ...(s.file !== undefined ? { file: s.file } : {}),
        ...(s.date !== undefined ? { date: s.date } : {}),
        pairs: s.entries.map((e) => ({
          pair: e.pair,
          ...(e.names ? { names: e.names } : {}),
          total: e.total,
          percentage: e.percentage,
          boards: e.boards,
        })),
      })),
      ranking: ranking.lines,
      ...(ranking.finals !== undefined ? { finals: ranking.finals } : {}),
      ...(handicappedLines(ranking).length > 0 ? { handicappedRanking: handicappedLines(ranking) } : {}),
    },
    null,
    2,
  )}\n`;
}

/** The event sheet (each session's scores and the event's arithmetic, live formulas) as a workbook. */
export function seriesWorkbook(ranking: SeriesRanking): Promise<Buffer> {
  return xlsxBuffer([buildSeriesSheet(ranking)]);
}
