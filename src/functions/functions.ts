// Excel custom functions: thin adapters from worksheet values to src/scoring. The build reads the
// JSDoc below (custom-functions-metadata-plugin) to write dist/functions.json and appends the
// CustomFunctions.associate calls itself, so each function needs only its JSDoc and an `export`.
//
// Conventions for every function here:
// - The id after @customfunction is the Excel name (shown as BRIDGE.<id>); it is the exported name in
//   upper case, except for two: boardVulnerability is VULNERABILITY and boardDealer is DEALER. Every
//   @param has a description, and @helpurl names its help page, help/<id in lower case>.html, with
//   the development base (the build rewrites it for production). The build makes that page from the
//   same JSDoc (scripts/help-pages.ts): what only the page says is in @remarks and @paramnote.
// - A range argument is typed any[][] (a matrix parameter that also takes a single value); a result
//   typed any[][] spills with the shape of the argument it follows. Nothing is volatile.
// - Reading cells, option words and errors is in coerce.ts and options.ts: blanks are skipped (a
//   blank is never 0) and give a blank, A=/A+/A-/NP in a field are not results, other text is an
//   error naming its cell, and one bad cell of a spilled result gets its own error.
import {
  imp as impOf,
  butlerDatum as datumOf,
  butlerImps,
  crossImpTable,
  matchpointTable,
  weightedButler as weightedButlerBoard,
  weightedCrossImps,
  weightedMatchpoints as weightedMatchpointBoard,
  type BoardTable,
  vpDiscrete,
  vpWbf,
  nsScore,
  parseContract,
  parseResult,
  boardDealer as dealerOf,
  boardVulnerability as vulnerabilityOfBoard,
  isVulnerable,
  parseSeat,
  obligation as obligationFor,
  isBlankCell,
  cappedImpTable,
  vpFromTable,
} from "../scoring";
import {
  asGrid,
  expectedTables,
  readField,
  readNumber,
  readWeightedScore,
  run,
  spill,
  spillScores,
  type WeightedScore,
} from "./coerce";
import { butlerOptions, divisorOption, matchpointOutputOption, sideOption, vulnerabilityOf } from "./options";
import { butlerAward, crossImpAward, matchpointAward } from "./awards";
import { impCapArgument, impScaleArgument, teamsVpArgument, vpScaleArgument } from "./scales";
import { ddTricksOf, parRowOf } from "./hand-records";
import {
  boardResultCells,
  drawCells,
  movementCells,
  rankingCells,
  scoreCells,
  standingsCells,
  type SpillCell,
} from "./session";
import { filledRows, MOST_FUNCTION_ROWS, standingsOfCells, swissDrawOfCells } from "../event";
import { LastAnswers } from "./memo";

/**
 * IMPs for a point difference on one board (WBF scale unless another is named); a range of differences spills, and a blank gives a blank.
 * @customfunction IMP
 * @param difference Points gained on the board (your score minus the other table's), or a range of them. A blank is skipped, not read as 0.
 * @param [table] IMP scale: "WBF" (the default), for teaching "1961", "1948" or "EMP1938", or a two-column range of your own scale: each band's lower bound (From) and its IMPs.
 * @helpurl https://localhost:3000/help/imp.html
 * @returns IMPs won (negative when lost).
 * @example =BRIDGE.IMP(450) returns 10; =BRIDGE.IMP(-300) returns -7; =BRIDGE.IMP(D2:D9) spills 8 results.
 * @remarks
 * International Match Points squeeze a difference in points into a small number, so one wild board cannot swamp a match. `BRIDGE.IMP` gives the IMPs for a difference between two scores on the same board, with the sign of the difference: positive when the first score is the better one. Given a range of differences it returns one result per cell (the results spill); a blank cell gives a blank, not 0 IMPs, and a cell holding text that is not a number gets its own #VALUE! error.
 *
 * A difference earns as many IMPs as there are steps of the scale it reaches. A difference that falls between two steps scores the lower one, so 15 points is 0 IMPs and 745 points is 12. `table` is optional: `"WBF"` (the scale used since 1962, the default), or the historic `"1961"`, `"1948"` and `"EMP1938"` scales for teaching.
 *
 * `table` may also be a range of two columns holding a scale of your own, as a federation or a club prints it: each band's lower bound ("From") in the first column and its IMPs in the second, a header row allowed on top. The bounds must go up, the IMPs must be whole numbers that never go down, and a difference of 0 is worth 0. A cell that breaks a rule gives #VALUE! naming its row and column in the range. Typed as a range, the WBF scale gives exactly what the default gives.
 * ## Worked example
 * At one table your pair, vulnerable, bids 4♠ and makes ten tricks: +620. At the other table your team-mates defend 3♠ by the opponents, who also make ten tricks: +170 to the opponents, which is −170 for your team. Your team gains 620 − 170 = 450 points on the board. 450 reaches the 430 step but not the 500 step, so `=BRIDGE.IMP(450)` returns **10** IMPs, and `=BRIDGE.IMP(-450)` returns −10 from the other team's side.
 * ## The WBF scale
 * | **Difference** | **IMPs** | **Difference** | **IMPs** | **Difference** | **IMPs** |
 * | 0–10 | 0 | 370–420 | 9 | 1500–1740 | 17 |
 * | 20–40 | 1 | 430–490 | 10 | 1750–1990 | 18 |
 * | 50–80 | 2 | 500–590 | 11 | 2000–2240 | 19 |
 * | 90–120 | 3 | 600–740 | 12 | 2250–2490 | 20 |
 * | 130–160 | 4 | 750–890 | 13 | 2500–2990 | 21 |
 * | 170–210 | 5 | 900–1090 | 14 | 3000–3490 | 22 |
 * | 220–260 | 6 | 1100–1290 | 15 | 3500–3990 | 23 |
 * | 270–310 | 7 | 1300–1490 | 16 | 4000 and more | 24 |
 * | 320–360 | 8 | | | | |
 */
export function imp(difference: any[][], table?: any[][]): any[][] {
  return run(() => {
    const scale = impScaleArgument(table);
    return spill(difference, "difference", (cell, where) =>
      impOf(readNumber(cell, where, "a point difference"), scale),
    );
  });
}

/**
 * The Butler datum of a board: the average NS score (optionally trimmed), rounded to 10 half away from zero; IMP each score against it with BRIDGE.IMP.
 * @customfunction BUTLERDATUM
 * @param scores The NS scores of the board (the whole traveller). Blanks, A=, A+, A- and NP are not scores and are left out.
 * @param [trim] Scores dropped from each end before averaging: a count (1, 2...) or a share below 0.5 (0.1 keeps the middle 80%). Default 0.
 * @param [roundTo] The datum is rounded to a multiple of this. Default 10; 0 leaves it unrounded.
 * @param [method] "mean" (the default) or "median".
 * @param [rounding] How a datum exactly half-way is rounded: "away" from zero (the default, like ROUND: 485 gives 490) or "even" (485 gives 480).
 * @helpurl https://localhost:3000/help/butlerdatum.html
 * @returns The datum, in NS points.
 * @example =BRIDGE.BUTLERDATUM(E2:E5) with 680, -100, 680, 680 returns 490.
 * @paramnote scores A blank cell is not a score of 0, and A=, A+, A- and NP are not bridge results.
 * @paramnote trim Dropping scores from each end keeps one wild result from dragging the datum: 1 drops the top and the bottom score.
 * @paramnote roundTo Unrounded, BRIDGE.IMP then scores a difference such as 748.25 as 12 IMPs, because only a difference that reaches the next step of the scale earns it.
 * @paramnote rounding "away" is what Excel's ROUND does; "even" is what ACBLscore does.
 * @remarks
 * Butler scoring plays a pairs event as if every pair were in a teams match against the rest of the room. The room's result on a board is summed up in one number, the **datum**: the average of the North-South scores. Each pair then scores the IMPs for the difference between its own score and the datum, with `=BRIDGE.IMP(score - datum)`. North-South get those IMPs; East-West get the same number with the sign turned round.
 * ## Worked example
 * Four tables play a board. Three North-South pairs make 4♠ vulnerable for +680; one goes down in 3NT for −100. The scores add up to 1940; divided by 4 that is 485, which rounds to a datum of 490.
 * | **** | **B** | **C** |
 * | **2** | 680 | `=BRIDGE.IMP(B2-$B$6)` → 5 |
 * | **3** | −100 | `=BRIDGE.IMP(B3-$B$6)` → −11 |
 * | **4** | 680 | 5 |
 * | **5** | 680 | 5 |
 * | **6** | `=BRIDGE.BUTLERDATUM(B2:B5)` → 490 | |
 * The pairs in 4♠ are 190 points above the datum, 5 IMPs each; the pair in 3NT is 590 below it, −11 IMPs. With `=BRIDGE.BUTLERDATUM(B2:B5,,,,"even")` the datum would be 480.
 */
export function butlerDatum(
  scores: any[][],
  trim?: number,
  roundTo?: number,
  method?: string,
  rounding?: string,
): number {
  return run(() =>
    datumOf(
      readField(scores, "scores").scores,
      butlerOptions(trim, roundTo, method, rounding),
    ).datum.toNumber(),
  );
}

/**
 * Cross-IMPs (Calcutta): each score IMPed against every other result on the board, the total divided by the number of comparisons; a range of scores spills.
 * @customfunction CROSSIMP
 * @param score The NS score to score, or a range of them (usually the same range as scores). A=, A+ and A- get 0, +3 and -3 IMPs a comparison.
 * @param scores Every NS result on the board (the whole traveller), each included once. Blanks, A=, A+, A- and NP are not results.
 * @param [divisor] What the total is divided by: "comparisons" (the default: results - 1), "scores" (results), "total" (not divided) or a number.
 * @param [expected] Results expected on the board, when some are missing: totals are factored by expected / results. "tables" (the default: the entries in scores that are not blank), "results" (those obtained: no factoring) or a whole number.
 * @param [cap] The most IMPs one comparison can give (17 in some IMP-pairs programs). Default: no cap.
 * @helpurl https://localhost:3000/help/crossimp.html
 * @returns Cross-IMPs for NS (EW scores the negation).
 * @example =BRIDGE.CROSSIMP(E2:E6,E2:E6) with 620, -100, -100, -300, 650 spills 9.25 for the 620.
 * @paramnote score Given the same range as `scores`, the results spill beside it, one per table.
 * @paramnote scores Like the range of Excel's RANK. A score in `score` that is not among them gives #N/A. A blank is not 0.
 * @paramnote divisor "scores" is what some directors prefer: the gap between two pairs' scores then stays nearer what they would have swung head to head.
 * @paramnote expected Each total is scaled up by expected / obtained before it is divided (by expected − 1 comparisons, or expected scores). With "tables", every cell of `scores` that is not blank is a table that was expected to play, so an A= or NP in the traveller brings in this scaling by itself.
 * @paramnote cap A whole number. With a cap of 17, +420 against −1660 (2080 points, 19 IMPs) counts 17. Capped totals still add up to 0 over the board.
 * @remarks
 * Cross-IMP scoring (also called Calcutta or IMPs across the field) compares each result on a board with every other result on it, as if the pair had played a short teams match against each of the other tables. The IMPs from all these comparisons are added up and, usually, divided by how many comparisons there were, so the number reads as "IMPs per match". The totals of all pairs on a board add up to 0. North-South get the result; East-West get it with the sign turned round.
 *
 * An artificial score in `score` is worth a fixed number of IMPs for each comparison: A= 0, A+ +3, A- −3 (a split award such as A+/A- gives North-South the first part). So it shows as 3 with the default divisor, and as 3 times the comparisons as a total. NP shows as a blank.
 * ## Worked example
 * Five pairs play a board; North-South score +620, −100, −100, −300 and +650.
 * | **** | **A** | **B** |
 * | **2** | 620 | `=BRIDGE.CROSSIMP(A2:A6,A2:A6)` → 9.25 |
 * | **3** | −100 | −5 |
 * | **4** | −100 | −5 |
 * | **5** | −300 | −9.5 |
 * | **6** | 650 | 10.25 |
 * The +620 gains 720 points on each −100 (12 IMPs each), 920 on the −300 (14 IMPs) and loses 30 to the +650 (−1 IMP): 12 + 12 + 14 − 1 = 37 IMPs over 4 comparisons, 9.25. With `"total"` the column would read 37, −20, −20, −38, 41, which adds to 0.
 */
export function crossImp(score: any[][], scores: any[][], divisor?: any, expected?: any, cap?: any): any[][] {
  return run(() => {
    const field = readField(scores, "scores");
    const options = {
      divisor: divisorOption(divisor),
      expected: expectedTables(expected, field),
      table: cappedImpTable("WBF", impCapArgument(cap)),
    };
    const table = crossImpTable(field.scores, options);
    return spillScores(
      score,
      "score",
      field.scores,
      "scores",
      (s) => table.row(s).result.toNumber(),
      (a) => crossImpAward(a, table),
    );
  });
}

/**
 * Matchpoints of a score against the other results on the board (2 a result beaten, 1 a tie), with Neuberg's formula when fewer results than expected; a range of scores spills.
 * @customfunction NEUBERG
 * @param score The NS score to matchpoint, or a range of them (usually the same range as scores). A=, A+ and A- get 50%, 60% and 40% of the top.
 * @param scores Every NS result on the board (the whole traveller), each included once. Blanks, A=, A+, A- and NP are not results.
 * @param [expected] Results expected on the board: "tables" (the default: the entries in scores that are not blank, so an A= or NP entry brings in Neuberg), "results" (those obtained: no Neuberg) or a whole number.
 * @param [scale] "EBU" (the default: 2 a result beaten, 1 a tie), "ACBL" (1 and 1/2) or "percent" (of the top).
 * @helpurl https://localhost:3000/help/neuberg.html
 * @returns NS matchpoints (EW gets the top minus these), or the NS percentage.
 * @example =BRIDGE.NEUBERG(600,E2:E6,6) with 600, -100, -100, -200, -300 returns 9.8.
 * @paramnote score Give the same range as `scores` to spill one result per table.
 * @paramnote scores A score in `score` that is not among them gives #N/A. A blank is not 0; A=, A+, A- and NP are tables without a result.
 * @paramnote expected With "tables", an A= or NP in the traveller is a table that should have played, and Neuberg applies.
 * @paramnote scale With "ACBL", Neuberg is (MP + ½) × N / n − ½.
 * @remarks
 * Matchpoints rank the results on a board: a pair gets 2 for every other result it beat and 1 for every result it tied with. The best result on a board of n results gets the top, 2(n − 1); the worst gets 0. East-West get the top minus North-South's matchpoints.
 *
 * When a board could not be played everywhere, the pairs that did play it have fewer results to beat. Neuberg's formula scales their matchpoints up to the number of results expected, N, from the n obtained: (matchpoints + 1) × N / n − 1. With nothing missing it changes nothing, so this one function gives plain matchpoints too.
 *
 * An A= in `score` gets 50% of the top, A+ 60% and A- 40%; NP a blank.
 * ## Worked example
 * A board is set for six tables but one could not play it. The five results are +600, −100, −100, −200 and −300. `=BRIDGE.NEUBERG(A2:A6,A2:A6,6)` spills 9.8, 6.2, 6.2, 2.6 and 0.2 out of a top of 10.
 *
 * The +600 beat the other four results: 8 matchpoints out of a possible 8. Scaled to six results: (8 + 1) × 6 / 5 − 1 = 9.8. The −100s beat two results and tied with each other: 2 × 2 + 1 = 5, scaled to (5 + 1) × 6 / 5 − 1 = 6.2. Had the sixth table played and scored +150, nothing would be scaled: +600 would get 10, +150 8, each −100 5, −200 2 and −300 0.
 */
export function neuberg(score: any[][], scores: any[][], expected?: any, scale?: string): any[][] {
  return run(() => {
    const field = readField(scores, "scores");
    const output = matchpointOutputOption(scale);
    const table = matchpointTable(field.scores, {
      scale: output.scale,
      expected: expectedTables(expected, field),
    });
    const pick = (s: number) => (output.percent ? table.row(s).percentage : table.row(s).ns).toNumber();
    return spillScores(score, "score", field.scores, "scores", pick, (a) =>
      matchpointAward(a, table, output.percent),
    );
  });
}

/**
 * Cross-IMPs of a table given a weighted score (Law 12C1(c)): each component is cross-IMPed against the frequencies adjusted by the weights, then weighted.
 * @customfunction WEIGHTEDCROSSIMP
 * @param scores The NS results of the other tables on the board. Blanks, A=, A+, A- and NP are not results.
 * @param components The weighted table's component NS scores, e.g. +1430, +680, +650, -100.
 * @param weights The weight of each component, beside it: fractions adding to 1 or percentages adding to 100.
 * @param [divisor] As for BRIDGE.CROSSIMP: "comparisons" (the default), "scores", "total" or a number.
 * @param [expected] Results expected on the board, the weighted table included: "tables" (the default: the entries in scores that are not blank, plus 1), "results" (those obtained: no factoring) or a whole number.
 * @param [score] Leave out for the weighted table's cross-IMPs. Give another table's NS score (or the range of them) for that table's cross-IMPs against the adjusted frequencies.
 * @helpurl https://localhost:3000/help/weightedcrossimp.html
 * @returns The weighted table's NS cross-IMPs, or those of the scores given.
 * @example =BRIDGE.WEIGHTEDCROSSIMP(E2:E12,G2:G5,H2:H5,"total") returns 24.8 on the board of "Calculation of Weighted Scores".
 * @paramnote components A component nobody else scored is fine: it becomes a fraction of a result of its own.
 * @paramnote weights The two ranges are of the same size, each weight beside its score: 0.3, 0.4... or 30, 40...
 * @paramnote score Given the range of the other tables' scores, it spills their results against the adjusted frequencies.
 * @remarks
 * A director who cannot tell what would have happened at a table may award a **weighted score** (Law 12C1(c)): several possible results, each with a weight, such as 30% of +1430, 40% of +680, 20% of +650 and 10% of −100. The weights are applied to the board's final form of scoring, never to the raw points. Each possible result counts as a fraction of a result on the board (its weight is added to that score's frequency), every result is scored against these adjusted frequencies, and the weighted table gets the weighted sum of its components' scores. The other tables are scored against the adjusted frequencies too.
 *
 * `divisor` and `expected` work as for [BRIDGE.CROSSIMP](crossimp.html); the weighted table counts as one table, so twelve tables make eleven comparisons. By default (`"tables"`) the board expects the weighted table plus every non-blank cell of `scores`; `"results"` expects only the results obtained (no scaling).
 * Weights are read exactly (0.3 is 3/10, =1/3 is 1/3). Only weights too fine to count exactly (hundreds of parts with unrelated denominators such as 1/7, 1/11, 1/13...: their common denominator times the board's tables above about 1.4 × 10^14) are rounded, to billionths, each weighting still adding to exactly 1: each weight moves by less than a billionth, and the board is scored exactly on the rounded weights. The rules are in the add-in's documentation (conventions, "Weighted scores").
 *
 * ## Worked example
 * The worked example is a board played at twelve tables. Eleven recorded +1430 twice, +680 five times, +650 twice and −100 twice (in E2:E12); the twelfth gets 30% of +1430, 40% of +680, 20% of +650 and 10% of −100 (components in G2:G5, weights in H2:H5). The adjusted frequencies are 2.3, 5.4, 2.2 and 2.1, twelve results in all.
 *
 * +1430 against the others: 5.4 results 750 below (13 IMPs each), 2.2 results 780 below (13) and 2.1 results 1530 below (17): 70.2 + 28.6 + 35.7 = 134.5 IMPs. In the same way +680 totals −0.4, +650 −8.0 and −100 −137.9. `=BRIDGE.WEIGHTEDCROSSIMP(E2:E12,G2:G5,H2:H5,"total")` gives the weighted table 0.3 × 134.5 + 0.4 × −0.4 + 0.2 × −8.0 + 0.1 × −137.9 = **24.8**; with the default divisor that is 24.8 / 11 ≈ 2.25.
 */
export function weightedCrossImp(
  scores: any[][],
  components: any[][],
  weights: any[][],
  divisor?: any,
  expected?: any,
  score?: any[][],
): any[][] {
  return run(() => {
    const field = readField(scores, "scores");
    const options = {
      divisor: divisorOption(divisor),
      expected: expectedTables(expected, field, 1),
    };
    const r = weightedCrossImps(withWeighted(field.scores, readWeightedScore(components, weights)), options);
    if (score === null || score === undefined) return [[last(r.tables).result.toNumber()]];
    const pick = (s: number) => r.workings.row(s).result.toNumber();
    return spillScores(score, "score", field.scores, "scores", pick, (a) => crossImpAward(a, r.workings));
  });
}

/**
 * Matchpoints of a table given a weighted score (Law 12C1(c)): each component is matchpointed against the frequencies adjusted by the weights, then weighted.
 * @customfunction WEIGHTEDMATCHPOINTS
 * @param scores The NS results of the other tables on the board. Blanks, A=, A+, A- and NP are not results.
 * @param components The weighted table's component NS scores, e.g. +1430, +680, +650, -100.
 * @param weights The weight of each component, beside it: fractions adding to 1 or percentages adding to 100.
 * @param [expected] Results expected on the board, the weighted table included (Neuberg when more than were obtained): "tables" (the default: the entries in scores that are not blank, plus 1), "results" (those obtained: no Neuberg) or a whole number.
 * @param [scale] "EBU" (the default), "ACBL" or "percent", as for BRIDGE.NEUBERG.
 * @param [score] Leave out for the weighted table's matchpoints. Give another table's NS score (or the range of them) for that table's matchpoints against the adjusted frequencies.
 * @helpurl https://localhost:3000/help/weightedmatchpoints.html
 * @returns The weighted table's NS matchpoints (or percentage), or those of the scores given.
 * @example =BRIDGE.WEIGHTEDMATCHPOINTS(E2:E12,G2:G5,H2:H5) returns 12.6 on the board of "Calculation of Weighted Scores".
 * @paramnote components A component nobody else scored is fine: it becomes a fraction of a result of its own.
 * @paramnote weights The two ranges are of the same size, each weight beside its score: 0.3, 0.4... or 30, 40...
 * @paramnote score Given the range of the other tables' scores, it spills their results against the adjusted frequencies.
 * @remarks
 * A director who cannot tell what would have happened at a table may award a **weighted score** (Law 12C1(c)): several possible results, each with a weight, such as 30% of +1430, 40% of +680, 20% of +650 and 10% of −100. The weights are applied to the board's final form of scoring, never to the raw points. Each possible result counts as a fraction of a result on the board (its weight is added to that score's frequency), every result is scored against these adjusted frequencies, and the weighted table gets the weighted sum of its components' scores. The other tables are scored against the adjusted frequencies too.
 *
 * `expected` and `scale` work as for [BRIDGE.NEUBERG](neuberg.html); by default (`"tables"`) the board expects the weighted table plus every non-blank cell of `scores`, and `"results"` expects only the results obtained (no Neuberg).
 * Weights are read exactly (0.3 is 3/10, =1/3 is 1/3). Only weights too fine to count exactly (hundreds of parts with unrelated denominators such as 1/7, 1/11, 1/13...: their common denominator times the board's tables above about 1.4 × 10^14) are rounded, to billionths, each weighting still adding to exactly 1; the matchpoints then differ from the exact ones by less than (top + 2) billionths for each part. The rules are in the add-in's documentation (conventions, "Weighted scores").
 *
 * ## Worked example
 * The worked example is a board played at twelve tables. Eleven recorded +1430 twice, +680 five times, +650 twice and −100 twice (in E2:E12); the twelfth gets 30% of +1430, 40% of +680, 20% of +650 and 10% of −100 (components in G2:G5, weights in H2:H5). The adjusted frequencies are 2.3, 5.4, 2.2 and 2.1, twelve results in all.
 *
 * Matchpoints are 2 for each result beaten and 1 for each tie, now counted with the adjusted frequencies: +1430 beats 5.4 + 2.2 + 2.1 = 9.7 results and ties with 1.3 others, 2 × 9.7 + 1.3 = 20.7. In the same way +680 gets 13.0, +650 gets 5.4 and −100 gets 1.1. `=BRIDGE.WEIGHTEDMATCHPOINTS(E2:E12,G2:G5,H2:H5)` gives the weighted table 0.3 × 20.7 + 0.4 × 13.0 + 0.2 × 5.4 + 0.1 × 1.1 = **12.6** out of a top of 22, and `=BRIDGE.WEIGHTEDMATCHPOINTS(E2:E12,G2:G5,H2:H5,,,E2:E12)` spills the other tables' 20.7, 20.7, 13.0 and so on.
 *
 * The shortcut of giving the weighted table A= and letting Neuberg fill the gap scores the others 20.8, 13.2, 5.5 and 1.2 and the weighted table 12.7: close, but not the same.
 */
export function weightedMatchpoints(
  scores: any[][],
  components: any[][],
  weights: any[][],
  expected?: any,
  scale?: string,
  score?: any[][],
): any[][] {
  return run(() => {
    const field = readField(scores, "scores");
    const output = matchpointOutputOption(scale);
    const options = { scale: output.scale, expected: expectedTables(expected, field, 1) };
    const r = weightedMatchpointBoard(
      withWeighted(field.scores, readWeightedScore(components, weights)),
      options,
    );
    if (score === null || score === undefined) {
      const t = last(r.tables);
      return [[(output.percent ? t.percentage : t.result).toNumber()]];
    }
    const pick = (s: number) =>
      (output.percent ? r.workings.row(s).percentage : r.workings.row(s).ns).toNumber();
    return spillScores(score, "score", field.scores, "scores", pick, (a) =>
      matchpointAward(a, r.workings, output.percent),
    );
  });
}

/**
 * Butler IMPs of a table given a weighted score (Law 12C1(c)): the datum is the average of the frequencies adjusted by the weights, each component is IMPed against it, then weighted.
 * @customfunction WEIGHTEDBUTLER
 * @param scores The NS results of the other tables on the board. Blanks, A=, A+, A- and NP are not results.
 * @param components The weighted table's component NS scores, e.g. +1430, +680, +650, -100.
 * @param weights The weight of each component, beside it: fractions adding to 1 or percentages adding to 100.
 * @param [trim] As for BRIDGE.BUTLERDATUM: scores dropped from each end (units of frequency). Default 0.
 * @param [roundTo] The datum is rounded to a multiple of this. Default 10; 0 leaves it unrounded.
 * @param [method] "mean" (the default) or "median".
 * @param [rounding] "away" from zero (the default) or "even".
 * @param [score] Leave out for the weighted table's IMPs. Give another table's NS score (or the range of them) for that table's IMPs against the adjusted datum.
 * @helpurl https://localhost:3000/help/weightedbutler.html
 * @returns The weighted table's NS Butler IMPs, or those of the scores given.
 * @example =BRIDGE.WEIGHTEDBUTLER(E2:E12,G2:G5,H2:H5) returns 2.4 on the board of "Calculation of Weighted Scores" (datum 680).
 * @paramnote components A component nobody else scored is fine: it becomes a fraction of a result of its own.
 * @paramnote weights The two ranges are of the same size, each weight beside its score: 0.3, 0.4... or 30, 40...
 * @paramnote score Given the range of the other tables' scores, it spills their results against the adjusted frequencies.
 * @paramnote trim Dropping 1 from an end drops one whole result's worth of frequency.
 * @remarks
 * A director who cannot tell what would have happened at a table may award a **weighted score** (Law 12C1(c)): several possible results, each with a weight, such as 30% of +1430, 40% of +680, 20% of +650 and 10% of −100. The weights are applied to the board's final form of scoring, never to the raw points. Each possible result counts as a fraction of a result on the board (its weight is added to that score's frequency), every result is scored against these adjusted frequencies, and the weighted table gets the weighted sum of its components' scores. The other tables are scored against the adjusted frequencies too.
 *
 * The datum is the average of the adjusted frequencies; `trim`, `roundTo`, `method` and `rounding` work as for [BRIDGE.BUTLERDATUM](butlerdatum.html).
 * Weights are read exactly (0.3 is 3/10, =1/3 is 1/3). Only weights too fine to count exactly (hundreds of parts with unrelated denominators such as 1/7, 1/11, 1/13...: their common denominator times the board's tables above about 1.4 × 10^14) are rounded, to billionths, each weighting still adding to exactly 1: each weight moves by less than a billionth, and the board is scored exactly on the rounded weights. The rules are in the add-in's documentation (conventions, "Weighted scores").
 *
 * ## Worked example
 * The worked example is a board played at twelve tables. Eleven recorded +1430 twice, +680 five times, +650 twice and −100 twice (in E2:E12); the twelfth gets 30% of +1430, 40% of +680, 20% of +650 and 10% of −100 (components in G2:G5, weights in H2:H5). The adjusted frequencies are 2.3, 5.4, 2.2 and 2.1, twelve results in all.
 *
 * Datum: (1430 × 2.3 + 680 × 5.4 + 650 × 2.2 − 100 × 2.1) / 12 = 8181 / 12 = 681.75, rounded to 680. Against it the components score +13 (750 above), 0, −1 (30 below) and −13 (780 below), so `=BRIDGE.WEIGHTEDBUTLER(E2:E12,G2:G5,H2:H5)` gives 0.3 × 13 + 0.4 × 0 + 0.2 × −1 + 0.1 × −13 = **2.4** IMPs. The other tables score 13, 0, −1 and −13 against the same datum.
 */
export function weightedButler(
  scores: any[][],
  components: any[][],
  weights: any[][],
  trim?: number,
  roundTo?: number,
  method?: string,
  rounding?: string,
  score?: any[][],
): any[][] {
  return run(() => {
    const field = readField(scores, "scores");
    const options = butlerOptions(trim, roundTo, method, rounding);
    const r = weightedButlerBoard(
      withWeighted(field.scores, readWeightedScore(components, weights)),
      options,
    );
    if (score === null || score === undefined) return [[last(r.tables).result.toNumber()]];
    return spillScores(
      score,
      "score",
      field.scores,
      "scores",
      (s) => butlerImps(s, r.workings.datum),
      butlerAward,
    );
  });
}

/**
 * Victory points on the WBF 2013 20-VP scale for an IMP margin in a match of a given length; a range of margins spills.
 * @customfunction VP20
 * @param imps The IMP margin from this team's side (negative when it lost), or a range of them. Fractions are interpolated.
 * @param boards The number of boards in the match (the WBF scale depends on it; the old table does not).
 * @param [scale] "WBF" (the default: the continuous scale, to 0.01), "table" (the classic whole-number table, 0 IMPs 10-10 to 28+ IMPs 20-0), or a range of your own scale: each margin's lower bound (From, starting at 0) and the winner's VPs, one column or a column per match length under a header of board counts.
 * @helpurl https://localhost:3000/help/vp20.html
 * @returns This team's VPs; the opponents get 20 minus these (with your own scale, twice a draw's VPs minus these).
 * @example =BRIDGE.VP20(14,16) returns 13.75; =BRIDGE.VP20(12,16,"table") returns 15.
 * @paramnote imps One result spills per cell of a range; blanks stay blank.
 * @paramnote boards On the WBF scale a margin is worth less in a longer match, since big margins come more easily over more boards.
 * @paramnote scale The WBF's 2013 continuous scale is given to two decimals, as the WBF's printed tables give it; a fractional margin is interpolated between the two whole margins around it. "table" is the older whole-number scale below, which does not depend on the match length. A scale of your own has each margin's lower bound ("From", starting at 0 for a draw) in the first column and the winner's VPs beside it, in one column for any match length or in a column per length under a header row of board counts (From, 8, 16, 24). The bounds must go up and the VPs never go down; the loser gets twice a draw's VPs less the winner's.
 * @remarks
 * In a teams event each match is converted from an IMP margin into victory points, 20 to share between the two teams, so that one big win cannot decide the whole event. A drawn match is 10–10. The opponents get 20 minus this team's VPs.
 * ## Worked example
 * A team wins a 16-board match by 14 IMPs. `=BRIDGE.VP20(14,16)` gives **13.75**, and `=BRIDGE.VP20(-14,16)` gives the losers 6.25. Over 8 boards a 40-IMP win is worth 19.74. On the old table, `=BRIDGE.VP20(12,16,"table")` gives 15 (and the losers 5).
 * | **IMPs** | 0 | 1–2 | 3–4 | 5–7 | 8–10 | 11–13 | 14–16 | 17–19 | 20–23 | 24–27 | 28+ |
 * | **VPs** | 10–10 | 11–9 | 12–8 | 13–7 | 14–6 | 15–5 | 16–4 | 17–3 | 18–2 | 19–1 | 20–0 |
 */
export function vp20(imps: any[][], boards: number, scale?: any[][]): any[][] {
  return run(() => {
    const chosen = vpScaleArgument(scale);
    return spill(imps, "imps", (cell, where) => {
      const margin = readNumber(cell, where, "an IMP margin");
      if (typeof chosen === "object") return vpFromTable(chosen, margin, boards);
      return chosen === "table" ? vpDiscrete(margin) : vpWbf(margin, boards);
    });
  });
}

/**
 * The North-South duplicate score of a contract and its result on a board (Law 77).
 * @customfunction CONTRACTSCORE
 * @param contract The contract: 4S, 4♠, 3NT, 3N, 4HX (doubled), 1NTXX (redoubled), or Pass.
 * @param declarer The declarer: N, E, S or W (may be blank for a passed-out board).
 * @param result The tricks declarer took (0-13), or relative to the contract as text: "=", "+1", "-2". (Typed into a cell, +1 becomes the number 1: format the cell as text or type '+1.)
 * @param vulnerability The board number (its vulnerability is looked up), or "None", "NS", "EW", "All" ("Both" works too).
 * @helpurl https://localhost:3000/help/contractscore.html
 * @returns The score for North-South: positive when they gained it, negative when East-West did.
 * @example =BRIDGE.CONTRACTSCORE("3NT","E",10,15) returns -430 (East made 3NT+1, not vulnerable on board 15).
 * @paramnote contract A passed-out board is `Pass` and scores 0.
 * @paramnote result Careful: typed into a cell, +1 becomes the number 1 and −2 the number −2; type `'+1` or format the column as text. A negative number is refused rather than guessed at.
 * @paramnote vulnerability Love, N-S and the like are read too.
 * @remarks
 * The duplicate score of a contract and its result, given from North-South's side as a traveller shows it: positive when North-South gained the points, negative when East-West did.
 * ## Worked example
 * On board 15 North-South are vulnerable and East-West are not. East plays 3NT and makes ten tricks: 100 for the three tricks bid (40 + 30 + 30), 300 for a game not vulnerable and 30 for the overtrick, 430 to East-West. `=BRIDGE.CONTRACTSCORE("3NT","E",10,15)` returns **−430**. At another table North plays 2♠ and takes six tricks, two down vulnerable: `=BRIDGE.CONTRACTSCORE("2S","N",6,15)` returns −200.
 */
export function contractScore(contract: string, declarer: string, result: any, vulnerability: any): number {
  return run(() => {
    const bid = parseContract(contract);
    // A passed-out board has no declarer: any seat gives 0.
    const none = isBlankCell(declarer) || (typeof declarer === "string" && declarer.trim() === "-");
    const seat = bid.kind === "pass" && none ? "N" : parseSeat(declarer);
    return nsScore(
      bid,
      seat,
      parseResult(result ?? "", bid),
      vulnerabilityOf(vulnerability, "vulnerability"),
    );
  });
}

/**
 * Who is vulnerable on a board: None, NS, EW or All (boards repeat every 16); a range of board numbers spills.
 * @customfunction VULNERABILITY
 * @param board The board number, or a range of them.
 * @helpurl https://localhost:3000/help/vulnerability.html
 * @returns "None", "NS", "EW" or "All".
 * @example =BRIDGE.VULNERABILITY(7) returns "All"; =BRIDGE.VULNERABILITY(20) returns "All" (20 is dealt like 4).
 * @remarks
 * Duplicate boards carry a fixed vulnerability, repeating every 16 boards (board 17 is like board 1, board 20 like board 4). `BRIDGE.VULNERABILITY` returns `"None"`, `"NS"`, `"EW"` or `"All"` for a board number, or spills one answer per cell of a range of board numbers (a blank cell gives a blank). The answer can go straight into the vulnerability argument of [BRIDGE.CONTRACTSCORE](contractscore.html).
 * ## Worked example
 * `=BRIDGE.VULNERABILITY(15)` returns **NS**: on board 15 North-South are vulnerable, so a North-South game there is worth 620 in spades, and East-West's 3NT making ten tricks 430.
 * | **Board** | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 |
 * | **Dealer** | N | E | S | W | N | E | S | W |
 * | **Vulnerable** | None | NS | EW | All | NS | EW | All | None |
 * | **Board** | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 |
 * | **Dealer** | N | E | S | W | N | E | S | W |
 * | **Vulnerable** | EW | All | None | NS | All | None | NS | EW |
 */
export function boardVulnerability(board: any[][]): any[][] {
  return run(() =>
    spill(board, "board", (cell, where) => vulnerabilityOfBoard(readNumber(cell, where, "a board number"))),
  );
}

/**
 * Who deals a board: N, E, S or W (boards repeat every 16); a range of board numbers spills.
 * @customfunction DEALER
 * @param board The board number, or a range of them.
 * @helpurl https://localhost:3000/help/dealer.html
 * @returns "N", "E", "S" or "W".
 * @example =BRIDGE.DEALER(15) returns "S".
 * @remarks
 * The dealer goes round the table, North on board 1, East on 2, South on 3, West on 4, and round again, so the cycle repeats every 4 boards (and, with the vulnerability, every 16). `BRIDGE.DEALER` returns `"N"`, `"E"`, `"S"` or `"W"` for a board number, or spills one answer per cell of a range of board numbers (a blank cell gives a blank).
 * ## Worked example
 * `=BRIDGE.DEALER(15)` returns **S**: board 15 is dealt by South, with North-South vulnerable.
 * | **Board** | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 |
 * | **Dealer** | N | E | S | W | N | E | S | W |
 * | **Vulnerable** | None | NS | EW | All | NS | EW | All | None |
 * | **Board** | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 |
 * | **Dealer** | N | E | S | W | N | E | S | W |
 * | **Vulnerable** | EW | All | None | NS | All | None | NS | EW |
 */
export function boardDealer(board: any[][]): any[][] {
  return run(() =>
    spill(board, "board", (cell, where) => dealerOf(readNumber(cell, where, "a board number"))),
  );
}

/**
 * The score a pair is expected to make on a board played only once, from its combined high-card points (BridgeHit's table of obligations, a house rule); IMP the pair's score against it with BRIDGE.IMP.
 * @customfunction OBLIGATION
 * @param points The pair's combined high-card points, 0 to 40. Below 20 the obligation is the opponents' (their points), negated.
 * @param side The pair: "NS" or "EW".
 * @param vulnerability The board number (its vulnerability is looked up), or "None", "NS", "EW", "All".
 * @helpurl https://localhost:3000/help/obligation.html
 * @returns The obligation, in points for that pair.
 * @example =BRIDGE.OBLIGATION(33,"NS",1) returns 900; =BRIDGE.IMP(410-900) then gives -10.
 * @paramnote points The opponents then hold the rest, so their vulnerability is the one that counts.
 * @paramnote side A seat of the pair, such as "W" or "West", names it too.
 * @remarks
 * A board that only one table played has no other result to compare with. BridgeHit's house rule compares it instead with a **table of obligations**: the score a pair is expected to make with its combined high-card points, and its vulnerability. The pair then scores the IMPs for its own score minus the obligation, with [BRIDGE.IMP](imp.html). This is an option for events that use the rule, not the standard way to score a board.
 *
 * The score to compare is the pair's own, positive when it gained points (for an East-West pair, minus the North-South score). Under the same rule, a board aborted at a table gives the player at fault −6 IMPs and the other three players +2.
 * ## Against par instead
 * When the board's deal is known, its **par** can stand in place of the obligation: the North-South score less the par score, in IMPs. `=BRIDGE.IMP(B2-INDEX(BRIDGE.PAR(A2,C2),1))`, with the deal in A2, North-South's score in B2 and the board number in C2, gives North-South's IMPs against par ([BRIDGE.PAR](par.html) spills the score and the contracts; `INDEX(...,1)` takes the score); East-West's are the same negated. The results of a file with the deals show this figure for every table, as *IMPs v par* beside the board.
 * ## Worked example
 * A North-South pair holding 33 points between them, not vulnerable on board 1, scores +410. `=BRIDGE.OBLIGATION(33,"NS",1)` returns **900**, and `=BRIDGE.IMP(410-BRIDGE.OBLIGATION(33,"NS",1))` gives 410 − 900 = −490, **−10 IMPs**.
 * | **Points** | **Not vulnerable** | **Vulnerable** | **Points** | **Not vulnerable** | **Vulnerable** |
 * | 20 | 0 | 0 | 31 | 600 | 900 |
 * | 21 | 50 | 50 | 32 | 700 | 1050 |
 * | 22 | 70 | 70 | 33 | 900 | 1350 |
 * | 23 | 110 | 110 | 34 | 1000 | 1500 |
 * | 24 | 200 | 290 | 35 | 1100 | 1650 |
 * | 25 | 300 | 440 | 36 | 1200 | 1800 |
 * | 26 | 350 | 520 | 37 | 1300 | 1950 |
 * | 27 | 400 | 600 | 38 | 1300 | 1950 |
 * | 28 | 430 | 630 | 39 | 1300 | 1950 |
 * | 29 | 460 | 660 | 40 | 1300 | 1950 |
 * | 30 | 490 | 690 | | | |
 */
export function obligation(points: number, side: string, vulnerability: any): number {
  return run(() => {
    const pair = sideOption(side);
    const v = vulnerabilityOf(vulnerability, "vulnerability");
    return obligationFor(points, isVulnerable(v, pair), isVulnerable(v, pair === "NS" ? "EW" : "NS"));
  });
}

/** The board as the weighted-score core takes it: the other tables, then the weighted table. */
function withWeighted(others: readonly number[], w: WeightedScore): BoardTable[] {
  return [...others, w.components.map((score, i) => ({ score, weight: w.weights[i] }))];
}

function last<T>(xs: readonly T[]): T {
  return xs[xs.length - 1];
}

/**
 * The double-dummy table of a deal: the tricks each declarer takes in each strain with best play by all four hands (spills 4 rows N, E, S, W by 5 columns C, D, H, S, NT).
 * @customfunction DDTRICKS
 * @param deal The deal in PBN notation: a first seat and a colon, then the four hands clockwise, each spades.hearts.diamonds.clubs, e.g. "N:AKQ2.KJ3.T98.765 ...".
 * @param [declarer] N, E, S or W: only that declarer's row. Omitted: all four rows.
 * @param [strain] C, D, H, S or NT: only that strain's column. Omitted: all five columns.
 * @helpurl https://localhost:3000/help/ddtricks.html
 * @returns Tricks (0-13): the table, a row, a column, or one number when both are given.
 * @example =BRIDGE.DDTRICKS(A2,"S","NT") returns South's tricks in notrump.
 * @paramnote deal The seat of the first hand, a colon, then the four hands clockwise from it, separated by spaces; each hand is its spades, hearts, diamonds and clubs separated by dots (a void is nothing between two dots), ranks `AKQJT98765432`. A card written twice, a card missing or a hand of other than 13 cards is an error that says which.
 * @paramnote strain With neither `declarer` nor `strain` the result spills 4 rows (declarer N, E, S, W) by 5 columns (C, D, H, S, NT); with `declarer` only, that declarer's row of 5; with `strain` only, that strain's column of 4; with both, one number.
 * @remarks
 * How many tricks each declarer takes in each strain when all four players see all 52 cards and play perfectly (double dummy), the opening lead coming from declarer's left. These are the numbers printed on hand records under each deal.
 *
 * The deal is solved by the add-in's own solver, in the background: the cell shows a busy sign for a moment (a few seconds for a hard deal). A deal too hard for the solver's work budget gives an error saying so rather than a guess. Cells asking about the same deal share one solve. The solving runs apart from the task pane (in a Web Worker, one deal after another), so the pane stays usable while it works.
 * ## Worked example
 * In A2: `N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432`
 *
 * `=BRIDGE.DDTRICKS(A2,"N","NT")` returns **13**: North holds every ace, king and queen and the top four spades. `=BRIDGE.DDTRICKS(A2,"S","H")` returns **12**: West's four small hearts outlast North's three top ones, so the last heart takes a trick.
 * | **** | **C** | **D** | **H** | **S** | **NT** |
 * | **N** | 12 | 12 | 12 | 13 | 13 |
 * | **E** | 1 | 1 | 1 | 0 | 0 |
 * | **S** | 12 | 12 | 12 | 13 | 13 |
 * | **W** | 1 | 1 | 1 | 0 | 0 |
 */
export function ddTricks(deal: string, declarer?: string, strain?: string): Promise<any[][]> {
  return ddTricksOf(deal, declarer, strain);
}

/**
 * The par of a deal: the North-South score when both sides bid to their best double-dummy contract, with sacrifices, and the par contracts beside it.
 * @customfunction PAR
 * @param deal The deal in PBN notation, e.g. "N:AKQ2.KJ3.T98.765 ...".
 * @param [vulnerability] None, NS, EW or All, or the board number (which also gives the dealer). Default None.
 * @param [dealer] N, E, S or W, or a board number. Default: the board's dealer when vulnerability is a board number, else North.
 * @helpurl https://localhost:3000/help/par.html
 * @returns Two cells: the NS par score, and the par contracts (e.g. "4S-NS", "5D*-EW-2").
 * @example =BRIDGE.PAR(A2,B2) with the board number in B2 returns the score and contracts of that board.
 * @remarks
 * Par is the result when both sides know the double-dummy table (see [`BRIDGE.DDTRICKS`](ddtricks.html)) and bid to it: the side that can make the higher contract bids its most rewarding one, and the other side sacrifices, doubled, when going down costs less than the contract would score. The result is two cells side by side: the par score for North-South (negative when East-West score), and the par contracts.
 *
 * The contracts are written as the reference double-dummy solver (DDS) writes them: `4S-NS` North or South makes exactly four spades; `3N-W+1` only West makes 3NT with an overtrick; `5D*-EW-2` East or West sacrifices in five diamonds doubled, two down; `pass` nobody makes anything. When both sides can make the same top contract, the side of the first player after the dealer (in bidding order, starting with the dealer) who makes it gets the plus score: so the dealer matters. The rules are in the add-in's documentation (conventions, "Double dummy and par").
 * ## Worked example
 * In A2: `N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432`
 *
 * `=BRIDGE.PAR(A2,"None","N")` returns **1520** and **7N-NS**: North or South makes 7NT (1520 not vulnerable), and no sacrifice by East-West (at the eight level) exists.
 */
export function par(deal: string, vulnerability?: any, dealer?: any): Promise<any[][]> {
  return parRowOf(deal, vulnerability, dealer);
}

/** The session scored from the same traveller, method and options: shared by RANKING, BOARDRESULTS and MOVEMENT. */
const lastSessions = new LastAnswers<ReturnType<typeof scoreCells>>(8);

/**
 * The memo's answer for `args`; with a range longer than the most rows a formula scores, the work
 * is done (and refused) each time instead, so the memo never holds a million rows.
 */
function remembered<T>(memo: LastAnswers<T>, args: readonly unknown[], work: () => T): T {
  const big = args.some((a) => Array.isArray(a) && a.length > MOST_FUNCTION_ROWS);
  return big ? work() : memo.answer(args, work);
}

/** A traveller range scored on the event road, reusing the last answer for the same cells. */
function scoredSession(traveller: unknown, method: unknown, options: unknown): ReturnType<typeof scoreCells> {
  // The rows down to the last filled one: a whole-column range's blank rows are not kept with the answer.
  const values = filledRows(asGrid(traveller));
  return remembered(lastSessions, [values, method ?? null, options ?? null], () =>
    scoreCells({ values, method, options }),
  );
}

/**
 * The session's ranking from a traveller range, live: one row per pair, best first, recalculating as results are typed or corrected (spills 7 columns under a header row).
 * @customfunction RANKING
 * @param traveller The traveller as the pane reads it: a header row (Board, NS, EW and Score, or Contract, By and Tricks; Round, Table and names optional) and a row per table. Blank rows are skipped, so the range may run on below the last result.
 * @param [method] "mp" (matchpoints, the default), "cross" (cross-IMPs) or "butler" (Butler IMPs).
 * @param [options] Options as the command line names them, each a word and its value separated by ";" (e.g. "EBU; divisor total"), or a range of two columns: a word and its value a row. A preset name alone (EBU, ACBL, WBF, ABF) sets the regulations.
 * @helpurl https://localhost:3000/help/ranking.html
 * @returns Place (a tie as =2), pair, direction (NS or EW; blank in a Howell), names, total, percentage (matchpoints) or IMPs a board, boards played.
 * @example =BRIDGE.RANKING(A1:D7) ranks the pairs of the traveller in A1:D7 by matchpoints.
 * @paramnote traveller The same columns the pane reads (conventions, "Reading a traveller"): a score, or a contract with declarer and tricks; A=, A+, A-, split awards and NP as on a traveller. A Section column ranks each section in turn; a traveller of teams matches is refused (use BRIDGE.STANDINGS).
 * @paramnote options The words are the command line's options without their dashes: divisor, trim, round-to, rounding, datum, expected, scale, movement, imp-table, once, rules, imp-cap, mp-round, awards, award-imps, session-percent, one-winner (yes: an arrow-switched Mitchell ranked as one field), accept-pairs, arrow-switch, fouled (once a board), as-entered, award-tie and across (a Section column's sections ranked as one field), each taking the values it takes there (for example "movement howell", "arrow-switch rounds 7", "accept-pairs 11, NS 12", "fouled 7: A 1-3, B 4-5").
 * @remarks
 * The session is scored exactly as the pane's **Score** and `npm run score` score it: the movement is read from the rows, each board is scored by the method, and the pairs are ranked field by field (a Mitchell's NS pairs, then EW; a Howell's pairs in one list). Type one more result or correct one and the ranking moves with it. A row that looks mistyped (a pair twice on a board, a line missing) gives `#VALUE!` with the row and what to put right; the option `as-entered` scores it as it stands, as the pane's **Score as entered** does. Formulas over the same traveller share one scoring, and a recalculation with the same cells reuses the last answer.
 * ## Worked example
 * A three-table Mitchell, two boards, in A1:D7: Board, NS, EW, Score; then 1, 1, 4, 420; 1, 2, 5, 450; 1, 3, 6, -50; 2, 1, 5, 110; 2, 2, 6, 110; 2, 3, 4, -140.
 *
 * `=BRIDGE.RANKING(A1:D7)` spills the header and six pairs. The top is 4 on each board (two tables to beat). On board 1, NS 2's 450 beats both others (4), NS 1's 420 beats one (2), NS 3 gets 0; on board 2 NS 1 and NS 2 tie at 110 and beat -140 (3 each). So NS 2 has 7 of 8, **87.5%**, and NS 1 5 of 8, **62.5%**; EW 4 has 2 + 4 = 6, **75%**.
 * | **Place** | **Pair** | **Direction** | **Total** | **%** | **Boards** |
 * | 1 | 2 | NS | 7 | 87.5 | 2 |
 * | 2 | 1 | NS | 5 | 62.5 | 2 |
 * | 3 | 3 | NS | 0 | 0 | 2 |
 * | 1 | 4 | EW | 6 | 75 | 2 |
 * | 2 | 6 | EW | 5 | 62.5 | 2 |
 * | 3 | 5 | EW | 1 | 12.5 | 2 |
 */
export function ranking(traveller: any[][], method?: string, options?: any[][]): any[][] {
  return run(() => rankingCells(scoredSession(traveller, method, options).sections));
}

/**
 * Each traveller row's NS and EW result (matchpoints, cross-IMPs or Butler IMPs), to stand beside the traveller: one row per row of the range, in its order, recalculating as results change.
 * @customfunction BOARDRESULTS
 * @param traveller The traveller as the pane reads it: a header row and a row per table (see BRIDGE.RANKING).
 * @param [method] "mp" (matchpoints, the default), "cross" (cross-IMPs) or "butler" (Butler IMPs).
 * @param [options] Options as BRIDGE.RANKING takes them, e.g. "EBU" or "divisor total".
 * @helpurl https://localhost:3000/help/boardresults.html
 * @returns Two columns, NS and EW: headed on the traveller's header row, a result on each table's row, blank on other rows.
 * @example =BRIDGE.BOARDRESULTS(A1:D7) in E1 sets each table's matchpoints beside its row.
 * @remarks
 * The results are the session's, scored as BRIDGE.RANKING scores it (the same movement, options and awards), so the pairs' totals are the sums of these columns. The result of a row is its seats' as played: on an arrow-switched row the pair typed NS sat EW. A board not played at a table (NP) gets blanks. Put the formula in the first column to the right of the traveller, on the traveller's first row, so that each result stands beside its row.
 * ## Worked example
 * The traveller of BRIDGE.RANKING's example in A1:D7. `=BRIDGE.BOARDRESULTS(A1:D7)` in E1 spills `NS MP` and `EW MP` in E1:F1, then **2, 2** (420 beats -50 only), **4, 0**, **0, 4** for board 1 and **3, 1**, **3, 1**, **0, 4** for board 2: each row's NS and EW matchpoints add up to the top of 4.
 */
export function boardResults(traveller: any[][], method?: string, options?: any[][]): any[][] {
  return run(() => {
    const values = asGrid(traveller);
    return boardResultCells(scoredSession(traveller, method, options).sections, values);
  });
}

/**
 * The movement as the traveller shows it was played: its kind, rounds, tables, pairs and board sets (spills two columns: what, and its value).
 * @customfunction MOVEMENT
 * @param traveller The traveller as the pane reads it (see BRIDGE.RANKING); a Round column lets the rounds be read rather than inferred.
 * @param [options] Options as BRIDGE.RANKING takes them, e.g. "movement howell" to say which movement was played.
 * @helpurl https://localhost:3000/help/movement.html
 * @returns Rows of two cells: Kind, Kind from, Read from, Rounds, Tables, Pairs, then each board set.
 * @example =BRIDGE.MOVEMENT(A1:D7) shows the movement the traveller in A1:D7 was played as.
 * @remarks
 * This is the movement check the pane and the command line make before scoring (`npm run score -- --json` prints it as `movement`): the kind (mitchell or howell), who said so (`user` when the options name it, `inferred` when the pair numbers show it), whether the rounds were read from a Round column or inferred from who played whom, how many rounds (blank when inferred), the most tables that played one board set, the pairs, and the boards played together as a set. A traveller that cannot be scored gives the same `#VALUE!` as BRIDGE.RANKING.
 * ## Worked example
 * The traveller of BRIDGE.RANKING's example in A1:D7. `=BRIDGE.MOVEMENT(A1:D7)` spills **Kind: mitchell**, **Kind from: inferred**, **Read from: inferred**, **Tables: 3**, **Pairs: 6**, and board sets 1 and 2.
 */
export function movement(traveller: any[][], options?: any[][]): any[][] {
  return run(() => movementCells(scoredSession(traveller, null, options).sections));
}

/** The teams range read the last few times, with its arguments: shared by STANDINGS and SWISSDRAW. */
const lastTeams = new LastAnswers<SpillCell[][]>(8);

/**
 * A teams event's standings from its matches, live: one row per team, best first, recalculating as results are typed or corrected (spills 6 columns under a header row).
 * @customfunction STANDINGS
 * @param matches A table of match results (Round, Home, Away, and Home IMPs and Away IMPs or Home VPs and Away VPs; Boards optional), or a teams scoresheet of boards as the pane reads it (Round, Board, Room, NS, EW and the score, or Home and Away columns).
 * @param [vpScale] "WBF" (the default for IMPs), "discrete" (or "table": the classic whole-number table), "none" (rank by IMP difference), or a range of a scale of your own as BRIDGE.VP20 takes it.
 * @param [options] "bye-vp 10" (the VPs of a bye in a table of match results, 12 unless given) and "boards 8" (the boards of every match, when the table has no Boards column), separated by ";".
 * @helpurl https://localhost:3000/help/standings.html
 * @returns Place (a tie as =2), team, matches played, VPs, and what it won and lost (IMPs, or points under board-a-match and aggregate).
 * @example =BRIDGE.STANDINGS(A1:F13) ranks the teams of the match results in A1:F13 by VPs.
 * @paramnote matches A table of match results has a row a match; a team with no match in a round that others played had that round's bye. A scoresheet of boards is scored as the pane and `npm run score` score it (IMPs, board-a-match or aggregate as it says), and a row that cannot be read gives `#VALUE!` naming it.
 * @remarks
 * The standings are the ones `npm run score -- --json` prints for a teams scoresheet, and `npm run score -- FILE --draw --json` for a table of match results (byes counted). Teams level on VPs are separated as every teams event here is: by their matches against each other, then by IMP quotient (conventions, "Teams events"). Correct a match's IMPs and the standings move. A traveller of pairs is refused (rank it with BRIDGE.RANKING).
 * ## Worked example
 * Four teams, two rounds of 8-board matches, in A1:F5: Round, Home, Away, Boards, Home IMPs, Away IMPs; then 1, Aces, Kings, 8, 30, 10; 1, Queens, Jacks, 8, 12, 12; 2, Aces, Queens, 8, 5, 25; 2, Kings, Jacks, 8, 18, 0.
 *
 * `=BRIDGE.STANDINGS(A1:F5)` turns each margin into WBF VPs over 8 boards (as `=BRIDGE.VP20(20,8)` does): a 20-IMP win is worth 16.46 to 3.54, a draw 10 to 10, an 18-IMP win 16 to 4. **Queens** lead with 10 + 16.46 = **26.46**, Aces have 16.46 + 3.54 = **20**, Kings 3.54 + 16 = **19.54**, Jacks 10 + 4 = **14**.
 * | **Place** | **Team** | **Played** | **VPs** | **IMPs for** | **IMPs against** |
 * | 1 | Queens | 2 | 26.46 | 37 | 17 |
 * | 2 | Aces | 2 | 20 | 35 | 35 |
 * | 3 | Kings | 2 | 19.54 | 28 | 30 |
 * | 4 | Jacks | 2 | 14 | 12 | 30 |
 */
export function standings(matches: any[][], vpScale?: any[][], options?: any[][]): any[][] {
  return run(() => {
    const values = filledRows(asGrid(matches));
    return remembered(lastTeams, ["standings", values, vpScale ?? null, options ?? null], () => {
      const read = standingsOfCells({ values, ...teamsVpArgument(vpScale), options });
      return standingsCells(read.standings, read.unit);
    });
  });
}

/**
 * The next round's draw of a Swiss teams event from the results so far, live: a row per table (home, away) and the bye, as the pane and the command line draw it.
 * @customfunction SWISSDRAW
 * @param results A table of match results or a teams scoresheet of boards (as BRIDGE.STANDINGS reads them), or, for the first round, a list of teams under a Team heading.
 * @param [round] The round to draw, from the results of the rounds before it (default: the next round after the last in the results).
 * @param [options] "bye-vp 10" (a bye's VPs, 12 unless given), "arrears" (draw from the standings before the last round), "seed 7" (a first round at random from a seed; without it the list is seeded, top half against bottom half), "vp discrete" (the scale a table's IMPs are turned into VPs on), "boards 8", and "withdrawn 7, 12:2", "late 15:3" and "late-score bye" (teams withdrawn, late entries and what they score for the rounds missed, as --draw's flags), separated by ";".
 * @helpurl https://localhost:3000/help/swissdraw.html
 * @returns Table, Home, Away and Met before ("yes" when no draw avoids every rematch), a row a table; the bye's team, if any, on a last row whose Table is "bye".
 * @example =BRIDGE.SWISSDRAW(A1:F5) draws round 3 from the results of rounds 1 and 2 in A1:F5.
 * @remarks
 * The draw is the one `npm run score -- FILE --draw` prints (conventions, "The Swiss draw"): the teams are placed by the standings after the rounds so far (BRIDGE.STANDINGS, a bye counted at its VPs), the top team meets the highest-placed team it has not met, and so down the standings; the bye goes to the lowest-placed team that has not had one. A team's meetings in every earlier round count, and a table of results whose rounds do not follow each other (1, then 3) gives `#VALUE!` naming the row. With `round`, a sheet of the whole event shows the draw each round was made from: `=BRIDGE.SWISSDRAW(A1:F13, 3)` uses rounds 1 and 2 only.
 * ## Worked example
 * The four teams of BRIDGE.STANDINGS's example in A1:F5. After two rounds Queens lead (26.46), then Aces (20), Kings (19.54) and Jacks (14). Queens have met Jacks and Aces, so they meet **Kings**, the highest-placed team they have not met; Aces have met Kings and Queens, and take **Jacks**. With `round` 2, `=BRIDGE.SWISSDRAW(A1:F5, 2)` draws from round 1 alone: Aces (won by 20), then Queens and Jacks (drawn), Kings, so **Aces v Queens** and **Jacks v Kings**, the draw that was played. `=BRIDGE.SWISSDRAW(A1:F5)` spills the header, then **1, Queens, Kings** and **2, Aces, Jacks**.
 */
export function swissDraw(results: any[][], round?: any, options?: any[][]): any[][] {
  return run(() => {
    const values = filledRows(asGrid(results));
    return remembered(lastTeams, ["draw", values, round ?? null, options ?? null], () =>
      drawCells(swissDrawOfCells({ values, round, options })),
    );
  });
}
