import { playedOnce } from "../../../src/scoring/board/against-par";
import { againstParLine } from "../../../src/scoring/words/explain";
import { scoreBoard } from "../../../src/scoring/board/score-board";
import { scoreSession } from "../../../src/scoring/session/session";
import { readTraveller } from "../../../src/scoring/traveller/read";
import { parseOption } from "../../../src/scoring/options/read";
import type { BoardInput } from "../../../src/scoring/board/scored-board";
import type { AgainstParWorkings } from "../../../src/scoring/board/workings";

// A board played once, scored against its par (the option once: "par"). Worked by hand:
//   +420 against a par of +620: 420 - 620 = -200, which is 5 IMPs on the WBF scale (170 to 210).
//   At matchpoints par is the one other result: two results, EBU top 2 (N - 1) = 2 (ACBL: 1);
//   above par the top, equal half, below nothing.
const once = (score: number, par?: number): BoardInput => ({
  board: 2,
  rows: [{ ns: 1, ew: 4, entry: { kind: "plain", score } }],
  ...(par !== undefined ? { par } : {}),
});

describe("a board played once, against its par", () => {
  test("Butler: the IMPs of the score less par, EW the opposite", () => {
    const b = scoreBoard(once(420, 620), { method: "butler", once: "par" });
    expect(b.tables[0].nsResult).toBe(-5);
    expect(b.tables[0].ewResult).toBe(5);
    expect(b.againstPar).toBe(620);
  });

  test("cross-IMPs: the one comparison, against par (+1430 against a par of +620: 810 is 13 IMPs)", () => {
    // WBF: 750 to 890 is 13 IMPs.
    const b = scoreBoard(once(1430, 620), { method: "cross", once: "par" });
    expect([b.tables[0].nsResult, b.tables[0].ewResult]).toEqual([13, -13]);
  });

  test("the IMP cap is kept: +1430 against +620 is 13 IMPs, capped at 10", () => {
    const b = scoreBoard(once(1430, 620), { method: "butler", once: "par", impCap: 10 });
    expect(b.tables[0].nsResult).toBe(10);
  });

  test("matchpoints (EBU): below par nothing, equal half, above the top of 2", () => {
    const below = scoreBoard(once(420, 620), { method: "mp", once: "par" });
    expect([below.tables[0].nsResult, below.tables[0].ewResult, below.top]).toEqual([0, 2, 2]);
    expect([below.tables[0].nsPercent, below.tables[0].ewPercent]).toEqual([0, 100]);
    const equal = scoreBoard(once(620, 620), { method: "mp", once: "par" });
    expect([equal.tables[0].nsResult, equal.tables[0].ewResult]).toEqual([1, 1]);
    // The explanation reads North-South's matchpoints from the workings: half the top of 2 is 1.
    expect(againstParLine(equal.workings as AgainstParWorkings)).toBe(
      "+620 against a par of +620: equal to par, half the top, 1 matchpoints of a top of 2 (par counts as the one other result).",
    );
    const above = scoreBoard(once(650, 620), { method: "mp", once: "par" });
    expect([above.tables[0].nsResult, above.tables[0].nsPercent]).toEqual([2, 100]);
  });

  test("matchpoints (ACBL): the top of two results is 1", () => {
    const b = scoreBoard(once(620, 620), { method: "mp", once: "par", scale: "ACBL" });
    expect([b.tables[0].nsResult, b.top, b.tables[0].nsPercent]).toEqual([0.5, 1, 50]);
  });

  test("by default (once: field) the board is scored as any board: Butler's datum is its own score", () => {
    const b = scoreBoard(once(420, 620), { method: "butler" });
    expect(b.tables[0].nsResult).toBe(0);
    expect(b.againstPar).toBeUndefined();
  });

  test("without a par, or with two tables, the option changes nothing", () => {
    expect(scoreBoard(once(420), { method: "butler", once: "par" }).tables[0].nsResult).toBe(0);
    const two: BoardInput = {
      board: 2,
      par: 620,
      rows: [
        { ns: 1, ew: 4, entry: { kind: "plain", score: 420 } },
        { ns: 2, ew: 3, entry: { kind: "plain", score: -100 } },
      ],
    };
    // Butler: datum (420 - 100) / 2 = 160; 420 - 160 = 260, 6 IMPs (220 to 260). Par plays no part.
    expect(scoreBoard(two, { method: "butler", once: "par" }).tables[0].nsResult).toBe(6);
  });
});

describe("a session with a board played once, scored against par", () => {
  // Board 1 (nobody vul): NS1 v EW2 +420, NS3 v EW4 -50. Board 2 played once: NS1 v EW4 +600,
  // par +620 (given).
  //   Matchpoints (EBU): board 1 top 2: NS1 2, NS3 0; EW2 0, EW4 2. Board 2, against par: +600 is
  //   below +620, NS1 0 of 2, EW4 2 of 2. NS1: 2 of 4 = 50%; EW4: 4 of 4 = 100%.
  //   Butler: board 1 datum (420 - 50) / 2 = 185, rounded to 190: NS1 +230 is 6 IMPs, NS3 -240
  //   is -6. Board 2: 600 - 620 = -20, 1 IMP (20 to 40): NS1 -1, EW4 +1. NS1 total 5, EW4 7.
  const traveller = readTraveller([
    ["Board", "NS", "EW", "Score"],
    [1, 1, 2, 420],
    [1, 3, 4, -50],
    [2, 1, 4, 600],
  ]);
  const withPar = {
    ...traveller,
    boards: traveller.boards.map((b) => (b.board === 2 ? { ...b, par: 620 } : b)),
  };
  const pairOf = (s: ReturnType<typeof scoreSession>, id: string) =>
    s.rankings.flatMap((r) => r.pairs).find((p) => p.id === id)!;

  test("matchpoints: the board counts its top of 2 in each pair's percentage", () => {
    const s = scoreSession(withPar, { movement: "mitchell", method: "mp", once: "par" });
    const ns1 = pairOf(s, "NS 1");
    const ew4 = pairOf(s, "EW 4");
    expect([ns1.total, ns1.percentage]).toEqual([2, 50]);
    expect([ew4.total, ew4.percentage]).toEqual([4, 100]);
  });

  test("Butler: IMPs against par count in the totals", () => {
    const s = scoreSession(withPar, { movement: "mitchell", method: "butler", once: "par" });
    expect(pairOf(s, "NS 1").total).toBe(5);
    expect(pairOf(s, "EW 4").total).toBe(7);
  });

  test("the option is read as a director types it", () => {
    expect(parseOption("once", " Par ")).toBe("par");
    expect(() => parseOption("once", "obligation")).toThrow(/A board played once cannot be "obligation"/);
  });
});

describe("playedOnce: which boards the option once takes", () => {
  const row = (entry: { kind: string }) => ({ entry });
  test.each([
    ["one plain score", [row({ kind: "plain" })], undefined, true],
    ["two tables", [row({ kind: "plain" }), row({ kind: "plain" })], undefined, false],
    ["one award (A60/A40)", [row({ kind: "artificial" })], undefined, false],
    ["one weighted score", [row({ kind: "weighted" })], undefined, false],
    ["one table not played", [row({ kind: "notPlayed" })], undefined, false],
    ["a fouled board's group of one", [row({ kind: "plain" })], { group: 1 }, false],
  ])("%s", (_what, rows, fouled, expected) => {
    expect(playedOnce({ rows, fouled })).toBe(expected);
  });
});
