// Excel custom functions: thin adapters from worksheet values to src/scoring. The build reads the
// JSDoc below (custom-functions-metadata-plugin) to write dist/functions.json and appends the
// CustomFunctions.associate calls itself, so each function needs only its JSDoc and an `export`.
//
// Conventions for every function here:
// - The id after @customfunction is the Excel name (shown as BRIDGE.<id>); it is the exported name in
//   upper case, except for two: boardVulnerability is VULNERABILITY and boardDealer is DEALER. Every
//   @param has a description, and @helpurl names a page under help/ with the development base (the
//   build rewrites it for production).
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
import { impCapArgument, impScaleArgument, vpScaleArgument } from "./scales";
import { ddTricksOf, parRowOf } from "./hand-records";

/**
 * IMPs for a point difference on one board (WBF scale unless another is named); a range of differences spills, and a blank gives a blank.
 * @customfunction IMP
 * @param difference Points gained on the board (your score minus the other table's), or a range of them. A blank is skipped, not read as 0.
 * @param [table] IMP scale: "WBF" (the default), for teaching "1961", "1948" or "EMP1938", or a two-column range of your own scale: each band's lower bound (From) and its IMPs.
 * @helpurl https://localhost:3000/help/imp.html
 * @returns IMPs won (negative when lost).
 * @example =BRIDGE.IMP(450) returns 10; =BRIDGE.IMP(-300) returns -7; =BRIDGE.IMP(D2:D9) spills 8 results.
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
 */
export function par(deal: string, vulnerability?: any, dealer?: any): Promise<any[][]> {
  return parRowOf(deal, vulnerability, dealer);
}
