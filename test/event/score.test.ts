// Scoring an event in steps: how far it has got (section, stage, done of total) only moves
// forward, running the steps out gives what scoring whole gives, the sections' sheets are named
// apart, a section with problems is refused by its own lines, and the shipped teams match and
// Howell come out as their worked figures.
import * as fs from "node:fs";
import * as path from "node:path";
import { readCsv } from "../../src/io/csv";
import {
  openEvent,
  openInput,
  refusedBy,
  scoreEvent,
  startScoring,
  type BridgeEvent,
  type EventSteps,
  type ScoredEvent,
  type ScoredPairsSection,
} from "../../src/event";
import { TravellerError } from "../../src/scoring";

const ROOT = path.resolve(__dirname, "../..");
const fixture = (f: string): Buffer => fs.readFileSync(path.join(ROOT, "test", "fixtures", "files", f));
const example = (f: string): Buffer => fs.readFileSync(path.join(ROOT, "examples", f));

const pairs = (scored: ScoredEvent): ScoredPairsSection[] =>
  scored.sections.map((s) => {
    if (s.kind !== "pairs") throw new Error("expected a pairs section");
    return s;
  });

/** Where the steps are after each step taken: [section, stage, done, total]. */
function walk(steps: EventSteps): [number, string, number, number][] {
  const seen: [number, string, number, number][] = [];
  while (steps.next()) seen.push([steps.section, steps.stage, steps.done, steps.total]);
  return seen;
}

describe("steps", () => {
  test("club-pairs.pbn (3 boards in A, 1 in B): each board scored, then laid out, section by section", () => {
    const seen = walk(startScoring(openInput(fixture("club-pairs.pbn"), "club-pairs.pbn"), {}));
    // Matchpoints alone: one session, one layout pass, so each stage has a step a board.
    expect(seen).toEqual([
      [0, "scoring", 1, 3],
      [0, "scoring", 2, 3],
      [0, "scoring", 3, 3],
      [0, "layout", 1, 3],
      [0, "layout", 2, 3],
      [0, "layout", 3, 3],
      [1, "scoring", 1, 1],
      [1, "layout", 1, 1],
    ]);
  });

  test("progress only moves forward: section, then stage, then done of a fixed total, for every method", () => {
    const event = openInput(example("mitchell-session.csv"), "m.csv");
    const twice = openEvent(
      event.source,
      [0, 1].map(() => csvSection("mitchell-session.csv")),
    );
    for (const method of ["mp", "butler", "cross", "all"] as const) {
      for (const e of [event, twice]) {
        const seen = walk(startScoring(e, { pairs: { method } }));
        expect(seen.length).toBeGreaterThan(0);
        for (let i = 1; i < seen.length; i++) {
          const [section, stage, done, total] = seen[i];
          const [pSection, pStage, pDone, pTotal] = seen[i - 1];
          expect(done).toBeLessThanOrEqual(total);
          if (section !== pSection) {
            expect(section).toBe(pSection + 1);
            expect([stage, done]).toEqual(["scoring", 1]);
          } else if (stage !== pStage) {
            expect([pStage, stage, done]).toEqual(["scoring", "layout", 1]);
            expect(pDone).toBe(pTotal);
          } else {
            expect(done).toBe(pDone + 1);
            expect(total).toBe(pTotal);
          }
        }
        // Each section's scoring stage counts its boards (3 in the Mitchell).
        expect(seen.filter(([, stage]) => stage === "scoring")).toHaveLength(3 * e.sections.length);
      }
    }
  });

  test("once done: the section count is the number of sections, and next() takes no more steps", () => {
    const event = openInput(fixture("club-pairs.pbn"), "club-pairs.pbn");
    const steps = startScoring(event, {});
    expect([steps.section, steps.done]).toEqual([0, 0]);
    walk(steps);
    expect(steps.section).toBe(2);
    expect(steps.next()).toBe(false);
    expect(steps.finish().sections).toHaveLength(2);
  });

  test("finish() after some steps gives what scoreEvent gives", () => {
    const event = openInput(fixture("club-pairs.pbn"), "club-pairs.pbn");
    for (const taken of [0, 1, 4, 7]) {
      const steps = startScoring(event, { pairs: { method: "all" } });
      for (let i = 0; i < taken; i++) expect(steps.next()).toBe(true);
      const stepped = pairs(steps.finish());
      const whole = pairs(scoreEvent(event, { pairs: { method: "all" } }));
      expect(stepped.map((s) => s.sheet)).toEqual(whole.map((s) => s.sheet));
      expect(stepped.map((s) => s.sessions)).toEqual(whole.map((s) => s.sessions));
      expect(stepped.map((s) => s.decided)).toEqual(whole.map((s) => s.decided));
      expect(stepped.map((s) => s.published)).toEqual(whole.map((s) => s.published));
    }
  });
});

/** A section of a CSV example, as openInput would make it, for events of several sections. */
function csvSection(file: string) {
  return {
    title: null,
    rows: readCsv(example(file).toString("utf8")).rows,
    locate: (r: number, c: number) => `${file}: line ${r + 1}, column ${c + 1}`,
  };
}

describe("sheet names", () => {
  test("two sections that would take the same name get different names", () => {
    const event = openEvent({ format: "csv", name: "x" }, [
      csvSection("mitchell-session.csv"),
      csvSection("mitchell-session.csv"),
    ]);
    const names = scoreEvent(event, {}).sections.map((s) => s.sheet.name);
    expect(names[0]).toBe("Session matchpoints");
    expect(new Set(names).size).toBe(2);
  });

  test("no section takes the name of a sheet already in the workbook", () => {
    const event = openEvent({ format: "csv", name: "x" }, [
      csvSection("mitchell-session.csv"),
      csvSection("mitchell-session.csv"),
    ]);
    const existing = ["Session matchpoints", "Session matchpoints (2)"];
    const names = scoreEvent(event, {}, { existingNames: existing }).sections.map((s) => s.sheet.name);
    expect(new Set([...existing, ...names]).size).toBe(4);
  });

  test("the sheet laid out with its summary (what the web page shows) keeps the section's own sheet name", () => {
    // The summary sheet is the same sheet with a session summary: its name is the section's, not
    // a further one as if the section's own sheet were already in the workbook.
    for (const scored of [
      scoreEvent(openInput(example("mitchell-session.csv"), "m.csv"), {}),
      scoreEvent(openInput(fixture("club-pairs.pbn"), "club-pairs.pbn"), {}),
    ]) {
      for (const s of pairs(scored)) expect(s.withSummary().name).toBe(s.sheet.name);
    }
  });
});

describe("a section with problems", () => {
  // Section B's second table: 4S by N making 10, not vulnerable, is +420, not the +400 given.
  // Lines: 1-7 section A and a blank, 8 [Event], 9 [Section], 10 [Board], 11 [ScoreTable], 12 and 13 its tables.
  const TWO = [
    '[Event "x"]',
    '[Section "A"]',
    '[Board "1"]',
    '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW"]',
    '1 1 4S N 10 "420" -',
    '2 2 4S N 9 - "50"',
    "",
    '[Event "x"]',
    '[Section "B"]',
    '[Board "1"]',
    '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW"]',
    '3 3 4S N 10 "420" -',
    // No score, and a result no contract can have: the file gives nothing to score the row by.
    "4 4 4S N 14 - -",
    "",
  ].join("\n");

  test("is refused with a TravellerError of its problems, named by the file's line", () => {
    const event: BridgeEvent = openInput(TWO, "two.pbn");
    expect(event.sections.map((s) => s.problems.length)).toEqual([0, 1]);
    const steps = startScoring(event, {});
    let thrown: unknown = null;
    try {
      steps.finish();
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(TravellerError);
    expect((thrown as TravellerError).problems).toEqual(event.sections[1].problems);
    // The steps say which section refused, so a front end names the problem in its terms.
    expect(steps.section).toBe(1);
    expect(refusedBy(event.sections[steps.section], thrown)).toEqual({
      problems: [
        expect.stringMatching(
          /^two\.pbn: line 13 \(Tricks\): 14 \(the result for 4S\) is not a number of tricks/,
        ),
      ],
    });
    expect(() => scoreEvent(event, {})).toThrow(TravellerError);
  });
});

describe("the shipped examples", () => {
  test("teams-match.csv scores as a teams event: 10 IMPs on board 1, 13.78 to 6.22 VPs", () => {
    // Board 1, nobody vulnerable: Aces NS in the Open room make 4S, +420; Kings NS in the Closed
    // room go one down, -50, so +50 to the Aces. Net +470 to the Aces: 10 IMPs on the WBF scale
    // (430-490). The other seven boards are flat. WBF 2013 continuous scale for 8 boards:
    // X = 15 sqrt(8) = 42.43, tau = (sqrt 5 - 1) / 2; VP = 10 + 10 (1 - tau^(3 x 10 / X)) /
    // (1 - tau^3) = 10 + 10 x (1 - 0.7116) / 0.7639 = 13.78, and 20 - 13.78 = 6.22.
    const event = openInput(example("teams-match.csv"), "teams-match.csv");
    expect(event.kind).toBe("teams");
    const [section] = scoreEvent(event, {}).sections;
    if (section.kind !== "teams") throw new Error("expected a teams section");
    expect(section.choices).toEqual({ method: "imps", vp: "wbf", bamScale: "standard", impTable: "WBF" });
    expect(section.withVp).toBe(true);
    const [match] = section.scored.matches;
    expect([match.home, match.away]).toEqual(["Aces", "Kings"]);
    expect(match.boards.map((b) => [b.board, b.home, b.away])).toEqual([
      [1, 10, 0],
      [2, 0, 0],
      [3, 0, 0],
      [4, 0, 0],
      [5, 0, 0],
      [6, 0, 0],
      [7, 0, 0],
      [8, 0, 0],
    ]);
    expect(match.total).toEqual({ home: 10, away: 0 });
    expect(match.vp).toEqual({ home: 13.78, away: 6.22 });
    expect(section.scored.standings.map((t) => [t.team, t.rank, t.vp])).toEqual([
      ["Aces", "1", 13.78],
      ["Kings", "2", 6.22],
    ]);
  });

  test("the Howell example with no movement chosen ranks one field of all five pairs", () => {
    // examples/README: 4 87.5%, 1 and 2 =2nd 62.5%, 3 25%, 5 12.5% (each pair sits out one of
    // the five boards: four boards of top 2, a top of 8). Pair 4: 2 + 2 + 1 + 2 = 7 of 8.
    const [section] = pairs(scoreEvent(openInput(example("howell-session.csv"), "howell-session.csv"), {}));
    expect(section.decided.movement.from).toBe("inferred");
    const [session] = section.sessions;
    expect(session.method).toBe("mp");
    expect(session.rankings).toHaveLength(1);
    expect(session.rankings[0].pairs.map((p) => [p.id, p.rank, p.percentage])).toEqual([
      ["4", "1", 87.5],
      ["1", "=2", 62.5],
      ["2", "=2", 62.5],
      ["3", "4", 25],
      ["5", "5", 12.5],
    ]);
  });

  test("the Howell example with --movement mitchell ranks two fields, NS and EW, of five each", () => {
    const [section] = pairs(
      scoreEvent(openInput(example("howell-session.csv"), "howell-session.csv"), {
        pairs: { movement: "mitchell" },
      }),
    );
    const rankings = section.sessions[0].rankings;
    expect(rankings.map((r) => [r.field, r.pairs.length])).toEqual([
      ["NS", 5],
      ["EW", 5],
    ]);
  });
});
