// A results file's deals beside its boards: the file's own table used or checked, each deal solved
// once however many sections hold it, and each table's result against double dummy and par.
import * as fs from "node:fs";
import * as path from "node:path";
import {
  MAX_DEALS_SOLVED,
  openInput,
  scoreEvent,
  withHandRecords,
  type ScoredPairsSection,
} from "../../src/event";
import {
  boardDealer,
  boardVulnerability,
  formatDeal,
  parseDeal,
  randomDeal,
  solveTable,
  tableFromDoubleDummyTricks,
  type DDTable,
} from "../../src/scoring";
import { renderSheet } from "../../src/writers/text";
import { renderHtmlPage } from "../../src/writers/html";

const FILE = path.join(__dirname, "..", "fixtures", "files", "meadow-sections.pbn");

// Both sections of meadow-sections.pbn play board 1, one deal: North holds every ace, king and
// queen and the jack of spades. Solved: NS take 13 in notrump and spades, 12 in the other suits
// (East's JT9 sets up a trick); the file's [DoubleDummyTricks] says 13 in every strain.
async function withDeals(choice: "published" | "solve" | "none") {
  const scored = scoreEvent(openInput(fs.readFileSync(FILE), "meadow-sections.pbn"), {});
  const asked: string[] = [];
  const solve = async (deal: string): Promise<DDTable> => {
    asked.push(deal);
    return solveTable(parseDeal(deal));
  };
  const result = await withHandRecords(scored, choice, solve);
  const sections = result.scored.sections as ScoredPairsSection[];
  return { sections, asked, warnings: result.warnings };
}

describe("hand records beside the boards", () => {
  test("the file's whole table is used as it stands, and nothing is solved", async () => {
    const { sections, asked, warnings } = await withDeals("published");
    expect(asked).toEqual([]);
    expect(warnings).toEqual([]);
    const a = sections[0].handRecords!.get(1)!;
    expect(a.source).toBe("published");
    // N (0) in hearts (1): 13 as the file says.
    expect(a.table!.tricks[0][1]).toBe(13);
    // Par from that table: 7NT by NS, 1520 not vulnerable.
    expect(a.par).toEqual({ score: 1520, contracts: ["7N-NS"] });
  });

  test("--dd-check: the deal is solved once for both sections, and the file's table is checked", async () => {
    const { sections, asked, warnings } = await withDeals("solve");
    expect(asked).toHaveLength(1);
    expect(sections[1].handRecords!.get(1)!.table!.tricks[0][1]).toBe(12);
    // Twelve figures differ (N and S 13 not 12 in hearts, diamonds, clubs; E and W 0 not 1), in each section.
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^Meadow Monday, section A, board 1: the file's double-dummy table differs/);
    expect(warnings[0].split("; ")).toHaveLength(12);
    expect(warnings[0]).toContain("N in hearts: 13 published, 12 by the solver");
  });

  test("each table against double dummy and par", async () => {
    const { sections } = await withDeals("solve");
    const sheet = sections[0].sheet;
    const block = sheet.blocks.find((b) => b.kind === "deal")!;
    expect(block.beside).toBe(true);
    const compare = block.tables.find((t) => t.title.startsWith("Each table"))!;
    const row = (r: number): unknown[] =>
      compare.columns.map((c) => sheet.cells.find((x) => x.row === r && x.col === c.col)?.value);
    // Table 1: 3NT by N making 9 where N takes 13 in notrump double dummy: -4; 400 against par
    // 1520 is 1120 under, 15 IMPs on the WBF scale (1100-1290). Table 2 passed out: 0 against
    // 1520, 17 IMPs (1500-1740).
    expect(row(compare.rows[0])).toEqual(["1", "1", "3NT", "N", 9, "-4", 400, -15]);
    expect(row(compare.rows[1])).toEqual(["2", "2", "Pass", "-", "-", "-", 0, -17]);
    // Nothing of the block lands on a cell the sheet already had.
    const seen = new Set<string>();
    for (const c of sheet.cells) {
      const key = `${c.row},${c.col}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
  });

  test("--no-dd: the hands only, with their points, in the text and on the web page", async () => {
    const { sections, asked } = await withDeals("none");
    expect(asked).toEqual([]);
    const record = sections[0].handRecords!.get(1)!;
    expect(record.table).toBeNull();
    const text = renderSheet(sections[0].sheet);
    expect(text).toContain("Board 1: the deal");
    // North's 4 aces, 4 kings, 4 queens and the spade jack: 16 + 12 + 8 + 1 = 37 HCP.
    expect(text).toMatch(/HCP\s+37\s+3\s+0\s+0/);
    expect(text).not.toContain("Double-dummy tricks");
    const html = renderHtmlPage(sections[0].withSummary());
    expect(html).toContain('<th scope="col">HCP</th>');
    expect(html).toContain("<td>AKQJ</td>");
  });
});

describe("hand records of a teams event", () => {
  // teams-deals.pbn: Aces v Kings, boards 1 and 2 of examples/teams-match.csv, each with a deal.
  // Board 1 (dealer N, nobody vulnerable), its table as libdds gives it: NS take 9 in spades, 10
  // in hearts; EW 9 in diamonds; par +300 (5D doubled by EW two down, not vulnerable: 100 + 200).
  //   Open: Aces NS 4S by N, 10 tricks: +1 against 9; +420 against +300 is +120, 3 IMPs (90-120).
  //   Closed: Kings NS 4S by N, 9 tricks: = ; -50 against +300 is -350, -8 IMPs (320-360).
  // Board 2 (dealer E, NS vulnerable), its table as the file publishes it: par 7NT by NS, +2220.
  //   Both rooms 3NT by S, 9 tricks (-4 against 13), +600: -1620, -17 IMPs (1500-1740).
  // The solver is handed in: a stand-in that gives back each deal's published table, so the test
  // checks what the event layer does with a table, each deal asked for once (solving itself is
  // checked against libdds in test/scoring/deal).
  const TEAMS = path.join(__dirname, "..", "fixtures", "files", "teams-deals.pbn");
  async function teamsWithDeals(choice: "published" | "solve" = "published") {
    const event = openInput(fs.readFileSync(TEAMS), "teams-deals.pbn");
    const published = new Map(
      (event.sections[0].file?.deals ?? []).map((d) => [
        formatDeal(parseDeal(d.deal!)),
        tableFromDoubleDummyTricks(d.doubleDummyTricks!)!.tricks.map((r) => r.map((x) => x!)),
      ]),
    );
    const asked: string[] = [];
    const result = await withHandRecords(scoreEvent(event, {}), choice, async (deal) => {
      asked.push(deal);
      return { tricks: published.get(deal)! };
    });
    return { section: result.scored.sections[0], asked, warnings: result.warnings };
  }

  test("each board's deal, table and par: the file's tables as they stand", async () => {
    const { section, asked, warnings } = await teamsWithDeals();
    expect(section.kind).toBe("teams");
    expect(warnings).toEqual([]);
    expect(asked).toEqual([]);
    const deals = section.handRecords!;
    expect(deals.get(1)!.par).toEqual({ score: 300, contracts: ["5D*-EW-2"] });
    expect(deals.get(1)!.source).toBe("published");
    expect(deals.get(2)!.par!.score).toBe(2220);
  });

  test("--dd-check: each deal asked of the solver once, though both rooms of both boards hold it", async () => {
    const { section, asked } = await teamsWithDeals("solve");
    expect(asked).toHaveLength(2);
    expect(section.handRecords!.get(1)!.source).toBe("solved");
  });

  test("the teams sheet shows them under its matches, each room against double dummy and par", async () => {
    const { section } = await teamsWithDeals();
    const text = renderSheet(section.sheet);
    expect(text.indexOf("Hand records")).toBeGreaterThan(text.indexOf("Round 1: Aces v Kings"));
    const lines = text.split("\n");
    const rooms = lines
      .filter((l) => /^(Aces|Kings)\s+(Aces|Kings)\s+\S+/.test(l))
      .map((l) => l.split(/\s+/));
    // NS, EW, contract, by, tricks, v DD, score, IMPs v par.
    expect(rooms).toEqual([
      ["Aces", "Kings", "4S", "N", "10", "+1", "420", "+3"],
      ["Kings", "Aces", "4S", "N", "9", "=", "-50", "-8"],
      ["Aces", "Kings", "3NT", "S", "9", "-4", "600", "-17"],
      ["Kings", "Aces", "3NT", "S", "9", "-4", "600", "-17"],
    ]);
    expect(text).toContain("Double-dummy tricks (as the file publishes them); par NS 300 (EW 5DX-2)");
    // North: AT97 AQ93 5 J752, 4 + 6 + 0 + 1 = 11 points.
    expect(lines.find((l) => l.startsWith("North  AT97"))).toMatch(/11$/);
  });

  test("the web page shows them too", async () => {
    const { section } = await teamsWithDeals();
    const page = renderHtmlPage(section.sheet);
    expect(page).toContain("Hand records");
    expect(page).toContain("par NS 2220 (NS 7NT)");
  });
});

describe("a file of more deals than one scoring solves", () => {
  // 130 boards, each played at one table with its own deal: two more than MAX_DEALS_SOLVED (128).
  function manyDeals(boards: number): string {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const games = Array.from({ length: boards }, (_, i) => {
      const b = i + 1;
      return [
        `[Board "${b}"]`,
        `[Dealer "${boardDealer(b)}"]`,
        `[Vulnerable "${boardVulnerability(b)}"]`,
        `[Deal "${formatDeal(randomDeal(random))}"]`,
        `[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R"]`,
        ` 1  2 3NT N  9 400`,
        ` 3  4 3NT N  8 -50`,
      ].join("\n");
    });
    return `% PBN 2.1\n[Event "Many deals"]\n${games.join("\n\n")}\n`;
  }

  test("the first 128 different deals are solved, the rest shown without tables, and one warning says so", async () => {
    expect(MAX_DEALS_SOLVED).toBe(128);
    const scored = scoreEvent(openInput(new TextEncoder().encode(manyDeals(130)), "many.pbn"), {});
    const asked = new Set<string>();
    const table: DDTable = { tricks: [0, 1, 2, 3].map(() => [6, 6, 6, 6, 6]) };
    const result = await withHandRecords(scored, "published", async (deal) => {
      asked.add(deal);
      return table;
    });
    expect(asked.size).toBe(128);
    // However the file's sections fall, each board's deal is beside it once.
    const deals = result.scored.sections.flatMap((s) => [...(s.handRecords?.values() ?? [])]);
    expect(new Set(deals.map((d) => d.board)).size).toBe(130);
    expect(new Set(deals.filter((d) => d.table === null).map((d) => d.board)).size).toBe(2);
    expect(result.warnings).toEqual([
      "2 deals were not solved: one scoring solves at most 128 different deals (a second or more each), so their hands are shown without a double-dummy table or par. Solve the file's deals apart (the command line's npm run dd), or score without solving (--no-dd).",
    ]);
  });
});
