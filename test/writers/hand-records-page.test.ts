// The hand-record sheet's page: each board's hands and high-card points, its double-dummy table and
// par (against the reference solver, libdds), the contracts each declarer makes, the boards grouped
// a printed page at a time, and the event's name written as text.
import * as fs from "node:fs";
import * as path from "node:path";
import { readHandRecordFile } from "../../src/io/hand-records";
import {
  formatDeal,
  parContractText,
  parOf,
  parseDeal,
  solveTable,
  type DDTable,
  type Seat,
} from "../../src/scoring";
import {
  makeableContracts,
  pagesOf,
  renderHandRecordsPage,
  type HandRecordBoard,
} from "../../src/writers/hand-records-page";
import { describeWithLibdds, LIBDDS_VULNERABILITY, runHarness } from "../support/libdds";

const FIXTURE = path.join(__dirname, "..", "fixtures", "hand-records", "session-24.pbn");
const RECORDS = readHandRecordFile(fs.readFileSync(FIXTURE)).records;

// Solving takes a second or more a deal on a busy machine: the first four boards are solved once,
// and boards 5 to 8 are theirs again under the next numbers, with those boards' dealer and
// vulnerability (and so their own par).
jest.setTimeout(180_000);
let solved: HandRecordBoard[] | undefined;
function firstEight(): HandRecordBoard[] {
  solved ??= RECORDS.slice(0, 4).map((r) => {
    const deal = parseDeal(r.deal);
    const table = solveTable(deal);
    return { ...r, deal, table, par: parOf(table, r.vulnerability, r.dealer) };
  });
  const again = solved.map((b, k) => {
    const r = RECORDS[k + 4];
    return {
      ...b,
      board: r.board,
      dealer: r.dealer,
      vulnerability: r.vulnerability,
      par: parOf(b.table!, r.vulnerability, r.dealer),
    };
  });
  return [...solved, ...again];
}

/** Each board's markup on the page, by its number. */
function boardsOf(html: string): Map<number, string> {
  const out = new Map<number, string>();
  for (const m of html.matchAll(/<article class="board" aria-label="Board (\d+)">([\s\S]*?)<\/article>/g))
    out.set(Number(m[1]), m[2]);
  return out;
}

/** Text of markup: its tags removed. */
const textOf = (html: string): string => html.replace(/<[^>]*>/g, "");

/** A board's double-dummy table as the page prints it: declarer, then NT, spades, hearts, diamonds, clubs. */
function pageTable(board: string): Record<string, number[]> {
  const table = /<table class="dd"[\s\S]*?<\/table>/.exec(board)![0];
  const rows: Record<string, number[]> = {};
  for (const m of table.matchAll(/<tr><th scope="row">([NESW])<\/th>((?:<td>\d+<\/td>){5})<\/tr>/g))
    rows[m[1]] = [...m[2].matchAll(/<td>(\d+)<\/td>/g)].map((c) => Number(c[1]));
  return rows;
}

describe("each board of the sheet", () => {
  test("the four hands' high-card points add to 40 on every board, each hand's as counted from its cards", () => {
    const html = renderHandRecordsPage(firstEight());
    const boards = boardsOf(html);
    expect([...boards.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const [n, board] of boards) {
      const points = Object.fromEntries(
        [...board.matchAll(/<span class="c([nesw])" title="\w+">(\d+)<\/span>/g)].map((m) => [
          m[1].toUpperCase(),
          Number(m[2]),
        ]),
      ) as Record<Seat, number>;
      expect([n, points.N + points.E + points.S + points.W]).toEqual([n, 40]);
      // Each hand counted again from its printed cards: A 4, K 3, Q 2, J 1.
      for (const seat of ["N", "E", "S", "W"] as const) {
        const word = { N: "North", E: "East", S: "South", W: "West" }[seat];
        const hand = new RegExp(`aria-label="${word}">([\\s\\S]*?)</div>`).exec(board)![1];
        const cards = textOf(hand).replace(/10/g, "T");
        const counted = [...cards].reduce((p, c) => p + ({ A: 4, K: 3, Q: 2, J: 1 }[c] ?? 0), 0);
        expect([n, seat, counted]).toEqual([n, seat, points[seat]]);
      }
    }
  });

  test("hearts and diamonds are red, spades and clubs are not; the ten is printed 10", () => {
    const board = boardsOf(renderHandRecordsPage(firstEight())).get(1)!;
    expect(board).toContain('<span class="r">♥</span>');
    expect(board).toContain('<span class="r">♦</span>');
    expect(board).not.toContain('<span class="r">♠</span>');
    expect(board).not.toContain('<span class="r">♣</span>');
    // Board 1's West holds the ten of spades (the fixture's deal: W AQT8 in spades).
    expect(board).toMatch(/aria-label="West"><p><span class="sym">♠<\/span>AQ108<\/p>/);
  });

  test("dealer and vulnerability as the board's number gives them: board 5 North, N-S; board 8 West, None", () => {
    const boards = boardsOf(renderHandRecordsPage(firstEight()));
    expect(boards.get(5)).toContain("<p>Dealer North</p><p>Vul N-S</p>");
    expect(boards.get(8)).toContain("<p>Dealer West</p><p>Vul None</p>");
  });

  test("a deal not solved is shown with its hands, and says so, without a table or par", () => {
    const [b] = firstEight();
    const html = renderHandRecordsPage([{ ...b, table: null, par: null }]);
    expect(html).toContain('<p class="unsolved">Not solved</p>');
    expect(html).not.toContain('<table class="dd"');
    expect(html).not.toContain("Par ");
  });
});

describe("makeable contracts", () => {
  test("each declarer's highest level in each strain of seven tricks or more; partners alike listed once", () => {
    // Rows N, E, S, W; columns S, H, D, C, NT (the solver's order). North and South take 10 in
    // spades and 9 in notrump (4S, 3NT), 6 or fewer elsewhere; East 8 in hearts (2H), West 7 (1H).
    const table: DDTable = {
      tricks: [
        [10, 5, 6, 6, 9],
        [3, 8, 7, 7, 4],
        [10, 5, 6, 6, 9],
        [3, 7, 7, 7, 4],
      ],
    };
    expect(makeableContracts(table)).toEqual([
      { by: "NS", contracts: ["3N", "4S"] },
      { by: "E", contracts: ["2H", "1D", "1C"] },
      { by: "W", contracts: ["1H", "1D", "1C"] },
    ]);
  });

  test("on the page: notrump as NT, suits as their symbols", () => {
    const board = boardsOf(renderHandRecordsPage(firstEight())).get(1)!;
    // Board 1: North-South take 7 in spades and clubs; East-West 7 in notrump, 10 in hearts, 11 in diamonds.
    expect(board).toContain(
      '<p>NS 1♠ 1♣</p><p>EW 1NT 4<span class="r">♥</span> 5<span class="r">♦</span></p>',
    );
  });
});

describe("pages", () => {
  test("boards in groups of 4, 6 or 8 a page, in order, the last page holding what is left", () => {
    const numbers = Array.from({ length: 24 }, (_, k) => k + 1);
    expect(pagesOf(numbers, 6).map((p) => p.length)).toEqual([6, 6, 6, 6]);
    expect(pagesOf(numbers, 8).map((p) => p.length)).toEqual([8, 8, 8]);
    expect(pagesOf(numbers.slice(0, 7), 4)).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7],
    ]);
  });

  test("each page of the page is a sheet of its boards: eight boards at six a page are sheets of 6 and 2", () => {
    for (const [perPage, sizes] of [
      [4, [4, 4]],
      [6, [6, 2]],
      [8, [8]],
    ] as const) {
      const html = renderHandRecordsPage(firstEight(), { boardsPerPage: perPage });
      const sheets = html.split('<section class="sheet"').slice(1);
      expect([perPage, sheets.map((s) => (s.match(/<article class="board"/g) ?? []).length)]).toEqual([
        perPage,
        sizes,
      ]);
      expect(html).toContain(`<body class="per-${perPage}">`);
    }
    // Six a page unless told.
    expect(renderHandRecordsPage(firstEight())).toContain('<body class="per-6">');
  });

  test("the event's name and date head every page; the first is the page's one h1", () => {
    const html = renderHandRecordsPage(firstEight(), { title: "Tuesday Pairs", date: "2026.12.01" });
    expect(html.match(/<h1>Tuesday Pairs<\/h1>/g)).toHaveLength(1);
    expect(html).toContain('<p class="title">Tuesday Pairs</p>');
    expect(html.match(/<p class="when">2026\.12\.01<\/p>/g)).toHaveLength(2);
    expect(html).toContain('<p class="range">Boards 1–6</p>');
    expect(html).toContain('<p class="range">Boards 7–8</p>');
  });

  test("an event's name starting with < is written as text, and the page runs nothing and fetches nothing", () => {
    const html = renderHandRecordsPage(firstEight().slice(0, 1), {
      title: '<script>alert("x")</script> & <b>Club</b>',
      date: "<img src=x onerror=alert(1)>",
    });
    expect(html).toContain(
      "<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;Club&lt;/b&gt;</h1>",
    );
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    // No element that runs or loads anything, no attribute that does, no style that fetches.
    expect(html).not.toMatch(/<(script|img|link|iframe|object|embed)\b/i);
    expect(html).not.toMatch(/<[a-z]+[^>]*\s(src|href|on\w+)=/i);
    expect(html).not.toMatch(/url\(|@import/i);
  });
});

describeWithLibdds()("the tables and par against the reference solver", () => {
  test("every board's double-dummy table and par on the page are libdds's", () => {
    const boards = boardsOf(renderHandRecordsPage(firstEight()));
    // Boards 5 to 8 hold the deals of boards 1 to 4 (see firstEight).
    const asShown = RECORDS.slice(0, 8).map((r, k) => ({ ...r, deal: RECORDS[k % 4].deal }));
    const lines = runHarness(
      asShown.map(
        (r) =>
          `${formatDeal(parseDeal(r.deal))}|${"NESW".indexOf(r.dealer)}|${LIBDDS_VULNERABILITY[r.vulnerability]}`,
      ),
    );
    asShown.forEach((r, k) => {
      // libdds: 20 figures (declarer N, E, S, W; strains S, H, D, C, NT), the par score, its contracts.
      const [figures, score, contracts] = [
        lines[k].split(" ").slice(0, 20).map(Number),
        Number(lines[k].split(" ")[20]),
        lines[k].split(" ").slice(21),
      ];
      const printed = pageTable(boards.get(r.board)!);
      for (const [seat, p] of [
        ["N", 0],
        ["E", 1],
        ["S", 2],
        ["W", 3],
      ] as const) {
        const row = figures.slice(p * 5, p * 5 + 5);
        // The page's columns: NT, then spades, hearts, diamonds, clubs.
        expect([r.board, seat, printed[seat]]).toEqual([
          r.board,
          seat,
          [row[4], row[0], row[1], row[2], row[3]],
        ]);
      }
      const par = textOf(/<div class="par">([\s\S]*?)<\/div>/.exec(boards.get(r.board)!)![1]);
      const side = score > 0 ? `NS ${score}` : score < 0 ? `EW ${-score}` : "0";
      const words = contracts.map((c) =>
        parContractText(c).replace(
          /([1-7])([SHDC])/,
          (_m, l: string, s: string) => `${l}${"♠♥♦♣"["SHDC".indexOf(s)]}`,
        ),
      );
      expect([r.board, par]).toEqual([r.board, `Par ${side}${words.join("")}`]);
    });
  });
});
