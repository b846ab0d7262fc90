// `npm run score -- traveller.csv --deals FILE`: a deal file given apart joined to the traveller's
// boards by number, so the text, --json, the web page and the PBN file carry each board's hand
// record as they do for a results file with deals; what does not fit is a warning, the deal file
// is an input no output may be written over, and a file with no deal is refused.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { readInputFile } from "../../src/cli/files";
import { main } from "../../src/cli/score";
import { parseDeal, solveTable, type DDTable } from "../../src/scoring";
import { describeWithLibdds, runHarness } from "../support/libdds";

const ROOT = path.join(__dirname, "..", "..");
const MITCHELL = path.join(ROOT, "examples", "mitchell-session.csv");
const TEAMS = path.join(ROOT, "examples", "teams-match.csv");
const DEALS = path.join(ROOT, "test", "fixtures", "hand-records", "mitchell-deals.pbn");
// Board 1 of mitchell-deals.pbn (dealer N, nobody vulnerable).
const BOARD_1 = "N:KJ965.K93.Q9.AJ6 A32.AQ.8654.8432 7.JT87652.T73.QT QT84.4.AKJ2.K975";

jest.setTimeout(120_000);

/** Runs the command line in-process on the disk's files; the outputs kept by name, the deals asked of the solver counted. */
async function run(argv: string[], solve: (deal: string) => DDTable) {
  let out = "";
  let err = "";
  const written = new Map<string, string>();
  const asked: string[] = [];
  const code = await main(argv, {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    readFile: (p) => fs.readFileSync(p, "utf8"),
    readBytes: readInputFile,
    writeFile: (p, content) => void written.set(p, String(content)),
    solveDeal: async (deal) => (asked.push(deal), solve(deal)),
  });
  return { code, out, err, written, asked };
}

// A stand-in for the solver where the figures are not what is checked: seven tricks everywhere.
const SEVENS = (): DDTable => ({ tricks: [0, 1, 2, 3].map(() => [7, 7, 7, 7, 7]) });

describe("npm run score -- a CSV traveller --deals a PBN file of deals", () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "deals-"))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("the text shows boards 1 and 2 with their hands, each deal solved once; board 3 and board 4 are warnings", async () => {
    const r = await run([MITCHELL, "--deals", DEALS], SEVENS);
    expect(r.code).toBe(0);
    expect(r.err).toBe(
      "Warning: Board 3 has no deal in mitchell-deals.pbn: shown without hands.\n" +
        "Warning: mitchell-deals.pbn gives the deals of board 4, which no table played: left out.\n",
    );
    expect(r.asked).toHaveLength(2);
    expect(r.out).toContain("Board 1: the deal");
    expect(r.out).toContain("Board 2: the deal");
    expect(r.out).not.toContain("Board 3: the deal");
    // Board 1's spades, North, East, South, West, as the deal file gives them.
    expect(r.out).toMatch(/♠\s+KJ965\s+A32\s+7\s+QT84/);
  });

  test("the web page and the PBN file written carry the deals", async () => {
    const html = path.join(dir, "out.html");
    const pbn = path.join(dir, "out.pbn");
    const r = await run([MITCHELL, "--deals", DEALS, "--html", html, "--pbn", pbn], SEVENS);
    expect(r.code).toBe(0);
    expect(r.written.get(html)).toContain("Board 1: the deal");
    expect(r.written.get(pbn)).toContain(`[Deal "${BOARD_1}"]`);
    expect(r.written.get(pbn)).not.toContain('[Deal "N:T84');
  });

  test("no output may be written over the deal file", async () => {
    const copy = path.join(dir, "deals.pbn");
    fs.copyFileSync(DEALS, copy);
    const r = await run([MITCHELL, "--deals", copy, "--pbn", copy], SEVENS);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `Cannot write ${copy}: it is the input ${copy}, which would be lost; name another file for the output.\n`,
    );
    expect(fs.readFileSync(copy).equals(fs.readFileSync(DEALS))).toBe(true);
  });

  test("a deal file that is missing, or holds no deal, is refused before anything is scored", async () => {
    const missing = path.join(dir, "none.pbn");
    const gone = await run([MITCHELL, "--deals", missing], SEVENS);
    expect(gone.code).toBe(2);
    expect(gone.err).toMatch(new RegExp(`^--deals: Cannot read ${missing.replace(/[.]/g, "\\.")}: `));
    expect(gone.out).toBe("");
    const empty = path.join(dir, "empty.pbn");
    fs.writeFileSync(empty, '[Event "nothing"]\n');
    const none = await run([MITCHELL, "--deals", empty], SEVENS);
    expect(none.code).toBe(2);
    expect(none.err).toContain(`--deals ${empty}: no deal could be read.`);
  });

  test("a teams match takes its deals too, under its matches", async () => {
    const r = await run([TEAMS, "--deals", DEALS, "--json"], SEVENS);
    expect(r.code).toBe(0);
    // A one-section event's document is the section's own.
    expect(JSON.parse(r.out).deals.map((d: { board: number }) => d.board)).toEqual([1, 2, 4]);
    expect(r.err).toContain("Boards 3, 5, 6, 7 and 8 have no deal in mitchell-deals.pbn");
  });
});

describe("--deals in a dealing machine's or program's format (DUP, BRI, DGE, LIN, DLM)", () => {
  // Each fixture holds boards 1-3, laid out by hand from its format's description, as does
  // three-boards.pbn (test/io/deals/formats.test.ts checks them card for card).
  const FIXTURES = path.join(ROOT, "test", "fixtures", "deals");
  const dealsOf = (out: string) =>
    JSON.parse(out).deals.map((d: { board: number; deal: string }) => [d.board, d.deal]);

  test.each([
    "three-boards.dup",
    "three-boards.bri",
    "three-boards.dge",
    "three-boards.lin",
    "three-boards.dlm",
  ])("%s gives the traveller's boards 1-3 the PBN fixture's deals, with no warning", async (name) => {
    const pbn = await run([MITCHELL, "--deals", path.join(FIXTURES, "three-boards.pbn"), "--json"], SEVENS);
    const r = await run([MITCHELL, "--deals", path.join(FIXTURES, name), "--json"], SEVENS);
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(dealsOf(r.out)).toEqual(dealsOf(pbn.out));
    expect(dealsOf(r.out)[0]).toEqual([
      1,
      "N:J987.JT7643.A4.Q .KQ2.QT9.AK98543 AQ42.A8.KJ762.J2 KT653.95.853.T76",
    ]);
  });

  test("a damaged BRI file is refused with the board and byte, and the formats read are listed", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "deals-"));
    try {
      const bad = path.join(dir, "set.bri");
      fs.writeFileSync(bad, "1804372724x8");
      const r = await run([MITCHELL, "--deals", bad], SEVENS);
      expect(r.code).toBe(2);
      expect(r.err).toContain(
        `--deals ${bad}: no deal could be read: board 1 (from byte 1): the file ends after 12 of its 78 bytes: the BRI file is cut short.`,
      );
      expect(r.err).toContain("a BBO LIN file (md| tags), or a dealing machine's DUP, BRI, DGE or DLM file.");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeWithLibdds()("the deal file's tables against the reference solver", () => {
  test("--json gives board 1's table as libdds solves it, and its par", async () => {
    const r = await run([MITCHELL, "--deals", DEALS, "--json"], (deal) => solveTable(parseDeal(deal)));
    expect(r.code).toBe(0);
    const deal = JSON.parse(r.out).deals.find((d: { board: number }) => d.board === 1);
    // libdds: 20 figures (N, E, S, W, each S H D C NT), then the par score and contracts.
    const [line] = runHarness([`${BOARD_1}|0|0`]);
    const figures = line.split(" ").map(Number);
    const seats = ["N", "E", "S", "W"] as const;
    const strains = ["S", "H", "D", "C", "NT"] as const;
    seats.forEach((seat, k) =>
      strains.forEach((strain, s) =>
        expect([seat, strain, deal.tricks[seat][strain]]).toEqual([seat, strain, figures[k * 5 + s]]),
      ),
    );
    expect(deal.par.score).toBe(figures[20]);
    expect(deal.source).toBe("solved");
  });
});
