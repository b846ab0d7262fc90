import * as fs from "node:fs";
import * as path from "node:path";
import { openInput, scoreEvent, type ScoredPairsSection } from "../../src/event";
import { cellRef } from "../../src/grid/a1";
import type { CellModel, ColumnRole, SheetBlock, SheetModel } from "../../src/sheet/model";
import { checkOptions, DEFAULT_FORM_CHOICES, userChoices, type FormChoices } from "../../src/event/forms";
import { cellTips } from "../../src/writers/cell-tips";
import { outputNamed } from "../../src/writers/outputs";

const WEIGHTED = path.join(__dirname, "..", "..", "examples", "weighted-ruling.csv");

/** Five tables: 620, 440, -100, 420, 650 (sum 2030). */
const FIVE = "Board,NS,EW,Score\n1,1,11,620\n1,2,12,440\n1,3,13,-100\n1,4,14,420\n1,5,15,650\n";
/** Six tables, four results: 420, 420, 450, -50, a table that did not play, an average award. */
const MISSING = "Board,NS,EW,Score\n1,1,11,420\n1,2,12,420\n1,3,13,450\n1,4,14,-50\n1,5,15,NP\n1,6,16,A=\n";

function scored(csv: string, method: FormChoices["method"]) {
  const options = { ...DEFAULT_FORM_CHOICES, method };
  const checked = checkOptions(options);
  if (!checked.ok) throw new Error("bad options");
  const event = scoreEvent(openInput(csv, "t.csv"), userChoices(options, checked.options));
  const section = event.sections[0] as ScoredPairsSection;
  const sheet = section.withSummary();
  return { event, section, sheet, tips: cellTips(sheet, section.sessions) };
}

/**
 * The cell of a block's table in the column of a role, on the row whose NS score is `score`
 * (the `nth` column of that role, from 0).
 */
function cellAt(
  sheet: SheetModel,
  pick: (b: SheetBlock) => boolean,
  role: ColumnRole,
  score: number,
  nth = 0,
): CellModel {
  const at = new Map(sheet.cells.map((c) => [cellRef(c.row, c.col), c]));
  for (const block of sheet.blocks.filter(pick))
    for (const table of block.tables) {
      const col = table.columns.filter((c) => c.role === role)[nth];
      const scoreCol = table.columns.find((c) => c.role === "score");
      if (col === undefined || scoreCol === undefined) continue;
      for (let r = table.rows[0]; r <= table.rows[1]; r++)
        if (at.get(cellRef(r, scoreCol.col))?.value === score) return at.get(cellRef(r, col.col))!;
    }
  throw new Error(`no ${role} cell for ${score}`);
}

const workingsOf = (method: string) => (b: SheetBlock) => b.kind === "workings" && b.method === method;
const tipOf = (tips: ReadonlyMap<string, string>, c: CellModel) => tips.get(cellRef(c.row, c.col)) ?? "";

/** The numbers a text holds, as written ("+5", "-0.25", "2030"). */
const numbersIn = (text: string): number[] => (text.match(/[+-]?\d+(?:\.\d+)?/g) ?? []).map(Number);

describe("each number of the results page says how it was reached, in bridge words", () => {
  test("Butler: a table's IMPs against the datum", () => {
    // 620 + 440 - 100 + 420 + 650 = 2030 over 5: 406, rounded to 10: a datum of 410. 620 - 410 = 210,
    // 5 IMPs on the WBF scale (170 to 210); East-West -5.
    const { sheet, tips } = scored(FIVE, "butler");
    const ns = cellAt(sheet, workingsOf("butler"), "result", 620, 0);
    expect(ns.value).toBe(5);
    expect(tipOf(tips, ns)).toContain("an average of 406");
    expect(tipOf(tips, ns)).toContain("+620 against a datum of +410: 210 points, +5 IMPs.");
    const ew = cellAt(sheet, workingsOf("butler"), "result", 620, 1);
    expect(ew.value).toBe(-5);
    expect(tipOf(tips, ew)).toMatch(/East-West get the same with the sign turned over: -5 IMPs\.$/);
    // The results block copies the workings: the same words.
    const result = cellAt(sheet, (b) => b.kind === "results", "result", 620, 0);
    expect(tipOf(tips, result)).toBe(tipOf(tips, ns));
    // The datum, on a line of its own, holds the count, the sum and the mean.
    const datum = sheet.cells.find((c) => c.role === "datum")!;
    expect(datum.value).toBe(410);
    expect(tipOf(tips, datum)).toContain("they add up to 2030 over 5 results, an average of 406");
  });

  test("cross-IMPs: one comparison of the matrix, and the total divided", () => {
    // 620 against 440: 180 points, 5 IMPs. 620 against 650, 440, 420, -100: -1 + 5 + 5 + 12 = 21,
    // divided by the 4 comparisons: 5.25.
    const { sheet, section, tips } = scored(FIVE, "cross");
    const board = section.sessions[0].boards[0];
    const against440 = board.tables.findIndex((t) => t.nsScore === 440);
    const working = sheet.blocks
      .find(workingsOf("cross"))!
      .tables.filter((t) => t.columns.filter((c) => c.role === "working").length === 5);
    expect(working).toHaveLength(2);
    const imps = working[1];
    const col = imps.columns.filter((c) => c.role === "working")[against440].col;
    const row = imps.rows[0] + board.tables.findIndex((t) => t.nsScore === 620);
    const cell = sheet.cells.find((c) => c.row === row && c.col === col)!;
    expect(cell.value).toBe(5);
    expect(tipOf(tips, cell)).toBe("+620 (NS 1 v EW 11) against +440 (NS 2 v EW 12): 180 points, +5 IMPs.");
    const result = cellAt(sheet, workingsOf("cross"), "result", 620, 0);
    expect(result.value).toBe(5.25);
    expect(tipOf(tips, result)).toContain("+620 totals +21 IMPs. 21 divided by 4: +5.25 IMPs for +620.");
  });

  test("matchpoints: beaten and tied counted, a share of the top, a percentage", () => {
    // 620 beat 440, -100 and 420, tied with none: 2 x 3 = 6 of a top of 2 x (5 - 1) = 8, 75%.
    const { sheet, tips } = scored(FIVE, "mp");
    const ns = cellAt(sheet, workingsOf("mp"), "result", 620, 0);
    expect(ns.value).toBe(6);
    expect(tipOf(tips, ns)).toBe(
      "+620 beat 3 results and tied with 0: 2 x 3 + 1 x 0 = 6 matchpoints. The top is 8.",
    );
    const ew = cellAt(sheet, workingsOf("mp"), "result", 620, 1);
    expect(ew.value).toBe(2);
    expect(tipOf(tips, ew)).toMatch(/East-West get the top less North-South's: 8 - 6 = 2\.$/);
    const percent = cellAt(sheet, (b) => b.kind === "results", "percent", 620, 0);
    expect(percent.value).toBe(75);
    expect(tipOf(tips, percent)).toMatch(/6 of 8 is 75%\.$/);
  });

  test("Neuberg: a board with a table missing and an award", () => {
    // 4 results of 6 expected. 420 beat -50 and tied the other 420: 2 + 1 = 3; (3 + 1) x 6/4 - 1 = 5
    // of a top of 2 x (6 - 1) = 10. The average award is half the top: 5 each.
    const { sheet, section, tips } = scored(MISSING, "mp");
    const ns = cellAt(sheet, workingsOf("mp"), "result", 420, 0);
    expect(ns.value).toBe(5);
    expect(tipOf(tips, ns)).toContain("(3 + 1) x 6/4 - 1 = 5 matchpoints of a top of 10.");
    const top = sheet.cells.find((c) => c.role === "top")!;
    expect(top.value).toBe(10);
    expect(tipOf(tips, top)).toBe(
      "The board has 4 results of the 6 expected (N/n = 1.5). The top is 2 x (6 - 1) = 10 matchpoints.",
    );
    const award = section.sessions[0].boards[0].tables.findIndex((t) => t.award !== null);
    const results = sheet.blocks.find((b) => b.kind === "results")!.tables[0];
    const nsCol = results.columns.find((c) => c.role === "result")!.col;
    const cell = sheet.cells.find((c) => c.row === results.rows[0] + award && c.col === nsCol)!;
    expect(cell.value).toBe(5);
    expect(tipOf(tips, cell)).toBe(
      "NS 6 v EW 16 was given an award: A= to North-South, A= to East-West. North-South get 5.",
    );
  });

  test("weighted cross-IMPs: the weighted table gets the shares of its parts' results", () => {
    const { sheet, section, tips } = scored(fs.readFileSync(WEIGHTED, "utf8"), "cross");
    const board = section.sessions[0].boards[0];
    const k = board.tables.findIndex((t) => t.weighted !== null);
    const t = board.tables[k];
    const results = sheet.blocks.find((b) => b.kind === "results")!.tables[0];
    const nsCol = results.columns.find((c) => c.role === "result")!.col;
    const cell = sheet.cells.find((c) => c.row === results.rows[0] + k && c.col === nsCol)!;
    expect(cell.value).toBe(t.nsResult);
    const tip = tipOf(tips, cell);
    expect(tip).toContain("was given a weighted score: 30% of +1430");
    // The shares of the parts' results add up to the table's result (to the 2 decimals shown).
    const parts = t.weighted!.ns.reduce((a, p) => a + p.weight * p.result, 0);
    expect(parts).toBeCloseTo(t.nsResult!, 9);
    expect(tip).toMatch(new RegExp(`= ${Math.round(t.nsResult! * 100) / 100}\\.$`));
  });

  test("the session summary: a pair's total, average and place", () => {
    // Butler on the five tables: NS 1 (+620) scored +5 on its one board; the averages are 5, 1,
    // -11, 0 and 6, so one pair (NS 5, +6) did better: place 2.
    const { sheet, tips } = scored(FIVE, "butler");
    const summary = sheet.blocks.find((b) => b.kind === "summary")!;
    const ns = summary.tables[0];
    const col = (role: ColumnRole) => ns.columns.find((c) => c.role === role)!.col;
    const at = (row: number, role: ColumnRole) =>
      sheet.cells.find((c) => c.row === row && c.col === col(role))!;
    const row = ns.rows[0];
    expect(at(row, "pair").value).toBe("NS 1");
    expect(tipOf(tips, at(row, "total"))).toBe(
      "The pair's results on the 1 board it played: board 1 +5; 5 IMPs in all.",
    );
    expect(tipOf(tips, at(row, "average"))).toMatch(/5 over 1 board: 5 a board\.$/);
    expect(at(row, "rank").value).toBe("2");
    expect(tipOf(tips, at(row, "rank"))).toBe(
      "Ranked by average per board: 1 pair of the list did better than an average of 5 a board: place 2.",
    );
  });

  test("a contract's score by its parts, on the traveller", () => {
    // Board 5, North-South vulnerable: 6S by North making 12 is 6 x 30 = 180 for the tricks, 500
    // for a vulnerable game and 750 for a vulnerable small slam: 1430.
    const { sheet, tips } = scored(fs.readFileSync(WEIGHTED, "utf8"), "mp");
    const computed = cellAt(sheet, (b) => b.kind === "traveller", "computed", 1430);
    expect(computed.value).toBe(1430);
    expect(tipOf(tips, computed)).toBe(
      "6S by N, 12 tricks, vulnerable: Contract pts 180 + Game/part 500 + Slam 750 (the other parts 0) = 1430 for the declaring side, +1430 for North-South.",
    );
  });

  test("a teams match: a board's net and IMPs, each team's total and its VPs", async () => {
    // Board 1: +420 in the Open room, -50 in the Closed: net 470, 10 IMPs (450 to 490) to Aces.
    // Aces 10, Kings 0 over 8 boards: 13.78 VPs to 6.22 on the WBF scale.
    const csv = fs.readFileSync(path.join(__dirname, "..", "..", "examples", "teams-match.csv"), "utf8");
    const options = { ...DEFAULT_FORM_CHOICES };
    const checked = checkOptions(options);
    if (!checked.ok) throw new Error("bad options");
    const event = scoreEvent(openInput(csv, "t.csv"), userChoices(options, checked.options));
    const sheet = event.sections[0].sheet;
    const tips = cellTips(sheet, []);
    const vps = sheet.cells.filter((c) => c.role === "vp" && typeof c.value === "number");
    expect(vps.map((c) => c.value)).toEqual([13.78, 6.22]);
    expect(tipOf(tips, vps[0])).toMatch(
      /^Aces 10 IMPs, Kings 0: a margin of \+10 over 8 boards, 13\.78 VPs on the VP scale \(Kings 6\.22; the two add up to 20\)\./,
    );
    const swing = sheet.cells.find((c) => c.value === 10 && c.formula?.startsWith("=SIGN("))!;
    expect(tipOf(tips, swing)).toBe(
      "Board 1: North-South scored +420 in the Open room and -50 in the Closed room: a net of +470, +10 IMPs on the IMP scale.",
    );
    // The teams web page is written from the matches (html-teams.ts), not from the sheet's cells:
    // its match card carries the same VPs the tip explains.
    const [page] = await outputNamed("html").write(event, { workingsOpen: true });
    expect(String(page.content)).toMatch(/13\.78[\s\S]*6\.22/);
  });

  test.each(["butler", "cross", "mp", "all"] as const)(
    "%s: every tip holds the number it hangs on, and most computed numbers have one",
    (method) => {
      // All three methods on one sheet: the small boards only (the weighted board by each above).
      const travellers =
        method === "all" ? [FIVE, MISSING] : [FIVE, MISSING, fs.readFileSync(WEIGHTED, "utf8")];
      for (const csv of travellers) {
        const { sheet, tips } = scored(csv, method);
        let computed = 0;
        for (const c of sheet.cells) {
          if (typeof c.value !== "number" || c.formula === undefined) continue;
          computed++;
          const tip = tips.get(cellRef(c.row, c.col));
          if (tip === undefined) continue;
          const v = Math.round(c.value * 100) / 100;
          expect([tip, numbersIn(tip).some((x) => Math.abs(Math.abs(x) - Math.abs(v)) < 0.006)]).toEqual([
            tip,
            true,
          ]);
        }
        expect(tips.size).toBeGreaterThan(computed / 2);
      }
    },
  );

  test("the web page's tip says it in bridge words first, the sheet's formula after it", async () => {
    const { event } = scored(FIVE, "butler");
    const [page] = await outputNamed("html").write(event, { workingsOpen: true });
    const html = String(page.content);
    const tip =
      /<span class="tip" role="tooltip" id="f\d+"><span class="how">([^<]*)<\/span><br><small>In the sheet: <code>([A-Z]+\d+)<\/code>/.exec(
        html,
      );
    expect(tip).not.toBeNull();
    expect(html).toContain(
      `<span class="how">No score was dropped. The scores: they add up to 2030 over 5 results, an average of 406, rounded to 10, half away from zero: a datum of +410. +620 against a datum of +410: 210 points, +5 IMPs.</span>`,
    );
  });
});
