// PBN as scoring programs write it (fixtures written by hand in test/fixtures/files, invented
// names): Bridgewebs' Section, Round and Table columns, PO and a bare A; BridgeComposer's PASS;
// Ruter's Bye lines, IMP;Cross totals against the field and a ranking whose Direction changes;
// the deal tags kept for hand records. Every figure was worked by hand; the comments give it.
import * as fs from "node:fs";
import * as path from "node:path";
import { openInput, scoreEvent, type ScoredPairsSection } from "../../../src/event";
import { pbnDate, readPbn } from "../../../src/io/pbn";
import { outputNamed } from "../../../src/writers/outputs";

const FILES = path.join(__dirname, "..", "..", "fixtures", "files");
const bytes = (f: string): Uint8Array => fs.readFileSync(path.join(FILES, f));
const scored = (f: string | Uint8Array, name = "f.pbn") =>
  scoreEvent(openInput(typeof f === "string" ? bytes(f) : f, name), {}).sections.map(
    (s) => s as ScoredPairsSection,
  );

describe("Bridgewebs: a Section column, Round and Table, PO, A, a Bye line", () => {
  const file = readPbn(bytes("meadow-sections.pbn"), "meadow-sections.pbn");

  test("the Section column makes two sections, so pair 1 of A and pair 1 of B never collide", () => {
    expect(file.sections.map((s) => [s.event, s.section, s.boards[0].rows.map((r) => r.ns)])).toEqual([
      ["Meadow Monday", "A", ["1", "2", "3"]],
      ["Meadow Monday", "B", ["1", "2"]],
    ]);
  });

  test("PO is a pass-out scoring 0; A takes its split from its published matchpoints (2.4 of 4 is 60%)", () => {
    const a = file.sections[0].boards[0].rows;
    expect(a.map((r) => [r.contract, r.declarer, r.tricks, r.score])).toEqual([
      ["3NT", "N", 9, 400],
      ["Pass", "", "", 0],
      ["", "", "", "A60/A40"],
    ]);
  });

  test("the Round and Table columns are kept as the movement; the Bye line is passed over, and said", () => {
    expect(file.sections[0].rounds).toEqual([
      { table: 1, round: 1, ns: "1", ew: "1", lowBoard: 1, highBoard: 1 },
      { table: 2, round: 1, ns: "2", ew: "2", lowBoard: 1, highBoard: 1 },
      { table: 3, round: 1, ns: "3", ew: "3", lowBoard: 1, highBoard: 1 },
    ]);
    // The Bye line is section B's: its note is B's alone.
    expect(file.sections.map((s) => s.notes)).toEqual([
      undefined,
      ["line 24: a Bye line (a pair sitting out) is no table's result and is passed over"],
    ]);
  });

  test("the deal tags are kept as written for the hand records", () => {
    const [deal] = file.sections[0].deals ?? [];
    expect(deal.board).toBe(1);
    expect(deal.deal).toBe("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432");
    expect(deal.doubleDummyTricks).toBe("dddddddddd0000000000");
    expect(deal.tags).toMatchObject({
      OptimumScore: "NS 1520",
      ParContract: "NS 7NT=",
      OptimumResultTable: "Declarer;Denomination\\2R;Result\\2R\nN NT 13\nS NT 13",
    });
  });

  test("every published matchpoint agrees, each section scored on its own", () => {
    const [a, b] = scored("meadow-sections.pbn");
    // A: 400 and the pass-out are the results, the award the third table: Neuberg to 3 from 2,
    // 400 (2 + 1) x 3/2 - 1 = 3.5, the pass-out (0 + 1) x 3/2 - 1 = 0.5; the award 60% of 4 = 2.4.
    expect(a.published).toEqual({ compared: 6, differences: [] });
    // B: 420 beats -50: 2 and 0.
    expect(b.published).toEqual({ compared: 4, differences: [] });
  });
});

describe("BridgeComposer: a passed-out board's score written PASS", () => {
  test("Contract PASS with Score_NS PASS scores 0 and its matchpoints agree", () => {
    const pbn = [
      '[Event "Oak Club"]',
      '[Board "1"]',
      '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R;MP_NS\\4R;MP_EW\\4R"]',
      "1 1 PASS - - PASS - 1 1",
      '2 2 2H S 8 "110" - 2 0',
      '3 3 2H S 7 - "50" 0 2',
      "",
    ].join("\n");
    const rows = readPbn(pbn).sections[0].boards[0].rows;
    expect(rows.map((r) => [r.contract, r.score])).toEqual([
      ["Pass", 0],
      ["2H", 110],
      ["2H", -50],
    ]);
    // Three tables, top 4: 110 beats 0 and -50: 4; the pass-out beats -50: 2; -50: 0.
    const [s] = scored(new TextEncoder().encode(pbn));
    expect(s.published).toEqual({ compared: 6, differences: [] });
  });
});

describe("Ruter: IMP;Cross summed against the field, a Howell whose ranking Direction changes", () => {
  const file = readPbn(bytes("riverbank-cross.pbn"), "riverbank-cross.pbn");

  test("the published cross-IMPs are sums, so the section is scored undivided, and a note says so", () => {
    const s = file.sections[0];
    expect(s.scoring).toMatchObject({ method: "cross", divisor: "total" });
    expect(s.notes).toEqual([
      "cross-IMPs are scored as each result's sum against the field, not divided by the comparisons: the published figures are such sums on board 1",
    ]);
  });

  test("the ranking gives each pair its Direction round by round: a pair is one pair whichever way it sat, named by number", () => {
    const s = file.sections[0];
    expect(s.scoring.movement).toBeUndefined();
    expect(s.names.get("2")).toBe("Cy Roe - Di Hart");
    const [scoredSection] = scored("riverbank-cross.pbn");
    expect(scoredSection.decided.movement.movement).toBe("howell");
    // Board 1 (WBF): 420 v 450 -1, v -50 +10: 9; 450: +1 +11 = 12; -50: -10 -11 = -21.
    // Board 2: 100 v 100 0, v -100 (200) +5: 5 twice; -100: -10. Twelve figures, NS and EW.
    expect(scoredSection.published).toEqual({ compared: 12, differences: [] });
    // Pair 1: 9 (NS, board 1) + 10 (EW, board 2) = 19, the file's total for pair 1.
    const ranking = scoredSection.sessions[0].rankings[0].pairs;
    expect(ranking.find((p) => p.id === "1")?.total).toBe(19);
  });
});

test("an adjusted score written only A, with no figures to split it, is average to each side, and said", () => {
  const pbn = [
    '[Event "Elm Club"]',
    '[Board "1"]',
    '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW"]',
    '1 1 4S N 10 "420" -',
    "2 2 A A A A A",
    "",
  ].join("\n");
  const s = readPbn(pbn).sections[0];
  expect(s.boards[0].rows.map((r) => r.score)).toEqual([420, "A=/A="]);
  expect(s.notes).toEqual([
    'line 5: board 1 has an adjusted score written "A" with no figures to split it: scored as average to each side (A=); put the award on the sheet if it was another',
  ]);
});

describe("the session's [Date] and [Site]", () => {
  test("are read as the session's date and venue, and head the web page", async () => {
    // club-pairs.pbn: [Site "Village Hall"] [Date "2026.11.17"] on its first game, "#" (the same)
    // on the next.
    const file = readPbn(bytes("club-pairs.pbn"), "club-pairs.pbn");
    expect(file.sections.map((s) => [s.date, s.venue])).toEqual(
      file.sections.map(() => ["2026-11-17", "Village Hall"]),
    );
    const [page] = await outputNamed("html").write(
      scoreEvent(openInput(bytes("club-pairs.pbn"), "club-pairs.pbn"), {}),
    );
    expect(page.content).toContain("17 November 2026, Village Hall");
  });

  test("a date with unknown parts is no date", () => {
    expect(pbnDate("2026.??.??")).toBeUndefined();
    expect(pbnDate("2026.03.04")).toBe("2026-03-04");
  });
});
