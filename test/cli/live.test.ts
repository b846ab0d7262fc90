// Scrolling results, end to end: a real Bridgemate database (a club Mitchell of 11 tables, 27
// boards in 9 rounds of 3: 33 results a round, 297 in all) copied into a watched folder in stages,
// as the scoring program's database fills during the evening (round 1, rounds 1-2, ..., all; the
// later rows removed as Access removes rows, test/support/bws-stages.ts). At each stage the live
// page's ranking is checked against `npm run score -- STAGE --json` of the same stage, its list of
// missing results against the movement, and at the end the final page against the page of the
// whole file read once (--live) and the results page against `--html` of the whole file. A stage
// written half-way (the file cut short, then completed) never produces a page.
import ExcelJS from "exceljs";
import * as fs from "node:fs";
import * as http from "node:http";
import * as net from "node:net";
import * as os from "node:os";
import * as path from "node:path";
import { runLive, type Reading } from "../../src/cli/commands/live";
import { diskIO, runCliOnDisk } from "../support/cli";
import { bwsStage, bwsUpToRound } from "../support/bws-stages";

jest.setTimeout(180_000);

const FULL = new Uint8Array(fs.readFileSync(path.join(__dirname, "../fixtures/files/club-session.bws")));

/** A field's ranking as the page shows it: "NS|place|pair|percentage|boards" a row. */
function pageRanking(page: string): string[] {
  const rows: string[] = [];
  for (const table of page.matchAll(/<table id="ranking[^"]*"><caption>([^<]*)<\/caption>(.*?)<\/table>/gs)) {
    const field = table[1] === "North-South" ? "NS" : table[1] === "East-West" ? "EW" : "all";
    for (const tr of table[2].matchAll(
      /<tr><td class="n">([^<]*)<\/td><th scope="row">([^<]*)<\/th><td class="name">[^<]*<\/td><td class="n">([^<]*)<\/td><td class="n">(\d+)<\/td><\/tr>/g,
    ))
      rows.push(`${field}|${tr[1]}|${tr[2]}|${tr[3]}|${tr[4]}`);
  }
  return rows;
}

/** The same from `--json`: each field's pairs, percentages to 2 decimals as the page shows them. */
function jsonRanking(json: string): string[] {
  const doc = JSON.parse(json) as {
    ranking: {
      field: string;
      pairs: { pair: string; rank: string | null; boards: number; percentage: number | null }[];
    }[];
  };
  return doc.ranking.flatMap((f) =>
    f.pairs
      .filter((p) => p.rank !== null)
      .map(
        (p) =>
          `${f.field}|${p.rank}|${p.pair.replace(/^(NS|EW) /, "")}|${p.percentage!.toFixed(2)}|${p.boards}`,
      ),
  );
}

/** Every cell of a workbook: sheet, address, value or formula, and number format. */
async function cellsOf(file: string): Promise<string[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const cells: string[] = [];
  wb.eachSheet((ws) =>
    ws.eachRow((row) =>
      row.eachCell((c) => cells.push(`${ws.name}!${c.address} ${JSON.stringify(c.value)} ${c.numFmt ?? ""}`)),
    ),
  );
  return cells;
}

/** The page with the time of its reading taken out (two readings differ in nothing else). */
const untimed = (page: string): string => page.replace(/<time datetime="[^"]*">[^<]*<\/time>/g, "<time>");

/** The readings of a watch, waited for one by one. */
class Readings {
  private readonly seen: Reading[] = [];
  private waiting: { test: (r: Reading) => boolean; resolve: (r: Reading) => void }[] = [];
  take = (r: Reading): void => {
    this.seen.push(r);
    const hit = this.waiting.filter((w) => w.test(r));
    this.waiting = this.waiting.filter((w) => !w.test(r));
    for (const w of hit) w.resolve(r);
  };
  next(test: (r: Reading) => boolean): Promise<Reading> {
    return new Promise((resolve) => this.waiting.push({ test, resolve }));
  }
}

/** The results in of a reading (0 for one that failed). */
const received = (r: Reading): number =>
  r.ok
    ? r.event.sections.reduce(
        (n, s) =>
          n +
          (s.file?.pending === undefined ? 0 : 297 - s.file.pending.reduce((m, p) => m + p.boards.length, 0)),
        0,
      )
    : -1;

describe("--watch follows a Bridgemate database filled round by round", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "live-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("each stage's page ranks that stage's rows; a half-written stage writes nothing; the last is final", async () => {
    const db = path.join(dir, "session.bws");
    const page = path.join(dir, "live.html");
    fs.writeFileSync(db, bwsUpToRound(FULL, 1));
    const disk = diskIO();
    const io = disk.io;
    const stop = new AbortController();
    const readings = new Readings();
    const whole = path.join(dir, "stage-9.bws");
    let last = "";
    const first = readings.next((r) => received(r) === 33);
    const watching = runLive(
      [
        db,
        "--watch",
        "--every",
        "1",
        "--title",
        "Monday <Pairs>",
        "--html",
        page,
        "--xlsx",
        path.join(dir, "live.xlsx"),
        "--json",
      ],
      io,
      { signal: stop.signal, onReading: readings.take },
    );
    try {
      await first;
      for (let k = 1; k <= 9; k++) {
        const stage = path.join(dir, `stage-${k}.bws`);
        const bytes = bwsUpToRound(FULL, k);
        fs.writeFileSync(stage, bytes);
        if (k > 1) {
          if (k === 5) {
            // The program caught writing: the file cut short (mdb-reader refuses a usage map that names
            // pages past its end), then completed. No reading of the half file is scored or written.
            const before = fs.readFileSync(page, "utf8");
            const failed = readings.next((r) => !r.ok);
            fs.writeFileSync(db, bytes.subarray(0, Math.floor(bytes.length / 2)));
            await failed;
            expect(fs.readFileSync(page, "utf8")).toBe(before);
          }
          const got = readings.next((r) => received(r) === 33 * k);
          fs.writeFileSync(db, bytes);
          await got;
        }
        const shown = fs.readFileSync(page, "utf8");
        const once = await runCliOnDisk([stage, "--json"]);
        expect(once.code).toBe(0);
        // Every pair ranked on the page as --json ranks it on this stage's rows: 11 NS and 11 EW pairs.
        expect(pageRanking(shown)).toEqual(jsonRanking(once.out));
        expect(pageRanking(shown)).toHaveLength(22);
        // Each pair has played 3 boards a round.
        expect(new Set(pageRanking(shown).map((r) => r.split("|")[4]))).toEqual(new Set([String(3 * k)]));
        if (k < 9) {
          expect(shown).toContain(`${33 * k} of 297 results in.`);
          expect(shown).toContain(`Round${k === 1 ? "" : "s"} ${k === 1 ? "1" : `1-${k}`} of 9 complete.`);
          expect(shown).not.toContain("Final results");
        }
      }
      last = fs.readFileSync(page, "utf8");
      // The club's title, as text: never markup.
      expect(last).toContain("<h1>Monday &lt;Pairs&gt;: final results</h1>");
      expect(last).toContain("Final results: every result is in.");
      // Each reading's JSON a line; the last is the document of the whole file read once.
      const whole = path.join(dir, "stage-9.bws");
      const lines = disk.out().trim().split("\n");
      expect(JSON.parse(lines[lines.length - 1])).toEqual(
        JSON.parse((await runCliOnDisk([whole, "--json"])).out),
      );
    } finally {
      stop.abort();
    }
    expect(await watching).toBe(0);
    // The final page is the page of the whole file read once; the results page is --html's.
    const oncePage = path.join(dir, "once.html");
    expect(
      (await runCliOnDisk([whole, "--live", "--title", "Monday <Pairs>", "--html", oncePage])).code,
    ).toBe(0);
    expect(untimed(last)).toBe(
      untimed(fs.readFileSync(oncePage, "utf8")).replace(/once-(results|still)\.html/g, "live-$1.html"),
    );
    // The workbook of the last reading is the workbook of the whole file scored once, cell for cell.
    const onceBook = path.join(dir, "once.xlsx");
    expect((await runCliOnDisk([whole, "--xlsx", onceBook])).code).toBe(0);
    expect(await cellsOf(path.join(dir, "live.xlsx"))).toEqual(await cellsOf(onceBook));
    const full = path.join(dir, "full.html");
    expect((await runCliOnDisk([whole, "--html", full])).code).toBe(0);
    expect(fs.readFileSync(path.join(dir, "live-results.html"), "utf8")).toBe(fs.readFileSync(full, "utf8"));
    // The half-written file was never said to be a fault (it was retried and then whole).
    expect(disk.err()).not.toMatch(/could not be scored/);
    // No temporary file is left beside the outputs.
    expect(fs.readdirSync(dir).filter((f) => f.startsWith("."))).toEqual([]);
  });

  test("mid-round: the tables still playing and their missing boards are listed; one round held back", async () => {
    const db = path.join(dir, "session.bws");
    const page = path.join(dir, "live.html");
    // Rounds 1-3 in, and round 4 from tables 1-5 only: tables 6-11 are still playing boards of round 4.
    fs.writeFileSync(
      db,
      bwsStage(FULL, (r) => r.round <= 3 || (r.round === 4 && r.table <= 5)),
    );
    const r = await runCliOnDisk([db, "--live", "--html", page, "--hide-rounds", "1"]);
    expect(r.code).toBe(0);
    const shown = fs.readFileSync(page, "utf8");
    expect(shown).toContain("114 of 297 results in. Rounds 1-3 of 9 complete.");
    expect(shown).toContain(
      "Still playing: table 6 (round 4), table 7 (round 4), table 8 (round 4), table 9 (round 4), table 10 (round 4), table 11 (round 4).",
    );
    const missing = [
      ...shown.matchAll(
        /<tr><td class="n">4<\/td><td class="n">(\d+)<\/td><td>[^<]*<\/td><td>([^<]*)<\/td><\/tr>/g,
      ),
    ];
    expect(missing.map((m) => m[1])).toEqual(["6", "7", "8", "9", "10", "11"]);
    // Each of those tables is missing the three boards of its set, written as a run ("25-27").
    expect(
      missing.every(
        (m) => /^\d+-\d+$/.test(m[2]) && Number(m[2].split("-")[1]) - Number(m[2].split("-")[0]) === 2,
      ),
    ).toBe(true);
    // Round 4 held back: the ranking is that of the database after round 3, 9 boards each.
    const three = path.join(dir, "three.bws");
    fs.writeFileSync(three, bwsUpToRound(FULL, 3));
    expect(pageRanking(shown)).toEqual(jsonRanking((await runCliOnDisk([three, "--json"])).out));
    expect(shown).toContain("Results are shown to round 3");
  });

  test("a database with no result in yet gets a page that says so", async () => {
    const db = path.join(dir, "session.bws");
    fs.writeFileSync(
      db,
      bwsStage(FULL, () => false),
    );
    const page = path.join(dir, "live.html");
    const r = await runCliOnDisk([db, "--live", "--html", page]);
    expect(r.code).toBe(0);
    const shown = fs.readFileSync(page, "utf8");
    expect(shown).toContain("0 of 297 results in. No round is complete yet.");
    expect(pageRanking(shown)).toEqual([]);
  });

  test("the projector pages a long ranking: 22 pairs at 16 rows a page is two pages, each moving on to the other", async () => {
    const db = path.join(dir, "session.bws");
    fs.writeFileSync(db, bwsUpToRound(FULL, 2));
    const screen = path.join(dir, "screen.html");
    expect((await runCliOnDisk([db, "--live", "--projector", screen, "--refresh", "20"])).code).toBe(0);
    const one = fs.readFileSync(screen, "utf8");
    const two = fs.readFileSync(path.join(dir, "screen-2.html"), "utf8");
    expect(one).toContain('<meta http-equiv="refresh" content="20; url=screen-2.html">');
    expect(two).toContain('<meta http-equiv="refresh" content="20; url=screen.html">');
    // 11 NS pairs and 5 EW on the first page, the other 6 EW pairs (continued) on the second.
    expect(pageRanking(one)).toHaveLength(16);
    expect(pageRanking(two)).toHaveLength(6);
    expect(two).toContain("East-West (continued)");
  });
});

/** A port free on 127.0.0.1 just now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** GET a path of the server: its status and body. */
async function get(port: number, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: url }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

describe("--watch follows a traveller another program rewrites", () => {
  test("a CSV traveller: each rewrite re-ranked; no movement, so never said final", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "live-csv-"));
    try {
      const csv = path.join(dir, "board.csv");
      const page = path.join(dir, "live.html");
      // Board 1 at two tables: 420 beats -50, so NS 1 has the top (100%) and NS 2 nothing; EW 2,
      // who conceded only 50, have the EW top.
      fs.writeFileSync(csv, "Board,NS,EW,Score\n1,1,1,420\n1,2,2,-50\n");
      const stop = new AbortController();
      const readings = new Readings();
      const first = readings.next((r) => r.ok);
      const { io } = diskIO();
      const watching = runLive([csv, "--watch", "--html", page], io, {
        signal: stop.signal,
        onReading: readings.take,
      });
      try {
        await first;
        expect(pageRanking(fs.readFileSync(page, "utf8"))).toEqual([
          "NS|1|1|100.00|1",
          "NS|2|2|0.00|1",
          "EW|1|2|100.00|1",
          "EW|2|1|0.00|1",
        ]);
        // A third table's 450 comes in: top 2; NS 3 has 2 (100%), NS 1 1 (50%), NS 2 0; EW the
        // other way round: EW 2 (-50 for NS) 100%, EW 1 (420) 50%, EW 3 (450) 0%.
        const second = readings.next(
          (r) => r.ok && r.event.sections[0].traveller.boards[0].rows.length === 3,
        );
        fs.writeFileSync(csv, "Board,NS,EW,Score\n1,1,1,420\n1,2,2,-50\n1,3,3,450\n");
        await second;
        const shown = fs.readFileSync(page, "utf8");
        expect(pageRanking(shown)).toEqual([
          "NS|1|3|100.00|1",
          "NS|2|1|50.00|1",
          "NS|3|2|0.00|1",
          "EW|1|2|100.00|1",
          "EW|2|1|50.00|1",
          "EW|3|3|0.00|1",
        ]);
        expect(shown).not.toContain("Final results");
      } finally {
        stop.abort();
      }
      expect(await watching).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("--serve shows the live page on this machine", () => {
  test("the page at /, the results page once final, and nothing else of the folder", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "live-serve-"));
    try {
      const db = path.join(dir, "session.bws");
      const page = path.join(dir, "live.html");
      fs.writeFileSync(db, bwsUpToRound(FULL, 8));
      // A page of the director's own in the same folder: not this run's, so never served.
      fs.writeFileSync(path.join(dir, "notes.html"), "<p>private</p>");
      const port = await freePort();
      const stop = new AbortController();
      const readings = new Readings();
      const first = readings.next((r) => r.ok);
      const disk = diskIO();
      const watching = runLive([db, "--watch", "--html", page, "--serve", String(port)], disk.io, {
        signal: stop.signal,
        onReading: readings.take,
      });
      try {
        await first;
        expect(disk.err()).toContain(`Serving the live page at http://127.0.0.1:${port}/`);
        const index = await get(port, "/");
        expect(index.status).toBe(200);
        expect(index.body).toBe(fs.readFileSync(page, "utf8"));
        expect((await get(port, "/live-still.html")).status).toBe(200);
        expect((await get(port, "/notes.html")).status).toBe(404);
        expect((await get(port, "/session.bws")).status).toBe(404);
        expect((await get(port, "/..%2fsession.bws")).status).toBe(400);
        expect((await get(port, "/live-results.html")).status).toBe(404);
        const final = readings.next((r) => r.ok && r.final);
        fs.writeFileSync(db, FULL);
        await final;
        expect((await get(port, "/live-results.html")).status).toBe(200);
      } finally {
        stop.abort();
      }
      expect(await watching).toBe(0);
      // Stopped: the port is let go.
      await expect(get(port, "/")).rejects.toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the live run's own files are checked before the first reading", () => {
  test("a still copy's name held by a file the add-in did not write is refused, and the file kept", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "live-own-"));
    try {
      const db = path.join(dir, "session.bws");
      fs.writeFileSync(db, bwsUpToRound(FULL, 2));
      // The director's own page, where the live page's still copy would go.
      const theirs = path.join(dir, "live-still.html");
      fs.writeFileSync(theirs, "<p>my notes</p>");
      const r = await runCliOnDisk([db, "--live", "--html", path.join(dir, "live.html")]);
      expect(r.code).toBe(2);
      expect(r.err).toContain("live-still.html: it exists and was not written by this add-in");
      expect(fs.readFileSync(theirs, "utf8")).toBe("<p>my notes</p>");
      expect(fs.existsSync(path.join(dir, "live.html"))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a live command line that cannot be run", () => {
  test.each([
    [["s.bws", "--watch"], "Name the live page to write"],
    [["s.bws", "--watch", "--live", "--html", "x.html"], "Give --watch or --live, not both."],
    [
      ["s.bws", "--watch", "--html", "x.html", "--every", "0"],
      "--every: expected a whole number from 1 to 3600",
    ],
    [["s.bws", "--watch", "--html", "x.html", "--serve", "localhost:80"], "--serve"],
  ])("%j is refused with a usage message", async (argv, message) => {
    const r = await runCliOnDisk(argv);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });
});
