// The published results of a printed traveller beside the add-in's own, with a formula per table
// and a check for the board; the formulas computed by HyperFormula agree with the cached values.
import * as fs from "node:fs";
import * as path from "node:path";
import { readCsv } from "../../src/io/csv";
import { readTraveller } from "../../src/scoring";
import { buildResultsSheet } from "../../src/sheet/results";
import { disagreements, evaluateFormulas, loadModel } from "../support/hyperformula-model";

const fixture = (f: string): string[][] =>
  readCsv(fs.readFileSync(path.resolve(__dirname, "../fixtures/printed", f), "utf8")).rows;

function agreeColumn(sheet: ReturnType<typeof buildResultsSheet>): unknown[] {
  return sheet.cells.filter((c) => c.formula?.startsWith("=IF(AND(ROUND(")).map((c) => c.value);
}

describe("published results compared on the results sheet", () => {
  test("JFR's percentages agree on every table (Neuberg with the TD table counted, the phantom's not)", () => {
    const sheet = buildResultsSheet(readTraveller(fixture("jfr-pary.csv")), { method: "mp" });
    // Board 1: four tables; board 2: five (the TD row included); board 3: four, its fifth row
    // (5 v 16, TD 60.00 / 0.00, pair 16 on no other row) a phantom's, left out with a note:
    // 420, 400, -50 and TD 60/40 on N = 4 give 94.44, 50.00, 5.56, 60.00 as JFR printed.
    expect(agreeColumn(sheet)).toEqual(new Array(13).fill("yes"));
    const checks = sheet.cells.filter((c) => c.formula?.includes('"DIFFERS")=0'));
    expect(checks.map((c) => c.value)).toEqual(["OK", "OK", "OK"]);
    const texts = sheet.cells.map((c) => String(c.value ?? ""));
    expect(
      texts.filter((v) => v.startsWith('Board 3, NS 5 v EW 16: "TD 60/0" gives 0% to EW 16')),
    ).toHaveLength(1);
    expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
  });

  test("without Neuberg the same figures differ where a board had the TD table, and the check says so", () => {
    const sheet = buildResultsSheet(readTraveller(fixture("jfr-pary.csv")), {
      method: "mp",
      expected: "results",
    });
    // Board 2 on its four results only: 650 6/6 = 100%, not JFR's 96.88; the TD row still
    // agrees (60% of the top either way). Board 1 had no award: unchanged. Board 3 on its three
    // results (top 4): 420 100% (JFR 94.44), 400 50% (agrees), -50 0% (JFR 5.56), TD 60/40.
    expect(agreeColumn(sheet)).toEqual([
      ...new Array(4).fill("yes"),
      "DIFFERS",
      "DIFFERS",
      "DIFFERS",
      "DIFFERS",
      "yes",
      "DIFFERS",
      "yes",
      "DIFFERS",
      "yes",
    ]);
    const checks = sheet.cells.filter((c) => c.formula?.includes('"DIFFERS")=0'));
    expect(checks.map((c) => c.value)).toEqual(["OK", "CHECK", "CHECK"]);
    expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
  });

  test("KOPS's matchpoints (PUNKTY) are compared with the matchpoints, to 0.01", () => {
    const sheet = buildResultsSheet(readTraveller(fixture("kops-pary.csv")), { method: "mp" });
    // Boards 3 and 4 (PUNKTY) agree; board 5 prints percentages of matchpoints KOPS rounded to
    // 0.01 first: 17/3 = 5.6667 of 6 is 94.44% exact, 5.67 of 6 is 94.50% as printed (EW 0.33,
    // 5.50%), so its first two tables differ without --mp-round; 140 and the average are 50%.
    expect(agreeColumn(sheet)).toEqual([...new Array(8).fill("yes"), "DIFFERS", "DIFFERS", "yes", "yes"]);
    expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
  });

  test("KOPS's percentages agree on every table with matchpoints rounded to 0.01", () => {
    const sheet = buildResultsSheet(readTraveller(fixture("kops-pary.csv")), { method: "mp", mpRound: 0.01 });
    expect(agreeColumn(sheet)).toEqual(new Array(12).fill("yes"));
    const checks = sheet.cells.filter((c) => c.formula?.includes('"DIFFERS")=0'));
    expect(checks.map((c) => c.value)).toEqual(["OK", "OK", "OK"]);
    expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
  });

  test("Bridge Base Online's percentages with an award not a result", () => {
    const t = readTraveller(fixture("bbo-pairs.csv"));
    const sheet = buildResultsSheet(t, { method: "mp", expected: "results" });
    expect(agreeColumn(sheet)).toEqual(new Array(10).fill("yes"));
    expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
  });

  test("published IMPs with only matchpoints scored are listed, not compared", () => {
    const t = readTraveller(
      [
        ["NS", "EW", "Score", "IMP_NS", "IMP_EW"],
        [1, 1, 420, 2.5, -2.5],
        [2, 2, 450, -2.5, 2.5],
      ],
      { boardNumber: 1 },
    );
    const sheet = buildResultsSheet(t, { method: "mp" });
    expect(sheet.cells.some((c) => c.value === "Published results (IMPs) beside no method here")).toBe(true);
    expect(agreeColumn(sheet)).toEqual([]);
  });
});

test("Bridge Base Online IMP pairs: the site's Score in IMPs against cross-IMPs per comparison", () => {
  // Board 1, nobody vulnerable: 420, 450, +100, 490. Each against the other three (WBF scale):
  // 420: -30 (-1), +320 (+8), -70 (-2) = 5; 450: +30 (+1), +350 (+8), -40 (-1) = 8;
  // 100: -320 (-8), -350 (-8), -390 (-9) = -25; 490: +70 (+2), +40 (+1), +390 (+9) = 12.
  // Divided by the 3 comparisons: 1.67, 2.67, -8.33, 4.00 as the site prints them.
  const t = readTraveller(
    [
      ["North", "South", "East", "West", "Result", "Points", "Score"],
      ["a", "b", "c", "d", "4♠N=", "420", "1.67"],
      ["e", "f", "g", "h", "4♠N+1", "450", "2.67"],
      ["i", "j", "k", "l", "5♣xE-1", "100", "-8.33"],
      ["m", "n", "o", "p", "3NS+3", "490", "4.00"],
    ],
    { boardNumber: 1 },
  );
  expect(t.boards[0].rows.map((r) => r.published?.unit)).toEqual(new Array(4).fill("imps"));
  const sheet = buildResultsSheet(t, { method: "cross" });
  expect(sheet.cells.some((c) => c.value === "Published results (IMPs) beside cross-IMPs")).toBe(true);
  expect(agreeColumn(sheet)).toEqual(["yes", "yes", "yes", "yes"]);
  expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
});
