// What a made movement gives each pair, counted by hand on two small movements.
import { makeMovement, movementBalance } from "../../../../src/scoring";

describe("movementBalance", () => {
  it("the 2-table Howell of 3 boards: every two pairs compared alike, balance 100%", () => {
    // The movement (pair 4 stays NS at table 1; both tables play the round's one board):
    //   round 1, board 1: table 1 4 v 1, table 2 2 v 3
    //   round 2, board 2: table 1 4 v 2, table 2 3 v 1
    //   round 3, board 3: table 1 4 v 3, table 2 1 v 2
    // net(i, j) = boards the same way + boards against each other - boards opposite ways:
    //   1-2: board 1 opposite (1 EW, 2 NS) -1, board 2 same (both EW) +1, board 3 against +1: 1
    //   1-3: board 1 same (both EW) +1, board 2 against +1, board 3 opposite (1 NS, 3 EW) -1: 1
    //   1-4: board 1 against +1, board 2 opposite -1, board 3 same (both NS) +1: 1
    //   2-3: against, opposite, same: 1;  2-4: same, against, opposite: 1;  3-4: opposite, same, against: 1
    // Every net is 1: spread 0, balance 100 x (1 - 0 / (2 x 3)) = 100.
    const m = makeMovement({ tables: 2, boards: 3 });
    expect(m.rounds.map((r) => r.tables.map((t) => [t.ns, t.ew, t.boards]))).toEqual([
      [
        [4, 1, [1]],
        [2, 3, [1]],
      ],
      [
        [4, 2, [2]],
        [3, 1, [2]],
      ],
      [
        [4, 3, [3]],
        [1, 2, [3]],
      ],
    ]);
    const b = movementBalance(m);
    expect(b.pairs).toEqual(["1", "2", "3", "4"]);
    expect(b.net).toEqual([
      [0, 1, 1, 1],
      [1, 0, 1, 1],
      [1, 1, 0, 1],
      [1, 1, 1, 0],
    ]);
    expect(b.balance).toBe(100);
    // Each board at both tables; each pair meets each other once.
    expect(b.boardPlays).toEqual([2, 2, 2]);
    expect(b.meets).toEqual([
      [0, 1, 1, 1],
      [1, 0, 1, 1],
      [1, 1, 0, 1],
      [1, 1, 1, 0],
    ]);
  });

  it("a 3-table Mitchell of 3 boards: NS meet EW once, each board at 3 tables, no balance figure", () => {
    // Table 1: NS 1 v EW 1, 3, 2 in rounds 1-3 (the EW pairs move up one table a round).
    const b = movementBalance(makeMovement({ tables: 3, boards: 3, kind: "mitchell" }));
    expect(b.pairs).toEqual(["NS 1", "NS 2", "NS 3", "EW 1", "EW 2", "EW 3"]);
    expect(b.meets[0]).toEqual([0, 0, 0, 1, 1, 1]);
    expect(b.meets[3]).toEqual([1, 1, 1, 0, 0, 0]);
    expect(b.boardPlays).toEqual([3, 3, 3]);
    expect(b.plays[3]).toEqual([1, 1, 1]);
    expect([b.net, b.balance]).toEqual([null, null]);
  });

  it("every Howell's figure is 100 x (1 - spread of net / 2P), its net summing to the boards' tables", () => {
    // On a board played at k tables, k(k - 1) two pairs sit the same way, k(k - 1) opposite ways at
    // different tables and k play each other: net summed over every two pairs is k(k-1) - k(k-1) + k = k.
    for (const tables of [3, 5, 8]) {
      const m = makeMovement({ tables, boards: 2 * tables - 1, kind: "howell" });
      const b = movementBalance(m);
      const values = b.net!.flatMap((row, i) => row.filter((_, j) => j > i));
      expect(values.reduce((s, x) => s + x, 0)).toBe(b.boardPlays.reduce((s, k) => s + k, 0));
      const p = Math.max(...b.plays.map((row) => row.reduce((s, x) => s + x, 0)));
      expect(p).toBe(2 * tables - 1);
      const spread = Math.max(...values) - Math.min(...values);
      expect(b.balance).toBeCloseTo(100 * (1 - spread / (2 * p)), 10);
    }
  });
});
