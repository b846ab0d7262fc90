import { nextSwissRound, readMatchResults } from "../../src/scoring";
import { buildDrawSheet } from "../../src/sheet/draw-sheet";
import { disagreements, evaluateFormulas, loadModel } from "../support/hyperformula-model";

// Five teams after two rounds in VPs; E's bye in round 1 is a row, D has none in round 2 (its bye).
// Byes at 12: A 25, C 22, D 8 + 12 = 20, B 19, E 12 + 6 = 18; round 3: A v D, C v E, B the bye.
const FIVE = [
  ["Round", "Home", "Away", "Home VPs", "Away VPs"],
  [1, "A", "B", 15, 5],
  ["", "C", "D", 12, 8],
  ["", "E", "Bye", "", ""],
  [2, "A", "C", 10, 10],
  ["", "B", "E", 14, 6],
];

describe("the draw sheet", () => {
  const next = nextSwissRound(readMatchResults(FIVE), "vp");
  const sheet = buildDrawSheet(next, { byeVp: 12, existingNames: ["Sheet1", "Draw round 3"] });

  it("is named for the round, uniquely, and holds the standings and the draw as tables", () => {
    expect(sheet.name).toBe("Draw round 3 (2)");
    expect(sheet.blocks.map((b) => [b.kind, b.title])).toEqual([
      ["title", "Swiss draw: round 3"],
      ["standings", "Standings after round 2"],
      ["draw", "Draw for round 3"],
      ["draw", "Table cards"],
    ]);
    // Each table's card: its heading, then home and away.
    const cards = sheet.blocks[3];
    const texts = sheet.cells
      .filter((c) => c.row >= cards.rows[0] && c.row <= cards.rows[1])
      .map((c) => c.value);
    expect(texts).toEqual([
      "Table cards",
      "Table 1, round 3",
      "Home",
      "A",
      "Away",
      "D",
      "Table 2, round 3",
      "Home",
      "C",
      "Away",
      "E",
    ]);
    const draw = sheet.blocks[2].tables[0];
    const cell = (r: number, c: number) => sheet.cells.find((x) => x.row === r && x.col === c)?.value;
    const rows = [];
    for (let r = draw.rows[0]; r <= draw.rows[1]; r++) rows.push([cell(r, 0), cell(r, 1), cell(r, 2)]);
    expect(rows).toEqual([
      [1, "A", "D"],
      [2, "C", "E"],
    ]);
    expect(sheet.cells.some((c) => c.value === "Bye: B (12 VPs)")).toBe(true);
  });

  it("adds each team's VPs from matches and from byes with live formulas, ranked live; HyperFormula agrees", () => {
    const standings = sheet.blocks[1].tables[0];
    const row = (team: string) =>
      sheet.cells.find((c) => c.col === 1 && c.value === team && c.row >= standings.rows[0])!.row;
    const at = (r: number, c: number) => sheet.cells.find((x) => x.row === r && x.col === c)!;
    // D: 8 in matches, 12 for its bye, 20 in all, 3rd.
    expect([
      at(row("D"), 3).value,
      at(row("D"), 4).value,
      at(row("D"), 5).value,
      at(row("D"), 6).value,
    ]).toEqual([8, 12, 20, 3]);
    expect(at(row("D"), 5).formula).toBe(`=ROUND(D${row("D") + 1}+E${row("D") + 1},2)`);
    const cells = evaluateFormulas(loadModel(sheet));
    expect(cells.length).toBe(10);
    expect(disagreements(cells)).toEqual([]);
  });
});
