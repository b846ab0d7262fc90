// A game's [TotalScoreTable], the ranking a file publishes: the pairs' (or players') names by
// number, whether the numbers are per direction, and an individual event's published standings.
import type { PublishedStanding } from "../results-file";
import { NOT_APPLICABLE, rowCells, tableColumns, type Tag } from "./tags";

/** The names a [TotalScoreTable] gives, and what its Direction column says of the numbers. */
export interface TotalNames {
  names: Map<string, string>;
  /** The numbers are per direction (NS 3 and EW 3 are two pairs): a Mitchell. */
  directed: boolean;
  /** A Direction beside numbers no two pairs share: the way each pair sat first. */
  started?: boolean;
}

/**
 * Names from a [TotalScoreTable]: its PairId column and its Names column (or Name, or the
 * players' names in PlayerName columns), keyed `NS 3` / `EW 3` when a Direction column says
 * which way the pair sat, else `3`.
 */
export function readTotalScoreTable(tag: Tag): TotalNames {
  const columns = tableColumns(tag.value);
  const lower = columns.map((c) => c.name.toLowerCase());
  // An individual's ranking names each player by number (PlayerId).
  const pair = lower.findIndex((c) => c === "pairid" || c === "pair" || c === "pairno" || c === "playerid");
  const dir = lower.findIndex((c) => c === "direction");
  const nameCols = lower.flatMap((c, i) =>
    /^(names?|pairname|playernames?|names?_?\d|playername_?\d|players?)$/.test(c) ? [i] : [],
  );
  const names = new Map<string, string>();
  let directed = false;
  if (pair < 0 || nameCols.length === 0) return { names, directed };
  for (const d of tag.data) {
    const cells = rowCells(d.text);
    if (cells.length !== columns.length) continue;
    const id = cells[pair].trim();
    const who = nameCols
      .map((i) => cells[i].trim())
      .filter((s) => s !== "" && s !== "-")
      .join(" - ");
    if (id === "" || who === "") continue;
    const way = dir >= 0 ? directionOf(cells[dir]) : "";
    if (way === "NS" || way === "EW") {
      directed = true;
      names.set(`${way} ${id}`, who);
    } else names.set(id, who);
  }
  // A Direction that changes from round to round (Ruter's Howell, a row per pair and round) gives
  // a pair the same number and players whichever way it sat: one pair, its number its own, not a
  // Mitchell's per direction; the movement is then told from the travellers. So does a Direction
  // beside numbers that no two pairs share (Ruter's one row a pair, the way it sat first, in
  // movements where pairs change direction): it tells no NS pair from an EW pair of one number.
  const both = [...names.keys()].filter((k) => k.startsWith("NS ") && names.has(`EW ${k.slice(3)}`));
  if (directed && both.every((k) => names.get(k) === names.get(`EW ${k.slice(3)}`))) {
    const plain = new Map<string, string>();
    for (const [k, v] of names) plain.set(k.replace(/^(NS|EW) /, ""), v);
    return { names: plain, directed: false, started: both.length === 0 };
  }
  return { names, directed };
}

/**
 * A [TotalScoreTable] Direction cell as NS or EW: `NS`, `N-S`, `North-South`, `E-W`, and the
 * Nordic programs' words for East-West (`Ö-V`, `Ø-V`: öst/øst-väst/vest); "" for anything else.
 * Of words, their first letters are read.
 *
 * @example
 * directionOf("Ö-V"); // "EW"
 * directionOf("North-South"); // "NS"
 */
function directionOf(cell: string): string {
  const words = cell
    .trim()
    .toUpperCase()
    .split(/[^A-ZÄÖØÆ]+/)
    .filter((w) => w !== "");
  const w = words.length > 1 ? words.map((x) => x[0]).join("") : (words[0] ?? "");
  if (w === "NS") return "NS";
  return /^[EÖØO][WV]$/.test(w) ? "EW" : "";
}

/**
 * The players' standings an individual event's [TotalScoreTable] publishes: each `PlayerId` row's
 * `Rank`, total (`TotalScoreMP`, `TotalScoreIMP`, `TotalScore`) and `TotalPercentage`, compared
 * with the add-in's ranking by player. None for a table of pairs (no PlayerId column).
 */
export function readPlayerStandings(tag: Tag): PublishedStanding[] {
  const lower = tableColumns(tag.value).map((c) => c.name.toLowerCase());
  const col = (...names: string[]): number => lower.findIndex((c) => names.includes(c));
  const player = col("playerid");
  if (player < 0) return [];
  const rank = col("rank");
  const total = col("totalscoremp", "totalscoreimp", "totalscore");
  const percentage = col("totalpercentage");
  const standings: PublishedStanding[] = [];
  for (const d of tag.data) {
    const cells = rowCells(d.text);
    if (cells.length !== lower.length) continue;
    const at = (i: number): string | undefined =>
      i < 0 || NOT_APPLICABLE(cells[i].trim()) ? undefined : cells[i].trim();
    const id = at(player);
    if (id === undefined) continue;
    standings.push({
      pair: id,
      ...(at(rank) !== undefined ? { place: at(rank) } : {}),
      ...(at(total) !== undefined ? { total: at(total) } : {}),
      ...(at(percentage) !== undefined ? { percentage: at(percentage) } : {}),
      source: `line ${d.line}`,
    });
  }
  return standings;
}
