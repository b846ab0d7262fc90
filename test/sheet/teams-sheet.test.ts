import {
  discreteVp,
  readTeamsEvent,
  readVpScaleGrid,
  scoreTeamsEvent,
  vpTableFunction,
  wbfVp,
  type TeamsMethod,
  type VpFunction,
} from "../../src/scoring";
import { SheetModel } from "../../src/sheet/model";
import { buildTeamsSheet } from "../../src/sheet/teams-sheet";
import { SheetVpScale } from "../../src/sheet/teams-vpscale";
import { disagreements, evaluateFormulas, loadModel } from "../support/hyperformula-model";
import { findSoffice } from "../support/libreoffice";
import { checkWithLibreOffice } from "../support/libreoffice-check";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { writeXlsx } from "../../src/writers/xlsx";
import { execFileSync } from "node:child_process";
import { recalculate } from "../support/libreoffice";
import { convertModel, hasProgram } from "../support/libreoffice-convert";
import { FROM_VPS, roomsSheet, teamsExample } from "../support/teams-sheets";

// A round robin of four teams over three rounds (two boards a match), with an award, a weighted
// ruling and a board not played in one room, so every kind of board row is on the sheet.
const EVENT = roomsSheet([
  {
    round: 1,
    home: "A",
    away: "B",
    boards: [
      [420, -50],
      [110, 110],
    ],
  },
  {
    round: 1,
    home: "C",
    away: "D",
    boards: [
      ["A+", 110],
      [110, 110],
    ],
  },
  {
    round: 2,
    home: "A",
    away: "C",
    boards: [
      [-50, 420],
      ["60% 420, 40% -50", 140],
    ],
  },
  {
    round: 2,
    home: "B",
    away: "D",
    boards: [
      [420, -50],
      [110, "NP"],
    ],
  },
  {
    round: 3,
    home: "A",
    away: "D",
    boards: [
      [110, 110],
      [1430, 680],
    ],
  },
  {
    round: 3,
    home: "B",
    away: "C",
    boards: [
      [420, -50],
      [-50, 420],
    ],
  },
]);

function sheetOf(method: TeamsMethod, vp: SheetVpScale | null): SheetModel {
  const vpFn: VpFunction | null =
    vp === "wbf" ? wbfVp : vp === "discrete" ? discreteVp : vp === null ? null : vpTableFunction(vp);
  const scored = scoreTeamsEvent(readTeamsEvent(EVENT), { method, vp: vpFn });
  return buildTeamsSheet(scored, { method, vp });
}

// A federation-style table (From and the winner's VPs, 20 between the teams) of one column, and a
// 30-VP table with a column per length (only its 2-board column serves this event).
const FED = readVpScaleGrid([["From", "VPs"], ...FROM_VPS], undefined, "fed.csv");
const FED30 = readVpScaleGrid(
  [
    ["From", 2, 4],
    [0, 15, 15],
    [3, 18, 17],
    [9, 22, 20],
    [20, 30, 30],
  ],
  undefined,
  "fed30.csv",
);

/**
 * examples/teams-match.csv (Contract, By and Tricks in each room): Aces v Kings, 8 boards. Board 1:
 * 4S by N, 10 tricks in the open room (+420), 9 in the closed (-50): net +470, 10 IMPs to Aces;
 * every other board flat. 10 IMPs in 8 boards is 13.78 VPs to 6.22 (WBF 2013).
 */
const CONTRACTS = buildTeamsSheet(scoreTeamsEvent(teamsExample(), { method: "imps", vp: wbfVp }), {
  method: "imps",
  vp: "wbf",
});

const SHEETS: [string, SheetModel][] = [
  ["IMPs, WBF VPs", sheetOf("imps", "wbf")],
  ["IMPs, a given VP table", sheetOf("imps", FED)],
  ["IMPs, a given 30-VP table by length", sheetOf("imps", FED30)],
  ["IMPs, discrete VPs", sheetOf("imps", "discrete")],
  ["IMPs, no VPs", sheetOf("imps", null)],
  ["board-a-match", sheetOf("bam", null)],
  ["aggregate", aggregateSheet()],
  ["IMPs, WBF VPs, contracts in each room", CONTRACTS],
];

/** Aggregate scoring has no value for an award, so its sheet is of an event without one. */
function aggregateSheet(): SheetModel {
  const cells = roomsSheet([
    {
      round: 1,
      home: "A",
      away: "B",
      boards: [
        [420, -50],
        ["60% 420, 40% -50", 140],
      ],
    },
    {
      round: 1,
      home: "C",
      away: "D",
      boards: [
        [110, 140],
        [110, "NP"],
      ],
    },
  ]);
  const scored = scoreTeamsEvent(readTeamsEvent(cells), { method: "aggregate", vp: null });
  return buildTeamsSheet(scored, { method: "aggregate", vp: null });
}

describe("the teams results sheet", () => {
  test.each(SHEETS)("%s: HyperFormula recalculates every formula to the engine's value", (_, model) => {
    const cells = evaluateFormulas(loadModel(model));
    expect(cells.length).toBeGreaterThan(30);
    expect(disagreements(cells)).toEqual([]);
  });

  test("the match block: board 1 of A v B is +470 net, 10 IMPs to A; VPs 16.46 to 3.54", () => {
    const model = SHEETS[0][1];
    const at = (row: number, col: number) => model.cells.find((c) => c.row === row && c.col === col);
    const title = model.cells.find((c) => c.value === "Round 1: A v B")!;
    // Title, header, then board 1 in two rows (open, closed): the net is the open room's NS score
    // less the closed room's, on the open room's row; the IMPs looked up on the sheet's scale.
    const r = title.row + 2;
    expect([at(r, 1)?.value, at(r + 1, 1)?.value]).toEqual(["Open", "Closed"]);
    expect([at(r, 0)?.value, at(r + 1, 0)?.value]).toEqual([1, 1]);
    expect(at(r, 5)).toMatchObject({ formula: `=E${r + 1}-E${r + 2}`, value: 470 });
    expect(at(r, 6)?.formula).toMatch(/^=SIGN\(F\d+\)\*INDEX\(/);
    expect([at(r, 7)?.value, at(r, 8)?.value]).toEqual([10, 0]);
    // Two boards: X = 15 sqrt(2); 10 IMPs is 16.46 (the same as BRIDGE.VP20(10, 2)).
    const vps = model.cells.filter((c) => c.row === r + 5 && (c.col === 7 || c.col === 8));
    expect(vps.map((c) => c.value)).toEqual([16.46, 3.54]);
    expect(model.cells.filter((c) => c.value === "CHECK")).toEqual([]);
  });

  test("a score edited on the sheet moves the IMPs, the VPs and the standings", () => {
    const model = SHEETS[0][1];
    const loaded = loadModel(model);
    const title = model.cells.find((c) => c.value === "Round 1: A v B")!;
    const r = title.row + 2;
    // Board 1 closed room: -50 becomes +420, so the board is flat and the match 0-0 (10 VPs each).
    loaded.hf.setCellContents({ sheet: loaded.sheet, row: r + 1, col: 4 }, 420);
    expect(loaded.hf.getCellValue({ sheet: loaded.sheet, row: r, col: 6 })).toBe(0);
    expect(loaded.hf.getCellValue({ sheet: loaded.sheet, row: r + 5, col: 7 })).toBe(10);
  });

  test("a given VP table: its block is on the sheet, A v B's 10 IMPs are 13 to 7 looked up on it", () => {
    const model = SHEETS[1][1];
    const loaded = loadModel(model);
    const at = (row: number, col: number) => model.cells.find((c) => c.row === row && c.col === col);
    // The block: its title, then From and VPs a row, 0 -> 10 first and 43 -> 20 last.
    const head = model.cells.find((c) => c.value === "VPs: fed.csv")!;
    expect(at(head.row + 2, head.col)?.value).toBe(0);
    expect(at(head.row + 2, head.col + 1)?.value).toBe(10);
    expect(at(head.row + 12, head.col)?.value).toBe(43);
    expect(at(head.row + 12, head.col + 1)?.value).toBe(20);
    // Board 1 of A v B: +470 net, 10 IMPs; board 2 flat. 10 is in the band from 8: 13, and 20 - 13 = 7.
    const r = model.cells.find((c) => c.value === "Round 1: A v B")!.row + 2;
    const vpRow = r + 5;
    expect([at(vpRow, 7)?.value, at(vpRow, 8)?.value]).toEqual([13, 7]);
    expect(at(vpRow, 7)?.formula).toMatch(/MATCH\(/);
    // Closed room -50 to -180: net 600, 12 IMPs, exactly the bound of the band from 12: 14 to 6.
    loaded.hf.setCellContents({ sheet: loaded.sheet, row: r + 1, col: 4 }, -180);
    expect(loaded.hf.getCellValue({ sheet: loaded.sheet, row: r, col: 6 })).toBe(12);
    expect(loaded.hf.getCellValue({ sheet: loaded.sheet, row: vpRow, col: 7 })).toBe(14);
    expect(loaded.hf.getCellValue({ sheet: loaded.sheet, row: vpRow, col: 8 })).toBe(6);
    // Closed room -130: net 550, 11 IMPs, one short of 12: still 13 to 7.
    loaded.hf.setCellContents({ sheet: loaded.sheet, row: r + 1, col: 4 }, -130);
    expect(loaded.hf.getCellValue({ sheet: loaded.sheet, row: vpRow, col: 7 })).toBe(13);
  });

  test("a given 30-VP table by length: the 2-board column, VPs adding to 30", () => {
    const model = SHEETS[2][1];
    const at = (row: number, col: number) => model.cells.find((c) => c.row === row && c.col === col);
    expect(model.cells.some((c) => c.value === "VPs: fed30.csv, 2 boards")).toBe(true);
    // A v B: 10 IMPs reaches the band from 9 (22 in the 2-board column); B gets 30 - 22 = 8.
    const r = model.cells.find((c) => c.value === "Round 1: A v B")!.row + 2;
    expect([at(r + 5, 7)?.value, at(r + 5, 8)?.value]).toEqual([22, 8]);
    expect(model.cells.some((c) => c.value === "VPs add to 30")).toBe(true);
    expect(model.cells.filter((c) => c.value === "CHECK")).toEqual([]);
  });

  test("the sheet says what it shows: a match's columns, its total and VPs under each team, the standings best first", () => {
    const model = SHEETS[0][1];
    const match = model.blocks.find((b) => b.kind === "match" && b.title === "Round 1: A v B")!;
    const table = match.tables[0];
    expect(table.columns.map((c) => [c.label, c.role])).toEqual([
      ["Board", "board"],
      ["Room", "room"],
      ["NS", "team"],
      ["EW", "team"],
      ["NS score", "score"],
      ["Net", "net"],
      ["IMPs", "swing"],
      ["A", "result"],
      ["B", "result"],
      ["Note", "note"],
    ]);
    // A v B: 10 IMPs on board 1, board 2 flat, so 10 to 0; in two boards 16.46 VPs to 3.54.
    const foot = (table.totals ?? []).map((r) =>
      model.cells.filter((c) => c.row === r && (c.col === 7 || c.col === 8)).map((c) => [c.role, c.value]),
    );
    expect(foot).toEqual([
      [
        ["total", 10],
        ["total", 0],
      ],
      [
        ["vp", 16.46],
        ["vp", 3.54],
      ],
    ]);
    // The match's checks are a block of their own, after it.
    const checks = model.blocks[model.blocks.indexOf(match) + 1];
    expect(checks.kind).toBe("checks");
    expect(
      model.cells
        .filter((c) => c.row >= checks.rows[0] && c.row <= checks.rows[1] && c.col === 0)
        .map((c) => [c.role, c.value]),
    ).toEqual([
      ["check", "OK"],
      ["check", "OK"],
    ]);
    // The standings declare their ranking: the rows in order of place, each team in a "team" cell.
    const standings = model.blocks.find((b) => b.kind === "standings")!.tables[0];
    const teamCol = standings.columns.find((c) => c.role === "team")!.col;
    const placeCol = standings.columns.find((c) => c.role === "place")!.col;
    const places = standings.ranking!.map((r) =>
      Number(String(model.cells.find((c) => c.row === r && c.col === placeCol)!.value).replace("=", "")),
    );
    expect(places).toEqual([...places].sort((x, y) => x - y));
    const teams = standings.ranking!.map((r) => model.cells.find((c) => c.row === r && c.col === teamCol)!);
    expect(teams.map((c) => c.role)).toEqual(["team", "team", "team", "team"]);
  });

  test("the standings come first, right under the title; the matches, the Butler ranking and the scales after", () => {
    const model = SHEETS[1][1];
    const kinds = model.blocks.filter((x) => x.kind !== "checks").map((x) => x.kind);
    expect(kinds).toEqual([
      "title",
      "standings",
      ...Array(6).fill("match"),
      "summary",
      "impScale",
      "vpScale",
    ]);
    // The standings' title on row 4 (under the title, how it was scored and an empty row).
    expect(model.blocks[1].rows[0]).toBe(3);
    // Printed: landscape, one page wide, the title rows on every page, a new page for the matches.
    const firstMatch = model.blocks.find((x) => x.kind === "match")!;
    expect(model.print).toEqual({
      orientation: "landscape",
      fitToWidth: 1,
      titleRows: 2,
      breaks: [firstMatch.rows[0]],
    });
    expect(model.blocks[1].rows[1]).toBeLessThan(firstMatch.rows[0]);
  });

  test("board and room in columns of their own, the rooms' scores typed where the scoresheet gives no contract", () => {
    const model = SHEETS[1][1];
    const table = model.blocks.find((x) => x.kind === "match")!.tables[0];
    const col = (role: string) => table.columns.filter((c) => c.role === role).map((c) => c.col);
    expect(col("board")).toEqual([0]);
    expect(col("room")).toEqual([1]);
    expect(col("contract")).toEqual([]);
    const scores = model.cells.filter(
      (c) => c.col === col("score")[0] && c.row >= table.rows[0] && c.row <= table.rows[1],
    );
    expect(scores.map((c) => c.value)).toEqual([420, -50, 110, 110]);
    expect(scores.every((c) => c.formula === undefined)).toBe(true);
  });

  test("each room's contract, declarer and tricks, its NS score worked live from them", () => {
    const model = CONTRACTS;
    const table = model.blocks.find((x) => x.kind === "match")!.tables[0];
    expect(table.columns.slice(0, 12).map((c) => c.label)).toEqual([
      "Board",
      "Room",
      "NS",
      "EW",
      "Contract",
      "By",
      "Tricks",
      "NS score",
      "Net",
      "IMPs",
      "Aces",
      "Kings",
    ]);
    const at = (row: number, col: number) => model.cells.find((c) => c.row === row && c.col === col);
    const r = table.rows[0];
    // Board 1, open room: Aces NS, 4S by N, 10 tricks: 4 x 30 + 300 game bonus = +420, from its parts.
    expect([4, 5, 6].map((c) => at(r, c)?.value)).toEqual(["4S", "N", 10]);
    expect(at(r, 7)?.value).toBe(420);
    expect(at(r, 7)?.formula).toMatch(/^=[A-Z]+\d+$/);
    // Board 5, 4H by W making 10 (not vulnerable): -420 to NS, the declarer's score negated.
    expect(at(r + 8, 7)).toMatchObject({ value: -420 });
    expect(at(r + 8, 7)?.formula).toMatch(/^=-[A-Z]+\d+$/);
  });

  test("a tricks correction on the sheet moves the score, the IMPs, the VPs and the standings", () => {
    const loaded = loadModel(CONTRACTS);
    const get = (row: number, col: number) => loaded.hf.getCellValue({ sheet: loaded.sheet, row, col });
    const match = CONTRACTS.blocks.find((x) => x.kind === "match")!.tables[0];
    const r = match.rows[0];
    const [vpRow] = match.totals!.slice(1);
    const standings = CONTRACTS.blocks.find((x) => x.kind === "standings")!.tables[0];
    const vpCol = standings.columns.find((c) => c.role === "vp")!.col;
    const [aces, kings] = standings.ranking!;
    expect([get(aces, vpCol), get(kings, vpCol)]).toEqual([13.78, 6.22]);
    // The closed room made 10 tricks in 4S, not 9: +420 as in the open room, the board flat.
    loaded.hf.setCellContents({ sheet: loaded.sheet, row: r + 1, col: 6 }, 10);
    expect(get(r + 1, 7)).toBe(420);
    expect([get(r, 8), get(r, 9)]).toEqual([0, 0]);
    expect([get(vpRow, 10), get(vpRow, 11)]).toEqual([10, 10]);
    expect([get(aces, vpCol), get(kings, vpCol)]).toEqual([10, 10]);
  });

  test("team names are written as text, never as formulas", () => {
    const cells = roomsSheet([{ round: 1, home: "=HYPERLINK(1)", away: "+Kings", boards: [[420, -50]] }]);
    const scored = scoreTeamsEvent(readTeamsEvent(cells), { vp: wbfVp });
    const model = buildTeamsSheet(scored, { method: "imps", vp: "wbf" });
    const named = model.cells.filter((c) => typeof c.value === "string" && c.value.includes("HYPERLINK"));
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((c) => c.formula === undefined)).toBe(true);
  });
});

const soffice = findSoffice();
const withLibreOffice = soffice || process.env.CI ? describe : describe.skip;

withLibreOffice("the teams sheet recalculated by LibreOffice headless", () => {
  test("every formula cell recomputes to the value cached in it", async () => {
    if (!soffice) throw new Error("CI is set but soffice was not found: install libreoffice-calc.");
    const { checked, wrong } = await checkWithLibreOffice(
      soffice,
      SHEETS.map(([, m]) => m),
      SHEETS.map(([name]) => name),
    );
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  }, 300_000);

  test("a tricks correction recalculated: board 1's closed room making 10 tricks flattens the match, 10 VPs each", async () => {
    if (!soffice) throw new Error("CI is set but soffice was not found: install libreoffice-calc.");
    const match = CONTRACTS.blocks.find((x) => x.kind === "match")!.tables[0];
    const r = match.rows[0];
    const vpRow = match.totals![1];
    const standings = CONTRACTS.blocks.find((x) => x.kind === "standings")!.tables[0];
    const vpCol = standings.columns.find((c) => c.role === "vp")!.col;
    // The model with the closed room's tricks typed as 10 (4S by N not vulnerable: +420, as the open room).
    const corrected: SheetModel = {
      ...CONTRACTS,
      cells: CONTRACTS.cells.map((c) => (c.row === r + 1 && c.col === 6 ? { ...c, value: 10 } : c)),
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "teams-tricks-"));
    try {
      const file = path.join(dir, "teams.xlsx");
      await writeXlsx(file, corrected, { cachedValues: false });
      const sheet = recalculate(soffice, [file])[0][0];
      const get = (row: number, col: number) => sheet.get(`${row},${col}`);
      expect(get(r + 1, 7)).toBe(420);
      expect(get(r, 9)).toBe(0);
      expect([get(vpRow, 10), get(vpRow, 11)]).toEqual([10, 10]);
      expect(standings.ranking!.map((row) => get(row, vpCol))).toEqual([10, 10]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

/** The text of each page of the sheet printed to PDF by LibreOffice (pdftotext reads it). */
async function printedPages(soffice: string, model: SheetModel): Promise<string[]> {
  const text = await convertModel(soffice, model, "pdf", (pdf) =>
    execFileSync("pdftotext", ["-layout", pdf, "-"], { stdio: "pipe" }).toString(),
  );
  return text.split("\f").filter((page) => page.trim() !== "");
}

const pdftotext = hasProgram("pdftotext");
const withPrinting = soffice && pdftotext ? describe : describe.skip;

withPrinting("the teams sheet printed to PDF by LibreOffice", () => {
  test("page 1 the standings alone; the matches from page 2, each page under the sheet's title", async () => {
    // The round robin: six matches of two boards, four teams.
    const pages = await printedPages(soffice!, SHEETS[0][1]);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]).toContain("Standings");
    expect(pages[0]).not.toContain("Round 1: A v B");
    expect(pages[1]).toMatch(/^\s*Teams event: 6 matches scored by IMPs\s+WBF[^\n]*\n\s*Round 1: A v B/);
    for (const page of pages) expect(page).toContain("Teams event: 6 matches scored by IMPs");
  }, 300_000);
});
