// Of the command line as a whole: main() run in-process, every command routed as a user types it.
// The results web page and the scores that look mistyped: left out of the page by default (it is
// published for the players), listed for the director with --html-warnings, each with its board,
// its line and its text, every text written as text.
import * as os from "node:os";
import * as path from "node:path";
import { main, type CliIO } from "../../src/cli/score";

/** Runs the command line with `files` to read, and keeps what it writes instead of writing it. */
async function run(argv: string[], files: Record<string, string>) {
  let out = "";
  let err = "";
  const written = new Map<string, string>();
  const io: CliIO = {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    readFile: (p) => files[p],
    writeFile: (p, content) => void written.set(p, String(content)),
  };
  const code = await main(argv, io);
  return { code, out, err, written };
}

// Board 1: three tables made 4S by N (+420, +450, +420) and one has -420 for the same contract by
// the same side: its sign looks the wrong way. It is line 4 of the file (line 1 is the header).
const CSV = [
  "Board,NS,EW,Contract,By,Score",
  "1,1,1,4S,N,420",
  "1,2,2,4S,N,450",
  "1,3,3,4S,N,-420",
  "1,4,4,4S,N,420",
].join("\n");
// A file name with markup in it: the page names the line by its file, as text.
const NAME = "<b>club&.csv";
const page = path.join(os.tmpdir(), "html-warnings-test.html");

describe("--html-warnings", () => {
  it("by default the page has no warnings (the command line still reports them)", async () => {
    const r = await run([NAME, "--html", page], { [NAME]: CSV });
    expect(r.code).toBe(0);
    expect(r.err).toContain("line 4, column 6 (Score): 4S by N scored -420");
    const html = r.written.get(page)!;
    expect(html).toContain("<h1>");
    expect(html).not.toContain("Warnings for the director");
    // Neither in a list nor in the traveller's Warning column.
    expect(html).not.toContain("scored -420 for NS here");
    expect(html).not.toContain(">Warning</th>");
  });

  it("asked for: one warning, with board 1, line 4 and its text, escaped", async () => {
    const r = await run([NAME, "--html", page, "--html-warnings"], { [NAME]: CSV });
    expect(r.code).toBe(0);
    const html = r.written.get(page)!;
    expect(html).toContain('<h2 id="warnings-h">Warnings for the director</h2>');
    const rows = html.match(/<tr><th scope="row">\d+<\/th><td>[^<]*<\/td><td>[^<]*<\/td><\/tr>/g) ?? [];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('<th scope="row">1</th>');
    expect(rows[0]).toContain("<td>&lt;b&gt;club&amp;.csv: line 4, column 6 (Score)</td>");
    expect(rows[0]).toMatch(/<td>4S by N scored -420 for NS here, the opposite sign/);
    // The file's name never reaches the page as markup.
    expect(html).not.toContain("<b>club");
    // And beside its row on the traveller, in the Warning column.
    expect(html).toContain('<th scope="col">Warning</th>');
    // Listed before the ranking, where the director sees it first.
    expect(html.indexOf("Warnings for the director")).toBeLessThan(html.indexOf("Ranking"));
  });

  it("without --html is a usage error naming what to add", async () => {
    const r = await run([NAME, "--html-warnings"], { [NAME]: CSV });
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      "--html-warnings lists the warnings on the results web page: give --html out.html too.",
    );
  });
});
