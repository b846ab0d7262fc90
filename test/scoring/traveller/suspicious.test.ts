// Suspicious scores are warnings, never changes: a sign the wrong way within one contract by one
// side, and a row that mirrors the board's most common score with its declarer on the other side.
// Checked on the core, through the command line (--json's `warnings`, exit code 0), and on every
// example and fixture (no false warning).
import * as fs from "node:fs";
import * as path from "node:path";
import { readCsv } from "../../../src/io/csv";
import { readTraveller, suspiciousScores } from "../../../src/scoring";
import { runCli as run } from "../../support/cli";

const HEADER = ["Board", "NS", "EW", "Contract", "By", "Score"];

describe("suspiciousScores", () => {
  it("a sign the wrong way: -420 where the other three 4S by N scored +420, +450, +420", () => {
    const t = readTraveller([
      HEADER,
      [1, 1, 1, "4S", "N", 420],
      [1, 2, 2, "4S", "N", 450],
      [1, 3, 3, "4S", "N", -420],
      [1, 4, 4, "4S", "N", 420],
      [1, 5, 5, "3NT", "S", 400],
    ]);
    expect(t.problems).toEqual([]);
    expect(suspiciousScores(t)).toEqual([
      {
        board: 1,
        row: 3,
        column: 5,
        text: "4S by N scored -420 for NS here, the opposite sign to the other 3 tables in 4S by the same side, one of which scored +420: is the sign the wrong way? (Scored as it stands.)",
      },
    ]);
  });

  it("a contract that went down at one table is no warning: -50 is not the negative of any made score", () => {
    const t = readTraveller([
      HEADER,
      [1, 1, 1, "4S", "N", 420],
      [1, 2, 2, "4S", "N", 450],
      [1, 3, 3, "4S", "N", -50],
      [1, 4, 4, "4S", "N", 420],
    ]);
    expect(suspiciousScores(t)).toEqual([]);
  });

  it("the wrong way round: 4S by E -420 where 4S by N +420 is the most common result", () => {
    const t = readTraveller([
      HEADER,
      [2, 1, 1, "4S", "N", 420],
      [2, 2, 2, "4S", "N", 420],
      [2, 3, 3, "4S", "E", -420],
      [2, 4, 4, "4S", "N", 450],
    ]);
    const w = suspiciousScores(t);
    expect(w.map((x) => [x.board, x.row])).toEqual([[2, 3]]);
    expect(w[0].text).toBe(
      "4S by E scored -420 for NS here, the mirror of the board's most common result, 4S by N +420 (2 tables): was it entered the wrong way round? (Scored as it stands.)",
    );
  });

  it("names no row of the examples and fixtures", () => {
    const root = path.resolve(__dirname, "../../..");
    const files = [
      ...fs.readdirSync(path.join(root, "examples")).map((f) => path.join(root, "examples", f)),
      ...fs
        .readdirSync(path.join(root, "test/fixtures/printed"))
        .map((f) => path.join(root, "test/fixtures/printed", f)),
    ].filter((f) => f.endsWith(".csv") && !f.includes("teams"));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const cells = readCsv(fs.readFileSync(f, "utf8")).rows;
      expect([f, suspiciousScores(readTraveller(cells))]).toEqual([f, []]);
    }
  });
});

describe("npm run score with a suspicious score", () => {
  const csv = [
    "Board,NS,EW,Contract,By,Score",
    "1,1,1,4S,N,420",
    "1,2,2,4S,N,450",
    "1,3,3,4S,N,-420",
    "1,4,4,4S,N,420",
  ].join("\n");

  it("--json: scored as it stands, exit 0, and warnings with board, line and text", async () => {
    const r = await run(["s.csv", "--json"], { "s.csv": csv });
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as { warnings: { board: number; line: number; text: string }[] };
    // The -420 is line 4 of the file (line 1 is the header).
    expect(doc.warnings.map((w) => [w.board, w.line])).toEqual([[1, 4]]);
    expect(doc.warnings[0].text).toMatch(/^4S by N scored -420 for NS here/);
  });

  it("the workings printed, the warning on stderr with its line", async () => {
    const r = await run(["s.csv"], { "s.csv": csv });
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^Warning: s\.csv: line 4, column 6 \(Score\): 4S by N scored -420/);
  });
});
