import {
  isMatchResults,
  nextSwissRound,
  readMatchResults,
  swissRoundsOf,
  wbfVp,
  ScoringError,
  type ScoredMatch,
} from "../../../src/scoring";

// Five teams, two rounds, in VPs. Round 1: A 15-5 B, C 12-8 D, E the bye (a "Bye" row).
// Round 2: A 10-10 C, B 14-6 E; D has no row, so D had the bye.
const FIVE = [
  ["Round", "Home", "Away", "Home VPs", "Away VPs"],
  [1, "A", "B", 15, 5],
  ["", "C", "D", 12, 8],
  ["", "E", "Bye", "", ""],
  [2, "A", "C", 10, 10],
  ["", "B", "E", 14, 6],
];

describe("a table of match results", () => {
  it("reads matches, a bye row and a team missing from a round", () => {
    expect(isMatchResults(FIVE)).toBe(true);
    const t = readMatchResults(FIVE);
    expect(t.problems).toEqual([]);
    expect(t.unit).toBe("vps");
    expect(t.teams).toEqual(["A", "B", "C", "D", "E"]);
    expect(t.rounds).toEqual(["1", "2"]);
    expect(t.matches.map((m) => [m.round, m.home, m.away, m.vp!.home, m.vp!.away])).toEqual([
      ["1", "A", "B", 15, 5],
      ["1", "C", "D", 12, 8],
      ["2", "A", "C", 10, 10],
      ["2", "B", "E", 14, 6],
    ]);
    expect(t.byes.map((b) => [b.round, b.team, b.vp])).toEqual([
      ["1", "E", null],
      ["2", "D", null],
    ]);
  });

  it("the standings with byes at 12 VPs, and the next round", () => {
    // A 15+10 = 25; C 12+10 = 22; D 8+12 (bye) = 20; B 5+14 = 19; E 12 (bye)+6 = 18.
    const next = nextSwissRound(readMatchResults(FIVE), "vp");
    expect(next.standings.map((s) => [s.team, s.vp])).toEqual([
      ["A", 25],
      ["C", 22],
      ["D", 20],
      ["B", 19],
      ["E", 18],
    ]);
    expect(next.round).toBe("3");
    expect(next.after).toBe("2");
    // E and D have had byes: B, the lowest-placed without one, has it. A has met B and C, so A v D;
    // then C v E (they have not met).
    expect(next.draw.bye).toBe("B");
    expect(next.draw.tables.map((t) => [t.table, t.home, t.away])).toEqual([
      [1, "A", "D"],
      [2, "C", "E"],
    ]);
  });

  it("a bye worth 10 VPs moves D below B", () => {
    // D 8+10 = 18, E 10+6 = 16: A 25, C 22, B 19, D 18, E 16.
    const next = nextSwissRound(readMatchResults(FIVE), "vp", { byeVp: 10 });
    expect(next.standings.map((s) => s.team)).toEqual(["A", "C", "B", "D", "E"]);
    expect(() => nextSwissRound(readMatchResults(FIVE), "vp", { byeVp: -1 })).toThrow(ScoringError);
  });

  it("in arrears: round 3 drawn from the standings after round 1, every meeting so far avoided", () => {
    // After round 1: A 15, C 12, E 12 (bye), D 8, B 5. C and E are level and have not met, and
    // neither has IMPs: they share 2nd, C first as first met. Bye: B (E and D have had one).
    // A's highest not met is E, but then C v D is a rematch: back to A, who takes D; C v E.
    const next = nextSwissRound(readMatchResults(FIVE), "vp", { arrears: true });
    expect(next.after).toBe("1");
    expect(next.standings.map((s) => [s.team, s.rank, s.vp])).toEqual([
      ["A", "1", 15],
      ["C", "=2", 12],
      ["E", "=2", 12],
      ["D", "4", 8],
      ["B", "5", 5],
    ]);
    expect(next.draw.bye).toBe("B");
    expect(next.draw.tables.map((t) => `${t.home}-${t.away}`)).toEqual(["A-D", "C-E"]);
  });

  it("IMPs turned into VPs on the WBF scale for the match's boards; a drawn match not yet played", () => {
    // 24-10 IMPs in 16 boards: a margin of 14, 13.75 to 6.25 on the WBF scale.
    const t = readMatchResults(
      [
        ["Round", "Home", "Away", "Boards", "Home IMPs", "Away IMPs"],
        [1, "Aces", "Kings", 16, 24, 10],
        [1, "Queens", "Jacks", 16, 30, 30],
        [2, "Aces", "Queens", "", "", ""],
        [2, "Kings", "Jacks", "", "", ""],
      ],
      { vp: wbfVp },
    );
    expect(t.problems).toEqual([]);
    expect(t.unit).toBe("imps");
    expect(t.matches[0].vp).toEqual({ home: 13.75, away: 6.25 });
    expect(t.matches[1].vp).toEqual({ home: 10, away: 10 });
    expect(t.drawn).toEqual([
      { round: "2", home: "Aces", away: "Queens" },
      { round: "2", home: "Kings", away: "Jacks" },
    ]);
    // Standings after round 1: Aces 13.75, Queens 10 and Jacks 10 (level: they met and drew, and
    // each won 30 and lost 30), Kings 6.25. Round 3 avoids rounds 1 and 2: Aces have met Kings and
    // Queens, so Aces v Jacks, Queens v Kings.
    const next = nextSwissRound(t, "vp", { arrears: true });
    expect(next.standings.map((s) => [s.team, s.rank])).toEqual([
      ["Aces", "1"],
      ["Queens", "=2"],
      ["Jacks", "=2"],
      ["Kings", "4"],
    ]);
    expect(next.draw.tables.map((x) => `${x.home}-${x.away}`)).toEqual(["Aces-Jacks", "Queens-Kings"]);
  });

  it("a bye written either way round, with the VPs the table gives it", () => {
    const t = readMatchResults([
      ["Round", "Home", "Away", "Home VPs", "Away VPs"],
      [1, "A", "B", 11, 9],
      [1, "BYE", "C", "", 10],
      [2, "A", "C", 12, 8],
      [2, "B", "bye", 14, ""],
    ]);
    expect(t.problems).toEqual([]);
    expect(t.byes.map((b) => [b.round, b.team, b.vp])).toEqual([
      ["1", "C", 10],
      ["2", "B", 14],
    ]);
    // A 11 + 12 = 23; B 9 + 14 (bye) = 23; C 10 (bye) + 8 = 18. A and B level: A won their match.
    const next = nextSwissRound(t, "vp");
    expect(next.standings.map((s) => [s.team, s.vp, s.rank])).toEqual([
      ["A", 23, "1"],
      ["B", 23, "2"],
      ["C", 18, "3"],
    ]);
    // B and C have had byes: A, the only team without one, has the bye; B v C.
    expect(next.draw.bye).toBe("A");
    expect(next.draw.tables.map((x) => `${x.home}-${x.away}`)).toEqual(["B-C"]);
  });

  it("names each problem's cell", () => {
    const t = readMatchResults(
      [
        ["Round", "Home", "Away", "Home IMPs", "Away IMPs"],
        [1, "A", "B", "x", 3],
        [1, "A", "C", 4, 3],
        [1, "D", "E", -2, 3],
        [1, "F", "G", 10, 3],
      ],
      { vp: wbfVp },
    );
    expect(t.problems.map((p) => [p.row, p.column])).toEqual([
      [1, 3],
      [2, 1],
      [3, 3],
      [4, 3],
    ]);
    expect(t.problems[0].message).toMatch(/"x" is not a number/);
    expect(t.problems[1].message).toMatch(/A appears twice in round 1/);
    expect(t.problems[3].message).toMatch(/number of boards/);
    expect(() => readMatchResults([["Board", "NS", "EW"]])).toThrow(/No header row found/);
  });
});

describe("a scoresheet's rounds as a Swiss event", () => {
  it("a team with no match in a round had that round's bye", () => {
    const m = (round: string, home: string, away: string, h: number): ScoredMatch => ({
      round,
      home,
      away,
      boards: [],
      boardCount: 8,
      total: { home: 0, away: 0 },
      margin: 0,
      vp: { home: h, away: 20 - h },
    });
    const rounds = swissRoundsOf(["A", "B", "C"], ["1", "2"], [m("1", "A", "B", 16), m("2", "A", "C", 9)]);
    expect(rounds.byes).toEqual([
      { round: "1", team: "C", vp: null },
      { round: "2", team: "B", vp: null },
    ]);
    // A 16+9 = 25, C 12+11 = 23, B 4+12 = 16. Every team has had one bye but A: the lowest-placed
    // of those with the fewest (none) is A itself; B v C, who have not met.
    const next = nextSwissRound(rounds, "vp");
    expect(next.standings.map((s) => [s.team, s.vp])).toEqual([
      ["A", 25],
      ["C", 23],
      ["B", 16],
    ]);
    expect(next.draw.bye).toBe("A");
    expect(next.draw.tables.map((t) => `${t.home}-${t.away}`)).toEqual(["C-B"]);
  });
});
