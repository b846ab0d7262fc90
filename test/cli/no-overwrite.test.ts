// Of the command line as a whole: main() run in-process, every command routed as a user types it.
// No output is ever written over an input: the traveller itself (named again, as ./file, or through
// a link), a names table, or the first session of an event. Each such command exits 2 naming both
// files, before anything is written, and the input is left byte for byte as it was.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { runCli as run } from "../support/cli";

const EXAMPLES = path.join(__dirname, "..", "..", "examples");

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

  it("another file's name is written as before", async () => {
    const out = path.join(dir, "results.html");
    const r = await run([traveller, "--html", out, "--ranking"]);
    expect(r.code).toBe(0);
    expect(fs.readFileSync(out, "utf8")).toMatch(/^<!DOCTYPE html>/i);
    kept();
  });
});
