import { withoutControls } from "../io/text";
import type { BoardDeal } from "../sheet/deal-block";
import { pbnAnalysisTags, pbnDealValue } from "./deal-tags";
import type { IndividualOut } from "./individual";
import {
  METHOD_NAMES,
  METHOD_TRAITS,
  ScoringError,
  type ResultUnit,
  type ScoredSession,
  type ScoredTable,
  type Traveller,
} from "../scoring";

/**
 * A session's results as a PBN file (PBN Standard 2.1), for results sites and hand-record tools.
 * One game per board, in board order, each with the tags a results file carries ([Event], [Site],
 * [Date], [Board], the four players, [Dealer], [Vulnerable], [Scoring], [Declarer], [Contract],
 * [Result]; the [Deal] when the results file gave one, with the [OptimumScore], [ParContract]
 * and [OptimumResultTable] of its table) and its [ScoreTable]; the first game also
 * carries the [TotalScoreTable], the session's ranking. The tables use the standard's column
 * syntax: a tag value naming each column with its width and alignment ("Score_NS\6R"), then one
 * line per row, every cell padded to its column's width, text in quotes and "-" for nothing.
 *
 * What each table's row holds:
 * - a result: its contract ("4H", "3NTX", "Pass"), declarer, tricks taken, lead, and its score in
 *   the column of the side that scored it (Score_NS or Score_EW), "-" in the other (a pass-out
 *   is "0" under Score_NS);
 * - an artificial score: "-" for contract, declarer and tricks, and each side's award ("A+",
 *   "A-", "A=", "60%") in its score column;
 * - a table that did not play the board: its pairs and "-" everywhere else;
 * - a weighted score: "-" for contract and tricks, and its parts as typed ("30% 1430, 70% 680")
 *   in Score_NS (the standard has no form for weighted scores);
 * - the ranking's [TotalScoreTable] carries a Names column when the pairs' names are known;
 * - the method's results: MP_NS, MP_EW, Percentage_NS, Percentage_EW for matchpoints; IMP_NS,
 *   IMP_EW for Butler and cross-IMPs (two decimals where they are not whole).
 */

/** The [Scoring] tag of each method. */
const SCORING_TAG = { mp: "MatchPoints", butler: "IMP;Butler", cross: "IMP;Cross" } as const;

/** What the names of the results' columns start with, by what the results count: MP_NS, IMP_NS. */
const RESULT_COLUMN: Readonly<Record<ResultUnit, string>> = { matchpoints: "MP", imps: "IMP" };

/** A PBN string: backslash and quote escaped, line breaks and tabs made spaces, other controls removed. */
function pbnString(text: string): string {
  return withoutControls(text)
    .replace(/[\r\n\t]+/g, " ")
    .replace(/[\\"]/g, (c) => `\\${c}`);
}

export const tag = (name: string, value: string): string => `[${name} "${pbnString(value)}"]`;

/** A number as a table shows it: whole as it is, else two decimals. */
export function num(x: number | null): string {
  if (x === null) return "-";
  return Number.isInteger(x) ? String(x) : x.toFixed(2);
}

/** A cell of a table: "-" as it is, anything else in quotes. */
export const cell = (text: string): string => (text === "-" ? "-" : `"${pbnString(text)}"`);

/** A column of a table: its name, whether numbers (right-aligned) and each row's cell. */
export interface Column {
  readonly name: string;
  readonly right: boolean;
  readonly cells: readonly string[];
}

/**
 * A maker of a table's columns, one cell a row: `col(name, right, f)` is the column named `name`
 * whose cells are `f` of each row, quoted as {@link cell} quotes them.
 *
 * @example
 * columnsOf([{ pair: "1" }])("PairId", true, (p) => p.pair); // { name: "PairId", right: true, cells: ['"1"'] }
 */
export function columnsOf<T>(
  rows: readonly T[],
): (name: string, right: boolean, f: (row: T) => string) => Column {
  return (name, right, f) => ({ name, right, cells: rows.map((r) => cell(f(r))) });
}

/** The lines that open a PBN file written by the add-in; `what` names what it holds in %Creator. */
export function fileHeader(what: string): string[] {
  return [
    "% PBN 2.1",
    "% EXPORT",
    "%Content-type: text/x-pbn; charset=UTF-8",
    `%Creator: Bridge Scoring for Excel (${what})`,
  ];
}

/** What opens a game of a results file: a blank line, then its tags up to [Result]. */
export interface GameTags {
  readonly event: string;
  readonly board: number;
  readonly dealer: string;
  readonly vulnerable: string;
  readonly scoring: string;
  readonly declarer: string;
  readonly contract: string;
  readonly result: string;
  /** The board's deal, PBN notation ([Deal], after [Vulnerable]), when known. */
  readonly deal?: string;
}

/**
 * The lines that open a game of a results file: a blank line, [Event], [Site] and [Date], [Board],
 * the four players (empty: a scoresheet does not name them per board), [Dealer], [Vulnerable],
 * [Scoring], [Declarer], [Contract] and [Result].
 */
export function gameTags(g: GameTags): string[] {
  return [
    "",
    tag("Event", g.event),
    tag("Site", ""),
    tag("Date", ""),
    tag("Board", String(g.board)),
    tag("West", ""),
    tag("North", ""),
    tag("East", ""),
    tag("South", ""),
    tag("Dealer", g.dealer),
    tag("Vulnerable", g.vulnerable),
    ...(g.deal !== undefined ? [tag("Deal", g.deal)] : []),
    tag("Scoring", g.scoring),
    tag("Declarer", g.declarer),
    tag("Contract", g.contract),
    tag("Result", g.result),
  ];
}

/**
 * A table in the standard's column syntax: the tag with each column's name, width and alignment,
 * then the rows, each cell padded to its column's width (left or right as the column says).
 *
 * @example
 * table("ScoreTable", [{ name: "PairId_NS", right: true, cells: ['"1"'] }]);
 * // ['[ScoreTable "PairId_NS\\3R"]', '"1"']
 */
export function table(name: string, columns: readonly Column[]): string[] {
  // The widest cell by a loop: Math.max(...cells) would pass a board of a hundred thousand tables
  // as as many arguments, more than a call may take.
  const widths = columns.map((c) => c.cells.reduce((w, x) => Math.max(w, x.length), 1));
  const head = columns.map((c, k) => `${c.name}\\${widths[k]}${c.right ? "R" : "L"}`).join(";");
  const rows = (columns[0]?.cells ?? []).map((_, r) =>
    columns
      .map((c, k) => (c.right ? c.cells[r].padStart(widths[k]) : c.cells[r].padEnd(widths[k])))
      .join(" ")
      .trimEnd(),
  );
  rows.unshift(`[${name} "${head}"]`);
  return rows;
}

/** What one table's row holds before the method's columns. */
function entryCells(t: ScoredTable, row: Traveller["boards"][number]["rows"][number] | undefined) {
  const dash = { contract: "-", declarer: "-", result: "-", lead: "-", ns: "-", ew: "-" };
  if (t.kind === "plain" && t.nsScore !== null) {
    const s = t.nsScore;
    return {
      contract: row?.contract ?? "-",
      declarer: row?.declarer ?? "-",
      result: row?.tricks === null || row?.tricks === undefined ? "-" : String(row.tricks),
      lead: row?.lead ?? "-",
      ns: s >= 0 ? String(s) : "-",
      ew: s < 0 ? String(-s) : "-",
    };
  }
  if (t.kind === "artificial" && t.award !== null) return { ...dash, ns: t.award.ns, ew: t.award.ew };
  if (t.kind === "weighted" && row !== undefined && row.entry.kind === "weighted")
    return { ...dash, ns: row.entry.text };
  return dash;
}

/** Options of {@link writePbn}. */
export interface PbnOptions {
  /** The event's name ([Event]); empty when unknown. */
  readonly event?: string | null;
  /** Each board's deal, table and par, when known: [Deal] and the analysis tags (deal-tags.ts). */
  readonly deals?: ReadonlyMap<number, BoardDeal>;
  /**
   * An individual event: a PlayerId column a seat (PlayerId_North ... PlayerId_West) in place of
   * the pairs, and the ranking by player in [TotalScoreTable].
   */
  readonly individual?: IndividualOut | null;
}

/**
 * The PBN file of a scored session (one method), as text with CRLF line ends.
 *
 * @example
 * writePbn(traveller, scoreForSheet(traveller, { method: "mp" })[0], { event: "Club pairs" });
 * // "% PBN 2.1\r\n% EXPORT\r\n...[Board \"1\"]..."
 */
export function writePbn(traveller: Traveller, session: ScoredSession, options: PbnOptions = {}): string {
  const method = session.method;
  const traits = METHOD_TRAITS[method];
  const individual = options.individual ?? undefined;
  const lines = fileHeader(METHOD_NAMES[method]);
  session.boards.forEach((board, k) => {
    const tb = traveller.boards.find((b) => b.board === board.board);
    const deal = options.deals?.get(board.board);
    lines.push(
      ...gameTags({
        event: options.event ?? "",
        board: board.board,
        dealer: board.dealer,
        vulnerable: board.vulnerability,
        scoring: SCORING_TAG[method],
        declarer: "",
        contract: "",
        result: "",
        ...(deal !== undefined ? { deal: pbnDealValue(deal) } : {}),
      }),
    );
    if (deal !== undefined) for (const line of pbnAnalysisTags(deal)) lines.push(line);
    const entries = board.tables.map((t, i) => ({
      t,
      e: entryCells(t, tb?.rows.find((r) => r.row === t.row) ?? tb?.rows[i]),
      table: tb?.rows.find((r) => r.row === t.row)?.table ?? String(i + 1),
    }));
    const col = columnsOf(entries);
    const columns: Column[] = [
      col("Table", true, (x) => x.table),
      ...(individual
        ? SEATS.map(([name, seat]) => col(name, true, (x) => individual.seats(x.t.row)?.[seat] ?? "-"))
        : [col("PairId_NS", true, (x) => x.t.ns), col("PairId_EW", true, (x) => x.t.ew)]),
      col("Contract", false, (x) => x.e.contract),
      col("Declarer", false, (x) => x.e.declarer),
      col("Result", true, (x) => x.e.result),
      col("Lead", false, (x) => x.e.lead),
      col("Score_NS", true, (x) => x.e.ns),
      col("Score_EW", true, (x) => x.e.ew),
      col(`${RESULT_COLUMN[traits.unit]}_NS`, true, (x) => num(x.t.nsResult)),
      col(`${RESULT_COLUMN[traits.unit]}_EW`, true, (x) => num(x.t.ewResult)),
      ...(traits.percentages
        ? [
            col("Percentage_NS", true, (x) => (x.t.nsPercent === null ? "-" : x.t.nsPercent.toFixed(2))),
            col("Percentage_EW", true, (x) => (x.t.ewPercent === null ? "-" : x.t.ewPercent.toFixed(2))),
          ]
        : []),
    ];
    if (k === 0)
      for (const line of individual ? playersTable(individual) : totalScoreTable(session)) lines.push(line);
    for (const line of table("ScoreTable", columns)) lines.push(line);
  });
  return `${lines.join("\r\n")}\r\n`;
}

/** The session's ranking as a [TotalScoreTable]: place, pair, direction, boards, total (and %). */
function totalScoreTable(session: ScoredSession): string[] {
  const traits = METHOD_TRAITS[session.method];
  const pairs = session.rankings.flatMap((r) => r.pairs);
  const c = columnsOf(pairs);
  return table("TotalScoreTable", [
    c("Rank", false, (p) => p.rank ?? "-"),
    c("PairId", true, (p) => p.pair),
    ...(session.movement === "mitchell" ? [c("Direction", false, (p) => p.direction ?? "-")] : []),
    ...(pairs.some((p) => p.names) ? [c("Names", false, (p) => p.names ?? "-")] : []),
    c("NrBoards", true, (p) => String(p.boardsPlayed)),
    c(`TotalScore${RESULT_COLUMN[traits.unit]}`, true, (p) => num(p.total)),
    ...(traits.percentages
      ? [c("TotalPercentage", true, (p) => (p.percentage === null ? "-" : p.percentage.toFixed(2)))]
      : []),
  ]);
}

/** An individual's score table columns, a seat each, in the standard's seat order. */
const SEATS = [
  ["PlayerId_North", "north"],
  ["PlayerId_East", "east"],
  ["PlayerId_South", "south"],
  ["PlayerId_West", "west"],
] as const;

/** An individual event's ranking as a [TotalScoreTable]: place, player, name, boards, total (and %). */
function playersTable(out: IndividualOut): string[] {
  const traits = METHOD_TRAITS[out.ranking.method];
  const players = out.ranking.players;
  const c = columnsOf(players);
  return table("TotalScoreTable", [
    c("Rank", false, (p) => p.rank ?? "-"),
    c("PlayerId", true, (p) => p.player),
    ...(players.some((p) => p.name) ? [c("Names", false, (p) => p.name ?? "-")] : []),
    c("NrBoards", true, (p) => String(p.boards)),
    c(`TotalScore${RESULT_COLUMN[traits.unit]}`, true, (p) => num(p.total)),
    ...(traits.percentages
      ? [c("TotalPercentage", true, (p) => (p.percentage === null ? "-" : p.percentage.toFixed(2)))]
      : []),
  ]);
}

/**
 * The one session a results file is written from: a file holds one method's results.
 *
 * @example
 * oneSession(scoreForSheet(traveller, { method: "mp" }), "A PBN file"); // the matchpoint session
 */
export function oneSession(sessions: readonly ScoredSession[], what: string): ScoredSession {
  if (sessions.length !== 1)
    throw new ScoringError(`${what} holds one method's results: choose butler, cross or mp, not all three.`);
  return sessions[0];
}
