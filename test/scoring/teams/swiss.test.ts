import fc from "fast-check";
import { byeTeam, drawFirstRound, drawSwiss, ScoringError, type SwissDraw } from "../../../src/scoring";

/** A "met" test from pairs written "A-B". */
function metOf(pairs: readonly string[]): (a: string, b: string) => boolean {
  const set = new Set(pairs.map((p) => p.split("-").sort().join("-")));
  return (a, b) => set.has([a, b].sort().join("-"));
}

const asPairs = (d: SwissDraw) => d.tables.map((t) => `${t.home}-${t.away}`);

describe("the Swiss draw, worked examples", () => {
  it("the top team meets the highest team it has not played", () => {
    // Placed A, B, C, D after A v B and C v D: A's highest not met is C; B's is D.
    const d = drawSwiss(["A", "B", "C", "D"], { met: metOf(["A-B", "C-D"]) });
    expect(asPairs(d)).toEqual(["A-C", "B-D"]);
    expect(d.tables.map((t) => t.table)).toEqual([1, 2]);
    expect(d.bye).toBeNull();
    expect(d.rematches).toBe(0);
  });

  it("back-tracks to the nearest earlier choice when the rest cannot be drawn", () => {
    // Placed A..F; A has met B, E has met F. In order: A v C, B v D, then E v F is a rematch.
    // The nearest earlier choice is B's: B takes the next team down, E; then D v F is legal.
    const d = drawSwiss(["A", "B", "C", "D", "E", "F"], { met: metOf(["A-B", "E-F"]) });
    expect(asPairs(d)).toEqual(["A-C", "B-E", "D-F"]);
  });

  it("when a team has met everyone, one rematch is forced: the first draw in order that has one", () => {
    // Placed A..F; C has met all five others, and A has met B. C meets someone again in any draw,
    // so the fewest rematches is 1. In order, A's first candidate is B: A v B is a rematch, and
    // then C needs another, 2 in all. Next is C: A v C is a rematch, and B v D, E v F are legal,
    // 1 in all: that is the draw (A v D, the first draw without A rematching, comes later).
    const d = drawSwiss(["A", "B", "C", "D", "E", "F"], {
      met: metOf(["A-B", "A-C", "B-C", "C-D", "C-E", "C-F"]),
    });
    expect(asPairs(d)).toEqual(["A-C", "B-D", "E-F"]);
    expect(d.rematches).toBe(1);
    expect(d.tables.map((t) => t.rematch)).toEqual([true, false, false]);
  });

  it("a forced rematch: the first draw in order among those with the fewest", () => {
    // A has met B, C, D; B has met C. The three draws: A-B C-D (1 rematch), A-C B-D (1),
    // A-D B-C (2). The fewest is 1, and A-B C-D comes first in order.
    const d = drawSwiss(["A", "B", "C", "D"], { met: metOf(["A-B", "A-C", "A-D", "B-C"]) });
    expect(asPairs(d)).toEqual(["A-B", "C-D"]);
    expect(d.rematches).toBe(1);
  });

  it("an odd field: the bye to the lowest-placed team without one", () => {
    // E (last) has had the bye, so D has it now; A v B, C v E.
    const d = drawSwiss(["A", "B", "C", "D", "E"], { met: metOf([]), byes: new Map([["E", 1]]) });
    expect(d.bye).toBe("D");
    expect(asPairs(d)).toEqual(["A-B", "C-E"]);
    // Everyone has had one: the lowest-placed of those with the fewest (C, with one).
    expect(
      byeTeam(
        ["A", "B", "C", "D"],
        new Map([
          ["A", 1],
          ["B", 1],
          ["C", 1],
          ["D", 2],
        ]),
      ),
    ).toBe("C");
  });

  it("refuses a team placed twice, and a field of one", () => {
    expect(() => drawSwiss(["A", "B", "A", "C"], { met: metOf([]) })).toThrow(ScoringError);
    expect(() => drawSwiss(["A"], { met: metOf([]) })).toThrow(/at least two teams/);
  });
});

describe("the first round", () => {
  it("seeded: the top half meets the bottom half; an odd field's last seed has the bye", () => {
    expect(asPairs(drawFirstRound(["A", "B", "C", "D", "E", "F"], { kind: "seeded" }))).toEqual([
      "A-D",
      "B-E",
      "C-F",
    ]);
    const odd = drawFirstRound(["A", "B", "C", "D", "E"], { kind: "seeded" });
    expect(asPairs(odd)).toEqual(["A-C", "B-D"]);
    expect(odd.bye).toBe("E");
  });

  it("at random: the same seed draws the same round, every team once", () => {
    const teams = Array.from({ length: 11 }, (_, i) => `T${i + 1}`);
    const a = drawFirstRound(teams, { kind: "random", seed: 2026 });
    expect(drawFirstRound(teams, { kind: "random", seed: 2026 })).toEqual(a);
    const all = [...a.tables.flatMap((t) => [t.home, t.away]), a.bye].sort();
    expect(all).toEqual([...teams].sort());
    // Another seed draws another round (for these two seeds: checked once, fixed since).
    expect(drawFirstRound(teams, { kind: "random", seed: 7 })).not.toEqual(a);
    expect(() => drawFirstRound(teams, { kind: "random", seed: -1 })).toThrow(/whole number/);
  });
});

// ---- An independent reference: every draw in order, by brute force. ----

/** Every pairing of `rest` (in place order) in the draw's order: the top team's partners in order. */
function* pairings(rest: readonly string[]): Generator<[string, string][]> {
  if (rest.length === 0) {
    yield [];
    return;
  }
  const [t, ...others] = rest;
  for (let i = 0; i < others.length; i++) {
    const remaining = others.filter((_, j) => j !== i);
    for (const p of pairings(remaining)) yield [[t, others[i]], ...p];
  }
}

/** The draw by the rule, by trying every draw in order: the first with the fewest rematches. */
function referenceDraw(
  placed: readonly string[],
  met: (a: string, b: string) => boolean,
  byes: ReadonlyMap<string, number>,
): { pairs: string[]; bye: string | null; rematches: number } {
  let bye: string | null = null;
  if (placed.length % 2 === 1) {
    const fewest = Math.min(...placed.map((t) => byes.get(t) ?? 0));
    bye = [...placed].reverse().find((t) => (byes.get(t) ?? 0) === fewest)!;
  }
  let best: { pairs: string[]; rematches: number } | null = null;
  for (const p of pairings(placed.filter((t) => t !== bye))) {
    const r = p.filter(([a, b]) => met(a, b)).length;
    if (best === null || r < best.rematches) best = { pairs: p.map(([a, b]) => `${a}-${b}`), rematches: r };
  }
  return { ...best!, bye };
}

/** A field of n teams with a random history: pairs met, byes had. */
const field = fc.integer({ min: 2, max: 12 }).chain((n) =>
  fc.record({
    teams: fc.constant(Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i))),
    density: fc.double({ min: 0, max: 1, noNaN: true }),
    coins: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 66, maxLength: 66 }),
    byes: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: n, maxLength: n }),
  }),
);

describe("the Swiss draw, properties (fast-check)", () => {
  it("equals the first draw in order with the fewest rematches, found by brute force (up to 12 teams)", () => {
    fc.assert(
      fc.property(field, ({ teams, density, coins, byes }) => {
        const pairs: string[] = [];
        let k = 0;
        for (let i = 0; i < teams.length; i++)
          for (let j = i + 1; j < teams.length; j++)
            if (coins[k++] < density) pairs.push(`${teams[i]}-${teams[j]}`);
        const met = metOf(pairs);
        const byeMap = new Map(teams.map((t, i) => [t, byes[i]]));
        const d = drawSwiss(teams, { met, byes: byeMap });
        // The same draw by the matching alone, without the plain search first.
        expect(drawSwiss(teams, { met, byes: byeMap }, { plainSteps: 0 })).toEqual(d);
        // A perfect matching of the field, with the bye: every team exactly once.
        const everyone = [...d.tables.flatMap((t) => [t.home, t.away]), ...(d.bye ? [d.bye] : [])];
        expect(everyone.sort()).toEqual([...teams].sort());
        // Home is the higher-placed team, tables numbered in order.
        for (const t of d.tables) expect(teams.indexOf(t.home)).toBeLessThan(teams.indexOf(t.away));
        expect(d.tables.map((t) => t.table)).toEqual(d.tables.map((_, i) => i + 1));
        // No avoidable rematch, and the first such draw in order.
        const ref = referenceDraw(teams, met, byeMap);
        expect(d.rematches).toBe(ref.rematches);
        expect(d.tables.filter((t) => t.rematch).length).toBe(ref.rematches);
        expect(d.tables.every((t) => t.rematch === met(t.home, t.away))).toBe(true);
        expect(asPairs(d)).toEqual(ref.pairs);
        expect(d.bye).toBe(ref.bye);
      }),
      { numRuns: 300 },
    );
  });

  it("a field of 40 over ten rounds, each drawn from the last: a perfect matching, never an avoidable rematch", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 40 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 400, maxLength: 400 }),
        (n, luck) => {
          const teams = Array.from({ length: n }, (_, i) => `Team ${i + 1}`);
          const score = new Map(teams.map((t) => [t, 0]));
          const played: string[] = [];
          const byes = new Map<string, number>();
          let k = 0;
          for (let round = 1; round <= 10; round++) {
            const placed = [...teams].sort((a, b) => score.get(b)! - score.get(a)!);
            const d = drawSwiss(placed, { met: metOf(played), byes });
            const everyone = [...d.tables.flatMap((t) => [t.home, t.away]), ...(d.bye ? [d.bye] : [])];
            expect(new Set(everyone).size).toBe(n);
            // Before round 10 each team has met at most 9 others; in a field of 24 or more every team
            // may still meet more than half of the others drawn, so (Dirac) a draw without a
            // rematch exists, and none is made.
            if (n >= 24) expect(d.rematches).toBe(0);
            if (d.bye) byes.set(d.bye, (byes.get(d.bye) ?? 0) + 1);
            for (const t of d.tables) {
              played.push(`${t.home}-${t.away}`);
              const x = luck[k++ % luck.length] * 20;
              score.set(t.home, score.get(t.home)! + x);
              score.set(t.away, score.get(t.away)! + 20 - x);
            }
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
