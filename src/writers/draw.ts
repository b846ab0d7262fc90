// The Swiss draw as the command line prints and writes it: the standings the next round is drawn
// from and the draw as text or as one JSON document, and the draw sheet (the standings, the draw,
// a card for each table) as a workbook.
import { drawSharedSets, tableLine, type SwissDraw, type SwissNext, type TeamStanding } from "../scoring";
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
