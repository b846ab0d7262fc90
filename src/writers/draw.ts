// The Swiss draw as the command line prints and writes it: the standings the next round is drawn
// from and the draw as text or as one JSON document, and the draw sheet (the standings, the draw,
// a card for each table) as a workbook.
import {
  drawSharedSets,
  tableLine,
  type ScoredMatch,
  type SwissDraw,
  type SwissNext,
  type TeamStanding,
} from "../scoring";
import { buildDrawSheet, entryLines } from "../sheet/draw-sheet";
import { xlsxBuffer } from "./xlsx";

/** A number as the standings show it: two decimals at most. */
const num = (x: number | null): string => (x === null ? "" : String(Math.round(x * 100) / 100));

/** The standings (none for a first round) and the draw as text. */
function roundText(
  round: string,
  after: string | null,
  standings: readonly TeamStanding[] | null,
  draw: SwissDraw,
  byeVp: number,
  notes: readonly string[] = [],
  entrant = "Team",
): string {
  const lines: string[] = [];
  if (standings !== null) {
    lines.push(after === null ? "Standings: no round counted yet.\n" : `Standings after round ${after}:\n`);
    const w = Math.max(4, ...standings.map((s) => s.team.length));
    lines.push(`  ${"Rank".padEnd(5)} ${entrant.padEnd(w)} ${"Played".padStart(6)} ${"VPs".padStart(7)}\n`);
    for (const s of standings)
      lines.push(
        `  ${s.rank.padEnd(5)} ${s.team.padEnd(w)} ${String(s.played).padStart(6)} ${num(s.vp).padStart(7)}\n`,
      );
    lines.push("\n");
  }
  if (notes.length > 0) lines.push(...notes.map((n) => `${n}\n`), "\n");
  lines.push(`Draw for round ${round}:\n`);
  const w = Math.max(4, ...draw.tables.map((t) => t.home.length));
  const sets = draw.boardSets !== undefined;
  lines.push(`  ${"Table".padEnd(6)} ${sets ? `${"Set".padEnd(4)} ` : ""}${"Home".padEnd(w)} Away\n`);
  for (const t of draw.tables)
    lines.push(
      `  ${String(t.table).padEnd(6)} ${sets ? `${String(t.boardSet).padEnd(4)} ` : ""}${t.home.padEnd(w)} ${t.away}${t.rematch ? "  (they have met before)" : ""}${t.stationary ? `  (${t.home} keeps its home table)` : ""}\n`,
    );
  if (draw.bye !== null) lines.push(`  Bye: ${draw.bye} (${num(byeVp)} VPs)\n`);
  if (draw.rematches > 0)
    lines.push(
      `No draw avoids every rematch: this one has the fewest, ${draw.rematches}, and is the first such in order.\n`,
    );
  for (const [set, tables] of drawSharedSets(draw))
    lines.push(`Board set ${set} is shared by tables ${tables.join(", ")}, in relay.\n`);
  if (sets || draw.tables.some((t) => t.stationary)) {
    lines.push("\nTable cards:\n");
    for (const t of draw.tables) lines.push(`  ${tableLine(t)}\n`);
  }
  return lines.join("");
}

/** The draw as JSON: a list of tables, the bye as a table with no away team. */
function drawJson(draw: SwissDraw): Record<string, unknown>[] {
  return [
    ...draw.tables.map((t) => ({
      table: t.table,
      home: t.home,
      away: t.away,
      ...(t.rematch ? { rematch: true } : {}),
      ...(t.boardSet !== undefined ? { boardSet: t.boardSet } : {}),
      ...(t.stationary ? { stationary: true } : {}),
    })),
    ...(draw.bye !== null ? [{ table: null, home: draw.bye, away: null }] : []),
  ];
}

/** The teams withdrawn and the late entries, when there are any: what the JSON adds. */
function entriesJson(next: SwissNext): Record<string, unknown> {
  const late = [...(next.late ?? [])].map(([team, joins]) => ({
    team,
    joins,
    missedVps: next.missedVps?.get(team) ?? null,
  }));
  return {
    ...((next.withdrawn ?? []).length > 0 ? { withdrawn: next.withdrawn } : {}),
    ...(late.length > 0 ? { late } : {}),
  };
}

/** Standings as the JSON of a teams event gives them. */
function standingsJson(standings: readonly TeamStanding[]): Record<string, unknown>[] {
  return standings.map((t) => ({
    team: t.team,
    rank: t.rank,
    played: t.played,
    vp: t.vp,
    impsFor: t.impsFor,
    impsAgainst: t.impsAgainst,
  }));
}

/**
 * The next round as text: the standings after the rounds so far, then the draw.
 *
 * @example
 * drawText(drawAfterResults(results), 12); // "Standings after round 2:\n  Rank  Team ..."
 */
export function drawText(next: SwissNext, byeVp: number, entrant: "Team" | "Pair" = "Team"): string {
  const opening =
    next.opening === undefined
      ? []
      : [
          `Round ${next.round} is an opening round, drawn ${next.opening.kind === "random" ? `at random (seed ${next.opening.seed})` : "seeded (the top half against the bottom half turned on by one)"}, not from the standings.`,
        ];
  return roundText(
    next.round,
    next.after,
    next.standings,
    next.draw,
    byeVp,
    [...entryLines(next), ...opening],
    entrant,
  );
}

/** The first round as text: how it was drawn (seeded, or at random from the seed), then the draw. */
export function firstRoundText(
  next: SwissNext,
  seed: number | undefined,
  byeVp: number,
  seededBy: "list" | "seed" | "rating" = "list",
): string {
  const order = {
    list: "in the list's order",
    seed: "by the Seed column",
    rating: "by rating, highest first",
  };
  const how = seed !== undefined ? `at random, seed ${seed}` : `seeded ${order[seededBy]}`;
  return `The first round, ${how}.\n${roundText("1", null, null, next.draw, byeVp, entryLines(next))}`;
}

/**
 * The next round as one JSON document (with its newline): the event's own JSON when it was scored
 * from a scoresheet (else only that it is a teams event), the round, the standings and the draw.
 */
export function drawDocument(next: SwissNext, event: object = { event: "teams" }): string {
  return `${JSON.stringify({ ...event, round: next.round, standings: standingsJson(next.standings), ...entriesJson(next), ...(next.opening ? { opening: next.opening } : {}), draw: drawJson(next.draw) }, null, 2)}\n`;
}

/** The first round as one JSON document (with its newline): the seed it was drawn from (or null), the draw. */
export function firstRoundDocument(next: SwissNext, seed: number | undefined): string {
  return `${JSON.stringify({ event: "teams", round: "1", seed: seed ?? null, draw: drawJson(next.draw) }, null, 2)}\n`;
}

/** The draw sheet of the next round as a workbook. */
export function drawWorkbook(next: SwissNext, byeVp: number): Promise<Buffer> {
  return xlsxBuffer([buildDrawSheet(next, { byeVp })]);
}

/** A Swiss pairs event's rounds as played: each round's matches, their tables and each pair's score. */
export interface SwissPairsPlayed {
  readonly rounds: readonly string[];
  readonly matches: readonly ScoredMatch[];
  /** Each match's table in its round's traveller (null when it has none). */
  readonly tables: ReadonlyMap<ScoredMatch, string | null>;
  /** What each pair's score is: its matchpoint percentage, or its cross-IMPs, across the field. */
  readonly unit: "percent" | "imps";
}

/** Each match whose two pairs met in an earlier round (a rematch the draw could not avoid), with that round. */
function earlierMeetings(played: SwissPairsPlayed): Map<ScoredMatch, string> {
  const first = new Map<string, string>();
  const out = new Map<ScoredMatch, string>();
  for (const m of played.matches) {
    const key = JSON.stringify([m.home, m.away].sort());
    const round = first.get(key);
    if (round !== undefined && round !== m.round) out.set(m, round);
    else first.set(key, m.round);
  }
  return out;
}

/**
 * The rounds of a Swiss pairs event as text: each table's match, each pair's percentage (or IMPs)
 * across the field and its VPs, North-South first.
 *
 * @example
 * swissPairsRoundsText(played); // "Round 1, matchpoints across the field:\n  Table  NS ..."
 */
export function swissPairsRoundsText(played: SwissPairsPlayed): string {
  const lines: string[] = [];
  const unit = played.unit === "percent" ? "%" : "IMPs";
  const before = earlierMeetings(played);
  for (const round of played.rounds) {
    const matches = played.matches.filter((m) => m.round === round);
    const w = Math.max(4, ...matches.flatMap((m) => [m.home.length, m.away.length]));
    lines.push(
      `Round ${round}, ${played.unit === "percent" ? "matchpoints" : "cross-IMPs"} across the field:\n`,
      `  ${"Table".padEnd(6)} ${"NS".padEnd(w)} ${"EW".padEnd(w)} ${`NS ${unit}`.padStart(8)} ${`EW ${unit}`.padStart(8)} ${"NS VPs".padStart(7)} ${"EW VPs".padStart(7)}\n`,
    );
    const fixed = (x: number) => (played.unit === "percent" ? x.toFixed(2) : num(x));
    for (const m of matches)
      lines.push(
        `  ${(played.tables.get(m) ?? "").padEnd(6)} ${m.home.padEnd(w)} ${m.away.padEnd(w)} ${fixed(m.total.home).padStart(8)} ${fixed(m.total.away).padStart(8)} ${num(m.vp?.home ?? null).padStart(7)} ${num(m.vp?.away ?? null).padStart(7)}${before.has(m) ? `  (they met in round ${before.get(m)})` : ""}\n`,
      );
    lines.push("\n");
  }
  return lines.join("");
}

/**
 * The rounds of a Swiss pairs event as the draw's JSON gives them: the event, how it was scored,
 * and each round's matches with each pair's percentage (or IMPs) and VPs.
 *
 * @example
 * swissPairsRoundsJson(played).rounds[0].matches[0]; // { table: "1", home: "1", away: "4", percent: { home: 75, away: 25 }, vp: { home: 20, away: 0 } }
 */
export function swissPairsRoundsJson(
  played: SwissPairsPlayed,
): Record<string, unknown> & { rounds: unknown[] } {
  const key = played.unit === "percent" ? "percent" : "imps";
  const before = earlierMeetings(played);
  return {
    event: "swiss pairs",
    scoring: played.unit === "percent" ? "matchpoints" : "cross-imps",
    rounds: played.rounds.map((round) => ({
      round,
      matches: played.matches
        .filter((m) => m.round === round)
        .map((m) => ({
          table: played.tables.get(m) ?? null,
          home: m.home,
          away: m.away,
          [key]: { home: m.total.home, away: m.total.away },
          vp: m.vp,
          ...(before.has(m) ? { rematchOf: before.get(m) } : {}),
        })),
    })),
  };
}
