// The event layer's events of several sessions: the settings as typed, the handicaps table and
// the ranking the command line and the pane both call.
import {
  handicapsOf,
  rankEvent,
  readBestOf,
  readCarryShare,
  readHandicaps,
  sessionUnit,
} from "../../src/event";
import type { SeriesSession } from "../../src/scoring";

const sessions: SeriesSession[] = [
  {
    title: "S1",
    entries: [
      { key: "1", pair: "1", names: "Ann & Bob", total: 60, percentage: 60, boards: 10 },
      { key: "2", pair: "2", names: "Cy & Di", total: 40, percentage: 40, boards: 10 },
    ],
  },
  {
    title: "S2",
    entries: [
      { key: "1", pair: "1", names: "Ann & Bob", total: 45, percentage: 45, boards: 10 },
      { key: "2", pair: "2", names: "Cy & Di", total: 55, percentage: 55, boards: 10 },
    ],
  },
];

describe("the settings as typed", () => {
  test("a carry-forward is a share or a percentage", () => {
    expect(readCarryShare("0.5")).toBe(0.5);
    expect(readCarryShare(" 50% ")).toBe(0.5);
    expect(readCarryShare("150%")).toBeNull();
    expect(readCarryShare("2")).toBeNull();
  });
  test("best N is a whole number, 1 or more", () => {
    expect(readBestOf("3")).toBe(3);
    expect(readBestOf("0")).toBeNull();
    expect(readBestOf("1.5")).toBeNull();
  });
  test("a method's unit", () => {
    expect(sessionUnit(undefined)).toBe("matchpoints");
    expect(sessionUnit("butler")).toBe("imps");
    expect(sessionUnit("all")).toBeNull();
  });
});

describe("rankEvent", () => {
  test("the mean percentage, with a carry-forward", () => {
    const r = rankEvent(sessions, { basis: "mean" });
    expect(r.lines.map((l) => [l.pair, l.score])).toEqual([
      ["1", 52.5],
      ["2", 47.5],
    ]);
    expect(rankEvent(sessions, { basis: "mean", carry: 0 }).lines[0].pair).toBe("2");
  });
  test("handicaps by pair number and by player", () => {
    const byPair = handicapsOf(readHandicaps("Pair,Handicap\n2,6\n", "h.csv"), sessions, "sum");
    expect([...byPair]).toEqual([["2", 6]]);
    const players = readHandicaps("Player,Handicap\nann,1\nbob,3\n", "h.csv");
    expect(handicapsOf(players, sessions, "mean").get("1")).toBe(2);
    expect(() => readHandicaps("Pair,Handicap\n2,x\n", "h.csv")).toThrow(/line 2/);
  });
});
