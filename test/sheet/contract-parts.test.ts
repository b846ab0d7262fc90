// The traveller's score from the contract, worked live by its parts (contract points, overtricks,
// game or part-score bonus, slam bonus, the bonus for a doubled contract made, penalty): every
// contract, vulnerability and a spread of tricks, computed by HyperFormula from the sheet's
// formulas and compared with the engine's score of the same row (src/scoring/rules/contract.ts).
import { readTraveller } from "../../src/scoring";
import { buildResultsSheet } from "../../src/sheet/results";
import { evaluateFormulas, loadModel, disagreements, readValue } from "../support/hyperformula-model";
import { sectionTable } from "../support/travellers";

// A minor, a major and notrumps (clubs and hearts are in the hand-worked cases below).
const STRAINS = ["D", "S", "NT"];
const DOUBLINGS = ["", "X", "XX"];

/**
 * Boards 1 and 4 (nobody and both vulnerable), each with every contract at four results: 3
 * down (or as many as there can be), 1 down, just made and all thirteen tricks; declarer North
 * and East in turn. Each row has its own pairs and no score typed: the engine scores it from the
 * contract.
 */
function everyContract(): (string | number)[][] {
  const rows: (string | number)[][] = [["Board", "NS", "EW", "Contract", "By", "Tricks"]];
  for (const board of [1, 4]) {
    let k = 0;
    for (let level = 1; level <= 7; level++)
      for (const strain of STRAINS)
        for (const dbl of DOUBLINGS)
          for (const tricks of [Math.max(0, level + 3), level + 5, level + 6, 13]) {
            k++;
            rows.push([board, k, 1000 + k, `${level}${strain}${dbl}`, k % 2 === 0 ? "N" : "E", tricks]);
          }
    rows.push([board, 999, 1999, "Pass", "", ""]);
  }
  return rows;
}

describe("the score from the contract, by its parts, live", () => {
  test("every contract, vulnerability and a spread of tricks: the sheet's formulas give the engine's score", () => {
    const t = readTraveller(everyContract());
    expect(t.problems).toEqual([]);
    const sheet = buildResultsSheet(t, { method: "mp" });
    const loaded = loadModel(sheet);
    const bad = disagreements(evaluateFormulas(loaded));
    expect(bad.slice(0, 10)).toEqual([]);
    // The score from the contract of every row is a formula, and it computes to the engine's.
    let checked = 0;
    t.boards.forEach((board, b) => {
      const trav = sectionTable(sheet, "The traveller as read", b);
      const col = trav.col("From contract");
      board.rows.forEach((row, i) => {
        const cell = sheet.cells.find((c) => c.row === trav.rows[i] && c.col === col)!;
        expect(cell.formula).toBeDefined();
        expect(readValue(loaded, cell.row, cell.col)).toBe(row.scoreComputed);
        checked++;
      });
    });
    expect(checked).toBe(2 * (7 * 3 * 3 * 4 + 1));
  });

  test("the parts of a few contracts, as the scoring table gives them", () => {
    const t = readTraveller([
      ["Board", "NS", "EW", "Contract", "By", "Tricks"],
      // Board 4, both vulnerable.
      [4, 1, 1, "7NTXX", "E", 13],
      [4, 2, 2, "3NTX", "N", 5],
      [4, 3, 3, "4HX", "S", 11],
      // Board 1, nobody vulnerable.
      [1, 1, 1, "3NTX", "N", 5],
      [1, 2, 2, "2C", "W", 9],
      // Board 2, NS vulnerable: East is not.
      [2, 1, 1, "4S", "E", 10],
      [2, 2, 2, "4S", "E", 9],
    ]);
    expect(t.problems).toEqual([]);
    const sheet = buildResultsSheet(t, { method: "mp" });
    const parts = (board: number, i: number): unknown[] => {
      const trav = sectionTable(sheet, "The traveller as read", board);
      const labels = [
        "Vul",
        "Contract pts",
        "Overtricks",
        "Game/part",
        "Slam",
        "Insult",
        "Penalty",
        "Declarer",
      ];
      return labels.map(
        (l) => sheet.cells.find((c) => c.row === trav.rows[i] && c.col === trav.col(l))?.value,
      );
    };
    // 7NTXX by East, vulnerable, 13 tricks: (40 + 6 x 30) x 4 = 880, game 500, grand slam 1500,
    // redoubled made 100: 2980 to EW.
    expect(parts(2, 0)).toEqual(["yes", 880, 0, 500, 1500, 100, 0, 2980]);
    // 3NTX by North, vulnerable, 5 tricks (4 down): 200 + 3 x 300 = 1100.
    expect(parts(2, 1)).toEqual(["yes", 0, 0, 0, 0, 0, -1100, -1100]);
    // 4HX by South, vulnerable, 11 tricks: 4 x 30 x 2 = 240, one doubled overtrick 200, game 500,
    // doubled made 50: 990.
    expect(parts(2, 2)).toEqual(["yes", 240, 200, 500, 0, 50, 0, 990]);
    // The same 3NTX, not vulnerable (board 1), 4 down: 100 + 200 + 200 + 300 = 800.
    expect(parts(0, 0)).toEqual(["no", 0, 0, 0, 0, 0, -800, -800]);
    // 2C by West, 9 tricks: 40, one overtrick 20, part score 50: 110 to EW, -110 to NS.
    expect(parts(0, 1)).toEqual(["no", 40, 20, 50, 0, 0, 0, 110]);
    const trav = sectionTable(sheet, "The traveller as read", 0);
    // 4S by East, not vulnerable on board 2 (NS are), 10 tricks: 120 and game 300, 420 to EW.
    expect(parts(1, 0)).toEqual(["no", 120, 0, 300, 0, 0, 0, 420]);
    // One down not vulnerable: -50 to EW.
    expect(parts(1, 1)).toEqual(["no", 0, 0, 0, 0, 0, -50, -50]);
    const nsScore = sheet.cells.find((c) => c.row === trav.rows[1] && c.col === trav.col("NS score"));
    expect(nsScore?.value).toBe(-110);
  });

  test("a traveller of scores alone has no parts: its scores are the ones entered", () => {
    const t = readTraveller([
      ["Board", "NS", "EW", "Score"],
      [1, 1, 1, 420],
      [1, 2, 2, -50],
    ]);
    const sheet = buildResultsSheet(t, { method: "mp" });
    expect(sheet.cells.some((c) => c.value === "Contract pts")).toBe(false);
  });
});
