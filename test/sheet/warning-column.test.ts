// Suspicious scores on the results sheet: a board with one gets a Warning column in its traveller
// block, the flagged row saying what looks wrong; the score is still used as it stands, and a
// board without one has no such column.
import { readTraveller } from "../../src/scoring";
import { buildResultsSheet } from "../../src/sheet/results";
import type { SheetModel } from "../../src/sheet/model";

const HEADER = ["Board", "NS", "EW", "Contract", "By", "Score"];
// Board 1: 4S by N +420, +450, -420, +420: the -420 (the third table) has the sign the wrong way
// round. Board 2 (NS vulnerable): 3NT by S made, +600 and +630 (nothing odd; +400, the game not
// vulnerable, would be a score the board cannot have).
const traveller = readTraveller([
  HEADER,
  [1, 1, 1, "4S", "N", 420],
  [1, 2, 2, "4S", "N", 450],
  [1, 3, 3, "4S", "N", -420],
  [1, 4, 4, "4S", "N", 420],
  [2, 1, 2, "3NT", "S", 600],
  [2, 2, 3, "3NT", "S", 630],
  [2, 3, 4, "3NT", "S", 600],
  [2, 4, 1, "3NT", "S", 600],
]);

const at = (sheet: SheetModel, row: number, col: number) =>
  sheet.cells.find((c) => c.row === row && c.col === col);

describe("the Warning column", () => {
  const sheet = buildResultsSheet(traveller, { method: "mp", movement: "mitchell" });
  const headers = sheet.cells.filter((c) => c.value === "Warning");

  it("stands on board 1's traveller only, with the suspicious row flagged", () => {
    expect(headers).toHaveLength(1);
    const [h] = headers;
    // The traveller block's columns: Table ... NS score (K), then the Warning (L).
    expect(h.col).toBe(11);
    const flagged = sheet.cells.filter((c) => c.col === h.col && c.row > h.row && c.row <= h.row + 4);
    expect(flagged).toHaveLength(1);
    expect(String(flagged[0].value)).toMatch(/^4S by N scored -420 for NS here/);
    expect(flagged[0].role).toBe("flag");
    expect(flagged[0].formula).toBeUndefined();
    // It is the third table's row: its NS score cell holds -420, still used as it stands.
    expect(at(sheet, flagged[0].row, 10)?.value).toBe(-420);
    const block = sheet.blocks.find((b) => b.kind === "traveller" && b.board === 1);
    expect(block?.tables?.[0]?.columns.map((c) => c.label).at(-1)).toBe("Warning");
  });
});
