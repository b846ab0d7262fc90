// No warning on the real published sessions the project holds: every results file of
// test/fixtures/files, the printed travellers of test/fixtures/printed, the examples, and the
// worked examples' boards. A warning there would be a false alarm on a session as it was really
// played and scored, save the one mistake a real file does hold (below, with its reason).
import * as fs from "node:fs";
import * as path from "node:path";
import { openInput } from "../../src/event";
import { readCsv } from "../../src/io/csv";
import { readTraveller, suspiciousScores, type ScoreWarning } from "../../src/scoring";
import worked from "../fixtures/worked-examples.json";

const ROOT = path.resolve(__dirname, "../..");

/** Every file of a folder of the project, by its path. */
function filesOf(folder: string): string[] {
  const dir = path.join(ROOT, folder);
  return fs
    .readdirSync(dir)
    .filter((f) => !f.endsWith(".md") && fs.statSync(path.join(dir, f)).isFile())
    .map((f) => path.join(folder, f));
}

/** Each pairs section's warnings of a file, as [file, section title, board, row]. */
function warningsOf(file: string): [string, string | null, number, number][] {
  const event = openInput(fs.readFileSync(path.join(ROOT, file)), path.basename(file));
  return event.sections
    .filter((s) => s.teams === null)
    .flatMap((s) =>
      suspiciousScores(s.traveller).map((w): [string, string | null, number, number] => [
        file,
        s.title,
        w.board,
        w.row,
      ]),
    );
}

describe("no warning on real sessions", () => {
  it("every results file the project holds: one warning, where a file really has a score its vulnerability cannot make", () => {
    const files = filesOf("test/fixtures/files");
    expect(files.length).toBeGreaterThan(30);
    // bridgecomposer-acbl-sections.pbn says board 2 is NS vulnerable, and gives section A's 4S
    // by E making ten tricks as 620 to EW: the vulnerable game (not vulnerable it is 420), where
    // its 6DX by W five down, 1100 to NS, is the non-vulnerable penalty. The program scored that
    // table as if EW were vulnerable: -620 is a score no contract makes with EW not vulnerable.
    expect(files.flatMap(warningsOf)).toEqual([
      ["test/fixtures/files/bridgecomposer-acbl-sections.pbn", "Placeholder Monday Pairs", 2, 6],
    ]);
  });

  it("the printed travellers and the examples", () => {
    const files = [...filesOf("test/fixtures/printed"), ...filesOf("examples")].filter(
      (f) => f.endsWith(".csv") && !f.includes("teams"),
    );
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const cells = readCsv(fs.readFileSync(path.join(ROOT, f), "utf8")).rows;
      expect([f, suspiciousScores(readTraveller(cells))]).toEqual([f, []]);
    }
  });

  it("the worked examples' boards, read as travellers of scores only", () => {
    // A worked example gives a board's scores without its number, so its vulnerability is not
    // known: each is read as boards 1 to 4 (nobody, NS, EW and both vulnerable) and must be
    // free of warnings at one of them at least (1430 is a vulnerable slam, 980 is not).
    const lists = worked.cases.flatMap((c) => {
      const input = c.input as { scores?: number[]; others?: number[] };
      return [input.scores, input.others].filter((s): s is number[] => Array.isArray(s));
    });
    expect(lists.length).toBeGreaterThan(15);
    const loud = lists.filter(
      (scores) =>
        ![1, 2, 3, 4].some((board) => {
          const cells = [["Board", "NS", "EW", "Score"], ...scores.map((s, i) => [board, i + 1, i + 1, s])];
          return suspiciousScores(readTraveller(cells)).length === 0;
        }),
    );
    // The Butler trim examples (three cases, one list) are no board as played: they put NS's
    // game not vulnerable (+420, +450) beside its game vulnerable (+620, +650) and a vulnerable
    // slam (+1430), to show what each trim leaves out. No vulnerability makes them all.
    expect(loud).toEqual([
      [-200, -100, 140, 170, 420, 420, 420, 450, 450, 620, 650, 1430],
      [-200, -100, 140, 170, 420, 420, 420, 450, 450, 620, 650, 1430],
      [-200, -100, 140, 170, 420, 420, 420, 450, 450, 620, 650, 1430],
    ]);
  });

  it("the worked example of a whole traveller, board 15 with its contracts", () => {
    const board = worked.cases.find((c) => c.id === "traveller-club-board15")!.input as {
      board: number;
      rows: { ns: number; ew: number; contract: string; by: string; tricks: number; score: number }[];
    };
    const cells = [
      ["Board", "NS", "EW", "Contract", "By", "Tricks", "Score"],
      ...board.rows.map((r) => [board.board, r.ns, r.ew, r.contract, r.by, r.tricks, r.score]),
    ];
    const warnings: ScoreWarning[] = suspiciousScores(readTraveller(cells));
    expect(warnings).toEqual([]);
  });
});
