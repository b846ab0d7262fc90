// `npm run dd` on what is no hand-record file, and on slow deals: refused as `npm run score`
// refuses its inputs (only a regular file within the size the add-in reads), problems listed up to
// twenty and the rest counted, no control or bidirectional character printed, an unknown option
// named, and a slow run's progress said on standard error, measured by a test's clock.
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { ddMain, PROGRESS_TICK_MS, SLOW_DEAL_MS, type DdClock, type DdIo } from "../../src/cli/commands/dd";
import { MAX_INPUT_BYTES } from "../../src/event";
import { parseDeal, solveTable, type DDTable } from "../../src/scoring";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dd-hostile-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, content: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

async function run(
  args: string[],
  extra: Partial<DdIo> = {},
  solve: (deal: string) => Promise<DDTable> = async (deal) => solveTable(parseDeal(deal)),
): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await ddMain(args, { out: (t) => (out += t), err: (t) => (err += t), ...extra }, solve);
  return { code, out, err };
}

// A deal whose table is plain by hand: North holds every top card of every suit and takes all
// thirteen tricks as declarer in any strain.
const EASY = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";

const posix = process.platform === "win32" ? describe.skip : describe;

posix("npm run dd refuses what is not a regular file, before reading a byte", () => {
  it("refuses /dev/zero (a device), exit 2", async () => {
    const { code, out, err } = await run(["/dev/zero"]);
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err).toBe("Cannot read /dev/zero: it is a device, not a file.\n");
  });

  it("refuses a FIFO without waiting for a writer, exit 2", async () => {
    const fifo = path.join(dir, "deals.fifo");
    execFileSync("mkfifo", [fifo]);
    const { code, err } = await run([fifo]);
    expect(code).toBe(2);
    expect(err).toBe(`Cannot read ${fifo}: it is a pipe, not a file.\n`);
  }, 30_000);
});

describe("npm run dd refuses a file it cannot read, exit 2", () => {
  it("refuses a folder", async () => {
    const { code, err } = await run([dir]);
    expect(code).toBe(2);
    expect(err).toBe(`Cannot read ${dir}: it is a folder, not a file.\n`);
  });

  it("refuses a file one byte over the limit by its size, without reading it", async () => {
    // A sparse file: ftruncate sets its size without writing its 200 MB.
    const file = path.join(dir, "huge.pbn");
    const fd = fs.openSync(file, "w");
    fs.ftruncateSync(fd, MAX_INPUT_BYTES + 1);
    fs.closeSync(fd);
    const { code, out, err } = await run([file]);
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err).toBe(
      `${file} is 200 MB, more than the 200 MB the add-in reads: split it into smaller files (a session or section each).\n`,
    );
  });

  it("names an unknown option and lists the options there are", async () => {
    const { code, out, err } = await run([write("one.txt", `${EASY}\n`), "--foo"]);
    expect(code).toBe(2);
    expect(out).toBe("");
    // The message is wrapped to 100 columns: its lines (up to the usage) joined again.
    expect(err.split("\n\n")[0].replace(/\n/g, " ")).toBe(
      "Unknown option --foo for npm run dd; the options are --hand-records, --boards-per-page, --paper, --json, --force, --help.",
    );
    expect(err).toContain("Usage: npm run dd -- FILE [--json]");
  });

  it("says two files are one too many, naming both", async () => {
    const { code, err } = await run(["a.pbn", "b.pbn"]);
    expect(code).toBe(2);
    expect(err.split("\n")[0]).toBe("Give one file, not 2 (a.pbn, b.pbn).");
  });
});

describe("npm run dd lists a file's problems up to twenty and counts the rest", () => {
  it("says a million bad lines in twenty lines and a count of 999,980", async () => {
    const lines = Array.from({ length: 1_000_000 }, (_, k) => `bad line ${k + 1}`);
    const { code, out, err } = await run([write("million.txt", `${lines.join("\n")}\n`)]);
    expect(code).toBe(1);
    expect(out).toBe("");
    const said = err.trim().split("\n");
    // Twenty problems, the count of the rest, and that no deal was found.
    expect(said).toHaveLength(22);
    expect(said[0]).toContain('line 1: "bad line 1" is not a deal');
    expect(said[19]).toContain('line 20: "bad line 20" is not a deal');
    expect(said[20]).toMatch(/: \.\.\. and 999,980 more problems, not listed\.$/);
  }, 120_000);

  it("counts deals that cannot be solved with the lines that are not deals", async () => {
    // 5 lines that are no deal, then 30 deals West holds 12 cards of: 35 problems, 20 said and 15
    // counted; the one good deal at the end is still solved and printed. A line that is no deal
    // takes no board number, so the short deals are boards 1 to 30 and the good one board 31
    // (dealer South, North-South vulnerable, as on a printed board 31).
    const short = EASY.slice(0, -1);
    const text = [
      ...Array.from({ length: 5 }, (_, k) => `not a deal ${k}`),
      ...Array.from({ length: 30 }, () => short),
      EASY,
    ].join("\n");
    const { code, out, err } = await run([write("mixed.txt", text)]);
    expect(code).toBe(1);
    expect(err.match(/is not a deal/g)).toHaveLength(5);
    expect(err.match(/has 12 cards/g)).toHaveLength(15);
    expect(err).toContain("... and 15 more problems, not listed.");
    expect(out).toContain("Board 31  Dealer S  Vulnerable NS");
  });

  it("prints no bidirectional override (U+202E) or other control of a bad line", async () => {
    const { code, err } = await run([
      write("bidi.txt", `board \u202Eeno\u202C is \u2066here\u2069\u200F \u001b[2J\u0007\n${EASY}\n`),
    ]);
    expect(code).toBe(1);
    expect(err).toContain("is not a deal");
    for (const c of ["\u202A", "\u202C", "\u202E", "\u2066", "\u2069", "\u200F", "\u001b", "\u0007"])
      expect(err.includes(c)).toBe(false);
  });

  it("lists a deal its solver's thread gave up on and exits 1, not 3", async () => {
    let asked = 0;
    const { code, out, err } = await run([write("two.txt", `${EASY}\n${EASY}\n`)], {}, async (deal) => {
      if (asked++ === 0)
        throw new Error("the solver's thread stopped while solving this deal: it exited with code 1");
      return solveTable(parseDeal(deal));
    });
    expect(code).toBe(1);
    expect(err).toContain("line 1, board 1: the solver's thread stopped while solving this deal");
    expect(out).toContain("Board 2  Dealer E  Vulnerable NS");
  });
});

/** A clock a test moves by hand; its ticks are run when the test says. */
function handClock(): DdClock & { advance: (ms: number) => void } {
  let now = 0;
  let ticks: (() => void)[] = [];
  return {
    now: () => now,
    every: (ms, tick) => {
      expect(ms).toBe(PROGRESS_TICK_MS);
      ticks.push(tick);
      return () => (ticks = ticks.filter((t) => t !== tick));
    },
    advance(ms) {
      // One tick a second, as the system's timer would run them.
      for (let t = 0; t < ms; t += PROGRESS_TICK_MS) {
        now += PROGRESS_TICK_MS;
        for (const tick of ticks) tick();
      }
    },
  };
}

/** Lets the promises already settled run their callbacks. */
const settle = (): Promise<void> => new Promise((r) => setImmediate(r));

describe("npm run dd says how far a slow run has got", () => {
  it("says each deal waited for past the slow limit once, and keeps the terminal's line up to date", async () => {
    const file = write("three.txt", `${EASY}\n${EASY}\n${EASY}\n`);
    const clock = handClock();
    const waiting: (() => void)[] = [];
    const lines: (string | null)[] = [];
    let err = "";
    let out = "";
    // Each deal is solved only when the test lets it go.
    const solve = (deal: string): Promise<DDTable> =>
      new Promise((resolve) => waiting.push(() => resolve(solveTable(parseDeal(deal)))));
    const done = ddMain(
      [file, "--json"],
      { out: (t) => (out += t), err: (t) => (err += t), clock, progress: (l) => lines.push(l) },
      solve,
    );
    await settle();
    expect(waiting).toHaveLength(3);
    // Deal 1 waited for past the limit: one line, and the terminal's line after it.
    clock.advance(SLOW_DEAL_MS);
    expect(err).toBe(
      `Solving deal 1 of 3 (${file} line 1, board 1) ... slow: not solved after 2 s; 0 of 3 solved in 2 s.\n`,
    );
    expect(lines.at(-1)).toBe("Solving deal 1 of 3 ... (0 solved, 2 s)");
    // Longer still: said once, not again; the terminal's line keeps counting.
    clock.advance(3 * PROGRESS_TICK_MS);
    expect(err.split("\n").filter((l) => l.startsWith("Solving"))).toHaveLength(1);
    expect(lines.at(-1)).toBe("Solving deal 1 of 3 ... (0 solved, 5 s)");
    // Deals 1 and 2 solved at once, at 5 s: deal 3 is waited for from then, and is slow at 7 s.
    waiting[0]();
    waiting[1]();
    await settle();
    expect(out.trim().split("\n")).toHaveLength(2);
    clock.advance(PROGRESS_TICK_MS);
    expect(lines.at(-1)).toBe("Solving deal 3 of 3 ... (2 solved, 6 s)");
    expect(err.match(/^Solving deal 3/gm)).toBeNull();
    clock.advance(SLOW_DEAL_MS);
    expect(
      err.match(/^Solving deal 3 of 3 .* slow: not solved after 2 s; 2 of 3 solved in 7 s\.$/gm),
    ).toHaveLength(1);
    waiting[2]();
    expect(await done).toBe(0);
    // The terminal's line is cleared before each deal is printed and at the end.
    expect(lines.at(-1)).toBeNull();
    expect(out.trim().split("\n")).toHaveLength(3);
    // Ticks after the end say nothing: the clock's timer was stopped.
    const before = err;
    clock.advance(10 * PROGRESS_TICK_MS);
    expect(err).toBe(before);
  });

  it("says nothing of progress where no deal is slow, and nothing on a terminal in the first second", async () => {
    const clock = handClock();
    const lines: (string | null)[] = [];
    const { code, err } = await run([write("quick.txt", `${EASY}\n`)], {
      clock,
      progress: (l) => lines.push(l),
    });
    expect(code).toBe(0);
    expect(err).toBe("");
    expect(lines).toEqual([]);
  });
});
