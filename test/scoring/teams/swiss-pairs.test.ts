// A round of a Swiss pairs event from its boards: scored across the field, a match a table, each
// pair's percentage turned into VPs on its own; then drawn as a Swiss teams event is.
import { nextSwissRound, swissRoundsOf, swissPairsRound, wbfVp } from "../../../src/scoring";
import { scoreSession } from "../../../src/scoring/session/session";
import { readTraveller } from "../../../src/scoring/traveller/read";

// Round 1: pair 1 v pair 4, 2 v 5, 3 v 6 (North-South first), boards 1 and 2 at every table.
//   Board 1 (none vul): NS1 420, NS2 450, NS3 170. NS matchpoints (top 4): 450 -> 4, 420 -> 2,
//     170 -> 0; EW: pair 4 (v 420) 2, pair 5 (v 450) 0, pair 6 (v 170) 4.
//   Board 2 (NS vul): NS1 -100, NS2 110, NS3 110. NS: 110 and 110 share 4 + 2: 3 each, -100 -> 0;
//     EW: pair 4 4, pair 5 1, pair 6 1.
// Over the two boards (top 8): pair 1 2 (25%), pair 2 7 (87.5%), pair 3 3 (37.5%), pair 4 6 (75%),
// pair 5 1 (12.5%), pair 6 5 (62.5%). VPs on the booklet's scale: 87.5% and 75% are above 68.35:
// 20; 62.5% is 18 (61.76-64.40); 25% mirrors 75% (20): 0; 12.5% mirrors 87.5%: 0; 37.5% mirrors
// 62.5% (18): 2.
const ROUND_1 = readTraveller([
  ["Board", "Table", "NS", "EW", "Score"],
  [1, 1, 1, 4, 420],
  [1, 2, 2, 5, 450],
  [1, 3, 3, 6, 170],
  [2, 1, 1, 4, -100],
  [2, 2, 2, 5, 110],
  [2, 3, 3, 6, 110],
]);

describe("a Swiss pairs round from its boards", () => {
  const session = scoreSession(ROUND_1, { movement: "mitchell", method: "mp", expected: "results" });
  const matches = swissPairsRound("1", session, null);

  it("a match a table, each pair's percentage across the field as its VPs", () => {
    expect(matches.map((m) => [m.home, m.away, m.total.home, m.total.away, m.vp!.home, m.vp!.away])).toEqual([
      ["1", "4", 25, 75, 0, 20],
      ["2", "5", 87.5, 12.5, 20, 0],
      ["3", "6", 37.5, 62.5, 2, 18],
    ]);
  });

  it("round 2 drawn from them by the teams' rules", () => {
    // Standings: 2 and 4 on 20 (level, never met: the IMP quotient, here the percentages, 87.5/12.5
    // against 75/25, puts 2 first), then 6 18, 3 2, 1 0, 5 0 (level: 1's 25/75 over 5's 12.5/87.5).
    // Round 2: 2 meets 4; 6 has met 3, so 6 meets 1; 3 meets 5.
    const next = nextSwissRound(swissRoundsOf(["1", "2", "3", "4", "5", "6"], ["1"], matches), "vp");
    expect(next.standings.map((s) => s.team)).toEqual(["2", "4", "6", "3", "1", "5"]);
    expect(next.draw.tables.map((t) => `${t.home}-${t.away}`)).toEqual(["2-4", "6-1", "3-5"]);
  });

  it("refuses a pair that met two pairs in a round", () => {
    const twice = readTraveller([
      ["Board", "Table", "NS", "EW", "Score"],
      [1, 1, 1, 4, 420],
      [1, 2, 2, 5, 450],
      [2, 1, 1, 5, -100],
      [2, 2, 2, 4, 110],
    ]);
    const s = scoreSession(twice, { movement: "mitchell", method: "mp", expected: "results" });
    expect(() => swissPairsRound("1", s, wbfVp)).toThrow(/Pair "1" met both "4" and "5" in round 1/);
  });
});
