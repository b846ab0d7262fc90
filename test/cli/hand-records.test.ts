// Of the command line as a whole: main() run in-process, every command routed as a user types it.
// `npm run score` on a results file with deals: each board's deal beside it, its table from the
// file or the solver handed in (the program's worker threads; here this thread), --no-dd and
// --dd-check.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { main } from "../../src/cli/score";
import { parseDeal, solveTable } from "../../src/scoring";

const FILE = path.join(__dirname, "..", "fixtures", "files", "meadow-sections.pbn");

async function run(...argv: string[]) {
  let out = "";
  let err = "";
  let solved = 0;
  const code = await main(argv, {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    readFile: (p) => fs.readFileSync(p, "utf8"),
    readBytes: (p) => fs.readFileSync(p),
    writeFile: () => undefined,
    solveDeal: async (deal) => {
      solved++;
      return solveTable(parseDeal(deal));
    },
  });
  return { code, out, err, solved };
}

describe("npm run score -- a file with deals", () => {
  test("by default the file's own whole table is shown, nothing solved", async () => {
    const { code, out, err, solved } = await run(FILE);
    expect(code).toBe(0);
    expect(err).toBe("");
    expect(solved).toBe(0);
    expect(out).toContain("Double-dummy tricks (as the file publishes them); par NS 1520 (NS 7NT)");
  });

  test("--dd-check solves the one deal once and warns where the file's table differs", async () => {
    const { code, out, err, solved } = await run(FILE, "--dd-check");
    expect(code).toBe(0);
    expect(solved).toBe(1);
    expect(out).toContain("Double-dummy tricks; par NS 1520 (NS 7NT)");
    expect(err).toContain(
      "Warning: Meadow Monday, section A, board 1: the file's double-dummy table differs",
    );
  });

  test("--no-dd shows the hands only; with --dd-check it is refused", async () => {
    const { out, solved } = await run(FILE, "--no-dd");
    expect(solved).toBe(0);
    expect(out).toContain("Board 1: the deal");
    expect(out).not.toContain("Double-dummy tricks");
    const both = await run(FILE, "--no-dd", "--dd-check");
    expect(both.code).toBe(2);
    expect(both.err).toContain("--no-dd and --dd-check contradict each other: give one.");
  });

  test("--json gives each section's deals with their points, table and par", async () => {
    const { code, out } = await run(FILE, "--json");
    expect(code).toBe(0);
    const doc = JSON.parse(out);
    const [deal] = doc.sections[0].deals;
    expect(deal).toMatchObject({ board: 1, dealer: "N", vulnerability: "None", source: "published" });
    expect(deal.hcp).toEqual({ N: 37, E: 3, S: 0, W: 0 });
    // The file's [DoubleDummyTricks] as it stands: 13 for North in every strain.
    expect(deal.tricks.N).toEqual({ C: 13, D: 13, H: 13, S: 13, NT: 13 });
    expect(deal.par).toEqual({ score: 1520, contracts: ["7N-NS"] });
  });
});

describe("npm run score -- --once par: a board played once scored against its par", () => {
  const ONCE = path.join(__dirname, "..", "fixtures", "files", "once-par.pbn");
  // Board 1, nobody vulnerable: NS 1 +1520, NS 2 +990. Board 2, played once by NS 1 v EW 2: +1440
  // against the file's table, par +2220 (7NT by NS vulnerable; EW's cheapest sacrifice, 7S
  // doubled down 13 not vulnerable, costs 3500). 1440 - 2220 = -780.

  test("Butler: board 1 datum (1520 + 990) / 2 = 1255, rounded 1260: NS 1 +6, NS 2 -7; board 2 -13 IMPs (750 to 890)", async () => {
    const { code, out, err, solved } = await run(ONCE, "--method", "butler", "--once", "par", "--json");
    expect(code).toBe(0);
    expect(err).toBe("");
    expect(solved).toBe(0); // the file's own whole table gives the par
    const doc = JSON.parse(out);
    expect(doc.boards[1]).toMatchObject({ board: 2, againstPar: 2220 });
    expect(doc.boards[1].tables[0]).toMatchObject({ nsResult: -13, ewResult: 13 });
    const ns = doc.ranking.find((f: { field: string }) => f.field === "NS").pairs;
    // NS 1: +6 - 13 = -7 over 2 boards; NS 2: -7 over 1.
    expect(ns.map((p: { pair: string; total: number }) => [p.pair, p.total])).toEqual([
      ["NS 1", -7],
      ["NS 2", -7],
    ]);
  });

  test("matchpoints: board 2 below par is 0 of a top of 2; NS 1 has 2 of 4, 50%; EW 2 4 of 4", async () => {
    const { code, out } = await run(ONCE, "--once", "par", "--json");
    expect(code).toBe(0);
    const doc = JSON.parse(out);
    const pairs = doc.ranking.flatMap((f: { pairs: unknown[] }) => f.pairs);
    expect(pairs.find((p: { pair: string }) => p.pair === "NS 1")).toMatchObject({
      total: 2,
      percentage: 50,
    });
    expect(pairs.find((p: { pair: string }) => p.pair === "EW 2")).toMatchObject({
      total: 4,
      percentage: 100,
    });
  });

  test("by default a board played once is scored as any board: matchpoints refuse it", async () => {
    const { code, err } = await run(ONCE);
    expect(code).toBe(1);
    expect(err).toContain("Board 2: A board with a single result has nobody to be compared with");
  });

  test("the printed workings say the board was scored against par; --no-dd beside it is refused", async () => {
    const { out } = await run(ONCE, "--method", "cross", "--once", "par");
    expect(out).toContain("Played once: scored against par");
    expect(out).toContain("+1440 against a par of +2220: -780 points, -13 IMPs.");
    expect(out).toContain("the ranking\ncounts it");
    const refused = await run(ONCE, "--once", "par", "--no-dd");
    expect(refused.code).toBe(2);
    expect(refused.err).toContain("--once par scores a board played once against its par");
  });
});

describe("npm run score -- --once par on a file without deals", () => {
  test("a board played once whose par is not known is scored as any board, and said", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "once-"));
    const file = path.join(dir, "once.csv");
    fs.writeFileSync(file, "Board,NS,EW,Score\n1,1,2,420\n1,3,4,-50\n2,1,4,600\n");
    // Butler: board 2's datum is its own score, 0 IMPs.
    const { code, out, err } = await run(file, "--method", "butler", "--once", "par", "--json");
    expect(code).toBe(0);
    expect(err).toContain(
      "Warning: Board 2 was played once, but its par is not known (the file gives no deal for it, or its deal could not be solved): it is scored as any board.",
    );
    expect(JSON.parse(out).boards[1].tables[0].nsResult).toBe(0);
  });
});

describe("npm run score -- a teams file with deals", () => {
  const TEAMS = path.join(__dirname, "..", "fixtures", "files", "teams-deals.pbn");

  test("--json gives the event's deals with their par; the text shows them under the match", async () => {
    const { code, out, solved } = await run(TEAMS, "--json");
    expect(code).toBe(0);
    expect(solved).toBe(0); // both boards' tables are published whole
    // Board 1 par +300 (libdds's table in the file), board 2 +2220 (7NT by NS vulnerable).
    expect(
      JSON.parse(out).deals.map((d: { board: number; par: { score: number } }) => [d.board, d.par.score]),
    ).toEqual([
      [1, 300],
      [2, 2220],
    ]);
    const text = await run(TEAMS);
    expect(text.out).toContain("Hand records");
    // The open room's +420 against +300: 120 points, 3 IMPs.
    expect(text.out).toMatch(/Aces\s+Kings\s+4S\s+N\s+10\s+\+1\s+420\s+\+3/);
  });

  test("--no-dd shows the hands only; beside --dd-check it is refused", async () => {
    const { code, out } = await run(TEAMS, "--no-dd");
    expect(code).toBe(0);
    expect(out).toContain("Board 1: the deal");
    expect(out).not.toContain("Double-dummy tricks");
    const both = await run(TEAMS, "--no-dd", "--dd-check");
    expect(both.code).toBe(2);
    expect(both.err).toContain("--no-dd and --dd-check contradict each other: give one.");
  });
});
