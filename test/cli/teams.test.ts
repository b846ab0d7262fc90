// Of the command line as a whole: main() run in-process, every command routed as a user types it.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { parseTeamsArgs } from "../../src/cli/commands/teams";
import { runCli as run } from "../support/cli";

const ROOT = path.resolve(__dirname, "../..");
const MATCH = path.join(ROOT, "examples", "teams-match.csv");

describe("npm run score -- teams.csv", () => {
  test("--json: the 8-board match won by 10 IMPs, in the documented shape", async () => {
    const r = await run([MATCH, "--json"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out);
    // Board 1: +420 in the Open room and +50 in the Closed for Aces, net +470: 10 IMPs. The other
    // seven boards are flat. 10 IMPs over 8 boards is 13.78 to 6.22 on the WBF 2013 scale.
    expect(doc).toMatchObject({ event: "teams", method: "imps" });
    expect(doc.matches).toHaveLength(1);
    expect(doc.matches[0]).toEqual({
      round: "1",
      home: "Aces",
      away: "Kings",
      boards: [1, 2, 3, 4, 5, 6, 7, 8].map((b) => ({ board: b, home: b === 1 ? 10 : 0, away: 0 })),
      total: { home: 10, away: 0 },
      vp: { home: 13.78, away: 6.22 },
    });
    expect(doc.standings).toEqual([
      { team: "Aces", rank: "1", played: 1, vp: 13.78, impsFor: 10, impsAgainst: 0 },
      { team: "Kings", rank: "2", played: 1, vp: 6.22, impsFor: 0, impsAgainst: 10 },
    ]);
    // Board 1 datum: (420 - 50) / 2 = 185, 190 rounded; +230 and -240 are 6 IMPs each way.
    expect(doc.butler).toContainEqual({ pair: "Aces NS", boards: 8, imps: 6 });
    expect(doc.butler).toContainEqual({ pair: "Kings NS", boards: 8, imps: -6 });
  });

  test("the standings first, then the matches; --ranking prints the standings alone", async () => {
    const full = await run([MATCH]);
    expect(full.code).toBe(0);
    expect(full.out.startsWith("Standings\n")).toBe(true);
    expect(full.out.indexOf("Standings")).toBeLessThan(full.out.indexOf("Round 1: Aces v Kings"));
    // Aces won the one match 13.78 VPs to 6.22 (see the --json test above).
    expect(full.out).toMatch(/^1\s+Aces\s+1\s+13\.78\s/m);
    const only = await run([MATCH, "--ranking"]);
    expect(only.code).toBe(0);
    expect(full.out.startsWith(only.out)).toBe(true);
    expect(only.out).not.toContain("Round 1");
    expect(only.out).toContain("Butler ranking of the pairs");
  });

  test("--vp none leaves vp out; --vp discrete gives 14 to 6", async () => {
    const none = JSON.parse((await run([MATCH, "--json", "--vp", "none"])).out);
    expect(none.matches[0].vp).toBeUndefined();
    expect(none.standings[0].vp).toBeUndefined();
    const discrete = JSON.parse((await run([MATCH, "--json", "--vp=discrete"])).out);
    expect(discrete.matches[0].vp).toEqual({ home: 14, away: 6 });
  });

  test("--method bam: board points, 4.5 to 3.5 (board 1 won, seven tied)", async () => {
    const doc = JSON.parse((await run([MATCH, "--json", "--method", "bam"])).out);
    expect(doc.method).toBe("bam");
    expect(doc.matches[0].total).toEqual({ home: 4.5, away: 3.5 });
    expect(doc.matches[0].vp).toBeUndefined();
    // The standings count board points, not IMPs, and say so.
    expect(doc.standings[0]).toEqual({
      team: "Aces",
      rank: "1",
      played: 1,
      pointsFor: 4.5,
      pointsAgainst: 3.5,
    });
  });

  test("a teams option with a bad value, or VPs asked of board-a-match, is a usage error (exit 2)", async () => {
    const r = await run([MATCH, "--method", "swiss"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--method: The teams method cannot be "swiss": use imps, bam or aggregate/);
    expect(() => parseTeamsArgs(["x.csv", "--method", "bam", "--vp", "wbf"])).toThrow(/use --vp none/);
  });

  test("a board played in one room is refused with its line (exit 1)", async () => {
    const text = fs.readFileSync(MATCH, "utf8").split("\n");
    const cut = text.filter((l) => !l.startsWith("1,3,Closed")).join("\n");
    const r = await run(["cut.csv"], { "cut.csv": cut });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /cut\.csv: line 7, column 9 \(NS score\): Board 3 of Aces v Kings has a result in one room only \(Open\)/,
    );
  });

  test("--xlsx writes the teams sheet", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "teams-cli-"));
    try {
      const file = path.join(dir, "out.xlsx");
      const r = await run([MATCH, "--xlsx", file]);
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/Wrote .*out\.xlsx \(sheet "Teams"\)/);
      expect(fs.statSync(file).size).toBeGreaterThan(1000);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  // A federation-style table for 8 boards (From and the winner's VPs): 10 IMPs is in the band
  // from 8, worth 13, so Aces (won by 10 IMPs) get 13 and Kings 20 - 13 = 7.
  const FED = "From,VPs\n0,10\n1,11\n4,12\n8,13\n12,14\n16,15\n20,16\n25,17\n30,18\n36,19\n43,20\n";

  test("--vp-table: the match's VPs on the given table, 13 to 7, in --json and the text", async () => {
    const r = await run([MATCH, "--vp-table", "fed.csv", "--json"], { "fed.csv": FED });
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out);
    expect(doc.matches[0].vp).toEqual({ home: 13, away: 7 });
    expect(doc.standings.map((t: { team: string; vp: number }) => [t.team, t.vp])).toEqual([
      ["Aces", 13],
      ["Kings", 7],
    ]);
    const text = await run([MATCH, "--vp-table=fed.csv"], { "fed.csv": FED });
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/VPs on the given scale fed\.csv/);
    expect(text.out).toMatch(/VPs: fed\.csv/);
  });

  test("--vp-table with a column per length but none for 8 boards is refused naming both", async () => {
    const byLength = "From,16,20\n0,10,10\n5,12,12\n20,20,20\n";
    const r = await run([MATCH, "--vp-table", "len.csv"], { "len.csv": byLength });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /The VP scale "len\.csv" has no column for matches of 8 boards: it has columns for 16, 20 boards\./,
    );
  });

  test("--vp-table: a bad file is named with its cell; --vp beside it is a usage error", async () => {
    const bad = await run([MATCH, "--vp-table", "bad.csv"], { "bad.csv": "From,VPs\n0,10\n4,x\n" });
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^bad\.csv: Cell B3 is "x": expected a number/);
    const both = await run([MATCH, "--vp-table", "fed.csv", "--vp", "wbf"], { "fed.csv": FED });
    expect(both.code).toBe(2);
    expect(both.err).toMatch(/--vp-table gives the VP scale: leave out --vp wbf/);
  });

  // A coarse IMP scale of a club's own: 0-99 is 0 IMPs, 100-249 is 1, 250-499 is 2, 500 up is 3.
  // The match's one swing, +470 net, is 2 IMPs on it (10 on the WBF scale); on the 8-board VP
  // table above a margin of 2 is in the band from 1, worth 11, so Aces 11 and Kings 9.
  const COARSE = "From,IMPs\n0,0\n100,1\n250,2\n500,3\n";

  test("--imp-table FILE.csv: the match's IMPs on a club's own scale, 2 where WBF gives 10", async () => {
    const r = await run([MATCH, "--imp-table", "coarse.csv", "--vp-table", "fed.csv", "--json"], {
      "coarse.csv": COARSE,
      "fed.csv": FED,
    });
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out);
    expect(doc.matches[0].total).toEqual({ home: 2, away: 0 });
    expect(doc.matches[0].vp).toEqual({ home: 11, away: 9 });
    const bad = await run([MATCH, "--imp-table", "bad.csv"], { "bad.csv": "From,IMPs\n0,0\n100,x\n" });
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^bad\.csv: Cell B3 is "x": expected a number/);
  });

  test("a pairs traveller still goes to the pairs scorer", async () => {
    const r = await run([path.join(ROOT, "examples", "club-board-15.csv"), "--json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).event).toBeUndefined();
  });

  test("--html, --pbn and --usebio write the teams match, and the PBN and USEBIO files score back to the same match", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "teams-out-"));
    const out = (f: string) => path.join(dir, f);
    const direct = await run([
      MATCH,
      "--json",
      "--html",
      out("m.html"),
      "--pbn",
      out("m.pbn"),
      "--usebio",
      out("m.xml"),
    ]);
    expect(direct.code).toBe(0);
    // The page shows the match as a teams match: both teams and the 13.78 to 6.22 VPs (10 IMPs
    // over 8 boards on the WBF scale, worked in the first test), not a pairs percentage.
    const page = fs.readFileSync(out("m.html"), "utf8");
    for (const text of ["Aces", "Kings", "13.78", "6.22"]) expect(page).toContain(text);
    expect(page).not.toMatch(/\d+\.\d+%/);
    // Read back, each file is the same teams event, scored to the same matches, standings and
    // Butler ranking of the pairs.
    for (const file of ["m.pbn", "m.xml"]) {
      const back = await run([out(file), "--json"]);
      expect(back.err).toBe("");
      expect(back.code).toBe(0);
      // A file that publishes its matches (the USEBIO: each team's IMPs and VPs) has them compared too.
      const { published, ...rest } = JSON.parse(back.out) as { published?: unknown };
      expect(rest).toEqual(JSON.parse(direct.out));
      if (published !== undefined) expect(published).toEqual({ compared: 4, differences: [] });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("a teams file scored board-a-match takes no --vp: refused (exit 2) unless --method imps says to score it in IMPs", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "teams-bam-"));
    const pbn = path.join(dir, "bam.pbn");
    expect((await run([MATCH, "--method", "bam", "--pbn", pbn])).code).toBe(0);
    const asked = await run([pbn, "--vp", "discrete", "--json"]);
    expect(asked.code).toBe(2);
    expect(asked.err).toMatch(
      /^--vp discrete: victory points convert an IMP margin, and .*bam\.pbn scores its matches by bam/,
    );
    // Scored in IMPs instead, the match's VPs are the discrete scale's 14 to 6 (10 IMPs over 8 boards).
    const imps = await run([pbn, "--method", "imps", "--vp", "discrete", "--json"]);
    expect(imps.code).toBe(0);
    expect(JSON.parse(imps.out).matches[0].vp).toEqual({ home: 14, away: 6 });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("a USEBIO teams file takes the teams flags: TeamsScorer's 3-board matches on a --vp-table", async () => {
    const files = path.join(ROOT, "test", "fixtures", "files");
    const r = await run([
      path.join(files, "teamsscorer-multiple-teams.xml"),
      "--vp-table",
      path.join(files, "ebu-3board-20vp.csv"),
      "--json",
    ]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out);
    // The file's first match: team 1 beat team 3 by 2 IMPs (0, +8, -6), 12 VPs to 8 on the 3-board
    // scale, as its TEAM_SCORE and OPPOSING_TEAM_SCORE publish; every published figure agrees.
    expect(doc.matches[0]).toMatchObject({
      home: "1",
      away: "3",
      total: { home: 8, away: 6 },
      vp: { home: 12, away: 8 },
    });
    expect(doc.published).toEqual({ compared: 80, differences: [] });
    expect(doc.fromFile).toEqual([expect.stringMatching(/^ROUND_NUMBER is each team's own count/)]);
    // The text says so under the matches, which it numbers 1 to 40.
    const text = await run([
      path.join(files, "teamsscorer-multiple-teams.xml"),
      "--vp-table",
      path.join(files, "ebu-3board-20vp.csv"),
    ]);
    expect(text.out).toContain("Round 40: 9 v 10");
    expect(text.out).toMatch(
      /\nRead from the file: ROUND_NUMBER is each team's own count of its matches, .* numbered 1 to 40 in the file's order\.\n$/,
    );
  });

  test("a file that cannot be read, given a teams flag, says what is wrong with the file (exit 1)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "teams-bad-"));
    const bad = path.join(dir, "bad.xml");
    const xml = fs.readFileSync(
      path.join(ROOT, "test", "fixtures", "files", "teamsscorer-multiple-teams.xml"),
      "latin1",
    );
    fs.writeFileSync(
      bad,
      xml.replace("<BOARD_NUMBER>1</BOARD_NUMBER>", "<BOARD_NUMBER>one</BOARD_NUMBER>"),
      "latin1",
    );
    const r = await run([bad, "--vp-table", "whatever.csv"]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/BOARD_NUMBER is "one": expected a whole number from 1/);
    expect(r.err).not.toMatch(/is for a teams scoresheet/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
