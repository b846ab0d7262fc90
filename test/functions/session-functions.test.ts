// The session functions (BRIDGE.RANKING, BRIDGE.BOARDRESULTS, BRIDGE.MOVEMENT) typed into a real
// formula engine (HyperFormula) over a traveller typed into the sheet: the worked example of their
// JSDoc worked by hand, and larger sessions checked against another road to the same figures, the
// command line's `--json` of the same rows as a CSV file, as the sheet is edited (a result changed,
// rows typed below the traveller). Bad input is an error value with a message, never a throw.
import "../support/custom-functions-runtime";
import * as fs from "node:fs";
import * as path from "node:path";
import * as v8 from "node:v8";
import * as vm from "node:vm";
import type { HyperFormula } from "hyperformula";
import { withSheet } from "../support/hyperformula-functions";
import { thrown } from "../support/custom-functions-runtime";
import { runCli } from "../support/cli";
import { mitchell, sessionCells, type SessionRow } from "../support/movements";
import { EXAMPLES_DIR } from "../support/travellers";
import { ranking } from "../../src/functions/functions";
import {
  cliRanking as cliLines,
  csvOf,
  RANKING_EXAMPLE,
  spilledRanking,
  toPrecision,
  typedCells,
  type RankingLine,
} from "../support/session-rankings";

/** The command line's ranking of the CSV, to the precision a cell keeps. */
const cliRanking = async (csv: string, args: string[] = []): Promise<RankingLine[]> =>
  toPrecision(await cliLines(csv, args));

/** The values of the block of `height` rows and `width` columns from the cell `a1`. */
function block(hf: HyperFormula, a1: string, width: number, height: number): unknown[][] {
  const at = hf.simpleCellAddressFromString(a1, 0);
  if (!at) throw new Error(`not a cell address: ${a1}`);
  return Array.from({ length: height }, (_, r) =>
    Array.from({ length: width }, (_, c) => hf.getCellValue({ sheet: 0, row: at.row + r, col: at.col + c })),
  );
}

/** The ranking spilled from `a1`, read down to its first empty row, as lines to compare. */
function rankingAt(hf: HyperFormula, a1: string, most: number): RankingLine[] {
  return toPrecision(spilledRanking(block(hf, a1, 7, most)));
}

/** A cell's error as HyperFormula holds it (its type and message), or a failure when it is none. */
function errorAt(hf: HyperFormula, a1: string): { type: string; message: string } {
  const v = block(hf, a1, 1, 1)[0][0] as { type?: string; message?: string };
  if (typeof v !== "object" || v === null || v.type === undefined)
    throw new Error(`${a1} holds ${JSON.stringify(v)}, not an error`);
  return { type: v.type, message: v.message ?? "" };
}

/** The engine's garbage collector, to see whether something is still held. */
function exposedGc(): () => void {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
}

/** A weak reference (Node's WeakRef; the project's TypeScript library, ES2020, does not declare it). */
function weakRef<T extends object>(target: T): { deref(): T | undefined } {
  const WeakRefClass = (globalThis as unknown as { WeakRef: new (t: T) => { deref(): T | undefined } })
    .WeakRef;
  return new WeakRefClass(target);
}

/** Rows of cells padded to `width` columns and to `height` rows with blanks. */
function padded(rows: readonly unknown[][], width: number, height: number): unknown[][] {
  const out = rows.map((r) => [...r, ...Array(Math.max(0, width - r.length)).fill(null)]);
  while (out.length < height) out.push(Array(width).fill(null));
  return out;
}

describe("the worked example of the JSDoc: a three-table Mitchell of two boards in A1:D7", () => {
  // Board 1: NS 1 v EW 4 +420, NS 2 v EW 5 +450, NS 3 v EW 6 -50. Board 2: NS 1 v EW 5 +110,
  // NS 2 v EW 6 +110, NS 3 v EW 4 -140. Three results a board: 2 a result beaten, 1 a tie, top 4.
  // Board 1: 450 beats both (NS 2 4, EW 5 0), 420 beats -50 (NS 1 2, EW 4 2), -50 none (NS 3 0,
  // EW 6 4). Board 2: the two 110s tie and beat -140 (NS 1 and NS 2 3 each, EW 5 and EW 6 1 each),
  // -140 gets 0 (NS 3 0, EW 4 4). Totals over the 8 of two boards: NS 2 4+3 = 7 (87.5%), NS 1
  // 2+3 = 5 (62.5%), NS 3 0 (0%); EW 4 2+4 = 6 (75%), EW 6 4+1 = 5 (62.5%), EW 5 0+1 = 1 (12.5%).
  const traveller = RANKING_EXAMPLE.map((r) => [...r]);
  const sheet = padded(traveller, 16, 16);
  sheet[0][4] = "=BRIDGE.BOARDRESULTS(A1:D7)"; // E1, beside the traveller
  sheet[0][7] = "=BRIDGE.RANKING(A1:D7)"; // H1:N15 at most
  sheet[0][15] = "=BRIDGE.MOVEMENT(A1:D7)"; // P1:Q15 at most

  test("RANKING spills the header and the six pairs the JSDoc prints, each field best first", () => {
    withSheet(sheet, (hf) => {
      expect(block(hf, "H1", 7, 7)).toEqual([
        ["Place", "Pair", "Direction", "Names", "Total", "%", "Boards"],
        [1, 2, "NS", "", 7, 87.5, 2],
        [2, 1, "NS", "", 5, 62.5, 2],
        [3, 3, "NS", "", 0, 0, 2],
        [1, 4, "EW", "", 6, 75, 2],
        [2, 6, "EW", "", 5, 62.5, 2],
        [3, 5, "EW", "", 1, 12.5, 2],
      ]);
      // The room HyperFormula keeps for a longer session is left empty.
      expect(
        block(hf, "H8", 7, 8)
          .flat()
          .every((v) => v === null || v === ""),
      ).toBe(true);
    });
  });

  test("BOARDRESULTS sets each row's NS and EW matchpoints beside it, adding up to the top of 4", () => {
    withSheet(sheet, (hf) => {
      expect(block(hf, "E1", 2, 7)).toEqual([
        ["NS MP", "EW MP"],
        [2, 2],
        [4, 0],
        [0, 4],
        [3, 1],
        [3, 1],
        [0, 4],
      ]);
    });
  });

  test("MOVEMENT: a Mitchell told from the pair numbers, rounds inferred, 3 tables, 6 pairs, a set a board", () => {
    withSheet(sheet, (hf) => {
      // NS 1-3 and EW 4-6 never change direction (a Mitchell); each board is played at the three
      // tables; no Round column, so the rounds are inferred and not counted.
      expect(block(hf, "P1", 2, 8)).toEqual([
        ["Kind", "mitchell"],
        ["Kind from", "inferred"],
        ["Read from", "inferred"],
        ["Rounds", ""],
        ["Tables", 3],
        ["Pairs", 6],
        ["Board set 1", "1"],
        ["Board set 2", "2"],
      ]);
    });
  });
});

describe("a traveller typed into the sheet ranks as the command line ranks the same CSV", () => {
  test("examples/mitchell-session.csv (a title row, contracts and tricks, an NP): pair by pair", async () => {
    const csv = fs.readFileSync(path.join(EXAMPLES_DIR, "mitchell-session.csv"), "utf8");
    const cells = typedCells(csv);
    const sheet = padded(cells, 10, 40);
    sheet[0][11] = `=BRIDGE.RANKING(A1:J${cells.length})`;
    const expected = await cliRanking(csv);
    expect(expected).toHaveLength(6); // NS 1-3 and EW 1-3: a ranking to compare, not an empty one
    withSheet(sheet, (hf) => expect(rankingAt(hf, "L1", 2 * cells.length + 1)).toEqual(expected));
  });

  test("examples/mitchell-session.csv: BOARDRESULTS blank on the title row and the NP, Neuberg on board 3", () => {
    const cells = typedCells(fs.readFileSync(path.join(EXAMPLES_DIR, "mitchell-session.csv"), "utf8"));
    const sheet = padded(cells, 10, cells.length);
    sheet[0][10] = `=BRIDGE.BOARDRESULTS(A1:J${cells.length})`; // K1, beside the traveller
    // Boards 1 and 2 have three results (top 4): -50, 450, 420 give NS 0, 4, 2; 620, 140, -100
    // give 4, 2, 0. Board 3 was not played at one table: 200 beats -620, 2 and 0 of a top of 2,
    // factored to three results by Neuberg, (MP + 1) x 3/2 - 1: 3.5 and 0.5 (EW the rest of 4).
    withSheet(sheet, (hf) =>
      expect(block(hf, "K1", 2, 11)).toEqual([
        ["", ""],
        ["NS MP", "EW MP"],
        [0, 4],
        [4, 0],
        [2, 2],
        [4, 0],
        [2, 2],
        [0, 4],
        [3.5, 0.5],
        [0.5, 3.5],
        ["", ""],
      ]),
    );
  });

  // A seven-table Mitchell of 21 boards, three a round, with Round and Table columns: 147 rows.
  const session = mitchell(7, 7, 3, 5);
  const HEIGHT = 200; // the range A1:F200 runs on below the traveller
  const formula = `=BRIDGE.RANKING(A1:F${HEIGHT})`;
  const withFormula = (rows: readonly SessionRow[]): unknown[][] => {
    const sheet = padded(sessionCells(rows, true), 6, HEIGHT);
    sheet[0][7] = formula; // H1
    return sheet;
  };
  const most = 2 * HEIGHT + 1;

  test("a generated seven-table Mitchell in a range running on below it", async () => {
    const expected = await cliRanking(csvOf(sessionCells(session.rows, true)));
    expect(expected).toHaveLength(14);
    withSheet(withFormula(session.rows), (hf) => expect(rankingAt(hf, "H1", most)).toEqual(expected));
  });

  test("one result changed with setCellContents: the ranking recalculates to the changed CSV's", async () => {
    // The 11th row's score (sheet row 12) turned round: +620 becomes -620, or the other way.
    const k = 10;
    const changed = session.rows.map((r, i) => (i === k ? { ...r, score: -r.score } : r));
    const before = await cliRanking(csvOf(sessionCells(session.rows, true)));
    const after = await cliRanking(csvOf(sessionCells(changed, true)));
    expect(after).not.toEqual(before); // the change moves the figures
    withSheet(withFormula(session.rows), (hf) => {
      expect(rankingAt(hf, "H1", most)).toEqual(before);
      hf.setCellContents({ sheet: 0, row: k + 1, col: 5 }, [[changed[k].score]]);
      expect(rankingAt(hf, "H1", most)).toEqual(after);
    });
  });

  test("the last round typed into the blank rows below the traveller is scored", async () => {
    const first = session.rows.filter((r) => r.round < 7);
    const last = session.rows.filter((r) => r.round === 7);
    const shorter = await cliRanking(csvOf(sessionCells(first, true)));
    // The last round's rows after the others, as a director types them in.
    const whole = await cliRanking(csvOf(sessionCells([...first, ...last], true)));
    expect(whole).toEqual(await cliRanking(csvOf(sessionCells(session.rows, true))));
    withSheet(withFormula(first), (hf) => {
      expect(rankingAt(hf, "H1", most)).toEqual(shorter);
      const rows = last.map((r) => [r.board, r.round, r.table, r.ns, r.ew, r.score]);
      hf.setCellContents({ sheet: 0, row: first.length + 1, col: 0 }, rows);
      expect(rankingAt(hf, "H1", most)).toEqual(whole);
      // Every pair plays 21 boards again, as in the whole session.
      expect(whole.every((p) => p.boards === 21)).toBe(true);
    });
  });
});

describe("sections and a Howell, ranked as the command line ranks them", () => {
  test("a Section column: each section's fields in turn, headed by the section (cross-IMPs)", async () => {
    const a = sessionCells(mitchell(3, 3, 2, 1).rows, true);
    const b = sessionCells(mitchell(4, 3, 2, 2).rows, true);
    const cells = [
      ["Section", ...a[0]],
      ...a.slice(1).map((r) => ["A", ...r]),
      ...b.slice(1).map((r) => ["B", ...r]),
    ];
    const sheet = padded(cells, 7, cells.length);
    sheet[0][8] = `=BRIDGE.RANKING(A1:G${cells.length},"cross")`;
    const expected = await cliRanking(csvOf(cells), ["--method", "cross"]);
    // 6 pairs in A, 8 in B, each labelled by its section; IMPs a board in the sixth column.
    expect(expected.map((l) => l.direction)).toEqual([
      ...Array(3).fill("Section A NS"),
      ...Array(3).fill("Section A EW"),
      ...Array(4).fill("Section B NS"),
      ...Array(4).fill("Section B EW"),
    ]);
    withSheet(sheet, (hf) => {
      expect(block(hf, "I1", 7, 1)[0]).toEqual([
        "Place",
        "Pair",
        "Direction",
        "Names",
        "Total",
        "IMPs a board",
        "Boards",
      ]);
      expect(rankingAt(hf, "I1", 2 * cells.length + 1)).toEqual(expected);
    });
  });

  test("examples/howell-session.csv: one list of pairs, the direction blank", async () => {
    const csv = fs.readFileSync(path.join(EXAMPLES_DIR, "howell-session.csv"), "utf8");
    const cells = typedCells(csv);
    const sheet = padded(cells, 8, cells.length);
    sheet[0][9] = `=BRIDGE.RANKING(A1:H${cells.length})`;
    const expected = await cliRanking(csv);
    expect(expected).toHaveLength(5);
    expect(expected.every((l) => l.direction === "")).toBe(true);
    withSheet(sheet, (hf) => expect(rankingAt(hf, "J1", 2 * cells.length + 1)).toEqual(expected));
  });
});

describe("BOARDRESULTS and MOVEMENT over the seven-table Mitchell", () => {
  const session = mitchell(7, 7, 3, 5);
  const cells = sessionCells(session.rows, true);
  const sheet = padded(cells, 6, cells.length);
  sheet[0][6] = `=BRIDGE.BOARDRESULTS(A1:F${cells.length})`; // G1:H148, beside the traveller
  sheet[0][9] = `=BRIDGE.MOVEMENT(A1:F${cells.length})`; // J1:K
  sheet[0][12] = `=BRIDGE.RANKING(A1:F${cells.length})`; // M1:S

  test("each pair's results beside its rows add up to its total in the ranking", () => {
    withSheet(sheet, (hf) => {
      const results = block(hf, "G1", 2, cells.length);
      expect(results[0]).toEqual(["NS MP", "EW MP"]);
      const sums = new Map<string, number>();
      session.rows.forEach((r, i) => {
        const [ns, ew] = results[i + 1] as number[];
        sums.set(`NS ${r.ns}`, (sums.get(`NS ${r.ns}`) ?? 0) + ns);
        sums.set(`EW ${r.ew}`, (sums.get(`EW ${r.ew}`) ?? 0) + ew);
        // Seven results a board: a top of 12, shared by the two sides of a table.
        expect(ns + ew).toBeCloseTo(12, 9);
      });
      const ranked = rankingAt(hf, "M1", 2 * cells.length + 1);
      expect(ranked).toHaveLength(14);
      for (const p of ranked) expect(sums.get(`${p.direction} ${p.pair}`)).toBeCloseTo(p.total, 6);
    });
  });

  test("MOVEMENT is the command line's --json movement: read from the Round column", async () => {
    const r = await runCli(["s.csv", "--json"], { "s.csv": csvOf(cells) });
    const m = (JSON.parse(r.out) as { movement: Record<string, unknown> }).movement;
    // 7 rounds of 3 boards: sets 1-3, 4-6, ..., 19-21.
    expect(m.boardSets).toEqual(Array.from({ length: 7 }, (_, k) => [3 * k + 1, 3 * k + 2, 3 * k + 3]));
    withSheet(sheet, (hf) => {
      expect(block(hf, "J1", 2, 14)).toEqual([
        ["Kind", m.kind],
        ["Kind from", m.kindFrom],
        ["Read from", m.readFrom],
        ["Rounds", m.rounds],
        ["Tables", m.tables],
        ["Pairs", m.pairs],
        ...Array.from({ length: 7 }, (_, k) => [`Board set ${k + 1}`, `${3 * k + 1}-${3 * k + 3}`]),
        [null, null],
      ]);
      expect(block(hf, "K1", 1, 6).flat()).toEqual(["mitchell", "inferred", "round-column", 7, 7, 14]);
    });
  });
});

describe("bad input gives an error value with a message", () => {
  const good = [
    ["Board", "NS", "EW", "Score"],
    [1, 1, 4, 420],
    [1, 2, 5, 450],
    [1, 3, 6, -50],
  ];

  test("an empty range, a range of text and a mistyped score, each #VALUE! saying what is wrong", () => {
    // Each formula eight columns from the next, so that no spill's room covers another formula.
    const sheet = padded(good, 40, 12);
    sheet[0][5] = "=BRIDGE.RANKING(A20:D30)"; // F1: nothing there
    sheet[8] = ["any", "text", "at", "all"];
    sheet[9] = ["more", "words", "", "here"];
    sheet[0][13] = "=BRIDGE.RANKING(A9:D10)"; // N1
    sheet[4] = [1, 1, 4, "abc"]; // A5:D5 below the good rows: a typing mistake
    sheet[0][21] = "=BRIDGE.RANKING(A1:D5)"; // V1
    sheet[0][29] = "=BRIDGE.MOVEMENT(A1:D5)"; // AD1
    sheet[0][37] = "=BRIDGE.BOARDRESULTS(A1:D5)"; // AL1
    withSheet(sheet, (hf) => {
      expect(errorAt(hf, "F1")).toEqual({
        type: "VALUE",
        message: expect.stringMatching(/^traveller is empty/),
      });
      expect(errorAt(hf, "N1").type).toBe("VALUE");
      expect(errorAt(hf, "N1").message).toContain("No header row found");
      // The message names the row of the range and its column, headed.
      for (const a1 of ["V1", "AD1", "AL1"]) {
        expect(errorAt(hf, a1).type).toBe("VALUE");
        expect(errorAt(hf, a1).message).toMatch(
          /^row 5, column 4 of traveller \(Score\): "abc" is not a score/,
        );
      }
    });
  });

  test("a score that is a formula's error (=1/0) is named by its cell and the error it shows", () => {
    // Excel hands a cell showing an error to a custom function as an error object; the pane reads
    // the same cell as the text it shows, "#DIV/0!". Both say which cell and what it holds.
    const sheet = padded(good, 12, 4);
    sheet[2][3] = "=1/0"; // D3, NS 2's score
    sheet[0][5] = "=BRIDGE.RANKING(A1:D4)";
    withSheet(sheet, (hf) => {
      const e = errorAt(hf, "F1");
      expect(e.type).toBe("VALUE");
      expect(e.message).toMatch(/^row 3, column 4 of traveller \(Score\): "#DIV\/0!" is not a score/);
    });
  });

  test("a 1,000,000-row range mostly blank is scored; 1,000,000 filled rows are refused", () => {
    // A whole-column reference: the traveller of the worked example, then blank rows.
    const blank = ["", "", "", ""];
    const column: unknown[][] = Array.from({ length: 1_000_000 }, (_, i) => good[i] ?? blank);
    const scored = ranking(column as never);
    // Board 1 alone (top 4): 450 NS 2 and EW 6's -50 get 4, 420 2, the last 0.
    expect(scored.slice(1).map((r) => [r[1], r[2], r[4]])).toEqual([
      [2, "NS", 4],
      [1, "NS", 2],
      [3, "NS", 0],
      [6, "EW", 4],
      [4, "EW", 2],
      [5, "EW", 0],
    ]);
    // Every row filled (the same row object a million times: cheap to build).
    const full: unknown[][] = Array.from({ length: 1_000_000 }, (_, i) => (i === 0 ? good[0] : good[1]));
    const start = Date.now();
    const refused = thrown(() => ranking(full as never));
    expect(Date.now() - start).toBeLessThan(10_000); // refused by counting, not by scoring
    expect(refused.code).toBe("#VALUE!");
    expect(refused.message).toContain(
      "traveller holds 1,000,000 rows, more than the 100,000 a formula scores",
    );
  });

  test("a whole-column range is not kept by the shared scoring's memo once its formula is done", async () => {
    // The memo keeps the last few answers with the cells they came from. A whole-column range
    // (A:D, 1,048,576 rows, about 40 MB as Excel passes it) kept with each answer would hold
    // hundreds of MB in the add-in's runtime after a few edits; its blank rows add nothing to it.
    const gc = exposedGc();
    const blank = ["", "", "", ""];
    let column: unknown[][] | null = Array.from({ length: 1_048_576 }, (_, i) =>
      i < good.length ? [...good[i]] : [...blank],
    );
    const tail = weakRef(column[column.length - 1]);
    expect(ranking(column as never)).toHaveLength(7); // the header and six pairs
    column = null;
    await new Promise((resolve) => setImmediate(resolve)); // a weak reference holds for its job
    gc();
    expect(tail.deref()).toBeUndefined();
  });

  test("a missing line is asked (#VALUE! naming the row, and the option as-entered); as-entered scores it", async () => {
    const session = mitchell(7, 7, 3, 5);
    const rows = session.rows.filter((_, i) => i !== 4); // one of board 2's seven results
    const gone = session.rows[4];
    const sheet = padded(sessionCells(rows, true), 6, 160);
    sheet[0][7] = "=BRIDGE.RANKING(A1:F160)";
    sheet[0][15] = '=BRIDGE.RANKING(A1:F160,,"as-entered")';
    const csv = csvOf(sessionCells(rows, true));
    const refused = await runCli(["s.csv", "--json"], { "s.csv": csv });
    expect(refused.code).toBe(1); // the command line asks too
    const asEntered = await cliRanking(csv, ["--as-entered"]);
    withSheet(sheet, (hf) => {
      const e = errorAt(hf, "H1");
      expect(e.type).toBe("VALUE");
      expect(e.message).toContain('score the session as entered (the option "as-entered")');
      expect(e.message).toContain(`Board ${gone.board} has no result for NS ${gone.ns} v EW ${gone.ew}`);
      expect(e.message).toMatch(/row \d+, column 1 of traveller \(Board\)/);
      expect(rankingAt(hf, "P1", 321)).toEqual(asEntered);
    });
  });
});

describe("options typed as words or in a two-column range", () => {
  const session = mitchell(5, 5, 3, 11);
  const cells = sessionCells(session.rows, true);
  const range = `A1:F${cells.length}`;

  test('"EBU" alone and "rules EBU" rank alike, and as the command line with --rules EBU', async () => {
    const sheet = padded(cells, 6, cells.length);
    sheet[0][7] = `=BRIDGE.RANKING(${range},"cross","EBU")`;
    sheet[0][15] = `=BRIDGE.RANKING(${range},"cross","rules EBU")`;
    const expected = await cliRanking(csvOf(cells), ["--method", "cross", "--rules", "EBU"]);
    withSheet(sheet, (hf) => {
      const most = 2 * cells.length + 1;
      expect(rankingAt(hf, "H1", most)).toEqual(expected);
      expect(rankingAt(hf, "P1", most)).toEqual(expected);
    });
  });

  test('a mistyped word ("divsor total") is #VALUE! naming the word and the words there are', () => {
    const sheet = padded(cells, 6, cells.length);
    sheet[0][7] = `=BRIDGE.RANKING(${range},"cross","divsor total")`;
    withSheet(sheet, (hf) => {
      const e = errorAt(hf, "H1");
      expect(e.type).toBe("VALUE");
      expect(e.message).toMatch(/^options \("divsor total"\): "divsor" is no option of a pairs session/);
      expect(e.message).toContain("divisor");
    });
  });

  test("a two-column range of words and values ranks as the same words typed with ;", async () => {
    const sheet = padded(cells, 6, cells.length);
    // X1:Y2: the options as a director lays them out beside the traveller.
    sheet[0][23] = "rules";
    sheet[0][24] = "EBU";
    sheet[1][23] = "divisor";
    sheet[1][24] = "total";
    sheet[0][7] = `=BRIDGE.RANKING(${range},"cross",X1:Y2)`;
    sheet[0][15] = `=BRIDGE.RANKING(${range},"cross","EBU; divisor total")`;
    const expected = await cliRanking(csvOf(cells), [
      "--method",
      "cross",
      "--rules",
      "EBU",
      "--divisor",
      "total",
    ]);
    // The divisor matters: total cross-IMPs are not the average's.
    expect(expected).not.toEqual(await cliRanking(csvOf(cells), ["--method", "cross", "--rules", "EBU"]));
    withSheet(sheet, (hf) => {
      const most = 2 * cells.length + 1;
      expect(rankingAt(hf, "H1", most)).toEqual(expected);
      expect(rankingAt(hf, "P1", most)).toEqual(expected);
    });
  });
});
