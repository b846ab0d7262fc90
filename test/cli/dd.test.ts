// `npm run dd`: the program's logic, with the solver run in this thread instead of worker threads.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { ddMain } from "../../src/cli/commands/dd";
import { parseDeal, solveTable } from "../../src/scoring";

const FIXTURES = path.join(__dirname, "..", "fixtures", "hand-records");

async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await ddMain(args, { out: (t) => (out += t), err: (t) => (err += t) }, async (deal) =>
    solveTable(parseDeal(deal)),
  );
  return { code, out, err };
}

describe("npm run dd", () => {
  it("prints one JSON object a deal with the table by declarer and strain, and par", async () => {
    const { code, out, err } = await run(path.join(FIXTURES, "two-boards.pbn"), "--json");
    expect(err).toBe("");
    expect(code).toBe(0);
    const [first, second] = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(first).toEqual({
      board: 1,
      dealer: "N",
      vulnerability: "None",
      deal: "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432",
      tricks: {
        N: { C: 12, D: 12, H: 12, S: 13, NT: 13 },
        E: { C: 1, D: 1, H: 1, S: 0, NT: 0 },
        S: { C: 12, D: 12, H: 12, S: 13, NT: 13 },
        W: { C: 1, D: 1, H: 1, S: 0, NT: 0 },
      },
      par: { score: 1520, contracts: ["7N-NS"] },
    });
    // Each hand one solid suit (North spades, East hearts, South diamonds, West clubs): in notrump
    // the side on lead runs its suit, so declarer makes nothing; in its own suits each side takes
    // all 13. Both sides make a grand slam, but NS's 7S outranks EW's 7H and nothing outbids it:
    // par is 7S vulnerable, 2210.
    expect(second.deal).toBe("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432");
    expect(second.tricks.N).toEqual({ C: 0, D: 13, H: 0, S: 13, NT: 0 });
    expect(second.par).toEqual({ score: 2210, contracts: ["7S-NS"] });
  });

  it("prints the table as text", async () => {
    const { code, out, err } = await run(path.join(FIXTURES, "easy-deals.txt"));
    expect(code).toBe(0);
    expect(err).toBe("");
    expect(out).toContain("Board 1  Dealer N  Vulnerable None");
    expect(out).toContain("  HCP  N 37  E 3  S 0  W 0");
    expect(out).toContain("  Par NS 1520: 7N-NS");
    expect(out).toContain("Board 3  Dealer S  Vulnerable EW");
  });

  it("reports a bad deal and goes on with the others", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "dd-test-")), "deals.txt");
    fs.writeFileSync(
      file,
      "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.543\n" +
        "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\n",
    );
    const { code, out, err } = await run(file);
    expect(code).toBe(1);
    expect(err).toContain('line 1, board 1: W\'s hand "2.5432.5432.543" has 12 cards: a hand has 13.');
    expect(out).toContain("Board 2  Dealer E  Vulnerable NS");
  });

  it("reports a published [OptimumScore] that differs from the computed par", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "dd-test-")), "wrong.pbn");
    const pbn = fs.readFileSync(path.join(FIXTURES, "two-boards.pbn"), "utf8").replace("NS 1520", "NS 1020");
    fs.writeFileSync(file, pbn);
    const { code, err } = await run(file, "--json");
    expect(code).toBe(1);
    expect(err).toContain(
      "board 1: the file's [OptimumScore] is 1020 for North-South; the solver's par is 1520.",
    );
  });

  it("says what is wrong with its arguments or the file", async () => {
    expect((await run()).code).toBe(2);
    const missing = await run("no-such-file.pbn");
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("Cannot read no-such-file.pbn: there is no such file or folder.");
  });
});

describe("npm run dd on other files", () => {
  it("reads a USEBIO file's HANDSET (tens written 10) and names a board short of hands", async () => {
    const { code, out, err } = await run(path.join(FIXTURES, "two-boards.xml"), "--json");
    // Board 3 gives North's hand only: reported, and the exit code says a deal failed.
    expect(code).toBe(1);
    expect(err).toContain("HANDSET board 3: fewer than four hands (N, E, S and W) are given.");
    const lines = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.board)).toEqual([1, 2]);
    // The same deals as the PBN file: board 1 is 7NT by North-South (1520 not vulnerable); board 2
    // (dealer E and NS vulnerable from its number, not W and All as the PBN file says) still
    // gives NS 7S, now vulnerable only for NS: 2210.
    expect(lines[0].deal).toBe("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432");
    expect(lines[0].par).toEqual({ score: 1520, contracts: ["7N-NS"] });
    expect(lines[1].dealer).toBe("E");
    expect(lines[1].tricks.N).toEqual({ C: 0, D: 13, H: 0, S: 13, NT: 0 });
  });

  it("checks a published [OptimumResultTable] and [DoubleDummyTricks] figure by figure", async () => {
    const { code, out, err } = await run(path.join(FIXTURES, "published-table.pbn"));
    expect(code).toBe(1);
    expect(err).toContain(
      "board 1: the file's double-dummy table differs from the solver's: S in spades: 12 published, 13 by the solver.",
    );
    expect(err).toContain(
      "board 2: the file's double-dummy table differs from the solver's: N in spades: 12 published, 13 by the solver.",
    );
    // Every other figure agrees, so nothing else is said; both boards are still printed.
    expect(err.trim().split("\n")).toHaveLength(2);
    expect(out).toContain("Board 2  Dealer W  Vulnerable All");
  });

  it("reads a Bridgemate database and says when it holds no deal", async () => {
    const { code, err } = await run(path.join(__dirname, "..", "fixtures", "files", "club-session.bws"));
    // The club session's HandRecord table is empty (checked with mdb-export).
    expect(code).toBe(1);
    expect(err).toContain("no deals found");
  });
});

describe("npm run dd on files that are not hand records", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dd-hostile-"));
  const write = (name: string, content: string | Uint8Array): string => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    return file;
  };

  it("refuses random bytes in one line, exit 1", async () => {
    // Bytes from a fixed linear congruential sequence: a NUL or a control character within the
    // first 2,000 makes the file binary.
    let x = 12345;
    const bytes = Uint8Array.from(
      { length: 100_000 },
      () => ((x = (x * 1103515245 + 12345) >>> 0), x >>> 24),
    );
    const { code, out, err } = await run(write("random.pbn", bytes));
    expect(code).toBe(1);
    expect(out).toBe("");
    expect(err.split("\n")[0]).toMatch(/holds binary data, not text/);
  });

  it("says the first 20 of 100 bad lines and counts the rest, with no control character", async () => {
    // The first line drives the terminal (ESC [31m); the others are plain text that is no deal.
    const lines = Array.from(
      { length: 100 },
      (_, k) => `${k === 0 ? "\u001b[31m" : ""}bad line ${k + 1}`,
    ).join("\n");
    const { code, err } = await run(write("bad-lines.txt", lines));
    expect(code).toBe(1);
    expect(err.match(/is not a deal/g)).toHaveLength(20);
    expect(err).toContain("... and 80 more problems, not listed.");
    expect(err.includes("\u001b")).toBe(false);
  });

  it('reads a board number strictly: [Board "0x10"] is refused on its line, not board 16 or 0', async () => {
    const pbn =
      '[Board "0x10"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n';
    const { code, err } = await run(write("hex.pbn", pbn));
    expect(code).toBe(1);
    expect(err).toContain('line 1: [Board "0x10"] is not a board number');
  });
});
