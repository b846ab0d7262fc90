// The custom functions called as Excel calls them: ranges as 2-D arrays (rows of cells), a single
// cell as a 1x1 array, blanks as "", omitted optionals as null. Expected numbers come from the
// worked examples in test/fixtures/worked-examples.json (named by id) or from the hand
// calculations in the comments.
import { ExcelError, column, errorCell, rounded, thrown } from "../support/custom-functions-runtime";
import fixture from "../fixtures/worked-examples.json";
import {
  boardDealer,
  boardVulnerability,
  butlerDatum,
  contractScore,
  crossImp,
  imp,
  neuberg,
  obligation,
  vp20,
  weightedButler,
  weightedCrossImp,
  weightedMatchpoints,
} from "../../src/functions/functions";

interface Case {
  id: string;
  input: Record<string, unknown>;
  expected: Record<string, unknown>;
}
const CASES = new Map((fixture as unknown as { cases: Case[] }).cases.map((c) => [c.id, c]));
function example(id: string): Case {
  const c = CASES.get(id);
  if (!c) throw new Error(`no worked example ${id}`);
  return c;
}
const flat = (grid: unknown[][]) => grid.map((row) => row[0]);
const TRUE_CELL = true;

describe("BRIDGE.IMP", () => {
  test("a single difference, and the source documents' differences", () => {
    expect(imp([[450]], null as never)).toEqual([[10]]); // help page: 620 - 170 = 450 reaches 430, not 500
    expect(imp([[-300]])).toEqual([[-7]]);
    expect(imp([[720]])).toEqual([[12]]); // "Bridge scoring" encyclopaedia article: 620 v -100
    expect(imp([[-490]])).toEqual([[-10]]); // BridgeHit: 410 v the obligation of 900
  });

  test("a range spills in its own shape; a blank stays blank (it is not 0); text holding a number is read", () => {
    expect(
      imp([
        [450, ""],
        ["230", -15],
        [null, 745],
      ]),
    ).toEqual([
      [10, ""],
      [6, 0], // the club's board 15: -200 v -430 = 230 is 6; 15 has not reached 20
      ["", 12], // 745 has not reached 750
    ]);
  });

  test("one bad cell gets its own #VALUE! naming the cell; the rest still compute", () => {
    const out = imp(column(450, "abc", TRUE_CELL, -300));
    expect(out[0]).toEqual([10]);
    expect(out[1]).toEqual([
      errorCell("#VALUE!", 'row 2, column 1 of difference holds "abc": expected a point difference'),
    ]);
    expect(out[2]).toEqual([errorCell("#VALUE!", "row 3, column 1 of difference holds TRUE")]);
    expect(out[3]).toEqual([-7]);
  });

  test("historic scales by name, case and spaces ignored; an unknown one names the valid ones", () => {
    expect(imp([[1700]], [[" 1961 "]])).toEqual([[19]]); // the 1961 scale's 19th step is 1500, its 20th 1750
    expect(imp([[1700]], [["wbf"]])).toEqual([[17]]);
    expect(imp([[30]], [["emp"]])).toEqual([[1]]); // EMP 1938: 10-30 is 1
    const e = thrown(() => imp([[450]], [["ACBL"]]));
    expect(e.code).toBe("#VALUE!");
    expect(e.message).toBe('The IMP scale cannot be "ACBL": use WBF, 1961, 1948 or EMP1938.');
  });
});

describe("BRIDGE.BUTLERDATUM", () => {
  test('"An explanation of Cross IMP Scoring", Calculation 1: (3 x 680 - 100) / 4 = 485, rounded away from zero to 490', () => {
    const c = example("butler-explanation-calc1");
    expect(
      butlerDatum([[680], [-100], [680], [680]], null as never, null as never, null as never, null as never),
    ).toBe(c.expected.datum);
  });

  test("rounding: 'even' gives 480 (ACBLscore), roundTo 0 leaves 485, 'away' is the default", () => {
    const scores = column(680, -100, 680, 680);
    expect(butlerDatum(scores, undefined, undefined, undefined, "Even")).toBe(480);
    expect(butlerDatum(scores, undefined, 0)).toBe(485);
    expect(butlerDatum(scores, undefined, undefined, undefined, "away")).toBe(490);
  });

  test("rounding: a mode's own name reads too; halfUp takes -485 up to -480 where away gives -490", () => {
    // -680 x 3 + 100 = -1940; / 4 = -485, exactly half-way between -490 and -480.
    const scores = column(-680, 100, -680, -680);
    expect(butlerDatum(scores, undefined, undefined, undefined, "halfUp")).toBe(-480);
    expect(butlerDatum(scores, undefined, undefined, undefined, "halfEven")).toBe(-480);
    expect(butlerDatum(scores, undefined, undefined, undefined, "away")).toBe(-490);
    expect(thrown(() => butlerDatum(scores, undefined, undefined, undefined, "up")).message).toBe(
      'The rounding cannot be "up": use away, even or none (or a mode by its name: halfAwayFromZero, halfEven, halfUp).',
    );
  });

  test('"An explanation of Cross IMP Scoring", Examples 1 and 2: datums 40 and 530', () => {
    expect(butlerDatum(column(120, 90, 50, -100))).toBe(40); // 160 / 4
    expect(butlerDatum(column(1400, 620, 200, -100))).toBe(530); // 2120 / 4
  });

  test("the 22-table club example: datum 510 (11220 / 22)", () => {
    const c = example("butler-field-22");
    expect(butlerDatum(column(...(c.input.scores as number[])))).toBe(c.expected.datum);
  });

  test("blanks, A=, A+ and NP are not scores: the datum is that of the three results", () => {
    // (680 + 680 - 100) / 3 = 420
    expect(
      butlerDatum([
        [680, ""],
        ["A=", 680],
        ["NP", "A+/A-"],
        [-100, ""],
      ]),
    ).toBe(420);
  });

  test("numbers stored as text are read as the traveller reader reads them", () => {
    // (1430 - 100 + 680 + 680) / 4 = 2690 / 4 = 672.5, rounded to 670.
    expect(butlerDatum(column("1,430", "\u2212100", " 680", "+680"))).toBe(670);
  });

  test("trim and median", () => {
    expect(butlerDatum(column(680, -100, 680, 680), 1)).toBe(680); // drops -100 and one 680
    // Middle 80% of 10 scores: round(0.1 x 10) = 1 from each end: (8 x 100) / 8 = 100
    expect(butlerDatum(column(-2000, 100, 100, 100, 100, 100, 100, 100, 100, 3000), 0.1)).toBe(100);
    expect(butlerDatum(column(620, 650, 100, 680), undefined, undefined, "MEDIAN")).toBe(640); // (620 + 650) / 2 = 635
  });

  test("errors: a bad cell is named; no results; an unknown method lists the valid ones", () => {
    expect(thrown(() => butlerDatum(column(620, "4S", 650))).message).toBe(
      'row 2, column 1 of scores holds "4S": expected an NS score in points, or A=, A+, A- or NP.',
    );
    expect(thrown(() => butlerDatum(column("", "A="))).message).toMatch(/^scores holds no results/);
    expect(thrown(() => butlerDatum(column(620), undefined, undefined, "mode")).message).toBe(
      'The datum cannot be "mode": use mean or median.',
    );
    expect(thrown(() => butlerDatum(column(620, 650), 1)).message).toMatch(/leaves none to average/);
  });
});

describe("BRIDGE.CROSSIMP", () => {
  // The board of the "Bridge scoring" encyclopaedia article: 620, -100, -100, -300, 650. Totals by hand:
  //   620: 2 x IMP(720) + IMP(920) + IMP(-30) = 24 + 14 - 1 = 37
  //  -100: IMP(-720) + 0 + IMP(200) + IMP(-750) = -12 + 5 - 13 = -20
  //  -300: IMP(-920) + 2 x IMP(-200) + IMP(-950) = -14 - 10 - 14 = -38
  //   650: IMP(30) + 2 x IMP(750) + IMP(950) = 1 + 26 + 14 = 41   (the totals add to 0)
  const board = column(620, -100, -100, -300, 650);

  test("encyclopaedia article: the whole traveller spills, divided by 4 comparisons (9.25 for the 620)", () => {
    const c = example("cross-encyclopaedia");
    const out = crossImp(board, board, null, null as never);
    expect(flat(out)).toEqual([37 / 4, -20 / 4, -20 / 4, -38 / 4, 41 / 4]);
    expect(out[0][0]).toBe(c.expected.first);
  });

  test('"An explanation of Cross IMP Scoring", Calculation 2: divided by the number of scores', () => {
    const c = example("cross-explanation-calc2");
    const scores = column(...(c.input.scores as number[]));
    expect(flat(crossImp(scores, scores, "Scores"))).toEqual(c.expected.result);
    expect(flat(crossImp(scores, scores, "total"))).toEqual(c.expected.totals);
  });

  test(`the totals of board 15 of the club's "Cross-IMP Scoring" (31, -1, -27, -27, 24) and BridgeHit's first pair (18 / 3 = 6)`, () => {
    const t = example("traveller-club-board15");
    const scores = column(...(t.input.rows as { score: number }[]).map((r) => r.score));
    expect(flat(crossImp(scores, scores, "total"))).toEqual(t.expected.totals);
    const b = column(430, 400, 150, -50);
    expect(crossImp([[430]], b)).toEqual([[example("cross-bridgehit").expected.first]]);
  });

  test("a divisor given as a number, and as text", () => {
    expect(crossImp([[620]], board, 2)).toEqual([[18.5]]);
    expect(crossImp([[620]], board, "2")).toEqual([[18.5]]);
  });

  test("an A= in the field is a table without a result: N/n factoring (37 x 6/5 / 5 = 8.88)", () => {
    const field = column(620, -100, -100, -300, 650, "A=");
    expect(crossImp([[620]], field)).toEqual([[8.88]]); // exactly 222/25
    expect(crossImp([[620]], field, null, 5)).toEqual([[37 / 4]]); // expected given: no factoring
  });

  test("artificial scores in the score range: +3/0/-3 a comparison, times the comparisons for totals", () => {
    const field = column(620, -100, -100, -300, 650, "A+/A-", "A-", "NP", "");
    // 8 tables expected, 7 comparisons each.
    expect(flat(crossImp(column("A+/A-", "A-", "NP", ""), field))).toEqual([3, -3, "", ""]);
    expect(flat(crossImp(column("A+/A-", "A="), field, "total"))).toEqual([21, 0]);
    expect(crossImp([["A+"]], field, "scores")).toEqual([[21 / 8]]);
  });

  test("a score that is not on the board is #N/A for that cell only", () => {
    const out = crossImp(column(620, 420, "x"), board);
    expect(out[0]).toEqual([9.25]);
    expect(out[1]).toEqual([
      errorCell(
        "#N/A",
        "row 2, column 1 of score is 420, which is not among scores: scores must hold every result",
      ),
    ]);
    expect(out[2]).toEqual([errorCell("#VALUE!", 'row 3, column 1 of score holds "x"')]);
  });

  test("errors for the whole formula: a bad field cell, one result, a bad divisor", () => {
    const bad = thrown(() => crossImp([[620]], [[620, "abc"]]));
    expect(bad.code).toBe("#VALUE!");
    expect(bad.message).toBe(
      'row 1, column 2 of scores holds "abc": expected an NS score in points, or A=, A+, A- or NP.',
    );
    expect(thrown(() => crossImp([[620]], [[620]])).code).toBe("#N/A");
    expect(thrown(() => crossImp([[620]], board, "average")).message).toBe(
      'The cross-IMP divisor cannot be "average": use comparisons, scores, total or a number above 0.',
    );
  });

  test("a single cell can be passed as a plain value (not a 2-D array)", () => {
    expect(crossImp(620 as never, board)).toEqual([[9.25]]);
  });
});

describe("BRIDGE.NEUBERG", () => {
  test('"Calculation of Weighted Scores", Appendix 2: 5 results of 6 expected (+600: (8 + 1) x 6/5 - 1 = 9.8)', () => {
    const c = example("neuberg-weighted-scores-appendix2");
    const scores = column(...(c.input.scores as number[]));
    expect(rounded(neuberg(scores, scores, 6), 10)).toEqual(c.expected.mp);
  });

  test('"Calculation of Weighted Scores", Appendix 2: all 6 results, no Neuberg', () => {
    const c = example("mp-weighted-scores-appendix2");
    const scores = column(...(c.input.scores as number[]));
    expect(flat(neuberg(scores, scores))).toEqual(c.expected.mp);
    // As percentages of the top of 10.
    expect(flat(neuberg(scores, scores, null as never, "percent"))).toEqual([100, 80, 50, 50, 20, 0]);
    // ACBL: half the EBU matchpoints.
    expect(flat(neuberg(scores, scores, null as never, "acbl"))).toEqual([5, 4, 2.5, 2.5, 1, 0]);
  });

  test('"Calculation of Weighted Scores", without weighted scores: an A= in the traveller brings in Neuberg by itself (12 expected)', () => {
    const c = example("weighted-mp-pairs-alternative");
    const traveller = column(...(c.input.scores as number[]), "A=");
    const out = neuberg(column(1430, 680, 650, -100, "A="), traveller);
    // 680: MP 2 x 4 + 5 - 1 = 12, (12 + 1) x 12/11 - 1 = 13.18; the A= gets half the top of 22.
    expect(rounded(out, 1)).toEqual([20.8, 13.2, 5.5, 1.2, 11]);
    const d = c.expected.distinct as Record<string, number>;
    expect(rounded(out, 1).slice(0, 4)).toEqual([d["1430"], d["680"], d["650"], d["-100"]]);
  });

  test("A+ and A- are 60% and 40% of the top", () => {
    const field = column(600, 150, -100, -100, -200, "A+");
    // Top 2 x (6 - 1) = 10.
    expect(flat(neuberg(column("A+", "A-", "A60/A40"), field))).toEqual([6, 4, 6]);
    expect(flat(neuberg(column("A+"), field, null as never, "percent"))).toEqual([60]);
  });

  test("errors: a score not on the board (#N/A), expected below the results, an unknown scale", () => {
    const scores = column(600, -100);
    expect(neuberg([[100]], scores)).toEqual([
      [errorCell("#N/A", "score is 100, which is not among scores")],
    ]);
    expect(thrown(() => neuberg([[600]], scores, 1)).message).toMatch(
      /1 results were expected but 2 were scored/,
    );
    expect(thrown(() => neuberg([[600]], scores, null as never, "IMP")).message).toBe(
      'The matchpoint scale cannot be "IMP": use EBU, ACBL or percent.',
    );
  });
});

// The board of "Calculation of Weighted Scores": eleven tables played it; the twelfth gets a weighted score.
const OTHERS = column(1430, 1430, 680, 680, 680, 680, 680, 650, 650, -100, -100);
const COMPONENTS = column(1430, 680, 650, -100);
const WEIGHTS = column(0.3, 0.4, 0.2, 0.1);

describe("BRIDGE.WEIGHTEDMATCHPOINTS", () => {
  // Adjusted frequencies 1430: 2.3, 680: 5.4, 650: 2.2, -100: 2.1 (12 in all). MP = 2 x below + equal - 1:
  // 1430: 2 x 9.7 + 2.3 - 1 = 20.7; 680: 2 x 4.3 + 5.4 - 1 = 13; 650: 2 x 2.1 + 2.2 - 1 = 5.4; -100: 1.1.
  // Weighted: 0.3 x 20.7 + 0.4 x 13 + 0.2 x 5.4 + 0.1 x 1.1 = 6.21 + 5.2 + 1.08 + 0.11 = 12.6.
  test('"Calculation of Weighted Scores", matchpointed pairs: the weighted table scores 12.6', () => {
    const c = example("weighted-mp-pairs");
    expect(weightedMatchpoints(OTHERS, COMPONENTS, WEIGHTS)).toEqual([[c.expected.weighted]]);
  });

  test("the other tables are scored against the adjusted frequencies too", () => {
    const out = weightedMatchpoints(
      OTHERS,
      COMPONENTS,
      WEIGHTS,
      null as never,
      null as never,
      column(1430, 680, 650, -100),
    );
    expect(rounded(out, 10)).toEqual(example("weighted-mp-pairs").expected.componentMp);
  });

  test('"Calculation of Weighted Scores", Appendix 1: a component nobody scored (+620) counts 0.2 of a result: 12.2', () => {
    const c = example("weighted-mp-appendix1");
    const comps = column(...(c.input.components as number[]));
    expect(weightedMatchpoints(OTHERS, comps, WEIGHTS)).toEqual([[c.expected.weighted]]);
    // +620 is a component, not another table's result.
    expect(weightedMatchpoints(OTHERS, comps, WEIGHTS, null as never, null as never, [[620]])).toEqual([
      [errorCell("#N/A", "score is 620, which is not among scores")],
    ]);
  });

  test("weights as percentages; the percent scale (12.6 of a top of 22)", () => {
    expect(weightedMatchpoints(OTHERS, COMPONENTS, column(30, 40, 20, 10))).toEqual([[12.6]]);
    const [[pct]] = weightedMatchpoints(OTHERS, COMPONENTS, WEIGHTS, null as never, "Percent");
    expect(pct).toBeCloseTo((12.6 / 22) * 100, 12);
  });

  test("an NP among the other tables means 13 expected: the same as saying so", () => {
    // Neuberg with 12 results of 13: (MP + 1) x 13/12 - 1. It is linear and the weights add to 1,
    // so it applies to the weighted 12.6 as to each component: 13.6 x 13/12 - 1 = 206/15 = 13.733...
    const withNp = weightedMatchpoints([...OTHERS, ["NP"]], COMPONENTS, WEIGHTS);
    expect(withNp[0][0]).toBeCloseTo(206 / 15, 12);
    expect(weightedMatchpoints(OTHERS, COMPONENTS, WEIGHTS, 13)[0][0]).toBeCloseTo(206 / 15, 12);
  });

  test("errors: weights not adding to 1, a component without a weight, ranges of different sizes", () => {
    expect(thrown(() => weightedMatchpoints(OTHERS, COMPONENTS, column(0.3, 0.4, 0.2, 0.2))).message).toBe(
      "The weights add to 1.1: they must add to 1 (or to 100 as percentages).",
    );
    expect(thrown(() => weightedMatchpoints(OTHERS, COMPONENTS, column(0.3, 0.4, 0.3, ""))).message).toBe(
      "row 4, column 1 of weights holds a blank: expected a weight for this component.",
    );
    expect(thrown(() => weightedMatchpoints(OTHERS, COMPONENTS, column(0.5, 0.5))).message).toBe(
      "components is 4 rows by 1 but weights is 2 rows by 1: give one weight beside each component score.",
    );
  });
});

describe("BRIDGE.WEIGHTEDBUTLER", () => {
  // Datum: (1430 x 2.3 + 680 x 5.4 + 650 x 2.2 - 100 x 2.1) / 12 = 8181 / 12 = 681.75, rounded to 680.
  // Components: IMP(750) = 13, IMP(0) = 0, IMP(-30) = -1, IMP(-780) = -13;
  // weighted 0.3 x 13 + 0 - 0.2 - 1.3 = 2.4.
  test('"Calculation of Weighted Scores", Butler pairs: 2.4 IMPs, and the other tables against the datum of 680', () => {
    const c = example("weighted-butler-pairs");
    expect(weightedButler(OTHERS, COMPONENTS, WEIGHTS)).toEqual([[c.expected.weighted]]);
    const others = weightedButler(
      OTHERS,
      COMPONENTS,
      WEIGHTS,
      null as never,
      null as never,
      null as never,
      null as never,
      column(1430, 680, 650, -100, "A+"),
    );
    expect(flat(others)).toEqual([...(c.expected.componentImps as number[]), 3]);
  });

  test("with the datum left unrounded (681.75), +1430 is 748.25 above it: short of 750, so 12 IMPs", () => {
    // 0.3 x IMP(748.25) + 0.4 x IMP(-1.75) + 0.2 x IMP(-31.75) + 0.1 x IMP(-781.75)
    // = 0.3 x 12 + 0 + 0.2 x -1 + 0.1 x -13 = 3.6 - 0.2 - 1.3 = 2.1
    expect(weightedButler(OTHERS, COMPONENTS, WEIGHTS, null as never, 0)).toEqual([[2.1]]);
  });
});

describe("BRIDGE.WEIGHTEDCROSSIMP", () => {
  test('"Calculation of Weighted Scores", cross-IMP pairs: totals 134.5, -0.4, -8, -137.9, weighted 24.8', () => {
    const c = example("weighted-cross-pairs");
    const [[total]] = weightedCrossImp(OTHERS, COMPONENTS, WEIGHTS, "total");
    expect(total).toBeCloseTo(c.expected.weighted as number, 12);
    const others = weightedCrossImp(
      OTHERS,
      COMPONENTS,
      WEIGHTS,
      "total",
      null as never,
      column(1430, 680, 650, -100),
    );
    expect(rounded(others, 10)).toEqual(c.expected.componentTotals);
  });

  test("divided by comparisons by default: 24.8 / 11", () => {
    const [[x]] = weightedCrossImp(OTHERS, COMPONENTS, WEIGHTS);
    expect(x).toBeCloseTo(24.8 / 11, 12);
  });

  test('"Calculation of Weighted Scores", Appendix 1: a component nobody scored, weighted total 23', () => {
    const c = example("weighted-cross-appendix1");
    const [[total]] = weightedCrossImp(OTHERS, column(...(c.input.components as number[])), WEIGHTS, "total");
    expect(total).toBeCloseTo(c.expected.weighted as number, 12);
  });
});

describe("BRIDGE.VP20", () => {
  test("WBF 2013 spot values", () => {
    const c = example("vp-wbf-spot");
    const cases = c.input.cases as [number, number][];
    expect(cases.map(([boards, m]) => vp20([[m]], boards)[0][0])).toEqual(c.expected.winner);
  });

  test("a range of margins spills; the loser gets 20 minus the winner; blanks stay blank", () => {
    expect(vp20(column(14, -14, "", "0"), 16)).toEqual(column(13.75, 6.25, "", 10));
  });

  test('the classic table (the "Bridge scoring" encyclopaedia article): 12 IMPs is 15-5, whatever the match length', () => {
    const c = example("vp-encyclopaedia-discrete");
    expect(vp20(column(12, -12), 0, [["TABLE"]])).toEqual(column(c.expected.winner, c.expected.loser));
  });

  test("errors: a bad margin in its cell, a bad number of boards for the whole formula", () => {
    expect(vp20(column(14, "x"), 16)[1]).toEqual([errorCell("#VALUE!", 'row 2, column 1 of imps holds "x"')]);
    expect(vp20([[14]], 0)).toEqual([[errorCell("#VALUE!", "0 is not a number of boards in a match")]]);
  });
});

describe("BRIDGE.CONTRACTSCORE", () => {
  test("Law 77 extremes and standard scores (worked example contract-extremes)", () => {
    const c = example("contract-extremes");
    const cases = c.input.cases as [string, boolean, number][];
    // Played by North; vulnerable means NS vulnerable ("NS"), not vulnerable "EW".
    expect(cases.map(([k, vul, tricks]) => contractScore(k, "N", tricks, vul ? "NS" : "EW"))).toEqual(
      c.expected.declarerScore,
    );
  });

  test(`board 15 of the club's "Cross-IMP Scoring" explanation (NS vulnerable), from the board number`, () => {
    expect(contractScore("4H", "E", 8, 15)).toBe(100); // 2 down, EW not vulnerable
    expect(contractScore("2S", "N", 6, 15)).toBe(-200); // 2 down vulnerable
    expect(contractScore("3NT", "E", 10, "15")).toBe(-430);
    expect(contractScore("5D", "W", 10, 15)).toBe(50);
  });

  test("results relative to the contract, suit symbols, a passed-out board", () => {
    expect(contractScore("4♠", "S", "=", "None")).toBe(420);
    expect(contractScore("4S", "S", "+1", 1)).toBe(450);
    expect(contractScore("4s", "s", "-2", "both")).toBe(-200);
    expect(contractScore("4SX", "W", "-3", "Love")).toBe(500); // West 3 down doubled, not vulnerable
    expect(contractScore("Pass", "", null, 3)).toBe(0);
  });

  test("errors say what was wrong", () => {
    expect(thrown(() => contractScore("4Z", "N", 10, 1)).message).toBe(
      '"4Z": unknown strain "Z", expected C, D, H, S or NT (or a suit symbol).',
    );
    expect(thrown(() => contractScore("4S", "X", 10, 1)).message).toMatch(/^Unknown seat "X"/);
    expect(thrown(() => contractScore("4S", "N", -2, 1)).message).toMatch(/not a number of tricks/);
    expect(thrown(() => contractScore("4S", "N", 10, "")).message).toBe(
      "vulnerability holds a blank: expected a board number, or None, NS, EW or All.",
    );
  });
});

describe("BRIDGE.VULNERABILITY and BRIDGE.DEALER", () => {
  // Boards 1-16 (docs/conventions.md, "Boards: dealer and vulnerability").
  // prettier-ignore
  const VUL = ["None", "NS", "EW", "All", "NS", "EW", "All", "None", "EW", "All", "None", "NS", "All", "None", "NS", "EW"];
  const DEALER = ["N", "E", "S", "W", "N", "E", "S", "W", "N", "E", "S", "W", "N", "E", "S", "W"];
  const boards = column(...VUL.map((_, i) => i + 1));

  test("boards 1 to 16 spill the table; board 17 repeats board 1 and board 20 board 4", () => {
    expect(flat(boardVulnerability(boards))).toEqual(VUL);
    expect(flat(boardDealer(boards))).toEqual(DEALER);
    expect(boardVulnerability([[17, 20, "15", ""]])).toEqual([["None", "All", "NS", ""]]);
    expect(boardDealer([[17, 20]])).toEqual([["N", "W"]]);
  });

  test("a cell that is not a board number gets its own error", () => {
    const out = boardDealer(column(1, 0, "x"));
    expect(out[0]).toEqual(["N"]);
    expect(out[1]).toEqual([errorCell("#VALUE!", "row 2, column 1 of board: Board 0 is not a board number")]);
    expect(out[2]).toEqual([
      errorCell("#VALUE!", 'row 3, column 1 of board holds "x": expected a board number'),
    ]);
  });
});

describe("BRIDGE.OBLIGATION", () => {
  test('"BridgeHit is transferring to IMP scoring": 33 points, not vulnerable, obligation 900; 410 against it is -10 IMPs', () => {
    const c = example("obligation-bridgehit");
    const due = obligation(33, "NS", 1); // board 1: nobody vulnerable
    expect(due).toBe(c.expected.obligation);
    expect(imp([[410 - due]])).toEqual([[c.expected.imps]]);
  });

  test("vulnerability from the pair's side of the board; below 20 points the opponents' obligation", () => {
    expect(obligation(24, "EW", 2)).toBe(200); // board 2: NS vulnerable, EW not
    expect(obligation(24, "e/w", "EW")).toBe(290);
    expect(obligation(24, "West", 2)).toBe(200); // a seat names its side: West is EW, not vulnerable on 2
    expect(obligation(7, "NS", 1)).toBe(-900); // opponents hold 33, not vulnerable
    expect(obligation(7, "N", "EW")).toBe(-1350); // opponents hold 33, vulnerable
  });

  test("errors", () => {
    expect(thrown(() => obligation(33, "NE", 1)).message).toBe(
      'Unknown side "NE": use NS or EW (or a seat of the pair: N, S, E or W).',
    );
    expect(thrown(() => obligation(41, "NS", 1)).message).toMatch(/^41 is not a pair's high-card points/);
  });
});

test("the stand-in error class is what the adapters throw (a check on the test set-up)", () => {
  expect(thrown(() => imp([[1]], [["x"]]))).toBeInstanceOf(ExcelError);
});

describe("omitted optional arguments arrive as null (as Excel passes them) and give the defaults", () => {
  const n = null as never;
  test("every function, each optional given as null", () => {
    const board = column(620, -100, -100, -300, 650);
    expect(imp([[450]], n)).toEqual([[10]]); // WBF
    expect(butlerDatum(column(680, -100, 680, 680), n, n, n, n)).toBe(490); // mean, to 10, away from 0
    expect(crossImp([[620]], board, n, n)).toEqual([[9.25]]); // divided by comparisons
    expect(neuberg([[620]], board, n, n)).toEqual([[6]]); // EBU, nothing missing
    expect(weightedMatchpoints(OTHERS, COMPONENTS, WEIGHTS, n, n, n)).toEqual([[12.6]]);
    expect(weightedButler(OTHERS, COMPONENTS, WEIGHTS, n, n, n, n, n)).toEqual([[2.4]]);
    const [[x]] = weightedCrossImp(OTHERS, COMPONENTS, WEIGHTS, n, n, n);
    expect(x).toBeCloseTo(24.8 / 11, 12);
    expect(vp20([[14]], 16, n)).toEqual([[13.75]]); // WBF 2013
  });

  test("a blank option cell is the same as an omitted one", () => {
    const board = column(620, -100, -100, -300, 650);
    expect(crossImp([[620]], board, "", "" as never)).toEqual([[9.25]]);
    expect(neuberg([[620]], board, "" as never, " ")).toEqual([[6]]);
  });
});
