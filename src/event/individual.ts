// An individual event: four players a table, each partnering another for a round or two. Each
// board is scored as a pairs board (the NS and EW comparison is the same whoever sits there: the
// two NS players are the NS side of that table), and each player takes the result of the side
// they sat on. A player's session is those results over the boards they played: as a percentage
// of the tops of those boards (matchpoints), or as an average a board (IMPs), as a pair's is.
import {
  METHOD_NAMES,
  METHOD_TRAITS,
  type PairNames,
  type RankedBy,
  type ScoredSession,
  type ScoringMethod,
  type Traveller,
  type TravellerRow,
} from "../scoring";
import { agrees, type PublishedCheck } from "../io/published";
import type { FileSection, Seats } from "../io/results-file";
import type { EventSection } from "./model";

/** One player's session. */
export interface PlayerResult {
  /** The player's number in the event, as the file gives it. */
  readonly player: string;
  /** The player's name, when the file (or the names table) gives one. */
  readonly name?: string;
  /** Boards with a result or an award for the player's side. */
  readonly boards: number;
  /** The sum of the player's results: matchpoints or IMPs. */
  readonly total: number;
  /** Matchpoints: the sum of the tops of the boards played, and total as a percentage of it. */
  readonly tops: number | null;
  readonly percentage: number | null;
  /** total / boards (null when no board was played). */
  readonly average: number | null;
  /** Competition ranking ("1", "=2", "=2", "4"); null when no board was played. */
  readonly rank: string | null;
}

/** The players of a session ranked, best first, by one method. */
export interface PlayerRanking {
  readonly method: ScoringMethod;
  readonly rankedBy: RankedBy;
  readonly players: readonly PlayerResult[];
}

/** Whether a section is an individual event (a results file that names a player a seat). */
export function isIndividual(section: EventSection): boolean {
  return section.file?.individual === true;
}

/** Each section's traveller rows by the row of the cells they were read from, made once. */
const rowIndex = new WeakMap<EventSection, Map<number, TravellerRow>>();

/** The players of a traveller row of an individual section, by seat (null when the row names none). */
export function seatsOf(section: EventSection, row: number | null): Seats | null {
  if (row === null) return null;
  let index = rowIndex.get(section);
  if (index === undefined) {
    index = new Map(section.traveller.boards.flatMap((b) => b.rows.map((r) => [r.row, r] as const)));
    rowIndex.set(section, index);
  }
  const read = index.get(row);
  const cells = section.rows[row];
  if (read === undefined || cells === undefined) return null;
  const at = (role: "north" | "east" | "south" | "west"): string => {
    const col = read.cells[role];
    return col === undefined ? "" : String(cells[col] ?? "").trim();
  };
  const seats = { north: at("north"), east: at("east"), south: at("south"), west: at("west") };
  return Object.values(seats).every((p) => p !== "") ? seats : null;
}

/**
 * An individual event's names: each player's by number, and each partnership's (the pair the
 * traveller reader makes of two players, "1 & 2") as its players' names joined the same way, so
 * the sheet's partnerships are named too.
 *
 * @example
 * withPartnerships(traveller, new Map([["1", "Ada"], ["2", "Bram"]])).get("1 & 2"); // "Ada & Bram"
 */
export function withPartnerships(traveller: Traveller, names: PairNames): PairNames {
  if (names.size === 0) return names;
  const all = new Map(names);
  for (const b of traveller.boards)
    for (const r of b.rows)
      for (const pair of [r.ns, r.ew]) {
        const players = pair.split(" & ");
        if (players.length !== 2 || all.has(pair)) continue;
        const [a, c] = players.map((p) => names.get(p));
        if (a !== undefined && c !== undefined) all.set(pair, `${a} & ${c}`);
      }
  return all;
}

/** Two results the same but for the float's last digits (ties are ties). */
const same = (a: number, b: number): boolean => Math.abs(a - b) < 1e-9;

/**
 * Each player's session from a scored session of an individual section: the NS result of a table
 * to its North and South players, the EW result to East and West; ranked by percentage
 * (matchpoints) or average a board (IMPs), ties sharing a place.
 *
 * @example
 * // Board 1: N1 S2 v E3 W4 scores +420, N5 S6 v E7 W8 +400 (top 2): players 1 and 2 get 2 of 2.
 * rankPlayers(section, session).players[0]; // { player: "1", boards: 1, total: 2, percentage: 100, rank: "=1", ... }
 */
export function rankPlayers(
  section: EventSection,
  session: ScoredSession,
  names: ReadonlyMap<string, string> = section.names,
): PlayerRanking {
  const percentages = METHOD_TRAITS[session.method].percentages;
  const tally = new Map<string, { total: number; tops: number; boards: number }>();
  const add = (player: string, result: number | null, top: number | null): void => {
    const t = tally.get(player) ?? { total: 0, tops: 0, boards: 0 };
    tally.set(player, t);
    if (result === null) return;
    t.total += result;
    t.tops += top ?? 0;
    t.boards++;
  };
  for (const board of session.boards)
    for (const t of board.tables) {
      const seats = seatsOf(section, t.row);
      if (seats === null) continue;
      add(seats.north, t.nsResult, board.top);
      add(seats.south, t.nsResult, board.top);
      add(seats.east, t.ewResult, board.top);
      add(seats.west, t.ewResult, board.top);
    }
  const rankedBy = session.rankedBy;
  const players = [...tally].map(([player, t]) => {
    const name = names.get(player);
    return {
      player,
      ...(name ? { name } : {}),
      boards: t.boards,
      total: t.total,
      tops: percentages ? t.tops : null,
      percentage: percentages && t.tops > 0 ? (t.total / t.tops) * 100 : null,
      average: t.boards > 0 ? t.total / t.boards : null,
    };
  });
  const score = (p: (typeof players)[number]): number | null =>
    rankedBy === "percentage" ? p.percentage : p.average;
  const byNumber = (a: string, b: string): number =>
    a.localeCompare(b, "en", { numeric: true, sensitivity: "base" });
  players.sort((a, b) => {
    const x = score(a);
    const y = score(b);
    if (x === null || y === null)
      return x === null && y === null ? byNumber(a.player, b.player) : x === null ? 1 : -1;
    return same(x, y) ? byNumber(a.player, b.player) : y - x;
  });
  // Sorted, so a tie is a run: its place is where the run starts.
  const ranked = players.map((p, k) => {
    const s = score(p);
    if (s === null) return { ...p, rank: null };
    let first = k;
    while (first > 0 && same(score(players[first - 1]) ?? NaN, s)) first--;
    let last = k;
    while (last + 1 < players.length && same(score(players[last + 1]) ?? NaN, s)) last++;
    return { ...p, rank: last > first ? `=${first + 1}` : `${first + 1}` };
  });
  return { method: session.method, rankedBy, players: ranked };
}

/**
 * A file's published standings of its players (percentage, total, place) beside the add-in's
 * ranking: a figure agrees as a table's does, to the decimals it was printed with.
 */
export function comparePlayerStandings(file: FileSection, ranking: PlayerRanking): PublishedCheck {
  let compared = 0;
  const differences: string[] = [];
  for (const st of file.standings ?? []) {
    const p = ranking.players.find((x) => x.player === st.pair);
    if (p === undefined) continue;
    const check = (what: string, text: string | undefined, value: number | null | undefined): void => {
      if (text === undefined || value === undefined) return;
      const published = Number(text.replace(",", "."));
      if (!Number.isFinite(published)) return;
      compared++;
      const decimals = /[.,](\d+)$/.exec(text)?.[1].length ?? 0;
      if (value === null || !agrees(value, published, decimals))
        differences.push(
          `${st.source}: player ${p.player}: the file says ${what} ${text}, the add-in ${value === null ? "nothing" : Number(value.toFixed(decimals + 2))}.`,
        );
    };
    check("percentage", st.percentage, METHOD_TRAITS[ranking.method].percentages ? p.percentage : undefined);
    check("total", st.total, p.total);
    const m = st.place === undefined ? null : /^(=?)\s*(\d+)\s*(=?)$/.exec(st.place.trim());
    if (m !== null) {
      compared++;
      const ours = /^(=?)(\d+)$/.exec(p.rank ?? "");
      const tied = m[1] === "=" || m[3] === "=";
      if (!(ours !== null && Number(ours[2]) === Number(m[2]) && (!tied || ours[1] === "=")))
        differences.push(
          `${st.source}: player ${p.player}: the file says place ${st.place}, the add-in ${p.rank ?? "none"}.`,
        );
    }
  }
  return { compared, differences };
}

/** Two comparisons of a file's figures as one. */
export function bothChecks(a: PublishedCheck | null, b: PublishedCheck): PublishedCheck {
  return a === null
    ? b
    : { compared: a.compared + b.compared, differences: [...a.differences, ...b.differences] };
}

/** The fixed-width text of a ranking by player, as the command line prints it. */
export function playerRankingText(ranking: PlayerRanking): string {
  const pct = ranking.rankedBy === "percentage";
  const fix = (x: number | null, d: number): string => (x === null ? "-" : x.toFixed(d));
  const head = ["Rank", "Player", "Boards", "Total", pct ? "%" : "Average", "Name"];
  const rows = ranking.players.map((p) => [
    p.rank ?? "-",
    p.player,
    String(p.boards),
    fix(p.total, 2),
    pct ? fix(p.percentage, 2) : fix(p.average, 2),
    p.name ?? "",
  ]);
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((x, c) => (c === 0 || c === 5 ? x.padEnd(widths[c]) : x.padStart(widths[c])))
      .join("  ")
      .trimEnd();
  return [`Ranking by player: ${METHOD_NAMES[ranking.method]}`, line(head), ...rows.map(line), ""].join("\n");
}
