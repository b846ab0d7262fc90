import fc from "fast-check";
import {
  applyEntries,
  drawFirstRound,
  lateEntriesOf,
  nextSwissRound,
  readMatchResults,
  ScoringError,
  type ScoredMatch,
  type SwissDraw,
  type SwissRounds,
} from "../../../src/scoring";

// Five teams, two rounds, in VPs (the worked example of docs/conventions.md, "The Swiss draw").
// Round 1: A 15-5 B, C 12-8 D, E the bye. Round 2: A 10-10 C, B 14-6 E; D had the bye.
const FIVE = [
  ["Round", "Home", "Away", "Home VPs", "Away VPs"],
  [1, "A", "B", 15, 5],
  ["", "C", "D", 12, 8],
  ["", "E", "Bye", "", ""],
  [2, "A", "C", 10, 10],
  ["", "B", "E", 14, 6],
];

describe("withdrawals and late entries, worked examples", () => {
  it("C withdrawn after round 2, F joining in round 3 at the field's average", () => {
    // Each round's matches give 20 VPs between two teams: the field's average is 40 / 4 = 10 a team
    // in both rounds, so F starts on 20. Standings: A 25, C 22, D 8 + 12 = 20, F 20 (level with D,
    // named after it), B 19, E 12 + 6 = 18. C is withdrawn, which leaves five: B, the
    // lowest-placed of those without a bye, has it (E and D have had theirs; F has had none, but
    // placed above B). Then A meets D (A has met B and C), F meets E.
    const next = nextSwissRound(readMatchResults(FIVE), "vp", {
      withdrawn: new Map([["C", 2]]),
      late: new Map([["F", 3]]),
    });
    expect(next.standings.map((s) => [s.team, s.vp])).toEqual([
      ["A", 25],
      ["C", 22],
      ["D", 20],
      ["F", 20],
      ["B", 19],
      ["E", 18],
    ]);
    expect(next.missedVps?.get("F")).toBe(20);
    expect(next.withdrawn).toEqual(["C"]);
    expect(next.draw.bye).toBe("B");
    expect(next.draw.tables.map((t) => [t.home, t.away])).toEqual([
      ["A", "D"],
      ["F", "E"],
    ]);
  });

  it("a late entry at a bye's VPs: 12 + 12 = 24 puts F second", () => {
    const next = nextSwissRound(readMatchResults(FIVE), "vp", {
      late: new Map([["F", 3]]),
      lateScore: "bye",
    });
    expect(next.standings.find((s) => s.team === "F")?.vp).toBe(24);
    expect(next.standings[1].team).toBe("F");
    // Six teams: no bye. A 25 meets F 24 (A has not met F).
    expect(next.draw.bye).toBeNull();
    expect(next.draw.tables[0]).toMatchObject({ home: "A", away: "F" });
  });

  it("a team first listed in round 3 is a late entry: no byes for rounds 1 and 2, the average instead", () => {
    // Round 1: A 16-4 B, C 11-9 D (average 10). Round 2: A 10-10 C, B 13-7 D (average 10).
    // Round 3: A 12-8 D, B 5-15 E (E first listed). E: 15 + 10 + 10 = 35, not 15 + 12 + 12.
    const cells = [
      ["Round", "Home", "Away", "Home VPs", "Away VPs"],
      [1, "A", "B", 16, 4],
      [1, "C", "D", 11, 9],
      [2, "A", "C", 10, 10],
      [2, "B", "D", 13, 7],
      [3, "A", "D", 12, 8],
      [3, "B", "E", 5, 15],
    ];
    const results = readMatchResults(cells);
    expect(lateEntriesOf(results)).toEqual(new Map([["E", 3]]));
    const next = nextSwissRound(results, "vp", { withdrawn: new Map([["C", null]]) });
    expect(next.standings.find((s) => s.team === "E")?.vp).toBe(35);
    // C left after round 2 (its last match): its round 3 gives it no bye, so C stays on 21.
    expect(next.standings.find((s) => s.team === "C")?.vp).toBe(21);
    const drawn = next.draw.tables.flatMap((t) => [t.home, t.away]);
    expect(drawn).not.toContain("C");
    expect(next.draw.bye).toBeNull();
    expect([...drawn].sort()).toEqual(["A", "B", "D", "E"]);
  });

  it("a first round leaves out the teams withdrawn and those joining later", () => {
    const d = drawFirstRound(["A", "B", "C", "D"], { kind: "seeded" });
    expect(d.tables.length).toBe(2);
    const applied = applyEntries(
      { teams: ["A", "B", "C", "D", "E"], rounds: [], matches: [], byes: [] },
      { withdrawn: new Map([["B", null]]), late: new Map([["E", 2]]) },
      12,
    );
    expect(["A", "B", "C", "D", "E"].filter((t) => applied.drawnIn(t, 1))).toEqual(["A", "C", "D"]);
    expect(applied.drawnIn("E", 2)).toBe(true);
  });

  it("refuses a withdrawn team not in the event, one that played after it left, a late entry that played before it joined", () => {
    const results = readMatchResults(FIVE);
    expect(() => nextSwissRound(results, "vp", { withdrawn: new Map([["Z", null]]) })).toThrow(
      /"Z" is withdrawn but is no team of the event/,
    );
    expect(() => nextSwissRound(results, "vp", { withdrawn: new Map([["A", 1]]) })).toThrow(
      /withdrawn after round 1, but it played in round 2/,
    );
    expect(() => nextSwissRound(results, "vp", { late: new Map([["B", 3]]) })).toThrow(ScoringError);
    expect(() => nextSwissRound(results, "vp", { late: new Map([["F", 1]]) })).toThrow(
      /joins in round 2 or later/,
    );
  });
});

/** The fewest rematches of any pairing of `teams`, by brute force. */
function fewestRematches(teams: readonly string[], met: (a: string, b: string) => boolean): number {
  if (teams.length === 0) return 0;
  const [first, ...rest] = teams;
  let best = Infinity;
  for (let i = 0; i < rest.length; i++) {
    const left = rest.filter((_, j) => j !== i);
    best = Math.min(best, (met(first, rest[i]) ? 1 : 0) + fewestRematches(left, met));
  }
  return best;
}

/** A round's matches from its draw, each won by a random share of 20 VPs. */
function play(round: string, draw: SwissDraw, luck: () => number): ScoredMatch[] {
  return draw.tables.map((t) => {
    const x = Math.round(luck() * 2000) / 100;
    return {
      round,
      home: t.home,
      away: t.away,
      vp: { home: x, away: 20 - x },
      total: { home: 0, away: 0 },
    } as unknown as ScoredMatch;
  });
}

describe("withdrawals and late entries, properties (fast-check)", () => {
  it("after withdrawals after round 2 and a late entry in round 3: none withdrawn drawn, every active team once, no avoidable rematch", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 11 }),
        fc.array(fc.boolean(), { minLength: 11, maxLength: 11 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 40, maxLength: 40 }),
        (n, out, luckSeq) => {
          let k = 0;
          const luck = () => luckSeq[k++ % luckSeq.length];
          const teams = Array.from({ length: n }, (_, i) => `T${i + 1}`);
          const matches: ScoredMatch[] = [];
          const byes: { round: string; team: string; vp: null }[] = [];
          const event = (rounds: string[]): SwissRounds => ({ teams, rounds, matches, byes });
          const record = (round: string, d: SwissDraw) => {
            matches.push(...play(round, d, luck));
            if (d.bye) byes.push({ round, team: d.bye, vp: null });
          };
          record("1", drawFirstRound(teams, { kind: "seeded" }));
          record("2", nextSwissRound(event(["1"]), "vp").draw);
          // Withdraw some teams after round 2, keeping at least two; "Late" joins in round 3.
          const withdrawnTeams = teams.filter((_, i) => out[i]).slice(0, n - 2);
          const withdrawn = new Map(withdrawnTeams.map((t) => [t, 2]));
          const met = (a: string, b: string) =>
            matches.some((m) => (m.home === a && m.away === b) || (m.home === b && m.away === a));
          const check = (next: ReturnType<typeof nextSwissRound>, active: readonly string[]) => {
            const drawn = next.draw.tables.flatMap((t) => [t.home, t.away]);
            for (const w of withdrawnTeams) expect(drawn).not.toContain(w);
            expect(next.draw.bye === null || !withdrawnTeams.includes(next.draw.bye)).toBe(true);
            const everyone = [...drawn, ...(next.draw.bye ? [next.draw.bye] : [])].sort();
            expect(everyone).toEqual([...active].sort());
            const rematches = next.draw.tables.filter((t) => met(t.home, t.away)).length;
            expect(rematches).toBe(fewestRematches(drawn, met));
            expect(next.draw.rematches).toBe(rematches);
          };
          const active = [...teams.filter((t) => !withdrawn.has(t)), "Late"];
          const third = nextSwissRound(event(["1", "2"]), "vp", { withdrawn, late: new Map([["Late", 3]]) });
          check(third, active);
          // Round 3 played: round 4 tells the late entry from its first match alone (named again
          // only when its round 3 was the bye), and gives the teams withdrawn no bye for round 3.
          record("3", third.draw);
          const fourth = nextSwissRound(event(["1", "2", "3"]), "vp", {
            withdrawn,
            ...(third.draw.bye === "Late" ? { late: new Map([["Late", 3]]) } : {}),
          });
          check(fourth, active);
          // The late entry: its round 3 (a match, or the bye at 12) and the average, 10, for rounds 1 and 2.
          const lateMatch = matches.find((m) => m.round === "3" && (m.home === "Late" || m.away === "Late"));
          const lateVp = lateMatch ? lateMatch.vp![lateMatch.home === "Late" ? "home" : "away"] : 12;
          expect(fourth.standings.find((s) => s.team === "Late")!.vp).toBeCloseTo(lateVp + 20, 6);
          // A withdrawn team: its matches and byes of rounds 1 and 2 only.
          for (const w of withdrawnTeams) {
            const own = matches
              .filter((m) => m.home === w || m.away === w)
              .reduce((s, m) => s + m.vp![m.home === w ? "home" : "away"], 0);
            const byesHad = byes.filter((b) => b.team === w).length;
            expect(fourth.standings.find((s) => s.team === w)!.vp).toBeCloseTo(own + 12 * byesHad, 6);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
