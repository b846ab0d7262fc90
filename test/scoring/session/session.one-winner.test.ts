// One winner: the arrow-switched Mitchell of the conventions ("Arrow switches") ranked as one field
// of six pairs, through the command line (--json, USEBIO), the results sheet's ranking (live
// formulas, evaluated by HyperFormula) and the core; a Mitchell with no switch refused; and the
// property that one field is the two fields merged, each pair by the same figure.
import "../../support/custom-functions-runtime";
import fc from "fast-check";
import { ranking } from "../../../src/functions/functions";
import { readTraveller, scoreSession, switchArrows } from "../../../src/scoring";
import { buildResultsSheet, scoreForSheet } from "../../../src/sheet/results";
import { writeUsebio } from "../../../src/writers/usebio";
import { pairScorecards } from "../../../src/writers/scorecards";
import { descendants, parseXml } from "../../support/xml";
import { runCli as run } from "../../support/cli";
import { disagreements, evaluateFormulas, loadModel } from "../../support/hyperformula-model";
import { mitchell, sessionCells } from "../../support/movements";

/** Rows by home direction; the round-3 scores are for the pair that sat NS there: the home EW pair. */
const ROWS = [
  "1,1,1,1,1,420,",
  "1,2,3,3,2,450,",
  "1,3,2,2,3,-50,AS",
  "2,1,2,2,2,110,",
  "2,2,1,1,3,140,",
  "2,3,3,3,1,100,AS",
  "3,1,3,3,3,-100,",
  "3,2,2,2,1,50,",
  "3,3,1,1,2,200,AS",
];
const WITH_AS = ["Board,Round,Table,NS,EW,Score,AS", ...ROWS].join("\n");
const WITHOUT = ["Board,Round,Table,NS,EW,Score", ...ROWS.map((r) => r.replace(/,AS$|,$/, ""))].join("\n");

interface Ranked {
  ranking: { field: string; pairs: { pair: string; rank: string; total: number; percentage: number }[] }[];
  notes?: string[];
}

// Worked by hand (the conventions' table), EBU matchpoints, top 4 a board, each pair on 3 boards
// (tops 12). Matchpoints a board, as a share of its top:
// NS 1: board 1 2 (+420 under +450), board 2 4 (+140 best), board 3 0 (EW seat, +200 against it):
//   6 of 12 = 50.00%.   NS 2: 4 (EW seat against -50) + 2 + 2 = 8 of 12 = 66.67%.
// NS 3: 4 (+450) + 4 (EW seat against +100) + 0 (-100) = 8 of 12 = 66.67%.
// EW 1: 2 + 0 (NS seat, +100 the lowest) + 2 = 4 of 12 = 33.33%.
// EW 2: 0 + 2 + 4 (NS seat, +200 the best) = 6 of 12 = 50.00%.
// EW 3: 0 (NS seat, -50) + 0 + 4 = 4 of 12 = 33.33%.
// One field, best first, ties sharing a place and kept NS before EW, then by number:
// =1 NS 2, =1 NS 3 (66.67%), =3 NS 1, =3 EW 2 (50%), =5 EW 1, =5 EW 3 (33.33%).
const ONE_FIELD = [
  ["=1", "NS 2", 66.67],
  ["=1", "NS 3", 66.67],
  ["=3", "NS 1", 50],
  ["=3", "EW 2", 50],
  ["=5", "EW 1", 33.33],
  ["=5", "EW 3", 33.33],
];

const twoPlaces = (x: number) => Math.round(x * 100) / 100;

describe("the conventions' arrow-switched Mitchell ranked as one field", () => {
  test("--one-winner: --json's ranking is one field of the six pairs, by their percentages", async () => {
    const r = await run(["s.csv", "--json", "--one-winner"], { "s.csv": WITH_AS });
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as Ranked;
    expect(doc.ranking.map((f) => f.field)).toEqual(["all"]);
    expect(doc.ranking[0].pairs.map((p) => [p.rank, p.pair, twoPlaces(p.percentage)])).toEqual(ONE_FIELD);
  });

  test("the switch named by the director ranks the same, and the balance of the switch is noted", async () => {
    const r = await run(["s.csv", "--json", "--one-winner", "--arrow-switch", "rounds", "3"], {
      "s.csv": WITHOUT,
    });
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as Ranked;
    expect(doc.ranking[0].pairs.map((p) => [p.rank, p.pair, twoPlaces(p.percentage)])).toEqual(ONE_FIELD);
    const text = await run(["s.csv", "--one-winner", "--arrow-switch", "rounds 3"], { "s.csv": WITHOUT });
    // Manning's competition, 3 tables, 3 one-board rounds, round 3 switched: the ideal is 3 x 2 / 5
    // = 1.2; the pairs of a line meet in the same seat on 1 board of 3 and the opposite on 2 (-1), or
    // the reverse (+1); NS i and EW j: +2 at the table, and 1, 3 or -1 over their other boards... the
    // balance printed is the core's (its own test checks the figures); here: that it is said.
    expect(text.out.replace(/\s+/g, " ")).toContain("One winner: the arrow switches' balance is");
    expect(text.out.replace(/\s+/g, " ")).toContain(
      "the best for a Mitchell of 3 tables and 3 rounds of one set is round 3 switched",
    );
  });

  test("a Mitchell with no arrow switch is refused: its NS and EW pairs were never compared", async () => {
    const r = await run(["s.csv", "--one-winner"], { "s.csv": WITHOUT });
    expect(r.code).toBe(1);
    expect(r.err).toContain("One winner needs an arrow switch");
    expect(r.err).toContain("never compared");
  });
});

test("BRIDGE.RANKING with the option one-winner yes spills the one field, each pair with its direction", () => {
  const cells = WITH_AS.split("\n").map((l) => l.split(",").map((x) => (/^-?\d+$/.test(x) ? Number(x) : x)));
  const spilled = ranking(cells as never, "mp", [["one-winner yes"]] as never);
  expect(
    spilled.slice(1).map((r) => [r[0], `${String(r[2])} ${String(r[1])}`, twoPlaces(r[5] as number)]),
  ).toEqual(ONE_FIELD);
});

describe("the results sheet of the one field", () => {
  const traveller = () => {
    const cells = WITH_AS.split("\n").map((l) => l.split(","));
    // Rows 3, 6 and 9 of the cells (after the header) are the AS rows of round 3.
    return switchArrows(readTraveller(cells), new Set([3, 6, 9]));
  };

  test("one summary and one ranking list, its pairs in number order NS then EW, every formula the engine's", () => {
    const sheet = buildResultsSheet(traveller(), { method: "mp", movement: "mitchell", oneWinner: true });
    const ranking = sheet.blocks.find((b) => b.kind === "ranking")!;
    expect(ranking.tables.map((t) => t.title)).toEqual(["All pairs"]);
    const t = ranking.tables[0];
    const cell = (r: number, c: number) => sheet.cells.find((x) => x.row === r && x.col === c)?.value;
    const rows = [];
    for (let r = t.rows[0]; r <= t.rows[1]; r++)
      rows.push([cell(r, 0), cell(r, 1), twoPlaces(cell(r, 5) as number)]);
    expect(rows).toEqual(ONE_FIELD);
    const summary = sheet.blocks.find((b) => b.kind === "summary")!;
    expect(summary.title).toContain("one field: NS and EW ranked together");
    // The ranking's INDEX and MATCH, the summary's COUNTIF places: computed again, the same.
    expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
  });
});

test("the two fields of the same session: each pair's board cells refer to its own table (NS 3 v EW 2 at table 3 and EW 3 v NS 2 switched at table 2 sit the same seats by number)", () => {
  const cells = WITH_AS.split("\n").map((l) => l.split(","));
  const sheet = buildResultsSheet(switchArrows(readTraveller(cells), new Set([3, 6, 9])), {
    method: "mp",
    movement: "mitchell",
  });
  expect(disagreements(evaluateFormulas(loadModel(sheet)))).toEqual([]);
});

test("the players' scorecards: a switched board is the pair's own row, its opponents of the other home line", () => {
  // NS 1 on board 3 (round 3, switched) sat EW against EW 2, who made +200 in the NS seat: NS 1's
  // card says EW, against EW 2, -200, 0 matchpoints (the board's lowest EW-seat score); running
  // total 2 + 4 + 0 = 6. EW 2 on the same board sat NS against NS 1: +200, 4.
  const cells = WITH_AS.split("\n").map((l) => l.split(","));
  const home = readTraveller(cells);
  const session = scoreSession(switchArrows(home, new Set([3, 6, 9])), {
    movement: "mitchell",
    method: "mp",
    oneWinner: true,
  });
  const cards = pairScorecards(session, home);
  const line = (pair: string, board: number) =>
    cards.find((c) => c.pair === pair)!.lines.find((l) => l.board === board)!;
  const ns1 = line("NS 1", 3);
  expect([ns1.direction, ns1.opponents, ns1.score, ns1.result, ns1.running]).toEqual([
    "EW",
    "EW 2",
    "-200",
    0,
    6,
  ]);
  const ew2 = line("EW 2", 3);
  expect([ew2.direction, ew2.opponents, ew2.score, ew2.result]).toEqual(["NS", "NS 1", "+200", 4]);
});

describe("the USEBIO file of the one field", () => {
  test("names one winner (WINNER_TYPE 1), its places running across both directions", () => {
    const cells = WITH_AS.split("\n").map((l) => l.split(","));
    const t = switchArrows(readTraveller(cells), new Set([3, 6, 9]));
    const one = writeUsebio(t, scoreForSheet(t, { method: "mp", movement: "mitchell", oneWinner: true })[0]);
    const apart = writeUsebio(t, scoreForSheet(t, { method: "mp", movement: "mitchell" })[0]);
    expect(one).toContain("<WINNER_TYPE>1</WINNER_TYPE>");
    expect(apart).toContain("<WINNER_TYPE>2</WINNER_TYPE>");
    const places = descendants(parseXml(one))
      .filter((e) => e.name === "PAIR")
      .map((e) =>
        ["DIRECTION", "PAIR_NUMBER", "PLACE"].map((n) => e.children.find((c) => c.name === n)?.text),
      );
    // The places of the one field, as worked above: NS 2 and NS 3 =1, NS 1 and EW 2 =3, EW 1 and EW 3 =5.
    expect(places).toEqual([
      ["NS", "2", "=1"],
      ["NS", "3", "=1"],
      ["NS", "1", "=3"],
      ["EW", "2", "=3"],
      ["EW", "1", "=5"],
      ["EW", "3", "=5"],
    ]);
  });
});

describe("one field is the two fields merged", () => {
  test("every pair keeps its boards, total and percentage; the field is ordered by them", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 7 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 1000 }),
        (tables, perRound, seed) => {
          const rounds = tables % 2 === 0 ? tables - 1 : tables;
          const session = mitchell(tables, rounds, perRound, seed);
          const cells = sessionCells(session.rows, true);
          // The last round switched: its rows (1-based after the header) marked.
          const switched = new Set(session.rows.flatMap((r, i) => (r.round === rounds ? [i + 1] : [])));
          const t = switchArrows(readTraveller(cells), switched);
          const apart = scoreSession(t, { movement: "mitchell", method: "mp" });
          const one = scoreSession(t, { movement: "mitchell", method: "mp", oneWinner: true });
          expect(one.rankings.map((r) => r.field)).toEqual(["all"]);
          const figures = (p: (typeof one.rankings)[number]["pairs"][number]) => [
            p.boardsPlayed,
            p.total,
            p.percentage,
          ];
          const byId = new Map(apart.rankings.flatMap((r) => r.pairs.map((p) => [p.id, figures(p)])));
          expect(new Map(one.rankings[0].pairs.map((p) => [p.id, figures(p)]))).toEqual(byId);
          const keys = one.rankings[0].pairs.map((p) => p.percentage!);
          for (let i = 1; i < keys.length; i++) expect(keys[i]).toBeLessThanOrEqual(keys[i - 1]);
        },
      ),
      { numRuns: 30 },
    );
  });

  test("a Howell is one field already: one winner changes nothing", () => {
    const t = readTraveller([
      ["Board", "NS", "EW", "Score"],
      [1, 1, 2, 420],
      [1, 3, 4, 450],
      [2, 4, 1, 110],
      [2, 2, 3, 140],
    ]);
    const a = scoreSession(t, { movement: "howell", method: "mp" });
    const b = scoreSession(t, { movement: "howell", method: "mp", oneWinner: true });
    expect(b.rankings).toEqual(a.rankings);
    expect(b.oneWinner).toBeUndefined();
  });
});
