// The teams results page (src/writers/html-teams.ts), read back as a director reads it: each
// match card's IMPs add up to its total, each match's VPs to the scale's 20, the standings run by
// VPs, every link lands on something, and a team's name shows as typed.
import * as fs from "node:fs";
import * as path from "node:path";
import { openInput, scoreEvent, withHandRecords } from "../../src/event";
import {
  discreteVp,
  formatDeal,
  parseDeal,
  readTeamsEvent,
  scoreTeamsEvent,
  tableFromDoubleDummyTricks,
  vpDiscrete,
  wbfVp,
} from "../../src/scoring";
import { resultText } from "../../src/writers/html-teams-card";
import { vpBands } from "../../src/writers/html-teams-scales";
import { matchChecks } from "../../src/writers/html-teams-workings";
import { renderTeamsPage } from "../../src/writers/html-teams";
import { outputNamed } from "../../src/writers/outputs";
import { roomsSheet } from "../support/teams-sheets";

const ROOT = path.resolve(__dirname, "../..");
const MATCH = path.join(ROOT, "examples", "teams-match.csv");
const SWISS = path.join(ROOT, "test", "fixtures", "teams-swiss-3-rounds.csv");
const ROBIN = path.join(ROOT, "test", "fixtures", "teams-round-robin.csv");

/** The page the html output writes for a file (one section). */
async function pageOf(file: string): Promise<string> {
  const scored = scoreEvent(openInput(fs.readFileSync(file), path.basename(file)), {});
  const [page] = await outputNamed("html").write(scored);
  return String(page.content);
}

/** A cell's text, its tags taken out and its entities read. */
const cellText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();

/** The cells of a table row (th and td), as text. */
const cells = (row: string): string[] =>
  [...row.matchAll(/<t[hd][^>]*>([^]*?)<\/t[hd]>/g)].map((m) => cellText(m[1]));

/** A number as a card shows it: blank is 0 (a board the team won nothing on). */
const num = (text: string): number => (text === "" ? 0 : Number(text));

interface Card {
  readonly heading: string;
  /** Each board's IMPs to the home and the away team, from its first row's last two cells. */
  readonly boards: readonly (readonly [number, number])[];
  readonly total: readonly [number, number];
  readonly vp: readonly [number, number] | null;
}

/** Every match card of a page, read from its table. */
function cardsOf(html: string): Card[] {
  return html
    .split('<section class="card"')
    .slice(1)
    .map((card) => {
      const heading = cellText(/<h3[^>]*>([^]*?)<\/h3>/.exec(card)![1]);
      const boards = [...card.matchAll(/<tr class="board1">([^]*?)<\/tr>/g)].map((m) => {
        const c = cells(m[1]);
        return [num(c[c.length - 2]), num(c[c.length - 1])] as const;
      });
      const foot = /<tfoot>([^]*?)<\/tfoot>/.exec(card)![1];
      const rows = [...foot.matchAll(/<tr>([^]*?)<\/tr>/g)].map((m) => cells(m[1]));
      const pair = (r: string[]) => [Number(r[r.length - 2]), Number(r[r.length - 1])] as const;
      return { heading, boards, total: pair(rows[0]), vp: rows[1] ? pair(rows[1]) : null };
    });
}

/** The standings' rows: place, team, played, VPs, ... */
function standingsOf(html: string): string[][] {
  const table = /<section id="standings"[^]*?<tbody>([^]*?)<\/tbody>/.exec(html)![1];
  return [...table.matchAll(/<tr>([^]*?)<\/tr>/g)].map((m) => cells(m[1]));
}

describe("the teams results page", () => {
  test("the example match: board 1 is 10 IMPs to Aces, the only swing, so 10-0 and 13.78 to 6.22 VPs", async () => {
    // examples/README.md: 4S made (+420) in the Open room, one down (+50 to Aces as EW) in the
    // Closed: +470 net, 10 IMPs on the WBF scale (430-490); the other seven boards are flat.
    // 10 IMPs over 8 boards is 13.78 to 6.22 on the WBF 2013 scale.
    const [card] = cardsOf(await pageOf(MATCH));
    expect(card.boards).toHaveLength(8);
    expect(card.boards[0]).toEqual([10, 0]);
    expect(card.boards.slice(1).every(([h, a]) => h === 0 && a === 0)).toBe(true);
    expect(card.total).toEqual([10, 0]);
    expect(card.vp).toEqual([13.78, 6.22]);
  });

  test("every card of a 3-round Swiss: its boards' IMPs add to its totals, its VPs to the scale's 20", async () => {
    const cards = cardsOf(await pageOf(SWISS));
    expect(cards).toHaveLength(9);
    for (const c of cards) {
      const sum = c.boards.reduce((s, [h, a]) => [s[0] + h, s[1] + a], [0, 0]);
      expect([c.heading, ...sum]).toEqual([c.heading, ...c.total]);
      expect(c.vp![0] + c.vp![1]).toBeCloseTo(20, 9);
    }
    // Round 1, Aces v Knights, worked by hand from the fixture's contracts: board 2 is 4S+1 by
    // Aces (vulnerable, +650) against 2S= (+110) for Knights, 540 net, 11 IMPs (500-590); board 3
    // is 2S= (+110) against 4HX one down vulnerable (+200 to Knights NS), -90, 3 IMPs to Knights;
    // boards 1 and 4 are flat. 11-3, a margin of 8 over 4 boards: 14.18 to 5.82 (WBF 2013).
    const first = cards[0];
    expect(first.heading).toBe("Round 1, table 1: Aces v Knights");
    expect(first.boards).toEqual([
      [0, 0],
      [11, 0],
      [0, 3],
      [0, 0],
    ]);
    expect(first.vp).toEqual([14.18, 5.82]);
  });

  test("the standings come first, ranked by VPs, each place's VPs the sum of its team's matches' VPs", async () => {
    const html = await pageOf(ROBIN);
    expect(html.indexOf('id="standings"')).toBeLessThan(html.indexOf('class="card"'));
    const rows = standingsOf(html);
    const vps = rows.map((r) => Number(r[3]));
    expect([...vps].sort((a, b) => b - a)).toEqual(vps);
    // Each team's VPs, added up from the cards it played in.
    const cards = cardsOf(html);
    for (const r of rows) {
      const team = r[1];
      const own = cards.flatMap((c) => {
        const [home, away] = c.heading.split(": ")[1].split(" v ");
        return home === team ? [c.vp![0]] : away === team ? [c.vp![1]] : [];
      });
      expect(own).toHaveLength(3);
      expect(own.reduce((s, x) => s + x, 0)).toBeCloseTo(Number(r[3]), 9);
    }
  });

  test("every link on the page points at an id that exists, and each team links to its matches", async () => {
    for (const file of [MATCH, ROBIN, SWISS]) {
      const html = await pageOf(file);
      const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
      const hrefs = [...html.matchAll(/ href="#([^"]+)"/g)].map((m) => m[1]);
      expect(hrefs.length).toBeGreaterThan(2);
      expect(hrefs.filter((h) => !ids.has(h))).toEqual([]);
      expect(new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])).size).toBe(
        [...html.matchAll(/ id="([^"]+)"/g)].length,
      );
    }
    // In the Swiss, a team's link leads to a list of its three matches (or two and its bye).
    const swiss = await pageOf(SWISS);
    const castles = /<a href="#(team-\d+)">Castles<\/a>/.exec(swiss)![1];
    const list = new RegExp(`<section id="${castles}"[^]*?</section>`).exec(swiss)![0];
    expect([...list.matchAll(/href="#m\d+"/g)]).toHaveLength(3);
    const falcons = /<a href="#(team-\d+)">Falcons<\/a>/.exec(swiss)![1];
    expect(new RegExp(`<section id="${falcons}"[^]*?</section>`).exec(swiss)![0]).toContain("Round 1: bye");
  });

  test('a team named "<b>Aces" or "=SUM(A1)" shows as typed, never as markup', () => {
    const event = readTeamsEvent(
      roomsSheet([
        {
          round: 1,
          home: "<b>Aces",
          away: "=SUM(A1)",
          boards: [
            [420, -50],
            [110, 110],
          ],
        },
      ]),
    );
    const html = renderTeamsPage(scoreTeamsEvent(event, { vp: wbfVp }), {
      eventTitle: `<script>alert("x")</script>`,
      vpScale: { vp: wbfVp, title: "WBF" },
    });
    expect(html).not.toMatch(/<b>Aces|<script/);
    expect(html).toContain("&lt;b&gt;Aces");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    const rows = standingsOf(html);
    // 420 and -50: 470 net to the home team, 10 IMPs; the other board flat.
    expect(rows.map((r) => r[1])).toEqual(["<b>Aces", "=SUM(A1)"]);
    expect(cardsOf(html)[0].total).toEqual([10, 0]);
  });

  test("contracts with their declarer and result in both rooms, red suits red", async () => {
    const html = await pageOf(MATCH);
    // Board 1: 4S by N, 10 tricks (made) in the Open room, 9 (one down) in the Closed.
    expect(html).toContain('<td class="c">4♠ N =</td>');
    expect(html).toContain('<td class="c">4♠ N -1</td>');
    // Board 3: 2H by E, 8 tricks.
    expect(html).toContain('<td class="c">2<span class="rs">♥</span> E =</td>');
    expect(resultText({ contract: "3NT", tricks: 10 })).toBe("+1");
    expect(resultText({ contract: "Pass", tricks: 0 })).toBe("");
  });

  test("the IMP and VP scales are folded at the foot, after the last match", async () => {
    const html = await pageOf(MATCH);
    const lastCard = html.lastIndexOf('class="card"');
    expect(html.indexOf('<details id="imp-scale">')).toBeGreaterThan(lastCard);
    expect(html.indexOf('<details id="vp-scale-8">')).toBeGreaterThan(lastCard);
    // WBF IMP scale: 0-10 is 0 IMPs, 20-40 is 1, 4000 or more is 24.
    expect(html).toContain('<td class="n">0–10</td><td class="n">0</td>');
    expect(html).toContain('<td class="n">20–40</td><td class="n">1</td>');
    expect(html).toContain('<td class="n">4000 or more</td><td class="n">24</td>');
  });

  test("the VP bands of the discrete scale start where its published bands start", () => {
    // The classic discrete 20-VP table: 0, 1-2, 3-4, 5-7, 8-10, 11-13, 14-16, 17-19, 20-23, 24-27, 28+.
    const bands = vpBands(discreteVp, 8);
    expect(bands.map((b) => b.from)).toEqual([0, 1, 3, 5, 8, 11, 14, 17, 20, 24, 28]);
    expect(bands.map((b) => b.winner)).toEqual(
      [0, 1, 3, 5, 8, 11, 14, 17, 20, 24, 28].map((m) => vpDiscrete(m)),
    );
    for (const b of bands) expect(b.winner + b.loser).toBe(20);
    expect(bands[bands.length - 1].to).toBeNull();
  });

  test("the workings: each match's checks hold, and a wrong total is caught", async () => {
    const scored = scoreEvent(openInput(fs.readFileSync(SWISS), "swiss.csv"), {}).sections[0];
    if (scored.kind !== "teams") throw new Error("a teams event");
    for (const m of scored.scored.matches)
      expect(matchChecks(m, { method: "imps", top: 1, vpTotal: 20 }).every((c) => c.holds)).toBe(true);
    const m = scored.scored.matches[0];
    const wrong = { ...m, total: { home: m.total.home + 1, away: m.total.away }, vp: { home: 15, away: 6 } };
    expect(matchChecks(wrong, { method: "imps", top: 1, vpTotal: 20 }).map((c) => c.holds)).toEqual([
      false,
      false,
    ]);
    const html = await pageOf(SWISS);
    expect(html).toContain('<input type="checkbox" id="workings">');
    expect(html).toContain("Butler ranking of the pairs");
    expect(html).not.toContain("CHECK</span>");
  });

  test("a file's deals are folded under the match's card: each hand by suit with its points, and the par", async () => {
    // teams-deals.pbn: Aces v Kings, boards 1 and 2, each with its deal and double-dummy table.
    const file = path.join(ROOT, "test", "fixtures", "files", "teams-deals.pbn");
    const event = openInput(fs.readFileSync(file), "teams-deals.pbn");
    const tables = new Map(
      (event.sections[0].file?.deals ?? []).map((d) => [
        formatDeal(parseDeal(d.deal!)),
        tableFromDoubleDummyTricks(d.doubleDummyTricks!)!.tricks.map((r) => r.map((x) => x!)),
      ]),
    );
    const { scored } = await withHandRecords(scoreEvent(event, {}), "published", (deal) =>
      Promise.resolve({ tricks: tables.get(deal)! }),
    );
    const [page] = await outputNamed("html").write(scored);
    const html = String(page.content);
    const card = html.split('<section class="card"')[1];
    expect(card).toContain('<details class="deals"><summary>The deals</summary>');
    // Board 2's North holds AKQJ AKQ AKQ AKQ: 10 + 9 + 9 + 9 = 37 high-card points; with all
    // thirteen tricks in no trumps for NS, par is 7NT (vulnerable, 2220).
    expect(card).toContain(
      '<th scope="row">North</th><td class="hold">AKQJ</td><td class="hold">AKQ</td><td class="hold">AKQ</td><td class="hold">AKQ</td><td class="n">37</td>',
    );
    expect(card).toContain("par NS 2220 (NS 7NT)");
  });

  test("board-a-match: each board's point to its winner, halves on the flat ones, ranked by board points, no IMP scale", async () => {
    const scored = scoreEvent(openInput(fs.readFileSync(MATCH), "teams-match.csv"), {
      teams: { method: "bam" },
    });
    const [page] = await outputNamed("html").write(scored);
    const html = String(page.content);
    // Board 1 is +470 net to Aces: 1 to Aces, 0 to Kings; the seven flat boards 1/2 each, so
    // Aces 1 + 7 x 0.5 = 4.5 and Kings 3.5 of the 8 board points.
    const [card] = cardsOf(html);
    expect(card.boards[0]).toEqual([1, 0]);
    expect(card.boards.slice(1).every(([h, a]) => h === 0.5 && a === 0.5)).toBe(true);
    expect(card.total).toEqual([4.5, 3.5]);
    expect(card.vp).toBeNull();
    const rows = standingsOf(html);
    expect(rows.map((r) => [r[1], r[3]])).toEqual([
      ["Aces", "4.5"],
      ["Kings", "3.5"],
    ]);
    // The board points won stay on a phone (the column the standings rank by).
    expect(html).toContain('<th scope="col" class="n">Board points for</th>');
    expect(html).not.toContain('id="imp-scale"');
  });
});
