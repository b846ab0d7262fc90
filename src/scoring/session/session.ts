// A pairs session scored: every board, then each pair's total, average, percentage and place in
// its field; board by board for a caller that shows progress (startSession), or at once.
import { check, ScoringError } from "../base/errors";
import { Fraction } from "../rules/fraction";
import { Problem, refuseProblems } from "../traveller/problems";
import { Traveller } from "../traveller/types";
import { METHOD_TRAITS, type Movement, type RankedBy, type ScoringMethod } from "../model/methods";
import { DEFAULT_REGULATION_OPTIONS, type BoardScoringOptions } from "../model/options";
import type { Side } from "../base/seats";
import { scoreBoardExact } from "../board/score-board";
import { pairText } from "../board/prepare";
import { PairNames, pairNames, type PairRatings } from "../traveller/names-table";
import type { StrataChoice } from "../model/options";
import { stratify, type SessionStrata } from "./strata";
import type { BoardInput, ScoredBoard } from "../board/scored-board";
import { applySessionAwards, sessionPercentOf, type SessionAward } from "./awards";
import { home, pairId, Tallies, type PairBoard, type Tally } from "./tally";
import { breakTie, type TieBoard } from "./tie-break";

/** How to score a session: the movement and the board scoring options (method and its options). */
export interface SessionOptions extends BoardScoringOptions {
  readonly movement: Movement;
  /** The pairs' names (a names table), shown in the ranking; pairs without a name keep their number only. */
  readonly names?: PairNames;
  /** The players' masterpoints or ratings (a names table's Masterpoints column), for the strata. */
  readonly ratings?: PairRatings;
  /** A stratified session: the strata and how a pair's rating is taken. */
  readonly strata?: StrataChoice;
  /**
   * An arrow-switched Mitchell ranked as one field: NS and EW pairs together, each still known by
   * its home direction and number ("NS 3", "EW 3"), each by the same figure as in its own field.
   * A Mitchell with no arrow-switched table is refused (its NS and EW pairs were never compared);
   * a Howell is one field already.
   */
  readonly oneWinner?: boolean;
}

export type { PairBoard } from "./tally";

/** One pair's session. */
export interface SessionPair {
  /** "NS 3" or "EW 3" in a Mitchell, "3" in a Howell. */
  readonly id: string;
  readonly pair: string;
  /** The direction of a Mitchell pair; null in a Howell. */
  readonly direction: Side | null;
  /** The pair's names from the names table, when it gives them. */
  readonly names?: string;
  /** Boards with a result or an award for this pair (not-played boards and sit-outs do not count). */
  readonly boardsPlayed: number;
  /** Sum of the pair's results: matchpoints or IMPs. */
  readonly total: number;
  /** total / boardsPlayed (null when no board was played). */
  readonly average: number | null;
  /** Matchpoints: the sum of the tops of the boards played, and total as a percentage of it. */
  readonly tops: number | null;
  readonly percentage: number | null;
  /** Competition ranking: "1", "=2", "=2", "4". Null when no board was played. */
  readonly rank: string | null;
  readonly place: number | null;
  /** Every board the pair was on, ascending, including not-played ones (result null). */
  readonly boards: readonly PairBoard[];
  /** A tie for first place under a tie-break rule (options.tieBreak): how it was broken, or that it stands. */
  readonly tieBreak?: string;
  /** A stratified session: the pair's stratum, and its rating for it (null: unrated, so the top stratum). */
  readonly stratum?: string;
  readonly rating?: number | null;
}

/** A field ranked together: NS or EW in a Mitchell, everyone ("all") in a Howell. */
export interface Ranking {
  readonly field: Side | "all";
  /** Ranked best first; pairs that played no board last. */
  readonly pairs: readonly SessionPair[];
}

/** A scored session. Plain numbers only; it serialises to JSON. */
export interface ScoredSession {
  readonly movement: Movement;
  readonly method: ScoringMethod;
  /** Each board with a result, scored, ascending by number. */
  readonly boards: readonly ScoredBoard[];
  /** Boards on the travellers with no result at all (every table not played): not scored. */
  readonly unplayedBoards: readonly number[];
  readonly rankings: readonly Ranking[];
  /** What the ranking is by: "percentage" (matchpoints) or "average" (IMPs per board played). */
  readonly rankedBy: RankedBy;
  /**
   * Matchpoints with `awards: "session"`: each average plus or minus valued from the pair's own
   * session, with the percentages used (empty otherwise).
   */
  readonly sessionAwards?: readonly SessionAward[];
  /** Matchpoints: "mean" when the percentage is the mean of the boards' (absent: total over tops). */
  readonly sessionPercent?: "mean";
  /** A stratified session: each stratum's list, field by field (options.strata). */
  readonly strata?: SessionStrata;
  /** An arrow-switched Mitchell ranked as one field (its one ranking is "all"). */
  readonly oneWinner?: true;
}

/**
 * Scores a session: every board (see scoreBoard), then each pair's total, boards played, average
 * per board played, percentage (matchpoints) and ranking. Conventions (docs/conventions.md):
 * - A board a pair did not play (NP, or a sit-out: the pair is not on the traveller) gets no
 *   result and no average; it does not count in boards played, total, tops or percentage.
 * - An award counts as a board played, at its value (A+ = 60% of the top, or +3 IMPs per comparison).
 * - Unless `expected` says otherwise, each board expects as many results as its traveller has rows
 *   (N = tables), so a board with an award or an NP row gets Neuberg (matchpoints) or the factor
 *   N/n (cross-IMPs); `expected: "results"` scores every board on the results obtained.
 * - Matchpoint pairs are ranked by percentage of the tops of the boards they played; IMP pairs by
 *   average per board played (with equal numbers of boards, the same order as the totals).
 * - Ties share a place, shown "=2", and the next place skips ("=2", "=2", "4"). Ties are decided on
 *   exact values, never on rounded ones.
 * - Mitchell: NS and EW are separate fields, or one with `oneWinner` (arrow-switched only).
 *   Howell: one field; a pair on both sides of a table, or twice on a board, is an error.
 * - A traveller (or board) with problems is refused with a TravellerError listing them.
 *
 * @example
 * const t = readTraveller([
 *   ["Board", "NS", "EW", "Score"],
 *   [1, 1, 1, 420], [1, 2, 2, -50],
 *   [2, 1, 2, 110], [2, 2, 1, 140],
 * ]);
 * const s = scoreSession(t, { movement: "mitchell", method: "mp" });
 * s.rankings[0].pairs.map((p) => [p.id, p.percentage, p.rank]); // [["NS 1", 50, "=1"], ["NS 2", 50, "=1"]]
 */
export function scoreSession(
  travellers: Traveller | readonly BoardInput[],
  options: SessionOptions,
): ScoredSession {
  return startSession(travellers, options).finish();
}

/**
 * A session being scored one board at a time, for a caller that does something between boards
 * (the task pane lets the browser paint its progress bar). Synchronous, like the rest of the core.
 */
export interface SessionSteps {
  /** Boards to score: every board on the travellers, played or not. */
  readonly total: number;
  /** Boards scored so far. */
  readonly done: number;
  /** Scores the next board (ascending by number); false when every board was already scored. */
  next(): boolean;
  /** Scores any boards left, then totals and ranks the pairs: what {@link scoreSession} returns. */
  finish(): ScoredSession;
}

/**
 * Starts scoring a session board by board: the travellers and options are checked at once (the
 * errors of {@link scoreSession}), each board's own errors come from the `next()` that scores it.
 * `scoreSession(t, o)` is `startSession(t, o).finish()`.
 *
 * @example
 * const steps = startSession(traveller, { movement: "mitchell", method: "mp" });
 * while (steps.next()) console.log(`${steps.done} of ${steps.total} boards scored`);
 * const session = steps.finish();
 */
export function startSession(
  travellers: Traveller | readonly BoardInput[],
  options: SessionOptions,
): SessionSteps {
  check(
    options !== null && typeof options === "object",
    "Give the session options: the movement and the method.",
  );
  const movement = readMovement(options);
  const boards = readBoards(travellers);
  const oneWinner = options.oneWinner === true && movement === "mitchell";
  if (oneWinner) checkOneWinner(boards);
  const scored: ScoredBoard[] = [];
  const unplayed: number[] = [];
  const keepItems =
    (METHOD_TRAITS[options.method]?.session.rankedBy === "percentage" && options.awards === "session") ||
    options.sessionPercent === "mean" ||
    (options.tieBreak !== undefined && options.tieBreak !== "share");
  const tallies = new Tallies(movement, keepItems);
  let done = 0;
  const next = (): boolean => {
    if (done >= boards.length) return false;
    const board = boards[done];
    checkPairsOnce(board, movement);
    if (board.rows.length > 0 && board.rows.every((r) => r.entry.kind === "notPlayed")) {
      unplayed.push(board.board);
      tallies.addUnplayed(board);
    } else {
      const exact = scoreBoardExact(board, options);
      tallies.addScored(board, exact, scored.push(exact.scored) - 1);
    }
    done++;
    return true;
  };
  return {
    total: boards.length,
    get done() {
      return done;
    },
    next,
    finish: () => {
      while (next());
      return rankSession({ movement, oneWinner, options, scored, unplayed, tallies: tallies.byId });
    },
  };
}

/** The movement of the session's options, checked. */
function readMovement(options: SessionOptions): Movement {
  const movement = options.movement;
  if (movement !== "mitchell" && movement !== "howell") {
    throw new ScoringError(`Unknown movement ${JSON.stringify(movement)}: use "mitchell" or "howell".`);
  }
  return movement;
}

/**
 * One winner needs an arrow switch: in a Mitchell with none, every NS score is compared only with
 * NS scores, so an NS pair's percentage and an EW pair's measure two separate competitions.
 */
function checkOneWinner(boards: readonly BoardInput[]): void {
  if (boards.some((b) => b.rows.some((r) => r.arrowSwitched === true))) return;
  throw new ScoringError(
    "One winner needs an arrow switch: in this Mitchell no table is arrow-switched, so the NS and EW pairs never played the same cards in the same seat and their scores were never compared; one ranking of them would not be one competition. Name the arrow-switched rounds or boards (or mark them in an AS column), or rank NS and EW apart.",
  );
}

/** Every board scored: the session's own rules applied, then each field ranked. */
function rankSession(session: {
  readonly movement: Movement;
  readonly oneWinner: boolean;
  readonly options: SessionOptions;
  readonly scored: ScoredBoard[];
  readonly unplayed: number[];
  readonly tallies: Map<string, Tally>;
}): ScoredSession {
  const { movement, oneWinner, options, scored, unplayed, tallies } = session;
  const byPercent = METHOD_TRAITS[options.method].session.rankedBy === "percentage";
  const percentRule = options.sessionPercent ?? DEFAULT_REGULATION_OPTIONS.sessionPercent;
  const sessionAwards =
    byPercent && options.awards === "session"
      ? valueAwardsFromSession(tallies, scored, percentRule)
      : undefined;
  // One winner: the Mitchell's pairs of both directions in one field, each by its own figure.
  const fields: Ranking["field"][] = movement === "mitchell" && !oneWinner ? ["NS", "EW"] : ["all"];
  const rankings: Ranking[] = fields.map((field) => {
    const members = [...tallies.values()].filter((t) => field === "all" || t.direction === field);
    const pairs = rank(members, byPercent, percentRule, scored, options.tieBreak ?? "share").map((p) => {
      const names = pairNames(options.names, p.pair, p.direction);
      // Added in place, not by a spread, which would make every pair's boards (see rank).
      if (names !== null) (p as { names?: string }).names = names;
      return p;
    });
    return { field, pairs };
  });
  let strata: SessionStrata | undefined;
  if (options.strata !== undefined) {
    const done = stratify(rankings, options.ratings, options.strata);
    strata = done.strata;
    for (const r of rankings)
      for (const p of r.pairs) Object.assign(p as { stratum?: string }, done.of.get(p.id));
  }
  return {
    movement,
    method: options.method,
    boards: scored,
    unplayedBoards: unplayed,
    rankings,
    rankedBy: byPercent ? "percentage" : "average",
    ...(sessionAwards !== undefined ? { sessionAwards } : {}),
    ...(byPercent && percentRule === "mean" ? { sessionPercent: "mean" as const } : {}),
    ...(strata !== undefined ? { strata } : {}),
    ...(oneWinner ? { oneWinner: true as const } : {}),
  };
}

/**
 * Values every average plus and minus from its pair's session (session-awards.ts), then puts the
 * new values in the pair's total, its boards and the scored boards' tables.
 */
function valueAwardsFromSession(
  tallies: Map<string, Tally>,
  scored: ScoredBoard[],
  rule: "tops" | "mean",
): SessionAward[] {
  const all: SessionAward[] = [];
  for (const t of tallies.values()) {
    const done = applySessionAwards(t.id, t.items, rule);
    if (done.length === 0) continue;
    all.push(...done);
    t.total = t.items.reduce((a, i) => (i.result === null ? a : a.add(i.result)), Fraction.ZERO);
    for (const item of t.items) {
      const d = done.find((x) => x.board === item.board);
      if (d === undefined) continue;
      // The pair's own view of the board is read from the table (see pairBoards), so it changes with it.
      // The board's own group when it is fouled: the one with the pair on that table and seat.
      const bi = scored.findIndex(
        (b) =>
          b.board === item.board &&
          (item.direction === "NS" ? b.tables[item.table]?.ns : b.tables[item.table]?.ew) === t.pair,
      );
      const b = scored[bi];
      const tables = b.tables.map((table, ti) =>
        ti !== item.table
          ? table
          : item.direction === "NS"
            ? { ...table, nsResult: d.matchpoints, nsPercent: d.percent }
            : { ...table, ewResult: d.matchpoints, ewPercent: d.percent },
      );
      scored[bi] = { ...b, tables };
    }
  }
  return all.sort((a, b) => a.board - b.board || a.pair.localeCompare(b.pair, "en", { numeric: true }));
}

function readBoards(travellers: Traveller | readonly BoardInput[]): BoardInput[] {
  let boards: readonly BoardInput[];
  if (Array.isArray(travellers)) boards = travellers;
  else {
    const t = travellers as Traveller;
    check(
      t !== null && typeof t === "object" && Array.isArray(t.boards),
      "Give the session a traveller from readTraveller, or a list of boards.",
    );
    refuseProblems(t.problems ?? [], "The session");
    boards = t.boards;
  }
  const problems: Problem[] = [];
  const seen = new Set<Problem>();
  for (const b of boards) {
    for (const p of b.problems ?? []) {
      if (!seen.has(p)) {
        seen.add(p);
        problems.push(p);
      }
    }
  }
  refuseProblems(problems, "The session");
  // A fouled board comes as one board per group (fouled.ts): the board and its group are one key.
  const numbers = new Set<string>();
  for (const b of boards) {
    const key = `${b.board} ${b.fouled?.group ?? ""}`;
    check(
      !numbers.has(key),
      `Board ${b.board} is given twice: put all its tables on one traveller (or in one board).`,
    );
    numbers.add(key);
  }
  return [...boards].sort((a, b) => a.board - b.board);
}

/** Each pair once per board; in a Howell, never on both sides of a table or of a board. */
function checkPairsOnce(board: BoardInput, movement: Movement): void {
  const seen = new Map<string, number>();
  const problems: Problem[] = [];
  const messages: string[] = [];
  board.rows.forEach((r, i) => {
    const ns = pairText(r.ns);
    const ew = pairText(r.ew);
    const sides: [Side, string][] = [
      ["NS", ns],
      ["EW", ew],
    ];
    for (const [direction, pair] of sides) {
      // Pairs are told apart by their home direction (a switched table's NS pair is a home EW pair).
      const key = pairId(movement, home(r, direction), pair);
      const before = seen.get(key);
      let message: string | null = null;
      if (movement === "howell" && direction === "EW" && ns === ew) {
        message = `Pair ${pair} is on both sides of a table on board ${board.board}: in a Howell every pair number is one pair.`;
      } else if (before !== undefined) {
        message = `${movement === "mitchell" ? `${direction} pair` : "Pair"} ${pair} is on board ${board.board} twice: each pair plays a board once.`;
      }
      if (message !== null) {
        messages.push(message);
        if (typeof r.row === "number") {
          const column = (direction === "NS" ? r.cells?.ns : r.cells?.ew) ?? 0;
          problems.push({ row: r.row, column, message });
        }
      } else seen.set(key, i);
    }
  });
  if (messages.length === 0) return;
  if (problems.length === messages.length) refuseProblems(problems, `Board ${board.board}`);
  throw new ScoringError(messages.join(" "));
}

/** Sorts a field best first and gives competition places (ties share a place, shown "=n"). */
function rank(
  members: Tally[],
  byPercent: boolean,
  rule: "tops" | "mean",
  scored: readonly ScoredBoard[],
  tieBreak: NonNullable<SessionOptions["tieBreak"]>,
): SessionPair[] {
  const percentOf = (t: Tally): Fraction | null =>
    rule === "mean"
      ? sessionPercentOf(t.items, "mean")
      : t.tops.sign() === 0
        ? null
        : t.total.mul(100).div(t.tops);
  const key = (t: Tally): Fraction | null => {
    if (t.played === 0) return null;
    if (byPercent) return percentOf(t);
    return t.total.div(t.played);
  };
  const keyed = members.map((t) => ({ t, k: key(t) }));
  keyed.sort((a, b) => {
    if (a.k === null || b.k === null) return a.k === null ? (b.k === null ? byId(a.t, b.t) : 1) : -1;
    return b.k.cmp(a.k) || byId(a.t, b.t);
  });
  const places: (number | null)[] = [];
  keyed.forEach(({ k }, i) => {
    if (k === null) places.push(null);
    else if (i > 0 && keyed[i - 1].k !== null && keyed[i - 1].k!.equals(k)) places.push(places[i - 1]);
    else places.push(i + 1);
  });
  const notes = breakFirstTie(keyed, places, tieBreak, scored);
  const sharing = new Map<number, number>();
  for (const p of places) if (p !== null) sharing.set(p, (sharing.get(p) ?? 0) + 1);
  return keyed.map(({ t }, i) => {
    const place = places[i];
    const tied = place !== null && sharing.get(place)! > 1;
    const pair = {
      id: t.id,
      pair: t.pair,
      direction: t.direction,
      boardsPlayed: t.played,
      total: t.total.toNumber(),
      average: t.played === 0 ? null : t.total.div(t.played).toNumber(),
      tops: byPercent ? t.tops.toNumber() : null,
      percentage: byPercent ? (percentOf(t)?.toNumber() ?? null) : null,
      rank: place === null ? null : `${tied ? "=" : ""}${place}`,
      place,
      ...(notes.has(t.id) ? { tieBreak: notes.get(t.id)! } : {}),
    };
    // Made when first read, from the scored tables: the command line's JSON never reads them.
    UNREAD.set(pair, { tally: t, scored });
    Object.defineProperty(pair, "boards", BOARDS_PROPERTY);
    return pair as SessionPair;
  });
}

/**
 * Pairs tied for first place ordered by the tie-break rule: `keyed` reordered and `places` renumbered
 * in place (a group the rule leaves tied keeps one place); each tied pair's note returned.
 */
function breakFirstTie(
  keyed: { t: Tally; k: Fraction | null }[],
  places: (number | null)[],
  rule: NonNullable<SessionOptions["tieBreak"]>,
  scored: readonly ScoredBoard[],
): ReadonlyMap<string, string> {
  let n = 0;
  while (n < places.length && places[n] === 1) n++;
  if (rule === "share" || n < 2) return new Map();
  const tied = keyed.slice(0, n).map(({ t }) => ({ id: t.id, boards: tieBoards(t, scored) }));
  const { groups, notes } = breakTie(rule, tied);
  const byId = new Map(keyed.slice(0, n).map((x) => [x.t.id, x]));
  let at = 0;
  for (const g of groups) {
    const place = at + 1;
    for (const id of g) {
      keyed[at] = byId.get(id)!;
      places[at++] = place;
    }
  }
  return notes;
}

/** A tied pair's boards, exactly, with its opponents by id (a Howell's: a Mitchell's are in the other field). */
function tieBoards(t: Tally, scored: readonly ScoredBoard[]): TieBoard[] {
  const seen = pairBoards(t, scored);
  return t.items.map((item) => {
    const b = seen.find((x) => x.board === item.board && x.direction === item.direction);
    return {
      board: item.board,
      opponent: t.direction === null && b !== undefined ? b.opponents : null,
      result: item.result,
      top: item.top,
    };
  });
}

/** What a pair's boards are made from, until they are first read. */
const UNREAD = new WeakMap<object, { readonly tally: Tally; readonly scored: readonly ScoredBoard[] }>();

/**
 * A pair's `boards`: an own, enumerable property (JSON.stringify and a spread see it as any other)
 * whose list is made at the first read and kept in its place. One getter for every pair, so the
 * pairs keep one shape (a getter of each pair's own would give each pair a shape of its own).
 */
const BOARDS_PROPERTY: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get(this: object): readonly PairBoard[] {
    const from = UNREAD.get(this)!;
    const boards = pairBoards(from.tally, from.scored).sort((a, b) => a.board - b.board);
    UNREAD.delete(this);
    Object.defineProperty(this, "boards", {
      value: boards,
      enumerable: true,
      configurable: true,
      writable: true,
    });
    return boards;
  },
};

/** Each board the pair was on, as it saw it, in the order scored (see Tally's refs). */
function pairBoards(t: Tally, scored: readonly ScoredBoard[]): PairBoard[] {
  const out: PairBoard[] = [];
  for (let k = 0; k < t.refs.length; k += 2) {
    const at = t.refs[k];
    if (at < 0) {
      out.push(t.notPlayed[-1 - at]);
      continue;
    }
    const b = scored[at];
    const table = b.tables[t.refs[k + 1] >> 1];
    const isNS = (t.refs[k + 1] & 1) === 0;
    const result = isNS ? table.nsResult : table.ewResult;
    out.push({
      board: b.board,
      direction: isNS ? "NS" : "EW",
      opponents: isNS ? table.ew : table.ns,
      kind: table.kind,
      nsScore: table.nsScore,
      award: table.award === null ? null : isNS ? table.award.ns : table.award.ew,
      result,
      top: result === null ? null : b.top,
      percent: isNS ? table.nsPercent : table.ewPercent,
    });
  }
  return out;
}

/**
 * Pairs in natural order: NS before EW (one field of a Mitchell), then by number, "2" before "10",
 * numbers before names.
 */
function byId(a: Tally, b: Tally): number {
  return directionOrder(a) - directionOrder(b) || ID_ORDER.compare(a.pair, b.pair);
}
const directionOrder = (t: Tally): number => (t.direction === "EW" ? 1 : 0);
const ID_ORDER = new Intl.Collator("en", { numeric: true });
