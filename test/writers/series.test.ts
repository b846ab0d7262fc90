// The event of several sessions as the director reads it: the text (names in aligned columns,
// one number format per figure, the sessions by name, the handicapped ranking in its own order),
// the JSON (the numbers as computed) and one way of writing a shared place everywhere.
import * as fs from "node:fs";
import * as path from "node:path";
import { openInput, pairsEntries, scoreEvent, type ScoredPairsSection } from "../../src/event";
import { rankSeries, type SeriesEntry, type SeriesSession } from "../../src/scoring";
import { buildResultsSheet } from "../../src/sheet/results";
import { buildSeriesSheet } from "../../src/sheet/series-sheet";
import { renderSessionRanking } from "../../src/writers/text";
import { seriesDocument, seriesRankingText, seriesText } from "../../src/writers/series";
import { evaluateFormulas, loadModel, readValue, disagreements } from "../support/hyperformula-model";
import { exampleTravellers } from "../support/travellers";

const mp = (key: string, percentage: number, names?: string): SeriesEntry => ({
  key,
  pair: key,
  ...(names !== undefined ? { names } : {}),
  total: percentage,
  percentage,
  boards: 10,
});

// Two sessions by hand. Means: pair 2 (60 + 52.5) / 2 = 56.25; pair 1 (55 + 45) / 2 = 50; pair 5
// (50 + 50) / 2 = 50; pair 3 (40 + 57.5) / 2 = 48.75; pair 4 (45 + 45) / 2 = 45. Places: 2 first,
// 1 and 5 level second (=2), 3 fourth, 4 fifth.
const MONDAY: SeriesSession = {
  title: "Monday 3 March",
  entries: [
    mp("1", 55, "Ann Smith & Bob Jones"),
    mp("2", 60, "Cy Twombly-Featherstonehaugh & Di Brown"),
    mp("3", 40, "Ed Li & Flo Yu"),
    mp("4", 45),
    mp("5", 50, "Gus Ho & Hal Oz"),
  ],
};
const TUESDAY: SeriesSession = {
  title: "monday",
  entries: [
    mp("1", 45, "Ann Smith & Bob Jones"),
    mp("2", 52.5, "Cy Twombly-Featherstonehaugh & Di Brown"),
    mp("3", 57.5, "Ed Li & Flo Yu"),
    mp("4", 45),
    mp("5", 50, "Gus Ho & Hal Oz"),
  ],
};
// Handicaps (percentage points): 1 +2, 2 -5, 3 +4, 4 +5, 5 none. Handicapped: 3 48.75 + 4 =
// 52.75; 1 50 + 2 = 52; 2 56.25 - 5 = 51.25; 4 45 + 5 = 50; 5 50 + 0 = 50. Order: 3 (1), 1 (2),
// 2 (3), then 5 and 4 level (=4), 5 first as it is ahead in the plain ranking.
const HANDICAPS = new Map([
  ["1", 2],
  ["2", -5],
  ["3", 4],
  ["4", 5],
]);

/** The rows of a text table under its heading line, each split at two spaces or more. */
function tableRows(text: string, heading: string): string[][] {
  const lines = text.slice(text.indexOf(heading)).split("\n").slice(1);
  const end = lines.findIndex((l) => !l.startsWith("  ") || l.startsWith("  S1:"));
  return lines.slice(0, end).map((l) => l.trim().split(/\s{2,}/));
}

describe("the event's ranking as text", () => {
  const ranking = rankSeries([MONDAY, TUESDAY], { basis: "mean", handicaps: HANDICAPS });
  const text = seriesRankingText(ranking);

  test("each percentage to 2 decimals, ties =2, the sessions by their names", () => {
    expect(tableRows(text, "Event ranking")).toEqual([
      ["Rank", "Pair", "Names", "S1", "S2", "Event"],
      ["1", "2", "Cy Twombly-Featherstonehaugh & Di Brown", "60.00", "52.50", "56.25"],
      ["=2", "1", "Ann Smith & Bob Jones", "55.00", "45.00", "50.00"],
      ["=2", "5", "Gus Ho & Hal Oz", "50.00", "50.00", "50.00"],
      ["4", "3", "Ed Li & Flo Yu", "40.00", "57.50", "48.75"],
      // Pair 4 has no names: its figures stand under the others'.
      ["5", "4", "45.00", "45.00", "45.00"],
    ]);
    expect(text).toContain("  S1: Monday 3 March\n  S2: monday\n");
    // Neither a carry-forward nor best N was asked: the heading says neither.
    expect(text).toContain("Event ranking (mean percentage):\n");
    expect(text).not.toMatch(/best|carried|brackets/i);
  });

  test("names and figures in aligned columns: each figure ends where its heading does", () => {
    const block = text.slice(0, text.indexOf("  S1:")).split("\n").slice(1, -1);
    const head = block[0];
    for (const label of ["S1", "S2", "Event"]) {
      const end = head.indexOf(label) + label.length;
      for (const line of block.slice(1)) expect(line.slice(end - 5, end)).toMatch(/^\d\d\.\d\d$/);
    }
    const names = head.indexOf("Names");
    for (const line of block.slice(1, 5)) expect(line[names - 1]).toBe(" ");
    expect(block.slice(1, 5).map((l) => l.slice(names, names + 2))).toEqual(["Cy", "An", "Gu", "Ed"]);
  });

  test("the handicapped ranking is sorted by the handicapped figure, with its own places", () => {
    expect(text).toContain(
      "Handicapped ranking (mean percentage plus each pair's handicap in percentage points):\n",
    );
    expect(tableRows(text, "Handicapped ranking")).toEqual([
      ["Rank", "Pair", "Names", "Event", "Handicap", "Handicapped"],
      ["1", "3", "Ed Li & Flo Yu", "48.75", "+4.00", "52.75"],
      ["2", "1", "Ann Smith & Bob Jones", "50.00", "+2.00", "52.00"],
      ["3", "2", "Cy Twombly-Featherstonehaugh & Di Brown", "56.25", "-5.00", "51.25"],
      ["=4", "5", "Gus Ho & Hal Oz", "50.00", "0.00", "50.00"],
      ["=4", "4", "45.00", "+5.00", "50.00"],
    ]);
  });

  test("best N: only that setting said, the sessions not counted in brackets, their decimals in line", () => {
    // Best 1: 2 60 (Monday); 3 57.5 (Tuesday); 1 55 (Monday); 5 50 (Monday, the earlier of two
    // level); 4 45 (Monday).
    const best = seriesRankingText(rankSeries([MONDAY, TUESDAY], { basis: "mean", best: 1 }));
    expect(best).toContain("Event ranking (mean percentage; each pair's best 1 of 2 sessions):\n");
    expect(tableRows(best, "Event ranking").map((r) => [r[0], r[1], ...r.slice(-3)])).toEqual([
      ["Rank", "Pair", "S1", "S2", "Event"],
      ["1", "2", "60.00", "(52.50)", "60.00"],
      ["2", "3", "(40.00)", "57.50", "57.50"],
      ["3", "1", "55.00", "(45.00)", "55.00"],
      ["4", "5", "50.00", "(50.00)", "50.00"],
      ["5", "4", "45.00", "(45.00)", "45.00"],
    ]);
    const lines = best.split("\n");
    const at = (pair: string) => lines.find((l) => new RegExp(`^  \\d\\s+${pair}\\s`).test(l))!;
    // "60.00 " and "(40.00)": the digits of one column end in the same place.
    expect(at("2").indexOf("60.00") + 5).toBe(at("3").indexOf("(40.00)") + 6);
  });

  test("total matchpoints: whole when every figure is, else each to 2 decimals; its percentage beside", () => {
    const whole = (key: string, total: number, tops: number): SeriesEntry => ({
      key,
      pair: key,
      total,
      percentage: (total / tops) * 100,
      boards: 2,
      tops,
    });
    // A 7 + 3.5 = 10.5 of 16 (65.63%); B 1 + 4.5 = 5.5 of 16 (34.38%).
    const r = rankSeries(
      [
        { title: "One", entries: [whole("A", 7, 8), whole("B", 1, 8)] },
        { title: "Two", entries: [whole("A", 3.5, 8), whole("B", 4.5, 8)] },
      ],
      { basis: "total" },
    );
    expect(tableRows(seriesRankingText(r), "Event ranking")).toEqual([
      ["Rank", "Pair", "S1", "S2", "Event", "%"],
      ["1", "A", "7.00", "3.50", "10.50", "65.63"],
      ["2", "B", "1.00", "4.50", "5.50", "34.38"],
    ]);
    const ints = rankSeries(
      [
        { title: "One", entries: [whole("A", 7, 8), whole("B", 1, 8)] },
        { title: "Two", entries: [whole("A", 3, 8), whole("B", 5, 8)] },
      ],
      { basis: "total" },
    );
    expect(tableRows(seriesRankingText(ints), "Event ranking")[1]).toEqual([
      "1",
      "A",
      "7",
      "3",
      "10",
      "62.50",
    ]);
  });

  test("each session's ranking under its name, its names column as wide as its longest names", () => {
    const t = seriesText([MONDAY, TUESDAY], rankSeries([MONDAY, TUESDAY], { basis: "mean" }));
    expect(t.startsWith("Session: Monday 3 March\n")).toBe(true);
    expect(t).toContain("Session: monday\n");
    expect(tableRows(t, "Session: Monday 3 March").slice(0, 3)).toEqual([
      ["Pair", "Names", "%"],
      ["2", "Cy Twombly-Featherstonehaugh & Di Brown", "60.00"],
      ["1", "Ann Smith & Bob Jones", "55.00"],
    ]);
  });

  test("the JSON keeps the numbers as computed, and adds the handicapped order", () => {
    const doc = JSON.parse(seriesDocument([MONDAY, TUESDAY], ranking)) as {
      event: { ranking: { pairs: { pair: string; percentage: number; rank: string }[] }[] };
      ranking: { pair: string; score: number; sessions: number[] }[];
      handicappedRanking: { pair: string; handicapped: number; handicapRank: string }[];
      sessions: { title: string }[];
    };
    expect(doc.ranking[1]).toMatchObject({ pair: "1", score: 50, sessions: [55, 45] });
    expect(doc.event.ranking[0].pairs[1]).toMatchObject({ pair: "1", percentage: 50, rank: "=2" });
    expect(doc.handicappedRanking.map((l) => [l.pair, l.handicapped, l.handicapRank])).toEqual([
      ["3", 52.75, "1"],
      ["1", 52, "2"],
      ["2", 51.25, "3"],
      ["5", 50, "=4"],
      ["4", 50, "=4"],
    ]);
    expect(doc.sessions.map((s) => s.title)).toEqual(["Monday 3 March", "monday"]);
  });
});

describe("a shared place is written one way: =2", () => {
  // The Howell example (examples/howell-session.csv), matchpoints: pair 4 7 of 8 (87.5%), pairs 1
  // and 2 5 each (62.5%), pair 3 2 (25%), pair 5 1 (12.5%). Pairs 1 and 2 share second place.
  const file = path.join(__dirname, "..", "..", "examples", "howell-session.csv");
  const scored = scoreEvent(openInput(fs.readFileSync(file, "utf8"), "howell-session.csv"), {});
  const section = scored.sections[0] as ScoredPairsSection;
  // The session played twice is an event whose places are the session's.
  const once: SeriesSession = { title: "Monday", entries: pairsEntries(section) };
  const ranking = rankSeries([once, { ...once, title: "Tuesday" }], { basis: "mean" });

  test("the session's ranking, the event's text and the event sheet agree, place by place", () => {
    const sessionPlaces = Object.fromEntries(
      section.sessions[0].rankings[0].pairs.map((p) => [p.id, p.rank]),
    );
    expect(sessionPlaces).toEqual({ "4": "1", "1": "=2", "2": "=2", "3": "4", "5": "5" });
    expect(Object.fromEntries(ranking.lines.map((l) => [l.pair, l.rank]))).toEqual(sessionPlaces);
    // The session's ranking as text, and the event's: "=2" at the start of each tied line.
    const session = renderSessionRanking(section.sessions);
    expect(session).toMatch(/^=2\s+1\s/m);
    expect(session).toMatch(/^=2\s+2\s/m);
    const event = seriesRankingText(ranking);
    expect(event).toMatch(/^ {2}=2\s+1\s/m);
    expect(event).toMatch(/^ {2}=2\s+2\s/m);
    expect(event).not.toMatch(/\d=/);
    // The event sheet: the engine's place and the live place, recomputed, both "=2".
    const sheet = buildSeriesSheet(ranking);
    const loaded = loadModel(sheet);
    expect(disagreements(evaluateFormulas(loaded))).toEqual([]);
    const table = sheet.blocks.find((b) => b.kind === "summary")!.tables[0];
    const rank = table.columns.find((c) => c.label === "Rank")!.col;
    const rows = [];
    for (let r = table.rows[0]; r <= table.rows[1]; r++)
      rows.push([readValue(loaded, r, 1), readValue(loaded, r, 0), readValue(loaded, r, rank)]);
    expect(rows).toEqual([
      [4, "1", "1"],
      [1, "=2", "=2"],
      [2, "=2", "=2"],
      [3, "4", "4"],
      [5, "5", "5"],
    ]);
  });

  test("the session's results sheet writes the same place: =2", () => {
    const t = exampleTravellers().find(([f]) => f === "howell-session.csv")![1];
    const model = buildResultsSheet(t, { method: "mp", movement: "howell" });
    const loaded = loadModel(model);
    const summary = model.blocks.find((b) => b.kind === "summary")!.tables[0];
    const rank = summary.columns.find((c) => c.role === "rank")!.col;
    const pair = summary.columns.find((c) => c.role === "pair")!.col;
    const places: Record<string, unknown> = {};
    for (let r = summary.rows[0]; r <= summary.rows[1]; r++)
      places[String(readValue(loaded, r, pair))] = readValue(loaded, r, rank);
    expect(places).toMatchObject({ "1": "=2", "2": "=2", "4": "1" });
  });
});
