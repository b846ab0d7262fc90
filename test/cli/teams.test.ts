import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { CliIO, main } from "../../src/cli/score";
import { parseTeamsArgs } from "../../src/cli/teams";

const ROOT = path.resolve(__dirname, "../..");
const MATCH = path.join(ROOT, "examples", "teams-match.csv");

async function run(argv: string[], files: Record<string, string> = {}) {
  let out = "";
  let err = "";
  const io: CliIO = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    readFile: (p) => files[p] ?? fs.readFileSync(p, "utf8"),
  };
  const code = await main(argv, io);
  return { code, out, err };
}

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
      /cut\.csv: line 7, column 9: Board 3 of Aces v Kings has a result in one room only \(Open\)/,
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

  test("a pairs traveller still goes to the pairs scorer", async () => {
    const r = await run([path.join(ROOT, "examples", "club-board-15.csv"), "--json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).event).toBeUndefined();
  });
});
