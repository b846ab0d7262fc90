// A Swiss event's list of teams: a Team column, and beside it, if the director keeps them, the
// round after which a team withdrew, the round a late entry joins in, a seed or a rating, and a
// home table (a team that stays at one table, for a player who cannot move).
import { cellText, readNumberCell, ScoringError, type SwissEntries } from "../scoring";

/** A list of teams read. */
export interface TeamList {
  /** The teams in seeding order: by Seed (1 first) or Rating (highest first), else the list's order. */
  readonly teams: readonly string[];
  /** The teams withdrawn and the late entries the list gives (empty maps when it gives none). */
  readonly entries: Required<Pick<SwissEntries, "withdrawn" | "late">>;
  /** Each team's home table, for the teams that have one. */
  readonly homeTables: ReadonlyMap<string, number>;
  /** What the seeding order was taken from. */
  readonly seededBy: "list" | "seed" | "rating";
}

/** A header cell's letters and digits, lower case: "Team name" is "teamname". */
const key = (c: unknown): string =>
  String(c ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

const TEAM = ["team", "teams", "teamname"];
const COLUMNS = {
  withdrawn: ["withdrawn", "withdrawnafter", "withdrawnafterround", "withdrew", "withdrewafter"],
  late: ["joins", "joinsinround", "joinsround", "late", "lateentry", "joined", "joinedinround"],
  seed: ["seed", "seeding", "seedno"],
  rating: ["rating", "ranking", "masterpoints", "grade"],
  home: ["hometable", "stationary", "stationarytable", "fixedtable"],
} as const;
type Column = keyof typeof COLUMNS;
const YES = new Set(["yes", "y", "x", "true", "withdrawn"]);

/**
 * A list of teams: a Team column's names below its header, in seeding order, with the columns a
 * Swiss event's list may keep beside it (Withdrawn after round, Joins in round, Seed or Rating,
 * Home table); null when the cells are no list (no Team heading, or more than one heading the
 * list does not know). A cell that cannot be read throws a ScoringError naming its row and column.
 *
 * @example
 * readTeamList([["Team", "Withdrawn after round"], ["Aces", ""], ["Kings", 2]])!.entries.withdrawn; // Map { "Kings" => 2 }
 */
export function readTeamList(cells: readonly (readonly unknown[])[]): TeamList | null {
  const first = cells.findIndex((r) => r.some((c) => String(c ?? "").trim() !== ""));
  if (first < 0) return null;
  const header = cells[first];
  const col = header.findIndex((c) => TEAM.includes(key(c)));
  if (col < 0) return null;
  const at = new Map<Column, number>();
  let unknown = 0;
  header.forEach((c, i) => {
    if (i === col || String(c ?? "").trim() === "") return;
    const found = (Object.keys(COLUMNS) as Column[]).find((k) =>
      (COLUMNS[k] as readonly string[]).includes(key(c)),
    );
    if (found !== undefined && !at.has(found)) at.set(found, i);
    else unknown++;
  });
  if (unknown > 1) return null;
  const rows: { team: string; row: number }[] = [];
  for (let r = first + 1; r < cells.length; r++) {
    const team = String(cells[r][col] ?? "")
      .trim()
      .replace(/\s+/g, " ");
    if (team !== "") rows.push({ team, row: r });
  }
  const withdrawn = new Map<string, number | null>();
  const late = new Map<string, number>();
  const homeTables = new Map<string, number>();
  const rank = new Map<string, number>();
  const whole = (r: number, c: Column, min: number): number | null => {
    const text = cellText(cells[r][at.get(c)!]);
    if (text === "") return null;
    if (c === "withdrawn" && YES.has(text.toLowerCase())) return -1;
    const x = readNumberCell(text);
    if (x === null || (c !== "rating" && (!Number.isSafeInteger(x) || x < min)))
      throw new ScoringError(
        `row ${r + 1}, column ${at.get(c)! + 1} (${cellText(header[at.get(c)!])}): expected ${
          c === "withdrawn"
            ? "the round after which the team withdrew (or yes)"
            : c === "rating"
              ? "a number"
              : `a whole number, ${min} or more`
        }, not "${text}".`,
      );
    return x;
  };
  for (const { team, row } of rows) {
    if (at.has("withdrawn")) {
      const w = whole(row, "withdrawn", 0);
      if (w !== null) withdrawn.set(team, w === -1 ? null : w);
    }
    if (at.has("late")) {
      const j = whole(row, "late", 1);
      if (j !== null && j > 1) late.set(team, j);
    }
    if (at.has("home")) {
      const h = whole(row, "home", 1);
      if (h !== null) homeTables.set(team, h);
    }
    const by = at.has("seed") ? "seed" : at.has("rating") ? "rating" : null;
    if (by !== null) {
      const s = whole(row, by, 1);
      if (s !== null) rank.set(team, by === "seed" ? s : -s);
    }
  }
  const seededBy = at.has("seed") ? "seed" : at.has("rating") ? "rating" : "list";
  const listed = rows.map((r) => r.team);
  // A team without a seed or rating goes after those with one, in the list's order.
  const teams =
    seededBy === "list"
      ? listed
      : [...listed].sort((a, b) => {
          const [x, y] = [rank.get(a) ?? Infinity, rank.get(b) ?? Infinity];
          return x === y ? 0 : x < y ? -1 : 1;
        });
  return { teams, entries: { withdrawn, late }, homeTables, seededBy };
}

/**
 * The teams withdrawn and the late entries of a list and of the command line (or the pane) as one:
 * where both name a team, the second's word stands; the second's late score stands.
 *
 * @example
 * mergeEntries(list.entries, { withdrawn: new Map([["Aces", 3]]) }).withdrawn.get("Aces"); // 3
 */
export function mergeEntries(
  list: SwissEntries,
  given: SwissEntries,
): Required<Pick<SwissEntries, "withdrawn" | "late">> & SwissEntries {
  return {
    withdrawn: new Map([...(list.withdrawn ?? []), ...(given.withdrawn ?? [])]),
    late: new Map([...(list.late ?? []), ...(given.late ?? [])]),
    ...((given.lateScore ?? list.lateScore) ? { lateScore: given.lateScore ?? list.lateScore } : {}),
  };
}

/**
 * Teams separated by commas, each with a round after a colon (`7:2`), as `--withdrawn` and
 * `--late` (and their option words) take them: a Map from team to round (null for a team named
 * alone, which `roundRequired` refuses); null when the text is not so.
 *
 * @example
 * readTeamRounds("7, 12:2", false); // Map { "7" => null, "12" => 2 }
 */
export function readTeamRounds(text: string, roundRequired: boolean): Map<string, number | null> | null {
  const out = new Map<string, number | null>();
  for (const item of text.split(",").map((a) => a.trim())) {
    const m = /^(.+?)(?::\s*(\d+))?$/.exec(item);
    const team = m?.[1].trim() ?? "";
    if (m === null || team === "" || (roundRequired && m[2] === undefined) || out.has(team)) return null;
    out.set(team, m[2] === undefined ? null : Number(m[2]));
  }
  return out;
}
