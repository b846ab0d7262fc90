import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import {
  discreteVp,
  readTeamsEvent,
  scoreTeamsEvent,
  wbfVp,
  type TeamsMethod,
  type VpFunction,
} from "../../src/scoring";
import { SheetModel } from "../../src/sheet/model";
import { buildTeamsSheet } from "../../src/sheet/teams-sheet";
import { SheetVpScale } from "../../src/sheet/teams-vpscale";
import { writeXlsx } from "../../src/writers/xlsx";
import { disagreements, evaluateFormulas, loadModel, sameValue } from "../support/hyperformula-model";
import { findSoffice, recalculate } from "../support/libreoffice";
import { roomsSheet } from "../support/teams-sheets";

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
  const vpFn: VpFunction | null = vp === "wbf" ? wbfVp : vp === "discrete" ? discreteVp : null;
  const scored = scoreTeamsEvent(readTeamsEvent(EVENT), { method, vp: vpFn });
  return buildTeamsSheet(scored, { method, vp });
}

const SHEETS: [string, SheetModel][] = [
  ["IMPs, WBF VPs", sheetOf("imps", "wbf")],
  ["IMPs, discrete VPs", sheetOf("imps", "discrete")],
  ["IMPs, no VPs", sheetOf("imps", null)],
  ["board-a-match", sheetOf("bam", null)],
  ["aggregate", aggregateSheet()],
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
    // Title, header, then board 1: the net is =C-E, the IMPs looked up on the sheet's scale.
    const r = title.row + 2;
    expect(at(r, 5)).toMatchObject({ formula: `=C${r + 1}-E${r + 1}`, value: 470 });
    expect(at(r, 6)?.formula).toMatch(/^=SIGN\(F\d+\)\*INDEX\(/);
    expect([at(r, 7)?.value, at(r, 8)?.value]).toEqual([10, 0]);
    // Two boards: X = 15 sqrt(2); 10 IMPs is 16.46 (the same as BRIDGE.VP20(10, 2)).
    const vps = model.cells.filter((c) => c.row === r + 3 && (c.col === 7 || c.col === 8));
    expect(vps.map((c) => c.value)).toEqual([16.46, 3.54]);
    expect(model.cells.filter((c) => c.value === "CHECK")).toEqual([]);
  });

  test("a score edited on the sheet moves the IMPs, the VPs and the standings", () => {
    const model = SHEETS[0][1];
    const loaded = loadModel(model);
    const title = model.cells.find((c) => c.value === "Round 1: A v B")!;
    const r = title.row + 2;
    // Board 1 closed room: -50 becomes +420, so the board is flat and the match 0-0 (10 VPs each).
    loaded.hf.setCellContents({ sheet: loaded.sheet, row: r, col: 4 }, 420);
    expect(loaded.hf.getCellValue({ sheet: loaded.sheet, row: r, col: 6 })).toBe(0);
    expect(loaded.hf.getCellValue({ sheet: loaded.sheet, row: r + 3, col: 7 })).toBe(10);
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
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-lo-teams-"));
    try {
      const files = await Promise.all(
        SHEETS.map(async ([, m], i) => {
          const file = path.join(dir, `teams${i}.xlsx`);
          await writeXlsx(file, m, { cachedValues: false });
          return file;
        }),
      );
      const computed = recalculate(soffice, files);
      const wrong: string[] = [];
      let checked = 0;
      SHEETS.forEach(([name, m], i) => {
        for (const c of m.cells) {
          if (c.formula === undefined) continue;
          checked++;
          const v = computed[i][0].get(`${c.row},${c.col}`) ?? null;
          if (!sameValue(v, c.value))
            wrong.push(`${name} ${c.row},${c.col} ${c.formula}: ${String(v)} v ${String(c.value)}`);
        }
      });
      expect(wrong.slice(0, 20)).toEqual([]);
      expect(checked).toBeGreaterThan(200);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
