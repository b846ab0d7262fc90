// A board played once scored against its par on the results sheet: the par's workings in place of
// the method's, as live formulas that a second engine (HyperFormula) computes to the engine's values.
import { buildResultsSheet } from "../../src/sheet/results";
import { readTraveller } from "../../src/scoring";
import { disagreements, evaluateFormulas, loadModel } from "../support/hyperformula-model";
import { VALUE_COL } from "../../src/sheet/block";

// Board 1 played twice (+420, -50); board 2 played once (+1440), its par +2220 (7NT by NS
// vulnerable). 1440 - 2220 = -780: 13 IMPs on the WBF scale (750 to 890), -13 for NS. At
// matchpoints (EBU) +1440 is below par: 0 of a top of 2 for NS, 2 for EW.
const read = readTraveller([
  ["Board", "NS", "EW", "Score"],
  [1, 1, 2, 420],
  [1, 3, 4, -50],
  [2, 1, 4, 1440],
]);
const traveller = { ...read, boards: read.boards.map((b) => (b.board === 2 ? { ...b, par: 2220 } : b)) };

describe("the results sheet of a board played once, against par", () => {
  const sheet = buildResultsSheet(traveller, { method: "all", once: "par" });
  const text = (v: string) => sheet.cells.find((c) => c.value === v);

  test("every formula computes, in a second engine, to the engine's value", () => {
    expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
  });

  test("each method's block shows par, the difference and the result", () => {
    const titles = sheet.blocks.filter((b) => b.title === "Played once: scored against par");
    expect(titles).toHaveLength(3); // Butler, cross-IMPs and matchpoints side by side
    const value = (label: string) =>
      sheet.cells.filter(
        (c) => c.row === sheet.cells.find((x) => x.value === label)?.row && c.col === VALUE_COL,
      )[0]?.value;
    expect(value("Par (North-South)")).toBe(2220);
    expect(value("Score less par")).toBe(-780);
    expect(value("IMPs, North-South")).toBe(-13);
    expect(text("+1440 against a par of +2220: -780 points, -13 IMPs.")).toBeDefined();
    expect(
      text(
        "+1440 against a par of +2220: below par, nothing, 0 matchpoints of a top of 2 (par counts as the one other result).",
      ),
    ).toBeDefined();
  });
});
