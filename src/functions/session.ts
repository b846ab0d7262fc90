// The session functions' results as the cells they spill: a traveller range scored on the event
// road (src/event/cells-session.ts), laid out as a ranking, as each row's results beside the
// traveller, or as the movement played. Each layout has a fixed set of columns, headed, so a
// formula that reads a column of the spill (INDEX, XLOOKUP) keeps reading the same figure as the
// session grows.
import {
  filledRows,
  scoreCells,
  type CellsSession,
  type ScoredPairsSection,
  type StandingsUnit,
} from "../event";
import { METHOD_TRAITS, type SwissNext, type TeamStanding } from "../scoring";

/** A spilled cell: a number, a text, or a blank (""). */
export type SpillCell = number | string;

/** The ranking's columns, in order. The sixth is the percentage (matchpoints) or IMPs a board. */
export const RANKING_HEADINGS = ["Place", "Pair", "Direction", "Names", "Total", "%", "Boards"] as const;

/** A pair or place as a number where it is a plain whole number, else as text ("=2", "A3"). */
function numberOrText(text: string): SpillCell {
  return /^\d{1,9}$/.test(text) ? Number(text) : text;
}

/** The field a ranking block is of: NS or EW, blank for a Howell's; a section's name before it. */
function fieldLabel(s: ScoredPairsSection, field: string, sections: number): string {
  const side = field === "all" ? "" : field;
  if (sections < 2) return side;
  const title = s.section.title ?? "";
  return side === "" ? title : `${title} ${side}`;
}

/**
 * The ranking as spilled cells: a header row, then each field's pairs best first (a Mitchell's NS
 * field, then EW, or one field of both with one winner; a Section column's sections in turn). Place
 * is a number, or text with a tie (`=2`); Direction is NS or EW (blank in a Howell); Names blank where none are given; the sixth
 * column is the pair's percentage under matchpoints, its average IMPs a board under IMPs.
 *
 * @example
 * rankingCells(scoreCells({ values }).sections)[1]; // [1, 3, "NS", "", 14, 58.33, 12]
 */
export function rankingCells(sections: readonly ScoredPairsSection[]): SpillCell[][] {
  const first = sections[0]?.sessions[0];
  const percentages = first !== undefined && METHOD_TRAITS[first.method].percentages;
  const out: SpillCell[][] = [
    [...RANKING_HEADINGS.slice(0, 5), percentages ? "%" : "IMPs a board", "Boards"],
  ];
  for (const s of sections) {
    const session = s.sessions[0];
    for (const ranking of session.rankings) {
      for (const p of ranking.pairs) {
        // The pair's own direction: its field's, or its home one in a Mitchell's one field (one winner).
        const label = fieldLabel(
          s,
          ranking.field === "all" ? (p.direction ?? "all") : ranking.field,
          sections.length,
        );
        out.push([
          p.rank === null ? "" : numberOrText(p.rank),
          numberOrText(p.pair),
          label,
          p.names ?? "",
          p.total,
          (percentages ? p.percentage : p.average) ?? "",
          p.boardsPlayed,
        ]);
      }
    }
  }
  return out;
}

/**
 * Each traveller row's results, to stand beside it: as many rows as the range has up to its last
 * filled row, the header row headed `NS MP` and `EW MP` (or IMPs), each result row its NS and EW
 * result (the seats as played), blank on other rows (a title, a blank row, a board not played).
 *
 * @example
 * boardResultCells(scoreCells({ values }).sections, values); // [["NS MP", "EW MP"], [1, 0], [0, 1]]
 */
export function boardResultCells(
  sections: readonly ScoredPairsSection[],
  values: CellsSession["values"],
): SpillCell[][] {
  const height = filledRows(values).length;
  const out: SpillCell[][] = Array.from({ length: height }, () => ["", ""]);
  const first = sections[0]?.sessions[0];
  const unit = first !== undefined && METHOD_TRAITS[first.method].percentages ? "MP" : "IMPs";
  for (const s of sections) {
    const lineOf = (r: number): number => s.section.lines?.[r] ?? r;
    for (const h of s.section.traveller.headers) {
      const line = lineOf(h.row);
      if (line < height) out[line] = [`NS ${unit}`, `EW ${unit}`];
    }
    for (const board of s.sessions[0].boards) {
      for (const t of board.tables) {
        // A board not played has no result; a row the movement supplied shares another row's place.
        if (t.row === null || t.kind === "notPlayed") continue;
        const line = lineOf(t.row);
        if (line < height) out[line] = [t.nsResult ?? "", t.ewResult ?? ""];
      }
    }
  }
  return out;
}

/**
 * The movement as played, as `npm run score -- --json` gives it: two columns, what and its value
 * (kind, who said it, where the rounds were read from, rounds, tables, pairs), then each board
 * set. A Section column's sections each give their own, headed by the section.
 *
 * @example
 * movementCells(scoreCells({ values }).sections)[0]; // ["Kind", "mitchell"]
 */
export function movementCells(sections: readonly ScoredPairsSection[]): SpillCell[][] {
  const out: SpillCell[][] = [];
  for (const s of sections) {
    const played = s.decided.played.played;
    if (sections.length > 1) out.push(["Section", s.section.title ?? ""]);
    out.push(
      ["Kind", s.sessions[0].movement],
      ["Kind from", s.decided.movement.from],
      ["Read from", played.fromRounds ? "round-column" : "inferred"],
      ["Rounds", played.rounds ?? ""],
      ["Tables", played.tables],
      ["Pairs", played.pairs],
    );
    played.sets.forEach((set, k) => out.push([`Board set ${k + 1}`, boardList(set)]));
  }
  return out;
}

/** Boards as a director writes them: runs joined ("1-3, 7"). */
function boardList(boards: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < boards.length;) {
    let j = i;
    while (j + 1 < boards.length && boards[j + 1] === boards[j] + 1) j++;
    parts.push(j > i ? `${boards[i]}-${boards[j]}` : String(boards[i]));
    i = j + 1;
  }
  return parts.join(", ");
}

/** What the won and lost columns of the standings are headed, by what they count. */
const WON_LOST: Readonly<Record<StandingsUnit, readonly [string, string]>> = {
  imps: ["IMPs for", "IMPs against"],
  points: ["Points for", "Points against"],
  vps: ["IMPs for", "IMPs against"],
};

/**
 * The standings as spilled cells: a header row (Place, Team, Played, VPs, and what each team won
 * and lost: IMPs, or points under board-a-match and aggregate), then the teams best first. Place is
 * a number, or text with a tie (`=2`); VPs are blank without a VP scale, the IMPs blank when a table
 * gives only VPs.
 *
 * @example
 * standingsCells(standingsOfCells({ values }).standings, "imps")[1]; // [1, "Aces", 3, 41.5, 60, 22]
 */
export function standingsCells(standings: readonly TeamStanding[], unit: StandingsUnit): SpillCell[][] {
  const out: SpillCell[][] = [["Place", "Team", "Played", "VPs", ...WON_LOST[unit]]];
  for (const t of standings)
    out.push([
      numberOrText(t.rank),
      t.team,
      t.played,
      t.vp ?? "",
      unit === "vps" ? "" : t.impsFor,
      unit === "vps" ? "" : t.impsAgainst,
    ]);
  return out;
}

/**
 * The next round's draw as spilled cells: a header row (Table, Home, Away, Met before), a row a
 * table (Met before "yes" when no draw avoids every rematch and these teams meet again), and the
 * bye, if any, as a last row whose Table is "bye".
 *
 * @example
 * drawCells(swissDrawOfCells({ values: [["Team"], ["A"], ["B"], ["C"]] })); // [[header], [1, "A", "B", ""], ["bye", "C", "", ""]]
 */
export function drawCells(next: SwissNext): SpillCell[][] {
  const out: SpillCell[][] = [["Table", "Home", "Away", "Met before"]];
  for (const t of next.draw.tables) out.push([t.table, t.home, t.away, t.rematch ? "yes" : ""]);
  if (next.draw.bye !== null) out.push(["bye", next.draw.bye, "", ""]);
  return out;
}

export { scoreCells };
