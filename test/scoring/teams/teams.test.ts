import {
  readTeamsEvent,
  scoreTeamsEvent,
  teamsLayoutOf,
  TravellerError,
  vpWbf,
  wbfVp,
  discreteVp,
} from "../../../src/scoring";
import { BAM_MATCH, ROUND_ROBIN, roomsSheet } from "../../support/teams-sheets";

// Board 1 is dealt by North, nobody vulnerable: 4S making by North is +420, one down -50.
const EIGHT_BOARDS: unknown[][] = [
  ["Round", "Board", "Room", "NS", "EW", "Contract", "By", "Tricks", "NS score"],
  [1, 1, "Open", "Aces", "Kings", "4S", "N", 10, 420],
  [1, 1, "Closed", "Kings", "Aces", "4S", "N", 9, -50],
  ...[2, 3, 4, 5, 6, 7, 8].flatMap((b) => [
    [1, b, "Open", "Aces", "Kings", "", "", "", 110],
    [1, b, "Closed", "Kings", "Aces", "", "", "", 110],
  ]),
];

describe("a single 8-board match", () => {
  it("reads the match: Aces at home (NS in the Open room), eight boards", () => {
    expect(teamsLayoutOf(EIGHT_BOARDS)).toBe("rooms");
    const e = readTeamsEvent(EIGHT_BOARDS);
    expect(e.problems).toEqual([]);
    expect(e.matches.map((m) => [m.round, m.home, m.away, m.boards.length])).toEqual([
      ["1", "Aces", "Kings", 8],
    ]);
  });

  it("won by 10 IMPs net: 13.78 to 6.22 on the WBF scale for 8 boards", () => {
    const s = scoreTeamsEvent(readTeamsEvent(EIGHT_BOARDS), { method: "imps", vp: wbfVp });
    const m = s.matches[0];
    // Board 1: Aces +420 as NS in the Open room, +50 as EW in the Closed room: net +470, 10 IMPs
    // (the WBF band 450-490). Boards 2-8: 110 in both rooms, net 0.
    expect(m.boards[0]).toMatchObject({ net: 470, home: 10, away: 0 });
    expect(m.boards.slice(1).map((b) => [b.net, b.home, b.away])).toEqual(Array(7).fill([0, 0, 0]));
    expect(m.total).toEqual({ home: 10, away: 0 });
    // WBF 2013, B = 8: X = 15 sqrt(8) = 42.43; 10 + 10 (1 - 0.618^(30/42.43)) / (1 - 0.618^3)
    // = 10 + 10 (1 - 0.7115) / 0.7639 = 13.78; the loser 20 - 13.78.
    expect(m.vp).toEqual({ home: 13.78, away: 6.22 });
    expect(vpWbf(10, 8)).toBe(13.78);
    expect(s.standings).toEqual([
      { team: "Aces", rank: "1", played: 1, vp: 13.78, score: 13.78, impsFor: 10, impsAgainst: 0 },
      { team: "Kings", rank: "2", played: 1, vp: 6.22, score: 6.22, impsFor: 0, impsAgainst: 10 },
    ]);
  });

  it("ranks the four pairs by Butler IMPs", () => {
    const s = scoreTeamsEvent(readTeamsEvent(EIGHT_BOARDS), { method: "imps", vp: wbfVp });
    // Board 1: scores 420 and -50, mean 185, datum 190 (rounded to 10, half away from zero).
    // Aces NS: 420 - 190 = 230, +6 IMPs; Kings EW -6. Kings NS: -50 - 190 = -240, -6; Aces EW +6.
    // Boards 2-8: datum 110, 0 IMPs. Each pair played 8 boards.
    expect(s.butler).toEqual([
      { pair: "Aces EW", boards: 8, imps: 6 },
      { pair: "Aces NS", boards: 8, imps: 6 },
      { pair: "Kings EW", boards: 8, imps: -6 },
      { pair: "Kings NS", boards: 8, imps: -6 },
    ]);
  });

  it("gives 14 to 6 on the discrete scale (8-10 IMPs)", () => {
    const s = scoreTeamsEvent(readTeamsEvent(EIGHT_BOARDS), { vp: discreteVp });
    expect(s.matches[0].vp).toEqual({ home: 14, away: 6 });
  });

  it("reads the same match as one row per board (Board, Home, Away, Home NS score, Away NS score)", () => {
    const card = [
      ["Board", "Home", "Away", "Home NS score", "Away NS score"],
      [1, "Aces", "Kings", 420, -50],
      ...[2, 3, 4, 5, 6, 7, 8].map((b) => [b, "", "", 110, 110]),
    ];
    expect(teamsLayoutOf(card)).toBe("scorecard");
    const s = scoreTeamsEvent(readTeamsEvent(card), { vp: wbfVp });
    expect(s.matches[0]).toMatchObject({ home: "Aces", away: "Kings", total: { home: 10, away: 0 } });
    expect(s.matches[0].vp).toEqual({ home: 13.78, away: 6.22 });
  });

  it("takes the Round column out when the sheet holds one match, and room names 1/2, Room 1, Table 2", () => {
    const cells = [
      ["Bd", "Rm", "N/S", "E/W", "+Sc", "-Sc"],
      [1, "Room 2", "Kings", "Aces", "", 50],
      [1, "Room 1", "Aces", "Kings", 420, ""],
    ];
    const e = readTeamsEvent(cells);
    expect(e.problems).toEqual([]);
    // Room 1 sorts first, so Aces (NS there) is the home team whatever the order of the rows.
    expect(e.matches[0].home).toBe("Aces");
    expect(scoreTeamsEvent(e).matches[0].boards[0]).toMatchObject({ net: 470, home: 10, away: 0 });
  });

  it("is not a teams sheet without a Room column", () => {
    expect(
      teamsLayoutOf([
        ["Board", "NS", "EW", "Score"],
        [1, 1, 2, 420],
      ]),
    ).toBeNull();
  });
});

describe("a four-team round robin over three rounds", () => {
  const cells = roomsSheet(ROUND_ROBIN);

  it("scores the matches and breaks the tie between A and B by their match", () => {
    const s = scoreTeamsEvent(readTeamsEvent(cells), { vp: wbfVp });
    expect(s.matches.map((m) => [m.round, m.home, m.away, m.total.home, m.total.away])).toEqual([
      ["1", "A", "B", 10, 0],
      ["1", "C", "D", 0, 0],
      ["2", "A", "C", 0, 10],
      ["2", "B", "D", 10, 0],
      ["3", "A", "D", 0, 0],
      ["3", "B", "C", 10, 10],
    ]);
    // WBF 2013, B = 2: X = 15 sqrt(2) = 21.21; 10 IMPs: 10 + 10 (1 - 0.618^(30/21.21)) / 0.7639
    // = 10 + 10 x 0.4936 / 0.7639 = 16.46; the loser 3.54; a draw 10-10.
    // A: 16.46 + 3.54 + 10 = 30. B: 3.54 + 16.46 + 10 = 30. C: 10 + 16.46 + 10 = 36.46.
    // D: 10 + 3.54 + 10 = 23.54. A and B are level on 30 VPs, and level on the IMP quotient too
    // (A 10/10, B 20/20), but A won their match: A second, B third.
    expect(s.standings.map((t) => [t.team, t.rank, t.played, t.vp, t.impsFor, t.impsAgainst])).toEqual([
      ["C", "1", 3, 36.46, 20, 10],
      ["A", "2", 3, 30, 10, 10],
      ["B", "3", 3, 30, 20, 20],
      ["D", "4", 3, 23.54, 0, 10],
    ]);
  });

  it("without VPs ranks by IMP difference, with the same tie-break", () => {
    const s = scoreTeamsEvent(readTeamsEvent(cells), { vp: null });
    // Differences: C +10, A 0, B 0, D -10; A beat B by 10.
    expect(s.standings.map((t) => [t.team, t.rank, t.score, t.vp])).toEqual([
      ["C", "1", 10, null],
      ["A", "2", 0, null],
      ["B", "3", 0, null],
      ["D", "4", -10, null],
    ]);
  });

  it("shares a place when the teams are level on everything", () => {
    const drawn = roomsSheet([{ round: 1, home: "Aces", away: "Kings", boards: [[420, 420]] }]);
    const s = scoreTeamsEvent(readTeamsEvent(drawn), { vp: wbfVp });
    // 0-0: 10 VPs each, their match drawn, no IMPs either way: level on every rule.
    expect(s.standings.map((t) => [t.team, t.rank, t.vp])).toEqual([
      ["Aces", "=1", 10],
      ["Kings", "=1", 10],
    ]);
  });

  it("refuses a team that meets two teams in one round", () => {
    const bad = roomsSheet([
      { round: 1, home: "A", away: "B", boards: [[110, 110]] },
      { round: 1, home: "A", away: "C", boards: [[110, 110]] },
    ]);
    const e = readTeamsEvent(bad);
    expect(e.problems[0]).toMatchObject({ row: 3, column: 3 });
    expect(e.problems[0].message).toMatch(/A meets both B and C in round 1/);
    expect(() => scoreTeamsEvent(e)).toThrow(TravellerError);
  });
});

describe("board-a-match", () => {
  // BAM_MATCH, net to home: board 1 420 - 400 = +20 (won), board 2 0 (tied), board 3
  // -100 - 50 = -150 (lost), board 4 620 - 600 = +20 (won) (test/support/teams-sheets.ts).
  const cells = BAM_MATCH;

  it("scores 1, 1/2, 0 a board: 2.5 to 1.5", () => {
    const m = scoreTeamsEvent(readTeamsEvent(cells), { method: "bam" }).matches[0];
    expect(m.boards.map((b) => [b.home, b.away])).toEqual([
      [1, 0],
      [0.5, 0.5],
      [0, 1],
      [1, 0],
    ]);
    expect(m.total).toEqual({ home: 2.5, away: 1.5 });
    expect(m.vp).toBeNull();
  });

  it("scores 2, 1, 0 on the British scale: 5 to 3, ranked by board points", () => {
    const s = scoreTeamsEvent(readTeamsEvent(cells), { method: "bam", bamScale: "british" });
    expect(s.matches[0].total).toEqual({ home: 5, away: 3 });
    expect(s.standings.map((t) => [t.team, t.rank, t.score])).toEqual([
      ["Aces", "1", 5],
      ["Kings", "2", 3],
    ]);
  });

  it("aggregate: the net points, +20 + 0 - 150 + 20 = -110", () => {
    const m = scoreTeamsEvent(readTeamsEvent(cells), { method: "aggregate" }).matches[0];
    expect(m.boards.map((b) => [b.home, b.away])).toEqual([
      [20, 0],
      [0, 0],
      [0, 150],
      [20, 0],
    ]);
    expect(m.margin).toBe(-110);
  });
});

describe("unplayed boards, awards and weighted rulings", () => {
  it("leaves a board NP in one room unscored, and reads the VPs for all four boards", () => {
    const cells = roomsSheet([
      {
        round: 1,
        home: "Aces",
        away: "Kings",
        boards: [
          [420, -50],
          [110, 110],
          [140, "NP"],
          [110, 110],
        ],
      },
    ]);
    const m = scoreTeamsEvent(readTeamsEvent(cells), { vp: wbfVp }).matches[0];
    expect(m.boards[2]).toMatchObject({ home: null, away: null, note: "notPlayed" });
    expect(m.boardCount).toBe(4);
    // 10 IMPs on a 4-board match: X = 30; 10 + 10 (1 - 0.618^1) / 0.7639 = 15.00.
    expect(m.vp).toEqual({ home: 15, away: 5 });
  });

  it("refuses a board with a result in one room only, naming the row", () => {
    const cells = roomsSheet([{ round: 1, home: "Aces", away: "Kings", boards: [[420, -50]] }]);
    cells.pop();
    const e = readTeamsEvent(cells);
    expect(e.problems).toHaveLength(1);
    expect(e.problems[0]).toMatchObject({ row: 1, column: 5 });
    expect(e.problems[0].message).toMatch(/Board 1 of Aces v Kings has a result in one room only \(Open\)/);
  });

  it("weights the IMPs of a weighted ruling: 60% of +7 and 40% of -5 is 2.2 IMPs", () => {
    // Open: 60% 420, 40% -50 for Aces NS; Closed: Kings NS +140 (Aces EW -140).
    // 420 - 140 = 280, 7 IMPs; -50 - 140 = -190, -5 IMPs: 0.6 x 7 + 0.4 x -5 = 2.2 IMPs to Aces.
    const cells = roomsSheet([
      {
        round: 1,
        home: "Aces",
        away: "Kings",
        boards: [
          ["60% 420, 40% -50", 140],
          [110, 110],
          [110, 110],
          [110, 110],
        ],
      },
    ]);
    const m = scoreTeamsEvent(readTeamsEvent(cells), { vp: wbfVp }).matches[0];
    expect(m.boards[0]).toMatchObject({ home: 2.2, away: 0, note: "weighted", net: null });
    // Its fractions are small (tenths), so it stays exact and carries no mark of rounding.
    expect(m.boards[0].rounded).toBeUndefined();
    // 4 boards: 2 IMPs 11.20, 3 IMPs 11.76; 2.2 is 11.20 + 0.2 x 0.56 = 11.312, so 11.31.
    expect(m.vp).toEqual({ home: 11.31, away: 8.69 });
  });

  it("aggregate: weights the points of a weighted ruling and rounds them to 10", () => {
    // "Calculation of Weighted Scores", aggregate scoring: 0.6 x 420 + 0.4 x -50 = 252 - 20 = 232,
    // rounded to 230; against -140 in the other room (Kings NS +140): 230 - 140 = 90 to Aces.
    // 50% 420, 50% 430 is 425, a half: rounded away from zero, 430; 430 - 110 = 320 to Aces.
    // 50% -420, 50% -430 is -425, rounded away from zero, -430; -430 - 110 = -540 to Kings.
    const cells = roomsSheet([
      {
        round: 1,
        home: "Aces",
        away: "Kings",
        boards: [
          ["60% 420, 40% -50", 140],
          ["50% 420, 50% 430", 110],
          ["50% -420, 50% -430", 110],
        ],
      },
    ]);
    const m = scoreTeamsEvent(readTeamsEvent(cells), { method: "aggregate" }).matches[0];
    expect(m.boards.map((b) => [b.home, b.away, b.note])).toEqual([
      [90, 0, "weighted"],
      [320, 0, "weighted"],
      [0, 540, "weighted"],
    ]);
  });

  it("gives an award its IMPs in place of the comparison: A+ to Aces NS is +3, Kings -3", () => {
    const cells = roomsSheet([{ round: 1, home: "Aces", away: "Kings", boards: [["A+", 620]] }]);
    const m = scoreTeamsEvent(readTeamsEvent(cells)).matches[0];
    expect(m.boards[0]).toMatchObject({ home: 3, away: 0, note: "award" });
  });

  it("refuses an award under aggregate scoring, naming its cell", () => {
    const cells = roomsSheet([{ round: 1, home: "Aces", away: "Kings", boards: [["A=", 620]] }]);
    expect(() => scoreTeamsEvent(readTeamsEvent(cells), { method: "aggregate" })).toThrow(
      /F2: "A=" is an artificial score, which has no value in aggregate/,
    );
  });

  it("refuses rooms that disagree on vulnerability, naming the Vul cell", () => {
    // Board 1 is nobody vulnerable: the Closed room's "NS" cannot be right for the same board.
    const cells = [
      ["Board", "Room", "Vul", "NS", "EW", "Score"],
      [1, "Open", "None", "Aces", "Kings", 420],
      [1, "Closed", "NS", "Kings", "Aces", -50],
    ];
    const e = readTeamsEvent(cells);
    expect(e.problems).toHaveLength(1);
    expect(e.problems[0]).toMatchObject({ row: 2, column: 2 });
    expect(e.problems[0].message).toMatch(/This room says "NS", but board 1 is nobody vulnerable/);
  });
});
