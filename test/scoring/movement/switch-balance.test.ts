// The balance of a one-winner Mitchell under a pattern of arrow-switched rounds: Max Bavin's worked
// example ("Arrow-switching: a Further Proof") recomputed, and checked again by scoring the same
// session through the scoring engine; John Manning's ideal ("Competition, Balance and
// Arrow-switching"); the EBU's guidance of about an eighth of the rounds; and the properties every
// pattern has.
import fc from "fast-check";
import {
  arrowSwitchBalance,
  bestSwitchedRounds,
  competitionBalance,
  mitchellBoards,
  strongestPairScores,
  type SeatedBoard,
} from "../../../src/scoring/movement/switch-balance";
import { readTraveller } from "../../../src/scoring/traveller/read";
import { switchArrows } from "../../../src/scoring/movement/arrow-switch";
import { scoreSession } from "../../../src/scoring/session/session";

/** The last `k` of `rounds` rounds, as directors switch them. */
const last = (rounds: number, k: number): number[] => Array.from({ length: k }, (_, i) => rounds - k + 1 + i);

/** Each pair's matchpoints when NS 1 tops every board and the others are equal, in the 8-table Mitchell. */
function bavin(switched: readonly number[]): Map<string, number> {
  return strongestPairScores(mitchellBoards(8, 8, switched), "NS 1");
}

/**
 * The same session scored by the engine: each board's rows by home direction (the traveller's own
 * way), the switched rounds' rows marked, NS 1 making +90 (1NT) in whichever seat it sits and every
 * other table passing the board out. Each pair's total matchpoints.
 */
function engineTotals(boards: readonly SeatedBoard[]): Map<string, number> {
  const cells: unknown[][] = [["Board", "NS", "EW", "Score"]];
  const switchedRows = new Set<number>();
  for (const b of boards)
    for (const t of b.tables) {
      const swapped = t.ns.startsWith("EW");
      const home = swapped ? { ns: t.ew, ew: t.ns } : t;
      const score = t.ns === "NS 1" ? 90 : t.ew === "NS 1" ? -90 : 0;
      if (swapped) switchedRows.add(cells.length);
      cells.push([b.board, home.ns.slice(3), home.ew.slice(3), score]);
    }
  const traveller = switchArrows(readTraveller(cells), switchedRows);
  const session = scoreSession(traveller, {
    movement: "mitchell",
    method: "mp",
    ...(switchedRows.size > 0 ? { oneWinner: true } : {}),
  });
  return new Map(session.rankings.flatMap((r) => r.pairs.map((p) => [p.id, p.total])));
}

const others = (scores: Map<string, number>, line: "NS" | "EW"): number[] =>
  [...scores].filter(([id]) => id.startsWith(line) && id !== "NS 1").map(([, x]) => x);

describe("Bavin's 8-table Mitchell of 1-board rounds, NS 1 the best pair in the world (top 14 a board)", () => {
  test("no switch (his case A): NS 1 112, every other NS pair 48, every EW pair 56", () => {
    // Bavin: NS 1 score 14 x 8 = 112; the other NS pairs 6 a board (NS 1 always has the top), 6 x 8
    // = 48; the EW pairs 8 a board but 0 against NS 1, 7 x 8 = 56.
    const s = bavin([]);
    expect(s.get("NS 1")).toBe(112);
    expect(new Set(others(s, "NS"))).toEqual(new Set([48]));
    expect(new Set(others(s, "EW"))).toEqual(new Set([56]));
    expect(engineTotals(mitchellBoards(8, 8, []))).toEqual(s);
  });

  test("the last round switched (his case B): the other pairs score 52 in both directions, as he shows", () => {
    // Bavin: an NS pair sits the other way from NS 1 on 2 boards (its own switched board and NS 1's),
    // 6 x 6 + 2 x 8 = 52; an EW pair sits the other way on 5, the same way on 2 and meets NS 1 on 1,
    // 8 x 5 + 6 x 2 + 0 = 52, except the EW pair that meets NS 1 in the switched round, which never
    // sits the same way as NS 1: 8 x 7 + 0 = 56 (EW 2 here, moving up a table a round to table 1).
    // An 8-table Mitchell shares a set between tables 1 and 8 (share and relay), which Bavin leaves
    // out: NS 8 plays each board when NS 1 does, in the same seat, so it scores 6 x 8 = 48; and EW 1,
    // at table 8 in round 8, plays NS 1's switched board sitting opposite it: one board fewer the
    // same way, 8 x 6 + 0 + 8 = 56.
    const s = bavin([8]);
    expect(s.get("NS 1")).toBe(112);
    const ns = [...s].filter(([id]) => id.startsWith("NS") && id !== "NS 1" && id !== "NS 8");
    expect(new Set(ns.map(([, x]) => x))).toEqual(new Set([52]));
    expect(s.get("NS 8")).toBe(48);
    const ew = [...s].filter(([id]) => id.startsWith("EW") && id !== "EW 1" && id !== "EW 2");
    expect(new Set(ew.map(([, x]) => x))).toEqual(new Set([52]));
    expect(s.get("EW 2")).toBe(56);
    expect(s.get("EW 1")).toBe(56);
    expect(engineTotals(mitchellBoards(8, 8, [8]))).toEqual(s);
  });

  test("two and three switched rounds: the balance tips the other way, as the eighth predicts", () => {
    // The formula: a pair's matchpoints are 7 a board (8 x 7 = 56) less its competition with NS 1:
    // less 1 for each board the same way as NS 1, plus 1 for each board the other way (not against
    // it), less 7 for the board against it. Rounds 7 and 8 switched: an NS pair sits the other way
    // from NS 1 on its own 2 switched boards and NS 1's 2, less those they share, so NS 3 to NS 6
    // (no shared board) 48 + 4 x 2 = 56, NS 2 and NS 7 (one shared) 52, NS 8 48; the EW pairs 48 to
    // 56. Three rounds: NS pairs up to 60, EW pairs down to 48.
    const two = bavin([7, 8]);
    expect(others(two, "NS").sort()).toEqual([48, 52, 52, 56, 56, 56, 56]);
    expect(Math.min(...others(two, "EW"))).toBe(48);
    expect(Math.max(...others(two, "EW"))).toBe(56);
    expect(engineTotals(mitchellBoards(8, 8, [7, 8]))).toEqual(two);
    const three = bavin([6, 7, 8]);
    expect(Math.max(...others(three, "NS"))).toBe(60);
    expect(Math.min(...others(three, "EW"))).toBe(48);
    expect(engineTotals(mitchellBoards(8, 8, [6, 7, 8]))).toEqual(three);
    // The other pairs' matchpoints add up to the same, 15 x 56 less what NS 1 takes from them (112 - 56):
    // the switch moves matchpoints between the lines, it does not make them.
    const sum = (s: Map<string, number>) =>
      [...others(s, "NS"), ...others(s, "EW")].reduce((a, x) => a + x, 0);
    expect(sum(bavin([]))).toBe(sum(two));
    expect(sum(bavin([8]))).toBe(sum(three));
  });
});

describe("Manning's competition", () => {
  test("the ideal of a 7-table Mitchell of 1-board rounds is his 294 / 91", () => {
    // 7 tables x 7 rounds x 1 board x 6 (half a top) = 294, shared by 14 x 13 / 2 = 91 pairs of pairs.
    expect(arrowSwitchBalance(7, 7, [7]).ideal).toBeCloseTo(294 / 91, 12);
  });

  test("no switch: two separate fields (each line's pairs compete over every board, the two lines not at all)", () => {
    // NS 1 and NS 2: the same seat on all 7 boards, 7. NS 1 and EW 1: the other seat on 6 boards
    // (-6) and at the table on 1 (+6), 0.
    const b = arrowSwitchBalance(7, 7, []);
    expect([b.least, b.most]).toEqual([0, 7]);
  });

  test("the EBU's guidance: the last round up to 9 rounds, two rounds from 12 rounds", () => {
    for (const n of [5, 7, 9, 11]) expect(bestSwitchedRounds(n, n).switched).toEqual([n]);
    // 3 tables: even the one round of the worked example is further from the ideal than two fields.
    expect(bestSwitchedRounds(3, 3).switched).toEqual([3]);
    expect(arrowSwitchBalance(3, 3, [3]).deviation).toBeGreaterThan(arrowSwitchBalance(3, 3, []).deviation);
    expect(bestSwitchedRounds(8, 8).switched).toEqual([8]);
    expect(bestSwitchedRounds(13, 13).switched).toEqual([12, 13]);
    expect(bestSwitchedRounds(12, 12).switched).toHaveLength(2);
    // And the last round alone of a 7-table Mitchell is far nearer the ideal than no switch.
    expect(arrowSwitchBalance(7, 7, [7]).deviation).toBeLessThan(arrowSwitchBalance(7, 7, []).deviation / 2);
  });
});

/** A Mitchell's size and a pattern of its rounds. */
const patterns = fc
  .record({ tables: fc.integer({ min: 3, max: 10 }), less: fc.integer({ min: 0, max: 2 }) })
  .chain(({ tables, less }) => {
    const rounds = Math.max(1, tables - less);
    return fc.record({
      tables: fc.constant(tables),
      rounds: fc.constant(rounds),
      switched: fc.uniqueArray(fc.integer({ min: 1, max: rounds }), { maxLength: rounds }),
    });
  });

describe("properties of every pattern", () => {
  test("switching a set of rounds or the other rounds gives the same balance", () => {
    fc.assert(
      fc.property(patterns, ({ tables, rounds, switched }) => {
        const rest = last(rounds, rounds).filter((r) => !switched.includes(r));
        const a = arrowSwitchBalance(tables, rounds, switched);
        const b = arrowSwitchBalance(tables, rounds, rest);
        expect([b.squares, b.least, b.most]).toEqual([a.squares, a.least, a.most]);
      }),
    );
  });

  test("the whole competition is the same whatever is switched: m(m - 1) a board of m results", () => {
    fc.assert(
      fc.property(patterns, ({ tables, rounds, switched }) => {
        const boards = mitchellBoards(tables, rounds, switched);
        const b = arrowSwitchBalance(tables, rounds, switched);
        const pairs = b.pairs.length;
        const total = boards.reduce((a, x) => a + x.tables.length * (x.tables.length - 1), 0);
        expect(b.ideal * ((pairs * (pairs - 1)) / 2)).toBeCloseTo(total, 9);
      }),
    );
  });

  test("no switch in a complete Mitchell: every NS pair and every EW pair compete by exactly 0 (two independent fields)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), (n) => {
        const boards = mitchellBoards(n, n, []);
        for (let i = 1; i <= n; i++)
          for (let j = 1; j <= n; j++) {
            expect(pairCompetition(boards, `NS ${i}`, `EW ${j}`)).toBe(0);
          }
      }),
      { numRuns: 11 },
    );
  });

  test("every pair plays every set once and meets every pair of the other line once in a complete Mitchell", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 14 }), (n) => {
        const boards = mitchellBoards(n, n, []);
        expect(boards.every((b) => b.tables.length === n)).toBe(true);
        const met = new Set(boards.flatMap((b) => b.tables.map((t) => `${t.ns} ${t.ew}`)));
        expect(met.size).toBe(n * n);
      }),
      { numRuns: 13 },
    );
  });

  test("Bavin's scores are each pair's boards at m - 1 less its competition with the strongest pair", () => {
    fc.assert(
      fc.property(patterns, ({ tables, rounds, switched }) => {
        const boards = mitchellBoards(tables, rounds, switched);
        const scores = strongestPairScores(boards, "NS 1");
        for (const [id, x] of scores) {
          if (id === "NS 1") continue;
          const base = boards.reduce(
            (a, b) => a + (b.tables.some((t) => t.ns === id || t.ew === id) ? b.tables.length - 1 : 0),
            0,
          );
          expect(x).toBe(base - pairCompetition(boards, id, "NS 1"));
        }
      }),
      { numRuns: 40 },
    );
  });

  test("the best pattern switches a round or more, at most half, and is at least as balanced as any single round", () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), fc.integer({ min: 0, max: 2 }), (n, less) => {
        const rounds = n - Math.min(less, n - 2);
        const best = bestSwitchedRounds(n, rounds);
        for (let r = 1; r <= rounds; r++)
          expect(best.squares).toBeLessThanOrEqual(arrowSwitchBalance(n, rounds, [r]).squares);
        expect(best.switched.length).toBeGreaterThanOrEqual(1);
        expect(best.switched.length).toBeLessThanOrEqual(Math.max(1, Math.floor(rounds / 2)));
      }),
      { numRuns: 7 },
    );
  });
});

/** Two pairs' competition, counted board by board from the seats (Manning's rule). */
function pairCompetition(boards: readonly SeatedBoard[], a: string, b: string): number {
  let c = 0;
  for (const board of boards) {
    const m = board.tables.length;
    const seat = (id: string) => {
      const t = board.tables.findIndex((x) => x.ns === id || x.ew === id);
      return t < 0 ? null : { t, ns: board.tables[t].ns === id };
    };
    const x = seat(a);
    const y = seat(b);
    if (x === null || y === null) continue;
    if (x.t === y.t) c += m - 1;
    else c += x.ns === y.ns ? 1 : -1;
  }
  return c;
}

test("competitionBalance of a session as played counts the same as the Mitchell's", () => {
  const boards = mitchellBoards(5, 5, [5]);
  expect(competitionBalance(boards).squares).toBe(arrowSwitchBalance(5, 5, [5]).squares);
});
