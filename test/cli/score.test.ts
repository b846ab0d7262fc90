// Of the command line as a whole: main() run in-process, every command routed as a user types it.
import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { main, parseArgs, UsageError, type CliIO } from "../../src/cli/score";
import { sessionRows } from "../support/sessions";
import { OUTPUTS } from "../../src/writers/outputs";
import { expectBoard15CrossWorkbook, runCli as run } from "../support/cli";

const ROOT = path.resolve(__dirname, "../..");
const example = (f: string): string => path.join(ROOT, "examples", f);

interface JsonTable {
  ns: string;
  ew: string;
  nsScore: number | null;
  nsResult: number | null;
  ewResult: number | null;
}
interface JsonPair {
  pair: string;
  rank: string;
  percentage?: number;
}

describe("npm run score -- ... --json", () => {
  test(`board 15 of the club's "Cross-IMP Scoring" explanation with --divisor total: NS 31, -1, -27, -27, 24 (as the club prints them)`, async () => {
    const r = await run([example("club-board-15.csv"), "--method", "cross", "--divisor", "total", "--json"]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as { boards: { board: number; tables: JsonTable[] }[] };
    expect(doc.boards.map((b) => b.board)).toEqual([15]);
    const tables = doc.boards[0].tables;
    expect(tables.map((t) => t.nsResult)).toEqual([31, -1, -27, -27, 24]);
    expect(tables.map((t) => t.ewResult)).toEqual([-31, 1, 27, 27, -24]);
    expect(tables.map((t) => [t.ns, t.ew, t.nsScore])).toEqual([
      ["3", "6", 100],
      ["4", "5", -200],
      ["7", "1", -430],
      ["9", "8", -430],
      ["10", "2", 50],
    ]);
  });

  const mitchell = async (...extra: string[]) => {
    const r = await run([example("mitchell-session.csv"), "--method", "mp", ...extra, "--json"]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as { ranking: { field: string; pairs: JsonPair[] }[] };
    return doc.ranking.map((f) => [
      f.field,
      f.pairs.map((p) => [p.pair, p.rank, Number(p.percentage!.toFixed(4))]),
    ]);
  };

  test("the Mitchell example's ranking, Neuberg on board 3 by default (examples/README: NS 3 62.5%, 2 54.17%, 1 25%; EW 1 95.83%, 3 37.5%, 2 0%)", async () => {
    // Board 3 has 2 results of 3 tables (one NP): 200 -> (2 + 1) x 3/2 - 1 = 3.5, -620 -> 0.5, top
    // 4. NS 3: 4 + 0 + 3.5 = 7.5 of 12; NS 2: 2 + 4 + 0.5 = 6.5 of 12; NS 1: 0 + 2 = 2 of 8.
    // EW 1: 4 + 4 + 3.5 = 11.5 of 12; EW 3: 2 + 2 + 0.5 = 4.5 of 12; EW 2: 0 of 8.
    expect(await mitchell()).toEqual([
      [
        "NS",
        [
          ["NS 3", "1", 62.5],
          ["NS 2", "2", 54.1667],
          ["NS 1", "3", 25],
        ],
      ],
      [
        "EW",
        [
          ["EW 1", "1", 95.8333],
          ["EW 3", "2", 37.5],
          ["EW 2", "3", 0],
        ],
      ],
    ]);
  });

  test("--expected results switches Neuberg off: NS 2 and 3 share first on 60%, EW 1 100%, 3 40%", async () => {
    // Board 3 on its 2 results, top 2: NS 3 4 + 0 + 2 = 6 of 10, NS 2 2 + 4 + 0 = 6 of 10.
    expect(await mitchell("--expected", "results")).toEqual([
      [
        "NS",
        [
          ["NS 2", "=1", 60],
          ["NS 3", "=1", 60],
          ["NS 1", "3", 25],
        ],
      ],
      [
        "EW",
        [
          ["EW 1", "1", 100],
          ["EW 3", "2", 40],
          ["EW 2", "3", 0],
        ],
      ],
    ]);
  });

  test("the Howell example (examples/README: 4 87.5%, 1 and 2 =2nd 62.5%, 3 25%, 5 12.5%)", async () => {
    const r = await run([example("howell-session.csv"), "--method", "mp", "--movement", "howell", "--json"]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as { ranking: { pairs: JsonPair[] }[] };
    expect(doc.ranking[0].pairs.map((p) => [p.pair, p.rank, p.percentage])).toEqual([
      ["4", "1", 87.5],
      ["1", "=2", 62.5],
      ["2", "=2", 62.5],
      ["3", "4", 25],
      ["5", "5", 12.5],
    ]);
  });

  test(`--method all gives each method's results per table; Example 2 of "An explanation of Cross IMP Scoring": 1400 is 13 Butler IMPs (870 from 530)`, async () => {
    const r = await run([example("butler-vs-cross-imps.csv"), "--method", "all", "--json"]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as {
      boards: { board: number; tables: (JsonTable & { butler: { nsResult: number } })[] }[];
    };
    const board2 = doc.boards.find((b) => b.board === 2)!;
    expect(board2.tables.map((t) => t.butler.nsResult)).toEqual([5, -11, 5, 5]); // Calculation 1 of "An explanation of Cross IMP Scoring"
    const board13 = doc.boards.find((b) => b.board === 13)!;
    expect(board13.tables[0].butler.nsResult).toBe(13);
  });
});

describe("the workings in the terminal", () => {
  test("the ranking first, then aligned tables per board", async () => {
    const r = await run([example("club-board-15.csv"), "--method", "cross", "--divisor", "total"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Board 15: dealer South, NS vulnerable");
    expect(r.out).toMatch(/^\s*4\s+9\s+8\s+-430\s+-27\s+-27\s+-27\s+\+27$/m);
    expect(r.out.startsWith("Session ranking: cross-IMPs\n")).toBe(true);
    expect(r.out.indexOf("Session ranking")).toBeLessThan(r.out.indexOf("Board 15:"));
  });

  test("the ranking is sorted by place, ties shown with =, before any board", async () => {
    // Board 15 by EBU matchpoints (NS scores +100, -200, -430, -430, +50 at NS 3, 4, 7, 9, 10;
    // top 8): +100 beats four, 8; +50 three, 6; -200 two, 4; each -430 ties the other, 1. EW
    // take 8 less: EW 1 and 8 (against -430) 7 each, 87.5%, sharing first.
    const r = await run([example("club-board-15.csv"), "--method", "mp"]);
    expect(r.code).toBe(0);
    const ranking = r.out.slice(0, r.out.indexOf("Board 15:"));
    expect(ranking.match(/^\S+\s+NS \d+/gm)!.map((l) => l.split(/\s+/))).toEqual([
      ["1", "NS", "3"],
      ["2", "NS", "10"],
      ["3", "NS", "4"],
      ["=4", "NS", "7"],
      ["=4", "NS", "9"],
    ]);
    expect(ranking).toMatch(/^=1\s+EW 1\s+1\s+7\s+7\s+87\.50$/m);
    expect(ranking).toMatch(/^=1\s+EW 8\s+1\s+7\s+7\s+87\.50$/m);
    expect(ranking).toMatch(/^4\s+EW 2\s+1\s+2\s+2\s+25\.00$/m);
  });

  test("--ranking prints the ranking alone: what the full output starts with, and no board", async () => {
    const full = await run([example("mitchell-session.csv")]);
    const only = await run([example("mitchell-session.csv"), "--ranking"]);
    expect(only.code).toBe(0);
    expect(only.out).not.toMatch(/^Board \d/m);
    expect(full.out.startsWith(only.out)).toBe(true);
    // examples/README: NS 3 62.5%, NS 2 54.17%, NS 1 25%.
    expect(only.out).toMatch(/^NS pairs\nRank.*\n1\s+NS 3 .*62\.50\n2\s+NS 2 .*54\.17\n3\s+NS 1 .*25\.00\n/m);
  });

  test("a 12-board, 8-table session by every method with long names keeps within the width: 100, or the terminal's", async () => {
    const csv = sessionRows(12, 8)
      .map((r) => r.join(","))
      .join("\n");
    const names = Array.from(
      { length: 8 },
      (_, k) => `${k + 1},Alexandra Featherstonehaugh & Bartholomew Cholmondeley\n${101 + k},Ann & Bob`,
    ).join("\n");
    const files = { "s.csv": csv, "n.csv": names };
    const argv = ["s.csv", "--method", "all", "--names", "n.csv"];
    const wide = await run(argv, files);
    expect(wide.code).toBe(0);
    for (const l of wide.out.split("\n")) expect(l.length).toBeLessThanOrEqual(100);
    // The summary's twelve boards go in two bands of six (as the sheet prints them, within the
    // workings' columns); where the long names do not fit beside a band's figures they are laid
    // out in rows of their own under the pair's number.
    expect(wide.out).toMatch(/^Pair\s+Boards.*Bd 1\s.*Bd 6$/m);
    expect(wide.out).toMatch(/^NS pairs: boards 7-12$/m);
    expect(wide.out).toMatch(/^Pair\s+(Bd \d+\s+)*Names$/m);
    let out = "";
    const io: CliIO = {
      out: (t) => void (out += t),
      err: () => undefined,
      readFile: (p) => files[p as keyof typeof files],
      columns: 64,
    };
    expect(await main(argv, io)).toBe(0);
    for (const l of out.split("\n")) expect(l.length).toBeLessThanOrEqual(64);
  });

  test("progress on standard error only when scoring runs longer than a second, and only where it is asked for", async () => {
    const runTimed = async (msPerStep: number) => {
      const shown: (string | null)[] = [];
      let clock = 0;
      let out = "";
      let err = "";
      const io: CliIO = {
        out: (t) => void (out += t),
        err: (t) => void (err += t),
        readFile: (p) => fs.readFileSync(p, "utf8"),
        progress: (line) => void shown.push(line),
        // Each look at the clock moves it on: scoring "takes" msPerStep a look.
        now: () => (clock += msPerStep),
      };
      expect(await main([example("mitchell-session.csv")], io)).toBe(0);
      return { shown, out, err };
    };
    // Fast: nothing shown.
    expect((await runTimed(1)).shown).toEqual([]);
    // Slow (400 ms a step: past a second from the third step on): lines naming the file and how
    // far scoring has got, then the line cleared (null); none of it in the output.
    const slow = await runTimed(400);
    expect(slow.shown.length).toBeGreaterThan(1);
    expect(slow.shown[0]).toMatch(
      /^.*mitchell-session\.csv: (scoring board|laying out the results, step) \d+ of \d+$/,
    );
    expect(slow.shown[slow.shown.length - 1]).toBeNull();
    expect(slow.out).not.toMatch(/scoring board|laying out/);
    expect(slow.err).toBe("");
  });

  test("the IMP scale is printed on its side, before the boards, in lines of at most 100 characters", async () => {
    const r = await run([example("club-board-15.csv"), "--method", "cross"]);
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    const at = lines.indexOf("WBF IMP scale");
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(lines.findIndex((l) => l.startsWith("Board 15:")));
    // Every "From" line with the "IMPs" line under it: the WBF scale's 25 bands as the source documents print
    // them (20-40 is 1 IMP, ... 4000 and more 24), each lower bound above its IMPs.
    const from: string[] = [];
    const imps: string[] = [];
    for (let i = at + 1; lines[i].startsWith("From "); i += 2) {
      expect(lines[i + 1]).toMatch(/^IMPs /);
      expect(lines[i].length).toBe(lines[i + 1].length); // right-aligned in the same columns
      from.push(...lines[i].split(/\s+/).slice(1));
      imps.push(...lines[i + 1].split(/\s+/).slice(1));
    }
    // prettier-ignore
    expect(from.map(Number)).toEqual([
      0, 20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750,
      2000, 2250, 2500, 3000, 3500, 4000,
    ]);
    expect(imps.map(Number)).toEqual(from.map((_, i) => i));
    expect(r.out).toContain("From: each band's lower bound\n");
    for (const l of lines.slice(at, at + 6)) expect(l.length).toBeLessThanOrEqual(100);
    // The scale's cells no longer trail the traveller's rows.
    expect(r.out).toMatch(/^\s*1\s+3\s+6\s+4H\s+E\s+\S+\s+8\s+\+100\s+\+100\s+yes\s+\+100(\s|$)/m);
  });

  test("the Mitchell's board 3 (one NP of 3 tables) shows Neuberg's workings by default", async () => {
    const r = await run([example("mitchell-session.csv"), "--method", "mp"]);
    expect(r.code).toBe(0);
    const board3 = r.out.slice(r.out.indexOf("Board 3:"));
    expect(board3).toContain("2 results of 3 expected, 3 tables");
    expect(board3).toMatch(/^Results expected \(N\)\s+3\s+the tables on the traveller$/m);
    expect(board3).toMatch(/^Neuberg's factor N\/n\s+1\.5$/m);
    // 200 beat one result: MP 2, Neuberg (2 + 1) x 1.5 - 1 = 3.5; EW 0.5.
    expect(board3).toMatch(/^\s*3\s+3\s+3\s+\+200\s+1\s+0\s+2\s+3\.50\s+0\.50$/m);
  });
});

describe("bad input", () => {
  test("a traveller with problems: each listed with its CSV line and column, exit 1", async () => {
    const csv = "Board 1\nNS,EW,Contract,By,Tricks\n1,2,4S,N,10\n3,4,4Z,N,10\n";
    const r = await run(["bad.csv"], { "bad.csv": csv });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/bad\.csv: line 4, column 3 \(Contract\): "4Z" is not a contract/);
    expect(r.out).toBe("");
  });

  test("a board that cannot be scored (one result, averaged over comparisons): exit 1 with the reason", async () => {
    const r = await run(["one.csv"], { "one.csv": "Board,NS,EW,Score\n1,1,2,420\n" });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/single result/);
  });

  test("a file that is not CSV (a quote never closed): exit 1, naming the file and the line", async () => {
    const r = await run(["broken.csv"], { "broken.csv": 'Board,NS,EW,Score\n1,1,2,"420\n1,3,4,-50\n' });
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toBe(
      'broken.csv cannot be scored: CSV line 2: a quoted cell is never closed (a " is missing).\n',
    );
  });

  test("a traveller with nothing to score is refused as the pane refuses it, not printed as an empty ranking", async () => {
    // A header row alone; and under it one cell of quotes, a note row with no pair numbers and no
    // result (the reader passes notes over), so again no board.
    for (const csv of ["Board,NS,EW,Score\n", 'Board,NS,EW,Score\n"""x"""\n']) {
      const r = await run(["empty.csv"], { "empty.csv": csv });
      expect(r.code).toBe(1);
      expect(r.out).toBe("");
      expect(r.err).toBe("empty.csv cannot be scored: it has a header row but no result under it.\n");
    }
  });

  test("unknown options are listed with the valid ones, exit 2", async () => {
    const r = await run([example("club-board-15.csv"), "--frobnicate", "--method", "teams"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/Unknown option --frobnicate\. Valid options: --method, --divisor/);
    expect(r.err).toMatch(/--method: The method cannot be "teams": use butler, cross, mp or all\./);
    expect(r.err).toContain("Usage: npm run score");
  });

  test("option values are checked; --help prints the usage", async () => {
    // Each refusal is the core's message for the option (readOption), after the flag.
    expect(() => parseArgs(["t.csv", "--trim", "0.7"])).toThrow(UsageError);
    expect(() => parseArgs(["t.csv", "--trim", "0.7"])).toThrow(
      /^--trim: The trim cannot be "0\.7": use 0 for none/,
    );
    expect(() => parseArgs(["t.csv", "--rounding", "up"])).toThrow(
      '--rounding: The rounding cannot be "up": use away, even or none (or a mode by its name: halfAwayFromZero, halfEven, halfUp).',
    );
    expect(parseArgs(["t.csv", "--rounding", "halfUp"])).toMatchObject({ options: { rounding: "halfUp" } });
    expect(() => parseArgs(["t.csv", "--divisor", "-2"])).toThrow(UsageError);
    expect(() => parseArgs(["t.csv", "--imp-table", "1999"])).toThrow(/WBF, 1961, 1948 or EMP1938\./);
    // Numbers are read as a cell's (readNumberCell): ".1" and "10." count, "1e1" and "0x10" do not.
    expect(parseArgs(["t.csv", "--trim", ".1", "--round-to", "10."])).toMatchObject({
      options: { trim: 0.1, roundTo: 10 },
    });
    expect(() => parseArgs(["t.csv", "--round-to", "1e1"])).toThrow(
      /--round-to: The datum's rounding step cannot be "1e1": use a number 0 or above/,
    );
    expect(() => parseArgs(["t.csv", "--expected", "0x10"])).toThrow(
      /--expected: Results expected cannot be "0x10": use tables/,
    );
    expect(parseArgs(["t.csv", "--rounding", "even", "--expected", "tables"])).toMatchObject({
      options: { rounding: "halfEven", expected: "tables" },
    });
    // The method is left to the file, then the default (matchpoints): a flag not given is no choice.
    expect(parseArgs(["t.csv"])).not.toHaveProperty("options.method");
    expect(parseArgs(["t.csv", "--expected", "Results"])).toMatchObject({ options: { expected: "results" } });
    expect(parseArgs(["t.csv", "--expected", "8"])).toMatchObject({ options: { expected: 8 } });
    // Not given: the engine's default (the tables) applies.
    expect(parseArgs(["t.csv"])).not.toHaveProperty("options.expected");
    expect(() => parseArgs(["t.csv", "--expected", "all"])).toThrow(
      '--expected: Results expected cannot be "all": use tables (the default: every table on the traveller), results (those obtained, no Neuberg) or a whole number of 1 or more.',
    );
    const r = await run(["--help"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("--divisor comparisons|scores|total|N");
    expect(r.out).toContain("--expected tables|results|N");
    expect(r.out).toContain("for Neuberg and the cross-IMP factor: every row (tables,");
  });
});

describe("over the event layer: what nobody chose is the file's, then the default's", () => {
  test("the Howell example with no flags: the movement told from the pair numbers, one ranking of all five pairs", async () => {
    const r = await run([example("howell-session.csv")]);
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    // Pair 4 sits EW on board 1 (row 1,1,3,4) and NS on board 2 (row 2,2,4,5).
    // (The title is wrapped to the width: its words are read with the line breaks as spaces.)
    expect(r.out.replace(/\s+/g, " ")).toContain(
      "Howell, told from the pair numbers: pair 4 sits NS on board 2 and EW on board 1",
    );
    expect(r.out).toContain("Session summary: matchpoints, Howell (one field)");
    // One field, in the ranking printed first and in the session summary after the boards.
    expect(r.out.match(/^All pairs$/gm)).toHaveLength(2);
    expect(r.out).not.toMatch(/^(NS|EW) pairs$/m);
    // examples/README: pair 4 first on 7 of 8, 87.5%; pair 5 last on 1 of 8, 12.5%.
    expect(r.out).toMatch(/^\s*4\s+4\s+7\.00\s+1\.75\s+8\s+87\.50\s+1\s/m);
    expect(r.out).toMatch(/^\s*5\s+4\s+1\.00\s+0\.25\s+8\s+12\.50\s+5\s/m);
  });

  test("--movement mitchell on the Howell example: the user's movement, ranked NS and EW apart", async () => {
    const r = await run([example("howell-session.csv"), "--movement", "mitchell"]);
    expect(r.code).toBe(0);
    expect(r.out).not.toContain("told from the pair numbers");
    // Each field in the ranking printed first, then in the session summary.
    expect(r.out.match(/^(NS|EW) pairs$/gm)).toEqual(["NS pairs", "EW pairs", "NS pairs", "EW pairs"]);
    expect(r.out).not.toMatch(/^All pairs$/m);
  });

  test("the default method is matchpoints", async () => {
    const text = await run([example("mitchell-session.csv")]);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^Session matchpoints: 3 boards/m);
    expect(text.out).toContain("Session summary: matchpoints");
    const json = await run([example("howell-session.csv"), "--json"]);
    expect(json.code).toBe(0);
    expect((JSON.parse(json.out) as { method: string }).method).toBe("mp");
  });

  test("--vp-table (and --vp) on a pairs traveller is a usage error naming teams, its value not taken for a second traveller", async () => {
    for (const [flag, value] of [
      ["--vp-table", "club-vps.csv"],
      ["--vp", "wbf"],
    ]) {
      for (const argv of [
        [example("howell-session.csv"), flag, value],
        [example("howell-session.csv"), `${flag}=${value}`],
      ]) {
        const r = await run(argv);
        expect(r.code).toBe(2);
        expect(r.out).toBe("");
        const [problems] = r.err.split("\n\nUsage:");
        expect(problems).toBe(
          `${flag} is for a teams scoresheet (victory points and board-a-match score matches), not a pairs traveller.`,
        );
      }
    }
  });

  test("--help lists --imp-table once among the pairs options, and each output of the registry once", async () => {
    const r = await run(["--help"]);
    expect(r.code).toBe(0);
    // The pairs options run from "Options:" to the blank line before the teams scoresheet's.
    const start = r.out.indexOf("Options:\n");
    const end = r.out.indexOf("\n\n", start);
    expect(start).toBeGreaterThan(0);
    expect(r.out.slice(end)).toMatch(/^\n\nA teams scoresheet/);
    const options = r.out.slice(start, end);
    const count = (flag: string) => options.split(/\s+/).filter((w) => w === flag).length;
    expect(count("--imp-table")).toBe(1);
    expect(OUTPUTS.length).toBeGreaterThan(0);
    for (const o of OUTPUTS) expect([o.flag, count(o.flag)]).toEqual([o.flag, 1]);
  });
});

describe("as a process (tsx src/cli/bin.ts: the sources of the built command line)", () => {
  const tsx = path.join(ROOT, "node_modules", ".bin", "tsx");
  test("writes the workbook with --xlsx and exits 0; exits 2 on a bad option", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-cli-"));
    try {
      const out = path.join(dir, "b15.xlsx");
      const args = [example("club-board-15.csv"), "--method", "cross", "--divisor", "total", "--xlsx", out];
      const ok = spawnSync(tsx, ["src/cli/bin.ts", ...args], { cwd: ROOT, encoding: "utf8" });
      expect(ok.status).toBe(0);
      expect(ok.stdout).toContain(`Wrote ${out}`);
      await expectBoard15CrossWorkbook(out);
      const bad = spawnSync(tsx, ["src/cli/bin.ts", example("club-board-15.csv"), "--colour"], {
        cwd: ROOT,
        encoding: "utf8",
      });
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain("Unknown option --colour");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
