import fc from "fast-check";
import {
  drawFirstRound,
  drawSecondRound,
  nextSwissRound,
  readMatchResults,
  seedsOfFirstRound,
} from "../../../src/scoring";

const metOf = (pairs: readonly (readonly [string, string])[]) => (a: string, b: string) =>
  pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

describe("the opening rounds", () => {
  it("seeded, eight teams: round 1 the fold 1 v 5 ... 4 v 8, round 2 turned on by one, 1 v 6 ... 4 v 5", () => {
    const seeds = ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8"];
    const first = drawFirstRound(seeds, { kind: "seeded" });
    expect(first.tables.map((t) => `${t.home}-${t.away}`)).toEqual(["S1-S5", "S2-S6", "S3-S7", "S4-S8"]);
    const met = metOf(first.tables.map((t) => [t.home, t.away] as const));
    const second = drawSecondRound(seeds, { kind: "seeded" }, { met });
    expect(second.tables.map((t) => `${t.home}-${t.away}`)).toEqual(["S1-S6", "S2-S7", "S3-S8", "S4-S5"]);
    // The seeding order told back from round 1's tables: homes, then aways.
    expect(seedsOfFirstRound(first.tables, null, [])).toEqual(seeds);
  });

  it("seeded, five teams: round 1's bye to seed 5; round 2's to seed 4 (the lowest without one), the rest folded", () => {
    // Round 1: S1 v S3, S2 v S4, S5 the bye. Round 2: S4 has the bye (S5 has had one); S1, S2, S3,
    // S5 fold turned on by one: S1 v S5, S2 v S3.
    const seeds = ["S1", "S2", "S3", "S4", "S5"];
    const first = drawFirstRound(seeds, { kind: "seeded" });
    expect(first.bye).toBe("S5");
    const met = metOf(first.tables.map((t) => [t.home, t.away] as const));
    const second = drawSecondRound(seeds, { kind: "seeded" }, { met, byes: new Map([["S5", 1]]) });
    expect(second.bye).toBe("S4");
    expect(second.tables.map((t) => `${t.home}-${t.away}`)).toEqual(["S1-S5", "S2-S3"]);
  });

  it("seeded, when the turned fold would repeat a meeting: the Swiss draw over the seeds", () => {
    // Four teams, round 1 was S1 v S4 and S2 v S3 (not the fold): turned on by one is S1 v S4 again,
    // so the Swiss rule over the seeds: S1 meets S2 (not met), S3 meets S4.
    const met = metOf([
      ["S1", "S4"],
      ["S2", "S3"],
    ]);
    const d = drawSecondRound(["S1", "S2", "S3", "S4"], { kind: "seeded" }, { met });
    expect(d.tables.map((t) => `${t.home}-${t.away}`)).toEqual(["S1-S2", "S3-S4"]);
    expect(d.rematches).toBe(0);
  });

  it("a table of results with the opening: round 2 ignores the standings, round 3 follows them", () => {
    // Round 1 seeded, A B C D over E F G H; G won most. Round 2 seeded: A v F, B v G, C v H, D v E.
    const cells = [
      ["Round", "Home", "Away", "Home VPs", "Away VPs"],
      [1, "A", "E", 15, 5],
      [1, "B", "F", 12, 8],
      [1, "C", "G", 2, 18],
      [1, "D", "H", 10, 10],
    ];
    const next = nextSwissRound(readMatchResults(cells), "vp", { opening: { kind: "seeded" } });
    expect(next.opening).toEqual({ kind: "seeded" });
    expect(next.draw.tables.map((t) => `${t.home}-${t.away}`)).toEqual(["A-F", "B-G", "C-H", "D-E"]);
    const third = nextSwissRound(
      readMatchResults([
        ...cells,
        [2, "A", "F", 10, 10],
        [2, "B", "G", 10, 10],
        [2, "C", "H", 10, 10],
        [2, "D", "E", 10, 10],
      ]),
      "vp",
      { opening: { kind: "seeded" } },
    );
    // After round 2: G 28, A 25, B 22, D 20, H 20, F 18, E 15, C 12: the Swiss draw, G v A first.
    expect(third.opening).toBeUndefined();
    expect(third.draw.tables[0]).toMatchObject({ home: "G", away: "A" });
  });

  it("at random: the same seed, the same round 2; every team once and no rematch (fast-check)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 30 }), fc.nat({ max: 1e9 }), (n, seed) => {
        const teams = Array.from({ length: n }, (_, i) => `T${i + 1}`);
        const first = drawFirstRound(teams, { kind: "random", seed });
        const met = metOf(first.tables.map((t) => [t.home, t.away] as const));
        const byes = new Map(first.bye ? [[first.bye, 1]] : []);
        const d = drawSecondRound(teams, { kind: "random", seed }, { met, byes });
        expect(drawSecondRound(teams, { kind: "random", seed }, { met, byes })).toEqual(d);
        const everyone = [...d.tables.flatMap((t) => [t.home, t.away]), ...(d.bye ? [d.bye] : [])];
        expect(everyone.sort()).toEqual([...teams].sort());
        // After one round a draw without a rematch always exists from three teams up.
        expect(d.tables.filter((t) => met(t.home, t.away))).toEqual([]);
        if (d.bye !== null) expect(d.bye).not.toBe(first.bye);
      }),
      { numRuns: 200 },
    );
  });
});
