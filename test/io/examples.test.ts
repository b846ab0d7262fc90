import { readFileSync } from "fs";
import { join } from "path";
import { readCsv } from "../../src/io/csv";
import {
  readTeamsEvent,
  readTraveller,
  scoreTeamsEvent,
  Traveller,
  scoreBoard,
  ScoredBoard,
  scoreSession,
  wbfVp,
} from "../../src/scoring";

// The sample travellers shipped in examples/, read as the command line will read them: CSV text,
// then readTraveller. Each checks the numbers examples/README.md promises.
function example(name: string): Traveller {
  const text = readFileSync(join(__dirname, "..", "..", "examples", name), "utf8");
  const t = readTraveller(readCsv(text).rows);
  expect(t.problems).toEqual([]);
  return t;
}
const ns = (b: ScoredBoard): number[] => b.tables.map((t) => Number(t.nsResult!.toFixed(4)));

describe("examples/club-board-15.csv", () => {
  test("cross-IMP totals 31, -1, -27, -27, 24, as the club's Cross-IMP Scoring explanation prints them", () => {
    const t = example("club-board-15.csv");
    expect(t.boards.map((b) => b.board)).toEqual([15]);
    expect(ns(scoreBoard(t.boards[0], { method: "cross", divisor: "total" }))).toEqual([
      31, -1, -27, -27, 24,
    ]);
  });
});

describe("examples/weighted-ruling*.csv", () => {
  test("the weighted table: 12.6 MP, 2.4 Butler IMPs, 24.8 total cross-IMPs (Calculation of Weighted Scores, 4.1, 5.1, 6.1)", () => {
    const b = example("weighted-ruling.csv").boards[0];
    // Every contract agrees with its score (checked on reading), so they were read as given.
    expect(b.rows.slice(0, 11).every((r) => r.scoreComputed === r.scoreEntered)).toBe(true);
    expect(ns(scoreBoard(b, { method: "mp" }))[11]).toBe(12.6);
    expect(ns(scoreBoard(b, { method: "butler" }))[11]).toBe(2.4);
    expect(ns(scoreBoard(b, { method: "cross", divisor: "total" }))[11]).toBe(24.8);
  });

  test("Appendix 1 with contract-result components: 12.2 MP and 23.0 total cross-IMPs", () => {
    const b = example("weighted-ruling-variant.csv").boards[0];
    const w = b.rows[11].entry;
    if (w.kind !== "weighted") throw new Error("not weighted");
    expect(w.ns.map((p) => p.score)).toEqual([1430, 680, 620, -100]); // board 5: NS vulnerable
    expect(ns(scoreBoard(b, { method: "mp" }))[11]).toBe(12.2);
    expect(ns(scoreBoard(b, { method: "cross", divisor: "total" }))[11]).toBe(23);
  });
});

describe("examples/butler-vs-cross-imps.csv", () => {
  const t = example("butler-vs-cross-imps.csv");

  test("Butler: datums 490, 40, 530 and their IMPs (Example 2's +14 for +1400 is 13: 870 is 750-890)", () => {
    const boards = t.boards.map((b) => scoreBoard(b, { method: "butler" }));
    expect(boards.map((b) => (b.workings.method === "butler" ? b.workings.datum : NaN))).toEqual([
      490, 40, 530,
    ]);
    expect(boards.map(ns)).toEqual([
      [5, -11, 5, 5],
      [2, 2, 0, -4],
      [13, 3, -8, -12],
    ]);
  });

  test("cross-IMPs divided by the number of scores, as An explanation of Cross IMP Scoring prints them", () => {
    expect(t.boards.map((b) => ns(scoreBoard(b, { method: "cross", divisor: "scores" })))).toEqual([
      [3.25, -9.75, 3.25, 3.25],
      [2.25, 1.25, 0.25, -3.75],
      [11.25, 2, -4.25, -9],
    ]);
  });
});

describe("examples/*-session.csv", () => {
  // Board 3 was not played at one of its 3 tables. Its 2 results score 2 and 0 of a top of 2;
  // by default N = 3 tables, so Neuberg (mp + 1) x 3/2 - 1 gives 200 -> 3.5 and -620 -> 0.5 of a
  // top of 4 (EW: 0.5 and 3.5). Boards 1 and 2 (top 4): NS 450 4, 420 2, -50 0; 620 4, 140 2,
  // -100 0. NS 3: 4 + 0 + 3.5 = 7.5 of 12 = 62.5%; NS 2: 2 + 4 + 0.5 = 6.5 of 12 = 54.1667%;
  // NS 1: 0 + 2 = 2 of 8 = 25%. EW 1: 4 + 4 + 3.5 = 11.5 of 12 = 95.8333%; EW 3: 2 + 2 + 0.5 = 4.5
  // of 12 = 37.5%; EW 2: 0 of 8 = 0%.
  const rankings = (s: ReturnType<typeof scoreSession>) =>
    s.rankings.map((r) => r.pairs.map((p) => [p.id, Number(p.percentage!.toFixed(4)), p.rank]));

  test("the Mitchell (Neuberg on board 3): NS 3 62.5%, NS 2 54.17%, NS 1 25%; EW 1 95.83%, EW 3 37.5%, EW 2 0%", () => {
    const s = scoreSession(example("mitchell-session.csv"), { movement: "mitchell", method: "mp" });
    expect(rankings(s)).toEqual([
      [
        ["NS 3", 62.5, "1"],
        ["NS 2", 54.1667, "2"],
        ["NS 1", 25, "3"],
      ],
      [
        ["EW 1", 95.8333, "1"],
        ["EW 3", 37.5, "2"],
        ["EW 2", 0, "3"],
      ],
    ]);
  });

  test('the Mitchell with Neuberg off (expected "results"): NS 2 and 3 share first on 60%', () => {
    // Board 3 on its 2 results, top 2: NS 3 4 + 0 + 2 = 6 of 10, NS 2 2 + 4 + 0 = 6 of 10 (60%);
    // EW 1 4 + 4 + 2 = 10 of 10, EW 3 2 + 2 + 0 = 4 of 10.
    const s = scoreSession(example("mitchell-session.csv"), {
      movement: "mitchell",
      method: "mp",
      expected: "results",
    });
    expect(rankings(s)).toEqual([
      [
        ["NS 2", 60, "=1"],
        ["NS 3", 60, "=1"],
        ["NS 1", 25, "3"],
      ],
      [
        ["EW 1", 100, "1"],
        ["EW 3", 40, "2"],
        ["EW 2", 0, "3"],
      ],
    ]);
  });

  test("the Howell, scores computed from the contracts: 4, =1 and 2, 3, 5", () => {
    const t = example("howell-session.csv");
    expect(t.boards.flatMap((b) => b.rows.map((r) => r.scoreComputed))).toEqual([
      420, 170, -100, 110, -620, -620, 600, 650, -200, 140,
    ]);
    const s = scoreSession(t, { movement: "howell", method: "mp" });
    expect(s.rankings[0].pairs.map((p) => [p.id, p.percentage, p.rank])).toEqual([
      ["4", 87.5, "1"],
      ["1", 62.5, "=2"],
      ["2", 62.5, "=2"],
      ["3", 25, "4"],
      ["5", 12.5, "5"],
    ]);
  });
});

describe("examples/teams-match.csv", () => {
  test("Aces v Kings: +470 net on board 1 is 10 IMPs, 13.78 to 6.22 VPs over 8 boards", () => {
    const text = readFileSync(join(__dirname, "..", "..", "examples", "teams-match.csv"), "utf8");
    const event = readTeamsEvent(readCsv(text).rows);
    expect(event.problems).toEqual([]);
    const m = scoreTeamsEvent(event, { vp: wbfVp }).matches[0];
    expect([m.home, m.away, m.boards[0].net, m.boards[0].home]).toEqual(["Aces", "Kings", 470, 10]);
    expect(m.vp).toEqual({ home: 13.78, away: 6.22 });
  });
});
