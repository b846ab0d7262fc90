// Of the command line as a whole: main() run in-process, every command routed as a user types it.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import ExcelJS from "exceljs";
import { runCli as run } from "../support/cli";

// A Swiss event of five teams as a teams scoresheet of one board a match.
// Round 1: A v B, A +420 at home and +50 away: net 470, 10 IMPs; C v D, +140 and -50: net 90, 3 IMPs.
// E has no match: the bye. Round 2: A v C and B v E flat (net 0, 10-10 each); D has the bye.
// WBF VPs for one board (X = 15): 10 IMPs is 10 + 10 (1 - tau^2) / (1 - tau^3) = 18.09, 3 IMPs is
// 10 + 10 (1 - tau^0.6) / (1 - tau^3) = 13.28 (tau = 0.618034).
const SCORESHEET = `Round,Board,Home,Away,Home NS score,Away NS score
1,1,A,B,420,-50
1,1,C,D,140,50
2,1,A,C,110,110
2,1,B,E,-100,-100
`;

// The same event as a table of match results, in VPs; E's bye written as a row.
const RESULTS = `Round,Home,Away,Home VPs,Away VPs
1,A,B,18.09,1.91
1,C,D,13.28,6.72
1,E,Bye,,
2,A,C,10,10
2,B,E,10,10
`;

describe("npm run score -- FILE --draw", () => {
  test("a scoresheet: the standings with byes at 12 VPs, and round 3", async () => {
    const r = await run(["swiss.csv", "--draw", "--json"], { "swiss.csv": SCORESHEET });
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out);
    // A 18.09 + 10 = 28.09; C 13.28 + 10 = 23.28; E 12 (bye) + 10 = 22; D 6.72 + 12 (bye) = 18.72;
    // B 1.91 + 10 = 11.91.
    expect(doc.standings.map((s: { team: string; vp: number }) => [s.team, s.vp])).toEqual([
      ["A", 28.09],
      ["C", 23.28],
      ["E", 22],
      ["D", 18.72],
      ["B", 11.91],
    ]);
    // E and D have had byes, so B has it. A has met B and C: E is A's highest not met, but then
    // C v D would be a rematch; back to A, who takes D, and C v E.
    expect(doc.round).toBe("3");
    expect(doc.draw).toEqual([
      { table: 1, home: "A", away: "D" },
      { table: 2, home: "C", away: "E" },
      { table: null, home: "B", away: null },
    ]);
    // The event's matches are there as without --draw.
    expect(doc.matches).toHaveLength(4);
  });

  test("a table of match results gives the same draw, printed", async () => {
    const r = await run(["swiss.csv", "--draw"], { "swiss.csv": RESULTS });
    expect(r.err).toBe("");
    expect(r.out).toContain("Standings after round 2:");
    expect(r.out).toMatch(/1\s+A\s+2\s+28\.09/);
    expect(r.out).toContain("Draw for round 3:");
    expect(r.out).toMatch(/1\s+A\s+D\n\s+2\s+C\s+E\n\s+Bye: B \(12 VPs\)/);
  });

  test("--arrears: round 3 from the standings after round 1; --bye-vp sets the bye", async () => {
    const r = await run(["swiss.csv", "--draw", "--arrears", "--bye-vp", "10", "--json"], {
      "swiss.csv": RESULTS,
    });
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out);
    // After round 1: A 18.09, C 13.28, E 10 (bye), D 6.72, B 1.91.
    expect(doc.standings.map((s: { team: string; vp: number }) => [s.team, s.vp])).toEqual([
      ["A", 18.09],
      ["C", 13.28],
      ["E", 10],
      ["D", 6.72],
      ["B", 1.91],
    ]);
    expect(doc.draw.map((t: { home: string; away: string | null }) => `${t.home}-${t.away}`)).toEqual([
      "A-D",
      "C-E",
      "B-null",
    ]);
  });

  test("a list of teams: the first round seeded, or at random from a seed", async () => {
    const list = { "teams.csv": "Team\nA\nB\nC\nD\nE\n" };
    const seeded = await run(["teams.csv", "--draw"], list);
    expect(seeded.out).toContain("The first round, seeded in the list's order.");
    // Top half A, B against C, D; E (last) has the bye.
    expect(seeded.out).toMatch(/1\s+A\s+C\n\s+2\s+B\s+D\n\s+Bye: E/);
    const a = await run(["teams.csv", "--draw", "--seed", "42", "--json"], list);
    const b = await run(["teams.csv", "--draw", "--seed=42", "--json"], list);
    expect(a.out).toBe(b.out);
    expect(JSON.parse(a.out).seed).toBe(42);
  });

  test("--withdrawn and --late: a team left out of the draw, a late entry at the field's average", async () => {
    // After round 2: A 18.09 + 10 = 28.09, C 13.28 + 10 = 23.28, E 12 (bye) + 10 = 22, D 6.72 + 12
    // (bye) = 18.72, B 1.91 + 10 = 11.91. F joins in round 3 at the field's average, 40 VPs over 4
    // teams = 10 a round: 20. B is withdrawn. The five left: A, C, E, F, D; F is the lowest-placed
    // without a bye (D and E have had theirs), so F has it. A's highest not met is E, but C v D
    // would then be a rematch: A meets D, C meets E.
    const r = await run(["swiss.csv", "--draw", "--withdrawn", "B", "--late", "F:3"], {
      "swiss.csv": RESULTS,
    });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/4\s+F\s+0\s+20\n/);
    expect(r.out).toContain("Withdrawn, not drawn: B (their results stand).");
    expect(r.out).toContain("F joined in round 3: 20 VPs for the rounds it missed.");
    expect(r.out).toMatch(/1\s+A\s+D\n\s+2\s+C\s+E\n\s+Bye: F/);
    // At a bye's VPs F has 24 and is second; in JSON the late entry and the teams withdrawn.
    const j = await run(
      ["swiss.csv", "--draw", "--withdrawn", "B", "--late", "F:3", "--late-score", "bye", "--json"],
      {
        "swiss.csv": RESULTS,
      },
    );
    const doc = JSON.parse(j.out);
    expect(doc.withdrawn).toEqual(["B"]);
    expect(doc.late).toEqual([{ team: "F", joins: 3, missedVps: 24 }]);
    expect(doc.standings[1]).toMatchObject({ team: "F", vp: 24 });
    const bad = await run(["swiss.csv", "--draw", "--late", "F"], { "swiss.csv": RESULTS });
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("--late");
    const unknown = await run(["swiss.csv", "--draw", "--withdrawn", "Z"], { "swiss.csv": RESULTS });
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('"Z" is withdrawn but is no team of the event');
  });

  test("a list's columns: seeded by Seed, a team withdrawn, a late entry; --team-list for a later round", async () => {
    const list =
      "Team,Seed,Withdrawn after round,Joins in round\nA,2,,\nB,1,,\nC,3,0,\nD,4,,\nE,5,,\nF,6,,3\n";
    // Round 1: C withdrew before it (after round 0), F joins in round 3: B, A, D, E seeded in that
    // order: B v D, A v E.
    const first = await run(["teams.csv", "--draw"], { "teams.csv": list });
    expect(first.out).toContain("The first round, seeded by the Seed column.");
    expect(first.out).toContain("Withdrawn, not drawn: C");
    expect(first.out).toMatch(/1\s+B\s+D\n\s+2\s+A\s+E\n/);
    // Round 3 of the results table with the list of teams beside it: as --withdrawn B --late F:3
    // above, but the list withdraws C (after round 0, though C played round 1: refused, named).
    const r = await run(["swiss.csv", "--draw", "--team-list", "teams.csv"], {
      "swiss.csv": RESULTS,
      "teams.csv": list,
    });
    expect(r.code).toBe(1);
    expect(r.err).toContain('"C" is withdrawn after round 0, but it played in round 2.');
    const ok = await run(["swiss.csv", "--draw", "--team-list", "teams.csv", "--withdrawn", "C:2"], {
      "swiss.csv": RESULTS,
      "teams.csv": list,
    });
    expect(ok.out).toContain("Withdrawn, not drawn: C");
    expect(ok.out).toContain("F joined in round 3: 20 VPs for the rounds it missed.");
  });

  test("--opening seeded: round 2 turned on by one from round 1's fold; random needs a seed", async () => {
    // Round 1 (the fold of A B C D over E F G H); round 2 seeded: 1 v 6, 2 v 7, 3 v 8, 4 v 5.
    const r1 = "Round,Home,Away,Home VPs,Away VPs\n1,A,E,15,5\n1,B,F,12,8\n1,C,G,2,18\n1,D,H,10,10\n";
    const r = await run(["r1.csv", "--draw", "--opening", "seeded"], { "r1.csv": r1 });
    expect(r.out).toContain("Round 2 is an opening round");
    expect(r.out).toMatch(/1\s+A\s+F\n\s+2\s+B\s+G\n\s+3\s+C\s+H\n\s+4\s+D\s+E\n/);
    const j = await run(["r1.csv", "--draw", "--opening", "random", "--seed", "5", "--json"], {
      "r1.csv": r1,
    });
    expect(JSON.parse(j.out).opening).toEqual({ kind: "random", seed: 5 });
    const bad = await run(["r1.csv", "--draw", "--opening", "random"], { "r1.csv": r1 });
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("--opening random needs --seed N");
  });

  test("tables: a home table kept, board sets shared, a card line a match", async () => {
    // Seeded round 1 of A B C D: A v C at table 1, B v D at table 2; D keeps table 1, so B v D is
    // played there with D at home, and A v C takes table 2. One board set: both tables share it.
    const list = { "teams.csv": "Team,Home table\nA,\nB,\nC,\nD,1\n" };
    const r = await run(["teams.csv", "--draw", "--board-sets", "1"], list);
    expect(r.out).toContain("Table 1: D (NS at table 1, its home table) v B, board set 1");
    expect(r.out).toContain("Table 2: A (NS at table 2) v C, board set 1");
    expect(r.out).toContain("Board set 1 is shared by tables 1, 2, in relay.");
    const j = JSON.parse((await run(["teams.csv", "--draw", "--json"], list)).out);
    expect(j.draw[0]).toEqual({ table: 1, home: "D", away: "B", stationary: true });
  });

  test("Swiss pairs: percentages across the field as VPs each; --across-field for IMPs", async () => {
    // Round 1: P1 58% (16 VPs) v P4 40% (3), P2 52.5% (12) v P5 47.5% (8), P3 61% (17) v P6 41% (4).
    // Round 2 from P3 17, P1 16, P2 12, P5 8, P6 4, P4 3: P3 v P1, P2 v P6 (P2 met P5), P5 v P4.
    const pairs = "Round,Home,Away,Home %,Away %\n1,P1,P4,58,40\n1,P2,P5,52.5,47.5\n1,P3,P6,61,41\n";
    const text = await run(["pairs.csv", "--draw"], { "pairs.csv": pairs });
    expect(text.out).toMatch(/Rank\s+Pair\s+Played/);
    const r = await run(["pairs.csv", "--draw", "--json"], { "pairs.csv": pairs });
    const doc = JSON.parse(r.out);
    expect(doc.event).toBe("swiss pairs");
    expect(doc.standings.map((s: { team: string; vp: number }) => [s.team, s.vp])).toEqual([
      ["P3", 17],
      ["P1", 16],
      ["P2", 12],
      ["P5", 8],
      ["P6", 4],
      ["P4", 3],
    ]);
    expect(doc.draw.map((t: { home: string; away: string }) => `${t.home}-${t.away}`)).toEqual([
      "P3-P1",
      "P2-P6",
      "P5-P4",
    ]);
    // 4 boards, WBF: +10 IMPs against the field is 15 VPs, -5 is 7.20 (X = 30; 20 - 12.80).
    const imps = "Round,Home,Away,Home IMPs,Away IMPs,Boards\n1,P1,P2,10,-5,4\n1,P3,P4,0,0,4\n";
    const a = JSON.parse(
      (await run(["imps.csv", "--draw", "--across-field", "--json"], { "imps.csv": imps })).out,
    );
    expect(a.standings.slice(0, 2)).toMatchObject([
      { team: "P1", vp: 15 },
      { team: "P3", vp: 10 },
    ]);
    expect(a.standings.find((s: { team: string }) => s.team === "P2").vp).toBe(7.2);
  });

  test("problems are named by line; a wrong flag is a usage error", async () => {
    const r = await run(["swiss.csv", "--draw"], {
      "swiss.csv": "Round,Home,Away,Home IMPs,Away IMPs\n1,A,B,12,x\n",
    });
    expect(r.code).toBe(1);
    expect(r.err).toContain('swiss.csv: line 2, column 5: "x" is not a number.');
    const noBoards = await run(["swiss.csv", "--draw"], {
      "swiss.csv": "Round,Home,Away,Home IMPs,Away IMPs\n1,A,B,12,2\n",
    });
    expect(noBoards.err).toMatch(/number of boards/);
    // --boards 16: 10 IMPs in 16 boards.
    const ok = await run(["swiss.csv", "--draw", "--boards", "16", "--json"], {
      "swiss.csv": "Round,Home,Away,Home IMPs,Away IMPs\n1,A,B,12,2\n",
    });
    expect(ok.code).toBe(0);
    const bad = await run(["swiss.csv", "--draw", "--bye-vp", "lots"], { "swiss.csv": RESULTS });
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--bye-vp: expected a number, 0 or more, not "lots".');
    const out = await run(["swiss.csv", "--draw", "--html", "x.html"], { "swiss.csv": RESULTS });
    expect(out.code).toBe(2);
  });

  test("--xlsx writes the draw sheet: the standings, the draw and a card for each table", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "draw-"));
    const file = path.join(dir, "draw.xlsx");
    const r = await run(["swiss.csv", "--draw", "--xlsx", file], { "swiss.csv": RESULTS });
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Wrote ${file}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const ws = wb.getWorksheet("Draw round 3")!;
    const texts: unknown[] = [];
    ws.eachRow((row) => row.eachCell((c) => texts.push(c.value)));
    expect(texts).toContain("Table 1, round 3");
    expect(texts).toContain("Bye: B (12 VPs)");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
