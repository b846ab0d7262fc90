// The results web page as a site (src/writers/html.ts, html-links.ts, html-scorecards.ts): every
// link points at an id the page has; the ranking's pairs lead to their scorecards, a scorecard's
// boards to the board, a board's pairs to their scorecards, and each card and board back to the
// ranking. The scorecard's figures are checked as a director would: the running total ends at the
// pair's total in the ranking, each row's score is what its contract, declarer and tricks score
// (the Laws' table, through nsScore), and with the deals known its par and double-dummy tricks are
// libdds's. A Bridgemate database's page is headed by its date, its director's note kept out of
// what players see first.
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { main } from "../../src/cli/score";
import { readInputFile } from "../../src/cli/files";
import { readCsv } from "../../src/io/csv";
import { nsScore, parseContract, parseDeal, readTraveller, solveTable, type Seat } from "../../src/scoring";
import { buildSheetWithSummary, scoreForSheet, type ResultsSheetOptions } from "../../src/sheet/results";
import { renderHtmlPage } from "../../src/writers/html";
import { resultsHeading } from "../../src/writers/html-tables";
import { pairScorecards } from "../../src/writers/scorecards";
import { describeWithLibdds, runHarness } from "../support/libdds";

const ROOT = path.join(__dirname, "..", "..");
const MITCHELL = path.join(ROOT, "examples", "mitchell-session.csv");
const HOWELL = path.join(ROOT, "examples", "howell-session.csv");
const DEALS = path.join(ROOT, "test", "fixtures", "hand-records", "mitchell-deals.pbn");
const BWS = path.join(ROOT, "test", "fixtures", "files", "club-session.bws");

jest.setTimeout(120_000);

/** A CSV example's page with its scorecards, and the cards (the Howell's movement named, as the event layer tells it). */
function site(file: string) {
  const traveller = readTraveller(readCsv(fs.readFileSync(file, "utf8")).rows);
  const options: ResultsSheetOptions = {
    method: "mp",
    ...(file === HOWELL ? { movement: "howell" as const } : {}),
  };
  const cards = pairScorecards(scoreForSheet(traveller, options)[0], traveller);
  return {
    html: renderHtmlPage(buildSheetWithSummary(traveller, options), { scorecards: cards }),
    cards,
    traveller,
  };
}

/** What a phone shows in place of the lead and tricks columns (in the contract's cell). */
const PHONE = /<span class="ph[^"]*">(?:<span class="rs">.<\/span>|[^<])*<\/span>/g;

/** The text of some markup as a wide screen shows it, tags out, spaces made one. */
const text = (html: string): string =>
  html
    .replace(PHONE, "")
    .replace(/<span class="tip"[^]*?<\/span><\/span>|<span class="tip"[^]*?<\/span>/g, " ")
    .replace(/<span class="on">/g, " ")
    .replace(/<\/?(span|a)\b[^>]*>/g, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The markup of the element that has id `id`, up to its closing `</section>`. */
function section(html: string, id: string): string {
  const at = html.indexOf(`id="${id}"`);
  expect(at).toBeGreaterThan(-1);
  return html.slice(at, html.indexOf("</section>", at));
}

/** Each row of a table's body as its cells' text. */
function rowsOf(tableHtml: string): string[][] {
  const body = /<tbody>([^]*?)<\/tbody>/.exec(tableHtml)![1];
  return body
    .split("</tr>")
    .filter((r) => r.includes("<t"))
    .map((r) => [...r.matchAll(/<t[hd][^>]*>([^]*?)<\/t[hd]>/g)].map((m) => text(m[1])));
}

/** Runs the command line in-process; the files it writes kept by name. */
async function run(argv: string[]) {
  const written = new Map<string, string>();
  let err = "";
  const code = await main(argv, {
    out: () => undefined,
    err: (t) => void (err += t),
    readFile: (p) => fs.readFileSync(p, "utf8"),
    readBytes: readInputFile,
    writeFile: (p, content) => void written.set(p, String(content)),
    solveDeal: async (deal) => solveTable(parseDeal(deal)),
  });
  return { code, err, written };
}

describe("the results site on one page", () => {
  test("every link points at an id the page has; each ranking row, card and board links as a site does", () => {
    for (const file of [MITCHELL, HOWELL]) {
      const { html, cards } = site(file);
      const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
      const hrefs = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
      expect(hrefs.filter((h) => !ids.has(h))).toEqual([]);
      // No id twice.
      const all = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(all.length).toBe(ids.size);
      const ranking = section(html, "ranking");
      for (const card of cards) {
        const id = `pair-${card.pair.replace(/ /g, "-")}`;
        // The ranking's row of the pair links to its card.
        expect(ranking).toContain(`<a href="#${id}">${card.pair}</a>`);
        const markup = section(html, id);
        expect(markup).toContain('<a href="#ranking">Back to the ranking</a>');
        // Each board of the card links to the board, and the board links back to this card.
        for (const line of card.lines) {
          expect(markup).toContain(`<a href="#board-${line.board}">${line.board}</a>`);
          expect(section(html, `board-${line.board}`)).toContain(`<a href="#${id}">${card.number}</a>`);
        }
      }
      for (const b of new Set(cards.flatMap((c) => c.lines.map((l) => l.board))))
        expect(section(html, `board-${b}`)).toContain('<a href="#ranking">Back to the ranking</a>');
    }
  });

  test("a Mitchell ranks each direction apart, a Howell one field; a Howell's card says where the pair sat", () => {
    const mitchell = site(MITCHELL).html;
    expect(text(section(mitchell, "ranking"))).toMatch(/NS pairs .* EW pairs/);
    const { html, cards } = site(HOWELL);
    const ranking = section(html, "ranking");
    expect(ranking.match(/<table/g)).toHaveLength(1);
    // Five pairs, one field: every pair is in the one table.
    expect(rowsOf(ranking)).toHaveLength(5);
    // Pair 2 of the Howell (examples/howell-session.csv): NS against 5 on board 1, EW against 4 on
    // board 3 (4S by W, 10 tricks), NS against 3 on board 5 (3S by N, 9 tricks).
    const card = cards.find((c) => c.pair === "2")!;
    const rows = rowsOf(section(html, "pair-2"));
    expect(text(section(html, "pair-2"))).toContain(
      "Board Sat Opponents Contract Lead Tricks Score MP Total",
    );
    expect(rows.map((r) => r.slice(0, 2).concat(r[2].split(" ")[0]))).toEqual(
      card.lines.map((l) => [String(l.board), l.direction, l.opponents]),
    );
    expect(rows.find((r) => r[0] === "1")!.slice(1, 6)).toEqual(["NS", "5", "4♥ N", "♠Q", "10"]);
    expect(rows.find((r) => r[0] === "3")!.slice(1, 6)).toEqual(["EW", "4", "4♠ W", "♣K", "10"]);
    // On a phone the contract's cell says the tricks against the contract and the lead instead:
    // board 1, 4H by N with 10 tricks, made exactly, led ♠Q.
    const phone = [...section(html, "pair-2").matchAll(PHONE)].map((m) =>
      m[0].replace(/<[^>]*>/g, "").trim(),
    );
    expect(phone.slice(0, 2)).toEqual(["=", "♠Q"]);
  });

  test("each card's running total ends at the pair's total in the ranking, and each row's score is its contract's", () => {
    for (const file of [MITCHELL, HOWELL]) {
      const { html, cards, traveller } = site(file);
      const ranking = section(html, "ranking");
      const header = [...ranking.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1]);
      const total = header.indexOf("Total");
      const pair = header.indexOf("Pair");
      const ranked = new Map(
        ranking
          .split("<tbody>")
          .slice(1)
          .flatMap((t) => rowsOf(`<tbody>${t}`))
          .map((r) => [r[pair], Number(r[total])]),
      );
      for (const card of cards) {
        const rows = rowsOf(section(html, `pair-${card.pair.replace(/ /g, "-")}`));
        const head = text(
          /<thead>([^]*?)<\/thead>/.exec(section(html, `pair-${card.pair.replace(/ /g, "-")}`))![1],
        ).split(" ");
        const last = rows[rows.length - 1][head.indexOf("Total")];
        expect([card.pair, Number(last)]).toEqual([card.pair, ranked.get(card.pair)]);
        // Each played row: the score the Laws give its contract, declarer and tricks, from the pair's side.
        for (const line of card.lines) {
          if (line.contract === null || line.tricks === null || line.declarer === null) continue;
          const board = traveller.boards.find((b) => b.board === line.board)!;
          const ns = nsScore(
            parseContract(line.contract)!,
            line.declarer as Seat,
            line.tricks,
            board.vulnerability!,
          );
          const mine = line.direction === "NS" ? ns : -ns;
          expect([line.board, line.score]).toEqual([line.board, mine > 0 ? `+${mine}` : String(mine)]);
        }
      }
    }
  });

  test("hearts and diamonds are red in every text: a contract, a lead, a table's column headed by a suit", () => {
    const { html } = site(MITCHELL);
    // Board 2, 4H: red wherever it stands, the symbol kept.
    expect(html).toContain('4<span class="rs">♥</span>');
    // Every heart and diamond symbol of the page stands in a red span.
    expect(html.replace(/<span class="rs">[♥♦]<\/span>/g, "")).not.toMatch(/[♥♦]/);
  });

  test("a long pair name in the ranking stays text; the heading of a results file is its event, else its date", () => {
    expect(resultsHeading({ event: "", section: "A", date: "2026-01-19" }, false)).toBe(
      "Results of 19 January 2026",
    );
    expect(resultsHeading({ event: "", section: "A", club: "Anytown BC" }, true)).toBe(
      "Anytown BC, section A",
    );
    expect(resultsHeading({ event: "", section: "A" }, false)).toBe("Results");
  });
});

describe("a Bridgemate database's results page, scored as the command line scores it", () => {
  test("headed by the session's date, never a bare section letter; the file's note only with the workings", async () => {
    const out = path.join(os.tmpdir(), `site-${process.pid}-club.html`);
    const r = await run([BWS, "--html", out]);
    expect([r.code, r.err]).toEqual([0, ""]);
    const html = r.written.get(out)!;
    // The database has no event or club name: its Section table is section A, played 19 January 2026.
    expect(html).toContain("<h1>Results of 19 January 2026</h1>");
    expect(html).not.toMatch(/<h1>[^<]*section/i);
    const header = html.slice(html.indexOf("<header>"), html.indexOf("</header>"));
    expect(header).not.toContain("ScoringType");
    expect(html).toMatch(/<p class="w sub">Read from the file: [^<]*ScoringType/);
    expect(html.match(/ScoringType/g)).toHaveLength(1);
    // Its 22 pairs each have a card, linked from the ranking.
    expect(html.match(/<section class="card"/g)).toHaveLength(22);
  });
});

describeWithLibdds()("a scorecard's par and double-dummy tricks against the reference solver", () => {
  test("boards 1 and 2 of the Mitchell with its deals: par from the pair's side, declarer's tricks in the strain", async () => {
    const out = path.join(os.tmpdir(), `site-${process.pid}-deals.html`);
    const r = await run([MITCHELL, "--method", "mp", "--deals", DEALS, "--html", out]);
    // Board 3 has no deal in the file (a warning says so): its row has no par.
    expect(r.code).toBe(0);
    const html = r.written.get(out)!;
    const deals = fs.readFileSync(DEALS, "utf8");
    const dealOf = (b: number) => new RegExp(`\\[Board "${b}"\\][^]*?\\[Deal "([^"]+)"\\]`).exec(deals)![1];
    // libdds: 20 figures (N, E, S, W, each S H D C NT), then the par score (NS) and contracts.
    // Board 1: dealer N (0), nobody vulnerable (0); board 2: dealer E (1), NS vulnerable (2).
    const [one, two] = runHarness([`${dealOf(1)}|0|0`, `${dealOf(2)}|1|2`]).map((l) => l.split(" "));
    const reference = new Map([
      [1, one],
      [2, two],
    ]);
    const seats = "NESW";
    const strains = ["S", "H", "D", "C", "N"];
    let checked = 0;
    for (const id of ["pair-NS-3", "pair-EW-1"]) {
      const card = section(html, id);
      const head = text(/<thead>([^]*?)<\/thead>/.exec(card)![1]).split(" ");
      expect(head.slice(-3)).toEqual(["Par", "Double", "dummy"]);
      for (const row of rowsOf(card)) {
        const figures = reference.get(Number(row[0]));
        if (figures === undefined) continue;
        const [contract, by] = row[head.indexOf("Contract")].split(" ");
        const strain = strains.indexOf(
          contract
            .replace(/^\d/, "")
            .replace("♠", "S")
            .replace("♥", "H")
            .replace("♦", "D")
            .replace("♣", "C")[0],
        );
        const dd = Number(figures[seats.indexOf(by) * 5 + strain]);
        const ns = Number(figures[20]);
        const par = id.startsWith("pair-NS") ? ns : -ns;
        expect([row[0], row[row.length - 2], Number(row[row.length - 1])]).toEqual([
          row[0],
          par > 0 ? `+${par}` : String(par),
          dd,
        ]);
        checked++;
      }
    }
    // Each of the two pairs played boards 1 and 2.
    expect(checked).toBe(4);
  });
});
