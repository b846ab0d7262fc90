// Reading a teams scoresheet, in either of its two layouts, into matches: the teams that meet in a
// round, each board with the room where the home team sat NS and the room where the away team did.
// The one-row-per-table layout (a Room column) is read by the pairs traveller reader, with team
// names in the NS and EW cells, so every header, notation and message of a traveller holds here;
// the one-row-per-board layout (Board, Home, Away, Home NS score, Away NS score) reads its cells
// with the same cell readers. Both are then put into matches and checked the same way.
import { Entry } from "../model/entry";
import { boardDealer, boardVulnerability, parseVulnerability } from "../base/seats";
import { ScoringError } from "../base/errors";
import { cellText, isBlankCell, readBoardCell, readNumberCell, readTeamCell } from "../base/cells";
import { readScoreEntry } from "../traveller/entry";
import { ColumnsOption, findHeaderRow, readOverrides } from "../traveller/header-row";
import { headerKey, headerRole } from "../traveller/headers";
import * as traveller from "../traveller/messages";
import { Problem } from "../traveller/problems";
import { readTraveller } from "../traveller/read";
import { TravellerRow } from "../traveller/types";
import * as say from "./messages";
import { Match, MatchBoard, RoomResult, TeamsEvent } from "./model";

/** Headers of the optional Round column (after headerKey: lower case, letters and digits). */
const ROUND_KEYS = new Set(["round", "rounds", "rnd", "rd", "roundno", "rno", "match", "matchno"]);
/** Headers of an optional vulnerability column, checked against the board number in each room. */
const VUL_KEYS = new Set(["vul", "vuln", "vulnerability", "vulnerable"]);
/** Headers of the one-row-per-board layout. */
const HOME_KEYS = new Set(["home", "hometeam"]);
const AWAY_KEYS = new Set(["away", "awayteam", "visitors", "visitor", "visitingteam"]);
const HOME_NS_KEYS = new Set(["homensscore", "homens", "homenssc", "homenspoints", "homescorens"]);
const AWAY_NS_KEYS = new Set(["awaynsscore", "awayns", "awaynssc", "awaynspoints", "awayscorens"]);

const SEARCH_ROWS = 100;

/** Options of readTeamsEvent. */
export interface ReadTeamsOptions {
  /** Overrides of how columns are read (the one-row-per-table layout), as readTraveller takes them. */
  readonly columns?: ColumnsOption;
}

/**
 * Which teams layout the cells hold: "rooms" (a traveller's header row with a Room column),
 * "scorecard" (a header row naming Board, Home, Away, Home NS score and Away NS score), or null
 * for neither (a pairs traveller, or nothing readable).
 *
 * @example
 * teamsLayoutOf([["Round", "Board", "Room", "NS", "EW", "Score"]]); // "rooms"
 * teamsLayoutOf([["Board", "Home", "Away", "Home NS score", "Away NS score"]]); // "scorecard"
 * teamsLayoutOf([["Board", "NS", "EW", "Score"]]); // null
 */
export function teamsLayoutOf(
  cells: readonly (readonly unknown[])[],
  columns?: ColumnsOption,
): "rooms" | "scorecard" | null {
  if (!Array.isArray(cells) || cells.some((r) => !Array.isArray(r))) return null;
  if (scorecardHeader(cells) !== null) return "scorecard";
  const overrides = readOverrides(columns);
  const found = findHeaderRow(cells, undefined, overrides);
  if ("problem" in found) return null;
  const row: readonly unknown[] = cells[found.row];
  const byIndex = [...overrides.byIndex].some(([, r]) => r === "room");
  const byRole = overrides.byRole.get("room");
  if (byIndex || (byRole !== undefined && byRole !== null)) return "rooms";
  return byRole === null ? null : row.some((c: unknown) => headerRole(c) === "room") ? "rooms" : null;
}

/** The scorecard layout's header row and columns, or null. */
function scorecardHeader(cells: readonly (readonly unknown[])[]): {
  row: number;
  board: number;
  home: number;
  away: number;
  homeNs: number;
  awayNs: number;
  round?: number;
} | null {
  for (let r = 0; r < Math.min(cells.length, SEARCH_ROWS); r++) {
    const keys = cells[r].map((c) => (typeof c === "string" ? headerKey(c) : ""));
    const at = (set: ReadonlySet<string>): number => keys.findIndex((k) => set.has(k));
    const board = cells[r].findIndex((c) => headerRole(c) === "board");
    const home = at(HOME_KEYS);
    const away = at(AWAY_KEYS);
    const homeNs = at(HOME_NS_KEYS);
    const awayNs = at(AWAY_NS_KEYS);
    if ([board, home, away, homeNs, awayNs].every((i) => i >= 0)) {
      const round = at(ROUND_KEYS);
      return { row: r, board, home, away, homeNs, awayNs, ...(round >= 0 ? { round } : {}) };
    }
  }
  return null;
}

/** A room's result before it is put into its match. */
interface Seated {
  readonly round: string;
  readonly board: number;
  /** Rooms sort Open before Closed, 1 before 2; then by row. */
  readonly order: number;
  readonly result: RoomResult;
  /** Where a problem about the NS team, the EW team and the round points. */
  readonly nsColumn: number;
  readonly ewColumn: number;
}

/**
 * Reads a teams scoresheet (docs/conventions.md, "Teams events"): one row per table with a Room
 * column (Round optional when the sheet holds one round), or one row per board of a match (Board,
 * Home, Away, Home NS score, Away NS score, the score where each team sat NS). Teams meeting in a
 * round make a match; each board must have a result (or NP, or an award) in both rooms, the teams
 * changing direction between them. Every problem names its cell.
 *
 * @example
 * const e = readTeamsEvent([
 *   ["Board", "Room", "NS", "EW", "Score"],
 *   [1, "Open", "Aces", "Kings", 420],
 *   [1, "Closed", "Kings", "Aces", -50],
 * ]);
 * e.matches[0].home; // "Aces"
 * e.matches[0].boards[0].awayRoom.entry; // { kind: "plain", score: -50 }
 */
export function readTeamsEvent(
  cells: readonly (readonly unknown[])[],
  options: ReadTeamsOptions = {},
): TeamsEvent {
  const card = scorecardHeader(cells);
  if (card !== null) return readScorecard(cells, card);
  const t = readTraveller(cells, { teams: true, columns: options.columns });
  const headerRow = t.headers[0]?.row ?? null;
  const problems: Problem[] = [...t.problems];
  if (t.problems.length === 0 && headerRow === null)
    problems.push({ row: 0, column: 0, message: say.NO_TEAMS_HEADER });
  const rows = t.boards.flatMap((b) => b.rows).sort((a, b) => a.row - b.row);
  const seated: Seated[] = [];
  let hasRound = false;
  let lastRound: string | null = null;
  let lastHeader = -1;
  for (const row of rows) {
    const header = [...t.headers].reverse().find((h) => h.row < row.row) ?? t.headers[0];
    if (header.row !== lastHeader) {
      lastHeader = header.row;
      lastRound = null;
    }
    const roundCol = header.columns.find(
      (c) => c.role === "ignored" && ROUND_KEYS.has(headerKey(c.header)),
    )?.index;
    let round = "1";
    if (roundCol !== undefined) {
      hasRound = true;
      const read = roundText(cells[row.row][roundCol]);
      if (read === null && lastRound === null) {
        problems.push({ row: row.row, column: roundCol, message: say.NO_ROUND });
        continue;
      }
      round = read ?? lastRound!;
      lastRound = round;
    }
    const vulCol = header.columns.find(
      (c) => c.role === "ignored" && VUL_KEYS.has(headerKey(c.header)),
    )?.index;
    if (vulCol !== undefined) {
      const problem = vulnerabilityProblem(cells[row.row][vulCol], row.board);
      if (problem !== null) problems.push({ row: row.row, column: vulCol, message: problem });
    }
    const roomCol = row.cells.room;
    const room = roomCol === undefined ? "" : cellText(cells[row.row][roomCol]);
    seated.push({
      round,
      board: row.board,
      order: roomOrder(room),
      result: roomResult(row, room),
      nsColumn: row.cells.ns ?? 0,
      ewColumn: row.cells.ew ?? 0,
    });
  }
  const assembled = assemble(seated, hasRound, problems);
  return { layout: "rooms", headerRow, columns: t.columns, ...assembled, problems: sortProblems(problems) };
}

/**
 * What is wrong with a room's Vul cell on board `board`, or null: blank, or the board's own
 * vulnerability. Both rooms play the same board, so a room that states another vulnerability (the
 * rooms disagreeing) is an error of entry: the board number or the cell is wrong.
 */
function vulnerabilityProblem(value: unknown, board: number): string | null {
  const text = cellText(value);
  if (text === "") return null;
  try {
    const stated = parseVulnerability(text);
    const actual = boardVulnerability(board);
    return stated === actual ? null : say.vulnerabilityDisagrees(text, board, actual);
  } catch (e) {
    if (e instanceof ScoringError) return e.message;
    throw e;
  }
}

function roomResult(row: TravellerRow, room: string): RoomResult {
  const c = row.cells;
  return {
    row: row.row,
    column: c.score ?? c.scorePlus ?? c.scoreMinus ?? c.contract ?? c.ns ?? 0,
    room,
    ns: row.ns,
    ew: row.ew,
    entry: row.entry,
    contract: row.contract,
    declarer: row.declarer,
    tricks: row.tricks,
  };
}

/** A round as text: a whole number without leading zeros, or the text as written; null when blank. */
function roundText(value: unknown): string | null {
  const text = cellText(value);
  if (text === "") return null;
  const n = readNumberCell(value);
  return n !== null && Number.isSafeInteger(n) ? String(n) : text;
}

/**
 * Where a room sorts among the rooms of a board: Open (or 1, Room 1, Table 1) first, Closed (or 2)
 * second, other numbers by their number; text that is none of these last.
 *
 * @example
 * roomOrder("Open"); // 1
 * roomOrder("Room 2"); // 2
 */
function roomOrder(room: string): number {
  const t = room.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (t === "open" || t === "o" || t === "openroom") return 1;
  if (t === "closed" || t === "c" || t === "closedroom") return 2;
  const m = /^(?:room|rm|table|tbl|t|r)?(\d+)$/.exec(t);
  return m ? Number(m[1]) : Number.MAX_SAFE_INTEGER;
}

/** Reads the one-row-per-board layout. */
function readScorecard(
  cells: readonly (readonly unknown[])[],
  h: NonNullable<ReturnType<typeof scorecardHeader>>,
): TeamsEvent {
  const problems: Problem[] = [];
  const seated: Seated[] = [];
  let home: string | null = null;
  let away: string | null = null;
  let round: string | null = null;
  for (let r = h.row + 1; r < cells.length; r++) {
    const row = cells[r];
    if (row.every(isBlankCell)) continue;
    if (row.some((c) => /^(?:grand\s*)?(?:totals?|sum)\b/i.test(cellText(c)))) continue;
    if (h.round !== undefined) {
      const read = roundText(row[h.round]);
      if (read !== null) round = read;
      else if (round === null) {
        problems.push({ row: r, column: h.round, message: say.NO_ROUND });
        continue;
      }
    }
    const teams: (string | null)[] = [];
    for (const [col, before] of [
      [h.home, home],
      [h.away, away],
    ] as const) {
      const t = readTeamCell(row[col]) ?? before;
      if (t === null) problems.push({ row: r, column: col, message: say.NO_TEAM });
      teams.push(t);
    }
    [home, away] = [teams[0] ?? home, teams[1] ?? away];
    const b = readBoardCell(row[h.board]);
    if (b === null || b === undefined) {
      const message =
        b === null ? traveller.NO_BOARD_NUMBER : traveller.notABoardNumber(cellText(row[h.board]));
      problems.push({ row: r, column: h.board, message });
      continue;
    }
    if (teams[0] === null || teams[1] === null) continue;
    const vul = boardVulnerability(b);
    const entries: (Entry | null)[] = [];
    for (const [col, side] of [
      [h.homeNs, "Home"],
      [h.awayNs, "Away"],
    ] as const) {
      try {
        const e = readScoreEntry(row[col], vul);
        if (e === null) problems.push({ row: r, column: col, message: say.noScorecardScore(side) });
        entries.push(e);
      } catch (e) {
        problems.push({ row: r, column: col, message: (e as Error).message });
        entries.push(null);
      }
    }
    if (entries[0] === null || entries[1] === null) continue;
    const [hn, an] = teams as [string, string];
    const room = (name: string, entry: Entry, column: number, ns: string, ew: string): RoomResult => ({
      row: r,
      column,
      room: name,
      ns,
      ew,
      entry,
      contract: null,
      declarer: null,
      tricks: null,
    });
    const common = { round: round ?? "1", board: b, nsColumn: h.home, ewColumn: h.away };
    seated.push({ ...common, order: 1, result: room("Home NS", entries[0], h.homeNs, hn, an) });
    seated.push({
      ...common,
      order: 2,
      result: room("Away NS", entries[1], h.awayNs, an, hn),
      nsColumn: h.away,
      ewColumn: h.home,
    });
  }
  const assembled = assemble(seated, h.round !== undefined, problems, true);
  return {
    layout: "scorecard",
    headerRow: h.row,
    columns: [],
    ...assembled,
    problems: sortProblems(problems),
  };
}

function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => a.row - b.row || a.column - b.column);
}

/** Puts rooms' results into matches, with the problems of any that do not make one. */
function assemble(
  seated: readonly Seated[],
  hasRound: boolean,
  problems: Problem[],
  scorecard: boolean = false,
): { teams: string[]; rounds: string[]; matches: Match[] } {
  const { names, roundsSeen, groups } = groupByMatch(seated, hasRound, problems);
  const rounds = roundsSeen.every((r) => /^\d+$/.test(r))
    ? [...roundsSeen].sort((x, y) => Number(x) - Number(y))
    : roundsSeen;
  const matches: Match[] = [];
  for (const list of groups.values()) matches.push(matchOf(list, rounds.length, problems, scorecard));
  matches.sort((m, n) => rounds.indexOf(m.round) - rounds.indexOf(n.round));
  return { teams: [...names.values()], rounds, matches };
}

/**
 * The rooms' results grouped by match (a round and its two teams), each team named as first
 * spelled (names are matched without regard to case), with the rounds in the order met. A row
 * with one team on both sides, or a team in two matches of one round, is a problem and left out.
 */
function groupByMatch(
  seated: readonly Seated[],
  hasRound: boolean,
  problems: Problem[],
): { names: Map<string, string>; roundsSeen: string[]; groups: Map<string, Seated[]> } {
  // Team names are matched without regard to case; the first spelling met is the one shown.
  const names = new Map<string, string>();
  const name = (t: string): string => {
    const k = t.toLowerCase();
    if (!names.has(k)) names.set(k, t);
    return names.get(k)!;
  };
  const roundsSeen: string[] = [];
  const opponent = new Map<string, string>(); // round \0 team -> opponent
  const groups = new Map<string, Seated[]>(); // round \0 teamA \0 teamB -> rows in order
  for (const s of seated) {
    const ns = name(s.result.ns);
    const ew = name(s.result.ew);
    if (!roundsSeen.includes(s.round)) roundsSeen.push(s.round);
    if (ns === ew) {
      problems.push({ row: s.result.row, column: s.ewColumn, message: say.sameTeamBothSides(ns) });
      continue;
    }
    let clash = false;
    for (const [team, other, col] of [
      [ns, ew, s.nsColumn],
      [ew, ns, s.ewColumn],
    ] as const) {
      const key = `${s.round}\0${team}`;
      const before = opponent.get(key);
      if (before === undefined) opponent.set(key, other);
      else if (before !== other) {
        problems.push({
          row: s.result.row,
          column: col,
          message: say.teamInTwoMatches(team, before, other, s.round, hasRound),
        });
        clash = true;
      }
    }
    if (clash) continue;
    const [a, b] = [ns, ew].sort();
    const key = `${s.round}\0${a}\0${b}`;
    const list = groups.get(key) ?? [];
    list.push({ ...s, result: { ...s.result, ns, ew } });
    groups.set(key, list);
  }
  return { names, roundsSeen, groups };
}

/**
 * One match from its rooms' results (`roundCount`: the rounds of the event, for the match's name):
 * home is the team North-South in the first room of its first board; each board played in its
 * two rooms, a board that is not (one room, too many, the same pair NS in both) a problem.
 */
function matchOf(
  list: readonly Seated[],
  roundCount: number,
  problems: Problem[],
  scorecard: boolean,
): Match {
  const round = list[0].round;
  const byBoard = new Map<number, Seated[]>();
  for (const s of list) byBoard.set(s.board, [...(byBoard.get(s.board) ?? []), s]);
  const numbers = [...byBoard.keys()].sort((x, y) => x - y);
  const first = [...byBoard.get(numbers[0])!].sort(
    (x, y) => x.order - y.order || x.result.row - y.result.row,
  );
  const home = first[0].result.ns;
  const away = first[0].result.ew;
  const label = say.matchName(home, away, round, roundCount);
  const boards: MatchBoard[] = [];
  for (const n of numbers) {
    const board = boardOf(n, byBoard.get(n)!, { home, label, problems, scorecard });
    if (board !== null) boards.push(board);
  }
  return { round, home, away, boards };
}

/** One board of a match from its rooms' rows, or null when they do not make one (said as a problem). */
function boardOf(
  n: number,
  rows: readonly Seated[],
  match: { home: string; label: string; problems: Problem[]; scorecard: boolean },
): MatchBoard | null {
  const { home, label, problems, scorecard } = match;
  const last = rows[rows.length - 1].result;
  if (rows.length === 1) {
    problems.push({ row: last.row, column: last.column, message: say.oneRoomOnly(n, label, last.room) });
    return null;
  }
  if (rows.length > 2) {
    const message = scorecard ? say.boardTwiceInMatch(n, label) : say.tooManyRooms(n, label, rows.length);
    problems.push({
      row: rows[scorecard ? 2 : rows.length - 1].result.row,
      column: last.column,
      message,
    });
    return null;
  }
  const [x, y] = rows.map((s) => s.result);
  if (x.ns === y.ns) {
    problems.push({ row: y.row, column: rows[1].nsColumn, message: say.sameNsBothRooms(n, label, x.ns) });
    return null;
  }
  if (x.room !== "" && x.room.toLowerCase() === y.room.toLowerCase()) {
    problems.push({ row: y.row, column: y.column, message: say.sameRoomTwice(n, label, y.room) });
    return null;
  }
  return {
    board: n,
    vulnerability: boardVulnerability(n),
    dealer: boardDealer(n),
    homeRoom: x.ns === home ? x : y,
    awayRoom: x.ns === home ? y : x,
  };
}
