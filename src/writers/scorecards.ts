// Each pair's scorecard for the results web page: every board the pair was on, in board order,
// with its opponents, the contract and lead from the traveller, the score from the pair's side,
// its matchpoints or IMPs and the running total, which ends at the pair's total in the ranking.
import { METHOD_TRAITS, type ScoredSession, type Traveller } from "../scoring";

/** One board of a pair's scorecard. */
export interface ScorecardLine {
  readonly board: number;
  /** "NS" or "EW": where the pair sat on this board. */
  readonly direction: string;
  readonly opponents: string;
  readonly contract: string | null;
  readonly declarer: string | null;
  readonly lead: string | null;
  /** The score from the pair's side ("+420", "-50"), an award ("A+"), or "not played". */
  readonly score: string;
  /** The pair's matchpoints or IMPs on the board (null when not played). */
  readonly result: number | null;
  /** The sum of the results so far. */
  readonly running: number;
}

/** A pair's scorecard: who, its lines and its total (the ranking's). */
export interface Scorecard {
  readonly pair: string;
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

/**
 * The scorecards of a session's pairs, field by field in ranking order (best first), each line
 * read from the pair's boards and the traveller's row where it sat.
 *
 * @example
 * pairScorecards(session, traveller)[0].lines[0]; // { board: 1, direction: "NS", opponents: "EW 2", ... }
 */
export function pairScorecards(session: ScoredSession, traveller: Traveller): Scorecard[] {
  const unit = METHOD_TRAITS[session.method].unit === "matchpoints" ? "MP" : "IMPs";
  const percent = METHOD_TRAITS[session.method].percentages;
  const cards: Scorecard[] = [];
  for (const ranking of session.rankings)
    for (const pair of ranking.pairs) {
      let running = 0;
      const lines = pair.boards.map((pb): ScorecardLine => {
        const board = traveller.boards.find((b) => b.board === pb.board);
        const row = board?.rows.find((r) => (pb.direction === "NS" ? r.ns : r.ew) === pair.pair);
        const score =
          pb.nsScore !== null
            ? signed(pb.direction === "NS" ? pb.nsScore : -pb.nsScore)
            : (pb.award ?? (pb.kind === "weighted" ? "weighted" : "not played"));
        if (pb.result !== null) running += pb.result;
        return {
          board: pb.board,
          direction: pb.direction,
          // In a Mitchell the opponents sit the other way: named with their direction, as in the ranking.
          opponents:
            session.movement === "mitchell"
              ? `${pb.direction === "NS" ? "EW" : "NS"} ${pb.opponents}`
              : pb.opponents,
          contract: row?.contract ?? null,
          declarer: row?.declarer ?? null,
          lead: row?.lead ?? null,
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
