// An individual event: four players a table, each partnering another for a round or two. Each
// board is scored as a pairs board (the NS and EW comparison is the same whoever sits there: the
// two NS players are the NS side of that table), and each player takes the result of the side
// they sat on. A player's session is those results over the boards they played: as a percentage
// of the tops of those boards (matchpoints), or as an average a board (IMPs), as a pair's is.
import {
  METHOD_NAMES,
  METHOD_TRAITS,
  rankPlayerResults,
  type PairNames,
  type PlayerBoardResult,
  type RankedPlayer,
  type RankedBy,
  type ScoredSession,
  type ScoringMethod,
  type Traveller,
  type TravellerRow,
} from "../scoring";
import { agrees, type PublishedCheck } from "../io/published";
import type { FileSection, Seats } from "../io/results-file";
import type { EventSection } from "./model";

/** One player's session, ranked (the core's RankedPlayer), with the player's name when known. */
export interface PlayerResult extends RankedPlayer {
  /** The player's name, when the file (or the names table) gives one. */
  readonly name?: string;
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

/**
 * Each player's session from a scored session of an individual section: the NS result of a table
 * to its North and South players, the EW result to East and West; ranked by the core
 * (rankPlayerResults) by percentage (matchpoints) or average a board (IMPs), ties sharing a place.
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
  function* results(): Generator<PlayerBoardResult> {
    for (const board of session.boards)
      for (const t of board.tables) {
        const seats = seatsOf(section, t.row);
        if (seats === null) continue;
        for (const player of [seats.north, seats.south]) yield { player, result: t.nsResult, top: board.top };
        for (const player of [seats.east, seats.west]) yield { player, result: t.ewResult, top: board.top };
      }
  }
  const ranked = rankPlayerResults(results(), METHOD_TRAITS[session.method].percentages, session.rankedBy);
  const players = ranked.map((p): PlayerResult => {
    const name = names.get(p.player);
    return name ? { ...p, name } : p;
  });
  return { method: session.method, rankedBy: session.rankedBy, players };
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
  const widths = head.map((h, c) => rows.reduce((w, r) => Math.max(w, r[c].length), h.length));
  const line = (cells: readonly string[]): string =>
    cells
      .map((x, c) => (c === 0 || c === 5 ? x.padEnd(widths[c]) : x.padStart(widths[c])))
      .join("  ")
      .trimEnd();
  return [`Ranking by player: ${METHOD_NAMES[ranking.method]}`, line(head), ...rows.map(line), ""].join("\n");
}
