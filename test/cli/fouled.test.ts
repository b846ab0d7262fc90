// Of the command line as a whole: main() run in-process, every command routed as a user types it.
// A fouled board: test/fixtures/fouled-board.csv, the worked example of docs/conventions.md
// ("Fouled boards"). A five-table Mitchell of five boards, one a round; board 1 was fouled, tables
// 1-3 playing version A and tables 4-5 version B; boards 2-5 are flat (+110 at every table).
//
// The hand calculation (EBU scale: 2 for each result beaten, 1 for each tie; N = 5 tables on the
// whole board, top 2 x (5 - 1) = 8 for every group, Neuberg's (MP + 1) x N/n - 1):
//   Version A, n = 3: NS +450 beats 2 (MP 4), +420 beats 1 (MP 2), +170 beats none (MP 0);
//     factored by 5/3: (4 + 1) x 5/3 - 1 = 22/3 = 7.33, (2 + 1) x 5/3 - 1 = 4, (0 + 1) x 5/3 - 1 = 2/3.
//     EW get 8 minus: 2/3, 4, 22/3. NS total 22/3 + 4 + 2/3 = 12 = n x top / 2.
//   Version B, n = 2: NS +620 beats 1 (MP 2), -100 beats none (MP 0);
//     factored by 5/2: (2 + 1) x 5/2 - 1 = 6.5, (0 + 1) x 5/2 - 1 = 1.5; EW 1.5 and 6.5.
//   Board 1 tables: NS1 v EW1 +420 (A), NS2 v EW3 +450 (A), NS3 v EW5 +170 (A),
//     NS4 v EW2 +620 (B), NS5 v EW4 -100 (B).
//   Boards 2-5: 4 each to every pair (all tied). So a pair's total is 16 + its board 1 result, of
//   tops 5 x 8 = 40: NS1 20 (50%), NS2 70/3 (58.33%), NS3 50/3 (41.67%), NS4 22.5 (56.25%),
//   NS5 17.5 (43.75%); EW1 20 (50%), EW2 17.5 (43.75%), EW3 50/3 (41.67%), EW4 22.5 (56.25%),
//   EW5 70/3 (58.33%).
// Scored as one board (not fouled) the five NS scores 620, 450, 420, 170, -100 would give 8, 6,
// 4, 2, 0 instead: NS2 would have 6, not 7.33.
import * as fs from "node:fs";
import * as path from "node:path";
import { openInput, scoreEvent, type ScoredPairsSection } from "../../src/event";
import { runCli } from "../support/cli";
import { disagreements, evaluateFormulas, loadModel } from "../support/hyperformula-model";

const csv = fs.readFileSync(path.join(__dirname, "..", "fixtures", "fouled-board.csv"), "utf8");

/** The percentages worked by hand above, by pair. */
const BY_HAND: Record<string, number> = {
  "NS 1": 50,
  "NS 2": (100 * 70) / 3 / 40,
  "NS 3": (100 * 50) / 3 / 40,
  "NS 4": 56.25,
  "NS 5": 43.75,
  "EW 1": 50,
  "EW 2": 43.75,
  "EW 3": (100 * 50) / 3 / 40,
  "EW 4": 56.25,
  "EW 5": (100 * 70) / 3 / 40,
};

interface JsonBoard {
  board: number;
  version?: string;
  top: number;
  tables: { ns: string; ew: string; nsResult: number; ewResult: number }[];
}
interface JsonPair {
  pair: string;
  boards: number;
  total: number;
  tops: number;
  percentage: number;
}

describe("a fouled board on the command line (--json)", () => {
  it("scores each version as a board of its own, factored to the whole board's top", async () => {
    const r = await runCli(["s.csv", "--json"], { "s.csv": csv });
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { boards: JsonBoard[]; ranking: { pairs: JsonPair[] }[] };
    const one = json.boards.filter((b) => b.board === 1);
    expect(one.map((b) => [b.version, b.top])).toEqual([
      ["A", 8],
      ["B", 8],
    ]);
    expect(one[0].tables.map((t) => [t.ns, t.ew, t.nsResult, t.ewResult])).toEqual([
      ["1", "1", 4, 4],
      ["2", "3", expect.closeTo(22 / 3, 10), expect.closeTo(2 / 3, 10)],
      ["3", "5", expect.closeTo(2 / 3, 10), expect.closeTo(22 / 3, 10)],
    ]);
    expect(one[1].tables.map((t) => [t.ns, t.ew, t.nsResult, t.ewResult])).toEqual([
      ["4", "2", 6.5, 1.5],
      ["5", "4", 1.5, 6.5],
    ]);
    // Every pair counts board 1 once: 5 boards, tops 40, the percentage worked by hand.
    const all = json.ranking.flatMap((f) => f.pairs);
    expect(all).toHaveLength(10);
    for (const p of all) {
      expect([p.pair, p.boards, p.tops]).toEqual([p.pair, 5, 40]);
      expect(p.percentage).toBeCloseTo(BY_HAND[p.pair], 10);
    }
  });

  it("the printed sheet names each version's workings, and the movement checks pass", async () => {
    const r = await runCli(["s.csv"], { "s.csv": csv });
    expect(r.code).toBe(0);
    // The title follows the ranking, wrapped to the width: its lines joined again.
    expect(r.out.replace(/\n/g, " ")).toMatch(/Session matchpoints: 5 boards \(Mitchell/);
    expect(r.out).toContain("Board 1 (A): dealer North, nobody vulnerable");
    expect(r.out).toContain("Board 1 (B): dealer North, nobody vulnerable");
    expect(r.out).toContain("matchpoints: 3 results of 5 expected, 3 tables");
    expect(r.out).toContain("matchpoints: 2 results of 5 expected, 2 tables");
  });

  it("ACBL scale: top 4, the same percentages (Neuberg's ACBL form, (MP + 1/2) x N/n - 1/2)", async () => {
    // Version A on the ACBL scale: +450 beats 2 (MP 2): (2 + 1/2) x 5/3 - 1/2 = 11/3 of top 4, the
    // 91.67% of 22/3 of 8; version B: +620 beats 1 (MP 1): (1 + 1/2) x 5/2 - 1/2 = 3.25 of 4.
    const r = await runCli(["s.csv", "--json", "--scale", "ACBL"], { "s.csv": csv });
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { boards: JsonBoard[]; ranking: { pairs: JsonPair[] }[] };
    const one = json.boards.filter((b) => b.board === 1);
    expect(one.map((b) => b.top)).toEqual([4, 4]);
    expect(one[0].tables[1].nsResult).toBeCloseTo(11 / 3, 10);
    expect(one[1].tables[0].nsResult).toBeCloseTo(3.25, 10);
    for (const p of json.ranking.flatMap((f) => f.pairs))
      expect(p.percentage).toBeCloseTo(BY_HAND[p.pair], 10);
  });

  it("Butler: each version has its own datum (A 346.67 rounds to 350, B 260)", async () => {
    // A: 420 - 350 = 70 is 2 IMPs, 450 - 350 = 100 is 3, 170 - 350 = -180 is -5 (WBF scale);
    // B: 620 - 260 = 360 is 8, -100 - 260 = -360 is -8.
    const r = await runCli(["s.csv", "--json", "--method", "butler"], { "s.csv": csv });
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { boards: (JsonBoard & { datum: number })[] };
    const one = json.boards.filter((b) => b.board === 1);
    expect(one.map((b) => [b.version, b.datum, b.tables.map((t) => t.nsResult)])).toEqual([
      ["A", 350, [2, 3, -5]],
      ["B", 260, [8, -8]],
    ]);
  });

  it("a row of a fouled board with no version is refused on its line", async () => {
    const lines = csv.split("\n");
    // Line 3 (NS 2 v EW 3 on board 1) loses its version.
    lines[2] = lines[2].replace(/,A$/, ",");
    const r = await runCli(["s.csv", "--json"], { "s.csv": lines.join("\n") });
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toContain(
      "s.csv: line 3, column 7 (Version): Board 1 is fouled (versions A, B), but no version is given for this row (table 2)",
    );
  });

  it("--fouled names the versions by table instead of a Version column: the same results", async () => {
    const plain = csv.replace(/,[AB]$/gm, ",");
    const byColumn = await runCli(["s.csv", "--json"], { "s.csv": csv });
    const byChoice = await runCli(["s.csv", "--json", "--fouled", "1: A 1-3, B 4-5"], { "s.csv": plain });
    expect(byChoice.err).toBe("");
    expect(byChoice.code).toBe(0);
    expect(JSON.parse(byChoice.out)).toEqual(JSON.parse(byColumn.out));
  });

  it("--fouled with a table left out, a board not on the traveller, or a bad value: refused", async () => {
    const plain = csv.replace(/,[AB]$/gm, ",");
    const left = await runCli(["s.csv", "--fouled", "1: A 1-3, B 4"], { "s.csv": plain });
    expect(left.code).toBe(1);
    // Table 5 (NS 5 v EW 4, the CSV's line 6) has no version.
    expect(left.err).toContain("line 6");
    expect(left.err).toContain("no version is given for this row (table 5)");
    const missing = await runCli(["s.csv", "--fouled", "9: A 1-3, B 4-5"], { "s.csv": plain });
    // A board the session does not have: the request cannot be met (exit 2), the boards it has said.
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(
      /^--fouled 9: A 1-3, B 4-5: the session has boards \d+( to \d+)?, and no board 9\.\n$/,
    );
    const bad = await runCli(["s.csv", "--fouled", "1 A 1-3"], { "s.csv": plain });
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--fouled: "1 A 1-3" is not a fouled board');
  });

  it("without the Version column's letters the board is one board again (5 results, NS2 6 of 8)", async () => {
    const plain = csv.replace(/,[AB]$/gm, ",");
    const r = await runCli(["s.csv", "--json"], { "s.csv": plain });
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { boards: JsonBoard[] };
    const one = json.boards.filter((b) => b.board === 1);
    expect(one).toHaveLength(1);
    expect(one[0].version).toBeUndefined();
    expect(one[0].tables.map((t) => t.nsResult)).toEqual([4, 6, 2, 8, 0]);
  });
});

describe("a fouled board on the results sheet model", () => {
  const scored = scoreEvent(openInput(csv, "s.csv"), {});
  const section = scored.sections[0] as ScoredPairsSection;
  const sheet = section.sheet;
  const text = (r: number, c: number): unknown => sheet.cells.find((x) => x.row === r && x.col === c)?.value;

  it("lays out each version as a board, with N the whole board's five tables", () => {
    // (A board's title repeated at the top of a printed page it runs on to is no heading of its own.)
    const repeats = new Set(sheet.print?.repeats ?? []);
    const titles = sheet.cells.filter(
      (c) => typeof c.value === "string" && /^Board 1/.test(c.value) && !repeats.has(c.row),
    );
    expect(titles.map((c) => c.value)).toEqual([
      // The ranking's links to each version's workings, then the versions' headings.
      "Board 1 (A)",
      "Board 1 (B)",
      "Board 1 (A): dealer North, nobody vulnerable",
      "Board 1 (B): dealer North, nobody vulnerable",
    ]);
    const expectedRows = sheet.cells.filter((c) => c.value === "Results expected (N)");
    // Versions A and B first (N = 5, a value: the whole board is not in the block), then boards 2-5.
    expect(expectedRows.slice(0, 2).map((c) => text(c.row, 4))).toEqual([5, 5]);
  });

  it("the session summary counts board 1 once for every pair, at the percentages worked by hand", () => {
    const pairs = section.sessions[0].rankings.flatMap((f) => f.pairs);
    for (const p of pairs) {
      expect(p.boardsPlayed).toBe(5);
      expect(p.tops).toBe(40);
      expect(p.percentage).toBeCloseTo(BY_HAND[p.id], 10);
    }
    // One column of board 1 in each field's table (NS and EW), not one per version.
    const bd = sheet.cells.filter((c) => c.value === "Bd 1");
    expect(bd).toHaveLength(2);
    // NS 2's cell there refers to version A's block, NS 4's to version B's: 22/3 and 6.5.
    const row = (pair: string): number => sheet.cells.find((c) => c.value === pair && c.col === 0)!.row;
    const at = (pair: string) => sheet.cells.find((c) => c.row === row(pair) && c.col === bd[0].col)!;
    expect(at("NS 2").value).toBeCloseTo(22 / 3, 10);
    expect(at("NS 4").value).toBe(6.5);
  });

  it("every live formula gives what the engine cached (HyperFormula, independent of the add-in)", () => {
    expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
  });
});
