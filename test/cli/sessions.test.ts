// Of the command line as a whole: main() run in-process, every command routed as a user types it.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import ExcelJS from "exceljs";
import { runCli as run } from "../support/cli";

// Two sessions of two boards, three tables, the same pairs (a Mitchell: NS 1-3 and EW 1-3).
// Session 1. Board 1: NS +420, +450, -50: NS 2 4 MPs, NS 1 2, NS 3 0 (EW 1 2, EW 2 0, EW 3 4).
// Board 2: NS +110, +110, +140: NS 3 4, NS 1 and NS 2 1 each (EW 3 0, EW 1 and EW 2 3 each).
// Of 8: NS 1 3 (37.5%), NS 2 5 (62.5%), NS 3 4 (50%); EW 1 5 (62.5%), EW 2 3 (37.5%), EW 3 4 (50%).
const S1 = "Board,NS,EW,Score\n1,1,1,420\n1,2,2,450\n1,3,3,-50\n2,1,1,110\n2,2,2,110\n2,3,3,140\n";
// Session 2. Board 1 flat (2 each). Board 2: NS +600, +170, +170: NS 1 4, NS 2 and NS 3 1 each
// (EW 1 0, EW 2 and EW 3 3 each). NS 1 6 (75%), NS 2 3 (37.5%), NS 3 3 (37.5%); EW 1 2 (25%),
// EW 2 5 (62.5%), EW 3 5 (62.5%).
const S2 = "Board,NS,EW,Score\n1,1,1,-100\n1,2,2,-100\n1,3,3,-100\n2,1,1,600\n2,2,2,170\n2,3,3,170\n";
const FILES = { "s1.csv": S1, "s2.csv": S2 };

type Line = { pair: string; score: number; rank: string; counted: boolean[]; handicapped?: number };
const lines = (out: string) => (JSON.parse(out) as { ranking: Line[] }).ranking;

describe("npm run score -- s1.csv s2.csv (an event of several sessions)", () => {
  test("mean percentage by default: each session's ranking, then the event's", async () => {
    const r = await run(["s1.csv", "s2.csv"], FILES);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    // Each session named by its file without the extension.
    expect(r.out).toContain("Session: s1\n");
    expect(r.out).toContain("Session: s2\n");
    expect(r.out).toContain("Event ranking (mean percentage):");
    // NS 1 (37.5 + 75) / 2 = 56.25, level with EW 3 (50 + 62.5) / 2: both =1, each percentage to 2 decimals.
    expect(r.out).toMatch(/=1\s+NS 1\s+37\.50\s+75\.00\s+56\.25\n/);
    expect(r.out).toMatch(/=1\s+EW 3\s+50\.00\s+62\.50\s+56\.25\n/);
    // NS 2 (62.5 + 37.5) / 2 = 50: "50.00", not "50".
    expect(r.out).toMatch(/=3\s+NS 2\s+62\.50\s+37\.50\s+50\.00\n/);
    expect(r.out).toContain("  S1: s1\n  S2: s2\n");
  });

  test("--carry 50%: the first session weighs a half", async () => {
    const r = await run(["s1.csv", "s2.csv", "--carry", "50%", "--json"], FILES);
    expect(r.code).toBe(0);
    // NS 1 (18.75 + 75) / 1.5 = 62.5; EW 3 (25 + 62.5) / 1.5 = 58.3333; EW 2 (18.75 + 62.5) / 1.5 =
    // 54.1667; NS 2 (31.25 + 37.5) / 1.5 = 45.8333; NS 3 (25 + 37.5) / 1.5 = 41.6667; EW 1 (31.25 + 25) / 1.5 = 37.5.
    expect(lines(r.out).map((l) => [l.pair, l.score])).toEqual([
      ["NS 1", 62.5],
      ["EW 3", 58.3333],
      ["EW 2", 54.1667],
      ["NS 2", 45.8333],
      ["NS 3", 41.6667],
      ["EW 1", 37.5],
    ]);
    const same = await run(["s1.csv", "s2.csv", "--carry=0.5", "--json"], FILES);
    expect(same.out).toBe(r.out);
  });

  test("--event total: matchpoints added; --best 1: each pair's better session", async () => {
    const total = lines((await run(["s1.csv", "s2.csv", "--event", "total", "--json"], FILES)).out);
    // NS 1 3 + 6 = 9, EW 3 4 + 5 = 9, NS 2 5 + 3 = 8, EW 2 3 + 5 = 8, NS 3 7, EW 1 7.
    expect(total.map((l) => [l.pair, l.score, l.rank])).toEqual([
      ["NS 1", 9, "=1"],
      ["EW 3", 9, "=1"],
      ["NS 2", 8, "=3"],
      ["EW 2", 8, "=3"],
      ["NS 3", 7, "=5"],
      ["EW 1", 7, "=5"],
    ]);
    const best = await run(["s1.csv", "s2.csv", "--best", "1"], FILES);
    // NS 1 75 (session 2), NS 2 62.5, EW 1 62.5 (session 1), EW 2 62.5, EW 3 62.5 (session 2), NS 3 50.
    expect(best.out).toMatch(/1\s+NS 1\s+\(37\.50\)\s+75\.00 \s+75\.00\n/);
    expect(best.out).toContain("A session in brackets does not count.");
  });

  test("handicaps per pair, and per player summed or averaged from the names", async () => {
    const files = {
      ...FILES,
      "hcp.csv": "Pair,Handicap\nNS 3,7\nEW 1,6.5\n",
      "names.csv": "Pair,Names\nNS 1,Ann Smith & Bob Jones\nNS 2,Cy Twombly & Di Brown\n",
      "players.csv": "Player,Handicap\nAnn Smith,2\nBob Jones,4\nDi Brown,-1\n",
    };
    // Plain: NS 3 43.75 + 7 = 50.75, EW 1 43.75 + 6.5 = 50.25; the others keep theirs: NS 1 and
    // EW 3 56.25, NS 2 and EW 2 50. Handicapped order: 56.25, 56.25, 50.75, 50.25, 50, 50.
    const pairs = lines((await run(["s1.csv", "s2.csv", "--handicaps", "hcp.csv", "--json"], files)).out);
    const h = Object.fromEntries(pairs.map((l) => [l.pair, l.handicapped]));
    expect(h).toEqual({ "NS 1": 56.25, "EW 3": 56.25, "NS 2": 50, "EW 2": 50, "NS 3": 50.75, "EW 1": 50.25 });
    // Players: NS 1 2 + 4 = 6 (mean 3); NS 2 0 + -1 = -1 (mean -0.5).
    const sum = lines(
      (await run(["s1.csv", "s2.csv", "--names", "names.csv", "--handicaps", "players.csv", "--json"], files))
        .out,
    );
    expect(Object.fromEntries(sum.map((l) => [l.pair, l.handicapped]))).toMatchObject({
      "NS 1": 62.25,
      "NS 2": 49,
    });
    const mean = lines(
      (
        await run(
          [
            "s1.csv",
            "s2.csv",
            "--names",
            "names.csv",
            "--handicaps",
            "players.csv",
            "--handicap-pair",
            "mean",
            "--json",
          ],
          files,
        )
      ).out,
    );
    expect(Object.fromEntries(mean.map((l) => [l.pair, l.handicapped]))).toMatchObject({
      "NS 1": 59.25,
      "NS 2": 49.5,
    });
  });

  test("handicaps from the names table: a Handicap column beside the names, pairs written 3NS", async () => {
    const files = {
      ...FILES,
      "names.csv": "Pair,Names,Handicap\n1NS,Ann Smith & Bob Jones,3\nNS 2,Cy Twombly,-1\n",
    };
    const r = await run(
      ["s1.csv", "s2.csv", "--names", "names.csv", "--handicaps", "names.csv", "--json"],
      files,
    );
    const byPair = Object.fromEntries(
      (JSON.parse(r.out) as { ranking: (Line & { names?: string })[] }).ranking.map((l) => [
        l.pair,
        [l.names, l.handicapped],
      ]),
    );
    // NS 1 56.25 + 3 = 59.25; NS 2 50 - 1 = 49; the Handicap column is no name.
    expect(byPair["NS 1"]).toEqual(["Ann Smith & Bob Jones", 59.25]);
    expect(byPair["NS 2"]).toEqual(["Cy Twombly", 49]);
  });

  test("refusals: a bad share, IMPs without an IMP method, outputs", async () => {
    const bad = await run(["s1.csv", "s2.csv", "--carry", "150%"], FILES);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(
      '--carry: expected a share from 0 to 1 (0.5) or a percentage (50%), not "150%".',
    );
    const imps = await run(["s1.csv", "s2.csv", "--event", "imps"], FILES);
    expect(imps.code).toBe(2);
    expect(imps.err).toContain("--method butler or --method cross");
    const ok = await run(["s1.csv", "s2.csv", "--event", "imps", "--method", "cross", "--json"], FILES);
    expect(ok.code).toBe(0);
    const missing = await run(["s1.csv", "nothere.csv"], FILES);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("nothere.csv");
  });

  test("--xlsx writes the event sheet: the carry-forward a live formula of its cell", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "series-"));
    const file = path.join(dir, "event.xlsx");
    const r = await run(["s1.csv", "s2.csv", "--carry", "0.5", "--xlsx", file], FILES);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Wrote ${file}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const ws = wb.getWorksheet("Event")!;
    expect(ws.getCell("B2").value).toBe(0.5);
    // The first pair's row (NS 1, 62.5): its event score reads the share in B2.
    const row = [...Array(20).keys()].map((i) => i + 1).find((i) => ws.getCell(`B${i}`).value === "NS 1")!;
    const event = ws.getCell(`F${row}`).value as { formula: string; result: number };
    expect(event.formula).toContain("$B$2");
    expect(event.result).toBe(62.5);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("the sessions named as the director knows them", () => {
  // A results file (test/fixtures/files/club-pairs.pbn, its section A: [Event "Club Pairs"], 17
  // November 2026) played on two Tuesdays: the same event, so the dates tell them apart.
  const club = fs
    .readFileSync(path.join(__dirname, "..", "fixtures", "files", "club-pairs.pbn"), "latin1")
    .split(/\[Event "#"\]\r?\n\[Board "1"\]/)[0];
  const files = {
    "week1.pbn": club,
    "week2.pbn": club.replace(/\[Date "2026\.11\.17"\]/g, '[Date "2026.11.24"]'),
    "club/monday.csv": S1,
  };

  test("by the results file's event, then its date; a traveller by its file's name", async () => {
    const r = await run(["week1.pbn", "week2.pbn", "club/monday.csv"], files);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Session: Club Pairs, section A, Tuesday 17 November 2026\n");
    expect(r.out).toContain("Session: Club Pairs, section A, Tuesday 24 November 2026\n");
    expect(r.out).toContain("Session: monday\n");
    expect(r.out).toContain(
      "  S1: Club Pairs, section A, Tuesday 17 November 2026\n  S2: Club Pairs, section A, Tuesday 24 November 2026\n  S3: monday\n",
    );
    expect(r.out).not.toContain("week1");
    // The JSON keeps each session's file beside its name, and its date as the file gives it.
    const doc = JSON.parse((await run(["week1.pbn", "club/monday.csv", "--json"], files)).out) as {
      sessions: { title: string; file: string; date?: string }[];
    };
    expect(doc.sessions.map((s) => [s.title, s.file, s.date])).toEqual([
      ["Club Pairs, section A", "week1.pbn", "2026-11-17"],
      ["monday", "club/monday.csv", undefined],
    ]);
  });

  test("the event sheet names the sessions and shows no setting that was not asked for", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "series-"));
    const file = path.join(dir, "event.xlsx");
    const r = await run(["s1.csv", "s2.csv", "--xlsx", file], FILES);
    expect(r.code).toBe(0);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const ws = wb.getWorksheet("Event")!;
    const texts: string[] = [];
    ws.eachRow((row) => row.eachCell((c) => void (typeof c.value === "string" && texts.push(c.value))));
    expect(texts).toContain("S1: s1; S2: s2");
    expect(texts.some((t) => /best|carried/i.test(t))).toBe(false);
    // NS 2 (62.5 + 37.5) / 2 = 50, shown 50.00: the percentage's format, in the file.
    const row = [...Array(20).keys()].map((i) => i + 1).find((i) => ws.getCell(`B${i}`).value === "NS 2")!;
    expect(ws.getCell(`A${row}`).value).toBe("=3");
    expect(ws.getCell(`F${row}`).numFmt).toBe("0.00");
    expect((ws.getCell(`F${row}`).value as { result: number }).result).toBe(50);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
