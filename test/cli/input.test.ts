// Of the command line as a whole: main() run in-process, every command routed as a user types it.
// The command line given a PBN or USEBIO file: told apart by content, each section scored with the
// file's method unless a flag says otherwise, the published figures compared.
import * as path from "node:path";
import * as fs from "node:fs";
import { CliIO, main } from "../../src/cli/score";

const FILES = path.resolve(__dirname, "..", "fixtures", "files");

async function run(argv: string[], bytes: Record<string, Uint8Array> = {}) {
  let out = "";
  let err = "";
  const io: CliIO = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    readFile: (p) => (bytes[p] ? Buffer.from(bytes[p]).toString("utf8") : fs.readFileSync(p, "utf8")),
    readBytes: (p) => bytes[p] ?? fs.readFileSync(p),
  };
  const code = await main(argv, io);
  return { code, out, err };
}

interface Pair {
  pair: string;
  percentage?: number;
  total: number;
}
interface Doc {
  method: string;
  ranking: { field: string; pairs: Pair[] }[];
  published: { compared: number; differences: string[] };
}

describe("npm run score -- <results file>", () => {
  test("a PBN file with two sections: one JSON document per section, matchpoints from [Scoring], every published figure agreeing", async () => {
    const r = await run([path.join(FILES, "club-pairs.pbn"), "--json"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as { sections: (Doc & { title: string })[] };
    expect(doc.sections.map((s) => [s.title, s.method, s.published])).toEqual([
      ["Club Pairs, section A", "mp", { compared: 48, differences: [] }],
      ["Club Pairs, section B", "mp", { compared: 6, differences: [] }],
    ]);
    // NS 2: 13.67 of 18 = 75.93% (worked in test/io/results-files.test.ts).
    const ns = doc.sections[0].ranking.find((f) => f.field === "NS")!;
    expect(ns.pairs[0].pair).toBe("NS 2");
    expect(ns.pairs[0].percentage).toBeCloseTo(75.926, 3);
  });

  test("a flag wins over the file: --method cross scores the USEBIO file by cross-IMPs (and compares no matchpoints)", async () => {
    const r = await run([path.join(FILES, "monday-howell.xml"), "--method", "cross", "--json"]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as Doc;
    expect(doc.method).toBe("cross");
    expect(doc.published.compared).toBe(0);
    // Board 1: 140, 110, -50. 140 v 110 is 30 (1 IMP), v -50 is 190 (5): 6 / 2 comparisons = 3.
    // Board 2 (pair 3 EW v -100): -100 v 600 is 700 (12), v 630 is 730 (12): EW +24 / 2 = 12.
    const all = doc.ranking[0].pairs.find((p) => p.pair === "3")!;
    expect(all.total).toBe(15);
  });

  test("the text output names each section, says the file's figures agree, and lists the names", async () => {
    const r = await run([path.join(FILES, "club-sections.xml")]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('=== Thursday Pairs, section A (matchpoints; the file says "MP_PAIRS") ===');
    expect(r.out).toContain("The file's published results agree with the add-in's (12 figures compared).");
    expect(r.out).toContain("NS 2: Zoë Ångström - Bob Jones");
  });

  test("a bad file: exit 1 and the line with what was expected", async () => {
    const bad = new TextEncoder().encode(
      '[Event "x"]\n[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW"]\n1 2 "420"\n',
    );
    const r = await run(["bad.pbn"], { "bad.pbn": bad });
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      "bad.pbn cannot be read:\n  line 4: a score table row has 3 cells, but the table names 4 columns",
    );
  });

  test("a file that is neither a traveller, PBN nor USEBIO says which formats are read", async () => {
    const r = await run(["book.xlsx"], { "book.xlsx": new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 1, 2]) });
    expect(r.code).toBe(1);
    expect(r.err).toContain("this is not a file the add-in reads: it reads a traveller as CSV");
    expect(r.err).toContain("a PBN file (PBN Standard 2.1");
    expect(r.err).toContain("a USEBIO XML file (USEBIO 1.0 to 1.2: pairs, teams and individual events)");
  });

  test("a traveller problem in a file names the file's line, not the grid's", async () => {
    // 4S by N making 10 on board 1 is +420, not the 400 the file says.
    const text =
      '[Event "x"]\n[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW"]\n1 1 4S N 10 "420" -\n2 2 4S N 14 - -\n';
    const r = await run(["x.pbn"], { "x.pbn": new TextEncoder().encode(text) });
    expect(r.code).toBe(1);
    // The second table's result, 14 tricks, is no number of tricks, and the row has no score.
    expect(r.err).toMatch(/x\.pbn: line 5 \(Tricks\): 14/);
  });
});

test("a text file that is no traveller: the missing header row, and which formats are read", async () => {
  const r = await run(["letter.txt"], {
    "letter.txt": new TextEncoder().encode("Dear director,\nthanks.\n"),
  });
  expect(r.code).toBe(1);
  expect(r.err).toContain("No header row found");
  expect(r.err).toContain("The add-in reads a traveller as CSV");
});

describe("npm run score -- <Bridgemate database>", () => {
  test("a .bws scores as its section A; a still-incomplete note would be said in the JSON's fromFile", async () => {
    const r = await run([path.join(FILES, "club-session.bws"), "--json"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as Doc & { boards: unknown[]; fromFile?: string[] };
    // 27 boards, matchpoints (its Section table's ScoringType 1), no note of missing results: every
    // result the movement expects is in.
    expect([doc.method, doc.boards.length, doc.fromFile]).toEqual([
      "mp",
      27,
      ["the database's Section table gives ScoringType 1: matchpoints"],
    ]);
    // 11 NS and 11 EW pairs, each on 27 boards.
    expect(doc.ranking.map((f) => [f.field, f.pairs.length])).toEqual([
      ["NS", 11],
      ["EW", 11],
    ]);
  });

  test("what the file told is said on the command line: sections matchpointed across the field", async () => {
    const r = await run([path.join(FILES, "usebio-across-field.xml")]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Read from the file: scored across the field: the published top is 6 on board");
  });
});
