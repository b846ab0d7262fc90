// Of the command line as a whole: main() run in-process, every command routed as a user types it.
// The command line's files: only regular files within the size limit are read, every failure of
// the file system is one line naming the file, and an output is checked before any scoring.
import { runCliOnDisk } from "../support/cli";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { fileMessage, outputPathProblem, readInputFile } from "../../src/cli/files";
import { internalErrorLines } from "../../src/cli/internal-error";
import { main } from "../../src/cli/score";
import { MAX_INPUT_BYTES, openInput } from "../../src/event";
import { sectionSuffixes } from "../../src/writers/outputs";

const EXAMPLE = path.resolve(__dirname, "..", "..", "examples", "club-board-15.csv");

/** The command line with its files read as the program reads them (regular files only). */
const run = runCliOnDisk;

describe("reading an input file", () => {
  let dir: string;
  beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "robust-files-"))));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("a folder, a device and a missing file are refused by name, before a byte is read", () => {
    expect(() => readInputFile(dir)).toThrow(`Cannot read ${dir}: it is a folder, not a file.`);
    expect(() => readInputFile("/dev/zero")).toThrow("Cannot read /dev/zero: it is a device, not a file.");
    const missing = path.join(dir, "none.csv");
    expect(() => readInputFile(missing)).toThrow(`Cannot read ${missing}: there is no such file or folder.`);
  });

  test("a regular file is read whole (its 3 bytes)", () => {
    const file = path.join(dir, "abc.csv");
    fs.writeFileSync(file, "a,b");
    expect(Buffer.from(readInputFile(file)).toString("latin1")).toBe("a,b");
  });

  test("Excel's Unicode Text (UTF-16 with its byte order mark) is read as the pane reads it", async () => {
    const file = path.join(dir, "utf16.csv");
    const text = "Board\tNS\tEW\tScore\n1\t1\t2\t420\n1\t3\t4\t-50\n";
    fs.writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]));
    const r = await run([file, "--json"]);
    expect(r.err).toBe("");
    const doc = JSON.parse(r.out) as { boards: { tables: { nsScore: number }[] }[] };
    expect(doc.boards[0].tables.map((t) => t.nsScore)).toEqual([420, -50]);
  });

  test("the command line says so in one line and exits 1, with no stack trace", async () => {
    const r = await run(["/dev/zero"]);
    expect(r.code).toBe(1);
    expect(r.err).toBe("Cannot read /dev/zero: it is a device, not a file.\n");
  });

  test("an input past the size limit is refused with its size and what to do", () => {
    // A string one character past the limit: refused before it is looked at.
    const big = " ".repeat(MAX_INPUT_BYTES + 1);
    expect(() => openInput(big, "huge.csv")).toThrow(
      "huge.csv is 200 MB, more than the 200 MB the add-in reads: split it into smaller files (a session or section each).",
    );
  });

  test("a file system error without a known code still gives one line", () => {
    expect(fileMessage("write", "x.html", new Error("odd\nthing"))).toBe(
      "Cannot write x.html: the system says: odd thing.",
    );
    expect(fileMessage("write", "x.html", Object.assign(new Error("EACCES"), { code: "EACCES" }))).toBe(
      "Cannot write x.html: permission is denied.",
    );
    // A code known only from the message's start.
    expect(fileMessage("read", "m.csv", new Error("ENOENT: no such file or directory, open 'm.csv'"))).toBe(
      "Cannot read m.csv: there is no such file or folder.",
    );
  });
});

describe("where outputs go", () => {
  let dir: string;
  beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "robust-out-"))));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("a missing folder, a folder named as the file, and one file for two outputs are usage errors (exit 2)", async () => {
    const missing = path.join(dir, "no-such", "out.html");
    expect(outputPathProblem(missing)).toBe(
      `Cannot write ${missing}: the folder ${path.join(dir, "no-such")} does not exist.`,
    );
    let r = await run([EXAMPLE, "--html", missing]);
    expect([r.code, r.err]).toEqual([
      2,
      `Cannot write ${missing}: the folder ${path.join(dir, "no-such")} does not exist.\n`,
    ]);
    r = await run([EXAMPLE, "--html", dir]);
    expect([r.code, r.err]).toEqual([2, `Cannot write ${dir}: it is a folder, not a file.\n`]);
    const same = path.join(dir, "same.out");
    r = await run([EXAMPLE, "--html", same, "--pbn", same]);
    expect([r.code, r.err]).toEqual([2, `${same} is named for two outputs: give each its own file.\n`]);
    // Nothing was written by any of them.
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  test("a file that cannot be written is one line, exit 2", async () => {
    const out = path.join(dir, "x.html");
    let err = "";
    const code = await main([EXAMPLE, "--html", out], {
      out: () => undefined,
      err: (t) => void (err += t),
      readFile: (p) => fs.readFileSync(p, "utf8"),
      writeFile: () => {
        throw Object.assign(new Error("EACCES: permission denied, open"), { code: "EACCES" });
      },
    });
    expect([code, err]).toEqual([2, `Cannot write ${out}: permission is denied.\n`]);
  });
});

describe("an error the command line did not expect", () => {
  test("is one line and what to report, without the stack unless asked for", () => {
    const e = new RangeError("Maximum call stack size exceeded");
    const text = internalErrorLines(e, ["big.csv", "--json"], false);
    expect(text.split("\n")).toEqual([
      "Internal error (a bug of the add-in, not of your file): RangeError: Maximum call stack size exceeded",
      "Please report it with the file big.csv and the command line you ran; BRIDGE_DEBUG=1 prints the details.",
      "",
    ]);
    expect(internalErrorLines(e, [], true)).toContain("at ");
  });
});

describe("each section's output file", () => {
  test("names that clean to the same part get -2, -3; a long name is cut to 40 characters", () => {
    expect(sectionSuffixes(["A", "A", "B/1", "B 1", "b_1"])).toEqual([
      "-A",
      "-A-2",
      "-B_1",
      "-B_1-2",
      "-b_1-3",
    ]);
    const long = sectionSuffixes(["x".repeat(300)])[0];
    // "-" and 39 letters: a file name of a few hundred characters would pass the file system's 255.
    expect(long).toBe(`-${"x".repeat(39)}`);
  });
});
