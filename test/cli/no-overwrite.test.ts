// Of the command line as a whole: main() run in-process, every command routed as a user types it.
// No output is ever written over an input: the traveller itself (named again, as ./file, ../dir/file,
// through a link or a hard link), a names table, any session of an event, the results file of a
// draw, or under a section's own file name. Each such command exits 2 naming both files, before
// anything is written, and the input is left byte for byte as it was. A file that exists and was
// not written by the add-in is replaced only with --force; one the add-in wrote is replaced
// silently; a link never, even with --force; and a write that fails leaves the old file whole.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { main } from "../../src/cli/score";
import { replaceFile } from "../../src/cli/write-file";
import { runCli as run } from "../support/cli";

const EXAMPLES = path.join(__dirname, "..", "..", "examples");
const SECTIONS = path.join(__dirname, "..", "fixtures", "files", "club-sections.xml");

// Several runs of the command line a test, on a machine that may be busy: a guard against a hang only.
jest.setTimeout(60_000);

/** The refusal of a file that is there and is not the add-in's. */
const foreign = (file: string): string =>
  `Cannot write ${file}: it exists and was not written by this add-in; add --force to replace it, or name another file.\n`;

/** Runs the command line from `cwd`, so relative names are the user's own. */
async function runIn(cwd: string, argv: string[]): ReturnType<typeof run> {
  const before = process.cwd();
  process.chdir(cwd);
  try {
    return await run(argv);
  } finally {
    process.chdir(before);
  }
}

describe("an output named as an input is refused, and the input kept", () => {
  let dir: string;
  let traveller: string;
  let original: Buffer;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "no-overwrite-"));
    traveller = path.join(dir, "session.csv");
    fs.copyFileSync(path.join(EXAMPLES, "mitchell-session.csv"), traveller);
    original = fs.readFileSync(traveller);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const kept = (): void => expect(fs.readFileSync(traveller).equals(original)).toBe(true);

  it("--html naming the traveller, by the same name or by ./ and ..", async () => {
    for (const output of [
      traveller,
      path.join(dir, ".", "session.csv"),
      path.join(dir, "..", path.basename(dir), "session.csv"),
    ]) {
      const r = await run([traveller, "--html", output]);
      expect(r.code).toBe(2);
      expect(r.err).toBe(
        `Cannot write ${output}: it is the input ${traveller}, which would be lost; name another file for the output.\n`,
      );
      expect(r.out).toBe("");
      kept();
    }
  });

  it("--xlsx through a link to the traveller: refused by the file it leads to", async () => {
    const link = path.join(dir, "results.xlsx");
    fs.symlinkSync(traveller, link);
    const r = await run([traveller, "--xlsx", link]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`Cannot write ${link}: it is the input ${traveller}`);
    kept();
  });

  it("a link to another file is not written through", async () => {
    const other = path.join(dir, "other.txt");
    fs.writeFileSync(other, "keep me");
    const link = path.join(dir, "out.html");
    fs.symlinkSync(other, link);
    const r = await run([traveller, "--html", link]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`Cannot write ${link}: it is a link`);
    expect(fs.readFileSync(other, "utf8")).toBe("keep me");
  });

  it("--html naming the names table", async () => {
    const names = path.join(dir, "names.csv");
    fs.writeFileSync(names, "Pair,Names\n1,Ann and Bob\n");
    const r = await run([traveller, "--names", names, "--html", names]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`it is the input ${names}`);
    expect(fs.readFileSync(names, "utf8")).toBe("Pair,Names\n1,Ann and Bob\n");
  });

  it("an event's --xlsx naming its first session", async () => {
    const second = path.join(dir, "second.csv");
    fs.copyFileSync(traveller, second);
    const r = await run([traveller, second, "--xlsx", traveller]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`Cannot write ${traveller}: it is the input ${traveller}`);
    kept();
  });

  it("the traveller by a relative name: ./session.csv and ../folder/session.csv", async () => {
    const sub = path.join(dir, "sub");
    fs.mkdirSync(sub);
    for (const output of ["./session.csv", `../${path.basename(dir)}/session.csv`, "sub/../session.csv"]) {
      const r = await runIn(dir, ["session.csv", "--html", output]);
      expect([r.code, r.err]).toEqual([
        2,
        `Cannot write ${output}: it is the input session.csv, which would be lost; name another file for the output.\n`,
      ]);
      kept();
    }
    const r = await runIn(sub, ["../session.csv", "--pbn", `../../${path.basename(dir)}/session.csv`]);
    expect(r.code).toBe(2);
    kept();
  });

  it("a hard link to the traveller: one file by its device and inode, whatever its name", async () => {
    const hard = path.join(dir, "results.html");
    fs.linkSync(traveller, hard);
    for (const force of [[], ["--force"]]) {
      const r = await run([traveller, "--html", hard, ...force]);
      expect([r.code, r.err]).toEqual([
        2,
        `Cannot write ${hard}: it is the input ${traveller}, which would be lost; name another file for the output.\n`,
      ]);
      kept();
    }
  });

  it("an event's --xlsx naming its second session, or a hard link to it", async () => {
    const second = path.join(dir, "second.csv");
    fs.copyFileSync(traveller, second);
    const secondBytes = fs.readFileSync(second);
    const hard = path.join(dir, "event.xlsx");
    fs.linkSync(second, hard);
    for (const output of [second, hard]) {
      const r = await run([traveller, second, "--xlsx", output, "--force"]);
      expect([r.code, r.err]).toEqual([
        2,
        `Cannot write ${output}: it is the input ${second}, which would be lost; name another file for the output.\n`,
      ]);
      // Refused before any session was scored: nothing printed.
      expect(r.out).toBe("");
    }
    expect(fs.readFileSync(second).equals(secondBytes)).toBe(true);
    kept();
  });

  it("--draw --xlsx over its own results file, or over its VP scale", async () => {
    const results = path.join(dir, "swiss.csv");
    const text = "Round,Home,Away,Home VPs,Away VPs\n1,A,B,18.09,1.91\n1,C,D,13.28,6.72\n";
    fs.writeFileSync(results, text);
    let r = await run([results, "--draw", "--xlsx", `${dir}/./swiss.csv`]);
    expect([r.code, r.err]).toEqual([
      2,
      `Cannot write ${dir}/./swiss.csv: it is the input ${results}, which would be lost; name another file for the output.\n`,
    ]);
    expect(r.out).toBe("");
    const scale = path.join(dir, "vp.csv");
    fs.writeFileSync(scale, "From,8\n0,10\n3,11\n");
    r = await run([results, "--draw", "--vp-table", scale, "--xlsx", scale]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`it is the input ${scale}`);
    expect(fs.readFileSync(results, "utf8")).toBe(text);
    expect(fs.readFileSync(scale, "utf8")).toBe("From,8\n0,10\n3,11\n");
  });

  it("a section's own file name (r-A.html for section A of --html r.html) landing on the input", async () => {
    const input = path.join(dir, "club.xml");
    fs.copyFileSync(SECTIONS, input);
    const bytes = fs.readFileSync(input);
    fs.linkSync(input, path.join(dir, "r-A.html"));
    const r = await run([input, "--html", path.join(dir, "r.html"), "--force"]);
    expect([r.code, r.err]).toEqual([
      2,
      `Cannot write ${path.join(dir, "r-A.html")}: it is the input ${input}, which would be lost; name another file for the output.\n`,
    ]);
    // Refused before scoring: section B's page was not written either.
    expect(fs.existsSync(path.join(dir, "r-B.html"))).toBe(false);
    expect(fs.readFileSync(input).equals(bytes)).toBe(true);
  });

  it("two outputs on one file by two spellings", async () => {
    const a = path.join(dir, "a.html");
    const r = await run([traveller, "--html", a, "--pbn", `${dir}/./a.html`]);
    expect([r.code, r.err]).toEqual([
      2,
      `Cannot write ${dir}/./a.html: it is ${a}, named for another output; give each output its own file.\n`,
    ]);
    expect(fs.existsSync(a)).toBe(false);
  });

  it("another's file is refused without --force, and replaced with it", async () => {
    const out = path.join(dir, "results.html");
    fs.writeFileSync(out, "<p>The club's own page</p>\n");
    let r = await run([traveller, "--html", out, "--ranking"]);
    expect([r.code, r.err, r.out]).toEqual([2, foreign(out), ""]);
    expect(fs.readFileSync(out, "utf8")).toBe("<p>The club's own page</p>\n");
    r = await run([traveller, "--html", out, "--ranking", "--force"]);
    expect(r.code).toBe(0);
    expect(fs.readFileSync(out, "utf8")).toMatch(/^<!DOCTYPE html>/);
    expect(fs.readdirSync(dir).sort()).toEqual(["results.html", "session.csv"]);
  });

  it("another's file under a section's name is refused before scoring; --force replaces it", async () => {
    const b = path.join(dir, "r-B.pbn");
    fs.writeFileSync(b, "my notes\n");
    let r = await run([SECTIONS, "--pbn", path.join(dir, "r.pbn")]);
    expect([r.code, r.err]).toEqual([2, foreign(b)]);
    expect(fs.existsSync(path.join(dir, "r-A.pbn"))).toBe(false);
    r = await run([SECTIONS, "--pbn", path.join(dir, "r.pbn"), "--force"]);
    expect(r.code).toBe(0);
    expect(fs.readFileSync(b, "utf8")).toMatch(/^% PBN 2\.1/);
  });

  it("a file the add-in wrote is replaced silently, in every format and command", async () => {
    const outs = ["--xlsx", "r.xlsx", "--html", "r.html", "--pbn", "r.pbn", "--usebio", "r.xml"];
    const argv = [traveller, "--ranking", ...outs.map((x) => (x.startsWith("--") ? x : path.join(dir, x)))];
    expect((await run(argv)).code).toBe(0);
    const again = await run(argv);
    expect([again.code, again.err]).toEqual([0, ""]);
    expect(again.out).toContain(`Wrote ${path.join(dir, "r.xml")} (USEBIO 1.2).`);
    const second = path.join(dir, "second.csv");
    fs.copyFileSync(traveller, second);
    const event = path.join(dir, "event.xlsx");
    for (let k = 0; k < 2; k++) expect((await run([traveller, second, "--xlsx", event])).code).toBe(0);
    const swiss = path.join(dir, "swiss.csv");
    fs.writeFileSync(swiss, "Team\nA\nB\nC\nD\n");
    const draw = path.join(dir, "draw.xlsx");
    for (let k = 0; k < 2; k++)
      expect((await run([swiss, "--draw", "--seed", "1", "--xlsx", draw])).code).toBe(0);
    expect(fs.readdirSync(dir).filter((f) => f.includes(".tmp-"))).toEqual([]);
  });

  it("a link is not written through even with --force", async () => {
    const other = path.join(dir, "other.txt");
    fs.writeFileSync(other, "keep me");
    const link = path.join(dir, "out.html");
    fs.symlinkSync(other, link);
    const r = await run([traveller, "--html", link, "--force"]);
    expect([r.code, r.err]).toEqual([
      2,
      `Cannot write ${link}: it is a link, and an output is never written through one; name the file itself.\n`,
    ]);
    expect(fs.readFileSync(other, "utf8")).toBe("keep me");
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
  });

  it("a write stopped half way (the disk full) leaves the old file byte for byte and no temporary file", async () => {
    const out = path.join(dir, "results.xlsx");
    expect((await run([traveller, "--xlsx", out])).code).toBe(0);
    const before = fs.readFileSync(out);
    let err = "";
    const code = await main([traveller, "--xlsx", out, "--ranking"], {
      out: () => undefined,
      err: (t) => void (err += t),
      readFile: (p) => fs.readFileSync(p, "utf8"),
      // The disk fills after the first half of the new workbook is written.
      writeFile: (file, content) =>
        replaceFile(file, content, (fd, bytes) => {
          fs.writeSync(fd, bytes, 0, Math.floor(bytes.length / 2));
          throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
        }),
    });
    expect([code, err]).toEqual([2, `Cannot write ${out}: the disk is full.\n`]);
    expect(fs.readFileSync(out).equals(before)).toBe(true);
    expect(fs.readdirSync(dir).sort()).toEqual(["results.xlsx", "session.csv"]);
  });

  it("another file's name is written as before", async () => {
    const out = path.join(dir, "results.html");
    const r = await run([traveller, "--html", out, "--ranking"]);
    expect(r.code).toBe(0);
    expect(fs.readFileSync(out, "utf8")).toMatch(/^<!DOCTYPE html>/i);
    kept();
  });
});
