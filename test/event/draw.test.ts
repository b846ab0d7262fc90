// The event layer's Swiss draw: what a file to draw from holds, and the first round of a list of teams.
import { firstRoundOf, readDrawInput } from "../../src/event";

describe("readDrawInput", () => {
  test("a list of teams, a table of match results, anything else", () => {
    expect(readDrawInput("Team\nAlpha\n Beta  Two \n\n")).toMatchObject({
      kind: "teams",
      teams: ["Alpha", "Beta Two"],
    });
    const results = readDrawInput("Round,Home,Away,Home VPs,Away VPs\n1,A,B,12,8\n");
    expect(results.kind).toBe("results");
    expect(readDrawInput("Board,NS,EW,Score\n1,1,2,420\n")).toEqual({ kind: "other" });
  });
});

describe("firstRoundOf", () => {
  test("seeded: the top half against the bottom half, no standings yet", () => {
    const next = firstRoundOf(["A", "B", "C", "D", "E"]);
    expect(next.round).toBe("1");
    expect(next.standings).toEqual([]);
    expect(next.draw.tables.map((t) => [t.home, t.away])).toEqual([
      ["A", "C"],
      ["B", "D"],
    ]);
    expect(next.draw.bye).toBe("E");
  });
  test("at random from a seed: the same seed, the same draw", () => {
    expect(firstRoundOf(["A", "B", "C", "D"], 7).draw).toEqual(firstRoundOf(["A", "B", "C", "D"], 7).draw);
  });
});
