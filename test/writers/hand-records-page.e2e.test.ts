// The hand-record sheet printed: a session of 24 boards (a PBN file of deals alone) written by
// `npm run dd -- session-24.pbn --hand-records out.pdf` prints, through Chromium, to exactly four
// pages at six boards a page, on A4 and on Letter alike; and each board on the PDF (read back with
// pdftotext) carries the double-dummy table and par libdds gives for its deal, dealer and
// vulnerability.
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { ddMain } from "../../src/cli/commands/dd";
import { readHandRecordFile } from "../../src/io/hand-records";
import { formatDeal, parContractText, parseDeal, solveTable, type DDTable } from "../../src/scoring";
import { browserSuite } from "../support/chromium";
import { describeWithLibdds, LIBDDS_VULNERABILITY, runHarness } from "../support/libdds";

const FIXTURE = path.join(__dirname, "..", "fixtures", "hand-records", "session-24.pbn");
const RECORDS = readHandRecordFile(fs.readFileSync(FIXTURE)).records;

// 24 deals solved once (a second or more each on a busy machine), then two PDFs printed.
jest.setTimeout(600_000);

/** Each deal solved once however often asked (the A4 run and the Letter run solve the same deals). */
const tables = new Map<string, Promise<DDTable>>();
const solve = (deal: string): Promise<DDTable> => {
  let t = tables.get(deal);
  if (t === undefined) {
    t = Promise.resolve().then(() => solveTable(parseDeal(deal)));
    tables.set(deal, t);
  }
  return t;
};

/** A page of the PDF as text, in the order it was written (pdftotext -raw). */
const pageText = (pdf: string, page: number): string =>
  execFileSync("pdftotext", ["-raw", "-f", String(page), "-l", String(page), pdf, "-"]).toString("utf8");

/** What a board is as libdds gives it: each declarer's row (NT, S, H, D, C) and the par as printed. */
function reference(): Map<number, { rows: Record<string, number[]>; par: string[] }> {
  const lines = runHarness(
    RECORDS.map(
      (r) =>
        `${formatDeal(parseDeal(r.deal))}|${"NESW".indexOf(r.dealer)}|${LIBDDS_VULNERABILITY[r.vulnerability]}`,
    ),
  );
  const out = new Map<number, { rows: Record<string, number[]>; par: string[] }>();
  RECORDS.forEach((r, k) => {
    // libdds: 20 figures (declarer N, E, S, W; strains S, H, D, C, NT), the par score, its contracts.
    const words = lines[k].split(" ");
    const figures = words.slice(0, 20).map(Number);
    const rows: Record<string, number[]> = {};
    ["N", "E", "S", "W"].forEach((seat, p) => {
      const f = figures.slice(p * 5, p * 5 + 5);
      rows[seat] = [f[4], f[0], f[1], f[2], f[3]];
    });
    const score = Number(words[20]);
    const side = score > 0 ? `NS ${score}` : score < 0 ? `EW ${-score}` : "0";
    const contracts = words
      .slice(21)
      .map((c) =>
        parContractText(c).replace(
          /([1-7])([SHDC])/,
          (_m, l: string, s: string) => `${l}${"♠♥♦♣"["SHDC".indexOf(s)]}`,
        ),
      );
    out.set(r.board, { rows, par: [`Par ${side}`, ...contracts] });
  });
  return out;
}

/** Each board of a page's text: its number, its table's rows and its par lines. */
function boardsOnPage(text: string): Map<number, { rows: Record<string, number[]>; par: string[] }> {
  const out = new Map<number, { rows: Record<string, number[]>; par: string[] }>();
  for (const part of text.split(/^(?=Board \d+$)/m).slice(1)) {
    const lines = part.split("\n").map((l) => l.trim());
    const board = Number(/^Board (\d+)$/.exec(lines[0])![1]);
    const rows: Record<string, number[]> = {};
    for (const l of lines) {
      const m = /^([NESW]) (\d+) (\d+) (\d+) (\d+) (\d+)$/.exec(l);
      if (m) rows[m[1]] = m.slice(2).map(Number);
    }
    // The par's heading, then its contracts up to the end of the board.
    const at = lines.findIndex((l) => l.startsWith("Par "));
    const par = lines.slice(at).filter((l) => l !== "" && !/^\f/.test(l));
    out.set(board, { rows, par });
  }
  return out;
}

browserSuite("the printed hand-record sheet")("the hand-record sheet of 24 boards printed", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "hand-sheet-pdf-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  describeWithLibdds()("on A4 and on Letter", () => {
    for (const [paper, size] of [
      // Chromium's A4 is 595.92 x 842.88 points (210 x 297 mm to a hundredth of an inch), which
      // pdfinfo names A4; Letter is 8.5 x 11 inches, 612 x 792.
      ["a4", /Page size:\s+595\.\d+ x 842\.\d+ pts \(A4\)/],
      ["letter", /Page size:\s+612 x 792 pts \(letter\)/],
    ] as const) {
      test(`${paper}: four pages of six boards, each board's table and par libdds's`, async () => {
        const pdf = path.join(dir, `hands-${paper}.pdf`);
        let out = "";
        let err = "";
        const code = await ddMain(
          [FIXTURE, "--hand-records", pdf, "--paper", paper],
          { out: (t) => (out += t), err: (t) => (err += t) },
          solve,
        );
        expect([code, err, out]).toEqual([0, "", `Wrote ${pdf} (the hand-record sheet, 24 boards).\n`]);
        const info = execFileSync("pdfinfo", [pdf]).toString("utf8");
        expect(/^Pages:\s+(\d+)$/m.exec(info)?.[1]).toBe("4");
        expect(info).toMatch(size);
        const expected = reference();
        for (let page = 1; page <= 4; page++) {
          const text = pageText(pdf, page);
          // The heading on every page: the file's [Event], [Date] and [Site].
          expect(text).toContain("Tuesday Pairs");
          expect(text).toContain("2026.12.01 · Harbour Bridge Club");
          const boards = boardsOnPage(text);
          const first = 6 * (page - 1) + 1;
          expect([page, [...boards.keys()]]).toEqual([
            page,
            [first, first + 1, first + 2, first + 3, first + 4, first + 5],
          ]);
          for (const [n, b] of boards) expect([n, b]).toEqual([n, expected.get(n)]);
        }
      });
    }
  });
});
