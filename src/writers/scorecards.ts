// Each pair's scorecard for the results web page: every board the pair was on, in board order,
// with where it sat, its opponents and their names, the contract, lead and tricks from the
// traveller, the score from the pair's side, its matchpoints or IMPs and the running total, which
// ends at the pair's total in the ranking; with the board's deal known, its par from the pair's
// side and the tricks double dummy in the contract's strain by its declarer.
import { METHOD_TRAITS, type ScoredSession, type Traveller } from "../scoring";
import type { BoardDeal } from "../sheet/deal-block";

/** One board of a pair's scorecard. */
export interface ScorecardLine {
  readonly board: number;
  /** "NS" or "EW": where the pair sat on this board. */
  readonly direction: string;
  readonly opponents: string;
  /** The opponents' names, when the event has them. */
  readonly opponentNames: string | null;
  readonly contract: string | null;
  readonly declarer: string | null;
  readonly lead: string | null;
  /** The tricks declarer took, as the traveller has them. */
  readonly tricks: number | null;
  /** The board's par from the pair's side ("+420"), when its deal and table are known. */
  readonly par: string | null;
  /** The tricks declarer takes double dummy in the contract's strain, when the table is known. */
  readonly ddTricks: number | null;
  /** The score from the pair's side ("+420", "-50"), an award ("A+"), or "not played". */
  readonly score: string;
  /** The pair's matchpoints or IMPs on the board (null when not played). */
  readonly result: number | null;
  /** The sum of the results so far. */
  readonly running: number;
}

/** A pair's scorecard: who, its lines and its total (the ranking's). */
export interface Scorecard {
  /** The pair as the ranking names it ("NS 3" in a Mitchell, "3" in a Howell). */
  readonly pair: string;
  /** The pair's number, as the traveller's NS and EW columns have it. */
  readonly number: string;
  readonly names: string | null;
  /** "MP" or "IMPs": what the results are. */
  readonly unit: string;
  readonly lines: readonly ScorecardLine[];
  readonly total: number;
  /** The pair's percentage (matchpoints) or average (IMPs) and its place, as the ranking says. */
  readonly summary: string;
}

/** A score from one side, signed ("+420", "-50", "0"). */
function signed(x: number): string {
  return x > 0 ? `+${x}` : String(x);
}

/** A seat's row in a DDTable (N 0, E 1, S 2, W 3). */
const SEAT_ROW: Readonly<Record<string, number>> = { N: 0, E: 1, S: 2, W: 3 };

/** The strain of a contract ("4H", "3NTX") as its column in a DDTable (S 0, H 1, D 2, C 3, NT 4). */
function strainColumn(contract: string): number | null {
  const m = /^[1-7](NT|N|S|H|D|C)/i.exec(contract);
  if (!m) return null;
  const s = m[1].toUpperCase();
  return s.startsWith("N") ? 4 : "SHDC".indexOf(s);
}

/**
 * The board's par from one side, and the tricks its declarer takes double dummy in the contract's
 * strain (each null when the deal's table is not known, or no contract was played).
 */
function parAndTricks(
  deal: BoardDeal | undefined,
  direction: string,
  contract: string | null,
  declarer: string | null,
): { par: string | null; ddTricks: number | null } {
  const par = deal?.par == null ? null : signed(direction === "NS" ? deal.par.score : -deal.par.score);
  const strain = contract === null ? null : strainColumn(contract);
  const seat = declarer === null ? undefined : SEAT_ROW[declarer];
  const ddTricks =
    deal?.table == null || strain === null || seat === undefined ? null : deal.table.tricks[seat][strain];
  return { par, ddTricks };
}

/**
 * The scorecards of a session's pairs, field by field in ranking order (best first), each line
 * read from the pair's boards and the traveller's row where it sat; `deals` (the hand records,
 * by board) adds each board's par and double-dummy tricks.
 *
 * @example
 * pairScorecards(session, traveller)[0].lines[0]; // { board: 1, direction: "NS", opponents: "EW 2", ... }
 */
export function pairScorecards(
  session: ScoredSession,
  traveller: Traveller,
  deals: ReadonlyMap<number, BoardDeal> = new Map(),
): Scorecard[] {
  const unit = METHOD_TRAITS[session.method].unit === "matchpoints" ? "MP" : "IMPs";
  const percent = METHOD_TRAITS[session.method].percentages;
  const cards: Scorecard[] = [];
  // Each pair's names by where it sat and its number (a Howell's pair by its number alone).
  const names = new Map<string, string>();
  for (const ranking of session.rankings)
    for (const p of ranking.pairs) if (p.names) names.set(`${p.direction ?? ""}|${p.pair}`, p.names);
  const namesOf = (direction: string, pair: string): string | null =>
    names.get(`${direction}|${pair}`) ?? names.get(`|${pair}`) ?? null;
  for (const ranking of session.rankings)
    for (const pair of ranking.pairs) {
      let running = 0;
      const lines = pair.boards.map((pb): ScorecardLine => {
        const board = traveller.boards.find((b) => b.board === pb.board);
        // The traveller lists a Mitchell's pairs by home direction, also on an arrow-switched row
        // (where the pair sat the other seat): its row is found by the home direction.
        const home = pair.direction ?? pb.direction;
        const row = board?.rows.find((r) => (home === "NS" ? r.ns : r.ew) === pair.pair);
        const score =
          pb.nsScore !== null
            ? signed(pb.direction === "NS" ? pb.nsScore : -pb.nsScore)
            : (pb.award ?? (pb.kind === "weighted" ? "weighted" : "not played"));
        if (pb.result !== null) running += pb.result;
        const other = pb.direction === "NS" ? "EW" : "NS";
        // The opponents are of the other home line, whichever seats the table played.
        const otherHome = home === "NS" ? "EW" : "NS";
        const contract = row?.contract ?? null;
        const declarer = row?.declarer ?? null;
        return {
          board: pb.board,
          direction: pb.direction,
          // In a Mitchell the opponents sit the other way: named with their direction, as in the ranking.
          opponents: session.movement === "mitchell" ? `${otherHome} ${pb.opponents}` : pb.opponents,
          opponentNames: namesOf(session.movement === "mitchell" ? otherHome : other, pb.opponents),
          contract,
          declarer,
          lead: row?.lead ?? null,
          tricks: row?.tricks ?? null,
          ...parAndTricks(deals.get(pb.board), pb.direction, contract, declarer),
          score,
          result: pb.result,
          running,
        };
      });
      const figure =
        percent && pair.percentage !== null
          ? `${pair.percentage.toFixed(2)}%`
          : pair.average !== null
            ? `${pair.average.toFixed(2)} a board`
            : "no board played";
      cards.push({
        pair: pair.id,
        number: pair.pair,
        names: pair.names ?? null,
        unit,
        lines,
        total: pair.total,
        summary:
          pair.rank === null
            ? figure
            : `${figure}, ${pair.rank.startsWith("=") ? "equal " + pair.rank.slice(1) : pair.rank}${ordinal(pair.place)}`,
      });
    }
  return cards;
}

/** "st", "nd", "rd" or "th" after a place. */
function ordinal(place: number | null): string {
  if (place === null) return "";
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return "th";
  return ["th", "st", "nd", "rd"][place % 10] ?? "th";
}
