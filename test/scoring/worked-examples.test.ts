// Golden tests: every worked example in test/fixtures/worked-examples.json, read from the fixture
// and checked against the scoring core; a case whose method has no check here, or an expected
// field left unchecked, fails. Each case names its source; the fixture's numbers were checked by
// hand before they were written there. (Reading the board 15 traveller as the club's "Cross-IMP
// Scoring" explanation prints it is tested in test/scoring/traveller/read.test.ts.)
import fixture from "../fixtures/worked-examples.json";
import { butlerBoard } from "../../src/scoring/rules/butler";
import { crossImps, CrossImpDivisor } from "../../src/scoring/rules/crossimp";
import { matchpoints, matchpointTable } from "../../src/scoring/rules/matchpoints";
import {
  weightedButler,
  weightedCrossImps,
  weightedMatchpoints,
} from "../../src/scoring/board/frequency-methods";
import type { BoardTable } from "../../src/scoring/board/adjusted-table";
import { weightedAggregate } from "../../src/scoring/board/aggregate";
import { weightedTeams } from "../../src/scoring/board/teams";
import { vpDiscrete, vpWbf } from "../../src/scoring/rules/vp";
import { obligation, obligationImps } from "../../src/scoring/rules/obligations";
import { declarerScore, nsScore, parseContract } from "../../src/scoring/rules/contract";
import { boardDealer, boardVulnerability, parseSeat } from "../../src/scoring/model/seats";
import { Fraction } from "../../src/scoring/rules/fraction";
import { roundToStep } from "../../src/scoring/rules/rounding";

interface Case {
  id: string;
  source: string;
  method: string;
  input: Record<string, unknown>;
  expected: Record<string, unknown>;
}

const cases = (fixture as unknown as { cases: Case[] }).cases;

interface TravellerRow {
  contract: string;
  by: string;
  tricks: number;
  score: number;
}

const nums = (xs: readonly Fraction[]): number[] => xs.map((x) => x.toNumber());
/** "Calculation of Weighted Scores" prints matchpoints to one decimal place. */
const oneDecimal = (x: Fraction): number => roundToStep(x, 0.1, "halfAwayFromZero").toNumber();

/** The NS scores of a case: a plain list, or the score column of a traveller's rows. */
function scoresOf(input: Record<string, unknown>): number[] {
  if (Array.isArray(input.scores)) return input.scores as number[];
  return (input.rows as { score: number }[]).map((r) => r.score);
}

/** The board of "Calculation of Weighted Scores": the other tables' results plus one weighted table. */
function weightedBoardOf(input: Record<string, unknown>): BoardTable[] {
  const components = input.components as number[];
  const weights = input.weights as number[];
  return [...(input.others as number[]), components.map((score, i) => ({ score, weight: weights[i] }))];
}

/** The weighted table is the last table of the board. */
const last = <T>(xs: readonly T[]): T => xs[xs.length - 1];

/** Checks one case; returns the expected fields it checked. */
function check(c: Case): string[] {
  const { input: i, expected: e } = c;
  const checked: string[] = [];
  const expectField = (key: string, actual: unknown) => {
    if (!(key in e)) return;
    expect([key, actual]).toEqual([key, e[key]]);
    checked.push(key);
  };
  switch (c.method) {
    case "butler": {
      const b = butlerBoard(i.scores as number[], { trim: i.trim as number, roundTo: i.roundTo as number });
      expectField("datum", b.datum.toNumber());
      expectField("imps", b.imps);
      if (e.impsByScore) {
        const by: Record<string, number> = {};
        (i.scores as number[]).forEach((s, k) => (by[String(s)] = b.imps[k]));
        expectField("impsByScore", by);
      }
      break;
    }
    case "crossimp": {
      if (i.rows) {
        // A traveller: each row's contract, declarer and tricks must give the score written
        // beside it, on the board's vulnerability.
        const board = i.board as number;
        expectField("vulnerable", boardVulnerability(board));
        expectField("dealer", boardDealer(board));
        for (const row of i.rows as TravellerRow[]) {
          const computed = nsScore(
            parseContract(row.contract),
            parseSeat(row.by),
            row.tricks,
            boardVulnerability(board),
          );
          expect([row.contract, row.by, row.tricks, computed]).toEqual([
            row.contract,
            row.by,
            row.tricks,
            row.score,
          ]);
        }
      }
      const r = crossImps(scoresOf(i), { divisor: i.divisor as CrossImpDivisor });
      expectField("totals", nums(r.totals));
      expectField("result", nums(r.results));
      expectField("first", r.results[0].toNumber());
      expectField("firstTotal", r.totals[0].toNumber());
      break;
    }
    case "matchpoints": {
      expectField("mp", nums(matchpoints(i.scores as number[]).matchpoints));
      break;
    }
    case "neuberg": {
      const opts = { expected: i.expected as number };
      expectField("mp", nums(matchpoints(i.scores as number[], opts).matchpoints));
      if (e.distinct) {
        const t = matchpointTable(i.scores as number[], opts);
        const by: Record<string, number> = {};
        for (const row of t.rows) by[String(row.score)] = oneDecimal(row.ns);
        expectField("distinct", by);
      }
      break;
    }
    case "weighted-matchpoints": {
      const w = last(weightedMatchpoints(weightedBoardOf(i)).tables);
      expectField("componentMp", nums(w.components.map((x) => x.result)));
      expectField("weighted", w.result.toNumber());
      break;
    }
    case "weighted-butler": {
      const r = weightedButler(weightedBoardOf(i), { trim: i.trim as number });
      const w = last(r.tables);
      expectField("rawDatum", r.workings.mean.toNumber());
      expectField("datum", r.workings.datum.toNumber());
      expectField("componentImps", nums(w.components.map((x) => x.result)));
      expectField("weighted", w.result.toNumber());
      break;
    }
    case "weighted-crossimp": {
      const w = last(weightedCrossImps(weightedBoardOf(i), { divisor: i.divisor as CrossImpDivisor }).tables);
      expectField("componentTotals", nums(w.components.map((x) => x.result)));
      expectField("weighted", w.result.toNumber());
      break;
    }
    case "weighted-teams": {
      const t = weightedTeams(i.otherTable as number, i.components as number[], i.weights as number[]);
      expectField("componentImps", t.componentImps);
      expectField("weighted", t.weighted.toNumber());
      break;
    }
    case "weighted-aggregate": {
      const a = weightedAggregate(i.components as number[], i.weights as number[]);
      expectField("weighted", a.weighted.toNumber());
      expectField("rounded", a.rounded.toNumber());
      break;
    }
    case "obligation": {
      const points = i.points as number;
      const vulnerable = i.vulnerable as boolean;
      expectField("obligation", obligation(points, vulnerable));
      expectField("imps", obligationImps(points, vulnerable, i.score as number));
      break;
    }
    case "vp20-table": {
      const margin = i.imps as number;
      expectField("winner", vpDiscrete(margin));
      expectField("loser", vpDiscrete(-margin));
      break;
    }
    case "vp20": {
      const pairs = i.cases as [number, number][];
      expectField(
        "winner",
        pairs.map(([boards, margin]) => vpWbf(margin, boards)),
      );
      break;
    }
    case "contract": {
      const rows = i.cases as [string, boolean, number][];
      expectField(
        "declarerScore",
        rows.map(([contract, vulnerable, tricks]) =>
          declarerScore(parseContract(contract), tricks, vulnerable),
        ),
      );
      break;
    }
    default:
      throw new Error(`No golden check for method ${c.method} (case ${c.id}).`);
  }
  return checked;
}

describe("worked examples (test/fixtures/worked-examples.json)", () => {
  test("the fixture holds the cases these tests are for", () => {
    // 23 cases when this was written: 3 butler, 6 crossimp, 2 neuberg, 1 matchpoints, 7 weighted-*,
    // 1 obligation, 1 discrete and 1 continuous VP case, 1 contract case.
    expect(cases.length).toBeGreaterThanOrEqual(23);
  });

  test.each(cases.map((c) => [c.id, c.source, c] as const))("%s (%s)", (_id, _source, c) => {
    const checked = check(c);
    const unchecked = Object.keys(c.expected).filter((k) => !checked.includes(k));
    expect(unchecked).toEqual([]);
    expect(checked.length).toBeGreaterThan(0);
  });
});

describe("worked examples beside the fixture", () => {
  test('"An explanation of Cross IMP Scoring", Example 2: Butler IMPs 13, 3, -8, -12 against a datum of 530 (it prints +14)', () => {
    // (1400 + 620 + 200 - 100) / 4 = 530. 1400 - 530 = 870 is in the 750-890 band: 13 IMPs, not the
    // printed +14 (which would need 900). Cross-IMPs over 4 scores agree with the print:
    // (13 + 15 + 17) / 4 = 11.25, (-13 + 9 + 12) / 4 = 2, (-15 - 9 + 7) / 4 = -4.25, (-17 - 12 - 7) / 4 = -9.
    const scores = [1400, 620, 200, -100];
    const b = butlerBoard(scores);
    expect(b.datum.toNumber()).toBe(530);
    expect(b.imps).toEqual([13, 3, -8, -12]);
    expect(nums(crossImps(scores, { divisor: "scores" }).results)).toEqual([11.25, 2, -4.25, -9]);
  });
});
