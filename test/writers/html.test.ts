import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { main } from "../../src/cli/score";
import { readCsv } from "../../src/io/csv";
import { readTeamsEvent, readTraveller, scoreTeamsEvent, vpFunctionOf } from "../../src/scoring";
import { SheetModel } from "../../src/sheet/model";
import { buildSheetWithSummary, scoreForSheet } from "../../src/sheet/results";
import { pairScorecards } from "../../src/writers/scorecards";
import { buildTeamsSheet } from "../../src/sheet/teams-sheet";
import { escapeHtml, renderHtmlPage } from "../../src/writers/html";

const MITCHELL = path.join(__dirname, "..", "..", "examples", "mitchell-session.csv");
const TEAMS = path.join(__dirname, "..", "..", "examples", "teams-match.csv");

function mitchellSheet() {
  return buildSheetWithSummary(readTraveller(readCsv(fs.readFileSync(MITCHELL, "utf8")).rows), {
    method: "mp",
  });
}

/** The text a page shows, its tags, styles and formula bars taken out. */
const text = (html: string): string =>
  html
    // What a phone shows in place of a scorecard's lead and tricks columns (in the contract's cell).
    .replace(/<span class="ph[^"]*">(?:<span class="rs">.<\/span>|[^<])*<\/span>/g, "")
    .replace(/<style>[^]*?<\/style>|<span class="tip"[^]*?<\/span>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ");

describe("the results web page", () => {
  test("escapes every text: a name or title starting with < = & shows as typed, never as markup", () => {
    expect(escapeHtml(`<b>"A" & 'B'</b>`)).toBe("&lt;b&gt;&quot;A&quot; &amp; &#39;B&#39;&lt;/b&gt;");
    const sheet = mitchellSheet();
    // The summary's cell (the sheet's ranking at its top reads it with a formula; the page has its own).
    const pairCell = sheet.cells.find((c) => c.value === "NS 3" && c.formula === undefined)!;
    const evil = {
      ...sheet,
      cells: sheet.cells.map((c) => (c === pairCell ? { ...c, value: "<script>alert(1)</script>" } : c)),
    };
    const html = renderHtmlPage(evil, { eventTitle: "<img src=x onerror=alert(1)> =SUM(1) & co" });
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("<h1>&lt;img src=x onerror=alert(1)&gt; =SUM(1) &amp; co</h1>");
  });

  test("is self-contained: no script, no link, no address to fetch anything from", () => {
    const html = renderHtmlPage(mitchellSheet());
    // Links only within the page (the board list's, to each board further down; the scorecards').
    expect(html).not.toMatch(/<script|<link|<img|<iframe|url\(|@import|src=|href="[^#]/i);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
  });

  test("names wrap at spaces, not inside a word; printed, no underline and no heading left at the foot of a page", () => {
    const page = renderHtmlPage(mitchellSheet());
    const print = page.slice(page.indexOf("@media print{"));
    expect(page).toContain("td.name{white-space:normal;overflow-wrap:break-word}");
    expect(page).toMatch(/td\.name\{overflow-wrap:break-word\}/);
    // The dotted line under a computed cell shows only with the workings, and never in print.
    expect(page).toContain(".f{cursor:help}\n#workings:checked~* .f{text-decoration:underline dotted");
    expect(print).toContain(".f,#workings:checked~* .f{text-decoration:none}");
    expect(print).toContain("h2,h3{break-after:avoid}");
    expect(print).toContain("thead{display:table-header-group}");
    // A table of up to 25 rows is printed whole, never split from its heading.
    expect(print).toContain("table.keep{break-inside:avoid}");
    expect(page).not.toMatch(/break-all/);
  });

  test("a scorecard for every pair whose figures add to its total, and a board list to each board", () => {
    const [, t] = [MITCHELL, readTraveller(readCsv(fs.readFileSync(MITCHELL, "utf8")).rows)];
    const sheet = buildSheetWithSummary(t, { method: "mp" });
    const session = scoreForSheet(t, { method: "mp" })[0];
    const cards = pairScorecards(session, t);
    // Three NS and three EW pairs, best first: NS 3 (62.50%), ..., EW 1 (95.83%), ...
    expect(cards.map((c) => c.pair)).toEqual(["NS 3", "NS 2", "NS 1", "EW 1", "EW 3", "EW 2"]);
    for (const card of cards) {
      const results = card.lines.map((l) => l.result ?? 0);
      const sum = results.reduce((a, b) => a + b, 0);
      expect(Math.abs(sum - card.total)).toBeLessThan(1e-9);
      expect(card.lines[card.lines.length - 1].running).toBeCloseTo(card.total, 9);
    }
    // NS 3's card (examples/README): board 1 +450 against EW 2, 4 of 4; board 2 -100 against EW 1,
    // 0; board 3 +200 against EW 3, 3.5 after Neuberg: 7.5 in all.
    expect(
      cards[0].lines.map((l) => [l.board, l.opponents, l.contract, l.score, l.result, l.running]),
    ).toEqual([
      [1, "EW 2", "4S", "+450", 4, 4],
      [2, "EW 1", "4H", "-100", 0, 4],
      [3, "EW 3", "4S", "+200", 3.5, 7.5],
    ]);
    const page = renderHtmlPage(sheet, { scorecards: cards });
    expect(page.match(/<section class="card"/g)).toHaveLength(6);
    // Each card's MP column to the same 2 decimals: "4.00", not "4" beside "3.50". Board 1: 4S by
    // N, lead D2, 11 tricks (examples/mitchell-session.csv), +450.
    expect(text(page)).toContain(
      "NS 3 62.50%, 1st Board Opponents Contract Lead Tricks Score MP Total 1 EW 2 4♠ N ♦ 2 11 +450 4.00 4.00",
    );
    for (const b of [1, 2, 3]) {
      expect(page).toContain(`<a href="#board-${b}">${b}</a>`);
      expect(page).toContain(`<section class="board" id="board-${b}"`);
    }
  });

  test("ranks the Mitchell as the examples' README works it out, and shows each board's traveller and results", () => {
    const page = text(renderHtmlPage(mitchellSheet(), { eventTitle: "Club pairs" }));
    // NS 3 7.5 of 12 tops = 62.50%, NS 2 6.5 of 12 = 54.17%, NS 1 2 of 8 = 25%, best first.
    // Each column of figures with the same decimals: NS 1's 2 and 1 and 25 as 2.00, 1.00, 25.00.
    expect(page).toMatch(
      /Rank Pair Boards Total Average % 1 NS 3 3 7.50 2.50 62.50 2 NS 2 3 6.50 2.17 54.17 3 NS 1 2 2.00 1.00 25.00/,
    );
    for (const b of [1, 2, 3]) expect(page).toContain(`Board ${b}: dealer`);
    // Each board's traveller once, with each pair's result in the same table.
    expect(page.match(/The traveller and each pair(&#39;|')s result/g)).toHaveLength(3);
    // No block of its own titled so: the folded explanations ("Each pair's results ...", "Each
    // pair's result on the board, read from ...") are not one.
    expect(page).not.toMatch(/Each pair(&#39;|')s result(?!s| on the board, read)/);
    // Board 3, the board two tables played: Neuberg gives NS +200 3.5 of 4 (87.50%), on the
    // traveller's row of table 3 (4S by E, lead DA, 8 tricks), after its workings columns.
    expect(page).toMatch(/ 3 3 3 4♠ E ♦ A 8 \+200 \+200 yes \+200 yes( -?\d+){7} 3.50 0.50 87.50 12.50 4 /);
  });

  test("the workings start hidden, or open when asked (the teaching page)", () => {
    expect(renderHtmlPage(mitchellSheet())).toContain('<input type="checkbox" id="workings">');
    expect(renderHtmlPage(mitchellSheet(), { workingsOpen: true })).toContain(
      '<input type="checkbox" id="workings" checked>',
    );
  });

  test("npm run score -- file --html out.html writes the page, headed with the file's title row", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-html-"));
    const out = path.join(dir, "results.html");
    const lines: string[] = [];
    const code = await main([MITCHELL, "--method", "mp", "--html", out], {
      out: (t) => lines.push(t),
      err: (t) => lines.push(t),
      readFile: (p) => fs.readFileSync(p, "utf8"),
    });
    expect(code).toBe(0);
    expect(lines.join("")).toContain(`Wrote ${out} (the results web page).`);
    const html = fs.readFileSync(out, "utf8");
    expect(html).toContain("<h1>Club pairs, three-table Mitchell, one board a round</h1>");
    fs.rmSync(dir, { recursive: true, force: true });
  });
  test("names from a names table stand in the ranking, escaped, and beside the traveller's pairs", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-names-"));
    fs.writeFileSync(path.join(dir, "names.csv"), "Pair,Names\nNS 3,<Ann> & =Bob\n");
    const out = path.join(dir, "r.html");
    const code = await main(
      [MITCHELL, "--method", "mp", "--names", path.join(dir, "names.csv"), "--html", out],
      {
        out: () => undefined,
        err: () => undefined,
        readFile: (p) => fs.readFileSync(p, "utf8"),
      },
    );
    expect(code).toBe(0);
    const html = fs.readFileSync(out, "utf8");
    expect(html).toContain('<th scope="col">Names</th>');
    // NS 3 ranks first (62.50%): its row carries its names as text.
    expect(html).toMatch(
      /<th scope="row"><a href="#pair-NS-3">NS 3<\/a><\/th><td class="name">&lt;Ann&gt; &amp; =Bob<\/td>/,
    );
    expect(html).not.toContain("<Ann>");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("renders what the cells and columns are, never their looks or labels: a sheet without styles, its columns relabelled, gives the same page but the labels", () => {
    const sheet = mitchellSheet();
    const bare: SheetModel = {
      ...sheet,
      cells: sheet.cells.map((c) => {
        const bare = { ...c };
        delete bare.style;
        return bare;
      }),
      blocks: sheet.blocks.map((b) => ({
        ...b,
        tables: b.tables.map((t) => ({
          ...t,
          columns: t.columns.map((c) => ({ ...c, label: `column ${c.col}` })),
        })),
      })),
    };
    const labelsOut = (html: string): string => html.replace(/(<th scope="col"[^>]*>)[^<]*(<\/th>)/g, "$1$2");
    const page = renderHtmlPage(sheet);
    expect(labelsOut(renderHtmlPage(bare))).toBe(labelsOut(page));
    // And the page still has its looks: the flags' and checks' classes, the ranking, the hidden columns.
    expect(page).toContain('class="b ok f"');
    expect(page).toMatch(/<th scope="col" class="w">Agree<\/th>/);
    expect(renderHtmlPage(bare)).toMatch(/<th scope="col" class="w">column 9<\/th>/);
  });
});

describe("the results web page of a teams event", () => {
  // One 8-board match, Aces v Kings. Board 1: Aces sit NS in the Open room and make 4S, +420;
  // Kings sit NS in the Closed room and go one down in 4S, -50, so Aces (EW there) score +50.
  // Aces' net is 420 + 50 = 470, which is 10 IMPs on the WBF scale (its band runs from 430 to
  // 490); the other seven boards are flat (the same score in both rooms), so Aces win 10-0.
  // WBF 2013 VPs for a margin of 10 in 8 boards: X = 15 x sqrt(8) = 42.43, tau = 0.618034,
  // 10 + 10 x (1 - tau^(3 x 10 / 42.43)) / (1 - tau^3) = 10 + 10 x 0.28842 / 0.76393 = 13.7755,
  // shown 13.78; Kings get 20 - 13.78 = 6.22.
  const rows = readCsv(fs.readFileSync(TEAMS, "utf8")).rows;
  const scored = scoreTeamsEvent(readTeamsEvent(rows), { method: "imps", vp: vpFunctionOf("wbf") });
  const model = buildTeamsSheet(scored, { method: "imps", vp: "wbf" });
  const html = renderHtmlPage(model, { eventTitle: "Club league, one 8-board match" });
  const page = text(html);

  test("shows the teams, board 1's net and IMPs, the match's total and VPs", () => {
    expect(html).toContain("<h1>Club league, one 8-board match</h1>");
    expect(page).toContain("Round 1: Aces v Kings");
    // A row for each room: board, room, the teams NS and EW, the contract, declarer, tricks and NS
    // score; on the first room's row the net, the IMPs and each team's share.
    expect(page).toContain("1 Open Aces Kings 4♠ N 10 +420 +470 +10 10 0");
    expect(page).toContain("1 Closed Kings Aces 4♠ N 9 -50");
    // The total and the VPs stand under each team's column, in the table's foot.
    expect(html).toMatch(/<tfoot><tr><td class="b">Total<\/td>(<td><\/td>){9}<td class="n b f"[^>]*>10<span/);
    expect(page).toMatch(/VPs \(8 boards\) 13\.78 6\.22/);
  });

  test("hearts and diamonds red in the contracts, the symbol kept as the sign; spades and no trumps as text", () => {
    // Board 3: 2H by E; board 7: 5D by E; board 1: 4S; board 2: 3NT.
    expect(html).toContain('<td>2<span class="rs">♥</span></td>');
    expect(html).toContain('<td>5<span class="rs">♦</span></td>');
    expect(html).toContain("<td>4♠</td>");
    expect(html).toContain("<td>3NT</td>");
    expect(html).toMatch(/\.rs\{color:#c00000\}/);
  });

  test("ranks the teams first: Aces 13.78 VPs, Kings 6.22, from the standings", () => {
    expect(page).toMatch(
      /Ranking Standings Place Team Played VPs IMPs for IMPs against Difference 1 Aces 1 13\.78 10 0 10 2 Kings 1 6\.22 0 10 -10/,
    );
    // The ranking comes before the first match; the scales, the checks and the full standings are workings.
    expect(page.indexOf("Ranking")).toBeLessThan(page.indexOf("Round 1: Aces v Kings"));
    for (const hidden of ["WBF VPs, 8 boards", "VPs add to 20", "Butler ranking of the pairs"])
      expect(html).toMatch(
        new RegExp(`<div class="w">(?:(?!</div>).)*${hidden.replace(/[()]/g, "\\$&")}`, "s"),
      );
  });

  test("only a table that declares rows summing it up gets a foot: a pairs session's have none", () => {
    expect(renderHtmlPage(mitchellSheet())).not.toContain("<tfoot>");
  });
});
