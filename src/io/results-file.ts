// A results file as the add-in reads it, whatever program wrote it: events, their sections, and
// each section's boards as traveller rows in the layout a director would type (Board, Table, NS,
// EW, Contract, By, Lead, Tricks, Score, and the results the file already publishes). The grid
// of a section goes through the traveller reader like any typed traveller, so every check of a
// traveller applies to a file too. The PBN and USEBIO readers build this model; the command line
// and the pane score it.
import { shortLines } from "./text";
import {
  boardDealer,
  DEFAULT_BOARD_OPTIONS,
  boardVulnerability,
  imp,
  nsScore,
  parseContract,
  parseResult,
  parseSeat,
  type BamScale,
  type MatchpointScale,
  type Movement,
  type ScoringMethod,
  type DatumMethod,
  type Seat,
  type TeamsMethod,
  type Trim,
  type Vulnerability,
} from "../scoring";

/** A cell of a traveller grid: text, a number, or blank (""). */
export type GridCell = string | number;

/**
 * The published results of a row that publishes none. Most rows of a large file publish nothing,
 * so they share this one frozen record rather than each holding an empty one.
 */
export const NOTHING_PUBLISHED: Readonly<Record<string, string>> = Object.freeze({});

/** The published results a file may carry, under the names the grid gives their columns. */
export const PUBLISHED_COLUMNS = [
  "MP_NS",
  "MP_EW",
  "Percentage_NS",
  "Percentage_EW",
  "IMP_NS",
  "IMP_EW",
] as const;
export type PublishedColumn = (typeof PUBLISHED_COLUMNS)[number];

/** The traveller columns every grid has, in order (the reader knows each header). */
export const TRAVELLER_HEADER = [
  "Board",
  "Table",
  "NS",
  "EW",
  "Contract",
  "By",
  "Lead",
  "Tricks",
  "Score",
] as const;

/** One table's line of a board, as the file gives it, in the traveller's notation. */
export interface FileTableRow {
  readonly table: string;
  readonly ns: string;
  readonly ew: string;
  /** `4HX`, `3NT`, `Pass`, or "" for an award or a table that did not play. */
  readonly contract: string;
  /** `N`, `E`, `S`, `W` or "". */
  readonly declarer: string;
  readonly lead: string;
  /** Tricks taken, or a result relative to the contract (`=`, `+1`, `-2`), or "". */
  readonly tricks: number | string;
  /** The NS score (signed), an award (`A+/A-`, `A60/A40`), `NP`, or "" when it is to be computed. */
  readonly score: number | string;
  /** The published results the file gives for this table, as text (e.g. "4", "66.67"). */
  readonly published: Readonly<Partial<Record<PublishedColumn, string>>>;
  /** Where the row is in the file: "line 40" (PBN) or an element path (USEBIO). */
  readonly source: string;
  /** A teams file: the round of the row's match, and its room ("Open": the home team NS). A pairs file: the round the table played the board in, when it says. */
  readonly round?: string;
  /** A pairs score table's Section column: the section the row's pairs are in. */
  readonly section?: string;
  readonly room?: string;
  /** An individual event: the player numbers in each seat (the row's `ns` and `ew` are then ""). */
  readonly seats?: Seats;
}

/** The players of a table in an individual event, by seat: their numbers in the event, as text. */
export interface Seats {
  readonly north: string;
  readonly east: string;
  readonly south: string;
  readonly west: string;
}

/** The seats in the order an individual's grid gives them: the NS pair's players, then EW's. */
export const SEAT_COLUMNS = ["North", "South", "East", "West"] as const;

/** A board of a section. */
export interface FileBoard {
  readonly board: number;
  /** As the file states it, or null when the file does not say (the board number then decides). */
  readonly vulnerability: Vulnerability | null;
  readonly dealer: Seat | null;
  readonly rows: readonly FileTableRow[];
}

/** The scoring the file says it used, mapped to the add-in's options (only what the file says). */
export interface FileScoring {
  readonly method?: ScoringMethod;
  readonly scale?: MatchpointScale;
  readonly movement?: Movement;
  /** The file's own words for its scoring (e.g. `MatchPoints`, `MP_PAIRS`), for the title. */
  readonly described?: string;
  /** A teams file: how its matches were scored, as the file states it (IMPs, board-a-match, aggregate). */
  readonly teamsMethod?: TeamsMethod;
  /**
   * A board-a-match file: the points a board as the file states or publishes them ("british": 2, 1,
   * 0, the EBU's point-a-board; "standard": 1, 1/2, 0).
   */
  readonly bamScale?: BamScale;
  /**
   * Results expected per board, as the published figures show it: "results" when a board with an
   * award was scored on a reduced top (the award is not a result), a number when every board was
   * factored to the movement's table count. Absent: the traveller's rows (the add-in's default).
   */
  readonly expected?: "results" | number;
  /** Cross-IMPs: what the published totals were divided by, as their size shows it. */
  readonly divisor?: "comparisons" | "total";
  /** Butler: the scores dropped from each end of a board, as the file's words say (Ruter's `Butler-2`). */
  readonly trim?: Trim;
  /** Butler: the datum is the mean or the median, as the file's words say (Ruter's `Mean`). */
  readonly datum?: DatumMethod;
  /**
   * Matchpoints: a table that did not play a board was counted as a tie with every result, not
   * by Neuberg, as the published figures of a board fewer tables played show it.
   */
  readonly notPlayedTie?: boolean;
}

/**
 * A pair's published standing (a USEBIO PARTICIPANTS PAIR): its percentage, total, place as
 * printed (`7=` for a tie), each as text, and where it is in the file.
 */
export interface PublishedStanding {
  /** The pair as the section's names are keyed: `NS 3`, `EW 3` or `3`. */
  readonly pair: string;
  readonly percentage?: string;
  readonly total?: string;
  readonly place?: string;
  readonly source: string;
}

/**
 * A match's result as a teams file publishes it, in the method's unit (IMPs, board points,
 * points), with the VPs when the file gives them. Kept as read; nothing compares it with the
 * add-in's own yet (a pairs file's published results are compared: published.ts).
 */
export interface PublishedMatch {
  readonly round: string;
  readonly home: string;
  readonly away: string;
  readonly total: { readonly home: number; readonly away: number } | null;
  readonly vp: { readonly home: number; readonly away: number } | null;
}

/**
 * A round of the movement at a table, as a file gives it (a Bridgemate database's RoundData, a
 * score table's Round and Table columns): the pairs that met and the boards they played.
 */
export interface FileRound {
  readonly table: number;
  readonly round: number;
  readonly ns: string;
  readonly ew: string;
  /** The boards played, lowBoard to highBoard (0 when the file does not say). */
  readonly lowBoard: number;
  readonly highBoard: number;
}

/** A player as a file names them: the pair (keyed as the names are), the seat, the player number and name. */
export interface FilePlayer {
  readonly pair: string;
  /** `N`, `E`, `S`, `W`, or "" when the file does not say. */
  readonly seat: string;
  /** The player's national or club number, "" when the file gives none. */
  readonly number: string;
  readonly name: string;
}

/**
 * A board's deal and double-dummy tricks as a file gives them, kept for hand records: the deal
 * in PBN's notation (`N:AKQ.T98.J5.432 ...`) and the tricks as PBN's DoubleDummyTricks (20 hex
 * digits, declarer N, S, E, W, each NT, S, H, D, C); null when the file gives none. `tags` holds
 * a PBN game's deal tags as written ([Deal], [OptimumScore], [ParContract], ...; table tags
 * with their rows, one a line).
 */
export interface FileDeal {
  readonly board: number;
  readonly deal: string | null;
  readonly doubleDummyTricks: string | null;
  readonly tags?: Readonly<Record<string, string>>;
}

/** A section: one field of pairs, scored on its own. */
export interface FileSection {
  /** "teams" for a teams event (its rows are rooms of matches); pairs when absent. */
  readonly kind?: "pairs" | "teams";
  /**
   * An individual event: each row names its four players (`seats`), each player scored with the
   * side they sat on; its names and standings are keyed by player number, not by pair.
   */
  readonly individual?: boolean;
  /** The event's title and the section's name, as the file gives them ("" when it does not). */
  readonly event: string;
  /** The session of the event, when a file holds several (a PBN [Session], or its [Date]). */
  readonly session?: string;
  readonly section: string;
  readonly boards: readonly FileBoard[];
  /** Names by pair: keys `NS 3` / `EW 3` (Mitchell) or `3` (a pair number used both ways). */
  readonly names: ReadonlyMap<string, string>;
  readonly scoring: FileScoring;
  /** A teams file: each match's result as the file publishes it, in the file's order. */
  readonly matches?: readonly PublishedMatch[];
  /** The movement, round by round at each table, when the file gives it. */
  readonly rounds?: readonly FileRound[];
  /** The players, with their numbers, when the file gives them. */
  readonly players?: readonly FilePlayer[];
  /** The session's date as the file gives it, as YYYY-MM-DD, and the club's name. */
  readonly date?: string;
  readonly club?: string;
  /** Where the session was played, when the file says (PBN [Site]). */
  readonly venue?: string;
  /** The deals and their double-dummy tricks, when the file gives them. */
  readonly deals?: readonly FileDeal[];
  /** Each pair's published standing, when the file gives them. */
  readonly standings?: readonly PublishedStanding[];
  /**
   * What the add-in told from the file and what it found odd in it, one sentence each ("scored
   * across the field: the published top is 32 on board 1"); the command line and the sheet say them.
   */
  readonly notes?: readonly string[];
}

/** A results file read: its format and its sections, in the file's order. */
export interface ResultsFile {
  readonly format: "pbn" | "usebio" | "bws";
  readonly sections: readonly FileSection[];
}

/** A file that cannot be read: each problem names its line (PBN) or element path (USEBIO). */
export class ResultsFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    // A problem that quotes a megabyte of the file is cut to a line a person can read.
    super(
      `${file} cannot be read:\n${problems
        .slice(0, 20)
        .map((p) => `  ${shortLines(p)}`)
        .join("\n")}${problems.length > 20 ? `\n  ... and ${problems.length - 20} more` : ""}`,
    );
    this.name = "ResultsFileError";
  }
}

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

/**
 * The teams method a file's own words for its scoring name: IMPs (`IMP`, `IMPS`), board-a-match
 * (`BAM`, `Board-a-match`, and the British point-a-board: `PAB`, `Point-a-board`) or aggregate
 * (`Aggregate`, `TotalPoints`, `Total points`). Null for words it does not know.
 *
 * @example
 * teamsMethodFromWords("BAM"); // "bam"
 * teamsMethodFromWords("PAB"); // "bam"
 */
export function teamsMethodFromWords(words: string): TeamsMethod | null {
  const w = words.toUpperCase();
  if (/(^|[^A-Z])(BAM|PAB)([^A-Z]|$)|(BOARD|POINT)[\s_-]*A[\s_-]*(MATCH|BOARD)/.test(w)) return "bam";
  if (/AGGREGATE|TOTAL[\s_-]*(POINTS?|SCORES?)/.test(w)) return "aggregate";
  if (/IMP/.test(w)) return "imps";
  return null;
}

function numberOrText(text: string): GridCell {
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/**
 * Where a board's vulnerability or dealer in the file differs from its number's (the add-in scores
 * a board on its number's, docs/conventions.md "Boards: dealer and vulnerability"): one message
 * per difference, naming the board.
 */
export function boardConditionProblems(board: FileBoard, where: string): string[] {
  const problems: string[] = [];
  const vul = boardVulnerability(board.board);
  if (board.vulnerability !== null && board.vulnerability !== vul) {
    problems.push(
      `${where}: board ${board.board} is marked vulnerable ${board.vulnerability}, but board ${board.board} is vulnerable ${vul} by its number; renumber the board or correct its vulnerability.`,
    );
  }
  const dealer = boardDealer(board.board);
  if (board.dealer !== null && board.dealer !== dealer) {
    problems.push(
      `${where}: board ${board.board} is marked dealt by ${board.dealer}, but board ${board.board} is dealt by ${dealer} by its number; renumber the board or correct its dealer.`,
    );
  }
  return problems;
}

/**
 * The matchpoint scale the published matchpoints show: on a table with a result, NS + EW
 * matchpoints are the top, 2(n - 1) on the EBU scale and n - 1 on the ACBL scale for n tables.
 * Null when the file publishes no pair of matchpoints or they fit neither.
 */
export function inferScale(boards: readonly FileBoard[]): MatchpointScale | null {
  for (const b of boards) {
    const n = b.rows.length;
    for (const r of b.rows) {
      const ns = Number(r.published.MP_NS);
      const ew = Number(r.published.MP_EW);
      if (r.published.MP_NS === undefined || r.published.MP_EW === undefined) continue;
      if (!Number.isFinite(ns) || !Number.isFinite(ew) || n < 2) continue;
      const top = ns + ew;
      if (Math.abs(top - 2 * (n - 1)) < 0.02) return "EBU";
      if (Math.abs(top - (n - 1)) < 0.02) return "ACBL";
    }
  }
  return null;
}

/** The top a result row of a board publishes: NS + EW matchpoints (null when none gives both). */
export function publishedTop(board: FileBoard): number | null {
  for (const r of board.rows) {
    if (typeof r.score === "string" && r.score !== "") continue;
    const ns = Number(r.published.MP_NS);
    const ew = Number(r.published.MP_EW);
    if (r.published.MP_NS === undefined || r.published.MP_EW === undefined) continue;
    if (Number.isFinite(ns) && Number.isFinite(ew)) return Math.round((ns + ew) * 100) / 100;
  }
  return null;
}

/** Two published figures the same to their printed precision (within 0.02). */
const near = (a: number, b: number): boolean => Math.abs(a - b) < 0.02;

/**
 * Whether the sections were matchpointed as one field, as their published tops show it: a board
 * whose top is 2(N - 1) for the N tables of every section together, not for its own section's
 * (the EBU scale; N - 1 on the ACBL scale). The note says what showed it; null when the tops are
 * each section's own, or say nothing.
 */
export function acrossTheField(groups: readonly (readonly FileBoard[])[]): string | null {
  const numbers = new Set(groups.flatMap((g) => g.map((b) => b.board)));
  for (const n of [...numbers].sort((a, b) => a - b)) {
    const boards = groups.map((g) => g.find((b) => b.board === n)).filter((b): b is FileBoard => !!b);
    if (boards.length < 2) continue;
    const all = boards.reduce((k, b) => k + b.rows.length, 0);
    for (const b of boards) {
      const top = publishedTop(b);
      if (top === null) continue;
      const own = b.rows.length;
      if (near(top, 2 * (own - 1)) || near(top, own - 1)) return null;
      if (near(top, 2 * (all - 1)) || near(top, all - 1))
        return `scored across the field: the published top is ${top} on board ${n}, for the ${all} tables of the ${boards.length} sections together`;
    }
  }
  return null;
}

/**
 * A table's published cross-IMPs (IMP_NS) against the others of `field` as a sum ("total") or a
 * sum divided by the comparisons ("comparisons"), each worked out as the file printed it: which
 * of the two the figure is, or null for neither (or both).
 */
function crossImpFit(row: FileTableRow, field: readonly FileTableRow[]): "total" | "comparisons" | null {
  const published = Number(row.published.IMP_NS);
  if (row.published.IMP_NS === undefined || !Number.isFinite(published) || field.length < 2) return null;
  const sum = field.reduce(
    (k, o) => (o === row ? k : k + imp((row.score as number) - (o.score as number))),
    0,
  );
  const total = Math.abs(sum - published) <= 0.06;
  const divided = Math.abs(sum / (field.length - 1) - published) <= 0.06;
  return total === divided ? null : total ? "total" : "comparisons";
}

/**
 * Whether the sections were cross-IMPed as one field, as their published IMPs show it: a board
 * whose figures are each result's IMPs against the results of every section together (summed or
 * divided by the comparisons), not against its own section's alone. Only boards where every row
 * is a plain score are looked at; the first such board that fits one and not the other decides.
 * The note says what showed it; null when the figures are each section's own, or say nothing.
 */
export function crossImpsAcrossTheField(groups: readonly (readonly FileBoard[])[]): string | null {
  // Each group's boards by number: a file of many boards looks each up without a search.
  const byNumber = groups.map((g) => new Map(g.map((b) => [b.board, b] as const)));
  const numbers = new Set(groups.flatMap((g) => g.map((b) => b.board)));
  const plain = (b: FileBoard): boolean => b.rows.every((r) => typeof r.score === "number");
  for (const n of [...numbers].sort((a, b) => a - b)) {
    const boards = byNumber.map((g) => g.get(n)).filter((b): b is FileBoard => !!b);
    if (boards.length < 2 || !boards.every(plain)) continue;
    const all = boards.flatMap((b) => b.rows);
    for (const b of boards) {
      const row = b.rows.find((r) => r.published.IMP_NS !== undefined);
      if (row === undefined) continue;
      const own = crossImpFit(row, b.rows);
      const field = crossImpFit(row, all);
      if (own !== null && field === null) return null;
      if (field !== null && own === null)
        return `scored across the field: the published IMPs of board ${n} are against the ${all.length} results of the ${boards.length} sections together`;
    }
  }
  return null;
}

/**
 * Cross-IMPs: whether a board with an award or a table that did not play was scored against its
 * results alone ("results": each total over the results obtained, not factored by N/n to the
 * tables), as its published figures show it. The first such board whose figures fit the unfactored
 * totals and not the factored ones (or the other way) decides; null when none shows it.
 */
export function inferCrossExpected(
  boards: readonly FileBoard[],
  divisor: "total" | "comparisons",
): { expected: "results"; note: string } | null {
  for (const b of boards) {
    const scored = b.rows.filter((r) => typeof r.score === "number");
    if (scored.length < 3 || scored.length === b.rows.length) continue;
    const factor = b.rows.length / scored.length;
    let unfactored = true;
    let factored = true;
    let seen = 0;
    // A few rows show it (each is worked against every other result: a board of thousands of
    // results is not worked through whole).
    for (const r of scored) {
      const published = Number(r.published.IMP_NS);
      if (r.published.IMP_NS === undefined || !Number.isFinite(published)) continue;
      if (++seen > 3) break;
      const sum = scored.reduce(
        (k, o) => (o === r ? k : k + imp((r.score as number) - (o.score as number))),
        0,
      );
      const plain = divisor === "total" ? sum : sum / (scored.length - 1);
      const scaled = divisor === "total" ? sum * factor : (sum * factor) / (b.rows.length - 1);
      if (Math.abs(plain - published) > 0.06) unfactored = false;
      if (Math.abs(scaled - published) > 0.06) factored = false;
    }
    if (seen === 0 || unfactored === factored) continue;
    if (!unfactored) return null;
    return {
      expected: "results",
      note: `cross-IMPs are scored against the results obtained, not factored to the tables: board ${b.board} has ${b.rows.length - scored.length} table${b.rows.length - scored.length === 1 ? "" : "s"} without a result, and its published figures are its ${scored.length} results' own`,
    };
  }
  return null;
}

/**
 * The results each board was scored as expecting, as the published tops show it (the EBU scale,
 * top 2(N - 1), or the ACBL scale, N - 1): awards not counted as results (a board with an award
 * whose top is that of its results alone), or every board factored to the movement's table count
 * (a board that fewer tables played, whose top is that of the most tables, or of more tables than
 * any board has rows: a movement with a phantom pair, whose table plays no board, so every board
 * tops as one more table than its rows). Null when each top is that of its traveller's rows (the
 * add-in's default), or the tops show neither.
 */
export function inferExpected(
  boards: readonly FileBoard[],
): { expected: "results" | number; note: string } | null {
  const scale = inferScale(boards) ?? DEFAULT_BOARD_OPTIONS.scale;
  const results = (top: number): number => (scale === "EBU" ? top / 2 + 1 : top + 1);
  // A loop, not Math.max(...): a file of a few hundred thousand boards is more arguments than a
  // call takes.
  let most = 0;
  for (const b of boards) if (b.rows.length > most) most = b.rows.length;
  let reduced: { board: number; top: number; n: number } | null = null;
  let factored: { board: number; top: number; n: number; expected: number } | null = null;
  for (const b of boards) {
    const top = publishedTop(b);
    if (top === null) continue;
    const n = results(top);
    if (near(n, b.rows.length)) continue;
    // A result is any row whose score is not an award, NP or a weighted score (written as text).
    const obtained = b.rows.filter((r) => !(typeof r.score === "string" && r.score !== "")).length;
    const awards = b.rows.some((r) => typeof r.score === "string" && /^A/i.test(r.score));
    // The tables every factored board was scored as expecting: those of the board most tables
    // played, or more, the same on every such board (a whole number of tables).
    const tables = Math.round(n);
    const fits = near(n, tables) && tables >= most && (factored === null || factored.expected === tables);
    if (awards && near(n, obtained) && factored === null) reduced ??= { board: b.board, top, n: obtained };
    else if (fits && reduced === null)
      factored ??= { board: b.board, top, n: b.rows.length, expected: tables };
    else return null;
  }
  if (reduced !== null)
    return {
      expected: "results",
      note: `awards are not counted as results: the published top is ${reduced.top} on board ${reduced.board}, that of its ${reduced.n} results without the adjusted scores`,
    };
  if (factored !== null)
    return {
      expected: factored.expected,
      note: `every board is scored as expecting ${factored.expected} results: the published top is ${factored.top} on board ${factored.board}, which ${factored.n} tables played${factored.expected > most ? `; no board has more than ${most}, so ${factored.expected - most === 1 ? "a table" : `${factored.expected - most} tables`} of the movement (a phantom pair's, say) played none` : ""}`,
    };
  return null;
}

/**
 * Whether a table that did not play a board was counted as a tie with every result (no Neuberg),
 * as the published figures show it: a board of plain results (no award) fewer than the tables its
 * top shows (N, from 2(N - 1) on the EBU scale or N - 1 on ACBL), whose every figure is its
 * result's matchpoints among the results plus a tie (1 on EBU, 1/2 on ACBL) for each missing
 * table, where Neuberg's would differ. The first board whose figures fit one and not the other
 * decides; null when Neuberg fits, or no board says. The note names the board and both figures.
 *
 * @example
 * // 3 results of 4 tables, top 6: 490, 200, -150 published 5, 3, 1 (Neuberg: 5.67, 3, 0.33)
 * inferNotPlayedTie(boards)?.note; // "a table that did not play a board counts as a tie ...: on board 9, ..."
 */
export function inferNotPlayedTie(boards: readonly FileBoard[]): { note: string } | null {
  const scale = inferScale(boards) ?? DEFAULT_BOARD_OPTIONS.scale;
  const unit = scale === "EBU" ? 2 : 1;
  for (const b of boards) {
    const top = publishedTop(b);
    if (top === null) continue;
    const tables = top / unit + 1;
    if (!near(tables, Math.round(tables))) continue;
    const N = Math.round(tables);
    // The results, and the lines written not played (NP): a board with an award or a weighted
    // score cannot tell the two ways apart.
    const played = b.rows.filter((r) => typeof r.score === "number");
    const n = played.length;
    const others = b.rows.every((r) => typeof r.score === "number" || /^NP$/i.test(String(r.score)));
    if (n < 2 || N <= n || !others) continue;
    let tie = true;
    let neuberg = true;
    const shown: { published: string; tie: number; neuberg: number }[] = [];
    for (const r of played) {
      const text = r.published.MP_NS ?? "";
      const published = text === "" ? NaN : Number(text);
      const score = r.score as number;
      const beaten = played.filter((o) => (o.score as number) < score).length;
      const tied = played.filter((o) => o !== r && o.score === score).length;
      // Among the n results: 2 a result beaten and 1 a tie (EBU), half that (ACBL).
      const among = (unit * (2 * beaten + tied)) / 2;
      const asTie = among + (unit / 2) * (N - n);
      const asNeuberg = ((among + unit / 2) * N) / n - unit / 2;
      if (!near(asTie, published)) tie = false;
      if (!near(asNeuberg, published)) neuberg = false;
      shown.push({ published: text, tie: asTie, neuberg: asNeuberg });
    }
    // Both fit (every result tied) or neither (figures of another kind): this board cannot tell.
    if (tie === neuberg) continue;
    if (!tie) return null;
    const list = (xs: readonly (string | number)[]): string =>
      xs.map((x) => (typeof x === "number" ? String(Math.round(x * 100) / 100) : x)).join(", ");
    return {
      note: `a table that did not play a board counts as a tie with every result (no Neuberg): on board ${b.board}, which ${n} of ${N} tables played (top ${top}), the published matchpoints are ${list(shown.map((x) => x.published))}, where Neuberg gives ${list(shown.map((x) => x.neuberg))}`,
    };
  }
  return null;
}

/**
 * What a file's published cross-IMPs were divided by, as their size shows it: each result's IMPs
 * against every other result on the board (WBF scale) summed ("total", as some programs print
 * them against the whole field) or divided by the comparisons (the add-in's default). The first
 * board with three results or more whose figures fit one and not the other decides; null when
 * none does. The note says which board showed it.
 */
export function inferDivisor(
  boards: readonly FileBoard[],
): { divisor: "total" | "comparisons"; note: string } | null {
  for (const b of boards) {
    const scored = b.rows.filter((r) => typeof r.score === "number" && r.published.IMP_NS !== undefined);
    if (scored.length < 3 || scored.length !== b.rows.length) continue;
    let total = true;
    let divided = true;
    for (const r of scored) {
      const published = Number(r.published.IMP_NS);
      if (!Number.isFinite(published)) return null;
      const sum = scored.reduce(
        (k, o) => (o === r ? k : k + imp((r.score as number) - (o.score as number))),
        0,
      );
      if (Math.abs(sum - published) > 0.06) total = false;
      if (Math.abs(sum / (scored.length - 1) - published) > 0.06) divided = false;
    }
    if (total && !divided)
      return {
        divisor: "total",
        note: `cross-IMPs are scored as each result's sum against the field, not divided by the comparisons: the published figures are such sums on board ${b.board}`,
      };
    if (divided && !total) return { divisor: "comparisons", note: "" };
  }
  return null;
}

/**
 * A published file is a record: where a row's contract, declarer and tricks do not give the score
 * it publishes (a typing slip such as contract `42`, a score for the other vulnerability), the
 * score stands, as its program scored it, and the row keeps only its score and lead; a note per
 * row names where it is and what disagreed. Rows with no score to stand are left as they are (the
 * traveller reader says what is wrong with them).
 *
 * @example
 * keepPublishedScores(boards).notes; // ["line 12: the contract 4S by N taking 9 tricks scores -50 for NS, ..."]
 */
export function keepPublishedScores(boards: readonly FileBoard[]): { boards: FileBoard[]; notes: string[] } {
  const notes: string[] = [];
  const out = boards.map((b) => {
    let changed = false;
    const rows = b.rows.map((r) => {
      // Only a row that gives both a score and a whole result (contract, declarer, tricks) can disagree.
      if (typeof r.score !== "number" || r.contract === "") return r;
      if (!/^pass/i.test(r.contract) && (r.declarer === "" || r.tricks === "")) return r;
      let why: string | null = null;
      try {
        const contract = parseContract(r.contract);
        const vul = boardVulnerability(b.board);
        if (contract.kind === "pass") {
          if (r.score !== 0) why = `the board is passed out, which scores 0`;
        } else {
          const declarer = parseSeat(r.declarer);
          const tricks = parseResult(r.tricks, contract);
          const computed = nsScore(contract, declarer, tricks, vul);
          if (computed !== r.score)
            why = `${r.contract} by ${r.declarer} taking ${tricks} trick${tricks === 1 ? "" : "s"} scores ${computed} for NS on board ${b.board} (vulnerable ${vul})`;
        }
      } catch {
        why = `the contract "${r.contract}" by "${r.declarer}" with result "${r.tricks}" cannot be read`;
      }
      if (why === null) return r;
      changed = true;
      notes.push(
        `${r.source}: ${why}, but the file's score is ${r.score}: scored ${r.score}, as the file publishes it`,
      );
      return { ...r, contract: "", declarer: "", tricks: "" };
    });
    return changed ? { ...b, rows } : b;
  });
  return { boards: out, notes };
}

/**
 * The method a file's own words for its scoring name: matchpoints (`MatchPoints`, `MP`,
 * `MP_PAIRS`), Butler, or cross-IMPs (`Cross`, `IMP` for pairs). Null for words it does not know.
 */
export function methodFromWords(words: string): ScoringMethod | null {
  const w = words.toUpperCase();
  if (/BUTLER/.test(w)) return "butler";
  if (/CROSS|XIMP/.test(w)) return "cross";
  if (/MATCH\s*-?_?POINT|(^|[^A-Z])MP|^MP|NEUBERG/.test(w)) return "mp";
  if (/IMP/.test(w)) return "cross";
  return null;
}

/**
 * A Butler datum's trim and kind as a file's own words for its scoring say them: Ruter and Magic
 * Contest write `IMP;Butler-2;Mean`, the top and the bottom score dropped (2 in all) and the mean
 * of the rest; `Butler-0` drops none; `Median` is the median (a bare `Butler` says no trim). A number of scores
 * dropped that is not 0 or 2 is not read (how a program would drop it from a board of few results
 * is not known): `note` says so, and the add-in's trim stands.
 *
 * @example
 * butlerFromWords("IMP;Butler-2;Mean"); // { trim: "one", datum: "mean" }
 */
export function butlerFromWords(words: string): { trim?: Trim; datum?: DatumMethod; note?: string } {
  const w = words.toUpperCase();
  if (!/BUTLER/.test(w)) return {};
  const datum: DatumMethod | undefined = /MEDIAN/.test(w) ? "median" : /MEAN/.test(w) ? "mean" : undefined;
  const dropped = /BUTLER\s*-\s*(\d+)/.exec(w);
  // Two in all: one from each end, where a board has three results or more (the trim rule "one").
  const trim: Trim | undefined =
    dropped === null ? undefined : dropped[1] === "0" ? 0 : dropped[1] === "2" ? "one" : undefined;
  return {
    ...(trim !== undefined ? { trim } : {}),
    ...(datum !== undefined ? { datum } : {}),
    ...(dropped !== null && trim === undefined
      ? {
          note: `the scoring "${words}" drops ${dropped[1]} scores of each board's datum, which is not read: the datum is trimmed as the options say`,
        }
      : {}),
  };
}
