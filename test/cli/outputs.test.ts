// Of the command line as a whole: main() run in-process, every command routed as a user types it.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { main } from "../../src/cli/score";
import { openInput } from "../../src/event";

const FIXTURE = path.join(__dirname, "..", "fixtures", "files", "club-sections.xml");

describe("the command line's results files from a results file read in", () => {
  test("a file of two sections writes a page and a PBN file for each, named by section", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-out-"));
    const lines: string[] = [];
    const io = {
      out: (t: string) => lines.push(t),
      err: (t: string) => lines.push(t),
      readFile: (p: string) => fs.readFileSync(p, "utf8"),
      readBytes: (p: string) => new Uint8Array(fs.readFileSync(p)),
    };
    const code = await main(
      [FIXTURE, "--html", path.join(dir, "r.html"), "--pbn", path.join(dir, "r.pbn")],
      io,
    );
    expect(code).toBe(0);
    expect(fs.readdirSync(dir).sort()).toEqual(["r-A.html", "r-A.pbn", "r-B.html", "r-B.pbn"]);
    expect(fs.readFileSync(path.join(dir, "r-A.html"), "utf8")).toMatch(/<h1>[^<]*section A<\/h1>/);
    // Each PBN file holds its own section's boards, which read back as one section.
    const back = openInput(fs.readFileSync(path.join(dir, "r-B.pbn")), "r-B.pbn");
    expect(back.sections).toHaveLength(1);
    const source = openInput(fs.readFileSync(FIXTURE), "fixture");
    expect(back.sections[0].traveller.boards.map((b) => b.board)).toEqual(
      source.sections[1].traveller.boards.map((b) => b.board),
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
