import type { Fraction } from "../rules/fraction";
import { awardMatchpoints } from "../rules/awards";
import { parseMatchpointScale } from "../rules/matchpoints";
import { DEFAULT_BOARD_OPTIONS } from "../model/options";
import type { BoardTable } from "./adjusted-table";
import { weightedMatchpoints } from "./frequency-methods";
import { BoardMethod, perTable, scoreSides, tableNumbers } from "./board-method";
import { mpResultsCheck, sidesCheck } from "./checks";
import type { MatchpointWorkings } from "./workings";

// Matchpoints on a board: every table on each side's adjusted frequency table (Neuberg when fewer
// results than expected), an award its percentage of the top.

const num = (f: Fraction): number => f.toNumber();

/** Matchpoints, with the frequency table as workings and the checks that the sides add up. */
export const matchpointsMethod: BoardMethod = {
  score(board) {
    const { prepared, nsTables, ewTables, split, options } = board;
    const scale =
      options.scale === undefined ? DEFAULT_BOARD_OPTIONS.scale : parseMatchpointScale(options.scale);
    // An award as a tie with every result: no Neuberg, and each award table adds a tie. A table
    // not played as a tie: each table the board expected beyond its results and awards adds a
    // tie, and only the awards (when they are not ties) are left to Neuberg.
    const awards = prepared.filter((p) => p.input.entry.kind === "artificial").length;
    const awardTies = options.awardTie === true ? awards : 0;
    const unplayed =
      options.notPlayedTie === true ? Math.max(0, board.expected - nsTables.length - awards) : 0;
    const ties = awardTies + unplayed;
    const expected =
      options.awardTie === true
        ? nsTables.length
        : options.notPlayedTie === true
          ? Math.min(board.expected, nsTables.length + awards)
          : board.expected;
    const round = options.mpRound ?? 0;
    const { ns: nsB, ew: ewB } = scoreSides(board, (tables, side) =>
      weightedMatchpoints(tables, { scale, expected, side, ties, round }),
    );
    const top = nsB.workings.top;
    const results = perTable(prepared, nsB.tables, ewB.tables, (award) => awardMatchpoints(award, top));
    const tables = tableNumbers(results, (x) => ({
      nsPercent: x.ns === null ? null : num(x.ns.mul(100).div(top)),
      ewPercent: x.ew === null ? null : num(x.ew.mul(100).div(top)),
    }));
    return {
      tables,
      exact: results.exact,
      top,
      workings: mpWorkings(nsB.workings, nsTables),
      ewWorkings: split ? mpWorkings(ewB.workings, ewTables) : null,
      checks: [
        sidesCheck(prepared, results.exact, split, top, "matchpoints"),
        mpResultsCheck(prepared, results.exact, nsB.workings.n, top),
      ],
    };
  },
};

function mpWorkings(
  w: ReturnType<typeof weightedMatchpoints>["workings"],
  tables: readonly BoardTable[],
): MatchpointWorkings {
  const plain = new Map<number, number>();
  for (const t of tables) if (typeof t === "number") plain.set(t + 0, (plain.get(t + 0) ?? 0) + 1);
  return {
    method: "mp",
    scale: w.scale,
    n: num(w.n),
    expected: num(w.expected),
    neuberg: num(w.factor),
    top: num(w.top),
    ...(w.round !== null ? { round: w.round } : {}),
    ...(w.ties > 0 ? { ties: w.ties } : {}),
    rows: [...w.rows].reverse().map((r) => ({
      score: r.score,
      results: plain.get(r.score) ?? 0,
      frequency: num(r.frequency),
      adjustedFrequency: num(r.adjustedFrequency),
      beaten: num(r.beaten),
      tied: num(r.tied),
      beforeNeuberg: num(r.beforeNeuberg),
      ns: num(r.ns),
      ew: num(r.ew),
      nsPercent: num(r.percentage),
    })),
  };
}
