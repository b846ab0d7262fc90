// Ruter's and Magic Contest's PBN exports (Peter Brenning's programs), real files copied whole into
// test/fixtures/files (names and member numbers already anonymised):
//   ruter-butler.pbn              Ruter i Norge 4.4, a club's Butler evening, 16 pairs, 21 boards
//   magic-contest-butler-bye.pbn  Magic Contest 4.7, Butler, 7 pairs and a phantom (a pair sits out)
//   ruter-cross-three-sections.pbn Ruter 4.3, IMP;Cross across sections M, N and O (40 tables)
//   ruter-cross2.pbn              Ruter 4.7, IMP;Cross2, two sections of 6 tables, 16 boards
//   ruter-barometer-session1.pbn, ruter-barometer-session2.pbn
//                                 Ruter 4.9, a two-session barometer of 36 pairs (matchpoints)
// Each test asserts the file's own published figures (its ScoreTable, ButlerDatum and
// TotalScoreTable), with the hand calculation in the comment where it is short enough to write.
import * as fs from "node:fs";
import * as path from "node:path";
import {
  openInput,
  scoreEvent,
  statedChoices,
  type ScoredPairsSection,
  type UserChoices,
} from "../../../src/event";
import { readPbn } from "../../../src/io/pbn";
import type { ButlerWorkings } from "../../../src/scoring";
import { asFormChoices } from "../../../src/event/forms";
import { runCli } from "../../support/cli";

const FILES = path.join(__dirname, "..", "..", "fixtures", "files");
const bytes = (f: string): Uint8Array => fs.readFileSync(path.join(FILES, f));
const scored = (f: string, user: UserChoices = {}): ScoredPairsSection[] =>
  scoreEvent(openInput(bytes(f), f), user).sections.map((s) => s as ScoredPairsSection);
const pairsOf = (s: ScoredPairsSection) => s.sessions[0].rankings.flatMap((r) => r.pairs);
const datumOf = (s: ScoredPairsSection, board: number): number =>
  (s.sessions[0].boards.find((b) => b.board === board)!.workings as ButlerWorkings).datum;

describe('Ruter\'s Butler: [Scoring "IMP;Butler-2;Mean"]', () => {
  const file = readPbn(bytes("ruter-butler.pbn"), "ruter-butler.pbn");

  test("the scoring words say the trim (the top and the bottom score dropped) and the mean", () => {
    expect(file.sections[0].scoring).toMatchObject({ method: "butler", trim: "one", datum: "mean" });
  });

  test("board 1's datum is the file's ButlerDatum -90, not the untrimmed -70", () => {
    const [s] = scored("ruter-butler.pbn");
    // Board 1's NS scores: +120, +50, -80, -80, -110, -140, -150, -150. The top (+120) and the
    // bottom (one -150) dropped: (50 - 80 - 80 - 110 - 140 - 150) / 6 = -510 / 6 = -85, rounded
    // to 10 half away from zero: -90 (the file prints -90 on each of the board's lines).
    // Untrimmed: -540 / 8 = -67.5, rounded -70.
    expect(datumOf(s, 1)).toBe(-90);
    // +120 against -90: 210 is 5 IMPs, the file's IMP_NS.
    expect(s.sessions[0].boards[0].tables.find((t) => t.nsScore === 120)?.nsResult).toBe(5);
    // Every published IMP (21 boards x 8 tables, NS and EW) agrees.
    expect(s.published).toEqual({ compared: 336, differences: [] });
  });

  test("the pane's form is filled with the file's trim and datum (the director may change them)", () => {
    const [s] = scored("ruter-butler.pbn");
    expect(asFormChoices(statedChoices(s.section))).toMatchObject({
      method: "butler",
      trim: "one",
      datum: "mean",
    });
  });

  test("the director's trim still wins over the file's", () => {
    const [s] = scored("ruter-butler.pbn", { pairs: { trim: 0 } });
    expect(datumOf(s, 1)).toBe(-70);
  });

  test("the Direction column is where each pair started: one ranking of 16 pairs, a Howell", () => {
    const [s] = scored("ruter-butler.pbn");
    expect(s.decided.movement).toMatchObject({ movement: "howell", from: "input" });
    expect(file.sections[0].names.get("3")).toBe("Player 374 - Player 375");
    const pairs = pairsOf(s);
    expect(pairs).toHaveLength(16);
    // The TotalScoreTable: pair 3 50 IMPs (first), pair 16 46, pair 12 -63 (last).
    const total = (id: string) => pairs.find((p) => p.id === id)?.total;
    expect([total("3"), total("16"), total("12")]).toEqual([50, 46, -63]);
  });
});

describe('Magic Contest\'s Butler with a pair sitting out ("Bye" "Bye" lines)', () => {
  test("the Bye lines are read as no table's result, and said", () => {
    const file = readPbn(bytes("magic-contest-butler-bye.pbn"), "magic-contest-butler-bye.pbn");
    const s = file.sections[0];
    // 28 boards, 3 tables each (the fourth pair of a round sits out).
    expect(s.boards.map((b) => b.rows.length)).toEqual(Array(28).fill(3));
    // One Bye line a board (28), said once.
    expect(s.notes).toContain(
      "line 71, line 96, line 121, line 146 and 24 more: a Bye line (a pair sitting out) is no table's result and is passed over",
    );
    expect(s.scoring).toMatchObject({ method: "butler", trim: "one", datum: "mean" });
  });

  test("the datum is the middle one of three scores; a pair's average a board is its Bye line's figure", () => {
    const [s] = scored("magic-contest-butler-bye.pbn");
    // Board 1: +50, -50, -100; the top and the bottom dropped leave -50, the file's ButlerDatum.
    expect(datumOf(s, 1)).toBe(-50);
    expect(s.published).toEqual({ compared: 168, differences: [] });
    const pair6 = pairsOf(s).find((p) => p.id === "6")!;
    // Pair 6 sat out 4 of the 28 boards: 21 IMPs over its 24, 0.875 a board, which its Bye lines
    // print 0.9; its TotalScoreIMP 24.5 is that average over the session's 28 boards (21 x 28 / 24).
    expect([pair6.total, pair6.boardsPlayed, pair6.average]).toEqual([21, 24, 0.875]);
    expect((pair6.average! * 28).toFixed(1)).toBe("24.5");
  });
});

describe('Ruter\'s cross-IMPs: [Scoring "IMP;Cross"], three sections as one field', () => {
  const file = readPbn(bytes("ruter-cross-three-sections.pbn"), "ruter-cross-three-sections.pbn");

  test("the sections are one field, summed (not divided), against the results obtained", () => {
    expect(file.sections).toHaveLength(1);
    const s = file.sections[0];
    expect(s.scoring).toMatchObject({ method: "cross", divisor: "total", expected: "results" });
    expect(s.boards[0].rows).toHaveLength(40);
  });

  // Scored once for both tests (42 boards of 40 tables).
  let once: ScoredPairsSection | null = null;
  const field = (): ScoredPairsSection => (once ??= scored("ruter-cross-three-sections.pbn")[0]);

  test("board 15's +1050 gets 378, its IMPs against the other 38 results, not factored to 40", () => {
    const s = field();
    const b15 = s.sessions[0].boards.find((b) => b.board === 15)!;
    // +1050 (WBF) against 990: 60, 2; 6 x 850: 200, 5 each, 30; 800: 250, 6; 14 x 650: 400, 9
    // each, 126; 2 x 500: 550, 11 each, 22; 6 x 300: 750, 13 each, 78; 7 x 100: 950, 14 each,
    // 98; -300: 1350, 16. 2 + 30 + 6 + 126 + 22 + 78 + 98 + 16 = 378, the file's IMP_NS.
    // Factored to the 40 tables (one is an A+ / A+ table) it would be 378 x 40 / 39 = 387.7.
    expect(b15.tables.find((t) => t.nsScore === 1050)?.nsResult).toBe(378);
    // Every published figure agrees but the A+ / A+ table's: Ruter gives each side 58.5 (1.5 IMPs
    // a comparison); the add-in gives Law 12C2's 3 IMPs a comparison, 117.
    expect(s.published!.compared).toBe(3360);
    expect(s.published!.differences).toHaveLength(2);
    expect(s.published!.differences.every((d) => /58\.5/.test(d))).toBe(true);
  });

  test("board 1's +150 gets 391 against the 39 other results, and pair 523's total is the file's 2261", () => {
    const s = field();
    const b1 = s.sessions[0].boards[0];
    expect(b1.tables.find((t) => t.nsScore === 150 && t.ns === "N524")?.nsResult).toBe(391);
    expect(pairsOf(s).find((p) => p.pair === "N523")?.total).toBe(2261);
  });
});

describe("Ruter's Cross2: the same sums, pairs ranked by IMPs a comparison a board", () => {
  test("pair 305's 729 IMPs over 16 boards and 11 comparisons are the file's 4.14", () => {
    const [s] = scored("ruter-cross2.pbn");
    expect(s.section.stated).toMatchObject({ method: "cross", divisor: "total" });
    // Board 17's +50 in section A gets 112, the file's IMP_NS.
    expect(s.sessions[0].boards[0].tables.find((t) => t.ns === "A5")?.nsResult).toBe(112);
    expect(s.published).toEqual({ compared: 384, differences: [] });
    const p = pairsOf(s).find((x) => x.pair === "B305")!;
    // 729 / 16 = 45.5625 a board; over the board's 11 comparisons 4.142, printed 4.14.
    expect([p.total, p.boardsPlayed]).toEqual([729, 16]);
    expect((p.average! / 11).toFixed(2)).toBe("4.14");
  });
});

describe("Ruter's barometer: a Direction column (Ö-V) beside pairs that change direction", () => {
  test("one ranking of 36 pairs by their own numbers, as the file's TotalScoreTable", () => {
    const [s] = scored("ruter-barometer-session1.pbn");
    expect(s.decided.movement.movement).toBe("howell");
    const pairs = pairsOf(s);
    expect(pairs).toHaveLength(36);
    // Pair 23 (its Direction "Ö-V"): 1337.0 matchpoints, 59.58% of 66 boards x top 34 = 2244.
    const p23 = pairs.find((p) => p.id === "23")!;
    expect(p23.total).toBe(1337);
    expect(p23.percentage!.toFixed(2)).toBe("59.58");
    expect(s.published!.differences).toEqual([]);
  });

  test("the event of both sessions adds their exact matchpoints (--event total)", async () => {
    const r = await runCli([
      path.join(FILES, "ruter-barometer-session1.pbn"),
      path.join(FILES, "ruter-barometer-session2.pbn"),
      "--event",
      "total",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out) as {
      event: { ranking: { field: string; pairs: { pair: string; total: number; percentage: number }[] }[] };
    };
    const pairs = doc.event.ranking[0].pairs;
    expect(pairs).toHaveLength(36);
    const p = (id: string) => pairs.find((x) => x.pair === id)!;
    // Pair 2: 1279.375 (printed 1279.4) + 805 = 2084.375, the file's 2084.4; 2084.375 / (105 x 34)
    // = 58.39%.
    expect(p("2").total).toBe(2084.375);
    expect(p("2").percentage.toFixed(2)).toBe("58.39");
    // Pair 7: 1920.125 / 3570 = 53.785%, the file's 53.79 (the printed 1920.1 would give 53.78).
    expect(p("7").total).toBe(1920.125);
    expect(p("7").percentage.toFixed(2)).toBe("53.79");
  });
});
