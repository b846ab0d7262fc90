import fc from "fast-check";
import { scoreBoard } from "../../../src/scoring/board/score-board";
import type { BoardInput, ScoredBoard, TableInput } from "../../../src/scoring/board/scored-board";
import { DEFAULT_BOARD_OPTIONS } from "../../../src/scoring/model/options";
import { readTraveller } from "../../../src/scoring/traveller/read";
import { Entry } from "../../../src/scoring/model/entry";
import type { AwardLevel } from "../../../src/scoring/rules/awards";
import { TravellerError } from "../../../src/scoring/traveller/problems";
import { ScoringError } from "../../../src/scoring/base/errors";
import { CLUB_BOARD_15 } from "../../support/scoring-travellers";
import { award, notPlayed, plain, rowsOf, SPLIT_60_40_50_50 } from "./board-to-score";

const ns = (b: ScoredBoard): (number | null)[] => b.tables.map((t) => t.nsResult);
const ew = (b: ScoredBoard): (number | null)[] => b.tables.map((t) => t.ewResult);
const check = (b: ScoredBoard, id: string) => b.checks.find((c) => c.id === id);
/** A board of these tables; table i has NS pair i+1 and EW pair i+101. */
const board = (scores: readonly (number | Entry)[], number = 1): BoardInput => ({
  board: number,
  rows: rowsOf(scores),
});
const round = (xs: readonly (number | null)[], places = 4): (number | null)[] =>
  xs.map((x) => (x === null ? null : Number(x.toFixed(places))));

describe(`scoreBoard: cross-IMPs on board 15 of the club's "Cross-IMP Scoring" explanation`, () => {
  const t = readTraveller(CLUB_BOARD_15);

  test("the published totals 31, -1, -27, -27, 24 (divisor: total)", () => {
    const b = scoreBoard(t.boards[0], { method: "cross", divisor: "total" });
    expect(ns(b)).toEqual([31, -1, -27, -27, 24]);
    expect(ew(b)).toEqual([-31, 1, 27, 27, -24]);
    expect(b.tables.map((x) => [x.ns, x.ew])).toEqual([
      ["3", "6"],
      ["4", "5"],
      ["7", "1"],
      ["9", "8"],
      ["10", "2"],
    ]);
  });

  test("pair 4's comparisons are the club's worked table: -7, +6, +6, -6 = -1", () => {
    const b = scoreBoard(t.boards[0], { method: "cross", divisor: "total" });
    if (b.workings.method !== "cross") throw new Error("not cross");
    const row = b.workings.rows.find((r) => r.score === -200)!;
    expect(row.comparisons).toEqual([
      { against: 100, frequency: 1, difference: -300, imps: -7 },
      { against: 50, frequency: 1, difference: -250, imps: -6 },
      { against: -430, frequency: 2, difference: 230, imps: 6 },
    ]);
    expect(row.total).toBe(-1);
    expect(b.workings).toMatchObject({ n: 5, expected: 5, factor: 1, comparisons: 4, divisorUsed: 1 });
  });

  test("divided by the 4 comparisons (the default) the NS pair 3 gets 31/4 = 7.75", () => {
    const b = scoreBoard(t.boards[0], { method: "cross" });
    expect(ns(b)).toEqual([7.75, -0.25, -6.75, -6.75, 6]);
    expect(b.tables[0].nsTotal).toBe(31);
  });

  test("the checks are computed and hold", () => {
    const b = scoreBoard(t.boards[0], { method: "cross" });
    expect(b.checks.map((c) => [c.id, c.holds])).toEqual([
      ["sidesAddUp", true],
      ["resultsAddUp", true],
      ["totalsAddToZero", true],
    ]);
  });
});

// The board of "Calculation of Weighted Scores": played 12 times, the twelfth table given a weighted
// score (its sections on pairs), or one with a part nobody scored (its Appendix 1).
const OTHERS = [1430, 1430, 680, 680, 680, 680, 680, 650, 650, -100, -100];
const weightedBoard = (weighted: string): BoardInput => {
  const t = readTraveller(
    [["NS", "EW", "Score"], ...OTHERS.map((s, i) => [i + 1, i + 101, s]), [12, 112, weighted]],
    {
      boardNumber: 5,
    },
  );
  expect(t.problems).toEqual([]);
  return t.boards[0];
};
const RULING = "30% 1430, 40% 680, 20% 650, 10% -100";
const RULING_620 = "30% 1430, 40% 680, 20% 620, 10% -100";

describe('scoreBoard: the weighted board of "Calculation of Weighted Scores" (Law 12C1(c))', () => {
  test("matchpoints: every other table and the weighted one, 12.6 (matchpointed pairs)", () => {
    const b = scoreBoard(weightedBoard(RULING), { method: "mp" });
    // Adjusted frequencies 1430: 2.3, 680: 5.4, 650: 2.2, -100: 2.1. MP = 2 x below + (equal - 1):
    // 1430: 2 x 9.7 + 1.3 = 20.7; 680: 2 x 4.3 + 4.4 = 13; 650: 2 x 2.1 + 1.2 = 5.4; -100: 1.1.
    expect(round(ns(b))).toEqual([20.7, 20.7, 13, 13, 13, 13, 13, 5.4, 5.4, 1.1, 1.1, 12.6]);
    // EW: top 22 minus NS; the weighted table's EW 22 - 12.6 = 9.4.
    expect(round(ew(b))).toEqual([1.3, 1.3, 9, 9, 9, 9, 9, 16.6, 16.6, 20.9, 20.9, 9.4]);
    expect(b.top).toBe(22);
    if (b.workings.method !== "mp") throw new Error("not mp");
    expect(
      b.workings.rows.map((r) => [r.score, r.results, round([r.frequency])[0], round([r.ns])[0]]),
    ).toEqual([
      [1430, 2, 2.3, 20.7],
      [680, 5, 5.4, 13],
      [650, 2, 2.2, 5.4],
      [-100, 2, 2.1, 1.1],
    ]);
    const w = b.tables[11].weighted!;
    expect(w.ns.map((c) => [c.score, c.weight, Number(c.result.toFixed(4))])).toEqual([
      [1430, 0.3, 20.7],
      [680, 0.4, 13],
      [650, 0.2, 5.4],
      [-100, 0.1, 1.1],
    ]);
    expect(b.checks.every((c) => c.holds === true)).toBe(true);
  });

  test("Butler: datum 681.75 rounded to 680, IMPs 13, 0, -1, -13, weighted 2.4 (Butler pairs)", () => {
    const b = scoreBoard(weightedBoard(RULING), { method: "butler" });
    expect(round(ns(b))).toEqual([13, 13, 0, 0, 0, 0, 0, -1, -1, -13, -13, 2.4]);
    expect(round(ew(b))).toEqual([-13, -13, 0, 0, 0, 0, 0, 1, 1, 13, 13, -2.4]);
    if (b.workings.method !== "butler") throw new Error("not butler");
    // Sum 3289 + 3672 + 1430 - 210 = 8181 over 12.
    expect(b.workings).toMatchObject({ sum: 8181, count: 12, mean: 681.75, datum: 680 });
    expect(b.workings.differences.map((d) => [d.score, d.difference, d.imps])).toEqual([
      [1430, 750, 13],
      [680, 0, 0],
      [650, -30, -1],
      [-100, -780, -13],
    ]);
  });

  test("cross-IMPs (total): 134.5, -0.4, -8, -137.9 and the weighted table 24.8 (cross-IMP pairs)", () => {
    const b = scoreBoard(weightedBoard(RULING), { method: "cross", divisor: "total" });
    expect(round(ns(b))).toEqual([134.5, 134.5, -0.4, -0.4, -0.4, -0.4, -0.4, -8, -8, -137.9, -137.9, 24.8]);
    expect(round([b.tables[11].ewResult])).toEqual([-24.8]);
    expect(check(b, "resultsAddUp")?.holds).toBe(true);
  });

  test("Appendix 1 (a component nobody scored, +620): matchpoints 12.2, cross-IMPs 23.0", () => {
    const mp = scoreBoard(weightedBoard(RULING_620), { method: "mp" });
    // +650 now has 2.0 with 0.2 of +620 below it: 2 x 2.3 + 1 = 5.6; +620: 2 x 2.1 + 0.2 - 1 = 3.4.
    expect(round(ns(mp))).toEqual([20.7, 20.7, 13, 13, 13, 13, 13, 5.6, 5.6, 1.1, 1.1, 12.2]);
    const cross = scoreBoard(weightedBoard(RULING_620), { method: "cross", divisor: "total" });
    expect(round(ns(cross))).toEqual([
      134.5, 134.5, -0.2, -0.2, -0.2, -0.2, -0.2, -7.8, -7.8, -137.7, -137.7, 23,
    ]);
    expect(cross.tables[11].weighted!.ns.map((c) => Number(c.result.toFixed(4)))).toEqual([
      134.5, -0.2, -17.5, -137.7,
    ]);
  });
});

describe("scoreBoard: what it tells the method about the board", () => {
  // The split weighting itself is scored in cross-imps.test.ts; here only that scoreBoard notices
  // it (NS 60/40, EW 50/50) and the method is told, so EW get workings of their own.
  const splitBoard = board([420, 170, -50, SPLIT_60_40_50_50]);

  test("a split weighting: EW workings are given and the sides check does not apply, by every method", () => {
    for (const method of ["butler", "cross", "mp"] as const) {
      const b = scoreBoard(splitBoard, { method });
      expect(b.ewWorkings?.method).toBe(method);
      expect(check(b, "sidesAddUp")?.holds).toBeNull();
    }
  });
});

describe("scoreBoard: awards and boards not played", () => {
  test('Appendix 2 of "Calculation of Weighted Scores": A= at one of 6 tables, Neuberg with N = tables (the default)', () => {
    const rows = board([600, "A=", -100, -100, -200, -300].map(entryOf));
    const b = scoreBoard(rows, { method: "mp" });
    expect(scoreBoard(rows, { method: "mp", expected: "tables" })).toEqual(b);
    expect(b).toMatchObject({ tableCount: 6, results: 5, expected: 6 });
    // (mp + 1) x 6/5 - 1: 600: 9 x 1.2 - 1 = 9.8; -100: 6 x 1.2 - 1 = 6.2; -200: 2.6; -300: 0.2.
    expect(round(ns(b))).toEqual([9.8, 5, 6.2, 6.2, 2.6, 0.2]);
    expect(round(ew(b))).toEqual([0.2, 5, 3.8, 3.8, 7.4, 9.8]);
    expect(b.top).toBe(10);
    if (b.workings.method !== "mp") throw new Error("not mp");
    expect(b.workings.neuberg).toBe(1.2);
    expect(b.workings.rows.map((r) => round([r.adjustedFrequency])[0])).toEqual([1.2, 2.4, 1.2, 1.2]);
    // Before Neuberg, among the 5 results: +600 beats 4 (8 MP); -100 beats 2 and ties 1 (5);
    // -200 beats 1 (2); -300 nothing (0). The results sheet shows these columns.
    expect(b.workings.rows.map((r) => [r.score, r.beaten, r.tied, r.beforeNeuberg])).toEqual([
      [600, 4, 0, 8],
      [-100, 2, 1, 5],
      [-200, 1, 0, 2],
      [-300, 0, 0, 0],
    ]);
    expect(b.checks.map((c) => c.holds)).toEqual([true, true]);
  });

  test("an A+ in cross-IMPs is +3 per comparison: +3 divided by comparisons, 3 x (N - 1) as a total", () => {
    // The board of Calculation 2 in "An explanation of Cross IMP Scoring" (680, -100, 680, 680) plus
    // a table awarded A+ / A-.
    // 680 - (-100) = 780 -> 13 IMPs, so the raw totals are 13 for each 680 and -39 for the -100.
    const rows = [680, -100, 680, 680, "A+/A-"].map(entryOf);
    // expected "results": N = n = 4, 3 comparisons; 13 / 3, -39 / 3; A+ = 3 x 3 / 3 = 3.
    const byComparisons = scoreBoard(board(rows), { method: "cross", expected: "results" });
    expect(ns(byComparisons)).toEqual([13 / 3, -13, 13 / 3, 13 / 3, 3]);
    expect(ew(byComparisons)[4]).toBe(-3);
    const total = scoreBoard(board(rows), { method: "cross", divisor: "total", expected: "results" });
    expect(ns(total)).toEqual([13, -39, 13, 13, 9]); // A+ = 3 x 3 comparisons
    // Default N = 5 (the tables): totals factored by 5/4 (13 -> 16.25, -39 -> -48.75) and
    // A+ = 3 x (5 - 1) = 12.
    const factored = scoreBoard(board(rows), { method: "cross", divisor: "total" });
    expect(ns(factored)).toEqual([16.25, -48.75, 16.25, 16.25, 12]);
    // Divided by N - 1 = 4 comparisons: 16.25 / 4 = 4.0625, -48.75 / 4 = -12.1875, A+ 12 / 4 = 3.
    const factoredByComparisons = scoreBoard(board(rows), { method: "cross" });
    expect(ns(factoredByComparisons)).toEqual([4.0625, -12.1875, 4.0625, 4.0625, 3]);
    expect(ew(factoredByComparisons)[4]).toBe(-3);
    expect(check(total, "totalsAddToZero")?.holds).toBeNull();
    expect(check(total, "resultsAddUp")?.holds).toBe(true);
  });

  test("matchpoint awards are their percentage of the top; a split A+/A+ is its own on each side", () => {
    const rows = board([420, 420, -50, "A+/A+", "A-"].map(entryOf));
    const b = scoreBoard(rows, { method: "mp", expected: "results" });
    // n = 3 results, top 2 x (3 - 1) = 4. A+ = 60% of 4 = 2.4, A- = 40% = 1.6 (EW A+ = 2.4).
    expect(ns(b).slice(3)).toEqual([2.4, 1.6]);
    expect(ew(b).slice(3)).toEqual([2.4, 2.4]);
    // Default N = 5 tables: top 2 x (5 - 1) = 8, A+ = 4.8, A- = 3.2. The 420s score 3 of 4
    // (beat one, tie one), Neuberg (3 + 1) x 5/3 - 1 = 17/3; -50: (0 + 1) x 5/3 - 1 = 2/3.
    const neuberg = scoreBoard(rows, { method: "mp" });
    expect(neuberg.top).toBe(8);
    expect(round(ns(neuberg))).toEqual([5.6667, 5.6667, 0.6667, 4.8, 3.2]);
    expect(ew(neuberg).slice(3)).toEqual([4.8, 4.8]);
    expect(check(neuberg, "sidesAddUp")?.holds).toBe(true);
    expect(check(b, "sidesAddUp")).toMatchObject({ holds: true });
    expect(check(b, "sidesAddUp")?.detail).toMatch(/Split awards are their own: NS 4 v EW 104/);
  });

  test("Butler: A+ is +3 IMPs; a percentage award other than 40/50/60 is refused naming its cell", () => {
    const b = scoreBoard(board([420, -50, "A+"].map(entryOf)), { method: "butler" });
    expect(ns(b)[2]).toBe(3);
    expect(ew(b)[2]).toBe(-3);
    const t = readTraveller(
      [
        ["NS", "EW", "Score"],
        [1, 2, 420],
        [3, 4, -50],
        [5, 6, "A55/A45"],
      ],
      { boardNumber: 1 },
    );
    expect(() => scoreBoard(t.boards[0], { method: "butler" })).toThrow(TravellerError);
    try {
      scoreBoard(t.boards[0], { method: "butler" });
    } catch (e) {
      expect((e as TravellerError).problems).toEqual([
        { row: 3, column: 2, message: expect.stringMatching(/55%/) },
      ]);
    }
  });

  test('a not-played row has no result, and changes nothing with expected "results"', () => {
    const with_ = scoreBoard(board([420, 170, "NP", -50].map(entryOf)), {
      method: "mp",
      expected: "results",
    });
    const without = scoreBoard(board([420, 170, -50]), { method: "mp" });
    expect(ns(with_)).toEqual([4, 2, null, 0]);
    expect(ns(without)).toEqual([4, 2, 0]);
    expect(with_.tables[2]).toMatchObject({ kind: "notPlayed", nsResult: null, ewResult: null });
  });

  test("a not-played row counts in N by default: Neuberg on 3 results of 4 tables", () => {
    const b = scoreBoard(board([420, 170, "NP", -50].map(entryOf)), { method: "mp" });
    // mp 4, 2, 0 on 3 results; N/n = 4/3: (4 + 1) x 4/3 - 1 = 17/3, (2 + 1) x 4/3 - 1 = 3,
    // (0 + 1) x 4/3 - 1 = 1/3; top 2 x (4 - 1) = 6; they add to 9 = 3 x 6 / 2.
    expect(b).toMatchObject({ tableCount: 4, results: 3, expected: 4, top: 6 });
    expect(round(ns(b))).toEqual([5.6667, 3, null, 0.3333]);
    expect(b.tables[2]).toMatchObject({ kind: "notPlayed", nsResult: null, ewResult: null });
    expect(check(b, "resultsAddUp")?.holds).toBe(true);
  });

  test("a board with no results cannot be scored (#N/A)", () => {
    expect(() => scoreBoard(board(["NP", "A="].map(entryOf)), { method: "mp" })).toThrow(
      expect.objectContaining({ kind: "notAvailable" }),
    );
  });

  test("a board whose traveller has problems is refused, with the problems", () => {
    const t = readTraveller(
      [
        ["NS", "EW", "Contract", "By", "Tks"],
        [1, 2, "4Z", "N", 10],
        [3, 4, "4S", "N", 10],
      ],
      {
        boardNumber: 1,
      },
    );
    expect(() => scoreBoard(t.boards[0], { method: "mp" })).toThrow(TravellerError);
    expect(() => scoreBoard(t.boards[0], { method: "mp" })).toThrow(
      /Board 1 cannot be scored until this problem is put right: C2: "4Z" is not a contract: unknown strain "Z", expected C, D, H, S or NT \(or a suit symbol\)\.$/,
    );
  });
});

/** A score, "NP", or an award as written ("A+", the EW mirror implied, or "A+/A+"). */
function entryOf(x: number | string): Entry {
  if (typeof x === "number") return plain(x);
  if (x === "NP") return notPlayed;
  const [a, b] = x.split("/") as [AwardLevel, AwardLevel | undefined];
  return award(a, b);
}

describe("scoreBoard: the engine's options reach it", () => {
  // Calculation 1 of "An explanation of Cross IMP Scoring": 680, -100, 680, 680.
  const calc1 = board([680, -100, 680, 680]);

  test("Butler: datum 1940 / 4 = 485 -> 490 (half away from zero), 480 half-even; trim 1 leaves 680", () => {
    const d = (o: object) => {
      const w = scoreBoard(calc1, { method: "butler", ...o }).workings;
      return w.method === "butler" ? w.datum : NaN;
    };
    expect(d({})).toBe(490);
    expect(d({ rounding: "halfEven" })).toBe(480);
    expect(d({ trim: 1 })).toBe(680);
    expect(ns(scoreBoard(calc1, { method: "butler" }))).toEqual([5, -11, 5, 5]);
  });

  test('cross-IMPs divided by scores ("An explanation of Cross IMP Scoring"): 3.25, -9.75', () => {
    expect(ns(scoreBoard(calc1, { method: "cross", divisor: "scores" }))).toEqual([3.25, -9.75, 3.25, 3.25]);
  });

  test("ACBL matchpoints: top n - 1 = 3, ties half a point", () => {
    const b = scoreBoard(calc1, { method: "mp", scale: "ACBL" });
    expect(b.top).toBe(3);
    expect(ns(b)).toEqual([2, 0, 2, 2]);
    expect(b.tables[0].nsPercent).toBeCloseTo(66.6667, 4);
  });

  test("DEFAULT_BOARD_OPTIONS are the documented defaults, and what an option left out scores as", () => {
    expect(DEFAULT_BOARD_OPTIONS).toEqual({
      impTable: "WBF",
      trim: 0,
      roundTo: 10,
      rounding: "halfAwayFromZero",
      datum: "mean",
      divisor: "comparisons",
      expected: "tables",
      scale: "EBU",
    });
    // Calc 1 with an NP row, so N (the tables, 5) differs from the results (4) and the default shows.
    const withNp = board([680, -100, 680, 680, notPlayed]);
    for (const method of ["butler", "cross", "mp"] as const) {
      expect(scoreBoard(withNp, { method, ...DEFAULT_BOARD_OPTIONS })).toEqual(
        scoreBoard(withNp, { method }),
      );
    }
    // By hand, with the defaults: Butler datum 1940 / 4 = 485, rounded away from 0 to 490. Cross-IMPs
    // for a 680: 13 (v -100, 780) x N/n = 5/4 is 16.25, over N - 1 = 4 comparisons 4.0625. EBU
    // matchpoints for -100: beats none (0), Neuberg (0 + 1) x 5/4 - 1 = 0.25.
    const d = scoreBoard(withNp, { method: "butler" }).workings;
    expect(d.method === "butler" && d.datum).toBe(490);
    expect(ns(scoreBoard(withNp, { method: "cross" }))[0]).toBe(4.0625);
    expect(ns(scoreBoard(withNp, { method: "mp" }))[1]).toBe(0.25);
  });

  test("unknown methods and an N below the results are errors", () => {
    expect(() => scoreBoard(calc1, { method: "teams" as "mp" })).toThrow(ScoringError);
    expect(() => scoreBoard(calc1, { method: "mp", expected: 3 })).toThrow(/4 results but 3 were expected/);
    expect(() => scoreBoard(calc1, { method: "mp", expected: "all" as "tables" })).toThrow(
      /"tables" \(every row of the traveller, the default\) or "results" \(the results obtained: no Neuberg\), not "all"/,
    );
  });

  test("the scored board survives JSON (plain numbers only)", () => {
    const b = scoreBoard(weightedBoard(RULING), { method: "cross" });
    expect(JSON.parse(JSON.stringify(b))).toEqual(b);
  });
});

describe("properties", () => {
  const score = fc.constantFrom(-1100, -620, -420, -100, -50, 0, 50, 90, 110, 140, 420, 450, 620, 1430);
  const entry: fc.Arbitrary<Entry> = fc.oneof(
    { weight: 6, arbitrary: score.map(plain) },
    { weight: 1, arbitrary: fc.constantFrom("A=", "A+", "A-", "A+/A+").map(entryOf) },
  );
  const rows = fc
    .array(entry, { minLength: 2, maxLength: 9 })
    .filter((es) => es.filter((e) => e.kind === "plain").length >= 2);
  const methods = fc.constantFrom<"butler" | "cross" | "mp">("butler", "cross", "mp");
  const byPair = (b: ScoredBoard) =>
    Object.fromEntries(b.tables.map((t) => [t.ns, [t.nsResult, t.ewResult]])) as Record<
      string,
      (number | null)[]
    >;
  const close = (a: Record<string, (number | null)[]>, b: Record<string, (number | null)[]>) => {
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    for (const k of Object.keys(a)) expect(round(a[k], 9)).toEqual(round(b[k], 9));
  };

  test("permuting the rows changes no pair's result", () => {
    fc.assert(
      fc.property(rows, methods, fc.infiniteStream(fc.nat()), (es, method, stream) => {
        const input = board(es);
        const order = input.rows.map((r, i) => ({ r, k: stream.next().value, i }));
        order.sort((a, b) => a.k - b.k || a.i - b.i);
        const shuffled: BoardInput = { board: 1, rows: order.map((o) => o.r) };
        close(byPair(scoreBoard(input, { method })), byPair(scoreBoard(shuffled, { method })));
      }),
    );
  });

  const withNpRow = (input: BoardInput, at: number): BoardInput => {
    const np: TableInput = { ns: 999, ew: 998, entry: { kind: "notPlayed", text: "NP" } };
    const rowsWith = [...input.rows];
    rowsWith.splice(at % (rowsWith.length + 1), 0, np);
    return { board: input.board, rows: rowsWith };
  };

  test('adding an NP row changes nothing when Neuberg is off (expected "results")', () => {
    fc.assert(
      fc.property(rows, methods, fc.nat(), (es, method, at) => {
        const input = board(es);
        const withNp = byPair(scoreBoard(withNpRow(input, at), { method, expected: "results" }));
        expect(withNp["999"]).toEqual([null, null]);
        delete withNp["999"];
        close(withNp, byPair(scoreBoard(input, { method, expected: "results" })));
      }),
    );
  });

  test("by default an NP row on a board of plain results brings in Neuberg / the factor (N + 1)/N", () => {
    // With n plain results and one NP row, N = n + 1: matchpoints become (mp + 1) x (n + 1)/n - 1
    // (EBU), cross-IMP totals are factored by (n + 1)/n, and Butler (no N) does not change.
    const plainRows = fc.array(score.map(plain), { minLength: 2, maxLength: 9 });
    fc.assert(
      fc.property(plainRows, methods, fc.nat(), (es, method, at) => {
        const input = board(es);
        const n = es.length;
        const o = method === "cross" ? { method, divisor: "total" as const } : { method };
        const withNp = byPair(scoreBoard(withNpRow(input, at), o));
        const plainResults = byPair(scoreBoard(input, o));
        delete withNp["999"];
        const want = (x: number | null): number | null =>
          x === null || method === "butler"
            ? x
            : method === "mp"
              ? ((x + 1) * (n + 1)) / n - 1
              : (x * (n + 1)) / n;
        close(withNp, Object.fromEntries(Object.entries(plainResults).map(([k, v]) => [k, v.map(want)])));
      }),
    );
  });

  test('Appendix 2 of "Calculation of Weighted Scores" with an NP row: 600, -100, -100, -200, -300 of 6 tables give 9.8, 6.2, 6.2, 2.6, 0.2', () => {
    // mp among the 5 results: 600 beats 4 -> 8; -100 beats 2, ties 1 -> 5; -200 -> 2; -300 -> 0.
    // N/n = 6/5: (8 + 1) x 1.2 - 1 = 9.8; (5 + 1) x 1.2 - 1 = 6.2; (2 + 1) x 1.2 - 1 = 2.6;
    // (0 + 1) x 1.2 - 1 = 0.2. Top 2 x (6 - 1) = 10, so EW 0.2, 3.8, 3.8, 7.4, 9.8.
    const b = scoreBoard(board([600, "NP", -100, -100, -200, -300].map(entryOf)), { method: "mp" });
    expect(round(ns(b))).toEqual([9.8, null, 6.2, 6.2, 2.6, 0.2]);
    expect(round(ew(b))).toEqual([0.2, null, 3.8, 3.8, 7.4, 9.8]);
    expect(b.top).toBe(10);
    // Switched off: the same board matchpointed on its 5 results (top 8): 8, 5, 5, 2, 0.
    const off = scoreBoard(board([600, "NP", -100, -100, -200, -300].map(entryOf)), {
      method: "mp",
      expected: "results",
    });
    expect(ns(off)).toEqual([8, null, 5, 5, 2, 0]);
  });

  test(`cross-IMPs with an NP row: the totals of the club's "Cross-IMP Scoring" board 15 factored by N/n = 6/5`, () => {
    // The club's totals on the 5 results: 31, -1, -27, -27, 24 (100 v -200 is 300 -> 7 IMPs, v -430
    // 530 -> 11 twice, v 50 -> 2: 31). With an NP row N = 6: x 1.2 = 37.2, -1.2, -32.4, -32.4,
    // 28.8; divided by N - 1 = 5 comparisons: 7.44, -0.24, -6.48, -6.48, 5.76.
    const rows = board([100, -200, -430, -430, 50, "NP"].map(entryOf), 15);
    const totals = scoreBoard(rows, { method: "cross", divisor: "total" });
    expect(round(ns(totals))).toEqual([37.2, -1.2, -32.4, -32.4, 28.8, null]);
    expect(totals.workings).toMatchObject({ n: 5, expected: 6, factor: 1.2, comparisons: 4 });
    expect(round(ns(scoreBoard(rows, { method: "cross" })))).toEqual([7.44, -0.24, -6.48, -6.48, 5.76, null]);
    expect(ns(scoreBoard(rows, { method: "cross", divisor: "total", expected: "results" }))).toEqual([
      31,
      -1,
      -27,
      -27,
      24,
      null,
    ]);
  });
});
