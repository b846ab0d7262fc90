import fc from "fast-check";
import { namesKey, rankSeries, ScoringError, type SeriesSession } from "../../../src/scoring";

const mp = (key: string, percentage: number, boards = 10): SeriesSession["entries"][number] => ({
  key,
  pair: key,
  total: percentage, // a top of 100 over the session: matchpoints equal the percentage
  percentage,
  boards,
});

// Session 1 (qualifying): pairs 1, 2, 3 score 60%, 50%, 40%. Session 2: 45%, 55%, 62%, and pair 4 50%.
const S1: SeriesSession = { title: "Qualifying", entries: [mp("1", 60), mp("2", 50), mp("3", 40)] };
const S2: SeriesSession = { title: "Final", entries: [mp("1", 45), mp("2", 55), mp("3", 62), mp("4", 50)] };

const table = (r: ReturnType<typeof rankSeries>) => r.lines.map((l) => [l.pair, l.score, l.rank]);

describe("events of several sessions", () => {
  it("mean percentage: the mean of the sessions each pair played; level pairs share a place", () => {
    // 1: (60 + 45) / 2 = 52.5; 2: (50 + 55) / 2 = 52.5; 3: (40 + 62) / 2 = 51; 4: 50 (one session).
    expect(table(rankSeries([S1, S2], { basis: "mean" }))).toEqual([
      ["1", 52.5, "=1"],
      ["2", 52.5, "=1"],
      ["3", 51, "3"],
      ["4", 50, "4"],
    ]);
  });

  it("a carry-forward of 50%: the qualifying session weighs a half", () => {
    // 1: (0.5 x 60 + 45) / 1.5 = 50; 2: (25 + 55) / 1.5 = 53.3333; 3: (20 + 62) / 1.5 = 54.6667; 4: 50.
    const r = rankSeries([S1, S2], { basis: "mean", carry: 0.5 });
    expect(table(r)).toEqual([
      ["3", 54.6667, "1"],
      ["2", 53.3333, "2"],
      ["1", 50, "=3"],
      ["4", 50, "=3"],
    ]);
    expect(r.carry).toBe(0.5);
  });

  it("total matchpoints with 25% carried: 0.25 of the first session added to the rest", () => {
    // 1: 15 + 45 = 60; 2: 12.5 + 55 = 67.5; 3: 10 + 62 = 72; 4: 50.
    expect(table(rankSeries([S1, S2], { basis: "total", carry: 0.25 }))).toEqual([
      ["3", 72, "1"],
      ["2", 67.5, "2"],
      ["1", 60, "3"],
      ["4", 50, "4"],
    ]);
  });

  it("best 1 of 2: each pair's better session, and which one counted", () => {
    const r = rankSeries([S1, S2], { basis: "mean", best: 1 });
    expect(table(r)).toEqual([
      ["3", 62, "1"],
      ["1", 60, "2"],
      ["2", 55, "3"],
      ["4", 50, "4"],
    ]);
    expect(r.lines.map((l) => [l.pair, l.sessions, l.counted])).toEqual([
      ["3", [40, 62], [false, true]],
      ["1", [60, 45], [true, false]],
      ["2", [50, 55], [false, true]],
      ["4", [null, 50], [false, true]],
    ]);
  });

  it("handicaps in percentage points beside the plain ranking; a pair not listed has none", () => {
    // Plain: 1 52.5, 2 52.5, 3 51, 4 50. Handicaps: 3 -2, 4 +5. Handicapped: 4 55, 1 52.5, 2 52.5, 3 49.
    const r = rankSeries([S1, S2], {
      basis: "mean",
      handicaps: new Map([
        ["3", -2],
        ["4", 5],
      ]),
    });
    expect(r.lines.map((l) => [l.pair, l.rank, l.handicap, l.handicapped, l.handicapRank])).toEqual([
      ["1", "=1", 0, 52.5, "=2"],
      ["2", "=1", 0, 52.5, "=2"],
      ["3", "3", -2, 49, "4"],
      ["4", "4", 5, 55, "1"],
    ]);
  });

  it("IMPs: totals added, a handicap in IMPs a board times the boards counted", () => {
    const imps = (key: string, total: number, boards: number) => ({
      key,
      pair: key,
      total,
      percentage: null,
      boards,
    });
    // A: +12 in 10 boards, -3 in 8: 9 IMPs; handicap 0.5 a board over 18 boards: 9 + 9 = 18.
    // B: -12 and +5: -7; handicap -0.25 over 18: -7 - 4.5 = -11.5.
    const r = rankSeries(
      [
        { title: "1", entries: [imps("A", 12, 10), imps("B", -12, 10)] },
        { title: "2", entries: [imps("A", -3, 8), imps("B", 5, 8)] },
      ],
      {
        basis: "imps",
        handicaps: new Map([
          ["A", 0.5],
          ["B", -0.25],
        ]),
      },
    );
    expect(r.lines.map((l) => [l.pair, l.score, l.handicapped])).toEqual([
      ["A", 9, 18],
      ["B", -7, -11.5],
    ]);
  });

  it("refuses what cannot be ranked", () => {
    expect(() => rankSeries([S1, S2], { basis: "mean", carry: 1.5 })).toThrow(/from 0 to 1/);
    expect(() => rankSeries([S1], { basis: "mean", carry: 0.5 })).toThrow(/qualifying session/);
    expect(() => rankSeries([S1, S2], { basis: "mean", best: 3 })).toThrow(/at most the number of sessions/);
    expect(() => rankSeries([S1, S2], { basis: "mean", best: 1, carry: 0.5 })).toThrow(ScoringError);
    expect(() => rankSeries([S1, S2], { basis: "total", handicaps: new Map() })).toThrow(/Handicaps/);
    expect(() =>
      rankSeries([{ title: "X", entries: [mp("1", 50), mp("1", 40)] }], { basis: "mean" }),
    ).toThrow(/appears twice/);
  });

  it("names match whatever their order, case and joining word", () => {
    expect(namesKey("Bob Jones & Ann Smith")).toBe("ann smith & bob jones");
    expect(namesKey("ann  smith and Bob Jones")).toBe("ann smith & bob jones");
  });
});

describe("a total of matchpoints and its percentage of the tops", () => {
  // Session 1: pair 7 scores 5.125 (eighths, from Neuberg) of tops 8; session 2: 3 of tops 4.
  const entry = (total: number, tops: number) => ({
    key: "7",
    pair: "7",
    total,
    percentage: (total / tops) * 100,
    boards: tops / 2,
    tops,
  });
  const s1: SeriesSession = { title: "1", entries: [entry(5.125, 8)] };
  const s2: SeriesSession = { title: "2", entries: [entry(3, 4)] };

  it("adds the sessions' exact matchpoints, and gives their share of the tops", () => {
    // 5.125 + 3 = 8.125 of 8 + 4 = 12: 67.7083%.
    const [line] = rankSeries([s1, s2], { basis: "total" }).lines;
    expect(line.score).toBe(8.125);
    expect(line.percentage).toBeCloseTo(67.708333, 5);
  });

  it("a carry-forward counts its share of the first session's tops too", () => {
    // 0.5 x 5.125 + 3 = 5.5625 of 0.5 x 8 + 4 = 8: 69.53125%.
    const [line] = rankSeries([s1, s2], { basis: "total", carry: 0.5 }).lines;
    expect(line.percentage).toBe(69.53125);
  });

  it("no percentage where a session's tops are not known, nor for a mean percentage", () => {
    const bare: SeriesSession = {
      title: "2",
      entries: [{ key: "7", pair: "7", total: 3, percentage: 75, boards: 2 }],
    };
    expect(rankSeries([s1, bare], { basis: "total" }).lines[0]).not.toHaveProperty("percentage");
    expect(rankSeries([s1, s2], { basis: "mean" }).lines[0]).not.toHaveProperty("percentage");
  });
});

describe("events of several sessions, properties (fast-check)", () => {
  it("every pair's event score equals the definition, computed here, and the ranking is in order", () => {
    const sessionsArb = fc.integer({ min: 1, max: 5 }).chain((m) =>
      fc.array(
        fc.array(
          fc.option(
            fc.integer({ min: 0, max: 10000 }).map((x) => x / 100),
            { nil: null },
          ),
          {
            minLength: m,
            maxLength: m,
          },
        ),
        { minLength: 1, maxLength: 12 },
      ),
    );
    fc.assert(
      fc.property(
        sessionsArb,
        fc.constantFrom("mean", "total"),
        fc.constantFrom("none", "carry", "best"),
        fc.integer({ min: 0, max: 100 }),
        (grid, basis, extra, knob) => {
          const m = grid[0].length;
          // Every pair plays at least one session.
          const rows = grid.map((r) => (r.every((x) => x === null) ? [50, ...r.slice(1)] : r));
          const sessions: SeriesSession[] = Array.from({ length: m }, (_, k) => ({
            title: `S${k + 1}`,
            entries: rows.flatMap((r, i) => (r[k] === null ? [] : [mp(`P${i + 1}`, r[k]!)])),
          }));
          const carry = extra === "carry" && m >= 2 ? knob / 100 : undefined;
          const best = extra === "best" ? 1 + (knob % m) : undefined;
          const r = rankSeries(sessions, {
            basis,
            ...(carry !== undefined ? { carry } : {}),
            ...(best !== undefined ? { best } : {}),
          });
          for (const line of r.lines) {
            const xs = rows[Number(line.pair.slice(1)) - 1];
            let w = xs.map((x, k) => (x === null ? 0 : carry !== undefined && k === 0 ? carry : 1));
            if (best !== undefined) {
              const kept = xs
                .map((x, k) => [x, k] as const)
                .filter(([x]) => x !== null)
                .sort((a, b) => b[0]! - a[0]! || a[1] - b[1])
                .slice(0, best)
                .map(([, k]) => k);
              w = w.map((v, k) => (kept.includes(k) ? v : 0));
            }
            const sum = xs.reduce<number>((s, x, k) => s + (x ?? 0) * w[k], 0);
            const weights = w.reduce((a, b) => a + b, 0);
            const expected = basis === "mean" ? (weights === 0 ? 0 : sum / weights) : sum;
            expect(Math.abs(line.score - expected)).toBeLessThan(0.0001);
          }
          for (let i = 1; i < r.lines.length; i++)
            expect(r.lines[i - 1].score).toBeGreaterThanOrEqual(r.lines[i].score);
        },
      ),
      { numRuns: 300 },
    );
  });
});
