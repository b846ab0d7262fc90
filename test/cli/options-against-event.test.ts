// Of the command line as a whole: main() run in-process, every command routed as a user types it.
// Options checked against the event once it is read: a round, board, table or pair the session
// does not have, an arrow switch in a Howell, series flags that contradict each other or ask more
// sessions than there are, a series input that cannot be read, Swiss rounds that do not follow
// each other, and a names file with a few control characters in it.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { runCli, runCliOnDisk } from "../support/cli";

const EXAMPLES = path.resolve(__dirname, "..", "..", "examples");
// A three-table Mitchell of three rounds (Round and Table columns), boards 1 to 3, pairs 1 to 3.
const MITCHELL = path.join(EXAMPLES, "mitchell-session.csv");
// A five-pair Howell, no Movement stated: told from the pair numbers.
const HOWELL = path.join(EXAMPLES, "howell-session.csv");

/** The command line with its files read as the program reads them (regular files only). */
const run = runCliOnDisk;

describe("a round, board, table or pair the session does not have (exit 2, the range it has)", () => {
  test("--arrow-switch rounds 999 in a session of rounds 1 to 3", async () => {
    const r = await run([MITCHELL, "--arrow-switch", "rounds", "999"]);
    expect(r.code).toBe(2);
    expect(r.err).toBe("--arrow-switch rounds 999: the session has rounds 1 to 3.\n");
    expect(r.out).toBe("");
  });

  test("--arrow-switch boards 40 in a session of boards 1 to 3", async () => {
    const r = await run([MITCHELL, "--arrow-switch", "boards 40"]);
    expect(r.code).toBe(2);
    expect(r.err).toBe("--arrow-switch boards 40: the session has boards 1 to 3.\n");
  });

  test("a round the session has is still switched (exit 0)", async () => {
    const r = await run([MITCHELL, "--arrow-switch", "rounds", "3"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out.replace(/\n/g, " ")).toContain("arrow-switched: round 3");
  });

  test("--fouled naming tables board 1 was not played at (it was played at tables 1 to 3)", async () => {
    const r = await run([MITCHELL, "--fouled", "1: A 1-2, B 3-7"]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "--fouled 1: A 1-2, B 3-7: board 1 was played at tables 1 to 3, not at tables 4 to 7.\n",
    );
  });

  test("--accept-pairs naming a pair no row names (pair 2 is there, pair 9 is not)", async () => {
    const r = await run([MITCHELL, "--accept-pairs", "9,NS 2"]);
    expect(r.code).toBe(2);
    expect(r.err).toBe("--accept-pairs 9,NS 2: no row of the session names pair 9.\n");
  });
});

describe("an arrow switch in a Howell: refused, naming the movement as read", () => {
  test("told from the pair numbers", async () => {
    const r = await run([HOWELL, "--arrow-switch", "rounds 2"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^--arrow-switch rounds 2: a Howell has no arrow to switch \(its pairs already sit both ways\), and the movement is a Howell, told from the pair numbers: .+\.\n$/,
    );
  });

  test("chosen with --movement howell", async () => {
    const r = await run([HOWELL, "--movement", "howell", "--arrow-switch", "boards", "1"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("the movement is a Howell, as chosen.");
  });
});

describe("an event of several sessions: its flags and its files", () => {
  let dir: string;
  beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "series-options-"))));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("a missing file, a folder and /dev/zero: the single input's message and exit code (1)", async () => {
    const missing = path.join(dir, "none.csv");
    for (const [file, why] of [
      [missing, "there is no such file or folder"],
      [dir, "it is a folder, not a file"],
      ["/dev/zero", "it is a device, not a file"],
    ]) {
      const single = await run([file]);
      const series = await run([MITCHELL, file]);
      expect(series.err).toBe(`Cannot read ${file}: ${why}.\n`);
      expect(series.err).toBe(single.err);
      expect(series.code).toBe(1);
      expect(series.code).toBe(single.code);
    }
  });

  test("a handicaps file that cannot be read is said, not an internal error", async () => {
    const r = await run([MITCHELL, MITCHELL, "--handicaps", dir]);
    expect(r.err).toBe(`Cannot read ${dir}: it is a folder, not a file.\n`);
    expect(r.code).toBe(1);
  });

  test("--best more than the sessions given: the range there is", async () => {
    const r = await run([MITCHELL, MITCHELL, "--best", "1000000000"]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `--best 1000000000: the event has 2 sessions (mitchell-session (1), mitchell-session (2)); give --best 1 to 2.\n`,
    );
    expect(r.out).toBe("");
  });

  test("--best with --carry: both flags named, before any file is read", async () => {
    const r = await run(["no-such-1.csv", "no-such-2.csv", "--best", "1", "--carry", "50%"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^--best 1 and --carry 50% do not go together: .+; give one of them\.\n/);
  });

  test("--carry with one session, --handicaps with --event total, --handicap-pair alone", async () => {
    const carry = await run([MITCHELL, "--carry", "50%"]);
    expect(carry.code).toBe(2);
    expect(carry.err).toBe(
      `--carry 50%: the event has 1 session (mitchell-session); a carry-forward needs a qualifying session and at least one more.\n`,
    );
    const total = await run([MITCHELL, MITCHELL, "--event", "total", "--handicaps", "h.csv"]);
    expect(total.code).toBe(2);
    expect(total.err).toMatch(/^--handicaps and --event total do not go together: /);
    const pair = await run([MITCHELL, MITCHELL, "--handicap-pair", "mean"]);
    expect(pair.code).toBe(2);
    expect(pair.err).toMatch(
      /^--handicap-pair mean adds up the players' handicaps of a table: give it with --handicaps/,
    );
  });

  test("a session's --arrow-switch is checked (and applied) as for one traveller", async () => {
    const r = await run([MITCHELL, MITCHELL, "--arrow-switch", "rounds", "9"]);
    expect(r.code).toBe(2);
    expect(r.err).toBe(`${MITCHELL}: --arrow-switch rounds 9: the session has rounds 1 to 3.\n`);
    // Round 3 switched changes the sessions' rankings: the switch is no longer left out.
    const plain = await run([MITCHELL, MITCHELL, "--json"]);
    const switched = await run([MITCHELL, MITCHELL, "--arrow-switch", "rounds", "3", "--json"]);
    expect(switched.code).toBe(0);
    expect(switched.out).not.toBe(plain.out);
  });
});

describe("Swiss rounds that do not follow each other (exit 1, the rows named)", () => {
  const head = "Round,Home,Away,Home VPs,Away VPs\n";
  test("a gap: round 3 after round 1", async () => {
    const r = await runCli(["swiss.csv", "--draw"], {
      "swiss.csv": `${head}1,A,B,12,8\n1,C,D,10,10\n3,A,C,15,5\n3,B,D,9,11\n`,
    });
    expect(r.code).toBe(1);
    // The file's line 4 (the header is line 1): the first row of round 3.
    expect(r.err).toBe(
      "swiss.csv cannot be drawn from until this is put right:\n" +
        "  swiss.csv: line 4, column 1: round 3 follows round 1: expected round 2 next (the rounds found are 1, 3; expected 1, 2, 3 ..., each round's matches together).\n",
    );
    expect(r.out).toBe("");
  });

  test("a round again after a later one, and a first round other than 1", async () => {
    const again = await runCli(["swiss.csv", "--draw"], {
      "swiss.csv": `${head}1,A,B,12,8\n2,A,C,10,10\n1,C,D,15,5\n`,
    });
    expect(again.code).toBe(1);
    expect(again.err).toContain("line 4, column 1: round 1 comes again after round 2: expected round 2 or 3");
    const late = await runCli(["swiss.csv", "--draw"], { "swiss.csv": `${head}2,A,B,12,8\n2,C,D,10,10\n` });
    expect(late.code).toBe(1);
    expect(late.err).toContain(
      "line 2, column 1: the first round is 2: expected round 1 (the rounds found are 2;",
    );
  });

  test("rounds in order, a blank Round cell repeating the one above, are drawn (exit 0)", async () => {
    const r = await runCli(["swiss.csv", "--draw"], {
      "swiss.csv": `${head}1,A,B,12,8\n,C,D,10,10\n2,A,C,15,5\n2,B,D,9,11\n`,
    });
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
  });
});

describe("a names file with a few control characters: read, the cleaning said once", () => {
  const names =
    "Pair,Names\n1,Ann Smith & Bob Jones\n2,Cy\u001b[31m Twombly & Di Brown\n3,Eve White & Fay Black\n4,Gus\u0000 Grey & Hal Hope\n";
  test("an ESC on line 3 and a NUL on line 5: removed, the names read, one note", async () => {
    const r = await runCli([MITCHELL, "--names", "names.csv", "--json"], { "names.csv": names });
    expect(r.code).toBe(0);
    expect(r.err).toBe("Removed 2 control characters from names.csv (lines 3, 5).\n");
    expect(r.out).toContain("Cy[31m Twombly & Di Brown");
    expect(r.out).not.toMatch(/\\u001b|\\u0000/);
  });

  test("a file that really is binary (a workbook, random bytes) is still refused", async () => {
    const zip = await runCli([MITCHELL, "--names", "n.xlsx"], {
      "n.xlsx": "PK\u0003\u0004\u0014\u0000\u0006\u0000names",
    });
    expect(zip.code).toBe(1);
    expect(zip.err).toMatch(/^n\.xlsx is not a names table/);
    // Bytes 0 to 255 over and over, read as Latin-1: about one in five is a control character.
    const bytes = Array.from({ length: 1024 }, (_, i) => String.fromCharCode((i * 37) % 256)).join("");
    const random = await runCli([MITCHELL, "--names", "r.csv"], { "r.csv": bytes });
    expect(random.code).toBe(1);
    expect(random.err).toMatch(/^r\.csv is not a names table/);
  });
});
