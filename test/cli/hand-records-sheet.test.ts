// --hand-records on the command line: the sheet written from a scored session's deals (npm run
// score) and from a file of deals alone (npm run dd), each deal solved in this thread; the file
// named checked before anything is solved (never over the input, nor over a file the add-in did
// not write without --force), and a PDF refused with what to do where it cannot be printed.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { ddMain } from "../../src/cli/commands/dd";
import { readInputFile } from "../../src/cli/files";
import { main } from "../../src/cli/score";
import { parseDeal, solveTable } from "../../src/scoring";

const ROOT = path.join(__dirname, "..", "..");
const TWO_BOARDS = path.join(ROOT, "test", "fixtures", "hand-records", "two-boards.pbn");
const MITCHELL = path.join(ROOT, "examples", "mitchell-session.csv");
const MITCHELL_DEALS = path.join(ROOT, "test", "fixtures", "hand-records", "mitchell-deals.pbn");

jest.setTimeout(120_000);

const solve = async (deal: string) => solveTable(parseDeal(deal));

async function dd(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await ddMain(args, { out: (t) => (out += t), err: (t) => (err += t) }, solve);
  return { code, out, err };
}

async function score(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main(argv, {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    readFile: (p) => fs.readFileSync(p, "utf8"),
    readBytes: readInputFile,
    solveDeal: solve,
  });
  return { code, out, err };
}

const foreign = (file: string): string =>
  `Cannot write ${file}: it exists and was not written by this add-in; add --force to replace it, or name another file.\n`;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "hand-sheet-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("npm run dd -- deals.pbn --hand-records out.html", () => {
  test("writes the sheet of the file's deals, headed by its [Event], instead of printing the deals", async () => {
    const out = path.join(dir, "hands.html");
    const r = await dd(TWO_BOARDS, "--hand-records", out, "--boards-per-page", "4");
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out).toBe(`Wrote ${out} (the hand-record sheet, 2 boards).\n`);
    const page = fs.readFileSync(out, "utf8");
    expect(page).toContain("<h1>Hand records</h1>");
    expect(page).toContain('<body class="per-4">');
    expect([...page.matchAll(/<p class="no">Board (\d+)<\/p>/g)].map((m) => m[1])).toEqual(["1", "2"]);
    // Board 1: North holds AKQJ of every suit, South the rest of the top cards: 7NT by North-South,
    // 1520 not vulnerable (the file's own [OptimumScore] says so too).
    expect(page).toContain('<p class="h">Par NS 1520</p><p>NS 7NT</p>');
  });

  test("writes over its own sheet again, but not over a file it did not write, nor over the input", async () => {
    const out = path.join(dir, "hands.html");
    expect((await dd(TWO_BOARDS, "--hand-records", out)).code).toBe(0);
    // Its own page: replaced without --force.
    expect((await dd(TWO_BOARDS, "--hand-records", out)).code).toBe(0);
    const notes = path.join(dir, "notes.html");
    fs.writeFileSync(notes, "my notes\n");
    const refused = await dd(TWO_BOARDS, "--hand-records", notes);
    expect([refused.code, refused.out, refused.err]).toEqual([2, "", foreign(notes)]);
    expect(fs.readFileSync(notes, "utf8")).toBe("my notes\n");
    // With --force it is replaced.
    expect((await dd(TWO_BOARDS, "--hand-records", notes, "--force")).code).toBe(0);
    expect(fs.readFileSync(notes, "utf8")).toContain("<h1>Hand records</h1>");
    const copy = path.join(dir, "deals.pbn");
    fs.copyFileSync(TWO_BOARDS, copy);
    const over = await dd(copy, "--hand-records", copy, "--force");
    expect(over.code).toBe(2);
    expect(over.err).toContain(`it is the input ${copy}`);
    expect(fs.readFileSync(copy).equals(fs.readFileSync(TWO_BOARDS))).toBe(true);
  });

  test("--boards-per-page takes 4, 6 or 8, and only beside --hand-records", async () => {
    const bad = await dd(TWO_BOARDS, "--hand-records", path.join(dir, "x.html"), "--boards-per-page", "5");
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--boards-per-page: expected 4, 6 or 8, not "5".');
    const alone = await dd(TWO_BOARDS, "--boards-per-page", "4");
    expect(alone.code).toBe(2);
    expect(alone.err).toContain("give --hand-records out.html too");
  });

  test("a PDF where no Chromium is found is refused before anything is solved, saying what to do", async () => {
    const before = process.env.CHROMIUM;
    process.env.CHROMIUM = path.join(dir, "no-such-chromium");
    try {
      const r = await dd(TWO_BOARDS, "--hand-records", path.join(dir, "hands.pdf"));
      expect(r.code).toBe(2);
      expect(r.out).toBe("");
      expect(r.err).toContain(
        `--hand-records ${path.join(dir, "hands.pdf")} needs Chromium to print the PDF`,
      );
      expect(r.err).toContain(`write ${path.join(dir, "hands")}.html and print it from a browser`);
      expect(fs.existsSync(path.join(dir, "hands.pdf"))).toBe(false);
    } finally {
      if (before === undefined) delete process.env.CHROMIUM;
      else process.env.CHROMIUM = before;
    }
  });
});

describe("npm run score -- FILE --hand-records out.html", () => {
  test("a traveller with its deals given apart: the sheet of the boards played that have a deal", async () => {
    const out = path.join(dir, "hands.html");
    const r = await score(MITCHELL, "--deals", MITCHELL_DEALS, "--hand-records", out);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Wrote ${out} (the hand-record sheet).`);
    const page = fs.readFileSync(out, "utf8");
    // Boards 1 and 2 have deals and were played (board 3 has no deal, board 4 was not played).
    expect([...page.matchAll(/<p class="no">Board (\d+)<\/p>/g)].map((m) => m[1])).toEqual(["1", "2"]);
    expect(page.match(/<table class="dd"/g)).toHaveLength(2);
  });

  test("a file without deals: refused with what to do, nothing written", async () => {
    const out = path.join(dir, "hands.html");
    const r = await score(MITCHELL, "--hand-records", out);
    expect(r.code).toBe(1);
    expect(r.err).toContain("a hand-record sheet needs the boards' deals");
    expect(r.err).toContain("--deals FILE");
    expect(fs.existsSync(out)).toBe(false);
  });

  test("a file of deals alone, which has nothing to score, names npm run dd's hand-record sheet", async () => {
    const r = await score(TWO_BOARDS, "--hand-records", path.join(dir, "hands.pdf"));
    expect(r.code).not.toBe(0);
    expect(r.err).toContain(`npm run dd -- ${TWO_BOARDS} --hand-records out.pdf`);
  });

  test("a .pdf name for an output that is no page to print is refused", async () => {
    const r = await score(MITCHELL, "--html", path.join(dir, "results.pdf"));
    expect(r.code).toBe(2);
    expect(r.err).toContain("--html writes a .html file, not a PDF");
  });

  test("the sheet is not written over a file the add-in did not write", async () => {
    const out = path.join(dir, "hands.html");
    fs.writeFileSync(out, "kept\n");
    const r = await score(MITCHELL, "--deals", MITCHELL_DEALS, "--hand-records", out);
    expect([r.code, r.err]).toEqual([2, foreign(out)]);
    expect(fs.readFileSync(out, "utf8")).toBe("kept\n");
  });
});
