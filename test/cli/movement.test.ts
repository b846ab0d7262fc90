// Of the command line as a whole: main() run in-process, every command routed as a user types it.
// The command line on a director's session: a seven-table Mitchell of 21 boards (three a round)
// typed with Round and Table columns. The movement is shown; each mistake is refused with exit
// code 1 and its CSV line before anything is printed or written; a substitute the director names
// is accepted and noted. Then npm run movement, which makes a movement for a number of tables and
// boards: printed round by round, or as JSON, run in-process as npm run deal's tests run it.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import ExcelJS from "exceljs";
import { movementMain } from "../../src/cli/commands/movement";
import { mitchell, sessionCells, type SessionRow } from "../support/movements";
import { runCli as run } from "../support/cli";

const session = mitchell(7, 7, 3, 5);
const csv = (rows: readonly SessionRow[]): string =>
  sessionCells(rows, true)
    .map((r) => r.join(","))
    .join("\n");
/** The CSV line of a row: line 1 is the header. */
const lineOf = (rows: readonly SessionRow[], r: SessionRow): number => rows.indexOf(r) + 2;

describe("npm run score on a seven-table Mitchell with Round and Table columns", () => {
  it("a clean session: exit 0, and the movement as played on the title line", async () => {
    const r = await run(["s.csv"], { "s.csv": csv(session.rows) });
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    // 7 rounds of the Round column, 7 tables, 21 boards in 7 sets of 3.
    // The title follows the ranking, wrapped to the width: its lines joined again.
    expect(r.out.replace(/\n/g, " ")).toMatch(
      /Session matchpoints: 21 boards \(Mitchell, told from the pair numbers: [^)]*; 7 rounds, 7 tables a round, boards in 7 sets of 3 \(Round column\)\), scored with live formulas/,
    );
  });

  it("NS 11 typed for NS 4: exit 1 on its line, nothing printed", async () => {
    const typo = session.rows.find((x) => x.ns === 4 && x.round === 3)!;
    const rows = session.rows.map((x) => (x === typo ? { ...x, ns: 11 } : x));
    const r = await run(["s.csv", "--json"], { "s.csv": csv(rows) });
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    const line = lineOf(
      rows,
      rows.find((x) => x.ns === 11)!,
    );
    expect(r.err).toContain(
      `s.csv: line ${line}, column 4 (NS): NS 11 plays 1 board where the other NS pairs play 21`,
    );
    // NS 11 sits where NS 4 should: EW's pair meets two pairs in one set of boards (one round), and
    // the pairing the movement expects is named; one problem of where the row sits, then the count.
    expect(r.err).toContain(
      `s.csv: line ${line}, column 4 (NS): EW ${typo.ew} plays NS 11 on board ${typo.board} but NS 4 on boards`,
    );
    expect(r.err).toContain(`the movement expects NS 4 v EW ${typo.ew} here`);
    expect(r.err.trim().split("\n")).toHaveLength(3);
  });

  it("a missing line: exit 1, the board, the pairing without a result, and what it needs", async () => {
    const gone = session.rows.find((x) => x.board === 5)!; // board 5 is the middle of set 4-6
    const rows = session.rows.filter((x) => x !== gone);
    const r = await run(["s.csv"], { "s.csv": csv(rows) });
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `Board 5 has no result for NS ${gone.ns} v EW ${gone.ew}, who play boards 4 and 6 of the set 4-6: board 5 needs its result, NP (not played) or an award.`,
    );
  });

  it("a substitute for a whole round: refused until named, then accepted and noted", async () => {
    // NS 4's three boards of round 2 were played by a substitute pair, numbered 40.
    const rows = session.rows.map((x) => (x.ns === 4 && x.round === 2 ? { ...x, ns: 40 } : x));
    const refused = await run(["s.csv"], { "s.csv": csv(rows) });
    expect(refused.code).toBe(1);
    // 3 boards against the 21 (NS 4 now plays 18, which is no problem).
    expect(refused.err).toContain("NS 40 plays 3 boards where the other NS pairs play 21");
    expect(refused.err).not.toContain("NS 4 plays");
    const accepted = await run(["s.csv", "--accept-pairs", "NS 40"], { "s.csv": csv(rows) });
    expect(accepted.err).toBe("");
    expect(accepted.code).toBe(0);
    expect(accepted.out.replace(/\n/g, " ")).toContain("accepted as late pairs or substitutes: NS 40");
  });

  it("--accept-pairs takes pair numbers or an online pair's players, not control characters", async () => {
    const r = await run(["s.csv", "--accept-pairs", "ann\u0007zed"], { "s.csv": csv(session.rows) });
    expect(r.code).toBe(2);
    expect(r.err).toContain("--accept-pairs: give pair numbers (or an online pair's players");
    const named = await run(["s.csv", "--accept-pairs", "ann & zed"], { "s.csv": csv(session.rows) });
    expect(named.code).toBe(0);
  });

  it("a missing line with --as-entered: exit 0, scored as not played and said on standard error and in --json", async () => {
    const gone = session.rows.find((x) => x.board === 5)!;
    const rows = session.rows.filter((x) => x !== gone);
    const refused = await run(["s.csv"], { "s.csv": csv(rows) });
    // Asked: the one flag that scores it as entered is named.
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^s\.csv: one row looks mistyped\. Put it right, or add --as-entered/);
    expect(refused.err).toContain("Suggested: type the board's result, NP or an award.");
    const text = await run(["s.csv", "--as-entered"], { "s.csv": csv(rows) });
    expect(text.code).toBe(0);
    expect(text.err).toContain("s.csv: scored as played, one note:");
    expect(text.err).toContain(`Note: s.csv: line `);
    expect(text.err).toContain("Scored as entered, as the director asked: as not played at that table");
    const json = await run(["s.csv", "--as-entered", "--json"], { "s.csv": csv(rows) });
    expect(json.code).toBe(0);
    const doc = JSON.parse(json.out);
    expect(doc.notes).toHaveLength(1);
    expect(doc.notes[0].text).toMatch(/^Board 5 has no result for NS /);
    // The board's line is not made up: the tables listed are the six typed (7 less the one missing).
    expect(doc.boards.find((b: { board: number }) => b.board === 5).tables).toHaveLength(6);
  });
});

/** `npm run movement -- ...args` in-process. */
async function movement(args: string[], files?: Map<string, string | Uint8Array>) {
  let out = "";
  let err = "";
  const code = await movementMain(args, {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    ...(files
      ? { writeFile: (file: string, content: string | Uint8Array) => void files.set(file, content) }
      : {}),
  });
  return { code, out, err };
}

describe("npm run movement", () => {
  it("--tables 7 --boards 21 --json: a Mitchell of 7 rounds of 3, the keys in the documented order", async () => {
    const r = await movement(["--tables", "7", "--boards", "21", "--json"]);
    expect([r.code, r.err]).toEqual([0, ""]);
    const doc = JSON.parse(r.out);
    expect(Object.keys(doc)).toEqual([
      "kind",
      "tables",
      "boards",
      "rounds",
      "why",
      "notes",
      "sets",
      "balance",
    ]);
    expect([doc.kind, doc.tables, doc.boards, doc.rounds.length]).toEqual(["mitchell", 7, 21, 7]);
    expect(Object.keys(doc.rounds[0])).toEqual(["round", "tables"]);
    expect(Object.keys(doc.rounds[0].tables[0])).toEqual(["table", "ns", "ew", "boards"]);
    // Round 2 at table 1: EW 7 has moved up from table 7, boards 4-6 down from table 2.
    expect(doc.rounds[1].tables[0]).toEqual({ table: 1, ns: 1, ew: 7, boards: [4, 5, 6] });
    // 7 sets of 3; every board at 7 tables, every NS pair meets every EW pair once.
    expect(doc.sets[6]).toEqual([19, 20, 21]);
    expect(doc.balance).toEqual({
      boardPlays: { least: 7, most: 7 },
      meetings: { least: 1, most: 1 },
      percent: null,
    });
  });

  it("without --json: round by round for the director, with why and the notes", async () => {
    const r = await movement(["--tables", "8", "--boards", "24"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^A Mitchell of 8 tables with a share and a bye stand/);
    // The why is wrapped to 100 columns: its lines joined again.
    expect(r.out.replace(/\n/g, " ")).toContain("Chosen for 8 tables and 24 boards");
    expect(r.out).toContain("Round 1\n  Table 1   NS 1 v EW 1     boards 1-3 (shared with table 8)\n");
    // Table 8 plays the shared set from its middle: 2, 3, 1.
    expect(r.out).toContain("  Table 8   NS 8 v EW 8     boards 2, 3, 1 (shared with table 1)\n");
    expect(r.out).toContain("\n- A bye stand between tables 4 and 5");
  });

  it("a half table: the sit-out is ew null, and the text says who sits out", async () => {
    const doc = JSON.parse((await movement(["--tables", "6.5", "--boards", "26", "--json"])).out);
    expect(doc.kind).toBe("howell");
    const sitOuts = doc.rounds.flatMap((x: { tables: { table: number; ew: number | null }[] }) =>
      x.tables.filter((t) => t.ew === null).map((t) => t.table),
    );
    expect(sitOuts).toEqual(new Array(13).fill(1));
    expect((await movement(["--tables", "6.5", "--boards", "26"])).out).toMatch(/Table 1 {3}\d+ sits out\n/);
  });

  it("--kind asks for a movement; boards that do not split are refused with the counts that do", async () => {
    const skip = JSON.parse(
      (await movement(["--tables", "8", "--boards", "16", "--kind", "skip-mitchell", "--json"])).out,
    );
    expect([skip.kind, skip.rounds.length, skip.sets.length]).toEqual(["skip-mitchell", 7, 8]);
    const r = await movement(["--tables", "7", "--boards", "25", "--kind", "mitchell"]);
    expect([r.code, r.out]).toEqual([2, ""]);
    expect(r.err).toBe(
      "A Mitchell of 7 tables deals its boards into 7 sets, one a round: 25 boards do not split into 7; 21 (3 a round) or 28 (4 a round) do.\n",
    );
  });

  it("bad usage: each mistake said, then the usage, exit 2; --help the usage, exit 0", async () => {
    const r = await movement(["--tables", "x", "--kind", "web", "--colour"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("Unknown option --colour for npm run movement");
    expect(r.err).toContain("--tables x: expected a number, such as 7.");
    expect(r.err).toContain("Give the boards: --boards 21, say.");
    expect(r.err).toContain(
      "--kind web: expected mitchell, skip-mitchell, relay-mitchell, web-mitchell, howell, three-quarter-howell, scrambled-mitchell.",
    );
    expect(r.err).toContain("Usage: npm run movement -- --tables N --boards N");
    const help = await movement(["--help"]);
    expect([help.code, help.out.startsWith("Usage: npm run movement")]).toEqual([0, true]);
  });
  it("--xlsx and --html write the cards: the sheets of a 7-table Mitchell, a card a table", async () => {
    const files = new Map<string, string | Uint8Array>();
    const r = await movement(
      ["--tables", "7", "--boards", "21", "--xlsx", "m.xlsx", "--html", "m.html"],
      files,
    );
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out).toContain("Wrote m.xlsx\nWrote m.html\n");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(files.get("m.xlsx") as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(["Board sets", "Table cards", "Traveller"]);
    // A card a table (its page breaks are the writer's tests'): the headings Table 1 to Table 7.
    const headings: string[] = [];
    book.getWorksheet("Table cards")!.eachRow((row) => {
      const a = String(row.getCell(1).value ?? "");
      if (/^Table \d+$/.test(a)) headings.push(a);
    });
    expect(headings).toEqual([1, 2, 3, 4, 5, 6, 7].map((t) => `Table ${t}`));
    const page = files.get("m.html") as string;
    // A section a table card, each printed on a page of its own.
    expect(page.match(/<h3 id="card-\d+-\d+">Table \d+<\/h3>/g)?.length).toBe(7);
  });

  it("an output over a file the add-in did not write is refused before anything is made, exit 2", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "movement-"));
    const mine = path.join(dir, "mine.html");
    fs.writeFileSync(mine, "<p>the club's own page</p>");
    const r = await movement(["--tables", "7", "--boards", "21", "--html", mine]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`Cannot write ${mine}: it exists and was not written by this add-in`);
    expect(fs.readFileSync(mine, "utf8")).toBe("<p>the club's own page</p>");
  });
});
