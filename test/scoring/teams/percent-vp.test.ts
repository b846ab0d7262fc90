// A Swiss pairs event scored by matchpoints across the field: each pair's percentage of a match
// as VPs (the Oxford Congress Swiss Pairs booklet's scale for 7-board matches), and four rounds
// drawn and ranked by the same rules as a Swiss teams event.
import { nextSwissRound, percentVp, readMatchResults, vpFunctionOf } from "../../../src/scoring";

describe("a pair's percentage as VPs", () => {
  it("the booklet's bands, and the lower half mirrored", () => {
    // 49.35 to 50.65 is 10; 50.66 to 51.98 is 11; 64.41 to 68.35 is 19; above 68.35 is 20.
    expect([49.35, 50.65, 50.66, 51.98, 51.99, 64.41, 68.35, 68.36, 80].map(percentVp)).toEqual([
      10, 10, 11, 11, 12, 19, 19, 20, 20,
    ]);
    // Below 49.35 a percentage p scores 20 less the VPs of 100 - p: 49.34 mirrors 50.66 (11): 9;
    // 45 mirrors 55 (14): 6; 30 mirrors 70 (20): 0.
    expect([49.34, 45, 30].map(percentVp)).toEqual([9, 6, 0]);
  });
});

// Six pairs, four rounds of 7-board matches, each pair's matchpoint percentage across the field.
// Round 1 is the seeded fold (P1 v P4, P2 v P5, P3 v P6); rounds 2 to 4 are the Swiss draws
// worked below. Each percentage's VPs on the booklet's scale:
//   R1: P1 58.00 -> 16 (57.84-59.64)      P4 40.00 -> 20 - VP(60.00) = 20 - 17 = 3
//       P2 52.50 -> 12 (51.99-53.33)      P5 47.50 -> 20 - VP(52.50) = 8
//       P3 61.00 -> 17 (59.65-61.75)      P6 41.00 -> 20 - VP(59.00) = 20 - 16 = 4
//   After R1: P3 17, P1 16, P2 12, P5 8, P6 4, P4 3. Round 2: P3 meets P1 (its highest not met);
//   P2 has met P5, so P2 meets P6; P5 meets P4.
//   R2: P3 45.00 -> 20 - VP(55.00) = 20 - 14 = 6   P1 55.00 -> 14 (54.75-56.23)
//       P2 50.00 -> 10                            P6 63.00 -> 18 (61.76-64.40)
//       P5 66.00 -> 19 (64.41-68.35)              P4 35.00 -> 20 - VP(65.00) = 1
//   After R2: P1 30, P5 27, P3 23, P2 22, P6 22, P4 4; P6 won its match with P2, so P6 is placed
//   above P2. Round 3: P1 (met P4, P3) meets P5; P3 (met P6, P1) meets P2; P6 meets P4.
//   R3: P1 48.00 -> 20 - VP(52.00) = 8   P5 56.00 -> 14
//       P3 70.00 -> 20                    P2 44.00 -> 20 - VP(56.00) = 6
//       P6 51.00 -> 11 (50.66-51.98)      P4 54.00 -> 13 (53.34-54.74)
//   After R3: P3 43, P5 41, P1 38, P6 33, P2 28, P4 17. Round 4: P3 (met P6, P1, P2) meets P5;
//   P1 (met P4, P3, P5) meets P6; P2 meets P4.
//   R4: P3 50.65 -> 10   P5 49.35 -> 10
//       P1 62.00 -> 18   P6 38.50 -> 20 - VP(61.50) = 3
//       P2 57.00 -> 15 (56.24-57.83)   P4 43.00 -> 20 - VP(57.00) = 5
//   After R4: P1 56, P3 53, P5 51, P2 43, P6 36, P4 22. Round 5: P1 (met P4, P3, P5, P6) meets P2;
//   P3 (met P6, P1, P2, P5) meets P4; P5 meets P6.
const HEADER = ["Round", "Home", "Away", "Home %", "Away %"];
const ROUNDS = [
  [1, "P1", "P4", 58, 40],
  [1, "P2", "P5", 52.5, 47.5],
  [1, "P3", "P6", 61, 41],
  [2, "P3", "P1", 45, 55],
  [2, "P2", "P6", 50, 63],
  [2, "P5", "P4", 66, 35],
  [3, "P1", "P5", 48, 56],
  [3, "P3", "P2", 70, 44],
  [3, "P6", "P4", 51, 54],
  [4, "P3", "P5", 50.65, 49.35],
  [4, "P1", "P6", 62, 38.5],
  [4, "P2", "P4", 57, 43],
];
const upTo = (round: number) =>
  readMatchResults([HEADER, ...ROUNDS.filter((r) => (r[0] as number) <= round)]);
const pairsOf = (round: number) =>
  nextSwissRound(upTo(round), "vp").draw.tables.map((t) => `${t.home}-${t.away}`);

describe("a Swiss pairs event of four rounds, by matchpoints", () => {
  it("each match's VPs, each pair on its own", () => {
    const r = upTo(4);
    expect(r.problems).toEqual([]);
    expect(r.unit).toBe("percent");
    expect(r.matches.map((m) => [m.vp!.home, m.vp!.away])).toEqual([
      [16, 3],
      [12, 8],
      [17, 4],
      [6, 14],
      [10, 18],
      [19, 1],
      [8, 14],
      [20, 6],
      [11, 13],
      [10, 10],
      [18, 3],
      [15, 5],
    ]);
  });

  it("each round drawn by the teams' rules from the standings before it", () => {
    expect(pairsOf(1)).toEqual(["P3-P1", "P2-P6", "P5-P4"]);
    expect(pairsOf(2)).toEqual(["P1-P5", "P3-P2", "P6-P4"]);
    expect(pairsOf(3)).toEqual(["P3-P5", "P1-P6", "P2-P4"]);
    expect(pairsOf(4)).toEqual(["P1-P2", "P3-P4", "P5-P6"]);
    // After round 2, P6 and P2 are level on 22: P6 won their match, so P6 is placed first.
    expect(nextSwissRound(upTo(2), "vp").standings.map((s) => [s.team, s.vp])).toEqual([
      ["P1", 30],
      ["P5", 27],
      ["P3", 23],
      ["P6", 22],
      ["P2", 22],
      ["P4", 4],
    ]);
  });

  it("the standings after four rounds", () => {
    expect(nextSwissRound(upTo(4), "vp").standings.map((s) => [s.rank, s.team, s.vp])).toEqual([
      ["1", "P1", 56],
      ["2", "P3", 53],
      ["3", "P5", 51],
      ["4", "P2", 43],
      ["5", "P6", 36],
      ["6", "P4", 22],
    ]);
  });

  it("a percentage outside 0 to 100 is named by its cell", () => {
    const r = readMatchResults([HEADER, [1, "P1", "P2", 58, 140]]);
    expect(r.problems).toEqual([
      {
        row: 1,
        column: 4,
        message: "140 is no percentage: expected a pair's percentage of the match, 0 to 100.",
      },
    ]);
  });
});

describe("a Swiss pairs match by IMPs across the field", () => {
  it("each pair's IMPs against the field on the WBF continuous scale, on its own", () => {
    // 4 boards: X = 15 sqrt(4) = 30. +10 IMPs: 10 + 10 (1 - tau^(30/30)) / (1 - tau^3) = 10 + 10 x
    // 0.381966 / 0.763932 = 15.00. -5 IMPs: the winner of 5 has 10 + 10 (1 - tau^0.5) / (1 - tau^3)
    // = 10 + 10 x 0.213849 / 0.763932 = 12.80, so -5 is 7.20. The two need not add up to 20.
    const cells = [
      ["Round", "Home", "Away", "Home IMPs", "Away IMPs", "Boards"],
      [1, "P1", "P2", 10, -5, 4],
    ];
    const across = readMatchResults(cells, { vp: vpFunctionOf("wbf"), acrossField: true });
    expect(across.matches[0].vp).toEqual({ home: 15, away: 7.2 });
    // Read as a teams match, what a team won is never below 0: -5 is refused, named.
    const teams = readMatchResults(cells, { vp: vpFunctionOf("wbf") });
    expect(teams.problems.map((p) => p.message)).toEqual([
      "-5 is below 0: expected what the team won (IMPs or VPs), 0 or more.",
    ]);
  });
});
