// Events of several sessions: a congress pairs over two or more sessions (with a carry-forward from
// a qualifying session), or a club's ladder over a season (each pair's best N sessions). Each
// session is scored on its own; this ranks the event from each pair's session scores.
import { check, ScoringError } from "../base/errors";
import { splitFinals, type FinalSpec } from "./series-finals";

export type { FinalSpec } from "./series-finals";

/** A final from the qualifying session: its name, its pairs' keys in qualifying order, its ranking. */
export interface SeriesFinal {
  readonly name: string;
  /** The pairs that went into it, by key, best qualifier first. */
  readonly qualifiers: readonly string[];
  /** Its pairs ranked on their own, best first. */
  readonly lines: readonly SeriesLine[];
}

/** What an event of several sessions is ranked by. */
export type SeriesBasis = "total" | "mean" | "imps";

/** The bases, the default first. */
export const SERIES_BASES: readonly SeriesBasis[] = ["mean", "total", "imps"];

/** One pair's result in one session. */
export interface SeriesEntry {
  /** What matches the pair across sessions (its number, or its names made plain). */
  readonly key: string;
  /** How the pair is shown: its number as the session gives it, and its names. */
  readonly pair: string;
  readonly names?: string;
  /** Matchpoints scored, their tops and percentage (matchpoints); or IMPs and boards played. */
  readonly total: number;
  readonly percentage: number | null;
  readonly boards: number;
  /** Matchpoints: the tops of the boards played (the total's percentage is of these). */
  readonly tops?: number | null;
}

/**
 * A session of the event: its name (docs/conventions.md, "Events of several sessions": the results
 * file's event or date, else the file's name without folder and extension), the file it was read
 * from when it was, and each pair's result.
 */
export interface SeriesSession {
  readonly title: string;
  readonly file?: string;
  /** The session's date (YYYY-MM-DD), when its file gives one. */
  readonly date?: string;
  readonly entries: readonly SeriesEntry[];
}

/** How the event is ranked. */
export interface SeriesOptions {
  readonly basis: SeriesBasis;
  /** The share of the first (qualifying) session carried forward, 0 to 1 (default: none, all sessions equal). */
  readonly carry?: number;
  /** Each pair's best N sessions count (default: all). */
  readonly best?: number;
  /** Each pair's handicap (by key): percentage points (mean) or IMPs a board (imps); none with a total. */
  readonly handicaps?: ReadonlyMap<string, number>;
  /**
   * Finals from the first (qualifying) session: the qualifiers split in its order, each final
   * ranked on its own (with the carry-forward, when there is one). See series-finals.ts.
   */
  readonly finals?: readonly FinalSpec[];
  /**
   * A ladder's minimum: a pair that played fewer sessions is listed after the ranked pairs, with
   * no place (rank ""). Default: every pair is ranked.
   */
  readonly minSessions?: number;
}

/** A pair's line in the event's ranking. */
export interface SeriesLine {
  readonly key: string;
  readonly pair: string;
  readonly names?: string;
  /** Its score in each session (percentage, matchpoints or IMPs), null where it did not play. */
  readonly sessions: readonly (number | null)[];
  /** Which sessions count (best N; all it played otherwise). */
  readonly counted: readonly boolean[];
  /** The boards played in the sessions counted. */
  readonly boards: number;
  /** The event score: total, or mean percentage, with the carry-forward. */
  readonly score: number;
  /**
   * A total of matchpoints: the total as a percentage of the tops of the sessions counted (the
   * carry-forward's share of the first session's), from the sessions' exact totals. Absent
   * otherwise, or when a session's tops are not known.
   */
  readonly percentage?: number;
  /** Competition ranking, "=2" for a shared place (as a session's ranking writes it); "" when unranked. */
  readonly rank: string;
  /** The sessions the pair played. */
  readonly played: number;
  /** With a minimum of sessions: true for a pair that played fewer, listed but not ranked. */
  readonly unranked?: true;
  /** With handicaps: the handicap, the handicapped score and its rank. */
  readonly handicap?: number;
  readonly handicapped?: number;
  readonly handicapRank?: string;
}

/** The ranking of an event of several sessions. */
export interface SeriesRanking {
  readonly basis: SeriesBasis;
  readonly carry: number | null;
  readonly best: number | null;
  readonly sessions: readonly string[];
  /** Best first; with a minimum of sessions, the unranked pairs after the ranked ones. */
  readonly lines: readonly SeriesLine[];
  /** The minimum of sessions a pair must play to be ranked, when one was set. */
  readonly minSessions?: number;
  /** Finals from the qualifying session, each ranked on its own. */
  readonly finals?: readonly SeriesFinal[];
}

/** Rounded to 1/10000, so sums of two-decimal figures compare as people read them. */
const tidy = (x: number): number => Math.round(x * 10000) / 10000;

/** Competition ranks of scores (best = highest), "=2" when shared, as a session's places are written. */
function ranks(scores: readonly number[]): string[] {
  return scores.map((s) => {
    const above = scores.filter((o) => o > s + 1e-9).length;
    const level = scores.filter((o) => Math.abs(o - s) <= 1e-9).length;
    return `${level > 1 ? "=" : ""}${above + 1}`;
  });
}

/**
 * The ranking of an event of several sessions (docs/conventions.md, "Events of several sessions"):
 * - each pair's score in a session: its percentage ("mean"), matchpoints ("total") or IMPs ("imps");
 * - with a carry-forward c, the first session counts c times (a total adds c x its score; a mean
 *   weights it c against 1 for each other session);
 * - with best N, each pair's N highest session scores count (all when it played N or fewer);
 * - the event score: the sum of the sessions counted, or their (weighted) mean percentage;
 * - with handicaps, a handicapped score beside it: a mean percentage plus the handicap (percentage
 *   points), or total IMPs plus the handicap (IMPs a board) times the boards counted; a total of
 *   matchpoints takes none (rank by mean percentage to apply them).
 * Pairs are matched across sessions by their key; ranks are shared when scores are level ("=2").
 * The lines are in the order of the event score; {@link handicappedLines} gives them in the order
 * of the handicapped score.
 *
 * @example
 * rankSeries([s1, s2], { basis: "mean", carry: 0.5 }).lines[0]; // { pair: "3", score: 57.5, rank: "1", ... }
 */
export function rankSeries(sessions: readonly SeriesSession[], options: SeriesOptions): SeriesRanking {
  const { carry, best } = readSeriesOptions(sessions, options);
  const scoreOf = (e: SeriesEntry): number => {
    if (options.basis === "mean") {
      if (e.percentage === null)
        throw new ScoringError(
          `Pair ${e.pair} has no percentage: rank by mean percentage only sessions scored by matchpoints.`,
        );
      return e.percentage;
    }
    return e.total;
  };
  const weight = (k: number): number => (carry !== null && k === 0 ? carry : 1);
  const lines = [...pairsOfSessions(sessions).values()].map((p) =>
    seriesLine(p, { options, best, scoreOf, weight }),
  );
  const min = options.minSessions ?? 0;
  const ranked = rankLines(lines.filter((l) => l.played >= min));
  // A ladder's pairs below the minimum: listed after the ranked ones, best first, with no place.
  const below = lines
    .filter((l) => l.played < min)
    .sort((a, b) => b.score - a.score)
    .map((l) => ({ ...l, rank: "", unranked: true as const }));
  const all = [...ranked, ...below];
  const finals =
    options.finals === undefined
      ? undefined
      : splitFinals(options.finals, sessions[0].entries, scoreOf, all).map((f) => ({
          ...f,
          lines: rankLines(f.lines),
        }));
  return {
    basis: options.basis,
    carry,
    best,
    sessions: sessions.map((s) => s.title),
    lines: all,
    ...(options.minSessions !== undefined ? { minSessions: options.minSessions } : {}),
    ...(finals !== undefined ? { finals } : {}),
  };
}

/** Lines ranked best first by the event score, with their places (and handicapped places). */
function rankLines(lines: readonly Omit<SeriesLine, "rank">[]): SeriesLine[] {
  const sorted = [...lines].sort((a, b) => b.score - a.score);
  const r = ranks(sorted.map((l) => l.score));
  const withH = sorted.map((l) => l.handicapped ?? null).filter((x): x is number => x !== null);
  const hr = ranks(withH);
  let j = 0;
  return sorted.map((l, i) => {
    const { handicapRank, ...plain } = l as SeriesLine;
    void handicapRank;
    return {
      ...plain,
      rank: r[i],
      ...(l.handicapped !== undefined ? { handicapRank: hr[j++] } : {}),
    };
  });
}

/** The carry-forward and best N of the options, checked against each other and the sessions. */
function readSeriesOptions(
  sessions: readonly SeriesSession[],
  options: SeriesOptions,
): { readonly carry: number | null; readonly best: number | null } {
  check(sessions.length > 0, "An event needs at least one session.");
  const carry = options.carry ?? null;
  const best = options.best ?? null;
  if (carry !== null)
    check(
      Number.isFinite(carry) && carry >= 0 && carry <= 1,
      `The carry-forward is a share from 0 to 1 (0.25 for 25%), not ${carry}.`,
    );
  if (carry !== null && sessions.length < 2)
    throw new ScoringError("A carry-forward needs a qualifying session and at least one more.");
  if (best !== null) {
    check(
      Number.isSafeInteger(best) && best >= 1,
      `Best N counts a whole number of sessions, 1 or more, not ${best}.`,
    );
    check(
      best <= sessions.length,
      `Best ${best} of ${sessions.length} sessions: N can be at most the number of sessions.`,
    );
  }
  if (carry !== null && best !== null)
    throw new ScoringError("A carry-forward and best N do not go together: choose one.");

  if (options.minSessions !== undefined)
    check(
      Number.isSafeInteger(options.minSessions) &&
        options.minSessions >= 1 &&
        options.minSessions <= sessions.length,
      `The minimum of sessions is a whole number from 1 to the ${sessions.length} sessions, not ${options.minSessions}.`,
    );
  if (options.finals !== undefined && sessions.length < 2)
    throw new ScoringError("Finals need a qualifying session and at least one more.");
  if (options.handicaps !== undefined && options.basis === "total")
    throw new ScoringError(
      "Handicaps are in percentage points: rank by mean percentage (or by IMPs) to apply them.",
    );
  return { carry, best };
}

/** A pair of the event: its first entry (how it is shown) and its entry in each session (null where it did not play). */
interface SeriesPair {
  readonly first: SeriesEntry;
  readonly bySession: (SeriesEntry | null)[];
}

/** The pairs, in the order first met, with each session's entry; a pair twice in a session is refused. */
function pairsOfSessions(sessions: readonly SeriesSession[]): Map<string, SeriesPair> {
  const pairs = new Map<string, SeriesPair>();
  sessions.forEach((s, k) => {
    const seen = new Set<string>();
    for (const e of s.entries) {
      if (seen.has(e.key))
        throw new ScoringError(
          `${s.title}: pair ${e.pair} appears twice (matched as "${e.key}"): each pair once a session.`,
        );
      seen.add(e.key);
      const p = pairs.get(e.key) ?? { first: e, bySession: sessions.map(() => null) };
      p.bySession[k] = e;
      pairs.set(e.key, p);
    }
  });
  return pairs;
}

/** What a pair's line is worked from: the options, best N, a session entry's score and each session's weight. */
interface LineRules {
  readonly options: SeriesOptions;
  readonly best: number | null;
  readonly scoreOf: (e: SeriesEntry) => number;
  readonly weight: (k: number) => number;
}

/** Which of a pair's session scores count: the N highest with best N (level: the earlier), else all it played. */
function countedSessions(scores: readonly (number | null)[], best: number | null): boolean[] {
  if (best === null) return scores.map((x) => x !== null);
  const order = scores
    .map((x, k) => ({ x, k }))
    .filter((o) => o.x !== null)
    .sort((a, b) => b.x! - a.x! || a.k - b.k)
    .slice(0, best)
    .map((o) => o.k);
  return scores.map((_, k) => order.includes(k));
}

/** One pair's line, before it is ranked: its sessions, those counted, its score and handicapped score. */
function seriesLine({ first, bySession }: SeriesPair, rules: LineRules): Omit<SeriesLine, "rank"> {
  const { options, weight } = rules;
  const scores = bySession.map((e) => (e === null ? null : rules.scoreOf(e)));
  const counted = countedSessions(scores, rules.best);
  let sum = 0;
  let weights = 0;
  let boards = 0;
  let tops: number | null = 0;
  scores.forEach((x, k) => {
    if (!counted[k] || x === null) return;
    sum += weight(k) * x;
    weights += weight(k);
    boards += bySession[k]!.boards;
    const t = bySession[k]!.tops;
    tops = tops === null || t === undefined || t === null ? null : tops + weight(k) * t;
  });
  const percentage = options.basis === "total" && tops !== null && tops > 0 ? (sum / tops) * 100 : undefined;
  const score = options.basis === "mean" ? (weights > 0 ? tidy(sum / weights) : 0) : tidy(sum);
  // With a handicaps table, a pair it does not list has none (0).
  const h = options.handicaps ? (options.handicaps.get(first.key) ?? 0) : undefined;
  const handicapped =
    h === undefined
      ? undefined
      : options.basis === "imps"
        ? tidy(score + h * boards)
        : options.basis === "mean"
          ? tidy(score + h)
          : undefined;
  return {
    key: first.key,
    pair: first.pair,
    ...(first.names !== undefined ? { names: first.names } : {}),
    sessions: scores,
    counted,
    played: scores.filter((x) => x !== null).length,
    boards,
    score,
    ...(percentage !== undefined ? { percentage } : {}),
    ...(h !== undefined ? { handicap: h } : {}),
    ...(handicapped !== undefined ? { handicapped } : {}),
  };
}

/**
 * The handicapped ranking: the lines that have a handicapped score, best handicapped score first
 * (pairs level on it in the order of the plain ranking), each with its own rank (handicapRank);
 * a ladder's pairs below the minimum of sessions are left out, as they are unranked.
 * Empty when the event was ranked without handicaps.
 *
 * @example
 * handicappedLines(rankSeries(sessions, { basis: "mean", handicaps })).map((l) => l.handicapRank); // ["1", "=2", "=2", "4"]
 */
export function handicappedLines(ranking: SeriesRanking): SeriesLine[] {
  return ranking.lines
    .map((l, i) => ({ l, i }))
    .filter((x) => x.l.handicapped !== undefined && x.l.unranked !== true)
    .sort((a, b) => b.l.handicapped! - a.l.handicapped! || a.i - b.i)
    .map((x) => x.l);
}

/**
 * A pair's names made plain for matching across sessions: lower case, single spaces, the players
 * in alphabetical order ("Bob Jones & Ann Smith" and "ann smith and bob jones" match).
 *
 * @example
 * namesKey("Bob Jones & Ann Smith"); // "ann smith & bob jones"
 */
export function namesKey(names: string): string {
  return names
    .toLowerCase()
    .split(/\s*(?:&|\band\b|\/|\+|,|;)\s*/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter((p) => p !== "")
    .sort()
    .join(" & ");
}
