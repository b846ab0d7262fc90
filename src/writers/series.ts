// An event of several sessions as the command line prints and writes it: each session's ranking
// and the event's as text, the event's ranking as JSON (alone, beside a file's sessions, or as the
// document of an event of several files), and the event sheet as a workbook.
import type { SeriesBasis, SeriesLine, SeriesRanking, SeriesSession } from "../scoring";
import { buildSeriesSheet } from "../sheet/series-sheet";
import { xlsxBuffer } from "./xlsx";

/** A score as the rankings print it: two decimals at most, "-" for none. */
const fix = (x: number | null, d = 2): string => (x === null ? "-" : x.toFixed(d).replace(/\.?0+$/, ""));

/**
 * The event's ranking of a file's sessions as text (printed after the sessions' workings), with
 * the line saying how to rank it otherwise.
 */
export function sessionsEventText(ranking: SeriesRanking): string {
  const other = ranking.basis === "imps" ? "" : "(--event total ranks it by total matchpoints instead.)\n";
  return `${seriesRankingText(ranking)}${other}`;
}

/** The event's ranking as text: each session's score, counted or (in brackets) not, the event score. */
export function seriesRankingText(r: SeriesRanking): string {
  const unit =
    r.basis === "mean" ? "mean percentage" : r.basis === "total" ? "total matchpoints" : "total IMPs";
  const how = [
    unit,
    r.carry !== null ? `${fix(r.carry * 100)}% of ${r.sessions[0]} carried forward` : "",
    r.best !== null ? `each pair's best ${r.best} of ${r.sessions.length} sessions` : "",
  ].filter(Boolean);
  const lines = [`Event ranking (${how.join("; ")}):\n`];
  const w = Math.max(4, ...r.lines.map((l) => l.pair.length));
  const nw = Math.max(5, ...r.lines.map((l) => (l.names ?? "").length));
  const withH = r.lines.some((l) => l.handicapped !== undefined);
  const head = [
    "Rank".padEnd(5),
    "Pair".padEnd(w),
    "Names".padEnd(nw),
    ...r.sessions.map((_, k) => `S${k + 1}`.padStart(9)),
    "Event".padStart(9),
    ...(withH ? ["Hcp".padStart(6), "Handicapped".padStart(12), "Rank"] : []),
  ];
  lines.push(`  ${head.join(" ")}\n`);
  for (const l of r.lines) {
    const cells = [
      l.rank.padEnd(5),
      l.pair.padEnd(w),
      (l.names ?? "").padEnd(nw),
      ...l.sessions.map((x, k) => (x === null ? "-" : l.counted[k] ? fix(x) : `(${fix(x)})`).padStart(9)),
      fix(l.score).padStart(9),
      ...(withH
        ? [fix(l.handicap ?? 0).padStart(6), fix(l.handicapped ?? null).padStart(12), l.handicapRank ?? ""]
        : []),
    ];
    lines.push(`  ${cells.join(" ").trimEnd()}\n`);
  }
  if (r.best !== null) lines.push("A session in brackets does not count.\n");
  return lines.join("");
}

/** A session's ranking as text (its pairs best first, by the event's unit). */
function sessionText(s: SeriesSession, basis: SeriesBasis): string {
  const score = (e: SeriesSession["entries"][number]) => (basis === "mean" ? e.percentage : e.total);
  const sorted = [...s.entries].sort((a, b) => (score(b) ?? 0) - (score(a) ?? 0));
  const unit = basis === "mean" ? "%" : basis === "total" ? "MPs" : "IMPs";
  const lines = [`Session: ${s.title}\n`];
  for (const e of sorted)
    lines.push(`  ${e.pair.padEnd(6)} ${(e.names ?? "").padEnd(20)} ${fix(score(e)).padStart(8)} ${unit}\n`);
  return `${lines.join("")}\n`;
}

/**
 * An event of several files as text: each session's ranking in the event's unit, then the event's.
 *
 * @example
 * seriesText(sessions, rankEvent(sessions, { basis: "mean" })); // "Session: s1.csv\n  ..."
 */
export function seriesText(sessions: readonly SeriesSession[], ranking: SeriesRanking): string {
  return sessions.map((s) => sessionText(s, ranking.basis)).join("") + seriesRankingText(ranking);
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
  ranking: { field: "all"; pairs: (SeriesLine & { total?: number })[] }[];
} {
  return {
    basis: ranking.basis,
    carry: ranking.carry,
    best: ranking.best,
    ranking: [
      {
        field: "all",
        pairs: ranking.lines.map((l) => ({
          ...l,
          ...(ranking.basis === "mean" ? { percentage: l.score } : { total: l.score }),
        })),
      },
    ],
  };
}

/**
 * An event of several files as one JSON document (with its newline): the event's ranking as a
 * session's, how it was ranked, each session's pairs and the event's lines.
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
        pairs: s.entries.map((e) => ({
          pair: e.pair,
          ...(e.names ? { names: e.names } : {}),
          total: e.total,
          percentage: e.percentage,
          boards: e.boards,
        })),
      })),
      ranking: ranking.lines,
    },
    null,
    2,
  )}\n`;
}

/** The event sheet (each session's scores and the event's arithmetic, live formulas) as a workbook. */
export function seriesWorkbook(ranking: SeriesRanking): Promise<Buffer> {
  return xlsxBuffer([buildSeriesSheet(ranking)]);
}
