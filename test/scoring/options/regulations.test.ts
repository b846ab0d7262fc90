// The conventions of other scoring programs and federations, as options of a board and a session:
// each worked by hand in the comments.
import { scoreBoard } from "../../../src/scoring/board/score-board";
import { scoreSession } from "../../../src/scoring/session/session";
import { readTraveller } from "../../../src/scoring/traveller/read";
import { trimRuleCount } from "../../../src/scoring/rules/butler";
import type { Entry } from "../../../src/scoring/model/entry";
import type { BoardScoringOptions } from "../../../src/scoring/model/options";
import { readImpScaleGrid } from "../../../src/scoring/rules/scale-table";
import { AWARDS_SESSION_ROWS } from "../../support/regulations";

const plain = (score: number): Entry => ({ kind: "plain", score });
const award = (text: "A+" | "A-" | "A="): Entry => {
  const level = text;
  const mirror = level === "A+" ? "A-" : level === "A-" ? "A+" : "A=";
  return { kind: "artificial", text, ns: { kind: "average", level }, ew: { kind: "average", level: mirror } };
};
const board = (entries: (number | Entry)[], options: BoardScoringOptions) =>
  scoreBoard(
    {
      board: 1,
      rows: entries.map((e, i) => ({ ns: i + 1, ew: i + 11, entry: typeof e === "number" ? plain(e) : e })),
    },
    options,
  );

describe("trim rules by the number of results", () => {
  test("each rule's count from each end", () => {
    // one: 1 (none when fewer than 3 results). tenth: ceil(n / 10) when n > 5: 6 -> 1, 10 -> 1,
    // 11 -> 2, 21 -> 3; 5 -> 0. fifteenth: ceil((n - 10) / 15) + 1: 10 -> 1, 11 -> 2, 25 -> 2,
    // 26 -> 3; 3 -> 1; 2 -> 0 (one from each end of 2 would leave none).
    expect([2, 3, 40].map((n) => trimRuleCount("one", n))).toEqual([0, 1, 1]);
    expect([5, 6, 10, 11, 21].map((n) => trimRuleCount("tenth", n))).toEqual([0, 1, 1, 2, 3]);
    expect([2, 3, 10, 11, 25, 26].map((n) => trimRuleCount("fifteenth", n))).toEqual([0, 1, 1, 2, 2, 3]);
  });

  test("today's share keeps working: 0.1 of 12 rounds to 1 from each end", () => {
    // round(1.2) = 1: the datum of trim "one" on the same board (360), not trim "tenth" (390).
    const scores = [-200, -100, 140, 170, 420, 420, 420, 450, 450, 620, 650, 1430];
    const w = (trim: BoardScoringOptions["trim"]) =>
      board(scores, { method: "butler", trim }).workings as { datum: number; trimmedPerEnd: number };
    expect([w(0.1).datum, w("one").datum, w("tenth").datum]).toEqual([360, 360, 390]);
    expect(w("tenth").trimmedPerEnd).toBe(2);
  });
});

describe("a board scored under the options", () => {
  test("cross-IMPs capped at 17: 14.7 and -15.7, as published", () => {
    // Hand-worked in test/scoring/worked-examples.test.ts (crossimp-capped-17): totals 88 and -94 over 6.
    const b = board([1660, 1430, 680, 140, -50, -50, -1100], { method: "cross", impCap: 17 });
    expect(b.tables.map((t) => Math.round(t.nsResult! * 10) / 10)).toEqual([
      14.7, 11.8, 4.2, -3, -6, -6, -15.7,
    ]);
    expect(b.workings).toMatchObject({ maxImps: 17 });
  });

  test("Butler capped at 12, and average plus worth 2 IMPs", () => {
    // Datum (1430 - 300) / 4 = 282.5 -> 280 (the award is not a score). 1430: +1150 is 15, capped 12.
    const b = board([1430, -100, -100, -100, award("A+")], { method: "butler", impCap: 12, awardImps: 2 });
    expect(b.tables.map((t) => [t.nsResult, t.ewResult])).toEqual([
      [12, -12],
      [-9, 9],
      [-9, 9],
      [-9, 9],
      [2, -2],
    ]);
  });

  test("cross-IMPs: average plus worth 2 IMPs a comparison", () => {
    // N = 4 tables, 3 results: A+ is 2 x 3 = 6, divided by N - 1 = 3 comparisons: +2.
    const b = board([420, 420, 170, award("A+")], { method: "cross", awardImps: 2 });
    expect([b.tables[3].nsTotal, b.tables[3].nsResult, b.tables[3].ewResult]).toEqual([6, 2, -2]);
  });

  test("matchpoints: an award as a tie with every result, no Neuberg", () => {
    // 420: 2 (beats 170) + 1 (ties 420) + 1 (ties the award) = 4; 170: 1; top 2 x 3 = 6; A= 3.
    const b = board([420, 420, 170, award("A=")], { method: "mp", awardTie: true });
    expect(b.top).toBe(6);
    expect(b.tables.map((t) => t.nsResult)).toEqual([4, 4, 1, 3]);
    expect(b.tables.map((t) => t.ewResult)).toEqual([2, 2, 5, 3]);
    // With Neuberg instead (the default): (3 + 1) x 4 / 3 - 1 = 13/3 for 420.
    expect(board([420, 420, 170, award("A=")], { method: "mp" }).tables[0].nsResult).toBeCloseTo(13 / 3, 12);
  });

  test("matchpoints rounded to 0.01 after Neuberg: 75.0% where exact gives 74.94%", () => {
    // 22 tables, one not played: 600 beats 15 and ties none, 30 before Neuberg;
    // (30 + 1) x 22 / 21 - 1 = 31.476... exactly, 31.48 rounded; EW get 42 - 31.48 = 10.52.
    const scores: (number | Entry)[] = [
      ...Array(5).fill(620),
      600,
      ...Array(15).fill(100),
      { kind: "notPlayed" },
    ];
    const exact = board(scores, { method: "mp" }).tables[5];
    const rounded = board(scores, { method: "mp", mpRound: 0.01 }).tables[5];
    expect(exact.nsPercent!.toFixed(2)).toBe("74.94");
    expect(rounded.nsResult).toBe(31.48);
    expect(rounded.ewResult).toBeCloseTo(10.52, 12);
    expect(rounded.nsPercent!.toFixed(1)).toBe("75.0");
  });

  test("a given IMP scale replaces the named one", () => {
    // A club's scale: from 0 nothing, from 100 1 IMP, from 300 3. 420 v 170: 250 is 1 IMP; v -100: 520 is 3.
    const scale = readImpScaleGrid([
      [0, 0],
      [100, 1],
      [300, 3],
    ]);
    const b = board([420, 170, -100], { method: "cross", impScale: scale, divisor: "total" });
    // 420: 1 + 3 = 4; 170: -1 + 1 (270) = 0; -100: -3 - 1 = -4.
    expect(b.tables.map((t) => t.nsResult)).toEqual([4, 0, -4]);
    expect(b.workings).toMatchObject({ customScale: { lowerBounds: [100, 300, 300] } });
  });
});

describe("a session under the options", () => {
  // Three tables, three boards (a Mitchell):
  //   Board 1: NS1 v EW1 170, NS2 v EW2 -100, NS3 v EW3 620. NS: 2, 0, 4 of 4; EW1 2, EW2 4, EW3 0.
  //   Board 2: NS1 v EW2 140, NS2 v EW3 110, NS3 v EW1 100. NS: 4, 2, 0;       EW2 0, EW3 2, EW1 4.
  //   Board 3: NS1 v EW3 A+ (EW3 A-), NS2 v EW1 420, NS3 v EW2 450: 2 results of 3 tables, Neuberg:
  //            450 (2 + 1) x 3/2 - 1 = 3.5, 420 (0 + 1) x 3/2 - 1 = 0.5; top 4.
  // NS1 on its other boards: 2 + 4 = 6 of 8 = 75%, so A+ is the better of 60% and 75%: 75%, 3 of 4.
  // EW3 on its other boards: 0 + 2 = 2 of 8 = 25%, so A- is the lesser of 40% and 25%: 25%, 1 of 4.
  // NS1: 2 + 4 + 3 = 9 of 12 = 75% (fixed awards: 2 + 4 + 2.4 = 8.4, 70%).
  // EW3: 0 + 2 + 1 = 3 of 12 = 25% (fixed: 0 + 2 + 1.6 = 3.6, 30%).
  const SESSION = readTraveller([["Board", "NS", "EW", "Score"], ...AWARDS_SESSION_ROWS]);
  const pct = (s: ReturnType<typeof scoreSession>, id: string) =>
    s.rankings.flatMap((r) => r.pairs).find((p) => p.id === id)!.percentage;

  test("awards from the session: the better of 60% and the pair's own, the lesser of 40% and it", () => {
    const s = scoreSession(SESSION, { movement: "mitchell", method: "mp", awards: "session" });
    expect(pct(s, "NS 1")).toBe(75);
    expect(pct(s, "EW 3")).toBe(25);
    expect(s.sessionAwards).toEqual([
      { board: 3, pair: "EW 3", award: "A-", ownPercent: 25, boardsUsed: 2, percent: 25, matchpoints: 1 },
      { board: 3, pair: "NS 1", award: "A+", ownPercent: 75, boardsUsed: 2, percent: 75, matchpoints: 3 },
    ]);
    // The board's table shows the values used, for the JSON and the sheet.
    const b3 = s.boards.find((b) => b.board === 3)!;
    expect([
      b3.tables[0].nsResult,
      b3.tables[0].nsPercent,
      b3.tables[0].ewResult,
      b3.tables[0].ewPercent,
    ]).toEqual([3, 75, 1, 25]);
    // And so do the two pairs' own lists of boards (the sheet's ranking and the scorecards read them).
    const own = (id: string) =>
      s.rankings
        .flatMap((r) => r.pairs)
        .find((p) => p.id === id)!
        .boards.find((b) => b.board === 3)!;
    expect([own("NS 1").result, own("NS 1").percent, own("EW 3").result, own("EW 3").percent]).toEqual([
      3, 75, 1, 25,
    ]);
  });

  test("fixed awards (the default) stay at 60% and 40%", () => {
    const s = scoreSession(SESSION, { movement: "mitchell", method: "mp" });
    expect(pct(s, "NS 1")).toBeCloseTo(70, 12);
    expect(pct(s, "EW 3")).toBeCloseTo(30, 12);
    expect(s.sessionAwards).toBeUndefined();
  });

  test("session percentage as the mean of the boards' percentages", () => {
    // The three-table Mitchell of session.test.ts on the results obtained (tops 4, 4 and 2):
    // NS2: 2/4, 4/4, 0/2: tops 6 of 10 = 60%; mean (50 + 100 + 0) / 3 = 50%.
    // NS3: 4/4, 0/4, 2/2: tops 60%; mean (100 + 0 + 100) / 3 = 66.67%.
    const t = readTraveller([
      ["Board", "NS", "EW", "Score"],
      [1, 1, 1, -50],
      [1, 3, 2, 450],
      [1, 2, 3, 420],
      [2, 2, 2, 620],
      [2, 1, 3, 140],
      [2, 3, 1, -100],
      [3, 3, 3, 200],
      [3, 2, 1, -620],
      [3, 1, 2, "NP"],
    ]);
    const opts = { movement: "mitchell", method: "mp", expected: "results" } as const;
    const tops = scoreSession(t, opts);
    const mean = scoreSession(t, { ...opts, sessionPercent: "mean" });
    expect([pct(tops, "NS 2"), pct(tops, "NS 3")]).toEqual([60, 60]);
    expect(pct(mean, "NS 2")).toBe(50);
    expect(pct(mean, "NS 3")).toBeCloseTo(200 / 3, 12);
    expect(mean.rankings[0].pairs.map((p) => [p.id, p.rank])).toEqual([
      ["NS 3", "1"],
      ["NS 2", "2"],
      ["NS 1", "3"],
    ]);
  });
});
