import * as fs from "node:fs";
import * as path from "node:path";
import { contractEditScore, PASTED, scorePage } from "../../src/learn/score-page";
import { DEFAULT_FORM_CHOICES } from "../../src/event/forms";
import { WORKED_EXAMPLES } from "../../src/ui/examples";

const example = (f: string): string =>
  fs.readFileSync(path.join(__dirname, "..", "..", "examples", f), "utf8");

describe("the teaching page's scoring", () => {
  test("a traveller and the pane's choices give the results page with its workings open", async () => {
    const r = await scorePage(example("club-board-15.csv"), {
      ...DEFAULT_FORM_CHOICES,
      method: "cross",
      divisor: "total",
    });
    if (!r.ok) throw new Error(r.problems.join("\n"));
    expect(r.boards).toBe(1);
    expect(r.html).toContain('<input type="checkbox" id="workings" checked>');
    // Cross-IMP totals of the club's board 15 before division: 31, -1, -27, -27, 24, each said in
    // bridge words first ("... +100 totals +31 IMPs. +100 keeps its total"), the sheet's cell after.
    const ns = [
      ...r.html.matchAll(
        /<td class="n b f"[^>]*>([+-]?\d+)<span class="tip" role="tooltip" id="f\d+"><span class="how">([^<]*)<\/span><br><small>In the sheet: <code>E\d+<\/code>/g,
      ),
    ].map((m) => [m[1], /totals ([+-]\d+) IMPs?\. [+-]\d+ keeps its total/.exec(m[2])?.[1]]);
    expect(ns).toEqual([
      ["+31", "+31"],
      ["-1", "-1"],
      ["-27", "-27"],
      ["-27", "-27"],
      ["+24", "+24"],
    ]);
  });

  test("a typed option the pane refuses, an empty box and a bad row are problems, not a page", async () => {
    expect(await scorePage("", DEFAULT_FORM_CHOICES)).toEqual({
      ok: false,
      problems: [expect.stringMatching(/Paste a traveller/)],
    });
    const bad = await scorePage(example("club-board-15.csv"), {
      ...DEFAULT_FORM_CHOICES,
      method: "cross",
      divisor: "number",
      divisorNumber: "0",
    });
    expect(bad.ok).toBe(false);
    const row = await scorePage(
      "Board,NS,EW,Contract,By,Tricks\n1,1,2,4Z,N,10\n1,3,4,4S,N,10\n",
      DEFAULT_FORM_CHOICES,
    );
    expect(row).toEqual({
      ok: false,
      problems: [
        expect.stringMatching(/^The traveller: line 2, column 4 \(Contract\): "4Z" is not a contract/),
      ],
    });
  });

  test("the worked example 'A teams match in IMPs' is scored as a teams match: 13.78 to 6.22 VPs", async () => {
    const ex = WORKED_EXAMPLES.find((e) => e.id === "teams-match")!;
    const r = await scorePage(ex.csv, { ...DEFAULT_FORM_CHOICES, ...ex.options });
    if (!r.ok) throw new Error(r.problems.join("\n"));
    // Board 1: 4S made, +420, in one room and one down, +50 to the other side, in the other:
    // +470 net, 10 IMPs; the other seven boards are flat. 10 IMPs over 8 boards is 13.78 to
    // 6.22 on the WBF scale, as the example's description promises.
    expect(ex.description).toContain("13.78 to 6.22");
    for (const text of ["Aces", "Kings", "13.78", "6.22"]) expect(r.html).toContain(text);
    // A teams match, not a pairs session: no matchpoint percentages on the page.
    expect(r.html).not.toMatch(/\d+\.\d+%/);
  });

  test("a results file shows its first section; a problem in a later one does not stop it", async () => {
    // Section B's first line made wrong: 2S by N making 8 is +110, not +111.
    const pbn = fs
      .readFileSync(path.join(__dirname, "..", "fixtures", "files", "club-pairs.pbn"), "latin1")
      .replace(' 5  5  5 2S    N  8  "110"', ' 5  5  5 2S    N  8  "111"');
    expect(pbn).toContain('"111"');
    const r = await scorePage(pbn, { ...DEFAULT_FORM_CHOICES, method: "mp" }, "club-pairs.pbn");
    if (!r.ok) throw new Error(r.problems.join("\n"));
    // The page scores the file's first section alone, so its heading is the event's ("Club Pairs").
    expect(r.html).toContain("<h1>Club Pairs</h1>");
    expect(r.html).not.toContain("section B");
  });

  test("a contract, declarer and tricks typed for a table are scored by the contract and rescore the board", async () => {
    // Board 2 (North-South vulnerable): 680, -100 (3NT by South), 680, 680. South now makes 9
    // tricks in 3NT: 100 for the tricks and 500 for a vulnerable game, +600. The datum moves from
    // 490 to (680 + 600 + 680 + 680) / 4 = 660; +600 is -60 from it, -2 IMPs.
    expect(contractEditScore({ contract: "3nt", declarer: "S", tricks: 9 }, "NS")).toEqual({
      ok: true,
      score: 600,
      contract: "3NT",
    });
    // Declared by East-West, the score is theirs: 4S by East making 10, not vulnerable, -420.
    expect(contractEditScore({ contract: "4S", declarer: "E", tricks: 10 }, "NS")).toMatchObject({
      score: -420,
    });
    expect(contractEditScore({ contract: "8S", declarer: "N", tricks: 10 }, "NS")).toMatchObject({
      ok: false,
    });
    expect(contractEditScore({ contract: "4S", declarer: "N", tricks: 14 }, "NS")).toEqual({
      ok: false,
      problem: "Tricks are a whole number from 0 to 13.",
    });
    const r = await scorePage(
      example("butler-vs-cross-imps.csv"),
      { ...DEFAULT_FORM_CHOICES, method: "butler" },
      PASTED,
      new Map([[2, new Map([[1, { contract: "3NT", declarer: "S" as const, tricks: 9 }]])]]),
    );
    if (!r.ok || r.lesson === null) throw new Error("not scored");
    const board = r.lesson.sessions[0].boards.find((b) => b.board === 2)!;
    const row = r.lesson.traveller.boards.find((b) => b.board === 2)!.rows[1];
    expect([row.contract, row.declarer, row.tricks, row.scoreComputed]).toEqual(["3NT", "S", 9, 600]);
    expect(board.tables[1].nsScore).toBe(600);
    expect(board.workings.method === "butler" && board.workings.datum).toBe(660);
    expect(board.tables[1].nsResult).toBe(-2);
  });
});

describe("a results file with deals on the teaching page", () => {
  test("each board's hands and the file's own table are shown beside it; nothing is solved", async () => {
    const pbn = fs.readFileSync(
      path.join(__dirname, "..", "fixtures", "files", "meadow-sections.pbn"),
      "utf8",
    );
    const r = await scorePage(pbn, { ...DEFAULT_FORM_CHOICES, method: "mp" }, "meadow-sections.pbn");
    if (!r.ok) throw new Error(r.problems.join("\n"));
    expect(r.html).toContain(">Board 1: the deal</h3>");
    // The file's [DoubleDummyTricks] gives the whole table, so it is shown as published.
    expect(r.html).toContain("Double-dummy tricks (as the file publishes them); par NS 1520 (NS 7NT)");
    expect(r.html).toContain("<td>AKQJ</td>");
  });
});

describe("a results file's deal without a table of its own", () => {
  const pbn = fs.readFileSync(path.join(__dirname, "..", "fixtures", "files", "club-pairs.pbn"), "utf8");
  // Board 1's deal, as the file gives it (North first, already in the solver's notation).
  const deal = "N:AKQ2.K32.Q54.T98 JT9.AQ4.K32.7654 8765.T98.AJ9.K32 43.J765.T876.AQJ";

  test("is listed as unsolved, its hands shown without a table", async () => {
    const r = await scorePage(pbn, { ...DEFAULT_FORM_CHOICES, method: "mp" }, "club-pairs.pbn");
    if (!r.ok) throw new Error(r.problems.join("\n"));
    expect(r.unsolved).toEqual([deal]);
    expect(r.html).toContain(">Board 1: the deal</h3>");
    expect(r.html).not.toContain("Double-dummy tricks");
  });

  test("is shown with the table the page solved for it, and par worked from that table", async () => {
    // A made-up table: North-South take 7 in every strain (so 1NT by North or South is par:
    // +90 at board 1, neither side vulnerable), East-West the other 6.
    const tricks = [0, 1, 2, 3].map((p) => Array(5).fill(p % 2 === 0 ? 7 : 6));
    const r = await scorePage(
      pbn,
      { ...DEFAULT_FORM_CHOICES, method: "mp" },
      "club-pairs.pbn",
      new Map(),
      new Map([[deal, { tricks }]]),
    );
    if (!r.ok) throw new Error(r.problems.join("\n"));
    expect(r.unsolved).toEqual([]);
    expect(r.html).toContain("Double-dummy tricks; par NS 90");
  });
});
