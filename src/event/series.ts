// An event of several sessions on the event road: each session, once scored, turned into the
// pairs' entries the series core ranks (matched across sessions by pair number or by names), a
// file of several sessions of one event told and ranked on its own, a handicaps table read and
// matched to the pairs, and the carry-forward and best-N settings read as a director types them.
// The command line and the pane both rank their sessions here; the arithmetic is the core's
// (rankSeries).
import { dayInWords } from "../sheet/day-words";
import { readCsv } from "../io/csv";
import type { FileSection } from "../io/results-file";
import {
  METHOD_TRAITS,
  namesKey,
  rankSeries,
  readNumberCell,
  ScoringError,
  type FinalSpec,
  type SeriesBasis,
  type SeriesEntry,
  type SeriesRanking,
  type SeriesSession,
} from "../scoring";
import type { ScoredEvent, ScoredPairsSection } from "./score";

/** How pairs are the same pair from session to session: by pair number, or by their names. */
export type SeriesMatch = "number" | "names";

/** How an event of sessions is ranked, beside its sessions. */
export interface SeriesSettings {
  readonly basis: SeriesBasis;
  /** The share of the first session carried forward, 0 to 1. */
  readonly carry?: number;
  /** Each pair's best N sessions count. */
  readonly best?: number;
  /** Each pair's handicap, by the key its entries are matched by. */
  readonly handicaps?: ReadonlyMap<string, number>;
  /** Finals from the qualifying session, each ranked on its own. */
  readonly finals?: readonly FinalSpec[];
  /** A ladder: a pair that played fewer sessions is listed, unranked. */
  readonly minSessions?: number;
}

/**
 * The unit a session scored by `method` is in (matchpoints, the default method's, or IMPs), which
 * must be the event's; null for a method of no one unit ("all") or one not known.
 *
 * @example
 * sessionUnit("butler"); // "imps"
 */
export function sessionUnit(method: string | undefined): "matchpoints" | "imps" | null {
  if (method === undefined) return "matchpoints";
  return method in METHOD_TRAITS ? METHOD_TRAITS[method as keyof typeof METHOD_TRAITS].unit : null;
}

/**
 * A share carried forward as typed: "0.5" or "50%"; null when it is neither a share from 0 to 1
 * nor a percentage from 0 to 100.
 *
 * @example
 * readCarryShare("50%"); // 0.5
 */
export function readCarryShare(text: string): number | null {
  const pct = text.trim().endsWith("%");
  const x = readNumberCell(pct ? text.trim().slice(0, -1) : text);
  if (x === null || x < 0 || (pct ? x > 100 : x > 1)) return null;
  return pct ? x / 100 : x;
}

/**
 * Each pair's best N sessions as typed: a whole number, 1 or more; null otherwise.
 *
 * @example
 * readBestOf("4"); // 4
 */
export function readBestOf(text: string): number | null {
  const x = readNumberCell(text);
  return x === null || !Number.isSafeInteger(x) || x < 1 ? null : x;
}

/**
 * A scored pairs section's entries for the event: each pair that played a board, keyed by `keyOf`
 * (its pair number by default), with the tops of its boards when `tops` is set.
 */
export function pairsEntries(
  section: ScoredPairsSection,
  options: {
    readonly keyOf?: (pair: string, names: string | undefined) => string;
    readonly tops?: boolean;
  } = {},
): SeriesEntry[] {
  return section.sessions[0].rankings.flatMap((r) =>
    r.pairs
      .filter((p) => p.boardsPlayed > 0)
      .map((p) => ({
        key: options.keyOf ? options.keyOf(p.id, p.names) : p.id,
        pair: p.id,
        ...(p.names ? { names: p.names } : {}),
        total: p.total,
        percentage: p.percentage,
        boards: p.boardsPlayed,
        ...(options.tops ? { tops: p.tops } : {}),
      })),
  );
}

/** The days a date is named with ("Monday 3 March 2025"); the rest is the sheet's dayInWords. */
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * A date as a director says it, from the YYYY-MM-DD a results file's date is kept as: "Monday 3
 * March 2025"; any other text as it is.
 *
 * @example
 * sessionDate("2025-03-03"); // "Monday 3 March 2025"
 */
export function sessionDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (m === null) return date.trim();
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  if (at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) return date.trim();
  return `${DAYS[at.getUTCDay()]} ${dayInWords(y, mo, d)}`;
}

/** A file's name without its folder and extension ("/tmp/monday.csv": "monday"). */
function baseName(file: string): string {
  const name = file.replace(/[\\/]+$/, "").replace(/^.*[\\/]/, "");
  const bare = name.replace(/\.[^.]*$/, "");
  return bare === "" ? name : bare;
}

/**
 * A session's name (docs/conventions.md, "Events of several sessions"): a results file's own
 * heading (its event, with its session and section when it names them), else its date, else the
 * file's name without folder and extension, with the section the file names (or its number among
 * several, where it names none).
 *
 * @example
 * sessionName("club/monday.csv", { title: null, file: null }); // "monday"
 * sessionName("week1.pbn", { title: "Orchard Pairs", file: pbnSection }); // "Orchard Pairs"
 */
export function sessionName(
  file: string,
  section: { readonly title: string | null; readonly file: FileSection | null },
  index = 0,
  count = 1,
): string {
  const f = section.file;
  if (f !== null && (f.event !== "" || f.session) && section.title) return section.title;
  const own = f?.date ? sessionDate(f.date) : baseName(file);
  if (f?.section) return `${own}, section ${f.section}`;
  return count > 1 ? `${own} (section ${index + 1})` : own;
}

/**
 * The sessions with names that tell them apart: a name two sessions share takes each one's date,
 * then its file's name, then its place among them ("Club Pairs, Monday 3 March 2025").
 *
 * @example
 * distinctSessionTitles([{ title: "Club Pairs", file: "a.pbn", ... }, { title: "Club Pairs", file: "b.pbn", ... }])
 *   .map((s) => s.title); // ["Club Pairs (a)", "Club Pairs (b)"]
 */
export function distinctSessionTitles(sessions: readonly SeriesSession[]): SeriesSession[] {
  const ways: ((s: SeriesSession, k: number) => string | null)[] = [
    (s) =>
      s.date !== undefined && !s.title.includes(sessionDate(s.date))
        ? `${s.title}, ${sessionDate(s.date)}`
        : null,
    (s) => (s.file !== undefined && baseName(s.file) !== s.title ? `${s.title} (${baseName(s.file)})` : null),
    (s, k) => `${s.title} (${k + 1})`,
  ];
  let out = [...sessions];
  for (const way of ways) {
    const counts = new Map<string, number>();
    for (const s of out) counts.set(s.title, (counts.get(s.title) ?? 0) + 1);
    if ([...counts.values()].every((n) => n === 1)) break;
    const seen = new Map<string, number>();
    out = out.map((s) => {
      if (counts.get(s.title)! === 1) return s;
      const k = seen.get(s.title) ?? 0;
      seen.set(s.title, k + 1);
      return { ...s, title: way(s, k) ?? s.title };
    });
  }
  return out;
}

/**
 * A scored file's sessions for the event, one a section, each named by {@link sessionName} (and
 * carrying its file and date), pairs matched by number or names. A file's sessions of one event
 * number their pairs alike (pair 3 is pair 3 in each); other sections of a file are fields of
 * their own. Throws a ScoringError for a teams event, or a pair without names to match by.
 *
 * @example
 * seriesSessionsOf(scoreEvent(openInput(csv, "club/s1.csv"), {}), "club/s1.csv", "number")[0].title; // "s1"
 */
export function seriesSessionsOf(scored: ScoredEvent, file: string, match: SeriesMatch): SeriesSession[] {
  const sessions = sessionsOfOneEvent(scored);
  const count = scored.sections.length;
  const several = count > 1;
  return scored.sections.map((s, k) => {
    if (s.kind !== "pairs")
      throw new ScoringError(`${file} is a teams event: an event of sessions ranks pairs.`);
    const title = sessionName(file, s.section, k, count);
    const where = several ? `${file} (${title})` : file;
    const keyOf = (pair: string, names: string | undefined): string => {
      if (match !== "names") return several && !sessions ? `${s.section.title ?? title} ${pair}` : pair;
      if (!names) throw new ScoringError(`${where}: pair ${pair} has no names to be matched by (--names).`);
      return namesKey(names);
    };
    const date = s.section.file?.date;
    return {
      title,
      file,
      ...(date !== undefined ? { date } : {}),
      entries: pairsEntries(s, { keyOf, tops: true }),
    };
  });
}

/**
 * Whether a scored file's sections are the sessions of one event (a PBN file of several [Session]s
 * or dates under one [Event]): pairs sections, each naming its session, all of the same event.
 */
export function sessionsOfOneEvent(scored: ScoredEvent): boolean {
  const files = scored.sections.map((s) => s.section.file);
  return (
    scored.sections.length > 1 &&
    scored.sections.every((s) => s.kind === "pairs" && s.players === undefined) &&
    files.every((f) => f !== null && f.session !== undefined && f.event === files[0]!.event) &&
    new Set(files.map((f) => f!.session)).size === files.length
  );
}

/**
 * The event's ranking of a file that holds several sessions of one event: total IMPs when they
 * were scored in IMPs, else the mean of the sessions' percentages (the default basis); null for
 * any other file, or sessions of different methods' units.
 *
 * @example
 * sessionsEventRanking(scored, "season.pbn")?.basis; // "mean" for matchpointed sessions
 */
export function sessionsEventRanking(scored: ScoredEvent, file: string): SeriesRanking | null {
  if (!sessionsOfOneEvent(scored)) return null;
  const units = new Set(
    scored.sections.map((s) => (s.kind === "pairs" ? METHOD_TRAITS[s.sessions[0].method].unit : null)),
  );
  if (units.size !== 1 || scored.sections.some((s) => s.kind === "pairs" && s.sessions.length > 1))
    return null;
  const basis: SeriesBasis = units.has("imps") ? "imps" : "mean";
  return rankSeries(distinctSessionTitles(seriesSessionsOf(scored, file, "number")), { basis });
}

/**
 * The event ranked from its sessions with the settings given (the core's rankSeries); throws a
 * ScoringError the core raises (no session, a best N the sessions cannot give).
 *
 * @example
 * rankEvent(sessions, { basis: "mean", carry: 0.5 }).lines[0].rank; // "1"
 */
export function rankEvent(sessions: readonly SeriesSession[], settings: SeriesSettings): SeriesRanking {
  return rankSeries(sessions, {
    basis: settings.basis,
    ...(settings.carry !== undefined ? { carry: settings.carry } : {}),
    ...(settings.best !== undefined ? { best: settings.best } : {}),
    ...(settings.handicaps !== undefined ? { handicaps: settings.handicaps } : {}),
    ...(settings.finals !== undefined ? { finals: settings.finals } : {}),
    ...(settings.minSessions !== undefined ? { minSessions: settings.minSessions } : {}),
  });
}

/** A handicaps table read: by pair (number or names), or by player. */
export type HandicapsTable =
  { readonly byPair: ReadonlyMap<string, number> } | { readonly players: ReadonlyMap<string, number> };

/**
 * A handicaps table: a header naming Pair or Player, and Handicap; each row a pair (its number, or
 * its names) or a player and a number. Throws a ScoringError naming the file and line of a
 * problem.
 *
 * @example
 * readHandicaps("Pair,Handicap\nNS 3,2\n", "h.csv"); // { byPair: Map { "NS 3" => 2 } }
 */
export function readHandicaps(text: string, file: string): HandicapsTable {
  const { rows, lines } = readCsv(text);
  const header = rows.findIndex((r) => r.some((c) => String(c ?? "").trim() !== ""));
  const key = (c: unknown) =>
    String(c ?? "")
      .toLowerCase()
      .replace(/[^a-z]/g, "");
  const cells = header < 0 ? [] : rows[header].map(key);
  const hc = cells.findIndex((c) => c === "handicap" || c === "hcp" || c === "h");
  const pc = cells.findIndex((c) => c === "pair" || c === "pairno" || c === "pairs" || c === "names");
  const yc = cells.findIndex((c) => c === "player" || c === "name" || c === "players");
  if (hc < 0 || (pc < 0 && yc < 0))
    throw new ScoringError(`${file}: expected a header row naming Pair (or Player) and Handicap.`);
  const who = pc >= 0 ? pc : yc;
  const map = new Map<string, number>();
  for (let r = header + 1; r < rows.length; r++) {
    const name = String(rows[r][who] ?? "").trim();
    if (name === "") continue;
    const h = readNumberCell(rows[r][hc]);
    if (h === null)
      throw new ScoringError(
        `${file}: line ${lines[r] ?? r + 1}: "${String(rows[r][hc] ?? "")}" is not a handicap: expected a number.`,
      );
    map.set(pc >= 0 ? pairKeyOf(name) : name.toLowerCase().replace(/\s+/g, " "), h);
  }
  return pc >= 0 ? { byPair: map } : { players: map };
}

/**
 * A pair as a ranking names it: "NS 3", "EW 3" or "3", from "3NS", "N-S 3", "ns3" or "03"; other
 * text (names) as it is.
 */
function pairKeyOf(text: string): string {
  const t = text.trim().toUpperCase().replace(/\s+/g, " ");
  const m =
    /^(N\s*[-/]?\s*S|E\s*[-/]?\s*W)\s*0*(\d+)$/.exec(t) ??
    /^0*(\d+)\s*(N\s*[-/]?\s*S|E\s*[-/]?\s*W)$/.exec(t);
  if (m) {
    const [dir, n] = /^\d/.test(m[1]) ? [m[2], m[1]] : [m[1], m[2]];
    return `${dir.startsWith("N") ? "NS" : "EW"} ${n}`;
  }
  return /^0*\d+$/.test(t) ? String(Number(t)) : text.trim();
}

/** A pair's handicap from a table keyed by names, whatever their order or case. */
function findByNames(table: ReadonlyMap<string, number>, names: string): number | undefined {
  const key = namesKey(names);
  for (const [k, h] of table) if (namesKey(k) === key) return h;
  return undefined;
}

/**
 * Each entry's handicap (by its key) from a handicaps table: a pair's by its number or names; by
 * player, the sum (or mean, `pair: "mean"`) of its players' (a player not in the table: 0).
 *
 * @example
 * handicapsOf(readHandicaps(text, "h.csv"), sessions, "sum").get("NS 3"); // 2
 */
export function handicapsOf(
  table: HandicapsTable,
  sessions: readonly SeriesSession[],
  pair: "sum" | "mean",
): Map<string, number> {
  const handicaps = new Map<string, number>();
  for (const e of sessions.flatMap((s) => s.entries)) {
    if ("byPair" in table) {
      const h = table.byPair.get(e.pair) ?? (e.names ? findByNames(table.byPair, e.names) : undefined);
      if (h !== undefined) handicaps.set(e.key, h);
    } else if (e.names) {
      const players = e.names
        .split(/\s*(?:&|\band\b|\/|\+|,|;)\s*/)
        .map((p) => p.toLowerCase().replace(/\s+/g, " ").trim());
      const hs = players.map((p) => table.players.get(p) ?? 0);
      const sum = hs.reduce((a, b) => a + b, 0);
      handicaps.set(e.key, pair === "sum" ? sum : sum / hs.length);
    }
  }
  return handicaps;
}
