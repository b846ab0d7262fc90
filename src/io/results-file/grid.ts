// A section as the grid the traveller reader reads, the layout a director would type: a pairs
// (or individual) section board by board, a teams section as a teams scoresheet, match by match.
import {
  PUBLISHED_COLUMNS,
  SEAT_COLUMNS,
  TRAVELLER_HEADER,
  type FileSection,
  type GridCell,
  type PublishedColumn,
} from "./model";

/** The published columns any row of the section carries, in the standard order. */
export function publishedColumns(section: FileSection): PublishedColumn[] {
  const seen = new Set<string>();
  for (const b of section.boards)
    for (const r of b.rows) for (const k of Object.keys(r.published)) seen.add(k);
  return PUBLISHED_COLUMNS.filter((c) => seen.has(c));
}

/**
 * The section as a traveller grid: the header row, then one row per table, board by board, in
 * the layout a director would type. The row of `rows[k]` is grid row `k + 1`; `rowSource[k]`
 * says where that row is in the file.
 *
 * @example
 * sectionGrid(section).cells[0]; // ["Board", "Table", "NS", "EW", "Contract", "By", "Lead", "Tricks", "Score", "MP_NS", ...]
 */
export function sectionGrid(section: FileSection): { cells: GridCell[][]; rowSource: string[] } {
  if (section.kind === "teams") return teamsGrid(section);
  const published = publishedColumns(section);
  // An individual event: its four players in place of the two pairs (the traveller reader takes
  // the NS players together as the NS side of the board, and the EW players as the EW side).
  const header = section.individual
    ? [...TRAVELLER_HEADER.slice(0, 2), ...SEAT_COLUMNS, ...TRAVELLER_HEADER.slice(4)]
    : [...TRAVELLER_HEADER];
  const cells: GridCell[][] = [[...header, ...published]];
  const rowSource: string[] = [];
  for (const b of section.boards) {
    for (const r of b.rows) {
      const sides = section.individual
        ? [r.seats?.north ?? "", r.seats?.south ?? "", r.seats?.east ?? "", r.seats?.west ?? ""]
        : [r.ns, r.ew];
      cells.push([
        b.board,
        numberOrText(r.table),
        ...sides.map(numberOrText),
        r.contract,
        r.declarer,
        r.lead,
        r.tricks,
        r.score,
        ...published.map((c) => numberOrText(r.published[c] ?? "")),
      ]);
      rowSource.push(r.source);
    }
  }
  return { cells, rowSource };
}

/** The header of a teams section's grid: the teams scoresheet's columns (examples/teams-match.csv). */
export const TEAMS_HEADER = [
  "Round",
  "Board",
  "Room",
  "NS",
  "EW",
  "Contract",
  "By",
  "Tricks",
  "NS score",
] as const;

/**
 * A teams section as a teams scoresheet: one row per room, match by match (in the order the file
 * first gives each match in its round), board by board, the room where the home team sat NS
 * ("Open") first. Team names are kept as text, whatever they look like.
 */
function teamsGrid(section: FileSection): { cells: GridCell[][]; rowSource: string[] } {
  // Each round and match numbered in the order first met (Maps, so a Swiss of thousands of rows
  // is ordered in one pass and a sort, not a search of every match for every comparison).
  const roundOrder = new Map<string, number>();
  const matchOrder = new Map<string, number>();
  const keyed = section.boards.flatMap((b) =>
    b.rows.map((r) => {
      const round = r.round ?? "1";
      if (!roundOrder.has(round)) roundOrder.set(round, roundOrder.size);
      const key = matchKey(round, r.ns, r.ew);
      if (!matchOrder.has(key)) matchOrder.set(key, matchOrder.size);
      return { board: b.board, r, round, match: matchOrder.get(key)! };
    }),
  );
  const numeric = [...roundOrder.keys()].every((x) => /^\d+$/.test(x));
  const roundIndex = (x: string): number => (numeric ? Number(x) : roundOrder.get(x)!);
  const roomIndex = (room: string | undefined): number => (/^open/i.test(room ?? "") ? 0 : 1);
  const ordered = keyed
    .map((x, k) => ({ ...x, k }))
    .sort(
      (a, b) =>
        roundIndex(a.round) - roundIndex(b.round) ||
        a.match - b.match ||
        a.board - b.board ||
        roomIndex(a.r.room) - roomIndex(b.r.room) ||
        a.k - b.k,
    );
  const cells: GridCell[][] = [[...TEAMS_HEADER]];
  const rowSource: string[] = [];
  for (const { board, r } of ordered) {
    cells.push([
      numberOrText(r.round ?? "1"),
      board,
      r.room ?? "",
      r.ns,
      r.ew,
      r.contract,
      r.declarer,
      r.tricks,
      r.score,
    ]);
    rowSource.push(r.source);
  }
  return { cells, rowSource };
}

/** A match's key: its round and its two teams, in either order. */
function matchKey(round: string, a: string, b: string): string {
  return [round, ...[a.toLowerCase(), b.toLowerCase()].sort()].join("\u0000");
}

/** A cell's text as a number where it is one (a table or pair number), else as text. */
function numberOrText(text: string): GridCell {
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}
