import { rankSeries, parseFinals, type SeriesSession } from "../../../src/scoring";

const mp = (key: string, percentage: number): SeriesSession["entries"][number] => ({
  key,
  pair: key,
  total: percentage,
  percentage,
  boards: 10,
});

// Qualifying: pairs 1 to 6 score 65, 60, 55, 50, 45, 40. Final A (1, 2, 3): 48, 58, 52; final B
// (4, 5, 6): 55, 60, 45. Half the qualifying session carried forward, by mean percentage:
//   1: (0.5 x 65 + 48) / 1.5 = 53.6667   2: (30 + 58) / 1.5 = 58.6667   3: (27.5 + 52) / 1.5 = 53
//   4: (25 + 55) / 1.5 = 53.3333          5: (22.5 + 60) / 1.5 = 55       6: (20 + 45) / 1.5 = 43.3333
// Final A: 2, 1, 3. Final B: 5, 4, 6 (4 is ahead of 3 overall, but plays in B).
const Q: SeriesSession = {
  title: "Qualifying",
  entries: [mp("1", 65), mp("2", 60), mp("3", 55), mp("4", 50), mp("5", 45), mp("6", 40)],
};
const F: SeriesSession = {
  title: "Finals",
  entries: [mp("1", 48), mp("2", 58), mp("3", 52), mp("4", 55), mp("5", 60), mp("6", 45)],
};

describe("finals from a qualifying session (hand-worked above)", () => {
  const finals = parseFinals("A:top 50%, B:rest");

  test("the top half goes to A, the rest to B, each final ranked on its own with the carry-forward", () => {
    const r = rankSeries([Q, F], { basis: "mean", carry: 0.5, finals });
    const [a, b] = r.finals!;
    expect(a.name).toBe("A");
    expect(a.qualifiers).toEqual(["1", "2", "3"]);
    expect(a.lines.map((l) => [l.pair, l.score, l.rank])).toEqual([
      ["2", 58.6667, "1"],
      ["1", 53.6667, "2"],
      ["3", 53, "3"],
    ]);
    expect(b.lines.map((l) => [l.pair, l.score, l.rank])).toEqual([
      ["5", 55, "1"],
      ["4", 53.3333, "2"],
      ["6", 43.3333, "3"],
    ]);
    // The overall ranking stays as it was: 4 (53.33) above 3 (53).
    expect(r.lines.map((l) => l.pair)).toEqual(["2", "5", "1", "4", "3", "6"]);
  });

  test("pairs level at the cut go up together: 3 and 4 both 55 in the qualifying put four in A", () => {
    const level: SeriesSession = { ...Q, entries: Q.entries.map((e) => (e.key === "4" ? mp("4", 55) : e)) };
    const r = rankSeries([level, F], { basis: "mean", carry: 0.5, finals });
    expect(r.finals!.map((f) => f.qualifiers)).toEqual([
      ["1", "2", "3", "4"],
      ["5", "6"],
    ]);
  });

  test("top N: A:top 2, B:top 2, C:rest", () => {
    const r = rankSeries([Q, F], { basis: "mean", finals: parseFinals("A:top 2,B:top 2,C:rest") });
    expect(r.finals!.map((f) => f.qualifiers)).toEqual([
      ["1", "2"],
      ["3", "4"],
      ["5", "6"],
    ]);
  });

  test("finals as typed: refused when malformed, twice, or the rest not last", () => {
    expect(() => parseFinals("A:best 50%")).toThrow(/such as A:top 50% or B:rest/);
    expect(() => parseFinals("A:top 50%,a:rest")).toThrow(/given twice/);
    expect(() => parseFinals("A:rest,B:top 3")).toThrow(/comes last/);
    expect(() => parseFinals("A:top 150%")).toThrow(/share/);
    expect(() => rankSeries([Q], { basis: "mean", finals })).toThrow(
      /qualifying session and at least one more/,
    );
  });
});

// Session 1: pairs 1, 2, 3 score 60%, 50%, 40%. Session 2: 45%, 55%, 62%, and pair 4 50%.
// Means: 1 52.5, 2 52.5, 3 51, 4 50 (one session).
const S1: SeriesSession = { title: "One", entries: [mp("1", 60), mp("2", 50), mp("3", 40)] };
const S2: SeriesSession = { title: "Two", entries: [mp("1", 45), mp("2", 55), mp("3", 62), mp("4", 50)] };

describe("a ladder's minimum of sessions", () => {
  test("a pair with fewer sessions is listed after the ranked pairs, with no place", () => {
    const r = rankSeries([S1, S2], { basis: "mean", minSessions: 2 });
    expect(r.lines.map((l) => [l.pair, l.score, l.rank, l.played, l.unranked ?? false])).toEqual([
      ["1", 52.5, "=1", 2, false],
      ["2", 52.5, "=1", 2, false],
      ["3", 51, "3", 2, false],
      ["4", 50, "", 1, true],
    ]);
    expect(r.minSessions).toBe(2);
  });

  test("a pair below the minimum never takes a place, even with the best score", () => {
    const star: SeriesSession = { ...S2, entries: [...S2.entries.filter((e) => e.key !== "4"), mp("4", 80)] };
    const r = rankSeries([S1, star], { basis: "mean", minSessions: 2 });
    expect(r.lines[r.lines.length - 1]).toMatchObject({ pair: "4", score: 80, rank: "" });
    expect(r.lines[0]).toMatchObject({ pair: "1", rank: "=1" });
  });

  test("a minimum above the sessions is refused", () => {
    expect(() => rankSeries([S1, S2], { basis: "mean", minSessions: 3 })).toThrow(/from 1 to the 2 sessions/);
  });
});
