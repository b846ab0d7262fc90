import { scoreSession, ScoredSession, SessionPair } from "../../../src/scoring/session/session";
import { readTraveller } from "../../../src/scoring/traveller/read";
import { TravellerError } from "../../../src/scoring/traveller/problems";
import { ScoringError } from "../../../src/scoring/base/errors";

const summary = (pairs: readonly SessionPair[], value: "percentage" | "average" | "total") =>
  pairs.map((p) => [p.id, p.boardsPlayed, Number((p[value] ?? NaN).toFixed(4)), p.rank]);
const field = (s: ScoredSession, f: "NS" | "EW" | "all") => s.rankings.find((r) => r.field === f)!.pairs;

// A three-table Mitchell, one board a round: EW move up a table, boards move down.
//   Board 1 (nobody vul):  NS1 v EW1 -50,  NS3 v EW2 450,  NS2 v EW3 420
//   Board 2 (NS vul):      NS2 v EW2 620,  NS1 v EW3 140,  NS3 v EW1 -100
//   Board 3 (EW vul):      NS3 v EW3 200,  NS2 v EW1 -620, NS1 v EW2 not played
const MITCHELL = readTraveller([
  ["Board", "Table", "NS", "EW", "Score"],
  [1, 1, 1, 1, -50],
  [1, 3, 3, 2, 450],
  [1, 2, 2, 3, 420],
  [2, 2, 2, 2, 620],
  [2, 1, 1, 3, 140],
  [2, 3, 3, 1, -100],
  [3, 3, 3, 3, 200],
  [3, 2, 2, 1, -620],
  [3, 1, 1, 2, "NP"],
]);

describe('scoreSession: a Mitchell, matchpoints on the results obtained (expected "results", checked by hand)', () => {
  // Neuberg off, so the NP on board 3 leaves it a 2-result board; this block is about ties and
  // fields (the default, with Neuberg on board 3, is the next block).
  // EBU matchpoints, top 2(n - 1): boards 1 and 2 have 3 results (top 4), board 3 has 2 (top 2).
  //   Board 1: 450 -> 4, 420 -> 2, -50 -> 0.  EW: v 450 0, v 420 2, v -50 4.
  //   Board 2: 620 -> 4, 140 -> 2, -100 -> 0. EW: v 620 0, v 140 2, v -100 4.
  //   Board 3: 200 -> 2, -620 -> 0.            EW: v 200 0, v -620 2.
  // NS1: 0 + 2 = 2 of 4 + 4 = 8 -> 25% (board 3 not played: no average, not counted).
  // NS2: 2 + 4 + 0 = 6 of 10 -> 60%.   NS3: 4 + 0 + 2 = 6 of 10 -> 60%: tied, "=1" each.
  // EW1: 4 + 4 + 2 = 10 of 10 -> 100%. EW2: 0 + 0 = 0 of 8 -> 0%. EW3: 2 + 2 + 0 = 4 of 10 -> 40%.
  const s = scoreSession(MITCHELL, { movement: "mitchell", method: "mp", expected: "results" });

  test("NS ranked on their own, with a tie sharing first place", () => {
    expect(summary(field(s, "NS"), "percentage")).toEqual([
      ["NS 2", 3, 60, "=1"],
      ["NS 3", 3, 60, "=1"],
      ["NS 1", 2, 25, "3"],
    ]);
    expect(field(s, "NS").map((p) => [p.total, p.tops])).toEqual([
      [6, 10],
      [6, 10],
      [2, 8],
    ]);
  });

  test("EW ranked on their own", () => {
    expect(summary(field(s, "EW"), "percentage")).toEqual([
      ["EW 1", 3, 100, "1"],
      ["EW 3", 3, 40, "2"],
      ["EW 2", 2, 0, "3"],
    ]);
  });

  test("each pair's boards, including the one it did not play", () => {
    const ew2 = field(s, "EW").find((p) => p.id === "EW 2")!;
    expect(ew2.boards.map((b) => [b.board, b.opponents, b.nsScore, b.result, b.top])).toEqual([
      [1, "3", 450, 0, 4],
      [2, "2", 620, 0, 4],
      [3, "1", null, null, null],
    ]);
    expect(ew2.average).toBe(0);
  });

  test("a pair's boards are the scored tables from its side, whether read, copied or written as JSON", () => {
    // NS 1 (by hand, above): board 1 v EW 1 -50 -> 0 of 4, board 2 v EW 3 140 -> 2 of 4, board 3
    // v EW 2 not played. The list is made when first read (a session keeps no copy of its tables
    // per pair): JSON.stringify and a spread give the same list, and each read gives the same one.
    const ns1 = field(s, "NS").find((p) => p.id === "NS 1")!;
    const seen = ns1.boards.map((b) => [
      b.board,
      b.direction,
      b.opponents,
      b.kind,
      b.nsScore,
      b.result,
      b.top,
    ]);
    expect(seen).toEqual([
      [1, "NS", "1", "plain", -50, 0, 4],
      [2, "NS", "3", "plain", 140, 2, 4],
      [3, "NS", "2", "notPlayed", null, null, null],
    ]);
    expect(ns1.boards).toBe(ns1.boards);
    expect(JSON.parse(JSON.stringify(ns1)).boards).toEqual(ns1.boards);
    expect({ ...ns1 }.boards).toEqual(ns1.boards);
    expect(Object.keys(ns1)).toContain("boards");
  });

  test("the boards are scored and kept, with their checks", () => {
    expect(s.boards.map((b) => b.board)).toEqual([1, 2, 3]);
    expect(s.boards.every((b) => b.checks.every((c) => c.holds !== false))).toBe(true);
    expect(s.rankedBy).toBe("percentage");
  });
});

describe("scoreSession: the same Mitchell by default, N = tables: Neuberg on board 3 (checked by hand)", () => {
  // Boards 1 and 2 have 3 results of 3 tables: as above (top 4). Board 3 has 2 results of 3 tables
  // (one NP): mp 2 and 0 of top 2, Neuberg N/n = 3/2: 200 -> (2 + 1) x 1.5 - 1 = 3.5,
  // -620 -> (0 + 1) x 1.5 - 1 = 0.5, top 2 x (3 - 1) = 4; EW v 200 0.5, v -620 3.5.
  // NS1: 0 + 2 = 2 of 8 -> 25% (board 3 not played).  NS2: 2 + 4 + 0.5 = 6.5 of 12 -> 54.1667%.
  // NS3: 4 + 0 + 3.5 = 7.5 of 12 -> 62.5%.  EW1: 4 + 4 + 3.5 = 11.5 of 12 -> 95.8333%.
  // EW2: 0 + 0 = 0 of 8 -> 0%.  EW3: 2 + 2 + 0.5 = 4.5 of 12 -> 37.5%.
  const s = scoreSession(MITCHELL, { movement: "mitchell", method: "mp" });

  test("board 3 expects 3 results and is matchpointed with Neuberg", () => {
    expect(s.boards[2]).toMatchObject({ board: 3, tableCount: 3, results: 2, expected: 3, top: 4 });
    expect(s.boards[2].tables.map((t) => [t.nsResult, t.ewResult])).toEqual([
      [3.5, 0.5],
      [0.5, 3.5],
      [null, null],
    ]);
    expect(s.boards.every((b) => b.checks.every((c) => c.holds !== false))).toBe(true);
  });

  test("NS and EW rankings: the tie on 60% is broken by board 3's Neuberg", () => {
    expect(summary(field(s, "NS"), "percentage")).toEqual([
      ["NS 3", 3, 62.5, "1"],
      ["NS 2", 3, 54.1667, "2"],
      ["NS 1", 2, 25, "3"],
    ]);
    expect(field(s, "NS").map((p) => [p.total, p.tops])).toEqual([
      [7.5, 12],
      [6.5, 12],
      [2, 8],
    ]);
    expect(summary(field(s, "EW"), "percentage")).toEqual([
      ["EW 1", 3, 95.8333, "1"],
      ["EW 3", 3, 37.5, "2"],
      ["EW 2", 2, 0, "3"],
    ]);
  });
});

describe("scoreSession: each pair's board lines carry award, result, top and percent (checked by hand)", () => {
  // One board, three tables: 420, -50 and an A+ (NS A+, EW A-). N = 3 tables, n = 2 results:
  // top 2 x (3 - 1) = 4. 420 beats -50: 2 matchpoints of a 2-result top, Neuberg (2 + 1) x 3/2 - 1
  // = 3.5 (87.5%); -50: (0 + 1) x 3/2 - 1 = 0.5 (12.5%). A+ is 60% of 4 = 2.4, A- 40% = 1.6.
  const s = scoreSession(
    readTraveller([
      ["Board", "NS", "EW", "Score"],
      [1, 1, 1, 420],
      [1, 2, 2, -50],
      [1, 3, 3, "A+"],
    ]),
    { movement: "mitchell", method: "mp" },
  );
  const line = (id: string) => {
    const b = [...field(s, "NS"), ...field(s, "EW")].find((p) => p.id === id)!.boards[0];
    return [b.kind, b.award, b.result, b.top, b.percent];
  };

  test("a result: no award, its matchpoints of the top and their percentage", () => {
    expect(line("NS 1")).toEqual(["plain", null, 3.5, 4, 87.5]);
    expect(line("EW 1")).toEqual(["plain", null, 0.5, 4, 12.5]);
  });

  test("an award: each side's own award, its share of the top", () => {
    expect(line("NS 3")).toEqual(["artificial", "A+", 2.4, 4, 60]);
    expect(line("EW 3")).toEqual(["artificial", "A-", 1.6, 4, 40]);
  });
});

describe("scoreSession: the same Mitchell by Butler IMPs (checked by hand)", () => {
  // Board 1: (-50 + 450 + 420) / 3 = 273.33 -> datum 270: -320 -> -8, 180 -> 5, 150 -> 4.
  // Board 2: (620 + 140 - 100) / 3 = 220: 400 -> 9, -80 -> -2, -320 -> -8.
  // Board 3: (200 - 620) / 2 = -210: 410 -> 9, -410 -> -9.
  // NS1: -8 - 2 = -10 over 2 boards, average -5.  NS2: 4 + 9 - 9 = 4, average 1.3333.
  // NS3: 5 - 8 + 9 = 6, average 2.  EW1: 8 + 8 + 9 = 25 (8.3333); EW3: -4 + 2 - 9 = -11
  // (-3.6667); EW2: -5 - 9 = -14 over 2 (-7).
  const s = scoreSession(MITCHELL, { movement: "mitchell", method: "butler" });

  test("totals, averages per board played, ranked by average", () => {
    expect(summary(field(s, "NS"), "average")).toEqual([
      ["NS 3", 3, 2, "1"],
      ["NS 2", 3, 1.3333, "2"],
      ["NS 1", 2, -5, "3"],
    ]);
    expect(field(s, "NS").map((p) => p.total)).toEqual([6, 4, -10]);
    expect(summary(field(s, "EW"), "average")).toEqual([
      ["EW 1", 3, 8.3333, "1"],
      ["EW 3", 3, -3.6667, "2"],
      ["EW 2", 2, -7, "3"],
    ]);
    expect(field(s, "EW").map((p) => p.total)).toEqual([25, -11, -14]);
    expect(field(s, "NS")[0].percentage).toBeNull();
    expect(s.rankedBy).toBe("average");
  });

  test("per-board IMPs for a pair", () => {
    const ns1 = field(s, "NS").find((p) => p.id === "NS 1")!;
    expect(ns1.boards.map((b) => [b.board, b.result])).toEqual([
      [1, -8],
      [2, -2],
      [3, null],
    ]);
  });
});

// A five-pair Howell, one board a round, two tables, one pair sitting out each round. Pairs
// change direction from round to round.
//   Board 1 (None):  NS2 v EW5 420,  NS3 v EW4 170    (pair 1 sits out)
//   Board 2 (NS):    NS3 v EW1 -100, NS4 v EW5 110    (pair 2 sits out)
//   Board 3 (EW):    NS4 v EW2 -620, NS5 v EW1 -620   (pair 3 sits out)
//   Board 4 (All):   NS5 v EW3 600,  NS1 v EW2 650    (pair 4 sits out)
//   Board 5 (NS):    NS1 v EW4 -200, NS2 v EW3 140    (pair 5 sits out)
const HOWELL = readTraveller([
  ["Bd", "N/S", "E/W", "Score"],
  [1, 2, 5, 420],
  [1, 3, 4, 170],
  [2, 3, 1, -100],
  [2, 4, 5, 110],
  [3, 4, 2, -620],
  [3, 5, 1, -620],
  [4, 5, 3, 600],
  [4, 1, 2, 650],
  [5, 1, 4, -200],
  [5, 2, 3, 140],
]);

describe("scoreSession: a Howell (checked by hand)", () => {
  test("matchpoints: one ranking, percentages of the tops of boards played", () => {
    // Two results a board: top 2; the better score 2, the worse 0, a tie 1 each.
    // Pair 1: b2 EW v -100 2, b3 EW v -620 1, b4 NS 650 2, b5 NS -200 0 = 5 of 8 = 62.5%.
    // Pair 2: b1 NS 420 2, b3 EW v -620 1, b4 EW v 650 0, b5 NS 140 2 = 5 of 8 = 62.5%.
    // Pair 3: b1 NS 170 0, b2 NS -100 0, b4 EW v 600 2, b5 EW v 140 0 = 2 of 8 = 25%.
    // Pair 4: b1 EW v 170 2, b2 NS 110 2, b3 NS -620 1, b5 EW v -200 2 = 7 of 8 = 87.5%.
    // Pair 5: b1 EW v 420 0, b2 EW v 110 0, b3 NS -620 1, b4 NS 600 0 = 1 of 8 = 12.5%.
    // (All add to 20 = 10 tables x top 2.) The sit-out is no board: 4 boards each.
    const s = scoreSession(HOWELL, { movement: "howell", method: "mp" });
    expect(s.rankings.map((r) => r.field)).toEqual(["all"]);
    expect(summary(field(s, "all"), "percentage")).toEqual([
      ["4", 4, 87.5, "1"],
      ["1", 4, 62.5, "=2"],
      ["2", 4, 62.5, "=2"],
      ["3", 4, 25, "4"],
      ["5", 4, 12.5, "5"],
    ]);
    const p1 = field(s, "all").find((p) => p.id === "1")!;
    expect(p1.direction).toBeNull();
    expect(p1.boards.map((b) => [b.board, b.direction, b.opponents, b.result])).toEqual([
      [2, "EW", "3", 2],
      [3, "EW", "5", 1],
      [4, "NS", "2", 2],
      [5, "NS", "4", 0],
    ]);
  });

  test("cross-IMPs: one comparison a board, so each result is the IMPs of the difference", () => {
    // b1: 420 v 170 = 250 -> 6. b2: 110 v -100 = 210 -> 5. b3: tie 0. b4: 650 v 600 = 50 -> 2.
    // b5: 140 v -200 = 340 -> 8.
    // Pair 1: +5 + 0 + 2 - 8 = -1.  Pair 2: +6 + 0 - 2 + 8 = 12.  Pair 3: -6 - 5 + 2 - 8 = -17.
    // Pair 4: +6 + 5 + 0 + 8 = 19.   Pair 5: -6 - 5 + 0 - 2 = -13.  (They add to 0.)
    const s = scoreSession(HOWELL, { movement: "howell", method: "cross" });
    expect(summary(field(s, "all"), "total")).toEqual([
      ["4", 4, 19, "1"],
      ["2", 4, 12, "2"],
      ["1", 4, -1, "3"],
      ["5", 4, -13, "4"],
      ["3", 4, -17, "5"],
    ]);
    expect(field(s, "all").map((p) => p.average)).toEqual([4.75, 3, -0.25, -3.25, -4.25]);
  });

  test("the same boards read as a Mitchell would rank NS and EW apart (10 different pairs)", () => {
    const s = scoreSession(HOWELL, { movement: "mitchell", method: "mp" });
    expect(s.rankings.map((r) => [r.field, r.pairs.length])).toEqual([
      ["NS", 5],
      ["EW", 5],
    ]);
  });
});

describe("scoreSession: refusals", () => {
  test("a traveller with problems is not half scored", () => {
    const t = readTraveller([
      ["Board", "NS", "EW", "Score"],
      [1, 1, 2, 420],
      [1, 3, 4, "4Z"],
      [2, 1, 4, 110],
    ]);
    expect(() => scoreSession(t, { movement: "mitchell", method: "mp" })).toThrow(TravellerError);
    expect(() => scoreSession(t.boards, { movement: "mitchell", method: "mp" })).toThrow(TravellerError);
  });

  test("in a Howell a pair cannot meet itself or play a board twice", () => {
    const t = readTraveller([
      ["Board", "NS", "EW", "Score"],
      [1, 1, 2, 420],
      [1, 3, 1, -50],
    ]);
    expect(() => scoreSession(t, { movement: "howell", method: "mp" })).toThrow(/Pair 1 is on board 1 twice/);
    try {
      scoreSession(t, { movement: "howell", method: "mp" });
    } catch (e) {
      expect((e as TravellerError).problems).toEqual([{ row: 2, column: 2, message: expect.any(String) }]);
    }
    const self = readTraveller([
      ["Board", "NS", "EW", "Score"],
      [1, 1, 1, 420],
      [1, 3, 2, -50],
    ]);
    expect(() => scoreSession(self, { movement: "howell", method: "mp" })).toThrow(/both sides of a table/);
    // The same rows are a normal Mitchell (NS 1 and EW 1 are different pairs).
    expect(scoreSession(self, { movement: "mitchell", method: "mp" }).boards).toHaveLength(1);
  });

  test("a board nobody played is listed, not scored", () => {
    const t = readTraveller([
      ["Board", "NS", "EW", "Score"],
      [1, 1, 2, 420],
      [1, 3, 4, -50],
      [2, 1, 4, "NP"],
      [2, 3, 2, "NP"],
    ]);
    const s = scoreSession(t, { movement: "mitchell", method: "mp" });
    expect(s.unplayedBoards).toEqual([2]);
    expect(field(s, "NS").map((p) => [p.id, p.boardsPlayed, p.boards.length])).toEqual([
      ["NS 1", 1, 2],
      ["NS 3", 1, 2],
    ]);
  });

  test("an unknown movement, a board given twice", () => {
    expect(() => scoreSession([], { movement: "swiss" as "howell", method: "mp" })).toThrow(ScoringError);
    const b = { board: 1, rows: [{ ns: 1, ew: 2, entry: { kind: "plain" as const, score: 420 } }] };
    expect(() => scoreSession([b, b], { movement: "mitchell", method: "butler" })).toThrow(/given twice/);
  });

  test("a board given in code with a pair left blank is a ScoringError naming the table, not a crash", () => {
    const plain = (score: number) => ({ kind: "plain" as const, score });
    const b = {
      board: 1,
      rows: [
        { ns: 1, ew: 2, entry: plain(420) },
        { ns: null as unknown as number, ew: 4, entry: plain(-50) },
      ],
    };
    expect(() => scoreSession([b], { movement: "mitchell", method: "mp" })).toThrow(
      "Board 1, table 2: no NS pair.",
    );
  });

  test("the scored session survives JSON (plain numbers only)", () => {
    const s = scoreSession(HOWELL, { movement: "howell", method: "cross" });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
