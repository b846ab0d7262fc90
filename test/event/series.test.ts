// The event layer's events of several sessions: the settings as typed, the handicaps table and
// the ranking the command line and the pane both call.
import {
  distinctSessionTitles,
  handicapsOf,
  rankEvent,
  readBestOf,
  readCarryShare,
  readHandicaps,
  sessionDate,
  sessionName,
  sessionUnit,
} from "../../src/event";
import type { FileSection } from "../../src/io/results-file";
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

describe("the sessions' names", () => {
  const section = (over: Partial<FileSection>): FileSection => ({
    event: "",
    section: "",
    boards: [],
    names: new Map(),
    scoring: { method: "mp" } as FileSection["scoring"],
    ...over,
  });

  test("a traveller's file: its name without folder and extension", () => {
    expect(sessionName("club/2025/monday.csv", { title: null, file: null })).toBe("monday");
    expect(sessionName("C:\\scores\\Week 3.txt", { title: null, file: null })).toBe("Week 3");
    expect(sessionName("s1.csv", { title: null, file: null }, 1, 2)).toBe("s1 (section 2)");
  });

  test("a results file: its heading (event, session), else its date said in words", () => {
    const pbn = section({ event: "Club Pairs", date: "2025-03-03" });
    expect(sessionName("x/week1.pbn", { title: "Club Pairs", file: pbn })).toBe("Club Pairs");
    // 3 March 2025 was a Monday, 29 February 2028 is a Tuesday.
    const dated = section({ date: "2025-03-03" });
    expect(sessionName("x/week1.pbn", { title: "Results", file: dated })).toBe("Monday 3 March 2025");
    expect(sessionDate("2028-02-29")).toBe("Tuesday 29 February 2028");
    expect(sessionDate("2027-02-29")).toBe("2027-02-29");
    expect(sessionName("x/week1.pbn", { title: "section A", file: section({ section: "A" }) })).toBe(
      "week1, section A",
    );
  });

  test("two sessions of one name are told apart by their dates, then their files", () => {
    const named = (title: string, file: string, date?: string): SeriesSession => ({
      title,
      file,
      ...(date ? { date } : {}),
      entries: [],
    });
    expect(
      distinctSessionTitles([
        named("Club Pairs", "a/w1.pbn", "2026-11-17"),
        named("Club Pairs", "a/w2.pbn", "2026-11-24"),
        named("Spring", "a/w3.pbn", "2026-11-24"),
      ]).map((s) => s.title),
    ).toEqual(["Club Pairs, Tuesday 17 November 2026", "Club Pairs, Tuesday 24 November 2026", "Spring"]);
    expect(
      distinctSessionTitles([
        named("s1", "a/s1.csv"),
        named("s1", "b/s1.csv"),
        named("Pairs", "x/p.pbn"),
      ]).map((s) => s.title),
    ).toEqual(["s1 (1)", "s1 (2)", "Pairs"]);
    expect(
      distinctSessionTitles([named("Pairs", "x/mon.pbn"), named("Pairs", "x/tue.pbn")]).map((s) => s.title),
    ).toEqual(["Pairs (mon)", "Pairs (tue)"]);
  });
});
