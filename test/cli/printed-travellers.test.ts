// Of the command line as a whole: main() run in-process, every command routed as a user types it.
// Travellers pasted from three programs' results pages (test/fixtures/printed/), scored on the
// command line with the options each program used: every table's result agrees with the figure
// the program printed beside it (read from the same file, in the test, independently).
import * as fs from "node:fs";
import * as path from "node:path";
import { CliIO, main } from "../../src/cli/score";
import { readCsv } from "../../src/io/csv";

const fixture = (f: string): string => path.resolve(__dirname, "../fixtures/printed", f);

async function scoreJson(argv: string[]): Promise<JsonSession> {
  let out = "";
  let err = "";
  const io: CliIO = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    readFile: (p) => fs.readFileSync(p, "utf8"),
  };
  const code = await main([...argv, "--json"], io);
  expect(err).toBe("");
  expect(code).toBe(0);
  return JSON.parse(out) as JsonSession;
}

interface JsonTable {
  ns: string;
  ew: string;
  nsScore: number | null;
  nsResult: number;
  ewResult: number;
  nsPercent: number;
  ewPercent: number;
}
interface JsonSession {
  boards: { board: number; top?: number; tables: JsonTable[] }[];
  ranking: { field: string; pairs: { pair: string; percentage: number }[] }[];
}

/**
 * The published columns of a printed traveller, per board in the file's order: the rows under each
 * header row that has the named columns, their cells as numbers ("66.67%" is 66.67). Blocks under a
 * header row without them (another board printed with other columns) are passed over.
 */
function published(file: string, nsHeader: string, ewHeader: string | null): (number | null)[][][] {
  const rows = readCsv(fs.readFileSync(file, "utf8")).rows;
  const boards: (number | null)[][][] = [];
  let columns: [number, number] | null = null;
  for (const row of rows) {
    const cells = row.map((c) => String(c).trim());
    if (cells.includes(nsHeader)) {
      columns = [cells.indexOf(nsHeader), ewHeader === null ? -1 : cells.indexOf(ewHeader)];
      boards.push([]);
    } else if (cells.includes("EW") || cells.includes("E-W")) {
      columns = null;
    } else if (columns !== null && cells.some((c) => c !== "") && !/^(Board|Rozdanie)/.test(cells[0])) {
      const num = (i: number): number | null => (i < 0 ? null : Number(cells[i].replace("%", "")));
      boards[boards.length - 1].push([num(columns[0]), num(columns[1])]);
    }
  }
  return boards;
}

/** Whether x, printed to 2 decimals, is `printed` (half up, as the programs print). */
const printedAs = (x: number, printed: number | null): boolean =>
  printed !== null && Math.abs(Math.round(x * 100 + 1e-9) / 100 - printed) < 1e-9;

describe("Bridge Base Online: matchpoints, an award is not a result (--expected results)", () => {
  test("each table's NS percentage is the site's Score", async () => {
    const s = await scoreJson([fixture("bbo-pairs.csv"), "--method", "mp", "--expected", "results"]);
    const site = published(fixture("bbo-pairs.csv"), "Score", null);
    // Board 1 (none vul): 420, 450, +100, 490 and an A==. Four results, top 2 x 3 = 6:
    // 490 beats 3 (6, 100%), 450 beats 2 (4, 66.67%), 420 beats 1 (2, 33.33%), 100 (0, 0%);
    // A== is 50% of the top. Board 2 (NS vul): -140, 0, +140, +300 and A+= (NS A+, 60%).
    expect(s.boards.map((b) => b.tables.map((t) => t.nsPercent))).toEqual([
      [100 / 3, 200 / 3, 0, 100, 50],
      [0, 100 / 3, 200 / 3, 100, 60],
    ]);
    s.boards.forEach((b, i) =>
      b.tables.forEach((t, j) => expect([i, j, printedAs(t.nsPercent, site[i][j][0])]).toEqual([i, j, true])),
    );
  });

  test("a pair is its two players from board to board; the session percentage follows", async () => {
    const s = await scoreJson([fixture("bbo-pairs.csv"), "--method", "mp", "--expected", "results"]);
    const ns = s.ranking.find((r) => r.field === "NS")!;
    // alice & bob: 2 of 6 on board 1 and 0 of 6 on board 2: 2 / 12 = 16.67%.
    // mo & ned: A== (3 of 6) and A+ (3.6 of 6): 6.6 / 12 = 55%.
    expect(ns.pairs.find((p) => p.pair === "NS alice & bob")?.percentage).toBeCloseTo(100 / 6, 9);
    expect(ns.pairs.find((p) => p.pair === "NS mo & ned")?.percentage).toBeCloseTo(55, 9);
    // ivy & jo top both boards: 12 of 12.
    expect(ns.pairs[0]).toEqual(expect.objectContaining({ pair: "NS ivy & jo", percentage: 100 }));
  });
});

describe("JFR Pary: Neuberg with the director's score counted as a table, a phantom's row not", () => {
  test("each table's percentages are JFR's % NS and % EW", async () => {
    const s = await scoreJson([fixture("jfr-pary.csv"), "--method", "mp"]);
    const jfr = published(fixture("jfr-pary.csv"), "% NS", "% EW");
    // Board 2 (NS vul): 620, -100, 650, Pass and TD 60/40: n = 4 results of N = 5 tables.
    // Among the four, 650 scores 6, 620 4, 0 2, -100 0; Neuberg (MP + 1) x 5/4 - 1 gives 7.75,
    // 5.25, 2.75, 0.25 of a top of 8: 96.875%, 65.625%, 34.375%, 3.125% (JFR prints 96.88 ...).
    expect(s.boards[1].tables.map((t) => t.nsPercent)).toEqual([65.625, 3.125, 96.875, 34.375, 60]);
    expect(s.boards[1].top).toBe(8);
    // Board 3 (EW vul) ends with "5 v 16 TD 60.00 / 0.00": pair 16 plays no table (a phantom),
    // so that row is left out. 420, 400, -50 and TD 60/40: n = 3 results of N = 4 tables. Among
    // the three, 420 scores 4, 400 2, -50 0; (MP + 1) x 4/3 - 1 gives 17/3, 3, 1/3 of a top of
    // 6: 94.444%, 50%, 5.556% (JFR: 94.44, 50.00, 5.56). Were the phantom row a table (N = 5,
    // top 8), 420 would get 5 x 5/3 - 1 = 22/3 of 8, 91.67%: not what JFR printed.
    expect(s.boards[2].tables.map((t) => [t.ns, t.ew])).toEqual([
      ["1", "11"],
      ["2", "12"],
      ["3", "13"],
      ["4", "14"],
    ]);
    expect(s.boards[2].top).toBe(6);
    [850 / 9, 50, 50 / 9, 60].forEach((x, j) => expect(s.boards[2].tables[j].nsPercent).toBeCloseTo(x, 9));
    expect(jfr[2].length).toBe(5); // the printed phantom row, not compared
    s.boards.forEach((b, i) =>
      b.tables.forEach((t, j) => {
        expect([i, j, printedAs(t.nsPercent, jfr[i][j][0])]).toEqual([i, j, true]);
        expect([i, j, printedAs(t.ewPercent, jfr[i][j][1])]).toEqual([i, j, true]);
      }),
    );
  });
});

describe("KOPS: Neuberg matchpoints with the director's average counted as a table", () => {
  test("each table's matchpoints are KOPS's PUNKTY NS and PUNKTY EW (to 0.01)", async () => {
    const s = await scoreJson([fixture("kops-pary.csv"), "--method", "mp"]);
    const kops = published(fixture("kops-pary.csv"), "PUNKTY NS", "PUNKTY EW");
    // Board 3 (EW vul): +500, -620, +100 and sędzia średnia: n = 3 of N = 4. Among the three,
    // 500 scores 4, 100 2, -620 0; Neuberg (MP + 1) x 4/3 - 1 gives 17/3, 3, 1/3 of a top of 6.
    expect(s.boards[0].tables.map((t) => t.nsResult)).toEqual([17 / 3, 1 / 3, 3, 3]);
    expect(kops.length).toBe(2); // boards 3 and 4; board 5 prints percentages (below)
    s.boards.slice(0, 2).forEach((b, i) =>
      b.tables.forEach((t, j) => {
        expect([i, j, printedAs(t.nsResult, kops[i][j][0])]).toEqual([i, j, true]);
        expect([i, j, printedAs(t.ewResult, kops[i][j][1])]).toEqual([i, j, true]);
      }),
    );
  });
});

describe("KOPS: percentages from Neuberg matchpoints rounded to 0.01 (--mp-round 0.01)", () => {
  // Board 5 (NS vul) prints % NS / % EW: +620, -100, +140 and sędzia średnia (a table, 3 of 6).
  // n = 3 results of N = 4 tables, top 2 x (4 - 1) = 6. Among the three, 620 scores 4, 140 2,
  // -100 0; (MP + 1) x 4/3 - 1 gives 17/3 = 5.6667, 3 and 1/3 = 0.3333.
  // Exact: 5.6667 / 6 = 94.444%, printed 94.44 (EW 0.3333 / 6 = 5.56).
  // KOPS rounds the matchpoints first: 5.67 / 6 = 94.50%, and EW the top less that, 0.33 / 6 =
  // 5.50%; -100 the mirror image (5.50 / 94.50); 140 and the average 3 / 6 = 50.00 either way.
  const kopsPercent = (s: JsonSession) => {
    const kops = published(fixture("kops-pary.csv"), "% NS", "% EW");
    expect(kops).toEqual([
      [
        [94.5, 5.5],
        [5.5, 94.5],
        [50, 50],
        [50, 50],
      ],
    ]);
    return s.boards[2].tables.map((t, j) => [
      printedAs(t.nsPercent, kops[0][j][0]),
      printedAs(t.ewPercent, kops[0][j][1]),
    ]);
  };

  test("with --mp-round 0.01 every table agrees with KOPS's % NS and % EW", async () => {
    const s = await scoreJson([fixture("kops-pary.csv"), "--method", "mp", "--mp-round", "0.01"]);
    expect(s.boards[2].board).toBe(5);
    expect(s.boards[2].tables.map((t) => t.nsResult)).toEqual([5.67, 0.33, 3, 3]);
    expect(s.boards[2].tables.map((t) => t.nsPercent)).toEqual([94.5, 5.5, 50, 50]);
    expect(kopsPercent(s)).toEqual(new Array(4).fill([true, true]));
  });

  test("without it the first two tables differ in the second decimal (94.44 against 94.50)", async () => {
    const s = await scoreJson([fixture("kops-pary.csv"), "--method", "mp"]);
    expect(s.boards[2].tables[0].nsPercent).toBeCloseTo((17 / 3 / 6) * 100, 9);
    expect(kopsPercent(s)).toEqual([
      [false, false],
      [false, false],
      [true, true],
      [true, true],
    ]);
  });
});
