// `npm run score` on a results file with deals: each board's deal beside it, its table from the
// file or the solver handed in (the program's worker threads; here this thread), --no-dd and
// --dd-check.
import * as fs from "node:fs";
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
