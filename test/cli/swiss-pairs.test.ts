// npm run score -- R1 R2 ... --draw --swiss-pairs: a Swiss pairs event given as its rounds'
// travellers, each scored across the field, the standings over the rounds and the next round's draw.
import * as fs from "node:fs";
import * as path from "node:path";
import { runCli as run } from "../support/cli";

const DIR = path.join(__dirname, "..", "fixtures", "swiss-pairs");
const ROUNDS = [1, 2, 3, 4].map((r) => path.join(DIR, `round${r}.csv`));

// Six pairs, four rounds of three boards, every table playing the round's boards (the travellers
// in test/fixtures/swiss-pairs/). The percentages of the example in test/scoring/teams/percent-vp
// cannot be had from three tables of boards (a pair's matchpoints are out of 4 a board, so its
// percentage of 3 boards is a multiple of 100/12), so this event is worked afresh.
//
// A board's North-South matchpoints, top 4: the best of the three NS scores 4, the next 2, the
// last 0; two level share (4 + 2 = 3 each, or 2 + 0 = 1 each). EW scores 4 less its NS's.
// Round 1 (1 v 4, 2 v 5, 3 v 6): board 1 NS 170 / 140 / 110: 4, 2, 0; board 2 the same; board 3
//   -110 / -110 / 140: 1, 1, 4. NS 1: 9 of 12 (75%), NS 2: 5 (41.67%), NS 3: 4 (33.33%); EW 4: 3
//   (25%), EW 5: 7 (58.33%), EW 6: 8 (66.67%). VPs on the Oxford booklet's scale: 75 -> 20,
//   58.33 -> 16, 66.67 -> 19; 41.67 mirrors 58.33: 20 - 16 = 4; 33.33 mirrors 66.67: 1; 25: 0.
//   After round 1: P1 20, P6 19, P5 16, P2 4, P3 1, P4 0.
// Round 2 drawn: P1 (met P4) v P6; P5 (met P2) v P3; P2 v P4. Travellers: board 4 170/140/110
//   (4, 2, 0), board 5 -110/-110/140 (1, 1, 4), board 6 110/170/140 (0, 4, 2). NS 1 5 (41.67%:
//   4), EW 6 7 (58.33%: 16); NS 5 7 (16), EW 3 5 (4); NS 2 6 (50%: 10), EW 4 6 (10).
//   After round 2: P6 35, P5 32, P1 24, P2 14, P4 10, P3 5.
// Round 3 drawn: P6 (met P3, P1) v P5; P1 (met P4, P6) v P2; P4 (met P1, P2) v P3. Board 7
//   110/170/140 (0, 4, 2), board 8 140/140/-110 (3, 3, 0), board 9 110/140/170 (0, 2, 4). NS 6 3
//   (25%: 0), EW 5 9 (75%: 20); NS 1 9 (20), EW 2 3 (0); NS 4 6 (10), EW 3 6 (10).
//   After round 3: P5 52, P1 44, P6 35, P4 20, P3 15, P2 14.
// Round 4 drawn: P5 (met P2, P3, P6) v P1; P6 (met P3, P1, P5) v P4; P3 v P2 (never met). Board 10
//   170/110/140 (4, 0, 2), board 11 140/-110/140 (3, 0, 3), board 12 110/170/140 (0, 4, 2). NS 5 7
//   (58.33%: 16), EW 1 5 (41.67%: 4); NS 6 4 (33.33%: 1), EW 4 8 (66.67%: 19); NS 3 7 (16), EW 2 5 (4).
//   After round 4: P5 68, P1 48, P4 39, P6 36, P3 31, P2 18.
// Round 5: each pair has one opponent left that it has not met (P1 P3, P2 P6, P4 P5), so the only
//   draw without a rematch is P5 v P4, P1 v P3, P6 v P2, and the rule finds it: P5's highest not
//   met is P4, then P1's is P3, leaving P6 v P2.

interface Match {
  table: string;
  home: string;
  away: string;
  percent?: { home: number; away: number };
  imps?: { home: number; away: number };
  vp: { home: number; away: number };
  rematchOf?: string;
}
interface Doc {
  event: string;
  scoring: string;
  rounds: { round: string; matches: Match[] }[];
  round: string;
  standings: { team: string; rank: string; played: number; vp: number }[];
  draw: { table: number | null; home: string; away: string | null }[];
}

const json = async (extra: string[] = [], files = ROUNDS): Promise<Doc> => {
  const r = await run([...files, "--draw", "--swiss-pairs", "--json", ...extra]);
  expect(r.err).toBe("");
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as Doc;
};

describe("a Swiss pairs event from its rounds' travellers", () => {
  test("each round's matches: a table each, each pair's percentage and VPs", async () => {
    const doc = await json();
    expect(doc.event).toBe("swiss pairs");
    expect(doc.scoring).toBe("matchpoints");
    const round = (n: number) =>
      doc.rounds[n - 1].matches.map((m) => [
        m.table,
        m.home,
        m.away,
        m.percent!.home,
        m.percent!.away,
        m.vp.home,
        m.vp.away,
      ]);
    expect(round(1).map((m) => m.slice(0, 3))).toEqual([
      ["1", "1", "4"],
      ["2", "2", "5"],
      ["3", "3", "6"],
    ]);
    // Percentages to two decimals, as the VP scale reads them.
    const two = (x: number) => Math.round(x * 100) / 100;
    expect(round(1).map(([, , , h, a, vh, va]) => [two(h as number), two(a as number), vh, va])).toEqual([
      [75, 25, 20, 0],
      [41.67, 58.33, 4, 16],
      [33.33, 66.67, 1, 19],
    ]);
    expect(round(4).map(([, h, a, , , vh, va]) => [h, a, vh, va])).toEqual([
      ["5", "1", 16, 4],
      ["6", "4", 1, 19],
      ["3", "2", 16, 4],
    ]);
  });

  test("the standings after four rounds, worked by hand above", async () => {
    const doc = await json();
    expect(doc.round).toBe("5");
    expect(doc.standings.map((s) => [s.rank, s.team, s.played, s.vp])).toEqual([
      ["1", "5", 4, 68],
      ["2", "1", 4, 48],
      ["3", "4", 4, 39],
      ["4", "6", 4, 36],
      ["5", "3", 4, 31],
      ["6", "2", 4, 18],
    ]);
  });

  test("each round drawn from the ones before is the round the travellers hold", async () => {
    // The travellers were made from the draw worked above; the command draws the same rounds.
    for (const n of [1, 2, 3]) {
      const doc = await json([], ROUNDS.slice(0, n));
      const next = (await json([], ROUNDS.slice(0, n + 1))).rounds[n].matches;
      expect(doc.draw.map((t) => `${t.home}-${t.away}`)).toEqual(next.map((m) => `${m.home}-${m.away}`));
    }
  });

  test("round 5 has no rematch: the one draw that avoids them all", async () => {
    const doc = await json();
    expect(doc.draw).toEqual([
      { table: 1, home: "5", away: "4" },
      { table: 2, home: "1", away: "3" },
      { table: 3, home: "6", away: "2" },
    ]);
    // The property, from the rounds themselves: no table of the draw is a meeting already played.
    const met = new Set(
      doc.rounds.flatMap((r) => r.matches.flatMap((m) => [`${m.home}-${m.away}`, `${m.away}-${m.home}`])),
    );
    expect(doc.draw.filter((t) => met.has(`${t.home}-${t.away}`))).toEqual([]);
  });

  test("printed: the rounds, the standings and the draw", async () => {
    const r = await run([...ROUNDS, "--draw", "--swiss-pairs"]);
    expect(r.err).toBe("");
    expect(r.out).toContain("Round 1, matchpoints across the field:");
    expect(r.out).toMatch(/1\s+1\s+4\s+75\.00\s+25\.00\s+20\s+0\n/);
    expect(r.out).toContain("Standings after round 4:");
    expect(r.out).toMatch(/1\s+5\s+4\s+68\n/);
    expect(r.out).toMatch(/Draw for round 5:\n\s+Table\s+Home\s+Away\n\s+1\s+5\s+4\n/);
  });

  test("a pair withdrawn: the bye to the lowest placed, the rest drawn without a rematch", async () => {
    // Without P6: P5 68, P1 48, P4 39, P3 31, P2 18; five pairs, so the lowest, P2, has the bye.
    // P5's highest not met is P4 (it has met P1, P2, P3, P6); P1 v P3.
    const doc = await json(["--withdrawn", "6"]);
    expect(doc.draw).toEqual([
      { table: 1, home: "5", away: "4" },
      { table: 2, home: "1", away: "3" },
      { table: null, home: "2", away: null },
    ]);
  });

  test("by cross-IMPs across the field (--across-field), turned into VPs on the WBF scale", async () => {
    // Round 1, each NS score against the other two, the IMPs averaged over the two comparisons.
    // NS 1: board 1 170 v 140 (+30: 1), v 110 (+60: 2): 1.5; board 2 the same 1.5; board 3 -110 v
    // -110 (0), v 140 (-250: -6): -3. Total 0. NS 2: 140 v 170 (-1), v 110 (+1): 0; 0; -3: -3.
    // NS 3: -1.5, -1.5, +6 (140 v -110 twice, 250: 6): 3. EW are the negatives: 0, +3, -3.
    // WBF VPs over 3 boards: X = 15 sqrt 3 = 25.98; 3 IMPs: 10 + 10 (1 - tau^(9/25.98)) / (1 - tau^3)
    // = 10 + 10 x 0.153545 / 0.763932 = 12.01; -3 is 20 - 12.01 = 7.99; 0 is 10.
    const doc = await json(["--across-field"], ROUNDS.slice(0, 1));
    expect(doc.scoring).toBe("cross-imps");
    expect(doc.rounds[0].matches.map((m) => [m.imps!.home, m.imps!.away, m.vp.home, m.vp.away])).toEqual([
      [0, 0, 10, 10],
      [-3, 3, 7.99, 12.01],
      [3, -3, 12.01, 7.99],
    ]);
  });
});

test("a rematch the director drew is scored, and said", async () => {
  // Round 1's traveller given again as round 2: every table a meeting of round 1. The tables stand
  // (a rematch may be the only draw), each marked with the round the pairs met in.
  const again = { "again.csv": fs.readFileSync(ROUNDS[0], "utf8") };
  const r = await run([ROUNDS[0], "again.csv", "--draw", "--swiss-pairs"], again);
  expect(r.code).toBe(0);
  expect(r.out).toMatch(/Round 2, [^]*1\s+1\s+4\s+75\.00\s+25\.00\s+20\s+0 {2}\(they met in round 1\)\n/);
  const doc = JSON.parse(
    (await run([ROUNDS[0], "again.csv", "--draw", "--swiss-pairs", "--json"], again)).out,
  ) as Doc;
  expect(doc.rounds.map((round) => round.matches.map((m) => m.rematchOf ?? null))).toEqual([
    [null, null, null],
    ["1", "1", "1"],
  ]);
});

test("an odd field: the pair missing from a round had its bye", async () => {
  // Five pairs on two tables. Round 1: 1 v 4, 2 v 3, pair 5 sits out; round 2: 1 v 5, 4 v 2, pair 3
  // out. Each board's two NS scores: the higher scores 2 of a top of 2, the lower 0; NS 1 tops
  // one board of each round and NS 2 (NS 4) the other, so every pair has 2 of 4, 50%: 10 VPs.
  // With a bye's 12 VPs: 3 and 5 have 10 + 12 = 22; 1, 4 and 2 have 20. Pairs level on everything keep
  // the order in which the travellers first name them: 1, 4, 2, 3, then 5.
  // Round 3: the bye to the lowest placed without one: 2 (1, 4 and 2 are level, in the order first
  // met). 3's highest not met is 5, but then 1 v 4 would be a rematch: 3 takes 1, and 5 meets 4.
  const files = {
    "odd1.csv": "Board,Table,NS,EW,Score\n1,1,1,4,170\n1,2,2,3,140\n2,1,1,4,110\n2,2,2,3,140\n",
    "odd2.csv": "Board,Table,NS,EW,Score\n3,1,1,5,170\n3,2,4,2,140\n4,1,1,5,110\n4,2,4,2,140\n",
  };
  const r = await run(["odd1.csv", "odd2.csv", "--swiss-pairs", "--json"], files);
  expect(r.err).toBe("");
  const doc = JSON.parse(r.out) as Doc;
  expect(doc.standings.map((s) => [s.team, s.vp])).toEqual([
    ["3", 22],
    ["5", 22],
    ["1", 20],
    ["4", 20],
    ["2", 20],
  ]);
  expect(doc.draw).toEqual([
    { table: 1, home: "3", away: "1" },
    { table: 2, home: "5", away: "4" },
    { table: null, home: "2", away: null },
  ]);
});

test("a file named twice is refused", async () => {
  const r = await run([ROUNDS[0], ROUNDS[0], "--draw", "--swiss-pairs"]);
  expect(r.code).toBe(2);
  expect(r.err).toContain(`${ROUNDS[0]} is named twice: give each round's traveller once, round 1 first.`);
});

describe("a round's traveller that cannot be a Swiss pairs round", () => {
  const HEAD = "Board,Table,NS,EW,Score\n1,1,1,4,170\n1,2,2,5,140\n1,3,3,6,110\n";

  test("two pairs that meet twice, named by file and line", async () => {
    // Board 2 has pairs 1 and 4 at table 3, where board 1 had them at table 1.
    const twice = `${HEAD}2,2,2,5,140\n2,3,1,4,110\n`;
    const r = await run([ROUNDS[0], "twice.csv", "--draw", "--swiss-pairs"], { "twice.csv": twice });
    expect(r.code).toBe(1);
    expect(r.err).toContain("twice.csv cannot be drawn from");
    expect(r.err).toContain(
      'twice.csv: line 6, column 2 (Table): pair "1" is at table 3 here and at table 1 on line 2: pairs "1" and "4" meet twice',
    );
  });

  test("a pair at two tables, each named by file and line", async () => {
    const moved = `${HEAD}2,1,1,4,170\n2,2,3,5,140\n2,3,2,6,110\n`;
    const r = await run([ROUNDS[0], "moved.csv", "--draw", "--swiss-pairs"], { "moved.csv": moved });
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'moved.csv: line 6, column 2 (Table): pair "3" is at table 2 here and at table 3 on line 4',
    );
    expect(r.err).toContain(
      'moved.csv: line 7, column 2 (Table): pair "2" is at table 3 here and at table 2 on line 3',
    );
    expect(r.out).toBe("");
  });

  test("a pair that changes direction between boards", async () => {
    const turned = `${HEAD}2,1,4,1,-170\n`;
    const r = await run(["turned.csv", "--draw", "--swiss-pairs"], { "turned.csv": turned });
    expect(r.code).toBe(1);
    expect(r.err).toContain('turned.csv: line 5, column 2 (Table): pair "4" sits NS here and EW on line 2');
  });

  test("a traveller without a Table column", async () => {
    const r = await run(["plain.csv", "--draw", "--swiss-pairs"], {
      "plain.csv": "Board,NS,EW,Score\n1,1,4,170\n1,2,5,140\n",
    });
    expect(r.code).toBe(1);
    expect(r.err).toContain("plain.csv: line 2, column 2 (NS): the traveller has no Table column");
  });

  test("a table whose pairs change between boards", async () => {
    const changed = `${HEAD}2,1,1,5,170\n`;
    const r = await run(["changed.csv", "--draw", "--swiss-pairs"], { "changed.csv": changed });
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'changed.csv: line 5, column 2 (Table): pair "1" meets "5" here and "4" on line 2',
    );
  });
});
