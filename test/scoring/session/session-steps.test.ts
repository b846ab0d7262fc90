import { readTraveller, scoreSession, startSession } from "../../../src/scoring";

// The three-table Mitchell of session.test.ts, one board a round.
//   Board 1 (nobody vul):  NS1 v EW1 -50,  NS3 v EW2 450,  NS2 v EW3 420
//   Board 2 (NS vul):      NS2 v EW2 620,  NS1 v EW3 140,  NS3 v EW1 -100
//   Board 3 (EW vul):      NS3 v EW3 200,  NS2 v EW1 -620, NS1 v EW2 not played
const MITCHELL = readTraveller([
  ["Board", "Table", "NS", "EW", "Score"],
  [3, 3, 3, 3, 200],
  [3, 2, 2, 1, -620],
  [3, 1, 1, 2, "NP"],
  [1, 1, 1, 1, -50],
  [1, 3, 3, 2, 450],
  [1, 2, 2, 3, 420],
  [2, 2, 2, 2, 620],
  [2, 1, 1, 3, 140],
  [2, 3, 3, 1, -100],
]);

describe("startSession: a session scored one board at a time", () => {
  test("scores the boards in ascending order, one per next(), and finishes as scoreSession does", () => {
    const options = { movement: "mitchell", method: "mp" } as const;
    const steps = startSession(MITCHELL, options);
    expect([steps.total, steps.done]).toEqual([3, 0]);
    const seen: number[] = [];
    while (steps.next()) seen.push(steps.done);
    expect(seen).toEqual([1, 2, 3]);
    expect(steps.next()).toBe(false);
    const session = steps.finish();
    expect(session).toEqual(scoreSession(MITCHELL, options));
    // Board 1 by hand, on the default scale (2 for each score beaten, 1 for each tie, top 4 on three
    // results): +450 beats +420 and -50 (4), +420 beats -50 (2), -50 beats nobody (0); the tables
    // in the traveller's order -50, 450, 420.
    expect(session.boards.map((b) => b.board)).toEqual([1, 2, 3]);
    expect(session.boards[0].tables.map((t) => t.nsResult)).toEqual([0, 4, 2]);
  });

  test("finish() scores the boards not yet stepped through", () => {
    const options = { movement: "mitchell", method: "butler" } as const;
    const steps = startSession(MITCHELL, options);
    steps.next();
    expect(steps.finish()).toEqual(scoreSession(MITCHELL, options));
    expect(steps.done).toBe(3);
  });

  test("bad options are refused at the start; a board's own error comes from the next() that scores it", () => {
    expect(() => startSession(MITCHELL, { movement: "swiss" as "howell", method: "mp" })).toThrow(
      /Unknown movement "swiss"/,
    );
    // A Howell where pair 1 sits on both sides of a table on board 2 only.
    const howell = readTraveller([
      ["Board", "NS", "EW", "Score"],
      [1, 1, 2, 420],
      [1, 3, 4, -50],
      [2, 1, 1, 110],
      [2, 3, 4, 140],
    ]);
    const steps = startSession(howell, { movement: "howell", method: "mp" });
    expect(steps.next()).toBe(true);
    expect(() => steps.next()).toThrow(/Pair 1 is on both sides of a table on board 2/);
  });
});
