// `npm run deal -- --boards FIRST-LAST [--seed N] OUT.pbn|OUT.lin`, run in-process on a folder of
// its own: the same seed deals the same file byte for byte, the seed is in the file, a file that
// exists is never replaced, and bad usage is said plainly.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { dealMain, readBoards, readSeed, secureSeed } from "../../src/cli/commands/deal";
import { writtenByAddIn } from "../../src/cli/write-file";
import { readHandRecordFile } from "../../src/io/hand-records";
import { boardDealer, boardVulnerability, formatDeal, parseDeal } from "../../src/scoring";

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "deal-"))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function run(args: string[], drawSeed?: () => bigint) {
  let out = "";
  let err = "";
  const code = dealMain(args, {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    ...(drawSeed ? { drawSeed } : {}),
  });
  return { code, out, err };
}

const at = (name: string) => path.join(dir, name);

describe("npm run deal", () => {
  test("boards 1-36 with a seed: the file holds the 36 boards, dealer and vulnerability by board", () => {
    const r = run(["--boards", "1-36", "--seed", "20260412", at("set.pbn")]);
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out).toBe(`Dealt boards 1-36 into ${at("set.pbn")} with seed 20260412.\n`);
    const read = readHandRecordFile(fs.readFileSync(at("set.pbn")), "set.pbn");
    expect(read.problems).toEqual([]);
    expect(read.records.map((x) => x.board)).toEqual(Array.from({ length: 36 }, (_, k) => k + 1));
    for (const x of read.records) {
      expect([x.board, x.dealer, x.vulnerability]).toEqual([
        x.board,
        boardDealer(x.board),
        boardVulnerability(x.board),
      ]);
      parseDeal(x.deal); // 52 distinct cards, 13 a hand, or it throws
    }
  });

  test("the same seed deals the same file, byte for byte; another seed other deals", () => {
    for (const name of ["a.pbn", "b.pbn", "c.pbn"])
      run(["--boards", "1-8", "--seed", name === "c.pbn" ? "8" : "7", at(name)]);
    expect(fs.readFileSync(at("a.pbn")).equals(fs.readFileSync(at("b.pbn")))).toBe(true);
    const deals = (name: string) =>
      readHandRecordFile(fs.readFileSync(at(name)), name).records.map((x) => x.deal);
    const [a, c] = [deals("a.pbn"), deals("c.pbn")];
    for (let k = 0; k < 8; k++) expect(a[k]).not.toBe(c[k]);
  });

  test("the seed is in the file: a comment and [Generator] (PBN), the note of each line (LIN)", () => {
    run(["--boards", "1-2", "--seed", "123456789012345678901234567890", at("s.pbn")]);
    run(["--boards", "1-2", "--seed", "123456789012345678901234567890", at("s.lin")]);
    const pbn = fs.readFileSync(at("s.pbn"), "utf8");
    expect(pbn).toContain("% Boards 1-2 dealt at random with seed 123456789012345678901234567890");
    expect(pbn.match(/\[Generator "[^"]*seed 123456789012345678901234567890"\]/g)).toHaveLength(2);
    const lin = fs
      .readFileSync(at("s.lin"), "utf8")
      .split("\n")
      .filter((l) => l !== "");
    expect(lin).toHaveLength(2);
    for (const line of lin) expect(line).toMatch(/\|nt\|[^|]*seed 123456789012345678901234567890\|/);
    // The LIN file and the PBN file hold the same deals.
    const deals = (name: string) =>
      readHandRecordFile(fs.readFileSync(at(name)), name).records.map((x) => formatDeal(parseDeal(x.deal)));
    expect(deals("s.lin")).toEqual(deals("s.pbn"));
  });

  test("without --seed a seed is drawn, said, and written: dealing with it again gives the same file", () => {
    const r = run(["--boards", "1-4", at("drawn.pbn")], () => 987654321n);
    expect(r.out).toBe(`Dealt boards 1-4 into ${at("drawn.pbn")} with seed 987654321.\n`);
    run(["--boards", "1-4", "--seed", "987654321", at("again.pbn")]);
    expect(fs.readFileSync(at("drawn.pbn")).equals(fs.readFileSync(at("again.pbn")))).toBe(true);
  });

  test("the seeds drawn are 128 bits from the secure source: two draws differ", () => {
    const seeds = [secureSeed(), secureSeed()];
    expect(seeds[0]).not.toBe(seeds[1]);
    for (const s of seeds) expect(s < 1n << 128n && s >= 0n).toBe(true);
  });

  test("a file that exists is refused and left as it was", () => {
    fs.writeFileSync(at("old.pbn"), "mine\n");
    const r = run(["--boards", "1-4", "--seed", "1", at("old.pbn")]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `Cannot write ${at("old.pbn")}: it exists, and a dealt set is never written over (its boards may be on the tables already); name a new file.\n`,
    );
    expect(fs.readFileSync(at("old.pbn"), "utf8")).toBe("mine\n");
    // Nor a file the command dealt itself.
    run(["--boards", "1-4", "--seed", "1", at("dealt.lin")]);
    expect(run(["--boards", "1-4", "--seed", "2", at("dealt.lin")]).code).toBe(2);
  });

  test.each([
    [["--boards", "0-3"], "--boards 0-3: boards are numbered from 1."],
    [
      ["--boards", "36-1"],
      "--boards 36-1: the first board is after the last; write the range low to high, as 1-36.",
    ],
    [
      ["--boards", "1 to 36"],
      "--boards 1 to 36: expected the first and last board, such as 1-36, or one board, such as 7.",
    ],
    [["--boards", "1-10000"], "--boards 1-10000: the highest board that can be dealt is 9999."],
    [[], "Give the boards to deal: --boards 1-36, say."],
    [
      ["--boards", "1-4", "--seed", "-5"],
      "--seed -5: expected a whole number from 0 to 2^128 - 1 (up to 39 digits), such as 20260412.",
    ],
    [["--boards", "1-4", "--seed", String(1n << 128n)], `--seed ${1n << 128n}: the seed is past 2^128 - 1`],
  ])("%j is refused: %s", (args, message) => {
    const r = run([...args, at("x.pbn")]);
    expect(r.code).toBe(2);
    expect(r.err.startsWith(message)).toBe(true);
    expect(r.err).toContain("Usage: npm run deal --");
    expect(fs.existsSync(at("x.pbn"))).toBe(false);
  });

  test("a dealt PBN file is not taken for one of npm run score's outputs, which --pbn may replace", () => {
    run(["--boards", "1-2", "--seed", "1", at("set.pbn")]);
    expect(writtenByAddIn(at("set.pbn"))).toBe(false);
  });

  test("the file's extension must say PBN or LIN; one file is named", () => {
    expect(run(["--boards", "1-4", at("x.txt")]).err).toMatch(
      /^.*x\.txt: the file's extension says what is written: \.pbn \(PBN\) or \.lin/,
    );
    expect(run(["--boards", "1-4"]).err).toMatch(/^Name the file to write/);
    expect(run(["--boards", "1-4", at("a.pbn"), at("b.pbn")]).err).toMatch(/^Name one file to write, not 2/);
    expect(run(["--boards", "1-4", "--json", at("a.pbn")]).err).toMatch(
      /^Unknown option --json for npm run deal/,
    );
  });

  test("--help prints the usage", () => {
    const r = run(["--help"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Usage: npm run deal -- --boards FIRST-LAST \[--seed N\] OUT\.pbn\|OUT\.lin/);
    expect(r.out).toContain("--seed N");
  });

  test("one board, and the readers of the flags", () => {
    expect(readBoards("7")).toEqual({ first: 7, last: 7 });
    expect(readSeed(" 42 ")).toBe(42n);
    const r = run(["--boards", "7", "--seed", "3", at("one.lin")]);
    expect(r.out).toContain("Dealt board 7 into");
    // Board 7 of a set: dealer South (LIN's 1), both sides vulnerable (b).
    expect(fs.readFileSync(at("one.lin"), "utf8")).toMatch(
      /^qx\|o7\|md\|1S[^|]*\|rh\|\|ah\|Board 7\|sv\|b\|/,
    );
  });
});
