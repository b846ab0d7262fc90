// A session's ranking as comparable lines, from each road that ranks it: the cells BRIDGE.RANKING
// spills, the command line's `--json` of the same rows as a CSV file, and the pane's scoring of the
// same cells. Each line is a pair's place, number, direction, names, total, percentage (or IMPs a
// board) and boards, so two roads are compared pair by pair.
import type { ScoredPairsSection } from "../../src/event";
import { runCli } from "./cli";

/** One pair's line of a ranking. */
export interface RankingLine {
  /** As printed: "1", "=2". */
  readonly place: string;
  /** The pair's number, without its direction ("3"). */
  readonly pair: string;
  /** NS or EW; "" in a Howell. */
  readonly direction: string;
  readonly names: string;
  readonly total: number;
  /** The percentage under matchpoints, the IMPs a board under IMPs. */
  readonly figure: number | null;
  readonly boards: number;
}

/**
 * The lines with their figures to 8 significant digits: HyperFormula, like Excel, keeps a cell's
 * number to about 10 (54.365079365 for 54.36507936507...), so a spilled percentage is compared at
 * a precision both sides round alike.
 */
export function toPrecision(lines: readonly RankingLine[]): RankingLine[] {
  const round = (x: number): number => Number(x.toPrecision(8));
  return lines.map((l) => ({
    ...l,
    total: round(l.total),
    figure: l.figure === null ? null : round(l.figure),
  }));
}

/** A spilled cell that is empty (past the result, or a blank the function spilled). */
const empty = (v: unknown): boolean => v === null || v === undefined || v === "";

/**
 * The lines of a spilled ranking: its rows after the header, down to the first row with no pair.
 *
 * @example
 * spilledRanking([["Place", "Pair", ...], [1, 2, "NS", "", 7, 87.5, 2]]); // [{ place: "1", pair: "2", ... }]
 */
export function spilledRanking(cells: readonly unknown[][]): RankingLine[] {
  if (cells.length === 0 || cells[0][0] !== "Place")
    throw new Error(`not a ranking: ${JSON.stringify(cells[0])}`);
  const out: RankingLine[] = [];
  for (const row of cells.slice(1)) {
    if (empty(row[1])) break;
    out.push({
      place: String(row[0]),
      pair: String(row[1]),
      direction: empty(row[2]) ? "" : String(row[2]),
      names: empty(row[3]) ? "" : String(row[3]),
      total: row[4] as number,
      figure: empty(row[5]) ? null : (row[5] as number),
      boards: row[6] as number,
    });
  }
  return out;
}

/** The pair of the JSON's ranking, as its `ranking` lists it. */
interface JsonPair {
  pair: string;
  names?: string;
  rank: string;
  boards: number;
  total: number;
  average: number | null;
  percentage?: number | null;
}

/**
 * One field's lines of a JSON ranking (`field` NS, EW or all), labelled as the spill labels them:
 * the direction, after the section's title when the traveller has sections.
 */
function jsonLines(field: string, pairs: readonly JsonPair[], section?: string): RankingLine[] {
  const side = field === "all" ? "" : field;
  const direction = section === undefined ? side : side === "" ? section : `${section} ${side}`;
  return pairs.map((p) => ({
    place: p.rank,
    pair: side !== "" && p.pair.startsWith(`${side} `) ? p.pair.slice(side.length + 1) : p.pair,
    direction,
    names: p.names ?? "",
    total: p.total,
    figure: p.percentage !== undefined ? p.percentage : p.average,
    boards: p.boards,
  }));
}

/**
 * The ranking `npm run score -- s.csv --json ...args` prints for the CSV (run in-process): each
 * field in turn. Fails when the command line refuses the file.
 *
 * @example
 * await cliRanking("Board,NS,EW,Score\n1,1,4,420\n1,2,5,450\n"); // NS 2 first, then NS 1, ...
 */
export async function cliRanking(csv: string, args: readonly string[] = []): Promise<RankingLine[]> {
  const r = await runCli(["s.csv", "--json", ...args], { "s.csv": csv });
  if (r.code !== 0) throw new Error(`the command line refused the CSV (exit ${r.code}): ${r.err}`);
  return jsonRanking(r.out);
}

/** A pairs section of a `--json` document: its title (with sections) and its ranking by field. */
interface JsonSection {
  title?: string;
  ranking: { field: string; pairs: JsonPair[] }[];
}

/** The ranking of a pairs session's `--json` document: each section's fields in turn. */
export function jsonRanking(json: string): RankingLine[] {
  const doc = JSON.parse(json) as JsonSection | { sections: JsonSection[] };
  if ("sections" in doc)
    return doc.sections.flatMap((s) => s.ranking.flatMap((f) => jsonLines(f.field, f.pairs, s.title ?? "")));
  return doc.ranking.flatMap((f) => jsonLines(f.field, f.pairs));
}

/**
 * The ranking of a scored section (the event layer's, as the pane's Score gets it with its results
 * sheet): its first session's fields in turn.
 */
export function sectionRanking(section: ScoredPairsSection): RankingLine[] {
  const session = section.sessions[0];
  const percentages = session.method === "mp";
  return session.rankings.flatMap((r) =>
    r.pairs.map((p) => ({
      place: p.rank ?? "",
      pair: p.pair,
      direction: r.field === "all" ? "" : r.field,
      names: p.names ?? "",
      total: p.total,
      figure: percentages ? p.percentage : p.average,
      boards: p.boardsPlayed,
    })),
  );
}

/**
 * Rows of cells as a CSV file's text (no cell here holds a comma or a quote).
 *
 * @example
 * csvOf([["Board", "NS"], [1, 2]]); // "Board,NS\n1,2\n"
 */
export function csvOf(rows: readonly unknown[][]): string {
  return (
    rows.map((r) => r.map((c) => (c === null || c === undefined ? "" : String(c))).join(",")).join("\n") +
    "\n"
  );
}

/**
 * A CSV file's rows as a director would type them into a sheet: a number where the field is one,
 * else its text (quotes removed), a blank as null. Quoted fields may hold commas.
 *
 * @example
 * typedCells('"Club pairs"\nBoard,NS\n1,-50\n'); // [["Club pairs"], ["Board", "NS"], [1, -50]]
 */
export function typedCells(csv: string): unknown[][] {
  const out: unknown[][] = [];
  for (const line of csv.split(/\r?\n/)) {
    if (line.trim() === "") continue;
    const cells: unknown[] = [];
    const field = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
    let m: RegExpExecArray | null;
    while ((m = field.exec(line)) !== null) {
      const raw = m[1];
      const text = raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw;
      cells.push(text === "" ? null : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);
      if (m[2] === "") break;
    }
    out.push(cells);
  }
  return out;
}

/**
 * The traveller of BRIDGE.RANKING's worked example (its help page): two boards of a three-table
 * Mitchell, NS pairs 1 to 3 against EW pairs 4 to 6. By matchpoints (a top of 4): NS 2 87.5%,
 * NS 1 62.5%, NS 3 0%; EW 4 75%, EW 6 62.5%, EW 5 12.5%.
 */
export const RANKING_EXAMPLE: readonly (readonly (string | number)[])[] = [
  ["Board", "NS", "EW", "Score"],
  [1, 1, 4, 420],
  [1, 2, 5, 450],
  [1, 3, 6, -50],
  [2, 1, 5, 110],
  [2, 2, 6, 110],
  [2, 3, 4, -140],
];
